//! The help screens' actions and key table: the help scrolls, `r` opens the rules
//! of the game, any other key closes it.

use super::{act, key, lookup, Binding, Facts, Key};
use crate::tui::widgets::scroll::ScrollAction;
use ratatui::crossterm::event::KeyEvent;

/// Something the player asked of a help screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HelpAction {
    Scroll(ScrollAction),
    /// The rules of the game the help is about.
    Rules,
    /// Back to the screen the help is about.
    Close,
    /// Ctrl-C: leave at once.
    Quit,
}

/// A help screen has one mode.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HelpInput {
    Text,
}

impl HelpInput {
    pub const ALL: [HelpInput; 1] = [HelpInput::Text];
}

/// Map a key to a help action.
pub fn help_action_for_key(key: &KeyEvent) -> Option<HelpAction> {
    lookup(KEYS, HelpInput::Text, Facts::EVERYTHING, key)
}

/// The scroll keys as the key bars write them (shown only when the text is longer
/// than its view).
pub const SCROLL_LABEL: &str = "↑↓";

/// The page keys alone as the key bars write them, where the arrows move a cursor.
pub const PAGE_LABEL: &str = "PgUp PgDn";

/// The keys that scroll a text (↑↓ k j, PgUp PgDn, Home End), for a table whose
/// action wraps a [`ScrollAction`]: `scroll_keys!(Action::Scroll)`.
macro_rules! scroll_keys {
    ($wrap:path) => {
        [
            (
                $crate::tui::keys::Key::Up,
                $crate::tui::keys::act($wrap($crate::tui::widgets::scroll::ScrollAction::Up)),
            ),
            (
                $crate::tui::keys::Key::Char('k'),
                $crate::tui::keys::act($wrap($crate::tui::widgets::scroll::ScrollAction::Up)),
            ),
            (
                $crate::tui::keys::Key::Down,
                $crate::tui::keys::act($wrap($crate::tui::widgets::scroll::ScrollAction::Down)),
            ),
            (
                $crate::tui::keys::Key::Char('j'),
                $crate::tui::keys::act($wrap($crate::tui::widgets::scroll::ScrollAction::Down)),
            ),
            (
                $crate::tui::keys::Key::PageUp,
                $crate::tui::keys::act($wrap($crate::tui::widgets::scroll::ScrollAction::PageUp)),
            ),
            (
                $crate::tui::keys::Key::PageDown,
                $crate::tui::keys::act($wrap($crate::tui::widgets::scroll::ScrollAction::PageDown)),
            ),
            (
                $crate::tui::keys::Key::Home,
                $crate::tui::keys::act($wrap($crate::tui::widgets::scroll::ScrollAction::Top)),
            ),
            (
                $crate::tui::keys::Key::End,
                $crate::tui::keys::act($wrap($crate::tui::widgets::scroll::ScrollAction::Bottom)),
            ),
        ]
    };
}
pub(crate) use scroll_keys;

use HelpAction as A;
use HelpInput as M;

/// The help's keys, in key-bar order.
pub static KEYS: &[Binding<HelpAction, HelpInput>] = &[
    key(
        &scroll_keys!(A::Scroll),
        &[M::Text],
        SCROLL_LABEL,
        "↑↓ PgUp PgDn Home End",
        "key-help-scroll",
    ),
    key(
        &[(Key::Char('r'), act(A::Rules))],
        &[M::Text],
        "r",
        "r",
        "key-help-rules",
    ),
    key(
        &[(Key::Any, act(A::Close))],
        &[M::Text],
        "keyname-other-key",
        "keyname-other-key",
        "key-help-close",
    ),
    key(
        &[(Key::Ctrl('c'), act(A::Quit))],
        &[M::Text],
        "^C",
        "Ctrl-C",
        "key-help-quit-now",
    ),
];
