//! FEN in the Fairy-Stockfish / Pikafish convention:
//! `rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1`.
//!
//! Ranks from 10 down to 1, upper case Red, letters k a b n r c p (`e` and `h`
//! accepted for elephant and horse), `w`/`b` (also `r`) for the side to move. The
//! two `-` fields (castling and en passant in chess) and the two counters are
//! optional on input. Malformed text gives a [`FenError`] naming the problem.

use super::board::{in_own_half, in_own_palace, Point};
use super::piece::{Piece, PieceKind};
use super::position::Position;
use crate::core::{File, Rank, Side};
use std::fmt::Write;

/// What is wrong with a FEN.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    #[error("the FEN is empty")]
    Empty,
    #[error("the board has {0} ranks; a Xiangqi board has 10 (separated by '/')")]
    RankCount(usize),
    #[error("rank {rank} describes {points} points; each rank has 9")]
    RankLength { rank: u8, points: usize },
    #[error("'{}' on rank {rank} is not a piece letter (k a b n r c p, or e/h) nor a digit 1-9", crate::core::text::shown(&.ch.to_string()))]
    BadChar { ch: char, rank: u8 },
    #[error("{side} has no general")]
    MissingGeneral { side: &'static str },
    #[error("{side} has more than one general")]
    ExtraGeneral { side: &'static str },
    #[error("the {piece} on {point} is outside its palace")]
    OutsidePalace { piece: String, point: Point },
    #[error("the {piece} on {point} has crossed the river, which elephants never do")]
    ElephantAcrossRiver { piece: String, point: Point },
    #[error("the {piece} on {point} stands behind its starting rank, where soldiers never go (they never move backwards)")]
    SoldierBehindStart { piece: String, point: Point },
    #[error("side to move '{}' is neither 'w' (red) nor 'b' (black)", crate::core::text::shown(.0))]
    BadSide(String),
    #[error("the {field} '{}' is not a number", crate::core::text::shown(.text))]
    BadCounter { field: &'static str, text: String },
    #[error("unexpected extra text '{}' after the move counters", crate::core::text::shown(.0))]
    TrailingText(String),
    #[error("{side}'s general is attacked although it is not {side}'s move (or the generals face each other on an open file): this position cannot arise")]
    WaitingSideInCheck { side: &'static str },
}

impl Position {
    /// Read a FEN.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let mut fields = fen.split_whitespace();
        let placement = fields.next().ok_or(FenError::Empty)?;
        let rows: Vec<&str> = placement.split('/').collect();
        if rows.len() != 10 {
            return Err(FenError::RankCount(rows.len()));
        }
        let mut board = [None; 90];
        let mut generals: [Option<Point>; 2] = [None, None];
        for (i, row) in rows.iter().enumerate() {
            let rank = 9 - i as u8;
            let mut file = 0usize;
            for ch in row.chars() {
                if let Some(d) = ch.to_digit(10).filter(|d| (1..=9).contains(d)) {
                    file += d as usize;
                    continue;
                }
                let piece =
                    Piece::from_fen_char(ch).ok_or(FenError::BadChar { ch, rank: rank + 1 })?;
                if file >= 9 {
                    file += 1;
                    continue;
                }
                let point =
                    Point::new(File(file as u8), Rank(rank)).ok_or(FenError::RankLength {
                        rank: rank + 1,
                        points: file + 1,
                    })?;
                check_placement(piece, point)?;
                if piece.kind == PieceKind::General {
                    let slot = &mut generals[piece.side.index()];
                    if slot.is_some() {
                        return Err(FenError::ExtraGeneral {
                            side: piece.side.xiangqi_name(),
                        });
                    }
                    *slot = Some(point);
                }
                board[point.index()] = Some(piece);
                file += 1;
            }
            if file != 9 {
                return Err(FenError::RankLength {
                    rank: rank + 1,
                    points: file,
                });
            }
        }
        let general = |side: Side| {
            generals[side.index()].ok_or(FenError::MissingGeneral {
                side: side.xiangqi_name(),
            })
        };
        let generals = [general(Side::White)?, general(Side::Black)?];
        let side = match fields.next() {
            None | Some("w") | Some("r") => Side::White,
            Some("b") => Side::Black,
            Some(other) => return Err(FenError::BadSide(other.to_string())),
        };
        // Castling and en-passant placeholders: anything, normally "-".
        let rest: Vec<&str> = fields.collect();
        let counters: &[&str] = if rest.len() >= 2 { &rest[2..] } else { &[] };
        let counter = |idx: usize, field: &'static str, default: u32| -> Result<u32, FenError> {
            match counters.get(idx) {
                None => Ok(default),
                Some(text) => text.parse().map_err(|_| FenError::BadCounter {
                    field,
                    text: text.to_string(),
                }),
            }
        };
        let halfmoves = counter(0, "half-move clock", 0)?;
        let fullmoves = counter(1, "move number", 1)?.max(1);
        if counters.len() > 2 {
            return Err(FenError::TrailingText(counters[2..].join(" ")));
        }
        let mut occupied = [0u128; 2];
        for (i, pc) in board.iter().enumerate() {
            if let Some(pc) = pc {
                occupied[pc.side.index()] |= 1u128 << i;
            }
        }
        let pos = Position {
            board,
            side,
            generals,
            occupied,
            halfmoves,
            fullmoves,
        };
        // The side to move could capture the general: no legal game reaches this,
        // and move generation assumes both generals stay on the board.
        if pos.general_attacked_at(pos.general(!side), side) {
            return Err(FenError::WaitingSideInCheck {
                side: (!side).xiangqi_name(),
            });
        }
        Ok(pos)
    }

    /// Write the FEN.
    pub fn to_fen(&self) -> String {
        let mut s = placement_fen(&self.board);
        let _ = write!(
            s,
            " {} - - {} {}",
            self.side.fen_char(),
            self.halfmoves,
            self.fullmoves
        );
        s
    }

    /// A position from a placement (indexed by [`Point::index`]) and the side to
    /// move, checked exactly as a FEN is read: one general per side, generals and
    /// advisors in their palace, elephants on their side of the river, and the side
    /// not to move not in check (nor the generals facing each other). For the
    /// position editor of the terminal game.
    pub fn checked(
        placement: &[Option<Piece>; 90],
        side: Side,
        halfmoves: u32,
        fullmoves: u32,
    ) -> Result<Position, FenError> {
        Position::from_fen(&format!(
            "{} {} - - {halfmoves} {fullmoves}",
            placement_fen(placement),
            side.fen_char()
        ))
    }
}

/// The placement field of a FEN (ranks 10 to 1) for any placement, playable or not.
pub fn placement_fen(placement: &[Option<Piece>; 90]) -> String {
    let mut s = String::with_capacity(90);
    for rank in (0..10u8).rev() {
        let mut empty = 0;
        for file in 0..9u8 {
            let p = Point::from_index_unchecked(rank * 9 + file);
            match placement[p.index()] {
                None => empty += 1,
                Some(pc) => {
                    if empty > 0 {
                        let _ = write!(s, "{empty}");
                        empty = 0;
                    }
                    s.push(pc.fen_char());
                }
            }
        }
        if empty > 0 {
            let _ = write!(s, "{empty}");
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s
}

/// Generals and advisors stay in their palace, elephants on their side of the river:
/// move generation relies on it (see [`super::movegen`]).
fn check_placement(piece: Piece, point: Point) -> Result<(), FenError> {
    match piece.kind {
        PieceKind::General | PieceKind::Advisor if !in_own_palace(point, piece.side) => {
            Err(FenError::OutsidePalace {
                piece: piece.to_string(),
                point,
            })
        }
        PieceKind::Elephant if !in_own_half(point, piece.side) => {
            Err(FenError::ElephantAcrossRiver {
                piece: piece.to_string(),
                point,
            })
        }
        // Soldiers start on rank 4 (Red) / 7 (Black) and never step back.
        PieceKind::Soldier
            if match piece.side {
                Side::White => point.rank().0 < 3,
                Side::Black => point.rank().0 > 6,
            } =>
        {
            Err(FenError::SoldierBehindStart {
                piece: piece.to_string(),
                point,
            })
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xiangqi::position::START_FEN;

    #[test]
    fn start_position_round_trips() {
        let p = Position::from_fen(START_FEN).unwrap();
        assert_eq!(p.to_fen(), START_FEN);
        let aliased = START_FEN.replace('b', "e").replace("e -", "b -");
        let aliased = aliased.replace('n', "h").replace('N', "H");
        assert_eq!(Position::from_fen(&aliased).unwrap().to_fen(), START_FEN);
    }

    #[test]
    fn checked_placements_are_read_like_fens() {
        let start = Position::from_fen(START_FEN).unwrap();
        let again = Position::checked(&start.board, Side::White, 0, 1).unwrap();
        assert_eq!(again.to_fen(), START_FEN);
        let mut no_general = start.board;
        no_general[4] = None;
        assert_eq!(
            Position::checked(&no_general, Side::White, 0, 1),
            Err(FenError::MissingGeneral { side: "red" })
        );
        // Facing generals on an open file: the side not to move is "in check".
        let mut facing = [None; 90];
        facing[4] = Some(Piece::new(Side::White, PieceKind::General));
        facing[85] = Some(Piece::new(Side::Black, PieceKind::General));
        assert!(matches!(
            Position::checked(&facing, Side::Black, 0, 1),
            Err(FenError::WaitingSideInCheck { side: "red" })
        ));
    }

    #[test]
    fn malformed_fens_are_named() {
        let cases = [
            ("", FenError::Empty),
            ("9/9 w", FenError::RankCount(2)),
            (
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w",
                FenError::RankLength {
                    rank: 1,
                    points: 10,
                },
            ),
            (
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w",
                FenError::MissingGeneral { side: "red" },
            ),
            (
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x",
                FenError::BadSide("x".into()),
            ),
        ];
        for (fen, err) in cases {
            assert_eq!(Position::from_fen(fen), Err(err), "{fen}");
        }
        assert!(matches!(
            Position::from_fen("4k4/9/9/9/9/9/9/9/9/K8 w"),
            Err(FenError::OutsidePalace { .. })
        ));
        assert!(matches!(
            Position::from_fen("4k4/9/9/9/4B4/9/9/9/9/4K4 w"),
            Err(FenError::ElephantAcrossRiver { .. })
        ));
        assert!(matches!(
            Position::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 w"),
            Err(FenError::WaitingSideInCheck { side: "black" })
        ));
        // Soldiers never stand behind their starting rank (rank 4 for Red, 7 for Black).
        for fen in [
            "3k5/9/9/9/9/9/9/9/4P4/4K4 w",
            "3k5/9/9/9/9/9/9/P8/9/4K4 w",
            "3kp4/9/9/9/9/9/9/9/9/4K4 w",
            "3k5/9/8p/9/9/9/9/9/9/4K4 w",
        ] {
            assert!(
                matches!(
                    Position::from_fen(fen),
                    Err(FenError::SoldierBehindStart { .. })
                ),
                "{fen}"
            );
        }
        assert!(Position::from_fen("3k5/9/9/p8/9/9/4P4/9/9/4K4 w").is_ok());
        assert!(Position::from_fen("P2k5/9/9/9/9/9/9/9/9/4K3p w").is_ok());
        assert!(matches!(
            Position::from_fen("4k4/9/9/9/4x4/9/9/9/9/4K4 w"),
            Err(FenError::BadChar { ch: 'x', rank: 6 })
        ));
    }
}
