//! The look-alike letters of the Latin and Cyrillic alphabets, shared by the
//! notations that read both (the seed's Flickering Chess and Xiangqi notations).
//!
//! A letter is read by what it is (its Unicode code point), never by how it looks:
//! a text that fits no notation but would fit with one letter swapped for its
//! look-alike is refused naming both letters ([`look_alike`]), so the player sees
//! which key to press.

/// Whether `c` is a Cyrillic character.
pub fn is_cyrillic(c: char) -> bool {
    ('\u{0400}'..='\u{04FF}').contains(&c)
}

/// Pairs of letters that look alike: Cyrillic, Latin. (`п`/`n`: the seed's Xiangqi
/// soldier and the Latin n.)
const TWINS: [(char, char); 22] = [
    ('А', 'A'),
    ('В', 'B'),
    ('С', 'C'),
    ('Е', 'E'),
    ('Н', 'H'),
    ('І', 'I'),
    ('К', 'K'),
    ('М', 'M'),
    ('О', 'O'),
    ('Р', 'P'),
    ('Т', 'T'),
    ('Х', 'X'),
    ('а', 'a'),
    ('с', 'c'),
    ('е', 'e'),
    ('і', 'i'),
    ('о', 'o'),
    ('р', 'p'),
    ('х', 'x'),
    ('у', 'y'),
    ('к', 'k'),
    ('п', 'n'),
];

/// The look-alike of `c` in the other alphabet, if it has one.
pub fn twin(c: char) -> Option<char> {
    TWINS
        .iter()
        .find_map(|&(cy, la)| (c == cy).then_some(la).or((c == la).then_some(cy)))
}

/// The first letter of `text` whose look-alike (each of its occurrences replaced)
/// makes `fits` true, and that look-alike: the Cyrillic `е` of `е4` (squares are
/// Latin), the Latin `C` of `Cc3` (the Cyrillic `С` is the bishop), the Latin `p`
/// of `Кpe2` (the king is `Кр`), the Latin `T` of Xiangqi's `Te2` (the advisor is
/// the Cyrillic `Т`).
pub fn look_alike(text: &str, fits: impl Fn(&str) -> bool) -> Option<(char, char)> {
    let mut tried = Vec::new();
    for found in text.chars() {
        let Some(like) = twin(found) else { continue };
        if tried.contains(&found) {
            continue;
        }
        tried.push(found);
        let swapped: String = text
            .chars()
            .map(|c| if c == found { like } else { c })
            .collect();
        if fits(&swapped) {
            return Some((found, like));
        }
    }
    None
}
