//! The picture of a state's completions, and its verdict: the heart of the no-mate
//! proof.
//!
//! Call the side to move A (attacker) and the other D (defender, king on `dk`).
//!
//! # The picture
//! D's pieces never move during A's series; a piece A captures
//! is replaced by the capturing unit, which cannot move again. So at the end every
//! square holding a D piece now is still occupied — except a pawn A may take en
//! passant. Only a unit that has not moved may take it, a pawn beside it, onto
//! the square it skipped while that square is empty (a unit landing there never
//! leaves); the taker then stands there for good. So at every moment the pawn's
//! square or the skipped one is occupied, and in a picture in which no such
//! pawn ends on the skipped square (none is left free, or a case or a fact took
//! that square from it) the pawn is never taken: it counts as any D piece (in
//! the picture of a series ending now, always). Each A unit that moved stands
//! where it is for good; a free unit ends on
//! its square or on one square its single move can reach. Its reach is
//! over-approximated: ways are barred only by D pieces and moved units — a
//! slider's by the pawn that may be taken en passant or else by the square it
//! skipped (its reach is the union of the two: one of them is occupied
//! whenever it moves); landing on moved units or D's king is excluded; pawns push onto
//! squares no such piece holds (two from the start rank), capture only onto D
//! pieces or en-passant squares; the king steps anywhere not next to D's king, or
//! castles. A free slider's way is also barred by a unit all of whose squares lie
//! on it: a unit stands, at every moment of the series, on its square or where its
//! one move takes it (both among its end squares), so such a unit is always in the
//! way (a pawn whose pushes stay on the file of a queen behind it).
//! So the end position of every completion puts each unit on one square of
//! its set (*finals*), with every *certainly occupied* square (D pieces, units
//! with one final) occupied: an attack in the end position is an attack in the
//! picture (`attacks.rs`).
//!
//! # Its verdict
//! [`Picture::evaluate`] proves a picture by itself, in this order:
//! - **No check, no mate.** If no unit can attack `dk` from any of its finals (A's
//!   king never can: it cannot stand next to D's king), no completion gives check.
//! - **A robust answer** (`answers.rs`) at `dk` or a neighbour: a defender series
//!   that frees the king in every end position of the picture.
//! - **An escape** (`escapes.rs`) that holds in every end position of the picture.
//!
//! Where none proves it, the units that defeated it are named, best first, for
//! splitting (`splitting.rs`); splitting and learning (`facts.rs`) prove the
//! picture case by case. Every proof ends at pictures proved so: it is sound
//! because the picture holds every end position of the completions it pictures,
//! and each of these three tests holds in every end position the picture allows.

mod answers;
mod attacks;

mod defence;

mod escapes;

mod facts;

mod postponed;

mod reach;

mod splitting;

#[cfg(test)]
pub(super) mod testing;

use crate::chess::{tables, Bitboard, CastleSide, Castling, Role, Square};

use crate::core::Side;

use crate::flicker::solver::pawn_open_moves;

use crate::flicker::SeriesState;

use attacks::Ctx;
pub(crate) use defence::Defence;

pub(crate) use escapes::Escape;

pub(crate) use facts::Facts;

pub(crate) use postponed::Postponed;

use std::rc::Rc;

/// At most this many attacker units (more cannot stand on a board of a legal game);
/// a position with more is not pictured (the search then runs unpruned).
const MAX_UNITS: usize = 32;

/// One attacker unit in the picture.
#[derive(Copy, Clone, Debug)]
struct Unit {
    role: Role,
    /// Where it stands now (the key of its learned exclusions).
    at: Square,
    /// Squares it may stand on at the end of the series.
    finals: Bitboard,
}

/// The units of a picture, held inline (pictures are copied for every case of a
/// split; a heap vector would be allocated as often).
#[derive(Copy, Clone, Debug)]
struct Units {
    list: [Unit; MAX_UNITS],
    len: usize,
}

impl Units {
    fn new() -> Units {
        let filler = Unit {
            role: Role::Pawn,
            at: Square::from_index_unchecked(0),
            finals: Bitboard::EMPTY,
        };
        Units {
            list: [filler; MAX_UNITS],
            len: 0,
        }
    }

    /// Adds `unit`; false if the list is full.
    fn push(&mut self, unit: Unit) -> bool {
        let Some(slot) = self.list.get_mut(self.len) else {
            return false;
        };
        *slot = unit;
        self.len += 1;
        true
    }
}

impl std::ops::Deref for Units {
    type Target = [Unit];
    fn deref(&self) -> &[Unit] {
        &self.list[..self.len]
    }
}

impl std::ops::DerefMut for Units {
    fn deref_mut(&mut self) -> &mut [Unit] {
        &mut self.list[..self.len]
    }
}

/// The abstract end of the attacker's series (see the module docs).
#[derive(Clone, Debug)]
pub(crate) struct Picture {
    us: Side,
    /// Defender's king.
    dk: Square,
    units: Units,
    /// Index of the attacker's king in `units`.
    king: usize,
    /// Defender pieces standing at the end whatever happens (as themselves or
    /// replaced by a capturing unit), but for pawns the attacker may take en
    /// passant: read through [`Picture::d_fixed`], which adds such a pawn once no unit
    /// may take it.
    d_fixed_but_ep: Bitboard,
    /// The one pawn the attacker may take en passant and the square it skipped, if
    /// there is one.
    ep_pair: Option<(Square, Square)>,
    /// Every defender piece (its role and reach in `defence`).
    d_all: Bitboard,
    defence: Rc<Defence>,
    /// Defender series (escapes found by the solver elsewhere) tried when no robust
    /// answer is found ([`Picture::escape_holds`]).
    escapes: Rc<[Escape]>,
    /// The units (by their present squares) the proofs on this picture split.
    split: Bitboard,
    /// Whether an escape that may be barred by a unit hints that unit for
    /// splitting (`escapes.rs`; the tail proof's pictures only).
    hint_barring: bool,
}

/// What one evaluation found: proved, or the units whose splitting may help, best
/// first.
enum Eval {
    Proved,
    Open(Splits),
}

/// How many different units a proof tries splitting before it gives up on a picture.
const SPLIT_TRIES: usize = 10;

/// The units to split, best first (at most [`SPLIT_TRIES`]).
#[derive(Copy, Clone, Debug)]
struct Splits {
    list: [u8; SPLIT_TRIES],
    len: u8,
}

impl IntoIterator for Splits {
    type Item = usize;
    type IntoIter =
        std::iter::Map<std::iter::Take<std::array::IntoIter<u8, SPLIT_TRIES>>, fn(u8) -> usize>;
    fn into_iter(self) -> Self::IntoIter {
        self.list
            .into_iter()
            .take(usize::from(self.len))
            .map(usize::from)
    }
}

/// Weights of the units that defeated answers (the best to split first), and
/// whether they are wanted: a picture that will not be split (the last level of a
/// proof) needs only its verdict, and the work that only finds hints is skipped.
struct Hints {
    weights: [u32; MAX_UNITS],
    wanted: bool,
}

impl Hints {
    fn new(wanted: bool) -> Hints {
        Hints {
            weights: [0; MAX_UNITS],
            wanted,
        }
    }

    fn add(&mut self, unit: usize, weight: u32) {
        self.weights[unit] = self.weights[unit].max(weight);
    }
}

impl Picture {
    /// The picture of every completion of `state` (the attacker is its mover);
    /// `defence`: [`Defence::of`] this state or of any state before it in the series.
    pub(crate) fn of_state(state: &SeriesState, defence: &Rc<Defence>) -> Option<Picture> {
        Picture::build(state, false, defence)
    }

    /// The picture of the series ending now: every unit on its square.
    #[cfg(test)]
    pub(crate) fn of_end(state: &SeriesState, defence: &Rc<Defence>) -> Option<Picture> {
        Picture::build(state, true, defence)
    }

    fn build(state: &SeriesState, ending: bool, defence: &Rc<Defence>) -> Option<Picture> {
        let t = tables();
        let b = state.board();
        let us = state.mover();
        let them = !us;
        let dk = b.king_of(them)?;
        let d_all = b.side(them);
        let moved = if ending { b.side(us) } else { state.moved() };
        // Only a pawn that has not moved yet may still take en passant (in the
        // picture of the series ending now, none does), and only onto a square
        // still empty (a unit there never leaves).
        let mut d_ep = Bitboard::EMPTY;
        let mut ep_pair = None;
        for e in state.ep & !b.occupied() {
            for from in t.pawn(them, e) & b.pieces(us, Role::Pawn) & !moved {
                let v = SeriesState::ep_victim(from, e);
                if b.pieces(them, Role::Pawn).contains(v) {
                    d_ep.insert(v);
                    ep_pair = Some((v, e));
                }
            }
        }
        if d_ep.more_than_one() {
            ep_pair = None;
        }
        let d_fixed_but_ep = d_all & !d_ep;
        // Ways are barred by defender pieces (they never leave, except pawns taken en
        // passant) and by units that moved already (they never move again). A pawn
        // taken en passant leaves its square only for the taker to stand for good
        // on the square it skipped: at every moment one of the two is occupied, so
        // a slider's way is barred by the one or by the other.
        let occ_move = d_fixed_but_ep | moved;
        let slide = |reach: fn(Square, Bitboard) -> Bitboard, o: Square| match ep_pair {
            Some((v, e)) => {
                reach(o, occ_move | Bitboard::from(v)) | reach(o, occ_move | Bitboard::from(e))
            }
            None => reach(o, occ_move),
        };
        let forbidden = moved | Bitboard::from(dk);
        let mut units = Units::new();
        let mut king = usize::MAX;
        for o in b.side(us) {
            let role = b.role_at(o)?;
            let mut finals = Bitboard::from(o);
            if !moved.contains(o) {
                finals |= match role {
                    Role::Knight => t.knight(o) & !forbidden,
                    Role::Bishop => slide(|o, occ| tables().bishop(o, occ), o) & !forbidden,
                    Role::Rook => slide(|o, occ| tables().rook(o, occ), o) & !forbidden,
                    Role::Queen => slide(|o, occ| tables().queen(o, occ), o) & !forbidden,
                    Role::Pawn => {
                        // Captures onto defender pieces or en passant, pushes onto
                        // squares no fixed piece holds.
                        let victims = (d_all & !Bitboard::from(dk)) | state.ep;
                        pawn_open_moves(us, o, victims, occ_move)
                    }
                    Role::King => {
                        let mut k = t.king(o) & !forbidden & !t.king(dk);
                        for cs in [CastleSide::King, CastleSide::Queen] {
                            if state.castling().has(us, cs) && o == Castling::king_square(us) {
                                let rank = us.fold(0u8, 7) * 8;
                                k.insert(Square::from_index_unchecked(rank + cs.king_to_file()));
                            }
                        }
                        k
                    }
                };
            }
            if role == Role::King {
                king = units.len();
            }
            if !units.push(Unit {
                role,
                at: o,
                finals,
            }) {
                return None;
            }
        }
        if king == usize::MAX {
            return None;
        }
        if !ending {
            Self::bar_lines_of_stayers(&mut units, moved);
        }
        Some(Picture {
            us,
            dk,
            units,
            king,
            d_fixed_but_ep,
            ep_pair,
            d_all,
            defence: defence.clone(),
            escapes: defence.no_escapes.clone(),
            split: Bitboard::EMPTY,
            hint_barring: false,
        })
    }

    /// The role of the defender piece on `s` (none if no defender piece is there).
    fn d_role(&self, s: Square) -> Option<Role> {
        if self.d_all.contains(s) {
            self.defence.roles[s.index()]
        } else {
            None
        }
    }

    /// Defender pieces standing at the end whatever happens: the pawn that may be
    /// taken en passant too once no pawn that could take it ends on the square it
    /// skipped (only such a capture removes it: in the completions of this
    /// picture it stays).
    fn d_fixed(&self) -> Bitboard {
        let Some((v, e)) = self.ep_pair else {
            return self.d_fixed_but_ep;
        };
        let takers = tables().pawn(!self.us, e);
        let taken = self
            .units
            .iter()
            .any(|u| u.role == Role::Pawn && takers.contains(u.at) && u.finals.contains(e));
        if taken {
            self.d_fixed_but_ep
        } else {
            self.d_fixed_but_ep | Bitboard::from(v)
        }
    }

    /// The same picture, trying these defender series where no robust answer holds.
    pub(crate) fn with_escapes(mut self, escapes: Rc<[Escape]>) -> Picture {
        self.escapes = escapes;
        self
    }

    /// The picture of the completions not ruled out by `facts`: each unit's end
    /// squares without its excluded ones. False if some unit is left with none (then
    /// no completion is left to mate).
    pub(crate) fn restrict(&mut self, facts: &Facts) -> bool {
        for u in self.units.iter_mut() {
            u.finals &= !facts.0[u.at.index()];
            if u.finals.is_empty() {
                return false;
            }
        }
        true
    }

    /// Drops from each free slider's end squares those whose way some other unit
    /// bars throughout the series: a unit stands, at every moment, on its square or
    /// where its one move took it — on one of its end squares — so one whose end
    /// squares all lie on the way is always in it (a pawn in front of a queen on its
    /// file, say). Done before any end square is ruled out by learned facts (those
    /// say where a unit does not *end*, not where it never stands).
    fn bar_lines_of_stayers(units: &mut Units, moved: Bitboard) {
        let t = tables();
        for i in 0..units.len() {
            let u = units[i];
            if moved.contains(u.at) || !matches!(u.role, Role::Bishop | Role::Rook | Role::Queen) {
                continue;
            }
            // Only a unit all of whose end squares lie on the lines from the slider's
            // square can lie on a way (usually none: then nothing is barred).
            let lines = t.queen(u.at, Bitboard::EMPTY);
            let mut stayers = 0u32;
            for (j, v) in units.iter().enumerate() {
                if j != i && (v.finals & !lines).is_empty() {
                    stayers |= 1 << j;
                }
            }
            if stayers == 0 {
                continue;
            }
            let mut finals = u.finals;
            for y in u.finals {
                let way = t.between(u.at, y);
                if way.any() && unit_indices(stayers).any(|j| (units[j].finals & !way).is_empty()) {
                    finals.remove(y);
                }
            }
            units[i].finals = finals;
        }
    }

    /// Is the picture proved by itself (no check, a robust answer, an escape)? If
    /// not, the units to split (only if `split`: else none are named). The verdict
    /// is the same either way.
    fn evaluate(&self, split: bool) -> Eval {
        let t = tables();
        let n = self.units.len();
        let occ = self.end_block();
        let ctx = self.context(occ);
        let mut checks = [Bitboard::EMPTY; MAX_UNITS];
        let checks = &mut checks[..n];
        self.attack_squares(self.dk, occ | ctx.stops(self.dk), checks);
        checks[self.king] = Bitboard::EMPTY; // a king never gives check
                                             // 1. No check is possible.
        if checks.iter().all(|c| c.is_empty()) {
            return Eval::Proved;
        }
        let mut hint = Hints::new(split);
        // 2. A robust answer ending with the king on its square or a neighbour.
        // Which square answers does not change the verdict, and the hints count
        // only when none does (they combine by maximum, in any order): so the square
        // that answered last in the search is tried first (the cases of a split, and
        // neighbouring states, are mostly answered alike).
        let squares = Bitboard::from(self.dk) | t.king(self.dk);
        let first = self
            .defence
            .answered_at
            .get()
            .filter(|&k| squares.contains(k));
        let rest = squares & !first.map_or(Bitboard::EMPTY, Bitboard::from);
        for k in first.into_iter().chain(rest) {
            if self.answer_at(k, &ctx, &mut hint) {
                self.defence.answered_at.set(Some(k));
                return Eval::Proved;
            }
        }
        if self
            .escapes
            .iter()
            .any(|e| self.escape_holds(e, &ctx, &mut hint))
        {
            return Eval::Proved;
        }
        if !split {
            return Eval::Open(Splits {
                list: [0; SPLIT_TRIES],
                len: 0,
            });
        }
        for (i, c) in checks.iter().enumerate() {
            if c.any() {
                hint.add(i, 20 + c.count());
            }
        }
        let mut order = [0u8; MAX_UNITS];
        let mut len = 0;
        for i in 0..n {
            if hint.weights[i] > 0 && self.units[i].finals.more_than_one() {
                order[len] = i as u8;
                len += 1;
            }
        }
        // (Stable: among equal weights the first unit first.)
        order[..len].sort_by_key(|&i| std::cmp::Reverse(hint.weights[usize::from(i)]));
        let mut splits = Splits {
            list: [0; SPLIT_TRIES],
            len: len.min(SPLIT_TRIES) as u8,
        };
        splits.list.copy_from_slice(&order[..SPLIT_TRIES]);
        Eval::Open(splits)
    }
}

/// The indices of the units in `mask` (bit `i` for unit `i`), in increasing order.
fn unit_indices(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            i
        })
    })
}

#[cfg(test)]
mod tests {
    use super::testing::*;
    use super::*;
    use crate::chess::{MoveKind, Position};

    #[test]
    fn no_check_is_possible_from_the_start_position() {
        assert!(proves(crate::chess::INITIAL_FEN, 0));
    }

    #[test]
    fn defenders_answer_the_checks_of_an_opening() {
        // Checks are possible (Qxd7+, Bxf7+), and every one has a robust answer.
        let italian = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
        assert!(proves(italian, 0));
    }

    #[test]
    fn a_position_with_a_mate_is_never_proved() {
        // Be5# (tests/data/flicker-verdicts.tsv), and a mate of five moves ending
        // Rxe8+, which takes the rook that could otherwise block on d8.
        assert!(!proves("1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1", 4));
        assert!(!proves(
            "2k1r1R1/8/8/b2q4/K1B3N1/pn4n1/2P2R1p/6b1 w - - 0 1",
            4
        ));
    }

    #[test]
    fn a_pawn_that_may_be_taken_en_passant_is_fixed_only_where_none_takes_it() {
        // The picture of a state with an en-passant right keeps every completion:
        // each unit's end square is among its own (a slider passes the taken pawn's
        // square only after the capture), and every defender piece counted fixed
        // still stands (or its taker does) at the end, in the picture as it is and
        // narrowed to the completion's own end squares (as a split narrows it).
        let positions = [
            // A rook behind the pawns on a rank, and kings near.
            "4k3/8/8/R2pP3/8/8/8/4K3 w - d6 0 1",
            "6r1/p4k2/qpn2r2/3p4/1b1pppPp/7P/P3N3/RNB2K1R b - g3 0 5",
            "rnbqkbnr/1ppppp1p/p7/1P1NP1pP/P1PP4/5QPB/3B1P2/2RK2NR w kq g6 0 3",
            "3q3r/4k3/1rB2n1b/p3p2p/P2NPppP/N1P5/R2P1PR1/2B1QK2 b - h3 0 8",
        ];
        let mut rng = Xorshift(0x2545_f491_4f6c_dd1d);
        let mut next = |n: usize| rng.below(n);
        let (mut taken, mut fixed) = (0, 0);
        for fen in positions {
            let pos = Position::from_fen(fen).unwrap();
            for _walk in 0..40 {
                let state = random_state(&pos, &mut next);
                let Some(mut picture) = Picture::of_state(&state, &Defence::of(&state)) else {
                    continue;
                };
                let Some((v, _)) = picture.ep_pair else {
                    continue;
                };
                for _ in 0..60 {
                    let (end, series) = random_completion(&state, 1 + next(6), &mut next);
                    if series.iter().any(|m| matches!(m.kind, MoveKind::Castle(_))) {
                        continue;
                    }
                    let ends = ends_after(&state, &series);
                    let end_of = |at: Square| ends.iter().find(|e| e.0 == at).unwrap().1;
                    let occupied = end.board().occupied();
                    let here = |m: &Picture| (m.d_fixed() & !occupied).is_empty();
                    for u in picture.units.iter() {
                        assert!(u.finals.contains(end_of(u.at)), "{fen}: {series:?}");
                    }
                    assert!(here(&picture), "{fen}: {series:?}");
                    let before: Vec<Bitboard> = picture.units.iter().map(|u| u.finals).collect();
                    for u in picture.units.iter_mut() {
                        u.finals = Bitboard::from(end_of(u.at));
                    }
                    assert!(here(&picture), "{fen}: {series:?}: narrowed");
                    let gone = !occupied.contains(v);
                    taken += usize::from(gone);
                    fixed += usize::from(picture.d_fixed().contains(v));
                    for (u, f) in picture.units.iter_mut().zip(before) {
                        u.finals = f;
                    }
                }
            }
        }
        // Not vacuous: completions that take the pawn, and narrowed pictures in
        // which it counts as fixed.
        assert!(taken >= 50 && fixed >= 500, "{taken} taken, {fixed} fixed");
    }

    /// Every state on the way of a recorded mating series (tests/data: the mates of
    /// the match set and the four fresh sets, 1,023 series) has a completion that
    /// mates, so no picture of one may be proved: the pictures of the states
    /// before each move (two levels of splitting), and of the series ending at its
    /// last move; nor may the bound on the moves a mate needs (`reach`) exceed
    /// the moves left before any of its moves. The
    /// pieces that step aside to clear an answer's way (`clearable`) are at work
    /// in these pictures: proving them with the conditions on a clearing piece
    /// dropped (its square nobody's final, its step off the answers' ways) fails.
    #[test]
    fn no_picture_on_the_way_of_a_mating_series_is_proved() {
        use crate::flicker::notation::parse_coord;
        let rows = include_str!("../../../../tests/data/flicker-mate-match-all.tsv")
            .lines()
            .chain(include_str!("../../../../tests/data/flicker-mate-fresh.tsv").lines())
            .chain(include_str!("../../../../tests/data/flicker-mate-fresh-11.tsv").lines())
            .chain(include_str!("../../../../tests/data/flicker-mate-fresh-13.tsv").lines())
            .chain(include_str!("../../../../tests/data/flicker-mate-fresh-17.tsv").lines())
            .filter(|l| !l.starts_with('#'));
        let (mut series, mut pictures, mut tight) = (0, 0, 0);
        for line in rows {
            let cols: Vec<&str> = line.split('\t').collect();
            let Some(answer) = cols[2].strip_prefix("mate ") else {
                continue;
            };
            let pos = Position::from_fen(cols[1]).unwrap();
            let mut state = SeriesState::start(&pos);
            let defence = Defence::of(&state);
            let len = answer.split(',').count();
            for (i, coord) in answer.split(',').enumerate() {
                let mut m = Picture::of_state(&state, &defence).unwrap();
                // Nor is the bound on the moves a mate needs above the moves left
                // (`reach`), and where it is not below them either it is at work.
                let left = (len - i) as u8;
                assert!(
                    !m.needs_more_moves_than(left),
                    "{}: before {coord}",
                    cols[0]
                );
                tight += usize::from(m.needs_more_moves_than(left - 1));
                assert!(
                    !m.proves_no_mate(2, &mut 2_000),
                    "{}: before {coord}",
                    cols[0]
                );
                pictures += 1;
                let (from, to, promotion) = parse_coord(coord).unwrap();
                let mv = state
                    .legal_moves()
                    .into_iter()
                    .find(|m| m.from == from && m.to == to && m.promotion == promotion)
                    .unwrap();
                state.apply(&mv);
            }
            let end = Picture::of_end(&state, &defence).unwrap();
            assert!(
                !end.clone().proves_no_mate(0, &mut 0),
                "{}: at the end",
                cols[0]
            );
            series += 1;
        }
        assert!(
            series >= 600 && pictures >= 1_500 && tight >= 300,
            "{series} series, {pictures} pictures, {tight} tight"
        );
    }
}
