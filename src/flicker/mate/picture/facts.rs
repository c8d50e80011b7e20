//! Facts: end squares ruled out for units by cases a proof proved, kept and handed
//! down the walk ([`Facts`]); and the learning proof, which looks for them.
//!
//! A split that fails as a whole still proves some of its cases:
//! "no completion in which unit `u` ends on `x` mates". Where the proof fails
//! (and the children will be expanded, not only judged), a learning proof splits
//! each unit named (one level below the root, each case judged by one picture;
//! three levels at the root), keeps those
//! facts, drops the proved squares from `u`'s end squares (a unit left with none
//! proves the state: every completion was covered; a case with some unit left
//! with no end square has no completion at all) and evaluates the narrowed
//! picture again. The facts stay true below: a child state's completions are
//! completions of its parent, so the search hands them down (the unit that moves
//! takes its facts along to its new square), and each child's picture starts
//! narrowed by them. A child whose moved unit now stands on one of its excluded
//! squares is cut at once (it ends there in every completion), and so is an end
//! position with any unit on an excluded square. The narrowed picture is sound for
//! the completions not yet ruled out, and the ruled-out ones do not mate by the
//! earlier facts, each proved from facts before it (induction over the order they
//! were learned). A fact is about the state, not the path to it (the unit on a
//! square of the state ends somewhere in each completion), so the facts of a state
//! that is not proved are cached with it.
//! The plain proof keeps its facts too: its split of a unit `u` stops at the
//! first case it cannot prove, but the cases proved before that one are the same
//! facts ("no completion in which `u` ends on `x` mates", each proved on the
//! picture narrowed by the facts before it), so they are kept, dropped from
//! `u`'s end squares before the next unit is split, and handed down like the
//! learning proof's (a state one move before the end of the length, which does
//! not learn, thus still cuts its children that move `u` onto `x`).
//! How deep the learning proof splits is a choice, not a condition.

use super::splitting::split_tries;
use super::{Eval, Picture};
use crate::chess::{Bitboard, CastleSide, Move, MoveKind, Square};
use crate::core::Side;

/// What the proofs learned about the completions of a series state: for the unit
/// now on each square, end squares on which it stands in no mating completion
/// (module docs). Indexed by the unit's present square.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Facts(pub(super) [Bitboard; 64]);

impl Facts {
    pub(crate) const NONE: Facts = Facts([Bitboard::EMPTY; 64]);

    /// The same facts after the attacker's move `m` (each unit keeps its own);
    /// [`undo`](Self::undo) with what it returns restores them.
    pub(crate) fn apply(&mut self, us: Side, m: &Move) -> [Bitboard; 2] {
        let unit = self.shift(m.from, m.to);
        let rook = match m.kind {
            MoveKind::Castle(cs) => {
                let (from, to) = Self::rook_squares(us, cs);
                self.shift(from, to)
            }
            _ => Bitboard::EMPTY,
        };
        [unit, rook]
    }

    /// Undoes [`apply`](Self::apply) of `m` (`was`: what it returned).
    pub(crate) fn undo(&mut self, us: Side, m: &Move, was: [Bitboard; 2]) {
        if let MoveKind::Castle(cs) = m.kind {
            let (from, to) = Self::rook_squares(us, cs);
            self.unshift(from, to, was[1]);
        }
        self.unshift(m.from, m.to, was[0]);
    }

    pub(crate) fn rook_squares(us: Side, cs: CastleSide) -> (Square, Square) {
        let rank = us.fold(0u8, 7) * 8;
        (
            Square::from_index_unchecked(rank + cs.rook_from_file()),
            Square::from_index_unchecked(rank + cs.rook_to_file()),
        )
    }

    /// Moves the facts of `from` to `to`; returns what `to` held.
    fn shift(&mut self, from: Square, to: Square) -> Bitboard {
        let unit = std::mem::take(&mut self.0[from.index()]);
        std::mem::replace(&mut self.0[to.index()], unit)
    }

    fn unshift(&mut self, from: Square, to: Square, was: Bitboard) {
        let unit = std::mem::replace(&mut self.0[to.index()], was);
        self.0[from.index()] = unit;
    }

    /// Does the unit that moved onto `to` stand on one of its excluded squares
    /// (so that no completion mates)?
    pub(crate) fn rules_out(&self, to: Square) -> bool {
        self.0[to.index()].contains(to)
    }

    /// Does some unit of `units` (squares) stand where it is excluded?
    pub(crate) fn rules_out_any(&self, units: Bitboard) -> bool {
        Iterator::any(&mut units.into_iter(), |s| self.rules_out(s))
    }

    /// The facts as (square, end squares) pairs, for storing.
    pub(crate) fn compact(&self) -> Box<[(Square, Bitboard)]> {
        (0..64u8)
            .map(Square::from_index_unchecked)
            .filter(|s| self.0[s.index()].any())
            .map(|s| (s, self.0[s.index()]))
            .collect()
    }

    pub(crate) fn add_compact(&mut self, facts: &[(Square, Bitboard)]) {
        for &(s, b) in facts {
            self.0[s.index()] |= b;
        }
    }
}

/// How many times a learning proof evaluates its picture again after narrowing it.
const LEARN_ROUNDS: usize = 2;

impl Picture {
    /// [`proves_no_mate`](Self::proves_no_mate) that, when the picture as a whole is
    /// not proved, keeps what its splits proved: for each unit it splits, the end
    /// squares whose case was proved are added to `learned` (module docs) and dropped from the unit's end squares before the next try.
    pub(crate) fn proves_no_mate_learning(
        &mut self,
        depth: u32,
        budget: &mut u32,
        learned: &mut Facts,
    ) -> bool {
        self.split_learning(depth, budget, learned, LEARN_ROUNDS, false)
    }

    /// [`proves_no_mate`](Self::proves_no_mate) that keeps what its splits proved
    /// before they failed: it tries the same units and end squares in the same
    /// order, giving up a unit at its first case not proved, but each proved case
    /// is a fact as a learning proof's (added to `learned`, the square dropped
    /// from the unit's end squares, so that the next unit is split on the narrowed
    /// picture).
    pub(crate) fn proves_no_mate_noting(
        &mut self,
        depth: u32,
        budget: &mut u32,
        learned: &mut Facts,
    ) -> bool {
        self.split_learning(depth, budget, learned, 1, true)
    }

    /// The learning splits: `rounds` evaluations of the picture, each splitting the
    /// units that defeated it into cases proved to `depth - 1`; with `give_up`, a
    /// unit is left at its first case not proved.
    pub(super) fn split_learning(
        &mut self,
        depth: u32,
        budget: &mut u32,
        learned: &mut Facts,
        rounds: usize,
        give_up: bool,
    ) -> bool {
        for _round in 0..rounds {
            let hints = match self.evaluate(depth > 0) {
                Eval::Proved => return true,
                Eval::Open(hints) => hints,
            };
            if depth == 0 {
                return false;
            }
            let mut progress = false;
            for u in hints.into_iter().take(split_tries(depth)) {
                let (proved, _) = self.split_cases(u, depth, budget, give_up);
                if proved.any() {
                    progress = true;
                    learned.0[self.units[u].at.index()] |= proved;
                    self.units[u].finals &= !proved;
                    if self.units[u].finals.is_empty() {
                        return true;
                    }
                }
            }
            if !progress || *budget == 0 {
                return false;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::super::Defence;
    use crate::chess::Position;
    use crate::flicker::SeriesState;

    /// The proofs that keep facts: the learning one, and the plain one that keeps
    /// the cases its splits proved before they failed.
    type Learning = fn(&mut Picture, u32, &mut u32, &mut Facts) -> bool;

    const LEARNING: [(&str, Learning); 2] = [
        ("learning", Picture::proves_no_mate_learning),
        ("noting", Picture::proves_no_mate_noting),
    ];

    #[test]
    fn learning_never_rules_out_where_a_mating_series_ends() {
        use crate::flicker::mate::{mate_in_one, MateLimits, MateOutcome};
        let mates = [
            "1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1",
            "1k6/5r2/8/4b3/5r2/6K1/6P1/6n1 b - - 0 1",
            "7q/R7/Q7/1P2R2p/pB1k2rQ/n2B3P/2pK4/r7 w - - 0 1",
            "2k1r1R1/8/8/b2q4/K1B3N1/pn4n1/2P2R1p/6b1 w - - 0 1",
        ];
        let mut facts = [0; LEARNING.len()];
        for (fen, (which, (name, proof))) in mates
            .iter()
            .flat_map(|f| LEARNING.iter().enumerate().map(move |l| (f, l)))
        {
            let pos = Position::from_fen(fen).unwrap();
            let MateOutcome::Found(series) = mate_in_one(&pos, MateLimits::default()).outcome
            else {
                panic!("{fen}: no mate found");
            };
            let state = SeriesState::start(&pos);
            let mut picture = Picture::of_state(&state, &Defence::of(&state)).unwrap();
            let (mut learned, mut budget) = (Facts::NONE, 100_000);
            assert!(!proof(&mut picture, 2, &mut budget, &mut learned));
            facts[which] += learned.0.iter().map(|b| b.count()).sum::<u32>();
            // Where each unit (by its square at the start) ends in the mating series.
            let mut ends: Vec<(Square, Square)> = pos
                .board()
                .side(pos.turn())
                .into_iter()
                .map(|s| (s, s))
                .collect();
            for m in series.moves() {
                let mut moved = vec![(m.from, m.to)];
                if let MoveKind::Castle(cs) = m.kind {
                    moved.push(Facts::rook_squares(pos.turn(), cs));
                }
                for (from, to) in moved {
                    for e in ends.iter_mut().filter(|e| e.1 == from) {
                        e.1 = to;
                    }
                }
            }
            for (origin, end) in ends {
                assert!(
                    !learned.0[origin.index()].contains(end),
                    "{fen}: the unit from {origin:?} ends the mate on {end:?}, ruled out by {name}"
                );
            }
        }
        // Both did rule out squares (the test is not vacuous; the plain proof gives
        // a unit up at its first case not proved, before the squares far from the
        // king it tries last, so it keeps fewer).
        assert!(facts.iter().all(|&f| f >= 5), "{facts:?} facts learned");
    }

    #[test]
    fn facts_follow_their_unit_and_come_back_on_undo() {
        let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
        let state = SeriesState::start(&pos);
        let mut facts = Facts::NONE;
        let sq = |n: &str| Square::parse(n).unwrap();
        facts.0[sq("e1").index()] = Bitboard::from(sq("g1"));
        facts.0[sq("h1").index()] = Bitboard::from(sq("f1"));
        let before = facts;
        let castle = state
            .legal_moves()
            .into_iter()
            .find(|m| matches!(m.kind, MoveKind::Castle(CastleSide::King)))
            .unwrap();
        let was = facts.apply(Side::White, &castle);
        // The king and the rook both took their facts along, and both stand on a
        // square ruled out for them.
        assert!(facts.rules_out(sq("g1")) && facts.rules_out(sq("f1")));
        assert!(facts.0[sq("e1").index()].is_empty() && facts.0[sq("h1").index()].is_empty());
        facts.undo(Side::White, &castle, was);
        assert_eq!(facts, before);
    }
}
