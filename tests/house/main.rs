//! Checks of the repository itself, not of the app's behaviour: the layers of
//! the crate, the length of its functions, the words the product uses, and the
//! links of its documents. They read the files and never link the crate.

mod code_shape;
mod files;
mod language;
mod layering;
mod links;
