//! Actions and the keymap: keys and mouse clicks become [`Action`]s here; what an
//! action does is decided by the app and the game, never in the key handler.

use crate::tui::port::{Cell, PieceKind};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// Something the player asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Move the cursor on screen: `dx` right, `dy` down.
    Cursor {
        dx: i8,
        dy: i8,
    },
    /// Enter/Space: pick the piece under the cursor, or its destination.
    Pick,
    /// A mouse click on a cell.
    Click(Cell),
    /// Esc: cancel selection, command line, dialog.
    Cancel,
    OpenCommand,
    CommandChar(char),
    /// Pasted text (bracketed paste) for the command line.
    Paste(String),
    CommandBackspace,
    CommandSubmit,
    EndSeries,
    Undo,
    Flip,
    OfferDraw,
    Resign,
    ShowFen,
    Help,
    ToggleNotation,
    /// Practice: show a way out of check (rescue series, or all legal replies).
    Hint,
    /// Practice: show or hide the squares the opponent attacks.
    ToggleAttacks,
    /// Answer yes/no to the dialog shown (draw offer, resignation, quit).
    Answer(bool),
    Promote(PieceKind),
    /// Browse history: step back / forward, to the start / back to the game.
    BrowseBack,
    BrowseForward,
    BrowseStart,
    BrowseEnd,
    /// Ask to quit (confirmed when a game is in progress).
    Quit,
    /// Ctrl-C: leave at once.
    ForceQuit,
}

/// What kind of input the app is waiting for (chooses the keymap).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InputMode {
    Board,
    Command,
    Help,
    Promotion,
    /// A yes/no question.
    Question,
    Browse,
}

/// Map a key to an action in the given input mode.
pub fn action_for_key(mode: InputMode, key: KeyEvent) -> Option<Action> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && matches!(key.code, KeyCode::Char('c') | KeyCode::Char('C')) {
        return Some(Action::ForceQuit);
    }
    if ctrl {
        return None;
    }
    let cursor = |dx, dy| Some(Action::Cursor { dx, dy });
    match mode {
        InputMode::Command => match key.code {
            KeyCode::Esc => Some(Action::Cancel),
            KeyCode::Enter => Some(Action::CommandSubmit),
            KeyCode::Backspace => Some(Action::CommandBackspace),
            KeyCode::Char(c) => Some(Action::CommandChar(c)),
            _ => None,
        },
        InputMode::Help => match key.code {
            KeyCode::Char('q') => Some(Action::Quit),
            _ => Some(Action::Cancel),
        },
        InputMode::Promotion => match key.code {
            KeyCode::Esc => Some(Action::Cancel),
            KeyCode::Char(c) => match c.to_ascii_lowercase() {
                'q' => Some(Action::Promote(PieceKind::Queen)),
                'r' => Some(Action::Promote(PieceKind::Rook)),
                'b' => Some(Action::Promote(PieceKind::Bishop)),
                'n' => Some(Action::Promote(PieceKind::Knight)),
                _ => None,
            },
            _ => None,
        },
        InputMode::Question => match key.code {
            KeyCode::Char('y') | KeyCode::Char('Y') => Some(Action::Answer(true)),
            KeyCode::Char('n') | KeyCode::Char('N') | KeyCode::Esc => Some(Action::Answer(false)),
            _ => None,
        },
        InputMode::Browse => match key.code {
            KeyCode::Left | KeyCode::Char('h') | KeyCode::Up | KeyCode::Char('k') => {
                Some(Action::BrowseBack)
            }
            KeyCode::Char('[') => Some(Action::BrowseBack),
            KeyCode::Right | KeyCode::Char('l') | KeyCode::Down | KeyCode::Char('j') => {
                Some(Action::BrowseForward)
            }
            KeyCode::Char(']') => Some(Action::BrowseForward),
            KeyCode::Home => Some(Action::BrowseStart),
            KeyCode::End | KeyCode::Esc | KeyCode::Char('b') => Some(Action::BrowseEnd),
            KeyCode::Char('f') => Some(Action::Flip),
            KeyCode::Char('?') => Some(Action::Help),
            KeyCode::Char('q') => Some(Action::Quit),
            KeyCode::Char(':') => Some(Action::OpenCommand),
            _ => None,
        },
        InputMode::Board => match key.code {
            KeyCode::Left | KeyCode::Char('h') => cursor(-1, 0),
            KeyCode::Right | KeyCode::Char('l') => cursor(1, 0),
            KeyCode::Up | KeyCode::Char('k') => cursor(0, -1),
            KeyCode::Down | KeyCode::Char('j') => cursor(0, 1),
            KeyCode::Enter | KeyCode::Char(' ') => Some(Action::Pick),
            KeyCode::Esc => Some(Action::Cancel),
            KeyCode::Char(':') => Some(Action::OpenCommand),
            KeyCode::Char('e') => Some(Action::EndSeries),
            KeyCode::Char('u') | KeyCode::Backspace => Some(Action::Undo),
            KeyCode::Char('f') => Some(Action::Flip),
            KeyCode::Char('d') => Some(Action::OfferDraw),
            KeyCode::Char('R') => Some(Action::Resign),
            KeyCode::Char('w') => Some(Action::ToggleNotation),
            KeyCode::Char('t') => Some(Action::Hint),
            KeyCode::Char('a') => Some(Action::ToggleAttacks),
            KeyCode::Char('?') => Some(Action::Help),
            KeyCode::Char('b') | KeyCode::Char('[') | KeyCode::PageUp => Some(Action::BrowseBack),
            KeyCode::Home => Some(Action::BrowseStart),
            KeyCode::Char('q') => Some(Action::Quit),
            _ => None,
        },
    }
}
