//! A Xiangqi *setup*: placement, side to move and move counters, as anything may
//! build it — the FEN reader, the position editor, a test — whether or not it can
//! be played. [`Position::try_from`] makes a [`Position`] of it and names every rule
//! it breaks; move generation relies on what it checks (one general per side,
//! generals and advisors on their palace points, elephants on their points on their
//! own side of the river, soldiers where a soldier can go, and the side not to move
//! not in check).

use super::board::Point;
use super::board::{advisor_may_stand, elephant_may_stand, in_own_palace, soldier_may_stand};
use super::piece::{Piece, PieceKind};
use super::position::{Position, START_FEN};
use crate::core::Side;

/// A placement (indexed by [`Point::index`]) with the side to move and counters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    pub board: [Option<Piece>; 90],
    pub side: Side,
    /// Plies since the last capture.
    pub halfmoves: u32,
    /// The move number; it starts at 1.
    pub fullmoves: u32,
}

impl Default for Setup {
    fn default() -> Self {
        Setup::empty()
    }
}

impl Setup {
    /// An empty board, Red to move, move 1.
    pub const fn empty() -> Setup {
        Setup {
            board: [None; 90],
            side: Side::White,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// The start position.
    pub fn start() -> Setup {
        match Setup::from_fen(START_FEN) {
            Ok(s) => s,
            Err(e) => unreachable!("the start FEN is well formed: {e}"),
        }
    }

    /// The piece on `p`, if any.
    pub fn piece_at(&self, p: Point) -> Option<Piece> {
        self.board[p.index()]
    }

    /// Put `piece` on `p` (or empty it).
    pub fn set(&mut self, p: Point, piece: Option<Piece>) {
        self.board[p.index()] = piece;
    }

    /// Every rule of a playable position that this setup breaks (empty if none).
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        let mut generals: [Vec<Point>; 2] = [Vec::new(), Vec::new()];
        for p in Point::all() {
            let Some(piece) = self.board[p.index()] else {
                continue;
            };
            let side = piece.side;
            let misplaced = match piece.kind {
                PieceKind::General => {
                    generals[side.index()].push(p);
                    (!in_own_palace(p, side)).then_some(Problem::OutsidePalace { piece, point: p })
                }
                PieceKind::Advisor if !in_own_palace(p, side) => {
                    Some(Problem::OutsidePalace { piece, point: p })
                }
                PieceKind::Advisor if !advisor_may_stand(p, side) => {
                    Some(Problem::OffTheDiagonals { piece, point: p })
                }
                PieceKind::Elephant if !super::board::in_own_half(p, side) => {
                    Some(Problem::ElephantAcrossRiver { piece, point: p })
                }
                PieceKind::Elephant if !elephant_may_stand(p, side) => {
                    Some(Problem::ElephantOffItsPoints { piece, point: p })
                }
                PieceKind::Soldier if !soldier_may_stand(p, side) => {
                    Some(Problem::SoldierUnreachable { piece, point: p })
                }
                _ => None,
            };
            problems.extend(misplaced);
        }
        for side in Side::ALL {
            match generals[side.index()].len() {
                0 => problems.push(Problem::NoGeneral { side }),
                1 => {}
                count => problems.push(Problem::ExtraGenerals { side, count }),
            }
        }
        if self.fullmoves == 0 {
            problems.push(Problem::FullmoveZero);
        }
        if let ([red], [black]) = (&generals[0][..], &generals[1][..]) {
            let pos = self.unchecked([*red, *black]);
            let waiting = !self.side;
            if pos.general_attacked_at(pos.general(waiting), self.side) {
                problems.push(Problem::WaitingSideInCheck { side: waiting });
            }
        }
        problems
    }

    /// The position with these generals, unchecked.
    fn unchecked(&self, generals: [Point; 2]) -> Position {
        let mut occupied = [0u128; 2];
        for (i, pc) in self.board.iter().enumerate() {
            if let Some(pc) = pc {
                occupied[pc.side.index()] |= 1u128 << i;
            }
        }
        Position {
            board: self.board,
            side: self.side,
            generals,
            occupied,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }
}

impl From<&Position> for Setup {
    fn from(pos: &Position) -> Setup {
        Setup {
            board: pos.board,
            side: pos.side,
            halfmoves: pos.halfmoves,
            fullmoves: pos.fullmoves,
        }
    }
}

/// One rule of a playable position that a setup breaks.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    #[error("{} has no general", side.xiangqi_name())]
    NoGeneral { side: Side },
    #[error("{} has {count} generals; each side has exactly one", side.xiangqi_name())]
    ExtraGenerals { side: Side, count: usize },
    #[error("the {piece} on {point} is outside its palace")]
    OutsidePalace { piece: Piece, point: Point },
    #[error("the {piece} on {point} is off the palace diagonals, where advisors never go")]
    OffTheDiagonals { piece: Piece, point: Point },
    #[error("the {piece} on {point} has crossed the river, which elephants never do")]
    ElephantAcrossRiver { piece: Piece, point: Point },
    #[error("the {piece} on {point} stands where no elephant can go (its seven points are two diagonal steps apart)")]
    ElephantOffItsPoints { piece: Piece, point: Point },
    #[error("the {piece} on {point} stands where no soldier can go (soldiers never step back, nor sideways before the river)")]
    SoldierUnreachable { piece: Piece, point: Point },
    #[error("the move number is 0; it starts at 1")]
    FullmoveZero,
    #[error("{}'s general is attacked although it is not {}'s move (or the generals face each other on an open file): this position cannot arise", side.xiangqi_name(), side.xiangqi_name())]
    WaitingSideInCheck { side: Side },
}

/// Why a Xiangqi setup cannot be played: every rule it breaks, pieces first (a1 to
/// i10), then generals, move number and check.
pub type PositionError = crate::core::PositionError<Problem>;

impl TryFrom<Setup> for Position {
    type Error = PositionError;
    fn try_from(setup: Setup) -> Result<Position, PositionError> {
        PositionError::check(setup.problems())?;
        let general = |side: Side| {
            Point::all().find(|&p| setup.piece_at(p) == Some(Piece::new(side, PieceKind::General)))
        };
        match (general(Side::White), general(Side::Black)) {
            (Some(red), Some(black)) => Ok(setup.unchecked([red, black])),
            _ => unreachable!("problems() names a missing general"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(name: &str) -> Point {
        Point::parse(name).expect("point")
    }

    #[test]
    fn the_start_is_playable_and_every_broken_rule_is_named() {
        assert_eq!(
            Position::try_from(Setup::start()).map(|p| p.to_fen()),
            Ok(START_FEN.to_string())
        );
        let red = |kind| Some(Piece::new(Side::White, kind));
        let mut s = Setup::empty();
        s.set(pt("a1"), red(PieceKind::General));
        s.set(pt("e1"), red(PieceKind::General));
        s.set(pt("e2"), red(PieceKind::Elephant));
        s.set(pt("e6"), red(PieceKind::Elephant));
        s.set(pt("e1"), red(PieceKind::Advisor));
        s.set(pt("b4"), red(PieceKind::Soldier));
        s.set(pt("c3"), red(PieceKind::Soldier));
        s.set(pt("b6"), red(PieceKind::Soldier));
        let err = Position::try_from(s).unwrap_err();
        let names: Vec<String> = err.problems().iter().map(|p| p.to_string()).collect();
        assert_eq!(
            names,
            [
                "the red general on a1 is outside its palace",
                "the red advisor on e1 is off the palace diagonals, where advisors never go",
                "the red elephant on e2 stands where no elephant can go (its seven points are two diagonal steps apart)",
                "the red soldier on c3 stands where no soldier can go (soldiers never step back, nor sideways before the river)",
                "the red soldier on b4 stands where no soldier can go (soldiers never step back, nor sideways before the river)",
                "the red elephant on e6 has crossed the river, which elephants never do",
                "black has no general",
            ]
        );
    }

    #[test]
    fn facing_generals_leave_the_waiting_side_in_check() {
        let mut s = Setup::empty();
        s.set(pt("e1"), Some(Piece::new(Side::White, PieceKind::General)));
        s.set(pt("e10"), Some(Piece::new(Side::Black, PieceKind::General)));
        s.side = Side::Black;
        assert_eq!(
            Position::try_from(s.clone()).unwrap_err().problems(),
            &[Problem::WaitingSideInCheck { side: Side::White }]
        );
        s.set(pt("e5"), Some(Piece::new(Side::White, PieceKind::Soldier)));
        assert!(Position::try_from(s).is_ok());
    }
}
