//! The real terminal: raw mode, alternate screen, mouse capture, the event loop, and
//! restoring the terminal on every way out (quit, Ctrl-C, error, panic).

use crate::tui::root::Tui;
use ratatui::crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use ratatui::crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use ratatui::crossterm::{cursor, execute};
use ratatui::layout::Rect;
use ratatui::prelude::CrosstermBackend;
use ratatui::Terminal;
use std::io::{self, Stdout};
use std::sync::Once;
use std::time::Duration;

/// Put the terminal back as it was: leave the alternate screen, stop mouse capture,
/// show the cursor, leave raw mode. Safe to call more than once.
pub fn restore_terminal() {
    let mut out = io::stdout();
    let _ = execute!(out, DisableMouseCapture, LeaveAlternateScreen, cursor::Show);
    let _ = disable_raw_mode();
}

/// Restore the terminal before the default panic message is printed, so that the
/// message is readable and the shell usable.
fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore_terminal();
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
    execute!(out, EnterAlternateScreen, EnableMouseCapture, cursor::Hide)?;
    let terminal = Terminal::new(CrosstermBackend::new(out))?;
    Ok((guard, terminal))
}

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
    while !tui.quit {
        terminal.draw(|f| f.render_widget(&tui, f.area()))?;
        if tui.run_pending() {
            continue;
        }
        let ev = event::read()?;
        // Resize: the next loop iteration redraws at the new size at once.
        if let Event::Resize(..) = ev {
            terminal.autoresize()?;
            continue;
        }
        let size = terminal.size()?;
        tui.handle_event(&ev, Rect::new(0, 0, size.width, size.height));
    }
    Ok(())
}
