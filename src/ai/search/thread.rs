//! One search thread: iterative deepening, aspiration windows, principal variation
//! search with late-move reductions, quiescence through captures, the rules of
//! the game at every node, move ordering by the table move, killers and history.
//!
//! Positions are copied, not undone (the Dama position is 40 bytes). Every buffer
//! a node needs is allocated once per thread ([`ThreadData`]), so the search
//! itself never allocates.

use crate::time::Instant;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::time::Duration;

use super::EndgameTables;
use super::score::{INFINITE, PROVEN, from_table, from_value, is_proven, lost_at, to_table};
use super::tt::{Bound, Table, move_key};
use crate::ai::eval::{Weights, evaluate};
use crate::games::Side;
use crate::games::dama::{DamaRules, Move, Position, Square};
use crate::rng::zobrist_keys;

/// The deepest a line may go, extensions and captures included.
pub const MAX_PLY: usize = 128;

/// The move slot holds nothing.
pub const NO_MOVE: Move = Move::new(Square::new(0), Square::new(0), 0);

/// Keys mixed into the table key when the no-progress count is about to run out,
/// so that a position close to the draw is not confused with the same pieces
/// far from it.
static NO_PROGRESS_KEYS: [u64; NO_PROGRESS_WINDOW] = zobrist_keys(0xDA3A_5EA2);
const NO_PROGRESS_WINDOW: usize = 64;

/// The search's knobs, measured by matches (`akidada match`); the defaults are
/// what the engine plays with.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Moves searched at full depth before late-move reductions start.
    pub lmr_first: usize,
    /// Reductions are ln(depth) * ln(move number) * 100 / this.
    pub lmr_divisor: u32,
    /// At depth 1 and 2, quiet moves are skipped when the static score is this
    /// far (times the depth) below alpha and the move gives the opponent no
    /// capture; 0 turns it off.
    pub futility_margin: i32,
    /// Null-move pruning (dangerous in draughts, where zugzwang is common).
    pub null_move: bool,
    /// Late-move pruning: at depth 3 and less, quiet moves after the first
    /// 3 + depth² are skipped unless they give the opponent a capture.
    pub late_move_pruning: bool,
    /// Reverse futility: at depth 3 and less, a quiet position whose static score
    /// beats beta by this much per ply (and where the opponent has no capture
    /// waiting) is cut at once; 0 turns it off.
    pub reverse_futility: i32,
}

impl Default for Params {
    fn default() -> Params {
        Params {
            lmr_first: 3,
            lmr_divisor: 150,
            futility_margin: 0,
            null_move: true,
            late_move_pruning: true,
            reverse_futility: 80,
        }
    }
}

impl Params {
    /// No reductions and no pruning: every move searched to the full depth.
    /// The reference that tests hold the default's reductions to (a race the
    /// full-width search finds must not be hidden by them).
    pub fn full_width() -> Params {
        Params {
            lmr_first: usize::MAX,
            futility_margin: 0,
            null_move: false,
            late_move_pruning: false,
            reverse_futility: 0,
            ..Params::default()
        }
    }
}

/// Late-move reductions by depth and move number.
pub struct Reductions(pub [[u8; 64]; 64]);

impl Reductions {
    pub fn new(params: &Params) -> Reductions {
        let mut t = [[0u8; 64]; 64];
        for (d, row) in t.iter_mut().enumerate().skip(1) {
            for (m, r) in row.iter_mut().enumerate().skip(1) {
                let x = (d as f64).ln() * (m as f64).ln() * 100.0 / f64::from(params.lmr_divisor);
                *r = x.clamp(0.0, 60.0) as u8;
            }
        }
        Reductions(t)
    }
}

/// What the search keeps per thread between searches: buffers, killers, history.
pub struct ThreadData {
    moves: Vec<Vec<Move>>,
    order: Vec<Vec<i32>>,
    killers: Vec<[Move; 2]>,
    /// [side][from][to] for quiet moves that caused cut-offs.
    history: Vec<i32>,
    pv: Vec<[Move; MAX_PLY + 1]>,
    pv_len: Vec<usize>,
    /// Keys of the positions of the line being searched, by ply.
    keys: Vec<u64>,
    /// Plies since the last irreversible move (a capture or a man's step forward)
    /// along the line, by ply; 0 at the root. A man's sideways step can be undone,
    /// so it does not count as irreversible here (the no-progress count, which the
    /// rules define, does reset on it).
    reversible: Vec<usize>,
    /// Whether a null move may be tried at this ply (not twice in a row).
    null_ok: Vec<bool>,
}

impl Default for ThreadData {
    fn default() -> ThreadData {
        ThreadData {
            moves: (0..=MAX_PLY).map(|_| Vec::with_capacity(128)).collect(),
            order: (0..=MAX_PLY).map(|_| Vec::with_capacity(128)).collect(),
            killers: vec![[NO_MOVE; 2]; MAX_PLY + 1],
            history: vec![0; 2 * 64 * 64],
            pv: vec![[NO_MOVE; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: vec![0; MAX_PLY + 1],
            keys: vec![0; MAX_PLY + 2],
            reversible: vec![0; MAX_PLY + 2],
            null_ok: vec![true; MAX_PLY + 2],
        }
    }
}

impl ThreadData {
    /// Forgets killers and history (a new game).
    pub fn clear(&mut self) {
        self.killers.fill([NO_MOVE; 2]);
        self.history.fill(0);
    }
}

/// Everything the threads of one search share.
pub struct Shared<'a> {
    pub table: &'a Table,
    pub weights: &'a Weights,
    pub rules: DamaRules,
    pub tables: Option<&'a dyn EndgameTables>,
    /// The caller's stop flag.
    pub stop: &'a AtomicBool,
    /// Set by the main thread when it is done, to stop the helpers.
    pub done: &'a AtomicBool,
    /// Nodes of every thread, added in batches.
    pub nodes: &'a AtomicU64,
    pub start: Instant,
    pub hard_deadline: Option<Duration>,
    pub node_limit: Option<u64>,
    /// Keys of the game's positions before the root.
    pub history: &'a [u64],
    pub root: Position,
    pub params: &'a Params,
    pub reductions: &'a Reductions,
}

/// A move at the root with what the search found for it.
#[derive(Clone, Debug)]
pub struct RootMove {
    pub mv: Move,
    /// This iteration's score, `-INFINITE` until the move has one.
    pub score: i32,
    /// The last completed iteration's score.
    pub previous: i32,
    /// The line, this move first.
    pub pv: Vec<Move>,
    pub seldepth: usize,
}

/// One search thread.
pub struct Worker<'a, 'd> {
    sh: &'a Shared<'a>,
    td: &'d mut ThreadData,
    /// The main thread reports and watches the clock; helpers only search.
    main: bool,
    pub nodes: u64,
    flushed: u64,
    pub seldepth: usize,
    pub stopped: bool,
    /// The game's positions before the root.
    before_root: BeforeRoot,
    root_depth: i32,
    pub root_moves: Vec<RootMove>,
    no_progress_plies: u16,
    lines: usize,
}

impl<'a, 'd> Worker<'a, 'd> {
    pub fn new(sh: &'a Shared<'a>, td: &'d mut ThreadData, main: bool) -> Worker<'a, 'd> {
        td.keys[0] = sh.root.hash();
        td.reversible[0] = 0;
        let mut moves = Vec::new();
        sh.root.legal_moves(&mut moves);
        let root_moves = moves
            .into_iter()
            .map(|mv| RootMove {
                mv,
                score: -INFINITE,
                previous: -INFINITE,
                pv: vec![mv],
                seldepth: 0,
            })
            .collect();
        Worker {
            sh,
            td,
            main,
            nodes: 0,
            flushed: 0,
            seldepth: 0,
            stopped: false,
            before_root: BeforeRoot::new(sh.history),
            root_depth: 0,
            root_moves,
            no_progress_plies: sh.rules.no_progress.saturating_mul(2),
            lines: 1,
        }
    }

    /// Checks the stop flags, the clock and the node budget.
    #[cold]
    fn poll(&mut self) {
        let fresh = self.nodes - self.flushed;
        self.flushed = self.nodes;
        let total = self.sh.nodes.fetch_add(fresh, Relaxed) + fresh;
        if self.sh.stop.load(Relaxed) || self.sh.done.load(Relaxed) {
            self.stopped = true;
        }
        if self.main {
            if let Some(limit) = self.sh.hard_deadline
                && self.sh.start.elapsed() >= limit
            {
                self.stopped = true;
            }
            if let Some(limit) = self.sh.node_limit
                && total >= limit
            {
                self.stopped = true;
            }
        }
    }

    /// Counts a node; every so often, looks at the flags and limits.
    #[inline(always)]
    fn visit(&mut self, ply: usize) -> bool {
        self.nodes += 1;
        if ply > self.seldepth {
            self.seldepth = ply;
        }
        let every = match self.sh.node_limit {
            Some(limit) if limit < 65_536 => 63,
            _ => 1023,
        };
        if self.nodes & every == 0 {
            self.poll();
        }
        self.stopped
    }

    /// The key the table files `pos` under.
    #[inline(always)]
    fn table_key(&self, pos: &Position) -> u64 {
        let mut key = pos.hash();
        if self.no_progress_plies > 0 {
            let left = self.no_progress_plies.saturating_sub(pos.quiet_plies()) as usize;
            if left < NO_PROGRESS_WINDOW {
                key ^= NO_PROGRESS_KEYS[left];
            }
        }
        key
    }

    /// Whether the no-progress count has run out at `pos`.
    #[inline(always)]
    fn no_progress_draw(&self, pos: &Position) -> bool {
        self.no_progress_plies > 0 && pos.quiet_plies() >= self.no_progress_plies
    }

    /// Whether `pos`, at `ply`, repeats: once inside the searched line (the
    /// player who can repeat once can repeat again), or twice in the game before
    /// the root (this is then the third time).
    #[inline]
    fn repeats(&self, pos: &Position, ply: usize) -> bool {
        let reversible = self.td.reversible[ply];
        if reversible == 0 {
            return false;
        }
        let key = pos.hash();
        let mut i = ply;
        while i >= 2 && i - 2 >= ply - reversible {
            i -= 2;
            if self.td.keys[i] == key {
                return true;
            }
        }
        // Back to the root with nothing irreversible: the game before may hold it.
        reversible == ply && self.before_root.count(key) >= 2
    }

    /// Records the child of the node at `ply` reached by `mv` for the repetition
    /// rule.
    #[inline(always)]
    fn enter(&mut self, pos: &Position, mv: &Move, child: &Position, ply: usize) {
        self.td.keys[ply + 1] = child.hash();
        self.td.reversible[ply + 1] = if pos.is_irreversible(mv) {
            0
        } else {
            self.td.reversible[ply] + 1
        };
    }

    /// The rules that end the game after a move: material (no pieces, the lone
    /// piece) and repetition. `Some(score)` if the game is over.
    #[inline(always)]
    fn rules_after_move(&self, pos: &Position, ply: usize) -> Option<i32> {
        if let Some(outcome) = pos.decided_by_material(&self.sh.rules) {
            return Some(match outcome.winner() {
                Some(_) => lost_at(ply),
                None => 0,
            });
        }
        if self.repeats(pos, ply) {
            return Some(0);
        }
        None
    }

    /// Quiescence: plays out every capture (captures are compulsory, so there is
    /// no standing pat while one exists), then evaluates the quiet position,
    /// unless the endgame tables know it.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.visit(ply) {
            return 0;
        }
        if ply > 0
            && let Some(score) = self.rules_after_move(pos, ply)
        {
            return score;
        }
        if ply >= MAX_PLY {
            return evaluate(pos, self.sh.weights);
        }
        // A capture played out past the horizon can land in the tables: trades
        // into a drawn ending are where leads are thrown away.
        if ply > 0
            && let Some(tables) = self.sh.tables
            && let Some(value) = tables.probe(pos, &self.sh.rules)
        {
            return from_value(value, ply);
        }
        if !pos.has_capture() {
            if !has_plain_move(pos) {
                return lost_at(ply);
            }
            if self.no_progress_draw(pos) {
                return 0;
            }
            return evaluate(pos, self.sh.weights);
        }
        if self.no_progress_draw(pos) {
            return 0;
        }
        pos.legal_moves(&mut self.td.moves[ply]);
        let count = self.td.moves[ply].len();
        let mut best = -INFINITE;
        for i in 0..count {
            let mv = self.td.moves[ply][i];
            let child = pos.play(&mv);
            self.td.keys[ply + 1] = child.hash();
            self.td.reversible[ply + 1] = 0;
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// Scores the moves at `ply` for ordering.
    fn order_moves(&mut self, pos: &Position, ply: usize, table_move: u32) {
        let us = pos.side_to_move();
        let enemy_kings = pos.kings(us.opposite());
        let killers = self.td.killers[ply];
        let moves = &self.td.moves[ply];
        let order = &mut self.td.order[ply];
        order.clear();
        for mv in moves {
            let score = if table_move != 0 && move_key(mv) == table_move {
                1 << 30
            } else if mv.is_capture() {
                // All captures here take the same number: prefer kings, crowning.
                (1 << 28)
                    + 1000 * (mv.captured() & enemy_kings).count_ones() as i32
                    + if pos.crowns(mv) { 500 } else { 0 }
            } else if *mv == killers[0] {
                1 << 27
            } else if *mv == killers[1] {
                (1 << 27) - 1
            } else if pos.crowns(mv) {
                1 << 26
            } else {
                self.td.history[history_index(us.index(), mv)]
            };
            order.push(score);
        }
    }

    /// Brings the best-ordered move among those from `i` on to place `i`.
    #[inline(always)]
    fn pick(&mut self, ply: usize, i: usize) -> Move {
        let order = &mut self.td.order[ply];
        let mut best = i;
        for j in i + 1..order.len() {
            if order[j] > order[best] {
                best = j;
            }
        }
        order.swap(i, best);
        self.td.moves[ply].swap(i, best);
        self.td.moves[ply][i]
    }

    fn reward(&mut self, pos: &Position, ply: usize, mv: Move, depth: i32, tried: usize) {
        if mv.is_capture() {
            return;
        }
        let killers = &mut self.td.killers[ply];
        if killers[0] != mv {
            killers[1] = killers[0];
            killers[0] = mv;
        }
        let side = pos.side_to_move().index();
        let bonus = (depth * depth).min(400);
        let update = |h: &mut i32, delta: i32| {
            *h += delta - *h * delta.abs() / 16_384;
        };
        update(&mut self.td.history[history_index(side, &mv)], bonus);
        // The quiet moves tried before it did not cut: they lose a little.
        for j in 0..tried {
            let other = self.td.moves[ply][j];
            if !other.is_capture() {
                update(&mut self.td.history[history_index(side, &other)], -bonus);
            }
        }
    }

    /// Principal variation search.
    fn search(
        &mut self,
        pos: &Position,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        pv_node: bool,
    ) -> i32 {
        self.td.pv_len[ply] = 0;
        if depth <= 0 {
            return self.quiesce(pos, alpha, beta, ply);
        }
        if self.visit(ply) {
            return 0;
        }
        if let Some(score) = self.rules_after_move(pos, ply) {
            return score;
        }
        // No line can end better than winning at once or worse than losing now.
        alpha = alpha.max(lost_at(ply));
        beta = beta.min(-lost_at(ply + 1));
        if alpha >= beta {
            return alpha;
        }
        if ply >= MAX_PLY {
            return self.quiesce(pos, alpha, beta, ply);
        }
        if let Some(tables) = self.sh.tables
            && let Some(value) = tables.probe(pos, &self.sh.rules)
        {
            return from_value(value, ply);
        }

        let key = self.table_key(pos);
        let entry = self.sh.table.probe(key);
        let table_move = entry.map_or(0, |e| e.mv);
        if let Some(e) = entry
            && !pv_node
            && e.depth >= depth
        {
            let score = from_table(e.score, ply);
            let usable = match e.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
            };
            if usable {
                return score;
            }
        }

        pos.legal_moves(&mut self.td.moves[ply]);
        let count = self.td.moves[ply].len();
        if count == 0 {
            return lost_at(ply);
        }
        if self.no_progress_draw(pos) {
            return 0;
        }
        if depth >= 2 {
            for mv in self.td.moves[ply].iter() {
                self.sh.table.prefetch(self.table_key(&pos.play(mv)));
            }
        }
        // A forced move costs nothing to look past.
        if count == 1 && (ply as i32) < 2 * self.root_depth {
            depth += 1;
        }
        self.order_moves(pos, ply, table_move);

        let quiet_node = !self.td.moves[ply][0].is_capture();
        let mut static_eval = None;
        if !pv_node && quiet_node && !is_proven(beta) && !is_proven(alpha) {
            // Null move: if passing still beats beta, a real move will too.
            if self.sh.params.null_move
                && depth >= 3
                && pos.pieces(pos.side_to_move()).count_ones() >= 6
                && pos.pieces(pos.side_to_move().opposite()).count_ones() >= 6
                && ply > 0
                && self.td.null_ok[ply]
            {
                let eval = evaluate(pos, self.sh.weights);
                static_eval = Some(eval);
                if eval >= beta {
                    let passed = pos.with_side_to_move(pos.side_to_move().opposite());
                    let r = 2 + depth / 4;
                    self.td.keys[ply + 1] = passed.hash();
                    self.td.reversible[ply + 1] = 0;
                    self.td.null_ok[ply + 1] = false;
                    let score =
                        -self.search(&passed, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
                    self.td.null_ok[ply + 1] = true;
                    if self.stopped {
                        return 0;
                    }
                    if score >= beta {
                        return if is_proven(score) { beta } else { score };
                    }
                }
            }
        }
        if self.sh.params.reverse_futility > 0
            && !pv_node
            && quiet_node
            && depth <= 3
            && !is_proven(beta)
            && !crate::ai::eval::features::can_capture(pos, pos.side_to_move().opposite())
        {
            let eval = static_eval.unwrap_or_else(|| evaluate(pos, self.sh.weights));
            static_eval = Some(eval);
            if eval - self.sh.params.reverse_futility * depth >= beta {
                return eval;
            }
        }
        let late_limit = if self.sh.params.late_move_pruning
            && !pv_node
            && quiet_node
            && depth <= 3
            && !is_proven(alpha)
        {
            (3 + depth * depth) as usize
        } else {
            usize::MAX
        };
        let futile = if self.sh.params.futility_margin > 0
            && !pv_node
            && quiet_node
            && depth <= 2
            && !is_proven(alpha)
        {
            let eval = static_eval.unwrap_or_else(|| evaluate(pos, self.sh.weights));
            let bound = eval + self.sh.params.futility_margin * depth;
            (bound <= alpha).then_some(bound)
        } else {
            None
        };

        let original_alpha = alpha;
        let mut best = -INFINITE;
        let mut best_move = NO_MOVE;
        let reducible = count > 2 && depth >= 3 && !is_proven(alpha) && beta < PROVEN;
        for i in 0..count {
            let mv = self.pick(ply, i);
            let child = pos.play(&mv);
            if let Some(bound) = futile
                && i > 0
                && !pos.crowns(&mv)
                && !child.has_capture()
            {
                best = best.max(bound);
                continue;
            }
            if i >= late_limit && best > -PROVEN && !pos.crowns(&mv) && !child.has_capture() {
                continue;
            }
            self.enter(pos, &mv, &child, ply);
            let new_depth = depth - 1;
            let score = if i == 0 {
                -self.search(&child, new_depth, -beta, -alpha, ply + 1, pv_node)
            } else {
                let quiet = !mv.is_capture() && !pos.crowns(&mv);
                let mut r = 0;
                if reducible
                    && quiet
                    && i >= self.sh.params.lmr_first
                    && self.td.order[ply][i] < (1 << 26)
                {
                    r = i32::from(self.sh.reductions.0[depth.min(63) as usize][i.min(63)]);
                    if pv_node {
                        r -= 1;
                    }
                    r = r.clamp(0, new_depth - 1);
                }
                let mut s = -self.search(&child, new_depth - r, -alpha - 1, -alpha, ply + 1, false);
                if s > alpha && r > 0 {
                    s = -self.search(&child, new_depth, -alpha - 1, -alpha, ply + 1, false);
                }
                if s > alpha && pv_node && s < beta {
                    s = -self.search(&child, new_depth, -beta, -alpha, ply + 1, true);
                }
                s
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = mv;
                if score > alpha {
                    alpha = score;
                    if pv_node {
                        self.update_pv(ply, mv);
                    }
                    if alpha >= beta {
                        self.reward(pos, ply, mv, depth, i);
                        break;
                    }
                }
            }
        }

        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let mv = if bound == Bound::Upper {
            0
        } else {
            move_key(&best_move)
        };
        self.sh
            .table
            .store(key, mv, to_table(best, ply), depth, bound);
        best
    }

    /// The line at `ply` becomes `mv` followed by the line found at `ply + 1`.
    #[inline]
    fn update_pv(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.td.pv.split_at_mut(ply + 1);
        let child_len = self.td.pv_len[ply + 1].min(MAX_PLY - 1);
        head[ply][0] = mv;
        head[ply][1..=child_len].copy_from_slice(&tail[0][..child_len]);
        self.td.pv_len[ply] = child_len + 1;
    }

    /// Searches the root moves from `first` on (the earlier ones are the lines
    /// already chosen in multi-PV). Scores are written into the root moves.
    fn search_root(&mut self, depth: i32, mut alpha: i32, beta: i32, first: usize) -> i32 {
        let root = self.sh.root;
        self.td.pv_len[0] = 0;
        self.nodes += 1;
        let mut best = -INFINITE;
        for i in first..self.root_moves.len() {
            let mv = self.root_moves[i].mv;
            let child = root.play(&mv);
            self.enter(&root, &mv, &child, 0);
            let score = if i == first {
                -self.search(&child, depth - 1, -beta, -alpha, 1, true)
            } else {
                let mut s = -self.search(&child, depth - 1, -alpha - 1, -alpha, 1, false);
                if s > alpha && s < beta {
                    s = -self.search(&child, depth - 1, -beta, -alpha, 1, true);
                }
                s
            };
            if self.stopped {
                return best;
            }
            let rm = &mut self.root_moves[i];
            if i == first || score > alpha {
                rm.score = score;
                rm.seldepth = self.seldepth;
                rm.pv.clear();
                rm.pv.push(mv);
                let len = self.td.pv_len[1];
                rm.pv.extend_from_slice(&self.td.pv[1][..len]);
            } else {
                rm.score = -INFINITE;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }
}

/// What [`Worker::iterate`] is asked to do.
pub struct Iterate {
    pub max_depth: u32,
    /// Lines to keep exact (multi-PV).
    pub lines: usize,
    /// No new iteration past this time (main thread).
    pub soft_deadline: Option<Duration>,
    /// Go on after the result is proven.
    pub infinite: bool,
    pub first_depth: u32,
}

impl Worker<'_, '_> {
    /// Iterative deepening with aspiration windows. Calls `on_depth` after each
    /// completed iteration and returns the last completed depth. The root moves
    /// stay sorted best first; a stopped iteration leaves them as far as it got
    /// (a move that beat the best is already in front).
    pub fn iterate(&mut self, it: &Iterate, on_depth: &mut dyn FnMut(&Self, u32)) -> u32 {
        let mut completed = 0;
        if self.root_moves.is_empty() {
            return 0;
        }
        let lines = it.lines.clamp(1, self.root_moves.len());
        self.lines = lines;
        let max_depth = it.max_depth.min(MAX_PLY as u32 - 1);
        for depth in it.first_depth.max(1)..=max_depth {
            self.root_depth = depth as i32;
            for rm in &mut self.root_moves {
                rm.previous = rm.score;
                rm.score = -INFINITE;
            }
            self.seldepth = 0;
            for pv_index in 0..lines {
                let previous = self.root_moves[pv_index].previous;
                let mut delta = 30;
                let (mut alpha, mut beta) =
                    if depth >= 4 && previous > -INFINITE && !is_proven(previous) {
                        (previous - delta, previous + delta)
                    } else {
                        (-INFINITE, INFINITE)
                    };
                loop {
                    let score = self.search_root(depth as i32, alpha, beta, pv_index);
                    self.root_moves[pv_index..]
                        .sort_by_key(|rm| std::cmp::Reverse((rm.score, rm.previous)));
                    if self.stopped {
                        break;
                    }
                    if score <= alpha {
                        beta = (alpha + beta) / 2;
                        alpha = (score - delta).max(-INFINITE);
                    } else if score >= beta {
                        beta = (score + delta).min(INFINITE);
                    } else {
                        break;
                    }
                    delta += delta / 2;
                    if delta > 800 {
                        (alpha, beta) = (-INFINITE, INFINITE);
                    }
                }
                self.root_moves[..=pv_index].sort_by_key(|rm| std::cmp::Reverse(rm.score));
                if self.stopped {
                    break;
                }
            }
            if self.stopped {
                break;
            }
            completed = depth;
            on_depth(self, depth);
            if !self.main {
                continue;
            }
            if let Some(soft) = it.soft_deadline
                && self.sh.start.elapsed() >= soft
            {
                break;
            }
            let best = self.root_moves[0].score;
            if !it.infinite
                && is_proven(best)
                && depth as i32 >= super::score::MATE - best.abs() + 2
            {
                break;
            }
        }
        completed
    }

    /// The nodes not yet added to the shared count.
    pub fn unflushed_nodes(&self) -> u64 {
        self.nodes - self.flushed
    }

    /// The lines the search keeps exact (multi-PV).
    pub fn lines_wanted(&self) -> usize {
        self.lines
    }

    /// Adds this thread's remaining nodes to the shared count.
    pub fn flush_nodes(&mut self) {
        let fresh = self.nodes - self.flushed;
        self.flushed = self.nodes;
        self.sh.nodes.fetch_add(fresh, Relaxed);
    }
}

/// Whether the side to move has a plain move (it has no capture: asked only of
/// quiet positions).
#[inline(always)]
fn has_plain_move(pos: &Position) -> bool {
    use crate::games::dama::board::{FILE_A, FILE_H};
    let us = pos.side_to_move();
    let men = pos.men(us);
    let occupied = pos.occupied();
    let empty = !occupied;
    let forward = match us {
        Side::White => men << 8,
        Side::Black => men >> 8,
    };
    if (forward | ((men & !FILE_H) << 1) | ((men & !FILE_A) >> 1)) & empty != 0 {
        return true;
    }
    // A king can slide if any square next to it is empty.
    let kings = pos.kings(us);
    let next_to_kings =
        ((kings & !FILE_H) << 1) | ((kings & !FILE_A) >> 1) | (kings << 8) | (kings >> 8);
    next_to_kings & empty != 0
}

/// The game's positions before the root, counted by key, for the repetition
/// rule. A 1024-bit filter answers most questions without a search.
struct BeforeRoot {
    filter: [u64; 16],
    counts: Vec<(u64, u32)>,
}

impl BeforeRoot {
    fn new(history: &[u64]) -> BeforeRoot {
        let mut filter = [0u64; 16];
        let mut counts: Vec<(u64, u32)> = Vec::new();
        let mut sorted = history.to_vec();
        sorted.sort_unstable();
        for key in sorted {
            filter[(key as usize >> 6) & 15] |= 1 << (key & 63);
            match counts.last_mut() {
                Some((k, n)) if *k == key => *n += 1,
                _ => counts.push((key, 1)),
            }
        }
        BeforeRoot { filter, counts }
    }

    #[inline(always)]
    fn count(&self, key: u64) -> u32 {
        if self.filter[(key as usize >> 6) & 15] & (1 << (key & 63)) == 0 {
            return 0;
        }
        self.counts
            .binary_search_by_key(&key, |&(k, _)| k)
            .map_or(0, |i| self.counts[i].1)
    }
}

#[inline(always)]
fn history_index(side: usize, mv: &Move) -> usize {
    side * 4096 + mv.from().index() * 64 + mv.to().index()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn plain_moves_are_seen_as_move_generation_sees_them() {
        let mut rng = Rng::new(11);
        let mut moves = Vec::new();
        let mut blocked = 0;
        for _ in 0..3000 {
            let mut pos = Position::start(Side::White);
            for _ in 0..rng.below(120) {
                pos.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                pos = pos.play(&moves[rng.below(moves.len())]);
            }
            if pos.has_capture() {
                continue;
            }
            let has = pos.count_legal_moves(&mut moves) > 0;
            assert_eq!(has_plain_move(&pos), has, "{pos}");
            blocked += usize::from(!has);
        }
        // Crowded positions where a side is blocked do occur in random play.
        assert!(blocked > 0);
    }

    #[test]
    fn reductions_grow_with_depth_and_move_number() {
        let r = Reductions::new(&Params::default());
        assert_eq!(r.0[1][1], 0);
        assert!(r.0[20][30] > r.0[4][4]);
        for d in 1..63 {
            for m in 1..63 {
                assert!(r.0[d + 1][m] >= r.0[d][m] && r.0[d][m + 1] >= r.0[d][m]);
            }
        }
    }
}
