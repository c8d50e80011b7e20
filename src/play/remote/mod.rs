//! A game across the network, as any front end plays it: the local player's actions
//! become the messages to send (`crate::remote::Message`), and every message the
//! other side sends is played through this side's own rules core (the port,
//! [`PlayableGame`]) before the board changes. Nobody trusts the other side's rules:
//! a move that is illegal here, a move out of turn or out of step, ends the game
//! across the network with the reason ([`Broken`]); the game as it stood, every
//! move this side found legal, stays for the record.
//!
//! Moves travel in coordinates (`e2e4`, `e7e8q`, `h3e3`), one at a time; a Flickering
//! series is its moves as they are made and then its end, so the other side sees
//! the series grow. Each move and series end carries how many moves, series ends and
//! take-backs came before it in the game, so both sides know they are at the same
//! place.
//!
//! No terminal code; the network is the screen's [`Line`] (`line.rs`: the
//! connection on two threads, kept up with pings), whose messages the screen hands
//! in here and whose messages to send it takes from here.

pub mod clock;
pub mod hosting;
pub mod line;
mod rematch;
pub mod resume;

pub use hosting::{host_resume, host_resume_at, HostResumeError, HostResumed, HostSession};
pub use line::{Line, LineEvent};
pub use resume::ResumeError;

#[cfg(test)]
mod rejoin_tests;

use crate::core::Side;
use crate::play::port::{Cell, GameError, MoveOutcome, PieceKind, PlayableGame};
use crate::remote::{ClockState, Message, WireResult};
use crate::session::GameKind;

/// Where the guest joined, to join again after a break (the guest's rejoin key):
/// the addresses tried in turn, the code, the guest's name.
#[derive(Clone, Debug)]
pub struct JoinAgain {
    pub addrs: Vec<std::net::SocketAddr>,
    pub code: crate::remote::JoinCode,
    pub name: String,
}

/// Why the game across the network cannot go on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Broken {
    /// The other side sent a move these rules refuse.
    #[error("the other side played {text}, which is not legal here: {why}")]
    IllegalMove { text: String, why: GameError },
    /// The other side ended a series these rules do not let end.
    #[error("the other side ended its series, which cannot end here: {why}")]
    CannotEnd { why: GameError },
    /// The other side moved, ended a series or offered a draw when it was not its turn.
    #[error("the other side played when it was not its turn")]
    OutOfTurn,
    /// The other side is at another place in the game.
    #[error("the other side is at move {theirs} of the game, this side at move {ours}")]
    OutOfStep { ours: u32, theirs: u32 },
    /// The other side answered what was never asked, or said hello again.
    #[error("the other side sent a message out of place")]
    OutOfPlace,
}

/// Why the local player's action was not sent.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotSent {
    #[error("it is the other player's turn")]
    NotYourTurn,
    #[error(transparent)]
    Refused(#[from] GameError),
    #[error("the game across the network has ended: {0}")]
    Broken(Broken),
    /// A rematch is for after the result.
    #[error("the game is still going on: a rematch comes after the result")]
    GameGoesOn,
    #[error("the rematch is already offered; waiting for the answer")]
    RematchOffered,
    #[error("the other player has offered a rematch: answer that first")]
    RematchToAnswer,
    #[error("no rematch was offered")]
    NoRematchOffered,
    /// The local player asked to take back and the answer has not come: a move
    /// now would change what the other player is answering about.
    #[error("waiting for the answer to your take-back request: no move until it comes")]
    TakeBackPending,
}

/// How many of [`PlayableGame::undo`]'s steps take back `asker`'s last turn, as a
/// take-back at one keyboard against the computer does: first what the other side
/// played since (its reply, or its series so far, move by move), then the
/// asker's own last finished turn, or the last move of its series in progress.
/// `None` when the asker has played nothing to take back.
///
/// Why both sides take back the same: each counts on its own copy of the game at
/// the moment the answer is given or heard. The answer travels on the same
/// ordered stream as the answerer's moves, and the asker makes no move while
/// its request waits ([`NotSent::TakeBackPending`]), so both copies are the same
/// game then.
pub fn take_back_steps(game: &dyn PlayableGame, asker: Side) -> Option<usize> {
    // What was played last is the side to move's in a series in progress, else
    // the other side's finished turn.
    let last_by = |g: &dyn PlayableGame| {
        if g.series_so_far().is_empty() {
            !g.turn()
        } else {
            g.turn()
        }
    };
    let mut copy = game.boxed_clone();
    let mut steps = 1;
    while last_by(copy.as_ref()) != asker {
        copy.undo().ok()?;
        steps += 1;
    }
    copy.undo().ok()?;
    Some(steps)
}

/// What a message from the other side did, for the screen to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// The other side moved: a Flickering step or a Xiangqi move (already played here).
    Moved { text: String },
    /// The other side's Flickering series ended (here too).
    SeriesEnded,
    /// The other side offers a draw (answer with [`RemotePlay::answer_draw`]).
    DrawOffered,
    /// The other side answered this side's draw offer (the game took the answer).
    DrawAnswered { accept: bool },
    /// The other side resigned (the game has its result).
    Resigned,
    /// The other side asks to take back its last turn (answer with
    /// [`RemotePlay::answer_take_back`]).
    TakeBackAsked,
    /// The other side answered this side's take-back request (taken back if accepted).
    TakeBackAnswered { accept: bool },
    /// The host's clocks.
    Clock(ClockState),
    /// A chat line, as sent (escape it before showing it).
    Chat(String),
    /// The other side's result (for the screen to set beside this side's own).
    Result(WireResult),
    /// The other side offers a rematch with colours swapped (answer with
    /// [`RemotePlay::answer_rematch`]).
    Rematch,
    /// The other side answered this side's rematch offer (on yes, or when both
    /// offered at once, both sides start the new game: [`RemotePlay::rematch`]).
    RematchAnswered { accept: bool },
    /// A rematch offer or answer out of place (while the game goes on, offered
    /// twice, never asked for): refused, the line kept.
    RematchOutOfPlace,
    /// The connection is alive.
    Alive,
    /// The other player left.
    Left,
}

/// The network's side of a game whose other player is across it: who plays here,
/// where both sides are in the game, what is asked and not answered. The game itself
/// stays with whoever shows it (the game screen) and is handed in to each call, so a
/// screen plays it as it plays any game.
pub struct RemotePlay {
    me: Side,
    /// Moves, series ends and take-backs so far, by both sides.
    index: u32,
    /// Who asked for a take-back that is not answered yet.
    take_back_asked: Option<Side>,
    /// Who offered a rematch that is not answered yet.
    rematch: Option<Side>,
    broken: Option<Broken>,
}

impl RemotePlay {
    /// A game played by the local player as `me`, from its start.
    pub fn new(me: Side) -> RemotePlay {
        RemotePlay {
            me,
            index: 0,
            take_back_asked: None,
            rematch: None,
            broken: None,
        }
    }

    /// The local player's side.
    pub fn me(&self) -> Side {
        self.me
    }

    /// The local player asked to take back and waits for the answer (no move
    /// meanwhile: [`NotSent::TakeBackPending`]).
    pub fn take_back_pending(&self) -> bool {
        self.take_back_asked == Some(self.me)
    }

    /// Why the game across the network ended, if it broke.
    pub fn broken(&self) -> Option<&Broken> {
        self.broken.as_ref()
    }

    fn mine(&self, game: &dyn PlayableGame) -> Result<(), NotSent> {
        if let Some(b) = &self.broken {
            return Err(NotSent::Broken(b.clone()));
        }
        if game.turn() != self.me {
            return Err(NotSent::NotYourTurn);
        }
        if self.take_back_pending() {
            return Err(NotSent::TakeBackPending);
        }
        Ok(())
    }

    /// The local player's move from cell to cell: played here, and the message that
    /// tells the other side (`None`: a promotion must be chosen first).
    pub fn play(
        &mut self,
        game: &mut dyn PlayableGame,
        from: Cell,
        to: Cell,
        promotion: Option<PieceKind>,
    ) -> Result<Option<Message>, NotSent> {
        self.mine(game)?;
        if game.try_move(from, to, promotion)? == MoveOutcome::NeedsPromotion {
            return Ok(None);
        }
        let mut text = format!("{from}{to}");
        if let Some(kind) = promotion {
            text.push(kind.letter().to_ascii_lowercase());
        }
        Ok(Some(self.sent(|index| Message::Move { index, text })))
    }

    /// The local player ends the Flickering series.
    pub fn end_series(&mut self, game: &mut dyn PlayableGame) -> Result<Message, NotSent> {
        self.mine(game)?;
        game.end_series()?;
        Ok(self.sent(|index| Message::EndSeries { index }))
    }

    /// The local player offers a draw (on their turn, as at one keyboard).
    pub fn offer_draw(&mut self, game: &mut dyn PlayableGame) -> Result<Message, NotSent> {
        self.mine(game)?;
        game.offer_draw()?;
        Ok(Message::DrawOffer)
    }

    /// The local player answers the other side's draw offer.
    pub fn answer_draw(
        &mut self,
        game: &mut dyn PlayableGame,
        accept: bool,
    ) -> Result<Message, NotSent> {
        game.answer_draw(accept)?;
        Ok(Message::DrawAnswer { accept })
    }

    /// The local player resigns.
    pub fn resign(&mut self, game: &mut dyn PlayableGame) -> Result<Message, NotSent> {
        game.resign(self.me)?;
        Ok(Message::Resign)
    }

    /// The local player asks to take back their last turn.
    pub fn ask_take_back(&mut self, game: &mut dyn PlayableGame) -> Result<Message, NotSent> {
        if let Some(b) = &self.broken {
            return Err(NotSent::Broken(b.clone()));
        }
        if take_back_steps(game, self.me).is_none() {
            return Err(GameError::NothingToTakeBack.into());
        }
        self.take_back_asked = Some(self.me);
        Ok(Message::TakeBackRequest)
    }

    /// The local player answers the other side's take-back request (taking it back
    /// here if accepted).
    pub fn answer_take_back(
        &mut self,
        game: &mut dyn PlayableGame,
        accept: bool,
    ) -> Result<Message, NotSent> {
        if self.take_back_asked != Some(!self.me) {
            return Err(GameError::NothingToTakeBack.into());
        }
        self.take_back_asked = None;
        if accept {
            self.take_back(game, !self.me)?;
        }
        Ok(Message::TakeBackAnswer { accept })
    }

    /// Takes back one step here, as the other side does on its side (a take-back
    /// is counted in the game like a move, on both sides).
    /// `asker`'s take-back, accepted: its last turn (or the last move of its series
    /// in progress) taken back, and whatever the other side played after it.
    fn take_back(&mut self, game: &mut dyn PlayableGame, asker: Side) -> Result<(), GameError> {
        let steps = take_back_steps(game, asker).ok_or(GameError::NothingToTakeBack)?;
        for _ in 0..steps {
            game.undo()?;
        }
        self.index += 1;
        Ok(())
    }

    /// A message counted in the game: made with the index before it.
    fn sent(&mut self, make: impl FnOnce(u32) -> Message) -> Message {
        let message = make(self.index);
        self.index += 1;
        message
    }

    /// A message from the other side, played through this side's rules. An error
    /// ends the game across the network (and every later message is refused the
    /// same way).
    pub fn receive(
        &mut self,
        game: &mut dyn PlayableGame,
        message: Message,
    ) -> Result<Heard, Broken> {
        if let Some(b) = &self.broken {
            return Err(b.clone());
        }
        let heard = self.hear(game, message);
        if let Err(b) = &heard {
            self.broken = Some(b.clone());
        }
        heard
    }

    fn hear(&mut self, game: &mut dyn PlayableGame, message: Message) -> Result<Heard, Broken> {
        let theirs = !self.me;
        let their_turn = |game: &dyn PlayableGame| {
            if game.turn() == theirs && !game.result().is_over() {
                Ok(())
            } else {
                Err(Broken::OutOfTurn)
            }
        };
        match message {
            Message::Move { index, text } => {
                their_turn(game)?;
                self.in_step(index)?;
                Self::play_theirs(game, &text)?;
                self.index += 1;
                Ok(Heard::Moved { text })
            }
            Message::EndSeries { index } => {
                their_turn(game)?;
                self.in_step(index)?;
                game.end_series().map_err(|why| Broken::CannotEnd { why })?;
                self.index += 1;
                Ok(Heard::SeriesEnded)
            }
            Message::DrawOffer => {
                their_turn(game)?;
                game.offer_draw().map_err(|_| Broken::OutOfPlace)?;
                Ok(Heard::DrawOffered)
            }
            Message::DrawAnswer { accept } => {
                if game.draw_offered_by() != Some(self.me) {
                    return Err(Broken::OutOfPlace);
                }
                game.answer_draw(accept).map_err(|_| Broken::OutOfPlace)?;
                Ok(Heard::DrawAnswered { accept })
            }
            Message::Resign => {
                game.resign(theirs).map_err(|_| Broken::OutOfPlace)?;
                Ok(Heard::Resigned)
            }
            Message::TakeBackRequest => {
                if take_back_steps(game, theirs).is_none() {
                    return Err(Broken::OutOfPlace);
                }
                self.take_back_asked = Some(theirs);
                Ok(Heard::TakeBackAsked)
            }
            Message::TakeBackAnswer { accept } => {
                if self.take_back_asked != Some(self.me) {
                    return Err(Broken::OutOfPlace);
                }
                self.take_back_asked = None;
                if accept {
                    self.take_back(game, self.me)
                        .map_err(|_| Broken::OutOfPlace)?;
                }
                Ok(Heard::TakeBackAnswered { accept })
            }
            Message::Clock(state) => Ok(Heard::Clock(state)),
            Message::Chat(text) => Ok(Heard::Chat(text)),
            Message::Result(result) => Ok(Heard::Result(result)),
            Message::Rematch | Message::RematchAnswer { .. } => {
                Ok(self.hear_rematch(game, &message))
            }
            Message::Ping => Ok(Heard::Alive),
            Message::Bye => Ok(Heard::Left),
            Message::Hello(_) => Err(Broken::OutOfPlace),
        }
    }

    /// Both sides count the same moves, series ends and take-backs.
    fn in_step(&self, theirs: u32) -> Result<(), Broken> {
        if theirs == self.index {
            Ok(())
        } else {
            Err(Broken::OutOfStep {
                ours: self.index,
                theirs,
            })
        }
    }

    /// The other side's move, in coordinates, through these rules: one move only (a
    /// Flickering step keeps its series open).
    fn play_theirs(game: &mut dyn PlayableGame, text: &str) -> Result<(), Broken> {
        // The text as it may be shown back (a peer's text is escaped like any).
        let illegal = |why| Broken::IllegalMove {
            text: crate::core::text::shown(text),
            why,
        };
        if text.is_empty() || !text.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(illegal(GameError::NoText));
        }
        let played = match game.kind() {
            GameKind::Flickering => game.play_text(&format!("{text},")),
            GameKind::Xiangqi => game.play_text(text),
        };
        played.map_err(illegal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::new_game;
    use crate::play::port::Cell;

    /// One side: its own game and its side of the network.
    pub(super) struct Seat {
        pub(super) game: Box<dyn PlayableGame>,
        pub(super) link: RemotePlay,
    }

    impl Seat {
        pub(super) fn new(game: Box<dyn PlayableGame>, me: Side) -> Seat {
            Seat {
                game,
                link: RemotePlay::new(me),
            }
        }
        pub(super) fn game(&self) -> &dyn PlayableGame {
            self.game.as_ref()
        }
        pub(super) fn broken(&self) -> Option<&Broken> {
            self.link.broken()
        }
        pub(super) fn play(
            &mut self,
            from: Cell,
            to: Cell,
            p: Option<PieceKind>,
        ) -> Result<Option<Message>, NotSent> {
            self.link.play(self.game.as_mut(), from, to, p)
        }
        pub(super) fn end_series(&mut self) -> Result<Message, NotSent> {
            self.link.end_series(self.game.as_mut())
        }
        pub(super) fn offer_draw(&mut self) -> Result<Message, NotSent> {
            self.link.offer_draw(self.game.as_mut())
        }
        pub(super) fn answer_draw(&mut self, accept: bool) -> Result<Message, NotSent> {
            self.link.answer_draw(self.game.as_mut(), accept)
        }
        pub(super) fn resign(&mut self) -> Result<Message, NotSent> {
            self.link.resign(self.game.as_mut())
        }
        pub(super) fn ask_take_back(&mut self) -> Result<Message, NotSent> {
            self.link.ask_take_back(self.game.as_mut())
        }
        pub(super) fn answer_take_back(&mut self, accept: bool) -> Result<Message, NotSent> {
            self.link.answer_take_back(self.game.as_mut(), accept)
        }
        pub(super) fn receive(&mut self, message: Message) -> Result<Heard, Broken> {
            self.link.receive(self.game.as_mut(), message)
        }
    }

    /// The host (White) and the guest (Black), each with its own game.
    fn pair(kind: GameKind) -> (Seat, Seat) {
        let game = || new_game(kind, None).unwrap();
        (
            Seat::new(game(), Side::White),
            Seat::new(game(), Side::Black),
        )
    }

    pub(super) fn cell(name: &str) -> Cell {
        let b = name.as_bytes();
        Cell::new(b[0] - b'a', name[1..].parse::<u8>().unwrap() - 1)
    }

    /// `side` moves from → to; the other side hears it.
    fn moves(side: &mut Seat, other: &mut Seat, from: &str, to: &str) {
        let sent = side.play(cell(from), cell(to), None).unwrap().unwrap();
        let heard = other.receive(sent).unwrap();
        assert_eq!(
            heard,
            Heard::Moved {
                text: format!("{from}{to}")
            }
        );
    }

    fn ends_series(side: &mut Seat, other: &mut Seat) {
        let sent = side.end_series().unwrap();
        assert_eq!(other.receive(sent).unwrap(), Heard::SeriesEnded);
    }

    fn same_board(a: &Seat, b: &Seat) {
        assert_eq!(a.game().fen(), b.game().fen());
        assert_eq!(
            a.game().move_list(Default::default()),
            b.game().move_list(Default::default())
        );
    }

    #[test]
    fn a_flickering_series_is_seen_move_by_move_and_both_boards_agree() {
        let (mut host, mut guest) = pair(GameKind::Flickering);
        moves(&mut host, &mut guest, "e2", "e4");
        assert_eq!(
            guest.game().series_so_far().len(),
            1,
            "the series grows on the other side"
        );
        moves(&mut host, &mut guest, "g1", "f3");
        ends_series(&mut host, &mut guest);
        same_board(&host, &guest);
        assert_eq!(guest.game().turn(), Side::Black);

        moves(&mut guest, &mut host, "e7", "e5");
        ends_series(&mut guest, &mut host);
        same_board(&host, &guest);
        assert_eq!(host.game().turn(), Side::White);
    }

    #[test]
    fn a_xiangqi_move_is_played_on_both_sides() {
        let (mut host, mut guest) = pair(GameKind::Xiangqi);
        moves(&mut host, &mut guest, "h3", "e3");
        moves(&mut guest, &mut host, "h8", "e8");
        moves(&mut host, &mut guest, "a1", "a2");
        moves(&mut guest, &mut host, "a10", "a9");
        same_board(&host, &guest);
    }

    #[test]
    fn an_illegal_move_ends_the_game_across_the_network_and_keeps_the_board() {
        let (mut host, mut guest) = pair(GameKind::Flickering);
        let before = guest.game().fen();
        let illegal = Message::Move {
            index: 0,
            text: "e2e5".into(),
        };
        let broken = guest.receive(illegal).unwrap_err();
        assert!(
            matches!(&broken, Broken::IllegalMove { text, .. } if text == "e2e5"),
            "{broken:?}"
        );
        assert_eq!(guest.game().fen(), before);
        assert_eq!(guest.broken(), Some(&broken));
        // Nothing more is taken from that side, legal or not, and nothing is sent.
        let legal = host.play(cell("e2"), cell("e4"), None).unwrap().unwrap();
        assert_eq!(guest.receive(legal), Err(broken.clone()));
        assert_eq!(
            guest.resign(),
            Ok(Message::Resign),
            "resigning stays possible"
        );
    }

    #[test]
    fn a_move_smuggling_a_second_one_is_refused() {
        let (_, mut guest) = pair(GameKind::Flickering);
        let two = Message::Move {
            index: 0,
            text: "e2e4,d2d4".into(),
        };
        assert!(matches!(
            guest.receive(two),
            Err(Broken::IllegalMove { .. })
        ));
        assert_eq!(guest.game().series_so_far().len(), 0);
    }

    #[test]
    fn a_move_out_of_turn_or_out_of_step_is_refused() {
        let (mut host, mut guest) = pair(GameKind::Xiangqi);
        let early = Message::Move {
            index: 0,
            text: "h8e8".into(),
        };
        assert_eq!(host.receive(early), Err(Broken::OutOfTurn));

        let late = Message::Move {
            index: 5,
            text: "h3e3".into(),
        };
        assert_eq!(
            guest.receive(late),
            Err(Broken::OutOfStep { ours: 0, theirs: 5 })
        );
    }

    #[test]
    fn the_local_player_moves_only_on_their_turn() {
        let (_, mut guest) = pair(GameKind::Flickering);
        assert_eq!(
            guest.play(cell("e7"), cell("e5"), None),
            Err(NotSent::NotYourTurn)
        );
        assert_eq!(guest.game().series_so_far().len(), 0);
    }

    #[test]
    fn a_take_back_request_refused_changes_nothing_and_one_accepted_takes_back_on_both_sides() {
        let (mut host, mut guest) = pair(GameKind::Xiangqi);
        moves(&mut host, &mut guest, "h3", "e3");
        let start_after = host.game().fen();

        let ask = host.ask_take_back().unwrap();
        assert_eq!(guest.receive(ask).unwrap(), Heard::TakeBackAsked);
        let no = guest.answer_take_back(false).unwrap();
        assert_eq!(
            host.receive(no).unwrap(),
            Heard::TakeBackAnswered { accept: false }
        );
        assert_eq!(host.game().fen(), start_after);
        same_board(&host, &guest);

        let ask = host.ask_take_back().unwrap();
        guest.receive(ask).unwrap();
        let yes = guest.answer_take_back(true).unwrap();
        host.receive(yes).unwrap();
        same_board(&host, &guest);
        assert_eq!(host.game().turn(), Side::White);
        // And the game goes on in step.
        moves(&mut host, &mut guest, "b3", "e3");
        same_board(&host, &guest);

        // An answer nobody asked for is out of place.
        assert_eq!(
            guest.receive(Message::TakeBackAnswer { accept: true }),
            Err(Broken::OutOfPlace)
        );
    }

    #[test]
    fn a_take_back_takes_back_the_askers_own_last_turn_and_the_reply_to_it() {
        let (mut host, mut guest) = pair(GameKind::Xiangqi);
        // Black has played nothing: nothing of the guest's to take back.
        moves(&mut host, &mut guest, "h3", "e3");
        assert_eq!(
            guest.ask_take_back(),
            Err(NotSent::Refused(GameError::NothingToTakeBack))
        );
        moves(&mut guest, &mut host, "h10", "g8");
        let after_one = host.game().fen();
        moves(&mut host, &mut guest, "h1", "g3");
        moves(&mut guest, &mut host, "b10", "c8");
        // Red asks on its own turn: its last move and Black's reply go, on both
        // sides, and it is Red's turn again where it was.
        let ask = host.ask_take_back().unwrap();
        // No move while the request waits (the answer is about this position).
        assert_eq!(
            host.play(cell("b3"), cell("e3"), None),
            Err(NotSent::TakeBackPending)
        );
        assert_eq!(guest.receive(ask).unwrap(), Heard::TakeBackAsked);
        let yes = guest.answer_take_back(true).unwrap();
        host.receive(yes).unwrap();
        same_board(&host, &guest);
        assert_eq!(host.game().fen(), after_one);
        assert_eq!(host.game().turn(), Side::White);
        // Black asks on Red's turn: its own last move alone goes.
        let ask = guest.ask_take_back().unwrap();
        host.receive(ask).unwrap();
        let yes = host.answer_take_back(true).unwrap();
        guest.receive(yes).unwrap();
        same_board(&host, &guest);
        assert_eq!(guest.game().turn(), Side::Black);
        assert_eq!(guest.game().history_len(), 1);
        // And the game goes on in step.
        moves(&mut guest, &mut host, "b10", "c8");
        moves(&mut host, &mut guest, "h1", "g3");
        same_board(&host, &guest);
    }

    #[test]
    fn a_flickering_take_back_asked_during_the_other_sides_series_takes_it_back_too() {
        let (mut host, mut guest) = pair(GameKind::Flickering);
        moves(&mut host, &mut guest, "e2", "e4");
        moves(&mut host, &mut guest, "g1", "f3");
        ends_series(&mut host, &mut guest);
        // Black's series half made when White asks: Black's moves so far and
        // White's whole series go.
        moves(&mut guest, &mut host, "e7", "e5");
        let ask = host.ask_take_back().unwrap();
        guest.receive(ask).unwrap();
        let yes = guest.answer_take_back(true).unwrap();
        host.receive(yes).unwrap();
        same_board(&host, &guest);
        assert_eq!(host.game().history_len(), 0);
        assert!(host.game().series_so_far().is_empty());
        assert_eq!(host.game().turn(), Side::White);
        // Within its own series, the last move of it alone.
        moves(&mut host, &mut guest, "d2", "d4");
        moves(&mut host, &mut guest, "b1", "c3");
        let ask = host.ask_take_back().unwrap();
        guest.receive(ask).unwrap();
        let yes = guest.answer_take_back(true).unwrap();
        host.receive(yes).unwrap();
        same_board(&host, &guest);
        assert_eq!(host.game().series_so_far().len(), 1);
    }

    #[test]
    fn a_draw_offered_and_accepted_ends_both_games_drawn_and_resigning_ends_them_won() {
        let (mut host, mut guest) = pair(GameKind::Xiangqi);
        let offer = host.offer_draw().unwrap();
        assert_eq!(guest.receive(offer).unwrap(), Heard::DrawOffered);
        let yes = guest.answer_draw(true).unwrap();
        assert_eq!(
            host.receive(yes).unwrap(),
            Heard::DrawAnswered { accept: true }
        );
        assert_eq!(host.game().result(), guest.game().result());
        assert!(host.game().result().is_over());

        let (mut host, mut guest) = pair(GameKind::Flickering);
        let resign = guest.resign().unwrap();
        assert_eq!(host.receive(resign).unwrap(), Heard::Resigned);
        assert_eq!(host.game().result(), guest.game().result());
        assert_eq!(host.game().result().pgn_token(), "1-0");
    }
}
