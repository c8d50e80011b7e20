//! Series notation (rules §6): standard algebraic notation per move, computed in the
//! intermediate position where the move is made, moves separated by `, `; and the
//! coordinate form `e2e4,g1f3`. Both are written and parsed.
//!
//! - Disambiguation (file, then rank, then both) is added only when another
//!   *unmoved* unit of the same kind could legally move to the same square at that
//!   moment (a unit that already moved cannot move again, so it never competes).
//! - `+` follows a move after which the enemy king is attacked when it was not just
//!   before; `#` follows the last move of a series after which the opponent is mated.
//! - Parsing accepts `x` or `:` for captures (or no capture sign), `0-0` for `O-O`,
//!   promotion as `e8=Q` or `e8Q`, and ignores trailing `+`, `#`, `!`, `?`.

use super::{solver, Refusal, Series, SeriesState};
use crate::chess::{Move, MoveKind, Position, Role, Square};

/// A series text that could not be read or played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error("the series is empty")]
    Empty,
    #[error("{}{}{}: {reason}", if *of > 1 { format!("move {index} (") } else { String::new() }, crate::core::text::shown(.text), if *of > 1 { ")" } else { "" })]
    Move {
        /// 1-based position of the move in the text.
        index: usize,
        /// How many moves the text held (a lone move is named by its text only).
        of: usize,
        text: String,
        reason: MoveTextError,
    },
}

/// Why one move of a series text failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveTextError {
    #[error("not a move in algebraic or coordinate notation")]
    Malformed,
    #[error("no unmoved {} can move to {to}", .role.name())]
    NoSuchMove { role: Role, to: Square },
    #[error("ambiguous: {0}")]
    Ambiguous(String),
    #[error("castling is not possible now")]
    NoCastling,
    #[error("the move is written as a capture, but there is nothing to capture on {0}")]
    NothingToCapture(Square),
    #[error("{0}")]
    Refused(#[from] Refusal),
}

/// SAN of `m` in `state`, without a check sign.
pub fn san_plain(state: &SeriesState, m: &Move) -> String {
    if let MoveKind::Castle(cs) = m.kind {
        return match cs {
            crate::chess::CastleSide::King => "O-O".into(),
            crate::chess::CastleSide::Queen => "O-O-O".into(),
        };
    }
    let mut s = String::new();
    if m.role == Role::Pawn {
        if m.capture.is_some() {
            s.push(m.from.file().char());
            s.push('x');
        }
        s.push_str(&m.to.to_string());
        if let Some(p) = m.promotion {
            s.push('=');
            s.push(p.upper_char());
        }
        return s;
    }
    s.push(m.role.upper_char());
    // Other unmoved units of the same kind that could go to the same square.
    let b = state.board();
    let mut rivals = Vec::new();
    for from in state.unmoved() & b.pieces(state.mover(), m.role) {
        if from == m.from {
            continue;
        }
        let mut can = false;
        state.moves_from(from, false, &mut |r| can |= r.to == m.to);
        if can {
            rivals.push(from);
        }
    }
    if !rivals.is_empty() {
        let same_file = rivals.iter().any(|r| r.file() == m.from.file());
        let same_rank = rivals.iter().any(|r| r.rank() == m.from.rank());
        if !same_file {
            s.push(m.from.file().char());
        } else if !same_rank {
            s.push_str(&m.from.rank().to_string());
        } else {
            s.push_str(&m.from.to_string());
        }
    }
    if m.capture.is_some() {
        s.push('x');
    }
    s.push_str(&m.to.to_string());
    s
}

/// SAN of every move of a series, with `+` and `#` (§6.3).
pub fn series_san(series: &Series) -> Vec<String> {
    let mut out = Vec::with_capacity(series.len());
    for (i, m) in series.moves().iter().enumerate() {
        let Some(before) = series.state_before(i) else {
            break;
        };
        let mut s = san_plain(before, m);
        if series.gives_new_check(i) {
            s.push('+');
        }
        out.push(s);
    }
    if let (Some(last), Ok(next)) = (out.last_mut(), series.end()) {
        if next.is_check() && !solver::has_escape(&next) {
            if last.ends_with('+') {
                last.pop();
            }
            last.push('#');
        }
    }
    out
}

/// The series in SAN joined by `, `.
pub fn write_san(series: &Series) -> String {
    series_san(series).join(", ")
}

/// The series in coordinates joined by `,`.
pub fn write_coords(series: &Series) -> String {
    series.coords().join(",")
}

/// Read a series (each move in SAN or coordinates, separated by `,`) from `start`.
pub fn parse_series(start: &Position, text: &str) -> Result<Series, NotationError> {
    let mut series = Series::new(*start);
    extend_series(&mut series, text)?;
    Ok(series)
}

/// Read the moves of `text` (SAN or coordinates, separated by `,`) and play them on
/// the series in progress, all or none: if one fails, the moves made before it are
/// taken back and the error names the failing move (1-based within `text`).
/// Returns the number of moves added.
pub fn extend_series(series: &mut Series, text: &str) -> Result<usize, NotationError> {
    let parts: Vec<&str> = text
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    if parts.is_empty() {
        return Err(NotationError::Empty);
    }
    for (i, part) in parts.iter().enumerate() {
        let fail = |reason| NotationError::Move {
            index: i + 1,
            of: parts.len(),
            text: part.to_string(),
            reason,
        };
        let played = parse_move(series, part).and_then(|m| Ok(series.play(&m)?));
        if let Err(e) = played {
            for _ in 0..i {
                series.undo();
            }
            return Err(fail(e));
        }
    }
    Ok(parts.len())
}

/// Read one move (SAN or coordinates) in the current state of `series`.
pub fn parse_move(series: &Series, text: &str) -> Result<Move, MoveTextError> {
    if let Some((from, to, promo)) = parse_coord(text) {
        return Ok(series.find_move(from, to, promo)?);
    }
    parse_san(series, text)
}

/// `e2e4`, `e7e8q` → squares and promotion.
pub fn parse_coord(text: &str) -> Option<(Square, Square, Option<Role>)> {
    let t = text.trim();
    if !t.is_ascii() || !(4..=5).contains(&t.len()) {
        return None;
    }
    let from = Square::parse(&t[0..2])?;
    let to = Square::parse(&t[2..4])?;
    let promo = match t.get(4..5) {
        None | Some("") => None,
        Some(p) => {
            let c = p.chars().next()?;
            Some(Role::from_char(c).filter(|r| Role::PROMOTIONS.contains(r))?)
        }
    };
    Some((from, to, promo))
}

fn parse_san(series: &Series, text: &str) -> Result<Move, MoveTextError> {
    let mut t: String = text.trim().to_string();
    while t.ends_with(['+', '#', '!', '?']) {
        t.pop();
    }
    let state = series.state();
    let legal = series.legal_moves();
    let castle = match t.as_str() {
        "O-O" | "0-0" => Some(crate::chess::CastleSide::King),
        "O-O-O" | "0-0-0" => Some(crate::chess::CastleSide::Queen),
        _ => None,
    };
    if let Some(cs) = castle {
        return legal
            .into_iter()
            .find(|m| m.kind == MoveKind::Castle(cs))
            .ok_or(MoveTextError::NoCastling);
    }
    if !t.is_ascii() || t.len() < 2 {
        return Err(MoveTextError::Malformed);
    }
    let says_capture = t.contains(['x', ':']);
    let mut chars: Vec<char> = t.chars().filter(|&c| c != 'x' && c != ':').collect();
    let role = match chars.first() {
        Some(&c) if "KQRBN".contains(c) => {
            chars.remove(0);
            Role::from_char(c).unwrap_or(Role::Pawn)
        }
        _ => Role::Pawn,
    };
    let mut promotion = None;
    if role == Role::Pawn {
        if let Some(&c) = chars.last() {
            if "QRBN".contains(c) {
                promotion = Role::from_char(c);
                chars.pop();
                if chars.last() == Some(&'=') {
                    chars.pop();
                }
            }
        }
    }
    if chars.len() < 2 {
        return Err(MoveTextError::Malformed);
    }
    let dest: String = chars[chars.len() - 2..].iter().collect();
    let to = Square::parse(&dest).ok_or(MoveTextError::Malformed)?;
    let disamb = &chars[..chars.len() - 2];
    let mut file = None;
    let mut rank = None;
    for &c in disamb {
        match c {
            'a'..='h' if file.is_none() => file = Some(c as u8 - b'a'),
            '1'..='8' if rank.is_none() => rank = Some(c as u8 - b'1'),
            _ => return Err(MoveTextError::Malformed),
        }
    }
    let matches: Vec<Move> = legal
        .into_iter()
        .filter(|m| {
            m.role == role
                && m.to == to
                && !matches!(m.kind, MoveKind::Castle(_))
                && file.is_none_or(|f| m.from.file().0 == f)
                && rank.is_none_or(|r| m.from.rank().0 == r)
        })
        .collect();
    let promoting = matches.iter().any(|m| m.promotion.is_some());
    let chosen: Vec<Move> = matches
        .iter()
        .copied()
        .filter(|m| !promoting || m.promotion == promotion)
        .collect();
    match chosen.as_slice() {
        [m] if says_capture && !m.is_capture() => Err(MoveTextError::NothingToCapture(to)),
        [m] => Ok(*m),
        [] if promoting => Err(Refusal::PromotionNeeded {
            from: matches[0].from,
            to,
        }
        .into()),
        [] => {
            // Tell why, if one unit of that kind is the evident candidate: the only
            // one, or the only one that could reach the square by its movement.
            let units: Vec<Square> = (state.board().pieces(state.mover(), role))
                .filter(|s| file.is_none_or(|f| s.file().0 == f))
                .filter(|s| rank.is_none_or(|r| s.rank().0 == r))
                .collect();
            let reasons: Vec<Refusal> = units
                .iter()
                .filter_map(|from| series.refusal(*from, to))
                .collect();
            let telling: Vec<&Refusal> = reasons
                .iter()
                .filter(|r| !matches!(r, Refusal::CannotReach { .. }))
                .collect();
            if let [why] = telling.as_slice() {
                return Err((*why).clone().into());
            }
            if let [why] = reasons.as_slice() {
                return Err(why.clone().into());
            }
            Err(MoveTextError::NoSuchMove { role, to })
        }
        many => {
            let froms: Vec<String> = many.iter().map(|m| m.from.to_string()).collect();
            Err(MoveTextError::Ambiguous(format!(
                "the {}s on {} can all move to {to}",
                role.name(),
                froms.join(" and ")
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_read_squares_and_promotion() {
        let sq = |s| Square::parse(s).unwrap();
        assert_eq!(parse_coord("e2e4"), Some((sq("e2"), sq("e4"), None)));
        assert_eq!(
            parse_coord("e7e8q"),
            Some((sq("e7"), sq("e8"), Some(Role::Queen)))
        );
        assert_eq!(parse_coord("e7e8k"), None);
        assert_eq!(parse_coord("e2"), None);
        assert_eq!(parse_coord("Nf3"), None);
        assert_eq!(parse_coord("é2e4"), None);
    }

    #[test]
    fn empty_series_text_is_an_error() {
        let start = Position::initial();
        assert_eq!(parse_series(&start, " , "), Err(NotationError::Empty));
    }
}
