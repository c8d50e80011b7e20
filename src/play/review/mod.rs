//! The review of a finished game (or any record): turn by turn, the mates the
//! mover missed and the mates it allowed, decided by the exact mate searches, and
//! an engine's evaluation after the turn with the better choice and a
//! classification of the turn by how much it lost. No terminal code: the command
//! line prints a [`Review`], a screen would draw it.
//!
//! **Flickering Chess** ([`flickering`]), each series:
//! - *missed mate*: the mover had a mate in one series
//!   ([`crate::flicker::mate::mate_in_one_cancellable`]) and the series played did
//!   not mate; the entry gives a mating series.
//! - *allowed mate*: after the series played the opponent has a mate in one series
//!   (the same search on the position after it); the entry gives it.
//! - the computer's evaluation after the series (the series engine
//!   [`crate::flicker::engine::best_series_with`] on the position after it, at
//!   [`ReviewSettings::series_engine`]: the level's search without its lapses),
//!   the series it would have played (a mating series when the mate search found
//!   one), and the turn's [`Class`] by the evaluation lost
//!   ([`Class::for_series_loss`]).
//!
//! **Xiangqi** ([`xiangqi`]), each move:
//! - *missed mate*: the mover had a forced win in up to
//!   [`ReviewSettings::xiangqi_mate_moves`] moves ([`crate::xiangqi::mate::find_mate`])
//!   and the move played neither won at once nor kept a win within the moves left
//!   (every reply still loses within one move fewer); the entry gives the line.
//! - *allowed mate*: after the move the opponent has such a forced win; the entry
//!   gives it and its length.
//! - with a UCI engine ([`ReviewSettings::engine`]): its evaluation after the move,
//!   its best move, and the lichess-style [`Class`] by centipawn loss
//!   ([`Class::for_centipawn_loss`]); without one, the mate findings alone.
//!
//! Where a search stops at its limits the finding is [`Mate::NotDecided`], never a
//! guess. Each position is searched once: the search that decides whether the
//! mover missed a mate also decides whether the previous turn allowed one.
//!
//! The work is long: it runs under a cancel flag and counts the turns done
//! ([`ReviewProgress`]), so a screen runs it as a `worker::Job` ([`job`]: its
//! `Task::Review` shows "12 of 60 turns") and stops it with Esc; a cancelled
//! review keeps the turns finished ([`Review::cancelled`]).

pub mod board;
pub mod flickering;
pub mod kept;
pub mod xiangqi;

use crate::core::Side;
use crate::flicker::engine::{Level, LevelSettings};
use crate::flicker::notation::{series_label, Alphabet};
use crate::flicker::Series;
use crate::play::worker::{CancelToken, Steps, Task, Work};
use crate::record::LoadedGame;
use crate::session::GameKind;
use crate::uci::UciError;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Evaluations beyond this many centipawns count as this many when losses are
/// measured, and a mate counts as it: a side far ahead loses nothing worth
/// naming by winning more slowly, and a mate is worse than any material.
pub const EVAL_CAP: i32 = 1_000;

/// A UCI engine's thinking time per position in a review, unless told otherwise
/// (the command line's `--time`).
pub const ENGINE_TIME: Duration = Duration::from_millis(200);

/// The series engine's ceiling per position in a review: level 5's own.
pub const REVIEW_ENGINE_TIME: Duration = Duration::from_millis(800);

/// How far each search may go, and the engine asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewSettings {
    /// The Flickering mate search, per position.
    pub series_mate: crate::flicker::mate::MateLimits,
    /// The Flickering series engine's work per position.
    pub series_engine: LevelSettings,
    /// The seed of the series engine's choices (fixed, so that its choices do not
    /// change from one review of a record to the next).
    pub series_seed: u64,
    /// The Xiangqi mate search, per position.
    pub xiangqi_mate: crate::xiangqi::mate::MateLimits,
    /// The longest Xiangqi mate looked for, in moves.
    pub xiangqi_mate_moves: u32,
    /// The UCI engine evaluating a Xiangqi game (none: the mate findings alone).
    pub engine: Option<EngineChoice>,
}

/// A UCI engine program, its thinking time per position, and why it was chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineChoice {
    pub path: PathBuf,
    pub movetime: Duration,
    pub from: EngineFrom,
}

/// Where the engine of a Xiangqi review came from, in the order it is chosen
/// ([`choose_engine`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EngineFrom {
    /// Given for this review (`--engine PATH`).
    Given,
    /// The engine the record's game was played against.
    Recorded,
    /// The engine in the settings (the one last chosen on the new-game screen).
    Settings,
}

impl EngineFrom {
    /// `given`, `recorded`, `settings` (the kept review's and the words' keys).
    pub fn token(self) -> &'static str {
        match self {
            EngineFrom::Given => "given",
            EngineFrom::Recorded => "recorded",
            EngineFrom::Settings => "settings",
        }
    }

    /// The source of a [`EngineFrom::token`].
    pub fn from_token(token: &str) -> Option<EngineFrom> {
        [
            EngineFrom::Given,
            EngineFrom::Recorded,
            EngineFrom::Settings,
        ]
        .into_iter()
        .find(|f| f.token() == token)
    }
}

/// The engine that reviews a Xiangqi game: the one `given` for this review first,
/// then the engine the record's game was played against (`info`), then the one in
/// the settings (`settings`); none of them: the mate findings alone. Each thinks
/// `movetime` a position.
pub fn choose_engine(
    given: Option<PathBuf>,
    info: &crate::record::RecordInfo,
    settings: Option<PathBuf>,
    movetime: Duration,
) -> Option<EngineChoice> {
    let recorded = info.opponent.as_ref().and_then(|o| match &o.program {
        crate::record::RecordedProgram::Engine { path, .. } => Some(path.clone()),
        crate::record::RecordedProgram::Computer { .. } => None,
    });
    let (path, from) = (given.map(|p| (p, EngineFrom::Given)))
        .or_else(|| recorded.map(|p| (p, EngineFrom::Recorded)))
        .or_else(|| settings.map(|p| (p, EngineFrom::Settings)))?;
    Some(EngineChoice {
        path,
        movetime,
        from,
    })
}

impl ReviewSettings {
    /// The series engine's settings for a review: level 5's search (it looks at
    /// the opponent's answers) without the lapses that make the lower levels
    /// human (it never overlooks a mate, never moves one unit on a whim, and
    /// chooses the best series, not one of several nearly as good), within
    /// `time` a position.
    pub fn review_engine(time: Duration) -> LevelSettings {
        let base = Level::new(5).unwrap_or(Level::DEFAULT).settings();
        LevelSettings {
            one_move: 0,
            miss_mate: 0,
            miss_threat: 0,
            spread: 0,
            ..base.for_time(time)
        }
    }
}

impl Default for ReviewSettings {
    /// A 60-series game in a few seconds on two cores: each position's mate search
    /// gets 200,000 series states or 2 s (the match games' positions are decided in
    /// far less), the series engine level 5's work and its ceiling of 0.8 s (its
    /// work limits end it first, in milliseconds, so that the same record is
    /// reviewed alike each time; a ceiling reached on a loaded machine may change
    /// an evaluation); a Xiangqi position's mate search in up to 3 moves 2,000,000
    /// positions or 2 s.
    fn default() -> Self {
        ReviewSettings {
            series_mate: crate::flicker::mate::MateLimits {
                max_nodes: 200_000,
                max_time: Duration::from_secs(2),
                ..Default::default()
            },
            series_engine: ReviewSettings::review_engine(REVIEW_ENGINE_TIME),
            series_seed: 0,
            xiangqi_mate: crate::xiangqi::mate::MateLimits {
                nodes: 2_000_000,
                time: Some(Duration::from_secs(2)),
            },
            xiangqi_mate_moves: crate::xiangqi::mate::DEFAULT_MATE_MOVES,
            engine: None,
        }
    }
}

/// How far a running review is: turns done of the turns there are (the
/// worker's [`Steps`], which its `Task::Review` shows).
pub type ReviewProgress = Steps;

/// What a running review answers to: the flag that stops it and the counts it keeps.
#[derive(Clone, Copy, Debug)]
pub struct Watch<'a> {
    pub cancel: &'a AtomicBool,
    pub progress: &'a ReviewProgress,
}

impl Watch<'_> {
    fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
}

/// Moves of either game, from the position where they start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// A Flickering series (boxed: a series keeps its states).
    Series(Box<Series>),
    /// Xiangqi moves, alternating sides, from `start`.
    Moves {
        start: Box<crate::xiangqi::Position>,
        moves: Vec<crate::xiangqi::Move>,
    },
}

impl Line {
    /// The moves in coordinates (`e2e4`, `h3e3`), as `check --moves` reads them.
    pub fn coords(&self) -> Vec<String> {
        match self {
            Line::Series(s) => s.coords(),
            Line::Moves { moves, .. } => moves.iter().map(|m| m.coord()).collect(),
        }
    }
}

/// A mate looked for: none, one (its line and its length in moves; a Flickering
/// mate is one series long), or not decided because the search stopped at its
/// limits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mate {
    No,
    Yes { line: Line, moves: u32 },
    NotDecided,
}

impl Mate {
    pub fn line(&self) -> Option<&Line> {
        match self {
            Mate::Yes { line, .. } => Some(line),
            _ => None,
        }
    }
    pub fn is_decided(&self) -> bool {
        !matches!(self, Mate::NotDecided)
    }
}

/// An evaluation from the point of view of the side that just moved.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Eval {
    /// In centipawns (a pawn, a soldier: 100).
    Centipawns(i32),
    /// Mate: in `n` more turns of the side that moved (n > 0), that side mated in
    /// `-n` turns of the opponent (n < 0), or mate given by this very turn (0).
    Mate(i32),
}

impl Eval {
    /// The same evaluation from the other side's point of view.
    pub fn flipped(self) -> Eval {
        match self {
            Eval::Centipawns(c) => Eval::Centipawns(-c),
            Eval::Mate(n) => Eval::Mate(-n),
        }
    }

    /// The value losses are measured in: centipawns within ±[`EVAL_CAP`], a mate
    /// at the cap.
    pub fn capped(self) -> i32 {
        match self {
            Eval::Centipawns(c) => c.clamp(-EVAL_CAP, EVAL_CAP),
            Eval::Mate(n) if n >= 0 => EVAL_CAP,
            Eval::Mate(_) => -EVAL_CAP,
        }
    }
}

/// How bad a turn was, by what it lost against the engine's choice.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Class {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Class {
    /// Flickering Chess, by the evaluation lost (capped, see [`EVAL_CAP`]): a pawn
    /// or more is an inaccuracy, three pawns (a minor piece) a mistake, six (a
    /// rook and more) a blunder. A series moves many units and can take several
    /// pieces, so its evaluations swing further than a chess move's; the steps
    /// are twice lichess's.
    pub fn for_series_loss(loss: i32) -> Option<Class> {
        match loss {
            l if l >= 600 => Some(Class::Blunder),
            l if l >= 300 => Some(Class::Mistake),
            l if l >= 100 => Some(Class::Inaccuracy),
            _ => None,
        }
    }

    /// Xiangqi, lichess's steps by centipawn loss (capped, see [`EVAL_CAP`]): 50
    /// an inaccuracy, 100 a mistake, 300 a blunder.
    pub fn for_centipawn_loss(loss: i32) -> Option<Class> {
        match loss {
            l if l >= 300 => Some(Class::Blunder),
            l if l >= 100 => Some(Class::Mistake),
            l if l >= 50 => Some(Class::Inaccuracy),
            _ => None,
        }
    }

    /// `inaccuracy`, `mistake`, `blunder` (the JSON's words).
    pub fn token(self) -> &'static str {
        match self {
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }
}

/// The review of one turn (a Flickering series, a Xiangqi move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnReview {
    /// The move number of the turn (a Flickering "3a" and "3b" are both 3).
    pub number: u32,
    pub side: Side,
    pub played: Line,
    pub missed_mate: Mate,
    pub allowed_mate: Mate,
    /// The engine's evaluation after the turn (none: no engine, or it failed).
    pub eval: Option<Eval>,
    /// What the engine (or, for a missed Flickering mate, the mate search) would
    /// have played.
    pub best: Option<Line>,
    /// The evaluation lost against `best` (0 when the engine's choice was played;
    /// none without an evaluation).
    pub loss: Option<i32>,
    pub class: Option<Class>,
}

impl TurnReview {
    /// `3a` / `3b` for a Flickering series, `12` for a Xiangqi move.
    pub fn label(&self, kind: GameKind) -> String {
        match kind {
            GameKind::Flickering => {
                let l = series_label(self.number, self.side, Alphabet::Latin);
                l.trim_end_matches('.').to_string()
            }
            GameKind::Xiangqi => self.number.to_string(),
        }
    }

    /// Both mate searches of this turn came to an answer.
    pub fn decided(&self) -> bool {
        self.missed_mate.is_decided() && self.allowed_mate.is_decided()
    }
}

/// The review of a game.
#[derive(Debug)]
pub struct Review {
    pub kind: GameKind,
    pub turns: Vec<TurnReview>,
    /// The UCI engine that evaluated the moves (its `id name`), if one did.
    pub engine: Option<String>,
    /// Where that engine came from (none: not known, or no engine).
    pub engine_from: Option<EngineFrom>,
    /// Why the UCI engine stopped evaluating (the turns after it have none).
    pub engine_failed: Option<UciError>,
    /// The review was stopped before its end; `turns` are the ones finished.
    pub cancelled: bool,
}

impl Review {
    /// A review of a game of `kind` with `turns` turns, none reviewed yet.
    fn new(kind: GameKind, turns: usize) -> Review {
        Review {
            kind,
            turns: Vec::with_capacity(turns),
            engine: None,
            engine_from: None,
            engine_failed: None,
            cancelled: false,
        }
    }
}

/// Review a game to its end, with nothing to stop it or watch it (the command
/// line, tests, benches).
pub fn review_to_end(game: &LoadedGame, settings: &ReviewSettings) -> Review {
    let watch = Watch {
        cancel: &AtomicBool::new(false),
        progress: &ReviewProgress::default(),
    };
    review(game, settings, watch)
}

/// The review of `game` as a background job's task and work (`worker::Job::start`):
/// the task shows its progress in turns, cancelling the job stops the review
/// (its result then has `cancelled` and the turns done).
pub fn job(game: LoadedGame, settings: ReviewSettings) -> (Task, Work<Review>) {
    let progress = ReviewProgress::default();
    let task = Task::Review(progress.clone());
    let work: Work<Review> = Box::new(move |cancel: &CancelToken| {
        let watch = Watch {
            cancel: cancel.flag(),
            progress: &progress,
        };
        review(&game, &settings, watch)
    });
    (task, work)
}

/// Review a game read from a record.
pub fn review(game: &LoadedGame, settings: &ReviewSettings, watch: Watch<'_>) -> Review {
    match game {
        LoadedGame::Flickering(g) => flickering::review(g, settings, watch),
        LoadedGame::Xiangqi(g) => xiangqi::review(g, settings, watch),
    }
}

/// The loss of a turn: what the best choice was worth minus what the turn played
/// was worth (both after the turn, the mover's view), never below 0.
fn loss(best: Eval, played: Eval) -> i32 {
    (best.capped() - played.capped()).max(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_engine_given_wins_then_the_records_then_the_settings() {
        let t = Duration::from_millis(100);
        let with_engine = "[Variant \"xiangqi\"]\n[BlackType \"program\"]\n\
            [Engine \"/opt/played\"]\n[EngineTime \"1000\"]\n[Result \"*\"]\n\n1. h3e3 *\n";
        let played = crate::record::load(with_engine).unwrap().info;
        let plain = crate::record::load("[Variant \"xiangqi\"]\n[Result \"*\"]\n\n1. h3e3 *\n")
            .unwrap()
            .info;
        let (given, set) = (
            Some(PathBuf::from("/opt/given")),
            Some(PathBuf::from("/opt/set")),
        );
        let chosen = |g: Option<PathBuf>, info, s: Option<PathBuf>| {
            choose_engine(g, info, s, t).map(|c| (c.path, c.from, c.movetime))
        };
        assert_eq!(
            chosen(given.clone(), &played, set.clone()),
            Some(("/opt/given".into(), EngineFrom::Given, t))
        );
        assert_eq!(
            chosen(None, &played, set.clone()),
            Some(("/opt/played".into(), EngineFrom::Recorded, t))
        );
        assert_eq!(
            chosen(None, &plain, set),
            Some(("/opt/set".into(), EngineFrom::Settings, t))
        );
        assert_eq!(chosen(None, &plain, None), None);
        for f in [
            EngineFrom::Given,
            EngineFrom::Recorded,
            EngineFrom::Settings,
        ] {
            assert_eq!(EngineFrom::from_token(f.token()), Some(f));
        }
    }

    #[test]
    fn classes_follow_the_documented_steps() {
        assert_eq!(Class::for_series_loss(99), None);
        assert_eq!(Class::for_series_loss(100), Some(Class::Inaccuracy));
        assert_eq!(Class::for_series_loss(300), Some(Class::Mistake));
        assert_eq!(Class::for_series_loss(600), Some(Class::Blunder));
        assert_eq!(Class::for_centipawn_loss(49), None);
        assert_eq!(Class::for_centipawn_loss(50), Some(Class::Inaccuracy));
        assert_eq!(Class::for_centipawn_loss(100), Some(Class::Mistake));
        assert_eq!(Class::for_centipawn_loss(300), Some(Class::Blunder));
    }

    #[test]
    fn mates_count_as_the_cap_and_losses_never_go_below_zero() {
        assert_eq!(Eval::Mate(0).capped(), EVAL_CAP);
        assert_eq!(Eval::Mate(-2).capped(), -EVAL_CAP);
        assert_eq!(Eval::Centipawns(5_000).capped(), EVAL_CAP);
        assert_eq!(loss(Eval::Mate(1), Eval::Mate(-1)), 2 * EVAL_CAP);
        assert_eq!(loss(Eval::Centipawns(10), Eval::Centipawns(90)), 0);
        assert_eq!(Eval::Mate(3).flipped(), Eval::Mate(-3));
    }
}
