//! The position editor's actions and key table: keys become [`SetupAction`]s;
//! what they do is decided by the editor. Letters put pieces, so the editor's own keys are the
//! letters no piece of either game uses (x s o t g f v m i w u y), shifted letters, and
//! keys that are not letters. On a Cyrillic layout the seed's piece letters of the
//! game set up put their pieces (`Ф`, `Т`, `К`…, the king `Кр` as `К` then `р`;
//! [`crate::play::adapters::setup::piece_for_seed_letter`]) — `п`, the pawn, rather
//! than `g` in its place — and the other letters act by their place (`ч` is `x`).

use super::{act, key, lookup, only, Binding, Do, Facts, Key, When};
use crate::play::adapters::setup;
use crate::play::port::Cell;
use crate::session::GameKind;
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
    /// Ask whether to clear the board, and clear it on a yes.
    ClearBoard,
    /// Take back the last edit.
    Undo,
    /// Put back what the last undo took back.
    Redo,
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
    /// The FEN onto the system clipboard, through the terminal.
    CopyFen,
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
    /// Tab on the command line: complete a command's name.
    CommandComplete,
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
    super::only(When::NOTATIONS, b)
}

const fn flickering(b: Binding<SetupAction, SetupInput>) -> Binding<SetupAction, SetupInput> {
    super::only(When::FLICKERING, b)
}

/// A letter typed while editing `kind`: a Latin letter that is none of the editor's
/// own keys (the editor names the piece letters when it is no piece), and the seed's
/// Cyrillic letters of the game, `р` of `Кр` among them; other Cyrillic letters act
/// by their place.
fn put_in(kind: GameKind, c: char) -> Option<SetupAction> {
    let latin = c.is_ascii_alphabetic() && !editing_key(kind, c);
    let seed = setup::piece_for_seed_letter(kind, c).is_some() || setup::is_seed_king_second(c);
    (latin || seed).then_some(SetupAction::Put(c))
}

/// Whether `c` is one of the editor's own keys while editing `kind` (`v`, `x`),
/// acting now or not: never a piece letter.
fn editing_key(kind: GameKind, c: char) -> bool {
    let flickering = kind == GameKind::Flickering;
    let game = Facts {
        flickering,
        notations: !flickering,
        ..Facts::EVERYTHING
    };
    KEYS.iter()
        .filter(|b| b.applies(&M::Edit, game))
        .any(|b| b.keys.iter().any(|(k, _)| *k == Key::Char(c)))
}

/// The editor's keys, in key-bar order: the most important first (a bar too
/// narrow for all leaves out the last).
pub static KEYS: &[Binding<SetupAction, SetupInput>] = &[
    key(
        &[(Key::Esc, act(A::Cancel))],
        &[M::Busy],
        "Esc",
        "Esc",
        "key-editor-stop",
    ),
    // The command line: what it takes first (the words name `help`, the line's
    // help, for a bar too narrow for every key).
    key(
        &[(Key::Text, Do::Typed(|c| Some(A::CommandChar(c))))],
        &[M::Command],
        "keyname-text",
        "keyname-text",
        "key-editor-type",
    ),
    key(
        &[(Key::Enter, act(A::CommandSubmit))],
        &[M::Command],
        "⏎",
        "⏎",
        "key-editor-run",
    ),
    key(
        &[(Key::Esc, act(A::Cancel))],
        &[M::Command],
        "Esc",
        "Esc",
        "key-editor-leave-line",
    ),
    key(
        &[(Key::Tab, act(A::CommandComplete))],
        &[M::Command],
        "Tab",
        "Tab",
        "key-editor-complete",
    ),
    key(
        &[(Key::Backspace, act(A::CommandBackspace))],
        &[M::Command],
        "⌫",
        "⌫",
        "key-editor-erase",
    ),
    // Analysis.
    only(
        When::STEPS,
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
            "←→ hl []",
            "key-editor-step",
        ),
    ),
    only(
        When::STEPS,
        key(
            &[(Key::Home, act(A::StepStart)), (Key::End, act(A::StepEnd))],
            &[M::Analysis],
            "Home/End",
            "Home End",
            "key-editor-ends",
        ),
    ),
    flickering(key(
        &[(Key::Char('m'), act(A::MateSearch))],
        &[M::Analysis],
        "m",
        "m",
        "key-editor-analysis-mate",
    )),
    xiangqi(key(
        &[(Key::Char('m'), act(A::MateSearch))],
        &[M::Analysis],
        "m",
        "m",
        "key-editor-analysis-mate-xiangqi",
    )),
    xiangqi(key(
        &[(Key::Char('n'), act(A::MateDepth))],
        &[M::Analysis],
        "n",
        "n",
        "key-editor-mate-depth",
    )),
    only(
        When::ENGINE,
        xiangqi(key(
            &[(Key::Char('e'), act(A::EngineAnalysis))],
            &[M::Analysis],
            "e",
            "e",
            "key-editor-engine",
        )),
    ),
    xiangqi(key(
        &[(Key::Char('w'), act(A::CycleNotation))],
        &[M::Analysis],
        "w",
        "w",
        "key-editor-notation",
    )),
    key(
        &[(Key::Enter, act(A::Play))],
        &[M::Analysis],
        "⏎",
        "⏎",
        "key-editor-analysis-play",
    ),
    key(
        &[(Key::Esc, act(A::Cancel)), (Key::Char('v'), act(A::Cancel))],
        &[M::Analysis],
        "Esc",
        "Esc v",
        "key-editor-analysis-back",
    ),
    key(
        &[(Key::Char('f'), act(A::Flip))],
        &[M::Analysis, M::Busy],
        "f",
        "f",
        "key-editor-flip",
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
        "←↑↓→",
        "key-editor-cursor",
    ),
    flickering(key(
        &[(Key::Text, Do::Typed(|c| put_in(GameKind::Flickering, c)))],
        &[M::Edit],
        "keyname-letter",
        "keyname-letter",
        "key-editor-put",
    )),
    xiangqi(key(
        &[(Key::Text, Do::Typed(|c| put_in(GameKind::Xiangqi, c)))],
        &[M::Edit],
        "keyname-letter",
        "keyname-letter",
        "key-editor-put",
    )),
    only(
        When::PIECE,
        key(
            &[
                (Key::Char('x'), act(A::Remove)),
                (Key::Delete, act(A::Remove)),
                (Key::Backspace, act(A::Remove)),
            ],
            &[M::Edit],
            "x",
            "x Del ⌫",
            "key-editor-remove",
        ),
    ),
    only(
        When::UNDO,
        key(
            &[(Key::Char('u'), act(A::Undo))],
            &[M::Edit],
            "u",
            "u",
            "key-editor-undo",
        ),
    ),
    only(
        When::REDO,
        key(
            &[
                (Key::Char('U'), act(A::Redo)),
                (Key::Ctrl('r'), act(A::Redo)),
            ],
            &[M::Edit],
            "U",
            "U Ctrl-R",
            "key-editor-redo",
        ),
    ),
    only(
        When::PLAYABLE,
        key(
            &[(Key::Char('v'), act(A::Analyse))],
            &[M::Edit],
            "v",
            "v",
            "key-editor-analyse",
        ),
    ),
    only(
        When::PLAYABLE,
        key(
            &[(Key::Enter, act(A::Play))],
            &[M::Edit],
            "⏎",
            "⏎",
            "key-editor-play",
        ),
    ),
    key(
        &[(Key::Esc, act(A::Back))],
        &[M::Edit],
        "Esc",
        "Esc",
        "key-editor-leave",
    ),
    key(
        &[(Key::Char('X'), act(A::ClearBoard))],
        &[M::Edit],
        "X",
        "X",
        "key-editor-clear",
    ),
    key(
        &[(Key::Char('i'), act(A::StartPosition))],
        &[M::Edit],
        "i",
        "i",
        "key-editor-start",
    ),
    key(
        &[(Key::Char('s'), act(A::ToggleSide))],
        &[M::Edit],
        "s",
        "s",
        "key-editor-side",
    ),
    only(
        When::CORNER,
        flickering(key(
            &[(Key::Char('o'), act(A::ToggleCastling))],
            &[M::Edit],
            "o",
            "o",
            "key-editor-castling",
        )),
    ),
    flickering(key(
        &[(Key::Char('t'), act(A::ToggleEnPassant))],
        &[M::Edit],
        "t",
        "t",
        "key-editor-en-passant",
    )),
    only(
        When::PLAYABLE,
        flickering(key(
            &[(Key::Char('m'), act(A::MateSearch))],
            &[M::Edit],
            "m",
            "m",
            "key-editor-mate",
        )),
    ),
    only(
        When::PLAYABLE,
        xiangqi(key(
            &[(Key::Char('m'), act(A::MateSearch))],
            &[M::Edit],
            "m",
            "m",
            "key-editor-mate-xiangqi",
        )),
    ),
    xiangqi(key(
        &[(Key::Char('w'), act(A::CycleNotation))],
        &[M::Edit],
        "w",
        "w",
        "key-editor-notation",
    )),
    key(
        &[(Key::Char('g'), act(A::SwitchGame))],
        &[M::Edit],
        "g",
        "g",
        "key-editor-other-game",
    ),
    key(
        &[(Key::Char('f'), act(A::Flip))],
        &[M::Edit],
        "f",
        "f",
        "key-editor-flip",
    ),
    key(
        &[(Key::Char(':'), act(A::OpenCommand))],
        &[M::Edit, M::Analysis],
        ":",
        ":",
        "key-editor-command",
    ),
    key(
        &[(Key::Char('?'), act(A::Help))],
        &[M::Edit, M::Analysis, M::Busy],
        "?",
        "?",
        "key-editor-help",
    ),
    key(
        &[(Key::Ctrl('c'), act(A::ForceQuit))],
        &[M::Edit, M::Command, M::Analysis, M::Busy],
        "^C",
        "Ctrl-C",
        "key-editor-quit-now",
    ),
    // The clipboard, rarely wanted: last, the first a narrow bar leaves out.
    key(
        &[(Key::Char('y'), act(A::CopyFen))],
        &[M::Edit],
        "y",
        "y",
        "key-editor-copy-fen",
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
        for c in "xXisotgfvmwuU".chars() {
            assert!(!matches!(
                setup_action_for_key(SetupInput::Edit, key(KeyCode::Char(c))),
                Some(SetupAction::Put(_))
            ));
        }
    }
}
