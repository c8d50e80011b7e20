//! The game screen's refusals in words: every case of the port's
//! [`GameError`], with the typed values it carries from the sessions and the rules
//! cores rendered by [`crate::words::flickering`] and [`crate::words::xiangqi`]. In
//! English the words are those of the errors' own `Display` (the tests below walk
//! every case and hold them equal).

use crate::core::Side;
use crate::i18n::{tr, tr_args, Lang};
use crate::play::port::{GameError, PieceKind};
use crate::session::GameKind;
use crate::words::common::{side_args, side_key, stuck_key, Say};
use crate::words::sides::{over, side_title};

/// A refusal as the player reads it in `lang`: every case of [`GameError`], with the
/// typed values it carries from the session and the rules core rendered here. In
/// English the words are those of the errors' `Display` (a test holds them equal).
impl Say for GameError {
    fn say(&self, lang: Lang) -> String {
        let err = self;
        use GameError as E;
        let t = |id: &str| tr(lang, id);
        let side_of = |kind: GameKind, s: Side| side_title(lang, kind, s);
        match err {
            E::Flickering(e) => e.say(lang),
            E::SeriesNotPlayed(e) => tr_args(
                lang,
                "refusal-nothing-played",
                &[("why", e.say(lang).into())],
            ),
            E::NothingToRedo => t("game-nothing-to-redo"),
            E::Xiangqi(e) => e.say(lang),
            E::XiangqiNotation(e) => e.say(lang),
            E::GameOver { kind, result } => over(lang, *kind, *result),
            E::NoText => t("game-refusal-no-text"),
            E::OffBoard => t("game-refusal-off-board"),
            E::CannotMove { piece, from, to } => tr_args(
                lang,
                "game-refusal-cannot-move",
                &[
                    ("kind", piece.map_or("piece", PieceKind::name).into()),
                    ("from", from.to_string().into()),
                    ("to", to.to_string().into()),
                ],
            ),
            E::NoSuchPromotion => t("game-refusal-no-such-promotion"),
            E::NotCoordinates(text) => tr_args(
                lang,
                "game-refusal-not-coordinates",
                &[("text", text.as_str().into())],
            ),
            E::NothingToTakeBack => t("game-nothing-to-take-back"),
            E::NothingOfYoursToTakeBack => t("game-refusal-nothing-of-yours"),
            E::OpponentCannotPlay { name } => tr_args(
                lang,
                "game-refusal-opponent-cannot-play",
                &[("name", name.say(lang).into())],
            ),
            E::NoDrawOffered => t("game-refusal-no-draw-offered"),
            E::NoDraws => t("game-refusal-no-draws"),
            E::NoSeries => t("game-refusal-no-series"),
            E::NoHints => t("game-refusal-no-hints"),
            E::NoRescueNeeded(s) => by_side(
                lang,
                "game-refusal-no-rescue-needed",
                GameKind::Flickering,
                *s,
            ),
            E::KingSafeNow(s) => {
                by_side(lang, "game-refusal-king-safe-now", GameKind::Flickering, *s)
            }
            E::NoRescueFromHere(s) => by_side(
                lang,
                "game-refusal-no-rescue-from-here",
                GameKind::Flickering,
                *s,
            ),
            E::NoRescue { side, verdict } => {
                let [s, k] = side_args(GameKind::Flickering, *side);
                let verdict = stuck_key(*verdict);
                let name = ("name", side_title(lang, GameKind::Flickering, *side).into());
                tr_args(
                    lang,
                    "game-refusal-no-rescue",
                    &[s, k, name, ("verdict", verdict.into())],
                )
            }
            E::NoReplyNeeded(s) => {
                by_side(lang, "game-refusal-no-reply-needed", GameKind::Xiangqi, *s)
            }
            E::NoEngineSet(s) => no_mate(lang, "game-refusal-no-engine-set", *s),
            E::EngineGaveNoHint(s) => no_mate(lang, "game-refusal-engine-gave-no-hint", *s),
            E::NotYourPiece {
                kind,
                piece,
                cell,
                owner,
            } => tr_args(
                lang,
                "game-refusal-not-your-piece",
                &[
                    ("kind", piece.name().into()),
                    ("cell", cell.to_string().into()),
                    ("owner", side_key(*kind, *owner).into()),
                    ("owner-name", side_of(*kind, *owner).into()),
                    ("mover", side_key(*kind, !*owner).into()),
                    ("mover-name", side_of(*kind, !*owner).into()),
                ],
            ),
            E::NoPiece { kind, cell, mover } => tr_args(
                lang,
                "game-refusal-no-piece",
                &[
                    ("cell", cell.to_string().into()),
                    ("side", side_key(*kind, *mover).into()),
                    ("name", side_of(*kind, *mover).into()),
                ],
            ),
            E::StepLost { task } => tr_args(
                lang,
                "game-refusal-step-lost",
                &[("what", task.say(lang).into())],
            ),
        }
    }
}

/// A message whose only arguments are a side (`$side`, `$king`, and `$name`: the
/// side's title as a sentence writes it).
fn by_side(lang: Lang, id: &str, kind: GameKind, side: Side) -> String {
    let [s, k] = side_args(kind, side);
    tr_args(
        lang,
        id,
        &[s, k, ("name", side_title(lang, kind, side).into())],
    )
}

/// A Xiangqi hint's refusal naming the side without a mate in the mate search's depth.
fn no_mate(lang: Lang, id: &str, side: Side) -> String {
    let [s, k] = side_args(GameKind::Xiangqi, side);
    let name = ("name", side_title(lang, GameKind::Xiangqi, side).into());
    let moves = crate::xiangqi::mate::DEFAULT_MATE_MOVES;
    tr_args(lang, id, &[s, k, name, ("moves", moves.into())])
}

#[cfg(test)]
mod tests {
    //! Every refusal the game screen can show, walked variant by variant (a new
    //! variant fails to compile in `variant` until it is named and sampled in
    //! [`crate::words::samples::refusals`]): in English the words are the error's
    //! own `Display`, in Ukrainian no English word is left.
    use super::*;
    use crate::words::common::english_words;
    use crate::words::samples::refusals;

    /// The name of a port refusal's variant (exhaustive: a new variant must be
    /// named here, and then sampled in [`refusals`]).
    fn variant(e: &GameError) -> &'static str {
        use GameError as E;
        match e {
            E::Flickering(_) => "Flickering",
            E::SeriesNotPlayed(_) => "SeriesNotPlayed",
            E::NothingToRedo => "NothingToRedo",
            E::Xiangqi(_) => "Xiangqi",
            E::XiangqiNotation(_) => "XiangqiNotation",
            E::GameOver { .. } => "GameOver",
            E::NoText => "NoText",
            E::OffBoard => "OffBoard",
            E::CannotMove { .. } => "CannotMove",
            E::NoSuchPromotion => "NoSuchPromotion",
            E::NotCoordinates(_) => "NotCoordinates",
            E::NothingToTakeBack => "NothingToTakeBack",
            E::NothingOfYoursToTakeBack => "NothingOfYoursToTakeBack",
            E::OpponentCannotPlay { .. } => "OpponentCannotPlay",
            E::NoDrawOffered => "NoDrawOffered",
            E::NoDraws => "NoDraws",
            E::NoSeries => "NoSeries",
            E::NoHints => "NoHints",
            E::NoRescueNeeded(_) => "NoRescueNeeded",
            E::KingSafeNow(_) => "KingSafeNow",
            E::NoRescueFromHere(_) => "NoRescueFromHere",
            E::NoRescue { .. } => "NoRescue",
            E::NoReplyNeeded(_) => "NoReplyNeeded",
            E::NoEngineSet(_) => "NoEngineSet",
            E::EngineGaveNoHint(_) => "EngineGaveNoHint",
            E::NotYourPiece { .. } => "NotYourPiece",
            E::NoPiece { .. } => "NoPiece",
            E::StepLost { .. } => "StepLost",
        }
    }

    #[test]
    fn every_port_refusal_variant_is_sampled() {
        let mut names: Vec<&str> = refusals().iter().map(variant).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), 28, "{names:?}");
    }

    /// As the message line shows them (its first letter in upper case).
    #[test]
    fn every_refusal_in_english_is_its_display() {
        use crate::core::text::sentence;
        for e in refusals() {
            assert_eq!(
                sentence(&e.say(Lang::En)),
                sentence(&e.to_string()),
                "{e:?}"
            );
        }
    }

    #[test]
    fn every_refusal_in_ukrainian_has_no_english_word() {
        let mut seen = std::collections::HashSet::new();
        for e in refusals() {
            let uk = e.say(Lang::Uk);
            assert!(!uk.is_empty(), "{e:?}");
            assert_eq!(english_words(&uk), Vec::<String>::new(), "{e:?}: {uk}");
            assert_ne!(uk, e.say(Lang::En), "{e:?}");
            seen.insert(uk);
        }
        // The renderings tell the cases apart (a selector that fell through to
        // one default for every case would not).
        assert!(seen.len() > 150, "{}", seen.len());
    }
}
