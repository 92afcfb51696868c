//! The window's texts, on their way to the Fluent files of `crate::i18n`
//! (`assets/locales/<lang>/*.ftl`), which already hold every one of them.
//!
//! Fixed texts are keys of the enum [`T`] (and of the tables of the editor, the
//! computer and PDN), each with English and Polish side by side; Turkish, and
//! any later language, comes from the Fluent files by the key's message id
//! (`T::NewGame` is `new-game`). Texts with values in them are methods of [`Tr`].
//! The rules' and the records' errors are worded by their own `message()`, in
//! the Fluent files: the methods wording them here only call it. A test checks
//! that the tables and the methods say what the Fluent files say, so call sites
//! can move to `crate::i18n` without a word changing.

pub mod editor;
pub mod pdn;
mod records;
pub mod thinking;

use crate::games::{EndReason, GameKind, Outcome, Side};
use crate::i18n::m;

/// A language of the interface (the one of `crate::i18n`).
pub use crate::i18n::Lang;

/// The message id of a table key: its prefix, then the key in kebab case
/// (`E::WhiteMan` is `editor-white-man`). An id no Fluent file has is kept as
/// it is, and shows as itself (the tests find it first).
pub(crate) fn message_id(prefix: &str, key: &str) -> &'static str {
    let mut id = prefix.to_string();
    for (i, c) in key.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            id.push('-');
        }
        id.push(c.to_ascii_lowercase());
    }
    match m::ALL_IDS.iter().find(|known| **known == id) {
        Some(known) => known,
        None => Box::leak(id.into_boxed_str()),
    }
}

/// A table of fixed texts: an enum of keys, both languages side by side so that a
/// missing translation does not compile. Each part of the app has its own table.
macro_rules! text_table {
    ($(#[$doc:meta])* $name:ident ($prefix:literal) { $($key:ident => $en:literal, $pl:literal;)* }) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($key),* }

        impl $name {
            /// Every key, for tests that check both languages are filled in.
            pub const ALL: &'static [$name] = &[$($name::$key),*];

            /// The key's message id in the Fluent files.
            pub fn id(self) -> &'static str {
                static IDS: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
                let ids = IDS.get_or_init(|| {
                    [$(stringify!($key)),*]
                        .into_iter()
                        .map(|key| $crate::app::text::message_id($prefix, key))
                        .collect()
                });
                ids[self as usize]
            }

            pub fn get(self, lang: Lang) -> &'static str {
                match lang {
                    Lang::En => match self { $($name::$key => $en),* },
                    Lang::Pl => match self { $($name::$key => $pl),* },
                    _ => $crate::i18n::Tr(lang).t(self.id()),
                }
            }
        }
    };
}
pub(crate) use text_table;

text_table! {
/// A fixed text of the interface.
T ("") {
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
    /// The texts of the Fluent files, for the languages the tables do not hold.
    fn ftl(self) -> crate::i18n::Tr {
        crate::i18n::Tr(self.0)
    }

    pub fn t(self, key: T) -> &'static str {
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
            (Lang::Tr, _) => self.ftl().t(reason.message().id),
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
            (Lang::Tr, Some(w)) => self.ftl().f(
                m::OUTCOME_HEADLINE_WIN,
                [("name", (&names[w.index()]).into()), ("side", w.into())],
            ),
            (Lang::En, Some(w)) => format!("{} ({}) wins", names[w.index()], self.side(w)),
            (Lang::Pl, Some(w)) => format!("Wygrywa {} ({})", names[w.index()], self.side(w)),
            (_, None) => self.t(T::Draw).to_string(),
        }
    }

    pub fn lot_result(self, side: Side, name: &str) -> String {
        match self.0 {
            Lang::En => format!("The lot: {name} ({}) moves first", self.side(side)),
            Lang::Pl => format!("Losowanie: zaczyna {name} ({})", self.side(side)),
            _ => self.ftl().f(
                m::LOT_RESULT,
                [("name", name.into()), ("side", side.into())],
            ),
        }
    }

    /// The explanation in the losing-move dialog.
    pub fn losing_explanation(self, mv: &str, captured: u32, maximum: u32) -> String {
        match (self.0, captured) {
            (Lang::Tr, 0) => self.ftl().f(
                m::LOSING_EXPLANATION_NO_CAPTURE,
                [("move", mv.into()), ("maximum", maximum.into())],
            ),
            (Lang::Tr, _) => self.ftl().f(
                m::LOSING_EXPLANATION,
                [
                    ("move", mv.into()),
                    ("captured", captured.into()),
                    ("maximum", maximum.into()),
                ],
            ),
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
            (Lang::Tr, 0) => self.ftl().f(
                m::REFUSED_EXPLANATION_NO_CAPTURE,
                [("move", mv.into()), ("maximum", maximum.into())],
            ),
            (Lang::Tr, _) => self.ftl().f(
                m::REFUSED_EXPLANATION,
                [
                    ("move", mv.into()),
                    ("captured", captured.into()),
                    ("maximum", maximum.into()),
                ],
            ),
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
            _ => self.ftl().f(
                m::TRUNCATE_EXPLANATION,
                [("move", mv.into()), ("count", later.into())],
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
        let key = match (legal, rule) {
            (true, _) => "compulsory",
            (false, NonMaxCapture::Loses) => "loses",
            (false, NonMaxCapture::Forbidden) => "not-allowed",
        };
        match self.0 {
            Lang::En => format!("{n} piece{}: {mark}", if n == 1 { "" } else { "s" }),
            Lang::Pl => format!("{n} {}: {mark}", pieces_pl(n)),
            _ => self.ftl().f(
                m::VARIANT_GROUP,
                [("count", n.into()), ("mark", key.into())],
            ),
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
            (Lang::Tr, _) => self.ftl().f(
                match rule {
                    NonMaxCapture::Loses => m::SHORTER_REASON_LOSES,
                    NonMaxCapture::Forbidden => m::SHORTER_REASON_FORBIDDEN,
                },
                [("count", count.into()), ("maximum", maximum.into())],
            ),
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
            _ => self
                .ftl()
                .f(m::MUST_CAPTURE_PIECES, [("count", maximum.into())]),
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

/// A clause as it stands alone: its first letter a capital (in Turkish the
/// dotted i is İ).
pub(crate) fn capitalise(lang: Lang, text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some('i') if lang == Lang::Tr => std::iter::once('İ').chain(chars).collect(),
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
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

    /// The words here are the Fluent files' words: the call sites can move to
    /// `crate::i18n` without a text changing (English and Polish; the other
    /// languages come from the files already).
    #[test]
    fn the_tables_and_methods_say_what_the_fluent_files_say() {
        use crate::ai::Value;
        use crate::ai::review::MoveClass;
        use crate::games::dama::NonMaxCapture;
        use crate::i18n::Tr as Ftl;
        use thinking::{class_name, cursed_note, level_name, value_words};
        let mut faults = Vec::new();
        let mut check = |what: String, here: &str, ftl: &str| {
            if here != ftl {
                faults.push(format!("{what}:\n  here {here:?}\n  ftl  {ftl:?}"));
            }
        };
        let reasons = [
            EndReason::TwoPiecesLeft,
            EndReason::NoLegalMove,
            EndReason::KingVersusLonePiece,
            EndReason::OnePieceEach,
            EndReason::NonMaximalCapture,
            EndReason::Repetition,
            EndReason::NoProgress,
            EndReason::Agreement,
            EndReason::Resignation,
        ];
        let counts = [0u32, 1, 2, 3, 5, 12, 13, 22, 25, 101, 112];
        for lang in [Lang::En, Lang::Pl] {
            let (tr, ftl) = (Tr(lang), Ftl(lang));
            for &k in T::ALL {
                check(format!("{lang:?} T::{k:?}"), k.get(lang), ftl.t(k.id()));
            }
            for &k in editor::E::ALL {
                check(format!("{lang:?} E::{k:?}"), k.get(lang), ftl.t(k.id()));
            }
            for &k in thinking::C::ALL {
                check(format!("{lang:?} C::{k:?}"), k.get(lang), ftl.t(k.id()));
            }
            for &k in pdn::P::ALL {
                check(format!("{lang:?} P::{k:?}"), k.get(lang), ftl.t(k.id()));
            }
            let names = ["Ada".to_string(), "Bolek".to_string()];
            for reason in reasons {
                check(
                    format!("{lang:?} reason {reason:?}"),
                    tr.reason(reason),
                    &ftl.msg(&reason.message()),
                );
                check(
                    format!("{lang:?} draw headline"),
                    &tr.outcome_headline(Outcome::Draw { reason }, &names),
                    ftl.t(m::DRAW),
                );
            }
            for side in Side::BOTH {
                let win = Outcome::Win {
                    winner: side,
                    reason: EndReason::Resignation,
                };
                let name = names[side.index()].as_str();
                check(
                    format!("{lang:?} headline {side:?}"),
                    &tr.outcome_headline(win, &names),
                    &ftl.f(
                        m::OUTCOME_HEADLINE_WIN,
                        [("name", name.into()), ("side", side.into())],
                    ),
                );
                check(
                    format!("{lang:?} lot {side:?}"),
                    &tr.lot_result(side, "Żaneta"),
                    &ftl.f(
                        m::LOT_RESULT,
                        [("name", "Żaneta".into()), ("side", side.into())],
                    ),
                );
            }
            for n in counts {
                let (captured, maximum) = (n, n + 1);
                let (losing, refused) = if captured == 0 {
                    (
                        m::LOSING_EXPLANATION_NO_CAPTURE,
                        m::REFUSED_EXPLANATION_NO_CAPTURE,
                    )
                } else {
                    (m::LOSING_EXPLANATION, m::REFUSED_EXPLANATION)
                };
                let args = || {
                    [
                        ("move", "b8xb5".into()),
                        ("captured", captured.into()),
                        ("maximum", maximum.into()),
                    ]
                };
                check(
                    format!("{lang:?} losing {n}"),
                    &tr.losing_explanation("b8xb5", captured, maximum),
                    &ftl.f(losing, args()),
                );
                check(
                    format!("{lang:?} refused {n}"),
                    &tr.refused_explanation("b8xb5", captured, maximum),
                    &ftl.f(refused, args()),
                );
                check(
                    format!("{lang:?} truncate {n}"),
                    &tr.truncate_explanation("d3-d4", n as usize),
                    &ftl.f(
                        m::TRUNCATE_EXPLANATION,
                        [("move", "d3-d4".into()), ("count", n.into())],
                    ),
                );
                for (legal, rule, mark) in [
                    (true, NonMaxCapture::Loses, "compulsory"),
                    (false, NonMaxCapture::Loses, "loses"),
                    (false, NonMaxCapture::Forbidden, "not-allowed"),
                ] {
                    check(
                        format!("{lang:?} variant group {n} {mark}"),
                        &tr.variant_group(n as usize, legal, rule),
                        &ftl.f(
                            m::VARIANT_GROUP,
                            [("count", n.into()), ("mark", mark.into())],
                        ),
                    );
                }
                for (rule, id) in [
                    (NonMaxCapture::Loses, m::SHORTER_REASON_LOSES),
                    (NonMaxCapture::Forbidden, m::SHORTER_REASON_FORBIDDEN),
                ] {
                    check(
                        format!("{lang:?} shorter {n} {rule:?}"),
                        &tr.shorter_reason(n, maximum, rule),
                        &ftl.f(id, [("count", n.into()), ("maximum", maximum.into())]),
                    );
                }
                check(
                    format!("{lang:?} must capture {n}"),
                    &tr.must_capture(n),
                    &ftl.f(m::MUST_CAPTURE_PIECES, [("count", n.into())]),
                );
                for (class, id) in [
                    (MoveClass::Best, m::COMPUTER_CLASS_BEST),
                    (MoveClass::Good, m::COMPUTER_CLASS_GOOD),
                    (MoveClass::Inaccuracy, m::COMPUTER_CLASS_INACCURACY),
                    (MoveClass::Mistake, m::COMPUTER_CLASS_MISTAKE),
                    (MoveClass::Blunder, m::COMPUTER_CLASS_BLUNDER),
                ] {
                    check(
                        format!("{lang:?} class {class:?} {n}"),
                        class_name(class, n, lang),
                        &ftl.f(id, [("count", n.into())]),
                    );
                }
                let plies = n as u16;
                for (value, words) in [
                    (
                        Value::Win(plies),
                        ftl.f(m::COMPUTER_VALUE_WIN, [("plies", n.into())]),
                    ),
                    (
                        Value::Loss(plies),
                        if n == 0 {
                            ftl.t(m::COMPUTER_VALUE_LOST).to_string()
                        } else {
                            ftl.f(m::COMPUTER_VALUE_LOSS, [("plies", n.into())])
                        },
                    ),
                    (Value::Draw, ftl.t(m::COMPUTER_VALUE_DRAW).to_string()),
                ] {
                    check(
                        format!("{lang:?} value {value:?}"),
                        &value_words(value, lang),
                        &words,
                    );
                }
            }
            for kind in GameKind::ALL {
                for level in 1..=crate::ai::level_count(kind) {
                    check(
                        format!("{lang:?} level {kind} {level}"),
                        level_name(kind, level, lang),
                        &ftl.f(
                            m::COMPUTER_LEVEL_NAME,
                            [("game", kind.id().into()), ("level", level.into())],
                        ),
                    );
                }
            }
            check(
                format!("{lang:?} cursed"),
                cursed_note(lang),
                ftl.t(m::COMPUTER_CURSED_NOTE),
            );
        }
        assert!(faults.is_empty(), "{}", faults.join("\n"));
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
