//! The new-game screen's actions and key table.

use super::{act, key, lookup, Binding, Do, Facts, Key};
use ratatui::crossterm::event::KeyEvent;

/// Something the player asked of the new-game screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NewGameAction {
    Up,
    Down,
    /// The next (+1) or previous (-1) choice of the row (game, clock, opponent).
    Adjust(i8),
    /// A character typed into a name or a custom clock, one erased.
    Type(char),
    Erase,
    /// Enter: on to the next row; on "Start", start.
    Next,
    /// Start the game now.
    Play,
    /// Back to the start menu.
    Back,
    Quit,
}

/// What the new-game screen's row takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NewGameInput {
    /// A row of choices (game, clock, opponent) or the start button.
    Choose,
    /// A row of text (a name, a custom clock).
    Text,
}

impl NewGameInput {
    pub const ALL: [NewGameInput; 2] = [NewGameInput::Choose, NewGameInput::Text];
}

/// Map a key to a new-game action.
pub fn new_game_action_for_key(mode: NewGameInput, key: &KeyEvent) -> Option<NewGameAction> {
    lookup(KEYS, mode, Facts::EVERYTHING, key)
}

use NewGameAction as A;
use NewGameInput as M;

const fn entry(
    keys: &'static [(Key, Do<NewGameAction>)],
    modes: &'static [NewGameInput],
    label: &'static str,
    id: &'static str,
) -> Binding<NewGameAction, NewGameInput> {
    key(keys, modes, label, label, id)
}

/// The new-game screen's keys, in key-line order.
pub static KEYS: &[Binding<NewGameAction, NewGameInput>] = &[
    entry(
        &[
            (Key::Up, act(A::Up)),
            (Key::Down, act(A::Down)),
            (Key::Tab, act(A::Down)),
        ],
        &[M::Choose, M::Text],
        "↑↓",
        "key-newgame-row",
    ),
    entry(
        &[
            (Key::Left, act(A::Adjust(-1))),
            (Key::Right, act(A::Adjust(1))),
            (Key::Char(' '), act(A::Adjust(1))),
        ],
        &[M::Choose],
        "←→",
        "key-newgame-change",
    ),
    entry(
        &[(Key::Enter, act(A::Next))],
        &[M::Choose, M::Text],
        "⏎",
        "key-newgame-next",
    ),
    entry(
        &[(Key::Char('s'), act(A::Play))],
        &[M::Choose],
        "s",
        "key-newgame-start",
    ),
    entry(
        &[(Key::Backspace, act(A::Erase))],
        &[M::Text],
        "⌫",
        "key-newgame-erase",
    ),
    entry(
        &[(Key::Text, Do::Typed(|c| Some(A::Type(c))))],
        &[M::Text],
        "keyname-text",
        "key-newgame-type",
    ),
    entry(
        &[(Key::Esc, act(A::Back))],
        &[M::Choose, M::Text],
        "Esc",
        "key-newgame-menu",
    ),
    entry(
        &[(Key::Ctrl('c'), act(A::Quit))],
        &[M::Choose, M::Text],
        "^C",
        "key-newgame-quit",
    ),
];
