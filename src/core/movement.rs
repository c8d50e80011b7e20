//! Movement primitives shared by both games. Each takes the origin square and a
//! predicate `occupied(sq)` describing the board, and yields destination squares
//! (whether a destination holds a friend or a foe is for the caller to decide).
//!
//! - [`step`]: one step in each of some directions (king, advisor, general, soldier);
//! - [`slide`]: along a line up to and including the first occupied square
//!   (rook, bishop, queen, chariot);
//! - [`leap`]: fixed displacements, never blocked (knight);
//! - [`blockable_leap`]: a displacement that is blocked when a given intermediate
//!   square is occupied (horse leg, elephant eye);
//! - [`screen_hop`]: along a line, jumping exactly one piece (the screen) and
//!   landing on the next occupied square (cannon capture).
//!
//! Chess builds its bitboard attack tables from these at start-up; Xiangqi uses them
//! directly or the same way. Tests of the primitives are game-neutral.

use super::geometry::{Delta, Square};

/// One step in each of `dirs`, where on the board.
pub fn step<const W: u8, const H: u8>(
    from: Square<W, H>,
    dirs: &[Delta],
) -> impl Iterator<Item = Square<W, H>> + '_ {
    dirs.iter().filter_map(move |&d| from.offset(d))
}

/// Fixed leaps (never blocked); identical to [`step`] but named for its meaning.
pub fn leap<const W: u8, const H: u8>(
    from: Square<W, H>,
    deltas: &[Delta],
) -> impl Iterator<Item = Square<W, H>> + '_ {
    step(from, deltas)
}

/// The squares along `dir` from `from` (exclusive) up to and including the first
/// occupied one.
pub fn slide<const W: u8, const H: u8>(
    from: Square<W, H>,
    dir: Delta,
    occupied: impl Fn(Square<W, H>) -> bool,
) -> impl Iterator<Item = Square<W, H>> {
    let mut cur = Some(from);
    let mut done = false;
    std::iter::from_fn(move || {
        if done {
            return None;
        }
        let next = cur?.offset(dir)?;
        cur = Some(next);
        if occupied(next) {
            done = true;
        }
        Some(next)
    })
}

/// A leap by `delta` that is blocked if the square `from + leg` is occupied.
/// Returns the destination if the leap is possible.
pub fn blockable_leap<const W: u8, const H: u8>(
    from: Square<W, H>,
    leg: Delta,
    delta: Delta,
    occupied: impl Fn(Square<W, H>) -> bool,
) -> Option<Square<W, H>> {
    let dest = from.offset(delta)?;
    let leg_sq = from.offset(leg)?;
    if occupied(leg_sq) {
        None
    } else {
        Some(dest)
    }
}

/// The squares of the Xiangqi horse: for each orthogonal leg, the two diagonal
/// continuations, as (leg, destination-delta) pairs.
pub const HORSE_LEAPS: [(Delta, Delta); 8] = [
    (Delta::N, Delta::new(-1, 2)),
    (Delta::N, Delta::new(1, 2)),
    (Delta::E, Delta::new(2, 1)),
    (Delta::E, Delta::new(2, -1)),
    (Delta::S, Delta::new(1, -2)),
    (Delta::S, Delta::new(-1, -2)),
    (Delta::W, Delta::new(-2, -1)),
    (Delta::W, Delta::new(-2, 1)),
];

/// Along `dir`, skip to the first occupied square (the screen), then return the next
/// occupied square beyond it, if any: the only square a cannon can capture on.
pub fn screen_hop<const W: u8, const H: u8>(
    from: Square<W, H>,
    dir: Delta,
    occupied: impl Fn(Square<W, H>) -> bool,
) -> Option<Square<W, H>> {
    let mut cur = from;
    let mut screened = false;
    loop {
        cur = cur.offset(dir)?;
        if occupied(cur) {
            if screened {
                return Some(cur);
            }
            screened = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    type Sq = Square<8, 8>;
    type Pt = Square<9, 10>;

    fn sq(s: &str) -> Sq {
        Sq::parse(s).unwrap()
    }

    #[test]
    fn slide_stops_on_first_blocker() {
        let occ = |s: Sq| s == sq("e6");
        let v: Vec<String> = slide(sq("e4"), Delta::N, occ).map(|s| s.to_string()).collect();
        assert_eq!(v, ["e5", "e6"]);
        let v: Vec<String> = slide(sq("e4"), Delta::S, occ).map(|s| s.to_string()).collect();
        assert_eq!(v, ["e3", "e2", "e1"]);
    }

    #[test]
    fn screen_hop_needs_exactly_one_screen() {
        let pt = |s: &str| Pt::parse(s).unwrap();
        let occ = |p: Pt| [pt("b5"), pt("b8"), pt("b10")].contains(&p);
        assert_eq!(screen_hop(pt("b3"), Delta::N, occ), Some(pt("b8")));
        assert_eq!(screen_hop(pt("b3"), Delta::S, occ), None);
        let none = |_: Pt| false;
        assert_eq!(screen_hop(pt("b3"), Delta::N, none), None);
    }

    #[test]
    fn blockable_leap_respects_leg() {
        let pt = |s: &str| Pt::parse(s).unwrap();
        let (leg, d) = HORSE_LEAPS[1];
        assert_eq!(blockable_leap(pt("b1"), leg, d, |_| false), Some(pt("c3")));
        assert_eq!(blockable_leap(pt("b1"), leg, d, |p| p == pt("b2")), None);
        let knights: Vec<Sq> = leap(sq("a1"), &Delta::KNIGHT).collect();
        assert_eq!(knights.len(), 2);
    }
}
