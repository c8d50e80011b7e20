//! Board geometry for any W x H board: files, ranks, squares and directions.
//!
//! Squares are numbered rank by rank from the first player's side:
//! index = rank * W + file, with file 0 = `a` and rank 0 = `1`.
//! Chess uses `Square<8, 8>` (a1 = 0, h8 = 63, the usual bitboard order);
//! Xiangqi uses `Square<9, 10>` (a1 = 0, i10 = 89).

use std::fmt;

/// A file (column), 0-based: 0 is `a`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct File(pub u8);

/// A rank (row), 0-based: 0 is rank `1`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(pub u8);

impl File {
    /// The letter of the file (`a`, `b`, ...).
    pub fn char(self) -> char {
        (b'a' + self.0) as char
    }
    /// Parse a file letter, if it is within `width` files.
    pub fn from_char(c: char, width: u8) -> Option<File> {
        let c = c.to_ascii_lowercase();
        if c.is_ascii_lowercase() && (c as u8 - b'a') < width {
            Some(File(c as u8 - b'a'))
        } else {
            None
        }
    }
}

impl Rank {
    /// The 1-based number shown to players.
    pub fn number(self) -> u8 {
        self.0 + 1
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// A displacement on the board: `df` files to the right, `dr` ranks up
/// (from the first player's point of view).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Delta {
    pub df: i8,
    pub dr: i8,
}

impl Delta {
    pub const fn new(df: i8, dr: i8) -> Delta {
        Delta { df, dr }
    }
    pub const N: Delta = Delta::new(0, 1);
    pub const S: Delta = Delta::new(0, -1);
    pub const E: Delta = Delta::new(1, 0);
    pub const W: Delta = Delta::new(-1, 0);
    pub const NE: Delta = Delta::new(1, 1);
    pub const NW: Delta = Delta::new(-1, 1);
    pub const SE: Delta = Delta::new(1, -1);
    pub const SW: Delta = Delta::new(-1, -1);

    /// The four orthogonal directions.
    pub const ORTHOGONAL: [Delta; 4] = [Delta::N, Delta::E, Delta::S, Delta::W];
    /// The four diagonal directions.
    pub const DIAGONAL: [Delta; 4] = [Delta::NE, Delta::SE, Delta::SW, Delta::NW];
    /// All eight directions.
    pub const ALL: [Delta; 8] = [
        Delta::N,
        Delta::NE,
        Delta::E,
        Delta::SE,
        Delta::S,
        Delta::SW,
        Delta::W,
        Delta::NW,
    ];
    /// The eight (1,2) leaps of a knight / horse.
    pub const KNIGHT: [Delta; 8] = [
        Delta::new(1, 2),
        Delta::new(2, 1),
        Delta::new(2, -1),
        Delta::new(1, -2),
        Delta::new(-1, -2),
        Delta::new(-2, -1),
        Delta::new(-2, 1),
        Delta::new(-1, 2),
    ];

    /// This delta mirrored top to bottom (for the second player).
    pub const fn flip_vertical(self) -> Delta {
        Delta::new(self.df, -self.dr)
    }

    /// The unit direction from one displacement, if it lies on a rank, file or diagonal.
    pub fn unit_towards(self) -> Option<Delta> {
        let (df, dr) = (self.df, self.dr);
        if df == 0 && dr == 0 {
            None
        } else if df == 0 || dr == 0 || df.abs() == dr.abs() {
            Some(Delta::new(df.signum(), dr.signum()))
        } else {
            None
        }
    }
}

/// Describes a board size. Implemented by [`Square`] through its const parameters,
/// usable where code wants the dimensions as values.
pub trait Geometry {
    const WIDTH: u8;
    const HEIGHT: u8;
    const COUNT: usize = Self::WIDTH as usize * Self::HEIGHT as usize;
}

/// A square (chess) or point (Xiangqi) on a `W` x `H` board.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square<const W: u8, const H: u8>(u8);

impl<const W: u8, const H: u8> Geometry for Square<W, H> {
    const WIDTH: u8 = W;
    const HEIGHT: u8 = H;
}

impl<const W: u8, const H: u8> Square<W, H> {
    /// Number of squares on the board.
    pub const COUNT: usize = W as usize * H as usize;

    /// The square with this index (`rank * W + file`), if on the board.
    #[inline(always)]
    pub const fn from_index(index: u8) -> Option<Self> {
        if (index as usize) < Self::COUNT {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square with this index; the caller guarantees `index < W * H`.
    #[inline(always)]
    pub const fn from_index_unchecked(index: u8) -> Self {
        debug_assert!((index as usize) < Self::COUNT);
        Square(index)
    }

    /// The square at `file`, `rank`, if on the board.
    #[inline(always)]
    pub const fn new(file: File, rank: Rank) -> Option<Self> {
        if file.0 < W && rank.0 < H {
            Some(Square(rank.0 * W + file.0))
        } else {
            None
        }
    }

    /// The square at 0-based file and rank numbers, if on the board.
    #[inline(always)]
    pub fn at(file: i16, rank: i16) -> Option<Self> {
        if (0..W as i16).contains(&file) && (0..H as i16).contains(&rank) {
            Some(Square((rank * W as i16 + file) as u8))
        } else {
            None
        }
    }

    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    #[inline(always)]
    pub const fn file(self) -> File {
        File(self.0 % W)
    }

    #[inline(always)]
    pub const fn rank(self) -> Rank {
        Rank(self.0 / W)
    }

    /// The square `delta` away, if it is on the board.
    #[inline]
    pub fn offset(self, delta: Delta) -> Option<Self> {
        Self::at(
            self.file().0 as i16 + delta.df as i16,
            self.rank().0 as i16 + delta.dr as i16,
        )
    }

    /// The same square seen from the other side (rank mirrored).
    pub const fn flip_vertical(self) -> Self {
        Square((H - 1 - self.0 / W) * W + self.0 % W)
    }

    /// The displacement from `self` to `other`.
    pub fn delta_to(self, other: Self) -> Delta {
        Delta::new(
            other.file().0 as i8 - self.file().0 as i8,
            other.rank().0 as i8 - self.rank().0 as i8,
        )
    }

    /// Chebyshev (king-step) distance.
    pub fn distance(self, other: Self) -> u8 {
        let d = self.delta_to(other);
        d.df.unsigned_abs().max(d.dr.unsigned_abs())
    }

    /// All squares, a1 first, rank by rank.
    pub fn all() -> impl DoubleEndedIterator<Item = Self> + Clone {
        (0..Self::COUNT as u8).map(Square)
    }

    /// Parse a square name such as `e4` or `i10`.
    pub fn parse(text: &str) -> Option<Self> {
        let mut chars = text.chars();
        let file = File::from_char(chars.next()?, W)?;
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        if digits.starts_with('0') {
            return None;
        }
        let number: u8 = digits.parse().ok()?;
        if number == 0 || number > H {
            return None;
        }
        Self::new(file, Rank(number - 1))
    }
}

impl<const W: u8, const H: u8> fmt::Display for Square<W, H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank())
    }
}

impl<const W: u8, const H: u8> fmt::Debug for Square<W, H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl<const W: u8, const H: u8> std::str::FromStr for Square<W, H> {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        Self::parse(s).ok_or(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Sq8 = Square<8, 8>;
    type Pt = Square<9, 10>;

    #[test]
    fn names_round_trip_on_both_boards() {
        for sq in Sq8::all() {
            assert_eq!(Sq8::parse(&sq.to_string()), Some(sq));
        }
        for pt in Pt::all() {
            assert_eq!(Pt::parse(&pt.to_string()), Some(pt));
        }
        assert_eq!(Pt::parse("i10").map(|p| p.index()), Some(89));
        assert_eq!(Sq8::parse("h8").map(|p| p.index()), Some(63));
        for bad in ["", "e", "e0", "e9", "i1", "e01", "ee", "e4x"] {
            assert_eq!(Sq8::parse(bad), None, "{bad}");
        }
        assert_eq!(Pt::parse("j1"), None);
        assert_eq!(Pt::parse("a11"), None);
    }

    #[test]
    fn offsets_stay_on_the_board() {
        let a1 = Sq8::parse("a1").unwrap();
        assert_eq!(a1.offset(Delta::W), None);
        assert_eq!(a1.offset(Delta::S), None);
        assert_eq!(a1.offset(Delta::NE), Sq8::parse("b2"));
        let i10 = Pt::parse("i10").unwrap();
        assert_eq!(i10.offset(Delta::N), None);
        assert_eq!(i10.offset(Delta::new(-1, -2)), Pt::parse("h8"));
        assert_eq!(Pt::parse("e1").unwrap().flip_vertical(), Pt::parse("e10").unwrap());
    }
}
