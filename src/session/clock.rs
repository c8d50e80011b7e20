//! A chess clock for hot-seat play: a time control (minutes per player and an
//! increment per completed turn — a move in Xiangqi, a whole series in Flickering
//! Chess), the time each side has left, pausing, and flag fall.
//!
//! The clock never reads the time itself: every method that needs "now" is given
//! it, so tests run it on made-up instants without sleeping.
//!
//! Conventions (as Fischer-mode clocks keep them):
//! - each side starts with the base time plus one increment, so `0+2` is a real
//!   game of two seconds a turn;
//! - the increment is added when a turn is completed on a running clock, to the
//!   time left then (a turn played while the clock stands adds nothing);
//! - the time left after each completed turn is kept (it is what a record's
//!   `{[%clk 0:09:55]}` comments say), so taking turns back restores the clocks of
//!   the position gone back to, and a loaded record continues from its last
//!   comment.

use crate::core::Side;
use std::fmt;
use std::time::{Duration, Instant};

/// Minutes per player and seconds added per completed turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    pub base: Duration,
    pub increment: Duration,
}

/// Why a time control could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlError {
    #[error("'{text}' is not a time control: write MINUTES+SECONDS, e.g. 10+5 (10 minutes each, 5 seconds added per turn), 3+2 or 5 (no increment)")]
    Malformed { text: String },
    #[error("a time control of {minutes} minutes is too long (at most {MAX_MINUTES} minutes)")]
    TooLong { minutes: u64 },
    #[error("an increment of {seconds} seconds is too long (at most {MAX_INCREMENT} seconds)")]
    IncrementTooLong { seconds: u64 },
    #[error("0+0 leaves no time at all: give minutes or an increment, e.g. 0+2 or 5+0")]
    NoTime,
    #[error("[TimeControl \"{text}\"] is not SECONDS+SECONDS (e.g. \"600+5\")")]
    BadTag { text: String },
}

/// Longest base time accepted (ten hours).
pub const MAX_MINUTES: u64 = 600;
/// Longest increment accepted (ten minutes).
pub const MAX_INCREMENT: u64 = 600;

impl TimeControl {
    pub fn new(minutes: u64, increment_seconds: u64) -> TimeControl {
        TimeControl {
            base: Duration::from_secs(minutes * 60),
            increment: Duration::from_secs(increment_seconds),
        }
    }

    /// The form a player types: `10+5` (minutes + seconds) or `10` (no increment).
    pub fn parse_minutes(text: &str) -> Result<TimeControl, TimeControlError> {
        let (minutes, seconds) = two_numbers(text).ok_or_else(|| TimeControlError::Malformed {
            text: crate::core::text::shown(text.trim()),
        })?;
        if minutes > MAX_MINUTES {
            return Err(TimeControlError::TooLong { minutes });
        }
        if seconds > MAX_INCREMENT {
            return Err(TimeControlError::IncrementTooLong { seconds });
        }
        if minutes == 0 && seconds == 0 {
            return Err(TimeControlError::NoTime);
        }
        Ok(TimeControl::new(minutes, seconds))
    }

    /// PGN's `[TimeControl "600+5"]` (seconds + seconds).
    pub fn to_pgn(self) -> String {
        format!("{}+{}", self.base.as_secs(), self.increment.as_secs())
    }

    /// Read PGN's `600+5` (or `600` without increment).
    pub fn from_pgn(text: &str) -> Result<TimeControl, TimeControlError> {
        match two_numbers(text) {
            Some((base, inc))
                if base <= MAX_MINUTES * 60 && inc <= MAX_INCREMENT && base + inc > 0 =>
            {
                Ok(TimeControl {
                    base: Duration::from_secs(base),
                    increment: Duration::from_secs(inc),
                })
            }
            _ => Err(TimeControlError::BadTag {
                text: crate::core::text::shown(text),
            }),
        }
    }

    /// The time each side has before its first turn.
    pub fn start(self) -> Duration {
        self.base + self.increment
    }
}

/// `A+B` or `A` (B is then 0), both whole numbers; a number too long for `u64`
/// is `u64::MAX` (surely too long for a clock).
fn two_numbers(text: &str) -> Option<(u64, u64)> {
    let t = text.trim();
    let (a, b) = t.split_once('+').unwrap_or((t, "0"));
    let number = |n: &str| {
        let n = n.trim();
        (!n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()))
            .then(|| n.parse().unwrap_or(u64::MAX))
    };
    Some((number(a)?, number(b)?))
}

impl fmt::Display for TimeControl {
    /// `10+5` (minutes + seconds), as typed.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secs = self.base.as_secs();
        if secs % 60 == 0 {
            write!(f, "{}+{}", secs / 60, self.increment.as_secs())
        } else {
            write!(
                f,
                "{}:{:02}+{}",
                secs / 60,
                secs % 60,
                self.increment.as_secs()
            )
        }
    }
}

/// A time as a record's `%clk` writes it: `0:09:55` (hours, minutes, seconds;
/// fractions of a second are dropped, as a clock face shows them).
pub fn clk_text(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// Read `%clk`'s `H:MM:SS` (also `MM:SS`, and seconds with a fraction).
pub fn parse_clk(text: &str) -> Option<Duration> {
    let parts: Vec<&str> = text.trim().split(':').collect();
    if parts.is_empty() || parts.len() > 3 {
        return None;
    }
    let (whole, last) = parts.split_at(parts.len() - 1);
    let mut secs: u64 = 0;
    for p in whole {
        if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        secs = secs.checked_mul(60)?.checked_add(p.parse().ok()?)?;
    }
    let last = last[0];
    let (int, frac) = last.split_once('.').unwrap_or((last, ""));
    if int.is_empty()
        || !int.bytes().all(|b| b.is_ascii_digit())
        || !frac.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    secs = secs.checked_mul(60)?.checked_add(int.parse().ok()?)?;
    if parts.len() == 1 {
        secs /= 60;
    }
    let millis: u64 = format!("{frac:0<3}").get(..3)?.parse().ok()?;
    Some(Duration::from_secs(secs) + Duration::from_millis(millis))
}

/// A clock face for the screen: `9:55`, `1:02:03`, and tenths under ten seconds
/// (`0:07.4`).
pub fn face(d: Duration) -> String {
    let s = d.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else if s < 10 {
        format!("0:{:02}.{}", s, d.subsec_millis() / 100)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// What a record keeps of a clock: the time control, and the time the mover had
/// left after each completed turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockLog {
    pub control: TimeControl,
    /// Per completed turn, the mover's time left after it (and its increment);
    /// `None` where a record had no `%clk` comment for it.
    pub after_turn: Vec<Option<Duration>>,
}

/// The clock of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    /// The side whose turn is the game's first.
    first: Side,
    /// The mover's time left after each completed turn.
    after_turn: Vec<Duration>,
    /// Time used in the turn in progress up to `since` (or in total, when paused).
    used: Duration,
    /// Running since this instant; `None`: paused (or not started).
    since: Option<Instant>,
}

impl Clock {
    /// A new clock, paused, for a game whose first turn is `first`'s.
    pub fn new(control: TimeControl, first: Side) -> Clock {
        Clock {
            control,
            first,
            after_turn: Vec::new(),
            used: Duration::ZERO,
            since: None,
        }
    }

    /// A clock as a record left it (paused), for a game whose first turn was
    /// `first`'s, with `turns` turns completed. Turns without a time keep the
    /// mover's time from before them.
    pub fn from_log(log: &ClockLog, first: Side, turns: usize) -> Clock {
        let mut clock = Clock::new(log.control, first);
        for i in 0..turns {
            let side = clock.side_of(i);
            let time = match log.after_turn.get(i).copied().flatten() {
                Some(t) => t,
                None => clock.left_before(side, i),
            };
            clock.after_turn.push(time);
        }
        clock
    }

    /// What a record keeps of this clock.
    pub fn log(&self) -> ClockLog {
        ClockLog {
            control: self.control,
            after_turn: self.after_turn.iter().copied().map(Some).collect(),
        }
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The number of completed turns the clock knows.
    pub fn turns(&self) -> usize {
        self.after_turn.len()
    }

    /// Whose turn the `i`-th (0-based) is.
    fn side_of(&self, i: usize) -> Side {
        if i % 2 == 0 {
            self.first
        } else {
            !self.first
        }
    }

    /// The side whose clock runs (the side to move).
    pub fn to_move(&self) -> Side {
        self.side_of(self.after_turn.len())
    }

    /// `side`'s time left before the `turn`-th turn (0-based).
    fn left_before(&self, side: Side, turn: usize) -> Duration {
        (0..turn.min(self.after_turn.len()))
            .rev()
            .find(|&i| self.side_of(i) == side)
            .map_or(self.control.start(), |i| self.after_turn[i])
    }

    /// Time used in the turn in progress.
    fn used(&self, now: Instant) -> Duration {
        self.used
            + self
                .since
                .map_or(Duration::ZERO, |s| now.saturating_duration_since(s))
    }

    /// `side`'s time left at `now` (zero once the flag has fallen).
    pub fn left(&self, side: Side, now: Instant) -> Duration {
        let before = self.left_before(side, self.after_turn.len());
        if side == self.to_move() {
            before.saturating_sub(self.used(now))
        } else {
            before
        }
    }

    pub fn running(&self) -> bool {
        self.since.is_some()
    }

    /// Start (or go on) counting the side to move's time.
    pub fn resume(&mut self, now: Instant) {
        if self.since.is_none() {
            self.since = Some(now);
        }
    }

    /// Stop counting; the time used so far in the turn is kept.
    pub fn pause(&mut self, now: Instant) {
        self.used = self.used(now);
        self.since = None;
    }

    /// The side whose flag has fallen at `now`, if any (only the side to move's
    /// time runs).
    pub fn flag(&self, now: Instant) -> Option<Side> {
        let side = self.to_move();
        self.left(side, now).is_zero().then_some(side)
    }

    /// The side to move has no time left (a record says its flag fell).
    pub fn run_out(&mut self) {
        self.since = None;
        self.used = self.left_before(self.to_move(), self.after_turn.len());
    }

    /// The side to move completed its turn at `now`: its time left plus the
    /// increment is kept, and the opponent's clock runs (if the clock was running).
    /// A turn played while the clock stands earns no increment: the increment pays
    /// for time on the clock, and none was used.
    pub fn turn_done(&mut self, now: Instant) {
        let side = self.to_move();
        let increment = if self.running() {
            self.control.increment
        } else {
            Duration::ZERO
        };
        let left = self.left(side, now) + increment;
        self.after_turn.push(left);
        self.used = Duration::ZERO;
        if self.since.is_some() {
            self.since = Some(now);
        }
    }

    /// Take both sides' time left at `now` from another clock of the same game
    /// (across the network, the host's, which is the truth): `first` is the time
    /// of the side whose turn was the game's first, `second` the other's. The side
    /// to move's time goes on running from `now` if this clock runs. The side not
    /// to move keeps the time as its last completed turn left it, so that is what
    /// changes (and what a record writes); before that side's first turn its time
    /// is the base time, the same on both clocks, and stays.
    pub fn adopt(&mut self, first: Duration, second: Duration, now: Instant) {
        let mover = self.to_move();
        let turns = self.after_turn.len();
        let (mover_left, other_left) = if mover == self.first {
            (first, second)
        } else {
            (second, first)
        };
        if let Some(i) = (0..turns).rev().find(|&i| self.side_of(i) != mover) {
            self.after_turn[i] = other_left;
        }
        let before = self.left_before(mover, turns);
        if mover_left > before {
            // More than the mover had after its last turn (the other clock added an
            // increment this one did not): that turn left it the time given.
            if let Some(i) = (0..turns).rev().find(|&i| self.side_of(i) == mover) {
                self.after_turn[i] = mover_left;
            }
        }
        let before = self.left_before(mover, turns);
        self.used = before.saturating_sub(mover_left);
        if self.since.is_some() {
            self.since = Some(now);
        }
    }

    /// Follow the game to `turns` completed turns at `now`: turns played since are
    /// completed now; turns taken back take their times back with them, so each
    /// side has what it had in the position gone back to, and the turn to play
    /// again starts afresh.
    pub fn follow(&mut self, turns: usize, now: Instant) {
        if turns < self.after_turn.len() {
            self.after_turn.truncate(turns);
            self.used = Duration::ZERO;
            if self.since.is_some() {
                self.since = Some(now);
            }
        }
        while self.after_turn.len() < turns {
            self.turn_done(now);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(n: u64) -> Duration {
        Duration::from_secs(n)
    }

    #[test]
    fn a_clock_adopts_another_clocks_times_and_runs_on() {
        let t0 = Instant::now();
        let at = |ms: u64| t0 + Duration::from_millis(ms);
        let control = TimeControl::new(5, 2);
        let mut clock = Clock::new(control, Side::White);
        clock.resume(at(0));
        clock.turn_done(at(10_000)); // White: its start - 10 s + 2 s
        assert_eq!(
            clock.left(Side::White, at(10_000)),
            control.start() - secs(10) + secs(2)
        );
        // The other clock says White has 291.5 s, Black 296 s (Black to move).
        clock.adopt(
            secs(291) + Duration::from_millis(500),
            secs(296),
            at(12_000),
        );
        assert_eq!(
            clock.left(Side::White, at(12_000)),
            secs(291) + Duration::from_millis(500)
        );
        assert_eq!(clock.left(Side::Black, at(12_000)), secs(296));
        assert_eq!(clock.left(Side::Black, at(13_000)), secs(295), "it runs on");
        assert_eq!(
            clock.log().after_turn,
            vec![Some(secs(291) + Duration::from_millis(500))],
            "the record keeps the adopted time"
        );
        // Black's turn done: White's clock runs from what it adopted.
        clock.turn_done(at(14_000));
        assert_eq!(clock.left(Side::Black, at(14_000)), secs(296));
        // More time than the mover had (an increment this clock did not give).
        clock.adopt(secs(295), secs(299), at(14_000));
        assert_eq!(clock.left(Side::White, at(14_000)), secs(295));
        assert_eq!(clock.left(Side::Black, at(14_000)), secs(299));
        // A paused clock stays paused.
        clock.pause(at(15_000));
        clock.adopt(secs(200), secs(100), at(16_000));
        assert_eq!(clock.left(Side::White, at(20_000)), secs(200));
        assert!(!clock.running());
    }

    #[test]
    fn time_controls_are_read_as_typed_and_as_pgn_tags() {
        assert_eq!(
            TimeControl::parse_minutes("10+5"),
            Ok(TimeControl::new(10, 5))
        );
        assert_eq!(
            TimeControl::parse_minutes(" 3 "),
            Ok(TimeControl::new(3, 0))
        );
        assert_eq!(
            TimeControl::parse_minutes("0+2"),
            Ok(TimeControl::new(0, 2))
        );
        for bad in ["", "+", "10+", "a+5", "10-5", "1.5+0", "10+5+1", "-1+2"] {
            assert!(
                matches!(
                    TimeControl::parse_minutes(bad),
                    Err(TimeControlError::Malformed { .. })
                ),
                "{bad}"
            );
        }
        assert_eq!(
            TimeControl::parse_minutes("0+0"),
            Err(TimeControlError::NoTime)
        );
        assert!(matches!(
            TimeControl::parse_minutes("99999999999999999999999+0"),
            Err(TimeControlError::TooLong { .. })
        ));
        let message = TimeControl::parse_minutes("ten").unwrap_err().to_string();
        assert!(message.contains("MINUTES+SECONDS, e.g. 10+5"), "{message}");
        let tc = TimeControl::new(10, 5);
        assert_eq!(tc.to_pgn(), "600+5");
        assert_eq!(TimeControl::from_pgn("600+5"), Ok(tc));
        assert_eq!(TimeControl::from_pgn("300"), Ok(TimeControl::new(5, 0)));
        assert_eq!(tc.to_string(), "10+5");
        assert!(TimeControl::from_pgn("?").is_err());
        assert!(TimeControl::from_pgn("40/7200:3600").is_err());
    }

    #[test]
    fn clk_comments_are_written_and_read() {
        assert_eq!(clk_text(secs(595)), "0:09:55");
        assert_eq!(clk_text(secs(3723) + Duration::from_millis(900)), "1:02:03");
        assert_eq!(parse_clk("0:09:55"), Some(secs(595)));
        assert_eq!(parse_clk("1:02:03"), Some(secs(3723)));
        assert_eq!(parse_clk("09:55"), Some(secs(595)));
        assert_eq!(
            parse_clk("0:00:07.4"),
            Some(secs(7) + Duration::from_millis(400))
        );
        for bad in ["", "x", "1:2:3:4", "::", "0:-1:00", "0:09:5a"] {
            assert_eq!(parse_clk(bad), None, "{bad}");
        }
        assert_eq!(face(secs(595)), "9:55");
        assert_eq!(face(secs(3723)), "1:02:03");
        assert_eq!(face(Duration::from_millis(7_450)), "0:07.4");
    }

    #[test]
    fn the_side_to_moves_time_runs_and_the_increment_follows_its_turn() {
        let t0 = Instant::now();
        let mut c = Clock::new(TimeControl::new(10, 5), Side::White);
        assert_eq!(c.left(Side::White, t0), secs(605));
        // Paused until resumed: nothing runs.
        assert_eq!(c.left(Side::White, t0 + secs(30)), secs(605));
        c.resume(t0);
        assert_eq!(c.left(Side::White, t0 + secs(30)), secs(575));
        assert_eq!(c.left(Side::Black, t0 + secs(30)), secs(605));
        c.turn_done(t0 + secs(30));
        assert_eq!(c.to_move(), Side::Black);
        assert_eq!(c.left(Side::White, t0 + secs(100)), secs(580));
        assert_eq!(c.left(Side::Black, t0 + secs(100)), secs(535));
        // A pause keeps the time used.
        c.pause(t0 + secs(100));
        assert_eq!(c.left(Side::Black, t0 + secs(1000)), secs(535));
        c.resume(t0 + secs(1000));
        assert_eq!(c.left(Side::Black, t0 + secs(1010)), secs(525));
        c.turn_done(t0 + secs(1010));
        assert_eq!(c.log().after_turn, vec![Some(secs(580)), Some(secs(530))]);
        // Turns played while it stands earn no increment.
        c.pause(t0 + secs(1010));
        c.turn_done(t0 + secs(1020));
        c.turn_done(t0 + secs(1030));
        assert_eq!(c.left(Side::White, t0 + secs(2000)), secs(580));
        assert_eq!(c.left(Side::Black, t0 + secs(2000)), secs(530));
    }

    #[test]
    fn the_flag_falls_when_the_time_runs_out() {
        let t0 = Instant::now();
        let mut c = Clock::new(TimeControl::new(0, 2), Side::White);
        c.resume(t0);
        assert_eq!(c.flag(t0 + Duration::from_millis(1999)), None);
        c.turn_done(t0 + secs(1));
        // White has 1 + 2 s; Black its first 2 s.
        assert_eq!(c.left(Side::White, t0 + secs(1)), secs(3));
        assert_eq!(c.flag(t0 + Duration::from_millis(2999)), None);
        assert_eq!(c.flag(t0 + secs(3)), Some(Side::Black));
        assert_eq!(c.left(Side::Black, t0 + secs(9)), Duration::ZERO);
        let mut read = Clock::from_log(&c.log(), Side::White, 1);
        assert_eq!(read.flag(t0), None);
        read.run_out();
        assert_eq!(read.flag(t0), Some(Side::Black));
        assert_eq!(read.left(Side::White, t0), secs(3));
    }

    #[test]
    fn taking_turns_back_restores_the_times_of_that_position() {
        let t0 = Instant::now();
        let mut c = Clock::new(TimeControl::new(1, 0), Side::Black);
        c.resume(t0);
        c.follow(1, t0 + secs(10)); // Black used 10 s
        c.follow(2, t0 + secs(30)); // Red/White used 20 s
        c.follow(3, t0 + secs(35)); // Black 5 s more
        assert_eq!(c.left(Side::Black, t0 + secs(35)), secs(45));
        assert_eq!(c.to_move(), Side::White);
        // Back two turns: Black to move with 50 s, White still 40 s.
        c.follow(1, t0 + secs(50));
        assert_eq!(c.to_move(), Side::White);
        c.follow(0, t0 + secs(50));
        assert_eq!(c.to_move(), Side::Black);
        assert_eq!(c.left(Side::Black, t0 + secs(50)), secs(60));
        assert_eq!(c.left(Side::White, t0 + secs(50)), secs(60));
        // The turn played again starts afresh from the undo.
        assert_eq!(c.left(Side::Black, t0 + secs(55)), secs(55));
    }

    #[test]
    fn a_clock_is_rebuilt_from_its_log() {
        let log = ClockLog {
            control: TimeControl::new(5, 3),
            after_turn: vec![Some(secs(290)), None, Some(secs(250))],
        };
        let t0 = Instant::now();
        let c = Clock::from_log(&log, Side::White, 3);
        assert!(!c.running());
        assert_eq!(c.to_move(), Side::Black);
        assert_eq!(c.left(Side::White, t0), secs(250));
        // Black's missing time: what it had before, its starting time.
        assert_eq!(c.left(Side::Black, t0), secs(303));
        assert_eq!(c.turns(), 3);
    }
}
