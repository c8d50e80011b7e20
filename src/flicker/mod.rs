//! Flickering Chess: a turn is a *series* of moves by one side, each unit moving at
//! most once (rules: `docs/rules/flickering.md`). This module holds the series engine
//! ([`SeriesState`], [`Series`]), series notation ([`notation`]), the exact
//! mate/stalemate solver ([`solver`]) and the series enumerator ([`enumerate`]).

pub mod engine;
pub mod enumerate;
pub mod mate;
pub mod notation;
pub mod series;
pub mod solver;
pub mod state;

pub use series::{CannotEnd, CastleReason, Refusal, Series};
pub use solver::{outcome, rescue_from, solve, Solution, SolveStats, Verdict};
pub use state::SeriesState;
