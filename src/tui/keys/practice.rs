//! The practice screen's actions and key table. On the board, the keys not in this
//! table are the game screen's (series puzzles are played on its board).

use super::{act, key, lookup, only, Binding, Facts, Key, When};
use crate::practice::JudgeVerdict;
use ratatui::crossterm::event::KeyEvent;

/// Something the player asked of the practice screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PracticeAction {
    /// Choosing: the kind (left/right) and the difficulty (up/down).
    Kind(i8),
    Difficulty(i8),
    Start,
    /// Back to the start menu (choosing) or to choosing (from a puzzle).
    Back,
    /// Stop generating.
    Stop,
    /// A judge puzzle's answer.
    Verdict(JudgeVerdict),
    /// Give up this puzzle (it counts as missed).
    GiveUp,
    Next,
    /// The missed puzzles again.
    Again,
    /// Scroll the puzzle's text (the answer and its proof) when it is longer than
    /// the panel.
    Scroll(crate::tui::widgets::scroll::ScrollAction),
    Quit,
}

/// What the practice screen is waiting for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PracticeInput {
    Choose,
    Generating,
    /// A series puzzle on the board (keys not listed go to the board).
    Board,
    /// A judge puzzle waiting for its verdict.
    Verdict,
    /// The puzzle answered; its proof on the board.
    Answered,
}

impl PracticeInput {
    pub const ALL: [PracticeInput; 5] = [
        PracticeInput::Choose,
        PracticeInput::Generating,
        PracticeInput::Board,
        PracticeInput::Verdict,
        PracticeInput::Answered,
    ];
}

/// Map a key to a practice action in `mode`, with what the screen knows (`facts`).
pub fn practice_action_for_key(
    mode: PracticeInput,
    facts: Facts,
    key: &KeyEvent,
) -> Option<PracticeAction> {
    lookup(KEYS, mode, facts, key)
}

/// The scroll keys as the key bar writes them (the screen shows them only when the
/// puzzle's text is longer than its panel): all of them where the board takes no
/// keys, the page keys where it does.
pub const SCROLL_LABELS: [&str; 2] = [super::help::SCROLL_LABEL, super::help::PAGE_LABEL];

use crate::tui::widgets::scroll::ScrollAction as S;
use PracticeAction as A;
use PracticeInput as M;

pub static KEYS: &[Binding<PracticeAction, PracticeInput>] = &[
    key(
        &[(Key::Left, act(A::Kind(-1))), (Key::Right, act(A::Kind(1)))],
        &[M::Choose],
        "←→",
        "←→",
        "key-practice-kind",
    ),
    key(
        &[
            (Key::Up, act(A::Difficulty(-1))),
            (Key::Down, act(A::Difficulty(1))),
        ],
        &[M::Choose],
        "↑↓",
        "↑↓",
        "key-practice-difficulty",
    ),
    key(
        &[(Key::Enter, act(A::Start)), (Key::Char(' '), act(A::Start))],
        &[M::Choose],
        "⏎",
        "⏎ Space",
        "key-practice-start",
    ),
    key(
        &[(Key::Esc, act(A::Stop))],
        &[M::Generating],
        "Esc",
        "Esc",
        "key-practice-stop",
    ),
    key(
        &[(Key::Char('m'), act(A::Verdict(JudgeVerdict::Mate)))],
        &[M::Verdict],
        "m",
        "m",
        "key-practice-mate",
    ),
    key(
        &[(Key::Char('s'), act(A::Verdict(JudgeVerdict::Stalemate)))],
        &[M::Verdict],
        "s",
        "s",
        "key-practice-stalemate",
    ),
    key(
        &[(Key::Char('x'), act(A::Verdict(JudgeVerdict::Escape)))],
        &[M::Verdict],
        "x",
        "x",
        "key-practice-escape",
    ),
    key(
        &[(Key::Char('g'), act(A::GiveUp))],
        &[M::Board, M::Verdict],
        "g",
        "g",
        "key-practice-give-up",
    ),
    key(
        &[(Key::Char('n'), act(A::Next)), (Key::Enter, act(A::Next))],
        &[M::Answered],
        "n",
        "n ⏎",
        "key-practice-next",
    ),
    only(
        When::MISSED,
        key(
            &[(Key::Char('a'), act(A::Again))],
            &[M::Answered],
            "a",
            "a",
            "key-practice-again",
        ),
    ),
    key(
        &super::help::scroll_keys!(A::Scroll),
        &[M::Verdict, M::Answered],
        SCROLL_LABELS[0],
        "↑↓ PgUp PgDn Home End",
        "key-practice-more",
    ),
    key(
        &[
            (Key::PageUp, act(A::Scroll(S::PageUp))),
            (Key::PageDown, act(A::Scroll(S::PageDown))),
        ],
        &[M::Board],
        SCROLL_LABELS[1],
        SCROLL_LABELS[1],
        "key-practice-more",
    ),
    key(
        &[(Key::Esc, act(A::Back)), (Key::Char('q'), act(A::Back))],
        &[M::Choose],
        "Esc",
        "Esc q",
        "key-practice-menu",
    ),
    key(
        &[(Key::Char('q'), act(A::Back))],
        &[M::Board],
        "q",
        "q",
        "key-practice-back",
    ),
    key(
        &[(Key::Char('q'), act(A::Back)), (Key::Esc, act(A::Back))],
        &[M::Verdict, M::Answered],
        "q",
        "q Esc",
        "key-practice-back",
    ),
    key(
        &[(Key::Ctrl('c'), act(A::Quit))],
        &[M::Choose, M::Generating, M::Verdict, M::Answered],
        "^C",
        "Ctrl-C",
        "key-practice-quit-now",
    ),
];
