//! Algebraic notation: piece letter (K A E H R C P), the origin file and/or rank
//! when another like piece could go to the same point, `x` for a capture, the
//! destination, `+` when the move gives check and `#` when it mates: `Che3`, `Hg3`,
//! `Cxh10`, `Rbxb10+`, `Rh10#`.
//!
//! Written with the letter always (also `P`); on input the `P` may be omitted,
//! `B`/`N` are accepted for elephant/horse, a trailing `+`/`#` is optional and not
//! required to be right, but an `x` on a move that captures nothing is an error.
//!
//! The piece letter is upper case and files are lower case, so `H3h5` is the horse
//! from the 3rd rank and `H3H5` is refused. Without a letter (a soldier), the origin
//! may be a file only (`de5`): a text of two points, `e4e5`, is coordinates.

use super::{refusal_of_only, single, Illegal, Malformed, Notation, NotationError};
use crate::core::{File, Rank};
use crate::xiangqi::{Move, PieceKind, Point, Position};

/// Write `mv`, which must be legal in `pos`.
pub fn write(pos: &Position, mv: Move) -> String {
    let mut s = String::new();
    s.push(mv.piece.kind.letter());
    s.push_str(&origin(pos, mv));
    if mv.is_capture() {
        s.push('x');
    }
    s.push_str(&mv.to.to_string());
    s.push_str(mark(pos, mv));
    s
}

/// The origin to write before the destination when another like piece could go to
/// the same point: its file if that tells them apart, else its rank, else the whole
/// point (nothing when no other can). Shared with the seed's notation.
pub(super) fn origin(pos: &Position, mv: Move) -> String {
    let rivals: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.piece == mv.piece && m.to == mv.to && m.from != mv.from)
        .collect();
    if rivals.is_empty() {
        return String::new();
    }
    let file_unique = rivals.iter().all(|m| m.from.file() != mv.from.file());
    let rank_unique = rivals.iter().all(|m| m.from.rank() != mv.from.rank());
    if file_unique {
        mv.from.file().char().to_string()
    } else if rank_unique {
        mv.from.rank().number().to_string()
    } else {
        mv.from.to_string()
    }
}

/// `#` after a move that mates, `+` after one that only checks, else nothing.
/// (A stalemate also wins in Xiangqi, but it is no check and gets no mark.)
pub(super) fn mark(pos: &Position, mv: Move) -> &'static str {
    let after = pos.after(mv);
    if !after.in_check() {
        ""
    } else if after.outcome().is_over() {
        "#"
    } else {
        "+"
    }
}

/// The parts of an algebraic move text (or of the seed's, which differs only in
/// its letters and its capture sign).
pub(super) struct Parsed {
    pub(super) kind: PieceKind,
    pub(super) from_file: Option<File>,
    pub(super) from_rank: Option<Rank>,
    pub(super) capture: bool,
    pub(super) to: Point,
}

/// Split off a trailing point name (`e3`, `h10`): the text before it and the point.
fn split_point_suffix(text: &str) -> Option<(&str, Point)> {
    let digits = text.bytes().rev().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 2 || text.len() < digits + 1 {
        return None;
    }
    let start = text.len() - digits - 1;
    let point = Point::parse(text.get(start..)?)?;
    Some((text.get(..start)?, point))
}

fn parse_text(text: &str) -> Result<Parsed, NotationError> {
    let bad = |reason: Malformed| NotationError::malformed(text, Notation::Algebraic, reason);
    let body = text.trim().trim_end_matches(['+', '#', '!', '?']);
    if !body.is_ascii() {
        return Err(bad(Malformed::AlgebraicCharacters));
    }
    let (lettered, rest) = match body.chars().next() {
        Some(c) if c.is_ascii_uppercase() => (
            Some(PieceKind::from_letter(c).ok_or_else(|| bad(Malformed::PieceLetter))?),
            &body[1..],
        ),
        Some(_) => (None, body),
        None => return Err(bad(Malformed::Empty)),
    };
    parse_rest(text, Notation::Algebraic, lettered, rest, 'x')
}

/// Read what follows the piece letter (`lettered`; none: a soldier): an origin file
/// and/or rank, the capture sign `capture` (or `x`), the destination. `rest` is
/// ASCII, without the check marks.
pub(super) fn parse_rest(
    text: &str,
    notation: Notation,
    lettered: Option<PieceKind>,
    rest: &str,
    capture_sign: char,
) -> Result<Parsed, NotationError> {
    let bad = |reason: Malformed| NotationError::malformed(text, notation, reason);
    let kind = lettered.unwrap_or(PieceKind::Soldier);
    if rest.bytes().any(|b| b.is_ascii_uppercase()) {
        return Err(bad(Malformed::UpperCaseFile));
    }
    let (before, to) = split_point_suffix(rest).ok_or_else(|| bad(Malformed::NoDestination))?;
    let (before, capture) = match before
        .strip_suffix(capture_sign)
        .or_else(|| before.strip_suffix('x'))
    {
        Some(b) => (b, true),
        None => (before, false),
    };
    let mut chars = before.chars().peekable();
    let from_file = match chars.peek() {
        Some(&c) if c.is_ascii_lowercase() => {
            chars.next();
            Some(File::from_char(c, 9).ok_or_else(|| bad(Malformed::FileLetter))?)
        }
        _ => None,
    };
    let digits: String = chars.collect();
    let from_rank = if digits.is_empty() {
        None
    } else {
        match digits.parse::<u8>() {
            Ok(n) if (1..=10).contains(&n) && !digits.starts_with('0') => Some(Rank(n - 1)),
            _ => return Err(bad(Malformed::Origin)),
        }
    };
    if lettered.is_none() && from_rank.is_some() {
        return Err(bad(Malformed::SoldierOrigin));
    }
    Ok(Parsed {
        kind,
        from_file,
        from_rank,
        capture,
        to,
    })
}

/// Whether `text` has the shape of an algebraic move (syntax only).
pub fn fits(text: &str) -> bool {
    parse_text(text).is_ok()
}

/// Read an algebraic move and find it among the legal moves of `pos`.
pub fn parse(pos: &Position, text: &str) -> Result<Move, NotationError> {
    find(pos, text, &parse_text(text)?)
}

/// The one legal move of `pos` that the parts `p` of `text` describe.
pub(super) fn find(pos: &Position, text: &str, p: &Parsed) -> Result<Move, NotationError> {
    let side = pos.side_to_move();
    let candidates: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| {
            m.piece.kind == p.kind
                && m.to == p.to
                && p.from_file.is_none_or(|f| m.from.file() == f)
                && p.from_rank.is_none_or(|r| m.from.rank() == r)
        })
        .collect();
    let origins = pos.pieces().filter_map(|(q, pc)| {
        (pc.side == side
            && pc.kind == p.kind
            && p.from_file.is_none_or(|f| q.file() == f)
            && p.from_rank.is_none_or(|r| q.rank() == r))
        .then_some(q)
    });
    let mv = single(text, candidates, || {
        refusal_of_only(pos, text, origins, p.to).unwrap_or_else(|| {
            NotationError::illegal(
                text,
                Illegal::NoneReaches {
                    side,
                    kind: p.kind,
                    to: p.to,
                },
            )
        })
    })?;
    if p.capture && !mv.is_capture() {
        return Err(NotationError::illegal(
            text,
            Illegal::NothingToCapture(p.to),
        ));
    }
    Ok(mv)
}
