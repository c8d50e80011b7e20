//! Moves that carry their meaning: which piece, from where, to where, what it
//! captured, what it promoted to, and whether it was a double step, en passant or
//! castling. Notation and take-back read these fields instead of re-deriving them.

use super::{Role, Square};
use std::fmt;

/// Which way a king castles.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CastleSide {
    /// Towards the h-file rook (`O-O`).
    King,
    /// Towards the a-file rook (`O-O-O`).
    Queen,
}

impl CastleSide {
    /// File the king lands on (g or c).
    pub const fn king_to_file(self) -> u8 {
        match self {
            CastleSide::King => 6,
            CastleSide::Queen => 2,
        }
    }
    /// File of the rook before castling (h or a).
    pub const fn rook_from_file(self) -> u8 {
        match self {
            CastleSide::King => 7,
            CastleSide::Queen => 0,
        }
    }
    /// File of the rook after castling (f or d).
    pub const fn rook_to_file(self) -> u8 {
        match self {
            CastleSide::King => 5,
            CastleSide::Queen => 3,
        }
    }
}

/// What kind of move it is, beyond "a piece goes from one square to another".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    Normal,
    /// A pawn's two-square advance from its initial rank.
    DoubleStep,
    /// A pawn capture onto the skipped square of a double step; the captured pawn
    /// stands beside the capturing pawn's origin, on the destination's file.
    EnPassant,
    /// King and rook move together; `from`/`to` are the king's squares.
    Castle(CastleSide),
}

/// A single chess move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub role: Role,
    pub from: Square,
    pub to: Square,
    pub capture: Option<Role>,
    pub promotion: Option<Role>,
    pub kind: MoveKind,
}

impl Move {
    /// The square of the captured piece (differs from `to` for en passant).
    pub fn capture_square(&self) -> Option<Square> {
        self.capture?;
        Some(match self.kind {
            MoveKind::EnPassant => {
                Square::from_index_unchecked(self.from.rank().0 * 8 + self.to.file().0)
            }
            _ => self.to,
        })
    }

    pub fn is_capture(&self) -> bool {
        self.capture.is_some()
    }

    /// Coordinate notation: `e2e4`, `e7e8q`, castling as the king's move `e1g1`.
    pub fn uci(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "{}", p.char())?;
        }
        Ok(())
    }
}

/// A fixed-capacity list of moves (no allocation in move generation).
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MoveList::CAPACITY],
    len: usize,
}

const NULL_MOVE: Move = Move {
    role: Role::Pawn,
    from: Square::from_index_unchecked(0),
    to: Square::from_index_unchecked(0),
    capture: None,
    promotion: None,
    kind: MoveKind::Normal,
};

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl MoveList {
    /// More than the maximum number of legal moves in any chess position (218).
    pub const CAPACITY: usize = 256;

    pub const fn new() -> MoveList {
        MoveList {
            moves: [NULL_MOVE; MoveList::CAPACITY],
            len: 0,
        }
    }
    #[inline(always)]
    pub fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.len
    }
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn clear(&mut self) {
        self.len = 0;
    }
    #[inline(always)]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }
    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
