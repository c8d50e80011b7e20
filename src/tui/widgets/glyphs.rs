//! How pieces look: unicode chess glyphs, hanzi, or letters. Widths are measured with
//! `unicode-width`, never assumed from the number of characters.

use crate::config::PieceStyle;
use crate::core::Side;
use crate::play::port::{PieceKind, PieceView};
use unicode_width::UnicodeWidthStr;

/// The symbol of a piece in a style, its letters in the interface's language: a
/// Xiangqi piece in Ukrainian has the seed's Cyrillic letters ([`seed_letter`]).
pub fn glyph(piece: PieceView, style: PieceStyle, lang: crate::i18n::Lang) -> &'static str {
    let hanzi = piece.kind.is_xiangqi() && style.hanzi_for(piece.kind.letter());
    match style {
        PieceStyle::Symbols => symbol(piece),
        PieceStyle::Hanzi(_) if hanzi => symbol(piece),
        PieceStyle::Letters | PieceStyle::Hanzi(_) => match lang {
            crate::i18n::Lang::Uk if piece.kind.is_xiangqi() => seed_letter(piece),
            _ => letter(piece),
        },
    }
}

/// The seed's letters of a Xiangqi piece (`Кр Т С К Л П`), upper case for Red and
/// lower case for Black. The seed writes the soldier `п`, which in lower case would
/// be Black's cannon: on the board, where the case tells the sides apart, the
/// soldier is `Пш`/`пш` (пішак), two letters as the general's `Кр`.
pub fn seed_letter(piece: PieceView) -> &'static str {
    use PieceKind::*;
    let red = piece.side == Side::White;
    match (piece.kind, red) {
        (General, true) => "Кр",
        (Advisor, true) => "Т",
        (Elephant, true) => "С",
        (Horse, true) => "К",
        (Chariot, true) => "Л",
        (Cannon, true) => "П",
        (Soldier, true) => "Пш",
        (General, false) => "кр",
        (Advisor, false) => "т",
        (Elephant, false) => "с",
        (Horse, false) => "к",
        (Chariot, false) => "л",
        (Cannon, false) => "п",
        (Soldier, false) => "пш",
        _ => letter(piece),
    }
}

/// The game's own symbol of a piece: a chess glyph or a hanzi.
pub fn symbol(piece: PieceView) -> &'static str {
    use PieceKind::*;
    let white = piece.side == Side::White;
    match (piece.kind, white) {
        (King, true) => "♔",
        (Queen, true) => "♕",
        (Rook, true) => "♖",
        (Bishop, true) => "♗",
        (Knight, true) => "♘",
        (Pawn, true) => "♙",
        (King, false) => "♚",
        (Queen, false) => "♛",
        (Rook, false) => "♜",
        (Bishop, false) => "♝",
        (Knight, false) => "♞",
        (Pawn, false) => "♟",
        (General, true) => "帥",
        (Advisor, true) => "仕",
        (Elephant, true) => "相",
        (Horse, true) => "傌",
        (Chariot, true) => "俥",
        (Cannon, true) => "炮",
        (Soldier, true) => "兵",
        (General, false) => "將",
        (Advisor, false) => "士",
        (Elephant, false) => "象",
        (Horse, false) => "馬",
        (Chariot, false) => "車",
        (Cannon, false) => "砲",
        (Soldier, false) => "卒",
    }
}

fn letter(piece: PieceView) -> &'static str {
    const UPPER: [&str; 26] = [
        "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q", "R",
        "S", "T", "U", "V", "W", "X", "Y", "Z",
    ];
    const LOWER: [&str; 26] = [
        "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r",
        "s", "t", "u", "v", "w", "x", "y", "z",
    ];
    let i = usize::from(piece.kind.letter() as u8 - b'A');
    match piece.side {
        Side::White => UPPER[i],
        Side::Black => LOWER[i],
    }
}

/// Display width of a symbol in terminal columns.
pub fn width(symbol: &str) -> u16 {
    u16::try_from(UnicodeWidthStr::width(symbol)).unwrap_or(u16::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn ukrainian_letters_are_the_seeds_and_tell_every_piece_apart() {
        let mut seen = std::collections::HashSet::new();
        for side in Side::ALL {
            for kind in PieceKind::XIANGQI {
                let g = glyph(PieceView::new(side, kind), PieceStyle::Letters, Lang::Uk);
                assert!(width(g) <= 2, "{g}");
                assert!(seen.insert(g), "{g} used twice");
            }
        }
        let red = |kind| {
            glyph(
                PieceView::new(Side::White, kind),
                PieceStyle::Letters,
                Lang::Uk,
            )
        };
        use PieceKind::*;
        assert_eq!(
            [General, Advisor, Elephant, Horse, Chariot, Cannon].map(red),
            ["Кр", "Т", "С", "К", "Л", "П"]
        );
        // A few kinds in hanzi, the rest in letters; chess in letters.
        let kr = PieceStyle::parse("hanzi:K,R").unwrap();
        let red = |kind| glyph(PieceView::new(Side::White, kind), kr, Lang::Uk);
        assert_eq!([General, Chariot, Horse].map(red), ["帥", "俥", "К"]);
        assert_eq!(glyph(PieceView::new(Side::Black, Rook), kr, Lang::En), "r");
        // Chess letters stay Latin.
        assert_eq!(
            glyph(
                PieceView::new(Side::White, Knight),
                PieceStyle::Letters,
                Lang::Uk
            ),
            "N"
        );
    }

    #[test]
    fn hanzi_are_two_columns_and_distinct_per_side() {
        use PieceKind::*;
        let kinds = PieceKind::XIANGQI;
        let mut seen = std::collections::HashSet::new();
        for side in Side::ALL {
            for kind in kinds {
                let g = glyph(PieceView::new(side, kind), PieceStyle::Symbols, Lang::En);
                assert_eq!(width(g), 2, "{g}");
                assert!(seen.insert(g), "{g} used twice");
                assert_eq!(
                    width(glyph(
                        PieceView::new(side, kind),
                        PieceStyle::Letters,
                        Lang::En
                    )),
                    1
                );
            }
        }
        assert_eq!(
            glyph(
                PieceView::new(Side::White, Elephant),
                PieceStyle::Letters,
                Lang::En
            ),
            "E"
        );
        assert_eq!(
            glyph(
                PieceView::new(Side::Black, Horse),
                PieceStyle::Letters,
                Lang::En
            ),
            "h"
        );
    }
}
