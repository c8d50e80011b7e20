//! A UCI engine client for Xiangqi: start an engine program, talk UCI with it, and
//! get its moves — every one checked by our rules core before it is handed out.
//!
//! Protocol only (no terminal code), one [`Engine`] per session; the calls block
//! (each with a timeout), so a front end runs them on a worker thread.
//!
//! - [`Engine::start`] spawns the program and does the handshake: `uci` … `id name` …
//!   `uciok`; the name tells the flavour ([`Flavour`]): Fairy-Stockfish plays many
//!   variants and is told `setoption name UCI_Variant value xiangqi`; Pikafish plays
//!   Xiangqi natively; then `isready` / `readyok`.
//! - [`Engine::best_move`] sends `position fen … moves …` and `go movetime MS`, reads
//!   `info … score cp|mate … pv …` and `bestmove`, and returns an [`Analysis`]: the
//!   move (legal, or a [`UciError::IllegalMove`]), the score, and the principal
//!   variation as far as it is legal.
//! - Coordinates: our FEN is the engines' (Fairy-Stockfish/Pikafish convention).
//!   Fairy-Stockfish writes moves with ranks 1–10 like ours (`h3e3`, checked against
//!   the real program); Pikafish uses ranks 0–9 (`h2e2`, ICCS-like), converted here.
//! - A missing program, one that exits or crashes, one that stays silent past the
//!   timeout, and one that answers garbage each get their own [`UciError`].
//! - Its output is bounded ([`lines`]): a queue of at most [`lines::QUEUE`] lines of
//!   at most [`lines::MAX_LINE`] bytes; a longer line and output that is not UTF-8
//!   are errors of their own; every wait ends at its deadline, however much the
//!   engine sends meanwhile.
//! - Every wait can be cut short by a cancel flag: a search is then told `stop`,
//!   given [`STOP_WAIT`] to answer with its `bestmove`, and the call ends with
//!   [`UciError::Stopped`].
//! - Dropping the engine sends `quit`, waits briefly, then kills the process (and
//!   its process group); [`reaper::end_all`] ends every engine left when the
//!   program ends, whichever thread owns it.

pub mod lines;
pub mod reaper;
pub mod strength;

pub use strength::{EngineLevel, StrengthOptions, StrengthSetting};

use crate::xiangqi::notation::coord;
use crate::xiangqi::{Move, Point, Position};
use lines::Heard;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How long a search told `stop` may take to answer with its `bestmove`.
pub const STOP_WAIT: Duration = Duration::from_millis(250);

/// How long a stopped engine may take to end after `quit`, before it is killed.
pub const QUIT_WAIT: Duration = Duration::from_millis(300);

/// How often a wait for the engine looks at its cancel flag.
const POLL: Duration = Duration::from_millis(20);

/// The longest a cancelled call takes to return and the engine, dropped then,
/// to end: a look at the flag (every 20 ms), [`STOP_WAIT`], [`QUIT_WAIT`], and a margin.
pub const ENDS_WITHIN: Duration = Duration::from_millis(1000);

/// Which engine family answered: decides the set-up and the coordinates.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Flavour {
    /// Fairy-Stockfish: needs `UCI_Variant xiangqi`; ranks 1–10.
    FairyStockfish,
    /// Pikafish: Xiangqi only; ranks 0–9.
    Pikafish,
    /// Any other engine: assumed to speak Xiangqi with ranks 1–10.
    Other,
}

impl Flavour {
    /// The flavour named by an `id name` line.
    pub fn from_name(name: &str) -> Flavour {
        let lower = name.to_ascii_lowercase();
        if lower.contains("fairy-stockfish") || lower.contains("fairy stockfish") {
            Flavour::FairyStockfish
        } else if lower.contains("pikafish") {
            Flavour::Pikafish
        } else {
            Flavour::Other
        }
    }

    /// Rank offset of the engine's move coordinates: ours minus theirs.
    fn rank_shift(self) -> u8 {
        match self {
            Flavour::Pikafish => 1,
            _ => 0,
        }
    }
}

/// What the engine said about itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineInfo {
    pub name: String,
    pub author: Option<String>,
    pub flavour: Flavour,
    /// The strength options it offers (its `option` lines).
    pub strength: StrengthOptions,
}

/// An evaluation from the side to move's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// In hundredths of a soldier (centipawns).
    Centipawns(i32),
    /// Mate in this many moves (negative: the side to move is mated).
    Mate(i32),
}

/// A search started by [`Engine::go`], its answer still to be read: the position
/// searched and when the answer is due at the latest.
#[derive(Debug)]
#[must_use = "the engine's answer must be read (Engine::answer) before it is asked again"]
pub struct Thinking {
    pos: Position,
    deadline: Instant,
}

/// The engine's answer to `go`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The move it chose, legal in the position asked about.
    pub best: Move,
    /// The last score it reported, if any.
    pub score: Option<Score>,
    /// The principal variation, cut at the first move that is not legal.
    pub pv: Vec<Move>,
    /// Why the principal variation was cut: its first move that could not be read
    /// or is illegal (`None` when every move was legal).
    pub pv_refused: Option<PvRefused>,
    /// The depth of the last `info` line with a score.
    pub depth: Option<u32>,
}

/// What the engine was doing when it failed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Doing {
    #[error("starting up (uci)")]
    Starting,
    #[error("getting ready (isready)")]
    GettingReady,
    #[error("thinking (go)")]
    Thinking,
}

/// What an engine's line should have been.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Expected {
    #[error("a bestmove with a move")]
    BestMove,
    #[error("a move in coordinates such as h3e3")]
    Move,
}

/// Why an engine's principal variation was cut at one of its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PvRefused {
    /// The move is illegal there.
    Illegal { text: String, reason: IllegalReason },
    /// The text is not a move in coordinates.
    NotAMove { text: String },
}

/// In English, for logs (players read `crate::words`'s words).
impl std::fmt::Display for PvRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PvRefused::Illegal { text, reason } => write!(f, "{text} is illegal there ({reason})"),
            PvRefused::NotAMove { text } => {
                write!(f, "'{text}' is not a move in coordinates such as h3e3")
            }
        }
    }
}

/// Why an engine's move is illegal: the rules core's refusal (or the notation's
/// reason), as a value. `Display` is the refusal alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalReason(pub crate::xiangqi::NotationError);

impl std::fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.0 {
            crate::xiangqi::NotationError::Refused { refusal, .. } => write!(f, "{refusal}"),
            other => write!(f, "{other}"),
        }
    }
}

/// What went wrong with the engine. Messages say what to do.
#[derive(Debug, thiserror::Error)]
pub enum UciError {
    #[error("cannot start the engine '{}': {source}; check the path and that the file is an executable UCI engine", .path.display())]
    Spawn {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("the engine '{name}' stopped (exited or crashed) while {doing}")]
    Exited { name: String, doing: Doing },
    #[error("the engine '{name}' did not answer within {} ms while {doing}", .after.as_millis())]
    Timeout {
        name: String,
        doing: Doing,
        after: Duration,
    },
    #[error("the engine '{name}' was stopped while {doing}")]
    Stopped { name: String, doing: Doing },
    #[error(
        "the engine '{name}' sent a line longer than {limit} bytes while {doing}; it was refused"
    )]
    LineTooLong {
        name: String,
        doing: Doing,
        limit: usize,
    },
    #[error("the engine '{name}' sent text that is not UTF-8 while {doing}; UCI engines write plain text")]
    NotUtf8 { name: String, doing: Doing },
    #[error("the engine '{name}' sent '{line}', which is not {expected}")]
    Garbage {
        name: String,
        line: String,
        expected: Expected,
    },
    #[error("the engine '{name}' played {text}, which is illegal here ({reason}); the game was left as it was")]
    IllegalMove {
        name: String,
        text: String,
        reason: IllegalReason,
    },
    #[error("the engine '{name}' says it has no move, but the side to move has legal moves")]
    NoMove { name: String },
    #[error("cannot talk to the engine '{name}': {source}")]
    Io {
        name: String,
        #[source]
        source: std::io::Error,
    },
}

/// Whether the program at `path` is a UCI engine: it is started, must finish the
/// handshake (`uciok`, then `readyok`) within `timeout` each, and is ended again.
/// What it said about itself, or why it is not one (missing, not a program,
/// silent, exited, garbage).
pub fn check(path: &Path, timeout: Duration) -> Result<EngineInfo, UciError> {
    let engine = Engine::start(path, timeout, &AtomicBool::new(false))?;
    let info = engine.info().clone();
    engine.quit();
    Ok(info)
}

/// A running UCI engine.
/// How many times a program found "busy" is tried again ([`spawn`]).
const BUSY_TRIES: u32 = 10;

/// Start the program at `path` in its own process group, its input and output ours.
///
/// A program that was written a moment ago (an engine just installed or copied)
/// can be refused as "text file busy" (`ETXTBSY`): the kernel will not run a file
/// that some process still holds open for writing, and a process forked elsewhere
/// in this program at that moment holds the writer's descriptor until its own
/// `exec` closes it. That lasts microseconds, so the start is tried again a few
/// times, 20 ms apart (at most ~0.2 s); every other error is said at once.
fn spawn(path: &Path) -> std::io::Result<std::process::Child> {
    let mut tries = 0;
    loop {
        let started = reaper::own_group(&mut Command::new(path))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn();
        match started {
            Err(e) if e.kind() == std::io::ErrorKind::ExecutableFileBusy && tries < BUSY_TRIES => {
                tries += 1;
                std::thread::sleep(Duration::from_millis(20));
            }
            other => return other,
        }
    }
}

pub struct Engine {
    child: reaper::Shared,
    stdin: Option<ChildStdin>,
    lines: Receiver<Heard>,
    info: EngineInfo,
    /// How long to wait for an answer (beyond the thinking time asked for).
    timeout: Duration,
}

impl Engine {
    /// Start the engine at `path` and do the handshake, waiting at most `timeout`
    /// for each answer (or until `cancel` is set).
    pub fn start(path: &Path, timeout: Duration, cancel: &AtomicBool) -> Result<Engine, UciError> {
        let mut child = spawn(path).map_err(|source| UciError::Spawn {
            path: path.to_path_buf(),
            source,
        })?;
        let stdin = child.stdin.take();
        let lines = match child.stdout.take() {
            Some(out) => lines::spawn_reader(out),
            // No output to read: a queue that is over at once.
            None => lines::spawn_reader(std::io::empty()),
        };
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| path.display().to_string());
        let mut engine = Engine {
            child: reaper::keep(child),
            stdin,
            lines,
            info: EngineInfo {
                name,
                author: None,
                flavour: Flavour::Other,
                strength: StrengthOptions::default(),
            },
            timeout,
        };
        engine.handshake(cancel)?;
        Ok(engine)
    }

    /// What the engine said about itself.
    pub fn info(&self) -> &EngineInfo {
        &self.info
    }

    fn handshake(&mut self, cancel: &AtomicBool) -> Result<(), UciError> {
        const DOING: Doing = Doing::Starting;
        self.send("uci", DOING)?;
        let deadline = Instant::now() + self.timeout;
        loop {
            let line = self.next_line(deadline, DOING, cancel)?;
            let line = line.trim();
            if line == "uciok" {
                break;
            }
            if let Some(name) = line.strip_prefix("id name ") {
                self.info.name = name.trim().to_string();
                self.info.flavour = Flavour::from_name(name);
            } else if let Some(author) = line.strip_prefix("id author ") {
                self.info.author = Some(author.trim().to_string());
            } else {
                self.info.strength.read(line);
            }
        }
        if self.info.flavour == Flavour::FairyStockfish {
            self.send("setoption name UCI_Variant value xiangqi", DOING)?;
        }
        self.is_ready(cancel)
    }

    /// Play at `level` ([`strength`]'s mapping over the options the engine offers):
    /// the options are set, then `isready` … `readyok`; what was set.
    pub fn set_strength(
        &mut self,
        level: EngineLevel,
        cancel: &AtomicBool,
    ) -> Result<StrengthSetting, UciError> {
        let setting = self.info.strength.setting(level);
        for command in setting.commands() {
            self.send(&command, Doing::GettingReady)?;
        }
        self.is_ready(cancel)?;
        Ok(setting)
    }

    /// `isready` … `readyok`.
    pub fn is_ready(&mut self, cancel: &AtomicBool) -> Result<(), UciError> {
        const DOING: Doing = Doing::GettingReady;
        self.send("isready", DOING)?;
        let deadline = Instant::now() + self.timeout;
        while self.next_line(deadline, DOING, cancel)?.trim() != "readyok" {}
        Ok(())
    }

    /// Ask for a move in the position after `moves` from `start`, thinking
    /// `movetime`; when `cancel` is set meanwhile, the search is stopped
    /// ([`UciError::Stopped`]).
    pub fn best_move(
        &mut self,
        start: &Position,
        moves: &[Move],
        movetime: Duration,
        cancel: &AtomicBool,
    ) -> Result<Analysis, UciError> {
        let thinking = self.go(start, moves, movetime)?;
        self.answer(thinking, cancel)
    }

    /// Start the engine thinking `movetime` on the position after `moves` from
    /// `start`, without waiting: the caller may work meanwhile (the review runs
    /// its mate search while the engine thinks) and then takes the engine's
    /// answer with [`Engine::answer`]. Until then the engine must not be asked
    /// anything else.
    pub fn go(
        &mut self,
        start: &Position,
        moves: &[Move],
        movetime: Duration,
    ) -> Result<Thinking, UciError> {
        const DOING: Doing = Doing::Thinking;
        let mut pos = start.clone();
        let mut command = format!("position fen {}", start.to_fen());
        if !moves.is_empty() {
            command.push_str(" moves");
            for &mv in moves {
                command.push(' ');
                command.push_str(&self.write_move(mv));
                pos.play(mv);
            }
        }
        self.send(&command, DOING)?;
        self.send(&format!("go movetime {}", movetime.as_millis()), DOING)?;
        Ok(Thinking {
            pos,
            deadline: Instant::now() + movetime + self.timeout,
        })
    }

    /// The answer to the search [`Engine::go`] started; when `cancel` is set
    /// meanwhile, the search is stopped ([`UciError::Stopped`]).
    pub fn answer(
        &mut self,
        thinking: Thinking,
        cancel: &AtomicBool,
    ) -> Result<Analysis, UciError> {
        const DOING: Doing = Doing::Thinking;
        let Thinking { pos, deadline } = thinking;
        let (mut score, mut depth, mut pv_text) = (None, None, Vec::new());
        loop {
            let line = match self.next_line(deadline, DOING, cancel) {
                Err(stopped @ UciError::Stopped { .. }) => {
                    self.stop_search();
                    return Err(stopped);
                }
                line => line?,
            };
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.first() {
                Some(&"info") => {
                    if let Some(info) = parse_info(&words) {
                        if info.score.is_some() {
                            score = info.score;
                            depth = info.depth.or(depth);
                        }
                        if !info.pv.is_empty() {
                            pv_text = info.pv;
                        }
                    }
                }
                Some(&"bestmove") => {
                    let Some(&text) = words.get(1) else {
                        return Err(self.garbage(&line, Expected::BestMove));
                    };
                    if text == "(none)" || text == "0000" {
                        return Err(UciError::NoMove {
                            name: self.info.name.clone(),
                        });
                    }
                    let best = self.read_move(&pos, text)?;
                    let (pv, pv_refused) = self.legal_prefix(&pos, &pv_text);
                    return Ok(Analysis {
                        best,
                        score,
                        pv,
                        pv_refused,
                        depth,
                    });
                }
                _ => {}
            }
        }
    }

    /// Say goodbye and end the process (also done on drop).
    pub fn quit(mut self) {
        self.shut_down();
    }

    /// `stop` a search and wait (at most [`STOP_WAIT`]) for its `bestmove`, so
    /// that the engine is idle again.
    fn stop_search(&mut self) {
        if self.send("stop", Doing::Thinking).is_err() {
            return;
        }
        let never = AtomicBool::new(false);
        let deadline = Instant::now() + STOP_WAIT;
        while let Ok(line) = self.next_line(deadline, Doing::Thinking, &never) {
            if line.split_whitespace().next() == Some("bestmove") {
                return;
            }
        }
    }

    /// `quit`, a moment to end ([`QUIT_WAIT`]), then the process and its group are
    /// killed; either way it is reaped.
    fn shut_down(&mut self) {
        if let Some(mut stdin) = self.stdin.take() {
            let _ = writeln!(stdin, "quit");
            let _ = stdin.flush();
        }
        let deadline = Instant::now() + QUIT_WAIT;
        while Instant::now() < deadline && !reaper::has_ended(&self.child) {
            std::thread::sleep(Duration::from_millis(10));
        }
        reaper::end(&self.child);
        reaper::forget(&self.child);
    }

    fn send(&mut self, line: &str, doing: Doing) -> Result<(), UciError> {
        let name = self.info.name.clone();
        let Some(stdin) = self.stdin.as_mut() else {
            return Err(UciError::Exited { name, doing });
        };
        match writeln!(stdin, "{line}").and_then(|_| stdin.flush()) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                Err(UciError::Exited { name, doing })
            }
            Err(source) => Err(UciError::Io { name, source }),
        }
    }

    /// The engine's next line, or why there is none by `deadline` (which holds
    /// however many lines are waiting) or before `cancel` is set.
    fn next_line(
        &mut self,
        deadline: Instant,
        doing: Doing,
        cancel: &AtomicBool,
    ) -> Result<String, UciError> {
        let name = || self.info.name.clone();
        let timeout = || UciError::Timeout {
            name: name(),
            doing,
            after: self.timeout,
        };
        let heard = loop {
            if cancel.load(Ordering::Relaxed) {
                return Err(UciError::Stopped {
                    name: name(),
                    doing,
                });
            }
            let Some(wait) = deadline.checked_duration_since(Instant::now()) else {
                return Err(timeout());
            };
            match self.lines.recv_timeout(wait.min(POLL)) {
                Err(RecvTimeoutError::Timeout) => continue,
                heard => break heard,
            }
        };
        match heard {
            Ok(Heard::Line(line)) => Ok(line),
            Ok(Heard::TooLong) => Err(UciError::LineTooLong {
                name: name(),
                doing,
                limit: lines::MAX_LINE,
            }),
            Ok(Heard::NotUtf8) => Err(UciError::NotUtf8 {
                name: name(),
                doing,
            }),
            Err(RecvTimeoutError::Timeout) => Err(timeout()),
            Err(RecvTimeoutError::Disconnected) => Err(UciError::Exited {
                name: self.info.name.clone(),
                doing,
            }),
        }
    }

    fn garbage(&self, line: &str, expected: Expected) -> UciError {
        UciError::Garbage {
            name: self.info.name.clone(),
            line: line.to_string(),
            expected,
        }
    }

    /// Our move in the engine's coordinates.
    fn write_move(&self, mv: Move) -> String {
        let shift = self.info.flavour.rank_shift();
        let point = |p: Point| format!("{}{}", p.file(), p.rank().0 + 1 - shift);
        format!("{}{}", point(mv.from), point(mv.to))
    }

    /// The engine's move text in our coordinates, checked against the rules.
    fn read_move(&self, pos: &Position, text: &str) -> Result<Move, UciError> {
        let ours = self
            .to_our_coords(text)
            .ok_or_else(|| self.garbage(text, Expected::Move))?;
        coord::parse(pos, &ours).map_err(|e| {
            if e.is_malformed() {
                self.garbage(text, Expected::Move)
            } else {
                UciError::IllegalMove {
                    name: self.info.name.clone(),
                    text: text.to_string(),
                    reason: IllegalReason(e),
                }
            }
        })
    }

    /// `h2e2` (Pikafish) → `h3e3`; other flavours unchanged.
    fn to_our_coords(&self, text: &str) -> Option<String> {
        let shift = self.info.flavour.rank_shift();
        if shift == 0 {
            return Some(text.to_string());
        }
        // Split at the second letter: file, digits, file, digits.
        let second = text
            .char_indices()
            .skip(1)
            .find(|(_, c)| c.is_ascii_alphabetic())?
            .0;
        let point = |s: &str| -> Option<String> {
            let file = s.chars().next()?;
            let rank: u8 = s.get(1..)?.parse().ok()?;
            Some(format!("{file}{}", rank + shift))
        };
        Some(format!(
            "{}{}",
            point(text.get(..second)?)?,
            point(text.get(second..)?)?
        ))
    }

    /// The moves of `texts` as far as they are legal, and why the first one that is
    /// not was refused.
    fn legal_prefix(&self, pos: &Position, texts: &[String]) -> (Vec<Move>, Option<PvRefused>) {
        let mut p = pos.clone();
        let mut out = Vec::new();
        for t in texts {
            match self.read_move(&p, t) {
                Ok(mv) => {
                    p.play(mv);
                    out.push(mv);
                }
                Err(UciError::IllegalMove { text, reason, .. }) => {
                    return (out, Some(PvRefused::Illegal { text, reason }))
                }
                Err(_) => return (out, Some(PvRefused::NotAMove { text: t.clone() })),
            }
        }
        (out, None)
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// The parts of an `info` line we use.
struct Info {
    depth: Option<u32>,
    score: Option<Score>,
    pv: Vec<String>,
}

fn parse_info(words: &[&str]) -> Option<Info> {
    let mut info = Info {
        depth: None,
        score: None,
        pv: Vec::new(),
    };
    let mut i = 1;
    while i < words.len() {
        match words[i] {
            "depth" => {
                info.depth = words.get(i + 1).and_then(|w| w.parse().ok());
                i += 2;
            }
            "score" => {
                let value = words.get(i + 2).and_then(|w| w.parse().ok());
                info.score = match (words.get(i + 1), value) {
                    (Some(&"cp"), Some(v)) => Some(Score::Centipawns(v)),
                    (Some(&"mate"), Some(v)) => Some(Score::Mate(v)),
                    _ => None,
                };
                i += 3;
            }
            "pv" => {
                info.pv = words[i + 1..].iter().map(|w| w.to_string()).collect();
                break;
            }
            "string" => break,
            _ => i += 1,
        }
    }
    Some(info)
}

#[cfg(test)]
mod tests;
