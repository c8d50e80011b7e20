//! The names and notes the port hands up to the game screen, in words: notation
//! names, captions of a position browsed, hints' headings, notices (a Xiangqi
//! repetition warning), piece names and the board colours' names.

use crate::config::Theme;
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::play::port::{Caption, HintHeading, NotationStyle, Notice, PieceKind};
use crate::session::xiangqi::RepetitionWarning;
use crate::session::{GameKind, GameResult};
use crate::words::common::{side_key, Say};
use crate::words::sides::{end_reason_in_sentence, turn_label};

/// A notation's name: "algebraic", "WXF", "Chinese".
impl Say for NotationStyle {
    fn say(&self, lang: Lang) -> String {
        tr(
            lang,
            match self {
                NotationStyle::Standard => "notation-standard",
                NotationStyle::Wxf => "notation-wxf",
                NotationStyle::Chinese => "notation-chinese",
                NotationStyle::Seed => "notation-seed",
                NotationStyle::Coordinates => "notation-coordinates",
            },
        )
    }
}

/// Which position a browsed snapshot shows ("after move 3 (Che3)", "start");
/// `seed`: series letters as the seed writes them.
pub(super) fn caption(lang: Lang, kind: GameKind, c: &Caption, seed: bool) -> String {
    use Caption as C;
    match c {
        C::Start => tr(lang, "game-caption-start"),
        C::AfterSeries(line) => tr_args(
            lang,
            "game-caption-after-series",
            &[("line", line.as_str().into())],
        ),
        C::AfterMove { number, text } => tr_args(
            lang,
            "game-caption-after-move",
            &[("number", (*number).into()), ("text", text.as_str().into())],
        ),
        C::InSeries {
            number,
            side,
            step,
            of,
            moves,
        } => tr_args(
            lang,
            "game-caption-in-series",
            &[
                ("label", turn_label(lang, kind, *number, *side, seed).into()),
                ("step", (*step).into()),
                ("of", (*of).into()),
                ("moves", moves.as_str().into()),
            ],
        ),
    }
}

/// What a hint's moves are ("A rescue series", "All 3 legal replies to the check").
impl Say for HintHeading {
    fn say(&self, lang: Lang) -> String {
        match *self {
            HintHeading::RescueSeries => tr(lang, "game-hint-rescue-series"),
            HintHeading::RescueFromHere => tr(lang, "game-hint-rescue-from-here"),
            HintHeading::Replies(n) => tr_args(lang, "game-hint-replies", &[("count", n.into())]),
            HintHeading::ComputerSeries => tr(lang, "game-hint-computer-series"),
            HintHeading::EngineMove => tr(lang, "game-hint-engine-move"),
            HintHeading::MateIn(n) => tr_args(lang, "game-hint-mate-in", &[("count", n.into())]),
        }
    }
}

/// A notice about the last move.
impl Say for Notice {
    fn say(&self, lang: Lang) -> String {
        match self {
            Notice::Repetition(w) => w.say(lang),
        }
    }
}

/// A Xiangqi repetition warning, naming the player who must change and what one
/// more occurrence decides.
impl Say for RepetitionWarning {
    fn say(&self, lang: Lang) -> String {
        let kind = GameKind::Xiangqi;
        let player = ("side", Arg::from(side_key(kind, self.player)));
        match self.at_stake {
            GameResult::Win { winner, reason } => tr_args(
                lang,
                "game-notice-repetition-loses",
                &[
                    player,
                    ("loser", side_key(kind, !winner).into()),
                    ("reason", end_reason_in_sentence(lang, kind, reason).into()),
                ],
            ),
            GameResult::Draw { reason } => tr_args(
                lang,
                "game-notice-repetition-draws",
                &[
                    player,
                    ("reason", end_reason_in_sentence(lang, kind, reason).into()),
                ],
            ),
            GameResult::Ongoing => tr_args(lang, "game-notice-repetition-goes-on", &[player]),
        }
    }
}

/// A piece's name (`king` … `soldier`, both games), as the promotion picker and
/// the messages about a piece write it.
impl Say for PieceKind {
    fn say(&self, lang: Lang) -> String {
        tr_args(lang, "game-piece", &[("kind", self.name().into())])
    }
}

/// The board colours' name (`T` turns to the next).
pub(super) fn theme_name(lang: Lang, theme: Theme) -> String {
    let key = match theme {
        Theme::Default => "default",
        Theme::HighContrast => "high-contrast",
        Theme::ColourBlind => "colour-blind",
        Theme::Mono => "mono",
    };
    tr_args(lang, "game-theme", &[("theme", key.into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Side;
    use crate::session::EndReason;
    use crate::words::common::english_words;

    #[test]
    fn captions_hints_and_notices_in_both_languages() {
        use crate::play::port::{Caption, HintHeading, Notice};
        let captions = [
            Caption::Start,
            Caption::AfterSeries("1a. e4, Nf3".into()),
            Caption::AfterMove {
                number: 3,
                text: "Che3".into(),
            },
            Caption::InSeries {
                number: 2,
                side: Side::Black,
                step: 1,
                of: 3,
                moves: "e5".into(),
            },
        ];
        for c in &captions {
            assert_eq!(
                caption(Lang::En, GameKind::Flickering, c, false),
                c.to_string()
            );
            let uk = caption(Lang::Uk, GameKind::Flickering, c, true);
            assert_eq!(english_words(&uk), Vec::<String>::new(), "{uk}");
        }
        assert_eq!(
            caption(Lang::Uk, GameKind::Flickering, &captions[3], true),
            "серія 2б, хід 1 з 3: e5"
        );
        for h in [
            HintHeading::RescueSeries,
            HintHeading::RescueFromHere,
            HintHeading::Replies(1),
            HintHeading::Replies(3),
            HintHeading::Replies(5),
            HintHeading::ComputerSeries,
            HintHeading::EngineMove,
            HintHeading::MateIn(1),
            HintHeading::MateIn(2),
            HintHeading::MateIn(3),
        ] {
            assert_eq!(h.say(Lang::En), h.to_string());
            let uk = h.say(Lang::Uk);
            assert_eq!(english_words(&uk), Vec::<String>::new(), "{uk}");
        }
        assert_eq!(
            HintHeading::Replies(3).say(Lang::Uk),
            "Усі 3 можливі відповіді на шах"
        );
        assert_eq!(
            HintHeading::Replies(5).say(Lang::Uk),
            "Усі 5 можливих відповідей на шах"
        );
        let at_stake = [
            GameResult::Win {
                winner: Side::Black,
                reason: EndReason::PerpetualCheck(Side::White),
            },
            GameResult::Draw {
                reason: EndReason::MutualPerpetualChase,
            },
            GameResult::Ongoing,
        ];
        for at_stake in at_stake {
            let n = Notice::Repetition(crate::session::xiangqi::RepetitionWarning {
                player: Side::White,
                at_stake,
            });
            let uk = n.say(Lang::Uk);
            assert_eq!(english_words(&uk), Vec::<String>::new(), "{uk}");
            assert!(uk.contains("червоні"), "{uk}");
        }
    }

    /// The repetition warnings of the fifteen scenarios of
    /// `tests/data/xiangqi-repetition.tsv` (checks, chases, draws): in English the
    /// session's own words, in Ukrainian none of them.
    #[test]
    fn every_repetition_warning_of_the_scenarios_in_both_languages() {
        use crate::play::port::Notice;
        use crate::session::xiangqi::{XiangqiGame, XiangqiOptions};
        let mut warnings = 0;
        for row in include_str!("../../../tests/data/xiangqi-repetition.tsv")
            .lines()
            .skip(1)
            .filter(|l| !l.trim().is_empty())
        {
            let mut cols = row.split('\t');
            let fen = cols.next().expect("a FEN");
            let moves = cols.next().expect("moves");
            let mut game = XiangqiGame::from_fen(fen, XiangqiOptions::default()).expect("a FEN");
            for text in moves.split_whitespace() {
                let mv = crate::xiangqi::notation::coord::parse(game.position(), text)
                    .expect("a legal move");
                game.play(mv).expect("played");
                if let Some(w) = game.last_warning() {
                    warnings += 1;
                    let n = Notice::Repetition(w.clone());
                    assert_eq!(n.say(Lang::En), w.to_string());
                    let uk = n.say(Lang::Uk);
                    assert_eq!(english_words(&uk), Vec::<String>::new(), "{uk}");
                }
            }
        }
        assert!(warnings >= 15, "{warnings}");
    }

    #[test]
    fn every_piece_name_and_theme_is_in_ukrainian() {
        for kind in PieceKind::CHESS.into_iter().chain(PieceKind::XIANGQI) {
            assert_eq!(kind.say(Lang::En), kind.name());
            let uk = kind.say(Lang::Uk);
            assert_eq!(english_words(&uk), Vec::<String>::new(), "{uk}");
        }
        use crate::config::Theme;
        for (theme, name) in [
            (Theme::Default, "default"),
            (Theme::HighContrast, "high contrast"),
            (Theme::ColourBlind, "colour-blind safe"),
            (Theme::Mono, "monochrome"),
        ] {
            assert!(theme_name(Lang::En, theme).contains(name));
            assert_eq!(
                english_words(&theme_name(Lang::Uk, theme)),
                Vec::<String>::new()
            );
        }
    }
}
