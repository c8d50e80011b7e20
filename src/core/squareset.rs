//! A set of squares on a W x H board (up to 128 squares), used for regions
//! (palace, river halves, promotion ranks) and for precomputed tables.

use super::geometry::Square;
use std::fmt;

/// A set of squares of a `W` x `H` board, one bit per square index.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct SquareSet<const W: u8, const H: u8>(pub u128);

impl<const W: u8, const H: u8> SquareSet<W, H> {
    pub const EMPTY: Self = SquareSet(0);
    /// Every square of the board.
    pub const FULL: Self = SquareSet(if W as u32 * H as u32 == 128 {
        u128::MAX
    } else {
        (1u128 << (W as u32 * H as u32)) - 1
    });

    #[inline(always)]
    pub const fn from_square(sq: Square<W, H>) -> Self {
        SquareSet(1u128 << sq.index())
    }

    /// The squares with file in `files` and rank in `ranks` (0-based, inclusive ranges).
    pub fn rect(files: std::ops::RangeInclusive<u8>, ranks: std::ops::RangeInclusive<u8>) -> Self {
        Square::<W, H>::all()
            .filter(|s| files.contains(&s.file().0) && ranks.contains(&s.rank().0))
            .collect()
    }

    #[inline(always)]
    pub const fn contains(self, sq: Square<W, H>) -> bool {
        self.0 >> sq.index() & 1 != 0
    }
    #[inline(always)]
    pub fn insert(&mut self, sq: Square<W, H>) {
        self.0 |= 1u128 << sq.index();
    }
    #[inline(always)]
    pub fn remove(&mut self, sq: Square<W, H>) {
        self.0 &= !(1u128 << sq.index());
    }
    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    #[inline(always)]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }
    #[inline(always)]
    pub const fn union(self, other: Self) -> Self {
        SquareSet(self.0 | other.0)
    }
    #[inline(always)]
    pub const fn without(self, other: Self) -> Self {
        SquareSet(self.0 & !other.0)
    }
    /// The lowest-index square, if any.
    #[inline(always)]
    pub fn first(self) -> Option<Square<W, H>> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_unchecked(self.0.trailing_zeros() as u8))
        }
    }
}

impl<const W: u8, const H: u8> Iterator for SquareSet<W, H> {
    type Item = Square<W, H>;
    #[inline(always)]
    fn next(&mut self) -> Option<Square<W, H>> {
        let sq = self.first()?;
        self.0 &= self.0 - 1;
        Some(sq)
    }
}

impl<const W: u8, const H: u8> FromIterator<Square<W, H>> for SquareSet<W, H> {
    fn from_iter<I: IntoIterator<Item = Square<W, H>>>(iter: I) -> Self {
        let mut set = SquareSet::EMPTY;
        for sq in iter {
            set.insert(sq);
        }
        set
    }
}

impl<const W: u8, const H: u8> fmt::Debug for SquareSet<W, H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(*self).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rect_and_iteration() {
        let palace = SquareSet::<9, 10>::rect(3..=5, 0..=2);
        assert_eq!(palace.count(), 9);
        let names: Vec<String> = palace.map(|s| s.to_string()).collect();
        assert_eq!(names[0], "d1");
        assert_eq!(names[8], "f3");
        assert_eq!(SquareSet::<9, 10>::FULL.count(), 90);
        assert_eq!(SquareSet::<8, 8>::FULL.count(), 64);
    }
}
