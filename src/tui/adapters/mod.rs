//! Adapters: the game sessions seen through [`crate::tui::port::PlayableGame`].

pub mod flicker;
pub mod orthodox;
pub mod setup;
pub mod xiangqi;

use super::GameChoice;
use crate::record::LoadedGame;
use crate::tui::port::PlayableGame;

/// Make a new game of a choice, optionally from a FEN.
pub fn new_game(choice: GameChoice, fen: Option<&str>) -> Result<Box<dyn PlayableGame>, String> {
    match choice {
        GameChoice::OrthodoxChess => Ok(Box::new(orthodox::OrthodoxChess::new(fen)?)),
        GameChoice::Flickering => Ok(Box::new(flicker::FlickerAdapter::new(fen)?)),
        GameChoice::Xiangqi => Ok(Box::new(xiangqi::XiangqiAdapter::new(fen)?)),
    }
}

/// The adapter for a game read from a record.
pub fn from_loaded(game: LoadedGame) -> Box<dyn PlayableGame> {
    match game {
        LoadedGame::Flickering(g) => Box::new(flicker::FlickerAdapter::from_game(*g)),
        LoadedGame::Xiangqi(g) => Box::new(xiangqi::XiangqiAdapter::from_game(*g)),
    }
}
