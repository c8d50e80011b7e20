//! Postponed moves: moves of the attacker that may always be made last, so that
//! the walk expands a state by its other moves and settles every completion made
//! of postponed moves alone with one proof over a picture of them (the names in
//! brackets in the code are the conditions below).
//!
//! In a crowded position most of the attacker's moves have nothing to do with a
//! mate (a pawn step on the far wing, a rook's shuffle behind its pawns), yet every
//! combination of them is a state of its own. Where the no-mate proof fails on a
//! state `t` (with at least two moves left), the search picks a set `Q` of moves of
//! `t` that may always be made *last*, and expands `t` by its other moves only,
//! once every completion of `t` made of `Q` moves alone is proved not to mate.
//! - **Making them last.** `Q` holds moves onto empty squares that capture nothing
//!   and promote nothing (steps, pushes, double steps, castling), and is closed in
//!   this sense: a move not in `Q` never needs a square a `Q` move leaves (its way
//!   holds the `Q` move's origin) nor ends on a square a `Q` move passes over or
//!   needs empty — unless its way also holds that `Q` move's destination, for then
//!   it can never follow that move, the destination being occupied from then on (a
//!   castling is likewise never after its rook's move, and a castling in `Q` counts
//!   the rook's square and landing square and every square between king and rook
//!   as its own). Ways are those of the picture (each unit's move
//!   to each of its end squares). A `Q` move of another piece than the king does
//!   not end between a defender slider and a square the attacker's king may stand
//!   on or cross (with only defender pieces and units that never move between,
//!   and no unit always between, [Barred lines] in the code): so its unit's not
//!   being there yet opens no line to the king. A king's `Q` step or castling is
//!   from, over and onto squares no defender piece attacks whatever the units do
//!   (only units that never move, units always between and the defender's pieces
//!   block). A unit is **always between** two squares when its square and all its
//!   end squares lie between them: it stands on one of those at every moment of
//!   the series (a pawn on the file of the defender's queen, in front of the
//!   attacker's king, whose pushes stay on that file).
//!   Then take any completion `C` of `t` and let `C*` be its moves not in `Q`, in
//!   their order, followed by its `Q` moves, in theirs. `C*` is legal and ends in
//!   the same position (the same moves): a non-`Q` move brought forward finds the
//!   squares it needs as in `C` (it needed no square a `Q` move vacated) and meets
//!   no `Q` unit where it was not before (a `Q` unit now stands on its origin, which
//!   the move's way does not hold, instead of its destination); a king's step so
//!   brought forward is not newly attacked, since no `Q` unit left a line to it; a
//!   `Q` move made later still finds its way clear (no non-`Q` move ends on it; `Q`
//!   moves keep their order; defender pieces never move during the series) and its
//!   destination empty (nothing ends there but it); a king's late step or
//!   castling meets no attacked square; moves may expose their own king
//!   mid-series (rules §3.6), and the end position is the same, so the series ends
//!   with the king safe as `C` did. So either `C` is made of `Q` moves only, or
//!   `C*` begins with a move the search expands, and by induction over the moves
//!   left every completion is either searched or made of `Q` moves from some state
//!   on the way.
//! - **The tail proof.** The completions of `t` made of `Q` moves alone are
//!   pictured as usual, every unit on its square or on one of its `Q` moves'
//!   destinations (a restriction of the state's picture, so its argument holds),
//!   and the no-mate proof is asked about that picture with a small budget. Only
//!   if it succeeds are the `Q` moves left out; else the state is expanded by all
//!   its moves. Which moves are offered as `Q` is a choice, not a condition: those
//!   that look irrelevant (from their destination the unit attacks no square the
//!   defender's king may use, and its square is on no other unit's line to one),
//!   judged first by the board as it is, then by the units that never move only.
//!   Where both judgements offer the same moves and the first proof failed, the
//!   second is not tried: it would be the same proof of the same picture (the
//!   escapes do not change in between) and fail the same way, so the state is
//!   expanded by the same moves and only the pictures counted are fewer.
//! - **Too far.** A move that would break the closure but needs more moves first
//!   than are left at this length (the `Q` move, itself, and a move of each other
//!   unit now in its way) cannot be part of a completion searched at this length,
//!   and is not counted; the state is then not marked complete, so that longer
//!   lengths look at it again.

use super::Picture;
use crate::chess::{tables, Bitboard, CastleSide, Castling, Move, MoveKind, Role, Square};
use crate::core::Side;
use crate::flicker::SeriesState;

/// The postponed moves of one state: for each origin square, the destinations
/// (only plain moves onto empty squares are ever put in).
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Postponed([Bitboard; 64]);

impl Postponed {
    /// Whether `m` is one of the postponed moves.
    #[inline]
    pub(crate) fn contains(&self, m: &Move) -> bool {
        matches!(
            m.kind,
            MoveKind::Normal | MoveKind::DoubleStep | MoveKind::Castle(_)
        ) && m.capture.is_none()
            && m.promotion.is_none()
            && self.0[m.from.index()].contains(m.to)
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0.iter().all(|b| b.is_empty())
    }
}

/// The first square of `side`'s back rank.
fn back_rank(side: Side) -> u8 {
    side.fold(0u8, 7) * 8
}

/// What the choice of postponed moves of one state needs whichever way it judges
/// lines ([`Picture::postponable`]'s `liberal`): computed once for both passes.
pub(crate) struct Candidates {
    /// Squares of units that never move again.
    held: Bitboard,
    /// Every occupied square now.
    occupied: Bitboard,
    /// The attacker's units now.
    units_now: Bitboard,
    /// Squares the defender's king may end on or cross.
    zone: Bitboard,
    /// Where the units stand or may end, by role: all of them, and those of two
    /// units or more (so that what the units other than one cover is known).
    all: [Bitboard; 6],
    twice: [Bitboard; 6],
    /// For each square, the units (bit `j` for unit `j`) whose ways hold it.
    units_on: [u32; 64],
    /// For each unit, the moves that could be made last (see `candidates`).
    eligible: [Bitboard; super::MAX_UNITS],
}

impl Candidates {
    /// Whether no move could be made last: then none is postponed.
    pub(crate) fn is_empty(&self) -> bool {
        self.eligible.iter().all(|b| b.is_empty())
    }
}

impl Picture {
    /// What [`Picture::postponable`] needs of `state` (whose picture this is) that
    /// is the same in both of its passes.
    pub(crate) fn candidates(&self, state: &SeriesState) -> Candidates {
        let t = tables();
        let us = self.us;
        let them = !us;
        let last = Bitboard::rank(us.fold(7, 0));
        let mut held = Bitboard::EMPTY;
        for u in self.units.iter() {
            if u.finals == Bitboard::from(u.at) {
                held.insert(u.at);
            }
        }
        let mut zone = Bitboard::from(self.dk) | t.king(self.dk);
        for cs in [CastleSide::King, CastleSide::Queen] {
            if state.castling().has(them, cs) && self.dk == Castling::king_square(them) {
                let to = Square::from_index_unchecked(back_rank(them) + cs.king_to_file());
                zone |= t.between(self.dk, to) | Bitboard::from(to);
            }
        }
        let (mut all, mut twice) = ([Bitboard::EMPTY; 6], [Bitboard::EMPTY; 6]);
        for w in self.units.iter() {
            let squares = w.finals | Bitboard::from(w.at);
            let r = w.role.index();
            twice[r] |= all[r] & squares;
            all[r] |= squares;
        }
        // [King lines] Squares between a defender slider and a square the
        // attacker's king may stand on or cross, with no defender piece or held
        // square between and no unit always between ([Barred lines]): a unit
        // leaving such a square earlier than it did might expose the king's step.
        let king = self.units[self.king];
        let mut king_squares = king.finals | Bitboard::from(king.at);
        for cs in [CastleSide::King, CastleSide::Queen] {
            let to = Square::from_index_unchecked(back_rank(us) + cs.king_to_file());
            if king.finals.contains(to) && king.at == Castling::king_square(us) {
                king_squares |= t.between(king.at, to);
            }
        }
        let (blocks, n_blocks) = self.certainly_occupied(state, held);
        let blocks = &blocks[..n_blocks];
        let mut king_lines = Bitboard::EMPTY;
        for &occ in blocks {
            for d in self.d_all {
                let seen = match self.defence.roles[d.index()] {
                    Some(Role::Rook) => t.rook(d, occ),
                    Some(Role::Bishop) => t.bishop(d, occ),
                    Some(Role::Queen) => t.queen(d, occ),
                    _ => continue,
                };
                for k in seen & king_squares {
                    if !self.always_between(d, k) {
                        king_lines |= t.between(d, k);
                    }
                }
            }
        }
        // (For each unit, the squares its moves pass over or land on.)
        let mut units_on = [0u32; 64];
        for (i, u) in self.units.iter().enumerate() {
            let mut ways = Bitboard::EMPTY;
            for y in u.finals & !Bitboard::from(u.at) {
                ways |= self.way(i, y);
            }
            for s in ways {
                units_on[s.index()] |= 1 << i;
            }
        }
        // Moves that could be made last: plain moves onto empty squares, no
        // promotion; [King lines] not off a line between a defender slider and the
        // king's squares; [King last] a king's step onto a square no defender
        // piece attacks whatever the units do ([Barred lines]: nor through a
        // unit always between).
        let mut eligible = [Bitboard::EMPTY; super::MAX_UNITS];
        for (i, u) in self.units.iter().enumerate() {
            let o = u.at;
            let mut xs = u.finals & !Bitboard::from(o) & !self.d_all;
            if i == self.king {
                // A step, or castling with the king's square, the square it
                // crosses and where it lands all unattacked whatever the units do.
                let board = state.board();
                let safe = |q: Square| {
                    blocks.iter().all(|&occ| {
                        board
                            .attackers(q, them, occ)
                            .into_iter()
                            .all(|d| self.always_between(d, q))
                    })
                };
                let mut moves = (xs & t.king(o))
                    .into_iter()
                    .filter(|&q| safe(q))
                    .fold(Bitboard::EMPTY, |a, q| a | Bitboard::from(q));
                for cs in [CastleSide::King, CastleSide::Queen] {
                    let to = Square::from_index_unchecked(back_rank(us) + cs.king_to_file());
                    if xs.contains(to)
                        && o == Castling::king_square(us)
                        && state.castling().has(us, cs)
                        && safe(o)
                        && safe(to)
                        && t.between(o, to).into_iter().all(safe)
                    {
                        moves.insert(to);
                    }
                }
                xs = moves;
            } else {
                xs &= !king_lines;
            }
            if u.role == Role::Pawn {
                xs &= !last & !t.pawn(us, o);
            }
            eligible[i] = xs;
        }
        Candidates {
            held,
            occupied: state.board().occupied(),
            units_now: state.board().side(us),
            zone,
            all,
            twice,
            units_on,
            eligible,
        }
    }

    /// The moves of the state of `c` (whose picture this is) that may be
    /// postponed, chosen among those that look irrelevant to a mate: plain moves
    /// onto empty squares from where the unit attacks no square the defender's
    /// king may use, of units on no line into those squares. Which ones are
    /// chosen does not matter to soundness (the tail proof decides); that they
    /// may be made last does.
    ///
    /// `liberal`: judge by the board as it is now (a unit's line is blocked by the
    /// pieces in the way now), else only by the units that never move again.
    ///
    /// Only completions of at most `left` more moves are considered; `limited` is
    /// set when that let a move be postponed.
    pub(crate) fn postponable(
        &self,
        c: &Candidates,
        liberal: bool,
        left: u8,
        limited: &mut bool,
    ) -> Postponed {
        let t = tables();
        let us = self.us;
        let n = self.units.len();
        let last = Bitboard::rank(us.fold(7, 0));
        let mut out = Postponed([Bitboard::EMPTY; 64]);
        let seen_by = if liberal { c.occupied } else { c.held };
        let (zone, all, twice) = (c.zone, c.all, c.twice);
        // Whether the unit on `o` stands between a zone square and a square from
        // where another unit would attack it along that line (a choice, not a
        // condition).
        let on_a_line = |i: usize, o: Square| {
            // The squares of the units other than `i`, by role.
            let mut others = all;
            let own = self.units[i].finals | Bitboard::from(o);
            let r = self.units[i].role.index();
            others[r] = (all[r] & !own) | (twice[r] & own);
            let straight_roles = others[Role::Rook.index()] | others[Role::Queen.index()];
            let diagonal_roles = others[Role::Bishop.index()] | others[Role::Queen.index()];
            let pawns = others[Role::Pawn.index()] & last;
            // What `o` would see if it were empty, seen from `z` through `o`: what
            // a slider on `o` sees past it (nothing stands between `z` and `o`).
            let mut from_o = None;
            Iterator::any(&mut zone.into_iter(), |z| {
                if z == o || t.line(z, o).is_empty() || (t.between(z, o) & seen_by).any() {
                    return false;
                }
                let straight = z.file() == o.file() || z.rank() == o.rank();
                let (rook_o, bishop_o) =
                    *from_o.get_or_insert_with(|| (t.rook(o, seen_by), t.bishop(o, seen_by)));
                // A unit past `o` on the ray from `z` (`o` between) that would
                // attack along it.
                let (roles, seen) = if straight {
                    (straight_roles, rook_o)
                } else {
                    (diagonal_roles, bishop_o)
                };
                ((roles | pawns) & seen & t.beyond(z, o)).any()
            })
        };
        let mut chosen = [Bitboard::EMPTY; super::MAX_UNITS];
        for (i, u) in self.units.iter().enumerate() {
            let o = u.at;
            let xs = c.eligible[i];
            // `chosen`: the moves that could be made last that also look
            // irrelevant (the choice).
            if xs.is_empty() || on_a_line(i, o) {
                continue;
            }
            for x in xs {
                let occ = (seen_by & !Bitboard::from(o)) | Bitboard::from(x);
                if let Some((_, rook_to)) = self.castling_rook(i, x) {
                    // The rook on its new square attacks no zone square either.
                    if (t.rook(rook_to, occ | Bitboard::from(rook_to)) & zone).any() {
                        continue;
                    }
                }
                let reach = match u.role {
                    Role::Pawn => t.pawn(us, x),
                    Role::Knight => t.knight(x),
                    Role::Bishop => t.bishop(x, occ),
                    Role::Rook => t.rook(x, occ),
                    Role::Queen => t.queen(x, occ),
                    Role::King => t.king(x),
                };
                if (reach & zone).is_empty() {
                    chosen[i].insert(x);
                }
            }
        }
        // [Closed] A move that is not postponed must not need a postponed move's
        // square empty (unless its way also holds that move's destination: then
        // it could not follow it either), nor end on a postponed move's way. A
        // move that breaks this is postponed too if it can be made last, else the
        // postponed move is given up (for good). [Too far] Moves that need more
        // moves first than are left are not considered.
        let mut banned = [Bitboard::EMPTY; super::MAX_UNITS];
        loop {
            let mut changed = false;
            for i in 0..n {
                let o = self.units[i].at;
                for x in chosen[i] {
                    // The squares the move leaves, lands on and needs empty (a
                    // castling: the king's and the rook's, and all between them).
                    let (mut from, mut to, mut path) =
                        (Bitboard::from(o), Bitboard::from(x), t.between(o, x));
                    let mut rook_unit = usize::MAX;
                    if let Some((rook, rook_to)) = self.castling_rook(i, x) {
                        from.insert(rook);
                        to.insert(rook_to);
                        path |= t.between(o, rook);
                        rook_unit = (0..n)
                            .find(|&r| self.units[r].at == rook)
                            .unwrap_or(rook_unit);
                    }
                    // The units whose ways hold a square of `path` or `from`, in
                    // order (the castling rook moves in the castling only).
                    let mut others = (path | from)
                        .into_iter()
                        .fold(0u32, |a, s| a | c.units_on[s.index()]);
                    others &= !(1 << i);
                    if rook_unit < n {
                        others &= !(1 << rook_unit);
                    }
                    let mut give_up = false;
                    for j in super::unit_indices(others) {
                        let w = self.units[j];
                        for y in w.finals & !Bitboard::from(w.at) & !chosen[j] {
                            let way = self.way(j, y);
                            // (A move whose way holds the destination cannot
                            // follow the postponed move at all.)
                            let breaks =
                                (way & to).is_empty() && ((way & from).any() || path.contains(y));
                            if !breaks {
                                continue;
                            }
                            let blockers =
                                (way & c.units_now & !from & !Bitboard::from(w.at)).count();
                            if blockers + 2 > u32::from(left) {
                                *limited = true;
                                continue;
                            }
                            if c.eligible[j].contains(y) && !banned[j].contains(y) {
                                chosen[j].insert(y);
                            } else {
                                give_up = true;
                                break;
                            }
                            changed = true;
                        }
                        if give_up {
                            break;
                        }
                    }
                    if give_up {
                        chosen[i].remove(x);
                        banned[i].insert(x);
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        for (i, u) in self.units.iter().enumerate() {
            out.0[u.at.index()] = chosen[i];
        }
        out
    }

    /// The picture of the completions made of postponed moves alone: each unit
    /// stays or makes one of its postponed moves.
    pub(crate) fn tail(&self, p: &Postponed) -> Picture {
        let mut m = self.clone();
        m.hint_barring = true;
        let mut rooks_to = Bitboard::EMPTY;
        let king = self.units[self.king];
        for x in p.0[king.at.index()] {
            if let Some((rook, rook_to)) = self.castling_rook(self.king, x) {
                // (The rook ends beside the king in that castling.)
                rooks_to |= Bitboard::from(rook_to);
                if let Some(r) = m.units.iter_mut().find(|u| u.at == rook) {
                    r.finals |= Bitboard::from(rook_to);
                }
            }
        }
        for u in m.units.iter_mut() {
            let castled = if u.role == Role::Rook {
                u.finals & rooks_to
            } else {
                Bitboard::EMPTY
            };
            u.finals &= p.0[u.at.index()] | Bitboard::from(u.at) | castled;
        }
        m
    }

    /// If unit `i`'s move onto `y` is castling: the rook's square and where it
    /// lands.
    pub(super) fn castling_rook(&self, i: usize, y: Square) -> Option<(Square, Square)> {
        let u = self.units[i];
        if i != self.king || u.at.file().0.abs_diff(y.file().0) != 2 {
            return None;
        }
        let cs = if y.file().0 > u.at.file().0 {
            CastleSide::King
        } else {
            CastleSide::Queen
        };
        Some(super::Facts::rook_squares(self.us, cs))
    }

    /// [Barred lines] Whether some unit other than the king stands strictly
    /// between `d` and `q` at every moment of the series: a unit stands on its
    /// square until its one move and then on one of its end squares for good (a
    /// castling rook on the square beside the king), and the attacker's units
    /// are never captured during its own series; so one all of whose squares lie
    /// between closes the line from `d` to `q` throughout (a pawn whose pushes
    /// stay on the file of a queen behind it). The end squares are those of the
    /// picture as narrowed by the facts, which hold for every mating completion,
    /// as the units that never move again do (module docs).
    fn always_between(&self, d: Square, q: Square) -> bool {
        let between = tables().between(d, q);
        if between.is_empty() {
            return false;
        }
        let king = self.units[self.king];
        let mut castled = Bitboard::EMPTY;
        for y in king.finals {
            if let Some((rook, rook_to)) = self.castling_rook(self.king, y) {
                castled |= Bitboard::from(rook) | Bitboard::from(rook_to);
            }
        }
        self.units.iter().enumerate().any(|(j, u)| {
            let mut squares = u.finals | Bitboard::from(u.at);
            if castled.contains(u.at) {
                squares |= castled;
            }
            j != self.king && (squares & !between).is_empty()
        })
    }

    /// The squares unit `i`'s move onto `y` passes over or lands on (a castling
    /// king: every square between king and rook too; not the rook's, which it
    /// needs occupied by that rook unmoved: a castling never follows its rook's
    /// move).
    pub(super) fn way(&self, i: usize, y: Square) -> Bitboard {
        let t = tables();
        let u = self.units[i];
        if u.role == Role::Knight {
            return Bitboard::from(y);
        }
        let mut way = Bitboard::from(y) | t.between(u.at, y);
        if let Some((rook, _)) = self.castling_rook(i, y) {
            way |= t.between(u.at, rook);
        }
        way
    }

    /// Squares certainly occupied from now on, whatever the units do: the
    /// defender's pieces and the `held` squares, one set for each way the pawns the
    /// attacker may take en passant go (each stays, or the pawn that takes it
    /// stands on the square it skipped; more than two such pawns: without them).
    fn certainly_occupied(&self, state: &SeriesState, held: Bitboard) -> ([Bitboard; 4], usize) {
        let base = self.d_fixed() | held;
        let ahead: i16 = (!self.us).fold(1, -1);
        let mut victims = [(
            Square::from_index_unchecked(0),
            Square::from_index_unchecked(0),
        ); 3];
        let mut n = 0;
        for e in state.ep {
            let Some(v) = Square::at(e.file().0 as i16, e.rank().0 as i16 + ahead) else {
                continue;
            };
            if (self.d_all & !self.d_fixed()).contains(v) {
                if n == victims.len() {
                    return ([base; 4], 1);
                }
                victims[n] = (v, e);
                n += 1;
            }
        }
        if n > 2 {
            return ([base; 4], 1);
        }
        let mut out = [base; 4];
        for (pick, occ) in out.iter_mut().enumerate().take(1 << n) {
            for (k, &(v, e)) in victims[..n].iter().enumerate() {
                *occ |= Bitboard::from(if pick >> k & 1 == 0 { v } else { e });
            }
        }
        (out, 1 << n)
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{game_positions, random_completion, random_state, Xorshift};
    use super::super::Defence;
    use super::*;
    use crate::chess::Position;

    /// The reordering the argument rests on, on random series: in positions from
    /// games (the crowded match positions too), a state a few moves into a random
    /// series, and random completions of at most `left` moves, the completion's
    /// moves not postponed followed by its postponed ones (each group in its order)
    /// are legal move by move and end in the same position. Removing a condition
    /// of the closure (or the one on the king's lines) makes it fail.
    #[test]
    fn postponed_moves_can_be_made_last_in_every_completion_tried() {
        let mut rng = Xorshift(0x2545_f491_4f6c_dd1d);
        let mut next = |n: usize| rng.below(n);
        let mut seen = Reorderings::default();
        for pos in game_positions() {
            seen.try_walks(&pos, 20, &mut next);
        }
        assert!(
            seen.reordered >= 200 && seen.tried >= 1_000 && seen.castled >= 20,
            "{seen:?}"
        );
    }

    /// [Barred lines]: a pawn whose moves stay on the file between the
    /// defender's queen and the attacker's king's squares keeps that file
    /// closed, so the king's steps beside it may be made last (in this crowded
    /// position from a game, Kd2-c1, c2, c3 with the queen on c7 behind the pawns
    /// c5 and c4: c4 can only push to c5), and the reordering holds in random
    /// completions from it.
    #[test]
    fn a_unit_always_between_closes_a_line_for_the_kings_steps() {
        let pos =
            Position::from_fen("Q3bb1r/p1q1pkp1/Bp1p1B2/PPP2P1P/2PNNP1P/8/3K4/R5R1 w - - 1 3")
                .unwrap();
        let state = SeriesState::start(&pos);
        let picture = Picture::of_state(&state, &Defence::of(&state)).unwrap();
        let candidates = picture.candidates(&state);
        let sq = |n: &str| Square::parse(n).unwrap();
        let king = candidates.eligible[picture.king];
        for to in ["c1", "c2", "c3"] {
            assert!(king.contains(sq(to)), "Kd2-{to} may be made last: {king:?}");
        }
        let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
        let mut next = |n: usize| rng.below(n);
        let mut seen = Reorderings::default();
        seen.try_walks(&pos, 200, &mut next);
        assert!(seen.reordered >= 100, "{seen:?}");
    }

    /// What [`Reorderings::try_walks`] tried.
    #[derive(Debug, Default)]
    struct Reorderings {
        tried: usize,
        reordered: usize,
        castled: usize,
    }

    impl Reorderings {
        /// From `walks` random states of a series from `pos`, random
        /// completions reordered with their postponed moves last: each is
        /// asserted legal and ending in the same position.
        fn try_walks(
            &mut self,
            pos: &Position,
            walks: usize,
            next: &mut impl FnMut(usize) -> usize,
        ) {
            for _walk in 0..walks {
                let state = random_state(pos, &mut *next);
                let Some(picture) = Picture::of_state(&state, &Defence::of(&state)) else {
                    continue;
                };
                let left = 2 + next(6) as u8;
                let mut limited = false;
                let candidates = picture.candidates(&state);
                let postponed = picture.postponable(&candidates, next(2) == 0, left, &mut limited);
                if postponed.is_empty() {
                    continue;
                }
                for _ in 0..20 {
                    let moves = 1 + next(left as usize);
                    let (end, series) = random_completion(&state, moves, &mut *next);
                    let (last, first): (Vec<Move>, Vec<Move>) =
                        series.iter().partition(|m| postponed.contains(m));
                    let moved_later = series
                        .iter()
                        .position(|m| postponed.contains(m))
                        .is_some_and(|i| series[i..].iter().any(|m| !postponed.contains(m)));
                    let mut again = state;
                    for m in first.iter().chain(last.iter()) {
                        assert!(
                            again.legal_moves().contains(m),
                            "{}: {m:?} of {series:?} reordered is illegal (postponed last: {last:?})",
                            pos.fen()
                        );
                        again.apply(m);
                    }
                    assert_eq!(again.board, end.board, "{}: {series:?}", pos.fen());
                    self.tried += 1;
                    self.reordered += usize::from(moved_later);
                    self.castled += usize::from(
                        moved_later && last.iter().any(|m| matches!(m.kind, MoveKind::Castle(_))),
                    );
                }
            }
        }
    }
}
