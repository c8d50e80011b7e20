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
pub fn position_from_fen_lenient(fen: &str) -> Result<Position, FenError> {
    let err = match Position::from_fen(fen) {
        Ok(pos) => return Ok(pos),
        Err(e @ FenError::OpponentInCheck(_)) => e,
        Err(e) => return Err(e),
    };
    // Read it with the other side to move and no en-passant field, then restore both.
    let mut fields: Vec<&str> = fen.split_whitespace().collect();
    let real_turn = fields[1];
    fields[1] = if real_turn == "w" { "b" } else { "w" };
    let ep_text = fields[3];
    fields[3] = "-";
    let flipped = Position::from_fen(&fields.join(" ")).map_err(|_| err.clone())?;
    let turn = !flipped.turn();
    let board = *flipped.board();
    let mut ep = Bitboard::EMPTY;
    if ep_text != "-" {
        for chunk in ep_text.as_bytes().chunks(2) {
            let sq = std::str::from_utf8(chunk)
                .ok()
                .and_then(Square::parse)
                .ok_or_else(|| err.clone())?;
            if !board.occupied().contains(sq)
                && (tables().pawn(!turn, sq) & board.pieces(turn, Role::Pawn)).any()
            {
                ep.insert(sq);
            }
        }
    }
    Ok(Position::from_parts(
        board,
        turn,
        flipped.castling(),
        ep,
        flipped.halfmove_clock(),
        flipped.fullmove_number(),
    ))
}
