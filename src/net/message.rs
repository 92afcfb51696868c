//! The messages two copies of the app send each other once the channel is
//! open: typed values, written as JSON inside the encrypted channel.
//!
//! Every message is read into these types or refused: an unknown kind, an
//! unknown field, a field of the wrong type, a text that is too long or a
//! version this program does not speak ends the connection. Nothing a message
//! holds names a file, a path or a command: moves are checked by the rules
//! (see [`super::game`]), names are cut to [`MAX_NAME`] characters.

use serde::{Deserialize, Serialize};

use crate::games::Side;
use crate::record::GameRules;
use crate::record::clock::TimeControl;

/// The version of these messages; a peer speaking another is refused.
pub const VERSION: u32 = 2;

/// The longest name a player may give, in characters.
pub const MAX_NAME: usize = 40;

/// The most moves a game sent in a hello may hold.
pub const MAX_MOVES: usize = 2000;

/// The longest move text (a Dama king capturing round the board is far
/// shorter).
pub const MAX_MOVE_TEXT: usize = 120;

/// The longest goodbye note.
pub const MAX_NOTE: usize = 200;

/// One message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "snake_case")]
pub enum Message {
    /// The first message each side sends: who it is and, from the host, the
    /// game.
    Hello(Hello),
    /// A move in notation, with both clocks' times left as the sender counts
    /// them (the host's count is the one kept).
    Move(MoveMsg),
    /// The host's clocks when the game had `moves` moves: after a move of
    /// the joiner's, on a resume, at the end.
    Clocks {
        moves: u32,
        times: Times,
    },
    /// The host says the side to move's time ran out.
    Flagged {
        side: Side,
    },
    DrawOffer,
    DrawAnswer {
        accept: bool,
    },
    Resign,
    /// Asks to take back the sender's last move: `moves` is the number of
    /// moves the game would have after it.
    TakebackRequest {
        moves: u32,
    },
    TakebackAnswer {
        accept: bool,
        moves: u32,
    },
    Ping {
        n: u64,
    },
    Pong {
        n: u64,
    },
    /// Sent on a connection that resumes a game: the moves each side has and
    /// the hashes of its record, to prove both hold the same game.
    Resume(Resume),
    /// The sender leaves on purpose: no reconnection follows.
    Goodbye {
        reason: Farewell,
    },
}

/// Who a side is, and from the host, the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hello {
    pub version: u32,
    pub name: String,
    /// The host's game; `None` from the joiner.
    pub game: Option<Offer>,
}

/// The game the host offers: the rules, the clocks, the colours and the game
/// so far (empty for a new game; a game hosted again carries its moves).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Offer {
    pub rules: GameRules,
    /// The time control, if the game has clocks.
    pub clock: Option<TimeControl>,
    /// The side the host plays.
    pub host_side: Side,
    /// Who moves first (the lot already drawn by the host).
    pub first: Side,
    pub lot_seed: Option<u64>,
    /// The start position as a position string.
    pub start: String,
    pub moves: Vec<String>,
    /// Each side's time left, when there are clocks.
    pub times: Option<Times>,
    /// A lesson: the host lets both players use hints, analysis and
    /// teaching mode while the game goes on (a teacher playing a pupil).
    /// Absent means no.
    #[serde(default)]
    pub lesson: bool,
}

/// Both clocks' times left, in milliseconds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Times {
    pub white_ms: u64,
    pub black_ms: u64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveMsg {
    pub text: String,
    pub times: Option<Times>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Resume {
    pub moves: u32,
    /// The hash of the sender's game (see `game::hash_at`).
    pub hash: u64,
    /// The hash of the sender's game without its last move (of the start
    /// when it has none): what the other side, a move behind, checks.
    pub before_last: u64,
}

/// Why a side leaves.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Farewell {
    /// The person closed the game.
    Leaving,
    /// The game is over and saved.
    GameOver,
    /// The two sides' games differ: they cannot go on together.
    Mismatch,
    /// The peer broke the protocol (an illegal move, a message out of turn).
    Broken,
}

/// Why bytes from the peer are not a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadMessage {
    /// Not a message of this version (the parser's words).
    Malformed(String),
    /// A message of another version.
    Version(u32),
    /// A text too long: which field.
    TooLong(&'static str),
}

impl Message {
    /// The kind of message, as the protocol names it.
    pub fn kind(&self) -> &'static str {
        match self {
            Message::Hello(_) => "hello",
            Message::Move(_) => "move",
            Message::Clocks { .. } => "clocks",
            Message::Flagged { .. } => "flagged",
            Message::DrawOffer => "draw_offer",
            Message::DrawAnswer { .. } => "draw_answer",
            Message::Resign => "resign",
            Message::TakebackRequest { .. } => "takeback_request",
            Message::TakebackAnswer { .. } => "takeback_answer",
            Message::Ping { .. } => "ping",
            Message::Pong { .. } => "pong",
            Message::Resume(_) => "resume",
            Message::Goodbye { .. } => "goodbye",
        }
    }

    /// The message as bytes for the channel.
    pub fn encode(&self) -> Vec<u8> {
        // Plain data into a buffer: serde_json cannot fail here.
        serde_json::to_vec(self).unwrap_or_default()
    }

    /// Reads a message from bytes, refusing anything but a whole, well-formed
    /// message of this version within its limits.
    pub fn decode(bytes: &[u8]) -> Result<Message, BadMessage> {
        let message: Message =
            serde_json::from_slice(bytes).map_err(|e| BadMessage::Malformed(e.to_string()))?;
        message.check()?;
        Ok(message)
    }

    /// The limits serde does not know.
    fn check(&self) -> Result<(), BadMessage> {
        let long = |text: &str, max: usize, what: &'static str| {
            if text.chars().count() > max {
                Err(BadMessage::TooLong(what))
            } else {
                Ok(())
            }
        };
        match self {
            Message::Hello(hello) => {
                if hello.version != VERSION {
                    return Err(BadMessage::Version(hello.version));
                }
                long(&hello.name, MAX_NAME, "name")?;
                if let Some(offer) = &hello.game {
                    long(&offer.start, MAX_MOVE_TEXT, "start")?;
                    if offer.moves.len() > MAX_MOVES {
                        return Err(BadMessage::TooLong("moves"));
                    }
                    for mv in &offer.moves {
                        long(mv, MAX_MOVE_TEXT, "move")?;
                    }
                }
                Ok(())
            }
            Message::Move(mv) => long(&mv.text, MAX_MOVE_TEXT, "move"),
            _ => Ok(()),
        }
    }
}

/// A name as shown: control characters dropped, cut to [`MAX_NAME`].
pub fn clean_name(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME)
        .collect::<String>()
        .trim()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(message: Message) {
        let bytes = message.encode();
        assert_eq!(Message::decode(&bytes), Ok(message));
    }

    #[test]
    fn every_kind_reads_back() {
        let times = Times {
            white_ms: 1000,
            black_ms: 2000,
        };
        let offer = Offer {
            rules: GameRules::from(crate::games::dama::DamaRules::default()),
            clock: Some(TimeControl {
                base_ms: 60_000,
                increment_ms: 1000,
            }),
            host_side: Side::Black,
            first: Side::White,
            lot_seed: None,
            start: "W:Wa2:Bh7".into(),
            moves: vec!["a2-a3".into()],
            times: Some(times),
            lesson: true,
        };
        for message in [
            Message::Hello(Hello {
                version: VERSION,
                name: "Ayşe".into(),
                game: Some(offer),
            }),
            Message::Hello(Hello {
                version: VERSION,
                name: "Mehmet".into(),
                game: None,
            }),
            Message::Move(MoveMsg {
                text: "c3-c4".into(),
                times: Some(times),
            }),
            Message::Clocks { moves: 3, times },
            Message::Flagged { side: Side::White },
            Message::DrawOffer,
            Message::DrawAnswer { accept: true },
            Message::Resign,
            Message::TakebackRequest { moves: 3 },
            Message::TakebackAnswer {
                accept: false,
                moves: 3,
            },
            Message::Ping { n: 7 },
            Message::Pong { n: 7 },
            Message::Resume(Resume {
                moves: 4,
                hash: 99,
                before_last: 98,
            }),
            Message::Goodbye {
                reason: Farewell::GameOver,
            },
        ] {
            round_trip(message);
        }
    }

    #[test]
    fn unknown_kinds_fields_and_versions_are_refused() {
        for bad in [
            &br#""Teleport""#[..],
            br#"{"ping":{"n":1,"extra":2}}"#,
            br#"{"hello":{"version":99,"name":"x","game":null}}"#,
            br#"{"move":{"text":5,"times":null}}"#,
            b"",
            b"\xff\xfe",
        ] {
            assert!(
                Message::decode(bad).is_err(),
                "{}",
                String::from_utf8_lossy(bad)
            );
        }
        let long = format!(
            r#"{{"move":{{"text":"{}","times":null}}}}"#,
            "a".repeat(500)
        );
        assert_eq!(
            Message::decode(long.as_bytes()),
            Err(BadMessage::TooLong("move"))
        );
    }

    #[test]
    fn an_offer_that_does_not_say_lesson_is_no_lesson() {
        let hello = br#"{"hello":{"version":2,"name":"Ali","game":{"rules":{"Dama":{}},
            "clock":null,"host_side":"White","first":"White","lot_seed":null,
            "start":"W:Wa2:Bh7","moves":[],"times":null}}}"#;
        let Ok(Message::Hello(Hello {
            game: Some(offer), ..
        })) = Message::decode(hello)
        else {
            panic!("{:?}", Message::decode(hello));
        };
        assert!(!offer.lesson);
    }

    #[test]
    fn names_lose_control_characters_and_length() {
        assert_eq!(clean_name("  Ali\u{1b}[31m \n"), "Ali[31m");
        assert_eq!(clean_name(&"é".repeat(100)).chars().count(), MAX_NAME);
    }
}
