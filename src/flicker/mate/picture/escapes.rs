//! Escapes: defender series the solver found elsewhere, tried on a picture
//! ([`Picture::escape_holds`]).
//!
//! Where no robust answer holds, the picture tries defender series
//! the solver found as escapes in end positions judged earlier (the latest 16
//! distinct ones): such a series `S` proves the picture if it is legal and ends
//! safe in *every* end position it allows. That is checked move by move, keeping
//! the squares a D piece may hold and certainly holds, and the squares S landed
//! on (a unit there is taken: it ends there or is gone, and attacks no more):
//! each mover is a D piece on a square certainly its own (fixed, nobody's final,
//! not landed on, of the move's role); no castling, no en passant; a pawn takes
//! only a unit certainly on that square (its one final, not A's king) and pushes
//! only over and onto squares no D piece and no unit (not taken) may hold;
//! another piece moves along its geometry over squares likewise certainly empty
//! onto a square no D piece may hold and A's king may not: empty or holding a
//! unit, the move is legal either way. A king move is checked, at its moment, to
//! land where no unit attacks in any end position, and after the last move the
//! king's square likewise: attacks are those of the picture (each unit from its
//! finals not landed on, A's king by adjacency, a pawn on the last rank as any
//! piece) with only *certainly* occupied squares as blockers (D pieces where
//! they certainly stand after the moves so far, units with one final not taken),
//! so every real attack is among them. Non-king moves may expose D's king
//! mid-series (rules §3.6). Then in every completion D has S: none mates. Where
//! the series fails only at the last check, the units attacking are hinted for
//! splitting, so the cases (one unit fixed) may be proved by it. In the tail
//! proof's pictures (`postponed.rs`) the units that may bar a move of S (a unit
//! that may end on the mover's square, in its way, on the square a pawn of it
//! takes without being certainly there, or A's king on its landing square) are
//! hinted too: there the escape of a check met in the end positions often fails
//! only because a far unit's postponed step may stand in its way (a pawn on b6
//! in a queen's way to a5), and the case without that step is proved by it.
//! (Elsewhere these hints split more and cost more than they save.) Hints only
//! choose what to split, never a verdict. Where the escape came from does not
//! matter to the argument.

use super::{Ctx, Hints, Picture, MAX_UNITS};
use crate::chess::{tables, Bitboard, Move, MoveKind, Role, Square};
use crate::flicker::solver::pawn_open_moves;

/// A defender series, as the solver found it in some end position.
pub(crate) type Escape = Box<[Move]>;

impl Picture {
    /// Is the defender series `escape` legal in every end position of the picture,
    /// and does it end with the king unattacked in each (module docs)?
    /// Where only the last condition fails, the units attacking the king's last
    /// square are hinted for splitting.
    pub(super) fn escape_holds(&self, escape: &[Move], ctx: &Ctx, hint: &mut Hints) -> bool {
        let t = tables();
        let them = !self.us;
        // Every mover stands on its square whatever the attacker did.
        if let Some(m) = escape
            .iter()
            .find(|m| !self.d_fixed().contains(m.from) || ctx.possibly_a.contains(m.from))
        {
            self.hint_units_on(Bitboard::from(m.from), hint);
            return false;
        }
        let singles = self
            .units
            .iter()
            .filter(|u| !u.finals.more_than_one())
            .fold(Bitboard::EMPTY, |a, u| a | u.finals);
        // Squares a defender piece may hold, and certainly holds; squares the
        // defender moved onto (a unit there is taken).
        let (mut d_now, mut d_cert, mut landed) = (self.d_all, self.d_fixed(), Bitboard::EMPTY);
        let mut king = self.dk;
        let blocked = |k: Square, d_cert: Bitboard, landed: Bitboard| {
            d_cert | (singles & !landed) | ctx.stops(k)
        };
        let attacked = |k: Square, d_cert: Bitboard, landed: Bitboard| {
            self.attacked_but(k, blocked(k, d_cert, landed), landed, &ctx.by_role)
        };
        for m in escape {
            let (from, to) = (m.from, m.to);
            if landed.contains(from)
                || !d_now.contains(from)
                || self.d_role(from) != Some(m.role)
                || matches!(m.kind, MoveKind::Castle(_) | MoveKind::EnPassant)
            {
                return false;
            }
            let maybe = d_now | (ctx.possibly_a & !landed);
            // The squares a unit that may stand there would make the move illegal
            // on (hinted for splitting if it is).
            let in_the_way;
            let legal = match m.role {
                // A pawn captures only a unit certainly there (not the king), and
                // pushes only over and onto squares certainly empty.
                Role::Pawn if t.pawn(them, from).contains(to) => {
                    in_the_way = Bitboard::from(to);
                    !d_now.contains(to)
                        && self
                            .units
                            .iter()
                            .enumerate()
                            .any(|(i, u)| i != self.king && u.finals == Bitboard::from(to))
                }
                Role::Pawn => {
                    in_the_way = t.between(from, to) | Bitboard::from(to);
                    pawn_open_moves(them, from, Bitboard::EMPTY, maybe).contains(to)
                }
                // Other pieces move onto an empty square or take a unit: either is
                // legal, so a square only a unit may hold will do (not the king's).
                _ => {
                    let reach = match m.role {
                        Role::Knight => t.knight(from),
                        Role::King => t.king(from),
                        Role::Bishop => t.bishop(from, Bitboard::EMPTY),
                        Role::Rook => t.rook(from, Bitboard::EMPTY),
                        _ => t.queen(from, Bitboard::EMPTY),
                    };
                    in_the_way = t.between(from, to) | (ctx.a_king & Bitboard::from(to));
                    reach.contains(to)
                        && (t.between(from, to) & maybe).is_empty()
                        && !d_now.contains(to)
                        && !ctx.a_king.contains(to)
                }
            };
            if !legal {
                self.hint_units_on(in_the_way & !landed, hint);
                return false;
            }
            d_now.remove(from);
            d_now.insert(to);
            d_cert.remove(from);
            d_cert.insert(to);
            landed.insert(to);
            if m.role == Role::King {
                king = to;
                // The king steps only onto a square unattacked at that moment.
                if attacked(king, d_cert, landed) {
                    return false;
                }
            }
        }
        if attacked(king, d_cert, landed) {
            if !hint.wanted {
                return false;
            }
            let mut att = [Bitboard::EMPTY; MAX_UNITS];
            let att = &mut att[..self.units.len()];
            self.attack_squares_but(king, blocked(king, d_cert, landed), landed, att);
            for (i, a) in att.iter().enumerate() {
                if a.any() {
                    hint.add(i, 12);
                }
            }
            return false;
        }
        true
    }

    /// Hints for splitting the units that may end on `squares` (where one that
    /// ends there defeats an escape, its cases without those squares may not).
    fn hint_units_on(&self, squares: Bitboard, hint: &mut Hints) {
        if !hint.wanted || !self.hint_barring || squares.is_empty() {
            return;
        }
        for (i, u) in self.units.iter().enumerate() {
            if (u.finals & squares).any() {
                hint.add(i, 10);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use super::super::Defence;
    use super::*;
    use crate::chess::Position;
    use crate::flicker::SeriesState;
    use std::rc::Rc;

    #[test]
    fn an_escape_proves_the_end_positions_where_it_holds_and_no_other() {
        use crate::flicker::solver::rescue_from;
        use crate::flicker::Series;
        // random-104 (tests/data/flicker-mate-games.tsv): Black plays Bxf2 and Qxg2+;
        // White frees its king only in several moves (Bc2, d3, Bxf4: the knight that
        // guards e2 and g2 taken; then Ke2).
        let pos =
            Position::from_fen("rn2k2r/1bp4p/3pp1pN/1p6/1pPbPn2/Q2B3q/P2P1RPP/RNB2K2 b kq - 1 8")
                .unwrap();
        let after = |moves: &[(&str, &str)]| {
            let mut state = SeriesState::start(&pos);
            for (from, to) in moves {
                let (from, to) = (Square::parse(from).unwrap(), Square::parse(to).unwrap());
                let m = state
                    .legal_moves()
                    .into_iter()
                    .find(|m| m.from == from && m.to == to)
                    .unwrap();
                state.apply(&m);
            }
            state
        };
        let check = after(&[("d4", "f2"), ("h3", "g2")]);
        let escape = rescue_from(&Series::new(check.end_position(&pos, false))).unwrap();
        assert!(escape.len() >= 3, "{escape:?}");
        let escapes: Rc<[Escape]> = Rc::from(vec![escape.clone().into_boxed_slice()]);
        // Whether the series is an escape in the end position of `state`, by replay.
        let frees = |state: &SeriesState| {
            Series::from_moves(state.end_position(&pos, false), &escape)
                .is_ok_and(|s| s.state().king_safe())
        };
        let proved = |state: &SeriesState, with: bool| {
            let m = Picture::of_end(state, &Defence::of(state)).unwrap();
            let mut m = if with {
                m.with_escapes(escapes.clone())
            } else {
                m
            };
            m.proves_no_mate(0, &mut 0)
        };
        assert!(!proved(&check, false) && proved(&check, true) && frees(&check));
        // The bishop on e4 guards g2 too, but the series never takes there.
        let guarded = after(&[("d4", "f2"), ("h3", "g2"), ("b7", "e4")]);
        assert!(proved(&guarded, true) && frees(&guarded));
        // The knight takes the bishop that moves first: the series is no escape any
        // more, and proves nothing.
        let taken = after(&[("d4", "f2"), ("h3", "g2"), ("b7", "e4"), ("f4", "d3")]);
        assert!(!frees(&taken));
        assert_eq!(proved(&taken, true), proved(&taken, false));
    }

    /// Whenever an escape holds for the picture of a series state, it is a legal
    /// series ending with the king safe in end positions of random completions of
    /// that state (crowded positions from tests/data/flicker-mate-games.tsv, escapes
    /// the solver found in their checking end positions).
    #[test]
    fn an_escape_that_holds_frees_the_king_in_every_completion_tried() {
        use crate::flicker::solver::rescue_from;
        use crate::flicker::Series;
        let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
        let mut next = |n: usize| rng.below(n);
        let rows = include_str!("../../../../tests/data/flicker-mate-games.tsv");
        let (mut holds, mut replays) = (0, 0);
        for line in rows.lines().filter(|l| !l.starts_with('#')) {
            let pos = Position::from_fen(line.split('\t').nth(1).unwrap()).unwrap();
            let mut escapes: Vec<Vec<Move>> = Vec::new();
            for _walk in 0..30 {
                // A state a few moves into a random series, and random completions.
                let state = random_state(&pos, &mut next);
                let Some(picture) = Picture::of_state(&state, &Defence::of(&state)) else {
                    continue;
                };
                let ctx = picture.context(picture.end_block());
                let mut hint = Hints::new(true);
                let held: Vec<Vec<Move>> = escapes
                    .iter()
                    .filter(|e| picture.escape_holds(e, &ctx, &mut hint))
                    .cloned()
                    .collect();
                holds += held.len();
                for _ in 0..8 {
                    let moves = next(5);
                    let (end, _) = random_completion(&state, moves, &mut next);
                    if !end.may_end() {
                        continue;
                    }
                    let at_end = end.end_position(&pos, false);
                    for e in &held {
                        let series = Series::from_moves(at_end, e);
                        assert!(
                            series.as_ref().is_ok_and(|s| s.state().king_safe()),
                            "{}: {e:?} held for the state, fails in {}",
                            pos.fen(),
                            at_end.fen()
                        );
                        replays += 1;
                    }
                    if end.checks().any() {
                        if let Some(e) = rescue_from(&Series::new(at_end)) {
                            if !e.is_empty() && !escapes.contains(&e) {
                                escapes.push(e);
                            }
                        }
                    }
                }
            }
        }
        assert!(
            holds >= 20 && replays >= 100,
            "{holds} held, {replays} replays"
        );
    }
}
