//! ICCS moves, as xqbase-style Xiangqi records write them (`[Format "ICCS"]`):
//! origin and destination, files `a`–`i` from Red's left and ranks `0`–`9` from
//! Red's side — `h2e2` is the cannon move that duochess's coordinates write `h3e3`
//! (ranks 1–10). Written in lower case without a dash (`h2e2`); read in either
//! case, with or without the dash (`H2-E2`, as older files write it).
//!
//! The ranks are the only difference from duochess's coordinates: ICCS rank `r` is
//! the board's 0-based rank `r` ([`crate::core::Rank`]`(r)`), whose number shown
//! to players is `r + 1`. Both directions go through [`Point`] values, never
//! through text, so the shift is made once, here.

use crate::core::{File, Rank};
use crate::xiangqi::{Move, Point, Position, Refusal};

/// Write `mv` in ICCS: `h2e2`.
pub fn write(mv: Move) -> String {
    let point = |p: Point| format!("{}{}", p.file().char(), p.rank().0);
    format!("{}{}", point(mv.from), point(mv.to))
}

/// The two points of an ICCS text (`h2e2`, `H2-E2`), if it has that shape.
fn points(text: &str) -> Option<(Point, Point)> {
    let chars: Vec<char> = text.trim().chars().collect();
    let chars: Vec<char> = match chars.as_slice() {
        [a, b, '-', c, d] => vec![*a, *b, *c, *d],
        [_, _, _, _] => chars,
        _ => return None,
    };
    let point = |file: char, rank: char| {
        let file = File::from_char(file, 9)?;
        let rank = rank.to_digit(10)?;
        Point::new(file, Rank(u8::try_from(rank).ok()?))
    };
    Some((point(chars[0], chars[1])?, point(chars[2], chars[3])?))
}

/// Whether `text` has the shape of an ICCS move (syntax only).
pub fn fits(text: &str) -> bool {
    points(text).is_some()
}

/// Why an ICCS text is not a move here.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IccsError {
    /// Not the shape of an ICCS move.
    #[error(transparent)]
    Malformed(#[from] super::NotIccs),
    /// Well formed, but the rules refuse it.
    #[error(transparent)]
    Refused(Refusal),
}

/// Read an ICCS move of `pos`.
pub fn parse(pos: &Position, text: &str) -> Result<Move, IccsError> {
    let (from, to) = points(text).ok_or(super::NotIccs)?;
    pos.check_move(from, to).map_err(IccsError::Refused)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_count_from_zero_on_reds_side() {
        let pos = Position::start();
        // The central cannon: h3e3 in duochess's coordinates.
        let mv = parse(&pos, "h2e2").unwrap();
        assert_eq!(mv.coord(), "h3e3");
        assert_eq!(write(mv), "h2e2");
        for text in ["H2-E2", "h2-e2", "H2E2", " h2e2 "] {
            assert_eq!(parse(&pos, text), Ok(mv), "{text}");
        }
        // Red's chariot on a0 (a1 in duochess's coordinates) goes up one.
        assert_eq!(parse(&pos, "a0a1").unwrap().coord(), "a1a2");
        // Black's horse h9 (h10) to g7 (g8), after Red's move.
        let mut after = pos.clone();
        after.play(mv);
        assert_eq!(parse(&after, "h9g7").unwrap().coord(), "h10g8");
    }

    #[test]
    fn other_shapes_are_not_iccs_and_illegal_moves_are_refused() {
        for text in [
            "h3e3x", "h10g8", "C2.5", "Che3", "j2e2", "h2e", "", "h2--e2",
        ] {
            assert!(!fits(text), "{text}");
            assert_eq!(
                parse(&Position::start(), text),
                Err(IccsError::Malformed(crate::record::NotIccs)),
                "{text}"
            );
        }
        assert!(matches!(
            parse(&Position::start(), "h2h8"),
            Err(IccsError::Refused(_))
        ));
    }
}
