//! Keys typed on a Cyrillic layout: the Latin key in the same place.
//!
//! A player whose keyboard is switched to Ukrainian (ЙЦУКЕН) types `у` where the
//! Latin layout has `e`; [`super::binding_for`] looks such a letter up as the Latin
//! key in its place when no binding takes the letter itself. The places are those
//! of the standard Ukrainian layout over a US one, and the Russian-only letters
//! (`ы э ъ ё`) in theirs, since some players have a Russian layout; shifted letters
//! are the shifted keys (`У` is `E`, `Ж` is `:`, `Х` is `{`).

/// A Cyrillic letter, the Latin key in its place, and that key shifted.
const PLACES: [(char, char, char); 36] = [
    ('й', 'q', 'Q'),
    ('ц', 'w', 'W'),
    ('у', 'e', 'E'),
    ('к', 'r', 'R'),
    ('е', 't', 'T'),
    ('н', 'y', 'Y'),
    ('г', 'u', 'U'),
    ('ш', 'i', 'I'),
    ('щ', 'o', 'O'),
    ('з', 'p', 'P'),
    ('х', '[', '{'),
    ('ї', ']', '}'),
    ('ф', 'a', 'A'),
    ('і', 's', 'S'),
    ('в', 'd', 'D'),
    ('а', 'f', 'F'),
    ('п', 'g', 'G'),
    ('р', 'h', 'H'),
    ('о', 'j', 'J'),
    ('л', 'k', 'K'),
    ('д', 'l', 'L'),
    ('ж', ';', ':'),
    ('є', '\'', '"'),
    ('я', 'z', 'Z'),
    ('ч', 'x', 'X'),
    ('с', 'c', 'C'),
    ('м', 'v', 'V'),
    ('и', 'b', 'B'),
    ('т', 'n', 'N'),
    ('ь', 'm', 'M'),
    ('б', ',', '<'),
    ('ю', '.', '>'),
    // Russian only: ы where і is, э where є is, ъ where ї is, ё left of 1.
    ('ы', 's', 'S'),
    ('э', '\'', '"'),
    ('ъ', ']', '}'),
    ('ё', '`', '~'),
];

/// The Latin key in the place of the Cyrillic letter `c` (either case), if it has one.
pub fn latin(c: char) -> Option<char> {
    PLACES.iter().find_map(|&(lower, plain, shifted)| {
        if c == lower {
            Some(plain)
        } else if c.is_uppercase() && c.to_lowercase().eq(std::iter::once(lower)) {
            Some(shifted)
        } else {
            None
        }
    })
}

/// The Cyrillic letter in the place of the Latin letter `c` on the Ukrainian layout
/// (for words about keys: `у` for `e`).
pub fn ukrainian(c: char) -> Option<char> {
    PLACES[..32].iter().find_map(|&(lower, plain, shifted)| {
        if c == plain {
            Some(lower)
        } else if c == shifted {
            lower.to_uppercase().next()
        } else {
            None
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ukrainian_letter_has_its_latin_place_in_both_cases() {
        let row = "йцукенгшщзхїфівапролджєячсмитьбю";
        let latin_row = "qwertyuiop[]asdfghjkl;'zxcvbnm,.";
        for (c, l) in row.chars().zip(latin_row.chars()) {
            assert_eq!(latin(c), Some(l), "{c}");
            assert_eq!(ukrainian(l), Some(c), "{l}");
        }
        assert_eq!(latin('У'), Some('E'));
        assert_eq!(latin('Г'), Some('U'));
        assert_eq!(latin('Ж'), Some(':'));
        assert_eq!(latin('Х'), Some('{'));
        assert_eq!(ukrainian('E'), Some('У'));
        // Russian letters in their places; Latin letters and digits have none.
        assert_eq!(latin('ы'), Some('s'));
        assert_eq!(latin('Ъ'), Some('}'));
        assert_eq!(latin('ё'), Some('`'));
        assert_eq!(latin('e'), None);
        assert_eq!(latin('1'), None);
    }
}
