//! The moves a mate needs: a lower bound on how many units must still move before
//! a completion of the picture can mate ([`Picture::needs_more_moves_than`]; the
//! walk cuts a state for the pass where the moves left are fewer, `prover.rs`).
//!
//! A pass judges series of at most `limit` moves, so a state with `left` moves to
//! go matters to it only through its completions of at most `left` moves. Every
//! mating end position gives check, and attacks each square `k` next to the
//! defender's king that holds no defender piece now (with the king's square
//! empty): else the king's step to `k` is a series of D that frees it (D's pieces
//! never move during A's series and none appear, so `k` holds none at the end;
//! a unit on `k` is taken and attacks no more; the step lands where nothing
//! attacks, the only move of the series). So each of these *targets* (the king's
//! square and those `k`) is attacked in the end position, and so in its picture
//! (`attacks.rs`: a unit on one of its finals, only certainly occupied
//! squares between, the king's square counted empty for a `k`; narrowed by the
//! facts, for the completions they leave). A unit that does not move ends on its
//! square, one that moves on another of its finals, and a unit whose square the
//! facts took from its finals moves in every completion left. A unit that stays
//! attacks from its own square past the units standing between now only once
//! they moved (each of them is a unit that moves, and is counted as covering
//! the target: a weaker demand than all of them moving). So the units that move
//! must attack, from their other finals or by leaving such a line, every target
//! no unit attacks from its own square over a line clear of units now; a move
//! moves one unit, a castling two (so one more is allowed where A's king may
//! castle). Where no `left` moves (those forced by facts among
//! them) can cover the targets so, found by an exact search over the units'
//! covers (at most nine targets; where it runs out of tries it counts them
//! covered, which cuts nothing), no completion of at most `left` moves mates, the
//! state itself (no moves) included.

use super::{Picture, MAX_UNITS};
use crate::chess::{tables, Bitboard};

/// How many covers [`Picture::coverable`] may try before it gives up (and answers
/// "coverable", which cuts nothing).
const COVER_TRIES: u32 = 2_000;

impl Picture {
    /// Whether every completion of this picture that mates moves more than
    /// `left` times (module docs): the squares
    /// that must be attacked at the end (the defender king's, and each of its
    /// neighbours that holds no defender piece now) cannot all be attacked from
    /// where the units stand after at most `left` moves (a unit's own square past
    /// units now between only once one of those moved).
    pub(crate) fn needs_more_moves_than(&self, left: u8) -> bool {
        let t = tables();
        let occ = self.end_block();
        let dk = Bitboard::from(self.dk);
        let targets = dk | (t.king(self.dk) & !self.d_all);
        // Per target (bit `i` for the `i`-th): covered by a unit that may stay
        // where it stands, and by each unit from the end squares it moves to.
        let mut home = 0u16;
        let mut covers = [0u16; MAX_UNITS];
        let mut all = 0u16;
        let squares = self
            .units
            .iter()
            .fold(Bitboard::EMPTY, |b, u| b | Bitboard::from(u.at));
        for (i, s) in targets.into_iter().enumerate() {
            let bit = 1u16 << i;
            all |= bit;
            // The king's new square is attacked with its old one empty.
            let from = self.attack_patterns(s, if s == self.dk { occ } else { occ & !dk });
            for (j, u) in self.units.iter().enumerate() {
                if j == self.king && s == self.dk {
                    continue; // a king never gives check
                }
                let a = u.finals & from[u.role.index()];
                if a.contains(u.at) {
                    // From where it stands, past the units now between (only
                    // once they moved: a move of one of them counts as covering).
                    let between = t.between(u.at, s) & squares;
                    if between.is_empty() {
                        home |= bit;
                    }
                    for (k, v) in self.units.iter().enumerate() {
                        if between.contains(v.at) {
                            covers[k] |= bit;
                        }
                    }
                }
                if (a & !Bitboard::from(u.at)).any() {
                    covers[j] |= bit;
                }
            }
        }
        // Units whose square is not among their end squares move in every
        // completion (facts ruled out their staying); a castling moves two units.
        let king = &self.units[self.king];
        let castles = (king.finals & !t.king(king.at) & !Bitboard::from(king.at)).any();
        let mut moves = u32::from(left) + u32::from(castles);
        let mut need = all & !home;
        let mut free = [0u16; MAX_UNITS];
        let mut n = 0;
        for (j, u) in self.units.iter().enumerate() {
            if !u.finals.contains(u.at) {
                if moves == 0 {
                    return true;
                }
                moves -= 1;
                need &= !covers[j];
            } else if covers[j] != 0 {
                free[n] = covers[j];
                n += 1;
            }
        }
        let mut tries = COVER_TRIES;
        !Picture::coverable(need, &free[..n], moves, &mut tries)
    }

    /// Whether at most `k` of `covers` together hold every bit of `need` (or the
    /// tries ran out: then true).
    fn coverable(need: u16, covers: &[u16], k: u32, tries: &mut u32) -> bool {
        if need == 0 {
            return true;
        }
        let union = covers.iter().fold(0, |a, &c| a | c);
        if need & !union != 0 || k == 0 {
            return false;
        }
        if k >= need.count_ones() || *tries == 0 {
            return true;
        }
        *tries -= 1;
        // Some unit covers the lowest target needed: try each.
        let lowest = need & need.wrapping_neg();
        covers
            .iter()
            .filter(|&&c| c & lowest != 0)
            .any(|&c| Picture::coverable(need & !c, covers, k - 1, tries))
    }
}
