//! The opponent seam: a computer or an engine that plays one side of the game.
//!
//! One mechanism for both opponents. When it is the opponent's turn, the game
//! screen asks the game for a copy of what an engine needs
//! ([`crate::play::port::EngineFeed`]: the position and its history), hands it to
//! [`Opponent::work`], and runs the returned [`Work`] as a `worker::Job` — the
//! screen keeps drawing and answering keys, and says who is thinking and for how
//! long. The [`Reply`] is then played through the port like a player's input (a
//! Flickering series as its moves in coordinates, then the end of the series; a
//! Xiangqi move in coordinates), so it goes through the same rules checks and
//! appears in the move list like anyone's. No rules are decided here.
//!
//! - [`OpponentKind::Computer`]: the Flickering series engine
//!   ([`crate::flicker::engine::best_series`]) at a level.
//! - [`OpponentKind::Engine`]: a UCI Xiangqi engine ([`crate::uci::Engine`]),
//!   started on its first turn and kept between turns (the job takes it and gives
//!   it back in [`Thought::engine`]).
//!
//! What the keys do while the opponent thinks (the game screen's `Thinking` keys):
//! Esc stops it and the game goes on hot-seat (both sides at this keyboard);
//! `u` stops it and takes back the player's last turn, so the player is to move
//! again; `q` stops it and asks whether to quit (answering no lets it think
//! again); Ctrl-C quits at once. After the opponent has replied, `u` takes back
//! its reply and the player's turn before it.
//!
//! When the opponent fails (a UCI engine that is missing, crashes, stays silent or
//! plays an illegal move), the message says why and the game goes on hot-seat,
//! as it was: nothing is played until a reply is checked.

use crate::core::Side;
use crate::flicker::engine::{best_series, time_on_clock, EngineError, Level, Request};
use crate::play::port::EngineInput;
use crate::play::worker::{CancelToken, Work};
use crate::uci::{Engine, EngineLevel, UciError};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

/// How long a UCI engine may stay silent beyond the thinking time asked for.
pub const ENGINE_GRACE: Duration = Duration::from_millis(2000);
/// The default thinking time of a UCI engine per move.
pub const DEFAULT_ENGINE_TIME: Duration = Duration::from_millis(1000);

/// Who the opponent is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpponentKind {
    /// The Flickering series engine at a level.
    Computer { level: Level },
    /// A UCI engine program (Xiangqi), thinking `movetime` per move, at a
    /// strength `level` (set through its own options: [`crate::uci::strength`]).
    Engine {
        path: PathBuf,
        movetime: Duration,
        level: EngineLevel,
    },
}

/// How many series (both sides' together) the computer waits, with nothing
/// taken and no pawn moved and the position level all along, before it offers a
/// draw: 20, ten of each side. A Flickering game is decided in a few dozen series
/// or not at all, and a series may move every unit, so ten series each without a
/// capture or a pawn step is a long stretch in which neither side found anything.
pub const LEVEL_STRETCH: usize = 20;

/// How far from equal the computer's evaluation may be, either way, at the start
/// of every series of the stretch for the position to count as level: the same
/// margin as its acceptance of a draw ([`crate::flicker::engine::DRAW_MARGIN`],
/// a pawn), so it offers a draw only where it would neither accept one (worse by
/// more) nor expect to win (better by more).
pub const LEVEL_WITHIN: i32 = crate::flicker::engine::DRAW_MARGIN;

/// Whether the last [`LEVEL_STRETCH`] series up to `position` (the starts of the
/// earlier series in `history`) made no progress — the same pawns on the same
/// squares and as many pieces at the end as at the start, so nothing was taken,
/// no pawn moved and none promoted — and `me`'s evaluation stayed within
/// [`LEVEL_WITHIN`] of equal at the start of every one of them. The computer's
/// rule for offering a draw ([`Opponent::offers_draw`]); the rule for taking
/// one is [`crate::flicker::engine::accepts_draw`].
pub fn stands_still_and_level(
    position: &crate::chess::Position,
    history: &[crate::chess::Position],
    me: Side,
) -> bool {
    use crate::chess::Role;
    use crate::flicker::engine::eval::evaluate;
    let Some(first) = history.len().checked_sub(LEVEL_STRETCH) else {
        return false;
    };
    let (then, now) = (history[first].board(), position.board());
    let pawns =
        |b: &crate::chess::Board| [Side::White, Side::Black].map(|side| b.pieces(side, Role::Pawn));
    let still = pawns(then) == pawns(now) && then.occupied().count() == now.occupied().count();
    still
        && (history[first..].iter().chain([position]))
            .all(|p| evaluate(p.board(), p.turn(), me).abs() <= LEVEL_WITHIN)
}

/// The opponent's clock when its turn begins.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ClockLeft {
    /// Its time left.
    pub left: Duration,
    /// What each completed turn adds.
    pub increment: Duration,
}

/// An opponent playing one side.
pub struct Opponent {
    /// The side it plays.
    pub side: Side,
    pub kind: OpponentKind,
    /// The running UCI engine between turns (absent before the first turn, while it
    /// thinks, and after a failure).
    engine: Option<Engine>,
    /// The name the engine gave (`id name`), once started.
    engine_name: Option<String>,
    /// How long a UCI engine may stay silent beyond its thinking time.
    grace: Duration,
    /// The seed of the computer's choices in this game (written in the record
    /// as `[ComputerSeed]`, so that the game replays exactly).
    seed: u64,
}

/// What the opponent chose, in coordinates, ready for `play_text`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// A Flickering series: its moves in coordinates (`e2e4`), in order.
    Series(Vec<String>),
    /// A Xiangqi move in coordinates (`h3e3`).
    Move(String),
}

pub use crate::play::port::OpponentName;

/// Why the opponent has no reply.
#[derive(Debug, thiserror::Error)]
pub enum OpponentError {
    #[error("the computer has no series: {0}")]
    Computer(#[from] EngineError),
    #[error("{0}")]
    Engine(#[from] UciError),
    #[error("{0} cannot play this game")]
    WrongGame(OpponentName),
}

/// A finished turn of thinking: the reply (or why there is none), how long it took,
/// and the UCI engine to keep for the next turn.
pub struct Thought {
    pub reply: Result<Reply, OpponentError>,
    pub elapsed: Duration,
    pub engine: Option<Engine>,
    pub engine_name: Option<String>,
}

/// The path of an engine program as it is kept (in the autosave, a record): absolute
/// and canonical (links and `..` resolved), so that it names the same program from
/// any folder; as absolute as can be when the file is not there.
pub fn engine_path(path: &Path) -> PathBuf {
    std::fs::canonicalize(path)
        .or_else(|_| std::path::absolute(path))
        .unwrap_or_else(|_| path.to_path_buf())
}

/// The engine programs the player chose in this run (on the command line or for
/// a new game): a game read from disk that names any other asks before running it.
static CHOSEN: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// The player chose the engine at `path` in this run.
pub fn chosen(path: &Path) {
    let mut chosen = CHOSEN.lock().unwrap_or_else(PoisonError::into_inner);
    let path = engine_path(path);
    if !chosen.contains(&path) {
        chosen.push(path);
    }
}

/// The names engines gave (`id name`) when they were checked in this run, by
/// [`engine_path`]: an opponent made afterwards is named by it before it first
/// plays (only a name to show: the program is started anew for the game).
static NAMED: Mutex<Vec<(PathBuf, String)>> = Mutex::new(Vec::new());

/// The engine at `path` answered its check as `name`.
pub fn checked_as(path: &Path, name: &str) {
    let mut named = NAMED.lock().unwrap_or_else(PoisonError::into_inner);
    let path = engine_path(path);
    named.retain(|(p, _)| *p != path);
    named.push((path, name.to_string()));
}

/// The name the engine at `path` gave when it was checked in this run.
fn checked_name(path: &Path) -> Option<String> {
    let named = NAMED.lock().unwrap_or_else(PoisonError::into_inner);
    let path = engine_path(path);
    named
        .iter()
        .find(|(p, _)| *p == path)
        .map(|(_, n)| n.clone())
}

/// Whether the player chose the engine at `path` in this run.
pub fn was_chosen(path: &Path) -> bool {
    let chosen = CHOSEN.lock().unwrap_or_else(PoisonError::into_inner);
    chosen.contains(&engine_path(path))
}

impl Opponent {
    /// An opponent on `side`; an engine's path is kept as [`engine_path`] makes it.
    pub fn new(side: Side, kind: OpponentKind) -> Opponent {
        let kind = match kind {
            OpponentKind::Engine {
                path,
                movetime,
                level,
            } => OpponentKind::Engine {
                path: engine_path(&path),
                movetime,
                level,
            },
            computer => computer,
        };
        let engine_name = match &kind {
            OpponentKind::Engine { path, .. } => checked_name(path),
            OpponentKind::Computer { .. } => None,
        };
        Opponent {
            side,
            kind,
            engine: None,
            engine_name,
            grace: ENGINE_GRACE,
            seed: crate::flicker::engine::fresh_seed(),
        }
    }

    /// Choose with `seed` instead of a fresh one (a replayed game, a test).
    pub fn with_seed(mut self, seed: u64) -> Opponent {
        self.seed = seed;
        self
    }

    /// The seed of the computer's choices in this game.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The engine's name as its check found it (`id name`), before it first plays.
    pub fn with_engine_name(mut self, name: String) -> Opponent {
        self.engine_name = Some(name);
        self
    }

    /// Wait `grace` (instead of [`ENGINE_GRACE`]) for a silent UCI engine.
    pub fn with_grace(mut self, grace: Duration) -> Opponent {
        self.grace = grace;
        self
    }

    /// Who thinks: the computer at its level, or the engine by its name.
    pub fn name(&self) -> OpponentName {
        match &self.kind {
            OpponentKind::Computer { level } => OpponentName::Computer(*level),
            OpponentKind::Engine { path, .. } => {
                OpponentName::Engine(self.engine_name.clone().unwrap_or_else(|| {
                    path.file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_else(|| path.display().to_string())
                }))
            }
        }
    }

    /// What a record keeps of it.
    pub fn recorded(&self) -> crate::record::RecordedOpponent {
        use crate::record::RecordedProgram;
        let program = match &self.kind {
            OpponentKind::Computer { level } => RecordedProgram::Computer {
                level: level.number(),
                seed: Some(self.seed),
            },
            OpponentKind::Engine {
                path,
                movetime,
                level,
            } => RecordedProgram::Engine {
                path: path.clone(),
                movetime: *movetime,
                level: Some(level.number()),
            },
        };
        crate::record::RecordedOpponent {
            side: self.side,
            program,
        }
    }

    /// The opponent a record names (none when its level is not one the
    /// computer has).
    pub fn from_recorded(recorded: &crate::record::RecordedOpponent) -> Option<Opponent> {
        use crate::record::RecordedProgram;
        let mut seed = None;
        let kind = match &recorded.program {
            RecordedProgram::Computer { level, seed: s } => {
                seed = *s;
                OpponentKind::Computer {
                    level: Level::new(*level).ok()?,
                }
            }
            RecordedProgram::Engine {
                path,
                movetime,
                level,
            } => OpponentKind::Engine {
                path: path.clone(),
                movetime: *movetime,
                // An older record's engine played at full strength.
                level: level
                    .and_then(EngineLevel::from_number)
                    .unwrap_or(EngineLevel::Full),
            },
        };
        let opponent = Opponent::new(recorded.side, kind);
        Some(match seed {
            Some(seed) => opponent.with_seed(seed),
            None => opponent,
        })
    }

    /// The answer to a draw the side to move of `game` offers, when this opponent
    /// is the other side: it answers at once (the player at the keyboard does not
    /// answer for it), by [`Opponent::accepts_draw`]. `None` when the offer is to
    /// a player, who is asked.
    pub fn answer_to_offer(
        opponent: Option<&Opponent>,
        game: &dyn crate::play::port::PlayableGame,
    ) -> Option<bool> {
        let by = game.turn();
        opponent.filter(|o| o.side == by.opponent()).map(|o| {
            game.engine_feed()
                .is_some_and(|f| o.accepts_draw(&f.engine_input()))
        })
    }

    /// Whether it takes a draw offered in the position of `input`: the Flickering
    /// computer when it stands clearly worse
    /// ([`crate::flicker::engine::accepts_draw`]); a UCI engine reports no
    /// judgement of a position it is not searching, so it plays on.
    pub fn accepts_draw(&self, input: &EngineInput) -> bool {
        match (&self.kind, input) {
            (OpponentKind::Computer { .. }, EngineInput::Flickering { position, .. }) => {
                crate::flicker::engine::accepts_draw(position, self.side)
            }
            _ => false,
        }
    }

    /// Whether it offers a draw before its turn in the position of `input`: the
    /// Flickering computer when the game has stood still and level for a long
    /// stretch ([`stands_still_and_level`]); a UCI engine never does (it reports
    /// no judgement of a position it is not searching). Each side may offer once a
    /// game (the session's rule), so a declined offer is not repeated.
    pub fn offers_draw(&self, input: &EngineInput) -> bool {
        match (&self.kind, input) {
            (OpponentKind::Computer { .. }, EngineInput::Flickering { position, history }) => {
                stands_still_and_level(position, history, self.side)
            }
            _ => false,
        }
    }

    /// The work of one turn: it owns `input` and the UCI engine while it runs.
    /// On a clock (`clock`: its time left and the increment) the computer thinks
    /// less as its time runs low ([`time_on_clock`]).
    pub fn work(&mut self, input: EngineInput, clock: Option<ClockLeft>) -> Work<Thought> {
        let name = self.name();
        let seed = self.seed;
        match (self.kind.clone(), input) {
            (OpponentKind::Computer { level }, EngineInput::Flickering { position, history }) => {
                Box::new(move |cancel: &CancelToken| {
                    let began = Instant::now();
                    let time =
                        clock.map(|c| time_on_clock(level.settings().time, c.left, c.increment));
                    let req = Request {
                        position,
                        history: &history,
                        level,
                        time,
                        seed,
                    };
                    let reply = best_series(&req, cancel.flag())
                        .map(|d| Reply::Series(d.series.coords()))
                        .map_err(OpponentError::from);
                    Thought {
                        reply,
                        elapsed: began.elapsed(),
                        engine: None,
                        engine_name: None,
                    }
                })
            }
            (
                OpponentKind::Engine {
                    path,
                    movetime,
                    level,
                },
                EngineInput::Xiangqi { start, moves },
            ) => {
                let parked = self.engine.take();
                let grace = self.grace;
                Box::new(move |cancel: &CancelToken| {
                    let began = Instant::now();
                    // A new engine is set to the level once; a kept one has it.
                    let start_at_level = || {
                        let mut e = Engine::start(&path, grace, cancel.flag())?;
                        e.set_strength(level, cancel.flag())?;
                        Ok::<Engine, UciError>(e)
                    };
                    let mut engine = match parked {
                        Some(e) => e,
                        None => match start_at_level() {
                            Ok(e) => e,
                            Err(e) => {
                                return Thought {
                                    reply: Err(e.into()),
                                    elapsed: began.elapsed(),
                                    engine: None,
                                    engine_name: None,
                                }
                            }
                        },
                    };
                    let engine_name = Some(engine.info().name.clone());
                    match engine.best_move(&start, &moves, movetime, cancel.flag()) {
                        Ok(a) => Thought {
                            reply: Ok(Reply::Move(a.best.coord())),
                            elapsed: began.elapsed(),
                            engine: Some(engine),
                            engine_name,
                        },
                        // An engine that failed once is not asked again.
                        Err(e) => Thought {
                            reply: Err(e.into()),
                            elapsed: began.elapsed(),
                            engine: None,
                            engine_name,
                        },
                    }
                })
            }
            (_, _) => Box::new(move |_: &CancelToken| Thought {
                reply: Err(OpponentError::WrongGame(name)),
                elapsed: Duration::ZERO,
                engine: None,
                engine_name: None,
            }),
        }
    }

    /// The engine's strength level (none: the computer, which has its own).
    pub fn engine_level(&self) -> Option<EngineLevel> {
        match &self.kind {
            OpponentKind::Engine { level, .. } => Some(*level),
            OpponentKind::Computer { .. } => None,
        }
    }

    /// The engine program it runs (none: the computer).
    pub fn engine_program(&self) -> Option<&Path> {
        match &self.kind {
            OpponentKind::Engine { path, .. } => Some(path),
            OpponentKind::Computer { .. } => None,
        }
    }

    /// How long its turn's work takes to end once cancelled, when a job running
    /// it should wait for that (a UCI engine's process ends with it); the computer
    /// owns nothing that outlives it.
    pub fn ends_within(&self) -> Option<Duration> {
        match self.kind {
            OpponentKind::Computer { .. } => None,
            OpponentKind::Engine { .. } => Some(crate::uci::ENDS_WITHIN),
        }
    }

    /// Keep what a finished turn gave back (the running engine, its name).
    pub fn keep(&mut self, engine: Option<Engine>, engine_name: Option<String>) {
        self.engine = engine;
        if engine_name.is_some() {
            self.engine_name = engine_name;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::port::PlayableGame;
    use crate::session::GameKind;

    /// Kings on their walks, pawns blocked (d5 against d6) and one free pawn each.
    const QUIET: &str = "4k3/p7/3p4/3P4/8/8/P7/4K3 w - - 0 1";
    /// Ten series of each side, kings only: White e1→g2 by the first rank and the
    /// second, Black e8→g7 likewise; no square twice, so no repetition.
    const WALK: [&str; 20] = [
        "e1d1", "e8d8", "d1c1", "d8c8", "c1b1", "c8b8", "b1a1", "b8a8", "a1b2", "a8b7", "b2c2",
        "b7c7", "c2d2", "c7d7", "d2e2", "d7e7", "e2f2", "e7f7", "f2g2", "f7g7",
    ];

    fn played(fen: &str, series: &[&str]) -> Box<dyn PlayableGame> {
        let mut game = crate::play::new_game(GameKind::Flickering, Some(fen)).unwrap();
        for s in series {
            game.play_text(s).unwrap_or_else(|e| panic!("{s}: {e:?}"));
        }
        game
    }

    fn computer(side: Side) -> Opponent {
        let level = Level::new(1).unwrap();
        Opponent::new(side, OpponentKind::Computer { level })
    }

    fn offers(game: &dyn PlayableGame, side: Side) -> bool {
        computer(side).offers_draw(&game.engine_feed().unwrap().engine_input())
    }

    #[test]
    fn a_long_level_stretch_without_progress_brings_an_offer() {
        let game = played(QUIET, &WALK);
        assert_eq!(game.turn(), Side::White);
        assert!(offers(game.as_ref(), Side::White));
        // One series short of the stretch: not yet.
        let game = played(QUIET, &WALK[..19]);
        assert!(!offers(game.as_ref(), Side::White));
    }

    #[test]
    fn a_pawn_step_or_a_capture_in_the_stretch_is_progress() {
        let mut walk = WALK;
        walk[4] = "c1b1, a2a3";
        assert!(!offers(played(QUIET, &walk).as_ref(), Side::White));
        // Captures: knights on b1 and b8 all along the stretch, gone at its end
        // (level throughout, same pawns).
        let pos = |fen: &str| crate::chess::Position::from_fen(fen).unwrap();
        let with_knights = pos("1n2k3/p7/3p4/3P4/8/8/P7/1N2K3 w - - 0 1");
        let history = vec![with_knights; LEVEL_STRETCH];
        assert!(stands_still_and_level(&with_knights, &history, Side::White));
        assert!(!stands_still_and_level(&pos(QUIET), &history, Side::White));
    }

    #[test]
    fn a_side_ahead_is_not_level() {
        // The same walk with a white rook on h1 more: White stands clearly better.
        let fen = "4k3/p7/3p4/3P4/8/8/P7/4K2R w - - 0 1";
        let game = played(fen, &WALK);
        assert!(!offers(game.as_ref(), Side::White));
        assert!(!offers(game.as_ref(), Side::Black));
    }

    #[test]
    fn an_engine_never_offers() {
        let game = played(QUIET, &WALK);
        let engine = Opponent::new(
            Side::White,
            OpponentKind::Engine {
                path: PathBuf::from("engine"),
                movetime: DEFAULT_ENGINE_TIME,
                level: EngineLevel::Full,
            },
        );
        assert!(!engine.offers_draw(&game.engine_feed().unwrap().engine_input()));
    }
}
