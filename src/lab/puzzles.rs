//! `akidada puzzles generate`: mines puzzles and drill positions from self-play
//! games between varied levels, deterministic from a seed.
//!
//! Game `i` of each game's stream is played and mined with its own random
//! generator, seeded from the `--seed` value and `i`, so the output does not
//! depend on the number of threads: the puzzles are taken game by game in
//! order until each kind has its count. Every candidate position is counted, and every
//! check that removes one says so ([`Stats`]).

use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use crate::ai::puzzles::check::{AKIDADA_LIMITS, ENDGAME_LIMITS, PROOF_NODES};
use crate::ai::puzzles::context::akidada_variants;
use crate::ai::puzzles::drill::DrillPosition;
use crate::ai::puzzles::exact::{self, AkidadaOracle, EndgameOracle, LineLimits, Oracle, Proven};
use crate::ai::puzzles::middle::{self, ProofSearch};
use crate::ai::puzzles::puzzle::{Goal, Kind, Puzzle, options_of};
use crate::ai::puzzles::{Context, Reject};
use crate::ai::puzzles::{rating, themes};
use crate::ai::search::{EndgameTables, LEVELS, Limits, Search};
use crate::ai::solved::{self, Solver};
use crate::games::Side;
use crate::games::akidada::{Akidada, Position as APosition};
use crate::games::dama::{
    Dama, DamaRules, LonePiece, Move as DMove, NonMaxCapture, Position as DPosition, random_opening,
};
use crate::rng::Rng;

/// What to generate and how hard to look.
#[derive(Clone, Debug)]
pub struct Spec {
    pub seed: u64,
    pub akidada: usize,
    pub endgame: usize,
    pub middlegame: usize,
    pub drill: usize,
    pub threads: usize,
    /// Nodes for each proof search of a middlegame line.
    pub proof_nodes: u64,
    /// Nodes of the quick search that picks middlegame candidates.
    pub prefilter_nodes: u64,
    /// Nodes that stand for full strength's 1.5 s a move when rating (a node
    /// count, so the rating does not depend on the machine).
    pub full_strength_nodes: u64,
}

impl Default for Spec {
    fn default() -> Spec {
        Spec {
            seed: 1,
            akidada: 310,
            endgame: 310,
            middlegame: 620,
            drill: 200,
            threads: 1,
            proof_nodes: PROOF_NODES,
            prefilter_nodes: 25_000,
            full_strength_nodes: FULL_STRENGTH_NODES,
        }
    }
}

/// What stands for full strength (1.5 s a move in the app) when rating: a
/// node count, twice Master's million, so ratings do not depend on the
/// machine's load. (On an idle machine 1.5 s is about 7 M nodes: the stand-in
/// is weaker, so a puzzle it misses is rated above the top.)
pub const FULL_STRENGTH_NODES: u64 = 2_000_000;

/// Puzzles of one kind one game may give, at least this many plies apart
/// (endgames: a few more, from the branches played from its ending).
const PER_GAME: usize = 5;
const SPACING: usize = 4;
/// Drill positions one game may give.
const DRILL_PER_GAME: usize = 2;
/// The longest game played.
const MAX_PLIES: usize = 240;

/// What each check did.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    /// Games played: Akidada, Dama.
    pub games: [usize; 2],
    pub candidates: BTreeMap<Kind, usize>,
    pub removed: BTreeMap<(Kind, Reject), usize>,
    pub kept: BTreeMap<Kind, usize>,
    pub drill_candidates: usize,
    pub drill_kept: usize,
    pub seconds: f64,
}

/// The output of a run.
#[derive(Clone, Debug)]
pub struct Generated {
    pub puzzles: Vec<Puzzle>,
    pub drill: Vec<DrillPosition>,
    pub stats: Stats,
}

/// A seed for stream `stream`, item `i`.
fn mix(seed: u64, stream: u64, i: u64) -> u64 {
    let mut r = Rng::new(seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ i.rotate_left(17));
    r.next_u64() ^ i
}

/// A puzzle found in one game, before ids are given.
#[derive(Clone, Debug)]
struct Found {
    key: String,
    puzzle: Puzzle,
}

/// What one game gave.
#[derive(Clone, Debug, Default)]
struct GameOut {
    found: BTreeMap<Kind, Vec<Found>>,
    drill: Vec<DrillPosition>,
    candidates: BTreeMap<Kind, usize>,
    removed: BTreeMap<(Kind, Reject), usize>,
    drill_candidates: usize,
}

impl GameOut {
    fn reject(&mut self, kind: Kind, why: Reject) {
        *self.removed.entry((kind, why)).or_default() += 1;
    }

    fn candidate(&mut self, kind: Kind) {
        *self.candidates.entry(kind).or_default() += 1;
    }

    /// Whether a puzzle found at `ply` may still be taken from this game.
    fn room(&self, kind: Kind, plies: &[usize], ply: usize) -> bool {
        let n = self.found.get(&kind).map_or(0, Vec::len);
        n < PER_GAME && plies.iter().all(|p| ply.abs_diff(*p) >= SPACING)
    }

    /// The exact proof of a candidate `start` of `kind`; `None` when there is
    /// none, with the reason counted.
    fn prove<O: Oracle>(
        &mut self,
        kind: Kind,
        oracle: &O,
        start: &O::Pos,
        limits: LineLimits,
    ) -> Option<Proven<O::Pos, O::Move>> {
        match exact::prove(oracle, start, limits) {
            Ok(proven) => Some(proven),
            Err(why) => {
                self.reject(kind, why);
                None
            }
        }
    }
}

/// Plays an Akidada game between two levels and mines it.
fn akidada_game(ctx: &Context, seed: u64, i: usize) -> GameOut {
    let mut rng = Rng::new(mix(seed, 1, i as u64));
    let variants = akidada_variants();
    let rules = if rng.below(10) < 7 {
        variants[0]
    } else {
        variants[1 + rng.below(3)]
    };
    let Some(solver) = ctx.solver_for(&rules) else {
        return GameOut::default();
    };
    const LEVELS_DRAWN: [u8; 8] = [1, 2, 2, 3, 3, 4, 4, 5];
    let levels = [
        solved::Level::new(LEVELS_DRAWN[rng.below(8)]).unwrap_or(solved::Level::PERFECT),
        solved::Level::new(LEVELS_DRAWN[rng.below(8)]).unwrap_or(solved::Level::PERFECT),
    ];
    let first = if rng.coin() { Side::White } else { Side::Black };
    let mut pos = APosition::start(first);
    let mut seen: BTreeMap<u64, u32> = BTreeMap::new();
    let mut game = Vec::new();
    while game.len() < MAX_PLIES && pos.status(&rules).is_none() {
        game.push(pos);
        let level = levels[pos.side_to_move().index()];
        let Some(mv) = solved::choose_move(solver, &pos, level, &mut rng) else {
            break;
        };
        pos = pos.play(&mv);
        let n = seen.entry(pos.hash()).or_default();
        *n += 1;
        if *n >= 3 {
            break;
        }
    }
    let mut out = GameOut::default();
    let oracle = AkidadaOracle { solver };
    let mut taken = Vec::new();
    for (ply, p) in game.iter().enumerate().skip(1) {
        out.candidate(Kind::Akidada);
        // The puzzle starts from its position string: the no-progress count 0.
        let Ok(start) = p.to_string().parse::<APosition>() else {
            continue;
        };
        let Some(proven) = out.prove(Kind::Akidada, &oracle, &start, AKIDADA_LIMITS) else {
            continue;
        };
        if !out.room(Kind::Akidada, &taken, ply) {
            out.reject(Kind::Akidada, Reject::PerGame);
            continue;
        }
        taken.push(ply);
        let solver_side = start.side_to_move();
        let zugzwang = !start.is_placing()
            && solver
                .verdict(&proven.positions[1].with_side_to_move(solver_side))
                .under_rule
                != solved::RuleResult::Win;
        let themes = themes::akidada(&proven.moves, &proven.positions, &rules, zugzwang);
        let rating = rate_akidada(solver, &start, &proven.moves, mix(seed, 3, i as u64));
        let puzzle = Puzzle {
            id: String::new(),
            kind: Kind::Akidada,
            goal: proven.goal,
            position: start.to_string(),
            options: options_of::<Akidada>(&rules),
            solution: exact::texts(&oracle, &proven),
            themes,
            rating,
        };
        push_found(&mut out, puzzle);
    }
    out
}

fn push_found(out: &mut GameOut, puzzle: Puzzle) {
    let key = format!(
        "{}|{}|{:?}",
        puzzle.kind.id(),
        puzzle.position,
        puzzle.options
    );
    out.found
        .entry(puzzle.kind)
        .or_default()
        .push(Found { key, puzzle });
}

/// The rating of an Akidada line by the Akidada levels.
pub fn rate_akidada(
    solver: &Solver,
    start: &APosition,
    line: &[crate::games::akidada::Move],
    seed: u64,
) -> u32 {
    let tries = rating::tries_until_reliable(
        solved::Level::ALL.len(),
        |l| solved::Level::ALL[l].weaker_move_percent() > 0,
        |l, t| {
            let mut rng = Rng::new(mix(seed, l as u64, u64::from(t)));
            let level = solved::Level::ALL[l];
            let mut pos = *start;
            for (i, mv) in line.iter().enumerate() {
                if i % 2 == 0 && solved::choose_move(solver, &pos, level, &mut rng) != Some(*mv) {
                    return false;
                }
                pos = pos.play(mv);
            }
            true
        },
    );
    rating::rating(&rating::AKIDADA_LADDER, &tries)
}

/// The rating of a Dama line by the Dama levels, searching without the
/// endgame tables (a person has none).
pub fn rate_dama(
    search: &mut Search,
    start: &DPosition,
    rules: &DamaRules,
    line: &[DMove],
    full_strength_nodes: u64,
    seed: u64,
) -> u32 {
    search.set_endgame_tables(None);
    let stop = AtomicBool::new(false);
    let tries = rating::tries_until_reliable(
        LEVELS.len(),
        |l| LEVELS[l].margin > 0,
        |l, t| {
            let level = LEVELS[l];
            let mut rng = Rng::new(mix(seed, l as u64, u64::from(t)));
            let base = if level.depth.is_none() && level.nodes.is_none() {
                Limits::nodes(full_strength_nodes)
            } else {
                Limits::default()
            };
            let mut pos = *start;
            let mut history = Vec::new();
            for (i, mv) in line.iter().enumerate() {
                if i % 2 == 0 {
                    search.clear();
                    let choice =
                        level.choose_move(search, &pos, &history, rules, &base, &stop, &mut rng);
                    if choice.mv != Some(*mv) {
                        return false;
                    }
                }
                history.push(pos.hash());
                pos = pos.play(mv);
            }
            true
        },
    );
    rating::rating(&rating::DAMA_LADDER, &tries)
}

/// Which Dama kinds a game still needs to look for.
#[derive(Copy, Clone, Debug)]
struct Wanted {
    endgame: bool,
    middlegame: bool,
    drill: bool,
}

/// Plays a game to its end (or [`MAX_PLIES`]) from `pos` between two levels;
/// the positions before each move.
fn play_dama(
    search: &mut Search,
    start: DPosition,
    rules: &DamaRules,
    levels: [u8; 2],
    rng: &mut Rng,
) -> Vec<DPosition> {
    let stop = AtomicBool::new(false);
    let mut pos = start;
    let mut game = Vec::new();
    let mut history: Vec<u64> = Vec::new();
    let mut seen: BTreeMap<u64, u32> = BTreeMap::new();
    search.clear();
    while game.len() < MAX_PLIES && pos.status(rules).is_none() {
        game.push(pos);
        let level = LEVELS[usize::from(levels[pos.side_to_move().index()] - 1)];
        let choice = level.choose_move(
            search,
            &pos,
            &history,
            rules,
            &Limits::default(),
            &stop,
            rng,
        );
        let Some(mv) = choice.mv else { break };
        history.push(pos.hash());
        pos = pos.play(&mv);
        let n = seen.entry(pos.hash()).or_default();
        *n += 1;
        if *n >= 3 {
            break;
        }
    }
    game
}

/// Plays a Dama game (and a few branches of its ending) and mines it.
fn dama_game(ctx: &Context, spec: &Spec, i: usize, wanted: Wanted) -> GameOut {
    let mut rng = Rng::new(mix(spec.seed, 2, i as u64));
    let mut rules = DamaRules::default();
    if rng.below(100) < 35 {
        rules.lone_piece = LonePiece::Draw;
    }
    if rng.below(100) < 15 {
        rules.non_max_capture = NonMaxCapture::Forbidden;
    }
    const LEVELS_DRAWN: [u8; 8] = [1, 2, 3, 3, 4, 4, 5, 5];
    let levels = [LEVELS_DRAWN[rng.below(8)], LEVELS_DRAWN[rng.below(8)]];
    let mut search = Search::new(16);
    let opening = random_opening(&mut rng, 4, &rules);
    let mut start = DPosition::start(Side::White);
    for mv in &opening {
        start = start.play(mv);
    }
    let game = play_dama(&mut search, start, &rules, levels, &mut rng);
    let tables = ctx.tables_for(rules.lone_piece);
    let mut out = GameOut::default();

    if wanted.drill {
        let mut taken = Vec::new();
        for (ply, p) in game.iter().enumerate() {
            if p.has_capture() {
                out.drill_candidates += 1;
                if taken.len() < DRILL_PER_GAME
                    && taken.iter().all(|t: &usize| ply.abs_diff(*t) >= SPACING)
                    && let Some(d) = DrillPosition::of(String::new(), p, &rules)
                {
                    taken.push(ply);
                    out.drill.push(d);
                }
            }
        }
    }

    if wanted.endgame {
        // The ending, and three more played from where it began by other levels.
        let mut ending: Vec<DPosition> = game
            .iter()
            .copied()
            .filter(|p| p.occupied().count_ones() <= 4)
            .collect();
        if let Some(root) = game.iter().find(|p| p.occupied().count_ones() <= 6) {
            for _ in 0..3 {
                let levels = [1 + rng.below(4) as u8, 1 + rng.below(4) as u8];
                let branch = play_dama(&mut search, *root, &rules, levels, &mut rng);
                ending.extend(
                    branch
                        .into_iter()
                        .filter(|p| p.occupied().count_ones() <= 4),
                );
            }
        }
        let mut seen = HashSet::new();
        let oracle = EndgameOracle {
            tables: Arc::clone(tables),
            rules,
        };
        for p in ending {
            let text = p.to_string();
            if !seen.insert(text.clone()) {
                continue;
            }
            out.candidate(Kind::DamaEndgame);
            let Ok(start) = text.parse::<DPosition>() else {
                continue;
            };
            let Some(proven) = out.prove(Kind::DamaEndgame, &oracle, &start, ENDGAME_LIMITS) else {
                continue;
            };
            if out.found.get(&Kind::DamaEndgame).map_or(0, Vec::len) > PER_GAME {
                out.reject(Kind::DamaEndgame, Reject::PerGame);
                continue;
            }
            let solver = start.side_to_move();
            let zugzwang = tables
                .entry(&proven.positions[1].with_side_to_move(solver))
                .is_some_and(|e| !e.value.is_win());
            let themes = themes::dama(&proven.moves, &proven.positions, &rules, zugzwang);
            let rating = rate_dama(
                &mut search,
                &start,
                &rules,
                &proven.moves,
                spec.full_strength_nodes,
                mix(spec.seed, 4, i as u64),
            );
            push_found(
                &mut out,
                Puzzle {
                    id: String::new(),
                    kind: Kind::DamaEndgame,
                    goal: proven.goal,
                    position: text,
                    options: options_of::<Dama>(&rules),
                    solution: exact::texts(&oracle, &proven),
                    themes,
                    rating,
                },
            );
        }
    }

    if wanted.middlegame {
        let as_tables: Arc<dyn EndgameTables> = Arc::clone(tables) as Arc<dyn EndgameTables>;
        let mut quick = ProofSearch::new(spec.prefilter_nodes, 0, Some(Arc::clone(&as_tables)));
        let mut deep = ProofSearch::new(spec.proof_nodes, 0, Some(Arc::clone(&as_tables)));
        let mut other = ProofSearch::new(spec.proof_nodes, middle::SECOND_SEED, Some(as_tables));
        let mut taken = Vec::new();
        let mut buf = Vec::new();
        for (ply, p) in game.iter().enumerate() {
            if p.occupied().count_ones() <= 4 {
                continue;
            }
            out.candidate(Kind::DamaMiddlegame);
            let text = p.to_string();
            let Ok(start) = text.parse::<DPosition>() else {
                continue;
            };
            start.legal_moves(&mut buf);
            if buf.len() < 2 {
                out.reject(Kind::DamaMiddlegame, Reject::Forced);
                continue;
            }
            if !out.room(Kind::DamaMiddlegame, &taken, ply) {
                out.reject(Kind::DamaMiddlegame, Reject::PerGame);
                continue;
            }
            let report = quick.two_best(&start, &[], &rules);
            if !middle::stands_alone(&report, middle::CHECK_MARGIN) {
                out.reject(Kind::DamaMiddlegame, Reject::Prefilter);
                continue;
            }
            let proven = match middle::prove(&mut deep, &start, &rules, middle::GENERATE_MARGIN) {
                Ok(p) => p,
                Err(why) => {
                    out.reject(Kind::DamaMiddlegame, why);
                    continue;
                }
            };
            // Another tree must find the same line as clearly.
            if middle::recheck(
                &mut other,
                &start,
                &rules,
                &proven.moves,
                middle::GENERATE_MARGIN,
            )
            .is_err()
            {
                out.reject(Kind::DamaMiddlegame, Reject::OtherSeed);
                continue;
            }
            taken.push(ply);
            let themes = themes::dama(&proven.moves, &proven.positions, &rules, false);
            let rating = rate_dama(
                &mut search,
                &start,
                &rules,
                &proven.moves,
                spec.full_strength_nodes,
                mix(spec.seed, 5, i as u64),
            );
            let solution = proven
                .moves
                .iter()
                .zip(&proven.positions)
                .map(|(m, p)| p.move_text(m))
                .collect();
            push_found(
                &mut out,
                Puzzle {
                    id: String::new(),
                    kind: Kind::DamaMiddlegame,
                    goal: if proven.wins {
                        Goal::Win
                    } else {
                        Goal::Material
                    },
                    position: text,
                    options: options_of::<Dama>(&rules),
                    solution,
                    themes,
                    rating,
                },
            );
        }
    }
    out
}

/// Takes the games' finds in game order until each kind has its count.
#[derive(Default)]
struct Merge {
    next: usize,
    waiting: BTreeMap<usize, GameOut>,
    keys: HashSet<String>,
    puzzles: BTreeMap<Kind, Vec<Puzzle>>,
    drill: Vec<DrillPosition>,
    drill_keys: HashSet<String>,
    stats: Stats,
}

impl Merge {
    fn count(&self, kind: Kind) -> usize {
        self.puzzles.get(&kind).map_or(0, Vec::len)
    }

    /// Adds game `i`'s finds and takes every game now in order.
    fn add(&mut self, i: usize, out: GameOut, spec: &Spec, dama: bool) {
        self.waiting.insert(i, out);
        while let Some(out) = self.waiting.remove(&self.next) {
            self.next += 1;
            // A game counts only for the kinds still wanted when it is merged, so
            // the figures do not depend on which later games had started.
            let wanted = |m: &Merge, kind: Kind| m.count(kind) < target(spec, kind);
            let kinds: Vec<Kind> = if dama {
                vec![Kind::DamaEndgame, Kind::DamaMiddlegame]
            } else {
                vec![Kind::Akidada]
            };
            let drill_wanted = dama && self.drill.len() < spec.drill;
            let live: Vec<Kind> = kinds.into_iter().filter(|k| wanted(self, *k)).collect();
            if live.is_empty() && !drill_wanted {
                continue;
            }
            self.stats.games[usize::from(dama)] += 1;
            for (kind, n) in out.candidates {
                if live.contains(&kind) {
                    *self.stats.candidates.entry(kind).or_default() += n;
                }
            }
            for ((kind, why), n) in out.removed {
                if live.contains(&kind) {
                    *self.stats.removed.entry((kind, why)).or_default() += n;
                }
            }
            for (kind, found) in out.found {
                let want = target(spec, kind);
                for f in found {
                    if self.count(kind) >= want {
                        break;
                    }
                    if !self.keys.insert(f.key) {
                        *self
                            .stats
                            .removed
                            .entry((kind, Reject::Duplicate))
                            .or_default() += 1;
                        continue;
                    }
                    self.puzzles.entry(kind).or_default().push(f.puzzle);
                }
            }
            if drill_wanted {
                self.stats.drill_candidates += out.drill_candidates;
                for d in out.drill {
                    if self.drill.len() < spec.drill && self.drill_keys.insert(d.position.clone()) {
                        self.drill.push(d);
                    }
                }
            }
        }
    }
}

fn target(spec: &Spec, kind: Kind) -> usize {
    match kind {
        Kind::Akidada => spec.akidada,
        Kind::DamaEndgame => spec.endgame,
        Kind::DamaMiddlegame => spec.middlegame,
    }
}

/// Runs game jobs `0, 1, 2...` on `threads` threads until `done` says the
/// merged finds are enough; games are merged in order.
fn run_stream(
    threads: usize,
    merge: &Mutex<Merge>,
    done: &(dyn Fn(&Merge) -> bool + Sync),
    job: &(dyn Fn(usize, &Merge) -> GameOut + Sync),
    add: &(dyn Fn(&mut Merge, usize, GameOut) + Sync),
    note: &(dyn Fn(&Merge) + Sync),
    stop: &AtomicBool,
) {
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    if stop.load(Ordering::Relaxed) {
                        return;
                    }
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    // What is wanted is read from the games merged so far: a kind
                    // already complete can never take from a later game.
                    let out = {
                        let m = merge.lock().unwrap_or_else(|e| e.into_inner());
                        if done(&m) {
                            return;
                        }
                        // A snapshot of the counts is enough for `job`.
                        let snapshot = Merge {
                            next: m.next,
                            puzzles: m.puzzles.iter().map(|(k, v)| (*k, v.clone())).collect(),
                            drill: m.drill.clone(),
                            ..Merge::default()
                        };
                        drop(m);
                        job(i, &snapshot)
                    };
                    let mut m = merge.lock().unwrap_or_else(|e| e.into_inner());
                    add(&mut m, i, out);
                    note(&m);
                }
            });
        }
    });
}

/// Generates the puzzles and drill positions of `spec`. `note` hears progress
/// (one line at a time); `stop` ends the run early (what was found so far is
/// returned).
pub fn generate(
    ctx: &Context,
    spec: &Spec,
    note: &(dyn Fn(&str) + Sync),
    stop: &AtomicBool,
) -> Generated {
    let started = Instant::now();
    let merge = Mutex::new(Merge::default());
    let last_note = Mutex::new(Instant::now());
    let noted = |m: &Merge, what: &str| {
        let mut last = last_note.lock().unwrap_or_else(|e| e.into_inner());
        if last.elapsed().as_secs() >= 20 {
            *last = Instant::now();
            note(&format!(
                "{:.0} s: {what}: {} games; akidada {}, endgame {}, middlegame {}, drill {}",
                started.elapsed().as_secs_f64(),
                m.next,
                m.count(Kind::Akidada),
                m.count(Kind::DamaEndgame),
                m.count(Kind::DamaMiddlegame),
                m.drill.len()
            ));
        }
    };
    run_stream(
        spec.threads,
        &merge,
        &|m| m.count(Kind::Akidada) >= spec.akidada,
        &|i, _| akidada_game(ctx, spec.seed, i),
        &|m, i, out| m.add(i, out, spec, false),
        &|m| noted(m, "akidada"),
        stop,
    );
    let akidada_seconds = started.elapsed().as_secs_f64();
    note(&format!("akidada done in {akidada_seconds:.0} s"));
    {
        let mut m = merge.lock().unwrap_or_else(|e| e.into_inner());
        m.next = 0;
        m.waiting.clear();
    }
    run_stream(
        spec.threads,
        &merge,
        &|m| {
            m.count(Kind::DamaEndgame) >= spec.endgame
                && m.count(Kind::DamaMiddlegame) >= spec.middlegame
                && m.drill.len() >= spec.drill
        },
        &|i, m| {
            let wanted = Wanted {
                endgame: m.count(Kind::DamaEndgame) < spec.endgame,
                middlegame: m.count(Kind::DamaMiddlegame) < spec.middlegame,
                drill: m.drill.len() < spec.drill,
            };
            dama_game(ctx, spec, i, wanted)
        },
        &|m, i, out| m.add(i, out, spec, true),
        &|m| noted(m, "dama"),
        stop,
    );
    let m = merge.into_inner().unwrap_or_else(|e| e.into_inner());
    let mut stats = m.stats;
    let mut puzzles = Vec::new();
    for kind in Kind::ALL {
        let list = m.puzzles.get(&kind).cloned().unwrap_or_default();
        stats.kept.insert(kind, list.len());
        for (n, mut p) in list.into_iter().enumerate() {
            p.id = format!("{}{:04}", kind.prefix(), n + 1);
            puzzles.push(p);
        }
    }
    let drill: Vec<DrillPosition> = m
        .drill
        .into_iter()
        .enumerate()
        .map(|(n, mut d)| {
            d.id = format!("c{:04}", n + 1);
            d
        })
        .collect();
    stats.drill_kept = drill.len();
    stats.seconds = started.elapsed().as_secs_f64();
    Generated {
        puzzles,
        drill,
        stats,
    }
}
