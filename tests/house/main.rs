//! Checks of the repository itself, not of the app's behaviour: the layers of
//! the crate. They read the source and never link the crate.

mod layering;
