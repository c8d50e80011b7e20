//! Splitting: a picture that does not prove itself is cut into cases, each proved
//! on its own ([`Picture::proves_no_mate`]).
//!
//! When one picture does not suffice, the proof picks a unit that
//! defeated it (an attacker without an answer, or a checker) and proves the picture
//! for each of its finals separately, that unit fixed there (a certainly occupied
//! square) and removed from every other unit's finals (two units never end on one
//! square; a unit left with no final makes the case impossible). The cases cover
//! every end position, so proving all of them proves the state. A case also
//! drops what its completions cannot hold, by the order of the moves (a *way* is
//! the squares a move passes over or lands on; for a castling every square
//! between king and rook as well): if the unit `u` fixed on `x` stays, nothing
//! passes over its square, which it never leaves. If it moves, another unit `v`
//! ending on `y` must move before it when `v` stands on `u`'s way (it must have
//! left) or `x` is on `v`'s way (occupied from `u`'s move on), and after it when
//! `u`'s square is on `v`'s way (occupied until then) or `y` on `u`'s way (`v`
//! would stand in it): one move cannot do both, and `v` cannot stay on `u`'s way.
//! A castling takes its rook onto the square the king crossed (one move of both,
//! so not ordered against each other), and a rook that ends anywhere else never
//! castled, so its king does not end on that castling's square. A case may
//! also be a set of end squares of `u`: the picture with `u`'s end squares
//! narrowed to the set (nothing else implied) is a picture of every completion
//! in which `u` ends in it, so cases whose sets together hold all of `u`'s end
//! squares still cover every end position. The squares from which `u` attacks
//! no square of the defender's king (its square and the neighbours) and takes no
//! defender piece are tried so, as one case, and one by one only where that case
//! is not proved (which squares go together is a choice, not a condition).
//! Depth, the number of pictures and the number of units tried at a picture
//! are limited; a proof that runs out simply fails (the search goes on), so
//! the limits cost speed, never exactness.
//! A picture that fails names the units that defeated it (an attacker without an
//! answer, the units of a failed matching, a unit whose line an answer opens, the
//! attacker's king next to a king square): those are split first.

use super::{unit_indices, Eval, Picture, MAX_UNITS, SPLIT_TRIES};
use crate::chess::{tables, Bitboard, Role, Square};

/// What undoes [`Picture::fix`]: the fixed unit's end squares before, the other units
/// (bit `i` for unit `i`) that lost end squares, and which.
pub(super) struct Unfix {
    finals: Bitboard,
    changed: u32,
    lost: [Bitboard; MAX_UNITS],
}

/// How many different units a proof with `depth` levels of splitting left tries
/// at its picture: all that defeated it (up to [`SPLIT_TRIES`]) in a shallow
/// proof, a few in a deep one (the root's), whose cases multiply with each level.
pub(super) fn split_tries(depth: u32) -> usize {
    if depth > 3 {
        3
    } else {
        SPLIT_TRIES
    }
}

/// How many of the units that defeat a picture [`Picture::defeaters`] names (the
/// search moves them first).
const DEFEATERS: usize = 3;

impl Picture {
    /// The end squares of unit `u` in the order a split tries them: those on the
    /// king's lines first (a case that fails is likelier there).
    pub(super) fn split_order(&self, u: usize) -> impl Iterator<Item = Square> {
        let t = tables();
        let lines = match self.units[u].role {
            Role::Knight => t.knight(self.dk),
            Role::King => t.king(self.dk),
            _ => t.queen(self.dk, Bitboard::EMPTY) | t.knight(self.dk),
        };
        let finals = self.units[u].finals;
        (finals & lines).into_iter().chain(finals & !lines)
    }

    /// The units (by their squares) that the proofs on this picture split.
    pub(crate) fn split_units(&self) -> Bitboard {
        self.split
    }

    /// The squares of the units that defeat the picture's answers (the first
    /// [`DEFEATERS`] a split would try), none if one picture proves it.
    pub(crate) fn defeaters(&self) -> Bitboard {
        match self.evaluate(true) {
            Eval::Proved => Bitboard::EMPTY,
            Eval::Open(order) => order
                .into_iter()
                .take(DEFEATERS)
                .fold(Bitboard::EMPTY, |b, i| b | Bitboard::from(self.units[i].at)),
        }
    }

    /// Is it proved that no completion mates? Splits up to `depth` units into their
    /// single end squares when one picture is not enough.
    /// (The cases are made on this picture in place and undone: it is left as it was.)
    pub(crate) fn proves_no_mate(&mut self, depth: u32, budget: &mut u32) -> bool {
        match self.evaluate(depth > 0) {
            Eval::Proved => true,
            Eval::Open(hints) => {
                if depth == 0 {
                    return false;
                }
                hints
                    .into_iter()
                    .take(split_tries(depth))
                    .any(|u| self.proves_split(u, depth, budget))
            }
        }
    }

    /// Is the picture proved for every end square of unit `u` separately?
    pub(super) fn proves_split(&mut self, u: usize, depth: u32, budget: &mut u32) -> bool {
        // One failing case ends the split.
        self.split_cases(u, depth, budget, true).1
    }

    /// The cases of a split of unit `u`, each proved to `depth - 1`: its end
    /// squares one by one in [`split_order`](Self::split_order), except those far
    /// from the defender's king ([`far_squares`](Self::far_squares)), which are
    /// first tried as one case (the unit ending on one of them), then one by one
    /// only if that case is not proved. Returns the end squares proved and whether
    /// all were; `give_up`: stop at the first case not proved.
    pub(super) fn split_cases(
        &mut self,
        u: usize,
        depth: u32,
        budget: &mut u32,
        give_up: bool,
    ) -> (Bitboard, bool) {
        self.split.insert(self.units[u].at);
        let far = self.far_squares(u);
        let mut proved = Bitboard::EMPTY;
        let near = self.split_order(u).filter(|&x| !far.contains(x));
        let all = self.proves_squares(u, near, depth, budget, give_up, &mut proved);
        if !all && give_up {
            return (proved, false);
        }
        if far.is_empty() || self.proves_case(u, far, depth, budget) {
            return (proved | far, all);
        }
        // The squares far away one by one, after all.
        let rest = self.proves_squares(u, far.into_iter(), depth, budget, give_up, &mut proved);
        (proved, all && rest)
    }

    /// The cases of `squares` of unit `u` one by one ([`split_cases`](
    /// Self::split_cases)), each proved one added to `proved`; whether all were.
    pub(super) fn proves_squares(
        &mut self,
        u: usize,
        squares: impl Iterator<Item = Square>,
        depth: u32,
        budget: &mut u32,
        give_up: bool,
        proved: &mut Bitboard,
    ) -> bool {
        let mut all = true;
        for x in squares {
            if self.proves_case(u, Bitboard::from(x), depth, budget) {
                proved.insert(x);
            } else if give_up {
                return false;
            } else {
                all = false;
            }
        }
        all
    }

    /// Is the picture proved to `depth - 1` with unit `u` ending on one square of
    /// `case` (a single square: [`fix`](Self::fix); several: only its end squares
    /// narrowed to them)? Counts one picture of `budget`; false once it is spent.
    pub(super) fn proves_case(
        &mut self,
        u: usize,
        case: Bitboard,
        depth: u32,
        budget: &mut u32,
    ) -> bool {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        if case.more_than_one() {
            let finals = std::mem::replace(&mut self.units[u].finals, case);
            let proved = self.proves_no_mate(depth - 1, budget);
            self.units[u].finals = finals;
            return proved;
        }
        let Some(x) = case.into_iter().next() else {
            return true;
        };
        match self.fix(u, x) {
            None => true,
            Some(undo) => {
                let proved = self.proves_no_mate(depth - 1, budget);
                self.unfix(u, undo);
                proved
            }
        }
    }

    /// The end squares of unit `u` from which it attacks no square the defender's
    /// king may end on (its square and the neighbours) and takes no defender piece,
    /// if there are two or more (else none): where the unit ends among them matters
    /// little to the defender's answers, so a split tries them as one case first.
    pub(super) fn far_squares(&self, u: usize) -> Bitboard {
        let zone = Bitboard::from(self.dk) | tables().king(self.dk);
        let occ = self.end_block();
        let role = self.units[u].role.index();
        let near = zone.into_iter().fold(self.d_all, |near, k| {
            near | self.attack_patterns(k, occ)[role]
        });
        let far = self.units[u].finals & !near;
        if far.more_than_one() {
            far
        } else {
            Bitboard::EMPTY
        }
    }

    /// Makes this the picture with unit `u` ending on `x`, in place (copying the
    /// picture for every case cost more than the case); returns what
    /// [`unfix`](Self::unfix) needs to undo it. `None`, the picture unchanged, if
    /// then some unit has nowhere to end. What else the case implies for the other
    /// units is in the module docs: none ends on `x`;
    /// none needs `u`'s square on its way if `u` stays; a move that would have to
    /// come both before and after `u`'s is none; a castling takes its rook along.
    pub(super) fn fix(&mut self, u: usize, x: Square) -> Option<Unfix> {
        let t = tables();
        let at = self.units[u].at;
        let stays = x == at;
        // The squares `u`'s move passes over or lands on (none if it stays), and
        // the rook it takes along if it castles.
        let way_u = if stays {
            Bitboard::EMPTY
        } else {
            self.way(u, x)
        };
        let castled = self.castling_rook(u, x);
        let (at_bb, x_bb) = (Bitboard::from(at), Bitboard::from(x));
        let mut undo = Unfix {
            finals: x_bb,
            changed: 0,
            lost: [Bitboard::EMPTY; MAX_UNITS],
        };
        for (i, v) in self.units.iter().enumerate() {
            if i == u {
                continue;
            }
            let mut gone = v.finals & x_bb;
            // Squares whose way from `v` holds `at` (its way: the squares between,
            // and where it lands); a king's castling is looked at on its own below.
            let needs_at = at_bb | t.beyond(v.at, at);
            match castled {
                // The rook castles with the king.
                Some((rook_from, rook_to)) if v.at == rook_from => {
                    gone |= v.finals & !Bitboard::from(rook_to);
                }
                // Nothing passes over `at`, which `u` never leaves.
                _ if stays => gone |= v.finals & needs_at,
                // `v` moves to `y` before `u` if it stands on `u`'s way, or if `x`
                // is on its own; after, if `at` is on its way or `y` on `u`'s: both
                // at once, or staying on `u`'s way, is impossible.
                _ => {
                    let after = needs_at | way_u;
                    gone |= v.finals
                        & if way_u.contains(v.at) {
                            after | Bitboard::from(v.at)
                        } else {
                            t.beyond(v.at, x) & after
                        };
                }
            }
            if i == self.king {
                // A castling's way also holds every square between king and rook,
                // and one with the rook `u` is one move with it: its squares are
                // judged again here.
                for y in v.finals & !Bitboard::from(v.at) {
                    let Some((rook_from, rook_to)) = self.castling_rook(i, y) else {
                        continue;
                    };
                    let w = self.way(i, y);
                    let impossible = if rook_from == at {
                        // A rook that ends anywhere but where castling takes it
                        // never castled.
                        x != rook_to
                    } else if stays {
                        w.contains(at)
                    } else {
                        (way_u.contains(v.at) || w.contains(x))
                            && (w.contains(at) || way_u.contains(y))
                    };
                    if impossible || y == x {
                        gone.insert(y);
                    } else {
                        gone.remove(y);
                    }
                }
            }
            if gone.any() {
                if gone == v.finals {
                    return None;
                }
                undo.lost[i] = gone;
                undo.changed |= 1 << i;
            }
        }
        for i in unit_indices(undo.changed) {
            self.units[i].finals &= !undo.lost[i];
        }
        undo.finals = std::mem::replace(&mut self.units[u].finals, Bitboard::from(x));
        Some(undo)
    }

    /// Undoes [`fix`](Self::fix)`(u, x)`, which returned `undo`.
    pub(super) fn unfix(&mut self, u: usize, undo: Unfix) {
        for i in unit_indices(undo.changed) {
            self.units[i].finals |= undo.lost[i];
        }
        self.units[u].finals = undo.finals;
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use super::super::Defence;
    use super::*;

    #[test]
    fn a_case_keeps_every_completion_in_which_its_unit_ends_there() {
        // Each case of a split (a unit fixed on one end square, and what that implies
        // for the others) must keep every completion in which the unit ends there:
        // random completions of random states of game positions, each unit fixed
        // where it ends, every other unit's end square still among its own.
        let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
        let mut next = |n: usize| rng.below(n);
        let (mut cases, mut narrowed, mut castlings) = (0, 0, 0);
        for pos in game_positions() {
            for _walk in 0..30 {
                let state = random_state(&pos, &mut next);
                let Some(mut picture) = Picture::of_state(&state, &Defence::of(&state)) else {
                    continue;
                };
                for _ in 0..30 {
                    let moves = 1 + next(8);
                    let (_, series) = random_completion(&state, moves, &mut next);
                    let ends = ends_after(&state, &series);
                    let end_of = |at: Square| ends.iter().find(|e| e.0 == at).unwrap().1;
                    let before: Vec<Bitboard> = picture.units.iter().map(|v| v.finals).collect();
                    for u in 0..picture.units.len() {
                        let x = end_of(picture.units[u].at);
                        if !picture.units[u].finals.more_than_one() {
                            continue;
                        }
                        let Some(undo) = picture.fix(u, x) else {
                            panic!(
                                "{}: {series:?}: fixing the unit on {x:?} left none",
                                pos.fen()
                            );
                        };
                        for (i, v) in picture.units.iter().enumerate() {
                            assert!(
                                v.finals.contains(end_of(v.at)),
                                "{}: {series:?}: with the unit from {:?} on {x:?}, the one \
                                 from {:?} lost its end square {:?}",
                                pos.fen(),
                                picture.units[u].at,
                                v.at,
                                end_of(v.at)
                            );
                            let lost = before[i] & !v.finals & !Bitboard::from(x);
                            narrowed += usize::from(i != u && lost.any());
                        }
                        castlings += usize::from(picture.castling_rook(u, x).is_some());
                        cases += 1;
                        picture.unfix(u, undo);
                        let after: Vec<Bitboard> = picture.units.iter().map(|v| v.finals).collect();
                        assert_eq!(before, after, "{}: the case was not undone", pos.fen());
                    }
                }
            }
        }
        assert!(
            cases >= 1_000_000 && narrowed >= 500_000 && castlings >= 500,
            "{cases} cases, {narrowed} narrowed beyond the square, {castlings} castlings"
        );
    }
}
