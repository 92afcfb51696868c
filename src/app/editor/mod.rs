//! The editor's state and what can be done to it, with no painting: both games'
//! set-ups (engine `Setup`s, which may hold what the rules refuse), the tool,
//! the rule options and players of the game to be played, and the position
//! string being typed. Everything here is tested without a window.

use std::fmt;

mod level;
pub use level::{GoalKind, LevelForm, Verdict};

use crate::app::play::{ActiveGame, AkidadaPlay, DamaPlay, GamePlay, Players};
use crate::app::text::{Lang, Tr};
use crate::games::akidada::{self as aki, AkidadaRules};
use crate::games::dama::{self as dam, DamaRules, Piece, Square};
use crate::games::{FirstPlayer, GameKind, ParseError, Problem, Side};
use crate::i18n::m;
use crate::session::{Lot, Session};

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
    pub fn label(self, game: GameKind) -> &'static str {
        match (self, game) {
            (Tool::Man(Side::White), GameKind::Dama) => m::EDITOR_WHITE_MAN,
            (Tool::Man(Side::Black), GameKind::Dama) => m::EDITOR_BLACK_MAN,
            (Tool::King(Side::White), GameKind::Dama) => m::EDITOR_WHITE_KING,
            (Tool::King(Side::Black), GameKind::Dama) => m::EDITOR_BLACK_KING,
            (Tool::Man(Side::White) | Tool::King(Side::White), GameKind::Akidada) => {
                m::EDITOR_WHITE_PIECE
            }
            (Tool::Man(Side::Black) | Tool::King(Side::Black), GameKind::Akidada) => {
                m::EDITOR_BLACK_PIECE
            }
            (Tool::Eraser, _) => m::EDITOR_ERASER,
        }
    }

    /// The Dama piece the tool puts, if any.
    fn dama_piece(self) -> Option<Piece> {
        match self {
            Tool::Man(side) => Some(Piece::Man(side)),
            Tool::King(side) => Some(Piece::King(side)),
            Tool::Eraser => None,
        }
    }

    /// The Akidada piece the tool puts, if any (Akidada has no kings: a king
    /// tool puts a piece).
    fn akidada_piece(self) -> Option<Side> {
        match self {
            Tool::Man(side) | Tool::King(side) => Some(side),
            Tool::Eraser => None,
        }
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
    /// A proven level's file text, to be saved where the user says.
    SaveLevel(String),
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
            (EditorOutcome::SaveLevel(a), EditorOutcome::SaveLevel(b)) => a == b,
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
    pub dama: dam::Setup,
    pub akidada: aki::Setup,
    pub tool: Tool,
    /// Rule options of a game played from here (`first` is set from the side to
    /// move when the game starts).
    pub dama_rules: DamaRules,
    pub akidada_rules: AkidadaRules,
    /// The players of the game played from here; the default names of the
    /// interface's language if `None`.
    pub players: Option<Players>,
    /// The position string in its text field (the user may be editing it).
    pub text: String,
    /// The board's string when `text` was last set from it.
    pub text_of: String,
    /// Why the string typed could not be applied.
    pub text_error: Option<ParseError>,
    /// "Save as a level": the form, while it is open.
    pub level: Option<LevelForm>,
    /// The stage name a teacher last gave a level saved: a new level form
    /// starts with it.
    pub last_stage_name: String,
}

impl Editor {
    fn with(game: GameKind, dama: dam::Setup, akidada: aki::Setup) -> Editor {
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
            level: None,
            last_stage_name: String::new(),
        };
        editor.sync_text();
        editor
    }

    /// A Dama editor starting from `from`, or from the standard start.
    pub fn new_dama(from: Option<&dam::Position>) -> Editor {
        let dama = from.map_or_else(|| dam::Setup::start(Side::White), dam::Setup::from_position);
        // The other game starts from its own start, White to move: the side to
        // move of the game behind belongs to that game only.
        Editor::with(GameKind::Dama, dama, aki::Setup::start(Side::White))
    }

    /// An Akidada editor starting from `from`, or from the start.
    pub fn new_akidada(from: Option<&aki::Position>) -> Editor {
        let akidada =
            from.map_or_else(|| aki::Setup::start(Side::White), aki::Setup::from_position);
        Editor::with(GameKind::Akidada, dam::Setup::start(Side::White), akidada)
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

    /// Applies the tool to a square (Dama) or point (Akidada), by index: the
    /// piece is put there, or taken away if the same piece already stands there;
    /// the eraser takes away whatever is there.
    pub fn click(&mut self, index: usize) {
        let tool = self.tool;
        match self.game {
            GameKind::Dama if index < 64 => {
                let sq = Square::new(index as u8);
                let piece = tool.dama_piece();
                let now = self.dama.at(sq);
                self.dama.set(sq, if now == piece { None } else { piece });
            }
            GameKind::Akidada if index < aki::Point::COUNT => {
                let p = aki::Point::new(index as u8);
                let piece = tool.akidada_piece();
                let now = self.akidada.at(p);
                self.akidada.set(p, if now == piece { None } else { piece });
            }
            _ => {}
        }
    }

    /// Takes away the piece on a square or point, by index.
    pub fn remove(&mut self, index: usize) {
        match self.game {
            GameKind::Dama if index < 64 => self.dama.set(Square::new(index as u8), None),
            GameKind::Akidada if index < aki::Point::COUNT => {
                self.akidada.set(aki::Point::new(index as u8), None);
            }
            _ => {}
        }
    }

    /// Moves a piece from one square or point to another, by index (replacing
    /// what stood there).
    pub fn move_piece(&mut self, from: usize, to: usize) {
        match self.game {
            GameKind::Dama if from < 64 && to < 64 => {
                let (from, to) = (Square::new(from as u8), Square::new(to as u8));
                if let Some(piece) = self.dama.at(from) {
                    self.dama.set(from, None);
                    self.dama.set(to, Some(piece));
                }
            }
            GameKind::Akidada if from < aki::Point::COUNT && to < aki::Point::COUNT => {
                let (from, to) = (aki::Point::new(from as u8), aki::Point::new(to as u8));
                if let Some(side) = self.akidada.at(from) {
                    self.akidada.set(from, None);
                    self.akidada.set(to, Some(side));
                }
            }
            _ => {}
        }
    }

    /// Empties the board (Akidada: the hands stay as they are).
    pub fn clear(&mut self) {
        match self.game {
            GameKind::Dama => self.dama = dam::Setup::empty(self.dama.side),
            GameKind::Akidada => {
                let hands = [Side::White, Side::Black].map(|s| self.akidada.in_hand(s));
                self.akidada = aki::Setup::empty(hands, self.akidada.side);
            }
        }
    }

    /// Sets up the standard start, keeping the side to move.
    pub fn standard_start(&mut self) {
        let side = self.side_to_move();
        match self.game {
            GameKind::Dama => self.dama = dam::Setup::start(side),
            GameKind::Akidada => self.akidada = aki::Setup::start(side),
        }
    }

    /// The position string of the board as it stands (RULES.md), also when the
    /// rules do not allow the position.
    pub fn position_string(&self) -> String {
        match self.game {
            GameKind::Dama => self.dama.to_string(),
            GameKind::Akidada => self.akidada.to_string(),
        }
    }

    /// Sets up the position a string describes. A string of the other game
    /// switches to that game. Impossible positions are accepted (and listed as
    /// problems); a string that cannot be read is refused, saying where, and the
    /// board stays as it was.
    pub fn apply_string(&mut self, text: &str) -> Result<(), ParseError> {
        let dama = text.parse::<dam::Setup>();
        let akidada = text.parse::<aki::Setup>();
        // The current game's reading first; its error is the one reported.
        let read = match (self.game, dama, akidada) {
            (_, Ok(setup), Err(_)) | (GameKind::Dama, Ok(setup), Ok(_)) => {
                self.dama = setup;
                Ok(GameKind::Dama)
            }
            (_, Err(_), Ok(setup)) | (GameKind::Akidada, Ok(_), Ok(setup)) => {
                self.akidada = setup;
                Ok(GameKind::Akidada)
            }
            (GameKind::Dama, Err(e), Err(_)) | (GameKind::Akidada, Err(_), Err(e)) => Err(e),
        };
        let game = read?;
        self.set_game(game);
        self.sync_text();
        Ok(())
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
        let position = match self.game {
            GameKind::Dama => self.dama.position().map(GamePosition::Dama),
            GameKind::Akidada => self.akidada.position().map(GamePosition::Akidada),
        };
        position.map_err(|_| match self.game {
            GameKind::Dama => self.dama.errors(),
            GameKind::Akidada => self.akidada.errors(),
        })
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
            Players::humans(tr.t(m::DEFAULT_WHITE_NAME), tr.t(m::DEFAULT_BLACK_NAME))
        });
        Ok(ActiveGame::from_play(play, players))
    }

    /// Why the string last applied from the text field was refused, if it was.
    pub fn string_error(&self) -> Option<&ParseError> {
        self.text_error.as_ref()
    }

    /// Shows the board's string in the text field (after the board changed).
    pub fn sync_text(&mut self) {
        let fen = self.position_string();
        self.text = fen.clone();
        self.text_of = fen;
        self.text_error = None;
    }

    /// Applies the string typed in the text field; on failure the error is kept
    /// to be shown under the field.
    pub fn apply_typed(&mut self, text: &str) {
        self.text = text.to_string();
        if let Err(e) = self.apply_string(text) {
            self.text_error = Some(e);
        }
    }

    pub fn act(&mut self, action: BoardAction) {
        match action {
            BoardAction::Click(i) => self.click(i),
            BoardAction::Remove(i) => self.remove(i),
            BoardAction::Drag(a, b) => self.move_piece(a, b),
        }
    }
}

#[cfg(test)]
mod tests;
