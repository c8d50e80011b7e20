//! Nothing lost when the line drops: the game as the host offers it to a guest that
//! joins or joins again ([`RemotePlay::offer`]), built by the guest through its own
//! rules ([`RemotePlay::from_offer`]), and both sides taking the game up again after a
//! break ([`RemotePlay::rejoin_host`], [`RemotePlay::rejoin_guest`]).
//!
//! An offer holds the finished turns in coordinates (see [`GameOffer`]): a series in
//! progress when the line dropped is not part of it, on either side, so the game goes
//! on from the last finished series. Both sides then count the game from the offer
//! alone (`steps`), so a take-back before the break, which each side counted, cannot
//! put them out of step.
//!
//! Why neither side can use a break to change the game: the guest replays the offer
//! through its own rules (an illegal turn is refused), and a guest that kept its game
//! takes the offer only when it is that game, or that game and one turn more or less
//! where the line may have lost the last turn on its way: one more by the host (the
//! guest never heard it) or one fewer of the guest's own (the host never heard it:
//! the guest sends it again, the same turn). The host, on its side, takes the guest
//! back only from the offer it sent, and sends again its own turns played since.
//! Anything else is [`ResumeError::Diverged`]: a clear error, never a changed game.

use super::{Broken, RemotePlay};
use crate::core::Side;
use crate::play::port::{EngineInput, GameError, NotationStyle, PlayableGame};
use crate::remote::{GameOffer, Message, WireClock, MAX_TURN, MAX_TURNS};
use crate::session::clock::TimeControl;
use crate::session::GameKind;

/// Why a game across the network cannot be taken up (offered, built, rejoined).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResumeError {
    /// The game did not start from the usual starting position (an offer carries
    /// moves from the start only).
    #[error("the game does not start from the usual position, so it cannot be played across the network")]
    NotFromStart,
    /// The game has more turns, or a longer turn, than an offer may carry.
    #[error("the game is too long to send across the network ({turns} turns)")]
    TooLong { turns: usize },
    /// A turn of the offer is not legal here (numbered from 1).
    #[error("turn {turn} of the game offered, {text}, is not legal here: {why}")]
    Illegal {
        turn: usize,
        text: String,
        why: GameError,
    },
    /// The offer is another game than this side's.
    #[error("the game offered is {theirs}, this side plays {ours}")]
    OtherGame { ours: GameKind, theirs: GameKind },
    /// The offer gives this side the other colour.
    #[error("the game offered gives this side the other colour")]
    OtherSide,
    /// The two sides' games differ by more than the line can have lost.
    #[error("the other side's game ({theirs} turns) is not this side's ({ours} turns)")]
    Diverged { ours: usize, theirs: usize },
    /// The game across the network had already ended.
    #[error(transparent)]
    Broken(Broken),
}

impl RemotePlay {
    /// The game as the host offers it: its kind, the guest's side, the clock, and
    /// every finished turn (a series in progress is left out).
    pub fn offer(
        game: &dyn PlayableGame,
        guest_plays: Side,
        clock: Option<TimeControl>,
    ) -> Result<GameOffer, ResumeError> {
        let offer = GameOffer {
            game: game.kind().into(),
            guest_plays: guest_plays.into(),
            clock: clock.map(WireClock::from),
            moves: turns(game)?,
        };
        if offer.fits() {
            Ok(offer)
        } else {
            Err(ResumeError::TooLong {
                turns: offer.moves.len(),
            })
        }
    }

    /// The guest's game from the host's offer: every turn played through this
    /// side's own rules, and this side's network state counted from it.
    pub fn from_offer(
        offer: &GameOffer,
    ) -> Result<(RemotePlay, Box<dyn PlayableGame>), ResumeError> {
        let game = replay(offer)?;
        let mut play = RemotePlay::new(offer.guest_plays.into());
        play.index = steps(game.kind(), &offer.moves);
        Ok((play, game))
    }

    /// At the host, a guest joined (again) with the offer `offered`
    /// ([`crate::remote::Connection::offered`]): a series in progress is taken back
    /// (the game goes on from the last finished turn), both sides count from the
    /// offer, and what the guest must hear to be where the host is comes back to be
    /// sent, in order: the host's own turn finished since the offer was made, if
    /// one was. The host then sends its clocks (`clock::message`).
    pub fn rejoin_host(
        &mut self,
        game: &mut dyn PlayableGame,
        offered: &GameOffer,
    ) -> Result<Vec<Message>, ResumeError> {
        self.ready(game, offered, !self.me)?;
        drop_series_in_progress(game);
        let ours = turns(game)?;
        let theirs = &offered.moves;
        let diverged = || ResumeError::Diverged {
            ours: ours.len(),
            theirs: theirs.len(),
        };
        if !ours.starts_with(theirs) || ours.len() > theirs.len() + 1 {
            return Err(diverged());
        }
        self.restart(game, theirs);
        match ours.get(theirs.len()) {
            None => Ok(Vec::new()),
            // A turn of the guest's that reached us after the offer was made: the
            // guest still has it and sends it again; taken back here meanwhile.
            Some(_) if game.turn() == self.me => {
                game.undo().map_err(|_| diverged())?;
                Ok(Vec::new())
            }
            Some(turn) => self.send_again(game, turn, false),
        }
    }

    /// At a guest that kept its game, the host's offer on joining again: the game
    /// is built from the offer through this side's rules and replaces `game` when
    /// it is the same game (see the module's note on what a break may have lost);
    /// what comes back is to be sent, in order: this side's last turn, when the
    /// host never heard it.
    pub fn rejoin_guest(
        &mut self,
        game: &mut Box<dyn PlayableGame>,
        offer: &GameOffer,
    ) -> Result<Vec<Message>, ResumeError> {
        self.ready(game.as_ref(), offer, self.me)?;
        let ours = turns(game.as_ref())?;
        let theirs = &offer.moves;
        let (mut play, mut rebuilt) = RemotePlay::from_offer(offer)?;
        let diverged = ResumeError::Diverged {
            ours: ours.len(),
            theirs: theirs.len(),
        };
        let again = if ours == *theirs {
            None
        } else if theirs.len() == ours.len() + 1 && theirs.starts_with(&ours) {
            // The host's last turn, which the line lost on its way here.
            if rebuilt.turn() != self.me {
                return Err(diverged);
            }
            None
        } else if ours.len() == theirs.len() + 1 && ours.starts_with(theirs) {
            // This side's last turn, which the line lost on its way there.
            if rebuilt.turn() != self.me {
                return Err(diverged);
            }
            ours.last()
        } else {
            return Err(diverged);
        };
        let sent = match again {
            Some(turn) => play.send_again(rebuilt.as_mut(), turn, true)?,
            None => Vec::new(),
        };
        *game = rebuilt;
        *self = play;
        Ok(sent)
    }

    /// The checks both sides make before taking an offer: the same game, the guest
    /// on the side the offer says, and a game across the network not ended.
    fn ready(
        &self,
        game: &dyn PlayableGame,
        offer: &GameOffer,
        guest: Side,
    ) -> Result<(), ResumeError> {
        if let Some(b) = &self.broken {
            return Err(ResumeError::Broken(b.clone()));
        }
        let theirs = GameKind::from(offer.game);
        if theirs != game.kind() {
            return Err(ResumeError::OtherGame {
                ours: game.kind(),
                theirs,
            });
        }
        if Side::from(offer.guest_plays) != guest {
            return Err(ResumeError::OtherSide);
        }
        Ok(())
    }

    /// Counting starts again from the offer's turns; nothing is asked any more.
    fn restart(&mut self, game: &mut dyn PlayableGame, turns: &[String]) {
        self.index = steps(game.kind(), turns);
        self.take_back_asked = None;
        self.rematch = None;
        if game.draw_offered_by().is_some() {
            // A draw offer does not outlive the line it was made on.
            let _ = game.answer_draw(false);
        }
    }

    /// This side's finished `turn` (already the last in `game`, or played into it
    /// here with `play_it`), as the messages that tell it: each move, then
    /// (Flickering) the end of the series.
    fn send_again(
        &mut self,
        game: &mut dyn PlayableGame,
        turn: &str,
        play_it: bool,
    ) -> Result<Vec<Message>, ResumeError> {
        let kind = game.kind();
        if play_it {
            play_turn(game, turn).map_err(|why| ResumeError::Illegal {
                turn: game.history_len() + 1,
                text: crate::core::text::shown(turn),
                why,
            })?;
        }
        let mut messages: Vec<Message> = moves_of(kind, turn)
            .map(|text| {
                let text = text.to_string();
                self.sent(|index| Message::Move { index, text })
            })
            .collect();
        if kind == GameKind::Flickering {
            messages.push(self.sent(|index| Message::EndSeries { index }));
        }
        Ok(messages)
    }
}

/// The moves of one turn of an offer: a Flickering series' moves, or the one move.
fn moves_of(kind: GameKind, turn: &str) -> impl Iterator<Item = &str> {
    let separator = match kind {
        GameKind::Flickering => ',',
        // A Xiangqi move has no comma: the whole text is the move.
        GameKind::Xiangqi => '\n',
    };
    turn.split(separator)
}

/// The messages counted for `turns`: each move, and each series' end.
pub(super) fn steps(kind: GameKind, turns: &[String]) -> u32 {
    let per_turn = |t: &String| match kind {
        GameKind::Flickering => moves_of(kind, t).count() + 1,
        GameKind::Xiangqi => 1,
    };
    u32::try_from(turns.iter().map(per_turn).sum::<usize>()).unwrap_or(u32::MAX)
}

/// One finished turn played through the rules: a whole Flickering series (played
/// and ended, all or nothing) or a Xiangqi move.
fn play_turn(game: &mut dyn PlayableGame, turn: &str) -> Result<(), GameError> {
    let moves_only = |c: char| c.is_ascii_alphanumeric() || c == ',';
    if turn.is_empty() || !turn.chars().all(moves_only) {
        return Err(GameError::NoText);
    }
    if game.kind() == GameKind::Xiangqi && turn.contains(',') {
        return Err(GameError::NoText);
    }
    game.play_text(turn)
}

/// The game an offer holds, replayed from the start through this side's rules.
fn replay(offer: &GameOffer) -> Result<Box<dyn PlayableGame>, ResumeError> {
    if !offer.fits() {
        return Err(ResumeError::TooLong {
            turns: offer.moves.len(),
        });
    }
    let kind = GameKind::from(offer.game);
    let mut game = start(kind)?;
    for (i, turn) in offer.moves.iter().enumerate() {
        play_turn(game.as_mut(), turn).map_err(|why| ResumeError::Illegal {
            turn: i + 1,
            text: crate::core::text::shown(turn),
            why,
        })?;
    }
    Ok(game)
}

/// A new game of `kind` from the usual start.
fn start(kind: GameKind) -> Result<Box<dyn PlayableGame>, ResumeError> {
    // The usual start always sets up; an error here would be the program's own.
    crate::play::new_game(kind, None).map_err(|_| ResumeError::NotFromStart)
}

/// Takes back the moves of a Flickering series in progress (the turn goes on
/// from its start).
fn drop_series_in_progress(game: &mut dyn PlayableGame) {
    // Bounded: a series moves each unit at most once.
    for _ in 0..MAX_TURN {
        if game.series_so_far().is_empty() || game.undo().is_err() {
            return;
        }
    }
}

/// The finished turns of `game` in coordinates, as an offer holds them: Flickering
/// series from its move list in coordinates (`1a. e2e4, g1f3`), Xiangqi moves from
/// the moves an engine is given.
pub(crate) fn turns(game: &dyn PlayableGame) -> Result<Vec<String>, ResumeError> {
    let from_start = game
        .snapshot_at(0)
        .is_some_and(|s| start(game.kind()).is_ok_and(|g| g.fen() == s.fen));
    if !from_start {
        return Err(ResumeError::NotFromStart);
    }
    let turns: Vec<String> = match game.kind() {
        GameKind::Flickering => game
            .move_list(NotationStyle::Coordinates)
            .iter()
            .map(|line| {
                let moves = line.split_once(' ').map_or("", |(_, moves)| moves);
                moves.split(", ").collect::<Vec<_>>().join(",")
            })
            .collect(),
        GameKind::Xiangqi => match game.engine_feed().map(|f| f.engine_input()) {
            Some(EngineInput::Xiangqi { moves, .. }) => moves.iter().map(|m| m.coord()).collect(),
            _ => return Err(ResumeError::NotFromStart),
        },
    };
    if turns.len() > MAX_TURNS || turns.iter().any(|t| t.len() > MAX_TURN) {
        return Err(ResumeError::TooLong { turns: turns.len() });
    }
    Ok(turns)
}
