//! The command-line subcommands and end-to-end runs of the real binary in a pty.
//!
//! One test target per group (instead of one per file) keeps the cold build and the
//! target folder small: each target links the library once.

#![allow(clippy::unwrap_used)] // a test may unwrap: a failure is the test failing

#[path = "../common/mod.rs"]
mod common;
#[path = "../common/referee.rs"]
mod referee;

mod cli_chess;
mod cli_record;
mod clock_e2e;
mod engine_life_e2e;
mod flicker_cli;
mod help_cli;
mod layout_e2e;
mod notation_e2e;
mod opponent_e2e;
mod output_cli;
mod perft_cli;
mod plain_e2e;
mod plain_learn_e2e;
mod playing_e2e;
mod practice_e2e;
mod puzzles_cli;
mod records_e2e;
mod remote_e2e;
mod review_cli;
mod review_e2e;
mod settings_e2e;
mod stack_e2e;
mod tui_cli;
mod tui_e2e;
mod xiangqi_cli;
