//! The position editor's actions and key table: keys become [`SetupAction`]s;
//! what they do is decided by the editor. Letters put pieces, so the editor's own keys are the
//! letters no piece of either game uses (x s o t g f v m i w), shifted letters, and
//! keys that are not letters.

use super::{act, key, lookup, Binding, Do, Facts, Key, When};
use crate::play::port::Cell;
use ratatui::crossterm::event::KeyEvent;

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
    /// Xiangqi: write moves in the next notation (algebraic, WXF, Chinese).
    CycleNotation,
    /// Xiangqi: the next depth of the mate search (1 to 5 moves).
    MateDepth,
    /// Xiangqi: ask the UCI engine for its evaluation and best line.
    EngineAnalysis,
    StepBack,
    StepForward,
    StepStart,
    StepEnd,
    /// Start a game from the position.
    Play,
    OpenCommand,
    CommandChar(char),
    CommandBackspace,
    CommandSubmit,
    Cancel,
    /// Back to the menu (asking first when the position changed).
    Back,
    /// Show the editor's keys and commands.
    Help,
    /// Ctrl-C: leave at once.
    ForceQuit,
}

/// What the editor is waiting for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SetupInput {
    Edit,
    Command,
    Analysis,
    /// The analysis or mate search runs on the worker.
    Busy,
}

impl SetupInput {
    pub const ALL: [SetupInput; 4] = [
        SetupInput::Edit,
        SetupInput::Command,
        SetupInput::Analysis,
        SetupInput::Busy,
    ];
}

/// Map a key to an editor action, every optional key on (see
/// [`setup_action_for_key_in`] for a given game).
pub fn setup_action_for_key(mode: SetupInput, key: KeyEvent) -> Option<SetupAction> {
    setup_action_for_key_in(mode, Facts::EVERYTHING, &key)
}

/// Map a key to an editor action for the game being set up (`facts.flickering`).
pub fn setup_action_for_key_in(
    mode: SetupInput,
    facts: Facts,
    key: &KeyEvent,
) -> Option<SetupAction> {
    lookup(KEYS, mode, facts, key)
}

use SetupAction as A;
use SetupInput as M;

/// Xiangqi only (the editor's facts say `notations` for Xiangqi).
const fn xiangqi(b: Binding<SetupAction, SetupInput>) -> Binding<SetupAction, SetupInput> {
    super::only(When::Notations, b)
}

const fn flickering(b: Binding<SetupAction, SetupInput>) -> Binding<SetupAction, SetupInput> {
    super::only(When::Flickering, b)
}

fn put(c: char) -> Option<SetupAction> {
    c.is_ascii_alphabetic().then_some(SetupAction::Put(c))
}

/// The editor's keys, in key-bar order.
pub static KEYS: &[Binding<SetupAction, SetupInput>] = &[
    key(
        &[(Key::Esc, act(A::Cancel))],
        &[M::Busy],
        "Esc",
        "stop",
        "Esc",
        "stop the search",
    ),
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
        "a command (help lists them)",
        "text",
        "a command",
    ),
    // Analysis.
    key(
        &[
            (Key::Left, act(A::StepBack)),
            (Key::Char('h'), act(A::StepBack)),
            (Key::Char('['), act(A::StepBack)),
            (Key::Right, act(A::StepForward)),
            (Key::Char('l'), act(A::StepForward)),
            (Key::Char(']'), act(A::StepForward)),
        ],
        &[M::Analysis],
        "←→",
        "step",
        "←→ hl []",
        "step through the series",
    ),
    key(
        &[(Key::Home, act(A::StepStart)), (Key::End, act(A::StepEnd))],
        &[M::Analysis],
        "Home/End",
        "ends",
        "Home End",
        "its start / its end",
    ),
    flickering(key(
        &[(Key::Char('m'), act(A::MateSearch))],
        &[M::Analysis],
        "m",
        "mate search (≤3 s)",
        "m",
        "mate search (up to 3 s)",
    )),
    xiangqi(key(
        &[(Key::Char('m'), act(A::MateSearch))],
        &[M::Analysis],
        "m",
        "mate search",
        "m",
        "shortest mate, up to N moves",
    )),
    xiangqi(key(
        &[(Key::Char('n'), act(A::MateDepth))],
        &[M::Analysis],
        "n",
        "N",
        "n",
        "mate search depth N (1-5)",
    )),
    xiangqi(key(
        &[(Key::Char('e'), act(A::EngineAnalysis))],
        &[M::Analysis],
        "e",
        "engine",
        "e",
        "the engine's evaluation and line",
    )),
    xiangqi(key(
        &[(Key::Char('w'), act(A::CycleNotation))],
        &[M::Analysis],
        "w",
        "notation",
        "w",
        "algebraic / WXF / Chinese moves",
    )),
    key(
        &[(Key::Enter, act(A::Play))],
        &[M::Analysis],
        "⏎",
        "play from here",
        "⏎",
        "play from this position",
    ),
    key(
        &[(Key::Esc, act(A::Cancel)), (Key::Char('v'), act(A::Cancel))],
        &[M::Analysis],
        "Esc",
        "edit",
        "Esc v",
        "back to editing",
    ),
    key(
        &[(Key::Char('f'), act(A::Flip))],
        &[M::Analysis, M::Busy],
        "f",
        "flip",
        "f",
        "turn the board",
    ),
    // Editing.
    key(
        &[
            (Key::Left, act(A::Cursor { dx: -1, dy: 0 })),
            (Key::Right, act(A::Cursor { dx: 1, dy: 0 })),
            (Key::Up, act(A::Cursor { dx: 0, dy: -1 })),
            (Key::Down, act(A::Cursor { dx: 0, dy: 1 })),
        ],
        &[M::Edit, M::Busy],
        "←↑↓→",
        "cursor",
        "←↑↓→",
        "move the cursor",
    ),
    key(
        &[(Key::Text, Do::Typed(put))],
        &[M::Edit],
        "letter",
        "put",
        "letter",
        "put the piece it names",
    ),
    key(
        &[
            (Key::Char('x'), act(A::Remove)),
            (Key::Delete, act(A::Remove)),
            (Key::Backspace, act(A::Remove)),
        ],
        &[M::Edit],
        "x",
        "remove",
        "x Del ⌫",
        "remove the piece",
    ),
    key(
        &[(Key::Char('v'), act(A::Analyse))],
        &[M::Edit],
        "v",
        "analyse",
        "v",
        "analyse (Esc back)",
    ),
    key(
        &[(Key::Enter, act(A::Play))],
        &[M::Edit],
        "⏎",
        "play",
        "⏎",
        "play from this position",
    ),
    key(
        &[(Key::Esc, act(A::Back))],
        &[M::Edit],
        "Esc",
        "menu",
        "Esc",
        "back to the start menu",
    ),
    key(
        &[(Key::Char(':'), act(A::OpenCommand))],
        &[M::Edit, M::Analysis],
        ":",
        "command",
        ":",
        "a command (listed below)",
    ),
    key(
        &[(Key::Char('?'), act(A::Help))],
        &[M::Edit, M::Analysis, M::Busy],
        "?",
        "help",
        "?",
        "this help",
    ),
    key(
        &[(Key::Ctrl('c'), act(A::ForceQuit))],
        &[M::Edit, M::Command, M::Analysis, M::Busy],
        "^C",
        "quit",
        "Ctrl-C",
        "quit at once",
    ),
    key(
        &[(Key::Char('X'), act(A::ClearBoard))],
        &[M::Edit],
        "X",
        "clear",
        "X",
        "clear the board",
    ),
    key(
        &[(Key::Char('i'), act(A::StartPosition))],
        &[M::Edit],
        "i",
        "start|position",
        "i",
        "the start position",
    ),
    key(
        &[(Key::Char('s'), act(A::ToggleSide))],
        &[M::Edit],
        "s",
        "side",
        "s",
        "switch the side to move",
    ),
    flickering(key(
        &[(Key::Char('o'), act(A::ToggleCastling))],
        &[M::Edit],
        "o",
        "castling",
        "o",
        "castling (on a rook corner)",
    )),
    flickering(key(
        &[(Key::Char('t'), act(A::ToggleEnPassant))],
        &[M::Edit],
        "t",
        "en passant",
        "t",
        "en-passant square here",
    )),
    flickering(key(
        &[(Key::Char('m'), act(A::MateSearch))],
        &[M::Edit],
        "m",
        "mate",
        "m",
        "mate search (up to 3 s)",
    )),
    xiangqi(key(
        &[(Key::Char('m'), act(A::MateSearch))],
        &[M::Edit],
        "m",
        "mate",
        "m",
        "shortest mate, up to N moves",
    )),
    xiangqi(key(
        &[(Key::Char('w'), act(A::CycleNotation))],
        &[M::Edit],
        "w",
        "notation",
        "w",
        "algebraic / WXF / Chinese moves",
    )),
    key(
        &[(Key::Char('g'), act(A::SwitchGame))],
        &[M::Edit],
        "g",
        "other game",
        "g",
        "set up the other game",
    ),
    key(
        &[(Key::Char('f'), act(A::Flip))],
        &[M::Edit],
        "f",
        "flip",
        "f",
        "turn the board",
    ),
];

/// The help screen's lines about the `:` line (not keys).
pub const COMMAND_HELP: &[(When, &str)] = &[
    (
        When::Always,
        "fen           show the FEN       fen FEN   read a FEN",
    ),
    (
        When::Always,
        "clear start side [w|b] analyse play game flip theme help quit",
    ),
    (When::Flickering, "castle KQkq|-   ep e3 [c3]|-   mate"),
    (
        When::Notations,
        "mate [N]      shortest mate in up to N (1-5) moves",
    ),
    (
        When::Notations,
        "files         WXF file numbers along the board, or a-i",
    ),
    (
        When::Notations,
        "h3e3 Che3 C2.5 炮二平五   is this move legal, and why not",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::crossterm::event::{KeyCode, KeyModifiers};

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
        for c in "xXisotgfvmw".chars() {
            assert!(!matches!(
                setup_action_for_key(SetupInput::Edit, key(KeyCode::Char(c))),
                Some(SetupAction::Put(_))
            ));
        }
    }
}
