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
    /// The FEN or the record onto the system clipboard, through the terminal.
    Copy(crate::play::commands::Copied),
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
    /// Hand the side Esc took from the computer or engine back to it.
    OpponentBack,
    /// After a result: a new game with the same players, clock and opponent.
    NewGame,
    /// After a result: the same again with colours swapped.
    Rematch,
    /// A game across the network whose line is lost: join it again (the guest).
    Rejoin,
    /// After a result: review this game (the review screen).
    Review,
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

/// The action a command of the `:` line asks for on the game screen (`None`: not a
/// command of the game screen, or one with more than an action: `save`, `load`).
pub fn action_of(command: &crate::play::commands::Command) -> Option<Action> {
    use crate::play::commands::Command as C;
    Some(match command {
        C::EndSeries => A::EndSeries,
        C::Undo => A::Undo,
        C::Redo => A::Redo,
        C::Flip => A::Flip,
        C::Theme => A::CycleTheme,
        C::OfferDraw => A::OfferDraw,
        C::Resign => A::Resign,
        C::Fen(_) => A::ShowFen,
        C::Copy(what) => A::Copy(*what),
        C::Help => A::Help,
        C::Notation => A::ToggleNotation,
        C::Hint => A::Hint,
        C::Attacks => A::ToggleAttacks,
        C::FileNumbers => A::ToggleFileNumbers,
        C::Quit => A::Quit,
        _ => return None,
    })
}

use crate::play::commands::Copied;
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

/// After a result the key bar leads with `b`, at `rank`.
const fn after_result(rank: u8, b: Binding<Action, InputMode>) -> Binding<Action, InputMode> {
    Binding {
        over: Some(rank),
        ..b
    }
}

/// The game screen's keys, in key-bar order: the most important first (a bar too
/// narrow for all leaves out the last).
pub static KEYS: &[Binding<Action, InputMode>] = &[
    // A game across the network whose line is lost: first, over the rematch's `r`
    // (there is no rematch without the line).
    only(
        When::REJOIN,
        after_result(
            0,
            key(
                &[(Key::Char('r'), act(A::Rejoin))],
                &[M::Board, M::Browse],
                "r",
                "r",
                "key-game-rejoin",
            ),
        ),
    ),
    // Work running.
    key(
        &[(Key::Esc, act(A::Cancel))],
        &[M::Busy],
        "Esc",
        "Esc",
        "key-game-stop",
    ),
    key(
        &[(Key::Esc, act(A::Cancel))],
        &[M::Thinking],
        "Esc",
        "Esc",
        "key-game-hot-seat",
    ),
    only(
        When::UNDO,
        key(
            &[
                (Key::Char('u'), act(A::Undo)),
                (Key::Backspace, act(A::Undo)),
            ],
            &[M::Thinking],
            "u",
            "u ⌫",
            "key-game-take-back-thinking",
        ),
    ),
    key(
        &[(Key::Char('q'), act(A::Quit))],
        &[M::Thinking],
        "q",
        "q",
        "key-game-quit-thinking",
    ),
    // The command line: what it takes first (the words name `help`, the line's
    // help, for a bar too narrow for every key).
    key(
        &[(Key::Text, Do::Typed(|c| Some(A::CommandChar(c))))],
        &[M::Command],
        "keyname-text",
        "keyname-text",
        "key-game-type",
    ),
    key(
        &[(Key::Enter, act(A::CommandSubmit))],
        &[M::Command],
        "⏎",
        "⏎",
        "key-game-run",
    ),
    key(
        &[(Key::Esc, act(A::Cancel))],
        &[M::Command],
        "Esc",
        "Esc",
        "key-game-leave-line",
    ),
    key(
        &[(Key::Tab, act(A::CommandComplete))],
        &[M::Command],
        "Tab",
        "Tab",
        "key-game-complete",
    ),
    key(
        &[(Key::Backspace, act(A::CommandBackspace))],
        &[M::Command],
        "⌫",
        "⌫",
        "key-game-erase",
    ),
    // Promotion: by the keys the picker shows, on any layout (not the seed's
    // letters: its Т and К sit on the Latin n and r, and would swap rook and knight
    // for a player who presses the keys shown).
    key(
        &[
            (Key::Char('q'), act(A::Promote(PieceKind::Queen))),
            (Key::Char('Q'), act(A::Promote(PieceKind::Queen))),
        ],
        &[M::Promotion],
        "q",
        "q",
        "key-game-queen",
    ),
    key(
        &[
            (Key::Char('r'), act(A::Promote(PieceKind::Rook))),
            (Key::Char('R'), act(A::Promote(PieceKind::Rook))),
        ],
        &[M::Promotion],
        "r",
        "r",
        "key-game-rook",
    ),
    key(
        &[
            (Key::Char('b'), act(A::Promote(PieceKind::Bishop))),
            (Key::Char('B'), act(A::Promote(PieceKind::Bishop))),
        ],
        &[M::Promotion],
        "b",
        "b",
        "key-game-bishop",
    ),
    key(
        &[
            (Key::Char('n'), act(A::Promote(PieceKind::Knight))),
            (Key::Char('N'), act(A::Promote(PieceKind::Knight))),
        ],
        &[M::Promotion],
        "n",
        "n",
        "key-game-knight",
    ),
    key(
        &[(Key::Esc, act(A::Cancel))],
        &[M::Promotion],
        "Esc",
        "Esc",
        "key-game-cancel-promotion",
    ),
    // Browsing: by move; in Flickering also by whole series.
    only(
        When::NO_SERIES,
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
            "←→ hjkl []",
            "key-game-browse-step",
        ),
    ),
    only(
        When::SERIES,
        key(
            &[
                (Key::Left, act(A::BrowseBack)),
                (Key::Char('h'), act(A::BrowseBack)),
                (Key::Right, act(A::BrowseForward)),
                (Key::Char('l'), act(A::BrowseForward)),
            ],
            &[M::Browse],
            "←→",
            "←→ h l",
            "key-game-browse-move",
        ),
    ),
    only(
        When::SERIES,
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
            "↑↓ k j []",
            "key-game-browse-series",
        ),
    ),
    key(
        &[(Key::Home, act(A::BrowseStart))],
        &[M::Browse],
        "Home",
        "Home",
        "key-game-browse-start",
    ),
    key(
        &[
            (Key::Esc, act(A::BrowseEnd)),
            (Key::End, act(A::BrowseEnd)),
            (Key::Char('b'), act(A::BrowseEnd)),
        ],
        &[M::Browse],
        "Esc",
        "Esc End b",
        "key-game-browse-end",
    ),
    // The board.
    key(
        &CURSOR,
        &[M::Board, M::Busy, M::Thinking],
        "←↑↓→",
        "←↑↓→ hjkl",
        "key-game-cursor",
    ),
    only(
        When::ONGOING,
        key(
            &[(Key::Enter, act(A::Pick)), (Key::Char(' '), act(A::Pick))],
            &[M::Board],
            "⏎",
            "⏎ Space",
            "key-game-pick",
        ),
    ),
    only(
        When::SERIES.and(When::SERIES_BEGUN),
        key(
            &[(Key::Char('e'), act(A::EndSeries))],
            &[M::Board],
            "e",
            "e",
            "key-game-end-series",
        ),
    ),
    only(
        When::SERIES.and(When::UNDO).and(When::LOCAL),
        after_result(
            5,
            key(
                &[
                    (Key::Char('u'), act(A::Undo)),
                    (Key::Backspace, act(A::Undo)),
                ],
                &[M::Board],
                "u",
                "u ⌫",
                "key-game-undo-series",
            ),
        ),
    ),
    only(
        When::NO_SERIES.and(When::UNDO).and(When::LOCAL),
        after_result(
            5,
            key(
                &[
                    (Key::Char('u'), act(A::Undo)),
                    (Key::Backspace, act(A::Undo)),
                ],
                &[M::Board],
                "u",
                "u ⌫",
                "key-game-undo",
            ),
        ),
    ),
    // Across the network a take-back is asked of the other player.
    only(
        When::UNDO.and(When::ACROSS).and(When::ONGOING),
        key(
            &[
                (Key::Char('u'), act(A::Undo)),
                (Key::Backspace, act(A::Undo)),
            ],
            &[M::Board],
            "u",
            "u ⌫",
            "key-game-ask-take-back",
        ),
    ),
    only(
        When::COMMANDS,
        key(
            &[(Key::Char(':'), act(A::OpenCommand))],
            &[M::Board, M::Browse],
            ":",
            ":",
            "key-game-command",
        ),
    ),
    after_result(
        7,
        key(
            &[(Key::Char('?'), act(A::Help))],
            &[M::Board, M::Browse, M::Busy, M::Thinking],
            "?",
            "?",
            "key-game-help",
        ),
    ),
    // Esc: with a piece selected it cancels that; else back to the menu (a game
    // going on asks first).
    only(
        When::CANCEL,
        key(
            &[(Key::Esc, act(A::Cancel))],
            &[M::Board],
            "Esc",
            "Esc",
            "key-game-cancel",
        ),
    ),
    only(
        When::NOTHING_TO_CANCEL.and(When::ONGOING),
        key(
            &[(Key::Esc, act(A::Cancel))],
            &[M::Board],
            "Esc",
            "Esc",
            "key-game-leave",
        ),
    ),
    // A finished game has nothing to lose: Esc and q do not ask (Esc is listed
    // with `m`, below, which goes to the same menu).
    only(
        When::ONGOING,
        key(
            &[(Key::Char('q'), act(A::Quit))],
            &[M::Board, M::Browse],
            "q",
            "q",
            "key-game-quit-asks",
        ),
    ),
    only(
        When::OVER,
        after_result(
            4,
            key(
                &[(Key::Char('q'), act(A::Quit))],
                &[M::Board, M::Browse],
                "q",
                "q",
                "key-game-quit-over",
            ),
        ),
    ),
    only(
        When::CLOCK.and(When::LOCAL),
        key(
            &[(Key::Char('p'), act(A::PauseClock))],
            &[M::Board, M::Browse],
            "p",
            "p",
            "key-game-pause",
        ),
    ),
    only(
        When::HISTORY,
        after_result(
            3,
            key(
                &[
                    (Key::Char('b'), act(A::BrowseBack)),
                    (Key::Char('['), act(A::BrowseBack)),
                    (Key::PageUp, act(A::BrowseBack)),
                ],
                &[M::Board],
                "b",
                "b [ PgUp",
                "key-game-browse",
            ),
        ),
    ),
    after_result(
        6,
        key(
            &[(Key::Char('f'), act(A::Flip))],
            &[M::Board, M::Browse, M::Busy, M::Thinking],
            "f",
            "f",
            "key-game-flip",
        ),
    ),
    only(
        When::STOPPED,
        key(
            &[(Key::Char('g'), act(A::OpponentBack))],
            &[M::Board],
            "g",
            "g",
            "key-game-opponent-back",
        ),
    ),
    only(
        When::HINT,
        key(
            &[(Key::Char('t'), act(A::Hint))],
            &[M::Board],
            "t",
            "t",
            "key-game-hint",
        ),
    ),
    only(
        When::AIDS,
        key(
            &[(Key::Char('a'), act(A::ToggleAttacks))],
            &[M::Board],
            "a",
            "a",
            "key-game-attacks",
        ),
    ),
    only(
        When::REDO.and(When::LOCAL),
        key(
            &[
                (Key::Char('U'), act(A::Redo)),
                (Key::Ctrl('r'), act(A::Redo)),
            ],
            &[M::Board],
            "U",
            "U Ctrl-R",
            "key-game-redo",
        ),
    ),
    only(
        When::DRAWS,
        key(
            &[(Key::Char('d'), act(A::OfferDraw))],
            &[M::Board],
            "d",
            "d",
            "key-game-draw",
        ),
    ),
    only(
        When::DRAWS,
        key(
            &[(Key::Char('R'), act(A::Resign))],
            &[M::Board],
            "R",
            "R",
            "key-game-resign",
        ),
    ),
    key(
        &[(Key::Char('s'), act(A::Settings))],
        &[M::Board],
        "s",
        "s",
        "key-game-settings",
    ),
    only(
        When::NOTATIONS,
        key(
            &[(Key::Char('w'), act(A::ToggleNotation))],
            &[M::Board],
            "w",
            "w",
            "key-game-notation",
        ),
    ),
    only(
        // Xiangqi's file numbers: the game of single moves.
        When::NO_SERIES,
        key(
            &[(Key::Char('c'), act(A::ToggleFileNumbers))],
            &[M::Board],
            "c",
            "c",
            "key-game-file-numbers",
        ),
    ),
    key(
        &[(Key::Char('T'), act(A::CycleTheme))],
        &[M::Board, M::Browse, M::Busy, M::Thinking],
        "T",
        "T",
        "key-game-theme",
    ),
    only(
        When::HISTORY,
        key(
            &[(Key::Home, act(A::BrowseStart))],
            &[M::Board],
            "Home",
            "Home",
            "key-game-first-position",
        ),
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
        "Ctrl-C",
        "key-game-quit-now",
    ),
    // The clipboard, rarely wanted: last, the first a narrow bar leaves out.
    key(
        &[
            (Key::Char('y'), act(A::Copy(Copied::Fen))),
            (Key::Char('Y'), act(A::Copy(Copied::Record))),
        ],
        &[M::Board, M::Browse, M::Thinking],
        "y Y",
        "y Y",
        "key-game-copy",
    ),
    only(
        When::OVER.and(When::LOCAL),
        after_result(
            0,
            key(
                &[(Key::Char('n'), act(A::NewGame))],
                &[M::Board, M::Browse],
                "n",
                "n",
                "key-game-new-game",
            ),
        ),
    ),
    only(
        When::OVER,
        after_result(
            1,
            key(
                &[(Key::Char('r'), act(A::Rematch))],
                &[M::Board, M::Browse],
                "r",
                "r",
                "key-game-rematch",
            ),
        ),
    ),
    only(
        When::OVER,
        after_result(
            3,
            key(
                &[(Key::Char('v'), act(A::Review))],
                &[M::Board, M::Browse],
                "v",
                "v",
                "key-game-review",
            ),
        ),
    ),
    only(
        When::OVER,
        after_result(
            2,
            key(
                // Esc too, where nothing above takes it first (a selection to
                // cancel, browsing to end): the bar names the menu once, as `m`.
                &[(Key::Char('m'), act(A::Menu)), (Key::Esc, act(A::Cancel))],
                &[M::Board, M::Browse],
                "m",
                "m Esc",
                "key-game-menu",
            ),
        ),
    ),
];
