//! The position editor's keymap: keys become [`SetupAction`]s; what they do is
//! decided by the editor. Letters put pieces, so the editor's own keys are the
//! letters no piece of either game uses (x s o t g f v m i), shifted letters, and
//! keys that are not letters.

use crate::tui::port::Cell;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// Something the player asked of the position editor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupAction {
    /// Move the cursor on screen: `dx` right, `dy` down.
    Cursor {
        dx: i8,
        dy: i8,
    },
    /// A mouse click on a cell: the cursor goes there.
    Click(Cell),
    /// A typed letter: put the piece it names on the cursor's cell.
    Put(char),
    Remove,
    ClearBoard,
    StartPosition,
    ToggleSide,
    /// Toggle the castling right of the rook corner under the cursor.
    ToggleCastling,
    /// Toggle an en-passant square under the cursor.
    ToggleEnPassant,
    SwitchGame,
    Flip,
    Analyse,
    MateSearch,
    StepBack,
    StepForward,
    StepStart,
    StepEnd,
    /// Start a game from the position.
    Play,
    OpenCommand,
    CommandChar(char),
    /// Pasted text (bracketed paste) for the command line.
    Paste(String),
    CommandBackspace,
    CommandSubmit,
    Cancel,
    /// Show the editor's keys and commands (any key closes them).
    Help,
    /// Ctrl-C: leave at once.
    ForceQuit,
}

/// What the editor is waiting for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SetupInput {
    /// The help screen is up: any key closes it.
    Help,
    Edit,
    Command,
    Analysis,
}

/// Map a key to an editor action.
pub fn setup_action_for_key(mode: SetupInput, key: KeyEvent) -> Option<SetupAction> {
    use SetupAction as A;
    if key.kind == KeyEventKind::Release {
        return None;
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return matches!(key.code, KeyCode::Char('c') | KeyCode::Char('C')).then_some(A::ForceQuit);
    }
    let cursor = |dx, dy| Some(A::Cursor { dx, dy });
    match mode {
        SetupInput::Help => Some(A::Cancel),
        SetupInput::Command => match key.code {
            KeyCode::Esc => Some(A::Cancel),
            KeyCode::Enter => Some(A::CommandSubmit),
            KeyCode::Backspace => Some(A::CommandBackspace),
            KeyCode::Char(c) => Some(A::CommandChar(c)),
            _ => None,
        },
        SetupInput::Analysis => match key.code {
            KeyCode::Left | KeyCode::Char('h') | KeyCode::Char('[') => Some(A::StepBack),
            KeyCode::Right | KeyCode::Char('l') | KeyCode::Char(']') => Some(A::StepForward),
            KeyCode::Home => Some(A::StepStart),
            KeyCode::End => Some(A::StepEnd),
            KeyCode::Char('m') => Some(A::MateSearch),
            KeyCode::Char('f') => Some(A::Flip),
            KeyCode::Enter => Some(A::Play),
            KeyCode::Char(':') => Some(A::OpenCommand),
            KeyCode::Esc | KeyCode::Char('v') => Some(A::Cancel),
            KeyCode::Char('?') => Some(A::Help),
            _ => None,
        },
        SetupInput::Edit => match key.code {
            KeyCode::Left => cursor(-1, 0),
            KeyCode::Right => cursor(1, 0),
            KeyCode::Up => cursor(0, -1),
            KeyCode::Down => cursor(0, 1),
            KeyCode::Delete | KeyCode::Backspace | KeyCode::Char('x') => Some(A::Remove),
            KeyCode::Char('X') => Some(A::ClearBoard),
            KeyCode::Char('i') => Some(A::StartPosition),
            KeyCode::Char('s') => Some(A::ToggleSide),
            KeyCode::Char('o') => Some(A::ToggleCastling),
            KeyCode::Char('t') => Some(A::ToggleEnPassant),
            KeyCode::Char('g') => Some(A::SwitchGame),
            KeyCode::Char('f') => Some(A::Flip),
            KeyCode::Char('v') => Some(A::Analyse),
            KeyCode::Char('m') => Some(A::MateSearch),
            KeyCode::Enter => Some(A::Play),
            KeyCode::Char(':') => Some(A::OpenCommand),
            KeyCode::Esc => Some(A::Cancel),
            KeyCode::Char('?') => Some(A::Help),
            KeyCode::Char(c) if c.is_ascii_alphabetic() => Some(A::Put(c)),
            _ => None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(c: KeyCode) -> KeyEvent {
        KeyEvent::new(c, KeyModifiers::NONE)
    }

    #[test]
    fn piece_letters_put_pieces_and_command_keys_are_not_piece_letters() {
        for c in "KQRBNPkqrbnpAEHCaehc".chars() {
            assert_eq!(
                setup_action_for_key(SetupInput::Edit, key(KeyCode::Char(c))),
                Some(SetupAction::Put(c))
            );
        }
        for c in "xXisotgfvm".chars() {
            assert!(!matches!(
                setup_action_for_key(SetupInput::Edit, key(KeyCode::Char(c))),
                Some(SetupAction::Put(_))
            ));
        }
    }
}
