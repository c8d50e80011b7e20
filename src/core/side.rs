//! The two sides of a game. In Xiangqi, `White` is Red (it moves first).

use std::fmt;
use std::ops::Not;

/// A side of the game. The first player is `White` (Red in Xiangqi).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    White,
    Black,
}

impl Side {
    pub const ALL: [Side; 2] = [Side::White, Side::Black];

    /// 0 for White, 1 for Black: for indexing per-side arrays.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other side.
    #[inline(always)]
    pub const fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// Pick `white` or `black` depending on the side.
    #[inline(always)]
    pub fn fold<T>(self, white: T, black: T) -> T {
        match self {
            Side::White => white,
            Side::Black => black,
        }
    }

    /// +1 for White (moves up the board), -1 for Black.
    #[inline(always)]
    pub const fn forward(self) -> i8 {
        match self {
            Side::White => 1,
            Side::Black => -1,
        }
    }

    /// The FEN letter of the side to move (`w` / `b`; Xiangqi uses the same).
    pub const fn fen_char(self) -> char {
        match self {
            Side::White => 'w',
            Side::Black => 'b',
        }
    }

    /// Lower-case name in chess terms ("white"/"black").
    pub const fn chess_name(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }

    /// Lower-case name in Xiangqi terms ("red"/"black").
    pub const fn xiangqi_name(self) -> &'static str {
        match self {
            Side::White => "red",
            Side::Black => "black",
        }
    }
}

impl Not for Side {
    type Output = Side;
    #[inline(always)]
    fn not(self) -> Side {
        self.opponent()
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.chess_name())
    }
}
