//! FEN in the Fairy-Stockfish / Pikafish convention:
//! `rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1`.
//!
//! Ranks from 10 down to 1, upper case Red, letters k a b n r c p (`e` and `h`
//! accepted for elephant and horse), `w`/`b` (also `r`) for the side to move. The
//! two `-` fields (castling and en passant in chess) and the two counters are
//! optional on input. Malformed text gives a [`FenError`] naming the problem; a
//! well-formed FEN is read into a [`Setup`], whose problems (if any) are listed in
//! [`FenError::Position`].

use super::board::Point;
use super::piece::Piece;
use super::position::Position;
use super::setup::{PositionError, Setup};
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
    #[error("side to move '{}' is neither 'w' (red) nor 'b' (black)", crate::core::text::shown(.0))]
    BadSide(String),
    #[error("the {field} '{}' is not a number", crate::core::text::shown(.text))]
    BadCounter { field: Counter, text: String },
    #[error("unexpected extra text '{}' after the move counters", crate::core::text::shown(.0))]
    TrailingText(String),
    /// Well formed, but not a position that can be played.
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// A move counter of a FEN.
#[derive(Debug, Copy, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Counter {
    #[error("half-move clock")]
    Halfmoves,
    #[error("move number")]
    Fullmoves,
}

impl Setup {
    /// Read a setup from FEN: well formed, but not necessarily playable (the
    /// position editor shows any such setup and names what is wrong with it).
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        let mut fields = fen.split_whitespace();
        let placement = fields.next().ok_or(FenError::Empty)?;
        let rows: Vec<&str> = placement.split('/').collect();
        if rows.len() != 10 {
            return Err(FenError::RankCount(rows.len()));
        }
        let mut setup = Setup::empty();
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
                if let Some(point) = Point::new(File(file as u8), Rank(rank)).filter(|_| file < 9) {
                    setup.set(point, Some(piece));
                }
                file += 1;
            }
            if file != 9 {
                return Err(FenError::RankLength {
                    rank: rank + 1,
                    points: file,
                });
            }
        }
        setup.side = match fields.next() {
            None | Some("w") | Some("r") => Side::White,
            Some("b") => Side::Black,
            Some(other) => return Err(FenError::BadSide(other.to_string())),
        };
        // Castling and en-passant placeholders: anything, normally "-".
        let rest: Vec<&str> = fields.collect();
        let counters: &[&str] = if rest.len() >= 2 { &rest[2..] } else { &[] };
        let counter = |idx: usize, field: Counter, default: u32| -> Result<u32, FenError> {
            match counters.get(idx) {
                None => Ok(default),
                Some(text) => text.parse().map_err(|_| FenError::BadCounter {
                    field,
                    text: text.to_string(),
                }),
            }
        };
        setup.halfmoves = counter(0, Counter::Halfmoves, 0)?;
        setup.fullmoves = counter(1, Counter::Fullmoves, 1)?.max(1);
        if counters.len() > 2 {
            return Err(FenError::TrailingText(counters[2..].join(" ")));
        }
        Ok(setup)
    }

    /// Write the FEN (a move number of 0 is written as 1); [`Setup::from_fen`]
    /// reads back whatever this writes.
    pub fn to_fen(&self) -> String {
        let mut s = placement_fen(&self.board);
        let _ = write!(
            s,
            " {} - - {} {}",
            self.side.fen_char(),
            self.halfmoves,
            self.fullmoves.max(1)
        );
        s
    }
}

impl Position {
    /// Read a playable position from FEN (see [`Setup::problems`]).
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Ok(Position::try_from(Setup::from_fen(fen)?)?)
    }

    /// Write the FEN.
    pub fn to_fen(&self) -> String {
        Setup::from(self).to_fen()
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Side;
    use crate::xiangqi::position::START_FEN;
    use crate::xiangqi::setup::Problem;

    #[test]
    fn start_position_round_trips() {
        let p = Position::from_fen(START_FEN).unwrap();
        assert_eq!(p.to_fen(), START_FEN);
        let aliased = START_FEN.replace('b', "e").replace("e -", "b -");
        let aliased = aliased.replace('n', "h").replace('N', "H");
        assert_eq!(Position::from_fen(&aliased).unwrap().to_fen(), START_FEN);
    }

    #[test]
    fn setups_read_and_write_unplayable_fens() {
        for fen in [
            "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1",
            "9/9/9/9/9/9/9/9/9/K8 w - - 3 7",
        ] {
            assert_eq!(Setup::from_fen(fen).unwrap().to_fen(), fen);
            assert!(Position::from_fen(fen).is_err(), "{fen}");
        }
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
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x",
                FenError::BadSide("x".into()),
            ),
        ];
        for (fen, err) in cases {
            assert_eq!(Position::from_fen(fen), Err(err), "{fen}");
        }
        let problems = |fen: &str| match Position::from_fen(fen) {
            Err(FenError::Position(e)) => e.problems().to_vec(),
            other => panic!("{fen}: {other:?}"),
        };
        assert_eq!(
            problems("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w"),
            [Problem::NoGeneral { side: Side::White }]
        );
        assert!(matches!(
            problems("4k4/9/9/9/9/9/9/9/9/K8 w")[..],
            [Problem::OutsidePalace { .. }]
        ));
        assert!(matches!(
            problems("4k4/9/9/9/4B4/9/9/9/9/4K4 w")[..],
            [Problem::ElephantAcrossRiver { .. }, ..]
        ));
        assert_eq!(
            problems("4k4/9/9/9/9/9/9/9/9/4K4 w"),
            [Problem::WaitingSideInCheck { side: Side::Black }]
        );
        // Soldiers never stand behind their starting rank (rank 4 for Red, 7 for Black).
        for fen in [
            "3k5/9/9/9/9/9/9/9/4P4/4K4 w",
            "3k5/9/9/9/9/9/9/P8/9/4K4 w",
            "3kp4/9/9/9/9/9/9/9/9/4K4 w",
            "3k5/9/8p/9/9/9/9/9/9/4K4 w",
        ] {
            assert!(
                matches!(problems(fen)[..], [Problem::SoldierUnreachable { .. }]),
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
