//! The key tables: every key of every screen is defined once here — the key, the
//! action it asks for, the words shown for it, the modes where it applies and the
//! games it applies to. The keymap ([`lookup`]), the key bar ([`bar`]) and the help
//! screen ([`help_lines`]) are all derived from the tables, so they cannot disagree.
//!
//! - [`game`]: the game screen's actions and table;
//! - [`editor`]: the position editor's;
//! - [`menu`]: the start screen's;
//! - [`rules`]: the rules pages';
//! - [`lessons`]: the lessons screen's;
//! - [`practice`]: the practice screen's;
//! - [`settings`]: the settings screen's.
//!
//! The words are all in these tables (and the few help lines that are not keys,
//! such as the `:` commands): the one place a translation has to reach.
//! Adding a key: add its action to the screen's action enum, a [`Binding`] to the
//! screen's table, and handle the action in the screen. The test in
//! `tests/tui_app.rs` checks that every key is listed in its mode's help and bar.

pub mod ask;
pub mod editor;
pub mod game;
pub mod help;
pub mod lessons;
pub mod menu;
pub mod new_game;
pub mod practice;
pub mod rules;
pub mod settings;

pub use game::{action_for_key, Action, InputMode};

use crate::i18n::Lang;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// A key as the tables write it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Key {
    /// A character key (case matters: `R` is Shift-r).
    Char(char),
    /// Ctrl and a letter.
    Ctrl(char),
    Left,
    Right,
    Up,
    Down,
    Enter,
    Esc,
    Backspace,
    Delete,
    Home,
    End,
    PageUp,
    PageDown,
    Tab,
    /// Any character key; the binding's [`Do::Typed`] decides what it means.
    Text,
    /// Any key at all (closing a help screen).
    Any,
}

impl Key {
    fn matches(self, key: &KeyEvent) -> bool {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match self {
            Key::Ctrl(c) => {
                ctrl && matches!(key.code, KeyCode::Char(k) if k.eq_ignore_ascii_case(&c))
            }
            _ if ctrl => false,
            Key::Any => true,
            Key::Text => matches!(key.code, KeyCode::Char(_)),
            Key::Char(c) => key.code == KeyCode::Char(c),
            Key::Left => key.code == KeyCode::Left,
            Key::Right => key.code == KeyCode::Right,
            Key::Up => key.code == KeyCode::Up,
            Key::Down => key.code == KeyCode::Down,
            Key::Enter => key.code == KeyCode::Enter,
            Key::Esc => key.code == KeyCode::Esc,
            Key::Backspace => key.code == KeyCode::Backspace,
            Key::Delete => key.code == KeyCode::Delete,
            Key::Home => key.code == KeyCode::Home,
            Key::End => key.code == KeyCode::End,
            Key::PageUp => key.code == KeyCode::PageUp,
            Key::PageDown => key.code == KeyCode::PageDown,
            Key::Tab => key.code == KeyCode::Tab,
        }
    }
}

/// What a key of a binding does.
#[derive(Clone, Debug)]
pub enum Do<A: 'static> {
    Act(A),
    /// Made from the character typed (`None`: this binding does not take it).
    Typed(fn(char) -> Option<A>),
}

/// When a binding applies, beyond its modes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum When {
    Always,
    /// Games whose turns are series (Flickering Chess).
    Series,
    /// Games whose turns are single moves.
    NoSeries,
    /// Games with more than one move-list notation (both games).
    Notations,
    /// The game is Flickering Chess (editor: castling, en passant, mate search).
    Flickering,
    /// The game is played on a clock.
    Clock,
    /// The game is over (what comes next: new game, rematch, menu).
    Over,
}

/// What the screen knows about the game, for [`When`].
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Facts {
    pub series: bool,
    pub notations: bool,
    pub flickering: bool,
    /// The game is over (the key bar then leads with what is left to do).
    pub over: bool,
    /// The game is played on a clock.
    pub clock: bool,
}

impl Facts {
    /// Every optional binding on (for looking up a key when the game is not at hand).
    pub const EVERYTHING: Facts = Facts {
        series: true,
        notations: true,
        flickering: true,
        over: false,
        clock: true,
    };

    pub fn holds(self, when: When) -> bool {
        match when {
            When::Always => true,
            When::Series => self.series,
            When::NoSeries => !self.series,
            When::Notations => self.notations,
            When::Flickering => self.flickering,
            When::Clock => self.clock && !self.over,
            When::Over => self.over,
        }
    }
}

/// One entry of a key table.
pub struct Binding<A: 'static, M: 'static> {
    /// The keys and what each asks for (a group, such as the four cursor keys, is
    /// one entry).
    pub keys: &'static [(Key, Do<A>)],
    pub modes: &'static [M],
    pub when: When,
    /// The keys as the key bar writes them (`←↑↓→`).
    pub label: &'static str,
    /// The key bar's words.
    pub bar: &'static str,
    /// The keys as the help screen writes them (`←↑↓→ hjkl`).
    pub help_label: &'static str,
    /// The help screen's words.
    pub help: &'static str,
    /// When the game is over, the key bar leads with these, in this order and
    /// with these words.
    pub over: Option<(u8, &'static str)>,
}

impl<A: 'static, M: 'static> Binding<A, M> {
    /// The key bar's words in `lang` (the table's English with its `|` context
    /// dropped, or their translation).
    pub fn bar_words(&self, lang: Lang) -> &'static str {
        words(lang, self.bar)
    }

    /// Whether the entry applies in `mode` with `facts`.
    pub fn applies(&self, mode: &M, facts: Facts) -> bool
    where
        M: PartialEq,
    {
        self.modes.contains(mode) && facts.holds(self.when)
    }
}

/// `Do::Act(a)`, short for the tables.
pub const fn act<A>(a: A) -> Do<A> {
    Do::Act(a)
}

/// A binding for every game, with no special place in the key bar after a result.
pub const fn key<A, M>(
    keys: &'static [(Key, Do<A>)],
    modes: &'static [M],
    label: &'static str,
    bar: &'static str,
    help_label: &'static str,
    help: &'static str,
) -> Binding<A, M> {
    Binding {
        keys,
        modes,
        when: When::Always,
        label,
        bar,
        help_label,
        help,
        over: None,
    }
}

/// The binding, for the games `when` says only.
pub const fn only<A, M>(when: When, b: Binding<A, M>) -> Binding<A, M> {
    Binding { when, ..b }
}

/// The help screen's section about the `:` line: the lines (not keys) that hold
/// for the game, under a heading.
pub fn command_section(lines: &[(When, &'static str)], facts: Facts) -> Vec<String> {
    command_section_in(Lang::En, lines, facts)
}

/// [`command_section`] in `lang`: each line is looked up under
/// `phrase_id("cmd", line)` (a table not translated yet keeps its English).
pub fn command_section_in(lang: Lang, lines: &[(When, &'static str)], facts: Facts) -> Vec<String> {
    let line = |l: &'static str| {
        let id = crate::i18n::phrase_id("cmd", l);
        crate::i18n::tr_static_or(lang, &id, Some(l)).to_string()
    };
    let mut v = vec![String::new(), crate::i18n::tr(lang, "help-commands")];
    v.extend(
        lines
            .iter()
            .filter(|(w, _)| facts.holds(*w))
            .map(|(_, l)| line(l)),
    );
    v
}

/// The action a key asks for in `mode` (the first entry that takes it).
pub fn lookup<A: Clone, M: PartialEq>(
    table: &[Binding<A, M>],
    mode: M,
    facts: Facts,
    key: &KeyEvent,
) -> Option<A> {
    binding_for(table, mode, facts, key).map(|(_, a)| a)
}

/// The entry that takes a key in `mode`, and the action it asks for.
pub fn binding_for<'t, A: Clone, M: PartialEq>(
    table: &'t [Binding<A, M>],
    mode: M,
    facts: Facts,
    key: &KeyEvent,
) -> Option<(&'t Binding<A, M>, A)> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    // Named keys first, then the catch-alls (any character, any key), whatever
    // the order of the table (which is the key bar's order).
    let general = |k: &Key| matches!(k, Key::Text | Key::Any);
    for catch_all in [false, true] {
        for b in table.iter().filter(|b| b.applies(&mode, facts)) {
            for (k, what) in b.keys {
                if general(k) != catch_all || !k.matches(key) {
                    continue;
                }
                match what {
                    Do::Act(a) => return Some((b, a.clone())),
                    Do::Typed(make) => {
                        if let KeyCode::Char(c) = key.code {
                            if let Some(a) = make(c) {
                                return Some((b, a));
                            }
                        }
                    }
                }
            }
        }
    }
    None
}

/// Every key event the tables can tell apart, for tests that walk them all:
/// printable ASCII, Ctrl and a letter, and the named keys.
pub fn all_key_events() -> Vec<KeyEvent> {
    let mut v: Vec<KeyEvent> = (0x20u8..0x7f)
        .map(|b| KeyEvent::new(KeyCode::Char(b as char), KeyModifiers::NONE))
        .collect();
    v.extend(('a'..='z').map(|c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)));
    v.extend(
        [
            KeyCode::Left,
            KeyCode::Right,
            KeyCode::Up,
            KeyCode::Down,
            KeyCode::Enter,
            KeyCode::Esc,
            KeyCode::Backspace,
            KeyCode::Delete,
            KeyCode::Home,
            KeyCode::End,
            KeyCode::PageUp,
            KeyCode::PageDown,
            KeyCode::Tab,
            KeyCode::F(1),
        ]
        .map(|c| KeyEvent::new(c, KeyModifiers::NONE)),
    );
    v
}

/// The key bar of a one-line screen (menu, new game, settings) as text:
/// `⏎ open · Esc back`.
pub fn bar_line<A, M: PartialEq>(table: &[Binding<A, M>], mode: M) -> String {
    bar_line_in(Lang::En, table, mode)
}

/// [`bar_line`] in `lang`.
pub fn bar_line_in<A, M: PartialEq>(lang: Lang, table: &[Binding<A, M>], mode: M) -> String {
    bar_in(lang, table, mode, Facts::default())
        .iter()
        .map(|(k, w)| format!("{k} {w}"))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The words of a table in `lang`: the table writes them in English, and the
/// message files hold them under [`crate::i18n::phrase_id`]`("key", words)`. The
/// tables not translated yet (see `tests` in `crate::i18n`) keep their English.
///
/// An English word that means two things ("start": begin, or the beginning) is
/// told apart for the translations by a context after `|` ("start|position"),
/// which is part of the id and never shown.
pub fn words(lang: Lang, english: &'static str) -> &'static str {
    let id = crate::i18n::phrase_id("key", english);
    let shown = english.split_once('|').map_or(english, |(words, _)| words);
    crate::i18n::tr_static_or(lang, &id, Some(shown))
}

/// A key's name in `lang`: the names written in words (`any key`) have messages
/// under `phrase_id("keyname", name)`; the keys' own names (`Esc`, `PgUp`, `⏎`, `q`)
/// are what the keyboard shows and stay as they are.
pub fn key_name(lang: Lang, label: &'static str) -> &'static str {
    let id = crate::i18n::phrase_id("keyname", label);
    crate::i18n::tr_static_or(lang, &id, Some(label))
}

/// Every phrase of a table (key bar, help, after-result words), for the tests that
/// check the message files hold them all.
pub fn phrases<A, M>(table: &[Binding<A, M>]) -> Vec<&'static str> {
    table
        .iter()
        .flat_map(|b| [Some(b.bar), Some(b.help), b.over.map(|(_, w)| w)])
        .flatten()
        .filter(|w| !w.is_empty())
        .collect()
}

/// The key names of a table written in words (`any key`, `text`, `letter`: more
/// than one word, or a lower-case word longer than a key name), for the same tests.
pub fn worded_key_names<A, M>(table: &[Binding<A, M>]) -> Vec<&'static str> {
    table
        .iter()
        .flat_map(|b| [b.label, b.help_label])
        .filter(|l| l.contains("key") || ["text", "letter"].contains(l))
        .collect()
}

/// The key bar for `mode` in English (see [`bar_in`]).
pub fn bar<A, M: PartialEq>(
    table: &[Binding<A, M>],
    mode: M,
    facts: Facts,
) -> Vec<(&'static str, &'static str)> {
    bar_in(Lang::En, table, mode, facts)
}

/// The key bar for `mode` in `lang`: (key, words) for every entry, as many as fit
/// are drawn.
pub fn bar_in<A, M: PartialEq>(
    lang: Lang,
    table: &[Binding<A, M>],
    mode: M,
    facts: Facts,
) -> Vec<(&'static str, &'static str)> {
    let applying: Vec<&Binding<A, M>> = table.iter().filter(|b| b.applies(&mode, facts)).collect();
    let mut out = Vec::new();
    if facts.over {
        let mut first: Vec<(u8, &'static str, &'static str)> = applying
            .iter()
            .filter_map(|b| {
                b.over
                    .map(|(rank, w)| (rank, key_name(lang, b.label), words(lang, w)))
            })
            .collect();
        first.sort_by_key(|e| e.0);
        out.extend(first.into_iter().map(|(_, k, w)| (k, w)));
        out.extend(
            applying
                .iter()
                .filter(|b| b.over.is_none())
                .map(|b| (key_name(lang, b.label), b.bar_words(lang))),
        );
    } else {
        out.extend(
            applying
                .iter()
                .map(|b| (key_name(lang, b.label), b.bar_words(lang))),
        );
    }
    out
}

/// The help screen's key lines for `mode` in English (see [`help_lines_in`]).
pub fn help_lines<A, M: PartialEq>(
    table: &[Binding<A, M>],
    mode: M,
    facts: Facts,
    column: usize,
) -> Vec<String> {
    help_lines_in(Lang::En, table, mode, facts, column)
}

/// The help screen's key lines for `mode` in `lang`: `label  words`, the labels in
/// a column of `column` characters.
pub fn help_lines_in<A, M: PartialEq>(
    lang: Lang,
    table: &[Binding<A, M>],
    mode: M,
    facts: Facts,
    column: usize,
) -> Vec<String> {
    table
        .iter()
        .filter(|b| b.applies(&mode, facts))
        .map(|b| {
            let label = key_name(lang, b.help_label);
            let pad = column.saturating_sub(label.chars().count());
            format!("{label}{:pad$} {}", "", words(lang, b.help))
        })
        .collect()
}

/// Pair lines into two columns (the left half, then the right half) when there are
/// more than `max_rows` of them; otherwise as they are.
pub fn two_columns(lines: Vec<String>, max_rows: usize) -> Vec<String> {
    if lines.len() <= max_rows {
        return lines;
    }
    let half = lines.len().div_ceil(2);
    let (left, right) = lines.split_at(half);
    let width = left.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 3;
    left.iter()
        .enumerate()
        .map(|(i, l)| match right.get(i) {
            Some(r) => format!("{l:<width$}{r}"),
            None => l.clone(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// "start" as in "begin" and "start" as in "the beginning" are one English word
    /// but two Ukrainian ones; the context after `|` is never shown.
    #[test]
    fn a_context_tells_one_english_word_apart_and_is_not_shown() {
        assert_eq!(words(Lang::En, "start"), "start");
        assert_eq!(words(Lang::En, "start|position"), "start");
        assert_eq!(words(Lang::En, "start|of the game"), "start");
        assert_eq!(words(Lang::Uk, "start"), "почати");
        assert_eq!(words(Lang::Uk, "start|position"), "початок");
        assert_eq!(words(Lang::Uk, "start|of the game"), "початок");
    }
}
