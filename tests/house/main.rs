//! Checks of the repository itself, not of the app's behaviour: the layers of
//! the crate, the words the product uses, and the links of its documents. They
//! read the files and never link the crate.

mod files;
mod language;
mod layering;
mod links;
