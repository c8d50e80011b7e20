//! The game screen's actions and key table: keys and mouse clicks become
//! [`Action`]s here; what an action does is decided by the game screen and the
//! game, never in the key handler.

use super::{act, key, lookup, only, Binding, Do, Facts, Key, When};
use crate::play::port::{Cell, PieceKind};
use ratatui::crossterm::event::KeyEvent;

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
    /// Esc: cancel the selection, the command line, the promotion, the work running;
    /// with nothing of that, back (leaving the game asks first).
    Cancel,
    OpenCommand,
    CommandChar(char),
    CommandBackspace,
    CommandSubmit,
    /// Tab on the command line: complete the path of `:save` / `:load`.
    CommandComplete,
    EndSeries,
    Undo,
    /// Put back what the last undo took back (until a new move is made).
    Redo,
    Flip,
    /// The board's next colour theme (default, high contrast, monochrome).
    CycleTheme,
    OfferDraw,
    Resign,
    ShowFen,
    Help,
    /// The settings screen, over the game.
    Settings,
    ToggleNotation,
    /// Xiangqi: WXF file numbers along each side's edge instead of a-i.
    ToggleFileNumbers,
    /// Practice: show a way out of check (rescue series, or all legal replies).
    Hint,
    /// Practice: show or hide the squares the opponent attacks.
    ToggleAttacks,
    Promote(PieceKind),
    /// Browse history: step back / forward (a move), to the start / back to the game.
    BrowseBack,
    BrowseForward,
    /// Browse history by whole series (Flickering).
    BrowseSeriesBack,
    BrowseSeriesForward,
    BrowseStart,
    BrowseEnd,
    /// Leave the game: a game in progress asks first (menu, quit or stay); after
    /// a result the program ends.
    Quit,
    /// Stop or restart the clock.
    PauseClock,
    /// After a result: a new game with the same players, clock and opponent.
    NewGame,
    /// After a result: the same again with colours swapped.
    Rematch,
    /// After a result: back to the start menu.
    Menu,
    /// Ctrl-C: leave at once.
    ForceQuit,
}

/// What kind of input the app is waiting for (chooses the keymap).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InputMode {
    Board,
    Command,
    Promotion,
    Browse,
    /// Work runs on the worker (the end of a series, a hint).
    Busy,
    /// The computer or engine opponent thinks about its turn.
    Thinking,
}

impl InputMode {
    pub const ALL: [InputMode; 6] = [
        InputMode::Board,
        InputMode::Command,
        InputMode::Promotion,
        InputMode::Browse,
        InputMode::Busy,
        InputMode::Thinking,
    ];
}

/// Map a key to an action in `mode`, every optional key on (see
/// [`action_for_key_in`] for a given game).
pub fn action_for_key(mode: InputMode, key: KeyEvent) -> Option<Action> {
    action_for_key_in(mode, Facts::EVERYTHING, &key)
}

/// Map a key to an action in `mode`, for a game with `facts`.
pub fn action_for_key_in(mode: InputMode, facts: Facts, key: &KeyEvent) -> Option<Action> {
    lookup(KEYS, mode, facts, key)
}

use Action as A;
use InputMode as M;

const CURSOR: [(Key, Do<Action>); 8] = [
    (Key::Left, act(A::Cursor { dx: -1, dy: 0 })),
    (Key::Right, act(A::Cursor { dx: 1, dy: 0 })),
    (Key::Up, act(A::Cursor { dx: 0, dy: -1 })),
    (Key::Down, act(A::Cursor { dx: 0, dy: 1 })),
    (Key::Char('h'), act(A::Cursor { dx: -1, dy: 0 })),
    (Key::Char('l'), act(A::Cursor { dx: 1, dy: 0 })),
    (Key::Char('k'), act(A::Cursor { dx: 0, dy: -1 })),
    (Key::Char('j'), act(A::Cursor { dx: 0, dy: 1 })),
];

const fn after_result(
    rank: u8,
    words: &'static str,
    b: Binding<Action, InputMode>,
) -> Binding<Action, InputMode> {
    Binding {
        over: Some((rank, words)),
        ..b
    }
}

/// The game screen's keys, in key-bar order.
pub static KEYS: &[Binding<Action, InputMode>] = &[
    // Work running.
    key(
        &[(Key::Esc, act(A::Cancel))],
        &[M::Busy],
        "Esc",
        "stop",
        "Esc",
        "stop the search",
    ),
    key(
        &[(Key::Esc, act(A::Cancel))],
        &[M::Thinking],
        "Esc",
        "hot-seat",
        "Esc",
        "stop the opponent: both sides at this keyboard from here",
    ),
    key(
        &[
            (Key::Char('u'), act(A::Undo)),
            (Key::Backspace, act(A::Undo)),
        ],
        &[M::Thinking],
        "u",
        "take back",
        "u ⌫",
        "stop the opponent and take back your turn",
    ),
    key(
        &[(Key::Char('q'), act(A::Quit))],
        &[M::Thinking],
        "q",
        "quit",
        "q",
        "leave the game (asks first)",
    ),
    // The command line.
    key(
        &[(Key::Enter, act(A::CommandSubmit))],
        &[M::Command],
        "⏎",
        "run",
        "⏎",
        "run the line",
    ),
    key(
        &[(Key::Esc, act(A::Cancel))],
        &[M::Command],
        "Esc",
        "cancel",
        "Esc",
        "leave the line",
    ),
    key(
        &[(Key::Tab, act(A::CommandComplete))],
        &[M::Command],
        "Tab",
        "complete a path",
        "Tab",
        "complete the path after :save or :load (again: the next name)",
    ),
    key(
        &[(Key::Backspace, act(A::CommandBackspace))],
        &[M::Command],
        "⌫",
        "erase",
        "⌫",
        "erase a character",
    ),
    key(
        &[(Key::Text, Do::Typed(|c| Some(A::CommandChar(c))))],
        &[M::Command],
        "text",
        "a move or command (help lists them)",
        "text",
        "a move, a series or a command",
    ),
    // Promotion.
    key(
        &[
            (Key::Char('q'), act(A::Promote(PieceKind::Queen))),
            (Key::Char('Q'), act(A::Promote(PieceKind::Queen))),
        ],
        &[M::Promotion],
        "q",
        "queen",
        "q",
        "queen",
    ),
    key(
        &[
            (Key::Char('r'), act(A::Promote(PieceKind::Rook))),
            (Key::Char('R'), act(A::Promote(PieceKind::Rook))),
        ],
        &[M::Promotion],
        "r",
        "rook",
        "r",
        "rook",
    ),
    key(
        &[
            (Key::Char('b'), act(A::Promote(PieceKind::Bishop))),
            (Key::Char('B'), act(A::Promote(PieceKind::Bishop))),
        ],
        &[M::Promotion],
        "b",
        "bishop",
        "b",
        "bishop",
    ),
    key(
        &[
            (Key::Char('n'), act(A::Promote(PieceKind::Knight))),
            (Key::Char('N'), act(A::Promote(PieceKind::Knight))),
        ],
        &[M::Promotion],
        "n",
        "knight",
        "n",
        "knight",
    ),
    key(
        &[(Key::Esc, act(A::Cancel))],
        &[M::Promotion],
        "Esc",
        "cancel",
        "Esc",
        "cancel the move",
    ),
    // Browsing: by move; in Flickering also by whole series.
    only(
        When::NoSeries,
        key(
            &[
                (Key::Left, act(A::BrowseBack)),
                (Key::Char('h'), act(A::BrowseBack)),
                (Key::Up, act(A::BrowseBack)),
                (Key::Char('k'), act(A::BrowseBack)),
                (Key::Char('['), act(A::BrowseBack)),
                (Key::Right, act(A::BrowseForward)),
                (Key::Char('l'), act(A::BrowseForward)),
                (Key::Down, act(A::BrowseForward)),
                (Key::Char('j'), act(A::BrowseForward)),
                (Key::Char(']'), act(A::BrowseForward)),
            ],
            &[M::Browse],
            "←→",
            "step",
            "←→ hjkl []",
            "step back / forward",
        ),
    ),
    only(
        When::Series,
        key(
            &[
                (Key::Left, act(A::BrowseBack)),
                (Key::Char('h'), act(A::BrowseBack)),
                (Key::Right, act(A::BrowseForward)),
                (Key::Char('l'), act(A::BrowseForward)),
            ],
            &[M::Browse],
            "←→",
            "move",
            "←→ h l",
            "step back / forward one move, inside a series too",
        ),
    ),
    only(
        When::Series,
        key(
            &[
                (Key::Up, act(A::BrowseSeriesBack)),
                (Key::Char('k'), act(A::BrowseSeriesBack)),
                (Key::Char('['), act(A::BrowseSeriesBack)),
                (Key::Down, act(A::BrowseSeriesForward)),
                (Key::Char('j'), act(A::BrowseSeriesForward)),
                (Key::Char(']'), act(A::BrowseSeriesForward)),
            ],
            &[M::Browse],
            "↑↓",
            "series",
            "↑↓ k j []",
            "back to the start of a series / on to the next one",
        ),
    ),
    key(
        &[(Key::Home, act(A::BrowseStart))],
        &[M::Browse],
        "Home",
        "start|of the game",
        "Home",
        "the start",
    ),
    key(
        &[
            (Key::Esc, act(A::BrowseEnd)),
            (Key::End, act(A::BrowseEnd)),
            (Key::Char('b'), act(A::BrowseEnd)),
        ],
        &[M::Browse],
        "Esc",
        "back to game",
        "Esc End b",
        "back to the game",
    ),
    // The board.
    key(
        &CURSOR,
        &[M::Board, M::Busy, M::Thinking],
        "←↑↓→",
        "cursor",
        "←↑↓→ hjkl",
        "move the cursor",
    ),
    after_result(
        8,
        "pick",
        key(
            &[(Key::Enter, act(A::Pick)), (Key::Char(' '), act(A::Pick))],
            &[M::Board],
            "⏎",
            "pick",
            "⏎ Space",
            "pick, then its destination",
        ),
    ),
    only(
        When::Series,
        key(
            &[(Key::Char('e'), act(A::EndSeries))],
            &[M::Board],
            "e",
            "end series",
            "e",
            "end the series",
        ),
    ),
    only(
        When::Series,
        after_result(
            5,
            "undo",
            key(
                &[
                    (Key::Char('u'), act(A::Undo)),
                    (Key::Backspace, act(A::Undo)),
                ],
                &[M::Board],
                "u",
                "undo",
                "u ⌫",
                "undo a move (or a series)",
            ),
        ),
    ),
    only(
        When::NoSeries,
        after_result(
            5,
            "undo",
            key(
                &[
                    (Key::Char('u'), act(A::Undo)),
                    (Key::Backspace, act(A::Undo)),
                ],
                &[M::Board],
                "u",
                "undo",
                "u ⌫",
                "undo the last move",
            ),
        ),
    ),
    key(
        &[(Key::Char(':'), act(A::OpenCommand))],
        &[M::Board, M::Browse],
        ":",
        "command",
        ":",
        "a move, series or command",
    ),
    after_result(
        7,
        "help",
        key(
            &[(Key::Char('?'), act(A::Help))],
            &[M::Board, M::Browse, M::Busy, M::Thinking],
            "?",
            "help",
            "?",
            "this help",
        ),
    ),
    key(
        &[(Key::Esc, act(A::Cancel))],
        &[M::Board],
        "Esc",
        "menu",
        "Esc",
        "cancel, or leave the game",
    ),
    after_result(
        4,
        "quit",
        key(
            &[(Key::Char('q'), act(A::Quit))],
            &[M::Board, M::Browse],
            "q",
            "quit",
            "q",
            "leave the game (asks first)",
        ),
    ),
    only(
        When::Clock,
        key(
            &[(Key::Char('p'), act(A::PauseClock))],
            &[M::Board, M::Browse],
            "p",
            "pause clock",
            "p",
            "stop / start the clock",
        ),
    ),
    after_result(
        3,
        "browse",
        key(
            &[
                (Key::Char('b'), act(A::BrowseBack)),
                (Key::Char('['), act(A::BrowseBack)),
                (Key::PageUp, act(A::BrowseBack)),
            ],
            &[M::Board],
            "b",
            "browse",
            "b [ PgUp",
            "browse earlier positions",
        ),
    ),
    after_result(
        6,
        "flip",
        key(
            &[(Key::Char('f'), act(A::Flip))],
            &[M::Board, M::Browse, M::Busy, M::Thinking],
            "f",
            "flip",
            "f",
            "turn the board",
        ),
    ),
    key(
        &[(Key::Char('t'), act(A::Hint))],
        &[M::Board],
        "t",
        "hint",
        "t",
        "hint: a way out of check",
    ),
    key(
        &[(Key::Char('a'), act(A::ToggleAttacks))],
        &[M::Board],
        "a",
        "attacks",
        "a",
        "what the opponent attacks",
    ),
    key(
        &[
            (Key::Char('U'), act(A::Redo)),
            (Key::Ctrl('r'), act(A::Redo)),
        ],
        &[M::Board],
        "U",
        "redo",
        "U Ctrl-R",
        "redo what undo took back",
    ),
    key(
        &[(Key::Char('d'), act(A::OfferDraw))],
        &[M::Board],
        "d",
        "draw",
        "d",
        "offer a draw",
    ),
    key(
        &[(Key::Char('R'), act(A::Resign))],
        &[M::Board],
        "R",
        "resign",
        "R",
        "resign",
    ),
    key(
        &[(Key::Char('s'), act(A::Settings))],
        &[M::Board],
        "s",
        "settings",
        "s",
        "settings, remembered",
    ),
    only(
        When::Notations,
        key(
            &[(Key::Char('w'), act(A::ToggleNotation))],
            &[M::Board],
            "w",
            "notation",
            "w",
            "moves in the next notation",
        ),
    ),
    only(
        // Xiangqi's file numbers: the game of single moves.
        When::NoSeries,
        key(
            &[(Key::Char('c'), act(A::ToggleFileNumbers))],
            &[M::Board],
            "c",
            "file numbers",
            "c",
            "WXF file numbers or a-i",
        ),
    ),
    key(
        &[(Key::Char('T'), act(A::CycleTheme))],
        &[M::Board, M::Browse, M::Busy, M::Thinking],
        "T",
        "colours",
        "T",
        "next board colours",
    ),
    key(
        &[(Key::Home, act(A::BrowseStart))],
        &[M::Board],
        "Home",
        "first position",
        "Home",
        "browse from the start",
    ),
    key(
        &[(Key::Ctrl('c'), act(A::ForceQuit))],
        &[
            M::Board,
            M::Command,
            M::Promotion,
            M::Browse,
            M::Busy,
            M::Thinking,
        ],
        "^C",
        "quit now",
        "Ctrl-C",
        "quit at once",
    ),
    only(
        When::Over,
        after_result(
            0,
            "new game",
            key(
                &[(Key::Char('n'), act(A::NewGame))],
                &[M::Board, M::Browse],
                "n",
                "new game",
                "n",
                "new game, same players",
            ),
        ),
    ),
    only(
        When::Over,
        after_result(
            1,
            "rematch",
            key(
                &[(Key::Char('r'), act(A::Rematch))],
                &[M::Board, M::Browse],
                "r",
                "rematch",
                "r",
                "rematch: colours swapped",
            ),
        ),
    ),
    only(
        When::Over,
        after_result(
            2,
            "menu",
            key(
                &[(Key::Char('m'), act(A::Menu))],
                &[M::Board, M::Browse],
                "m",
                "menu",
                "m",
                "the start menu",
            ),
        ),
    ),
];

/// The help screen's lines about the `:` line (not keys).
pub const COMMAND_HELP: &[(When, &str)] = &[
    (
        When::Series,
        "a series    e4, Nf3  or  e2e4,g1f3 (played and ended;",
    ),
    (
        When::Series,
        "            a final comma keeps the series open). All or",
    ),
    (
        When::Series,
        "            nothing: a move that is not legal, or a series",
    ),
    (
        When::Series,
        "            that may not end, plays nothing and says why",
    ),
    (
        When::Series,
        "undo/redo   one move inside the open series; a whole",
    ),
    (When::Series, "            series at the start of one"),
    (
        When::NoSeries,
        "a move      h3e3, Che3, C2.5 (WXF) or 炮二平五",
    ),
    (
        When::Series,
        "end undo redo flip theme draw resign fen help quit",
    ),
    (
        When::NoSeries,
        "undo redo flip theme draw resign fen wxf files help quit",
    ),
    (
        When::Always,
        "save PATH · load PATH   a game file (a bare name: in records/; Tab completes)",
    ),
];
