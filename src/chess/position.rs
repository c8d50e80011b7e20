//! An orthodox chess position: placement, side to move, castling rights,
//! en-passant squares and move counters; playing a move (copy-make).

use super::{Bitboard, Board, CastleSide, Move, MoveKind, Role, Square};
use crate::core::Side;

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

/// Why a placement with its rights cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("{side} has {count} kings; a position needs exactly one king per side")]
    KingCount { side: Side, count: u32 },
    #[error("a pawn stands on {0}, on the first or last rank")]
    PawnOnBackRank(Square),
    #[error("the side not to move ({0}) is in check")]
    OpponentInCheck(Side),
    #[error("castling {side} {which} needs the {side} king on {king} and a rook on {rook}")]
    CastlingWithoutPieces {
        side: Side,
        which: &'static str,
        king: Square,
        rook: Square,
    },
    #[error("en passant on {square}: {reason}")]
    EnPassant { square: Square, reason: String },
}

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

    /// Assemble a position from parts (no validation; see `fen` for a checked route).
    pub fn from_parts(
        board: Board,
        turn: Side,
        castling: Castling,
        ep: Bitboard,
        halfmove: u32,
        fullmove: u32,
    ) -> Position {
        Position {
            board,
            turn,
            castling,
            ep,
            halfmove,
            fullmove,
        }
    }

    /// Assemble a position and check that it can be played: one king per side, no
    /// pawn on the first or last rank, castling rights backed by king and rook on
    /// their squares, en-passant squares behind an enemy pawn that could have just
    /// made a double step (dropped if no pawn of the side to move could capture), and
    /// the side not to move not in check.
    pub fn checked(
        board: Board,
        turn: Side,
        castling: Castling,
        ep: Bitboard,
        halfmove: u32,
        fullmove: u32,
    ) -> Result<Position, PositionError> {
        let pos = Position::checked_allowing_opponent_check(
            board, turn, castling, ep, halfmove, fullmove,
        )?;
        let them = !turn;
        if board.is_attacked(pos.king(them), turn) {
            return Err(PositionError::OpponentInCheck(them));
        }
        Ok(pos)
    }

    /// Like [`checked`](Self::checked), but accepts a position where the side not to
    /// move is in check. No game reaches one, yet composed problems and reference data
    /// contain such positions, and questions about the side to move (its legal moves,
    /// its series, whether it is mated) remain well defined: a king is never captured.
    pub fn checked_allowing_opponent_check(
        board: Board,
        turn: Side,
        castling: Castling,
        ep: Bitboard,
        halfmove: u32,
        fullmove: u32,
    ) -> Result<Position, PositionError> {
        for side in Side::ALL {
            let count = board.pieces(side, Role::King).count();
            if count != 1 {
                return Err(PositionError::KingCount { side, count });
            }
        }
        let back_ranks = Bitboard::rank(0) | Bitboard::rank(7);
        if let Some(sq) = (board.role(Role::Pawn) & back_ranks).first() {
            return Err(PositionError::PawnOnBackRank(sq));
        }
        for side in Side::ALL {
            for cs in [CastleSide::King, CastleSide::Queen] {
                let king = Castling::king_square(side);
                let rook = Castling::rook_square(side, cs);
                if castling.has(side, cs)
                    && !(board.pieces(side, Role::King).contains(king)
                        && board.pieces(side, Role::Rook).contains(rook))
                {
                    let which = match cs {
                        CastleSide::King => "king side",
                        CastleSide::Queen => "queen side",
                    };
                    return Err(PositionError::CastlingWithoutPieces {
                        side,
                        which,
                        king,
                        rook,
                    });
                }
            }
        }
        let them = !turn;
        let mut kept = Bitboard::EMPTY;
        for square in ep {
            let bad = |reason: String| PositionError::EnPassant { square, reason };
            let ep_rank = turn.fold(5u8, 2);
            if square.rank().0 != ep_rank {
                return Err(bad(format!("not on rank {} ({turn} to move)", ep_rank + 1)));
            }
            let pawn_sq = Square::from_index_unchecked(match turn {
                Side::White => square.index() as u8 - 8,
                Side::Black => square.index() as u8 + 8,
            });
            if !board.pieces(them, Role::Pawn).contains(pawn_sq) {
                return Err(bad(format!(
                    "no {them} pawn on {pawn_sq} that could have made a double step over {square}"
                )));
            }
            if board.occupied().contains(square) {
                return Err(bad(format!(
                    "{square} is occupied, so no capture can land there"
                )));
            }
            if (super::tables().pawn(them, square) & board.pieces(turn, Role::Pawn)).any() {
                kept.insert(square);
            }
        }
        Ok(Position::from_parts(
            board, turn, castling, kept, halfmove, fullmove,
        ))
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

    #[inline(always)]
    pub fn king(&self, side: Side) -> Square {
        // Positions are validated on construction (`fen`) to have exactly one king per side.
        self.board
            .king_of(side)
            .unwrap_or(Square::from_index_unchecked(0))
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
