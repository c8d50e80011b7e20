//! The bare state of a Flickering series in progress and its single-move rules
//! (`docs/rules/flickering.md` §3–§4). This is the fast core shared by the [`Series`](super::Series)
//! type (which adds history and readable refusals), the solver and the series
//! enumerator.
//!
//! A state is the board, the set of the mover's units that already moved in this
//! series (as the squares they now stand on: the mover's pieces are never captured
//! during the mover's own series, so a moved unit keeps its square), the castling
//! rights as they stand now, the en-passant rights the mover had at the start of the
//! series, and the squares skipped by the mover's double steps in this series (the
//! opponent's future en-passant rights).
//!
//! Readings of the rules taken here:
//! - En passant (`docs/rules/flickering.md` §4.1) needs, at the moment of the capture, the skipped square
//!   empty *and* the double-stepped pawn still on its square: if the mover captured
//!   that pawn earlier in the series by another move, nothing is left to take en
//!   passant. The capturing pawn must stand beside it, which holds for any unmoved
//!   pawn of the mover whose capture square is the listed landing square.
//! - Castling (`docs/rules/flickering.md` §3.4) tests the king's square, the crossed square and the landing
//!   square with the king lifted (as for every king move, §3.5); the result is the
//!   same as without lifting, since a line through the king's square to the other
//!   two would already attack the king.
//! - Castling rights are lost for good when the king or that rook moves, and the
//!   opponent's right when the mover captures the rook on its corner.
//! - The halfmove counter (unused by the rules, `docs/rules/flickering.md` §7) is reset by a series with a pawn
//!   move or a capture and otherwise grows by one per series.

use crate::chess::{
    tables, Bitboard, Board, CastleSide, Castling, Move, MoveKind, Position, Role, Square,
};
use crate::core::Side;

/// A series in progress, without its history.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct SeriesState {
    pub(crate) board: Board,
    pub(crate) us: Side,
    pub(crate) moved: Bitboard,
    pub(crate) castling: Castling,
    /// En-passant landing squares available to the mover at the start of the series.
    pub(crate) ep: Bitboard,
    /// Squares skipped by the mover's double steps in this series.
    pub(crate) double_steps: Bitboard,
    /// Moves made so far.
    pub(crate) len: u8,
}

impl SeriesState {
    /// The state at the start of a series from `pos` (the side to move moves).
    pub fn start(pos: &Position) -> SeriesState {
        SeriesState {
            board: *pos.board(),
            us: pos.turn(),
            moved: Bitboard::EMPTY,
            castling: pos.castling(),
            ep: pos.ep_squares(),
            double_steps: Bitboard::EMPTY,
            len: 0,
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }
    /// The side making the series.
    pub fn mover(&self) -> Side {
        self.us
    }
    /// Squares of the mover's units that already moved in this series.
    pub fn moved(&self) -> Bitboard {
        self.moved
    }
    pub fn castling(&self) -> Castling {
        self.castling
    }
    /// Number of moves made in the series so far.
    pub fn len(&self) -> usize {
        self.len as usize
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The mover's king square.
    #[inline(always)]
    pub fn our_king(&self) -> Square {
        self.board
            .king_of(self.us)
            .unwrap_or(Square::from_index_unchecked(0))
    }

    /// Enemy pieces attacking the mover's king now.
    #[inline]
    pub fn king_attackers(&self) -> Bitboard {
        self.board
            .attackers(self.our_king(), !self.us, self.board.occupied())
    }

    /// Is the mover's king unattacked now?
    #[inline]
    pub fn king_safe(&self) -> bool {
        self.king_attackers().is_empty()
    }

    /// The series may end now: at least one move made and the king unattacked.
    #[inline]
    pub fn may_end(&self) -> bool {
        self.len > 0 && self.king_safe()
    }

    /// The mover's pieces attacking the enemy king now (the checks given).
    pub fn checks(&self) -> Bitboard {
        match self.board.king_of(!self.us) {
            Some(k) => self.board.attackers(k, self.us, self.board.occupied()),
            None => Bitboard::EMPTY,
        }
    }

    /// Units of the mover that may still move in this series.
    #[inline(always)]
    pub fn unmoved(&self) -> Bitboard {
        self.board.side(self.us) & !self.moved
    }

    /// The pawn an en-passant capture landing on `to` by a pawn from `from` removes.
    #[inline(always)]
    pub(crate) fn ep_victim(from: Square, to: Square) -> Square {
        Square::from_index_unchecked(from.rank().0 * 8 + to.file().0)
    }

    /// Feed every legal next move of the unit on `from` into `f` (nothing if the
    /// square holds no unmoved unit of the mover). With `all_promotions` false a
    /// pawn reaching the last rank yields only the queen promotion.
    #[inline]
    pub fn moves_from(&self, from: Square, all_promotions: bool, f: &mut impl FnMut(Move)) {
        if !self.unmoved().contains(from) {
            return;
        }
        let t = tables();
        let b = &self.board;
        let us = self.us;
        let them = !us;
        let occ = b.occupied();
        let ours = b.side(us);
        let enemy_king = b.pieces(them, Role::King);
        let Some(role) = b.role_at(from) else { return };
        let targets = !ours & !enemy_king;
        let normal = |to: Square, f: &mut dyn FnMut(Move)| {
            f(Move {
                role,
                from,
                to,
                capture: b.role_at(to),
                promotion: None,
                kind: MoveKind::Normal,
            })
        };
        match role {
            Role::King => {
                let lifted = occ ^ Bitboard::from(from);
                for to in t.king(from) & targets {
                    if b.attackers(to, them, lifted).is_empty() {
                        normal(to, f);
                    }
                }
                for cs in [CastleSide::King, CastleSide::Queen] {
                    if let Some(m) = self.castle_move(cs) {
                        f(m);
                    }
                }
            }
            Role::Knight => t.knight(from).for_each(|to| {
                if targets.contains(to) {
                    normal(to, f)
                }
            }),
            Role::Bishop => (t.bishop(from, occ) & targets).for_each(|to| normal(to, f)),
            Role::Rook => (t.rook(from, occ) & targets).for_each(|to| normal(to, f)),
            Role::Queen => (t.queen(from, occ) & targets).for_each(|to| normal(to, f)),
            Role::Pawn => {
                let last = us.fold(7u8, 0);
                let up: i16 = us.fold(1, -1);
                let start_rank = us.fold(1u8, 6);
                let mut emit = |to: Square, capture: Option<Role>, kind: MoveKind| {
                    if to.rank().0 == last && kind == MoveKind::Normal {
                        let promos: &[Role] = if all_promotions {
                            &Role::PROMOTIONS
                        } else {
                            &Role::PROMOTIONS[..1]
                        };
                        for &p in promos {
                            f(Move {
                                role,
                                from,
                                to,
                                capture,
                                promotion: Some(p),
                                kind,
                            });
                        }
                    } else {
                        f(Move {
                            role,
                            from,
                            to,
                            capture,
                            promotion: None,
                            kind,
                        });
                    }
                };
                let file = from.file().0 as i16;
                let rank = from.rank().0 as i16;
                if let Some(one) = Square::at(file, rank + up) {
                    if !occ.contains(one) {
                        emit(one, None, MoveKind::Normal);
                        if from.rank().0 == start_rank {
                            if let Some(two) = Square::at(file, rank + 2 * up) {
                                if !occ.contains(two) {
                                    emit(two, None, MoveKind::DoubleStep);
                                }
                            }
                        }
                    }
                }
                let caps = t.pawn(us, from);
                for to in caps & b.side(them) & !enemy_king {
                    emit(to, b.role_at(to), MoveKind::Normal);
                }
                for to in caps & self.ep & !occ {
                    let victim = Self::ep_victim(from, to);
                    if b.pieces(them, Role::Pawn).contains(victim) {
                        emit(to, Some(Role::Pawn), MoveKind::EnPassant);
                    }
                }
            }
        }
    }

    /// The castling move on side `cs`, if it is legal now (`docs/rules/flickering.md` §3.4).
    pub fn castle_move(&self, cs: CastleSide) -> Option<Move> {
        self.castle_refusal(cs).ok()
    }

    /// Castling on side `cs` now, or the first condition of `docs/rules/flickering.md` §3.4 it breaks.
    pub(crate) fn castle_refusal(&self, cs: CastleSide) -> Result<Move, CastleBlock> {
        let us = self.us;
        let b = &self.board;
        if !self.castling.has(us, cs) {
            return Err(CastleBlock::NoRight);
        }
        let king_from = Castling::king_square(us);
        let rook_from = Castling::rook_square(us, cs);
        // Rights are discarded whenever king or rook moves or the rook is captured,
        // so both stand on their squares and neither has moved.
        if !b.pieces(us, Role::King).contains(king_from)
            || !b.pieces(us, Role::Rook).contains(rook_from)
            || self.moved.contains(king_from)
        {
            return Err(CastleBlock::NoRight);
        }
        let t = tables();
        if let Some(s) = (t.between(king_from, rook_from) & b.occupied()).first() {
            return Err(CastleBlock::PathOccupied(s));
        }
        let rank = us.fold(0u8, 7) * 8;
        let king_to = Square::from_index_unchecked(rank + cs.king_to_file());
        let cross = Square::from_index_unchecked(rank + cs.rook_to_file());
        let lifted = b.occupied() ^ Bitboard::from(king_from);
        for s in [king_from, cross, king_to] {
            let att = b.attackers(s, !us, lifted);
            if let Some(a) = att.first() {
                return Err(CastleBlock::Attacked {
                    square: s,
                    attacker: a,
                });
            }
        }
        Ok(Move {
            role: Role::King,
            from: king_from,
            to: king_to,
            capture: None,
            promotion: None,
            kind: MoveKind::Castle(cs),
        })
    }

    /// Every legal next move.
    pub fn for_each_move(&self, all_promotions: bool, f: &mut impl FnMut(Move)) {
        for from in self.unmoved() {
            self.moves_from(from, all_promotions, f);
        }
    }

    /// Every legal next move, collected.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::new();
        self.for_each_move(true, &mut |m| v.push(m));
        v
    }

    /// Apply a move produced by this state's generator.
    #[inline]
    pub fn apply(&mut self, m: &Move) {
        let us = self.us;
        self.board.apply_move(us, m);
        match m.kind {
            MoveKind::Castle(cs) => {
                let rank = us.fold(0u8, 7) * 8;
                self.moved
                    .insert(Square::from_index_unchecked(rank + cs.rook_to_file()));
            }
            MoveKind::DoubleStep => {
                self.double_steps.insert(Square::from_index_unchecked(
                    ((m.from.index() + m.to.index()) / 2) as u8,
                ));
            }
            _ => {}
        }
        self.moved.insert(m.to);
        if m.role == Role::King {
            self.castling.discard_side(us);
        }
        self.castling.discard_square(m.from);
        self.castling.discard_square(m.to);
        self.len = self.len.saturating_add(1);
    }

    /// The opponent's en-passant rights if the series ended now (`docs/rules/flickering.md` §4.1, §7):
    /// the skipped square of each double step this series, if it is empty and an
    /// opponent's pawn stands beside the double-stepped pawn.
    pub fn opponent_ep(&self) -> Bitboard {
        let t = tables();
        let them = !self.us;
        let mut ep = Bitboard::EMPTY;
        for s in self.double_steps {
            if !self.board.occupied().contains(s)
                && (t.pawn(self.us, s) & self.board.pieces(them, Role::Pawn)).any()
            {
                ep.insert(s);
            }
        }
        ep
    }

    /// The state at the start of the opponent's series if this series ended now
    /// (the caller checks [`may_end`](Self::may_end)): the board as it stands, the
    /// opponent to move, no unit moved, the castling rights as they stand and the
    /// opponent's en-passant rights ([`opponent_ep`](Self::opponent_ep)). The same
    /// as `SeriesState::start(&self.end_position(..))` without building a position.
    pub fn reply_start(&self) -> SeriesState {
        SeriesState {
            board: self.board,
            us: !self.us,
            moved: Bitboard::EMPTY,
            castling: self.castling,
            ep: self.opponent_ep(),
            double_steps: Bitboard::EMPTY,
            len: 0,
        }
    }

    /// Whether the series `moves`, from this state, is legal move by move (each
    /// one a legal next move by the rules: [`moves_from`](Self::moves_from)) and
    /// may end after its last move ([`may_end`](Self::may_end)). Moves are told by
    /// origin, destination, promotion and kind; what they capture is this board's.
    pub fn series_ends_safe(&self, moves: &[Move]) -> bool {
        let mut s = *self;
        for m in moves {
            let mut legal = None;
            s.moves_from(m.from, true, &mut |x| {
                if x.to == m.to && x.promotion == m.promotion && x.kind == m.kind {
                    legal = Some(x);
                }
            });
            match legal {
                Some(x) => s.apply(&x),
                None => return false,
            }
        }
        s.may_end()
    }

    /// The position at the start of the opponent's series if this series ended now
    /// (the caller checks [`may_end`](Self::may_end)). `start` is the position the
    /// series began from (for the move counters).
    pub fn end_position(&self, start: &Position, pawn_or_capture: bool) -> Position {
        let halfmove = if pawn_or_capture {
            0
        } else {
            start.halfmove_clock().saturating_add(1)
        };
        let fullmove = start.fullmove_number() + u32::from(self.us == Side::Black);
        Position::from_parts(
            self.board,
            !self.us,
            self.castling,
            self.opponent_ep(),
            halfmove,
            fullmove,
        )
    }
}

/// Why castling is not possible now.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum CastleBlock {
    NoRight,
    PathOccupied(Square),
    Attacked { square: Square, attacker: Square },
}

#[cfg(test)]
mod tests {
    use super::*;

    fn st(fen: &str) -> SeriesState {
        SeriesState::start(&Position::from_fen(fen).unwrap())
    }

    #[test]
    fn start_position_has_the_orthodox_twenty_moves() {
        assert_eq!(st(crate::chess::INITIAL_FEN).legal_moves().len(), 20);
    }

    #[test]
    fn a_moved_unit_has_no_moves() {
        let mut s = st(crate::chess::INITIAL_FEN);
        let m = s
            .legal_moves()
            .into_iter()
            .find(|m| m.uci() == "g1f3")
            .unwrap();
        s.apply(&m);
        assert!(s.legal_moves().iter().all(|m| m.from.to_string() != "f3"));
        // e2 pawn now, and the rook can go to g1.
        assert!(s.legal_moves().iter().any(|m| m.uci() == "h1g1"));
    }

    /// The legal move `uci` of the state.
    fn legal(s: &SeriesState, uci: &str) -> Move {
        s.legal_moves()
            .into_iter()
            .find(|m| m.uci() == uci)
            .unwrap()
    }

    /// A move as a series kept elsewhere holds it: what it captures is not read.
    fn mv(s: &SeriesState, uci: &str) -> Move {
        Move {
            capture: None,
            ..legal(s, uci)
        }
    }

    #[test]
    fn a_series_ends_safe_only_if_each_move_is_legal_and_the_king_is_free() {
        // White's king in check from the rook on e2, a white rook on a1.
        let s = st("4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1");
        let (kxe2, kd1, ra2) = (mv(&s, "e1e2"), mv(&s, "e1d1"), mv(&s, "a1a2"));
        assert!(s.series_ends_safe(&[kxe2]));
        assert!(s.series_ends_safe(&[kd1]));
        // A legal move that leaves the king in check, and no move at all.
        assert!(!s.series_ends_safe(&[ra2]));
        assert!(!s.series_ends_safe(&[]));
        // The king steps onto a square the rook attacks.
        let mut kf2 = kd1;
        kf2.to = "f2".parse().unwrap();
        assert!(!s.series_ends_safe(&[kf2]));
        // The rook blocks on a2 ... and may not move again to take on e2.
        let mut rxe2 = ra2;
        (rxe2.from, rxe2.to) = ("a2".parse().unwrap(), "e2".parse().unwrap());
        assert!(!s.series_ends_safe(&[ra2, rxe2]));
        // The board decides where a unit may go: the rook on a1 may not land on
        // its own king's square e1.
        let mut ra1e1 = ra2;
        ra1e1.to = "e1".parse().unwrap();
        assert!(!s.series_ends_safe(&[ra1e1]));
        // Legal moves in any order: the rook's move first, then the king's capture.
        assert!(s.series_ends_safe(&[ra2, kxe2]));
        assert!(s.series_ends_safe(&[kd1, ra2]));
    }

    #[test]
    fn the_reply_starts_where_the_series_ends() {
        // A double step beside a black pawn gives Black en passant; castling
        // rights as they stand.
        let mut s = st("r3k2r/8/8/8/3p4/8/4P3/R3K2R w KQkq - 0 1");
        for uci in ["e2e4", "h1g1"] {
            s.apply(&legal(&s, uci));
        }
        let start = Position::from_fen("r3k2r/8/8/8/3p4/8/4P3/R3K2R w KQkq - 0 1").unwrap();
        let reply = s.reply_start();
        assert_eq!(reply, SeriesState::start(&s.end_position(&start, true)));
        assert_eq!(reply.ep, Bitboard::from("e3".parse::<Square>().unwrap()));
        assert!(reply
            .legal_moves()
            .iter()
            .any(|m| m.uci() == "d4e3" && m.kind == MoveKind::EnPassant));
    }
}
