//! What the board draws from the computer's answers: the hint, the best
//! move, an analysis line pointed at, the better move of a reviewed mistake,
//! and teaching mode's values on the points.

use super::App;
use crate::app::computer::{Computer, Eval};
use crate::app::highlight::{Badge, Highlight, Tone};
use crate::app::play::{GameMove, GamePlay};
use crate::games::akidada::Point;
use crate::i18n::m;

/// How many moves of an analysis line the board draws when it is pointed at.
pub const LINE_MOVES_DRAWN: usize = 4;

impl App {
    /// The hint to draw: the best move of the position on the board, once the
    /// analysis has one.
    pub fn hint_highlight(&self) -> Option<Highlight> {
        if self.computer.hint != Some(Computer::ticket(&self.game)) {
            return None;
        }
        self.best_move_highlight()
    }

    /// The analysis's best move as an arrow, as analysis boards keep it drawn
    /// while their panel is open.
    pub fn best_move_highlight(&self) -> Option<Highlight> {
        let analysis = self.computer.engine.analysis(&self.game)?;
        let mv = *analysis.lines.first()?.moves.first()?;
        self.highlight_of(mv)
    }

    /// In a reviewed game, with a marked move (an inaccuracy or worse) on the
    /// board: the better move the review found, drawn from the position the
    /// marked move was played in.
    pub fn review_better_highlight(&self) -> Option<Highlight> {
        let review = self.game.current_review()?;
        let n = self.game.cursor().checked_sub(1)?;
        let judged = review.moves.get(n)?;
        if judged.class < crate::ai::review::MoveClass::Inaccuracy {
            return None;
        }
        let better = judged.better.as_deref()?;
        match &self.game.play {
            GamePlay::Dama(p) => {
                let before = p.session.position_at(n);
                let mv = before.parse_move(better).ok()?;
                let route = before.route(&mv)?;
                Some(Highlight::DamaLine(vec![route]))
            }
            GamePlay::Akidada(p) => {
                let before = p.session.position_at(n);
                let mv = before.parse_move(p.session.rules(), better).ok()?;
                Some(Highlight::AkidadaLine(vec![mv]))
            }
        }
    }

    /// How the board draws one move.
    pub fn highlight_of(&self, mv: GameMove) -> Option<Highlight> {
        match (&self.game.play, mv) {
            // Drawn as the first move of an analysis line is: an arrow.
            (GamePlay::Dama(p), GameMove::Dama(mv)) => {
                let route = p.session.position().route(&mv)?;
                Some(Highlight::DamaLine(vec![route]))
            }
            (GamePlay::Akidada(_), GameMove::Akidada(mv)) => Some(Highlight::AkidadaLine(vec![mv])),
            _ => None,
        }
    }

    /// The analysis line `index` drawn on the board: its first
    /// `LINE_MOVES_DRAWN` moves (more arrows would hide the board).
    pub fn line_highlight(&self, index: usize) -> Option<Highlight> {
        let line = self
            .computer
            .engine
            .analysis(&self.game)?
            .lines
            .get(index)?;
        let moves = &line.moves[..line.moves.len().min(LINE_MOVES_DRAWN)];
        match &self.game.play {
            GamePlay::Dama(p) => {
                let mut pos = p.session.position();
                let mut routes = Vec::new();
                for mv in moves {
                    let GameMove::Dama(mv) = mv else { return None };
                    routes.push(pos.route(mv)?);
                    pos = pos.play(mv);
                }
                Some(Highlight::DamaLine(routes))
            }
            GamePlay::Akidada(_) => Some(Highlight::AkidadaLine(
                moves
                    .iter()
                    .filter_map(|m| match m {
                        GameMove::Akidada(m) => Some(*m),
                        GameMove::Dama(_) => None,
                    })
                    .collect(),
            )),
        }
    }

    /// Teaching mode in Akidada: the exact value of the best move on each point
    /// it can go to (placing), or of each piece's best slide (and, once a piece
    /// is chosen, of each of its slides); while a line's removal is being
    /// chosen, the value of removing each piece (the placement's are stale then).
    pub fn value_badges(&self, judgements: &[(GameMove, Eval)]) -> Option<Highlight> {
        let GamePlay::Akidada(play) = &self.game.play else {
            return None;
        };
        if judgements.is_empty() || self.game.outcome().is_some() {
            return None;
        }
        let selected = play.input.selected;
        let pending = play.input.pending;
        let mut best: Vec<(Point, Eval)> = Vec::new();
        for (mv, eval) in judgements {
            let GameMove::Akidada(mv) = mv else { continue };
            let spots: Vec<Point> = match (pending, mv.from(), selected) {
                (Some((step, chosen)), ..) => {
                    // A removal: each point still to choose, of this line only.
                    if (mv.from(), mv.to()) != (step.from(), step.to())
                        || mv.removed() & chosen != chosen
                    {
                        continue;
                    }
                    mv.removed_points()
                        .filter(|p| chosen & p.bit() == 0)
                        .collect()
                }
                (None, None, _) => vec![mv.to()],
                (None, Some(from), Some(s)) if from == s => vec![mv.to()],
                (None, Some(_), Some(_)) => continue,
                (None, Some(from), None) => vec![from],
            };
            for spot in spots {
                match best.iter_mut().find(|(p, _)| *p == spot) {
                    Some((_, e)) if eval.chance() > e.chance() || better_exact(*eval, *e) => {
                        *e = *eval
                    }
                    Some(_) => {}
                    None => best.push((spot, *eval)),
                }
            }
        }
        let tr = self.tr();
        Some(Highlight::Badges(
            best.into_iter()
                .map(|(point, e)| {
                    let tone = match e.chance() {
                        c if c > 0.0 => Tone::Good,
                        c if c < 0.0 => Tone::Bad,
                        _ => Tone::Even,
                    };
                    Badge {
                        point,
                        short: crate::app::text::thinking::eval_badge(e, tr.0),
                        words: tr.f(
                            m::COMPUTER_BADGE_TOOLTIP,
                            [(
                                "value",
                                crate::app::text::thinking::eval_words(e, tr.0).into(),
                            )],
                        ),
                        tone,
                    }
                })
                .collect(),
        ))
    }
}

/// Between two exact values of the same chance (two wins), the quicker.
fn better_exact(a: Eval, b: Eval) -> bool {
    match (a, b) {
        (Eval::Exact { value: x, .. }, Eval::Exact { value: y, .. }) => x > y,
        _ => false,
    }
}
