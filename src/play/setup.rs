//! What a game starts with: the players' names, the clock, and the side the computer
//! or an engine plays ([`GameSetup`]) — used by the command line, the new-game
//! screen, and "new game" / "rematch" after a result.

use crate::core::Side;
use crate::play::opponent::OpponentKind;
use crate::record::RecordInfo;
use crate::session::clock::TimeControl;
use crate::session::GameKind;

/// The players of a game and its time control.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Players {
    /// White's (Red's) name; empty: the side's name.
    pub white: String,
    pub black: String,
    pub clock: Option<TimeControl>,
}

impl Players {
    /// The name recorded for `side`: as given, or PGN's unknown `?` when none was
    /// given (screens show that as the side, in the reader's language; a record
    /// never keeps one language's words for it, and a rematch does not carry the
    /// side's name to the other colour).
    pub fn name(&self, kind: GameKind, side: Side) -> String {
        let given = match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        };
        // A name is one line of text (it goes into a record's tag).
        let given: String = given
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .take(NAME_MAX)
            .collect();
        let given = given.trim();
        if names_no_one(kind, given) {
            "?".to_string()
        } else {
            given.to_string()
        }
    }

    /// The record information of a new game with these players.
    pub fn info(&self, kind: GameKind) -> RecordInfo {
        RecordInfo {
            white: self.name(kind, Side::White),
            black: self.name(kind, Side::Black),
            ..RecordInfo::default()
        }
    }

    /// The computer's side named after it ([`COMPUTER_NAME`]) when no name was
    /// given for it.
    pub fn with_opponent(mut self, side: Side, kind: &OpponentKind) -> Players {
        let name = match side {
            Side::White => &mut self.white,
            Side::Black => &mut self.black,
        };
        if let (true, OpponentKind::Computer { .. }) = (name.trim().is_empty(), kind) {
            *name = COMPUTER_NAME.to_string();
        }
        self
    }

    /// The same players with colours swapped.
    pub fn swapped(&self) -> Players {
        Players {
            white: self.black.clone(),
            black: self.white.clone(),
            clock: self.clock,
        }
    }
}

/// Whether a player's `name` names no one: empty, `?` (PGN's unknown) or a side's
/// title in the game ("White", "Red"), which older records wrote for an unnamed
/// player (and, after a rematch, for the other side: "Black" playing White is no
/// one's name either).
pub fn names_no_one(kind: GameKind, name: &str) -> bool {
    let name = name.trim();
    name.is_empty()
        || name == "?"
        || [Side::White, Side::Black]
            .into_iter()
            .any(|s| name == crate::play::port::side_title(kind, s))
}

/// Everything a new game is started with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSetup {
    pub kind: GameKind,
    pub players: Players,
    /// The side the computer or an engine plays, and which.
    pub opponent: Option<(Side, OpponentKind)>,
    /// Whether `t` gives hints in this game (the new-game screen turns them off
    /// against the computer or an engine; the record says `[Hints "off"]`).
    pub hints: bool,
}

impl GameSetup {
    pub fn hot_seat(kind: GameKind) -> GameSetup {
        GameSetup {
            kind,
            players: Players::default(),
            opponent: None,
            hints: true,
        }
    }

    /// The rematch: colours swapped, names and the computer's side with them.
    pub fn rematch(&self) -> GameSetup {
        GameSetup {
            kind: self.kind,
            players: self.players.swapped(),
            opponent: self.opponent.clone().map(|(side, kind)| (!side, kind)),
            hints: self.hints,
        }
    }
}

/// The name a record keeps for duochess's computer: the program's name, a proper
/// name the same in every language (PGN names a program playing a side by the
/// program: `[Black "duochess"]`, with `[BlackType "program"]` and its level in
/// `[ComputerLevel "3"]`). Screens show that side as the computer at its level in
/// the player's language (`crate::words::sides::Player`), never this name.
pub const COMPUTER_NAME: &str = "duochess";

/// The longest name taken.
pub const NAME_MAX: usize = 24;

/// The clocks offered (minutes + seconds a move) on the new-game screen and in the
/// settings; after them, a clock of the player's own.
pub const CLOCK_PRESETS: [(u64, u64); 5] = [(1, 0), (3, 2), (5, 3), (10, 5), (15, 10)];
