//! FEN for chess positions, read and written. The en-passant field may list several
//! squares concatenated (`c3e3`), as Flickering Chess needs (`docs/rules/flickering.md` §7); orthodox
//! positions have at most one. Listed squares on which no enemy pawn could capture
//! are dropped when a position is made, so that written FENs list only available
//! captures; a [`Setup`] keeps and writes what was listed.

use super::setup::{PositionError, Setup, Validation};
use super::{Bitboard, Board, CastleSide, Castling, Piece, Position, Square};
use crate::core::Side;
use std::fmt::Write;

/// The orthodox start position.
pub const INITIAL_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// What is wrong with a FEN. Messages name the field and the problem.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    #[error("FEN is empty")]
    Empty,
    #[error("FEN has {0} fields; expected placement, side to move, castling, en passant, and optionally the two move counters")]
    FieldCount(usize),
    #[error("FEN placement has {0} ranks; expected 8 separated by '/'")]
    RankCount(usize),
    #[error("FEN rank {rank} has {files} files; expected 8")]
    RankWidth { rank: u8, files: usize },
    #[error("FEN rank {rank}: '{}' is not a piece letter (use KQRBNP for White, kqrbnp for Black, 1-8 for empty squares)", crate::core::text::shown(&.ch.to_string()))]
    BadPiece { rank: u8, ch: char },
    #[error("FEN side to move is '{}'; expected 'w' or 'b'", crate::core::text::shown(.0))]
    BadSide(String),
    #[error("FEN castling field '{}' is not '-' or a combination of K, Q, k, q", crate::core::text::shown(.0))]
    BadCastling(String),
    #[error("FEN en-passant field '{}': {reason}", crate::core::text::shown(.field))]
    BadEnPassant {
        field: String,
        reason: EpFieldProblem,
    },
    #[error("FEN halfmove clock '{}' is not a non-negative number", crate::core::text::shown(.0))]
    BadHalfmove(String),
    #[error("FEN fullmove number '{}' is not a number of at least 1", crate::core::text::shown(.0))]
    BadFullmove(String),
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// What is wrong with the en-passant field of a FEN (its syntax; whether the
/// squares can be used is [`super::setup::EpProblem`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EpFieldProblem {
    #[error("expected '-' or squares such as e3 or c6e6")]
    Shape,
    #[error("'{0}' is not a square")]
    NotASquare(String),
    #[error("{0} is listed twice")]
    ListedTwice(Square),
}

impl Setup {
    /// Read a setup from FEN: well formed, but not necessarily playable (the
    /// position editor shows any such setup and names what is wrong with it).
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.is_empty() {
            return Err(FenError::Empty);
        }
        if !(4..=6).contains(&fields.len()) {
            return Err(FenError::FieldCount(fields.len()));
        }
        let board = parse_placement(fields[0])?;
        let turn = match fields[1] {
            "w" => Side::White,
            "b" => Side::Black,
            other => return Err(FenError::BadSide(other.to_string())),
        };
        let castling = parse_castling(fields[2])?;
        let ep = parse_ep(fields[3])?;
        let halfmove = match fields.get(4) {
            None => 0,
            Some(h) => h
                .parse()
                .map_err(|_| FenError::BadHalfmove(h.to_string()))?,
        };
        let fullmove = match fields.get(5) {
            None => 1,
            Some(f) => match f.parse::<u32>() {
                Ok(n) if n >= 1 => n,
                _ => return Err(FenError::BadFullmove(f.to_string())),
            },
        };
        Ok(Setup {
            board,
            turn,
            castling,
            ep,
            halfmove,
            fullmove,
        })
    }

    /// Write the setup as FEN, every listed en-passant square included. What this
    /// writes, [`Setup::from_fen`] reads back (a move number of 0 is written as 1).
    pub fn fen(&self) -> String {
        let mut out = placement_fen(&self.board);
        let _ = write!(
            out,
            " {} {} ",
            self.turn.fen_char(),
            self.castling.letters()
        );
        if self.ep.is_empty() {
            out.push('-');
        } else {
            for sq in self.ep {
                let _ = write!(out, "{sq}");
            }
        }
        let _ = write!(out, " {} {}", self.halfmove, self.fullmove.max(1));
        out
    }
}

impl Position {
    /// Read a playable position from FEN ([`Validation::Playable`]).
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Ok(Position::try_from(Setup::from_fen(fen)?)?)
    }

    /// Read a position from FEN, accepting one where the side not to move is in
    /// check ([`Validation::AllowOpponentInCheck`]): for `perft` and the reference
    /// data, which contain such positions. Every other rule is enforced.
    pub fn from_fen_lenient(fen: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(
            Setup::from_fen(fen)?,
            Validation::AllowOpponentInCheck,
        )?)
    }

    /// Write the position as FEN.
    pub fn fen(&self) -> String {
        Setup::from(*self).fen()
    }
}

impl Castling {
    /// The FEN castling field: `KQkq`, some of those letters, or `-`.
    pub fn letters(self) -> String {
        let s: String = CASTLING_LETTERS
            .iter()
            .filter(|&&(side, cs, _)| self.has(side, cs))
            .map(|&(_, _, c)| c)
            .collect();
        if s.is_empty() {
            "-".into()
        } else {
            s
        }
    }

    /// The right a FEN castling letter stands for (`K`, `Q`, `k`, `q`).
    pub fn from_letter(c: char) -> Option<(Side, CastleSide)> {
        CASTLING_LETTERS
            .iter()
            .find(|&&(_, _, l)| l == c)
            .map(|&(side, cs, _)| (side, cs))
    }
}

const CASTLING_LETTERS: [(Side, CastleSide, char); 4] = [
    (Side::White, CastleSide::King, 'K'),
    (Side::White, CastleSide::Queen, 'Q'),
    (Side::Black, CastleSide::King, 'k'),
    (Side::Black, CastleSide::Queen, 'q'),
];

/// The placement field of a board.
pub fn placement_fen(board: &Board) -> String {
    let mut out = String::with_capacity(72);
    for rank in (0..8u8).rev() {
        let mut empty = 0;
        for file in 0..8u8 {
            let sq = Square::from_index_unchecked(rank * 8 + file);
            match board.piece_at(sq) {
                Some(p) => {
                    if empty > 0 {
                        out.push((b'0' + empty) as char);
                        empty = 0;
                    }
                    out.push(p.fen_char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push((b'0' + empty) as char);
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

fn parse_placement(text: &str) -> Result<Board, FenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount(ranks.len()));
    }
    let mut board = Board::empty();
    for (i, row) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file = 0usize;
        for ch in row.chars() {
            if let Some(d) = ch.to_digit(10) {
                if d == 0 {
                    return Err(FenError::BadPiece { rank: rank + 1, ch });
                }
                file += d as usize;
            } else {
                let piece =
                    Piece::from_fen_char(ch).ok_or(FenError::BadPiece { rank: rank + 1, ch })?;
                if file < 8 {
                    board.put(Square::from_index_unchecked(rank * 8 + file as u8), piece);
                }
                file += 1;
            }
        }
        if file != 8 {
            return Err(FenError::RankWidth {
                rank: rank + 1,
                files: file,
            });
        }
    }
    Ok(board)
}

fn parse_castling(text: &str) -> Result<Castling, FenError> {
    let mut castling = Castling::NONE;
    if text == "-" {
        return Ok(castling);
    }
    for c in text.chars() {
        let Some((side, cs)) = Castling::from_letter(c) else {
            return Err(FenError::BadCastling(text.to_string()));
        };
        if castling.has(side, cs) {
            return Err(FenError::BadCastling(text.to_string()));
        }
        castling.set(side, cs, true);
    }
    Ok(castling)
}

/// The listed squares (syntax only; [`Setup::problems`] judges them on the board).
fn parse_ep(text: &str) -> Result<Bitboard, FenError> {
    let mut ep = Bitboard::EMPTY;
    if text == "-" {
        return Ok(ep);
    }
    let bad = |reason: EpFieldProblem| FenError::BadEnPassant {
        field: text.to_string(),
        reason,
    };
    if !text.is_ascii() || text.len() % 2 != 0 {
        return Err(bad(EpFieldProblem::Shape));
    }
    for chunk in text.as_bytes().chunks(2) {
        let name = std::str::from_utf8(chunk).unwrap_or("");
        let sq = Square::parse(name).ok_or_else(|| bad(EpFieldProblem::NotASquare(name.into())))?;
        if ep.contains(sq) {
            return Err(bad(EpFieldProblem::ListedTwice(sq)));
        }
        ep.insert(sq);
    }
    Ok(ep)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_round_trips() {
        let pos = Position::from_fen(INITIAL_FEN).unwrap();
        assert_eq!(pos, Position::initial());
        assert_eq!(pos.fen(), INITIAL_FEN);
    }

    #[test]
    fn errors_name_the_field_and_problem() {
        let e = |f: &str| Position::from_fen(f).unwrap_err().to_string();
        assert_eq!(
            e("rnbqkbnr/pppppppp/8/8/8/9/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            "FEN rank 3 has 9 files; expected 8"
        );
        assert_eq!(
            e("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            "FEN rank 2 has 9 files; expected 8"
        );
        assert!(e("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1").contains("7 ranks"));
        assert!(
            e("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1").contains("side to move")
        );
        assert!(e("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1").contains("'X'"));
        assert!(e("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1").contains("h1"));
        assert!(e("8/8/8/8/8/8/8/8 w - - 0 1").contains("kings"));
        assert!(e("4k3/8/8/8/8/8/8/4K2P w - - 0 1").contains("h1"));
        assert!(e("4k3/8/8/8/8/8/8/4K3 w - e6 0 1").contains("no black pawn on e5"));
        assert!(e("4k3/8/8/8/8/8/8/4K3 w - e3 0 1").contains("rank 6"));
        assert!(e("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1").contains("not to move (black) is in check"));
        assert!(e("").contains("empty"));
        assert!(Position::from_fen_lenient("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1").is_ok());
        assert!(Position::from_fen_lenient("4k3/4R3/8/8/8/8/8/4K3 w KQ - 0 1").is_err());
        assert!(e("4k3/8/8/8/8/8/8/4K3 w - - x 1").contains("halfmove"));
    }

    #[test]
    fn multi_square_en_passant() {
        let fen = "4k3/8/8/8/1pPpP3/8/8/4K3 b - c3e3 0 1";
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(pos.ep_squares().count(), 2);
        assert_eq!(pos.fen(), fen);
        // Orthodox FEN with an ep square nobody can use: accepted, not written back.
        let pos = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
            .unwrap();
        assert!(pos.ep_squares().is_empty());
    }

    #[test]
    fn setups_read_and_write_unplayable_fens() {
        for fen in [
            "3k4/3K4/8/8/8/8/8/8 w - - 0 1",
            "8/8/8/8/8/8/8/8 b KQkq e3 7 12",
            "P3k3/8/8/8/8/8/8/4K3 w - c3e6 0 1",
        ] {
            let setup = Setup::from_fen(fen).unwrap();
            assert_eq!(setup.fen(), fen);
            assert!(Position::from_fen(fen).is_err(), "{fen}");
        }
        let e = Position::from_fen("3k4/3K4/8/8/8/8/8/8 w - - 0 1").unwrap_err();
        assert_eq!(e.to_string(), "the side not to move (black) is in check");
    }
}
