//! Screens built on the game screen's board (lessons, practice): the board takes
//! the keys the screen does not, the key bar joins both, the screen's words take the
//! side panel, and mouse clicks go to the board through the layout it is drawn with.

use crate::tui::game::App;
use crate::tui::keys::{Action, InputMode};
use crate::tui::widgets::layout::ScreenLayout;
use crate::tui::widgets::text::clear_overlay;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, MouseButton, MouseEventKind};
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// Whether a screen built on the game screen's board takes its own keys now: when
/// the board waits for a move or works on the series just ended (not in its
/// command line, promotion choice, question or help).
pub fn board_free(app: &App) -> bool {
    matches!(app.input_mode(), InputMode::Board | InputMode::Busy)
}

/// The key bar of such a screen: its own keys, then the board's (without the keys
/// it takes over and the `hidden` ones; the board of an exercise has no `:` line);
/// the board's alone when the board has the keys.
pub fn board_bar(
    mut own: Vec<(&'static str, &'static str)>,
    app: &App,
    hidden: &[&str],
) -> Vec<(&'static str, &'static str)> {
    if !board_free(app) {
        return crate::tui::game::view::key_hints(app);
    }
    let mark = crate::tui::keys::LAYOUT_MARK;
    let taken: Vec<&str> = own.iter().map(|(k, _)| *k).collect();
    own.extend(
        crate::tui::game::view::key_hints(app)
            .into_iter()
            .filter(|(k, _)| !taken.contains(k) && !hidden.contains(k)),
    );
    // The layout mark, if any, once and last.
    if own.iter().any(|(k, _)| *k == mark) {
        own.retain(|(k, _)| *k != mark);
        own.push((mark, ""));
    }
    own
}

/// Draw the board screen and clear its side panel for the screen's words: the panel
/// and the key bar's line, or `None` when the board's help or too-small notice is up.
pub fn board_panel(app: &App, area: Rect, buf: &mut Buffer) -> Option<(Rect, Rect)> {
    app.render(area, buf);
    let ScreenLayout::Game { panel, keybar, .. } =
        ScreenLayout::compute(area, app.game.shape(), app.settings.flipped)
    else {
        return None;
    };
    if app.help {
        return None;
    }
    clear_overlay(panel, buf);
    clear_overlay(keybar, buf);
    Some((panel, keybar))
}

/// A left click on the board (`size`: the terminal area) becomes the board's click.
pub fn click(app: &mut App, event: &Event, size: Rect) {
    let Event::Mouse(m) = event else { return };
    if let MouseEventKind::Down(MouseButton::Left) = m.kind {
        let layout = ScreenLayout::compute(size, app.game.shape(), app.settings.flipped);
        if let Some(c) = layout.board().and_then(|b| b.cell_at(m.column, m.row)) {
            app.handle(Action::Click(c));
        }
    }
}
