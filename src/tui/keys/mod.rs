//! The key tables: every key of every screen is defined once here — the key, the
//! action it asks for, the message of its words, the modes where it applies and the
//! state of the game it needs. The keymap ([`lookup`]), the key bar ([`bar_in`]) and
//! the help screen ([`help_lines_in`]) are all derived from the tables, so they
//! cannot disagree, and both show only the keys that act in the current state (a
//! binding's [`When`] against the screen's [`Facts`]: no `u` when there is nothing
//! to take back, no `⏎`, `e`, `d` or `R` after a result, no `d` or `R` in a lesson
//! or a puzzle).
//!
//! - [`game`]: the game screen's actions and table;
//! - [`ask`]: the questions' answers (yes / no; menu / quit / stay);
//! - [`help`]: the help screens' (scrolling, the rules, closing);
//! - [`editor`]: the position editor's;
//! - [`menu`]: the start screen's;
//! - [`rules`]: the rules pages';
//! - [`lessons`]: the lessons screen's;
//! - [`practice`]: the practice screen's;
//! - [`settings`]: the settings screen's;
//! - [`layout`]: the Latin key in the place of a Cyrillic letter.
//!
//! Words: each binding names one message (`key-game-end-series`, in
//! `i18n/<lang>/keys.ftl`): its value is the key bar's words, its `.help`
//! attribute, where there is one, the help screen's. Keys written in words are
//! `keyname-` messages (`keyname-other-key`); the keys' own names (`Esc`, `PgUp`,
//! `⏎`, `q`) are what the keyboard shows and stay as they are.
//!
//! # Keys on a Cyrillic layout
//!
//! A letter typed on a Ukrainian (ЙЦУКЕН) or Russian layout acts as the Latin key in
//! its place (`у` is `e`, `г` is `u`, `Ж` is `:`; see [`layout`]) — the lookup tries
//! the key as typed first, and the Latin key in its place only when no binding takes
//! it. So a table decides where a Cyrillic letter means itself:
//!
//! - text being typed (the `:` line, names, paths) takes every character as it is
//!   ([`Key::Text`]), so nothing typed there is ever changed;
//! - a question's answers are their words' first letters ([`Key::Word`]): `т`
//!   (так) is yes and `н` (ні) is no, although `т` sits on `n` and `н` on `y`;
//! - the position editor puts the piece a seed letter names in the game being set
//!   up (`Ф` a queen, `К` a knight or a horse, `К` then `р` a king or a general; see
//!   [`editor`]);
//! - every other Cyrillic letter acts by its place — the promotion choice too,
//!   whose picker shows `q r b n`: the seed's `Т` and `К` sit on the Latin `n` and
//!   `r`, so taking them as rook and knight would swap the two for a player who
//!   presses the keys shown.
//!
//! # Questions
//!
//! A question declares each answer as a binding whose key is
//! [`Key::Word`]`("answer-…")`, the message of the answer's word: its keys are that
//! word's first letter in every language, either case (`answer-yes`: `y`, `т`), its
//! label in the key bar the letter in the player's language and the Latin one
//! (`т/y`), and its words the word itself. A question's answers must start with
//! different letters in every language (a test walks the tables). The questions
//! are in [`ask`]: yes / no (`answer-yes`, `answer-no`), and the question before
//! leaving a game or the editor, answered menu / quit / stay (`answer-menu`,
//! `answer-quit`, `answer-stay`: `m` `q` `s`, and `м` `в` `з` for `меню`,
//! `вийти`, `залишитися`).
//!
//! Adding a key: add its action to the screen's action enum, a [`Binding`] to the
//! screen's table with its message in both languages, and handle the action in the
//! screen. A table's order is its key bar's and the order of importance: a bar too
//! narrow for every key leaves out the last that do not fit and ends in `… ? help`.
//! The tests in `tests/tui/tui_app.rs` check that every key is listed in its mode's
//! help and bar, and those in `tests/tui/tui_keys.rs` the layouts and that every bar
//! shows whole entries at any width.

pub mod ask;
pub mod editor;
pub mod game;
pub mod help;
pub mod layout;
pub mod lessons;
pub mod menu;
pub mod new_game;
pub mod practice;
pub mod review;
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
    /// The answer whose word is this message: the word's first letter in every
    /// language, either case (`answer-yes`: `y`, `т`).
    Word(&'static str),
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
            Key::Word(id) => matches!(key.code, KeyCode::Char(k) if is_answer_letter(id, k)),
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

/// The keys of an answer: the first letter of its word in each language, lower case
/// (English first).
pub fn answer_letters(id: &str) -> Vec<(Lang, char)> {
    Lang::ALL
        .iter()
        .filter_map(|&lang| {
            let word = crate::i18n::tr_static(lang, id);
            let first = word.chars().next()?.to_lowercase().next()?;
            Some((lang, first))
        })
        .collect()
}

/// Whether `c` (either case) is a key of the answer whose word is `id`.
fn is_answer_letter(id: &str, c: char) -> bool {
    let lower = c.to_lowercase().next().unwrap_or(c);
    answer_letters(id).iter().any(|&(_, l)| l == lower)
}

/// What a key of a binding does.
#[derive(Clone, Debug)]
pub enum Do<A: 'static> {
    Act(A),
    /// Made from the character typed (`None`: this binding does not take it).
    Typed(fn(char) -> Option<A>),
}

/// When a binding applies, beyond its modes: the facts it needs, all of them
/// ([`When::and`]); see [`Facts`] for what each means.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct When(u32);

impl When {
    pub const ALWAYS: When = When(0);
    /// Games whose turns are series (Flickering Chess).
    pub const SERIES: When = When(1);
    /// Games whose turns are single moves.
    pub const NO_SERIES: When = When(1 << 1);
    /// Games with more than one move-list notation (both games).
    pub const NOTATIONS: When = When(1 << 2);
    /// The game is Flickering Chess (editor: castling, en passant, mate search).
    pub const FLICKERING: When = When(1 << 3);
    /// The game is played on a clock and is not over.
    pub const CLOCK: When = When(1 << 4);
    /// The game is over (what comes next: new game, rematch, menu).
    pub const OVER: When = When(1 << 5);
    /// The game is not over.
    pub const ONGOING: When = When(1 << 6);
    /// The series in progress has a move (so it can be ended).
    pub const SERIES_BEGUN: When = When(1 << 7);
    pub const UNDO: When = When(1 << 8);
    pub const REDO: When = When(1 << 9);
    /// There are earlier positions to browse.
    pub const HISTORY: When = When(1 << 10);
    /// A game (not a lesson or a puzzle) going on: draw offers and resignation.
    pub const DRAWS: When = When(1 << 11);
    /// A hint would answer now (the side to move's king is attacked).
    pub const HINT: When = When(1 << 12);
    /// The game has practice aids (the squares the opponent attacks).
    pub const AIDS: When = When(1 << 13);
    /// There is something for Esc to cancel (a piece selected).
    pub const CANCEL: When = When(1 << 14);
    /// The editor's placement can be analysed and played.
    pub const PLAYABLE: When = When(1 << 15);
    /// The editor has a UCI engine to ask.
    pub const ENGINE: When = When(1 << 16);
    /// The analysis shows a series to step through.
    pub const STEPS: When = When(1 << 17);
    /// The editor's cursor is on a corner with a castling right to toggle.
    pub const CORNER: When = When(1 << 18);
    /// The editor's cursor is on a piece.
    pub const PIECE: When = When(1 << 19);
    /// Puzzles were missed, to try again.
    pub const MISSED: When = When(1 << 20);
    /// The board takes the `:` line (a game, not a lesson or a puzzle).
    pub const COMMANDS: When = When(1 << 21);
    /// There is nothing to cancel (Esc goes back a screen instead).
    pub const NOTHING_TO_CANCEL: When = When(1 << 22);
    /// Esc stopped the computer or engine; its side can be handed back.
    pub const STOPPED: When = When(1 << 23);
    /// A game across the network whose line is lost, which this side can join
    /// again (the guest's).
    pub const REJOIN: When = When(1 << 24);
    /// Both sides at this keyboard (not a game across the network: there a
    /// take-back is asked of the other player, and the clock, redo and a new game
    /// are not this side's alone).
    pub const LOCAL: When = When(1 << 25);
    /// A game across the network.
    pub const ACROSS: When = When(1 << 26);

    /// Both conditions.
    pub const fn and(self, other: When) -> When {
        When(self.0 | other.0)
    }
}

/// What the screen knows about the game and its own state, for [`When`].
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Facts {
    pub series: bool,
    pub notations: bool,
    pub flickering: bool,
    /// The game is over (the key bar then leads with what is left to do).
    pub over: bool,
    /// The game is played on a clock.
    pub clock: bool,
    pub series_begun: bool,
    /// A take-back would take something back.
    pub undo: bool,
    /// A redo would put something back.
    pub redo: bool,
    pub history: bool,
    /// Draw offers and resignation belong on this board (a game, not a lesson or a
    /// puzzle).
    pub draws: bool,
    pub hint: bool,
    pub aids: bool,
    pub cancel: bool,
    pub playable: bool,
    pub engine: bool,
    pub steps: bool,
    pub corner: bool,
    pub piece: bool,
    pub missed: bool,
    pub commands: bool,
    /// Esc stopped the opponent, which can take its side again.
    pub stopped: bool,
    /// The line of a game across the network is lost and this side can join again.
    pub rejoin: bool,
    /// A game across the network.
    pub across: bool,
}

impl Facts {
    /// Every optional binding on (for looking up a key when the game is not at hand).
    pub const EVERYTHING: Facts = Facts {
        series: true,
        notations: true,
        flickering: true,
        over: false,
        clock: true,
        series_begun: true,
        undo: true,
        redo: true,
        history: true,
        draws: true,
        hint: true,
        aids: true,
        cancel: true,
        playable: true,
        engine: true,
        steps: true,
        corner: true,
        piece: true,
        missed: true,
        commands: true,
        stopped: true,
        rejoin: true,
        across: false,
    };

    /// The conditions these facts meet.
    fn truths(self) -> When {
        let on = |yes: bool, w: When| if yes { w } else { When::ALWAYS };
        [
            on(self.series, When::SERIES),
            on(!self.series, When::NO_SERIES),
            on(self.notations, When::NOTATIONS),
            on(self.flickering, When::FLICKERING),
            on(self.clock && !self.over, When::CLOCK),
            on(self.over, When::OVER),
            on(!self.over, When::ONGOING),
            on(self.series_begun && !self.over, When::SERIES_BEGUN),
            on(self.undo, When::UNDO),
            on(self.redo, When::REDO),
            on(self.history, When::HISTORY),
            on(self.draws && !self.over, When::DRAWS),
            on(self.hint && !self.over, When::HINT),
            on(self.aids, When::AIDS),
            on(self.cancel, When::CANCEL),
            on(!self.cancel, When::NOTHING_TO_CANCEL),
            on(self.playable, When::PLAYABLE),
            on(self.engine, When::ENGINE),
            on(self.steps, When::STEPS),
            on(self.corner, When::CORNER),
            on(self.piece, When::PIECE),
            on(self.missed, When::MISSED),
            on(self.commands, When::COMMANDS),
            on(self.stopped && !self.over, When::STOPPED),
            on(self.rejoin, When::REJOIN),
            on(!self.across, When::LOCAL),
            on(self.across, When::ACROSS),
        ]
        .into_iter()
        .fold(When::ALWAYS, When::and)
    }

    pub fn holds(self, when: When) -> bool {
        when.0 & !self.truths().0 == 0
    }
}

/// One entry of a key table.
pub struct Binding<A: 'static, M: 'static> {
    /// The keys and what each asks for (a group, such as the four cursor keys, is
    /// one entry).
    pub keys: &'static [(Key, Do<A>)],
    pub modes: &'static [M],
    pub when: When,
    /// The keys as the key bar writes them (`←↑↓→`), or a `keyname-` message for keys
    /// written in words; an answer's word letters come before it ([`Key::Word`]).
    pub label: &'static str,
    /// The keys as the help screen writes them (`←↑↓→ hjkl`), the same way.
    pub help_label: &'static str,
    /// The message of its words: the key bar's, and the help screen's in its `.help`
    /// attribute where they differ.
    pub id: &'static str,
    /// When the game is over, the key bar leads with these, in this order.
    pub over: Option<u8>,
}

impl<A: 'static, M: 'static> Binding<A, M> {
    /// The key bar's words in `lang`.
    pub fn bar_words(&self, lang: Lang) -> &'static str {
        crate::i18n::tr_static(lang, self.id)
    }

    /// The help screen's words in `lang`.
    pub fn help_words(&self, lang: Lang) -> &'static str {
        let help = format!("{}.help", self.id);
        if crate::i18n::has(lang, &help) {
            crate::i18n::tr_static(lang, &help)
        } else {
            self.bar_words(lang)
        }
    }

    /// The keys as the key bar writes them in `lang`.
    pub fn bar_keys(&self, lang: Lang) -> &'static str {
        self.keys_in(lang, self.label, "/")
    }

    /// The keys as the help screen writes them in `lang`.
    pub fn help_keys(&self, lang: Lang) -> &'static str {
        self.keys_in(lang, self.help_label, " ")
    }

    /// `label` in `lang`, after the letters of the answer words among the keys
    /// (the player's language's, then the Latin one: `т/y`), joined by `join`.
    fn keys_in(&self, lang: Lang, label: &'static str, join: &str) -> &'static str {
        let label = key_name(lang, label);
        let Some(word) = self.keys.iter().find_map(|(k, _)| match k {
            Key::Word(id) => Some(*id),
            _ => None,
        }) else {
            return label;
        };
        let letters = answer_letters(word);
        let mut shown: Vec<String> = letters
            .iter()
            .filter(|(l, _)| *l == lang)
            .chain(letters.iter().filter(|(l, _)| *l == Lang::En))
            .map(|(_, c)| c.to_string())
            .collect();
        shown.dedup();
        let mut text = shown.join(join);
        if !label.is_empty() {
            text = format!("{text} {label}");
        }
        kept(text)
    }

    /// Whether the entry applies in `mode` with `facts`.
    pub fn applies(&self, mode: &M, facts: Facts) -> bool
    where
        M: PartialEq,
    {
        self.modes.contains(mode) && facts.holds(self.when)
    }

    /// Every message the entry names (its words, keys written in words, answer
    /// words), for the tests that check the message files.
    pub fn message_ids(&self) -> Vec<&'static str> {
        let mut ids = vec![self.id];
        ids.extend(
            [self.label, self.help_label]
                .into_iter()
                .filter(|l| is_key_name_message(l)),
        );
        ids.extend(self.keys.iter().filter_map(|(k, _)| match k {
            Key::Word(id) => Some(*id),
            _ => None,
        }));
        ids
    }
}

/// A text kept for the life of the program (labels made of answer letters: a few,
/// each made once).
fn kept(text: String) -> &'static str {
    use std::collections::HashSet;
    use std::sync::{Mutex, OnceLock, PoisonError};
    static KEPT: OnceLock<Mutex<HashSet<&'static str>>> = OnceLock::new();
    let mut kept = KEPT
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    if let Some(t) = kept.get(text.as_str()) {
        return t;
    }
    let t: &'static str = Box::leak(text.into_boxed_str());
    kept.insert(t);
    t
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
    help_label: &'static str,
    id: &'static str,
) -> Binding<A, M> {
    Binding {
        keys,
        modes,
        when: When::ALWAYS,
        label,
        help_label,
        id,
        over: None,
    }
}

/// The binding, only when `when` holds too.
pub const fn only<A, M>(when: When, b: Binding<A, M>) -> Binding<A, M> {
    Binding {
        when: when.and(b.when),
        ..b
    }
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

/// The entry that takes a key in `mode`, and the action it asks for. In turn: a
/// named key as typed, the typed text's bindings ([`Key::Text`], which decide
/// what they take), then — for a Cyrillic letter — the same for the Latin key in
/// its place ([`layout`]), and last [`Key::Any`]; whatever the order of the table
/// (the key bar's).
pub fn binding_for<'t, A: Clone, M: PartialEq>(
    table: &'t [Binding<A, M>],
    mode: M,
    facts: Facts,
    key: &KeyEvent,
) -> Option<(&'t Binding<A, M>, A)> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    let latin = match key.code {
        KeyCode::Char(c) => layout::latin(c).map(|l| KeyEvent {
            code: KeyCode::Char(l),
            ..*key
        }),
        _ => None,
    };
    let named = |k: &Key| !matches!(k, Key::Text | Key::Any);
    let text = |k: &Key| matches!(k, Key::Text);
    let find = |key: &KeyEvent| {
        taken_by(table, &mode, facts, key, named)
            .or_else(|| taken_by(table, &mode, facts, key, text))
    };
    find(key)
        .or_else(|| latin.as_ref().and_then(find))
        .or_else(|| taken_by(table, &mode, facts, key, |k| matches!(k, Key::Any)))
}

/// The first entry whose keys of the kind `which` take exactly this key.
fn taken_by<'t, A: Clone, M: PartialEq>(
    table: &'t [Binding<A, M>],
    mode: &M,
    facts: Facts,
    key: &KeyEvent,
    which: impl Fn(&Key) -> bool,
) -> Option<(&'t Binding<A, M>, A)> {
    for b in table.iter().filter(|b| b.applies(mode, facts)) {
        for (k, what) in b.keys.iter().filter(|(k, _)| which(k)) {
            if !k.matches(key) {
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

/// The entry of the first binding that does `action`, as the key bar writes it in
/// `lang` (`u undo`), whatever the mode and facts: for a panel that lists keys
/// from the table rather than in words of its own.
pub fn entry_for<A: PartialEq, M>(
    lang: Lang,
    table: &[Binding<A, M>],
    action: &A,
) -> Option<String> {
    let b = table.iter().find(|b| {
        b.keys
            .iter()
            .any(|(_, d)| matches!(d, Do::Act(a) if a == action))
    })?;
    Some(format!("{} {}", b.bar_keys(lang), b.bar_words(lang)))
}

/// The key bar of a one-line screen (menu, new game, settings) in `lang` as text:
/// `⏎ open · Esc back`.
pub fn bar_line_in<A, M: PartialEq>(lang: Lang, table: &[Binding<A, M>], mode: M) -> String {
    entries(table, mode, Facts::default())
        .iter()
        .map(|b| format!("{} {}", b.bar_keys(lang), b.bar_words(lang)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A key's name in `lang`: a `keyname-` label is a message (`any key`); the keys'
/// own names (`Esc`, `PgUp`, `⏎`, `q`) are what the keyboard shows and stay.
pub fn key_name(lang: Lang, label: &'static str) -> &'static str {
    if is_key_name_message(label) {
        crate::i18n::tr_static(lang, label)
    } else {
        label
    }
}

/// Whether a label is a `keyname-` message rather than the keys themselves.
fn is_key_name_message(label: &str) -> bool {
    label
        .split_once('-')
        .is_some_and(|(head, _)| head == "keyname")
}

/// The key bar's mark that letters work on the Ukrainian layout too (`й` acts as
/// `q`): its last entry in Ukrainian, where a letter key applies, drawn if it fits.
pub const LAYOUT_MARK: &str = "й=q";

/// The key bar for `mode` in `lang`: (keys, words) for every entry that applies,
/// the most important first — the table's order, which is the order of importance
/// ([`crate::tui::widgets::text::render_hints`] leaves out the last that do not fit,
/// and keeps `?`). After a result the entries with a place then come first, in its
/// order.
pub fn bar_in<A, M: PartialEq>(
    lang: Lang,
    table: &[Binding<A, M>],
    mode: M,
    facts: Facts,
) -> Vec<(&'static str, &'static str)> {
    let applying = entries(table, mode, facts);
    let mut out: Vec<(&'static str, &'static str)> = applying
        .iter()
        .map(|b| (b.bar_keys(lang), b.bar_words(lang)))
        .collect();
    if lang == Lang::Uk && applying.iter().any(|b| takes_letters(b)) {
        out.push((LAYOUT_MARK, ""));
    }
    out
}

/// The entries of the key bar for `mode`: those that apply; after a result the
/// ones with a place first, in its order, the rest as the table has them.
fn entries<A, M: PartialEq>(table: &[Binding<A, M>], mode: M, facts: Facts) -> Vec<&Binding<A, M>> {
    let mut applying: Vec<&Binding<A, M>> =
        table.iter().filter(|b| b.applies(&mode, facts)).collect();
    if facts.over {
        applying.sort_by_key(|b| b.over.unwrap_or(u8::MAX));
    }
    applying
}

/// Whether a binding takes a Latin letter by name (so the Ukrainian layout's letter
/// in its place acts too).
fn takes_letters<A, M>(b: &Binding<A, M>) -> bool {
    b.keys
        .iter()
        .any(|(k, _)| matches!(k, Key::Char(c) if c.is_ascii_alphabetic()))
}

/// The help screen's key lines for `mode` in `lang`: `keys  words`, the keys in a
/// column of `column` characters.
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
        .map(|b| help_line(lang, b, column))
        .collect()
}

/// One line of the help: `keys  words`, the keys in a column of `column` characters.
pub fn help_line<A, M>(lang: Lang, b: &Binding<A, M>, column: usize) -> String {
    let label = b.help_keys(lang);
    let pad = column.saturating_sub(label.chars().count());
    format!("{label}{:pad$} {}", "", b.help_words(lang))
}

/// The help's line saying that letters work on the Ukrainian layout too.
pub fn layout_line(lang: Lang) -> String {
    crate::i18n::tr(lang, "help-layouts")
}

/// The help screen's section about the `:` line of `screen` in a game of `kind`,
/// from the command table ([`crate::play::commands`]): its heading and what else
/// the line takes, then every command as (usage, help), for
/// [`command_lines`] to lay out.
pub fn command_section(
    lang: Lang,
    screen: crate::play::commands::Screen,
    kind: crate::session::GameKind,
) -> (Vec<String>, Vec<(String, String)>) {
    let (text, commands) = crate::words::commands::help(lang, screen, kind);
    let mut head = vec![String::new(), crate::i18n::tr(lang, "help-commands")];
    head.extend(text);
    (head, commands)
}

/// The commands' lines: one a line, or (`paired`) in two columns, the first half
/// on the left; each column's usages padded to its own widest.
pub fn command_lines(commands: &[(String, String)], paired: bool) -> Vec<String> {
    let half = match paired {
        true => commands.len().div_ceil(2),
        false => commands.len(),
    };
    let aligned = |entries: &[(String, String)]| -> Vec<String> {
        let column = entries
            .iter()
            .map(|(usage, _)| usage.chars().count())
            .max()
            .unwrap_or(0);
        entries
            .iter()
            .map(|(usage, help)| format!("{usage:<column$} {help}"))
            .collect()
    };
    let (left, right) = commands.split_at(half);
    let mut lines = aligned(left);
    lines.extend(aligned(right));
    match paired {
        true => two_columns(lines, half),
        false => lines,
    }
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
