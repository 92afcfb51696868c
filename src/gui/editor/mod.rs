//! The position editor: set up any position of either game (pieces on the board,
//! kings, pieces in hand, the side to move), see at once what is wrong with it,
//! and play or save a game from it.
//!
//! The editor keeps its own model of the board ([`DamaSetup`], [`AkidadaSetup`]),
//! which can hold positions the rules refuse, so that they can be shown and
//! explained rather than silently prevented. [`Editor::problems`] lists, in the
//! chosen language, the errors (the engine's `Position::setup` refuses the
//! position) and the warnings (the position can be played, but cannot arise in a
//! game or is already decided). "Play from here" is offered only without errors.
//!
//! Painting reuses the board module: it draws the empty board and its named,
//! clickable spots, and the editor paints the pieces set up on top.

pub mod akidada;
pub mod dama;

use std::fmt;

use eframe::egui::{
    self, Align2, Color32, Pos2, Rect, Response, RichText, Sense, StrokeKind, TextStyle, Ui,
    WidgetInfo, pos2, vec2,
};

use crate::games::akidada::{self as aki, AkidadaRules, PIECES_PER_SIDE};
use crate::games::dama::{self as dam, DamaRules, Square};
use crate::games::{FirstPlayer, GameKind, Side};
use crate::gui::board::{BoardStyle, paint_cross, paint_piece};
use crate::gui::i18n::{Lang, T, Tr};
use crate::gui::panels::new_game::{akidada_options, dama_options};
use crate::gui::play::{ActiveGame, AkidadaPlay, DamaPlay, GamePlay, Players};
use crate::gui::theme::Palette;
use crate::session::{Lot, Session};

use crate::gui::i18n::editor as text;
pub use crate::gui::i18n::editor::E;
pub use akidada::AkidadaSetup;
pub use dama::DamaSetup;

/// What a click on the board does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Put a man (Dama) or a piece (Akidada) of this side.
    Man(Side),
    /// Put a king of this side (Dama only).
    King(Side),
    /// Take away whatever stands there.
    Eraser,
}

impl Tool {
    /// The tools offered for a game, in the order shown.
    pub fn palette(game: GameKind) -> &'static [Tool] {
        match game {
            GameKind::Dama => &[
                Tool::Man(Side::White),
                Tool::Man(Side::Black),
                Tool::King(Side::White),
                Tool::King(Side::Black),
                Tool::Eraser,
            ],
            GameKind::Akidada => &[Tool::Man(Side::White), Tool::Man(Side::Black), Tool::Eraser],
        }
    }

    /// The tool's name, which is also its accessible label.
    pub fn label(self, game: GameKind) -> E {
        match (self, game) {
            (Tool::Man(Side::White), GameKind::Dama) => E::WhiteMan,
            (Tool::Man(Side::Black), GameKind::Dama) => E::BlackMan,
            (Tool::King(Side::White), GameKind::Dama) => E::WhiteKing,
            (Tool::King(Side::Black), GameKind::Dama) => E::BlackKing,
            (Tool::Man(Side::White) | Tool::King(Side::White), GameKind::Akidada) => E::WhitePiece,
            (Tool::Man(Side::Black) | Tool::King(Side::Black), GameKind::Akidada) => E::BlackPiece,
            (Tool::Eraser, _) => E::Eraser,
        }
    }
}

/// Something wrong or odd about a position being set up.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    // Errors: the rules do not allow the position.
    /// Dama: a man on its last rank (it would have been crowned).
    ManOnLastRank { side: Side, square: Square },
    /// Dama: more than 16 pieces for one side.
    TooManyDamaPieces { side: Side, count: u32 },
    /// Akidada: more than six pieces for one side, board and hand together.
    TooManyAkidadaPieces {
        side: Side,
        on_board: u32,
        in_hand: u8,
    },

    // Warnings: the position can be played from, but...
    /// Dama: a man on its own first rank, where no man can go (men never move
    /// backward).
    ManOnFirstRank { side: Side, square: Square },
    /// Akidada: pieces in hand that alternate placing cannot leave (the player to
    /// move must hold as many as the opponent, or one more).
    UnevenHands { in_hand: [u8; 2], side: Side },
    /// The side to move has no pieces: the game is over.
    NoPieces { side: Side },
    /// The side to move has no legal move: the game is over.
    NoLegalMove { side: Side },
    /// Dama seed rule: the side to move has one piece against a king.
    LonePiece { side: Side },
    /// Dama, rule `lone_piece = Draw`: one piece each.
    OnePieceEach,
    /// Akidada: a side with two pieces or fewer, board and hand together.
    FewPieces { side: Side, count: u32 },
    /// Decided in some other way.
    Over(crate::games::Outcome),
}

impl Problem {
    /// Whether the position cannot be played at all (otherwise it is a warning).
    pub fn is_error(&self) -> bool {
        matches!(
            self,
            Problem::ManOnLastRank { .. }
                | Problem::TooManyDamaPieces { .. }
                | Problem::TooManyAkidadaPieces { .. }
        )
    }

    /// The problem as a sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        text::problem(self, lang)
    }
}

/// What a position string should have had where reading it failed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Expect {
    SideToMove,
    Colon,
    ListSide,
    ListOnce,
    BothLists,
    Comma,
    Square,
    SquareTwice,
    WhiteList,
    BlackList,
    PointComma,
    Point,
    PointTwice,
    Hands,
    HandComma,
    HandCount,
    End,
}

/// A position string that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StringError {
    /// Byte offset in the string where reading failed.
    pub at: usize,
    pub expected: Expect,
    /// What was found there (empty at the end of the string).
    pub found: String,
    /// The character where reading failed, counted from 1.
    column: usize,
}

impl StringError {
    pub fn new(text: &str, at: usize, expected: Expect) -> StringError {
        let found = text
            .get(at..)
            .unwrap_or("")
            .trim_end()
            .chars()
            .take_while(|c| !matches!(c, ':' | ',' | ' '))
            .take(12)
            .collect();
        let column = text.get(..at).map_or(at, |s| s.chars().count()) + 1;
        StringError {
            at,
            expected,
            found,
            column,
        }
    }

    /// The character where reading failed, counted from 1.
    pub fn column(&self) -> usize {
        self.column
    }

    /// The error as a sentence in `lang`, saying where.
    pub fn text(&self, lang: Lang) -> String {
        text::string_error(self, lang)
    }
}

/// A position the rules allow, for either game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GamePosition {
    Akidada(aki::Position),
    Dama(dam::Position),
}

impl fmt::Display for GamePosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GamePosition::Akidada(p) => p.fmt(f),
            GamePosition::Dama(p) => p.fmt(f),
        }
    }
}

/// How the user left the editor.
#[derive(Clone, Debug)]
pub enum EditorOutcome {
    /// Play (or study) a new game from the position set up.
    Play(ActiveGame),
    /// The same game, to be saved at once: the app should show it and ask where.
    SaveAs(ActiveGame),
    /// Leave without changing anything.
    Cancel,
}

/// Two outcomes are equal when they would save the same record (rules, players,
/// date, start, moves), so that an outcome can travel in a `Command`, which
/// compares.
impl PartialEq for EditorOutcome {
    fn eq(&self, other: &EditorOutcome) -> bool {
        match (self, other) {
            (EditorOutcome::Play(a), EditorOutcome::Play(b))
            | (EditorOutcome::SaveAs(a), EditorOutcome::SaveAs(b)) => {
                a.to_record() == b.to_record()
            }
            (EditorOutcome::Cancel, EditorOutcome::Cancel) => true,
            _ => false,
        }
    }
}

/// What the user did on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BoardAction {
    /// A left click on a square or point (by index): apply the tool.
    Click(usize),
    /// A right click: take the piece away.
    Remove(usize),
    /// A piece dragged from one spot to another.
    Drag(usize, usize),
}

/// The editor's state: both games' set-ups (switching keeps each), the tool, the
/// rule options of the game to be played, and the position string being typed.
#[derive(Clone, Debug)]
pub struct Editor {
    /// The game being set up.
    pub game: GameKind,
    pub dama: DamaSetup,
    pub akidada: AkidadaSetup,
    pub tool: Tool,
    /// Rule options of a game played from here (`first` is set from the side to
    /// move when the game starts).
    pub dama_rules: DamaRules,
    pub akidada_rules: AkidadaRules,
    /// The players of the game played from here; the default names of the
    /// interface's language if `None`.
    pub players: Option<Players>,
    /// The position string in its text field (the user may be editing it).
    text: String,
    /// The board's string when `text` was last set from it.
    text_of: String,
    /// Why the string typed could not be applied.
    text_error: Option<StringError>,
}

impl Editor {
    fn with(game: GameKind, dama: DamaSetup, akidada: AkidadaSetup) -> Editor {
        let mut editor = Editor {
            game,
            dama,
            akidada,
            tool: Tool::Man(Side::White),
            dama_rules: DamaRules::default(),
            akidada_rules: AkidadaRules::default(),
            players: None,
            text: String::new(),
            text_of: String::new(),
            text_error: None,
        };
        editor.sync_text();
        editor
    }

    /// A Dama editor starting from `from`, or from the standard start.
    pub fn new_dama(from: Option<&dam::Position>) -> Editor {
        let dama = from.map_or_else(|| DamaSetup::start(Side::White), DamaSetup::from_position);
        Editor::with(GameKind::Dama, dama, AkidadaSetup::start(dama.side))
    }

    /// An Akidada editor starting from `from`, or from the start.
    pub fn new_akidada(from: Option<&aki::Position>) -> Editor {
        let akidada = from.map_or_else(
            || AkidadaSetup::start(Side::White),
            AkidadaSetup::from_position,
        );
        Editor::with(GameKind::Akidada, DamaSetup::start(akidada.side), akidada)
    }

    /// An editor starting from the position on screen, with the game's rules
    /// and players.
    pub fn from_game(game: &ActiveGame) -> Editor {
        let mut editor = match &game.play {
            GamePlay::Dama(p) => {
                let mut e = Editor::new_dama(Some(&p.session.position()));
                e.dama_rules = *p.session.rules();
                e
            }
            GamePlay::Akidada(p) => {
                let mut e = Editor::new_akidada(Some(&p.session.position()));
                e.akidada_rules = *p.session.rules();
                e
            }
        };
        editor.players = Some(game.players.clone());
        editor
    }

    pub fn side_to_move(&self) -> Side {
        match self.game {
            GameKind::Dama => self.dama.side,
            GameKind::Akidada => self.akidada.side,
        }
    }

    pub fn set_side_to_move(&mut self, side: Side) {
        match self.game {
            GameKind::Dama => self.dama.side = side,
            GameKind::Akidada => self.akidada.side = side,
        }
    }

    /// Switches the game being set up (each game keeps its own set-up).
    pub fn set_game(&mut self, game: GameKind) {
        self.game = game;
        if game == GameKind::Akidada
            && let Tool::King(side) = self.tool
        {
            self.tool = Tool::Man(side);
        }
    }

    /// Applies the tool to a square (Dama) or point (Akidada), by index.
    pub fn click(&mut self, index: usize) {
        match self.game {
            GameKind::Dama if index < 64 => self.dama.click(Square::new(index as u8), self.tool),
            GameKind::Akidada if index < aki::Point::COUNT => {
                self.akidada.click(aki::Point::new(index as u8), self.tool)
            }
            _ => {}
        }
    }

    /// Takes away the piece on a square or point, by index.
    pub fn remove(&mut self, index: usize) {
        let tool = self.tool;
        self.tool = Tool::Eraser;
        self.click(index);
        self.tool = tool;
    }

    /// Moves a piece from one square or point to another, by index.
    pub fn move_piece(&mut self, from: usize, to: usize) {
        match self.game {
            GameKind::Dama if from < 64 && to < 64 => self
                .dama
                .move_piece(Square::new(from as u8), Square::new(to as u8)),
            GameKind::Akidada if from < aki::Point::COUNT && to < aki::Point::COUNT => self
                .akidada
                .move_piece(aki::Point::new(from as u8), aki::Point::new(to as u8)),
            _ => {}
        }
    }

    /// Empties the board (Akidada: the hands stay as they are).
    pub fn clear(&mut self) {
        match self.game {
            GameKind::Dama => self.dama.clear(),
            GameKind::Akidada => self.akidada.clear(),
        }
    }

    /// Sets up the standard start, keeping the side to move.
    pub fn standard_start(&mut self) {
        let side = self.side_to_move();
        match self.game {
            GameKind::Dama => self.dama = DamaSetup::start(side),
            GameKind::Akidada => self.akidada = AkidadaSetup::start(side),
        }
    }

    /// The position string of the board as it stands (RULES.md), also when the
    /// rules do not allow the position.
    pub fn position_string(&self) -> String {
        match self.game {
            GameKind::Dama => self.dama.position_string(),
            GameKind::Akidada => self.akidada.position_string(),
        }
    }

    /// Sets up the position a string describes. A string of the other game
    /// switches to that game. Impossible positions are accepted (and listed as
    /// problems); a string that cannot be read is refused, saying where.
    pub fn apply_string(&mut self, text: &str) -> Result<(), StringError> {
        let result = match self.game {
            GameKind::Dama => DamaSetup::parse(text).map(|s| self.dama = s),
            GameKind::Akidada => AkidadaSetup::parse(text).map(|s| self.akidada = s),
        };
        let result = result.or_else(|e| match self.game {
            GameKind::Dama => AkidadaSetup::parse(text)
                .map(|s| {
                    self.akidada = s;
                    self.set_game(GameKind::Akidada);
                })
                .map_err(|_| e),
            GameKind::Akidada => DamaSetup::parse(text)
                .map(|s| {
                    self.dama = s;
                    self.set_game(GameKind::Dama);
                })
                .map_err(|_| e),
        });
        if result.is_ok() {
            self.sync_text();
        }
        result
    }

    /// Every problem of the position, errors first, then warnings.
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems = match self.game {
            GameKind::Dama => self.dama.problems(&self.dama_rules),
            GameKind::Akidada => self.akidada.problems(&self.akidada_rules),
        };
        problems.sort_by_key(|p| !p.is_error());
        problems
    }

    /// The position, if the rules allow it; otherwise the errors.
    pub fn validate(&self) -> Result<GamePosition, Vec<Problem>> {
        let errors: Vec<Problem> = self
            .problems()
            .into_iter()
            .filter(Problem::is_error)
            .collect();
        let position = match self.game {
            GameKind::Dama => self.dama.position().map(GamePosition::Dama).ok(),
            GameKind::Akidada => self.akidada.position().map(GamePosition::Akidada).ok(),
        };
        match position {
            Some(pos) if errors.is_empty() => Ok(pos),
            _ => Err(errors),
        }
    }

    /// A new game from the position, by the rule options chosen, the side to move
    /// moving first (no lot).
    pub fn start_game(&self, lang: Lang) -> Result<ActiveGame, Vec<Problem>> {
        let position = self.validate()?;
        let side = self.side_to_move();
        let lot = Lot {
            first: side,
            seed: None,
        };
        let first = match side {
            Side::White => FirstPlayer::White,
            Side::Black => FirstPlayer::Black,
        };
        let play = match position {
            GamePosition::Dama(pos) => {
                let rules = DamaRules {
                    first,
                    ..self.dama_rules
                };
                GamePlay::Dama(DamaPlay::new(Session::from_position(rules, lot, pos)))
            }
            GamePosition::Akidada(pos) => {
                let rules = AkidadaRules {
                    first,
                    ..self.akidada_rules
                };
                GamePlay::Akidada(AkidadaPlay::new(Session::from_position(rules, lot, pos)))
            }
        };
        let tr = Tr(lang);
        let players = self.players.clone().unwrap_or_else(|| {
            Players::humans(tr.t(T::DefaultWhiteName), tr.t(T::DefaultBlackName))
        });
        Ok(ActiveGame::from_play(play, players))
    }

    /// The position string in the text field, as the user left it.
    pub fn typed_string(&self) -> &str {
        &self.text
    }

    /// Why the string last applied from the text field was refused, if it was.
    pub fn string_error(&self) -> Option<&StringError> {
        self.text_error.as_ref()
    }

    /// Shows the board's string in the text field (after the board changed).
    fn sync_text(&mut self) {
        let fen = self.position_string();
        self.text = fen.clone();
        self.text_of = fen;
        self.text_error = None;
    }

    fn act(&mut self, action: BoardAction) {
        match action {
            BoardAction::Click(i) => self.click(i),
            BoardAction::Remove(i) => self.remove(i),
            BoardAction::Drag(a, b) => self.move_piece(a, b),
        }
    }

    /// The whole editor inside `ui`: the tools in a panel on the right, the
    /// problems of the position under the board, the board in the rest. Returns
    /// `Some` when the user is done.
    pub fn show(&mut self, ui: &mut Ui, lang: Lang, flipped: bool) -> Option<EditorOutcome> {
        // The board changed (here or through the public fields): show its string.
        if self.position_string() != self.text_of {
            self.sync_text();
        }
        let before = (
            self.dama,
            self.akidada,
            self.game,
            self.dama_rules,
            self.akidada_rules,
        );
        let problems = self.problems();
        let mut outcome = None;

        let width = (ui.available_width() * 0.3).clamp(250.0, 330.0);
        egui::Panel::right("editor-tools")
            .resizable(false)
            .exact_size(width)
            .show(ui, |ui| {
                egui::Panel::bottom("editor-actions")
                    .show_separator_line(true)
                    .show(ui, |ui| {
                        outcome = self.actions(ui, lang, &problems);
                    });
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| self.tools(ui, lang));
            });
        // Room for a few lines whether or not there are problems, so that the board
        // does not jump under the pointer as they come and go.
        let line = ui.text_style_height(&TextStyle::Body) + ui.spacing().item_spacing.y;
        egui::Panel::bottom("editor-problems")
            .resizable(false)
            .min_size(line * 3.0 + 12.0)
            .show(ui, |ui| {
                problem_list(ui, lang, &problems);
            });
        egui::CentralPanel::default().show(ui, |ui| {
            let area = ui.available_rect_before_wrap();
            if let Some(action) = self.board(ui, area, lang, flipped, &problems) {
                self.act(action);
            }
        });

        if before
            != (
                self.dama,
                self.akidada,
                self.game,
                self.dama_rules,
                self.akidada_rules,
            )
        {
            // The problems listed were those of the position before the change.
            ui.ctx().request_repaint();
        }
        outcome
    }

    fn board(
        &self,
        ui: &mut Ui,
        area: Rect,
        lang: Lang,
        flipped: bool,
        problems: &[Problem],
    ) -> Option<BoardAction> {
        let style = BoardStyle {
            palette: Palette::for_theme(ui.visuals().dark_mode),
            flipped,
            anim: None,
            now: ui.input(|i| i.time),
            tr: Tr(lang),
            highlight: None,
        };
        match self.game {
            GameKind::Dama => {
                let bad: Vec<Square> = problems
                    .iter()
                    .filter_map(|p| match p {
                        Problem::ManOnLastRank { square, .. } => Some(*square),
                        _ => None,
                    })
                    .collect();
                let odd: Vec<Square> = problems
                    .iter()
                    .filter_map(|p| match p {
                        Problem::ManOnFirstRank { square, .. } => Some(*square),
                        _ => None,
                    })
                    .collect();
                dama::show_board(ui, area, &self.dama, self.tool, &bad, &odd, &style)
            }
            GameKind::Akidada => akidada::show_board(ui, area, &self.akidada, self.tool, &style),
        }
    }

    /// The side panel above the final buttons.
    fn tools(&mut self, ui: &mut Ui, lang: Lang) {
        let tr = Tr(lang);
        let pal = Palette::for_theme(ui.visuals().dark_mode);
        ui.add_space(6.0);
        ui.heading(E::Title.get(lang));
        ui.add_space(4.0);
        let mut game = self.game;
        for kind in GameKind::ALL {
            ui.radio_value(&mut game, kind, tr.game(kind));
        }
        if game != self.game {
            self.set_game(game);
        }
        ui.separator();

        // The palette, two tools a row.
        ui.label(RichText::new(E::Pieces.get(lang)).strong());
        let tools = Tool::palette(self.game);
        let gap = ui.spacing().item_spacing.x;
        let half = ((ui.available_width() - gap) / 2.0).max(60.0);
        for row in tools.chunks(2) {
            ui.horizontal(|ui| {
                for &tool in row {
                    let label = tool.label(self.game).get(lang);
                    let selected = self.tool == tool
                        || (self.game == GameKind::Akidada
                            && matches!((self.tool, tool), (Tool::King(a), Tool::Man(b)) if a == b));
                    if tool_button(ui, half, selected, label, tool, &pal).clicked() {
                        self.tool = tool;
                    }
                }
            });
        }
        let help = match self.game {
            GameKind::Dama => E::HelpDama,
            GameKind::Akidada => E::HelpAkidada,
        };
        ui.label(RichText::new(help.get(lang)).small().weak());
        ui.separator();

        ui.label(RichText::new(E::SideToMove.get(lang)).strong());
        let mut side = self.side_to_move();
        ui.horizontal(|ui| {
            ui.radio_value(&mut side, Side::White, E::WhiteToMove.get(lang));
            ui.radio_value(&mut side, Side::Black, E::BlackToMove.get(lang));
        });
        if side != self.side_to_move() {
            self.set_side_to_move(side);
        }
        ui.add_space(4.0);
        self.counts(ui, lang);
        ui.add_space(4.0);
        ui.horizontal_wrapped(|ui| {
            if ui.button(E::Clear.get(lang)).clicked() {
                self.clear();
            }
            if ui.button(E::StandardStart.get(lang)).clicked() {
                self.standard_start();
            }
        });
        ui.separator();

        self.string_field(ui, lang);
        ui.separator();

        egui::CollapsingHeader::new(tr.t(T::RuleOptions))
            .id_salt("editor-rules")
            .show(ui, |ui| {
                ui.label(RichText::new(E::RulesHelp.get(lang)).small().weak());
                match self.game {
                    GameKind::Dama => dama_options(ui, tr, &mut self.dama_rules, false),
                    GameKind::Akidada => akidada_options(ui, tr, &mut self.akidada_rules, false),
                }
            });
    }

    /// The pieces of each side (and, in Akidada, the hands to set).
    fn counts(&mut self, ui: &mut Ui, lang: Lang) {
        let tr = Tr(lang);
        let akidada = self.game == GameKind::Akidada;
        egui::Grid::new("editor-counts")
            .num_columns(3)
            .spacing([14.0, 4.0])
            .show(ui, |ui| {
                ui.label("");
                ui.label(RichText::new(tr.t(T::OnBoard)).weak());
                if akidada {
                    ui.label(RichText::new(tr.t(T::InHand)).weak());
                }
                ui.end_row();
                for side in Side::BOTH {
                    let (name, hand) = match side {
                        Side::White => (T::White, E::WhiteInHand),
                        Side::Black => (T::Black, E::BlackInHand),
                    };
                    ui.label(tr.t(name));
                    if akidada {
                        ui.label(self.akidada.on_board(side).to_string());
                        let mut n = self.akidada.in_hand(side);
                        // A slider rather than a drag value: seven values, all in
                        // view, and steps of one for arrow keys and screen readers.
                        let response = ui.add(egui::Slider::new(&mut n, 0..=PIECES_PER_SIDE));
                        // Named for screen readers and tests ("White in hand").
                        let name = hand.get(lang);
                        response.widget_info(|| WidgetInfo::slider(true, f64::from(n), name));
                        if n != self.akidada.in_hand(side) {
                            self.akidada.set_in_hand(side, n);
                        }
                    } else {
                        let count = self.dama.count(side);
                        let kings = self.dama.kings(side);
                        ui.label(if kings > 0 {
                            format!("{count} ({kings} {})", king_word(lang, kings))
                        } else {
                            count.to_string()
                        });
                    }
                    ui.end_row();
                }
            });
    }

    /// The position string: edit it and apply it (Enter or the button).
    fn string_field(&mut self, ui: &mut Ui, lang: Lang) {
        let label = ui.label(RichText::new(E::PositionString.get(lang)).strong());
        let edit = ui
            .add(
                egui::TextEdit::singleline(&mut self.text)
                    .desired_width(f32::INFINITY)
                    .font(TextStyle::Monospace),
            )
            .labelled_by(label.id);
        if edit.changed() {
            self.text_error = None;
        }
        let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let differs = self.text != self.text_of;
        let apply = ui
            .add_enabled(differs, egui::Button::new(E::Apply.get(lang)))
            .clicked();
        if (apply || entered) && differs {
            let text = self.text.clone();
            if let Err(e) = self.apply_string(&text) {
                self.text_error = Some(e);
            }
        }
        if let Some(e) = &self.text_error {
            ui.label(RichText::new(e.text(lang)).color(error_color(ui)));
        }
    }

    /// Play, save, cancel.
    fn actions(&mut self, ui: &mut Ui, lang: Lang, problems: &[Problem]) -> Option<EditorOutcome> {
        let ok = !problems.iter().any(Problem::is_error);
        let mut outcome = None;
        ui.add_space(6.0);
        ui.horizontal_wrapped(|ui| {
            // The main action stands out while it can be taken.
            let mut label = RichText::new(E::PlayFromHere.get(lang)).strong();
            let mut button = egui::Button::new(label.clone());
            if ok {
                label = label.color(ui.visuals().selection.stroke.color);
                button = egui::Button::new(label).fill(ui.visuals().selection.bg_fill);
            }
            let play = ui
                .add_enabled(ok, button)
                .on_disabled_hover_text(E::FixFirst.get(lang));
            if play.clicked() {
                outcome = self.start_game(lang).ok().map(EditorOutcome::Play);
            }
            let save = ui
                .add_enabled(ok, egui::Button::new(E::SaveAsGame.get(lang)))
                .on_disabled_hover_text(E::FixFirst.get(lang));
            if save.clicked() {
                outcome = self.start_game(lang).ok().map(EditorOutcome::SaveAs);
            }
            if ui.button(Tr(lang).t(T::Cancel)).clicked() {
                outcome = Some(EditorOutcome::Cancel);
            }
        });
        ui.add_space(4.0);
        outcome
    }
}

/// "king" / "damka" after a number.
fn king_word(lang: Lang, n: u32) -> &'static str {
    match lang {
        Lang::En if n == 1 => "king",
        Lang::En => "kings",
        Lang::Pl => {
            let (tens, units) = (n % 100 / 10, n % 10);
            if n == 1 {
                "damka"
            } else if tens != 1 && (2..=4).contains(&units) {
                "damki"
            } else {
                "damek"
            }
        }
    }
}

fn error_color(ui: &Ui) -> Color32 {
    ui.visuals().error_fg_color
}

fn warning_color(ui: &Ui) -> Color32 {
    ui.visuals().warn_fg_color
}

/// The problems of the position, one a line; or that it is ready.
fn problem_list(ui: &mut Ui, lang: Lang, problems: &[Problem]) {
    ui.add_space(6.0);
    if problems.is_empty() {
        ui.label(RichText::new(E::Ready.get(lang)).color(Color32::from_rgb(0x3c, 0xa5, 0x5c)));
    }
    for p in problems {
        let (mark, color) = if p.is_error() {
            (E::ErrorMark, error_color(ui))
        } else {
            (E::WarningMark, warning_color(ui))
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(format!("{}:", mark.get(lang)))
                    .color(color)
                    .strong(),
            );
            ui.label(RichText::new(p.text(lang)).color(color));
        });
    }
    ui.add_space(6.0);
}

/// A palette button: the piece it puts, and its name (also its accessible label).
fn tool_button(
    ui: &mut Ui,
    width: f32,
    selected: bool,
    label: &str,
    tool: Tool,
    pal: &Palette,
) -> Response {
    let (rect, response) = ui.allocate_exact_size(vec2(width, 32.0), Sense::click());
    let enabled = ui.is_enabled();
    response.widget_info(|| WidgetInfo::selected(egui::Role::Button, enabled, selected, label));
    if ui.is_rect_visible(rect) {
        let visuals = ui.style().interact_selectable(&response, selected);
        let painter = ui.painter();
        painter.rect(
            rect,
            visuals.corner_radius,
            visuals.weak_bg_fill,
            visuals.bg_stroke,
            StrokeKind::Inside,
        );
        let icon = pos2(rect.left() + 17.0, rect.center().y);
        match tool {
            Tool::Man(side) => paint_piece(painter, icon, 10.0, side, false, pal, 1.0),
            Tool::King(side) => paint_piece(painter, icon, 10.0, side, true, pal, 1.0),
            Tool::Eraser => {
                painter.circle_stroke(icon, 9.0, (1.5, visuals.text_color()));
                paint_cross(painter, icon, 4.5, visuals.text_color());
            }
        }
        painter.text(
            pos2(rect.left() + 34.0, rect.center().y),
            Align2::LEFT_CENTER,
            label,
            TextStyle::Button.resolve(ui.style()),
            visuals.text_color(),
        );
    }
    response
}

/// Where the pointer is over `area`, if nothing covers it there.
fn hover_pos(ui: &Ui, area: Rect) -> Option<Pos2> {
    if ui.rect_contains_pointer(area) {
        ui.ctx().pointer_hover_pos()
    } else {
        None
    }
}

/// Where a right click landed this frame, if it landed on `ui`'s layer.
fn secondary_click(ui: &Ui) -> Option<Pos2> {
    let (clicked, pos) = ui.input(|i| (i.pointer.secondary_clicked(), i.pointer.interact_pos()));
    let pos = pos.filter(|_| clicked)?;
    let rect = Rect::from_center_size(pos, vec2(1.0, 1.0));
    ui.rect_contains_pointer(rect).then_some(pos)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Outcome;
    use crate::games::akidada::DoubleLine;
    use crate::games::dama::LonePiece;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn a_white_man_on_rank_8_must_be_crowned() {
        let mut editor = Editor::new_dama(None);
        editor.clear();
        editor.tool = Tool::Man(Side::White);
        editor.click(sq("h8").index());
        editor.tool = Tool::Man(Side::Black);
        editor.click(sq("a5").index());
        let errors = editor.validate().unwrap_err();
        assert_eq!(
            errors,
            [Problem::ManOnLastRank {
                side: Side::White,
                square: sq("h8")
            }]
        );
        assert_eq!(
            errors[0].text(Lang::En),
            "A white man on h8 must be a king: a man there would have been crowned."
        );
        assert!(
            errors[0]
                .text(Lang::Pl)
                .starts_with("Biały pionek na h8 musi być damką")
        );
        // Crowned, it stands.
        editor.tool = Tool::King(Side::White);
        editor.click(sq("h8").index());
        assert_eq!(editor.position_string(), "W:WKh8:Ba5");
        assert!(editor.validate().is_ok());
    }

    #[test]
    fn the_same_piece_clicked_again_is_taken_away() {
        let mut editor = Editor::new_dama(None);
        let d3 = sq("d3").index();
        editor.tool = Tool::Man(Side::White);
        editor.click(d3);
        assert_eq!(editor.dama.at(sq("d3")), None);
        editor.click(d3);
        assert_eq!(editor.dama.at(sq("d3")), Some(dam::Piece::Man(Side::White)));
        editor.tool = Tool::Man(Side::Black);
        editor.click(d3);
        assert_eq!(editor.dama.at(sq("d3")), Some(dam::Piece::Man(Side::Black)));
        editor.remove(d3);
        assert_eq!(editor.dama.at(sq("d3")), None);
        editor.move_piece(sq("a3").index(), sq("a4").index());
        assert_eq!(editor.dama.at(sq("a3")), None);
        assert_eq!(editor.dama.at(sq("a4")), Some(dam::Piece::Man(Side::White)));
    }

    #[test]
    fn seventeen_dama_pieces_are_too_many() {
        let mut editor = Editor::new_dama(None);
        editor.tool = Tool::King(Side::White);
        editor.click(sq("d4").index());
        assert_eq!(
            editor.validate().unwrap_err(),
            [Problem::TooManyDamaPieces {
                side: Side::White,
                count: 17
            }]
        );
        assert_eq!(
            editor.problems()[0].text(Lang::Pl),
            "Białe mają 17 pionków na planszy: najwyżej 16 na stronę."
        );
    }

    #[test]
    fn seven_akidada_pieces_are_too_many() {
        let mut editor = Editor::new_akidada(None);
        editor.tool = Tool::Man(Side::White);
        editor.click(aki::Point::new(0).index());
        let errors = editor.validate().unwrap_err();
        assert_eq!(
            errors,
            [Problem::TooManyAkidadaPieces {
                side: Side::White,
                on_board: 1,
                in_hand: 6
            }]
        );
        assert_eq!(
            errors[0].text(Lang::En),
            "White has 7 pieces (1 on the board, 6 in hand): at most 6 a side, board and hand \
             together."
        );
        editor.akidada.set_in_hand(Side::White, 5);
        // Legal now, but White, having placed one piece more than Black, should not
        // be the one to move.
        assert_eq!(
            editor.problems(),
            [Problem::UnevenHands {
                in_hand: [5, 6],
                side: Side::White
            }]
        );
        assert!(editor.validate().is_ok());
        editor.set_side_to_move(Side::Black);
        assert_eq!(editor.problems(), []);
    }

    #[test]
    fn decided_positions_are_warned_about_but_may_be_played() {
        let warn = |fen: &str| {
            let mut editor = Editor::new_dama(None);
            editor.apply_string(fen).unwrap();
            assert!(editor.validate().is_ok(), "{fen}");
            editor.problems()
        };
        assert_eq!(warn("W:W:Ba5"), [Problem::NoPieces { side: Side::White }]);
        // White's men on a6 and a7 are hemmed in: every square ahead or beside is
        // taken, and so is every square behind a piece they could jump.
        assert_eq!(
            warn("W:Wa6,a7:BKa8,b6,Kc6,b7,Kc7"),
            [Problem::NoLegalMove { side: Side::White }]
        );
        assert_eq!(
            warn("B:WKd4:Bh5"),
            [Problem::LonePiece { side: Side::Black }]
        );
        let mut editor = Editor::new_dama(None);
        editor.apply_string("B:WKd4:Bh5").unwrap();
        editor.dama_rules.lone_piece = LonePiece::Draw;
        assert_eq!(editor.problems(), [Problem::OnePieceEach]);
        assert_eq!(
            warn("W:Wa1,d4:Bh5"),
            [Problem::ManOnFirstRank {
                side: Side::White,
                square: sq("a1")
            }]
        );

        let mut editor = Editor::new_akidada(None);
        editor.apply_string("B:Wa1,c1,e1:Bb4,c4:H0,0").unwrap();
        let problems = editor.problems();
        assert_eq!(
            problems,
            [Problem::FewPieces {
                side: Side::Black,
                count: 2
            }]
        );
        assert_eq!(
            problems[0].text(Lang::En),
            "Black has only two pieces, board and hand together: the game is already over, \
             White wins."
        );
        assert_eq!(
            problems[0].text(Lang::Pl),
            "Czarne mają tylko dwa pionki (razem na planszy i w ręce): partia jest już \
             skończona, wygrywają białe."
        );
        // Playable all the same: the game starts already over.
        let game = editor.start_game(Lang::En).unwrap();
        assert_eq!(game.outcome().map(Outcome::winner), Some(Some(Side::White)));
    }

    #[test]
    fn a_game_started_from_the_editor_starts_from_its_position() {
        let mut editor = Editor::new_dama(None);
        editor
            .apply_string("B:WKb8:BKb1,Kh1,g2,a3,e4,d5,b6")
            .unwrap();
        editor.dama_rules.lone_piece = LonePiece::Draw;
        let game = editor.start_game(Lang::Pl).unwrap();
        let GamePlay::Dama(play) = &game.play else {
            panic!("not Dama")
        };
        assert_eq!(
            play.session.position().to_string(),
            "B:WKb8:BKb1,Kh1,g2,a3,e4,d5,b6"
        );
        assert_eq!(play.session.rules().lone_piece, LonePiece::Draw);
        assert_eq!(play.session.rules().first, FirstPlayer::Black);
        assert_eq!(
            play.session.lot(),
            Lot {
                first: Side::Black,
                seed: None
            }
        );
        assert_eq!(game.players.names, ["Gracz 1", "Gracz 2"]);
        let again = editor.start_game(Lang::Pl).unwrap();
        assert_eq!(
            EditorOutcome::Play(game.clone()),
            EditorOutcome::Play(again.clone())
        );
        assert_ne!(
            EditorOutcome::Play(game.clone()),
            EditorOutcome::SaveAs(again)
        );
        assert_ne!(EditorOutcome::Play(game.clone()), EditorOutcome::Cancel);
        // Saved and loaded again, it is the same game.
        let record = game.to_record();
        assert_eq!(record.start, "B:WKb8:BKb1,Kh1,g2,a3,e4,d5,b6");
        assert!(record.replay().is_ok());
    }

    #[test]
    fn from_game_keeps_the_position_rules_and_players() {
        let mut editor = Editor::new_akidada(None);
        editor.apply_string("B:Wa1,c1,c2:Bb2,e5:H3,4").unwrap();
        editor.players = Some(Players::humans("Ada", "Bolek"));
        editor.akidada_rules.double_line = DoubleLine::Two;
        let game = editor.start_game(Lang::En).unwrap();
        let again = Editor::from_game(&game);
        assert_eq!(again.game, GameKind::Akidada);
        assert_eq!(again.position_string(), "B:Wa1,c1,c2:Bb2,e5:H3,4");
        assert_eq!(again.akidada_rules.double_line, DoubleLine::Two);
        assert_eq!(again.players, Some(Players::humans("Ada", "Bolek")));
    }

    #[test]
    fn strings_of_the_other_game_switch_games_and_errors_say_where() {
        let mut editor = Editor::new_dama(None);
        editor.apply_string("W:Wa1:Bc4:H5,5").unwrap();
        assert_eq!(editor.game, GameKind::Akidada);
        editor.apply_string("B:WKa1:Bc4").unwrap();
        assert_eq!(editor.game, GameKind::Dama);
        let e = editor.apply_string("W:Wa2,z9:B").unwrap_err();
        assert_eq!(e.column(), 7);
        assert_eq!(
            e.text(Lang::En),
            "At character 7: expected a square from a1 to h8, a king written Kd5, found “z9”."
        );
        assert_eq!(
            e.text(Lang::Pl),
            "Znak 7: oczekiwano pola od a1 do h8 (damka zapisana jako Kd5), a jest „z9”."
        );
        // The board is left as it was.
        assert_eq!(editor.position_string(), "B:WKa1:Bc4");
    }
}
