//! The terminal front end (ratatui): maps keys and mouse to actions, hands them to a
//! game through the narrow [`crate::play::port::PlayableGame`] interface, and draws
//! from state; every text it shows is a typed value the words layer says
//! ([`crate::words`]). The folders are the screens a player meets (see
//! `docs/architecture.md`):
//!
//! - [`root`]: the application root — the screens on one stack;
//! - [`screen`]: what every screen of the stack does ([`screen::Screen`]), what it
//!   asks of the stack, and what the screens share;
//! - [`help`]: a help screen that scrolls; [`ask`]: a question over a screen;
//! - [`menu`]: the start menu; [`load`]: its "Load a game" list; [`new_game`]: the
//!   new-game screen;
//! - [`rules`]: the rules pages; [`lessons`]: the lessons; [`practice`]: the practice
//!   screen (puzzles); [`on_board`]: what both share;
//! - [`game`]: the game screen (state and actions, drawing, files, practice aids);
//! - [`remote`]: a game across the network (the host's waiting screen, the game
//!   screen whose other side's moves come over the line);
//! - [`editor`]: the position editor (the checker's reports are
//!   [`crate::play::analysis`]);
//! - [`settings`]: the settings screen (over the menu, a game or a board);
//! - [`keys`]: the key tables (keymap, key bars and help derived from them);
//! - [`crate::play::port`]: the interface to the game sessions and its
//!   capabilities; [`crate::play::adapters`]: that interface implemented for them;
//! - [`widgets`]: board, glyphs, layout, text widgets, the scrolling text;
//! - [`crate::play::worker`]: background jobs (searches) with cancellation;
//! - [`terminal`]: the real terminal and the event loop.

pub mod ask;
pub mod clipboard;
pub mod editor;
pub mod game;
pub mod help;
pub mod keys;
pub mod lessons;
pub mod load;
pub mod menu;
pub mod new_game;
pub mod on_board;
pub mod practice;
pub mod remote;
pub mod review;
pub mod root;
pub mod rules;
pub mod screen;
pub mod settings;
pub mod terminal;
pub mod widgets;

pub use game::App;
pub use root::{GameFactory, Tui};

use crate::play::Settings as AppSettings;
use crate::record::DataDir;
use crate::session::GameKind;

/// What can stop the terminal game from starting or running.
#[derive(Debug, thiserror::Error)]
pub enum TuiError {
    /// The game or the editor could not be opened on the position given.
    #[error(transparent)]
    Game(#[from] crate::play::SetupError),
    #[error("terminal error: {0}")]
    Io(#[from] std::io::Error),
    /// Standard input or output is not a terminal (the command line says it in the
    /// player's words: `crate::words::cli::CliText::NeedsTerminal`).
    #[error("standard input or output is not a terminal")]
    NoTerminal,
    /// A stop signal (its number: SIGTERM, SIGHUP, SIGINT, SIGQUIT, …: see
    /// `terminal::STOP_SIGNALS`) ended the program, after
    /// the same quit path as Ctrl-C (terminal restored, game autosaved).
    #[error("stopped by signal {0}")]
    Stopped(i32),
    /// The record to review could not be read.
    #[error(transparent)]
    Record(#[from] crate::record::LoadFileError),
}

use crate::words::Say;

fn factory() -> GameFactory {
    Box::new(|kind| crate::play::new_game(kind, None))
}

/// The autosave folder, claimed for this copy (its autosave slot locked while the
/// program runs), and what to tell the player about it; or why there is none (then
/// games are not autosaved).
fn data_dir(lang: crate::i18n::Lang) -> (Option<DataDir>, Option<String>) {
    match DataDir::from_env().and_then(DataDir::claim) {
        Ok(d) => {
            let notes: Vec<String> = d.notes().iter().map(|n| n.say(lang)).collect();
            (Some(d), (!notes.is_empty()).then(|| notes.join(" ")))
        }
        Err(e) => (
            None,
            Some(crate::record::store::DataNote::AutosaveOff(e).say(lang)),
        ),
    }
}

/// Why games are not autosaved, on the message line of the screen that is up (the
/// editor has nothing to autosave: it has no word for it).
fn autosave_off_note(tui: &mut Tui, note: Option<String>) {
    if let Some(text) = note {
        tui.tell(text, true);
    }
}

/// `duochess` with no arguments: the start screen, which offers to resume an
/// autosaved game.
pub fn run_start_screen(
    settings: AppSettings,
    remembered: crate::config::Remembered,
) -> Result<(), TuiError> {
    terminal::require_terminal()?;
    let (data, note) = data_dir(settings.lang);
    let mut tui = Tui::start_screen(factory(), settings).with_data_dir(data);
    autosave_off_note(&mut tui, note);
    terminal::run(tui.with_config(remembered))?;
    Ok(())
}

/// `duochess play --load FILE` / `--resume`: play on from a game read from disk
/// (`from` the autosave itself or a record, whose full path is shown).
pub fn run_opened(
    loaded: crate::record::Loaded,
    from: &crate::play::records::OpenedFrom,
    settings: AppSettings,
    remembered: crate::config::Remembered,
) -> Result<(), TuiError> {
    terminal::require_terminal()?;
    let (data, note) = data_dir(settings.lang);
    let opened = crate::play::records::Opened::from_loaded(loaded);
    let mut tui = Tui::opened(opened, from, factory(), settings, data);
    autosave_off_note(&mut tui, note);
    terminal::run(tui.with_config(remembered))?;
    Ok(())
}

/// `duochess play GAME`: straight into a game.
pub fn run_game(
    kind: GameKind,
    fen: Option<&str>,
    settings: AppSettings,
    players: &crate::play::Players,
    remembered: crate::config::Remembered,
) -> Result<(), TuiError> {
    let game = crate::play::new_game(kind, fen)?;
    terminal::require_terminal()?;
    let (data, note) = data_dir(settings.lang);
    let mut tui = Tui::in_game(game, factory(), settings);
    tui.set_players(players);
    let mut tui = tui.with_data_dir(data);
    autosave_off_note(&mut tui, note);
    terminal::run(tui.with_config(remembered))?;
    Ok(())
}

/// `duochess play GAME --computer SIDE` / `--engine PATH`: a new game against an
/// opponent playing one side.
pub fn run_game_against(
    kind: GameKind,
    fen: Option<&str>,
    settings: AppSettings,
    opponent: crate::play::opponent::Opponent,
    players: &crate::play::Players,
    remembered: crate::config::Remembered,
) -> Result<(), TuiError> {
    let game = crate::play::new_game(kind, fen).map_err(TuiError::Game)?;
    terminal::require_terminal()?;
    let (data, note) = data_dir(settings.lang);
    let mut tui = Tui::in_game(game, factory(), settings);
    tui.set_players(players);
    let mut tui = tui.with_data_dir(data);
    tui.set_opponent(opponent);
    autosave_off_note(&mut tui, note);
    terminal::run(tui.with_config(remembered))?;
    Ok(())
}

/// `duochess review FILE --screen`: the review screen on a record (Esc leaves
/// it for the start menu, as from a game opened on the command line).
pub fn run_review(
    file: std::path::PathBuf,
    settings: AppSettings,
    engine: Option<std::path::PathBuf>,
    movetime: std::time::Duration,
    remembered: crate::config::Remembered,
) -> Result<(), TuiError> {
    let engines = review::Engines {
        given: engine,
        movetime,
        ..review::Engines::of_settings(&remembered.config)
    };
    let screen = review::ReviewScreen::of_file(file, settings, engines)?;
    terminal::require_terminal()?;
    let (data, _) = data_dir(settings.lang);
    let tui = Tui::in_review(screen, factory(), settings).with_data_dir(data);
    terminal::run(tui.with_config(remembered))?;
    Ok(())
}

/// `duochess setup GAME`: the position editor, on the start position or a FEN.
pub fn run_setup(
    kind: GameKind,
    fen: Option<&str>,
    settings: AppSettings,
    engine: Option<crate::play::adapters::setup::EngineSetting>,
    remembered: crate::config::Remembered,
) -> Result<(), TuiError> {
    let editor = editor::SetupEditor::open(kind, fen, settings)?.with_engine(engine);
    terminal::require_terminal()?;
    // A game played from the editor is autosaved.
    let (data, _) = data_dir(settings.lang);
    let tui = Tui::in_setup(editor, factory(), settings).with_data_dir(data);
    terminal::run(tui.with_config(remembered))?;
    Ok(())
}

/// `duochess host GAME`: the waiting screen with the line the friend types, then the
/// game.
pub fn run_host(
    host: crate::remote::Host,
    code: crate::remote::JoinCode,
    setup: crate::play::hosting::NetSetup,
    settings: AppSettings,
    remembered: crate::config::Remembered,
) -> Result<(), TuiError> {
    let game = crate::play::new_game(setup.kind, None)?;
    terminal::require_terminal()?;
    let (data, note) = data_dir(settings.lang);
    let screen = remote::NetScreen::hosting(host, &code, setup, game, settings, data.clone());
    run_screen(Box::new(screen), settings, data, note, remembered)
}

/// `duochess host --resume`: the waiting screen of the game hosted again (`resumed`,
/// from the data folder `data` claimed with its `note`) at `host`, then the game.
pub fn run_host_resumed(
    host: crate::remote::Host,
    resumed: crate::play::remote::HostResumed,
    (data, note): (DataDir, Option<String>),
    settings: AppSettings,
    remembered: crate::config::Remembered,
) -> Result<(), TuiError> {
    terminal::require_terminal()?;
    let data = Some(data);
    let screen = remote::NetScreen::host_resumed(host, resumed, settings, data.clone());
    run_screen(Box::new(screen), settings, data, note, remembered)
}

/// `duochess join ADDRESS:PORT CODE`: the game the host offered, over `connection`
/// (the handshake done), played here as `name`; `again` joins it again after a
/// break (the rejoin key).
pub fn run_join(
    connection: crate::remote::Connection,
    name: String,
    again: crate::play::remote::JoinAgain,
    settings: AppSettings,
    remembered: crate::config::Remembered,
) -> Result<(), TuiError> {
    terminal::require_terminal()?;
    let (data, note) = data_dir(settings.lang);
    let screen = remote::NetScreen::joined(connection, name, Some(again), settings, data.clone())
        .map_err(|e| TuiError::Io(std::io::Error::other(e.say(settings.lang))))?;
    run_screen(Box::new(screen), settings, data, note, remembered)
}

/// The screen over the start menu, in the terminal until the player leaves.
fn run_screen(
    screen: Box<dyn screen::Screen>,
    settings: AppSettings,
    data: Option<DataDir>,
    note: Option<String>,
    remembered: crate::config::Remembered,
) -> Result<(), TuiError> {
    let mut tui = Tui::over_menu(factory(), settings, screen).with_data_dir(data);
    autosave_off_note(&mut tui, note);
    terminal::run(tui.with_config(remembered))?;
    Ok(())
}
