//! Why a PDN file could not be read or written: the record's own message
//! (`PdnError::message`). The fixed texts of PDN files are the `pdn-*` messages.

use super::{Tr, capitalise};
use crate::record::pdn::PdnError;

impl Tr {
    /// Why a game of a PDN file could not be read.
    pub fn pdn_error(self, e: &PdnError) -> String {
        capitalise(self.0, &self.msg(&e.message()))
    }
}
