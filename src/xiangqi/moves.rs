//! Moves that carry their meaning: the piece, where it goes, what it captures.

use super::board::Point;
use super::piece::Piece;
use std::fmt;

/// A move in a particular position. It records the moving piece and the captured
/// piece, so that notation and take-back never need to re-derive them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Point,
    pub to: Point,
    pub piece: Piece,
    pub captured: Option<Piece>,
}

impl Move {
    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        self.captured.is_some()
    }

    /// Coordinate notation, e.g. `h3e3` or `h10g8`.
    pub fn coord(&self) -> String {
        format!("{}{}", self.from, self.to)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}
