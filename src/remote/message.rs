//! What the two sides say to each other, serialised with `postcard` (serde's compact
//! binary format): the handshake's plain messages and, sealed, the game's messages.
//!
//! The wire has its own small types (`WireGame`, `WireSide`, …) rather than the rules
//! cores' types, so that a change inside the program cannot change the protocol
//! unnoticed: a change here is a new `PROTOCOL_VERSION`. Decoding is bounded: a frame
//! is at most `MAX_FRAME` bytes, and every text is checked against its own limit
//! (`Message::check`), so a peer cannot make us keep more than it sent.

use super::LinkError;
use crate::core::Side;
use crate::session::clock::TimeControl;
use crate::session::GameKind;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// The longest player name, in characters.
pub const MAX_NAME: usize = 40;
/// The longest chat line, in characters.
pub const MAX_CHAT: usize = 300;
/// The longest move text (a move in coordinates; a Flickering series step).
pub const MAX_MOVE: usize = 32;
/// The longest turn of a [`GameOffer`]'s moves: a Xiangqi move, or a whole Flickering
/// series in coordinates joined by commas. A series moves each unit at most once, so
/// its sixteen units make at most sixteen moves of at most five characters and a
/// comma each (96); the limit leaves room and still refuses a peer's padding.
pub const MAX_TURN: usize = 160;
/// The most turns a [`GameOffer`] may carry: far beyond any game played (a long
/// Flickering game has a few hundred series), and within [`MAX_FRAME`] for the
/// turns games have (a 300-series game of five-move series is about 9 KiB).
///
/// [`MAX_FRAME`]: super::frame::MAX_FRAME
pub const MAX_TURNS: usize = 4000;

/// The handshake's messages, sent before there is a key.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum Plain {
    /// The guest's key-exchange message.
    Join { pake: Vec<u8> },
    /// The host's key-exchange message.
    Welcome { pake: Vec<u8> },
    /// The host turns the guest away.
    Refused(Refusal),
}

/// Why a host turned a guest away.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum Refusal {
    #[error("the join code is wrong")]
    WrongCode,
    #[error("the game already has its guest")]
    Full,
    #[error("the host takes no more joins for this game after too many wrong codes")]
    Locked,
}

/// The game: Flickering Chess or Xiangqi.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WireGame {
    Flickering,
    Xiangqi,
}

/// A side: White (Red in Xiangqi) moves first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WireSide {
    First,
    Second,
}

/// The first sealed message each way: who is there and, from the host, the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hello {
    /// The player's name as they gave it (shown escaped, like every echoed text).
    pub name: String,
    /// The host's game; `None` from the guest.
    pub game: Option<GameOffer>,
}

/// The game the host offers: which game, the guest's side, the clock, and the moves
/// played so far (empty for a new game; a resumed one is replayed by the guest
/// through its own rules).
///
/// `moves` holds the finished turns, one entry a turn, in coordinates: a Xiangqi
/// move (`h3e3`), or a whole Flickering series joined by commas (`e2e4,g1f3`); each
/// at most [`MAX_TURN`] characters, at most [`MAX_TURNS`] of them
/// (`crate::play::remote` writes and replays them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameOffer {
    pub game: WireGame,
    pub guest_plays: WireSide,
    pub clock: Option<WireClock>,
    pub moves: Vec<String>,
}

impl GameOffer {
    /// Whether the turns are within their limits ([`MAX_TURNS`] of at most
    /// [`MAX_TURN`] characters): a peer's offer must be.
    pub fn fits(&self) -> bool {
        self.moves.len() <= MAX_TURNS && self.moves.iter().all(|m| m.chars().count() <= MAX_TURN)
    }
}

/// A time control: base time and increment per completed turn, in milliseconds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WireClock {
    pub base_ms: u64,
    pub increment_ms: u64,
}

/// Both clocks as the host (whose clock is the truth) has them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockState {
    pub first_ms: u64,
    pub second_ms: u64,
    /// The side whose clock runs, if one does.
    pub running: Option<WireSide>,
}

/// How a game ended, as the side that saw it end says it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WireResult {
    FirstWins,
    SecondWins,
    Draw,
}

/// A message of the game, sent sealed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Message {
    /// The first message each way.
    Hello(Hello),
    /// A move in coordinates (`e2e4`, `h2e2`); in Flickering Chess one step of the
    /// series. `index` counts the moves before it in the game, so both sides know
    /// they are at the same place.
    Move {
        index: u32,
        text: String,
    },
    /// The Flickering series ends after `index` moves of the game.
    EndSeries {
        index: u32,
    },
    DrawOffer,
    DrawAnswer {
        accept: bool,
    },
    Resign,
    TakeBackRequest,
    TakeBackAnswer {
        accept: bool,
    },
    Clock(ClockState),
    /// A chat line (`:say TEXT`).
    Chat(String),
    Result(WireResult),
    /// A rematch with colours swapped, offered or answered.
    Rematch,
    RematchAnswer {
        accept: bool,
    },
    /// Nothing to say: the connection is alive.
    Ping,
    /// The player left the game.
    Bye,
}

impl Message {
    /// Whether every text is within its limit (a peer's message must be).
    pub(crate) fn check(&self) -> Result<(), LinkError> {
        let within = |text: &str, limit: usize| text.chars().count() <= limit;
        let ok = match self {
            Message::Hello(hello) => {
                within(&hello.name, MAX_NAME) && hello.game.as_ref().is_none_or(GameOffer::fits)
            }
            Message::Move { text, .. } => within(text, MAX_MOVE),
            Message::Chat(text) => within(text, MAX_CHAT),
            _ => true,
        };
        if ok {
            Ok(())
        } else {
            Err(LinkError::Malformed)
        }
    }
}

/// A value's bytes.
pub(crate) fn encode<T: Serialize>(value: &T) -> Result<Vec<u8>, LinkError> {
    postcard::to_allocvec(value).map_err(|_| LinkError::Malformed)
}

/// A value read from all of `bytes` (nothing may be left over).
pub(crate) fn decode<'a, T: Deserialize<'a>>(bytes: &'a [u8]) -> Result<T, LinkError> {
    match postcard::take_from_bytes(bytes) {
        Ok((value, [])) => Ok(value),
        _ => Err(LinkError::Malformed),
    }
}

impl From<GameKind> for WireGame {
    fn from(kind: GameKind) -> WireGame {
        match kind {
            GameKind::Flickering => WireGame::Flickering,
            GameKind::Xiangqi => WireGame::Xiangqi,
        }
    }
}

impl From<WireGame> for GameKind {
    fn from(game: WireGame) -> GameKind {
        match game {
            WireGame::Flickering => GameKind::Flickering,
            WireGame::Xiangqi => GameKind::Xiangqi,
        }
    }
}

impl From<Side> for WireSide {
    fn from(side: Side) -> WireSide {
        match side {
            Side::White => WireSide::First,
            Side::Black => WireSide::Second,
        }
    }
}

impl From<WireSide> for Side {
    fn from(side: WireSide) -> Side {
        match side {
            WireSide::First => Side::White,
            WireSide::Second => Side::Black,
        }
    }
}

impl From<TimeControl> for WireClock {
    fn from(tc: TimeControl) -> WireClock {
        let ms = |d: Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
        WireClock {
            base_ms: ms(tc.base),
            increment_ms: ms(tc.increment),
        }
    }
}

impl From<WireClock> for TimeControl {
    fn from(clock: WireClock) -> TimeControl {
        TimeControl {
            base: Duration::from_millis(clock.base_ms),
            increment: Duration::from_millis(clock.increment_ms),
        }
    }
}
