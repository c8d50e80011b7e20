//! How a position stands by the rules alone, without history: the game goes on,
//! the side to move is checkmated, or it is stalemated. Each rules core answers
//! with its own `outcome()` (orthodox chess and Flickering Chess: stalemate is a
//! draw; Xiangqi: stalemate loses, `docs/rules/xiangqi.md` §5.1).

use super::Side;

/// The state of a position for the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The side to move has a legal move (or series) and play goes on.
    Ongoing,
    /// The side to move is in check and cannot get out of it: `winner` has won.
    Checkmate { winner: Side },
    /// The side to move is not in check and has no legal move (or series).
    /// `winner` is `None` where stalemate is a draw, else the side that stalemated.
    Stalemate { winner: Option<Side> },
}

impl Outcome {
    /// Whether the game is over.
    pub fn is_over(self) -> bool {
        self != Outcome::Ongoing
    }

    /// The side that has won, if any.
    pub fn winner(self) -> Option<Side> {
        match self {
            Outcome::Ongoing => None,
            Outcome::Checkmate { winner } => Some(winner),
            Outcome::Stalemate { winner } => winner,
        }
    }

    /// `ongoing`, `checkmate` or `stalemate`.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Ongoing => "ongoing",
            Outcome::Checkmate { .. } => "checkmate",
            Outcome::Stalemate { .. } => "stalemate",
        }
    }
}
