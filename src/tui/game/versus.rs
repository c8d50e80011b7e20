//! The game against the computer or an engine: it plays one side; its turn runs
//! on the worker, its reply is played through the port like a player's, and
//! take-backs and Esc while it thinks keep the player's turn whole.

use super::{App, GameJob, Message, Mode, Question};
use crate::core::Side;
use crate::play::opponent::{ClockLeft, Opponent, Reply, Thought};
use crate::play::port::GameError;
use crate::play::worker::{Job, JobEnd, Task};
use crate::words::game::{GameText, OpponentFailure};

impl App {
    /// Play against `opponent` (it starts thinking at the next [`App::collect_job`]
    /// when it is its turn).
    pub fn with_opponent(mut self, opponent: Opponent) -> App {
        self.set_opponent(opponent);
        self
    }

    /// Play against `opponent` from now on.
    pub fn set_opponent(&mut self, opponent: Opponent) {
        if self.settings.auto_flip || !self.settings.flipped {
            // The player's side at the bottom.
            self.settings.flipped = opponent.side == Side::White;
        }
        self.info(self.say(GameText::OpponentPlays {
            name: &opponent.name(),
            kind: self.game.kind(),
            side: opponent.side,
        }));
        self.opponent = Some(opponent);
    }

    /// An opponent read from disk: an engine the player did not choose in this run
    /// waits for their yes ([`App::opening_question`]); any other plays at once.
    pub fn restore_opponent(&mut self, opponent: Opponent) {
        match opponent.engine_program() {
            Some(path) if !crate::play::opponent::was_chosen(path) => {
                self.unconfirmed = Some(opponent);
            }
            _ => self.set_opponent(opponent),
        }
    }

    /// The question to ask as soon as the game is on screen: whether to run the
    /// engine a resumed game names.
    pub fn opening_question(&mut self) -> Option<Question> {
        if let Some(offer) = self.computer_offer_to_ask() {
            return Some(offer);
        }
        self.unconfirmed.as_ref()?;
        self.asked = Some(Question::StartEngine);
        Some(Question::StartEngine)
    }

    /// The player's answer about the engine a resumed game names: it plays, or the
    /// game goes on hot-seat.
    pub(super) fn engine_answered(&mut self, yes: bool) {
        let Some(opponent) = self.unconfirmed.take() else {
            return;
        };
        if yes {
            if let Some(path) = opponent.engine_program() {
                crate::play::opponent::chosen(path);
            }
            self.set_opponent(opponent);
        } else {
            self.info(self.say(GameText::EngineNotStarted(&opponent.name())));
        }
    }

    /// Whether the opponent is thinking now.
    pub fn opponent_thinking(&self) -> bool {
        matches!(self.job, Some(GameJob::Opponent(_)))
    }

    /// Whether the opponent's turn is due: its side to move at the start of a
    /// turn, the game going on, nothing else running and no question open.
    pub fn opponent_due(&self) -> bool {
        self.opponent.as_ref().is_some_and(|o| {
            self.job.is_none()
                && self.asked.is_none()
                && matches!(self.mode, Mode::Board | Mode::Browse { .. })
                && !self.game.result().is_over()
                && self.game.turn() == o.side
                && self.game.series_so_far().is_empty()
        })
    }

    /// Start the opponent's turn when it is due (the computer may first offer a
    /// draw: [`App::computer_offers_draw`]).
    pub(super) fn start_opponent_if_due(&mut self) {
        if !self.opponent_due() || self.computer_offers_draw() {
            return;
        }
        let Some(opponent) = &mut self.opponent else {
            return;
        };
        let Some(feed) = self.game.engine_feed() else {
            let name = opponent.name();
            self.opponent = None;
            self.refuse(GameError::OpponentCannotPlay { name });
            return;
        };
        let now = (self.now)();
        let clock = self.clock.as_ref().map(|c| ClockLeft {
            left: c.left(opponent.side, now),
            increment: c.control().increment,
        });
        let work = opponent.work(feed.engine_input(), clock);
        let job =
            Job::start(self.runner, Task::Opponent, work).ends_on_drop(opponent.ends_within());
        self.clear_selection();
        self.mode = Mode::Board;
        self.job = Some(GameJob::Opponent(job));
        self.collect_job();
    }

    /// Esc while the opponent thinks: it stops, and the game goes on hot-seat
    /// until `g` hands its side back ([`App::opponent_back`]).
    pub(super) fn stop_opponent(&mut self) {
        self.job = None;
        self.stopped = self.opponent.take();
        let name = self.stopped.as_ref().map(|o| o.name());
        self.info(self.say(GameText::OpponentStopped(name.as_ref())));
    }

    /// `g`: the opponent Esc stopped plays its side again (it thinks at once when
    /// it is its turn).
    pub(super) fn opponent_back(&mut self) {
        if self.opponent.is_some() {
            return;
        }
        if let Some(opponent) = self.stopped.take() {
            self.set_opponent(opponent);
            self.start_opponent_if_due();
        }
    }

    /// `u` against an opponent: the player is to move again. While the opponent
    /// thinks, the player's last turn is taken back; after its reply, the reply and
    /// the player's turn before it. Inside the player's own series, the last move.
    pub(super) fn undo_against_opponent(&mut self) {
        let Some(side) = self.opponent.as_ref().map(|o| o.side) else {
            return;
        };
        self.clear_selection();
        self.practice.hint = None;
        if !self.game.series_so_far().is_empty() {
            match self.game.undo() {
                Ok(_) => self.info(self.say(GameText::TookBackMove)),
                Err(e) => self.refuse(e),
            }
            return;
        }
        // The opponent to move (thinking, or stopped at a result): the player's turn
        // before; else the opponent's reply too.
        let turns = self.turns_to_take_back(side);
        if self.game.history_len() < turns {
            self.refuse(GameError::NothingOfYoursToTakeBack);
            return;
        }
        self.job = None;
        for _ in 0..turns {
            if let Err(e) = self.game.undo() {
                self.refuse(e);
                return;
            }
        }
        self.auto_flip();
        self.info(self.say(GameText::TookBackTurn {
            kind: self.game.kind(),
            side: side.opponent(),
            reply: turns > 1,
        }));
    }

    /// `U` against an opponent: the turns undo took back come back until it is the
    /// player's turn again (the player's turn and the opponent's reply).
    pub(super) fn redo_against_opponent(&mut self) {
        let Some(side) = self.opponent.as_ref().map(|o| o.side) else {
            return;
        };
        self.redo();
        if self.game.turn() == side
            && self.game.series_so_far().is_empty()
            && !self.game.result().is_over()
        {
            // The reply, if it was taken back too; else the opponent thinks again.
            let turn = self.game.turn();
            if self.game.redo().is_ok() {
                self.after_play(turn);
                if self.message.is_none() {
                    self.info(self.say(GameText::RedidTurnAndReply));
                }
            }
        }
    }

    /// The opponent's thought is in: play its reply through the port like a
    /// player's, or say why there is none and go on hot-seat.
    pub(super) fn opponent_replied(&mut self, end: JobEnd<Thought>) {
        let Some(opponent) = &mut self.opponent else {
            return;
        };
        let name = opponent.name();
        let failed = |app: &mut App, why: OpponentFailure| {
            let text = app.say(GameText::HotSeatFromHere(why));
            app.opponent = None;
            app.message = Some(Message { text, error: true });
        };
        let thought = match end {
            JobEnd::Done(t) => t,
            JobEnd::Lost => return failed(self, OpponentFailure::Lost(&name)),
        };
        opponent.keep(thought.engine, thought.engine_name);
        let name = opponent.name();
        let reply = match thought.reply {
            Ok(r) => r,
            Err(e) => return failed(self, OpponentFailure::NoReply(&e)),
        };
        let turn = self.game.turn();
        let elapsed = thought.elapsed.as_secs_f64();
        match reply {
            Reply::Move(mv) => match self.game.play_text(&mv) {
                Ok(()) => {
                    self.opponent_note = Some(self.say(GameText::OpponentPlayed {
                        name: &name,
                        mv: &mv,
                        seconds: elapsed,
                    }));
                    self.after_play(turn);
                    self.autosave();
                }
                Err(e) => {
                    let why = OpponentFailure::MoveRefused {
                        name: &name,
                        mv: &mv,
                        why: &e,
                    };
                    failed(self, why)
                }
            },
            Reply::Series(moves) => {
                // All the moves stay open (the trailing comma), then the series ends
                // on the worker like a player's.
                let text = format!("{},", moves.join(", "));
                match self.game.play_text(&text) {
                    Ok(()) => {
                        self.opponent_note = Some(self.say(GameText::OpponentPlayedSeries {
                            name: &name,
                            seconds: elapsed,
                        }));
                        self.end_series();
                    }
                    Err(e) => {
                        // Nothing half-played stays: take back what went in.
                        while !self.game.series_so_far().is_empty() {
                            if self.game.undo().is_err() {
                                break;
                            }
                        }
                        let why = OpponentFailure::SeriesRefused {
                            name: &name,
                            series: &text,
                            why: &e,
                        };
                        failed(self, why)
                    }
                }
            }
        }
    }
}
