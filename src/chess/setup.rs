//! A chess *setup*: placement, side to move, castling rights, en-passant squares
//! and move counters, as anything may build it — the FEN reader, the position
//! editor, a test — whether or not it can be played. A [`Position`] is made from a
//! setup by [`Position::try_from`] (or [`Position::from_setup`] with an explicit
//! [`Validation`]), which names every rule the setup breaks. This is the boundary
//! shakmaty and cozy-chess draw between a `Setup` and a `Position`: code past it may
//! rely on one king per side, no pawn on the first or last rank, castling rights
//! backed by their king and rook, and usable en-passant squares only.

use super::{tables, Bitboard, Board, CastleSide, Castling, Position, Role, Square};
use crate::core::Side;

/// A placement with its rights and counters, playable or not.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    pub board: Board,
    pub turn: Side,
    pub castling: Castling,
    /// The squares on which an en-passant capture may land, as listed (a
    /// Flickering FEN may list several, `docs/rules/flickering.md` §7).
    pub ep: Bitboard,
    pub halfmove: u32,
    /// The move number; it starts at 1.
    pub fullmove: u32,
}

impl Default for Setup {
    fn default() -> Self {
        Setup::empty()
    }
}

impl Setup {
    /// An empty board, White to move, no rights, move 1.
    pub const fn empty() -> Setup {
        Setup {
            board: Board::empty(),
            turn: Side::White,
            castling: Castling::NONE,
            ep: Bitboard::EMPTY,
            halfmove: 0,
            fullmove: 1,
        }
    }

    /// The orthodox start position.
    pub fn initial() -> Setup {
        Setup::from(Position::initial())
    }

    /// Every rule of a playable position that this setup breaks (empty if none).
    /// With [`Validation::AllowOpponentInCheck`], the side not to move may be in check.
    pub fn problems(&self, validation: Validation) -> Vec<Problem> {
        let b = &self.board;
        let mut problems = Vec::new();
        let mut kings_ok = true;
        for side in Side::ALL {
            let count = b.pieces(side, Role::King).count();
            if count != 1 {
                kings_ok = false;
                problems.push(Problem::KingCount { side, count });
            }
        }
        let back_ranks = Bitboard::rank(0) | Bitboard::rank(7);
        for sq in b.role(Role::Pawn) & back_ranks {
            problems.push(Problem::PawnOnBackRank(sq));
        }
        for side in Side::ALL {
            for wing in [CastleSide::King, CastleSide::Queen] {
                let king = Castling::king_square(side);
                let rook = Castling::rook_square(side, wing);
                if self.castling.has(side, wing)
                    && !(b.pieces(side, Role::King).contains(king)
                        && b.pieces(side, Role::Rook).contains(rook))
                {
                    problems.push(Problem::CastlingWithoutPieces {
                        side,
                        wing,
                        king,
                        rook,
                    });
                }
            }
        }
        for square in self.ep {
            if let Some(reason) = self.ep_problem(square) {
                problems.push(Problem::EnPassant { square, reason });
            }
        }
        if self.fullmove == 0 {
            problems.push(Problem::FullmoveZero);
        }
        let them = !self.turn;
        if kings_ok && validation == Validation::Playable {
            if let Some(king) = b.king_of(them) {
                if b.is_attacked(king, self.turn) {
                    problems.push(Problem::OpponentInCheck(them));
                }
            }
        }
        problems
    }

    /// Why an en-passant square cannot be listed, if it cannot: it must lie behind
    /// an enemy pawn that could just have made a double step over it, and be empty.
    fn ep_problem(&self, square: Square) -> Option<EpProblem> {
        let (turn, them) = (self.turn, !self.turn);
        let ep_rank = turn.fold(5u8, 2);
        if square.rank().0 != ep_rank {
            return Some(EpProblem::WrongRank {
                rank: ep_rank + 1,
                turn,
            });
        }
        let pawn_sq = Square::from_index_unchecked(match turn {
            Side::White => square.index() as u8 - 8,
            Side::Black => square.index() as u8 + 8,
        });
        if !self.board.pieces(them, Role::Pawn).contains(pawn_sq) {
            return Some(EpProblem::NoPawn {
                them,
                pawn: pawn_sq,
                square,
            });
        }
        if self.board.occupied().contains(square) {
            return Some(EpProblem::Occupied { square });
        }
        None
    }
}

fn wing_name(wing: CastleSide) -> &'static str {
    match wing {
        CastleSide::King => "king side",
        CastleSide::Queen => "queen side",
    }
}

impl From<Position> for Setup {
    fn from(pos: Position) -> Setup {
        Setup {
            board: pos.board,
            turn: pos.turn,
            castling: pos.castling,
            ep: pos.ep,
            halfmove: pos.halfmove,
            fullmove: pos.fullmove,
        }
    }
}

/// Which rules [`Position::from_setup`] enforces.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Validation {
    /// Every rule: what a game can reach (the FEN reader, the editor, `check`).
    Playable,
    /// Every rule but one: the side not to move may be in check. No game reaches
    /// such a position, yet composed problems and reference data contain them, and
    /// questions about the side to move (its legal moves, its series, perft, whether
    /// it is mated) stay well defined because a king is never captured. Used by
    /// [`Position::from_fen_lenient`] for `perft` and the reference tests.
    AllowOpponentInCheck,
}

/// One rule of a playable position that a setup breaks.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    #[error("{side} has {count} kings; a position needs exactly one king per side")]
    KingCount { side: Side, count: u32 },
    #[error("a pawn stands on {0}, on the first or last rank")]
    PawnOnBackRank(Square),
    #[error("the side not to move ({0}) is in check")]
    OpponentInCheck(Side),
    #[error("castling {side} {} needs the {side} king on {king} and a rook on {rook}", wing_name(*.wing))]
    CastlingWithoutPieces {
        side: Side,
        wing: CastleSide,
        king: Square,
        rook: Square,
    },
    #[error("en passant on {square}: {reason}")]
    EnPassant { square: Square, reason: EpProblem },
    #[error("the move number is 0; it starts at 1")]
    FullmoveZero,
}

/// Why a listed en-passant square cannot be used: it must lie behind an enemy pawn
/// that could just have made a double step over it, and be empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum EpProblem {
    /// Not on the rank behind the pawns that may have double-stepped (`rank` is
    /// its number, 1 to 8, for `turn` to move).
    #[error("not on rank {rank} ({turn} to move)")]
    WrongRank { rank: u8, turn: Side },
    #[error("no {them} pawn on {pawn} that could have made a double step over {square}")]
    NoPawn {
        them: Side,
        pawn: Square,
        square: Square,
    },
    #[error("{square} is occupied, so no capture can land there")]
    Occupied { square: Square },
}

/// Why a chess setup cannot be played: every rule it breaks, in a fixed order
/// (kings, pawns, castling, en passant, move number, check).
pub type PositionError = crate::core::PositionError<Problem>;

impl Position {
    /// Check a setup against the rules chosen by `validation`. En-passant squares on
    /// which no pawn of the side to move could capture are dropped, so that a
    /// position lists only available captures.
    pub fn from_setup(setup: Setup, validation: Validation) -> Result<Position, PositionError> {
        PositionError::check(setup.problems(validation))?;
        let mut usable = Bitboard::EMPTY;
        for square in setup.ep {
            if (tables().pawn(!setup.turn, square) & setup.board.pieces(setup.turn, Role::Pawn))
                .any()
            {
                usable.insert(square);
            }
        }
        Ok(Position::from_parts(
            setup.board,
            setup.turn,
            setup.castling,
            usable,
            setup.halfmove,
            setup.fullmove,
        ))
    }
}

impl TryFrom<Setup> for Position {
    type Error = PositionError;
    /// A playable position ([`Validation::Playable`]).
    fn try_from(setup: Setup) -> Result<Position, PositionError> {
        Position::from_setup(setup, Validation::Playable)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Piece;

    fn sq(name: &str) -> Square {
        Square::parse(name).expect("square")
    }

    #[test]
    fn every_broken_rule_is_named() {
        let mut s = Setup::empty();
        s.board.put(sq("e1"), Piece::new(Side::White, Role::King));
        s.board.put(sq("d1"), Piece::new(Side::White, Role::King));
        s.board.put(sq("a8"), Piece::new(Side::White, Role::Pawn));
        s.board.put(sq("h1"), Piece::new(Side::Black, Role::Pawn));
        s.castling.set(Side::Black, CastleSide::King, true);
        s.ep.insert(sq("e6"));
        s.fullmove = 0;
        let err = Position::try_from(s).unwrap_err();
        assert_eq!(
            err.problems(),
            &[
                Problem::KingCount {
                    side: Side::White,
                    count: 2
                },
                Problem::KingCount {
                    side: Side::Black,
                    count: 0
                },
                Problem::PawnOnBackRank(sq("h1")),
                Problem::PawnOnBackRank(sq("a8")),
                Problem::CastlingWithoutPieces {
                    side: Side::Black,
                    wing: CastleSide::King,
                    king: sq("e8"),
                    rook: sq("h8"),
                },
                Problem::EnPassant {
                    square: sq("e6"),
                    reason: EpProblem::NoPawn {
                        them: Side::Black,
                        pawn: sq("e5"),
                        square: sq("e6"),
                    }
                },
                Problem::FullmoveZero,
            ]
        );
        assert!(err.to_string().starts_with(
            "white has 2 kings; a position needs exactly one king per side; black has 0 kings"
        ));
    }

    #[test]
    fn the_lenient_validation_allows_only_the_opponent_in_check() {
        let mut s = Setup::empty();
        s.board.put(sq("e1"), Piece::new(Side::White, Role::King));
        s.board.put(sq("e8"), Piece::new(Side::Black, Role::King));
        s.board.put(sq("e7"), Piece::new(Side::White, Role::Rook));
        assert_eq!(
            Position::try_from(s).unwrap_err().problems(),
            &[Problem::OpponentInCheck(Side::Black)]
        );
        assert!(Position::from_setup(s, Validation::AllowOpponentInCheck).is_ok());
        s.board.put(sq("b1"), Piece::new(Side::Black, Role::King));
        assert!(Position::from_setup(s, Validation::AllowOpponentInCheck).is_err());
    }

    #[test]
    fn positions_round_trip_through_setups() {
        let pos = Position::initial();
        assert_eq!(Position::try_from(Setup::from(pos)), Ok(pos));
        assert_eq!(Setup::initial(), Setup::from(pos));
    }
}
