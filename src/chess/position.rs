//! An orthodox chess position: placement, side to move, castling rights,
//! en-passant squares and move counters; playing a move (copy-make).

use super::{Bitboard, Board, CastleSide, Move, MoveKind, Role, Square};
use crate::core::{Outcome, Side};

/// Castling rights: for each side, king side and queen side.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Castling(u8);

impl Castling {
    pub const NONE: Castling = Castling(0);
    pub const ALL: Castling = Castling(0b1111);

    const fn bit(side: Side, cs: CastleSide) -> u8 {
        1 << (side as u8 * 2
            + match cs {
                CastleSide::King => 0,
                CastleSide::Queen => 1,
            })
    }
    #[inline(always)]
    pub const fn has(self, side: Side, cs: CastleSide) -> bool {
        self.0 & Castling::bit(side, cs) != 0
    }
    pub fn set(&mut self, side: Side, cs: CastleSide, on: bool) {
        if on {
            self.0 |= Castling::bit(side, cs);
        } else {
            self.0 &= !Castling::bit(side, cs);
        }
    }
    /// Lose both rights of a side (its king moved).
    #[inline(always)]
    pub fn discard_side(&mut self, side: Side) {
        self.0 &= !(0b11 << (side as u8 * 2));
    }
    /// Lose the right tied to a rook corner if a piece leaves or enters `sq`.
    #[inline(always)]
    pub fn discard_square(&mut self, sq: Square) {
        self.0 &= !CORNER_RIGHTS[sq.index()];
    }
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The rook's starting square for a right.
    pub fn rook_square(side: Side, cs: CastleSide) -> Square {
        Square::from_index_unchecked(side.fold(0, 56) + cs.rook_from_file())
    }
    /// The king's starting square.
    pub fn king_square(side: Side) -> Square {
        Square::from_index_unchecked(side.fold(4, 60))
    }
}

/// For each square, the castling bits lost when a piece moves from or to it
/// (the rook corners; king squares are handled by `discard_side`).
const CORNER_RIGHTS: [u8; 64] = {
    let mut t = [0u8; 64];
    t[7] = 0b0001;
    t[0] = 0b0010;
    t[63] = 0b0100;
    t[56] = 0b1000;
    t[4] = 0b0011;
    t[60] = 0b1100;
    t
};

/// A chess position at the start of a move (orthodox) or series (Flickering).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) turn: Side,
    pub(crate) castling: Castling,
    /// Squares on which an en-passant capture may land (the skipped squares).
    pub(crate) ep: Bitboard,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
}

impl Default for Position {
    fn default() -> Self {
        Position::initial()
    }
}

impl Position {
    /// The orthodox start position.
    pub fn initial() -> Position {
        Position {
            board: Board::initial(),
            turn: Side::White,
            castling: Castling::ALL,
            ep: Bitboard::EMPTY,
            halfmove: 0,
            fullmove: 1,
        }
    }

    /// Assemble a position from parts without checking them: for this crate's
    /// own code that makes a position from one known to be playable (the end of a
    /// legal Flickering series). Everything else goes through a
    /// [`Setup`](super::Setup) and [`Position::try_from`].
    pub(crate) fn from_parts(
        board: Board,
        turn: Side,
        castling: Castling,
        ep: Bitboard,
        halfmove: u32,
        fullmove: u32,
    ) -> Position {
        debug_assert!(
            Side::ALL
                .iter()
                .all(|&s| board.pieces(s, Role::King).count() == 1),
            "a position has one king per side"
        );
        Position {
            board,
            turn,
            castling,
            ep,
            halfmove,
            fullmove,
        }
    }

    #[inline(always)]
    pub fn board(&self) -> &Board {
        &self.board
    }
    #[inline(always)]
    pub fn turn(&self) -> Side {
        self.turn
    }
    #[inline(always)]
    pub fn castling(&self) -> Castling {
        self.castling
    }
    /// The en-passant landing squares available to the side to move.
    #[inline(always)]
    pub fn ep_squares(&self) -> Bitboard {
        self.ep
    }
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// The king square of the side to move (positions always have one).
    #[inline(always)]
    pub fn our_king(&self) -> Square {
        self.king(self.turn)
    }

    /// The king square of `side`. A position always has exactly one king per side
    /// (checked when it is made from a [`Setup`](super::Setup), kept by every legal
    /// move); a setup may have none, see [`Board::king_of`].
    #[inline(always)]
    pub fn king(&self, side: Side) -> Square {
        let kings = self.board.pieces(side, Role::King);
        debug_assert!(kings.count() == 1, "a position has one king per side");
        Square::from_index_unchecked(kings.0.trailing_zeros() as u8)
    }

    /// Pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.board
            .attackers(self.our_king(), !self.turn, self.board.occupied())
    }

    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// How the position stands for the side to move under orthodox rules (one move
    /// a turn): checkmate, stalemate (a draw) or ongoing. Flickering Chess, where a
    /// turn is a series, answers with [`crate::flicker::outcome`].
    pub fn outcome(&self) -> Outcome {
        match (self.count_legal() > 0, self.is_check()) {
            (true, _) => Outcome::Ongoing,
            (false, true) => Outcome::Checkmate { winner: !self.turn },
            (false, false) => Outcome::Stalemate { winner: None },
        }
    }

    /// Play a legal move (as produced by move generation), orthodox rules:
    /// the turn passes to the opponent.
    pub fn play(&mut self, m: &Move) {
        let us = self.turn;
        let them = !us;
        let b = &mut self.board;
        self.ep = Bitboard::EMPTY;
        self.halfmove += 1;
        if m.capture.is_some() {
            self.halfmove = 0;
        }
        b.apply_move(us, m);
        if m.role == Role::Pawn {
            self.halfmove = 0;
            if m.kind == MoveKind::DoubleStep {
                let skipped =
                    Square::from_index_unchecked((m.from.index() + m.to.index()) as u8 / 2);
                let beside = super::tables().pawn(us, skipped) & b.pieces(them, Role::Pawn);
                if beside.any() {
                    self.ep = Bitboard::from(skipped);
                }
            }
        }
        if m.role == Role::King {
            self.castling.discard_side(us);
        }
        self.castling.discard_square(m.from);
        self.castling.discard_square(m.to);
        if us == Side::Black {
            self.fullmove += 1;
        }
        self.turn = them;
    }
}
