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

/// Whether a soldier of `side` can ever stand on `p`: soldiers never step back,
/// and before crossing the river they only step forward, so they stay on the five
/// files they start on until then (`docs/rules/xiangqi.md` §2.7).
pub fn soldier_may_stand(p: Point, side: Side) -> bool {
    match advance(p, side) {
        0..=2 => false,
        3 | 4 => p.file().0 % 2 == 0,
        _ => true,
    }
}

/// Whether an elephant of `side` can ever stand on `p`: one of the seven points
/// its diagonal two-point steps reach on its side of the river (`docs/rules/xiangqi.md` §2.3).
pub fn elephant_may_stand(p: Point, side: Side) -> bool {
    let (f, r) = (p.file().0, advance(p, side));
    in_own_half(p, side) && f % 2 == 0 && r % 2 == 0 && (f / 2 + r / 2) % 2 == 1
}

/// Whether an advisor of `side` can ever stand on `p`: the four corners and the
/// centre of its palace (`docs/rules/xiangqi.md` §2.2).
pub fn advisor_may_stand(p: Point, side: Side) -> bool {
    in_own_palace(p, side) && (p.file().0 + advance(p, side)) % 2 == 1
}
