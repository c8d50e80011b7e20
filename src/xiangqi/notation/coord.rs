//! Coordinate notation: origin and destination point, `h3e3`, `h10g8`, in lower
//! case only (`H3h5` is an algebraic horse move, never the point h3).

use super::{Malformed, Notation, NotationError};
use crate::xiangqi::{Move, Point, Position};

/// Write `mv` as `h3e3`.
pub fn write(mv: Move) -> String {
    mv.coord()
}

/// Split `h10g8` into its two point names (lower-case files only).
fn split_points(text: &str) -> Option<(Point, Point)> {
    let bytes = text.as_bytes();
    if !bytes
        .iter()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    {
        return None;
    }
    // The second point starts at the second letter.
    let second = bytes
        .iter()
        .enumerate()
        .skip(1)
        .find(|(_, b)| b.is_ascii_alphabetic())
        .map(|(i, _)| i)?;
    Some((
        Point::parse(text.get(..second)?)?,
        Point::parse(text.get(second..)?)?,
    ))
}

/// Whether `text` has the shape of a coordinate move (syntax only).
pub fn fits(text: &str) -> bool {
    split_points(text.trim()).is_some()
}

/// Read a coordinate move and find it among the legal moves.
pub fn parse(pos: &Position, text: &str) -> Result<Move, NotationError> {
    let trimmed = text.trim();
    let (from, to) = split_points(trimmed).ok_or_else(|| {
        NotationError::malformed(text, Notation::Coordinate, Malformed::TwoPoints)
    })?;
    pos.check_move(from, to)
        .map_err(|refusal| NotationError::Refused {
            text: text.to_string(),
            refusal,
        })
}
