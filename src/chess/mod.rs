//! Orthodox chess on the shared rules core: bitboards, attack tables, positions,
//! legal single-move generation, FEN and perft. Flickering Chess builds its series on
//! the board, pieces and attack tests defined here.

pub mod attacks;
pub mod bitboard;
pub mod board;
pub mod fen;
pub mod movegen;
pub mod moves;
pub mod perft;
pub mod position;
pub mod setup;

pub use attacks::tables;
pub use bitboard::Bitboard;
pub use board::Board;
pub use fen::{FenError, INITIAL_FEN};
pub use moves::{CastleSide, Move, MoveKind, MoveList};
pub use position::{Castling, Position};
pub use setup::{PositionError, Problem, Setup, Validation};

use crate::core::Side;
use std::fmt;

/// A square of the 8x8 board.
pub type Square = crate::core::Square<8, 8>;

/// The kind of a chess piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Role {
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];
    /// What a pawn may promote to, in the usual order of choice.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Lower-case letter (`p n b r q k`).
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// Upper-case letter as in SAN (`N`, `B`, ...; `P` for pawns).
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }

    pub fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'p' => Role::Pawn,
            'n' => Role::Knight,
            'b' => Role::Bishop,
            'r' => Role::Rook,
            'q' => Role::Queen,
            'k' => Role::King,
            _ => return None,
        })
    }

    /// English name, for messages ("the bishop on b4").
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }
}

/// A piece: a role and a side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Side,
    pub role: Role,
}

impl Piece {
    pub const fn new(side: Side, role: Role) -> Piece {
        Piece { side, role }
    }
    /// FEN letter: upper case for White.
    pub fn fen_char(self) -> char {
        match self.side {
            Side::White => self.role.upper_char(),
            Side::Black => self.role.char(),
        }
    }
    pub fn from_fen_char(c: char) -> Option<Piece> {
        let role = Role::from_char(c)?;
        let side = if c.is_ascii_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        Some(Piece { side, role })
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.fen_char())
    }
}
