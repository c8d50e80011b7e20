//! The seed's notation: Xiangqi as the seed text writes it for Ukrainian readers,
//! on European points (files a–i, ranks 1–10, Red's general on e1) with Cyrillic
//! piece letters — **Кр** general, **Т** advisor (охоронець; deliberately not Ф),
//! **С** elephant, **К** horse, **Л** chariot, **П** cannon, **п** soldier — and
//! the seed's colon for a capture: `Пhe3`, `Кg3`, `Л:h10`, `пe6`.
//!
//! Written like our algebraic ([`super::algebraic`]) letter for letter: the same
//! origin when another like piece could go to the same point (file, else rank,
//! else the point: `Лbe2`, `К3e5`), `:` for a capture, `+` for check and `#` for
//! mate. The soldier's `п` is always written, so a written text names its notation.
//!
//! Read: the `п` may be left out, as the seed allows ("при позначенні ходів пішака
//! букву «п» можна опускати"): `d:e6` is a soldier's capture. A capture may also be
//! written with `x`, and the marks `+ # ! ?` are optional. A text is in this
//! notation when it starts with one of these letters, or has no letter and the
//! colon: a letterless `e5` without a colon is algebraic (the same move). Points
//! are Latin; a Latin look-alike of a letter (`K`, `T`, `C`, `n`) or a Cyrillic one
//! in a point (`е5`) is refused naming it, see [`super::parse_any`].

use super::algebraic::{self, parse_rest, Parsed};
use super::{Malformed, Notation, NotationError};
use crate::xiangqi::{Move, PieceKind, Position};

/// The seed's letters for a kind.
pub const fn letter(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::General => "Кр",
        PieceKind::Advisor => "Т",
        PieceKind::Elephant => "С",
        PieceKind::Horse => "К",
        PieceKind::Chariot => "Л",
        PieceKind::Cannon => "П",
        PieceKind::Soldier => "п",
    }
}

/// The piece letter a text starts with (`Кр` before `К`) and the rest of it.
fn lead(text: &str) -> Option<(PieceKind, &str)> {
    if let Some(rest) = text.strip_prefix("Кр") {
        return Some((PieceKind::General, rest));
    }
    let c = text.chars().next()?;
    let kind = match c {
        'Т' => PieceKind::Advisor,
        'С' => PieceKind::Elephant,
        'К' => PieceKind::Horse,
        'Л' => PieceKind::Chariot,
        'П' => PieceKind::Cannon,
        'п' => PieceKind::Soldier,
        _ => return None,
    };
    Some((kind, &text[c.len_utf8()..]))
}

/// Write `mv`, which must be legal in `pos`.
pub fn write(pos: &Position, mv: Move) -> String {
    let mut s = String::from(letter(mv.piece.kind));
    s.push_str(&algebraic::origin(pos, mv));
    if mv.is_capture() {
        s.push(':');
    }
    s.push_str(&mv.to.to_string());
    s.push_str(algebraic::mark(pos, mv));
    s
}

fn parse_text(text: &str) -> Result<Parsed, NotationError> {
    let bad = |reason: Malformed| NotationError::malformed(text, Notation::Cyrillic, reason);
    let body = text.trim().trim_end_matches(['+', '#', '!', '?']);
    if body.is_empty() {
        return Err(bad(Malformed::Empty));
    }
    let (lettered, rest) = match lead(body) {
        Some((kind, rest)) => (Some(kind), rest),
        // Without a letter only a soldier's capture (`d:e6`) is of this shape.
        None if body.contains(':') => (None, body),
        None => return Err(bad(Malformed::CyrillicLetter)),
    };
    // A soldier written `п` is lettered: it may name its origin as a rank too.
    if !rest.is_ascii() {
        return Err(bad(Malformed::CyrillicCharacters));
    }
    parse_rest(text, Notation::Cyrillic, lettered, rest, ':')
}

/// Whether `text` has the shape of a move in the seed's notation (syntax only).
pub fn fits(text: &str) -> bool {
    parse_text(text).is_ok()
}

/// Read a move in the seed's notation and find it among the legal moves of `pos`.
pub fn parse(pos: &Position, text: &str) -> Result<Move, NotationError> {
    algebraic::find(pos, text, &parse_text(text)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xiangqi::notation::{coord, parse_any};

    fn start_move(text: &str) -> Move {
        coord::parse(&Position::start(), text).unwrap()
    }

    #[test]
    fn the_seeds_spellings_at_the_start() {
        let pos = Position::start();
        // Both cannons could go to e3: the file says which (as `Che3`).
        assert_eq!(write(&pos, start_move("h3e3")), "Пhe3");
        assert_eq!(write(&pos, start_move("h1g3")), "Кg3");
        assert_eq!(write(&pos, start_move("g4g5")), "пg5");
        assert_eq!(write(&pos, start_move("e1e2")), "Крe2");
        assert_eq!(write(&pos, start_move("d1e2")), "Тde2");
        assert_eq!(write(&pos, start_move("c1e3")), "Сce3");
        assert_eq!(write(&pos, start_move("a1a2")), "Лa2");
        assert_eq!(write(&pos, start_move("h3h10")), "П:h10");
        for (text, coords) in [
            ("Пhe3", "h3e3"),
            ("Кg3", "h1g3"),
            ("пg5", "g4g5"),
            ("Крe2", "e1e2"),
            ("Тde2", "d1e2"),
            ("Сge3", "g1e3"),
            ("П:h10", "h3h10"),
            ("Пxh10", "h3h10"),
            ("Лa2", "a1a2"),
        ] {
            assert_eq!(parse(&pos, text), Ok(start_move(coords)), "{text}");
            assert_eq!(Notation::of(text), Ok(Notation::Cyrillic), "{text}");
            assert_eq!(parse_any(&pos, text), Ok(start_move(coords)), "{text}");
        }
        // The п left out: a plain move is algebraic, a capture the seed's.
        assert_eq!(parse_any(&pos, "g5"), Ok(start_move("g4g5")));
        assert_eq!(Notation::of("g5"), Ok(Notation::Algebraic));
        assert_eq!(Notation::of("d:e6"), Ok(Notation::Cyrillic));
    }

    #[test]
    fn a_soldier_capture_without_its_letter() {
        // The red soldier e6 (across the river) captures forward on e7 or sideways on d6.
        let pos = Position::from_fen("4k4/9/9/4p4/3nP4/9/9/9/9/4K4 w - - 0 1").unwrap();
        let forward = coord::parse(&pos, "e6e7").unwrap();
        let sideways = coord::parse(&pos, "e6d6").unwrap();
        assert_eq!(write(&pos, forward), "п:e7");
        assert_eq!(write(&pos, sideways), "п:d6");
        assert_eq!(parse_any(&pos, ":e7"), Ok(forward));
        assert_eq!(parse_any(&pos, "e:e7"), Ok(forward));
        assert_eq!(parse_any(&pos, "п:d6"), Ok(sideways));
        assert_eq!(parse_any(&pos, "e:d6"), Ok(sideways));
        assert_eq!(parse_any(&pos, "пxd6"), Ok(sideways));
    }

    #[test]
    fn mate_is_written_with_a_hash_check_with_a_plus() {
        // The chariot a9 holds the 9th rank; i8-i10 mates the general on d10.
        let pos = Position::from_fen("3k5/R8/8R/9/9/9/9/9/9/4K4 w - - 0 1").unwrap();
        let mate = coord::parse(&pos, "i8i10").unwrap();
        assert!(pos.after(mate).outcome().is_over());
        assert_eq!(write(&pos, mate), "Лi10#");
        assert_eq!(algebraic::write(&pos, mate), "Ri10#");
        let check = coord::parse(&pos, "a9a10").unwrap();
        assert_eq!(write(&pos, check), "Лa10+");
        assert_eq!(parse(&pos, "Лi10#"), Ok(mate));
        assert_eq!(parse(&pos, "Лi10"), Ok(mate));
    }
}
