//! Game sessions: history, take-back, repetition, results. Nothing here knows
//! about terminals; the front end and the CLI drive sessions through their methods.

pub mod clock;
pub mod flicker;
pub mod xiangqi;

use crate::core::{Outcome, Side};
use std::fmt;

/// Which game is being played (used for naming sides and choosing rules).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    Flickering,
    Xiangqi,
}

impl GameKind {
    /// The name of a side in this game ("white"/"black" or "red"/"black").
    pub fn side_name(self, side: Side) -> &'static str {
        match self {
            GameKind::Flickering => side.chess_name(),
            GameKind::Xiangqi => side.xiangqi_name(),
        }
    }

    /// How long a game of `turns` turns is in the unit players count it in:
    /// Flickering Chess in series (one a turn), Xiangqi in moves as the move list
    /// numbers them (a move is Red's and Black's: 40 turns are 20 moves; a game
    /// whose first turn is Black's starts with a move of its own, `1. … h8e8`).
    pub fn length(self, turns: usize, black_first: bool) -> usize {
        match self {
            GameKind::Flickering => turns,
            GameKind::Xiangqi if black_first && turns > 0 => 1 + (turns - 1).div_ceil(2),
            GameKind::Xiangqi => turns.div_ceil(2),
        }
    }

    /// The name of a side as players write it in a sentence ("White", "Red").
    pub fn side_title(self, side: Side) -> &'static str {
        match (self, side) {
            (GameKind::Flickering, Side::White) => "White",
            (GameKind::Xiangqi, Side::White) => "Red",
            (_, Side::Black) => "Black",
        }
    }
}

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    Checkmate,
    Stalemate,
    /// Flickering: the same position for the third time at the start of a series.
    Repetition,
    /// Xiangqi: the given side checked perpetually.
    PerpetualCheck(Side),
    /// Xiangqi: both sides checked perpetually.
    MutualPerpetualCheck,
    /// Xiangqi: the given side chased perpetually.
    PerpetualChase(Side),
    /// Xiangqi: both sides chased perpetually.
    MutualPerpetualChase,
    /// Xiangqi: a repetition where no side broke a rule.
    IdleRepetition,
    /// Xiangqi club limit (6/12/18 consecutive checks or chases) exceeded by this side.
    ClubLimit(Side),
    InsufficientMaterial,
    /// Xiangqi optional 60-move rule.
    MoveLimit,
    Agreement,
    /// The given side resigned.
    Resignation(Side),
    /// The given side's time ran out (its flag fell).
    Time(Side),
}

impl EndReason {
    /// A description starting in lower case, naming sides as `game` does, as names
    /// ("perpetual chase by Red", "White resigned").
    pub fn describe(self, game: GameKind) -> String {
        let name = |s| game.side_title(s);
        match self {
            EndReason::Checkmate => "checkmate".into(),
            EndReason::Stalemate => "stalemate".into(),
            EndReason::Repetition => "threefold repetition".into(),
            EndReason::PerpetualCheck(s) => format!("perpetual check by {}", name(s)),
            EndReason::MutualPerpetualCheck => "perpetual check by both sides".into(),
            EndReason::PerpetualChase(s) => format!("perpetual chase by {}", name(s)),
            EndReason::MutualPerpetualChase => "perpetual chase by both sides".into(),
            EndReason::IdleRepetition => "repetition".into(),
            EndReason::ClubLimit(s) => {
                format!("too many consecutive checks or chases by {}", name(s))
            }
            EndReason::InsufficientMaterial => "no attacking pieces left".into(),
            EndReason::MoveLimit => "60-move rule".into(),
            EndReason::Agreement => "agreement".into(),
            EndReason::Resignation(s) => format!("{} resigned", name(s)),
            EndReason::Time(s) => format!("{} lost on time", name(s)),
        }
    }
}

/// The state of a game's result.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    Ongoing,
    Win { winner: Side, reason: EndReason },
    Draw { reason: EndReason },
}

impl GameResult {
    pub fn is_over(self) -> bool {
        !matches!(self, GameResult::Ongoing)
    }

    /// `ongoing`, `white wins`, `red wins`, `black wins` or `draw`.
    pub fn summary(self, game: GameKind) -> String {
        match self {
            GameResult::Ongoing => "ongoing".into(),
            GameResult::Win { winner, .. } => format!("{} wins", game.side_name(winner)),
            GameResult::Draw { .. } => "draw".into(),
        }
    }

    /// The reason in words, empty while the game goes on.
    pub fn reason(self, game: GameKind) -> String {
        match self {
            GameResult::Ongoing => String::new(),
            GameResult::Win { reason, .. } | GameResult::Draw { reason } => reason.describe(game),
        }
    }

    /// The PGN result token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub fn pgn_token(self) -> &'static str {
        match self {
            GameResult::Ongoing => "*",
            GameResult::Win {
                winner: Side::White,
                ..
            } => "1-0",
            GameResult::Win {
                winner: Side::Black,
                ..
            } => "0-1",
            GameResult::Draw { .. } => "1/2-1/2",
        }
    }
}

impl From<Outcome> for GameResult {
    /// The result a position's outcome gives a game: the winner by checkmate or
    /// stalemate, a draw by stalemate where stalemate draws, or play goes on.
    fn from(outcome: Outcome) -> GameResult {
        match outcome {
            Outcome::Ongoing => GameResult::Ongoing,
            Outcome::Checkmate { winner } => GameResult::Win {
                winner,
                reason: EndReason::Checkmate,
            },
            Outcome::Stalemate {
                winner: Some(winner),
            } => GameResult::Win {
                winner,
                reason: EndReason::Stalemate,
            },
            Outcome::Stalemate { winner: None } => GameResult::Draw {
                reason: EndReason::Stalemate,
            },
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameKind::Flickering => "Flickering Chess",
            GameKind::Xiangqi => "Xiangqi",
        })
    }
}

#[cfg(test)]
mod length_tests {
    use super::GameKind;

    #[test]
    fn xiangqi_counts_numbered_moves_flickering_series() {
        assert_eq!(GameKind::Xiangqi.length(40, false), 20);
        assert_eq!(GameKind::Xiangqi.length(39, false), 20);
        assert_eq!(GameKind::Xiangqi.length(1, false), 1);
        assert_eq!(GameKind::Xiangqi.length(0, true), 0);
        // 1. … a  2. b c  3. d
        assert_eq!(GameKind::Xiangqi.length(4, true), 3);
        assert_eq!(GameKind::Xiangqi.length(3, true), 2);
        assert_eq!(GameKind::Flickering.length(7, true), 7);
    }
}
