//! Per-point move tables, built once (in a [`OnceLock`]) from the shared movement
//! primitives of [`crate::core::movement`] and fetched once per generation call.
//!
//! The tables hold plain point indices (`u8`) in small fixed arrays, so that the
//! generator's inner loops are array walks with no bounds arithmetic.

use super::board::{in_own_half, in_palace, Point};
use crate::core::movement::{leap, slide, step, HORSE_LEAPS};
use crate::core::{Delta, Side};
use std::sync::OnceLock;

/// Up to `N` points, the first `len` valid.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Points<const N: usize> {
    pub len: u8,
    pub pts: [u8; N],
}

impl<const N: usize> Points<N> {
    const EMPTY: Self = Points {
        len: 0,
        pts: [0; N],
    };
    fn push(&mut self, p: Point) {
        self.pts[self.len as usize] = p.index() as u8;
        self.len += 1;
    }
    #[inline(always)]
    pub fn as_slice(&self) -> &[u8] {
        &self.pts[..self.len as usize]
    }
}

/// Up to 8 (blocking point, destination) pairs: horse leg or elephant eye.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Legged {
    pub len: u8,
    pub items: [(u8, u8); 8],
}

impl Legged {
    const EMPTY: Self = Legged {
        len: 0,
        items: [(0, 0); 8],
    };
    fn push(&mut self, block: Point, other: Point) {
        self.items[self.len as usize] = (block.index() as u8, other.index() as u8);
        self.len += 1;
    }
    #[inline(always)]
    pub fn as_slice(&self) -> &[(u8, u8)] {
        &self.items[..self.len as usize]
    }
}

/// Directions of [`Tables::rays`], in this order: north, east, south, west.
pub(crate) const RAY_DIRS: [Delta; 4] = Delta::ORTHOGONAL;
/// Index of the two vertical rays (north, south) in [`RAY_DIRS`].
pub(crate) const fn is_vertical_ray(dir: usize) -> bool {
    dir % 2 == 0
}

pub(crate) struct Tables {
    /// Points along each orthogonal direction, nearest first.
    pub rays: [[Points<9>; 4]; 90],
    /// General steps inside the palace containing the point.
    pub general: [Points<4>; 90],
    /// Advisor steps inside the palace containing the point.
    pub advisor: [Points<4>; 90],
    /// Elephant (eye, destination) pairs on the point's own side of the river.
    pub elephant: [Legged; 90],
    /// Horse (leg, destination) pairs.
    pub horse: [Legged; 90],
    /// Horse (leg, origin) pairs: a horse on `origin` attacks this point if `leg` is empty.
    pub horse_attackers: [Legged; 90],
    /// Soldier steps for each side.
    pub soldier: [[Points<3>; 90]; 2],
    /// Origins from which a soldier of each side attacks this point.
    pub soldier_attackers: [[Points<3>; 90]; 2],
}

static TABLES: OnceLock<Box<Tables>> = OnceLock::new();

/// The move tables (built on first use).
#[inline]
pub(crate) fn tables() -> &'static Tables {
    TABLES.get_or_init(build)
}

fn build() -> Box<Tables> {
    let mut t = Box::new(Tables {
        rays: [[Points::EMPTY; 4]; 90],
        general: [Points::EMPTY; 90],
        advisor: [Points::EMPTY; 90],
        elephant: [Legged::EMPTY; 90],
        horse: [Legged::EMPTY; 90],
        horse_attackers: [Legged::EMPTY; 90],
        soldier: [[Points::EMPTY; 90]; 2],
        soldier_attackers: [[Points::EMPTY; 90]; 2],
    });
    for p in Point::all() {
        let i = p.index();
        for (d, &dir) in RAY_DIRS.iter().enumerate() {
            for q in slide(p, dir, |_| false) {
                t.rays[i][d].push(q);
            }
        }
        if in_palace(p) {
            for q in step(p, &Delta::ORTHOGONAL).filter(|&q| in_palace(q)) {
                t.general[i].push(q);
            }
            for q in step(p, &Delta::DIAGONAL).filter(|&q| in_palace(q)) {
                t.advisor[i].push(q);
            }
        }
        for &dir in &Delta::DIAGONAL {
            let double = Delta::new(dir.df * 2, dir.dr * 2);
            if let (Some(eye), Some(dest)) = (p.offset(dir), leap(p, &[double]).next()) {
                if same_half(p, dest) {
                    t.elephant[i].push(eye, dest);
                }
            }
        }
        for &(leg, delta) in &HORSE_LEAPS {
            if let (Some(leg_pt), Some(dest)) = (p.offset(leg), leap(p, &[delta]).next()) {
                t.horse[i].push(leg_pt, dest);
                t.horse_attackers[dest.index()].push(leg_pt, p);
            }
        }
        for side in Side::ALL {
            let forward = Delta::new(0, side.forward());
            let mut dirs = vec![forward];
            if !in_own_half(p, side) {
                dirs.extend([Delta::E, Delta::W]);
            }
            for q in step(p, &dirs) {
                t.soldier[side.index()][i].push(q);
                t.soldier_attackers[side.index()][q.index()].push(p);
            }
        }
    }
    t
}

fn same_half(a: Point, b: Point) -> bool {
    in_own_half(a, Side::White) == in_own_half(b, Side::White)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(s: &str) -> Point {
        Point::parse(s).unwrap()
    }

    #[test]
    fn table_sizes_match_the_rules() {
        let t = tables();
        assert_eq!(t.general[pt("e2").index()].len, 4);
        assert_eq!(t.general[pt("d1").index()].len, 2);
        assert_eq!(t.general[pt("a1").index()].len, 0);
        assert_eq!(t.advisor[pt("e9").index()].len, 4);
        assert_eq!(t.advisor[pt("d8").index()].len, 1);
        // Elephants never cross the river.
        assert_eq!(t.elephant[pt("c5").index()].len, 2);
        assert_eq!(t.elephant[pt("e3").index()].len, 4);
        assert_eq!(t.horse[pt("e5").index()].len, 8);
        assert_eq!(t.horse[pt("a1").index()].len, 2);
        // Soldiers: forward only before the river, sideways after it.
        assert_eq!(t.soldier[Side::White.index()][pt("e4").index()].len, 1);
        assert_eq!(t.soldier[Side::White.index()][pt("e6").index()].len, 3);
        assert_eq!(t.soldier[Side::White.index()][pt("e10").index()].len, 2);
        assert_eq!(t.soldier[Side::Black.index()][pt("e5").index()].len, 3);
        assert_eq!(t.rays[pt("a1").index()][0].len, 9);
    }
}
