//! The seed's Cyrillic piece letters (`Кр Ф Т С К`, and `Л` for the rook as the
//! seed's own text writes it), and the look-alike letters of the two alphabets.
//!
//! A letter is read by what it is (its Unicode code point), never by how it looks:
//! the Cyrillic `К` is the knight (кінь), the Latin `K` the king; the Cyrillic `С`
//! is the bishop (слон), the Latin `C` no piece at all. A text that fits no notation
//! but holds a letter whose look-alike would fit is refused naming both letters
//! ([`look_alike`]), so the player sees which key to press.

use crate::chess::Role;

/// The seed's letters for a piece, as written (pawns have none).
pub const fn letter(role: Role) -> &'static str {
    match role {
        Role::King => "Кр",
        Role::Queen => "Ф",
        Role::Rook => "Т",
        Role::Bishop => "С",
        Role::Knight => "К",
        Role::Pawn => "",
    }
}

/// The piece of a one-letter Cyrillic piece name (the king, `Кр`, has two letters).
fn piece(c: char) -> Option<Role> {
    Some(match c {
        'Ф' => Role::Queen,
        'Т' | 'Л' => Role::Rook,
        'С' => Role::Bishop,
        'К' => Role::Knight,
        _ => return None,
    })
}

/// The piece's English SAN letter (`K Q R B N`).
fn latin(role: Role) -> char {
    role.upper_char()
}

pub use crate::core::alphabet::{is_cyrillic, look_alike, twin};

/// The text of a move in the seed's SAN with its Cyrillic piece letter (and
/// promotion letter) replaced by the English one: `Крe2` → `Ke2`, `Л:b8` → `R:b8`,
/// `d7:c8Ф` → `d7:c8Q`. `None` unless the text has a Cyrillic piece letter where SAN
/// has one (first, or a pawn's promotion last) and is otherwise ASCII: squares,
/// capture signs and check marks are the same in both alphabets.
pub fn to_latin(text: &str) -> Option<String> {
    let t = text.trim();
    let (lead, rest) = match t.strip_prefix("Кр") {
        Some(rest) => (Some(Role::King), rest),
        None => match t
            .chars()
            .next()
            .and_then(|c| Some((piece(c)?, c.len_utf8())))
        {
            Some((role, len)) => (Some(role), &t[len..]),
            None => (None, t),
        },
    };
    let body = rest.trim_end_matches(['+', '#', '!', '?']);
    let marks = &rest[body.len()..];
    let (body, promotion) = match (lead, body.chars().next_back()) {
        (None, Some(c)) => match piece(c) {
            Some(role) => (&body[..body.len() - c.len_utf8()], Some(role)),
            None => (body, None),
        },
        _ => (body, None),
    };
    if (lead.is_none() && promotion.is_none()) || !body.is_ascii() {
        return None;
    }
    let mut out = String::with_capacity(body.len() + marks.len() + 2);
    out.extend(lead.map(latin));
    out.push_str(body);
    out.extend(promotion.map(latin));
    out.push_str(marks);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cyrillic_letters_become_the_english_ones() {
        assert_eq!(to_latin("Крe2").as_deref(), Some("Ke2"));
        assert_eq!(to_latin("Кbd2").as_deref(), Some("Nbd2"));
        assert_eq!(to_latin("Л:b8").as_deref(), Some("R:b8"));
        assert_eq!(to_latin("Т1a3+").as_deref(), Some("R1a3+"));
        assert_eq!(to_latin("d7:c8Ф#").as_deref(), Some("d7:c8Q#"));
        // No Cyrillic piece letter: not Cyrillic SAN.
        assert_eq!(to_latin("e4"), None);
        assert_eq!(to_latin("Nf3"), None);
        // Squares are Latin.
        assert_eq!(to_latin("Сс3"), None);
        assert_eq!(to_latin("Вc3"), None);
    }
}
