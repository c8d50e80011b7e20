//! The rules pages in words: each page's title, text and diagram caption, found by
//! the page's stable key (`tui::rules::pages`), and the pages' heading.

use crate::core::Side;
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::session::GameKind;
use crate::words::common::{side_key, Say};

/// The message ids of one page's words.
struct PageWords {
    page: &'static str,
    title: &'static str,
    /// Paragraphs separated by blank lines (see [`crate::words::learn::paragraphs`]).
    text: &'static str,
    /// One line under the page's diagram.
    caption: Option<&'static str>,
}

/// The words of every page, by its key.
static PAGES: &[PageWords] = &[
    PageWords {
        page: "flickering.series",
        title: "learn-rules-flickering-series-title",
        text: "learn-rules-flickering-series",
        caption: Some("learn-rules-flickering-series-caption"),
    },
    PageWords {
        page: "flickering.king-steps",
        title: "learn-rules-flickering-king-steps-title",
        text: "learn-rules-flickering-king-steps",
        caption: Some("learn-rules-flickering-king-steps-caption"),
    },
    PageWords {
        page: "flickering.king-ends",
        title: "learn-rules-flickering-king-ends-title",
        text: "learn-rules-flickering-king-ends",
        caption: Some("learn-rules-flickering-king-ends-caption"),
    },
    PageWords {
        page: "flickering.never-captured",
        title: "learn-rules-flickering-never-captured-title",
        text: "learn-rules-flickering-never-captured",
        caption: Some("learn-rules-flickering-never-captured-caption"),
    },
    PageWords {
        page: "flickering.castling",
        title: "learn-rules-flickering-castling-title",
        text: "learn-rules-flickering-castling",
        caption: Some("learn-rules-flickering-castling-caption"),
    },
    PageWords {
        page: "flickering.en-passant",
        title: "learn-rules-flickering-en-passant-title",
        text: "learn-rules-flickering-en-passant",
        caption: Some("learn-rules-flickering-en-passant-caption"),
    },
    PageWords {
        page: "flickering.promotion",
        title: "learn-rules-flickering-promotion-title",
        text: "learn-rules-flickering-promotion",
        caption: Some("learn-rules-flickering-promotion-caption"),
    },
    PageWords {
        page: "flickering.mate",
        title: "learn-rules-flickering-mate-title",
        text: "learn-rules-flickering-mate",
        caption: Some("learn-rules-flickering-mate-caption"),
    },
    PageWords {
        page: "flickering.stalemate",
        title: "learn-rules-flickering-stalemate-title",
        text: "learn-rules-flickering-stalemate",
        caption: Some("learn-rules-flickering-stalemate-caption"),
    },
    PageWords {
        page: "flickering.draws",
        title: "learn-rules-flickering-draws-title",
        text: "learn-rules-flickering-draws",
        caption: None,
    },
    PageWords {
        page: "xiangqi.board",
        title: "learn-rules-xiangqi-board-title",
        text: "learn-rules-xiangqi-board",
        caption: Some("learn-rules-xiangqi-board-caption"),
    },
    PageWords {
        page: "xiangqi.pieces",
        title: "learn-rules-xiangqi-pieces-title",
        text: "learn-rules-xiangqi-pieces",
        caption: None,
    },
    PageWords {
        page: "xiangqi.legs-and-eyes",
        title: "learn-rules-xiangqi-legs-and-eyes-title",
        text: "learn-rules-xiangqi-legs-and-eyes",
        caption: Some("learn-rules-xiangqi-legs-and-eyes-caption"),
    },
    PageWords {
        page: "xiangqi.cannon",
        title: "learn-rules-xiangqi-cannon-title",
        text: "learn-rules-xiangqi-cannon",
        caption: Some("learn-rules-xiangqi-cannon-caption"),
    },
    PageWords {
        page: "xiangqi.flying-general",
        title: "learn-rules-xiangqi-flying-general-title",
        text: "learn-rules-xiangqi-flying-general",
        caption: Some("learn-rules-xiangqi-flying-general-caption"),
    },
    PageWords {
        page: "xiangqi.stalemate",
        title: "learn-rules-xiangqi-stalemate-title",
        text: "learn-rules-xiangqi-stalemate",
        caption: Some("learn-rules-xiangqi-stalemate-caption"),
    },
    PageWords {
        page: "xiangqi.perpetual",
        title: "learn-rules-xiangqi-perpetual-title",
        text: "learn-rules-xiangqi-perpetual",
        caption: None,
    },
    PageWords {
        page: "xiangqi.draws",
        title: "learn-rules-xiangqi-draws-title",
        text: "learn-rules-xiangqi-draws",
        caption: None,
    },
];

fn words_of(page: &str) -> Option<&'static PageWords> {
    PAGES.iter().find(|w| w.page == page)
}

/// A text of the rules pages. A page is named by its stable key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesText<'a> {
    /// "Flickering Chess — the rules, page 2 of 10".
    Head {
        kind: GameKind,
        page: usize,
        count: usize,
    },
    Title(&'a str),
    /// Paragraphs separated by blank lines.
    Text(&'a str),
    /// The line under a page's diagram, with the side to move in it when its
    /// position has one (`turn`).
    Caption {
        page: &'a str,
        kind: GameKind,
        turn: Option<Side>,
    },
    /// A diagram whose position cannot be drawn (a mistake in the pages' data).
    DiagramUnreadable,
    /// A diagram the screen is too narrow for: the columns it needs.
    DiagramNeeds(u16),
}

impl RulesText<'_> {
    /// Whether the page has its words.
    pub fn has_words(page: &str) -> bool {
        words_of(page).is_some()
    }
}

impl Say for RulesText<'_> {
    fn say(&self, lang: Lang) -> String {
        // A page without words shows its key (a test makes sure every page has them).
        let id = |page: &str, pick: fn(&PageWords) -> Option<&'static str>| {
            words_of(page)
                .and_then(pick)
                .map_or_else(|| page.to_string(), |id| tr(lang, id))
        };
        match *self {
            RulesText::Head { kind, page, count } => tr_args(
                lang,
                "learn-rules-head",
                &[
                    ("game", kind.say(lang).into()),
                    ("page", page.into()),
                    ("count", count.into()),
                ],
            ),
            RulesText::Title(page) => id(page, |w| Some(w.title)),
            RulesText::Text(page) => id(page, |w| Some(w.text)),
            RulesText::Caption { page, kind, turn } => {
                let caption = ("caption", Arg::from(id(page, |w| w.caption)));
                match turn {
                    Some(side) => tr_args(
                        lang,
                        "learn-rules-diagram-turn",
                        &[caption, ("side", side_key(kind, side).into())],
                    ),
                    None => tr_args(lang, "learn-rules-diagram", &[caption]),
                }
            }
            RulesText::DiagramUnreadable => tr(lang, "learn-rules-diagram-unreadable"),
            RulesText::DiagramNeeds(columns) => tr_args(
                lang,
                "learn-rules-diagram-needs",
                &[("columns", u32::from(columns).into())],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::common::walk;

    #[test]
    fn every_rules_text_in_both_languages() {
        use RulesText as T;
        let name = |t: &RulesText| -> &'static str {
            match t {
                T::Head { .. } => "Head",
                T::Title(_) => "Title",
                T::Text(_) => "Text",
                T::Caption { .. } => "Caption",
                T::DiagramUnreadable => "DiagramUnreadable",
                T::DiagramNeeds(_) => "DiagramNeeds",
            }
        };
        let mut all = vec![T::DiagramUnreadable, T::DiagramNeeds(41)];
        for words in PAGES {
            let kind = if words.page.starts_with("xiangqi") {
                GameKind::Xiangqi
            } else {
                GameKind::Flickering
            };
            all.extend([
                T::Head {
                    kind,
                    page: 2,
                    count: 9,
                },
                T::Title(words.page),
                T::Text(words.page),
            ]);
            if words.caption.is_some() {
                for turn in [None, Some(Side::White), Some(Side::Black)] {
                    all.push(T::Caption {
                        page: words.page,
                        kind,
                        turn,
                    });
                }
            }
        }
        walk(&all, name, 6, &[]);
        // A page without words would show its key.
        assert_eq!(
            T::Title("flickering.series").say(Lang::Uk),
            "Хід — це серія"
        );
        assert!(!T::has_words("no.such-page"));
    }
}
