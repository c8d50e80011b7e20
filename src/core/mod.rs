//! The rules core shared by both games: sides, board geometry (8x8 and 9x10),
//! square sets, and the movement primitives (step, slide, leap, blockable leap,
//! screen hop) from which each game builds its move generation.
//!
//! Nothing here knows about a particular game's special rules; those live in
//! `crate::chess`, `crate::flicker` and `crate::xiangqi` as ordinary code.

pub mod alphabet;
pub mod geometry;
pub mod hash;
pub mod movement;
pub mod outcome;
pub mod setup;
pub mod side;
pub mod squareset;
pub mod text;

pub use geometry::{Delta, File, Geometry, Rank, Square};
pub use outcome::Outcome;
pub use setup::PositionError;
pub use side::Side;
pub use squareset::SquareSet;
