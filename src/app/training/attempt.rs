//! One attempt at a puzzle, as a plain state machine: the window shows
//! [`Attempt::board`], sends the player's moves to [`Attempt::play`], and paints
//! what comes back.
//!
//! A right move is answered by the opponent's reply from the puzzle's line
//! (played at once); a wrong move is not played: it is marked with the reason
//! where one can be given, and the player may try again or see the solution.
//! The rated result is a win only for a solution found with no wrong move and
//! no hint (a hint makes it half), as puzzle sites count it.

use crate::ai::puzzles::{Goal, Kind, Puzzle};
use crate::games::dama::NonMaxCapture;
use crate::games::{GameMove, GamePosition, MoveError, Side};

/// The puzzle's start.
pub fn start_of(puzzle: &Puzzle) -> Result<GamePosition, String> {
    match puzzle.game() {
        crate::games::GameKind::Dama => {
            let rules = puzzle.dama_rules().map_err(|e| e.to_string())?;
            let pos = puzzle.position.parse().map_err(|e| format!("{e}"))?;
            Ok(GamePosition::Dama(pos, rules))
        }
        crate::games::GameKind::Akidada => {
            let rules = puzzle.akidada_rules().map_err(|e| e.to_string())?;
            let pos = puzzle.position.parse().map_err(|e| format!("{e}"))?;
            Ok(GamePosition::Akidada(pos, rules))
        }
    }
}

/// A real move read from `text` and whether it is legal: a Dama move that
/// does not capture the maximum is real (a game may have been lost by one)
/// but not legal. Otherwise why the text is no move here.
pub(crate) fn read_move(board: &GamePosition, text: &str) -> Result<(GameMove, bool), String> {
    match board.parse_move(text) {
        Ok(mv) => Ok((mv, true)),
        Err(MoveError::NonMaximal { mv, .. }) => Ok((mv, false)),
        Err(e) => Err(e.to_string()),
    }
}

/// Why a legal move other than the solution is bad, where the rules alone
/// can say: it hands the opponent a capture of two or more pieces (Dama), or
/// a line at once (Akidada).
fn danger_after(board: &GamePosition, mv: GameMove) -> Option<Reason> {
    match board.play(mv) {
        GamePosition::Dama(after, rules) => {
            if after.status(&rules).is_some() {
                return None;
            }
            let n = after.max_capture();
            (n >= 2).then_some(Reason::LetsShot { captures: n })
        }
        GamePosition::Akidada(after, rules) => {
            if after.status(&rules).is_some() {
                return None;
            }
            let mut moves = Vec::new();
            after.legal_moves(&rules, &mut moves);
            moves
                .iter()
                .any(|m| m.removed() != 0)
                .then_some(Reason::LetsLine)
        }
    }
}

/// Why a puzzle's last position is what its goal says, as its proof shows it.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum EndProof {
    /// The game is over there, by a rule (the opponent has no move, two
    /// pieces left, a king against a lone piece...).
    GameOver(crate::games::Outcome),
    /// Akidada: the solved game's table proves it won for `solver` (or, for
    /// a puzzle to hold the draw, a draw).
    AkidadaTable { solver: Side, goal: Goal },
    /// A Dama ending: the endgame tables prove it won for `solver` (or a draw).
    EndgameTables { solver: Side, goal: Goal },
    /// A Dama middlegame: `solver` has gained this much material since the
    /// start, counted in men (a king 2.5, as the puzzles' proof counts).
    Material { solver: Side, gain: f32 },
    /// A Dama middlegame won by deep search, the game not over yet.
    SearchWin { solver: Side },
}

impl EndProof {
    /// The proof of `puzzle`'s end: where its whole solution leads. `None` if
    /// the solution cannot be played (a puzzle `puzzles check` passes always
    /// can).
    pub fn of(puzzle: &Puzzle) -> Option<EndProof> {
        let start = start_of(puzzle).ok()?;
        let mut end = start;
        for text in &puzzle.solution {
            end = end.play(end.parse_move(text).ok()?);
        }
        let over = end.outcome();
        let solver = puzzle.solver();
        let goal = puzzle.goal;
        Some(match (over, puzzle.kind) {
            (Some(outcome), _) => EndProof::GameOver(outcome),
            (None, Kind::Akidada) => EndProof::AkidadaTable { solver, goal },
            (None, Kind::DamaEndgame) => EndProof::EndgameTables { solver, goal },
            (None, Kind::DamaMiddlegame) if goal == Goal::Win => EndProof::SearchWin { solver },
            (None, Kind::DamaMiddlegame) => EndProof::Material {
                solver,
                gain: material(&end, solver) - material(&start, solver),
            },
        })
    }
}

/// `side`'s material less the opponent's, in men (a king 2.5); 0 in Akidada.
fn material(board: &GamePosition, side: Side) -> f32 {
    let GamePosition::Dama(p, _) = board else {
        return 0.0;
    };
    p.piece_list()
        .map(|(_, piece)| {
            let worth = if piece.is_king() { 2.5 } else { 1.0 };
            if piece.side() == side { worth } else { -worth }
        })
        .sum()
}

/// Why a move is wrong./// Why a move is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Dama: it does not capture the maximum (a plain move when a capture is
    /// compulsory is `captured: 0`); under the default rule it loses the game.
    NotMaximal {
        captured: u32,
        maximum: u32,
        loses_the_game: bool,
    },
    /// Dama: it lets the opponent capture this many pieces at once.
    LetsShot { captures: u32 },
    /// Akidada: it lets the opponent make a line at once.
    LetsLine,
    /// It throws the win away (proven by a table: no other move wins).
    LosesTheWin,
    /// It loses where the solution holds the draw (proven).
    Loses,
    /// Deep search finds another move at least two men better, or the only
    /// forced win (middlegames).
    MissesTheGain,
}

/// What the window is told after a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Played {
    /// The right move; `reply` is the opponent's answer, already played on the
    /// board (`None` when the puzzle is solved with this move).
    Right { reply: Option<String>, solved: bool },
    /// A wrong move, not played.
    Wrong { reason: Reason },
    /// Not a move here (bad text, impossible): the message says why.
    NotAMove(String),
    /// The attempt is over: no more moves.
    Over,
}

/// What the task asks, for the window to word ("White to move and win",
/// "Black to move: hold the draw", "White to move: win material").
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Task {
    pub solver: Side,
    pub goal: Goal,
}

/// A hint: the piece to move, or for an Akidada placement the line to aim at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The square or point of the piece to move.
    Piece(String),
    /// An Akidada placement: the three points of a line through the point to
    /// place on.
    Line([String; 3]),
}

/// Where an attempt stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum State {
    Solving,
    Solved,
    /// The solution was shown.
    Revealed,
}

/// One attempt at a puzzle.
#[derive(Clone, Debug)]
pub struct Attempt {
    puzzle: Puzzle,
    board: GamePosition,
    /// The index of the next solution move.
    next: usize,
    state: State,
    wrong: u32,
    hinted: bool,
}

impl Attempt {
    pub fn new(puzzle: &Puzzle) -> Result<Attempt, String> {
        Ok(Attempt {
            board: start_of(puzzle)?,
            puzzle: puzzle.clone(),
            next: 0,
            state: State::Solving,
            wrong: 0,
            hinted: false,
        })
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    pub fn board(&self) -> &GamePosition {
        &self.board
    }

    pub fn state(&self) -> State {
        self.state
    }

    pub fn task(&self) -> Task {
        Task {
            solver: self.puzzle.solver(),
            goal: self.puzzle.goal,
        }
    }

    /// The side the board is turned to: the solver's.
    pub fn orientation(&self) -> Side {
        self.puzzle.solver()
    }

    /// Wrong moves so far.
    pub fn wrong_moves(&self) -> u32 {
        self.wrong
    }

    fn expected(&self) -> Option<GameMove> {
        let text = self.puzzle.solution.get(self.next)?;
        self.board.parse_move(text).ok()
    }

    /// The player's move, in notation (a Dama capture by its full route, or by
    /// start and end where that names one move).
    pub fn play(&mut self, text: &str) -> Played {
        if self.state != State::Solving {
            return Played::Over;
        }
        let Some(expected) = self.expected() else {
            return Played::Over;
        };
        let mv = match self.board.parse_move(text) {
            Ok(mv) => mv,
            Err(MoveError::NonMaximal {
                captured, maximum, ..
            }) => {
                self.wrong += 1;
                let loses_the_game = match &self.board {
                    GamePosition::Dama(_, r) => r.non_max_capture == NonMaxCapture::Loses,
                    GamePosition::Akidada(..) => false,
                };
                return Played::Wrong {
                    reason: Reason::NotMaximal {
                        captured,
                        maximum,
                        loses_the_game,
                    },
                };
            }
            Err(e) => return Played::NotAMove(e.to_string()),
        };
        if mv != expected {
            self.wrong += 1;
            let reason = danger_after(&self.board, mv).unwrap_or(match self.puzzle.goal {
                // Proven by a table for the exact kinds; for middlegames the
                // search only knows another move to be far better.
                Goal::Win if self.puzzle.kind != Kind::DamaMiddlegame => Reason::LosesTheWin,
                Goal::Draw => Reason::Loses,
                Goal::Win | Goal::Material => Reason::MissesTheGain,
            });
            return Played::Wrong { reason };
        }
        self.board = self.board.play(mv);
        self.next += 1;
        if self.next >= self.puzzle.solution.len() {
            self.state = State::Solved;
            return Played::Right {
                reply: None,
                solved: true,
            };
        }
        let reply_text = self.puzzle.solution[self.next].clone();
        let Ok(reply) = self.board.parse_move(&reply_text) else {
            // A puzzle file checked by `puzzles check` never gets here.
            self.state = State::Solved;
            return Played::Right {
                reply: None,
                solved: true,
            };
        };
        let shown = self.board.move_text(reply);
        self.board = self.board.play(reply);
        self.next += 1;
        Played::Right {
            reply: Some(shown),
            solved: false,
        }
    }

    /// The hint for the move to find (and the attempt counts it).
    pub fn hint(&mut self) -> Option<Hint> {
        if self.state != State::Solving {
            return None;
        }
        let mv = self.expected()?;
        self.hinted = true;
        Some(match mv {
            GameMove::Dama(m) => Hint::Piece(m.from().to_string()),
            GameMove::Akidada(m) => match m.from() {
                Some(from) => Hint::Piece(from.to_string()),
                None => {
                    let line = crate::games::akidada::LINES
                        .iter()
                        .find(|l| l.contains(&m.to()))
                        .copied()
                        .unwrap_or([m.to(); 3]);
                    Hint::Line(line.map(|p| p.to_string()))
                }
            },
        })
    }

    /// Gives up: the rest of the solution from where the board stands. The
    /// board is left as it is, for the window to play the moves out.
    pub fn reveal(&mut self) -> Vec<String> {
        if self.state == State::Solving {
            self.state = State::Revealed;
        }
        self.puzzle.solution[self.next.min(self.puzzle.solution.len())..].to_vec()
    }

    /// The rated score once the attempt is over: 1 solved cleanly, 0.5 solved
    /// after a hint, 0 with a wrong move or the solution shown; `None` while
    /// solving.
    pub fn score(&self) -> Option<f64> {
        match self.state {
            State::Solving => None,
            State::Revealed => Some(0.0),
            State::Solved if self.wrong > 0 => Some(0.0),
            State::Solved if self.hinted => Some(0.5),
            State::Solved => Some(1.0),
        }
    }
}
