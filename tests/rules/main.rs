//! Rules, notation and records: reference data, property tests, parsers.
//!
//! One test target per group (instead of one per file) keeps the cold build and the
//! target folder small: each target links the library once.

#![allow(clippy::unwrap_used)] // a test may unwrap: a failure is the test failing

#[path = "../common/crowded.rs"]
mod crowded;
#[path = "../common/referee.rs"]
mod referee;

mod architecture;
mod chess_perft;
mod chess_props;
mod flicker_levels;
mod flicker_mate;
mod flicker_notation;
mod flicker_reference;
mod flicker_rules;
mod parsers_never_panic;
mod practice_lessons;
mod practice_puzzles;
mod practice_xiangqi_puzzles;
mod record_flicker;
mod record_formats;
mod record_xiangqi;
mod review;
mod xiangqi_movegen;
mod xiangqi_notation;
mod xiangqi_perft;
mod xiangqi_repetition;
mod xiangqi_status;
