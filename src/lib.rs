//! duochess: Flickering Chess and Xiangqi — their rules exactly, an exact
//! mate/stalemate solver and mate search for Flickering series, records of both games,
//! and a terminal program to play them (hot-seat, against the computer or an engine, or across the network).
//!
//! The crate's root re-exports what a program of your own would use; the modules hold
//! the rest. `docs/architecture.md` maps the layers.
//!
//! # Flickering Chess: is it mate?
//!
//! A turn is a *series*: each of the side's units may move at most once, and the
//! series must end with the mover's king unattacked. [`flicker_outcome`] decides a
//! position exactly; [`solve`] also gives the rescue series when there is one.
//!
//! ```
//! use duochess::{flicker_outcome, solve, ChessPosition, Outcome, Side, Verdict};
//!
//! // Black is in check from the rook; the king steps aside or the knight blocks.
//! let pos = ChessPosition::from_fen("4k3/8/8/8/8/8/3n4/K3R3 b - - 0 1")?;
//! assert_eq!(flicker_outcome(&pos), Outcome::Ongoing);
//! let Verdict::Escape(series) = solve(&pos).verdict else { panic!("an escape") };
//! assert_eq!(series.mover(), Side::Black);
//!
//! // A back-rank mate in orthodox chess is not one here: h6, then Kh7.
//! let pos = ChessPosition::from_fen("3R2k1/5ppp/8/8/8/8/8/K7 b - - 0 1")?;
//! assert!(pos.is_check());
//! assert_eq!(flicker_outcome(&pos), Outcome::Ongoing);
//! # Ok::<(), duochess::chess::FenError>(())
//! ```
//!
//! # Flickering Chess: a mate in one series
//!
//! ```
//! use duochess::{mate_in_one, ChessPosition, MateLimits, MateOutcome};
//!
//! let pos = ChessPosition::from_fen("6k1/8/6K1/8/8/8/8/R7 w - - 0 1")?;
//! let report = mate_in_one(&pos, MateLimits::default());
//! assert!(matches!(report.outcome, MateOutcome::Found(_)));
//! assert_eq!(report.san(), ["Ra8#"]);
//! # Ok::<(), duochess::chess::FenError>(())
//! ```
//!
//! # Xiangqi
//!
//! ```
//! use duochess::{Outcome, XiangqiPosition};
//!
//! let start = XiangqiPosition::from_fen(duochess::xiangqi::START_FEN)?;
//! assert_eq!(start.legal_moves().len(), 44);
//! assert_eq!(start.outcome(), Outcome::Ongoing);
//! # Ok::<(), duochess::xiangqi::FenError>(())
//! ```
//!
//! # Records
//!
//! Games are PGN-style records ([`load`] reads one of either game, checking every
//! move; [`record`] writes them).
//!
//! ```
//! use duochess::{load, GameKind, LoadedGame};
//!
//! let text = "[Variant \"flickering\"]\n\n1a. e4, Nf3 1b. e5 *\n";
//! let loaded = load(text)?;
//! assert!(matches!(loaded.game, LoadedGame::Flickering(_)));
//! assert_eq!(duochess::record::variant_of(&duochess::record::PgnGame::parse(text)?)?, GameKind::Flickering);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Layers, from the inside out
//! - [`core`]: sides, geometry, square sets, movement primitives (both games);
//! - [`chess`]: orthodox chess positions, legal move generation, FEN, perft;
//! - [`xiangqi`]: Xiangqi positions, move generation, FEN, notation, mate search;
//! - [`flicker`]: Flickering Chess series, series notation, the solver, the mate
//!   search, the series engine;
//! - [`session`]: games in progress: history, take-back, repetition, results, clock;
//! - [`record`]: records of both games, the data folder, the autosave;
//! - [`config`]: the settings file; [`uci`]: a UCI engine client;
//! - [`practice`]: lessons and puzzles proved by the solver;
//! - [`i18n`]: the player's words in English and Ukrainian;
//! - [`play`]: the game-facing layer any front end uses (the port, the opponent);
//! - [`words`]: typed values become the player's words;
//! - [`tui`]: the terminal program; [`cli`]: the command-line subcommands.

pub mod chess;
pub mod cli;
pub mod config;
pub mod core;
pub mod flicker;
pub mod i18n;
pub mod plain;
pub mod play;
pub mod practice;
pub mod record;
pub mod remote;
pub mod session;
pub mod tui;
pub mod uci;
pub mod words;
pub mod xiangqi;

pub use crate::chess::Position as ChessPosition;
pub use crate::core::{Outcome, Side};
pub use crate::flicker::mate::{mate_in_one, MateLimits, MateOutcome, MateReport};
pub use crate::flicker::{outcome as flicker_outcome, solve, Series, Solution, Verdict};
pub use crate::record::{load, load_file, Loaded, LoadedGame, RecordInfo};
pub use crate::session::{GameKind, GameResult};
pub use crate::xiangqi::Position as XiangqiPosition;
