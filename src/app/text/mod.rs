//! The one translation layer: every text the window shows comes from here, in
//! English or Polish.
//!
//! Fixed texts are keys of the enum [`T`], each with both languages side by side,
//! so a missing translation does not compile. Texts with values in them are
//! methods of [`Tr`]. The position editor's texts are in [`editor`], messages
//! about saved games in `records`: the same scheme, kept in files of their own.

pub mod editor;
pub mod pdn;
mod records;
pub mod thinking;

use serde::{Deserialize, Serialize};

use crate::games::{EndReason, GameKind, Outcome, Side};

/// A language of the interface.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    En,
    Pl,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Pl];

    /// The language of the system, if it is one we speak; English otherwise.
    pub fn system() -> Lang {
        sys_locale::get_locale()
            .map(|l| Lang::from_locale(&l))
            .unwrap_or_default()
    }

    /// `pl`, `pl-PL`, `pl_PL.UTF-8` ... are Polish; anything else English.
    pub fn from_locale(locale: &str) -> Lang {
        if locale.to_ascii_lowercase().starts_with("pl") {
            Lang::Pl
        } else {
            Lang::En
        }
    }

    /// The language's own name, shown in the settings menu.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Pl => "Polski",
        }
    }
}

/// The same language in the Fluent layer (`crate::i18n`), where the texts are
/// moving.
impl From<Lang> for crate::i18n::Lang {
    fn from(lang: Lang) -> crate::i18n::Lang {
        match lang {
            Lang::En => crate::i18n::Lang::En,
            Lang::Pl => crate::i18n::Lang::Pl,
        }
    }
}

/// A table of fixed texts: an enum of keys, both languages side by side so that a
/// missing translation does not compile. Each part of the app has its own table.
macro_rules! text_table {
    ($(#[$doc:meta])* $name:ident { $($key:ident => $en:literal, $pl:literal;)* }) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($key),* }

        impl $name {
            /// Every key, for tests that check both languages are filled in.
            pub const ALL: &'static [$name] = &[$($name::$key),*];

            pub const fn get(self, lang: Lang) -> &'static str {
                match lang {
                    Lang::En => match self { $($name::$key => $en),* },
                    Lang::Pl => match self { $($name::$key => $pl),* },
                }
            }
        }
    };
}
pub(crate) use text_table;

text_table! {
/// A fixed text of the interface.
T {
    AppTitle => "Akidada & Dama", "Akidada i Dama";
    Game => "Game", "Gra";
    NewGame => "New game", "Nowa gra";
    NewGameEllipsis => "New game…", "Nowa gra…";
    Undo => "Undo", "Cofnij";
    Redo => "Redo", "Ponów";
    Resign => "Resign", "Poddaj się";
    OfferDraw => "Draw by agreement", "Remis za zgodą";
    Quit => "Quit", "Zakończ";
    View => "View", "Widok";
    FlipBoard => "Flip board", "Obróć planszę";
    Settings => "Settings", "Ustawienia";
    Language => "Language", "Język";
    Theme => "Theme", "Motyw";
    ThemeSystem => "As the system", "Jak w systemie";
    ThemeLight => "Light", "Jasny";
    ThemeDark => "Dark", "Ciemny";
    Animation => "Animation", "Animacja";
    AnimOff => "Off", "Wyłączona";
    AnimSlow => "Slow", "Wolna";
    AnimNormal => "Normal", "Normalna";
    AnimFast => "Fast", "Szybka";
    Akidada => "Akidada", "Akidada";
    Dama => "Dama (Turkish draughts)", "Dama (warcaby tureckie)";
    AkidadaBlurb => "Yoruba alignment game: three in a line removes an enemy piece.",
        "Gra Jorubów w układanie linii: trzy pionki w linii zdejmują pionek przeciwnika.";
    DamaBlurb => "Orthogonal men, flying kings, the largest capture is compulsory.",
        "Pionki chodzą prosto, damki daleko, obowiązuje bicie największej liczby pionków.";
    White => "White", "Białe";
    Black => "Black", "Czarne";
    WhitePlayer => "White player", "Gracz białymi";
    BlackPlayer => "Black player", "Gracz czarnymi";
    DefaultWhiteName => "Player 1", "Gracz 1";
    DefaultBlackName => "Player 2", "Gracz 2";
    TheLot => "The lot", "Losowanie";
    Human => "Human", "Człowiek";
    RuleOptions => "Rules", "Zasady";
    Defaults => "Restore defaults", "Przywróć domyślne";
    OptFirst => "Who moves first", "Kto zaczyna";
    OptFirstHelp => "The seed draws lots; tournaments let White start.",
        "Według opisu gry decyduje losowanie; w turniejach zaczynają białe.";
    FirstLot => "Draw lots", "Losowanie";
    FirstWhite => "White", "Białe";
    FirstBlack => "Black", "Czarne";
    OptRemoval => "Removal", "Zbijanie";
    OptRemovalHelp => "Which enemy piece a line may remove.",
        "Który pionek przeciwnika można zdjąć po ułożeniu linii.";
    RemovalAny => "Any piece (seed)", "Dowolny pionek (opis gry)";
    RemovalNotFromLines => "Not from a line, if possible", "Nie z linii, jeśli się da";
    OptDoubleLine => "Two lines at once", "Dwie linie naraz";
    OptDoubleLineHelp => "How many pieces a move that closes two lines removes.",
        "Ile pionków zdejmuje ruch, który zamyka dwie linie.";
    DoubleOne => "One piece", "Jeden pionek";
    DoubleTwo => "Two pieces", "Dwa pionki";
    OptNoProgress => "No-progress draw", "Remis bez postępu";
    OptNoProgressHelpAkidada => "Moves by each side without a removal before a draw (0 = never).",
        "Liczba ruchów każdej strony bez zbicia, po której jest remis (0 = nigdy).";
    OptNoProgressHelpDama => "Moves by each side with no capture and no man moving before a draw (0 = never).",
        "Liczba ruchów każdej strony bez bicia i bez ruchu pionkiem, po której jest remis (0 = nigdy).";
    OptNonMax => "Capturing less than the maximum", "Bicie mniej niż maksimum";
    OptNonMaxHelp => "The seed: the player who does it loses. Otherwise the move is refused.",
        "Według opisu gry: kto tak zagra, przegrywa. W przeciwnym razie ruch jest niedozwolony.";
    NonMaxLoses => "Loses the game (seed)", "Przegrywa partię (opis gry)";
    NonMaxForbidden => "Is not allowed", "Jest niedozwolone";
    OptLonePiece => "Lone piece against a king", "Samotny pionek przeciw damce";
    OptLonePieceHelp => "The seed: reducing the opponent to one piece against a king wins.",
        "Według opisu gry: kto zredukuje przeciwnika do jednego pionka, mając damkę, wygrywa.";
    LoneKingWins => "The king wins (seed)", "Wygrywa damka (opis gry)";
    LoneDraw => "One piece each is a draw", "Po jednym pionku to remis";
    Start => "Start", "Rozpocznij";
    Cancel => "Cancel", "Anuluj";
    Close => "Close", "Zamknij";
    Play => "Play", "Graj";
    DrawingLots => "Drawing lots…", "Losowanie…";
    ToMove => "to move", "na ruchu";
    OnBoard => "On the board", "Na planszy";
    InHand => "In hand", "W ręce";
    Moves => "Moves", "Ruchy";
    NoMovesYet => "No moves yet.", "Jeszcze nie było ruchu.";
    GameOver => "Game over", "Koniec gry";
    Draw => "Draw", "Remis";
    MustCapture => "Capture is compulsory", "Bicie jest obowiązkowe";
    ChooseRemoval => "Line! Choose an enemy piece to remove.", "Linia! Wybierz pionek przeciwnika do zdjęcia.";
    ChooseRoute => "Several routes end here. Pick one:", "Tu kończy się kilka dróg bicia. Wybierz jedną:";
    LosingTitle => "This move loses the game", "Ten ruch przegrywa partię";
    LosingConfirm => "Play it and lose", "Zagraj i przegraj";
    LosingKeep => "Choose another move", "Wybierz inny ruch";
    RefusedTitle => "Move not allowed", "Ruch niedozwolony";
    Ok => "OK", "OK";
    Placing => "placing", "stawianie";
    Sliding => "sliding", "przesuwanie";
    LastMove => "Last move", "Ostatni ruch";
    FirstByLot => "Moved first by lot", "Zaczyna z losowania";
    PlayerKind => "Player", "Gracz";
    FirstMove => "First position", "Pozycja początkowa";
    PreviousMove => "Previous move (left arrow key)", "Poprzedni ruch (klawisz strzałki w lewo)";
    NextMove => "Next move (right arrow key)", "Następny ruch (klawisz strzałki w prawo)";
    LastMoveButton => "Last move", "Ostatni ruch";
    Autoplay => "Autoplay", "Odtwarzaj";
    StopAutoplay => "Stop", "Zatrzymaj";
    AutoplaySpeed => "Autoplay speed", "Szybkość odtwarzania";
    OpenEllipsis => "Open…", "Otwórz…";
    OpenRecent => "Open recent", "Ostatnio otwierane";
    Save => "Save", "Zapisz";
    SaveAsEllipsis => "Save as…", "Zapisz jako…";
    OpenTitle => "Open a saved game", "Otwórz zapisaną partię";
    SaveAsTitle => "Save the game", "Zapisz partię";
    OpenButton => "Open", "Otwórz";
    SaveButton => "Save", "Zapisz";
    OpenFailed => "The game could not be opened", "Nie udało się otworzyć partii";
    SaveFailed => "The game could not be saved", "Nie udało się zapisać partii";
    NoFileDialog => "This system shows no file dialog (no desktop portal and no zenity). Type the file's path instead:",
        "Ten system nie wyświetla okna wyboru plików (brak portalu pulpitu i programu zenity). Wpisz ścieżkę pliku:";
    FilePath => "File path", "Ścieżka pliku";
    ResumeTitle => "Resume the last game?", "Wznowić ostatnią partię?";
    ResumeYes => "Resume", "Wznów";
    ResumeNo => "Start a new game", "Zacznij nową partię";
    MarkCompulsory => "compulsory", "obowiązkowe";
    MarkLoses => "loses the game", "przegrywa partię";
    MarkNotAllowed => "not allowed", "niedozwolone";
    Lesson => "Lesson", "Lekcja";
    RestartLesson => "Start again", "Od początku";
    CloseLesson => "Close the lesson", "Zamknij lekcję";
    TeachingMode => "Teaching mode", "Tryb nauki";
    NoCapture => "No capture is possible: any move a man or king can make is allowed.",
        "Nie ma żadnego bicia: wolno wykonać dowolny ruch pionkiem lub damką.";
    PointAtVariant => "Point at a variant to see it on the board; click to keep it drawn.",
        "Wskaż wariant, aby zobaczyć go na planszy; kliknij, aby pozostał narysowany.";
    MayRemove => "Pieces you may remove", "Pionki, które możesz zdjąć";
    LinesYouCanMake => "Lines to make now", "Linie do ułożenia teraz";
    LinesThreatened => "Lines threatened next", "Linie, którymi grozi przeciwnik";
    NoneYet => "none", "brak";
    Learn => "Learn", "Nauka";
    Lessons => "Lessons", "Lekcje";
    Help => "Help", "Pomoc";
    RulesMenu => "Rules", "Zasady";
    TruncateTitle => "Play from here?", "Grać od tego miejsca?";
    TruncateConfirm => "Play from here", "Graj od tego miejsca";
}
}

/// The texts of one language.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Tr(pub Lang);

impl Tr {
    pub const fn t(self, key: T) -> &'static str {
        key.get(self.0)
    }

    pub fn side(self, side: Side) -> &'static str {
        self.t(match side {
            Side::White => T::White,
            Side::Black => T::Black,
        })
    }

    pub fn game(self, kind: GameKind) -> &'static str {
        self.t(match kind {
            GameKind::Akidada => T::Akidada,
            GameKind::Dama => T::Dama,
        })
    }

    /// Why a game ended, as a sentence.
    pub fn reason(self, reason: EndReason) -> &'static str {
        use EndReason::*;
        match (self.0, reason) {
            (Lang::En, TwoPiecesLeft) => "the loser has only two pieces left",
            (Lang::Pl, TwoPiecesLeft) => "przegranemu zostały tylko dwa pionki",
            (Lang::En, NoLegalMove) => "the loser has no legal move",
            (Lang::Pl, NoLegalMove) => "przegrany nie ma żadnego ruchu",
            (Lang::En, KingVersusLonePiece) => "a lone piece against a king",
            (Lang::Pl, KingVersusLonePiece) => "samotny pionek przeciw damce",
            (Lang::En, OnePieceEach) => "one piece each",
            (Lang::Pl, OnePieceEach) => "po jednym pionku",
            (Lang::En, NonMaximalCapture) => "the loser did not capture the maximum",
            (Lang::Pl, NonMaximalCapture) => "przegrany nie zbił maksymalnej liczby pionków",
            (Lang::En, Repetition) => "the same position for the third time",
            (Lang::Pl, Repetition) => "ta sama pozycja po raz trzeci",
            (Lang::En, NoProgress) => "no progress",
            (Lang::Pl, NoProgress) => "brak postępu",
            (Lang::En, Agreement) => "by agreement",
            (Lang::Pl, Agreement) => "za zgodą graczy",
            (Lang::En, Resignation) => "the loser resigned",
            (Lang::Pl, Resignation) => "przegrany się poddał",
        }
    }

    /// The game-over headline: who won, or a draw.
    pub fn outcome_headline(self, outcome: Outcome, names: &[String; 2]) -> String {
        match (self.0, outcome.winner()) {
            (Lang::En, Some(w)) => format!("{} ({}) wins", names[w.index()], self.side(w)),
            (Lang::Pl, Some(w)) => format!("Wygrywa {} ({})", names[w.index()], self.side(w)),
            (_, None) => self.t(T::Draw).to_string(),
        }
    }

    pub fn lot_result(self, side: Side, name: &str) -> String {
        match self.0 {
            Lang::En => format!("The lot: {name} ({}) moves first", self.side(side)),
            Lang::Pl => format!("Losowanie: zaczyna {name} ({})", self.side(side)),
        }
    }

    /// The explanation in the losing-move dialog.
    pub fn losing_explanation(self, mv: &str, captured: u32, maximum: u32) -> String {
        match (self.0, captured) {
            (Lang::En, 0) => format!(
                "{mv} captures nothing, but a capture of {maximum} is compulsory. \
                 Under the rules of this game (the seed's rule), the player who does not \
                 capture the maximum loses the game at once."
            ),
            (Lang::En, _) => format!(
                "{mv} captures {captured}, but {maximum} is the maximum. Under the rules of \
                 this game (the seed's rule), the player who does not capture the maximum \
                 loses the game at once."
            ),
            (Lang::Pl, 0) => format!(
                "{mv} niczego nie bije, a obowiązkowe jest bicie {maximum} {}. Według zasad \
                 tej gry (z opisu gry) gracz, który nie zbije maksymalnej liczby pionków, od \
                 razu przegrywa partię.",
                pieces_pl(maximum)
            ),
            (Lang::Pl, _) => format!(
                "{mv} bije {captured} {}, a można zbić {maximum}. Według zasad tej gry (z \
                 opisu gry) gracz, który nie zbije maksymalnej liczby pionków, od razu \
                 przegrywa partię.",
                pieces_pl(captured)
            ),
        }
    }

    /// The explanation when a non-maximal move is refused (`Forbidden`).
    pub fn refused_explanation(self, mv: &str, captured: u32, maximum: u32) -> String {
        match (self.0, captured) {
            (Lang::En, 0) => format!(
                "{mv} is not allowed: a capture is compulsory, and the largest captures {maximum}."
            ),
            (Lang::En, _) => format!(
                "{mv} is not allowed: it captures {captured}, but you must capture the maximum, {maximum}."
            ),
            (Lang::Pl, 0) => format!(
                "{mv} jest niedozwolony: bicie jest obowiązkowe, a największe bije {maximum}."
            ),
            (Lang::Pl, _) => format!(
                "{mv} jest niedozwolony: bije {captured}, a trzeba zbić maksimum, czyli {maximum}."
            ),
        }
    }

    /// Why playing at an earlier point of the game needs confirming.
    pub fn truncate_explanation(self, mv: &str, later: usize) -> String {
        match self.0 {
            Lang::En => format!(
                "You are looking at an earlier point of the game. Playing {mv} here removes \
                 the {later} move{} after it, for good.",
                if later == 1 { "" } else { "s" }
            ),
            Lang::Pl => format!(
                "Oglądasz wcześniejszy moment partii. Zagranie tu {mv} usunie na zawsze {later} {} \
                 po nim.",
                moves_pl(later as u32)
            ),
        }
    }

    /// The heading of a group of capture variants: "6 pieces: compulsory".
    pub fn variant_group(
        self,
        count: usize,
        legal: bool,
        rule: crate::games::dama::NonMaxCapture,
    ) -> String {
        use crate::games::dama::NonMaxCapture;
        let n = count as u32;
        let mark = match (legal, rule) {
            (true, _) => self.t(T::MarkCompulsory),
            (false, NonMaxCapture::Loses) => self.t(T::MarkLoses),
            (false, NonMaxCapture::Forbidden) => self.t(T::MarkNotAllowed),
        };
        match self.0 {
            Lang::En => format!("{n} piece{}: {mark}", if n == 1 { "" } else { "s" }),
            Lang::Pl => format!("{n} {}: {mark}", pieces_pl(n)),
        }
    }

    /// Why a shorter capture is not a legal move, in words.
    pub fn shorter_reason(
        self,
        count: u32,
        maximum: u32,
        rule: crate::games::dama::NonMaxCapture,
    ) -> String {
        use crate::games::dama::NonMaxCapture;
        match (self.0, rule) {
            (Lang::En, NonMaxCapture::Loses) => format!(
                "Captures {count}, but {maximum} can be captured: under the seed's rule the player who plays it loses."
            ),
            (Lang::En, NonMaxCapture::Forbidden) => format!(
                "Captures {count}, but {maximum} can be captured: only the largest capture is allowed."
            ),
            (Lang::Pl, NonMaxCapture::Loses) => format!(
                "Bije {count}, a można zbić {maximum}: według opisu gry kto tak zagra, przegrywa."
            ),
            (Lang::Pl, NonMaxCapture::Forbidden) => format!(
                "Bije {count}, a można zbić {maximum}: dozwolone jest tylko największe bicie."
            ),
        }
    }

    /// "Capture is compulsory: 3 pieces".
    pub fn must_capture(self, maximum: u32) -> String {
        match self.0 {
            Lang::En => format!(
                "Capture is compulsory: {maximum} piece{}",
                if maximum == 1 { "" } else { "s" }
            ),
            Lang::Pl => format!("Bicie jest obowiązkowe: {maximum} {}", pieces_pl(maximum)),
        }
    }
}

/// The Polish plural form after a number: 1 pionek, 2 pionki, 5 pionków.
pub(crate) fn plural_pl(n: u32, forms: [&'static str; 3]) -> &'static str {
    let (tens, units) = (n % 100 / 10, n % 10);
    if n == 1 {
        forms[0]
    } else if tens != 1 && (2..=4).contains(&units) {
        forms[1]
    } else {
        forms[2]
    }
}

/// "pionek", "pionki" or "pionków" after a number.
pub(crate) fn pieces_pl(n: u32) -> &'static str {
    plural_pl(n, ["pionek", "pionki", "pionków"])
}

fn moves_pl(n: u32) -> &'static str {
    plural_pl(n, ["ruch", "ruchy", "ruchów"])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_exists_in_both_languages() {
        for &key in T::ALL {
            assert!(!key.get(Lang::En).is_empty(), "{key:?}");
            assert!(!key.get(Lang::Pl).is_empty(), "{key:?}");
        }
    }

    #[test]
    fn locales() {
        assert_eq!(Lang::from_locale("pl-PL"), Lang::Pl);
        assert_eq!(Lang::from_locale("pl_PL.UTF-8"), Lang::Pl);
        assert_eq!(Lang::from_locale("en-US"), Lang::En);
        assert_eq!(Lang::from_locale("de"), Lang::En);
    }

    #[test]
    fn polish_plurals() {
        assert_eq!(pieces_pl(1), "pionek");
        assert_eq!(pieces_pl(3), "pionki");
        assert_eq!(pieces_pl(5), "pionków");
        assert_eq!(pieces_pl(12), "pionków");
        assert_eq!(pieces_pl(22), "pionki");
    }
}
