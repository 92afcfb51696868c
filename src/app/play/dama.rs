//! Entering Dama moves with the mouse: select a piece, then click each landing
//! square or just the final one; pick among routes when several remain. A
//! click on a square the piece cannot go to is handed on as the move typed,
//! so that the reason is said.
//!
//! Every physically possible move can be entered, so that a person may play a
//! non-maximal capture under the default rule; the session judges it.

use crate::games::MoveError;
use crate::games::dama::{Dama, Move, NonMaxCapture, Position, Route, Square};
use crate::session::{PlayError, Session};

use super::{GameMove, InputEvent, NonMaximalMove};

/// A move the board offers, with its route and whether it is legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub route: Route,
    pub legal: bool,
}

/// What can be entered in one position: every complete capture sequence (maximal
/// or not) and, when no capture is compulsory or the default rule lets one lose by
/// it, every plain move.
#[derive(Clone, Debug, Default)]
pub struct Candidates {
    pub all: Vec<Candidate>,
    /// The largest capture available (0 when none).
    pub maximum: u32,
    /// Pieces that can make a maximal capture (marked as compulsory).
    pub compulsory: Vec<Square>,
}

impl Candidates {
    pub fn of(pos: &Position) -> Candidates {
        let summary = pos.capture_summary();
        let mut all: Vec<Candidate> = summary
            .routes
            .iter()
            .map(|r| Candidate {
                legal: summary.is_maximal(r),
                route: r.clone(),
            })
            .collect();
        let mut plain = Vec::new();
        pos.plain_moves(&mut plain);
        all.extend(plain.iter().filter_map(|m| {
            pos.route(m).map(|route| Candidate {
                route,
                legal: summary.maximum == 0,
            })
        }));
        let mut compulsory: Vec<Square> = all
            .iter()
            .filter(|c| c.legal && !c.route.captured.is_empty())
            .map(|c| c.route.from)
            .collect();
        compulsory.sort();
        compulsory.dedup();
        Candidates {
            all,
            maximum: summary.maximum,
            compulsory,
        }
    }
}

/// The state of mouse input between clicks.
#[derive(Clone, Debug, Default)]
pub struct DamaInput {
    pub selected: Option<Square>,
    /// Landing squares entered so far for a capture.
    pub hops: Vec<Square>,
    /// Routes ending on the clicked square, one per distinct move, to pick from.
    pub choosing: Vec<Route>,
}

/// A Dama game on screen: the session, what can be entered, and input state.
#[derive(Clone, Debug)]
pub struct DamaPlay {
    pub session: Session<Dama>,
    pub input: DamaInput,
    candidates: Candidates,
    /// The position `candidates` belong to, and whether the game was over there.
    candidates_of: Option<(Position, bool)>,
}

impl DamaPlay {
    pub fn new(session: Session<Dama>) -> DamaPlay {
        let mut play = DamaPlay {
            session,
            input: DamaInput::default(),
            candidates: Candidates::default(),
            candidates_of: None,
        };
        play.refresh();
        play
    }

    /// Recomputes what can be entered if the position changed (after a move, undo,
    /// redo or a jump in the replay).
    pub fn refresh(&mut self) {
        let key = (self.session.position(), self.session.outcome().is_some());
        if self.candidates_of != Some(key) {
            self.candidates = if key.1 {
                Candidates::default()
            } else {
                Candidates::of(&key.0)
            };
            self.candidates_of = Some(key);
            self.input = DamaInput::default();
        }
    }

    pub fn candidates(&self) -> &Candidates {
        &self.candidates
    }

    /// The candidates that agree with the piece selected and the hops entered.
    pub fn consistent(&self) -> impl Iterator<Item = &Candidate> {
        let hops = &self.input.hops;
        let selected = self.input.selected;
        self.candidates
            .all
            .iter()
            .filter(move |c| Some(c.route.from) == selected && c.route.landings.starts_with(hops))
    }

    /// Squares to mark as destinations of the selected piece: where legal moves
    /// can end, given the hops entered.
    pub fn targets(&self) -> Vec<Square> {
        let mut t: Vec<Square> = self
            .consistent()
            .filter(|c| c.legal)
            .filter_map(|c| c.route.landings.last().copied())
            .collect();
        t.sort();
        t.dedup();
        t
    }

    /// Handles a click on a square.
    pub fn click(&mut self, sq: Square) -> InputEvent {
        self.refresh();
        if self.session.outcome().is_some() {
            return InputEvent::Nothing;
        }
        if !self.input.choosing.is_empty() {
            return self.click_while_choosing(sq);
        }
        let own = self.is_movers(sq);
        let Some(from) = self.input.selected else {
            if own {
                self.select(sq);
            }
            return InputEvent::Nothing;
        };
        let depth = self.input.hops.len();

        // The next landing of a capture entered hop by hop.
        let next_hop: Vec<&Candidate> = self
            .consistent()
            .filter(|c| c.route.landings.get(depth) == Some(&sq))
            .collect();
        if !next_hop.is_empty() {
            self.input.hops.push(sq);
            let finished = self
                .consistent()
                .filter(|c| c.route.landings == self.input.hops)
                .max_by_key(|c| c.legal)
                .map(|c| c.route.clone());
            return match finished {
                Some(route) => self.finish(&route),
                None => InputEvent::Nothing,
            };
        }

        // The final square, clicked directly.
        let ending_here: Vec<&Candidate> = self
            .consistent()
            .filter(|c| c.route.landings.last() == Some(&sq))
            .collect();
        let prefer_legal = ending_here.iter().any(|c| c.legal);
        let mut routes: Vec<Route> = Vec::new();
        for c in ending_here {
            if c.legal == prefer_legal && !routes.iter().any(|r| r.to_move() == c.route.to_move()) {
                routes.push(c.route.clone());
            }
        }
        match routes.len() {
            0 => {}
            1 => return self.finish(&routes[0]),
            _ => {
                self.input.choosing = routes;
                return InputEvent::Nothing;
            }
        }

        if own && depth == 0 {
            self.select(sq);
            return InputEvent::Nothing;
        }
        // A square the piece cannot go to: the move as it would be typed, for
        // the reason in words. The piece stays selected, and the hops
        // entered stay, unless the click was on a piece.
        let text = match depth {
            0 => format!("{from}-{sq}"),
            _ => {
                let hops: Vec<String> = self.input.hops.iter().map(ToString::to_string).collect();
                format!("{from}x{}x{sq}", hops.join("x"))
            }
        };
        if depth == 0 && self.session.position().piece_at(sq).is_some() {
            self.input.selected = None;
        }
        InputEvent::Impossible(text)
    }

    /// Whether a piece of the side to move stands on `sq`.
    fn is_movers(&self, sq: Square) -> bool {
        let us = self.session.side_to_move();
        self.session
            .position()
            .piece_at(sq)
            .is_some_and(|p| p.side() == us)
    }

    /// A drag begins on `sq`: one of the mover's pieces is selected afresh (its
    /// targets show while it is carried); anything else is left as it is.
    pub fn lift(&mut self, sq: Square) -> InputEvent {
        self.refresh();
        if self.is_movers(sq) && self.session.outcome().is_none() {
            self.input = DamaInput::default();
            self.select(sq);
        }
        InputEvent::Nothing
    }

    /// A drag from one square to another: select, then click the destination.
    pub fn drag(&mut self, from: Square, to: Square) -> InputEvent {
        self.input = DamaInput::default();
        self.click(from);
        if self.input.selected == Some(from) {
            self.click(to)
        } else {
            InputEvent::Nothing
        }
    }

    /// Picks the `index`-th route offered when several end on the same square.
    pub fn pick_route(&mut self, index: usize) -> InputEvent {
        match self.input.choosing.get(index).cloned() {
            Some(route) => self.finish(&route),
            None => InputEvent::Nothing,
        }
    }

    fn click_while_choosing(&mut self, sq: Square) -> InputEvent {
        // A landing square that only one of the offered routes uses picks it.
        let using: Vec<usize> = (0..self.input.choosing.len())
            .filter(|&i| self.input.choosing[i].landings.contains(&sq))
            .collect();
        if let [only] = using[..] {
            return self.pick_route(only);
        }
        if using.is_empty() {
            self.input = DamaInput::default();
            if self.is_movers(sq) {
                self.select(sq);
            }
        }
        InputEvent::Nothing
    }

    fn select(&mut self, sq: Square) {
        self.input = DamaInput {
            selected: Some(sq),
            ..DamaInput::default()
        };
    }

    /// Drops the selection and any hops entered.
    pub fn cancel(&mut self) {
        self.input = DamaInput::default();
    }

    /// The route is chosen: hand its move on to be played.
    fn finish(&mut self, route: &Route) -> InputEvent {
        self.input = DamaInput::default();
        InputEvent::Chosen(GameMove::Dama(route.to_move()))
    }

    /// Plays a move, or says why not: a non-maximal move asks first under the
    /// default rule and is refused under `Forbidden`.
    pub fn play_move(&mut self, mv: Move) -> InputEvent {
        let at = self.session.cursor();
        let text = self.session.position().move_text(&mv);
        let event = match self.session.play(mv) {
            Ok(()) => InputEvent::Played,
            Err(PlayError::Move(MoveError::NonMaximal {
                captured, maximum, ..
            })) => {
                let mv = NonMaximalMove {
                    mv,
                    text,
                    captured,
                    maximum,
                    at,
                };
                if self.session.rules().non_max_capture == NonMaxCapture::Loses {
                    InputEvent::ConfirmLosing(mv)
                } else {
                    InputEvent::Refused(mv)
                }
            }
            Err(_) => InputEvent::Nothing,
        };
        self.refresh();
        event
    }

    /// Plays a non-maximal move the player confirmed.
    pub fn play_losing(&mut self, mv: Move) -> InputEvent {
        let event = match self.session.play_losing(mv) {
            Ok(()) => InputEvent::Played,
            Err(_) => InputEvent::Nothing,
        };
        self.refresh();
        event
    }

    /// The move last played, with its route, for drawing and animation.
    pub fn last_route(&self) -> Option<(Move, Route)> {
        let ply = self.session.last_ply()?;
        let route = ply.before.route(&ply.mv)?;
        Some((ply.mv, route))
    }
}
