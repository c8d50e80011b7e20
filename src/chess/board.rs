//! Piece placement: one bitboard per side and per role. Shared by orthodox
//! positions and by Flickering Chess series, which change the board move by move.

use super::{tables, Bitboard, Move, MoveKind, Piece, Role, Square};
use crate::core::Side;

/// Where the pieces stand.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    by_side: [Bitboard; 2],
    by_role: [Bitboard; 6],
}

impl Default for Board {
    fn default() -> Self {
        Board::empty()
    }
}

impl Board {
    pub const fn empty() -> Board {
        Board {
            by_side: [Bitboard::EMPTY; 2],
            by_role: [Bitboard::EMPTY; 6],
        }
    }

    /// The orthodox initial placement.
    pub fn initial() -> Board {
        let mut b = Board::empty();
        let back = [
            Role::Rook,
            Role::Knight,
            Role::Bishop,
            Role::Queen,
            Role::King,
            Role::Bishop,
            Role::Knight,
            Role::Rook,
        ];
        for (f, &role) in back.iter().enumerate() {
            let f = f as u8;
            b.put(sq(f, 0), Piece::new(Side::White, role));
            b.put(sq(f, 1), Piece::new(Side::White, Role::Pawn));
            b.put(sq(f, 6), Piece::new(Side::Black, Role::Pawn));
            b.put(sq(f, 7), Piece::new(Side::Black, role));
        }
        b
    }

    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.by_side[0] | self.by_side[1]
    }
    #[inline(always)]
    pub fn side(&self, side: Side) -> Bitboard {
        self.by_side[side.index()]
    }
    #[inline(always)]
    pub fn role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }
    #[inline(always)]
    pub fn pieces(&self, side: Side, role: Role) -> Bitboard {
        self.by_side[side.index()] & self.by_role[role.index()]
    }
    /// Rooks and queens.
    #[inline(always)]
    pub fn rook_likes(&self) -> Bitboard {
        self.by_role[Role::Rook.index()] | self.by_role[Role::Queen.index()]
    }
    /// Bishops and queens.
    #[inline(always)]
    pub fn bishop_likes(&self) -> Bitboard {
        self.by_role[Role::Bishop.index()] | self.by_role[Role::Queen.index()]
    }
    /// The king of `side`, if there is one.
    #[inline(always)]
    pub fn king_of(&self, side: Side) -> Option<Square> {
        self.pieces(side, Role::King).first()
    }

    #[inline]
    pub fn side_at(&self, s: Square) -> Option<Side> {
        if self.by_side[0].contains(s) {
            Some(Side::White)
        } else if self.by_side[1].contains(s) {
            Some(Side::Black)
        } else {
            None
        }
    }

    #[inline]
    pub fn role_at(&self, s: Square) -> Option<Role> {
        if !self.occupied().contains(s) {
            return None;
        }
        Role::ALL
            .into_iter()
            .find(|r| self.by_role[r.index()].contains(s))
    }

    #[inline]
    pub fn piece_at(&self, s: Square) -> Option<Piece> {
        Some(Piece::new(self.side_at(s)?, self.role_at(s)?))
    }

    /// Put a piece on an empty square (or replace what is there).
    #[inline]
    pub fn put(&mut self, s: Square, piece: Piece) {
        self.remove(s);
        self.by_side[piece.side.index()].insert(s);
        self.by_role[piece.role.index()].insert(s);
    }

    /// Remove whatever stands on `s`, returning it.
    #[inline]
    pub fn remove(&mut self, s: Square) -> Option<Piece> {
        let piece = self.piece_at(s)?;
        self.by_side[piece.side.index()].remove(s);
        self.by_role[piece.role.index()].remove(s);
        Some(piece)
    }

    /// Move a known piece from an occupied square to an empty one.
    #[inline(always)]
    pub fn shift(&mut self, piece: Piece, from: Square, to: Square) {
        let mask = Bitboard::from(from) | Bitboard::from(to);
        self.by_side[piece.side.index()] ^= mask;
        self.by_role[piece.role.index()] ^= mask;
    }

    /// Remove a known piece.
    #[inline(always)]
    pub fn take(&mut self, piece: Piece, s: Square) {
        self.by_side[piece.side.index()].remove(s);
        self.by_role[piece.role.index()].remove(s);
    }

    /// Carry out a move of `side` on the board: remove what it captures (for en
    /// passant, the pawn beside), move the piece, or king and rook for castling, or
    /// replace the pawn by its promotion piece. Rights and counters are the caller's.
    #[inline]
    pub fn apply_move(&mut self, side: Side, m: &Move) {
        if let (Some(cap), Some(sq)) = (m.capture, m.capture_square()) {
            self.take(Piece::new(!side, cap), sq);
        }
        match m.kind {
            MoveKind::Castle(cs) => {
                let rank = side.fold(0u8, 7) * 8;
                let rook_from = Square::from_index_unchecked(rank + cs.rook_from_file());
                let rook_to = Square::from_index_unchecked(rank + cs.rook_to_file());
                self.shift(Piece::new(side, Role::King), m.from, m.to);
                self.shift(Piece::new(side, Role::Rook), rook_from, rook_to);
            }
            _ => match m.promotion {
                Some(promo) => {
                    self.take(Piece::new(side, Role::Pawn), m.from);
                    self.put(m.to, Piece::new(side, promo));
                }
                None => self.shift(Piece::new(side, m.role), m.from, m.to),
            },
        }
    }

    /// Pieces of `by` attacking `target`, with the board occupancy `occ`
    /// (which may differ from the real one, e.g. with a king lifted).
    #[inline]
    pub fn attackers(&self, target: Square, by: Side, occ: Bitboard) -> Bitboard {
        let t = tables();
        let them = self.side(by);
        ((t.rook(target, occ) & self.rook_likes())
            | (t.bishop(target, occ) & self.bishop_likes())
            | (t.knight(target) & self.role(Role::Knight))
            | (t.king(target) & self.role(Role::King))
            | (t.pawn(by.opponent(), target) & self.role(Role::Pawn)))
            & them
    }

    /// Is `target` attacked by a piece of `by` on this board?
    #[inline]
    pub fn is_attacked(&self, target: Square, by: Side) -> bool {
        self.attackers(target, by, self.occupied()).any()
    }

    /// Every square a piece of `by` attacks on this board (own pieces included: they
    /// are defended), pawns by their capture squares. For the "attacked squares"
    /// overlay of the terminal game.
    pub fn attacked_by(&self, by: Side) -> Bitboard {
        let occ = self.occupied();
        self.side(by)
            .into_iter()
            .fold(Bitboard::EMPTY, |acc, s| acc | self.attacks_from(s, occ))
    }

    /// Squares attacked by the piece on `s` (pawns: their capture squares).
    pub fn attacks_from(&self, s: Square, occ: Bitboard) -> Bitboard {
        let t = tables();
        match self.piece_at(s) {
            None => Bitboard::EMPTY,
            Some(p) => match p.role {
                Role::Pawn => t.pawn(p.side, s),
                Role::Knight => t.knight(s),
                Role::Bishop => t.bishop(s, occ),
                Role::Rook => t.rook(s, occ),
                Role::Queen => t.queen(s, occ),
                Role::King => t.king(s),
            },
        }
    }
}

fn sq(file: u8, rank: u8) -> Square {
    Square::from_index_unchecked(rank * 8 + file)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Position;

    fn squares(b: Bitboard) -> Vec<String> {
        b.into_iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn attacked_by_unites_every_piece_of_the_side_and_stops_at_blockers() {
        let pos = Position::from_fen("4k3/8/8/8/8/2p5/8/R3K3 w - - 0 1").unwrap();
        let black = squares(pos.board().attacked_by(Side::Black));
        // The pawn on c3 attacks b2 and d2; the king its neighbours.
        for s in ["b2", "d2", "d8", "f7"] {
            assert!(black.contains(&s.to_string()), "{s}: {black:?}");
        }
        assert!(!black.contains(&"c2".to_string()));
        let white = squares(pos.board().attacked_by(Side::White));
        // The rook sees up the a-file and along the first rank to its own king
        // (defended), not past it.
        for s in ["a8", "b1", "d1", "e1", "e2"] {
            assert!(white.contains(&s.to_string()), "{s}: {white:?}");
        }
        assert!(!white.contains(&"g1".to_string()), "{white:?}");
        assert!(!white.contains(&"h3".to_string()));
    }
}
