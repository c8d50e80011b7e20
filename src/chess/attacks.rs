//! Attack tables for the 8x8 board, built once from the core movement primitives:
//! leaper tables (king, knight, pawns) and magic-bitboard tables for sliders, plus
//! `between` and `line` tables used for pins and check evasion.
//!
//! The magic multipliers below were found by [`find_magic`] (a deterministic search,
//! re-run by an ignored test); `magics_are_collision_free` checks every one of them
//! against the reference slide of `crate::core::movement::slide`.

use super::{Bitboard, Square};
use crate::core::movement::{leap, slide, step};
use crate::core::{Delta, Side};
use std::sync::OnceLock;

/// Every precomputed table. Fetch once with [`tables`] and pass it down hot paths.
pub struct Tables {
    king: [Bitboard; 64],
    knight: [Bitboard; 64],
    pawn: [[Bitboard; 64]; 2],
    rook_magic: [Magic; 64],
    bishop_magic: [Magic; 64],
    slider: Vec<Bitboard>,
    between: Vec<Bitboard>,
    line: Vec<Bitboard>,
    beyond: Vec<Bitboard>,
}

#[derive(Copy, Clone, Default)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

static TABLES: OnceLock<Tables> = OnceLock::new();

/// The attack tables (built on first use, about a millisecond).
#[inline(always)]
pub fn tables() -> &'static Tables {
    TABLES.get_or_init(Tables::build)
}

fn sq(i: usize) -> Square {
    Square::from_index_unchecked(i as u8)
}

/// Reference slider attacks from the core primitive (used to build and test tables).
fn slide_attacks(from: Square, dirs: &[Delta], occ: u64) -> u64 {
    let mut bb = 0u64;
    for &d in dirs {
        for to in slide(from, d, |s: Square| occ >> s.index() & 1 != 0) {
            bb |= 1 << to.index();
        }
    }
    bb
}

/// The relevant-occupancy mask of a slider: its rays without the board edge.
fn slider_mask(from: Square, dirs: &[Delta]) -> u64 {
    let mut bb = 0u64;
    for &d in dirs {
        let ray: Vec<Square> = slide(from, d, |_| false).collect();
        for to in ray.iter().take(ray.len().saturating_sub(1)) {
            bb |= 1 << to.index();
        }
    }
    bb
}

/// Enumerate all subsets of `mask` (Carry-Rippler).
fn subsets(mask: u64) -> impl Iterator<Item = u64> {
    let mut sub = 0u64;
    let mut done = false;
    std::iter::from_fn(move || {
        if done {
            return None;
        }
        let cur = sub;
        sub = sub.wrapping_sub(mask) & mask;
        if sub == 0 {
            done = true;
        }
        Some(cur)
    })
}

const ROOK_MAGICS: [u64; 64] = include!("magics_rook.in");
const BISHOP_MAGICS: [u64; 64] = include!("magics_bishop.in");

impl Tables {
    fn build() -> Tables {
        let mut king = [Bitboard::EMPTY; 64];
        let mut knight = [Bitboard::EMPTY; 64];
        let mut pawn = [[Bitboard::EMPTY; 64]; 2];
        for i in 0..64 {
            let s = sq(i);
            king[i] = step(s, &Delta::ALL).collect();
            knight[i] = leap(s, &Delta::KNIGHT).collect();
            pawn[0][i] = step(s, &[Delta::NE, Delta::NW]).collect();
            pawn[1][i] = step(s, &[Delta::SE, Delta::SW]).collect();
        }
        let mut slider = Vec::with_capacity(107_648);
        let mut build_magics = |dirs: &[Delta], magics: &[u64; 64]| {
            let mut out = [Magic::default(); 64];
            for i in 0..64 {
                let mask = slider_mask(sq(i), dirs);
                let bits = mask.count_ones();
                let m = Magic {
                    mask,
                    magic: magics[i],
                    shift: 64 - bits,
                    offset: slider.len(),
                };
                slider.resize(slider.len() + (1 << bits), Bitboard::EMPTY);
                for occ in subsets(mask) {
                    let idx = (occ.wrapping_mul(m.magic) >> m.shift) as usize;
                    slider[m.offset + idx] = Bitboard(slide_attacks(sq(i), dirs, occ));
                }
                out[i] = m;
            }
            out
        };
        let rook_magic = build_magics(&Delta::ORTHOGONAL, &ROOK_MAGICS);
        let bishop_magic = build_magics(&Delta::DIAGONAL, &BISHOP_MAGICS);

        let mut between = vec![Bitboard::EMPTY; 64 * 64];
        let mut line = vec![Bitboard::EMPTY; 64 * 64];
        let mut beyond = vec![Bitboard::EMPTY; 64 * 64];
        for a in 0..64 {
            for b in 0..64 {
                if a == b {
                    continue;
                }
                let Some(dir) = sq(a).delta_to(sq(b)).unit_towards() else {
                    continue;
                };
                let between_ab: Bitboard = slide(sq(a), dir, |s: Square| s == sq(b))
                    .filter(|&s| s != sq(b))
                    .collect();
                between[a * 64 + b] = between_ab;
                let back = Delta::new(-dir.df, -dir.dr);
                let full: Bitboard = slide(sq(a), dir, |_| false)
                    .chain(slide(sq(a), back, |_| false))
                    .chain(std::iter::once(sq(a)))
                    .collect();
                line[a * 64 + b] = full;
                beyond[a * 64 + b] = slide(sq(b), dir, |_| false).collect();
            }
        }
        Tables {
            king,
            knight,
            pawn,
            rook_magic,
            bishop_magic,
            slider,
            between,
            line,
            beyond,
        }
    }

    #[inline(always)]
    pub fn king(&self, s: Square) -> Bitboard {
        self.king[s.index()]
    }
    #[inline(always)]
    pub fn knight(&self, s: Square) -> Bitboard {
        self.knight[s.index()]
    }
    /// Squares a pawn of `side` on `s` attacks.
    #[inline(always)]
    pub fn pawn(&self, side: Side, s: Square) -> Bitboard {
        self.pawn[side.index()][s.index()]
    }
    #[inline(always)]
    pub fn rook(&self, s: Square, occ: Bitboard) -> Bitboard {
        let m = &self.rook_magic[s.index()];
        self.slider[m.offset + ((occ.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize]
    }
    #[inline(always)]
    pub fn bishop(&self, s: Square, occ: Bitboard) -> Bitboard {
        let m = &self.bishop_magic[s.index()];
        self.slider[m.offset + ((occ.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize]
    }
    #[inline(always)]
    pub fn queen(&self, s: Square, occ: Bitboard) -> Bitboard {
        self.rook(s, occ) | self.bishop(s, occ)
    }
    /// Squares strictly between `a` and `b` if they share a line, else empty.
    #[inline(always)]
    pub fn between(&self, a: Square, b: Square) -> Bitboard {
        self.between[a.index() * 64 + b.index()]
    }
    /// The squares past `b` on the ray from `a` through `b` (those whose way from
    /// `a` passes over `b`), else empty.
    #[inline(always)]
    pub fn beyond(&self, a: Square, b: Square) -> Bitboard {
        self.beyond[a.index() * 64 + b.index()]
    }
    /// The whole line (rank, file or diagonal) through `a` and `b`, else empty.
    #[inline(always)]
    pub fn line(&self, a: Square, b: Square) -> Bitboard {
        self.line[a.index() * 64 + b.index()]
    }
}

/// Deterministic search for a magic multiplier of one square (used to produce the
/// constants in `magics_*.in`).
pub fn find_magic(from: Square, rook: bool, seed: &mut u64) -> u64 {
    let dirs: &[Delta] = if rook {
        &Delta::ORTHOGONAL
    } else {
        &Delta::DIAGONAL
    };
    let mask = slider_mask(from, dirs);
    let bits = mask.count_ones();
    let occs: Vec<u64> = subsets(mask).collect();
    let atts: Vec<u64> = occs.iter().map(|&o| slide_attacks(from, dirs, o)).collect();
    let mut next = || {
        // xorshift64*
        *seed ^= *seed >> 12;
        *seed ^= *seed << 25;
        *seed ^= *seed >> 27;
        seed.wrapping_mul(0x2545_F491_4F6C_DD1D)
    };
    let mut used = vec![u64::MAX; 1 << bits];
    let mut epoch_of = vec![0u32; 1 << bits];
    let mut epoch = 0u32;
    loop {
        let magic = next() & next() & next();
        if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
            continue;
        }
        epoch += 1;
        let ok = occs.iter().zip(&atts).all(|(&o, &a)| {
            let idx = (o.wrapping_mul(magic) >> (64 - bits)) as usize;
            if epoch_of[idx] != epoch {
                epoch_of[idx] = epoch;
                used[idx] = a;
                true
            } else {
                used[idx] == a
            }
        });
        if ok {
            return magic;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magics_are_collision_free() {
        let t = tables();
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for i in 0..64 {
            for (rook, dirs) in [(true, &Delta::ORTHOGONAL), (false, &Delta::DIAGONAL)] {
                let mask = slider_mask(sq(i), dirs);
                for occ in subsets(mask) {
                    // add some noise outside the mask: must not matter
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
                    let noisy = Bitboard(occ | (seed & !mask & !(1 << i)));
                    let got = if rook {
                        t.rook(sq(i), noisy)
                    } else {
                        t.bishop(sq(i), noisy)
                    };
                    assert_eq!(got.0, slide_attacks(sq(i), dirs, noisy.0), "square {i}");
                }
            }
        }
    }

    #[test]
    fn leaper_and_line_tables() {
        let t = tables();
        let s = |n: &str| Square::parse(n).unwrap();
        assert_eq!(t.knight(s("a1")).count(), 2);
        assert_eq!(t.king(s("e4")).count(), 8);
        assert_eq!(
            t.pawn(Side::White, s("e4")),
            Bitboard::from(s("d5")) | s("f5").into()
        );
        assert_eq!(
            t.between(s("a1"), s("d4")),
            Bitboard::from(s("b2")) | s("c3").into()
        );
        assert!(t.between(s("a1"), s("b3")).is_empty());
        assert_eq!(t.line(s("c3"), s("e5")).count(), 8);
        assert_eq!(
            t.beyond(s("a1"), s("f6")),
            Bitboard::from(s("g7")) | s("h8").into()
        );
        // Beyond b from a: exactly the squares whose way from a passes over b.
        for a in (0..64).map(sq) {
            for b in (0..64).map(sq) {
                let over: Bitboard = (0..64)
                    .map(sq)
                    .filter(|&c| t.between(a, c).contains(b))
                    .collect();
                assert_eq!(t.beyond(a, b), over, "{a:?} {b:?}");
            }
        }
    }

    /// Regenerate the magic constants: `cargo test --release -- --ignored print_magics --nocapture`.
    #[test]
    #[ignore]
    fn print_magics() {
        let mut seed = 0x1234_5678_9ABC_DEF1u64;
        for rook in [true, false] {
            let ms: Vec<String> = (0..64)
                .map(|i| format!("0x{:016x}", find_magic(sq(i), rook, &mut seed)))
                .collect();
            println!(
                "{} [{}]",
                if rook { "rook" } else { "bishop" },
                ms.join(", ")
            );
        }
    }
}
