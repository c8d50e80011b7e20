//! The clock and the opponent between lines: the opponent's turn runs on the
//! worker and its reply is played through the port like a player's and said;
//! the clock runs, warns the side to move at [`WARNINGS`] seconds left (each once
//! as the time falls below it), and a fallen flag ends the game.

use super::*;

impl Plain {
    // The clock and the opponent, between lines.

    /// What happened since the last line: the opponent's reply, a clock warning,
    /// a fallen flag.
    pub fn tick(&mut self) -> Vec<String> {
        let mut out = Vec::new();
        self.tick_into(&mut out);
        out
    }

    pub(super) fn tick_into(&mut self, out: &mut Vec<String>) {
        self.collect_opponent(out);
        let now = (self.now)();
        let over = self.game.result().is_over();
        let run = !over && !self.clock_waits;
        let Some(clock) = &mut self.clock else {
            return;
        };
        if run {
            clock.resume(now);
        } else {
            clock.pause(now);
            return;
        }
        if let Some(side) = clock.flag(now) {
            clock.pause(now);
            self.thinking = None;
            match self.game.lose_on_time(side) {
                Ok(()) => self.position(out),
                Err(e) => self.say(out, e),
            }
            self.autosave(out);
            return;
        }
        let side = clock.to_move();
        let left = clock.left(side, now);
        if self.opponent.as_ref().is_some_and(|o| o.side == side) {
            return;
        }
        // Each warning once as the time falls below it; again only after an
        // increment (or a take-back) put the time back above it.
        let level = WARNINGS
            .iter()
            .copied()
            .filter(|&w| left <= Duration::from_secs(w))
            .min()
            .unwrap_or(u64::MAX);
        let told = &mut self.warned[side.index()];
        if level >= *told {
            *told = level;
            return;
        }
        *told = level;
        // Seconds as a player counts them: 59.99 is "60 seconds left".
        let seconds = left.as_millis().div_ceil(1000) as u64;
        let kind = self.kind();
        self.say(
            out,
            PlainText::TimeLeft {
                kind,
                side,
                seconds,
            },
        );
    }

    /// How long the loop may wait for a line before something is due: the
    /// opponent's reply (looked for every 100 ms), the next clock warning or the
    /// flag. `None`: nothing is due, wait for a line.
    pub fn wake_in(&self) -> Option<Duration> {
        let mut wake: Option<Duration> = None;
        let mut at = |d: Duration| wake = Some(wake.map_or(d, |w| w.min(d)));
        if self.thinking.is_some() {
            at(Duration::from_millis(100));
        }
        if let Some(clock) = self.clock.as_ref().filter(|c| c.running()) {
            let left = clock.left(clock.to_move(), (self.now)());
            let next = WARNINGS
                .iter()
                .map(|&w| Duration::from_secs(w))
                .filter(|&w| w < left)
                .map(|w| left - w)
                .min()
                .unwrap_or(left);
            at(next + Duration::from_millis(5));
        }
        wake
    }

    pub(super) fn start_opponent_if_due(&mut self, out: &mut Vec<String>) {
        let due = self.opponent.as_ref().is_some_and(|o| {
            self.thinking.is_none()
                && self.asked.is_none()
                && !self.quit
                && !self.game.result().is_over()
                && self.game.turn() == o.side
                && self.game.series_so_far().is_empty()
        });
        if !due {
            return;
        }
        let Some(feed) = self.game.engine_feed() else {
            if let Some(o) = self.opponent.take() {
                self.say(out, GameError::OpponentCannotPlay { name: o.name() });
            }
            return;
        };
        let input = feed.engine_input();
        let now = (self.now)();
        let Some(opponent) = &mut self.opponent else {
            return;
        };
        let clock = self.clock.as_ref().map(|c| ClockLeft {
            left: c.left(opponent.side, now),
            increment: c.control().increment,
        });
        let work = opponent.work(input, clock);
        let within = opponent.ends_within();
        let name = opponent.name().say(self.lang);
        self.thinking = Some(Job::start(self.runner, Task::Opponent, work).ends_on_drop(within));
        self.say(out, PlainText::Thinking(&name));
        self.collect_opponent(out);
    }

    /// The opponent's reply, once it is in: played through the port like a
    /// player's, and said; or why there is none (hot-seat from here).
    pub(super) fn collect_opponent(&mut self, out: &mut Vec<String>) {
        let Some(job) = &mut self.thinking else {
            return;
        };
        let Some(end) = job.finished() else {
            return;
        };
        self.thinking = None;
        let Some(opponent) = &mut self.opponent else {
            return;
        };
        let name = opponent.name();
        let thought = match end {
            JobEnd::Done(t) => t,
            JobEnd::Lost => {
                self.opponent = None;
                let why = OpponentFailure::Lost(&name);
                return self.say(out, GameText::HotSeatFromHere(why));
            }
        };
        opponent.keep(thought.engine, thought.engine_name);
        let name = opponent.name();
        let reply = match thought.reply {
            Ok(r) => r,
            Err(e) => {
                self.opponent = None;
                let why = OpponentFailure::NoReply(&e);
                return self.say(out, GameText::HotSeatFromHere(why));
            }
        };
        let index = self.game.history_len();
        let (text, series) = match &reply {
            Reply::Move(mv) => (mv.clone(), false),
            Reply::Series(moves) => (format!("{},", moves.join(", ")), true),
        };
        let played = self.game.play_text(&text).and_then(|()| {
            if series {
                self.game.end_series()
            } else {
                Ok(())
            }
        });
        match played {
            Ok(()) => {
                if series {
                    let name = name.say(self.lang);
                    let seconds = thought.elapsed.as_secs_f64();
                    self.say(
                        out,
                        PlainText::OpponentSeries {
                            name: &name,
                            seconds,
                        },
                    );
                }
                self.announce_since(out, index, 0);
                self.position(out);
                self.autosave(out);
            }
            Err(e) => {
                // Nothing half-played stays.
                while !self.game.series_so_far().is_empty() {
                    if self.game.undo().is_err() {
                        break;
                    }
                }
                self.opponent = None;
                let why = match reply {
                    Reply::Move(_) => OpponentFailure::MoveRefused {
                        name: &name,
                        mv: &text,
                        why: &e,
                    },
                    Reply::Series(_) => OpponentFailure::SeriesRefused {
                        name: &name,
                        series: &text,
                        why: &e,
                    },
                };
                self.say(out, GameText::HotSeatFromHere(why));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::*;
    use super::*;
    use crate::session::clock::TimeControl;
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::OnceLock;

    static START: OnceLock<Instant> = OnceLock::new();
    static MILLIS: AtomicU64 = AtomicU64::new(0);

    /// A made-up "now": the test moves it.
    fn fake_now() -> Instant {
        *START.get_or_init(Instant::now) + Duration::from_millis(MILLIS.load(Ordering::SeqCst))
    }

    fn at(seconds: f64) {
        MILLIS.store((seconds * 1000.0) as u64, Ordering::SeqCst);
    }

    /// Each warning once, as the side to move's time falls below 60, 30 and 10
    /// seconds; the other side's own warnings on its turns; the flag ends the game.
    #[test]
    fn the_clock_warns_at_a_minute_thirty_and_ten_seconds_left_once_each() {
        at(0.0);
        let game = crate::play::new_game(crate::session::GameKind::Xiangqi, None).unwrap();
        let mut plain = Plain::new(game, Records::default(), Lang::En, NotationStyle::Standard)
            .with_clock(TimeControl::new(1, 0));
        plain.runner = Runner::Inline;
        plain.now = fake_now;
        let start = plain.start().join("\n");
        assert!(start.ends_with("Red to move, move 1."), "{start}");
        assert_eq!(plain.tick(), ["Red has 60 seconds left."]);
        at(29.5);
        assert!(plain.tick().is_empty());
        at(30.0);
        assert_eq!(plain.tick(), ["Red has 30 seconds left."]);
        at(31.0);
        let played = plain.line("h3e3");
        assert_eq!(
            played.last().unwrap(),
            "Black has 60 seconds left.",
            "{played:?}"
        );
        at(32.0);
        let played = plain.line("h10g8");
        assert!(
            !played.iter().any(|l| l.contains("seconds left")),
            "{played:?}"
        );
        assert_eq!(wait(&plain), Duration::from_millis(19_005));
        at(51.0);
        assert_eq!(plain.tick(), ["Red has 10 seconds left."]);
        at(62.0);
        let flag = plain.tick().join("\n");
        assert!(flag.contains("Game over: Black wins"), "{flag}");
        assert!(plain.tick().is_empty());
    }

    fn wait(plain: &Plain) -> Duration {
        plain.wake_in().unwrap()
    }
}
