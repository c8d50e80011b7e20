//! Sides, turns, checks and results in words: "White", «Хід білих · серія 2а»,
//! "Result: White wins — Checkmate", and a record's players. Sides reach the
//! messages as a `side` argument (`white`, `black`, `red`) and the game's king as
//! `king` (`king`, `general`), so that each language writes the case and agreement
//! it needs (Ukrainian: «Хід білих», «Шах чорним»).
//!
//! The functions here are the pieces the screens' texts are made of
//! ([`crate::words::game::GameText`] and the others); a game's name and a player
//! are values of their own ([`GameKind`], [`Player`]).

use crate::core::Side;
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::play::port::{CheckKind, CheckNote};
use crate::play::setup::names_no_one;
use crate::session::{EndReason, GameKind, GameResult};
use crate::words::common::{side_args, side_key, Say};

/// "White", "Red", "Black" (Ukrainian «Білі», «Червоні», «Чорні»).
pub(crate) fn side_title(lang: Lang, kind: GameKind, side: Side) -> String {
    tr_args(lang, "side", &side_args(kind, side))
}

/// The game's name: "Flickering Chess", "Xiangqi".
impl Say for GameKind {
    fn say(&self, lang: Lang) -> String {
        match self {
            GameKind::Flickering => tr(lang, "title-flickering"),
            GameKind::Xiangqi => tr(lang, "title-xiangqi"),
        }
    }
}

/// "series 2a" (Flickering: the series pair and «a»/«b» for the side, in Ukrainian
/// and with the seed's notation (`seed`) the seed's «а»/«б»), "move 5" (Xiangqi).
pub(crate) fn turn_label(
    lang: Lang,
    kind: GameKind,
    number: u32,
    turn: Side,
    seed: bool,
) -> String {
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
pub(crate) fn turn_line(lang: Lang, kind: GameKind, number: u32, turn: Side, seed: bool) -> String {
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
pub(crate) fn to_move(lang: Lang, kind: GameKind, turn: Side) -> String {
    tr_args(lang, "to-move", &side_args(kind, turn))
}

/// "White wins" (Ukrainian «перемогли білі»), for the progress of a finished game.
pub(crate) fn winner(lang: Lang, kind: GameKind, side: Side) -> String {
    tr_args(lang, "winner", &side_args(kind, side))
}

/// The check header: whose king, and whether the side is in check, exposed its own
/// king in this series, or is attacked by this series.
pub(crate) fn check_text(lang: Lang, kind: GameKind, note: CheckNote) -> String {
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
pub(crate) fn browsed_check(lang: Lang, kind: GameKind, side: Side, in_check: bool) -> String {
    let id = if in_check {
        "browse-in-check"
    } else {
        "browse-attacked"
    };
    tr_args(lang, id, &side_args(kind, side))
}

/// Why a game ended, as the result line writes it after the dash ("Checkmate",
/// "Perpetual check by Red"; Ukrainian «мат», «вічний шах з боку червоних»).
pub(crate) fn end_reason(lang: Lang, kind: GameKind, reason: EndReason) -> String {
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
pub(crate) fn result_line(lang: Lang, kind: GameKind, result: GameResult) -> String {
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
pub(crate) fn end_reason_in_sentence(lang: Lang, kind: GameKind, reason: EndReason) -> String {
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

/// A move refused once the game is over: "the game is over (checkmate); no more
/// moves".
pub(crate) fn over(lang: Lang, kind: GameKind, result: GameResult) -> String {
    tr_args(
        lang,
        "game-refusal-over",
        &[("reason", result_reason(lang, kind, result).into())],
    )
}

/// "Game over: White wins — checkmate." (the message line when a game ends).
pub(crate) fn game_over(lang: Lang, kind: GameKind, result: GameResult) -> String {
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

/// A player as a screen shows them: the name a record or the new-game screen gave
/// (as written: a name is the same in every language); a side without one by the
/// side's title in the reader's language (a record from an English session says
/// "White" where a Ukrainian one is read as «Білі»); and the side duochess's
/// computer played (`computer`: its level) as the computer at its level in the
/// reader's language, «Комп'ютер (рівень 3)» — a record keeps the program's name
/// ([`crate::play::setup::COMPUTER_NAME`]) and the level, never words of one
/// language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Player<'a> {
    pub kind: GameKind,
    pub side: Side,
    /// The name as the record or the new-game screen keeps it.
    pub name: &'a str,
    /// The computer's level, when duochess's computer played this side.
    pub computer: Option<u8>,
}

impl Player<'_> {
    /// Whether the name is the computer's as a record keeps it: the program's name,
    /// or the English words older records were written with.
    fn names_the_computer(&self, level: u8) -> bool {
        let name = self.name.trim();
        name == crate::play::setup::COMPUTER_NAME
            || name == format!("Computer (level {level})")
            || names_no_one(self.kind, name)
    }

    /// Whether the player has a name of their own, not just the side's.
    pub fn is_named(&self) -> bool {
        self.computer.is_some() || !names_no_one(self.kind, self.name)
    }
}

impl Say for Player<'_> {
    fn say(&self, lang: Lang) -> String {
        match self.computer {
            Some(level) if self.names_the_computer(level) => tr_args(
                lang,
                "game-computer-player",
                &[("level", u32::from(level).into())],
            ),
            _ if names_no_one(self.kind, self.name) => side_title(lang, self.kind, self.side),
            _ => self.name.trim().to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::common::english_words;
    use crate::words::samples::results;

    fn shown_player(lang: Lang, kind: GameKind, side: Side, name: &str) -> String {
        Player {
            kind,
            side,
            name,
            computer: None,
        }
        .say(lang)
    }

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

    /// The computer's side reads as the computer in each language, whether the
    /// record keeps the program's name, the older English words or no name; a name
    /// the player gave it stays.
    #[test]
    fn the_computer_is_named_in_the_readers_language() {
        let computer = |name| Player {
            kind: GameKind::Flickering,
            side: Side::Black,
            name,
            computer: Some(3),
        };
        for name in ["duochess", "Computer (level 3)", "?", "Black"] {
            assert_eq!(computer(name).say(Lang::Uk), "Комп'ютер (рівень 3)");
            assert_eq!(computer(name).say(Lang::En), "Computer (level 3)");
        }
        assert_eq!(computer("Deep Olena").say(Lang::Uk), "Deep Olena");
        assert!(computer("?").is_named());
    }

    #[test]
    fn game_over_lines_in_english_keep_their_words_and_ukrainian_has_none() {
        for kind in [GameKind::Flickering, GameKind::Xiangqi] {
            for result in results() {
                let en = game_over(Lang::En, kind, result);
                let summary = crate::core::text::sentence(&result.summary(kind));
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
