//! The rules of both games written for people, in English and Polish, as data.
//!
//! Each game has one [`Page`] per language: a title and a list of sections, each
//! a list of blocks (paragraphs, bullet lists, notes, diagrams, rule options). The
//! two languages have the same sections with the same blocks in the same order,
//! which a test checks, so a diagram or an option cannot go missing in one of them.
//!
//! Inline markup in any text: `**bold**`, `*italics*`, and backticks for notation
//! and option names (shown in a monospace font). Everything here must agree with
//! `RULES.md`, the authority on the rules.

use crate::games::GameKind;
use crate::gui::i18n::{Lang, T};

/// A small picture of the board painted by the app (see `diagrams.rs`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Diagram {
    /// The Akidada board: the 16 named points, the 8 lines of three highlighted.
    AkidadaBoard,
    /// A placement that completes a line, and the enemy pieces it may remove.
    AkidadaLine,
    /// The Dama start.
    DamaStart,
    /// A man's steps (forward, sideways, not back) and a king's long moves.
    DamaMoves,
    /// A man capturing twice by short jumps, forward then sideways.
    DamaManCapture,
    /// A king may not turn back by 180 degrees during a capture.
    DamaNo180,
    /// A man reaching the far rank during a capture goes on as a man.
    DamaPromotion,
    /// The seed's worked example: variant A (losing) and variant B (maximal).
    SeedExample,
}

/// One piece of a section.
#[derive(Copy, Clone, Debug)]
pub enum Block {
    /// A paragraph.
    P(&'static str),
    /// A bulleted list.
    List(&'static [&'static str]),
    /// A framed note: where the seed differs from the usual rulebooks, or how an
    /// unclear sentence of the seed is read.
    Note(&'static str),
    /// A diagram with its caption.
    Fig(Diagram, &'static str),
    /// A rule option, its choices and its default.
    Opt(RuleOption),
}

/// A rule option as the new-game dialog offers it.
#[derive(Copy, Clone, Debug)]
pub struct RuleOption {
    /// The option's name in `RULES.md` and in saved games.
    pub key: &'static str,
    /// Its name in the new-game dialog.
    pub name: T,
    /// What it decides.
    pub text: &'static str,
    pub choices: &'static [Choice],
}

/// One value of a rule option.
#[derive(Copy, Clone, Debug)]
pub struct Choice {
    /// The value as `RULES.md` and saved games spell it.
    pub value: &'static str,
    /// Its label in the new-game dialog; `None` for numbers, shown as they are.
    pub label: Option<T>,
    pub default: bool,
    /// What the game is like with this value.
    pub text: &'static str,
}

/// A titled part of a page.
#[derive(Copy, Clone, Debug)]
pub struct Section {
    pub title: &'static str,
    pub blocks: &'static [Block],
}

/// The rules of one game in one language.
#[derive(Copy, Clone, Debug)]
pub struct Page {
    pub title: &'static str,
    pub sections: &'static [Section],
}

/// The texts around the rules: the window title and small labels.
#[derive(Copy, Clone, Debug)]
pub struct Chrome {
    pub title: &'static str,
    pub contents: &'static str,
    pub default: &'static str,
}

pub const fn chrome(lang: Lang) -> &'static Chrome {
    match lang {
        Lang::En => &Chrome {
            title: "Rules",
            contents: "Contents:",
            default: "default",
        },
        Lang::Pl => &Chrome {
            title: "Zasady",
            contents: "Spis treści:",
            default: "domyślnie",
        },
    }
}

/// The rules of `game` in `lang`.
pub const fn page(game: GameKind, lang: Lang) -> &'static Page {
    match (game, lang) {
        (GameKind::Akidada, Lang::En) => &AKIDADA_EN,
        (GameKind::Akidada, Lang::Pl) => &AKIDADA_PL,
        (GameKind::Dama, Lang::En) => &DAMA_EN,
        (GameKind::Dama, Lang::Pl) => &DAMA_PL,
    }
}

const fn choice(value: &'static str, label: T, default: bool, text: &'static str) -> Choice {
    Choice {
        value,
        label: Some(label),
        default,
        text,
    }
}

const fn number(value: &'static str, default: bool, text: &'static str) -> Choice {
    Choice {
        value,
        label: None,
        default,
        text,
    }
}

// ------------------------------------------------------------------------------------
// Akidada
// ------------------------------------------------------------------------------------

pub const AKIDADA_EN: Page = Page {
    title: "How to play Akidada",
    sections: &[
        Section {
            title: "The game",
            blocks: &[
                Block::P(
                    "Akidada is the Yoruba alignment game recorded by H. J. R. Murray \
                     (*A History of Board-Games Other Than Chess*, 1951, under Achi/Ati). \
                     Two players, White and Black, have six pieces each. They take turns to \
                     put their pieces on the board and then to slide them, trying to make \
                     **lines of three**: every line lets its maker take one enemy piece off \
                     the board.",
                ),
                Block::P(
                    "The rules here follow the description of the game this app was built \
                     from, called **the seed** below. Where the seed and other rulebooks \
                     differ, the seed's rule is the default and the other one is a rule \
                     option you can choose under **New game**.",
                ),
            ],
        },
        Section {
            title: "The board",
            blocks: &[
                Block::P(
                    "Two squares, one inside the other, with the midpoints of their sides \
                     joined: 16 points and 20 lines to move along. There is no centre point. \
                     Points are named like the squares of a chessboard: files a to e from \
                     left to right, ranks 1 to 5 from bottom to top. White sits at the \
                     bottom.",
                ),
                Block::Fig(
                    Diagram::AkidadaBoard,
                    "The 16 points and their names. The 8 lines of three are highlighted. \
                     The four short connectors (dashed) are only two points long and are \
                     never lines.",
                ),
                Block::List(&[
                    "Outer square: a1, c1, e1, e3, e5, c5, a5, a3. Inner square: b2, c2, d2, \
                     d3, d4, c4, b4, b3.",
                    "Neighbouring points lie next to each other on a square, or at the two \
                     ends of a connector: c1–c2, e3–d3, c5–c4 and a3–b3. A corner has 2 \
                     neighbours, the middle of a side has 3.",
                    "The lines of three are the four sides of each square: 8 lines in all.",
                ]),
            ],
        },
        Section {
            title: "The start",
            blocks: &[Block::List(&[
                "The board starts empty; each player has six pieces in hand.",
                "Who moves first is drawn by lot (option `first`). The app draws the lot \
                 when the game starts and saves the result with the game.",
                "The players move in turn, one move each, for the whole game.",
            ])],
        },
        Section {
            title: "Placing, then sliding",
            blocks: &[Block::List(&[
                "**Placing.** While you have pieces in hand, your move is to put one of \
                 them on any empty point.",
                "**Sliding.** When you have none left in hand, your move is to slide one of \
                 your pieces along a line to a neighbouring empty point. Pieces never jump.",
                "Turns alternate, so both hands run out together; from then on every move \
                 is a slide.",
            ])],
        },
        Section {
            title: "Lines and removals",
            blocks: &[
                Block::P(
                    "A placement or a slide that completes a line of three of your own \
                     pieces, the moved piece being one of the three, lets you remove one \
                     enemy piece from the board. The removal is part of the same move.",
                ),
                Block::Fig(
                    Diagram::AkidadaLine,
                    "White places a piece on e1 and completes the line a1–c1–e1, so White \
                     may remove any black piece on the board: each is ringed. Here White \
                     removes c2; the move is written `e1xc2`.",
                ),
                Block::List(&[
                    "You may remove **any** enemy piece, even one standing in a line of its \
                     own (the seed's rule; option `removal`).",
                    "A move that completes two lines at once still removes one piece \
                     (option `double_line`).",
                    "Only completing a line counts: pieces that merely stand in a line do \
                     nothing. Slide a piece out of a line and back in later, and it counts \
                     as a new line.",
                    "If your opponent has no piece on the board (all still in hand), \
                     nothing is removed.",
                    "A removed piece is out of the game; it does not go back to the hand.",
                ]),
                Block::Note(
                    "Many games of the mill family, Nine Men's Morris for one, protect \
                     pieces standing in a line. The seed says *any* piece, so that is the \
                     default; the protection is the option **Not from a line, if \
                     possible**.",
                ),
            ],
        },
        Section {
            title: "The end of the game",
            blocks: &[Block::List(&[
                "A player left with **two pieces**, on the board and in hand together, \
                 loses at once.",
                "A player who must slide and has **no legal slide** (all their pieces are \
                 blocked) loses.",
                "**Draw** when the same position (the pieces on the board, the pieces in \
                 hand and the player to move) occurs for the third time.",
                "**Draw** after 50 moves by each side (100 in all) in the sliding phase \
                 without a removal (option `no_progress`).",
                "**Draw** by agreement of the players (Game > Draw by agreement).",
            ])],
        },
        Section {
            title: "Notation",
            blocks: &[Block::List(&[
                "A placement is written as its point: `c1`.",
                "A slide is written from and to: `c1-c2`.",
                "A removal is added after `x`: `c1xb2`, `c1-c2xb2`. With the option of two \
                 removals for two lines: `c1xb2xd4`.",
                "A position is written as the player to move, White's points, Black's \
                 points and the pieces in hand. `W:W:B:H6,6` is the start with White to \
                 move; `B:Wa1,c1,c2:Bb2,e5:H3,4` has Black to move, White on a1, c1 and \
                 c2, Black on b2 and e5, three white and four black pieces in hand.",
            ])],
        },
        Section {
            title: "Rule options",
            blocks: &[
                Block::P(
                    "You choose them under **New game**; they are saved with each game. A \
                     new game starts with the defaults.",
                ),
                Block::Opt(RuleOption {
                    key: "first",
                    name: T::OptFirst,
                    text: "Who makes the first move.",
                    choices: &[
                        choice(
                            "Lot",
                            T::FirstLot,
                            true,
                            "Chosen at random when the game starts (the seed); the result \
                             is saved with the game.",
                        ),
                        choice("White", T::FirstWhite, false, "White always starts."),
                        choice("Black", T::FirstBlack, false, "Black always starts."),
                    ],
                }),
                Block::Opt(RuleOption {
                    key: "removal",
                    name: T::OptRemoval,
                    text: "Which enemy pieces a line may remove.",
                    choices: &[
                        choice("Any", T::RemovalAny, true, "Any enemy piece on the board."),
                        choice(
                            "NotFromLines",
                            T::RemovalNotFromLines,
                            false,
                            "A piece standing in a complete line may be removed only when \
                             every enemy piece stands in a line (as in Nine Men's Morris).",
                        ),
                    ],
                }),
                Block::Opt(RuleOption {
                    key: "double_line",
                    name: T::OptDoubleLine,
                    text: "How many pieces a move that completes two lines at once removes.",
                    choices: &[
                        choice("One", T::DoubleOne, true, "One piece."),
                        choice("Two", T::DoubleTwo, false, "Two pieces, one for each line."),
                    ],
                }),
                Block::Opt(RuleOption {
                    key: "no_progress",
                    name: T::OptNoProgress,
                    text: "After how many moves by each side in the sliding phase without \
                           a removal the game is drawn. Any number from 0 to 500 may be set.",
                    choices: &[
                        number("50", true, "50 moves by each side (100 in all)."),
                        number("0", false, "Never: the rule is off."),
                    ],
                }),
            ],
        },
    ],
};

pub const AKIDADA_PL: Page = Page {
    title: "Jak grać w Akidadę",
    sections: &[
        Section {
            title: "O grze",
            blocks: &[
                Block::P(
                    "Akidada to gra Jorubów w układanie pionków w linii, opisana przez H. J. \
                     R. Murraya (*A History of Board-Games Other Than Chess*, 1951, \
                     pod hasłem Achi/Ati). Grają dwie osoby, białymi i czarnymi; każda ma \
                     sześć pionków. Gracze na zmianę stawiają pionki na planszy, a potem je \
                     przesuwają, starając się ułożyć **trzy w linii**: każda ułożona linia \
                     pozwala zdjąć z planszy jeden pionek przeciwnika.",
                ),
                Block::P(
                    "Zasady odpowiadają opisowi gry, na podstawie którego powstała ta \
                     aplikacja (dalej: **opis gry**). Tam, gdzie opis gry różni się od \
                     innych źródeł, domyślnie obowiązuje opis gry, a zasada z innych źródeł \
                     jest opcją do wybrania w oknie **Nowa gra**.",
                ),
            ],
        },
        Section {
            title: "Plansza",
            blocks: &[
                Block::P(
                    "Dwa kwadraty, jeden w drugim, ze środkami boków połączonymi odcinkami: \
                     16 punktów i 20 odcinków, po których przesuwa się pionki. Punktu na \
                     środku planszy nie ma. Punkty nazywa się jak pola szachownicy: kolumny \
                     od a do e od lewej do prawej, rzędy od 1 do 5 od dołu do góry. Gracz \
                     grający białymi siedzi na dole.",
                ),
                Block::Fig(
                    Diagram::AkidadaBoard,
                    "16 punktów i ich nazwy. Wyróżniono 8 linii po trzy punkty. Cztery \
                     krótkie łączniki (przerywane) mają tylko po dwa punkty i nigdy nie są \
                     liniami.",
                ),
                Block::List(&[
                    "Kwadrat zewnętrzny: a1, c1, e1, e3, e5, c5, a5, a3. Kwadrat wewnętrzny: \
                     b2, c2, d2, d3, d4, c4, b4, b3.",
                    "Sąsiednie punkty leżą obok siebie na boku kwadratu albo na dwóch \
                     końcach łącznika: c1–c2, e3–d3, c5–c4 i a3–b3. Narożnik ma 2 sąsiadów, \
                     środek boku – 3.",
                    "Linie po trzy punkty to cztery boki każdego kwadratu, razem 8 linii.",
                ]),
            ],
        },
        Section {
            title: "Początek gry",
            blocks: &[Block::List(&[
                "Na początku plansza jest pusta, a każdy gracz ma sześć pionków w ręce.",
                "Kto zaczyna, rozstrzyga losowanie (opcja `first`). Aplikacja losuje na \
                 początku partii i zapisuje wynik razem z grą.",
                "Przez całą grę gracze wykonują ruchy na przemian, po jednym.",
            ])],
        },
        Section {
            title: "Stawianie, potem przesuwanie",
            blocks: &[Block::List(&[
                "**Stawianie.** Dopóki masz pionki w ręce, twój ruch polega na postawieniu \
                 jednego z nich na dowolnym wolnym punkcie.",
                "**Przesuwanie.** Gdy w ręce nie masz już pionków, twój ruch polega na \
                 przesunięciu jednego ze swoich pionków wzdłuż odcinka na sąsiedni wolny \
                 punkt. Pionki nigdy nie przeskakują.",
                "Ruchy są naprzemienne, więc pionki w ręce kończą się obu graczom razem; od \
                 tej chwili każdy ruch jest przesunięciem.",
            ])],
        },
        Section {
            title: "Linie i zdejmowanie pionków",
            blocks: &[
                Block::P(
                    "Jeśli postawienie albo przesunięcie pionka zamyka linię trzech twoich \
                     pionków, a postawiony lub przesunięty pionek jest jednym z tych trzech, \
                     zdejmujesz z planszy jeden pionek przeciwnika. Zdjęcie jest częścią \
                     tego samego ruchu.",
                ),
                Block::Fig(
                    Diagram::AkidadaLine,
                    "Białe stawiają pionek na e1 i zamykają linię a1–c1–e1, więc mogą \
                     zdjąć z planszy dowolny czarny pionek: każdy z nich jest obwiedziony \
                     kółkiem. Tu białe zdejmują c2; ruch zapisuje się `e1xc2`.",
                ),
                Block::List(&[
                    "Wolno zdjąć **dowolny** pionek przeciwnika, także stojący w jego \
                     własnej linii (zasada z opisu gry; opcja `removal`).",
                    "Ruch, który zamyka naraz dwie linie, też zdejmuje tylko jeden pionek \
                     (opcja `double_line`).",
                    "Liczy się tylko zamknięcie linii: pionki, które po prostu stoją w \
                     linii, niczego nie dają. Jeśli wysuniesz pionek z linii, a później \
                     wsuniesz go z powrotem, powstaje nowa linia.",
                    "Jeśli przeciwnik nie ma na planszy żadnego pionka (wszystkie ma jeszcze \
                     w ręce), niczego się nie zdejmuje.",
                    "Zdjęty pionek wypada z gry; nie wraca do ręki.",
                ]),
                Block::Note(
                    "W wielu grach z rodziny młynka, na przykład w samym młynku, pionki \
                     stojące w linii są chronione. Opis gry mówi o *dowolnym* pionku, więc \
                     tak jest domyślnie; ochronę włącza opcja **Nie z linii, jeśli się \
                     da**.",
                ),
            ],
        },
        Section {
            title: "Koniec gry",
            blocks: &[Block::List(&[
                "Gracz, któremu zostały **dwa pionki** (na planszy i w ręce razem), od razu \
                 przegrywa.",
                "Gracz, który musi przesunąć pionek, a **nie ma żadnego ruchu** (wszystkie \
                 jego pionki są zablokowane), przegrywa.",
                "**Remis**, gdy ta sama pozycja (pionki na planszy, pionki w ręce i gracz \
                 na ruchu) powtórzy się po raz trzeci.",
                "**Remis** po 50 ruchach każdej ze stron (razem 100) w fazie przesuwania \
                 bez zdjęcia pionka (opcja `no_progress`).",
                "**Remis** za zgodą graczy (Gra > Remis za zgodą).",
            ])],
        },
        Section {
            title: "Notacja",
            blocks: &[Block::List(&[
                "Postawienie zapisuje się nazwą punktu: `c1`.",
                "Przesunięcie zapisuje się skąd i dokąd: `c1-c2`.",
                "Zdjęcie dopisuje się po `x`: `c1xb2`, `c1-c2xb2`. Przy opcji dwóch zdjęć \
                 za dwie linie: `c1xb2xd4`.",
                "Pozycję zapisuje się jako stronę na ruchu, punkty białych, punkty czarnych \
                 i pionki w ręce. `W:W:B:H6,6` to początek gry z białymi na ruchu; w \
                 `B:Wa1,c1,c2:Bb2,e5:H3,4` ruch mają czarne, białe stoją na a1, c1 i c2, \
                 czarne na b2 i e5, a w ręce są trzy białe i cztery czarne pionki.",
            ])],
        },
        Section {
            title: "Opcje zasad",
            blocks: &[
                Block::P(
                    "Wybiera się je w oknie **Nowa gra** i zapisuje razem z każdą partią. \
                     Nowa gra zaczyna się z wartościami domyślnymi.",
                ),
                Block::Opt(RuleOption {
                    key: "first",
                    name: T::OptFirst,
                    text: "Kto wykonuje pierwszy ruch.",
                    choices: &[
                        choice(
                            "Lot",
                            T::FirstLot,
                            true,
                            "Zaczynającego wybiera się losowo na początku partii (opis \
                             gry); wynik zapisuje się razem z grą.",
                        ),
                        choice("White", T::FirstWhite, false, "Zawsze zaczynają białe."),
                        choice("Black", T::FirstBlack, false, "Zawsze zaczynają czarne."),
                    ],
                }),
                Block::Opt(RuleOption {
                    key: "removal",
                    name: T::OptRemoval,
                    text: "Które pionki przeciwnika wolno zdjąć po ułożeniu linii.",
                    choices: &[
                        choice(
                            "Any",
                            T::RemovalAny,
                            true,
                            "Dowolny pionek przeciwnika na planszy.",
                        ),
                        choice(
                            "NotFromLines",
                            T::RemovalNotFromLines,
                            false,
                            "Pionek stojący w zamkniętej linii wolno zdjąć tylko wtedy, gdy \
                             wszystkie pionki przeciwnika stoją w liniach (jak w młynku).",
                        ),
                    ],
                }),
                Block::Opt(RuleOption {
                    key: "double_line",
                    name: T::OptDoubleLine,
                    text: "Ile pionków zdejmuje ruch, który zamyka naraz dwie linie.",
                    choices: &[
                        choice("One", T::DoubleOne, true, "Jeden pionek."),
                        choice(
                            "Two",
                            T::DoubleTwo,
                            false,
                            "Dwa pionki, po jednym za każdą linię.",
                        ),
                    ],
                }),
                Block::Opt(RuleOption {
                    key: "no_progress",
                    name: T::OptNoProgress,
                    text: "Po ilu ruchach każdej ze stron w fazie przesuwania bez zdjęcia \
                           pionka gra kończy się remisem. Można ustawić dowolną liczbę od 0 \
                           do 500.",
                    choices: &[
                        number("50", true, "50 ruchów każdej ze stron (razem 100)."),
                        number("0", false, "Nigdy: zasada jest wyłączona."),
                    ],
                }),
            ],
        },
    ],
};

// ------------------------------------------------------------------------------------
// Dama
// ------------------------------------------------------------------------------------

pub const DAMA_EN: Page = Page {
    title: "How to play Dama (Turkish draughts)",
    sections: &[
        Section {
            title: "The game",
            blocks: &[
                Block::P(
                    "Dama, or Turkish draughts, is a form of draughts in which pieces move \
                     along ranks and files, never diagonally, and every square of the board \
                     is used. Each player has 16 men. A man that reaches the far rank \
                     becomes a king, which moves any distance. Capturing is compulsory, and \
                     you must capture as many pieces as you can.",
                ),
                Block::P(
                    "The rules here follow the description of the game this app was built \
                     from, called **the seed** below. Where the seed differs from the rules \
                     of the Turkish federation, the seed's rule is the default and the \
                     federation's is a rule option you can choose under **New game**.",
                ),
            ],
        },
        Section {
            title: "Board and start",
            blocks: &[
                Block::List(&[
                    "An 8×8 board with all 64 squares in play, named a1 to h8; a1 is in \
                     the bottom left corner, on White's side.",
                    "White's 16 men stand on ranks 2 and 3, Black's on ranks 6 and 7. \
                     Ranks 1 and 8 start empty.",
                    "Who moves first is drawn by lot (the seed; option `first`). In \
                     tournaments White starts.",
                ]),
                Block::Fig(Diagram::DamaStart, "The start."),
            ],
        },
        Section {
            title: "Moves",
            blocks: &[
                Block::List(&[
                    "A **man** steps one square forward or sideways onto an empty square. \
                     It never moves backward and never diagonally.",
                    "A **king** slides any number of empty squares along its rank or file: \
                     forward, backward or sideways.",
                    "A man that reaches the far rank (rank 8 for White, rank 1 for Black) \
                     becomes a king.",
                ]),
                Block::Fig(
                    Diagram::DamaMoves,
                    "The white man on b3 may step to b4, a3 or c3, but never backward to b2. \
                     The white king on e6 slides over the empty squares of its rank and \
                     file; going down, its own man on e2 stops it on e3.",
                ),
                Block::Note(
                    "The seed's sentence on how men move is garbled (“vertically, or \
                     horizontally forward or backward”). The app follows Turkish draughts: \
                     a man moves forward or sideways, never backward.",
                ),
            ],
        },
        Section {
            title: "Captures",
            blocks: &[
                Block::List(&[
                    "A man captures by a **short jump**: over an enemy piece right next to \
                     it, forward or sideways, onto the empty square just behind it.",
                    "A king captures by a **long jump**: along a rank or file, over any \
                     number of empty squares, over exactly one enemy piece, onto any empty \
                     square beyond it (up to the next piece or the edge).",
                    "After a capture the same piece goes on capturing if it can, all in \
                     one move.",
                    "Between two captures a king may turn left or right (the seed), but it \
                     may **never turn back** by 180 degrees.",
                    "Captured pieces are **lifted at once**, as they are jumped: they do \
                     not block the rest of the move, and their squares may be crossed \
                     again. A king may cross the same empty square more than once in a \
                     move, even the square it started from.",
                ]),
                Block::Fig(
                    Diagram::DamaManCapture,
                    "The white man on d4 jumps d5 forward to d6, then e6 sideways to f6: \
                     one move, `d4xd6xf6`. The black man on d3 behind it is safe, since \
                     men never capture backward.",
                ),
                Block::Fig(
                    Diagram::DamaNo180,
                    "The white king on d4 captures d6 and stops on d7 or d8. It may not \
                     turn back down the d-file to take d2 as well: that would be a \
                     180-degree turn. Capturing d2 alone (to d1) is also a legal move; \
                     each takes one piece.",
                ),
            ],
        },
        Section {
            title: "Maximum capture",
            blocks: &[
                Block::List(&[
                    "Capturing is **compulsory**: if you can capture, you must.",
                    "Only a capture that takes the **largest possible number** of pieces is \
                     a legal move. Men and kings count alike: three men are more than two \
                     kings.",
                    "If several captures take that many pieces, you choose any of them.",
                    "Two capture routes that start and end on the same squares and take \
                     the same pieces leave the same position, so they are one move.",
                ]),
                Block::Note(
                    "**The seed's rule:** a player who makes a move that does not capture \
                     the maximum, including a plain move when a capture was possible, \
                     **loses the game at once**. The app lets you play such a move only \
                     after warning you plainly that it loses. In the federation's rules \
                     such a move is simply not allowed: that is the option **Is not \
                     allowed**.",
                ),
            ],
        },
        Section {
            title: "Crowning during a capture",
            blocks: &[
                Block::List(&[
                    "A man that reaches the far rank in the middle of a capture goes on \
                     capturing **as a man** if it can (on the far rank it can still \
                     capture sideways).",
                    "It is crowned only if the move ends on the far rank.",
                    "A man that reaches the far rank by a plain step becomes a king, and \
                     its move ends there.",
                    "The seed says nothing about this; the app follows the Turkish \
                     federation.",
                ]),
                Block::Fig(
                    Diagram::DamaPromotion,
                    "The white man on c6 jumps c7 and lands on c8. It goes on as a man, and \
                     a man cannot reach e8, so the move `c6xc8` ends there and only then is \
                     the man crowned. A king would have taken e8 too.",
                ),
            ],
        },
        Section {
            title: "The seed's worked example",
            blocks: &[
                Block::P(
                    "The seed explains the rules with this position. White has a king on \
                     b8. Black has men on b6, d5, e4, a3 and g2, and kings on b1 and h1 (a \
                     black man on rank 1 would have been crowned). White to move: \
                     `W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1`.",
                ),
                Block::Fig(
                    Diagram::SeedExample,
                    "Left, variant A: 5 pieces, not the maximum, so White loses. Right, \
                     variant B: 6 pieces, the move ends on f4, g4 or h4. The numbers give \
                     the order of the landings and of the pieces taken.",
                ),
                Block::List(&[
                    "**Variant A**, `b8xb5xe5xe1xa1xa4`, captures 5 pieces (b6, d5, e4, b1, \
                     a3) and leaves g2 and h1. It is not a maximum capture: under the \
                     seed's rule White loses the game by playing it.",
                    "**Variant B**, `b8xb5xg5xg1xa1xa4xf4` (or ending on `g4` or `h4`), \
                     captures 6 pieces and leaves only h1.",
                    "A second route also captures 6: `b8xb4xg4xg1xa1xa5xe5` (or ending on \
                     `f5`, `g5` or `h5`).",
                    "So White has exactly 7 legal moves here, each capturing 6 pieces.",
                ]),
                Block::Note(
                    "The seed calls the piece taken on the first rank “B2”. But a king \
                     sliding from e1 to a1 can only capture on b1, c1 or d1, and b1 gives \
                     exactly the result the seed describes, so the app reads it as b1.",
                ),
            ],
        },
        Section {
            title: "The end of the game",
            blocks: &[
                Block::List(&[
                    "A player who cannot move, having no pieces left or all of them \
                     blocked, **loses**.",
                    "**King against a lone piece (the seed's rule):** if after your move \
                     your opponent has a single piece left and you have at least one king, \
                     you win. (A position set up in the editor is judged the same way, as \
                     if the side not to move had just moved.)",
                    "**Draw** when the same position (the pieces and the player to move) \
                     occurs for the third time.",
                    "**Draw** after 50 moves by each side (100 in all) with no capture and \
                     no man moving (option `no_progress`).",
                    "**Draw** by agreement of the players (Game > Draw by agreement).",
                ]),
                Block::Note(
                    "The seed says: “whoever reduces the opponent's forces to one piece, a \
                     king, also wins”. The app reads this as a king against a lone piece. \
                     Under the federation's rules one piece against one piece is a draw \
                     instead: that is the option **One piece each is a draw**.",
                ),
            ],
        },
        Section {
            title: "Notation",
            blocks: &[Block::List(&[
                "A plain move is written from and to: `d3-d4`.",
                "A capture is written as the start square and then every landing square, \
                 joined by `x`: `b8xb5xg5xg1xa1xa4xf4`. A landing square is where the \
                 capturing piece stopped before its next jump (for a king, the square it \
                 turned on), so the route is never ambiguous.",
                "A position is written in the style of PDN: the player to move, White's \
                 squares, Black's squares, with a `K` before each king: \
                 `W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1`.",
                "PDN game files use `[GameType \"30\"]` (Turkish draughts) with the same \
                 square and move notation; the results are `2-0`, `0-2` and `1-1`.",
            ])],
        },
        Section {
            title: "Rule options",
            blocks: &[
                Block::P(
                    "You choose them under **New game**; they are saved with each game. A \
                     new game starts with the defaults.",
                ),
                Block::Opt(RuleOption {
                    key: "first",
                    name: T::OptFirst,
                    text: "Who makes the first move.",
                    choices: &[
                        choice(
                            "Lot",
                            T::FirstLot,
                            true,
                            "Chosen at random when the game starts (the seed); the result \
                             is saved with the game.",
                        ),
                        choice(
                            "White",
                            T::FirstWhite,
                            false,
                            "White always starts, as in tournaments.",
                        ),
                        choice("Black", T::FirstBlack, false, "Black always starts."),
                    ],
                }),
                Block::Opt(RuleOption {
                    key: "non_max_capture",
                    name: T::OptNonMax,
                    text: "What happens to a move that does not capture the maximum \
                           (including a plain move when a capture is possible).",
                    choices: &[
                        choice(
                            "Loses",
                            T::NonMaxLoses,
                            true,
                            "The move may be played, and the player who plays it loses the \
                             game at once. The app warns first.",
                        ),
                        choice(
                            "Forbidden",
                            T::NonMaxForbidden,
                            false,
                            "The move is refused (the federation).",
                        ),
                    ],
                }),
                Block::Opt(RuleOption {
                    key: "lone_piece",
                    name: T::OptLonePiece,
                    text: "What happens when a player has a single piece left.",
                    choices: &[
                        choice(
                            "KingWins",
                            T::LoneKingWins,
                            true,
                            "If after a move the opponent has one piece left and the player \
                             who moved has at least one king, that player wins.",
                        ),
                        choice(
                            "Draw",
                            T::LoneDraw,
                            false,
                            "When each side has one piece left, the game is drawn (the \
                             federation). A lone piece against a king plays on.",
                        ),
                    ],
                }),
                Block::Opt(RuleOption {
                    key: "no_progress",
                    name: T::OptNoProgress,
                    text: "After how many moves by each side with no capture and no man \
                           moving the game is drawn. Any number from 0 to 500 may be set.",
                    choices: &[
                        number("50", true, "50 moves by each side (100 in all)."),
                        number("0", false, "Never: the rule is off."),
                    ],
                }),
            ],
        },
    ],
};

pub const DAMA_PL: Page = Page {
    title: "Jak grać w damę (warcaby tureckie)",
    sections: &[
        Section {
            title: "O grze",
            blocks: &[
                Block::P(
                    "Dama, czyli warcaby tureckie, to odmiana warcabów, w której pionki \
                     chodzą wzdłuż rzędów i kolumn, nigdy na ukos, a w grze są \
                     wszystkie pola planszy. Każdy gracz ma 16 pionków. Pionek, który dojdzie \
                     do ostatniego rzędu, zostaje damką i porusza się na dowolną odległość. \
                     Bicie jest obowiązkowe i trzeba zbić jak najwięcej pionków.",
                ),
                Block::P(
                    "Zasady odpowiadają opisowi gry, na podstawie którego powstała ta \
                     aplikacja (dalej: **opis gry**). Tam, gdzie opis gry różni się od \
                     zasad federacji tureckiej, domyślnie obowiązuje opis gry, a zasada \
                     federacji jest opcją do wybrania w oknie **Nowa gra**.",
                ),
            ],
        },
        Section {
            title: "Plansza i ustawienie początkowe",
            blocks: &[
                Block::List(&[
                    "Plansza 8×8; w grze są wszystkie 64 pola, od a1 do h8. Pole a1 leży w \
                     lewym dolnym rogu, po stronie białych.",
                    "16 białych pionków stoi w rzędach 2 i 3, 16 czarnych w rzędach 6 i 7. \
                     Rzędy 1 i 8 są na początku puste.",
                    "Kto zaczyna, rozstrzyga losowanie (opis gry; opcja `first`). W \
                     turniejach zaczynają białe.",
                ]),
                Block::Fig(Diagram::DamaStart, "Ustawienie początkowe."),
            ],
        },
        Section {
            title: "Ruchy",
            blocks: &[
                Block::List(&[
                    "**Pionek** przesuwa się o jedno pole do przodu albo w bok, na wolne \
                     pole. Nigdy nie cofa się i nigdy nie chodzi na ukos.",
                    "**Damka** przesuwa się o dowolną liczbę wolnych pól wzdłuż swojego \
                     rzędu albo kolumny: do przodu, do tyłu albo w bok.",
                    "Pionek, który dojdzie do ostatniego rzędu (białe do rzędu 8, czarne do \
                     rzędu 1), zostaje damką.",
                ]),
                Block::Fig(
                    Diagram::DamaMoves,
                    "Biały pionek na b3 może pójść na b4, a3 albo c3, ale nigdy do tyłu, \
                     na b2. Biała damka na e6 porusza się po wolnych polach swojego rzędu i \
                     kolumny; w dół zatrzymuje ją na e3 własny pionek stojący na e2.",
                ),
                Block::Note(
                    "Zdanie opisu gry o ruchu pionków jest niejasne („pionowo, lub poziomo \
                     do przodu lub do tyłu”). Aplikacja przyjmuje zasadę warcabów \
                     tureckich: pionek idzie do przodu albo w bok, nigdy do tyłu.",
                ),
            ],
        },
        Section {
            title: "Bicie",
            blocks: &[
                Block::List(&[
                    "Pionek bije **krótkim skokiem**: przeskakuje pionek przeciwnika stojący \
                     tuż obok, do przodu albo w bok, na wolne pole bezpośrednio za nim.",
                    "Damka bije **długim skokiem**: wzdłuż rzędu albo kolumny, przez \
                     dowolną liczbę wolnych pól, przez dokładnie jeden pionek przeciwnika, \
                     na dowolne wolne pole za nim (aż do następnego pionka albo krawędzi \
                     planszy).",
                    "Po zbiciu ten sam pionek bije dalej, jeśli może – wszystko w jednym \
                     ruchu.",
                    "Między kolejnymi biciami damka może skręcić w lewo albo w prawo (opis \
                     gry), ale **nigdy nie zawraca** o 180 stopni.",
                    "Zbite pionki zdejmuje się **od razu**, w chwili przeskoczenia: nie \
                     blokują dalszej części ruchu, a ich pola można przejść ponownie. \
                     Damka może w jednym ruchu kilka razy przejść przez to samo wolne pole, \
                     także przez pole, z którego wyruszyła.",
                ]),
                Block::Fig(
                    Diagram::DamaManCapture,
                    "Biały pionek z d4 przeskakuje d5 do przodu na d6, a potem e6 w bok na \
                     f6: to jeden ruch, `d4xd6xf6`. Czarny pionek na d3, za jego plecami, \
                     jest bezpieczny, bo pionek nie bije do tyłu.",
                ),
                Block::Fig(
                    Diagram::DamaNo180,
                    "Biała damka z d4 bije d6 i staje na d7 albo d8. Nie może zawrócić w \
                     dół kolumny d, żeby zbić jeszcze d2: byłby to zwrot o 180 stopni. \
                     Zbicie samego d2 (ruchem na d1) też jest dozwolone; każde z tych bić \
                     zdejmuje jeden pionek.",
                ),
            ],
        },
        Section {
            title: "Bicie maksymalne",
            blocks: &[
                Block::List(&[
                    "Bicie jest **obowiązkowe**: kto może bić, musi bić.",
                    "Dozwolone jest tylko bicie, które zdejmuje **największą możliwą \
                     liczbę** pionków przeciwnika. Pionki i damki liczą się tak samo: trzy \
                     pionki to więcej niż dwie damki.",
                    "Jeśli kilka bić zdejmuje tyle samo pionków, gracz wybiera dowolne z \
                     nich.",
                    "Dwie drogi bicia, które zaczynają się i kończą na tych samych polach i \
                     zbijają te same pionki, zostawiają tę samą pozycję, więc są jednym \
                     ruchem.",
                ]),
                Block::Note(
                    "**Zasada z opisu gry:** gracz, który wykona ruch niezbijający \
                     maksymalnej liczby pionków – także zwykły ruch, gdy było bicie – **od \
                     razu przegrywa partię**. Aplikacja pozwala zagrać taki ruch dopiero po \
                     wyraźnym ostrzeżeniu, że przegrywa. Według zasad federacji taki ruch \
                     jest po prostu niedozwolony: to opcja **Jest niedozwolone**.",
                ),
            ],
        },
        Section {
            title: "Promocja w trakcie bicia",
            blocks: &[
                Block::List(&[
                    "Pionek, który w trakcie bicia dojdzie do ostatniego rzędu, bije dalej \
                     **jako pionek**, jeśli może (w ostatnim rzędzie nadal może bić w bok).",
                    "Damką zostaje dopiero wtedy, gdy ruch kończy się w ostatnim rzędzie.",
                    "Pionek, który dojdzie do ostatniego rzędu zwykłym ruchem, zostaje \
                     damką, a jego ruch na tym się kończy.",
                    "Opis gry nic o tym nie mówi; aplikacja stosuje zasadę federacji \
                     tureckiej.",
                ]),
                Block::Fig(
                    Diagram::DamaPromotion,
                    "Biały pionek z c6 przeskakuje c7 i ląduje na c8. Bije dalej jako \
                     pionek, a pionek nie sięgnie e8, więc ruch `c6xc8` tu się kończy i \
                     dopiero wtedy pionek zostaje damką. Damka zbiłaby jeszcze e8.",
                ),
            ],
        },
        Section {
            title: "Przykład z opisu gry",
            blocks: &[
                Block::P(
                    "Opis gry objaśnia zasady na tej pozycji. Białe mają damkę na b8. \
                     Czarne mają pionki na b6, d5, e4, a3 i g2 oraz damki na b1 i h1 \
                     (czarny pionek w rzędzie 1 byłby już damką). Ruch mają białe: \
                     `W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1`.",
                ),
                Block::Fig(
                    Diagram::SeedExample,
                    "Po lewej wariant A: 5 pionków, to nie maksimum, więc białe przegrywają. \
                     Po prawej wariant B: 6 pionków, ruch kończy się na f4, g4 albo h4. \
                     Liczby to kolejność lądowań i zbijanych pionków.",
                ),
                Block::List(&[
                    "**Wariant A**, `b8xb5xe5xe1xa1xa4`, zbija 5 pionków (b6, d5, e4, b1, \
                     a3) i zostawia g2 i h1. To nie jest bicie maksymalne: według zasady z \
                     opisu gry białe, grając tak, przegrywają partię.",
                    "**Wariant B**, `b8xb5xg5xg1xa1xa4xf4` (albo z końcem na `g4` lub \
                     `h4`), zbija 6 pionków i zostawia tylko h1.",
                    "Sześć pionków zbija też druga droga: `b8xb4xg4xg1xa1xa5xe5` (albo z \
                     końcem na `f5`, `g5` lub `h5`).",
                    "Białe mają tu więc dokładnie 7 dozwolonych ruchów i każdy zbija 6 \
                     pionków.",
                ]),
                Block::Note(
                    "Opis gry nazywa pionek zbity w pierwszym rzędzie „B2”. Damka jadąca z \
                     e1 na a1 może jednak bić tylko na b1, c1 albo d1, a b1 daje dokładnie \
                     taki wynik, jaki podaje opis gry, więc aplikacja czyta to jako b1.",
                ),
            ],
        },
        Section {
            title: "Koniec gry",
            blocks: &[
                Block::List(&[
                    "Gracz, który nie może wykonać ruchu, bo nie ma już pionków albo \
                     wszystkie są zablokowane, **przegrywa**.",
                    "**Damka przeciw samotnemu pionkowi (zasada z opisu gry):** jeśli po \
                     twoim ruchu przeciwnikowi został jeden pionek (albo jedna damka), a ty \
                     masz co najmniej jedną damkę, wygrywasz. (Pozycję ustawioną w \
                     edytorze ocenia się tak samo, jakby strona, która nie ma ruchu, \
                     właśnie go wykonała.)",
                    "**Remis**, gdy ta sama pozycja (pionki i damki na planszy oraz gracz \
                     na ruchu) powtórzy się po raz trzeci.",
                    "**Remis** po 50 ruchach każdej ze stron (razem 100), w których nie \
                     było ani bicia, ani ruchu pionkiem (opcja `no_progress`).",
                    "**Remis** za zgodą graczy (Gra > Remis za zgodą).",
                ]),
                Block::Note(
                    "Opis gry mówi: „Wygrywa również ten, kto zredukuje siły przeciwnika do \
                     jednego pionka – króla”. Aplikacja czyta to jako damkę przeciw \
                     samotnemu pionkowi. Według zasad federacji, gdy każdej stronie został \
                     jeden pionek, jest remis: to opcja **Po jednym pionku to remis**.",
                ),
            ],
        },
        Section {
            title: "Notacja",
            blocks: &[Block::List(&[
                "Zwykły ruch zapisuje się skąd i dokąd: `d3-d4`.",
                "Bicie zapisuje się jako pole startowe, a po nim każde pole lądowania, \
                 połączone znakiem `x`: `b8xb5xg5xg1xa1xa4xf4`. Pole lądowania to miejsce, \
                 w którym bijący pionek zatrzymał się przed kolejnym skokiem (dla damki: \
                 pole, na którym skręciła), więc droga bicia jest zawsze jednoznaczna.",
                "Pozycję zapisuje się w stylu PDN: strona na ruchu, pola białych, pola \
                 czarnych, a przed każdą damką litera `K`: \
                 `W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1`.",
                "Pliki partii PDN mają nagłówek `[GameType \"30\"]` (warcaby tureckie) i tę \
                 samą notację pól i ruchów; wyniki to `2-0`, `0-2` i `1-1`.",
            ])],
        },
        Section {
            title: "Opcje zasad",
            blocks: &[
                Block::P(
                    "Wybiera się je w oknie **Nowa gra** i zapisuje razem z każdą partią. \
                     Nowa gra zaczyna się z wartościami domyślnymi.",
                ),
                Block::Opt(RuleOption {
                    key: "first",
                    name: T::OptFirst,
                    text: "Kto wykonuje pierwszy ruch.",
                    choices: &[
                        choice(
                            "Lot",
                            T::FirstLot,
                            true,
                            "Zaczynającego wybiera się losowo na początku partii (opis \
                             gry); wynik zapisuje się razem z grą.",
                        ),
                        choice(
                            "White",
                            T::FirstWhite,
                            false,
                            "Zawsze zaczynają białe, jak w turniejach.",
                        ),
                        choice("Black", T::FirstBlack, false, "Zawsze zaczynają czarne."),
                    ],
                }),
                Block::Opt(RuleOption {
                    key: "non_max_capture",
                    name: T::OptNonMax,
                    text: "Co się dzieje z ruchem, który nie zbija maksymalnej liczby \
                           pionków (także ze zwykłym ruchem, gdy jest bicie).",
                    choices: &[
                        choice(
                            "Loses",
                            T::NonMaxLoses,
                            true,
                            "Ruch można wykonać, ale gracz, który go wykona, od razu \
                             przegrywa partię. Aplikacja najpierw ostrzega.",
                        ),
                        choice(
                            "Forbidden",
                            T::NonMaxForbidden,
                            false,
                            "Ruch jest odrzucany (zasady federacji).",
                        ),
                    ],
                }),
                Block::Opt(RuleOption {
                    key: "lone_piece",
                    name: T::OptLonePiece,
                    text: "Co się dzieje, gdy graczowi zostaje jeden pionek.",
                    choices: &[
                        choice(
                            "KingWins",
                            T::LoneKingWins,
                            true,
                            "Jeśli po ruchu gracza przeciwnikowi został jeden pionek, a \
                             gracz ma co najmniej jedną damkę, gracz wygrywa.",
                        ),
                        choice(
                            "Draw",
                            T::LoneDraw,
                            false,
                            "Gdy każdej stronie został jeden pionek, jest remis (zasady \
                             federacji). Samotny pionek przeciw damce gra dalej.",
                        ),
                    ],
                }),
                Block::Opt(RuleOption {
                    key: "no_progress",
                    name: T::OptNoProgress,
                    text: "Po ilu ruchach każdej ze stron bez bicia i bez ruchu pionkiem \
                           gra kończy się remisem. Można ustawić dowolną liczbę od 0 do 500.",
                    choices: &[
                        number("50", true, "50 ruchów każdej ze stron (razem 100)."),
                        number("0", false, "Nigdy: zasada jest wyłączona."),
                    ],
                }),
            ],
        },
    ],
};

/// What a block is, without its words: equal for a block and its translation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    P,
    List(usize),
    Note,
    Fig(Diagram),
    Opt {
        key: &'static str,
        name: T,
        choices: Vec<(&'static str, Option<T>, bool)>,
    },
}

impl Block {
    pub fn kind(&self) -> Kind {
        match self {
            Block::P(_) => Kind::P,
            Block::List(items) => Kind::List(items.len()),
            Block::Note(_) => Kind::Note,
            Block::Fig(d, _) => Kind::Fig(*d),
            Block::Opt(o) => Kind::Opt {
                key: o.key,
                name: o.name,
                choices: o
                    .choices
                    .iter()
                    .map(|c| (c.value, c.label, c.default))
                    .collect(),
            },
        }
    }

    /// Every text of the block, for checks over all the words.
    pub fn texts(&self) -> Vec<&'static str> {
        match *self {
            Block::P(t) | Block::Note(t) | Block::Fig(_, t) => vec![t],
            Block::List(items) => items.to_vec(),
            Block::Opt(o) => std::iter::once(o.text)
                .chain(o.choices.iter().map(|c| c.text))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_languages_have_the_same_sections_and_blocks() {
        for game in GameKind::ALL {
            let en = page(game, Lang::En);
            let pl = page(game, Lang::Pl);
            assert_eq!(en.sections.len(), pl.sections.len(), "{game}: sections");
            for (i, (e, p)) in en.sections.iter().zip(pl.sections).enumerate() {
                let ek: Vec<Kind> = e.blocks.iter().map(Block::kind).collect();
                let pk: Vec<Kind> = p.blocks.iter().map(Block::kind).collect();
                assert_eq!(ek, pk, "{game}, section {i} ({} / {})", e.title, p.title);
                assert_ne!(e.title, p.title, "{game}, section {i}: untranslated title");
                for (eb, pb) in e.blocks.iter().zip(p.blocks) {
                    for (et, pt) in eb.texts().into_iter().zip(pb.texts()) {
                        assert!(!et.trim().is_empty() && !pt.trim().is_empty());
                        assert_ne!(et, pt, "{game}, section {i}: untranslated text");
                    }
                }
            }
        }
    }

    #[test]
    fn each_option_of_the_rules_is_described_once_with_one_default() {
        let expected = [
            (
                GameKind::Akidada,
                ["first", "removal", "double_line", "no_progress"],
            ),
            (
                GameKind::Dama,
                ["first", "non_max_capture", "lone_piece", "no_progress"],
            ),
        ];
        for (game, keys) in expected {
            for lang in Lang::ALL {
                let options: Vec<&RuleOption> = page(game, lang)
                    .sections
                    .iter()
                    .flat_map(|s| s.blocks)
                    .filter_map(|b| match b {
                        Block::Opt(o) => Some(o),
                        _ => None,
                    })
                    .collect();
                let found: Vec<&str> = options.iter().map(|o| o.key).collect();
                assert_eq!(found, keys, "{game} {lang:?}");
                for o in options {
                    assert_eq!(o.choices.iter().filter(|c| c.default).count(), 1);
                }
            }
        }
    }

    #[test]
    fn every_diagram_is_used() {
        use Diagram::*;
        for d in [
            AkidadaBoard,
            AkidadaLine,
            DamaStart,
            DamaMoves,
            DamaManCapture,
            DamaNo180,
            DamaPromotion,
            SeedExample,
        ] {
            let used = GameKind::ALL.iter().any(|&g| {
                page(g, Lang::En)
                    .sections
                    .iter()
                    .flat_map(|s| s.blocks)
                    .any(|b| matches!(b, Block::Fig(x, _) if *x == d))
            });
            assert!(used, "{d:?}");
        }
    }
}
