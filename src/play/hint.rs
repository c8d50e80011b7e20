//! A hint at any moment (`t` in a game): what the side to move might play.
//!
//! In check, the rescue the rules core finds ([`crate::play::port::PracticeAids::hint_in`]).
//! Otherwise a suggestion: Flickering, the series the computer would play at
//! [`HINT_LEVEL`] within [`HINT_TIME`]; Xiangqi, the best move of the engine set for
//! the game (a UCI engine playing the other side), else the first move of a mate the
//! own mate search finds within three moves, else the plain word that no engine is
//! set. The hint is only shown, never played. It runs as a background job
//! ([`hint_work`]), so the screen keeps drawing.

use crate::flicker::engine::{Level, Request};
use crate::play::opponent::{Opponent, OpponentKind, ENGINE_GRACE};
use crate::play::port::{EngineInput, GameError, Hint, HintHeading, NotationStyle, PlayableGame};
use crate::play::worker::{CancelToken, Work};
use crate::uci::Engine;
use crate::xiangqi::mate::MateLimits;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The computer's level for a Flickering hint: 5, the lowest level that plays
/// whole series as a rule. Level 3 plays a lone move in 62 % of its series and
/// level 4 in 40 %, and they overlook a mate 32 % and 22 % of the time, on purpose
/// ([`crate::flicker::engine::Level::settings`]): lapses that make a poor hint.
pub const HINT_LEVEL: u8 = 5;
/// How long the computer thinks about a Flickering hint.
pub const HINT_TIME: Duration = Duration::from_millis(800);
/// The longest a UCI engine thinks about a Xiangqi hint (less when the game gives
/// it less per move).
pub const HINT_ENGINE_TIME: Duration = Duration::from_millis(1000);
/// The limits of the Xiangqi mate search for a hint: quick, a second at most.
pub const MATE_LIMITS: MateLimits = MateLimits {
    nodes: 2_000_000,
    time: Some(Duration::from_millis(1000)),
};

/// The computer's request for a hint in `position` after the series starting at
/// `history`: [`HINT_LEVEL`], [`HINT_TIME`], a fixed seed so the same position
/// gives the same hint.
pub fn computer_request(
    position: crate::chess::Position,
    history: &[crate::chess::Position],
) -> Request<'_> {
    Request {
        position,
        history,
        level: Level::new(HINT_LEVEL).unwrap_or_default(),
        time: Some(HINT_TIME),
        seed: 0,
    }
}

/// The engine set for a game (a Xiangqi UCI engine playing one side).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintEngine {
    pub path: PathBuf,
    /// Its thinking time per move in the game.
    pub movetime: Duration,
}

impl HintEngine {
    /// The engine `opponent` runs, if it is a UCI engine (the computer is not one:
    /// a Flickering hint asks the computer at [`HINT_LEVEL`] in any game).
    pub fn of(opponent: &Opponent) -> Option<HintEngine> {
        match &opponent.kind {
            OpponentKind::Engine { path, movetime, .. } => Some(HintEngine {
                path: path.clone(),
                movetime: *movetime,
            }),
            OpponentKind::Computer { .. } => None,
        }
    }
}

/// The hint's work, for a background job on a copy of the game.
pub fn hint_work(
    game: Box<dyn PlayableGame>,
    engine: Option<HintEngine>,
    style: NotationStyle,
) -> Work<Result<Hint, GameError>> {
    Box::new(move |cancel: &CancelToken| hint(&*game, engine.as_ref(), style, cancel.flag()))
}

/// A hint for the side to move of `game` (see the module's words).
pub fn hint(
    game: &dyn PlayableGame,
    engine: Option<&HintEngine>,
    style: NotationStyle,
    cancel: &AtomicBool,
) -> Result<Hint, GameError> {
    match game.hint_in(style) {
        Err(GameError::NoRescueNeeded(_) | GameError::NoReplyNeeded(_)) => {}
        rescue => return rescue,
    }
    let Some(engine) = engine else {
        return game.suggestion_in(style, cancel);
    };
    match engine_move(game, engine, style, cancel) {
        Some(hint) => Ok(hint),
        None => game.suggestion_in(style, cancel).map_err(|e| match e {
            GameError::NoEngineSet(side) => GameError::EngineGaveNoHint(side),
            e => e,
        }),
    }
}

/// The engine's best move in `game`, written in `style`; `None` when the engine
/// fails (its failure is said when it plays its own turn).
fn engine_move(
    game: &dyn PlayableGame,
    engine: &HintEngine,
    style: NotationStyle,
    cancel: &AtomicBool,
) -> Option<Hint> {
    let EngineInput::Xiangqi { start, moves } = game.engine_feed()?.engine_input() else {
        return None;
    };
    let mut running = Engine::start(&engine.path, ENGINE_GRACE, cancel).ok()?;
    let time = engine.movetime.min(HINT_ENGINE_TIME);
    let best = running.best_move(&start, &moves, time, cancel).ok()?;
    Some(Hint {
        heading: HintHeading::EngineMove,
        moves: vec![game.written_in(&best.best.coord(), style)?],
    })
}
