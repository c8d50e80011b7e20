//! Games on disk, seen from the game screen: which actions may change the game's
//! record. Opening, saving, paths and the record-keeping are
//! [`crate::play::records`]'s.

use crate::tui::keys::Action;

/// Whether an action may change the game (and so its record). Cursor moves, typing
/// on the command line, browsing and the like do not.
pub fn may_change_game(action: &Action) -> bool {
    !matches!(
        action,
        Action::Cursor { .. }
            | Action::CommandChar(_)
            | Action::CommandBackspace
            | Action::CommandComplete
            | Action::OpenCommand
            | Action::Flip
            | Action::ShowFen
            | Action::Copy(_)
            | Action::Help
            | Action::ToggleNotation
            | Action::BrowseBack
            | Action::BrowseForward
            | Action::BrowseStart
            | Action::BrowseEnd
            | Action::ForceQuit
    )
}
