//! The terminal front end (ratatui): maps keys and mouse to actions, hands them to a
//! game through the narrow [`game::PlayableGame`] interface, and draws from state.
//!
//! - [`game`]: the interface to the game sessions, in the front end's vocabulary;
//! - [`adapters`]: that interface implemented for the sessions;
//! - [`action`]: actions and the keymap;
//! - [`app`]: the game screen's state and what actions do;
//! - [`layout`]: the layout and the one view transform (drawing and mouse);
//! - [`board`], [`ui`], [`glyphs`]: widgets;
//! - [`start`]: the start screen and the screen switch;
//! - [`setup`], [`analysis`]: the position editor and the checker's reports;
//! - [`terminal`]: the real terminal and the event loop.

pub mod action;
pub mod adapters;
pub mod analysis;
pub mod app;
pub mod board;
pub mod game;
pub mod glyphs;
pub mod layout;
pub mod practice;
pub mod setup;
pub mod start;
pub mod terminal;
pub mod ui;

pub use app::{App, Settings};
pub use game::PlayableGame;
pub use start::{GameFactory, Tui};

use crate::session::GameKind;
use app::Settings as AppSettings;

/// What can stop the terminal game from starting or running.
#[derive(Debug, thiserror::Error)]
pub enum TuiError {
    /// The game could not be created (bad FEN, game not available).
    #[error("{0}")]
    Game(String),
    #[error("terminal error: {0}")]
    Io(#[from] std::io::Error),
}

/// Which game `play` starts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameChoice {
    Flickering,
    Xiangqi,
    /// Orthodox chess through the development adapter.
    OrthodoxChess,
}

/// Make a new game (optionally from a FEN) through the adapters.
pub fn new_game(choice: GameChoice, fen: Option<&str>) -> Result<Box<dyn PlayableGame>, String> {
    adapters::new_game(choice, fen)
}

fn factory() -> GameFactory {
    Box::new(|kind| {
        let choice = match kind {
            GameKind::Flickering => GameChoice::Flickering,
            GameKind::Xiangqi => GameChoice::Xiangqi,
        };
        new_game(choice, None)
    })
}

/// `duochess` with no arguments: the start screen.
pub fn run_start_screen(settings: AppSettings) -> Result<(), TuiError> {
    terminal::run(Tui::start_screen(factory(), settings))?;
    Ok(())
}

/// `duochess play GAME`: straight into a game.
pub fn run_game(
    choice: GameChoice,
    fen: Option<&str>,
    settings: AppSettings,
) -> Result<(), TuiError> {
    let game = new_game(choice, fen).map_err(TuiError::Game)?;
    terminal::run(Tui::in_game(game, factory(), settings))?;
    Ok(())
}

/// `duochess setup GAME`: the position editor, on the start position or a FEN.
pub fn run_setup(kind: GameKind, fen: Option<&str>, settings: AppSettings) -> Result<(), TuiError> {
    let editor = setup::SetupEditor::open(kind, fen, settings).map_err(TuiError::Game)?;
    terminal::run(Tui::in_setup(editor, factory(), settings))?;
    Ok(())
}
