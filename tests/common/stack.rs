//! Driving the screens' stack (the root, `Tui`) in tests: keys in, the screen on
//! top out, and what the whole stack draws.

use duochess::tui::game::App;
use duochess::tui::root::Tui;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::Terminal;

pub fn key(c: KeyCode) -> Event {
    Event::Key(KeyEvent::new(c, KeyModifiers::NONE))
}

pub fn ctrl_c() -> Event {
    Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL))
}

/// The keys, one after another, on an 80×24 terminal.
pub fn press(tui: &mut Tui, keys: &[KeyCode]) {
    for k in keys {
        tui.handle_event(&key(*k), Rect::new(0, 0, 80, 24));
    }
}

/// `text` typed, a character at a time.
pub fn type_text(tui: &mut Tui, text: &str) {
    for c in text.chars() {
        press(tui, &[KeyCode::Char(c)]);
    }
}

/// What the stack draws at `w`×`h`.
pub fn draw(tui: &Tui, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("backend");
    let frame = t.draw(|f| f.render_widget(tui, f.area())).expect("draw");
    super::assert_no_hidden_cells(frame.buffer);
    super::screen_text(t.backend().buffer())
}

/// The game on top of the stack.
pub fn game(tui: &Tui) -> &App {
    tui.top::<App>().expect("a game on top")
}

pub fn game_mut(tui: &mut Tui) -> &mut App {
    tui.top_mut::<App>().expect("a game on top")
}

/// Screens drawn one over the other (the first at the bottom), as the stack draws
/// an overlay over the screen it belongs to.
pub struct Stacked<'a>(pub Vec<&'a dyn duochess::tui::screen::Screen>);

impl ratatui::widgets::Widget for Stacked<'_> {
    fn render(self, area: Rect, buf: &mut ratatui::buffer::Buffer) {
        for screen in self.0 {
            screen.draw(area, buf);
        }
    }
}

/// The mouse wheel turned down one notch.
pub fn wheel_down() -> Event {
    Event::Mouse(ratatui::crossterm::event::MouseEvent {
        kind: ratatui::crossterm::event::MouseEventKind::ScrollDown,
        column: 10,
        row: 10,
        modifiers: KeyModifiers::NONE,
    })
}

/// The columns `text` takes on screen.
pub fn width(text: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(text)
}
