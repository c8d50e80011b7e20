//! WXF notation (the Western xiangqi standard): piece letter, the file it stands
//! on, `+` (forward), `-` (backward) or `.` (sideways), and a number: for chariots,
//! cannons, soldiers and the general moving along a file, the number of ranks; for
//! sideways moves and for horses, advisors and elephants, the destination file.
//! Files are counted 1–9 from the mover's right: `C2.5`, `H2+3`, `E7+5`.
//!
//! When like pieces stand on the same file, the piece is named by its place on the
//! file instead of the file number (decided here):
//! - two pieces: `+` for the front one, `-` for the rear one: `+R.3`, `-C+1`;
//! - three or more (soldiers only): the position counted from the front, `1P+1`,
//!   `2P.4`, `3P+1`;
//! - soldiers only, when another file also holds two or more of them, the file number
//!   follows the letter: `+P7.6`.
//!
//! Advisors and elephants never take markers: their file, direction and destination
//! always tell them apart. On input, a plain file number is also accepted when it
//! names exactly one piece that can make the move; otherwise the error says the text
//! is ambiguous.

use super::{refusal_of_only, single, Illegal, Malformed, Notation, NotationError};
use crate::core::Side;
use crate::xiangqi::{Move, Piece, PieceKind, Point, Position};

/// The file number 1–9 of `p`, counted from `side`'s right.
pub fn file_number(p: Point, side: Side) -> u8 {
    match side {
        Side::White => 9 - p.file().0,
        Side::Black => p.file().0 + 1,
    }
}

/// How the moving piece is named.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Selector {
    /// By the file it stands on.
    File(u8),
    /// By its place among like pieces on its file: 1 = front; `of` pieces there;
    /// optionally with the file number.
    Place { place: u8, of: u8, file: Option<u8> },
}

/// Like pieces on the same file as `from`, front first.
fn file_mates(pos: &Position, piece: Piece, from: Point) -> Vec<Point> {
    let mut pts: Vec<Point> = (0..10u8)
        .filter_map(|r| Point::at(from.file().0 as i16, r as i16))
        .filter(|&p| pos.piece_at(p) == Some(piece))
        .collect();
    // Front first: highest rank for Red, lowest for Black.
    if piece.side == Side::White {
        pts.reverse();
    }
    pts
}

/// Whether another file holds two or more of `piece` (only soldiers can).
fn other_crowded_file(pos: &Position, piece: Piece, from: Point) -> bool {
    (0..9u8).filter(|&f| f != from.file().0).any(|f| {
        (0..10u8)
            .filter_map(|r| Point::at(f as i16, r as i16))
            .filter(|&p| pos.piece_at(p) == Some(piece))
            .count()
            >= 2
    })
}

pub(super) fn selector_of(pos: &Position, mv: Move) -> Selector {
    let side = mv.piece.side;
    let kind = mv.piece.kind;
    let mates = file_mates(pos, mv.piece, mv.from);
    if mates.len() < 2 || matches!(kind, PieceKind::Advisor | PieceKind::Elephant) {
        return Selector::File(file_number(mv.from, side));
    }
    let place = mates.iter().position(|&p| p == mv.from).unwrap_or(0) as u8 + 1;
    let file = (kind == PieceKind::Soldier && other_crowded_file(pos, mv.piece, mv.from))
        .then(|| file_number(mv.from, side));
    Selector::Place {
        place,
        of: mates.len() as u8,
        file,
    }
}

/// Direction sign (`+`, `-`, `.`) and number of a move.
pub(super) fn motion(mv: Move) -> (char, u8) {
    let side = mv.piece.side;
    let dr = (mv.to.rank().0 as i8 - mv.from.rank().0 as i8) * side.forward();
    let op = match dr.signum() {
        1 => '+',
        -1 => '-',
        _ => '.',
    };
    let straight = matches!(
        mv.piece.kind,
        PieceKind::General | PieceKind::Chariot | PieceKind::Cannon | PieceKind::Soldier
    );
    let number = if straight && op != '.' {
        dr.unsigned_abs()
    } else {
        file_number(mv.to, side)
    };
    (op, number)
}

/// Write `mv`, which must be legal in `pos`.
pub fn write(pos: &Position, mv: Move) -> String {
    let letter = mv.piece.kind.letter();
    let (op, number) = motion(mv);
    match selector_of(pos, mv) {
        Selector::File(f) => format!("{letter}{f}{op}{number}"),
        Selector::Place { place, of, file } => {
            let marker = if of == 2 {
                if place == 1 { "+" } else { "-" }.to_string()
            } else {
                place.to_string()
            };
            let file = file.map(|f| f.to_string()).unwrap_or_default();
            format!("{marker}{letter}{file}{op}{number}")
        }
    }
}

/// The parts of a WXF text (also what a Chinese text is read into).
pub(super) struct Parsed {
    pub kind: PieceKind,
    /// `+` (front), `-` (rear) or a place digit counted from the front, before the letter.
    pub marker: Option<char>,
    pub file: Option<u8>,
    /// `+`, `-` or `.`.
    pub op: char,
    pub number: u8,
}

fn parse_text(text: &str) -> Result<Parsed, NotationError> {
    let bad = |reason: Malformed| NotationError::malformed(text, Notation::Wxf, reason);
    let chars: Vec<char> = text.trim().chars().collect();
    let mut i = 0;
    let marker = match chars.first() {
        Some(&c) if c == '+' || c == '-' || ('1'..='5').contains(&c) => {
            i += 1;
            Some(c)
        }
        _ => None,
    };
    let kind = chars
        .get(i)
        .and_then(|&c| PieceKind::from_letter(c))
        .ok_or_else(|| bad(Malformed::WxfPiece))?;
    i += 1;
    let digit = |c: Option<&char>| {
        c.and_then(|c| c.to_digit(10))
            .filter(|d| (1..=9).contains(d))
    };
    let file = digit(chars.get(i)).map(|d| d as u8);
    if file.is_some() {
        i += 1;
    } else if marker.is_none() {
        return Err(bad(Malformed::WxfFile));
    }
    let op = match chars.get(i) {
        Some(&c) if c == '+' || c == '-' || c == '.' || c == '=' => {
            if c == '=' {
                '.'
            } else {
                c
            }
        }
        _ => return Err(bad(Malformed::WxfDirection)),
    };
    i += 1;
    let number = digit(chars.get(i)).ok_or_else(|| bad(Malformed::WxfNumber))? as u8;
    i += 1;
    if i != chars.len() {
        return Err(bad(Malformed::Trailing));
    }
    Ok(Parsed {
        kind,
        marker,
        file,
        op,
        number,
    })
}

fn selector_matches(pos: &Position, p: &Parsed, mv: Move) -> bool {
    let side = mv.piece.side;
    if let Some(f) = p.file {
        if file_number(mv.from, side) != f {
            return false;
        }
    }
    let Some(marker) = p.marker else {
        return true;
    };
    let mates = file_mates(pos, mv.piece, mv.from);
    let place = mates.iter().position(|&q| q == mv.from).unwrap_or(0) + 1;
    match marker {
        '+' => mates.len() >= 2 && place == 1,
        '-' => mates.len() >= 2 && place == mates.len(),
        d => mates.len() >= 3 && d.to_digit(10) == Some(place as u32),
    }
}

/// Whether `text` has the shape of a WXF move (syntax only).
pub fn fits(text: &str) -> bool {
    parse_text(text).is_ok()
}

/// Read a WXF move and find it among the legal moves of `pos`.
pub fn parse(pos: &Position, text: &str) -> Result<Move, NotationError> {
    find(pos, text, &parse_text(text)?)
}

/// The legal move of `pos` that the parts `p` (read from `text`) describe.
pub(super) fn find(pos: &Position, text: &str, p: &Parsed) -> Result<Move, NotationError> {
    let candidates: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|&m| m.piece.kind == p.kind && motion(m) == (p.op, p.number))
        .filter(|&m| selector_matches(pos, p, m))
        .collect();
    single(text, candidates, || {
        the_only_piece_refused(pos, text, p).unwrap_or_else(|| {
            NotationError::illegal(
                text,
                Illegal::NoneMakes {
                    side: pos.side_to_move(),
                    kind: p.kind,
                },
            )
        })
    })
}

/// When the text names exactly one piece, and its destination is on the board: why
/// that piece cannot go there.
fn the_only_piece_refused(pos: &Position, text: &str, p: &Parsed) -> Option<NotationError> {
    let piece = Piece::new(pos.side_to_move(), p.kind);
    let named: Vec<Point> = pos
        .pieces()
        .filter(|&(q, pc)| {
            let standing = Move {
                from: q,
                to: q,
                piece: pc,
                captured: None,
            };
            pc == piece && selector_matches(pos, p, standing)
        })
        .map(|(q, _)| q)
        .collect();
    let [from] = named.as_slice() else {
        return None;
    };
    let to = destination(p, piece, *from)?;
    refusal_of_only(pos, text, std::iter::once(*from), to)
}

/// The point a WXF move of `piece` from `from` leads to, when the text fixes one.
fn destination(p: &Parsed, piece: Piece, from: Point) -> Option<Point> {
    let side = piece.side;
    let file_of = |n: u8| -> i16 {
        match side {
            Side::White => 9 - n as i16,
            Side::Black => n as i16 - 1,
        }
    };
    let sign = match p.op {
        '+' => 1,
        '-' => -1,
        _ => 0,
    } * side.forward() as i16;
    let (file, rank) = (from.file().0 as i16, from.rank().0 as i16);
    match piece.kind {
        PieceKind::General | PieceKind::Chariot | PieceKind::Cannon | PieceKind::Soldier => {
            if p.op == '.' {
                Point::at(file_of(p.number), rank)
            } else {
                Point::at(file, rank + sign * p.number as i16)
            }
        }
        kind => {
            let to_file = file_of(p.number);
            let ranks = match (kind, (to_file - file).abs()) {
                (PieceKind::Horse, 1) => 2,
                (PieceKind::Horse, 2) => 1,
                (PieceKind::Horse, _) => return None,
                (PieceKind::Advisor, _) => 1,
                _ => 2,
            };
            if sign == 0 {
                return None;
            }
            Point::at(to_file, rank + sign * ranks)
        }
    }
}
