//! The game-facing layer: what a front end needs to show and play a game, with no
//! terminal code — the port every game is played through ([`port`]) and its
//! implementations for the sessions ([`adapters`]), the checker's reports
//! ([`analysis`]), the computer or engine playing one side ([`opponent`]),
//! background jobs with cancellation ([`worker`]), and the commands of the `:` line
//! ([`commands`]).

pub mod adapters;
pub mod analysis;
pub mod commands;
pub mod hint;
pub mod hosting;
pub mod opponent;
pub mod port;
pub mod records;
pub mod remote;
pub mod review;
pub mod settings;
pub mod setup;
pub mod worker;

pub use adapters::{new_game, SetupError};
pub use port::PlayableGame;
pub use settings::Settings;
pub use setup::{GameSetup, Players};
