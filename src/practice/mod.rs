//! Practice material with no terminal code: puzzles generated and proved by the
//! Flickering solver, the checker a screen calls with the player's answer, and the
//! guided lessons of both games as data with goals decided by the rules core.
//!
//! - [`rng`]: a small seeded generator (same seed → same puzzles);
//! - [`sources`]: where candidate positions come from (random series from the start
//!   position and from middlegames, constructed endgames);
//! - [`puzzle`]: the puzzle kinds, their generation, filtering and deduplication;
//! - [`plausible`]: the material limits of a position a game could reach, which
//!   every generated puzzle keeps (both games);
//! - [`check`]: accepting or refusing a player's series or verdict, with the reason;
//! - [`lessons`]: Flickering Chess lessons; [`xiangqi_lessons`]: Xiangqi lessons.
//!
//! No words for the player here: what a screen says (a lesson's title, why an answer
//! is refused, a proof) is a typed value the front end renders in the player's
//! language. The error enums keep an English `Display` for the `puzzles` command and
//! the tests.

pub mod check;
pub mod lessons;
pub mod plausible;
pub mod progress;
pub mod proof;
pub mod puzzle;
pub mod rng;
pub mod sources;
pub mod xiangqi_lessons;
pub mod xiangqi_puzzle;

/// A lesson: a short position, a goal (conditions of type `C` the rules core checks
/// on the player's answer) and a "show me" answer. Each game defines its conditions
/// and how they are checked. Its title and instruction are words for the player:
/// the front end has them, under the lesson's `id`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Lesson<C: 'static> {
    /// Stable key (the front end's words and saved progress are found by it).
    pub id: &'static str,
    pub fen: &'static str,
    /// Every condition must hold (and the answer must be legal).
    pub goal: &'static [C],
    /// A solution in coordinates, played by "show me".
    pub show_me: &'static str,
}

/// The lesson with `id` in `lessons`.
pub fn find_lesson<C>(lessons: &'static [Lesson<C>], id: &str) -> Option<&'static Lesson<C>> {
    lessons.iter().find(|l| l.id == id)
}

pub use check::{check_series, check_text, check_verdict, Accepted, Refused};
pub use puzzle::{
    generate, GenerateError, Generated, JudgeVerdict, Puzzle, PuzzleKind, Request, Solution, Tag,
};
