//! Sleep sets: moves a state skips because an earlier line covered them.
//!
//! Most moves of a series commute: two moves of different units whose ways do not
//! meet may be made in either order, to the same state. The table already makes the
//! walk visit each state once, but it still looks up every state again from each
//! of its parents; and a state that one order reaches only through a cut (a proof,
//! a fact, a postponed move) is walked anew when another order reaches it. So, as
//! partial-order reduction in model checking does with sleep sets, the walk skips
//! moves whose lines an earlier line covered already.
//! - **Commuting.** Take two moves `x` and `m` of different units, legal in state
//!   `t`, neither a castling nor an en-passant capture, whose *ways* (the squares
//!   passed over, and the square landed on: [`commuting_way`]) are disjoint. A move
//!   of any piece but the king is legal when its way is clear and it lands on an
//!   empty square or takes a defender piece other than the king (a pawn: pushes
//!   onto empty squares, captures onto defender pieces); non-king moves may expose
//!   the mover's king mid-series (rules §3.6). After `m`, the only squares that
//!   changed are `m`'s origin, now empty (not on `x`'s way, for `x` was legal with
//!   it occupied; and not `x`'s landing square, which is not the attacker's), and
//!   `m`'s landing square, which is not on `x`'s way: so `x`, if not the king's, is
//!   legal in `t·m`, the same move (it takes the same piece, or none), and likewise
//!   `m` in `t·x`. A king's step is legal besides only onto a square no defender
//!   piece attacks. Defender pieces never move; `m` may take one, which attacks no
//!   more, or land between, which blocks; so the step can only become illegal if
//!   `m`'s origin lies between its square and a defender slider that could attack
//!   it along that line (on an empty board, `Defence::exposures`); such pairs are
//!   not taken to commute ([`commute_along`]). Both orders end in the same state:
//!   the same board, the same moved units, the same castling rights (each move
//!   takes away those of the squares it leaves and lands on, a king's move all of
//!   its side) and the same double steps (a set).
//! - **The sleep set** of a state on the current path: at the root it is empty;
//!   the child of `t` by its `i`-th move `m` gets those moves of `t`'s sleep set
//!   and of `t`'s moves before `m` that commute with `m` in `t`
//!   ([`Search::put_to_sleep`]). A state skips the moves of its sleep set
//!   ([`Search::skip_asleep`]). A child at the end of the length is only judged: it
//!   gets none.
//! - **Why nothing is lost.** By induction over the walk's order, every completion
//!   of a state whose search ended (not at a limit) is judged or proved not to
//!   mate, within the pass's limit. Let `x` be in the sleep set of `t`, reached by
//!   moves `u` from the state `a` where `x` was an earlier move than the first of
//!   `u` (or came from `a`'s own sleep set, and so on up: the same argument from
//!   further up). `x` commutes with each move of `u` in turn, so `a·x·u` is legal
//!   and is the state `t·x`; so a completion `x·C` of `t` ends where the completion
//!   `u·C` of `a·x` ends, and `a·x` was searched before `t` (or its own cover
//!   before it). Its series has the same length, the facts and proofs used there
//!   hold for every completion of the states they were found in, and whether an
//!   end position mates depends only on the position. So each line the sleep set
//!   skips ends where a line already judged or proved ends.
//! - **Kept apart from other passes.** A state that skipped a move of its sleep set
//!   is not complete (`walk.rs`): its cover came from the lines of this pass.
//! - The reference search without pruning walks every move.

use super::walk::Search;
use crate::chess::{Bitboard, Move, MoveKind, Role};

/// The squares a move passes over and lands on, if it may commute with the
/// moves of other units whose ways miss these squares (module docs); empty for a castling and an en-passant capture.
fn commuting_way(m: &Move) -> Bitboard {
    if matches!(m.kind, MoveKind::EnPassant | MoveKind::Castle(_)) {
        return Bitboard::EMPTY;
    }
    crate::chess::tables().between(m.from, m.to) | Bitboard::from(m.to)
}

/// Whether the moves `x` and `m` of a state, of different units, commute
/// (module docs); `exposure` from [`Defence::exposures`].
#[cfg(test)]
fn commute(x: &Move, m: &Move, exposure: &[Bitboard; 64]) -> bool {
    commute_along(x, m, commuting_way(m), exposure)
}

/// [`commute`] with `wm` the [`commuting_way`] of `m` (the same for every `x`
/// of a sleep set: looked up once).
fn commute_along(x: &Move, m: &Move, wm: Bitboard, exposure: &[Bitboard; 64]) -> bool {
    let wx = commuting_way(x);
    let king_safe = |k: &Move, other: &Move| {
        k.role != Role::King || !exposure[k.to.index()].contains(other.from)
    };
    x.from != m.from
        && wx.any()
        && wm.any()
        && (wx & wm).is_empty()
        && king_safe(x, m)
        && king_safe(m, x)
}

impl Search<'_> {
    /// Leaves out of `moves`, those of the state at the current depth, the moves
    /// of its sleep set: they lead where an earlier line went already.
    pub(super) fn skip_asleep(&mut self, moves: &mut Vec<Move>) {
        let Some(sleep) = self.sleeps.get(self.path.len()).filter(|s| !s.is_empty()) else {
            return;
        };
        let before = moves.len();
        // (Only a move whose origin and destination some asleep move has can
        // be one: most are told apart by these two sets without a scan.)
        let (froms, tos) = sleep
            .iter()
            .fold((Bitboard::EMPTY, Bitboard::EMPTY), |(f, t), x| {
                (f | Bitboard::from(x.from), t | Bitboard::from(x.to))
            });
        moves.retain(|m| !(froms.contains(m.from) && tos.contains(m.to) && sleep.contains(m)));
        // (Covered in this pass only: the state is not complete.)
        self.open |= moves.len() < before;
    }

    /// Sets the sleep set of the child by `m` (module docs): the
    /// moves of the current state's sleep set and its `earlier` moves (all tried)
    /// that commute with `m`.
    pub(super) fn put_to_sleep(&mut self, earlier: &[Move], m: &Move) {
        let depth = self.path.len();
        if self.sleeps.len() <= depth + 1 {
            self.sleeps.resize_with(depth + 2, Vec::new);
        }
        let mut next = std::mem::take(&mut self.sleeps[depth + 1]);
        next.clear();
        let wm = commuting_way(m);
        if wm.any() {
            let asleep = self.sleeps[depth].iter().chain(earlier);
            next.extend(asleep.filter(|x| commute_along(x, m, wm, &self.exposure)));
        }
        self.sleeps[depth + 1] = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flicker::mate::picture::testing::{game_positions, random_state, Xorshift};
    use crate::flicker::mate::picture::Defence;
    use crate::flicker::mate::states::state_key;
    use crate::flicker::SeriesState;

    /// Moves that [`commute`] says commute do: in random states a few moves into
    /// series from the game positions (and the hardest match ones), each is legal
    /// after the other, as the same move, and both orders reach the same state.
    #[test]
    fn commuting_moves_commute() {
        let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
        let mut next = |n: usize| rng.below(n);
        let (mut pairs, mut sliders, mut kings) = (0, 0, 0);
        for pos in game_positions() {
            let t = random_state(&pos, &mut next);
            let moves = t.legal_moves();
            let exposure = Defence::of(&SeriesState::start(&pos)).exposures();
            for x in &moves {
                for m in &moves {
                    if !commute(x, m, &exposure) {
                        continue;
                    }
                    let (wx, wm) = (commuting_way(x), commuting_way(m));
                    let (mut tx, mut tm) = (t, t);
                    tx.apply(x);
                    tm.apply(m);
                    assert!(tx.legal_moves().contains(m), "{m:?} after {x:?}");
                    assert!(tm.legal_moves().contains(x), "{x:?} after {m:?}");
                    tx.apply(m);
                    tm.apply(x);
                    assert!(tx.board == tm.board && tx.moved == tm.moved);
                    assert!(tx.castling == tm.castling && tx.double_steps == tm.double_steps);
                    assert_eq!(state_key(&tx), state_key(&tm));
                    pairs += 1;
                    sliders += usize::from(wx.count() > 1 || wm.count() > 1);
                    kings += usize::from(x.role == Role::King || m.role == Role::King);
                }
            }
        }
        // Not vacuous: many pairs, many of them with a move over several squares,
        // and some with a king's step.
        assert!(
            pairs > 10_000 && sliders > 5_000 && kings > 500,
            "{pairs} pairs, {sliders} sliders, {kings} with a king"
        );
    }
}
