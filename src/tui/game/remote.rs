//! What a game across the network (`crate::tui::remote`) needs of the game screen:
//! the other side's move, answer or resignation, already played on the game through
//! this side's rules (`crate::play::remote::RemotePlay`), is shown and autosaved as
//! the player's own moves are; a sentence of the network screens goes on the message
//! line.

use super::{App, Message};
use crate::core::Side;

impl App {
    /// The game changed by a message of the other side, or by an action the network
    /// side played itself (`turn_before`: whose turn it was before): the selection,
    /// the result or the series so far on the message line, the clock, the autosave.
    pub(crate) fn played_elsewhere(&mut self, turn_before: Side) {
        self.after_play(turn_before);
        self.autosave();
    }

    /// A sentence on the message line (`error`: drawn as a refusal).
    pub(crate) fn say_line(&mut self, text: String, error: bool) {
        self.message = Some(Message {
            text: crate::tui::widgets::text::sentence(&text),
            error,
        });
    }
}
