//! The rules pages' actions and key table.

use super::{act, key, lookup, Binding, Facts, Key};
use ratatui::crossterm::event::KeyEvent;

/// Something the player asked of the rules pages.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RulesAction {
    Next,
    Previous,
    /// Show the rules of the other game.
    OtherGame,
    /// Scroll a page longer than the screen.
    Scroll(crate::tui::widgets::scroll::ScrollAction),
    /// Back to the screen the rules were opened from.
    Back,
    /// Ctrl-C: leave at once.
    Quit,
}

/// The rules pages have one mode.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RulesInput {
    Pages,
}

impl RulesInput {
    pub const ALL: [RulesInput; 1] = [RulesInput::Pages];
}

/// Map a key to a rules-page action.
pub fn rules_action_for_key(key: &KeyEvent) -> Option<RulesAction> {
    lookup(KEYS, RulesInput::Pages, Facts::EVERYTHING, key)
}

use RulesAction as A;
use RulesInput as M;

/// The rules pages' keys, in key-bar order.
pub static KEYS: &[Binding<RulesAction, RulesInput>] = &[
    key(
        &[
            (Key::Right, act(A::Next)),
            (Key::Char('l'), act(A::Next)),
            (Key::Char(' '), act(A::Next)),
            (Key::Enter, act(A::Next)),
        ],
        &[M::Pages],
        "→",
        "→ l Space",
        "key-rules-next",
    ),
    key(
        &[
            (Key::Left, act(A::Previous)),
            (Key::Char('h'), act(A::Previous)),
            (Key::Backspace, act(A::Previous)),
        ],
        &[M::Pages],
        "←",
        "← h",
        "key-rules-previous",
    ),
    key(
        &super::help::scroll_keys!(A::Scroll),
        &[M::Pages],
        super::help::SCROLL_LABEL,
        "↑↓ PgUp PgDn Home End",
        "key-rules-scroll",
    ),
    key(
        &[(Key::Esc, act(A::Back)), (Key::Char('q'), act(A::Back))],
        &[M::Pages],
        "Esc",
        "Esc q",
        "key-rules-back",
    ),
    key(
        &[(Key::Tab, act(A::OtherGame))],
        &[M::Pages],
        "Tab",
        "Tab",
        "key-rules-other-game",
    ),
    key(
        &[(Key::Ctrl('c'), act(A::Quit))],
        &[M::Pages],
        "^C",
        "Ctrl-C",
        "key-rules-quit-now",
    ),
];
