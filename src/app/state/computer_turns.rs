//! The app's side of the computer: when it may move, what analysis is needed,
//! and what to do with its answers.

use super::App;
use crate::app::computer::{Action, AnalysisWant, Computer, Eval};
use crate::app::highlight::{Badge, Highlight, Tone};
use crate::app::modal::Modal;
use crate::app::play::{GameMove, GamePlay, InputEvent, PlayerKind};
use crate::games::akidada::Point;
use crate::i18n::{Tr, m};

/// Lines the analysis panel shows.
pub const PANEL_LINES: usize = 3;

impl App {
    /// The computer's work for this frame: its move, the analysis wanted, a
    /// review, a draw offer's answer.
    pub(super) fn run_computer(&mut self, now: f64) {
        let level = self.computer_to_move();
        let want = self.analysis_want();
        let actions = self.computer.update(
            &self.game,
            level,
            self.settings.computer_may_resign,
            want,
            now,
        );
        for action in actions {
            match action {
                Action::Play(mv) => {
                    let event = self.game.play_now(mv);
                    if event == InputEvent::Played {
                        self.played(now);
                    }
                }
                Action::Resign(side) => {
                    if self.game.side_to_move() == side {
                        self.game.resign();
                        self.game_ended();
                    }
                }
                Action::DrawReply { accepts } => {
                    if accepts {
                        self.game.agree_draw();
                        self.game_ended();
                    }
                    let answer = if accepts {
                        m::COMPUTER_DRAW_ACCEPTED
                    } else {
                        m::COMPUTER_DRAW_DECLINED
                    };
                    self.modal = Some(Modal::message(
                        m::OFFER_DRAW,
                        Tr(self.settings.language).t(answer),
                    ));
                }
            }
        }
        if let Some(review) = self.computer.poll_review(&self.game) {
            self.game.review = Some(review);
        }
    }

    /// The computer's level if it is to move now and may: the game on, the
    /// last move on the board, nothing asked of the person, not paused.
    pub fn computer_to_move(&self) -> Option<u8> {
        // While it weighs a draw offer it does not move: the answer is about
        // the position the offer was made in, and is always given.
        let waiting = self.paused
            || self.modal_open()
            || self.computer.considering_draw()
            || self.game.outcome().is_some()
            || self.game.cursor() < self.game.ply_count();
        if waiting {
            return None;
        }
        self.game.players.computer_level(self.game.side_to_move())
    }

    /// What the window needs analysed in the position on the board.
    fn analysis_want(&self) -> AnalysisWant {
        if self.editor().is_some() {
            return AnalysisWant::default();
        }
        let hint = self.hint == Some(Computer::ticket(&self.game));
        let legal = self.legal_move_count();
        let teaching = self.settings.teaching && self.teaching_judges() && legal > 1;
        let mut lines = 0;
        if self.settings.analysis {
            lines = lines.max(PANEL_LINES);
        }
        if teaching {
            lines = lines.max(legal);
        }
        if hint {
            lines = lines.max(1);
        }
        AnalysisWant {
            lines,
            infinite: self.settings.analysis,
        }
    }

    /// Whether teaching mode judges the moves here: every Akidada move, and Dama
    /// positions where a capture is compulsory (the variants listed).
    fn teaching_judges(&self) -> bool {
        match &self.game.play {
            GamePlay::Akidada(_) => true,
            GamePlay::Dama(play) => play.candidates().maximum > 0,
        }
    }

    fn legal_move_count(&self) -> usize {
        match &self.game.play {
            GamePlay::Akidada(p) => p.session.legal_moves().len(),
            GamePlay::Dama(p) => p.session.legal_moves().len(),
        }
    }

    /// The hint to draw: the best move of the position on the board, once the
    /// analysis has one.
    pub fn hint_highlight(&self) -> Option<Highlight> {
        if self.hint != Some(Computer::ticket(&self.game)) {
            return None;
        }
        self.best_move_highlight()
    }

    /// The analysis's best move as an arrow, as analysis boards keep it drawn
    /// while their panel is open.
    pub fn best_move_highlight(&self) -> Option<Highlight> {
        let analysis = self.computer.analysis(&self.game)?;
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

    /// Takes back a move; against the computer, back to the person's turn.
    pub(super) fn undo_to_a_person(&mut self) -> bool {
        let mut undone = self.game.undo();
        while undone
            && self.game.outcome().is_none()
            && self
                .game
                .players
                .computer_level(self.game.side_to_move())
                .is_some()
            && self.game.cursor() > 0
            && self.game.players.kinds.contains(&PlayerKind::Human)
        {
            undone = self.game.undo();
        }
        undone
    }

    /// A draw: people are asked to confirm; the computer judges an offer,
    /// and its answer is said in words.
    pub(super) fn offer_draw(&mut self) {
        if self.game.outcome().is_some() {
            return;
        }
        let side = self.game.side_to_move();
        let computer = [side.opposite(), side]
            .into_iter()
            .find(|&s| self.game.players.computer_level(s).is_some());
        match computer {
            Some(computer) => self.computer.offer_draw(&self.game, computer),
            None => self.modal = Some(Modal::ConfirmDraw),
        }
    }
}

/// How many moves of an analysis line the board draws when it is pointed at.
pub const LINE_MOVES_DRAWN: usize = 4;

impl App {
    /// The analysis line `index` drawn on the board: its first
    /// `LINE_MOVES_DRAWN` moves (more arrows would hide the board).
    pub fn line_highlight(&self, index: usize) -> Option<Highlight> {
        let line = self.computer.analysis(&self.game)?.lines.get(index)?;
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
