//! Checks of the repository itself, not of the app's behaviour: the layers of
//! the crate, the length of its functions. They read the source and never
//! link the crate.

mod code_shape;
mod layering;
