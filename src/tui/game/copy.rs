//! `y`, `Y`, `:copy fen`, `:copy record`: the FEN or the game's record for the
//! system clipboard. The game screen keeps the text until the stack hands it to the
//! terminal ([`crate::tui::clipboard`]).

use super::App;
use crate::play::commands::Copied;
use crate::play::opponent::Opponent;
use crate::words::game::GameText;

impl App {
    /// Keep `what` for the clipboard and say it was sent. A game without a record
    /// (none of the two games) gives its FEN, and says so.
    pub(super) fn copy(&mut self, what: Copied) {
        let record = match what {
            Copied::Fen => None,
            Copied::Record => {
                // The record as `:save` would write it, with the program that plays.
                let mut info = self.records.info.clone();
                info.opponent = self.opponent.as_ref().map(Opponent::recorded);
                self.game.record(&info)
            }
        };
        let (text, what) = match record {
            Some(record) => (record, Copied::Record),
            None => (self.game.fen(), Copied::Fen),
        };
        self.clipboard = Some(text);
        self.info(self.say(GameText::Copied(what)));
    }
}
