//! Game records: the PGN-style text format shared by both games (tag pairs and
//! movetext), and safe storage on disk (atomic writes, the autosave location).
//!
//! This layer knows text and files; turning move text into moves is done by each
//! game's notation module, and replaying them by the game sessions.

pub mod pgn;
pub mod store;

pub use pgn::{PgnError, PgnGame, Turn};
pub use store::{DataDir, StoreError};
