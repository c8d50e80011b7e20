//! Xiangqi (Chinese chess) rules on the shared core: points are
//! `core::Square<9, 10>`, sides are `core::Side` (`White` = Red).
//!
//! - [`piece`]: the seven kinds and their letters;
//! - [`board`]: points and regions (palace, river);
//! - `tables` (private): per-point move tables built once from the core movement primitives;
//! - [`position`]: placement, side to move, make/unmake, attack test;
//! - [`movegen`]: legal move generation (with the reasoning behind its fast legality test) and perft;
//! - [`setup`]: a placement anyone may build, checked into a [`Position`];
//! - [`fen`]: FEN read/write;
//! - [`notation`]: coordinate, algebraic and WXF move notation.
//!
//! Game history, repetition and the perpetual check/chase rules live in
//! [`crate::session::xiangqi`], because they need history.

pub mod board;
pub mod chase;
pub mod fen;
pub mod mate;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod piece;
pub mod position;
pub mod refusal;
pub mod setup;
pub(crate) mod tables;

pub use board::{Point, PointSet};
pub use fen::FenError;
pub use movegen::{perft, perft_divide};
pub use moves::Move;
pub use notation::NotationError;
pub use piece::{Piece, PieceKind};
pub use position::{Position, START_FEN};
pub use refusal::Refusal;
pub use setup::{PositionError, Problem, Setup};
