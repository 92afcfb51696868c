use super::*;

fn level(game: &str, position: &str, goal: &str, stars: (u8, u8, u8)) -> Level {
    let text = format!(
        "(id: \"t\", stage: \"s\", game: {game}, position: \"{position}\", goal: {goal}, \
         stars: ({}, {}, {}))",
        stars.0, stars.1, stars.2
    );
    Level::parse_all(&text).expect("a level").remove(0)
}

#[test]
fn a_man_walks_forward_to_a_square_in_as_many_moves_as_ranks() {
    let walk = level("Dama()", "W:Wd3:Bh7", "Reach(\"d6\")", (3, 4, 6));
    let proven = walk.prove().expect("proven");
    assert_eq!(proven.moves_needed, 3);
    assert_eq!(proven.solution[0], "d3-d4");
    assert_eq!(
        proven.solution.last().unwrap(),
        "d5-d6",
        "the learner ends it"
    );
    // Two moves are not enough: the three-star limit must hold.
    let too_tight = level("Dama()", "W:Wd3:Bh7", "Reach(\"d6\")", (2, 4, 6));
    assert_eq!(too_tight.prove(), Err(LevelError::NotWithin(2)));
}

#[test]
fn a_capture_of_two_and_a_crowning_are_proven_in_one() {
    let shot = level("Dama()", "W:Wd3:Bd4,d6,h7", "CaptureAtOnce(2)", (1, 1, 2));
    assert_eq!(shot.prove().unwrap().solution, ["d3xd5xd7"]);
    let crown = level("Dama()", "W:Wc7:Bh3", "Crown", (1, 2, 3));
    assert_eq!(crown.prove().unwrap().solution, ["c7-c8"]);
}

#[test]
fn every_defence_is_tried_a_reply_that_stops_the_goal_fails_the_level() {
    // Black's man on e5 can step across d-file's path? It captures d4 if White
    // steps there, so reaching d6 needs a detour the limit does not allow.
    let blocked = level("Dama()", "W:Wd3:Be5", "Reach(\"d6\")", (3, 3, 3));
    assert!(
        matches!(blocked.prove(), Err(LevelError::NotWithin(3))),
        "{:?}",
        blocked.prove()
    );
}

#[test]
fn an_akidada_line_is_made_and_a_threat_blocked() {
    let line = level("Akidada()", "W:Wa1,c1:Bb2,c2:H4,4", "MakeLine", (1, 1, 2));
    let proven = line.prove().expect("proven");
    assert!(
        proven.solution[0].starts_with("e1"),
        "{:?}",
        proven.solution
    );
    // Black threatens b4 (b2, b3?): White must place where the line closes.
    let block = level("Akidada()", "W:Wa1:Bb2,c2:H5,4", "BlockLines", (1, 1, 1));
    let proven = block.prove().expect("proven");
    assert!(
        proven.solution[0].starts_with("d2"),
        "{:?}",
        proven.solution
    );
}

#[test]
fn a_level_that_is_not_one_says_why() {
    let stars = level("Dama()", "W:Wd3:Bh7", "Crown", (4, 3, 6));
    assert_eq!(stars.prove(), Err(LevelError::Stars));
    let goal = level("Dama()", "W:Wd3:Bh7", "MakeLine", (1, 2, 3));
    assert_eq!(goal.prove(), Err(LevelError::Goal));
    let square = level("Dama()", "W:Wd3:Bh7", "Reach(\"z9\")", (1, 2, 3));
    assert_eq!(square.prove(), Err(LevelError::Goal));
    let met = level("Dama()", "W:Wd3:B", "CaptureAll", (1, 2, 3));
    assert_eq!(met.prove(), Err(LevelError::Start(Unproven::MetAlready)));
    let there = level("Dama()", "W:Wd6:Bh7", "Reach(\"d6\")", (1, 2, 3));
    assert_eq!(there.prove(), Err(LevelError::Start(Unproven::MetAlready)));
    let not_theirs = level("Dama()", "B:Wd6:Bh2", "Crown", (1, 2, 3));
    assert_eq!(
        not_theirs.prove().unwrap().solution,
        ["h2-h1"],
        "Black learns"
    );
    let text = "(id: \"t\", stage: \"s\", game: Dama(), position: \"W:Wd3:Bh7\",\n goal: Fly, stars: (1, 2, 3))";
    let error = Level::parse_all(text).unwrap_err();
    assert_eq!(error.span.start.line, 2, "{error}");
}

#[test]
fn every_built_in_level_is_proven() {
    let levels = builtin::levels().expect("the course reads");
    let mut failures = Vec::new();
    for level in &levels {
        match level.prove() {
            Ok(p) => eprintln!(
                "{}: {} moves: {}",
                level.id,
                p.moves_needed,
                p.solution.join(" ")
            ),
            Err(e) => failures.push(format!("{}: {e:?}", level.id)),
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn no_built_in_level_sets_a_man_where_no_game_brings_one() {
    let levels = builtin::levels().expect("the course reads");
    let unreachable: Vec<String> = levels
        .iter()
        .flat_map(|level| {
            let id = &level.id;
            level
                .setup_warnings()
                .into_iter()
                .map(move |problem| format!("{id}: {problem:?}"))
        })
        .collect();
    assert!(unreachable.is_empty(), "{unreachable:#?}");
}

#[test]
fn a_man_behind_its_own_start_ranks_is_warned_about() {
    use crate::games::Side;
    let black = level("Dama()", "W:Wd3:Bh8", "Reach(\"d6\")", (3, 4, 6));
    assert_eq!(
        black.setup_warnings(),
        [Problem::ManOnFirstRank {
            side: Side::Black,
            square: "h8".parse().unwrap()
        }]
    );
    assert!(black.prove().is_ok(), "a warning, not a refusal");
    let white = level("Dama()", "B:Wa1,Kb1:Bd6", "Crown", (5, 6, 7));
    assert_eq!(
        white.setup_warnings(),
        [Problem::ManOnFirstRank {
            side: Side::White,
            square: "a1".parse().unwrap()
        }],
        "a king may stand anywhere"
    );
    let reachable = level("Dama()", "W:Wd3:Bh7", "Reach(\"d6\")", (3, 4, 6));
    assert_eq!(reachable.setup_warnings(), []);
}

#[test]
fn every_built_in_level_and_stage_has_its_words_in_every_language() {
    use crate::i18n::{Lang, Tr};
    let levels = builtin::levels().expect("the course reads");
    let stages = builtin::stages().expect("the course reads");
    assert!(stages.len() >= 12, "{stages:?}");
    let mut missing = Vec::new();
    for lang in Lang::ALL {
        let tr = Tr(lang);
        let mut ids: Vec<String> = levels
            .iter()
            .flat_map(|l| [format!("course-{}", l.id), format!("course-{}-hint", l.id)])
            .collect();
        ids.extend(stages.iter().map(|s| format!("course-stage-{}", s.id)));
        for id in ids {
            let (text, errors) = tr.format(&id, &[]);
            if !errors.is_empty() || text.trim().is_empty() || text == id {
                missing.push(format!("{}: {id} {errors:?}", lang.code()));
            }
        }
    }
    assert!(missing.is_empty(), "{missing:#?}");
    // The level's words are its own messages, not the goal's fallback.
    for level in &levels {
        assert_eq!(level.text_reason().id, format!("course-{}", level.id));
        assert_eq!(level.hint_reason().id, format!("course-{}-hint", level.id));
    }
}

#[test]
fn a_teachers_words_are_shown_as_written_and_a_level_without_any_says_its_goal() {
    let mut own = level("Dama()", "W:Wd3:Bh7", "Reach(\"d6\")", (3, 4, 6));
    let goal = own.text_reason();
    assert_eq!(goal.id, crate::i18n::m::COURSE_GOAL_REACH);
    let english = crate::i18n::Tr(crate::i18n::Lang::En).msg(&goal);
    assert_eq!(english, "Bring a piece to d6 within 6 moves.");
    own.text = Some("Marsz na d6!".to_string());
    let text = crate::i18n::Tr(crate::i18n::Lang::Pl).msg(&own.text_reason());
    assert_eq!(text, "Marsz na d6!");
}

#[test]
fn the_course_has_enough_levels_of_each_game_in_enough_stages() {
    let levels = builtin::levels().expect("the course reads");
    let stages = builtin::stages().expect("the course reads");
    for (game, least_levels, least_stages) in [
        (crate::games::GameKind::Dama, 40, 8),
        (crate::games::GameKind::Akidada, 20, 4),
    ] {
        let n = levels.iter().filter(|l| l.game.kind() == game).count();
        let s = stages.iter().filter(|s| s.game == game).count();
        assert!(
            n >= least_levels && s >= least_stages,
            "{game}: {n} levels, {s} stages"
        );
    }
    let mut ids: Vec<&str> = levels.iter().map(|l| l.id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), levels.len(), "every level's id is its own");
}

#[test]
fn the_learner_plays_black_in_both_games_from_the_first_stage_to_a_later_one() {
    use crate::games::GameKind;
    let levels = builtin::levels().expect("the course reads");
    let stages = builtin::stages().expect("the course reads");
    let black = |l: &&Level| l.position.starts_with("B:");
    let stage_of = |l: &Level| stages.iter().position(|s| s.id == l.stage).unwrap();
    let dama: Vec<&Level> = levels
        .iter()
        .filter(|l| l.game.kind() == GameKind::Dama)
        .filter(black)
        .collect();
    // A man's way down the board, a capture, and something later on.
    assert!(dama.iter().any(|l| l.stage == "dama-men"), "{dama:?}");
    assert!(
        dama.iter()
            .any(|l| matches!(l.goal, Goal::CaptureAtOnce(_) | Goal::CaptureAll)),
        "{dama:?}"
    );
    let men = stage_of(dama[0]);
    assert!(dama.iter().any(|l| stage_of(l) >= men + 4), "{dama:?}");
    let akidada = levels
        .iter()
        .filter(|l| l.game.kind() == GameKind::Akidada)
        .filter(black)
        .count();
    assert!(akidada >= 1);
    // Each is the learner's to play as Black, and proven as such.
    for level in levels.iter().filter(black) {
        let proven = level.prove().expect("proven");
        assert!(!proven.solution.is_empty(), "{}", level.id);
    }
}

#[test]
fn a_teachers_file_names_its_stage_or_reads_without_a_name_as_before() {
    use crate::i18n::{Lang, Tr};
    let old = "[(id: \"a\", stage: \"my-stage\", game: Dama(), position: \"W:Wd3:Bh7\", \
               goal: Reach(\"d6\"), stars: (3, 3, 3))]";
    let levels = Level::parse_all(old).expect("a file without a stage name reads");
    assert_eq!(levels[0].stage_name, None);
    let stages = Stage::group(&levels);
    assert_eq!(stages[0].name, None);
    assert_eq!(Tr(Lang::En).msg(&stages[0].name()), "my-stage");

    // The name given by the first level that gives one, blank or not at all
    // by the others.
    let named = "[
        (id: \"a\", stage: \"kings\", game: Dama(), position: \"W:Wd3:Bh7\",
         goal: Reach(\"d6\"), stars: (3, 3, 3), stage_name: Some(\"  \")),
        (id: \"b\", stage: \"kings\", game: Dama(), position: \"W:Wd3:Bh7\",
         goal: Reach(\"d5\"), stars: (2, 2, 2), stage_name: Some(\"Królowe na start\")),
        (id: \"c\", stage: \"kings\", game: Dama(), position: \"W:Wd3:Bh7\",
         goal: Reach(\"d4\"), stars: (1, 1, 1)),
        (id: \"d\", stage: \"dama-men\", game: Dama(), position: \"W:Wd3:Bh7\",
         goal: Reach(\"d4\"), stars: (1, 1, 1)),
    ]";
    let levels = Level::parse_all(named).expect("a file with a stage name reads");
    let stages = Stage::group(&levels);
    assert_eq!(stages.len(), 2);
    assert_eq!(stages[0].name.as_deref(), Some("Królowe na start"));
    assert_eq!(stages[0].levels, [0, 1, 2]);
    for lang in Lang::ALL {
        assert_eq!(Tr(lang).msg(&stages[0].name()), "Królowe na start");
    }
    // A stage without a name of its own keeps the built-in one of its id.
    assert_eq!(stages[1].name(), Reason::new("course-stage-dama-men"));
    // A level saved with its stage name reads back the same.
    let text = ron::ser::to_string_pretty(&levels[1], Default::default()).unwrap();
    assert!(
        text.contains("stage_name: Some(\"Królowe na start\")"),
        "{text}"
    );
    assert_eq!(Level::parse_all(&text).unwrap(), [levels[1].clone()]);
}

#[test]
fn stars_follow_the_thresholds_and_none_past_the_limit() {
    let level = level("Dama()", "W:Wd3:Bh7", "Reach(\"d6\")", (2, 3, 5));
    let stars: Vec<u8> = [1, 2, 3, 5, 6].map(|moves| level.stars_for(moves)).to_vec();
    assert_eq!(stars, [3, 3, 2, 1, 0]);
}

#[test]
fn a_capture_by_its_ends_is_read_when_one_goes_so_and_refused_when_two_do() {
    use super::wrong::Taught;
    let rules = crate::games::dama::DamaRules::default();
    let one: crate::games::dama::Position = "W:Wd3:Bd4,d6,h7".parse().unwrap();
    assert_eq!(
        Dama::read(&one, &rules, "d3xd7").map(|mv| one.move_text(&mv)),
        Ok("d3xd5xd7".to_string())
    );
    // From g8 to c1 a king takes two pieces by g3 or by g5.
    let two: crate::games::dama::Position = "W:WKg8:Be3,c2,e5,g7,h2".parse().unwrap();
    assert!(Dama::read(&two, &rules, "g8xc1").is_err());
}
