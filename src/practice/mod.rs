//! Practice material with no terminal code: puzzles generated and proved by the
//! Flickering solver, the checker a screen calls with the player's answer, and the
//! guided lessons of both games as data with goals decided by the rules core.
//!
//! - [`rng`]: a small seeded generator (same seed → same puzzles);
//! - [`sources`]: where candidate positions come from (random series from the start
//!   position and from middlegames, constructed endgames);
//! - [`puzzle`]: the puzzle kinds, their generation, filtering and deduplication;
//! - [`check`]: accepting or refusing a player's series or verdict, with the reason;
//! - [`lessons`]: Flickering Chess lessons; [`xiangqi_lessons`]: Xiangqi lessons.
//!
//! Every text a player reads is kept in one place (the lesson tables and the error
//! enums' messages), so that a translation layer can replace them by message id.

pub mod check;
pub mod lessons;
pub mod puzzle;
pub mod rng;
pub mod sources;
pub mod xiangqi_lessons;

pub use check::{check_series, check_text, check_verdict, Accepted, Refused};
pub use puzzle::{
    generate, GenerateError, Generated, JudgeVerdict, Puzzle, PuzzleKind, Request, Solution, Tag,
};
