//! The line mode's commands, read from a typed line: the same short words in both
//! games, in English and in Ukrainian (each command answers to both, whatever the
//! language of the messages, so a player may type what comes to mind). A line whose
//! first word names no command is the game's own text: a move or a series, read by
//! the port's `play_text` in every notation.
//!
//! Ukrainian words: `дошка` board, `слова` words, `фігури` pieces, `огляд` scan,
//! `останній` last, `годинник` clock, `ходи` moves, `шах` check, `атака` attacked,
//! `кінець` end, `назад` undo, `вперед` redo, `нічия` draw, `здатися` resign,
//! `підказка` hint, `зберегти` save, `відкрити` load, `фен` fen, `довідка` help,
//! `вийти` quit, `так` yes, `ні` no.

use crate::play::port::{BoardShape, Cell};

/// What a line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `board`, or in words (`board words`).
    Board {
        words: bool,
    },
    Pieces,
    /// `scan FILE|RANK`: the text after the name (checked against the board later).
    Scan(String),
    Last,
    Clock,
    /// `moves SQUARE [SQUARE]`: the text after the name.
    Moves(String),
    Check,
    /// `attacked SQUARE`: the text after the name.
    Attacked(String),
    End,
    Undo,
    Redo,
    Draw,
    Resign,
    Hint,
    Save(String),
    Load(String),
    Fen,
    Help,
    Quit,
    Yes,
    No,
    /// Not a command: the game's text (moves).
    Play(String),
}

/// The names of each command, English first.
const NAMES: &[(&str, &str)] = &[
    ("board", "дошка"),
    ("pieces", "фігури"),
    ("scan", "огляд"),
    ("last", "останній"),
    ("clock", "годинник"),
    ("moves", "ходи"),
    ("check", "шах"),
    ("attacked", "атака"),
    ("end", "кінець"),
    ("undo", "назад"),
    ("redo", "вперед"),
    ("draw", "нічия"),
    ("resign", "здатися"),
    ("hint", "підказка"),
    ("save", "зберегти"),
    ("load", "відкрити"),
    ("fen", "фен"),
    ("help", "довідка"),
    ("quit", "вийти"),
    ("yes", "так"),
    ("no", "ні"),
];

/// The command a line asks for (`None`: an empty line).
pub fn parse(line: &str) -> Option<Command> {
    let line = line.trim();
    if line.is_empty() {
        return None;
    }
    let (first, rest) = match line.split_once(char::is_whitespace) {
        Some((f, r)) => (f, r.trim()),
        None => (line, ""),
    };
    let word = first.to_lowercase();
    let word = match word.as_str() {
        "?" => "help",
        "exit" | "q" => "quit",
        "y" | "т" => "yes",
        "n" | "н" => "no",
        w => NAMES
            .iter()
            .find(|(en, uk)| *en == w || *uk == w)
            .map_or("", |(en, _)| *en),
    };
    let rest_s = rest.to_string();
    let bare = rest.is_empty();
    Some(match word {
        "board" if bare => Command::Board { words: false },
        "board" if matches!(rest.to_lowercase().as_str(), "words" | "слова") => {
            Command::Board { words: true }
        }
        "pieces" if bare => Command::Pieces,
        "scan" => Command::Scan(rest_s),
        "last" if bare => Command::Last,
        "clock" if bare => Command::Clock,
        "moves" => Command::Moves(rest_s),
        "check" if bare => Command::Check,
        "attacked" => Command::Attacked(rest_s),
        "end" if bare => Command::End,
        "undo" if bare => Command::Undo,
        "redo" if bare => Command::Redo,
        "draw" if bare => Command::Draw,
        "resign" if bare => Command::Resign,
        "hint" if bare => Command::Hint,
        "save" => Command::Save(rest_s),
        "load" => Command::Load(rest_s),
        "fen" if bare => Command::Fen,
        "help" => Command::Help,
        "quit" if bare => Command::Quit,
        "yes" if bare => Command::Yes,
        "no" if bare => Command::No,
        _ => Command::Play(line.to_string()),
    })
}

/// A square of `shape` as typed (`e2`, `E2`, Xiangqi `a10`).
pub fn square(shape: BoardShape, text: &str) -> Option<Cell> {
    let text = text.trim().to_ascii_lowercase();
    let mut chars = text.chars();
    let file = chars.next()?;
    let rank: u8 = chars.as_str().parse().ok()?;
    if !file.is_ascii_lowercase() || rank == 0 {
        return None;
    }
    let cell = Cell::new(file as u8 - b'a', rank - 1);
    shape.contains(cell).then_some(cell)
}

/// A file (`e`) or a rank (`4`) of `shape`, as `scan` takes it.
pub fn line(shape: BoardShape, text: &str) -> Option<crate::words::plain::Line> {
    use crate::words::plain::Line;
    let text = text.trim().to_ascii_lowercase();
    if let Ok(rank) = text.parse::<u8>() {
        return (1..=shape.ranks())
            .contains(&rank)
            .then_some(Line::Rank(rank - 1));
    }
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(f), None) if f.is_ascii_lowercase() && (f as u8 - b'a') < shape.files() => {
            Some(Line::File(f as u8 - b'a'))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_languages_name_the_same_commands_and_the_rest_is_moves() {
        assert_eq!(parse("board"), Some(Command::Board { words: false }));
        assert_eq!(parse("дошка слова"), Some(Command::Board { words: true }));
        assert_eq!(parse("Огляд e"), Some(Command::Scan("e".into())));
        assert_eq!(parse("ходи g1"), Some(Command::Moves("g1".into())));
        assert_eq!(parse("кінець"), Some(Command::End));
        assert_eq!(parse("e4, Nf3"), Some(Command::Play("e4, Nf3".into())));
        assert_eq!(parse("Кf3"), Some(Command::Play("Кf3".into())));
        assert_eq!(parse("炮二平五"), Some(Command::Play("炮二平五".into())));
        assert_eq!(parse("  "), None);
        // A command given what it does not take is read as moves, and refused there.
        assert_eq!(parse("end now"), Some(Command::Play("end now".into())));
        assert_eq!(square(BoardShape::Xiangqi, "a10"), Some(Cell::new(0, 9)));
        assert_eq!(square(BoardShape::Chess, "a9"), None);
        assert_eq!(square(BoardShape::Chess, "i1"), None);
        use crate::words::plain::Line;
        assert_eq!(line(BoardShape::Chess, "e"), Some(Line::File(4)));
        assert_eq!(line(BoardShape::Xiangqi, "10"), Some(Line::Rank(9)));
        assert_eq!(line(BoardShape::Chess, "9"), None);
    }
}
