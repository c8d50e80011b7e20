//! Legal single-move generation for orthodox chess.
//!
//! The generator works on destination sets, not on single moves: for each piece it
//! computes the bitboard of legal destinations and hands it to a [`Sink`]. A sink
//! that expands the sets builds a [`MoveList`]; a sink that only counts them (with
//! a popcount, times four for promotions) gives perft its bulk leaf count.
//!
//! Legality without make/unmake:
//! - king moves: the destination must not be attacked with the king lifted from
//!   its square (so it cannot step back along a checking slider's line);
//! - double check: only the king moves;
//! - single check: other pieces must capture the checker or block between it and
//!   the king;
//! - pinned pieces (the only own piece between the king and an enemy slider on a
//!   line) move only along that line;
//! - en passant removes two pieces from one line, so it is checked by testing the
//!   king's attackers on the resulting occupancy;
//! - castling: right intact, squares between empty, king not in check and crossing
//!   and landing squares not attacked.

use super::attacks::Tables;
use super::{tables, Bitboard, CastleSide, Move, MoveKind, MoveList, Position, Role, Square};
use crate::core::Side;

/// Receives the legal destinations of each piece.
pub trait Sink {
    /// A piece (not a pawn reaching the last rank) may go to each square of `to`.
    fn add(&mut self, pos: &Position, role: Role, from: Square, to: Bitboard);
    /// A pawn may go to each square of `to` on the last rank, with any promotion.
    fn add_promotions(&mut self, pos: &Position, from: Square, to: Bitboard);
    /// A single move of a special kind (double step, en passant, castling).
    fn add_special(&mut self, m: Move);
    /// Pawns (not promoting) go to each square of `to`, each from `to - back`.
    fn add_pawns(&mut self, pos: &Position, to: Bitboard, back: i8) {
        for t in to {
            self.add(pos, Role::Pawn, origin(t, back), Bitboard::from(t));
        }
    }
    /// Pawns promote on each square of `to`, each from `to - back`.
    fn add_pawn_promotions(&mut self, pos: &Position, to: Bitboard, back: i8) {
        for t in to {
            self.add_promotions(pos, origin(t, back), Bitboard::from(t));
        }
    }
    /// Pawns make a double step to each square of `to`, each from `to - back`.
    fn add_double_steps(&mut self, _pos: &Position, to: Bitboard, back: i8) {
        for t in to {
            self.add_special(double_step(origin(t, back), t));
        }
    }
}

#[inline(always)]
fn origin(to: Square, back: i8) -> Square {
    Square::from_index_unchecked((to.index() as i8 - back) as u8)
}

#[inline(always)]
fn double_step(from: Square, to: Square) -> Move {
    Move {
        role: Role::Pawn,
        from,
        to,
        capture: None,
        promotion: None,
        kind: MoveKind::DoubleStep,
    }
}

/// Collects moves into a [`MoveList`].
pub struct Collect<'a>(pub &'a mut MoveList);

impl Sink for Collect<'_> {
    #[inline]
    fn add(&mut self, pos: &Position, role: Role, from: Square, to: Bitboard) {
        for t in to {
            self.0.push(Move {
                role,
                from,
                to: t,
                capture: pos.board.role_at(t),
                promotion: None,
                kind: MoveKind::Normal,
            });
        }
    }
    #[inline]
    fn add_promotions(&mut self, pos: &Position, from: Square, to: Bitboard) {
        for t in to {
            for promo in Role::PROMOTIONS {
                self.0.push(Move {
                    role: Role::Pawn,
                    from,
                    to: t,
                    capture: pos.board.role_at(t),
                    promotion: Some(promo),
                    kind: MoveKind::Normal,
                });
            }
        }
    }
    #[inline]
    fn add_special(&mut self, m: Move) {
        self.0.push(m);
    }
}

/// Counts moves without building them.
#[derive(Default)]
pub struct Count(pub u64);

impl Sink for Count {
    #[inline(always)]
    fn add(&mut self, _: &Position, _: Role, _: Square, to: Bitboard) {
        self.0 += to.count() as u64;
    }
    #[inline(always)]
    fn add_promotions(&mut self, _: &Position, _: Square, to: Bitboard) {
        self.0 += 4 * to.count() as u64;
    }
    #[inline(always)]
    fn add_special(&mut self, _: Move) {
        self.0 += 1;
    }
    #[inline(always)]
    fn add_pawns(&mut self, _: &Position, to: Bitboard, _: i8) {
        self.0 += to.count() as u64;
    }
    #[inline(always)]
    fn add_pawn_promotions(&mut self, _: &Position, to: Bitboard, _: i8) {
        self.0 += 4 * to.count() as u64;
    }
    #[inline(always)]
    fn add_double_steps(&mut self, _: &Position, to: Bitboard, _: i8) {
        self.0 += to.count() as u64;
    }
}

impl Position {
    /// All legal moves.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut Collect(&mut list));
        list
    }

    /// The number of legal moves (fast: no move is built).
    pub fn count_legal(&self) -> u64 {
        let mut c = Count(0);
        self.generate(&mut c);
        c.0
    }

    /// Feed every legal move of the side to move into `sink`.
    #[inline]
    pub fn generate<S: Sink>(&self, sink: &mut S) {
        let t = tables();
        let us = self.turn;
        let them = !us;
        let b = &self.board;
        let king = self.our_king();
        let occ = b.occupied();
        let ours = b.side(us);
        let theirs = b.side(them);
        let checkers = b.attackers(king, them, occ);

        // King steps.
        let occ_without_king = occ ^ Bitboard::from(king);
        let mut king_to = Bitboard::EMPTY;
        for to in t.king(king) & !ours {
            if b.attackers(to, them, occ_without_king).is_empty() {
                king_to.insert(to);
            }
        }
        sink.add(self, Role::King, king, king_to);

        if checkers.more_than_one() {
            return;
        }
        let target = match checkers.first() {
            Some(c) => t.between(king, c) | checkers,
            None => !ours,
        };

        let pinned = self.pinned(t, king, us);

        // Knights (a pinned knight can never move).
        for from in b.pieces(us, Role::Knight) & !pinned {
            sink.add(self, Role::Knight, from, t.knight(from) & target);
        }
        // Sliders.
        for from in b.pieces(us, Role::Bishop) {
            let mut to = t.bishop(from, occ) & target;
            if pinned.contains(from) {
                to &= t.line(king, from);
            }
            sink.add(self, Role::Bishop, from, to);
        }
        for from in b.pieces(us, Role::Rook) {
            let mut to = t.rook(from, occ) & target;
            if pinned.contains(from) {
                to &= t.line(king, from);
            }
            sink.add(self, Role::Rook, from, to);
        }
        for from in b.pieces(us, Role::Queen) {
            let mut to = t.queen(from, occ) & target;
            if pinned.contains(from) {
                to &= t.line(king, from);
            }
            sink.add(self, Role::Queen, from, to);
        }

        // Pawns.
        let up = us == Side::White;
        let last_rank = Bitboard::rank(us.fold(7, 0));
        let double_rank = Bitboard::rank(us.fold(3, 4));
        // Unpinned pawns, set-wise: destination sets shifted back give the origins.
        let pawns = b.pieces(us, Role::Pawn);
        let free = pawns & !pinned;
        let fwd: i8 = if up { 8 } else { -8 };
        let one = free.shift_up(up) & !occ;
        let two = one.shift_up(up) & !occ & double_rank & target;
        let one = one & target;
        let (west, east) = if up {
            (
                Bitboard((free & !Bitboard::file(0)).0 << 7),
                Bitboard((free & !Bitboard::file(7)).0 << 9),
            )
        } else {
            (
                Bitboard((free & !Bitboard::file(0)).0 >> 9),
                Bitboard((free & !Bitboard::file(7)).0 >> 7),
            )
        };
        for (to, back) in [
            (one, fwd),
            (west & theirs & target, fwd - 1),
            (east & theirs & target, fwd + 1),
        ] {
            sink.add_pawns(self, to & !last_rank, back);
            if (to & last_rank).any() {
                sink.add_pawn_promotions(self, to & last_rank, back);
            }
        }
        sink.add_double_steps(self, two, 2 * fwd);

        // Pinned pawns move only along the pin line.
        for from in pawns & pinned {
            let line = t.line(king, from);
            let one = Bitboard::from(from).shift_up(up) & !occ;
            let two = one.shift_up(up) & !occ & double_rank;
            let caps = t.pawn(us, from) & theirs;
            let mut single = (one | caps) & target & line;
            let double = two & target & line;
            if (single & last_rank).any() {
                sink.add_promotions(self, from, single & last_rank);
                single &= !last_rank;
            }
            sink.add(self, Role::Pawn, from, single);
            if let Some(to) = double.first() {
                sink.add_special(double_step(from, to));
            }
        }

        // En passant.
        for ep in self.ep & !occ {
            let victim = Square::from_index_unchecked(match us {
                Side::White => ep.index() as u8 - 8,
                Side::Black => ep.index() as u8 + 8,
            });
            if !b.pieces(them, Role::Pawn).contains(victim) {
                continue;
            }
            for from in t.pawn(them, ep) & b.pieces(us, Role::Pawn) {
                let after = (occ ^ Bitboard::from(from) ^ Bitboard::from(victim)) | ep.into();
                let attackers = (t.rook(king, after) & b.rook_likes()
                    | t.bishop(king, after) & b.bishop_likes()
                    | t.knight(king) & b.role(Role::Knight)
                    | t.pawn(us, king) & b.role(Role::Pawn) & !Bitboard::from(victim))
                    & theirs;
                if attackers.is_empty() {
                    sink.add_special(Move {
                        role: Role::Pawn,
                        from,
                        to: ep,
                        capture: Some(Role::Pawn),
                        promotion: None,
                        kind: MoveKind::EnPassant,
                    });
                }
            }
        }

        // Castling.
        if checkers.is_empty() && !self.castling.is_empty() {
            for cs in [CastleSide::King, CastleSide::Queen] {
                if let Some(m) = self.castle_move(t, us, cs) {
                    sink.add_special(m);
                }
            }
        }
    }

    /// Own pieces that are the only piece between the king and an enemy slider.
    #[inline]
    fn pinned(&self, t: &Tables, king: Square, us: Side) -> Bitboard {
        let b = &self.board;
        let occ = b.occupied();
        let theirs = b.side(!us);
        let snipers = (t.rook(king, Bitboard::EMPTY) & b.rook_likes()
            | t.bishop(king, Bitboard::EMPTY) & b.bishop_likes())
            & theirs;
        let mut pinned = Bitboard::EMPTY;
        for s in snipers {
            let between = t.between(king, s) & occ;
            if !between.more_than_one() {
                pinned |= between & b.side(us);
            }
        }
        pinned
    }

    /// The castling move for `cs`, if legal now (the king is known not to be in check).
    fn castle_move(&self, t: &Tables, us: Side, cs: CastleSide) -> Option<Move> {
        if !self.castling.has(us, cs) {
            return None;
        }
        let b = &self.board;
        let king = super::Castling::king_square(us);
        let rook = super::Castling::rook_square(us, cs);
        if !b.pieces(us, Role::King).contains(king) || !b.pieces(us, Role::Rook).contains(rook) {
            return None;
        }
        if (t.between(king, rook) & b.occupied()).any() {
            return None;
        }
        let rank = king.rank().0 * 8;
        let king_to = Square::from_index_unchecked(rank + cs.king_to_file());
        let crossed = Square::from_index_unchecked((king.index() + king_to.index()) as u8 / 2);
        let occ = b.occupied();
        if b.attackers(crossed, !us, occ).any() || b.attackers(king_to, !us, occ).any() {
            return None;
        }
        Some(Move {
            role: Role::King,
            from: king,
            to: king_to,
            capture: None,
            promotion: None,
            kind: MoveKind::Castle(cs),
        })
    }
}
