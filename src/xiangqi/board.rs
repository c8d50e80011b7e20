//! Points and regions of the 9x10 board, on the shared geometry of [`crate::core`].

use crate::core::{Side, Square, SquareSet};

/// A point of the Xiangqi board: file `a`–`i`, rank `1`–`10` (rank 1 is Red's back rank).
pub type Point = Square<9, 10>;
/// A set of points.
pub type PointSet = SquareSet<9, 10>;

/// Whether `p` lies in either palace (files d–f, ranks 1–3 or 8–10).
pub fn in_palace(p: Point) -> bool {
    let (f, r) = (p.file().0, p.rank().0);
    (3..=5).contains(&f) && (r <= 2 || r >= 7)
}

/// Whether `p` lies in `side`'s palace.
pub fn in_own_palace(p: Point, side: Side) -> bool {
    in_palace(p) && in_own_half(p, side)
}

/// Whether `p` lies on `side`'s side of the river (ranks 1–5 for Red, 6–10 for Black).
pub fn in_own_half(p: Point, side: Side) -> bool {
    match side {
        Side::White => p.rank().0 <= 4,
        Side::Black => p.rank().0 >= 5,
    }
}

/// How far forward a point is for `side` (0 = its own back rank, 9 = the far rank).
pub fn advance(p: Point, side: Side) -> u8 {
    match side {
        Side::White => p.rank().0,
        Side::Black => 9 - p.rank().0,
    }
}
