//! The line mode (`duochess play … --plain`): a front end for screen readers,
//! braille displays and scripts, beside the terminal one. No alternate screen, no
//! cursor movement, no colour, no escape sequence at all: every output is whole
//! lines of words, written only in answer to an event — a typed line, the
//! opponent's move, a clock warning. It reads lines from standard input (a
//! terminal or a pipe alike; its end is `quit`, the game kept in the autosave) and
//! writes to standard output.
//!
//! The game is played through the port ([`crate::play::PlayableGame`]) and its
//! record-keeping ([`crate::play::records`]), exactly as the terminal game does;
//! the words come from the words layer ([`crate::words::plain`] and the game
//! screen's own texts). One module a job: [`command`] reads a line, [`describe`]
//! reads the position for the looking commands, [`attacks`] asks the rules cores
//! what attacks a square, [`session`] is the game and its answers (its clock and
//! opponent in `session::versus`), [`editor`] the position editor's questions
//! (`setup … --plain`), [`practice`] and [`lessons`] the puzzles and lessons
//! (`practice --plain`, `lessons --plain`), and this module
//! the loop: a thread reads standard input, the loop waits for a line or for the
//! next thing due (the opponent's reply, a clock warning), never spinning.

pub mod attacks;
pub mod command;
pub mod describe;
pub mod editor;
pub mod lessons;
pub mod practice;
pub mod session;

use crate::play::opponent::Opponent;
use crate::play::records::{Opened, OpenedFrom, Records};
use crate::play::setup::Players;
use crate::play::Settings;
use crate::record::DataDir;
use crate::session::GameKind;
use crate::words::Say;
pub use session::Plain;
use std::io::Write;
use std::sync::mpsc::{self, RecvTimeoutError};

/// Why the line mode could not run.
#[derive(Debug, thiserror::Error)]
pub enum PlainError {
    /// The game could not be opened on the position given.
    #[error(transparent)]
    Game(#[from] crate::play::SetupError),
    /// Standard output could not be written.
    #[error("cannot write the output: {0}")]
    Io(#[from] std::io::Error),
}

/// The autosave folder, claimed for this copy, and its notes for the player (none:
/// no autosave).
fn data_dir(settings: &Settings) -> (Option<DataDir>, Vec<String>) {
    match DataDir::from_env().and_then(DataDir::claim) {
        Ok(d) => {
            let notes = d.notes().iter().map(|n| n.say(settings.lang)).collect();
            (Some(d), notes)
        }
        Err(e) => (None, vec![e.say(settings.lang)]),
    }
}

/// `duochess play GAME --plain` (with `--computer` / `--engine`: `opponent`).
pub fn run_game(
    kind: GameKind,
    fen: Option<&str>,
    settings: Settings,
    players: &Players,
    opponent: Option<Opponent>,
) -> Result<(), PlainError> {
    let game = crate::play::new_game(kind, fen)?;
    let plain = new_plain(game, settings, players, opponent);
    let rx = stdin_lines();
    finish(drive(plain, &rx, &mut std::io::stdout().lock()))
}

/// A new game in the line mode, autosaved, with its players, clock and opponent.
fn new_plain(
    game: Box<dyn crate::play::PlayableGame>,
    settings: Settings,
    players: &Players,
    opponent: Option<Opponent>,
) -> Plain {
    let kind = game.kind();
    let (data, notes) = data_dir(&settings);
    let info = crate::record::RecordInfo {
        white: players.name(kind, crate::core::Side::White),
        black: players.name(kind, crate::core::Side::Black),
        ..Default::default()
    };
    let records = Records::new(game.as_ref(), info, data, None);
    let mut plain = Plain::new(game, records, settings.lang, settings.notation);
    if let Some(control) = players.clock {
        plain = plain.with_clock(control);
    }
    if let Some(o) = opponent {
        if let Some(path) = o.engine_program() {
            crate::play::opponent::chosen(path);
        }
        plain = plain.with_opponent(o);
    }
    for note in notes {
        plain.note(note);
    }
    plain
}

/// `duochess setup GAME --plain`: the editor's questions about a position, then
/// (`play`) a game from it in the line mode, autosaved.
pub fn run_setup(kind: GameKind, fen: Option<&str>, settings: Settings) -> Result<(), PlainError> {
    use editor::Step;
    let mut editor = editor::PlainEditor::new(kind, fen, settings.lang, settings.notation)?;
    let rx = stdin_lines();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut run = || -> std::io::Result<()> {
        write_lines(&mut out, &editor.start())?;
        while let Ok(line) = rx.recv() {
            match editor.line(&line) {
                Step::Lines(lines) => write_lines(&mut out, &lines)?,
                Step::Quit(lines) => return write_lines(&mut out, &lines),
                Step::Play(game, lines) => {
                    write_lines(&mut out, &lines)?;
                    let players = Players::default();
                    let plain = new_plain(game, settings, &players, None);
                    return drive(plain, &rx, &mut out);
                }
            }
        }
        Ok(())
    };
    finish(run())
}

/// `duochess play --load FILE --plain` / `--resume --plain`: play on from a game
/// read from disk. An autosave against the computer goes on against it (a record
/// from elsewhere never runs a program it names).
pub fn run_opened(opened: Opened, from: &OpenedFrom, settings: Settings) -> Result<(), PlainError> {
    let (data, notes) = data_dir(&settings);
    let lang = settings.lang;
    let note = crate::words::files::games::opened_note(from, opened.game.as_ref(), lang);
    let resumed = from.autosave();
    let records = Records::new(opened.game.as_ref(), opened.info, data, resumed);
    let recorded = records.info.opponent.clone();
    let mut plain = Plain::new(opened.game, records, lang, settings.notation);
    let over = plain.game.result().is_over();
    let restored = recorded
        .filter(|_| resumed.is_some() && !over)
        .as_ref()
        .and_then(Opponent::from_recorded);
    plain.note(note);
    match restored {
        // An engine not chosen in this run is not started without a question the
        // line mode does not ask yet: hot-seat, and the player is told.
        Some(o) if o.engine_program().is_some() => {
            let text = crate::words::game::GameText::EngineNotStarted(&o.name());
            plain.note(text.say(lang));
        }
        Some(o) => plain = plain.with_opponent(o),
        None => {}
    }
    for n in notes {
        plain.note(n);
    }
    let rx = stdin_lines();
    finish(drive(plain, &rx, &mut std::io::stdout().lock()))
}

/// Puzzles or lessons in plain lines: answers to typed lines, nothing between.
pub trait Learning {
    /// The first lines.
    fn start(&mut self) -> Vec<String>;
    /// The answer to a typed line.
    fn line(&mut self, text: &str) -> Vec<String>;
    /// The last lines when the input ends.
    fn end_of_input(&mut self) -> Vec<String>;
    /// Whether the player quit.
    fn finished(&self) -> bool;
}

/// Answer the lines of `input` until `quit` or its end, writing to `out`.
pub fn drive_learning(
    learning: &mut dyn Learning,
    input: impl std::io::BufRead,
    out: &mut impl Write,
) -> std::io::Result<()> {
    write_lines(out, &learning.start())?;
    for line in input.lines() {
        let Ok(line) = line else { break };
        write_lines(out, &learning.line(&line))?;
        if learning.finished() {
            return Ok(());
        }
    }
    write_lines(out, &learning.end_of_input())
}

/// `duochess practice --plain`: puzzles, scored in the data folder's progress
/// file (`DUOCHESS_PRACTICE_SEED` fixes the puzzles, as on the practice screen).
pub fn run_practice(settings: Settings) -> Result<(), PlainError> {
    let file = DataDir::from_env()
        .ok()
        .map(|d| crate::practice::progress::Progress::file_in(d.root()));
    let seed = std::env::var("DUOCHESS_PRACTICE_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs())
        });
    let mut practice = practice::PlainPractice::new(settings.lang, settings.notation, file, seed);
    let stdin = std::io::stdin();
    finish(drive_learning(
        &mut practice,
        stdin.lock(),
        &mut std::io::stdout().lock(),
    ))
}

/// `duochess lessons --plain`: the lessons of both games.
pub fn run_lessons(settings: Settings) -> Result<(), PlainError> {
    let mut lessons = lessons::PlainLessons::new(settings.lang);
    let stdin = std::io::stdin();
    finish(drive_learning(
        &mut lessons,
        stdin.lock(),
        &mut std::io::stdout().lock(),
    ))
}

/// Standard input's lines, read on a thread of its own: the loop waits for a
/// line or for the next thing due, whichever comes first. Its end (or an
/// unreadable byte stream) drops the sender: the end of input.
fn stdin_lines() -> mpsc::Receiver<String> {
    let (tx, rx) = mpsc::channel::<String>();
    std::thread::spawn(move || {
        for line in std::io::stdin().lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    rx
}

/// A closed standard output (`| head`) ends the line mode quietly: nobody reads.
fn finish(result: std::io::Result<()>) -> Result<(), PlainError> {
    match result {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => other.map_err(PlainError::Io),
    }
}

/// Answer the lines of `rx` until `quit` or the end of input, writing to `out`.
pub fn drive(
    mut plain: Plain,
    rx: &mpsc::Receiver<String>,
    out: &mut impl Write,
) -> std::io::Result<()> {
    write_lines(out, &plain.start())?;
    loop {
        write_lines(out, &plain.tick())?;
        if plain.finished() {
            return Ok(());
        }
        let got = match plain.wake_in() {
            Some(d) => rx.recv_timeout(d),
            None => rx.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        match got {
            Ok(line) => write_lines(out, &plain.line(&line))?,
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => {
                return write_lines(out, &plain.end_of_input());
            }
        }
    }
}

fn write_lines(out: &mut impl Write, lines: &[String]) -> std::io::Result<()> {
    if lines.is_empty() {
        return Ok(());
    }
    for line in lines {
        // Nothing a terminal would read as a command: control characters (an
        // escape byte in a file name, say) are left out.
        let clean: String = line.chars().filter(|c| !c.is_control()).collect();
        writeln!(out, "{clean}")?;
    }
    out.flush()
}
