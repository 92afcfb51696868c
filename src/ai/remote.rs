//! The engine spoken to by messages. A web page has one thread, and a
//! search or a solve there would freeze it: so the page runs them in Web
//! Workers (second copies of the app's WebAssembly, see
//! [`crate::ai::worker`]), and speaks to them as lichess speaks to its
//! engine: a request goes in as text, and what the search says comes back
//! as text, one message at a time. The messages are the engine's own values
//! written as JSON; a solved table's data travels beside the text, as bytes
//! ([`Message`]). This module knows nothing of pages, so the desktop's tests
//! check the same messages.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::cache::CacheError;
use super::search::{Choice, Level, Limits, Report, Search};
use super::solved::{LoadProgress, Solver};
use crate::games::akidada::AkidadaRules;
use crate::games::dama::{DamaRules, Position};
use crate::rng::Rng;

/// Each engine's transposition table, in MB: the desktop's searches have
/// the same.
pub const HASH_MB: usize = 32;

/// A position to search from, with what the search must know of its game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Root {
    /// The position in the notation of RULES.md.
    pub fen: String,
    /// Its no-progress count, which the notation leaves out.
    pub quiet_plies: u16,
    /// The game's repetition keys, oldest first.
    pub history: Vec<u64>,
    pub rules: DamaRules,
}

impl Root {
    pub fn new(pos: &Position, history: Vec<u64>, rules: DamaRules) -> Root {
        Root {
            fen: pos.to_string(),
            quiet_plies: pos.quiet_plies(),
            history,
            rules,
        }
    }

    /// The position, or what is wrong with its notation.
    pub fn position(&self) -> Result<Position, String> {
        self.fen
            .parse::<Position>()
            .map(|pos| pos.with_quiet_plies(self.quiet_plies))
            .map_err(|err| format!("the position {:?}: {err:?}", self.fen))
    }
}

/// What the page asks its engine.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// The computer's move at `level` (1 to 8); `seed` gives the weaker
    /// levels their variety.
    Play {
        root: Root,
        level: u8,
        limits: Limits,
        seed: u64,
    },
    /// An analysis, each finished iteration said as it comes.
    Analyse { root: Root, limits: Limits },
    /// A review's searches, one after the other, each within `limits`.
    Judge { roots: Vec<Root>, limits: Limits },
    /// Akidada solved under `rules`: its table and no-progress layer.
    Solve { rules: AkidadaRules },
}

impl Request {
    /// The request with no search longer than `most`, and none that runs
    /// until stopped: for when it must run in the page's own thread.
    pub fn capped(mut self, most: Duration) -> Request {
        let limits = match &mut self {
            Request::Play { limits, .. }
            | Request::Analyse { limits, .. }
            | Request::Judge { limits, .. } => limits,
            Request::Solve { .. } => return self,
        };
        limits.movetime = Some(limits.movetime.map_or(most, |t| t.min(most)));
        limits.infinite = false;
        self
    }
}

/// What the engine says about a request: any number of [`Said::Iteration`],
/// [`Said::Judged`] or [`Said::Solving`], then exactly one of the others,
/// the last.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Said {
    /// An analysis's iteration, finished.
    Iteration(Report),
    /// How many of a review's positions are searched.
    Judged(usize),
    /// How far a solve has come.
    Solving(LoadProgress),
    Played(Choice),
    Analysed(Report),
    /// A review's searches, in the order of its positions.
    Reviewed(Vec<Report>),
    Solved(Solved),
    /// The request could not be read: what was wrong, and where.
    Refused(String),
}

impl Said {
    /// Whether nothing more comes about this request.
    pub fn is_last(&self) -> bool {
        !matches!(
            self,
            Said::Iteration(_) | Said::Judged(_) | Said::Solving(_)
        )
    }
}

/// Akidada solved: the data of its table and of its no-progress layer,
/// which travel as the bytes beside the message's text.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solved {
    pub rules: AkidadaRules,
    /// Where the table's data ends and the layer's begins.
    table_len: usize,
    #[serde(skip)]
    bytes: Vec<u8>,
}

impl Solved {
    fn of(solver: &Solver) -> Solved {
        let (mut bytes, layer) = solver.payloads();
        let table_len = bytes.len();
        bytes.extend(layer.unwrap_or_default());
        Solved {
            rules: *solver.rules(),
            table_len,
            bytes,
        }
    }

    /// The solver again, or what is wrong with the data.
    pub fn solver(&self) -> Result<Solver, CacheError> {
        let (table, layer) = self
            .bytes
            .split_at_checked(self.table_len)
            .ok_or(CacheError::Damaged("it is shorter than its table"))?;
        let layer = (!layer.is_empty()).then_some(layer);
        Solver::from_payloads(&self.rules, table, layer)
    }
}

/// A message as it travels: its text (JSON), and the bytes of a solved
/// table beside it (empty for every other message), which would be slow to
/// write as text.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Message {
    pub text: String,
    pub bytes: Vec<u8>,
}

impl Answered {
    /// The message that carries this answer.
    pub fn write(mut self) -> Message {
        let bytes = match &mut self.said {
            Said::Solved(solved) => std::mem::take(&mut solved.bytes),
            _ => Vec::new(),
        };
        let text = serde_json::to_string(&self).unwrap_or_else(|err| {
            let refused = Said::Refused(format!("the answer could not be written: {err}"));
            serde_json::to_string(&Answered {
                id: self.id,
                said: refused,
            })
            .unwrap_or_default()
        });
        Message { text, bytes }
    }

    /// The answer a message carries, or where its text is wrong.
    pub fn read(message: Message) -> Result<Answered, String> {
        let mut answered: Answered =
            serde_json::from_str(&message.text).map_err(|err| format!("the answer at {err}"))?;
        if let Said::Solved(solved) = &mut answered.said {
            solved.bytes = message.bytes;
        }
        Ok(answered)
    }
}

/// A request and the number the page gave it.
#[derive(Debug, Serialize, Deserialize)]
pub struct Asked {
    pub id: u64,
    pub request: Request,
}

/// What the engine said, and the number of the request it was about.
#[derive(Debug, Serialize, Deserialize)]
pub struct Answered {
    pub id: u64,
    pub said: Said,
}

/// One engine: its search keeps its transposition table from request to
/// request, as the desktop's searches do from move to move.
pub struct Engine {
    search: Search,
    /// The last solve, whose table serves a solve that differs only in its
    /// no-progress count.
    solver: Option<Solver>,
}

impl Engine {
    /// An engine with a table of `hash_mb` MB.
    pub fn new(hash_mb: usize) -> Engine {
        Engine {
            search: Search::new(hash_mb),
            solver: None,
        }
    }

    /// Answers `request`, saying everything through `say`, the last
    /// message last.
    pub fn answer(&mut self, request: Request, stop: &AtomicBool, say: &mut dyn FnMut(Said)) {
        let last = match self.search_for(request, stop, say) {
            Ok(said) => said,
            Err(why) => Said::Refused(why),
        };
        say(last);
    }

    /// Answers a request written as text (an [`Asked`] in JSON), each
    /// message an [`Answered`] in JSON. Text that is not a request gets a
    /// refusal with the number 0.
    pub fn answer_text(&mut self, text: &str, stop: &AtomicBool, say: &mut dyn FnMut(Message)) {
        match serde_json::from_str::<Asked>(text) {
            Ok(Asked { id, request }) => {
                self.answer(
                    request,
                    stop,
                    &mut |said| say(Answered { id, said }.write()),
                )
            }
            Err(err) => say(Answered {
                id: 0,
                said: Said::Refused(format!("the request at {err}")),
            }
            .write()),
        }
    }

    fn search_for(
        &mut self,
        request: Request,
        stop: &AtomicBool,
        say: &mut dyn FnMut(Said),
    ) -> Result<Said, String> {
        let search = &mut self.search;
        Ok(match request {
            Request::Play {
                root,
                level,
                limits,
                seed,
            } => {
                let pos = root.position()?;
                let level = Level::get(level).ok_or(format!("no level is numbered {level}"))?;
                let mut rng = Rng::new(seed);
                Said::Played(level.choose_move(
                    search,
                    &pos,
                    &root.history,
                    &root.rules,
                    &limits,
                    stop,
                    &mut rng,
                ))
            }
            Request::Analyse { root, limits } => {
                let pos = root.position()?;
                let report =
                    search.run(&pos, &root.history, &root.rules, &limits, stop, &mut |r| {
                        say(Said::Iteration(r.clone()))
                    });
                Said::Analysed(report)
            }
            Request::Judge { roots, limits } => {
                let positions = roots
                    .iter()
                    .map(Root::position)
                    .collect::<Result<Vec<_>, _>>()?;
                let mut reports = Vec::with_capacity(roots.len());
                for (root, pos) in roots.iter().zip(&positions) {
                    let report =
                        search.run(pos, &root.history, &root.rules, &limits, stop, &mut |_| {});
                    reports.push(report);
                    say(Said::Judged(reports.len()));
                }
                Said::Reviewed(reports)
            }
            Request::Solve { rules } => {
                let loaded = match self.solver.take() {
                    Some(last) => last.with_rules(&rules, &mut |p| say(Said::Solving(p)), stop),
                    None => {
                        Solver::load_or_build_in(None, &rules, &mut |p| say(Said::Solving(p)), stop)
                    }
                };
                let solver = loaded
                    .map_err(|_| "the solve was stopped".to_string())?
                    .solver;
                let solved = Solved::of(&solver);
                self.solver = Some(solver);
                Said::Solved(solved)
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Side;

    fn root(fen: &str) -> Root {
        Root::new(&fen.parse().unwrap(), Vec::new(), DamaRules::default())
    }

    /// Sends `request` as the page does, and reads back what was said.
    fn ask(engine: &mut Engine, request: Request) -> Vec<Answered> {
        let text = serde_json::to_string(&Asked { id: 7, request }).unwrap();
        let mut said = Vec::new();
        engine.answer_text(&text, &AtomicBool::new(false), &mut |reply| {
            said.push(reply)
        });
        said.into_iter()
            .map(|reply| Answered::read(reply).unwrap())
            .collect()
    }

    #[test]
    fn a_move_asked_by_message_is_the_one_the_search_plays() {
        // The description's worked example: the one six-piece capture wins.
        let example = root("W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1");
        let limits = Limits::depth(3);
        let said = ask(
            &mut Engine::new(1),
            Request::Play {
                root: example.clone(),
                level: 8,
                limits: limits.clone(),
                seed: 1,
            },
        );
        assert_eq!(said.len(), 1);
        assert_eq!(said[0].id, 7);
        let Said::Played(choice) = &said[0].said else {
            panic!("{:?}", said[0].said)
        };
        let direct = Level::strongest().choose_move(
            &mut Search::new(1),
            &example.position().unwrap(),
            &[],
            &example.rules,
            &limits,
            &AtomicBool::new(false),
            &mut Rng::new(1),
        );
        assert_eq!(choice.mv, direct.mv);
        assert_eq!(choice.mv.map(|m| m.capture_count()), Some(6));
    }

    #[test]
    fn an_analysis_says_each_iteration_then_its_report() {
        let start = root(&Position::start(Side::White).to_string());
        let said = ask(
            &mut Engine::new(1),
            Request::Analyse {
                root: start,
                limits: Limits::depth(4).with_multipv(2),
            },
        );
        let depths: Vec<u32> = said
            .iter()
            .filter_map(|a| match &a.said {
                Said::Iteration(r) => Some(r.depth),
                _ => None,
            })
            .collect();
        assert_eq!(depths, [1, 2, 3, 4]);
        let Some(Said::Analysed(report)) = said.last().map(|a| &a.said) else {
            panic!("{said:?}")
        };
        assert_eq!(report.depth, 4);
        assert_eq!(report.lines.len(), 2);
    }

    #[test]
    fn a_review_is_searched_position_by_position() {
        let roots = vec![
            root(&Position::start(Side::White).to_string()),
            root("W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1"),
        ];
        let said = ask(
            &mut Engine::new(1),
            Request::Judge {
                roots,
                limits: Limits::depth(2),
            },
        );
        let kinds: Vec<_> = said.iter().map(|a| &a.said).collect();
        assert!(
            matches!(
                kinds[..],
                [Said::Judged(1), Said::Judged(2), Said::Reviewed(_)]
            ),
            "{kinds:?}"
        );
        let Said::Reviewed(reports) = kinds[2] else {
            unreachable!()
        };
        assert_eq!(reports.len(), 2);
        assert_eq!(reports[1].best.map(|m| m.capture_count()), Some(6));
    }

    #[test]
    fn a_garbled_request_is_refused_saying_what_and_where() {
        let mut engine = Engine::new(1);
        let mut said = Vec::new();
        engine.answer_text(
            "{\"id\": 3, \"request\": {\"Play\": 5}}",
            &AtomicBool::new(false),
            &mut |r| said.push(r),
        );
        assert_eq!(said.len(), 1);
        let answered = Answered::read(said.remove(0)).unwrap();
        let Said::Refused(why) = answered.said else {
            panic!("{answered:?}")
        };
        assert!(why.contains("line 1 column"), "{why}");

        // A well-formed request about a position that cannot be.
        let mut bad = root(&Position::start(Side::White).to_string());
        bad.fen = "W:Wz9".into();
        let said = ask(
            &mut engine,
            Request::Analyse {
                root: bad,
                limits: Limits::depth(1),
            },
        );
        let Said::Refused(why) = &said[0].said else {
            panic!("{said:?}")
        };
        assert!(why.contains("W:Wz9"), "{why}");
    }

    #[test]
    fn akidada_solved_by_message_is_the_same_solve_and_its_data_is_checked() {
        let mut engine = Engine::new(1);
        let rules = AkidadaRules::default();
        let said = ask(&mut engine, Request::Solve { rules });
        let (last, before) = said.split_last().unwrap();
        assert!(before.iter().all(|a| matches!(a.said, Said::Solving(_))));
        assert!(!before.is_empty(), "a solve says how far it has come");
        let Said::Solved(solved) = &last.said else {
            panic!("{:?}", last.said)
        };
        let solver = solved.solver().unwrap();
        let built = engine.solver.as_ref().unwrap();
        assert_eq!(solver.payloads(), built.payloads());
        let start = crate::games::akidada::Position::start(crate::games::Side::White);
        assert_eq!(solver.verdict(&start), built.verdict(&start));

        // Cut short, the data is refused, not read as a table.
        let mut short = solved.clone();
        short.bytes.truncate(solved.bytes.len() / 2);
        assert!(short.solver().is_err());
    }

    #[test]
    fn a_root_carries_its_position_whole() {
        let pos: Position = "B:WKb8,c3:Bb6,Kd5".parse().unwrap();
        let pos = pos.with_quiet_plies(7);
        let sent = Root::new(&pos, vec![1, 2], DamaRules::default());
        let read: Root = serde_json::from_str(&serde_json::to_string(&sent).unwrap()).unwrap();
        let back = read.position().unwrap();
        assert_eq!(back, pos);
        assert_eq!(back.quiet_plies(), 7);
        assert_eq!(back.hash(), pos.hash());
        assert_eq!(read.history, [1, 2]);
    }

    #[test]
    fn a_capped_request_stops_in_time_and_never_runs_on() {
        let start = root(&Position::start(Side::White).to_string());
        let capped = Request::Analyse {
            root: start,
            limits: Limits::infinite(),
        }
        .capped(Duration::from_millis(600));
        let Request::Analyse { limits, .. } = capped else {
            unreachable!()
        };
        assert_eq!(limits.movetime, Some(Duration::from_millis(600)));
        assert!(!limits.infinite);
    }
}
