//! Tests of the editor model: what a user does to a set-up and what it says.

use super::*;
use crate::app::play::{GamePlay, Players};
use crate::app::text::Lang;
use crate::app::text::editor::{parse_error, problem};
use crate::games::Outcome;
use crate::games::akidada as aki;
use crate::games::akidada::DoubleLine;
use crate::games::dama::LonePiece;
use crate::games::dama::{self as dam, Square};
use crate::games::{FirstPlayer, GameKind, Problem, Side};
use crate::session::Lot;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

#[test]
fn a_white_man_on_rank_8_must_be_crowned() {
    let mut editor = Editor::new_dama(None);
    editor.clear();
    editor.tool = Tool::Man(Side::White);
    editor.click(sq("h8").index());
    editor.tool = Tool::Man(Side::Black);
    editor.click(sq("a5").index());
    let errors = editor.validate().unwrap_err();
    assert_eq!(
        errors,
        [Problem::ManOnLastRank {
            side: Side::White,
            square: sq("h8")
        }]
    );
    assert_eq!(
        problem(&errors[0], Lang::En),
        "A white man on h8 must be a king: a man there would have been crowned."
    );
    assert!(problem(&errors[0], Lang::Pl).starts_with("Biały pionek na h8 musi być damką"));
    // Crowned, it stands.
    editor.tool = Tool::King(Side::White);
    editor.click(sq("h8").index());
    assert_eq!(editor.position_string(), "W:WKh8:Ba5");
    assert!(editor.validate().is_ok());
}

#[test]
fn the_same_piece_clicked_again_is_taken_away() {
    let mut editor = Editor::new_dama(None);
    let d3 = sq("d3").index();
    editor.tool = Tool::Man(Side::White);
    editor.click(d3);
    assert_eq!(editor.dama.at(sq("d3")), None);
    editor.click(d3);
    assert_eq!(editor.dama.at(sq("d3")), Some(dam::Piece::Man(Side::White)));
    editor.tool = Tool::Man(Side::Black);
    editor.click(d3);
    assert_eq!(editor.dama.at(sq("d3")), Some(dam::Piece::Man(Side::Black)));
    editor.remove(d3);
    assert_eq!(editor.dama.at(sq("d3")), None);
    editor.move_piece(sq("a3").index(), sq("a4").index());
    assert_eq!(editor.dama.at(sq("a3")), None);
    assert_eq!(editor.dama.at(sq("a4")), Some(dam::Piece::Man(Side::White)));
}

#[test]
fn seventeen_dama_pieces_are_too_many() {
    let mut editor = Editor::new_dama(None);
    editor.tool = Tool::King(Side::White);
    editor.click(sq("d4").index());
    assert_eq!(
        editor.validate().unwrap_err(),
        [Problem::TooManyDamaPieces {
            side: Side::White,
            count: 17
        }]
    );
    assert_eq!(
        problem(&editor.problems()[0], Lang::Pl),
        "Białe mają 17 pionków na planszy: najwyżej 16 na stronę."
    );
}

#[test]
fn seven_akidada_pieces_are_too_many() {
    let mut editor = Editor::new_akidada(None);
    editor.tool = Tool::Man(Side::White);
    editor.click(aki::Point::new(0).index());
    let errors = editor.validate().unwrap_err();
    assert_eq!(
        errors,
        [Problem::TooManyAkidadaPieces {
            side: Side::White,
            on_board: 1,
            in_hand: 6
        }]
    );
    assert_eq!(
        problem(&errors[0], Lang::En),
        "White has 7 pieces (1 on the board, 6 in hand): at most 6 a side, board and hand \
         together."
    );
    editor.akidada.set_in_hand(Side::White, 5);
    // Legal now, but White, having placed one piece more than Black, should not
    // be the one to move.
    assert_eq!(
        editor.problems(),
        [Problem::UnevenHands {
            in_hand: [5, 6],
            side: Side::White
        }]
    );
    assert!(editor.validate().is_ok());
    editor.set_side_to_move(Side::Black);
    assert_eq!(editor.problems(), []);
}

#[test]
fn decided_positions_are_warned_about_but_may_be_played() {
    let warn = |fen: &str| {
        let mut editor = Editor::new_dama(None);
        editor.apply_string(fen).unwrap();
        assert!(editor.validate().is_ok(), "{fen}");
        editor.problems()
    };
    assert_eq!(warn("W:W:Ba5"), [Problem::NoPieces { side: Side::White }]);
    // White's men on a6 and a7 are hemmed in: every square ahead or beside is
    // taken, and so is every square behind a piece they could jump.
    assert_eq!(
        warn("W:Wa6,a7:BKa8,b6,Kc6,b7,Kc7"),
        [Problem::NoLegalMove { side: Side::White }]
    );
    // The lone-piece rule judges moves: a set-up lone piece is not yet lost,
    // nor one piece each yet drawn.
    assert_eq!(warn("B:WKd4:Bh5"), []);
    let mut editor = Editor::new_dama(None);
    editor.apply_string("B:WKd4:Bh5").unwrap();
    editor.dama_rules.lone_piece = LonePiece::Draw;
    assert_eq!(editor.problems(), []);
    assert_eq!(
        warn("W:Wa1,d4:Bh5"),
        [Problem::ManOnFirstRank {
            side: Side::White,
            square: sq("a1")
        }]
    );

    let mut editor = Editor::new_akidada(None);
    editor.apply_string("B:Wa1,c1,e1:Bb4,c4:H0,0").unwrap();
    let problems = editor.problems();
    assert_eq!(
        problems,
        [Problem::FewPieces {
            side: Side::Black,
            count: 2
        }]
    );
    assert_eq!(
        problem(&problems[0], Lang::En),
        "Black has only two pieces, board and hand together: the game is already over, \
         White wins."
    );
    assert_eq!(
        problem(&problems[0], Lang::Pl),
        "Czarne mają tylko dwa pionki (razem na planszy i w ręce): partia jest już \
         skończona, wygrywają białe."
    );
    // Playable all the same: the game starts already over.
    let game = editor.start_game(Lang::En).unwrap();
    assert_eq!(game.outcome().map(Outcome::winner), Some(Some(Side::White)));
}

#[test]
fn a_game_started_from_the_editor_starts_from_its_position() {
    let mut editor = Editor::new_dama(None);
    editor
        .apply_string("B:WKb8:BKb1,Kh1,g2,a3,e4,d5,b6")
        .unwrap();
    editor.dama_rules.lone_piece = LonePiece::Draw;
    let game = editor.start_game(Lang::Pl).unwrap();
    let GamePlay::Dama(play) = &game.play else {
        panic!("not Dama")
    };
    assert_eq!(
        play.session.position().to_string(),
        "B:WKb8:BKb1,Kh1,g2,a3,e4,d5,b6"
    );
    assert_eq!(play.session.rules().lone_piece, LonePiece::Draw);
    assert_eq!(play.session.rules().first, FirstPlayer::Black);
    assert_eq!(
        play.session.lot(),
        Lot {
            first: Side::Black,
            seed: None
        }
    );
    assert_eq!(game.players.names, ["Gracz 1", "Gracz 2"]);
    let again = editor.start_game(Lang::Pl).unwrap();
    assert_eq!(
        EditorOutcome::Play(game.clone()),
        EditorOutcome::Play(again.clone())
    );
    assert_ne!(
        EditorOutcome::Play(game.clone()),
        EditorOutcome::SaveAs(again)
    );
    assert_ne!(EditorOutcome::Play(game.clone()), EditorOutcome::Cancel);
    // Saved and loaded again, it is the same game.
    let record = game.to_record();
    assert_eq!(record.start, "B:WKb8:BKb1,Kh1,g2,a3,e4,d5,b6");
    assert!(record.replay().is_ok());
}

#[test]
fn from_game_keeps_the_position_rules_and_players() {
    let mut editor = Editor::new_akidada(None);
    editor.apply_string("B:Wa1,c1,c2:Bb2,e5:H3,4").unwrap();
    editor.players = Some(Players::humans("Ada", "Bolek"));
    editor.akidada_rules.double_line = DoubleLine::Two;
    let game = editor.start_game(Lang::En).unwrap();
    let again = Editor::from_game(&game);
    assert_eq!(again.game, GameKind::Akidada);
    assert_eq!(again.position_string(), "B:Wa1,c1,c2:Bb2,e5:H3,4");
    assert_eq!(again.akidada_rules.double_line, DoubleLine::Two);
    assert_eq!(again.players, Some(Players::humans("Ada", "Bolek")));
}

#[test]
fn blank_and_odd_strings_are_refused_in_words_not_by_a_crash() {
    // Defect: a string of spaces used to panic (a slice with start > end).
    let mut editor = Editor::new_dama(None);
    let before = editor.position_string();
    for text in [
        " ", "   ", "\t", "", " \u{a0} ", "é", "W:Wé", "ż:Wa2:B", " W ",
    ] {
        let e = editor.apply_string(text).unwrap_err();
        assert!(!parse_error(&e, Lang::Pl).is_empty(), "{text:?}");
        assert_eq!(editor.position_string(), before, "{text:?}");
    }
    editor.apply_typed(" ");
    assert!(editor.string_error().is_some());
    let mut editor = Editor::new_akidada(None);
    assert!(editor.apply_string(" ").is_err());
}

#[test]
fn strings_of_the_other_game_switch_games_and_errors_say_where() {
    let mut editor = Editor::new_dama(None);
    editor.apply_string("W:Wa1:Bc4:H5,5").unwrap();
    assert_eq!(editor.game, GameKind::Akidada);
    editor.apply_string("B:WKa1:Bc4").unwrap();
    assert_eq!(editor.game, GameKind::Dama);
    let e = editor.apply_string("W:Wa2,z9:B").unwrap_err();
    assert_eq!(e.column, 7);
    assert_eq!(
        parse_error(&e, Lang::En),
        "At character 7: expected a square from a1 to h8, a king written Kd5, found “z9”."
    );
    assert_eq!(
        parse_error(&e, Lang::Pl),
        "Znak 7: oczekiwano pola od a1 do h8 (damka zapisana jako Kd5), a jest „z9”."
    );
    // The board is left as it was.
    assert_eq!(editor.position_string(), "B:WKa1:Bc4");
}

#[test]
fn the_other_game_starts_from_its_own_start_not_the_side_to_move_behind() {
    // Defect: opened on a Dama game with Black to move and switched to Akidada,
    // the editor offered Akidada's start with Black to move.
    for (from, other) in [
        (
            Editor::new_dama(Some(&"B:Wd3:Bd5".parse().unwrap())),
            GameKind::Akidada,
        ),
        (
            Editor::new_akidada(Some(&"B:Wa1:Bb2:H5,5".parse().unwrap())),
            GameKind::Dama,
        ),
    ] {
        let mut editor = from;
        assert_eq!(editor.side_to_move(), Side::Black);
        editor.set_game(other);
        assert_eq!(editor.side_to_move(), Side::White, "{other:?}");
        assert!(editor.problems().iter().all(|p| !p.is_error()), "{other:?}");
    }
}
