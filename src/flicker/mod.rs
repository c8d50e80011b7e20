//! Flickering Chess: a turn is a *series* of moves by one side, each unit moving at
//! most once (rules: `flickering.md`). This module holds the series engine
//! ([`SeriesState`], [`Series`]), series notation ([`notation`]), the exact
//! mate/stalemate solver ([`solver`]) and the series enumerator ([`enumerate`]).

pub mod enumerate;
pub mod notation;
pub mod series;
pub mod solver;
pub mod state;

pub use series::{CannotEnd, Refusal, Series};
pub use solver::{solve, Solution, SolveStats, Verdict};
pub use state::SeriesState;

use crate::chess::{tables, Bitboard, FenError, Position, Role, Square};

/// Read a FEN like [`Position::from_fen`], but also accept a position where the side
/// not to move is in check. No game reaches one (every series ends with the mover's
/// king unattacked), yet reference data and composed problems may contain such
/// positions, and counting series from them is still well defined (a king is never
/// captured). Other errors are reported as by `from_fen`.
///
/// (Written without naming `FenError` variants so that it survives the chess
/// layer's evolving error types; where the chess layer offers its own lenient
/// reader, this can simply call it.)
pub fn position_from_fen_lenient(fen: &str) -> Result<Position, FenError> {
    let err = match Position::from_fen(fen) {
        Ok(pos) => return Ok(pos),
        Err(e) => e,
    };
    // Read it with the other side to move and no en-passant field, then restore
    // both, checking the en-passant field for the real side to move by hand.
    let mut fields: Vec<&str> = fen.split_whitespace().collect();
    if fields.len() < 4 || !matches!(fields[1], "w" | "b") {
        return Err(err);
    }
    let real_turn = fields[1];
    fields[1] = if real_turn == "w" { "b" } else { "w" };
    let ep_text = fields[3];
    fields[3] = "-";
    let flipped = Position::from_fen(&fields.join(" ")).map_err(|_| err.clone())?;
    let turn = !flipped.turn();
    let board = *flipped.board();
    let mut ep = Bitboard::EMPTY;
    if ep_text != "-" {
        if !ep_text.is_ascii() || ep_text.len() % 2 != 0 {
            return Err(err);
        }
        for chunk in ep_text.as_bytes().chunks(2) {
            let Some(sq) = std::str::from_utf8(chunk).ok().and_then(Square::parse) else {
                return Err(err);
            };
            let pawn_rank = turn.fold(4u8, 3);
            let ep_rank = turn.fold(5u8, 2);
            let Some(pawn_sq) = Square::new(sq.file(), crate::core::Rank(pawn_rank)) else {
                return Err(err);
            };
            if sq.rank().0 != ep_rank
                || !board.pieces(!turn, Role::Pawn).contains(pawn_sq)
                || board.occupied().contains(sq)
            {
                return Err(err);
            }
            if (tables().pawn(!turn, sq) & board.pieces(turn, Role::Pawn)).any() {
                ep.insert(sq);
            }
        }
    }
    // The flipped reading passed every other check; what failed was the side not
    // to move being in check (or an en-passant field now checked above).
    Ok(Position::from_parts(
        board,
        turn,
        flipped.castling(),
        ep,
        flipped.halfmove_clock(),
        flipped.fullmove_number(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lenient_reading_accepts_only_the_opponent_in_check() {
        let fen = "kb5R/n1K5/8/8/8/8/8/R7 b - - 0 1";
        assert!(Position::from_fen(fen).is_err());
        let pos = position_from_fen_lenient(fen).unwrap();
        assert_eq!(pos.fen(), fen);
        // Other errors stay errors.
        assert!(position_from_fen_lenient("4k3/8/8/8/8/8/8/4K3 w - e6 0 1").is_err());
        assert!(position_from_fen_lenient("4k3/8/8/8/8/8/8/4K3 x - - 0 1").is_err());
        assert!(position_from_fen_lenient("8/8/8/8/8/8/8/4K3 w - - 0 1").is_err());
        // En passant kept for the real side to move.
        let fen = "4k3/8/8/8/1pP5/8/8/4K2r b - c3 0 1";
        assert!(Position::from_fen(fen).is_err());
        let pos = position_from_fen_lenient(fen).unwrap();
        assert_eq!(pos.ep_squares().count(), 1);
    }
}
