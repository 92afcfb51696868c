//! Every built-in lesson loads through the record code, its position is legal and
//! not already decided, and it shows what its text says.

use akidada::games::{EndReason, Outcome, Side};
use akidada::i18n::{Lang, Tr};
use akidada::lessons::{self, Lesson};
use akidada::session::GameSession;

fn lesson(file: &str) -> Lesson {
    let (name, text) = lessons::FILES
        .iter()
        .find(|(name, _)| *name == file)
        .unwrap_or_else(|| panic!("no lesson {file}"));
    lessons::parse(name, text).unwrap()
}

/// The lesson's legal moves, sorted, in notation.
fn moves(lesson: &Lesson) -> Vec<String> {
    let mut moves = lesson.load().unwrap().session.legal_move_texts();
    moves.sort();
    moves
}

/// The outcome after playing `texts` from the lesson's position.
fn outcome_after(lesson: &Lesson, texts: &[&str]) -> Option<Outcome> {
    match lesson.load().unwrap().session {
        GameSession::Akidada(mut s) => {
            for t in texts {
                s.play_text(t).unwrap();
            }
            s.outcome()
        }
        GameSession::Dama(mut s) => {
            for t in texts {
                s.play_text(t).unwrap();
            }
            s.outcome()
        }
    }
}

fn white_wins(reason: EndReason) -> Option<Outcome> {
    Some(Outcome::Win {
        winner: Side::White,
        reason,
    })
}

#[test]
fn every_lesson_loads_and_is_ready_to_play() {
    assert_eq!(lessons::builtin().len(), lessons::FILES.len());
    for (file, text) in lessons::FILES {
        let lesson = lessons::parse(file, text).unwrap_or_else(|e| panic!("{e}"));
        let loaded = lesson.load().unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(loaded.move_count(), 0, "{file} starts at its position");
        assert_eq!(
            loaded.outcome(),
            None,
            "{file} is not over before it starts"
        );
        assert!(!moves(&lesson).is_empty(), "{file} has moves");
        assert_eq!(format!("{}.ron", lesson.id), *file, "the id names the file");
        for lang in Lang::ALL {
            for part in ["title", "text"] {
                let id = format!("lesson-{}-{part}", lesson.id);
                let (words, errors) = Tr(lang).format(&id, &[]);
                assert!(errors.is_empty(), "{lang:?} {id}: {errors:?}");
                assert!(!words.trim().is_empty(), "{lang:?} {id}");
            }
            assert_eq!(
                lesson.title(lang),
                Tr(lang)
                    .format(&format!("lesson-{}-title", lesson.id), &[])
                    .0
            );
            assert!(!lesson.text(lang).contains('\n'), "one paragraph");
            if lang != Lang::En {
                assert_ne!(
                    lesson.title(lang),
                    lesson.title(Lang::En),
                    "{file} {lang:?}"
                );
                assert_ne!(lesson.text(lang), lesson.text(Lang::En), "{file} {lang:?}");
            }
        }
    }
}

#[test]
fn the_worked_example_lesson_has_the_seven_maximal_captures_and_b_wins() {
    let l = lesson("dama-worked-example.ron");
    assert_eq!(
        moves(&l),
        [
            "b8xb4xg4xg1xa1xa5xe5",
            "b8xb4xg4xg1xa1xa5xf5",
            "b8xb4xg4xg1xa1xa5xg5",
            "b8xb4xg4xg1xa1xa5xh5",
            "b8xb5xg5xg1xa1xa4xf4",
            "b8xb5xg5xg1xa1xa4xg4",
            "b8xb5xg5xg1xa1xa4xh4",
        ]
    );
    assert_eq!(
        outcome_after(&l, &["b8xb5xg5xg1xa1xa4xf4"]),
        white_wins(EndReason::KingVersusLonePiece)
    );
}

#[test]
fn the_dama_lessons_show_their_rule() {
    assert_eq!(moves(&lesson("dama-compulsory-capture.ron")), ["d3xd5"]);
    assert_eq!(
        moves(&lesson("dama-promotion-during-capture.ron")),
        ["c6xc8"]
    );
    assert_eq!(
        moves(&lesson("dama-no-turning-back.ron")),
        ["e4xe1", "e4xe7", "e4xe8"]
    );
    assert_eq!(
        moves(&lesson("dama-lifted-at-once.ron")),
        ["b4xh4xh7xc7xc1"]
    );
    let lone = lesson("dama-king-versus-lone-piece.ron");
    assert_eq!(moves(&lone), ["d1xd5", "d1xd6", "d1xd7", "d1xd8"]);
    assert_eq!(
        outcome_after(&lone, &["d1xd6"]),
        white_wins(EndReason::KingVersusLonePiece)
    );
}

#[test]
fn the_akidada_lessons_show_their_rule() {
    let line = lesson("akidada-line-and-removal.ron");
    assert!(moves(&line).contains(&"e1xb2".to_string()));
    assert!(moves(&line).contains(&"e1xd4".to_string()));
    let from_line = lesson("akidada-removing-from-a-line.ron");
    for m in ["e1xb2", "e1xc2", "e1xd2", "e1xe5"] {
        assert!(moves(&from_line).contains(&m.to_string()), "{m}");
    }
    assert_eq!(
        outcome_after(&lesson("akidada-blocking.ron"), &["d4-c4"]),
        white_wins(EndReason::NoLegalMove)
    );
    assert_eq!(
        outcome_after(&lesson("akidada-two-pieces.ron"), &["e3-e1xc4"]),
        white_wins(EndReason::TwoPiecesLeft)
    );
}
