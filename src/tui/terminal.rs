//! The real terminal: raw mode, alternate screen, mouse capture, bracketed paste,
//! the event loop, and restoring the terminal on every way out (quit, Ctrl-C, error,
//! panic).
//!
//! The loop draws, then waits for input — or, while a screen has work running on
//! the worker ([`crate::tui::worker`]), for at most [`BUSY_TICK`], so the screen
//! shows the work's progress, takes its result and still answers every key. All
//! events already waiting are handled before the next frame: a burst of keys or a
//! paste is one redraw, and reading until nothing is left also avoids the stall of
//! crossterm 0.29's edge-triggered reader on long input (crossterm issue #813).

use crate::tui::root::Tui;
use crate::tui::worker::Runner;
use ratatui::crossterm::event::{
    self, DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
    Event,
};
use ratatui::crossterm::style::Colored;
use ratatui::crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use ratatui::crossterm::{cursor, execute};
use ratatui::layout::Rect;
use ratatui::prelude::CrosstermBackend;
use ratatui::Terminal;
use std::io::{self, Stdout};
use std::sync::Once;
use std::time::{Duration, Instant};

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
        std::panic::set_hook(Box::new(move |info| {
            // A worker's panic ends its job only (the screen says so); the
            // terminal stays the program's.
            if std::thread::current().name() != Some(super::worker::THREAD_NAME) {
                restore_terminal();
            }
            previous(info);
        }));
    });
}

/// Restores the terminal when dropped (early returns and errors included).
struct Guard;

impl Drop for Guard {
    fn drop(&mut self) {
        restore_terminal();
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

/// Run the program until the player quits.
pub fn run(mut tui: Tui) -> io::Result<()> {
    let (_guard, mut terminal) = setup()?;
    // Start the event reader (and with it the resize signal handler) before the
    // first frame, so that a resize right after start-up is not missed.
    event::poll(Duration::ZERO)?;
    if std::env::var_os("DUOCHESS_TEST_PANIC").is_some() {
        // For the end-to-end test that a panic restores the terminal.
        terminal.draw(|f| f.render_widget(&tui, f.area()))?;
        panic!("test panic requested by DUOCHESS_TEST_PANIC");
    }
    tui.set_runner(Runner::Thread);
    while !tui.quit {
        terminal.draw(|f| f.render_widget(&tui, f.area()))?;
        let waiting = if tui.busy() {
            event::poll(BUSY_TICK)?
        } else {
            true
        };
        if waiting {
            let batch = Instant::now();
            loop {
                let ev = event::read()?;
                if let Event::Resize(..) = ev {
                    // The next frame is drawn at the new size.
                    terminal.autoresize()?;
                } else {
                    let size = terminal.size()?;
                    let colour_off = Colored::ansi_color_disabled_memoized();
                    tui.handle_event(&ev, Rect::new(0, 0, size.width, size.height));
                    if Colored::ansi_color_disabled_memoized() != colour_off {
                        // The theme switched colours on or off: send every cell
                        // again, not only those whose content changed (a clear
                        // screen and an empty previous frame; Terminal::clear would
                        // ask the terminal for the cursor position).
                        ratatui::backend::Backend::clear(terminal.backend_mut())?;
                        terminal.swap_buffers();
                    }
                }
                if tui.quit {
                    break;
                }
                if event::poll(Duration::ZERO)? {
                    continue;
                }
                // A burst of input (a paste the terminal does not bracket, key
                // repeat) arrives a few bytes at a time: wait a moment for the rest,
                // so that it costs one frame per batch instead of one per key. A
                // single key press is drawn after that moment (2 ms).
                if batch.elapsed() < BURST_BATCH && event::poll(BURST_GAP)? {
                    continue;
                }
                break;
            }
        }
        tui.collect_jobs();
    }
    Ok(())
}
