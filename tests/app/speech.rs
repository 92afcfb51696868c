//! What a screen reader is told as a game goes on: each move in words, whose
//! turn it is and what they must do, a refused move's reason once, the result;
//! in each language.

use akidada::app::command::{GameCommand, MoveCommand};
use akidada::app::highlight::BoardInput;
use akidada::app::play::{ActiveGame, AkidadaPlay, DamaPlay, GamePlay, Players};
use akidada::app::settings::{AnimSpeed, Settings};
use akidada::app::text::Lang;
use akidada::app::{App, Command};
use akidada::games::akidada::{Akidada, AkidadaRules, Point, Position as AkidadaPosition};
use akidada::games::dama::{Dama, DamaRules, Position, Square};
use akidada::session::{Lot, Session};

fn app_in(language: Lang, play: GamePlay) -> App {
    let settings = Settings {
        language,
        animation: AnimSpeed::Off,
        ..Settings::default()
    };
    let mut app =
        App::new(settings).with_game(ActiveGame::from_play(play, Players::humans("Ada", "Bolek")));
    // The first look: the window has just opened; nothing is said.
    assert_eq!(app.speech().serial, 0);
    app
}

/// White's a4 captures three and crowns; Black's g5 must take g4; h3 then
/// takes it, and Black's lone h7 has lost to the king.
fn dama(language: Lang) -> App {
    let pos: Position = "W:Wa4,g4,h3:Ba5,b6,c7,g5,h7".parse().unwrap();
    let lot = Lot {
        first: pos.side_to_move(),
        seed: None,
    };
    let session = Session::<Dama>::from_position(DamaRules::default(), lot, pos);
    app_in(language, GamePlay::Dama(DamaPlay::new(session)))
}

/// White with two in hand can make two lines with a5; Black can block one.
fn akidada(language: Lang) -> App {
    let pos: AkidadaPosition = "W:Wa1,c1:Bb2,d4:H2,1".parse().unwrap();
    let lot = Lot {
        first: pos.side_to_move(),
        seed: None,
    };
    let session = Session::<Akidada>::from_position(AkidadaRules::default(), lot, pos);
    app_in(language, GamePlay::Akidada(AkidadaPlay::new(session)))
}

fn click(app: &mut App, index: usize) -> String {
    app.apply(
        Command::Move(MoveCommand::Board(BoardInput::Click(index))),
        0.0,
    );
    app.speech().text.clone()
}

fn square(app: &mut App, name: &str) -> String {
    click(app, name.parse::<Square>().unwrap().index())
}

fn point(app: &mut App, name: &str) -> String {
    click(app, name.parse::<Point>().unwrap().index())
}

fn typed(app: &mut App, text: &str) -> String {
    app.move_box_mut().text = text.to_string();
    app.apply(Command::Move(MoveCommand::PlayTypedMove), 0.0);
    app.speech().text.clone()
}

#[test]
fn a_dama_game_is_heard_move_by_move_with_its_captures_crowning_and_result() {
    let mut app = dama(Lang::En);
    // Choosing the piece says nothing of the game: the square says it.
    assert_eq!(square(&mut app, "a4"), "");
    assert_eq!(
        square(&mut app, "c8"),
        "White captures 3 pieces, a5, b6 and c7, moving from a4 to c8. \
         The man on c8 is crowned king. \
         Black to move: a capture of one piece is compulsory, from g5."
    );
    square(&mut app, "g5");
    assert_eq!(
        square(&mut app, "g3"),
        "Black captures one piece, g4, moving from g5 to g3. \
         White to move: a capture of one piece is compulsory, from h3."
    );
    let refused = typed(&mut app, "h3-h5");
    assert!(refused.starts_with("h3-h5 cannot be played: "), "{refused}");
    let serial = app.speech().serial;
    // Typing again clears the reason: neither it nor the old move is said again.
    app.move_box_mut().text = "h3".into();
    app.move_box_mut().problem = None;
    assert_eq!(app.speech().serial, serial);
    // The same refusal again is said again: a new serial, the same words.
    assert_eq!(typed(&mut app, "h3-h5"), refused);
    assert_eq!(app.speech().serial, serial + 1);
    assert!(!app.said().is_game());
    assert_eq!(
        typed(&mut app, "h3xf3"),
        "White captures one piece, g3, moving from h3 to f3. \
         White wins, a lone piece against a king."
    );
    assert!(app.said().is_game());
    app.apply(Command::Move(MoveCommand::Undo), 0.0);
    assert_eq!(
        app.speech().text,
        "Taken back: h3xf3. White to move: a capture of one piece is compulsory, from h3."
    );
}

#[test]
fn an_akidada_game_is_heard_with_its_line_removal_and_result() {
    let mut app = akidada(Lang::En);
    assert_eq!(
        point(&mut app, "a5"),
        "White places a piece on a5. Black to place a piece; 1 in hand."
    );
    assert_eq!(
        point(&mut app, "e1"),
        "Black places a piece on e1. White to place a piece; 1 in hand."
    );
    // The line waits for its removal: what to do is said.
    assert_eq!(
        point(&mut app, "a3"),
        "White made a line: remove a black piece, from e1, b2 and d4."
    );
    assert_eq!(
        point(&mut app, "b2"),
        "White places a piece on a3. White makes a line and removes the piece on b2. \
         White wins, the loser has only two pieces left."
    );
}

#[test]
fn the_moves_are_heard_in_polish_and_turkish() {
    let mut pl = dama(Lang::Pl);
    square(&mut pl, "a4");
    assert_eq!(
        square(&mut pl, "c8"),
        "Białe biją 3 pionki, a5, b6 i c7, idąc z a4 na c8. \
         Pionek na c8 zostaje damką. \
         Ruch: Czarne; bicie jednego pionka jest obowiązkowe, z g5."
    );
    let mut tr = dama(Lang::Tr);
    square(&mut tr, "a4");
    assert_eq!(
        square(&mut tr, "c8"),
        "Beyaz a4 karesinden c8 karesine giderek 3 taş alır: a5, b6 ve c7. \
         c8 karesindeki taş dama olur. \
         Hamle sırası: Siyah; 1 taş almak zorunlu, g5 karesinden."
    );
    let mut pl = akidada(Lang::Pl);
    point(&mut pl, "a5");
    point(&mut pl, "e1");
    assert_eq!(
        point(&mut pl, "a3"),
        "Białe ułożyły linię: zdejmij czarny pionek, z e1, b2 i d4."
    );
    let mut tr = akidada(Lang::Tr);
    point(&mut tr, "a5");
    point(&mut tr, "e1");
    point(&mut tr, "a3");
    assert_eq!(
        point(&mut tr, "b2"),
        "Beyaz a3 noktasına taş koyar. Beyaz sıra yapar ve b2 noktasındaki taşı alır. \
         Beyaz kazandı, kaybedenin yalnızca iki taşı kaldı."
    );
}

#[test]
fn another_game_is_said_to_be_new() {
    let mut app = dama(Lang::En);
    app.apply(
        Command::Game(GameCommand::StartGame {
            rules: akidada::app::play::RuleSet::Akidada(AkidadaRules {
                first: akidada::games::FirstPlayer::White,
                ..AkidadaRules::default()
            }),
            players: Players::humans("Ada", "Bolek"),
            seed: 7,
            clock: None,
        }),
        0.0,
    );
    assert_eq!(
        app.speech().text,
        "A new game of Akidada. White to place a piece; 6 in hand."
    );
}
