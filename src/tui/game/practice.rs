//! Practice aids while playing: the hint shown after the hint key, and whether the
//! squares the opponent attacks are drawn. The answers come from the game (the rules
//! core through the adapters); this module only holds what is shown.

use crate::play::port::Hint;

/// The practice aids' state on the game screen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Practice {
    /// The hint asked for in the current position (cleared by any move or undo).
    pub hint: Option<Hint>,
    /// Draw the squares or points the opponent attacks now.
    pub show_attacks: bool,
}
