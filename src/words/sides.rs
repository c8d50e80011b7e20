//! Sides, turns, checks and results in words: "White", «Хід білих · серія 2а»,
//! "Result: White wins — Checkmate", and a record's players. Sides reach the
//! messages as a `side` argument (`white`, `black`, `red`) and the game's king as
//! `king` (`king`, `general`), so that each language writes the case and agreement
//! it needs (Ukrainian: «Хід білих», «Шах чорним»).

use crate::core::Side;
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::play::port::{CheckKind, CheckNote};
use crate::session::{EndReason, GameKind, GameResult};
use crate::words::common::{side_args, side_key};

/// "White", "Red", "Black" (Ukrainian «Білі», «Червоні», «Чорні»).
pub fn side_title(lang: Lang, kind: GameKind, side: Side) -> String {
    tr_args(lang, "side", &side_args(kind, side))
}

/// The game's name: "Flickering Chess", "Xiangqi".
pub fn game_title(lang: Lang, kind: GameKind) -> String {
    match kind {
        GameKind::Flickering => tr(lang, "title-flickering"),
        GameKind::Xiangqi => tr(lang, "title-xiangqi"),
    }
}

/// "series 2a" (Flickering: the series pair and «a»/«b» for the side, in Ukrainian
/// and with the seed's notation (`seed`) the seed's «а»/«б»), "move 5" (Xiangqi).
pub fn turn_label(lang: Lang, kind: GameKind, number: u32, turn: Side, seed: bool) -> String {
    match kind {
        GameKind::Flickering => tr_args(
            lang,
            "turn-series",
            &[
                ("number", number.into()),
                ("side", side_key(kind, turn).into()),
                ("alphabet", if seed { "cyrillic" } else { "latin" }.into()),
            ],
        ),
        GameKind::Xiangqi => tr_args(lang, "turn-move", &[("number", number.into())]),
    }
}

/// The turn line: "White to move · series 2a" (`seed`: the move list is in the
/// seed's notation, so the series letter is the seed's too).
pub fn turn_line(lang: Lang, kind: GameKind, number: u32, turn: Side, seed: bool) -> String {
    let [side, king] = side_args(kind, turn);
    tr_args(
        lang,
        "turn-line",
        &[
            side,
            king,
            ("label", turn_label(lang, kind, number, turn, seed).into()),
        ],
    )
}

/// "Black to move", for a position browsed.
pub fn to_move(lang: Lang, kind: GameKind, turn: Side) -> String {
    tr_args(lang, "to-move", &side_args(kind, turn))
}

/// "White wins" (Ukrainian «перемогли білі»), for the progress of a finished game.
pub fn winner(lang: Lang, kind: GameKind, side: Side) -> String {
    tr_args(lang, "winner", &side_args(kind, side))
}

/// The check header: whose king, and whether the side is in check, exposed its own
/// king in this series, or is attacked by this series.
pub fn check_text(lang: Lang, kind: GameKind, note: CheckNote) -> String {
    let [side, king] = side_args(kind, note.side);
    let cell = ("cell", Arg::from(note.cell.to_string()));
    match note.kind {
        CheckKind::InCheck => tr_args(lang, "check-in-check", &[side, king, cell]),
        CheckKind::SelfExposed => tr_args(lang, "check-self-exposed", &[side, king]),
        CheckKind::Gives => tr_args(lang, "check-gives", &[side, king, cell]),
    }
}

/// A king attacked in a position browsed: in check (the side to move, at the start
/// of its turn) or only attacked.
pub fn browsed_check(lang: Lang, kind: GameKind, side: Side, in_check: bool) -> String {
    let id = if in_check {
        "browse-in-check"
    } else {
        "browse-attacked"
    };
    tr_args(lang, id, &side_args(kind, side))
}

/// Why a game ended, as the result line writes it after the dash ("Checkmate",
/// "Perpetual check by Red"; Ukrainian «мат», «вічний шах з боку червоних»).
pub fn end_reason(lang: Lang, kind: GameKind, reason: EndReason) -> String {
    let by = |id: &str, s: Side| tr_args(lang, id, &side_args(kind, s));
    match reason {
        EndReason::Checkmate => tr(lang, "end-checkmate"),
        EndReason::Stalemate => tr(lang, "end-stalemate"),
        EndReason::Repetition => tr(lang, "end-repetition"),
        EndReason::PerpetualCheck(s) => by("end-perpetual-check", s),
        EndReason::MutualPerpetualCheck => tr(lang, "end-mutual-perpetual-check"),
        EndReason::PerpetualChase(s) => by("end-perpetual-chase", s),
        EndReason::MutualPerpetualChase => tr(lang, "end-mutual-perpetual-chase"),
        EndReason::IdleRepetition => tr(lang, "end-idle-repetition"),
        EndReason::ClubLimit(s) => by("end-club-limit", s),
        EndReason::InsufficientMaterial => tr(lang, "end-insufficient-material"),
        EndReason::MoveLimit => tr(lang, "end-move-limit"),
        EndReason::Agreement => tr(lang, "end-agreement"),
        EndReason::Resignation(s) => by("end-resignation", s),
        EndReason::Time(s) => by("end-time", s),
    }
}

/// The result line: "Result: White wins — Checkmate", "Result: Draw — Agreement";
/// empty while the game goes on.
pub fn result_line(lang: Lang, kind: GameKind, result: GameResult) -> String {
    match result {
        GameResult::Ongoing => String::new(),
        GameResult::Win { winner, reason } => {
            let [side, king] = side_args(kind, winner);
            let reason = ("reason", end_reason(lang, kind, reason).into());
            tr_args(lang, "result-win", &[side, king, reason])
        }
        GameResult::Draw { reason } => tr_args(
            lang,
            "result-draw",
            &[("reason", end_reason(lang, kind, reason).into())],
        ),
    }
}

/// Why a game ended, inside a sentence ("the game is over (checkmate)"): the
/// reason's first letter in lower case unless the reason starts with a side's name
/// ("White resigned").
pub fn end_reason_in_sentence(lang: Lang, kind: GameKind, reason: EndReason) -> String {
    let text = end_reason(lang, kind, reason);
    let named = Side::ALL
        .into_iter()
        .any(|s| text.starts_with(&side_title(lang, kind, s)));
    if named {
        return text;
    }
    let mut c = text.chars();
    match c.next() {
        Some(f) => f.to_lowercase().chain(c).collect(),
        None => text,
    }
}

/// The reason of a finished game inside a sentence (empty while it goes on).
pub(crate) fn result_reason(lang: Lang, kind: GameKind, result: GameResult) -> String {
    match result {
        GameResult::Ongoing => String::new(),
        GameResult::Win { reason, .. } | GameResult::Draw { reason } => {
            end_reason_in_sentence(lang, kind, reason)
        }
    }
}

/// "Game over: White wins — checkmate." (the message line when a game ends).
pub fn game_over(lang: Lang, kind: GameKind, result: GameResult) -> String {
    let reason = ("reason", Arg::from(result_reason(lang, kind, result)));
    match result {
        GameResult::Ongoing => String::new(),
        GameResult::Win { winner, .. } => {
            let [s, k] = side_args(kind, winner);
            tr_args(lang, "game-over-win", &[s, k, reason])
        }
        GameResult::Draw { .. } => tr_args(lang, "game-over-draw", &[reason]),
    }
}

/// Whether a record's player name names no one: empty, `?` (PGN's unknown) or
/// the side's own title ("White", "Red"), which is what an unnamed player is
/// written as.
pub fn is_side_name(kind: GameKind, side: Side, name: &str) -> bool {
    let name = name.trim();
    name.is_empty() || name == "?" || name == crate::play::port::side_title(kind, side)
}

/// A record's player as the player reads it: a name as written, a side without
/// one by the side's title in `lang` (a record from an English session says
/// "White" where a Ukrainian one is read as «Білі»).
pub fn shown_player(lang: Lang, kind: GameKind, side: Side, name: &str) -> String {
    if is_side_name(kind, side, name) {
        side_title(lang, kind, side)
    } else {
        name.trim().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::common::english_words;
    use crate::words::samples::results;

    #[test]
    fn an_unnamed_player_is_the_side_in_the_readers_language() {
        let (x, f) = (GameKind::Xiangqi, GameKind::Flickering);
        assert_eq!(shown_player(Lang::Uk, x, Side::White, "Red"), "Червоні");
        assert_eq!(shown_player(Lang::Uk, f, Side::Black, "?"), "Чорні");
        assert_eq!(shown_player(Lang::Uk, f, Side::White, ""), "Білі");
        assert_eq!(shown_player(Lang::En, f, Side::White, "Білі"), "Білі");
        assert_eq!(shown_player(Lang::Uk, f, Side::White, " Olena "), "Olena");
        // "Red" is a name in Flickering Chess, where the side is White.
        assert_eq!(shown_player(Lang::Uk, f, Side::White, "Red"), "Red");
    }

    #[test]
    fn game_over_lines_in_english_keep_their_words_and_ukrainian_has_none() {
        for kind in [GameKind::Flickering, GameKind::Xiangqi] {
            for result in results() {
                let en = game_over(Lang::En, kind, result);
                let summary = crate::tui::widgets::text::sentence(&result.summary(kind));
                assert_eq!(
                    en,
                    format!("Game over: {} — {}.", summary, result.reason(kind)),
                );
                let uk = game_over(Lang::Uk, kind, result);
                assert_eq!(english_words(&uk), Vec::<String>::new(), "{uk}");
                assert!(uk.starts_with("Гру закінчено: "), "{uk}");
            }
        }
    }
}
