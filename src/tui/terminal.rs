//! The real terminal: raw mode, alternate screen, mouse capture, bracketed paste,
//! the event loop, and restoring the terminal — and ending every UCI engine — on
//! every way out (quit, Ctrl-C, a stop signal, error, panic).
//!
//! The loop draws, then waits for input — or, while a screen has work running on
//! the worker ([`crate::play::worker`]), for at most [`BUSY_TICK`], so the screen
//! shows the work's progress, takes its result and still answers every key. All
//! events already waiting are handled before the next frame: a burst of keys or a
//! paste is one redraw.
//!
//! Input comes from one queue (`Inputs`) fed by two threads: one reads the
//! terminal (crossterm, reading until nothing is left, which also avoids the stall
//! of an edge-triggered reader on long input, crossterm issue #813), the other waits
//! for the signals that would end the program ([`STOP_SIGNALS`], signal-hook). A
//! signal is answered as Ctrl-C is, through the screens' own quit path, so the
//! terminal is restored and the game is left autosaved as after Ctrl-C.

use crate::play::worker::Runner;
use crate::tui::root::Tui;
use crate::tui::TuiError;
use ratatui::crossterm::event::{
    self, DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
    Event, KeyCode, KeyEvent, KeyModifiers,
};
use ratatui::crossterm::style::{Colored, Print};
use ratatui::crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use ratatui::crossterm::{cursor, execute};
use ratatui::layout::Rect;
use ratatui::prelude::CrosstermBackend;
use ratatui::Terminal;
use std::io::{self, IsTerminal, Stdout};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::Once;
use std::time::{Duration, Instant};

/// The program is leaving: the terminal is put back and every UCI engine still
/// running is ended and reaped (a worker thread thinking with one ends with the
/// program without ending it). Safe to call more than once.
fn leave() {
    restore_terminal();
    crate::uci::reaper::end_all();
}

/// Put the terminal back as it was: leave the alternate screen, stop mouse capture,
/// show the cursor, leave raw mode. Safe to call more than once.
pub fn restore_terminal() {
    let mut out = io::stdout();
    let _ = execute!(
        out,
        DisableBracketedPaste,
        DisableMouseCapture,
        LeaveAlternateScreen,
        cursor::Show
    );
    let _ = disable_raw_mode();
}

/// Restore the terminal before the default panic message is printed, so that the
/// message is readable and the shell usable.
fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        // Only a panic of the thread that drives the terminal ends the program's
        // use of it. Any other thread's ends its own work only: a worker's job
        // (the screen says so), a helper thread of the mate search (the search
        // does that work itself); the terminal stays the program's.
        let owner = std::thread::current().id();
        std::panic::set_hook(Box::new(move |info| {
            if std::thread::current().id() == owner {
                leave();
            }
            previous(info);
        }));
    });
}

/// Restores the terminal and ends the engines when dropped (early returns and
/// errors included).
struct Guard;

impl Drop for Guard {
    fn drop(&mut self) {
        leave();
    }
}

fn setup() -> io::Result<(Guard, Terminal<CrosstermBackend<Stdout>>)> {
    install_panic_hook();
    enable_raw_mode()?;
    let guard = Guard;
    let mut out = io::stdout();
    execute!(
        out,
        EnterAlternateScreen,
        EnableMouseCapture,
        EnableBracketedPaste,
        cursor::Hide
    )?;
    let terminal = Terminal::new(CrosstermBackend::new(out))?;
    Ok((guard, terminal))
}

/// How often the screen is redrawn while work runs on the worker.
pub const BUSY_TICK: Duration = Duration::from_millis(100);

/// Within a burst of input, how long to wait for its next event before drawing…
const BURST_GAP: Duration = Duration::from_millis(2);
/// …and how long one batch of a burst may last, so the screen still follows it.
const BURST_BATCH: Duration = Duration::from_millis(50);

/// What the event loop waits for.
enum Input {
    /// A key, mouse, paste or resize event from the terminal.
    Terminal(Event),
    /// The terminal could not be read (it is gone).
    Failed(io::Error),
    /// One of [`STOP_SIGNALS`] (its number): quit as Ctrl-C does.
    Signal(i32),
}

/// The terminal's events and the stop signals, in the order they came.
struct Inputs {
    queue: Receiver<Input>,
    sender: Sender<Input>,
}

/// The signals whose default would end the program with the terminal left raw,
/// and that may be caught: each quits as Ctrl-C does (SIGKILL and SIGSTOP cannot
/// be caught; SIGSEGV and the like are the program's own faults). SIGPIPE is not
/// here: it is ignored, and a failed write is an error like any.
#[cfg(unix)]
pub const STOP_SIGNALS: [i32; 8] = {
    use signal_hook::consts::*;
    [
        SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGABRT,
    ]
};

/// The event a stop signal is answered with: Ctrl-C quits every screen at once.
const CTRL_C: Event = Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));

impl Inputs {
    /// Catch the stop signals from now on (before the terminal is changed, so that
    /// no signal finds it changed and the program without a handler).
    fn catch_signals() -> io::Result<Inputs> {
        let (sender, queue) = mpsc::channel();
        #[cfg(unix)]
        {
            let mut signals = signal_hook::iterator::Signals::new(STOP_SIGNALS)?;
            let tx = sender.clone();
            std::thread::Builder::new()
                .name("duochess-signals".into())
                .spawn(move || {
                    for signal in signals.forever() {
                        if tx.send(Input::Signal(signal)).is_err() {
                            break;
                        }
                    }
                })?;
        }
        Ok(Inputs { queue, sender })
    }

    /// Start reading the terminal on a thread of its own.
    fn read_terminal(&self) -> io::Result<()> {
        let tx = self.sender.clone();
        std::thread::Builder::new()
            .name("duochess-input".into())
            .spawn(move || loop {
                let (input, failed) = match event::read() {
                    Ok(ev) => (Input::Terminal(ev), false),
                    Err(e) => (Input::Failed(e), true),
                };
                if tx.send(input).is_err() || failed {
                    break;
                }
            })?;
        Ok(())
    }

    /// The next input, waiting at most `wait` (`None`: as long as it takes).
    fn next(&self, wait: Option<Duration>) -> Option<Input> {
        match wait {
            // The queue's own sender is kept, so it never disconnects.
            None => self.queue.recv().ok(),
            Some(Duration::ZERO) => self.queue.try_recv().ok(),
            Some(w) => self.queue.recv_timeout(w).ok(),
        }
    }
}

/// Quit through the screen's own Ctrl-C path (a stop signal, a terminal gone);
/// whatever the screen made of it, the program stops.
fn force_quit(tui: &mut Tui) {
    // The size only matters to mouse events; the terminal may be gone.
    let size = ratatui::crossterm::terminal::size().unwrap_or_default();
    tui.handle_event(&CTRL_C, Rect::new(0, 0, size.0, size.1));
    tui.quit = true;
}

/// Refuse to start the terminal game when standard input or output is not a
/// terminal (a script, a pipe, no controlling terminal).
pub fn require_terminal() -> Result<(), TuiError> {
    if io::stdin().is_terminal() && io::stdout().is_terminal() {
        Ok(())
    } else {
        Err(TuiError::NoTerminal)
    }
}

/// Run the program until the player quits, or a signal stops it
/// ([`TuiError::Stopped`], after the same quit path as Ctrl-C).
pub fn run(mut tui: Tui) -> Result<(), TuiError> {
    require_terminal()?;
    let inputs = Inputs::catch_signals()?;
    // The board's colours decide whether the terminal writes colour at all.
    crate::tui::widgets::theme::Colours::apply_to_terminal(tui.cx.settings.theme);
    let (_guard, mut terminal) = setup()?;
    // Start the event reader (and with it the resize signal handler) before the
    // first frame, so that a resize right after start-up is not missed.
    event::poll(Duration::ZERO)?;
    if std::env::var_os("DUOCHESS_TEST_PANIC").is_some() {
        // For the end-to-end test that a panic restores the terminal.
        terminal.draw(|f| f.render_widget(&tui, f.area()))?;
        panic!("test panic requested by DUOCHESS_TEST_PANIC");
    }
    inputs.read_terminal()?;
    tui.set_runner(Runner::Thread);
    let mut stopped_by = None;
    while !tui.quit {
        terminal.draw(|f| f.render_widget(&tui, f.area()))?;
        let wait = tui.busy().then_some(BUSY_TICK);
        let batch = Instant::now();
        let mut next = inputs.next(wait);
        while let Some(input) = next {
            match input {
                // The next frame is drawn at the new size.
                Input::Terminal(Event::Resize(..)) => terminal.autoresize()?,
                Input::Terminal(ev) => {
                    let size = terminal.size()?;
                    let colour_off = Colored::ansi_color_disabled_memoized();
                    tui.handle_event(&ev, Rect::new(0, 0, size.width, size.height));
                    // What a screen sends the terminal itself (the clipboard),
                    // through crossterm's output like the frames.
                    for sequence in std::mem::take(&mut tui.cx.to_terminal) {
                        execute!(terminal.backend_mut(), Print(sequence))?;
                    }
                    if Colored::ansi_color_disabled_memoized() != colour_off {
                        // The theme switched colours on or off: send every cell
                        // again, not only those whose content changed (a clear
                        // screen and an empty previous frame; Terminal::clear would
                        // ask the terminal for the cursor position).
                        ratatui::backend::Backend::clear(terminal.backend_mut())?;
                        terminal.swap_buffers();
                    }
                }
                Input::Failed(e) => {
                    // The terminal is gone: quit as Ctrl-C does, then say why.
                    force_quit(&mut tui);
                    return Err(e.into());
                }
                Input::Signal(signal) => {
                    force_quit(&mut tui);
                    stopped_by = Some(signal);
                }
            }
            if tui.quit {
                break;
            }
            // A burst of input (a paste the terminal does not bracket, key repeat)
            // arrives a few bytes at a time: wait a moment for the rest, so that it
            // costs one frame per batch instead of one per key. A single key press
            // is drawn after that moment (2 ms).
            next = inputs.next(Some(Duration::ZERO)).or_else(|| {
                (batch.elapsed() < BURST_BATCH)
                    .then(|| inputs.next(Some(BURST_GAP)))
                    .flatten()
            });
        }
        tui.tick();
    }
    match stopped_by {
        Some(signal) => Err(TuiError::Stopped(signal)),
        None => Ok(()),
    }
}
