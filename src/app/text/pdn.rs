//! Messages about PDN files: the fixed texts of [`P`] (English and Polish here,
//! Turkish from `pdn.ftl`), and why a PDN file could not be read or written,
//! which is the record's own message (`PdnError::message`).

use super::{Lang, Tr, capitalise, text_table};
use crate::record::pdn::PdnError;

text_table! {
/// A fixed text of PDN files and the clipboard.
P ("pdn-") {
    ImportPdn => "Import PDN…", "Importuj PDN…";
    ExportPdn => "Export PDN…", "Eksportuj PDN…";
    CopyPosition => "Copy position", "Kopiuj pozycję";
    PastePosition => "Paste position or PDN…", "Wklej pozycję lub PDN…";
    CopyPdn => "Copy game as PDN", "Kopiuj partię jako PDN";
    PasteTitle => "Paste", "Wklej";
    PasteHelp => "Paste a position string or a game in PDN here (Ctrl+V), then press Open. Ctrl+V over the board does the same.",
        "Wklej tu zapis pozycji albo partię w formacie PDN (Ctrl+V) i naciśnij Otwórz. Ctrl+V nad planszą działa tak samo.";
    PickTitle => "Games in the file", "Partie w pliku";
    PickHelp => "Choose a game to open. Games that could not be read say why.",
        "Wybierz partię do otwarcia. Przy partiach, których nie da się odczytać, podano powód.";
    NotUnderstood => "Not a position string or a PDN game", "To nie jest zapis pozycji ani partia PDN";
    PdnIsForDama => "PDN is for draughts: an Akidada game is saved as a .ron file.",
        "PDN służy do warcabów: partię Akidady zapisuje się jako plik .ron.";
    ImportFailed => "Could not import", "Nie można zaimportować";
    ExportFailed => "Could not export", "Nie można wyeksportować";
}
}

impl Tr {
    /// Why a game of a PDN file could not be read.
    pub fn pdn_error(self, e: &PdnError) -> String {
        capitalise(self.0, &self.msg(&e.message()))
    }
}
