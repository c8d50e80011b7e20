//! The computer's own draw offer. Before its turn the computer offers a draw when
//! the play layer's rule says the game has stood still and level for a long
//! stretch ([`crate::play::opponent::Opponent::offers_draw`], beside its rule for
//! taking one). The offer goes through the port like a player's (so the session
//! keeps its once-a-game rule and the result is recorded as an agreed draw), and
//! the player answers the same yes/no question as a draw offered at the keyboard,
//! in words that say why the computer offers it. The computer thinks once the
//! question is answered.

use super::{App, Question};

impl App {
    /// Whether the computer, due to play, offers a draw now: the offer is made
    /// and waits in `asked` until the screen puts it to the player
    /// ([`App::opening_question`]).
    pub(super) fn computer_offers_draw(&mut self) -> bool {
        let Some(opponent) = &self.opponent else {
            return false;
        };
        let Some(feed) = self.game.engine_feed() else {
            return false;
        };
        if !opponent.offers_draw(&feed.engine_input()) || self.game.offer_draw().is_err() {
            return false;
        }
        self.asked = Some(Question::ComputerOffersDraw { by: opponent.side });
        true
    }

    /// The computer's draw offer waiting to be put to the player.
    pub(super) fn computer_offer_to_ask(&self) -> Option<Question> {
        self.asked
            .filter(|q| matches!(q, Question::ComputerOffersDraw { .. }))
    }
}
