//! The words of the learning screens — rules pages, lessons, practice — in the
//! player's language, from `i18n/<lang>/learn.ftl`: the typed values of `practice`
//! (why a lesson or a puzzle refuses an answer, a mate's proof, a puzzle's kind, why
//! generation stopped) and each screen's texts ([`rules::RulesText`],
//! [`lessons::LessonsText`], [`practice::PracticeText`]). The layers below carry no
//! words; the rules pages and lessons are named by their stable keys, and their
//! words are found here.

use crate::chess::Square;
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::practice::proof::Unit;
use crate::words::common::Say;
use crate::words::flickering::unit_on;

/// "the series cannot end: your king is attacked by …".
pub(crate) fn series_cannot_end(lang: Lang, why: &crate::flicker::CannotEnd) -> String {
    tr_args(
        lang,
        "learn-series-cannot-end",
        &[("why", why.say(lang).into())],
    )
}

pub mod lessons;
pub mod practice;
pub mod proof;
pub mod rules;

/// A long message as paragraphs: the message files write a paragraph over several
/// lines and separate paragraphs by a blank line; each paragraph becomes one line
/// of text, which the screen wraps to its width.
pub fn paragraphs(text: &str) -> Vec<String> {
    text.split("\n\n")
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|p| !p.is_empty())
        .collect()
}

/// "a, b and c" in `lang` ("nothing" for none).
pub(crate) fn listed(lang: Lang, names: Vec<String>) -> String {
    if names.is_empty() {
        tr(lang, "learn-nothing")
    } else {
        crate::words::common::and_list(lang, names)
    }
}

pub(crate) fn units(lang: Lang, list: &[Unit]) -> String {
    listed(
        lang,
        list.iter()
            .map(|u| unit_on(lang, u.role, u.square))
            .collect(),
    )
}

/// A square as an argument of a message.
pub(crate) fn sq(s: &Square) -> Arg<'static> {
    Arg::from(s.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Role;

    #[test]
    fn paragraphs_join_their_lines_and_split_at_blank_lines() {
        assert_eq!(
            paragraphs("One two\nthree.\n\nFour\n  five."),
            ["One two three.", "Four five."]
        );
        assert_eq!(paragraphs(""), Vec::<String>::new());
    }

    #[test]
    fn a_message_of_several_paragraphs_keeps_them_apart() {
        for lang in Lang::ALL {
            let text = tr(lang, "learn-rules-flickering-draws");
            assert_eq!(paragraphs(&text).len(), 4, "{lang:?}: {text}");
        }
    }

    #[test]
    fn lists_of_units_are_joined_in_each_language() {
        let sq = |s| Square::parse(s).expect("a square");
        let list = vec![
            Unit {
                role: Role::Rook,
                square: sq("e8"),
            },
            Unit {
                role: Role::Bishop,
                square: sq("b5"),
            },
            Unit {
                role: Role::Queen,
                square: sq("d1"),
            },
        ];
        assert_eq!(
            units(Lang::En, &list),
            "the rook on e8, the bishop on b5 and the queen on d1"
        );
        assert_eq!(
            units(Lang::Uk, &list),
            "тура на e8, слон на b5 і ферзь на d1"
        );
        assert_eq!(units(Lang::En, &[]), "nothing");
    }
}
