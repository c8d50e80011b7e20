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

use crate::chess::{FenError, Position};

/// Read a FEN like [`Position::from_fen`], but also accept a position where the side
/// not to move is in check (see [`Position::from_fen_lenient`]). No game reaches one
/// (every series ends with the mover's king unattacked), yet reference data and
/// composed problems contain such positions, and the questions asked of the side to
/// move (its series, whether it is mated) remain well defined.
pub fn position_from_fen_lenient(fen: &str) -> Result<Position, FenError> {
    Position::from_fen_lenient(fen)
}
