//! The game against the computer or an engine: it plays one side; its turn runs
//! on the worker, its reply is played through the port like a player's, and
//! take-backs and Esc while it thinks keep the player's turn whole.

use super::{App, GameJob, Message, Mode};
use crate::core::Side;
use crate::i18n::Arg;
use crate::play::opponent::{Opponent, Reply, Thought};
use crate::play::port::GameError;
use crate::play::worker::{Job, JobEnd};

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
        let name = crate::words::opponent_name(self.settings.lang, &opponent);
        let side = crate::words::side_key(self.game.kind(), opponent.side);
        self.info(self.tr_args(
            "game-msg-opponent-plays",
            &[("name", name.into()), ("side", side.into())],
        ));
        self.opponent = Some(opponent);
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

    /// Start the opponent's turn when it is due.
    pub(super) fn start_opponent_if_due(&mut self) {
        if !self.opponent_due() {
            return;
        }
        let Some(opponent) = &mut self.opponent else {
            return;
        };
        let Some(feed) = self.game.engine_feed() else {
            let name = crate::words::opponent_name(self.settings.lang, opponent);
            self.opponent = None;
            self.refuse(GameError::OpponentCannotPlay { name });
            return;
        };
        let work = opponent.work(feed.engine_input());
        let what = crate::i18n::tr_args(
            self.settings.lang,
            "game-job-thinking",
            &[(
                "name",
                crate::words::opponent_name(self.settings.lang, opponent).into(),
            )],
        );
        self.clear_selection();
        self.mode = Mode::Board;
        self.job = Some(GameJob::Opponent(Job::start(self.runner, what, work)));
        self.collect_job();
    }

    /// Esc while the opponent thinks: it stops, and the game goes on hot-seat.
    pub(super) fn stop_opponent(&mut self) {
        self.job = None;
        let lang = self.settings.lang;
        let name = self
            .opponent
            .take()
            .map(|o| crate::words::opponent_name(lang, &o))
            .unwrap_or_default();
        self.info(self.tr_args("game-msg-opponent-stopped", &[("name", name.into())]));
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
                Ok(_) => self.info(self.tr("msg-took-back-move")),
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
        let player = side.opponent();
        let [who, king] = [
            (
                "side",
                crate::words::side_key(self.game.kind(), player).into(),
            ),
            ("name", self.side_words(player).into()),
        ];
        self.info(self.tr_args(
            match turns {
                1 => "game-msg-took-back-turn",
                _ => "game-msg-took-back-reply-and-turn",
            },
            &[who, king],
        ));
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
                    self.info(self.tr("game-msg-redid-turn-and-reply"));
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
        let lang = self.settings.lang;
        let name = crate::words::opponent_name(lang, opponent);
        let failed = |app: &mut App, why: String| {
            app.opponent = None;
            app.message = Some(Message {
                text: crate::i18n::tr_args(
                    lang,
                    "game-msg-hot-seat-from-here",
                    &[("why", why.into())],
                ),
                error: true,
            });
        };
        let thought = match end {
            JobEnd::Done(t) => t,
            JobEnd::Lost => {
                let why =
                    crate::i18n::tr_args(lang, "game-opponent-lost", &[("name", name.into())]);
                return failed(self, why);
            }
        };
        opponent.keep(thought.engine, thought.engine_name);
        let name = crate::words::opponent_name(lang, opponent);
        let reply = match thought.reply {
            Ok(r) => r,
            Err(e) => return failed(self, crate::words::opponent_error(lang, &e)),
        };
        let secs = |s: f64| Arg::from(format!("{s:.1}"));
        let turn = self.game.turn();
        let elapsed = thought.elapsed.as_secs_f64();
        match reply {
            Reply::Move(mv) => match self.game.play_text(&mv) {
                Ok(()) => {
                    self.opponent_note = Some(self.tr_args(
                        "game-msg-opponent-played",
                        &[
                            ("name", name.into()),
                            ("move", mv.into()),
                            ("seconds", secs(elapsed)),
                        ],
                    ));
                    self.after_play(turn);
                    self.autosave();
                }
                Err(e) => {
                    let why = self.tr_args(
                        "game-opponent-move-refused",
                        &[
                            ("name", name.into()),
                            ("move", mv.into()),
                            ("why", crate::words::refusal(lang, &e).into()),
                        ],
                    );
                    failed(self, why)
                }
            },
            Reply::Series(moves) => {
                // All the moves stay open (the trailing comma), then the series ends
                // on the worker like a player's.
                let text = format!("{},", moves.join(", "));
                match self.game.play_text(&text) {
                    Ok(()) => {
                        self.opponent_note = Some(self.tr_args(
                            "game-msg-opponent-played-series",
                            &[("name", name.into()), ("seconds", secs(elapsed))],
                        ));
                        self.end_series();
                    }
                    Err(e) => {
                        // Nothing half-played stays: take back what went in.
                        while !self.game.series_so_far().is_empty() {
                            if self.game.undo().is_err() {
                                break;
                            }
                        }
                        let why = self.tr_args(
                            "game-opponent-series-refused",
                            &[
                                ("name", name.into()),
                                ("series", text.into()),
                                ("why", crate::words::refusal(lang, &e).into()),
                            ],
                        );
                        failed(self, why)
                    }
                }
            }
        }
    }
}
