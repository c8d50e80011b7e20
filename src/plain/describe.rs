//! What the looking commands read from the game through the port, as the words
//! layer's values ([`crate::words::plain`]): the board rank by rank (letters or
//! words), each side's pieces, one file or rank, and the moves of a turn (the
//! piece that moved, what it took, what it became — from the positions the
//! port's history shows before and after each move). Here too the one answer to
//! the looking commands ([`look`]) that the game, the editor, the puzzles and the
//! lessons share, and [`push`], how every line of the line mode is written.

use super::command::{self, Command};
use crate::core::Side;
use crate::i18n::Lang;
use crate::play::port::{BoardShape, Cell, NotationStyle, PieceKind, PlayableGame};
use crate::words::plain::{Line, MoveWords, PlainText, Unit};
use crate::words::Say;

/// The units on one rank or file, in board order.
pub fn units_on(game: &dyn PlayableGame, line: Line) -> Vec<Unit> {
    let shape = game.shape();
    shape
        .cells()
        .filter(|c| match line {
            Line::Rank(r) => c.rank == r,
            Line::File(f) => c.file == f,
        })
        .filter_map(|cell| {
            let p = game.piece_at(cell)?;
            Some(Unit {
                side: p.side,
                kind: p.kind,
                cell,
            })
        })
        .collect()
}

/// The ranks from the top (the last rank) down, each a row of letters: upper case
/// the first side's, lower case the other's, `.` empty ("8 r n b q k b n r"),
/// then the files' letters under them.
pub fn letter_rows(game: &dyn PlayableGame) -> Vec<String> {
    let shape = game.shape();
    let width = if shape.ranks() >= 10 { 2 } else { 1 };
    let mut rows: Vec<String> = (0..shape.ranks())
        .rev()
        .map(|rank| {
            let squares: Vec<String> = (0..shape.files())
                .map(|file| match game.piece_at(Cell::new(file, rank)) {
                    None => ".".to_string(),
                    Some(p) if p.side == Side::White => p.kind.letter().to_string(),
                    Some(p) => p.kind.letter().to_ascii_lowercase().to_string(),
                })
                .collect();
            format!("{:>width$} {}", rank + 1, squares.join(" "))
        })
        .collect();
    let files: Vec<String> = (0..shape.files())
        .map(|f| ((b'a' + f) as char).to_string())
        .collect();
    rows.push(format!("{:>width$} {}", "", files.join(" ")));
    rows
}

/// Each kind of piece `side` has, in the game's order (king first), with its
/// squares.
pub fn pieces_of(game: &dyn PlayableGame, side: Side) -> Vec<(PieceKind, Vec<Cell>)> {
    let shape = game.shape();
    let kinds: &[PieceKind] = match shape {
        BoardShape::Chess => &PieceKind::CHESS,
        BoardShape::Xiangqi => &PieceKind::XIANGQI,
    };
    kinds
        .iter()
        .filter_map(|&kind| {
            let cells: Vec<Cell> = shape
                .cells()
                .filter(|&c| {
                    game.piece_at(c)
                        .is_some_and(|p| p.side == side && p.kind == kind)
                })
                .collect();
            (!cells.is_empty()).then_some((kind, cells))
        })
        .collect()
}

/// A turn's moves in words and in notation: the side that played them.
pub struct TurnMoves {
    pub side: Side,
    pub moves: Vec<MoveWords>,
    pub notation: String,
}

/// The moves of turn `index` (a completed turn, or the one in progress when it is
/// the history's length) from its move `from_step` on; `None` when there are none.
pub fn turn_moves(
    game: &dyn PlayableGame,
    index: usize,
    from_step: usize,
    style: NotationStyle,
) -> Option<TurnMoves> {
    let steps = game.moves_in(index);
    if from_step >= steps {
        return None;
    }
    let shape = game.shape();
    let live = index == game.history_len();
    // The position after all of the turn's moves.
    let after_all = if live {
        None
    } else {
        game.snapshot_at(index + 1)
    };
    let start = game.snapshot_in(index, 0)?;
    let side = start.turn;
    let mut moves = Vec::new();
    for step in from_step..steps {
        let before = game.snapshot_in(index, step)?;
        let after = match game.snapshot_in(index, step + 1) {
            Some(s) if step + 1 < steps || live => Some(s),
            _ => None,
        };
        let after_cells = match (&after, &after_all) {
            (Some(a), _) => a.cells.clone(),
            (None, Some(a)) => a.cells.clone(),
            (None, None) => shape.cells().map(|c| game.piece_at(c)).collect(),
        };
        let last = match (&after, &after_all) {
            (Some(a), _) => a.last_moves.get(step).copied(),
            (None, Some(a)) => a.last_moves.get(step).copied(),
            (None, None) => game.last_moves().get(step).copied(),
        };
        let (from, to) = last?;
        let piece = before.cells.get(shape.index(from)).copied().flatten()?;
        let taken = before
            .cells
            .get(shape.index(to))
            .copied()
            .flatten()
            .filter(|p| p.side != piece.side)
            .map(|p| p.kind);
        let landed = after_cells.get(shape.index(to)).copied().flatten();
        let promoted = landed
            .filter(|p| p.kind != piece.kind && piece.kind == PieceKind::Pawn)
            .map(|p| p.kind);
        let castles = piece.kind == PieceKind::King && from.file.abs_diff(to.file) == 2;
        moves.push(MoveWords {
            piece: piece.kind,
            from,
            to,
            taken,
            promoted,
            castles,
        });
    }
    let notation = if live {
        game.series_so_far_in(style)
            .get(from_step..)
            .unwrap_or_default()
            .join(", ")
    } else {
        let all = turn_notation(game, index, style).unwrap_or_default();
        let moves: Vec<&str> = all.split(", ").skip(from_step).collect();
        moves.join(", ")
    };
    Some(TurnMoves {
        side,
        moves,
        notation,
    })
}

/// The notation of completed turn `index`: a Flickering series as its line of the
/// move list without the number ("e4, Nf3"), a Xiangqi move as written.
fn turn_notation(game: &dyn PlayableGame, index: usize, style: NotationStyle) -> Option<String> {
    use crate::play::port::Caption;
    if game.has_series() {
        let line = game.move_list(style).get(index)?.clone();
        return Some(match line.split_once(' ') {
            Some((number, rest)) if number.ends_with('.') => rest.to_string(),
            _ => line,
        });
    }
    // A Xiangqi move as the move list writes it in `style` (the seed's letters in
    // Ukrainian), found by its place among the list's moves; the caption (the
    // standard notation) where the list has no such move.
    if let Some(text) = plies_in(game, style).into_iter().nth(index) {
        return Some(text);
    }
    match game.snapshot_at(index + 1)?.caption {
        Caption::AfterMove { text, .. } => Some(text),
        Caption::AfterSeries(line) => Some(line),
        _ => None,
    }
}

/// The moves of a game without series as its move list writes them in `style`, one
/// a move: each line's number (`12.`) and the mark of Black's first move (`…`) left
/// out. Every notation writes a move without spaces.
fn plies_in(game: &dyn PlayableGame, style: NotationStyle) -> Vec<String> {
    let is_number = |t: &str| {
        t.strip_suffix('.')
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
    };
    game.move_list(style)
        .iter()
        .flat_map(|line| {
            line.split_whitespace()
                .filter(|t| !is_number(t) && *t != "…" && *t != "...")
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The looking commands (`board`, `board words`, `pieces`, `scan`) on `game`'s
/// position: the game's ([`super::session`]), the editor's ([`super::editor`]), and a
/// puzzle's or lesson's ([`super::practice`], [`super::lessons`]).
pub fn look(lang: Lang, out: &mut Vec<String>, game: &dyn PlayableGame, command: Command) {
    let kind = game.kind();
    match command {
        Command::Board { words: false } => {
            out.extend(letter_rows(game));
            push(out, &PlainText::BoardLetters(kind).say(lang));
        }
        Command::Board { words: true } => {
            for rank in (0..game.shape().ranks()).rev() {
                line_words(lang, out, game, Line::Rank(rank));
            }
        }
        Command::Pieces => {
            for side in [Side::White, Side::Black] {
                let groups = pieces_of(game, side);
                let text = PlainText::Pieces {
                    kind,
                    side,
                    groups: &groups,
                };
                push(out, &text.say(lang));
            }
        }
        Command::Scan(text) => match command::line(game.shape(), &text) {
            Some(line) => line_words(lang, out, game, line),
            None => {
                let shape = game.shape();
                let text = PlainText::NeedsLine {
                    files: (b'a' + shape.files() - 1) as char,
                    ranks: shape.ranks(),
                };
                push(out, &text.say(lang));
            }
        },
        _ => {}
    }
}

/// One rank or file in words: what stands on it, in board order.
fn line_words(lang: Lang, out: &mut Vec<String>, game: &dyn PlayableGame, line: Line) {
    let units = units_on(game, line);
    let text = PlainText::LineWords {
        kind: game.kind(),
        line,
        units: &units,
    };
    push(out, &text.say(lang));
}

/// The lines of `text`, each written as a sentence: its first letter in upper
/// case and a closing stop (a message the game screen shows as a phrase ends with
/// one here; not after a FEN or a path), empty lines left out.
pub fn push(out: &mut Vec<String>, text: &str) {
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let mut line = crate::core::text::sentence(line);
        // A line with a FEN or a path is left as it is, to be copied whole.
        if !line.ends_with(['.', '!', '?', ':', ')']) && !line.contains('/') {
            line.push('.');
        }
        out.push(line);
    }
}
