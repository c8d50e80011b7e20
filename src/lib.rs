//! duochess: Flickering Chess and Xiangqi for two players at one keyboard.
//!
//! Layers, from the inside out:
//! - [`core`]: sides, geometry, square sets, movement primitives (both games);
//! - [`chess`]: orthodox chess positions, legal move generation, FEN, perft;
//! - [`flicker`]: Flickering Chess series, series notation, the mate/stalemate solver;
//! - [`xiangqi`]: Xiangqi positions, move generation, FEN, notation;
//! - [`session`]: games in progress: history, take-back, repetition, results;
//! - [`tui`]: the terminal game (ratatui front end);
//! - [`cli`]: the command-line subcommands;
//! - [`uci`]: a UCI engine client (Xiangqi engines such as Fairy-Stockfish and Pikafish).

pub mod chess;
pub mod cli;
pub mod config;
pub mod core;
pub mod flicker;
pub mod i18n;
pub mod play;
pub mod practice;
pub mod record;
pub mod session;
pub mod tui;
pub mod uci;
pub mod words;
pub mod xiangqi;
