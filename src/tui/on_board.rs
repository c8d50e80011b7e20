//! Screens built on the game screen's board (lessons, practice): the board takes
//! the keys the screen does not, the key bar joins both, the screen's words take the
//! side panel, and mouse clicks go to the board through the layout it is drawn with.

use crate::tui::game::{App, Next, Request};
use crate::tui::keys::{Action, InputMode};
use crate::tui::screen::{Context, Note, Outcome, Screen};
use crate::tui::widgets::layout::ScreenLayout;
use crate::tui::widgets::text::clear_overlay;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, MouseButton, MouseEventKind};
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// Whether a screen built on the game screen's board takes its own keys now: when
/// the board waits for a move or works on the series just ended (not in its
/// command line or its promotion choice).
pub fn board_free(app: &App) -> bool {
    matches!(app.input_mode(), InputMode::Board | InputMode::Busy)
}

/// The key bar of such a screen: its own keys, then the board's (without Esc — the
/// screen goes back its own way —, the keys it takes over and the `hidden` ones;
/// the board of an exercise has no `:` line); the board's alone when the board has
/// the keys.
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
            .filter(|(k, _)| *k != "Esc" && !taken.contains(k) && !hidden.contains(k)),
    );
    // The layout mark, if any, once and last.
    if own.iter().any(|(k, _)| *k == mark) {
        own.retain(|(k, _)| *k != mark);
        own.push((mark, ""));
    }
    own
}

/// Draw the board screen and clear its side panel for the screen's words: the panel
/// and the key bar's line, or `None` when the too-small notice is up.
pub fn board_panel(app: &App, area: Rect, buf: &mut Buffer) -> Option<(Rect, Rect)> {
    app.render(area, buf);
    let ScreenLayout::Game { panel, keybar, .. } =
        ScreenLayout::compute(area, app.game.shape(), app.settings.flipped)
    else {
        return None;
    };
    clear_overlay(panel, buf);
    clear_overlay(keybar, buf);
    Some((panel, keybar))
}

/// A left click on the board (`size`: the terminal area) becomes the board's click;
/// what the board asks after it.
pub fn click(app: &mut App, event: &Event, size: Rect) -> Request {
    let Event::Mouse(m) = event else {
        return Request::None;
    };
    if m.kind != MouseEventKind::Down(MouseButton::Left) {
        return Request::None;
    }
    let layout = ScreenLayout::compute(size, app.game.shape(), app.settings.flipped);
    match layout.board().and_then(|b| b.cell_at(m.column, m.row)) {
        Some(c) => app.handle(Action::Click(c)),
        None => Request::None,
    }
}

/// What a screen on the game's board asks of the stack after a key.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BoardOutcome {
    Stay,
    /// Back to the start menu.
    Back,
    Quit,
    /// What the board asked (its help, a question, the settings).
    Board(Request),
}

/// What the stack does for a screen on the board: its own way back, or what its
/// board asked ([`outcome`]).
pub fn stack_outcome(said: BoardOutcome, board: Option<&mut App>, cx: &mut Context) -> Outcome {
    match said {
        BoardOutcome::Stay => Outcome::Stay,
        BoardOutcome::Back => Outcome::Back,
        BoardOutcome::Quit => Outcome::Quit,
        BoardOutcome::Board(request) => outcome(board, request, cx),
    }
}

/// What the stack does for a request of the board: its help, a question about it
/// or the settings over the screen, the menu, the end. A new game or a rematch
/// is not this screen's (a lesson or a puzzle goes on), nor is leaving the board
/// (the screen goes back its own way before asking this).
pub fn outcome(board: Option<&mut App>, request: Request, cx: &mut Context) -> Outcome {
    match (board, request) {
        (_, Request::Next(Next::NewGame | Next::Rematch) | Request::Leave) | (None, _) => {
            Outcome::Stay
        }
        (Some(app), request) => app.outcome(request, cx),
    }
}

/// What a screen on the board hears from the screen over it: the answer to the
/// board's question, the settings (for the screen and its board), a message (the
/// board's message line).
pub fn hear(
    settings: &mut crate::play::Settings,
    board: Option<&mut App>,
    note: Note,
    cx: &mut Context,
) -> Outcome {
    if let Note::Settings { config, lang } = &note {
        crate::play::settings::apply_in(config, *lang, settings);
    }
    match board {
        Some(app) => {
            let request = match note {
                Note::Answer(yes) => app.answer(yes),
                note => return Screen::hear(app, note, cx),
            };
            outcome(Some(app), request, cx)
        }
        None => Outcome::Stay,
    }
}
