//! The ladder of playing strengths: what each level may spend and how it errs.
//!
//! The lowest levels play like people learning the game: they build short series,
//! do not look at the opponent's answer, choose loosely among series of similar
//! value and now and then overlook their own mate in one series or the opponent's
//! mate after their series (the chances are in the table of [`Level::settings`]).
//! Every level still plays only legal series (they go through the series engine)
//! and stays far inside its time. The top level has no such lapses and uses the
//! time it is given ([`LevelSettings::for_time`]).

use super::EngineError;
use std::time::Duration;

/// A playing strength, 1 (beginner) to 7 (strongest).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    pub const MIN: u8 = 1;
    pub const MAX: u8 = 7;
    /// The default level, the middle of the ladder ("club player").
    pub const DEFAULT: Level = Level(4);

    /// The level `n`, if it is between 1 and 7.
    pub fn new(n: u8) -> Result<Level, EngineError> {
        if (Self::MIN..=Self::MAX).contains(&n) {
            Ok(Level(n))
        } else {
            Err(EngineError::BadLevel(n))
        }
    }
    pub fn number(self) -> u8 {
        self.0
    }

    /// Every level, weakest first.
    pub fn all() -> impl Iterator<Item = Level> {
        (Self::MIN..=Self::MAX).map(Level)
    }

    /// What the level may spend and how often it errs. Each series it draws
    /// (from the game's seed) whether it moves a single unit, whether it looks
    /// for its own mate and whether it looks for the opponent's mate after its
    /// series; then it chooses at random among the series whose values differ by
    /// less than its spread.
    ///
    /// | level | time | longest series | one unit only | beam | replies x width | own / opponent mate (states) | overlooks own mate | overlooks opponent's mate | chooses within |
    /// |---|---|---|---|---|---|---|---|---|---|
    /// | 1 beginner    | 0.2 s | 2 moves | 85 % | 2  | none    | 2,000 / 1,000     | 50 % | 60 % | 6 pawns    |
    /// | 2 learner     | 0.2 s | 3 moves | 76 % | 3  | none    | 3,000 / 1,500     | 42 % | 52 % | 4.8 pawns  |
    /// | 3 casual      | 0.3 s | 4 moves | 62 % | 4  | none    | 5,000 / 2,000     | 32 % | 42 % | 3.2 pawns  |
    /// | 4 club player | 0.4 s | 5 moves | 40 % | 5  | none    | 10,000 / 4,000    | 22 % | 32 % | 2.2 pawns  |
    /// | 5 strong      | 0.8 s | any     | 15 % | 10 | 1 x 4   | 40,000 / 15,000   | 18 % | 26 % | 1.5 pawns  |
    /// | 6 expert      | 1.5 s | any     | 0    | 12 | 8 x 6   | 100,000 / 30,000  | 6 %  | 10 % | 0.3 pawns  |
    /// | 7 strongest   | 4 s   | any     | 0    | 32 | 32 x 10 | 400,000 / 120,000 | 0    | 0    | 0.03 pawns |
    ///
    /// The numbers come from the ladder of the match harness (`benches/flicker_match.rs`,
    /// `FLICKER_MATCH_LADDER=1`): each level scores 60–85 % against the level below,
    /// level 1 about half against the greedy sparring player. The time is a
    /// ceiling: the work limits usually end the search well before (except at the
    /// top level given more time, see [`LevelSettings::for_time`]).
    pub fn settings(self) -> LevelSettings {
        let (ms, max_len, width, replies, reply_width, root_nodes, threat_nodes) = match self.0 {
            1 => (200, 2, 2, 0, 3, 2_000, 1_000),
            2 => (200, 3, 3, 0, 3, 3_000, 1_500),
            3 => (300, 4, 4, 0, 3, 5_000, 2_000),
            4 => (400, 5, 5, 0, 3, 10_000, 4_000),
            5 => (800, usize::MAX, 10, 1, 4, 40_000, 15_000),
            6 => (1_500, usize::MAX, 12, 8, 6, 100_000, 30_000),
            _ => (4_000, usize::MAX, 32, 32, 10, 400_000, 120_000),
        };
        let (one_move, miss_mate, miss_threat, spread) = match self.0 {
            1 => (85, 50, 60, 600),
            2 => (76, 42, 52, 480),
            3 => (62, 32, 42, 320),
            4 => (40, 22, 32, 220),
            5 => (15, 18, 26, 150),
            6 => (0, 6, 10, 30),
            _ => (0, 0, 0, 3),
        };
        LevelSettings {
            time: Duration::from_millis(ms),
            max_len,
            width,
            replies,
            reply_width,
            root_mate_nodes: root_nodes,
            threat_mate_nodes: threat_nodes,
            one_move,
            miss_mate,
            miss_threat,
            spread,
            uses_time: self.0 == Self::MAX,
        }
    }
}

impl Default for Level {
    fn default() -> Self {
        Level::DEFAULT
    }
}

/// The work one level allows and its lapses.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LevelSettings {
    /// The longest a series may take.
    pub time: Duration,
    /// The most moves of a series it considers (a king in check may still need
    /// the solver's longer escape).
    pub max_len: usize,
    /// Partial series kept per layer of the beam.
    pub width: usize,
    /// Candidates whose reply is searched (none: the level does not look at the
    /// opponent's answer).
    pub replies: usize,
    /// Beam width of the reply search.
    pub reply_width: usize,
    /// Series states for the search of its own mate.
    pub root_mate_nodes: u64,
    /// Series states per check of the opponent's mate after a candidate.
    pub threat_mate_nodes: u64,
    /// Percent chance, each series, that it moves a single unit (a king in
    /// check may still need the solver's longer escape).
    pub one_move: u8,
    /// Percent chance, each series, that it does not look for its own mate.
    pub miss_mate: u8,
    /// Percent chance, each series, that it does not look for the opponent's mate
    /// after its series.
    pub miss_threat: u8,
    /// Centipawns: series whose values differ by less are chosen among at random.
    pub spread: i32,
    /// It searches as long as the time allows (the top level).
    pub uses_time: bool,
}

impl LevelSettings {
    /// The settings for a series given `time` instead of the level's: every
    /// level keeps to the shorter of the two; the top level given more searches
    /// more (its mate searches and reply count grow with the time).
    pub fn for_time(self, time: Duration) -> LevelSettings {
        if !self.uses_time || time <= self.time {
            return LevelSettings {
                time: time.min(self.time),
                ..self
            };
        }
        let factor = time.as_secs_f64() / self.time.as_secs_f64();
        let grow = |n: u64| (n as f64 * factor) as u64;
        LevelSettings {
            time,
            replies: ((self.replies as f64 * factor.sqrt()) as usize).max(self.replies),
            root_mate_nodes: grow(self.root_mate_nodes),
            threat_mate_nodes: grow(self.threat_mate_nodes),
            ..self
        }
    }
}

/// The time for one series with `left` on the clock and `increment` added after
/// each series: a thirtieth of what is left plus most of the increment, never
/// more than the level's own time, and never above a third of what is left.
pub fn time_on_clock(level_time: Duration, left: Duration, increment: Duration) -> Duration {
    let share = left / 30 + increment * 4 / 5;
    share.min(left / 3).min(level_time)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_climb() {
        let all: Vec<LevelSettings> = Level::all().map(Level::settings).collect();
        assert_eq!(all.len(), 7);
        for pair in all.windows(2) {
            assert!(pair[0].time <= pair[1].time);
            assert!(pair[0].width <= pair[1].width);
            assert!(pair[0].miss_mate >= pair[1].miss_mate);
            assert!(pair[0].miss_threat >= pair[1].miss_threat);
            assert!(pair[0].one_move >= pair[1].one_move);
            assert!(pair[0].max_len <= pair[1].max_len);
            assert!(pair[0].spread >= pair[1].spread);
        }
        assert!(all[6].uses_time && !all[5].uses_time);
    }

    #[test]
    fn the_clock_shortens_the_time_and_only_the_top_level_grows() {
        let club = Level::DEFAULT.settings();
        assert_eq!(club.for_time(Duration::from_secs(60)), club);
        assert_eq!(
            club.for_time(Duration::from_millis(100)).time,
            Duration::from_millis(100)
        );
        let top = Level::new(Level::MAX).unwrap().settings();
        let more = top.for_time(top.time * 4);
        assert_eq!(more.time, top.time * 4);
        assert_eq!(more.threat_mate_nodes, top.threat_mate_nodes * 4);
        // Ten seconds left, no increment: a third of a second.
        let t = time_on_clock(
            Duration::from_secs(8),
            Duration::from_secs(10),
            Duration::ZERO,
        );
        assert_eq!(t.as_millis(), 333);
        // Plenty left: the level's own time.
        let t = time_on_clock(
            Duration::from_secs(1),
            Duration::from_secs(600),
            Duration::from_secs(5),
        );
        assert_eq!(t, Duration::from_secs(1));
    }
}
