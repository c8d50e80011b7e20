//! Adapters: the game sessions seen through [`crate::play::port::PlayableGame`].

pub mod flicker;
pub mod setup;
pub mod xiangqi;

use crate::play::port::PlayableGame;
use crate::record::LoadedGame;
use crate::session::GameKind;

/// Why a position could not be read, played or searched: the rules core's typed
/// errors (a FEN that is not well formed, a setup that breaks rules, each naming
/// every problem), or a placement of the wrong game. `Display` is English, for the
/// command line's logs; the player reads its words from `crate::words::editor`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// A chess FEN that is not well formed.
    #[error(transparent)]
    ChessFen(#[from] crate::chess::FenError),
    /// A Xiangqi FEN that is not well formed.
    #[error(transparent)]
    XiangqiFen(#[from] crate::xiangqi::FenError),
    /// A chess setup that cannot be played: every rule it breaks.
    #[error(transparent)]
    ChessPosition(#[from] crate::chess::PositionError),
    /// A Xiangqi setup that cannot be played: every rule it breaks.
    #[error(transparent)]
    XiangqiPosition(#[from] crate::xiangqi::PositionError),
    /// A chess step asked of a Xiangqi placement.
    #[error("this is a Xiangqi position, not a chess one")]
    NotChess,
    /// A Xiangqi step asked of a chess placement.
    #[error("this is a chess position, not a Xiangqi one")]
    NotXiangqi,
    /// The game cannot be started here (a front end built without it).
    #[error("{0} is not available here")]
    Unavailable(crate::session::GameKind),
    /// The mate search asked of a Xiangqi placement.
    #[error("the mate-in-one-series search is for Flickering Chess")]
    MateSearchIsForFlickering,
    /// A Xiangqi move typed in the editor that cannot be read or is refused (the
    /// rules core's reason).
    #[error(transparent)]
    XiangqiMove(#[from] crate::xiangqi::NotationError),
}

/// Make a new game of a kind, optionally from a FEN.
pub fn new_game(kind: GameKind, fen: Option<&str>) -> Result<Box<dyn PlayableGame>, SetupError> {
    match kind {
        GameKind::Flickering => Ok(Box::new(flicker::FlickerAdapter::new(fen)?)),
        GameKind::Xiangqi => Ok(Box::new(xiangqi::XiangqiAdapter::new(fen)?)),
    }
}

/// The adapter for a game read from a record.
pub fn from_loaded(game: LoadedGame) -> Box<dyn PlayableGame> {
    match game {
        LoadedGame::Flickering(g) => Box::new(flicker::FlickerAdapter::from_game(*g)),
        LoadedGame::Xiangqi(g) => Box::new(xiangqi::XiangqiAdapter::from_game(*g)),
    }
}
