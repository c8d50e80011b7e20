//! A rematch with colours swapped, across the network: after a result either side
//! offers it ([`RemotePlay::offer_rematch`]), the other answers
//! ([`RemotePlay::answer_rematch`]), and on yes both sides start the new game
//! ([`RemotePlay::rematch`]): the same game and clock, from the start, each player
//! on the other side. The host stays the host (its clock the truth, its port
//! offering the new game to a guest that joins again); the guest builds the new
//! game as it builds any game the host offers, from the offer through its own
//! rules ([`RemotePlay::from_offer`]).
//!
//! What is out of place is refused without breaking the line (the finished game
//! is over; nothing in it can change): an offer while the game goes on, a second
//! offer before the first is answered, an answer to an offer never made. Both
//! sides offering at once is both agreeing: each starts the new game on hearing
//! the other's offer, and neither answers.

use super::{Heard, NotSent, RemotePlay};
use crate::core::Side;
use crate::play::port::PlayableGame;
use crate::remote::{GameOffer, Message, WireClock};
use crate::session::clock::TimeControl;

impl RemotePlay {
    /// Who offered a rematch that is not answered yet.
    pub fn rematch_offered_by(&self) -> Option<Side> {
        self.rematch
    }

    /// The local player offers a rematch with colours swapped (after the result).
    pub fn offer_rematch(&mut self, game: &dyn PlayableGame) -> Result<Message, NotSent> {
        if let Some(b) = &self.broken {
            return Err(NotSent::Broken(b.clone()));
        }
        if !game.result().is_over() {
            return Err(NotSent::GameGoesOn);
        }
        match self.rematch {
            Some(side) if side == self.me => Err(NotSent::RematchOffered),
            Some(_) => Err(NotSent::RematchToAnswer),
            None => {
                self.rematch = Some(self.me);
                Ok(Message::Rematch)
            }
        }
    }

    /// The local player answers the other side's rematch offer (on yes, both
    /// sides then start the new game: [`RemotePlay::rematch`]).
    pub fn answer_rematch(&mut self, accept: bool) -> Result<Message, NotSent> {
        if self.rematch != Some(!self.me) {
            return Err(NotSent::NoRematchOffered);
        }
        self.rematch = None;
        Ok(Message::RematchAnswer { accept })
    }

    /// The other side's offer or answer, as heard: out of place is
    /// [`Heard::RematchOutOfPlace`] (refused, the line kept).
    pub(super) fn hear_rematch(&mut self, game: &dyn PlayableGame, message: &Message) -> Heard {
        let theirs = !self.me;
        match (message, self.rematch) {
            (Message::Rematch, _) if !game.result().is_over() => Heard::RematchOutOfPlace,
            (Message::Rematch, Some(side)) if side == theirs => Heard::RematchOutOfPlace,
            // Both offered at once: both agree.
            (Message::Rematch, Some(_)) => {
                self.rematch = None;
                Heard::RematchAnswered { accept: true }
            }
            (Message::Rematch, None) => {
                self.rematch = Some(theirs);
                Heard::Rematch
            }
            (Message::RematchAnswer { accept }, Some(side)) if side == self.me => {
                self.rematch = None;
                Heard::RematchAnswered { accept: *accept }
            }
            _ => Heard::RematchOutOfPlace,
        }
    }

    /// The rematch's offer: `game`'s kind and `clock`, from the start, the guest
    /// on the side other than the one it played (`host`: whether this side hosts).
    fn rematch_offer(
        &self,
        game: &dyn PlayableGame,
        host: bool,
        clock: Option<TimeControl>,
    ) -> GameOffer {
        let guest_played = if host { !self.me } else { self.me };
        GameOffer {
            game: game.kind().into(),
            guest_plays: (!guest_played).into(),
            clock: clock.map(WireClock::from),
            moves: Vec::new(),
        }
    }

    /// The rematch with colours swapped, on this side: this side's network state
    /// for it, counted from the start, the local player on the other side; the new
    /// game (through this side's own rules, as from an offer); and that offer (the
    /// guest's clock is made from it).
    pub fn rematch(
        &self,
        game: &dyn PlayableGame,
        host: bool,
        clock: Option<TimeControl>,
    ) -> Result<(RemotePlay, Box<dyn PlayableGame>, GameOffer), super::ResumeError> {
        let offer = self.rematch_offer(game, host, clock);
        let (mut play, game) = RemotePlay::from_offer(&offer)?;
        play.me = !self.me;
        Ok((play, game, offer))
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{cell, Seat};
    use super::*;
    use crate::play::new_game;
    use crate::session::GameKind;

    /// Host (White) and guest (Black) of a Xiangqi game the guest resigned.
    fn finished() -> (Seat, Seat) {
        let game = || new_game(GameKind::Xiangqi, None).unwrap();
        let mut host = Seat::new(game(), Side::White);
        let mut guest = Seat::new(game(), Side::Black);
        let m = host.play(cell("h3"), cell("e3"), None).unwrap().unwrap();
        guest.receive(m).unwrap();
        let resign = guest.resign().unwrap();
        host.receive(resign).unwrap();
        (host, guest)
    }

    #[test]
    fn a_rematch_offered_and_accepted_swaps_the_sides_from_the_start() {
        let (mut host, mut guest) = finished();
        let offer = host.link.offer_rematch(host.game.as_ref()).unwrap();
        assert_eq!(guest.receive(offer).unwrap(), Heard::Rematch);
        let yes = guest.link.answer_rematch(true).unwrap();
        assert_eq!(
            host.receive(yes).unwrap(),
            Heard::RematchAnswered { accept: true }
        );
        let (hp, hg, _) = host.link.rematch(host.game(), true, None).unwrap();
        let (gp, gg, _) = guest.link.rematch(guest.game(), false, None).unwrap();
        assert_eq!((hp.me(), gp.me()), (Side::Black, Side::White));
        assert_eq!(hg.history_len(), 0);
        assert_eq!(hg.fen(), gg.fen());
        // The new first player (the guest, now Red) moves; the host hears it.
        let mut host = Seat { game: hg, link: hp };
        let mut guest = Seat { game: gg, link: gp };
        let m = guest.play(cell("h3"), cell("e3"), None).unwrap().unwrap();
        assert!(matches!(host.receive(m), Ok(Heard::Moved { .. })));
        assert_eq!(host.game().fen(), guest.game().fen());
    }

    #[test]
    fn out_of_place_rematch_messages_are_refused_and_the_line_kept() {
        // While the game goes on.
        let game = || new_game(GameKind::Flickering, None).unwrap();
        let mut host = Seat::new(game(), Side::White);
        assert_eq!(
            host.link.offer_rematch(host.game.as_ref()),
            Err(NotSent::GameGoesOn)
        );
        assert_eq!(host.receive(Message::Rematch), Ok(Heard::RematchOutOfPlace));
        assert_eq!(host.broken(), None);

        let (mut host, mut guest) = finished();
        // An answer never asked for.
        assert_eq!(
            host.receive(Message::RematchAnswer { accept: true }),
            Ok(Heard::RematchOutOfPlace)
        );
        assert_eq!(
            guest.link.answer_rematch(true),
            Err(NotSent::NoRematchOffered)
        );
        // Offered twice.
        let offer = host.link.offer_rematch(host.game.as_ref()).unwrap();
        assert_eq!(
            host.link.offer_rematch(host.game.as_ref()),
            Err(NotSent::RematchOffered)
        );
        assert_eq!(guest.receive(offer.clone()), Ok(Heard::Rematch));
        assert_eq!(guest.receive(offer), Ok(Heard::RematchOutOfPlace));
        assert_eq!(guest.broken(), None);
        // Declined: nothing is asked any more.
        let no = guest.link.answer_rematch(false).unwrap();
        assert_eq!(
            host.receive(no),
            Ok(Heard::RematchAnswered { accept: false })
        );
        assert_eq!(host.link.rematch_offered_by(), None);
        // Both at once: both agree.
        let a = host.link.offer_rematch(host.game.as_ref()).unwrap();
        let b = guest.link.offer_rematch(guest.game.as_ref()).unwrap();
        assert_eq!(host.receive(b), Ok(Heard::RematchAnswered { accept: true }));
        assert_eq!(
            guest.receive(a),
            Ok(Heard::RematchAnswered { accept: true })
        );
    }
}
