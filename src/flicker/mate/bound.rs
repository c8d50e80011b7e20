//! A sound test that no completion of a series state mates: the "no mate" proof
//! for the mate search (module docs of [`super`] give the arguments in full).
//!
//! The test works on an abstract picture of the end of the attacker's series, a
//! [`Picture`]: for each attacker unit the set of squares it may stand on when the
//! series ends (a unit that moved already: its square; a free unit: its square or
//! any square its one remaining move might reach over an over-approximated board),
//! and the defender's pieces, which never move during the attacker's series. The
//! defender's answers it looks for are *robust*: legal and sufficient in every end
//! position the picture allows.

use crate::chess::{tables, Bitboard, CastleSide, Castling, Move, MoveKind, Role, Square};
use crate::core::Side;
use crate::flicker::solver::{distinct_choice, pawn_open_moves};
use crate::flicker::SeriesState;
use std::cell::Cell;
use std::rc::Rc;

mod inert;
mod reach;
pub(crate) use inert::Postponed;

/// At most this many attacker units (more cannot stand on a board of a legal game);
/// a position with more is not pictured (the search then runs unpruned).
const MAX_UNITS: usize = 32;

/// What the proofs learned about the completions of a series state: for the unit
/// now on each square, end squares on which it stands in no mating completion
/// (module docs of [`super`], "Learning"). Indexed by the unit's present square.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Facts([Bitboard; 64]);

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
}

/// A defender series, as the solver found it in some end position.
pub(crate) type Escape = Box<[Move]>;

/// The defender's pieces of a search: their roles, and for each square the pieces
/// whose move could reach it on an empty board (a cheap first filter for answers:
/// only those may land on it). The defender never moves during the attacker's
/// series, so these are the same in every state of one search (a piece the
/// attacker took is only gone, so a picture reads them for its own `d_all` only);
/// computed once and shared by all the pictures instead of once per picture.
#[derive(Debug)]
pub(crate) struct Defence {
    roles: [Option<Role>; 64],
    /// For each square, the pieces whose move could reach it on an empty board.
    reached_by: [Bitboard; 64],
    /// For each piece (by its square), where it may step aside on an empty board
    /// ([`Picture::vacate_targets`]: a knight's jumps, a pawn's push, a bishop's or
    /// rook's step along its lines, a queen's step; the king none).
    steps: [Bitboard; 64],
    /// No escapes: what a picture tries until it is given the search's
    /// ([`Picture::with_escapes`]); one shared list, so that building a picture
    /// allocates nothing.
    no_escapes: Rc<[Escape]>,
    /// The king square of the latest robust answer found in any picture of the
    /// search (tried first, [`Picture::evaluate`]).
    answered_at: Cell<Option<Square>>,
}

impl Defence {
    /// The defender's pieces in `state` (the defender is the side not moving).
    pub(crate) fn of(state: &SeriesState) -> Rc<Defence> {
        let t = tables();
        let b = state.board();
        let them = !state.mover();
        let mut roles = [None; 64];
        let mut reach = [Bitboard::EMPTY; 64];
        for s in b.side(them) {
            let role = b.role_at(s);
            roles[s.index()] = role;
            reach[s.index()] = match role {
                Some(Role::Knight) => t.knight(s),
                Some(Role::Bishop) => t.bishop(s, Bitboard::EMPTY),
                Some(Role::Rook) => t.rook(s, Bitboard::EMPTY),
                Some(Role::Queen) => t.queen(s, Bitboard::EMPTY),
                Some(Role::Pawn) => {
                    t.pawn(them, s) | pawn_open_moves(them, s, Bitboard::EMPTY, Bitboard::EMPTY)
                }
                _ => Bitboard::EMPTY,
            };
        }
        let mut reached_by = [Bitboard::EMPTY; 64];
        let mut steps = [Bitboard::EMPTY; 64];
        for s in b.side(them) {
            for y in reach[s.index()] {
                reached_by[y.index()].insert(s);
            }
            steps[s.index()] = match roles[s.index()] {
                Some(Role::Knight) => t.knight(s),
                Some(Role::Bishop) => t.king(s) & t.bishop(s, Bitboard::EMPTY),
                Some(Role::Rook) => t.king(s) & t.rook(s, Bitboard::EMPTY),
                Some(Role::Queen) => t.king(s),
                Some(Role::Pawn) => {
                    let up: i16 = them.fold(1, -1);
                    Square::at(s.file().0 as i16, s.rank().0 as i16 + up)
                        .map(Bitboard::from)
                        .unwrap_or_default()
                }
                _ => Bitboard::EMPTY,
            };
        }
        Rc::new(Defence {
            roles,
            reached_by,
            steps,
            no_escapes: Rc::from(Vec::new()),
            answered_at: Cell::new(None),
        })
    }

    /// For each square, the squares between it and the defender's sliders that
    /// could attack it along that line on an empty board: a unit leaving one of
    /// them may expose the square to a defender's attack (the sleep sets of the
    /// mate search, module docs of `mate`).
    pub(crate) fn exposures(&self) -> Box<[Bitboard; 64]> {
        let t = tables();
        let mut out = Box::new([Bitboard::EMPTY; 64]);
        for q in Bitboard::FULL {
            for d in self.reached_by[q.index()] {
                if matches!(
                    self.roles[d.index()],
                    Some(Role::Bishop | Role::Rook | Role::Queen)
                ) {
                    out[q.index()] |= t.between(q, d);
                }
            }
        }
        out
    }
}

/// What one evaluation found: proved, or the units whose splitting may help, best
/// first.
enum Eval {
    Proved,
    Open(Splits),
}

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

/// What undoes [`Picture::fix`]: the fixed unit's end squares before, the other units
/// (bit `i` for unit `i`) that lost end squares, and which.
struct Unfix {
    finals: Bitboard,
    changed: u32,
    lost: [Bitboard; MAX_UNITS],
}

/// How many different units a proof tries splitting before it gives up on a picture.
const SPLIT_TRIES: usize = 10;

/// How many different units a proof with `depth` levels of splitting left tries
/// at its picture: all that defeated it (up to [`SPLIT_TRIES`]) in a shallow
/// proof, a few in a deep one (the root's), whose cases multiply with each level.
fn split_tries(depth: u32) -> usize {
    if depth > 3 {
        3
    } else {
        SPLIT_TRIES
    }
}

/// How many of the units that defeat a picture [`Picture::defeaters`] names (the
/// search moves them first).
const DEFEATERS: usize = 3;

/// How many times a learning proof evaluates its picture again after narrowing it.
const LEARN_ROUNDS: usize = 2;

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

    /// The picture of the completions not ruled out by `known`: each unit's end
    /// squares without its excluded ones. False if some unit is left with none (then
    /// no completion is left to mate).
    pub(crate) fn restrict(&mut self, known: &Facts) -> bool {
        for u in self.units.iter_mut() {
            u.finals &= !known.0[u.at.index()];
            if u.finals.is_empty() {
                return false;
            }
        }
        true
    }

    /// [`proves_no_mate`](Self::proves_no_mate) that, when the picture as a whole is
    /// not proved, keeps what its splits proved: for each unit it splits, the end
    /// squares whose case was proved are added to `learned` (module docs,
    /// "Learning") and dropped from the unit's end squares before the next try.
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
    fn split_learning(
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

    /// The end squares of unit `u` in the order a split tries them: those on the
    /// king's lines first (a case that fails is likelier there).
    fn split_order(&self, u: usize) -> impl Iterator<Item = Square> {
        let t = tables();
        let lines = match self.units[u].role {
            Role::Knight => t.knight(self.dk),
            Role::King => t.king(self.dk),
            _ => t.queen(self.dk, Bitboard::EMPTY) | t.knight(self.dk),
        };
        let finals = self.units[u].finals;
        (finals & lines).into_iter().chain(finals & !lines)
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
    fn proves_split(&mut self, u: usize, depth: u32, budget: &mut u32) -> bool {
        // One failing case ends the split.
        self.split_cases(u, depth, budget, true).1
    }

    /// The cases of a split of unit `u`, each proved to `depth - 1`: its end
    /// squares one by one in [`split_order`](Self::split_order), except those far
    /// from the defender's king ([`far_squares`](Self::far_squares)), which are
    /// first tried as one case (the unit ending on one of them), then one by one
    /// only if that case is not proved. Returns the end squares proved and whether
    /// all were; `give_up`: stop at the first case not proved.
    fn split_cases(
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
    fn proves_squares(
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
    fn proves_case(&mut self, u: usize, case: Bitboard, depth: u32, budget: &mut u32) -> bool {
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
    fn far_squares(&self, u: usize) -> Bitboard {
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
    /// units is in the module docs of [`super`] ("Splitting"): none ends on `x`;
    /// none needs `u`'s square on its way if `u` stays; a move that would have to
    /// come both before and after `u`'s is none; a castling takes its rook along.
    fn fix(&mut self, u: usize, x: Square) -> Option<Unfix> {
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
    fn unfix(&mut self, u: usize, undo: Unfix) {
        for i in unit_indices(undo.changed) {
            self.units[i].finals |= undo.lost[i];
        }
        self.units[u].finals = undo.finals;
    }

    /// Squares certainly occupied at the end: fixed defender pieces and units with
    /// a single end square.
    fn end_block(&self) -> Bitboard {
        let mut occ = self.d_fixed();
        for u in self.units.iter() {
            if !u.finals.more_than_one() {
                occ |= u.finals;
            }
        }
        occ
    }

    /// For each unit, the end squares from which it would attack `s` (lines open
    /// unless an end-blocking square lies between; `lifted` squares count as empty).
    /// Returns the units with some such square (bit `i` for unit `i`).
    fn attack_squares(&self, s: Square, occ: Bitboard, out: &mut [Bitboard]) -> u32 {
        self.attack_squares_but(s, occ, Bitboard::EMPTY, out)
    }

    /// [`attack_squares`](Self::attack_squares) of the units not standing on `gone`
    /// (squares where the defender captured them).
    fn attack_squares_but(
        &self,
        s: Square,
        occ: Bitboard,
        gone: Bitboard,
        out: &mut [Bitboard],
    ) -> u32 {
        let from = self.attack_patterns(s, occ);
        let mut attacking = 0;
        for (i, (o, u)) in out.iter_mut().zip(self.units.iter()).enumerate() {
            let a = u.finals & !gone & from[u.role.index()];
            *o = a;
            attacking |= u32::from(a.any()) << i;
        }
        attacking
    }

    /// Does some unit not standing on `gone` attack `s` ([`attack_squares_but`](
    /// Self::attack_squares_but) not all empty)? From the units' end squares by role
    /// (`by_role`, [`Ctx`]): a unit's attacking squares are its end squares within its
    /// role's pattern, so some unit has one exactly when their union by role does.
    fn attacked_but(
        &self,
        s: Square,
        occ: Bitboard,
        gone: Bitboard,
        by_role: &[Bitboard; 6],
    ) -> bool {
        let from = self.attack_patterns(s, occ);
        Iterator::zip(by_role.iter(), from.iter()).any(|(&f, &p)| (f & !gone & p).any())
    }

    /// For each role (by [`Role::index`]), the squares from which a unit of it attacks
    /// `s` with `occ` occupied (a pawn on the last rank as any promotion).
    fn attack_patterns(&self, s: Square, occ: Bitboard) -> [Bitboard; 6] {
        let t = tables();
        let rook = t.rook(s, occ);
        let bishop = t.bishop(s, occ);
        let knight = t.knight(s);
        let last = Bitboard::rank(self.us.fold(7, 0));
        let mut from = [Bitboard::EMPTY; 6];
        from[Role::Pawn.index()] =
            (!last & t.pawn(!self.us, s)) | (last & (rook | bishop | knight));
        from[Role::Knight.index()] = knight;
        from[Role::Bishop.index()] = bishop;
        from[Role::Rook.index()] = rook;
        from[Role::Queen.index()] = rook | bishop;
        from[Role::King.index()] = t.king(s);
        from
    }

    /// What every answer of this picture shares (`occ`: [`end_block`](Self::end_block)).
    fn context(&self, occ: Bitboard) -> Ctx {
        let t = tables();
        let (mut possibly_a, mut twice) = (Bitboard::EMPTY, Bitboard::EMPTY);
        let mut certain = Bitboard::EMPTY;
        let mut by_role = [Bitboard::EMPTY; 6];
        let mut lined = Lined {
            list: [(Bitboard::EMPTY, Bitboard::EMPTY); MAX_UNITS],
            len: 0,
        };
        for (i, u) in self.units.iter().enumerate() {
            if i != self.king && !u.finals.more_than_one() {
                certain |= u.finals;
            }
            twice |= possibly_a & u.finals;
            possibly_a |= u.finals;
            by_role[u.role.index()] |= u.finals;
            let mut f = u.finals.into_iter();
            if let (Some(a), Some(b)) = (f.next(), f.next()) {
                let line = t.line(a, b);
                if (u.finals & !line).is_empty() {
                    lined.list[lined.len] = (line, u.finals);
                    lined.len += 1;
                }
            }
        }
        let a_king = self.units[self.king].finals;
        let mut a_king_zone = Bitboard::EMPTY;
        for k in a_king {
            a_king_zone |= t.king(k);
        }
        Ctx {
            occ,
            certain,
            possibly_a,
            twice,
            by_role,
            a_king,
            a_king_zone,
            lined,
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

    /// Squares a defender piece on `s` may always move to, whatever the attacker
    /// did: not a defender's square nor the attacker king's; a pawn's push only onto
    /// a square no unit can reach (it needs it empty); or onto the one end square
    /// of a unit other than A's king, which it takes (a pawn by its capture).
    /// (Its steps on an empty board are found once per search, [`Defence::steps`].)
    fn vacate_targets(&self, s: Square, ctx: &Ctx) -> Bitboard {
        let free = (!self.d_all | ctx.certain) & !ctx.a_king;
        let Some(role) = self.d_role(s) else {
            return Bitboard::EMPTY;
        };
        let steps = self.defence.steps[s.index()] & free;
        if role == Role::Pawn {
            (steps & !ctx.possibly_a) | (tables().pawn(!self.us, s) & ctx.certain & !ctx.a_king)
        } else {
            steps
        }
    }

    /// Does the defender always have this series: each unit that might attack `k`
    /// from where it ends is captured there by a defender piece of its own (a piece
    /// no other unit can take, whose way is certainly clear), then the piece on `k`
    /// (if any, and if it did not answer) steps aside, then the king steps to `k`
    /// (or stays, if `k` is its square)? `hint` collects units that defeated it,
    /// for splitting.
    fn answer_at(&self, k: Square, ctx: &Ctx, hint: &mut Hints) -> bool {
        let t = tables();
        let n = self.units.len();
        let moving = k != self.dk;
        if moving && (ctx.a_king_zone.contains(k) || ctx.a_king.contains(k)) {
            hint.add(self.king, 15);
            return false;
        }
        // Where the piece on `k` must step aside, if it does not answer a unit. With
        // nowhere to go, it must answer (below); the units that defeat that are
        // not hinted (splitting them mostly leaves the piece stuck).
        let vacate = (moving && self.d_all.contains(k)).then(|| self.vacate_targets(k, ctx));
        let mut quiet = Hints::new(false);
        let hint = if vacate.is_some_and(|v| v.is_empty()) {
            &mut quiet
        } else {
            hint
        };
        // (The units' end squares on a ray from `k` bar lines as occupied
        // squares do, [`Ctx::stops`].)
        let occ = ctx.stops(k)
            | if moving {
                ctx.occ & !Bitboard::from(self.dk)
            } else {
                ctx.occ
            };
        let mut att = [Bitboard::EMPTY; MAX_UNITS];
        let att = &mut att[..n];
        // The units that may attack `k` (most do not: the loops below skip them).
        let attackers = self.attack_squares(k, occ, att);
        if att[self.king].any() {
            hint.add(self.king, 15);
            return false;
        }
        // Squares the defender's answers may land on: the attacking squares, and for
        // sliders the squares between them and `k` (nothing for the others).
        let mut lands = [Bitboard::EMPTY; MAX_UNITS];
        let lands = &mut lands[..n];
        let mut landing = Bitboard::EMPTY;
        // What the units other than `v` cover: the squares of some unit, less those
        // that only `v` has (from the squares of one unit and of two or more).
        let (mut all_lands, mut twice_lands) = (Bitboard::EMPTY, Bitboard::EMPTY);
        for i in unit_indices(attackers) {
            let mut l = att[i];
            if matches!(self.units[i].role, Role::Bishop | Role::Rook | Role::Queen) {
                for x in att[i] {
                    l |= t.between(x, k);
                }
            }
            lands[i] = l;
            landing |= l;
            twice_lands |= all_lands & l;
            all_lands |= l;
        }
        // The piece on `k` may itself answer a unit: it then leaves by that answer;
        // where that unit does not attack, it steps aside as any would. With
        // nowhere to step, it must answer a unit that attacks `k` in every end
        // position (below).
        let stuck = vacate.is_some_and(|targets| (targets & !landing).is_empty());
        if attackers == 0 {
            return moving && !stuck;
        }
        let hint = if stuck { &mut quiet } else { hint };
        let (all, twice) = (ctx.possibly_a, ctx.twice);
        // Pieces that may step aside first, to clear an answer's way.
        let (clearable, clear_to) = self.clearable(k, ctx, landing);
        // For each answering piece, the clearable pieces on its ways (over every
        // unit it may answer: more than it needs, never less).
        let mut needs = [Bitboard::EMPTY; 64];
        let mut options = [Bitboard::EMPTY; MAX_UNITS];
        let mut units_of = [0; MAX_UNITS];
        // The same without the answers that need a piece to step aside.
        let mut clean_options = [Bitboard::EMPTY; MAX_UNITS];
        // Where the piece on `k`, if it answers the unit, may step aside when that
        // unit does not stand where it attacks: off the landing squares of the
        // other units' answers (its own answer, the only one landing on the rest,
        // is not made then).
        let mut own_steps = [Bitboard::EMPTY; MAX_UNITS];
        let mut clean_failed = false;
        let mut count = 0;
        for v in unit_indices(attackers) {
            let f = self.units[v].finals;
            let others = (all & !f) | (twice & f);
            let other_lands = (all_lands & !lands[v]) | (twice_lands & lands[v]);
            let crowded = self.d_all | others | other_lands;
            let blockable = matches!(self.units[v].role, Role::Bishop | Role::Rook | Role::Queen);
            let mut ds = Bitboard::EMPTY;
            let answers = |d: Square| {
                let mut crossed = Bitboard::EMPTY;
                for x in att[v] {
                    // (Where `v` takes `d` itself, `d` is gone.)
                    if x == d {
                        return None;
                    }
                    // (Not the king's own square: it leaves last.)
                    let block = if blockable {
                        t.between(x, k) & !Bitboard::from(self.dk)
                    } else {
                        Bitboard::EMPTY
                    };
                    crossed |=
                        self.robust_reach(d, Bitboard::from(x), block, crowded, clearable)?;
                }
                (!self.opens_line(k, occ, Bitboard::from(d), &ctx.by_role)).then_some(crossed)
            };
            // The pieces whose reach meets `lands[v]` (the others cannot answer).
            let near = lands[v].into_iter().fold(Bitboard::EMPTY, |a, y| {
                a | self.defence.reached_by[y.index()]
            });
            let mut clean = Bitboard::EMPTY;
            for d in near & self.d_fixed() & !others & !Bitboard::from(self.dk) {
                if let Some(crossed) = answers(d) {
                    ds.insert(d);
                    if crossed.is_empty() {
                        clean.insert(d);
                    }
                    needs[d.index()] |= crossed;
                }
            }
            // The hints are those of the answers without stepping aside (a unit
            // without such an answer is hinted as the first, and no unit after it).
            if clean.is_empty() && !clean_failed {
                clean_failed = true;
                hint.add(v, 30 + att[v].count());
                if hint.wanted {
                    // Pieces that would answer but for another unit that may take
                    // them: splitting that unit may free them.
                    for d in near & self.d_fixed() & others & !Bitboard::from(self.dk) {
                        if answers(d).is_some_and(|c| c.is_empty()) {
                            for (i, u) in self.units.iter().enumerate() {
                                if i != v && u.finals.contains(d) {
                                    hint.add(i, 25);
                                }
                            }
                        }
                    }
                }
            }
            if ds.is_empty() {
                return false;
            }
            clean_options[count] = clean;
            own_steps[count] = vacate.unwrap_or_default() & !other_lands;
            options[count] = ds;
            units_of[count] = v;
            count += 1;
        }
        if !clean_failed {
            // A distinct piece for each unit (Kuhn's augmenting paths; a piece on
            // `k` with nowhere to step answers a unit so that it always leaves,
            // [`Picture::stuck_choice`]); moving
            // the answering pieces must open no new line to `k`.
            let chosen = if stuck {
                let (units, steps) = (&units_of[..count], &own_steps[..count]);
                self.stuck_choice(k, att, units, &clean_options[..count], steps)
            } else {
                distinct_choice(&clean_options[..count])
            };
            match chosen {
                None => {
                    for i in unit_indices(attackers) {
                        hint.add(i, 10 + att[i].count());
                    }
                }
                Some(origins) if !hint.wanted => {
                    if !self.opens_line(k, occ, origins, &ctx.by_role) {
                        return true;
                    }
                }
                Some(origins) => {
                    let opening = self.newly_attacking(k, occ, origins);
                    for i in 0..n {
                        if opening & (1 << i) != 0 {
                            hint.add(i, 10);
                        }
                    }
                    if opening == 0 {
                        return true;
                    }
                }
            }
        }
        if clean_options[..count] == options[..count] {
            return false;
        }
        // The answers again with pieces stepping aside: none of the answering
        // pieces one another answer needs to step aside (such a piece is left out
        // of the answers and the matching tried again, at most once per piece).
        // (Here the piece on `k` answers no unit: it steps aside first, or after.)
        let mut barred = if vacate.is_some() {
            Bitboard::from(k)
        } else {
            Bitboard::EMPTY
        };
        let (origins, cleared) = loop {
            let mut open = [Bitboard::EMPTY; MAX_UNITS];
            for (o, &ds) in open.iter_mut().zip(&options[..count]) {
                *o = ds & !barred;
            }
            let Some(origins) = distinct_choice(&open[..count]) else {
                return false;
            };
            let cleared = origins
                .into_iter()
                .fold(Bitboard::EMPTY, |a, d| a | needs[d.index()]);
            if (cleared & origins).is_empty() {
                break (origins, cleared);
            }
            barred |= cleared & origins;
        };
        // (The piece on `k` that stepped aside first need not step aside again.)
        let vacate = vacate.filter(|_| !cleared.contains(k));
        if !self.clears(origins, cleared, &clear_to, landing, vacate) {
            return false;
        }
        // Moving the answering pieces and those that stepped aside must open no
        // new line to `k`.
        !self.opens_line(k, occ, origins | cleared, &ctx.by_role)
    }

    /// Can the pieces `cleared` step aside before the answers of `origins`
    /// ([`answer_at`](Self::answer_at)), each onto a square of its own among
    /// `clear_to` that is on no answer's way (`landing`: the answers' landing
    /// squares), leaving the piece on `k` (its steps `vacate`, if any) a square to
    /// step to after?
    fn clears(
        &self,
        origins: Bitboard,
        cleared: Bitboard,
        clear_to: &[Bitboard; 64],
        landing: Bitboard,
        vacate: Option<Bitboard>,
    ) -> bool {
        let t = tables();
        let mut ways = Bitboard::EMPTY;
        for d in origins {
            for y in landing {
                ways |= t.between(d, y);
            }
        }
        let mut taken = Bitboard::EMPTY;
        for c in cleared {
            let Some(to) = (clear_to[c.index()] & !ways & !taken).into_iter().next() else {
                return false;
            };
            taken.insert(to);
        }
        vacate.is_none_or(|v| (v & !landing & !taken).any())
    }

    /// A distinct answering piece for each attacking unit (`options[j]` for unit
    /// `units[j]`) in which the piece on `k`, which has nowhere to step aside off
    /// every answer's landing squares, answers a unit `v` and so leaves `k`
    /// whatever happens: `v` is a knight or pawn that attacks `k` from each of its
    /// end squares (so it always takes it), or the piece has a step off the other
    /// units' landing squares (`steps[j]`), which it makes where `v` stands on
    /// none of its attacking squares (then `v`'s own answer lands nowhere). The
    /// choice's origins, if there is one.
    fn stuck_choice(
        &self,
        k: Square,
        att: &[Bitboard],
        units: &[usize],
        options: &[Bitboard],
        steps: &[Bitboard],
    ) -> Option<Bitboard> {
        let here = Bitboard::from(k);
        units.iter().enumerate().find_map(|(j, &v)| {
            // (Not a slider, to always take it: a unit of `units` between it and
            // `k` could stop its attack, and then the piece need not, and might
            // not, answer it.)
            let slider = matches!(self.units[v].role, Role::Bishop | Role::Rook | Role::Queen);
            let always = !slider && self.units[v].finals == att[v];
            if !options[j].contains(k) || !(always || steps[j].any()) {
                return None;
            }
            let mut trial = [Bitboard::EMPTY; MAX_UNITS];
            for (i, b) in options.iter().enumerate() {
                trial[i] = if i == j { here } else { *b & !here };
            }
            distinct_choice(&trial[..options.len()])
        })
    }
}

impl Picture {
    /// Is the defender series `escape` legal in every end position of the picture,
    /// and does it end with the king unattacked in each (module docs, "Escapes")?
    /// Where only the last condition fails, the units attacking the king's last
    /// square are hinted for splitting.
    fn escape_holds(&self, escape: &[Move], ctx: &Ctx, hint: &mut Hints) -> bool {
        let t = tables();
        let them = !self.us;
        // Every mover stands on its square whatever the attacker did.
        if escape
            .iter()
            .any(|m| !self.d_fixed().contains(m.from) || ctx.possibly_a.contains(m.from))
        {
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
            let legal = match m.role {
                // A pawn captures only a unit certainly there (not the king), and
                // pushes only over and onto squares certainly empty.
                Role::Pawn if t.pawn(them, from).contains(to) => {
                    !d_now.contains(to)
                        && self
                            .units
                            .iter()
                            .enumerate()
                            .any(|(i, u)| i != self.king && u.finals == Bitboard::from(to))
                }
                Role::Pawn => pawn_open_moves(them, from, Bitboard::EMPTY, maybe).contains(to),
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
                    reach.contains(to)
                        && (t.between(from, to) & maybe).is_empty()
                        && !d_now.contains(to)
                        && !ctx.a_king.contains(to)
                }
            };
            if !legal {
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

    /// Would emptying the squares `gone` open a line to `k` that the attacks with
    /// `occ` do not already count? Only lines of sliders (and of pawns on the last
    /// rank, which may become one) change: a unit attacks `k` anew exactly when one
    /// of its end squares of the right kind is newly seen from `k`. Answered from
    /// the units' end squares by role (`by_role`, [`Ctx`]): some unit's end square
    /// is newly seen exactly when one of their union by role is.
    fn opens_line(
        &self,
        k: Square,
        occ: Bitboard,
        gone: Bitboard,
        by_role: &[Bitboard; 6],
    ) -> bool {
        self.newly_seen(k, occ, gone).is_some_and(|seen| {
            Iterator::zip(by_role.iter(), seen.iter()).any(|(&f, &s)| (f & s).any())
        })
    }

    /// The units [`opens_line`](Self::opens_line) finds attacking `k` anew, as a
    /// mask over their indices.
    fn newly_attacking(&self, k: Square, occ: Bitboard, gone: Bitboard) -> u32 {
        let Some(seen) = self.newly_seen(k, occ, gone) else {
            return 0;
        };
        let mut mask = 0;
        for (i, u) in self.units.iter().enumerate() {
            if (u.finals & seen[u.role.index()]).any() {
                mask |= 1 << i;
            }
        }
        mask
    }

    /// For each role (by [`Role::index`]), the squares from which a unit of it
    /// would attack `k` anew once `gone` is emptied; `None` if no line through `k`
    /// changes.
    fn newly_seen(&self, k: Square, occ: Bitboard, gone: Bitboard) -> Option<[Bitboard; 6]> {
        let t = tables();
        if (gone & (t.rook(k, occ) | t.bishop(k, occ))).is_empty() {
            return None;
        }
        let new_rook = t.rook(k, occ & !gone) & !t.rook(k, occ);
        let new_bishop = t.bishop(k, occ & !gone) & !t.bishop(k, occ);
        let last = Bitboard::rank(self.us.fold(7, 0));
        let mut seen = [Bitboard::EMPTY; 6];
        seen[Role::Rook.index()] = new_rook;
        seen[Role::Bishop.index()] = new_bishop;
        seen[Role::Queen.index()] = new_rook | new_bishop;
        seen[Role::Pawn.index()] = (new_rook | new_bishop) & last;
        Some(seen)
    }

    /// Can the defender piece on `d` always move onto `capture` (holding a unit) or
    /// onto one of the `block` squares (empty), with its way clear of `crowded` but
    /// for the pieces of `clearable` (which step aside before it moves)? The
    /// clearable pieces on the way it takes (none where a way is clear of them all),
    /// or `None` if it has no such move.
    fn robust_reach(
        &self,
        d: Square,
        capture: Bitboard,
        block: Bitboard,
        crowded: Bitboard,
        clearable: Bitboard,
    ) -> Option<Bitboard> {
        let t = tables();
        let them = !self.us;
        let role = self.d_role(d)?;
        let hard = crowded & !clearable;
        match role {
            Role::Knight => (t.knight(d) & (capture | block))
                .any()
                .then_some(Bitboard::EMPTY),
            Role::Pawn => {
                if (t.pawn(them, d) & capture).any() {
                    return Some(Bitboard::EMPTY);
                }
                let up: i16 = them.fold(1, -1);
                let (f, r) = (d.file().0 as i16, d.rank().0 as i16);
                let one = Square::at(f, r + up)?;
                if block.contains(one) {
                    return Some(Bitboard::EMPTY);
                }
                (d.rank().0 == them.fold(1, 6)
                    && !hard.contains(one)
                    && Square::at(f, r + 2 * up).is_some_and(|two| block.contains(two)))
                .then(|| crowded & Bitboard::from(one))
            }
            Role::Bishop | Role::Rook | Role::Queen => {
                let geometry = match role {
                    Role::Bishop => t.bishop(d, Bitboard::EMPTY),
                    Role::Rook => t.rook(d, Bitboard::EMPTY),
                    _ => t.queen(d, Bitboard::EMPTY),
                };
                // A way clear of every piece if there is one, else the first clear
                // but for clearable ones.
                let mut best = None;
                for y in (capture | block) & geometry {
                    let way = t.between(d, y);
                    if (way & hard).any() {
                        continue;
                    }
                    let crossed = way & crowded;
                    if crossed.is_empty() {
                        return Some(Bitboard::EMPTY);
                    }
                    best = best.or(Some(crossed));
                }
                best
            }
            Role::King => None,
        }
    }

    /// The defender pieces that may step aside before the answers at `k`
    /// ([`answer_at`](Self::answer_at)): a piece on its square in every end
    /// position (fixed, nobody's final), not the king, with a step onto a square
    /// that holds no defender piece, is not A's king's, is no answer's landing
    /// square and is not `k` (a pawn: a push onto a square no unit may reach);
    /// for each such piece (by its square), the squares it may step to. The piece
    /// on `k`, if any, is one of them where it has such a step.
    fn clearable(&self, k: Square, ctx: &Ctx, landing: Bitboard) -> (Bitboard, [Bitboard; 64]) {
        let mut targets = [Bitboard::EMPTY; 64];
        let mut pieces = Bitboard::EMPTY;
        for c in self.d_fixed() & !ctx.possibly_a & !Bitboard::from(self.dk) {
            let to = self.vacate_targets(c, ctx) & !landing & !Bitboard::from(k);
            if to.any() {
                targets[c.index()] = to;
                pieces.insert(c);
            }
        }
        (pieces, targets)
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

/// What every answer of one picture shares.
struct Ctx {
    /// Squares certainly occupied at the end.
    occ: Bitboard,
    /// Squares holding a unit other than A's king in every end position (the one
    /// end square of such a unit).
    certain: Bitboard,
    /// Squares some unit may end on, and squares two or more units may end on.
    possibly_a: Bitboard,
    twice: Bitboard,
    /// For each role (by [`Role::index`]), the squares its units may end on.
    by_role: [Bitboard; 6],
    /// Where the attacker's king may end, and the squares next to those.
    a_king: Bitboard,
    a_king_zone: Bitboard,
    /// The units whose end squares, two or more, lie on one line.
    lined: Lined,
}

/// The end squares of units that lie on one line, with the line ([`Ctx::stops`]).
struct Lined {
    list: [(Bitboard, Bitboard); MAX_UNITS],
    len: usize,
}

impl Ctx {
    /// Squares at and beyond which no line reaches `s` in any end position: for
    /// each unit whose end squares, two or more, all lie on one ray from `s`, the
    /// farthest of them (module docs of [`super`], "The picture": the unit ends
    /// on one of them, so between `s` and that square or on it, and stays there
    /// through the defender's series, or a defender piece that takes it does).
    /// The unit's own attacks are those from its end squares, none beyond.
    fn stops(&self, s: Square) -> Bitboard {
        let t = tables();
        let mut stops = Bitboard::EMPTY;
        for &(line, f) in &self.lined.list[..self.lined.len] {
            if !line.contains(s) || f.contains(s) {
                continue;
            }
            let ray = |y: Square| t.between(s, y) | Bitboard::from(y);
            if let Some(far) = f.into_iter().find(|&y| (f & !ray(y)).is_empty()) {
                stops.insert(far);
            }
        }
        stops
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::chess::Position;

    /// A fixed-seed xorshift generator for the property tests (of `mate` too).
    pub(in crate::flicker::mate) struct Xorshift(pub(in crate::flicker::mate) u64);

    impl Xorshift {
        /// A number below `n` (0 if `n` is 0).
        pub(in crate::flicker::mate) fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n.max(1) as u64) as usize
        }
    }

    /// The state a few random moves (0 to 3) into a series from `pos`.
    pub(in crate::flicker::mate) fn random_state(
        pos: &Position,
        next: &mut impl FnMut(usize) -> usize,
    ) -> SeriesState {
        let mut state = SeriesState::start(pos);
        for _ in 0..next(4) {
            let moves = state.legal_moves();
            if moves.is_empty() {
                break;
            }
            state.apply(&moves[next(moves.len())]);
        }
        state
    }

    /// Up to `moves` random moves from `state` (fewer where none is legal): the
    /// state reached, and the moves.
    pub(super) fn random_completion(
        state: &SeriesState,
        moves: usize,
        next: &mut impl FnMut(usize) -> usize,
    ) -> (SeriesState, Vec<Move>) {
        let mut end = *state;
        let mut series = Vec::new();
        for _ in 0..moves {
            let legal = end.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[next(legal.len())];
            end.apply(&m);
            series.push(m);
        }
        (end, series)
    }

    /// The positions of the game set and of the hardest match positions
    /// (tests/data), for the property tests.
    pub(in crate::flicker::mate) fn game_positions() -> Vec<Position> {
        include_str!("../../../tests/data/flicker-mate-games.tsv")
            .lines()
            .chain(include_str!("../../../tests/data/flicker-mate-match.tsv").lines())
            .filter(|l| !l.starts_with('#'))
            .map(|l| Position::from_fen(l.split('\t').nth(1).unwrap()).unwrap())
            .collect()
    }

    fn proves(fen: &str, depth: u32) -> bool {
        let pos = Position::from_fen(fen).unwrap();
        let mut budget = 100_000;
        let state = SeriesState::start(&pos);
        Picture::of_state(&state, &Defence::of(&state))
            .unwrap()
            .proves_no_mate(depth, &mut budget)
    }

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
    fn the_piece_on_the_kings_new_square_may_answer_by_leaving_it() {
        // Eleven moves into a series of match-random-058-9 (seed 11): the knight
        // on f2 checks; the queen could take it, unless the bishop still free on
        // f4 takes the queen. Then the only escape is Rxb1, Bxd2, Kc1: the bishop
        // on c1 takes a unit attacking c1 and so makes room for the king. One
        // picture proves it where that piece may answer; else none does.
        assert!(proved_by_one_picture(
            "1r6/2p1kq2/2n5/1p1p2pr/P2ppbn1/P1P2N1b/3Q2BP/RNBK3R b - - 0 5",
            "g4f2 d4c3 h3g2 e4f3 b5a4 g5g4 h5h2 c6d4 e7d6 f7f5 b8b1",
        ));
    }

    /// Whether the picture of the state `steps` into a series from `fen` proves
    /// it by itself, without splitting.
    fn proved_by_one_picture(fen: &str, steps: &str) -> bool {
        let (state, defence) = state_after(fen, steps);
        Picture::of_state(&state, &defence)
            .unwrap()
            .proves_no_mate(0, &mut 0)
    }

    /// The state `steps` (coordinate moves) into a series from `fen`, and the
    /// defender's pieces.
    pub(in crate::flicker::mate) fn state_after(
        fen: &str,
        steps: &str,
    ) -> (SeriesState, Rc<Defence>) {
        let mut state = SeriesState::start(&Position::from_fen(fen).unwrap());
        let defence = Defence::of(&state);
        for step in steps.split(' ').filter(|s| !s.is_empty()) {
            let m = state
                .legal_moves()
                .into_iter()
                .find(|m| format!("{}{}", m.from, m.to) == step)
                .unwrap();
            state.apply(&m);
        }
        (state, defence)
    }

    /// Whether the picture of the start of a series from `fen` has a robust
    /// answer with the defender's king on `k` ([`Picture::answer_at`]).
    fn answers_at(fen: &str, k: &str) -> bool {
        let (state, defence) = state_after(fen, "");
        let m = Picture::of_state(&state, &defence).unwrap();
        let ctx = m.context(m.end_block());
        m.answer_at(Square::parse(k).unwrap(), &ctx, &mut Hints::new(false))
    }

    #[test]
    fn a_defender_pawn_may_step_aside_by_taking_a_unit_certainly_there() {
        // After Nc6 the knight stands on c6 for good. The pawn on d7 cannot push
        // (d6 is its own), answers no unit (nothing attacks d7), but takes the
        // knight, and Kd7 then holds against the rook, wherever it ends (on the
        // d-file the pawn on d6 blocks; on rank 7 the pawn on f7). Every other
        // king square falls to the rook or the knight.
        let fen = "4k3/3p1p2/3p4/8/1N6/8/8/K6R w - - 0 1";
        assert!(proved_by_one_picture(fen, "b4c6"));
        // With the knight still free it may end elsewhere, so the pawn has no
        // certain capture, and d7 holds no answer.
        assert!(!answers_at(fen, "d7"));
    }

    #[test]
    fn the_piece_on_the_kings_new_square_may_step_where_only_its_own_answer_lands() {
        // The bishop on c1 has one step, b2, which lies between c1 and a3, where
        // the bishop on b4 may attack c1 from. It answers that bishop (takes it
        // on d2 or a3, or blocks on b2); where the bishop stands elsewhere, it
        // steps to b2, which no answer then needs: Kc1 holds.
        assert!(answers_at("7k/8/8/8/1b6/3N4/3P4/2BK4 b - - 0 1", "c1"));
        // With a bishop on e5 that may check from b2, which the knight on d3 then
        // takes, b2 is another answer's landing square: after Be5-b2 and Nxb2
        // the bishop on c1 could not leave, and Kc1 is no answer.
        assert!(!answers_at("7k/8/8/4b3/1b6/3N4/3P4/2BK4 b - - 0 1", "c1"));
        // Ten moves into a series of f13-random-086-5 (seed 13): the bishop on g4
        // checks, and Bb2 (or Bxd2, Bxa3), Kc1 is the escape, whatever the free
        // bishop on b4 does. One picture proves it; before, the search walked
        // 719,454 states of such pictures.
        assert!(proved_by_one_picture(
            "rr6/4k3/4pn2/p1ppnppp/1bp2Q1q/1P1BP2b/P2P1PPP/RNBK3R b - - 1 3",
            "h3g4 c4d3 h4f2 a5a4 c5c4 d5d4 e5c6 g5f4 h5h4 e6e5",
        ));
    }

    #[test]
    fn a_unit_whose_end_squares_lie_on_a_line_bars_it() {
        // The rook moved to c8 and stays; the pawn on c4 ends on c4 or c3,
        // between the rook and c1 either way: the rook never attacks c1.
        let rook_attacks_c1 = |fen: &str| {
            let (state, defence) = state_after(fen, "c6c8");
            let m = Picture::of_state(&state, &defence).unwrap();
            let ctx = m.context(m.end_block());
            let c1 = Square::parse("c1").unwrap();
            let mut att = [Bitboard::EMPTY; MAX_UNITS];
            let att = &mut att[..m.units.len()];
            m.attack_squares(c1, ctx.occ | ctx.stops(c1), att);
            let rook = m.units.iter().position(|u| u.role == Role::Rook).unwrap();
            att[rook].any()
        };
        assert!(!rook_attacks_c1("7k/8/2r5/8/2p5/8/8/2K5 b - - 0 1"));
        // With a knight on d3 to take, the pawn may leave the file: the line may
        // be open.
        assert!(rook_attacks_c1("7k/8/2r5/8/2p5/3N4/8/2K5 b - - 0 1"));
        // f13-random-086-5 (seed 13), where such units bar the lines to the
        // white king's squares, is proved at once (35,546 states without stops,
        // 719,454 before the piece on c1 could step to b2).
        assert!(proves(
            "rr6/4k3/4pn2/p1ppnppp/1bp2Q1q/1P1BP2b/P2P1PPP/RNBK3R b - - 1 3",
            2
        ));
    }

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

    /// Where each unit of `state` (by its square there) ends after `series`.
    fn ends_after(state: &SeriesState, series: &[Move]) -> Vec<(Square, Square)> {
        let us = state.mover();
        let mut ends: Vec<(Square, Square)> =
            state.board().side(us).into_iter().map(|s| (s, s)).collect();
        for m in series {
            let mut moved = vec![(m.from, m.to)];
            if let MoveKind::Castle(cs) = m.kind {
                moved.push(Facts::rook_squares(us, cs));
            }
            for (from, to) in moved {
                for e in ends.iter_mut().filter(|e| e.1 == from) {
                    e.1 = to;
                }
            }
        }
        ends
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
        let rows = include_str!("../../../tests/data/flicker-mate-games.tsv");
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
        let rows = include_str!("../../../tests/data/flicker-mate-match-all.tsv")
            .lines()
            .chain(include_str!("../../../tests/data/flicker-mate-fresh.tsv").lines())
            .chain(include_str!("../../../tests/data/flicker-mate-fresh-11.tsv").lines())
            .chain(include_str!("../../../tests/data/flicker-mate-fresh-13.tsv").lines())
            .chain(include_str!("../../../tests/data/flicker-mate-fresh-17.tsv").lines())
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
