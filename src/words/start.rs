//! What a game says as it starts: who plays whom on which clock, and why a game
//! could not start.

use crate::core::Side;
use crate::i18n::{tr_args, Lang};
use crate::play::SetupError;
use crate::session::clock::TimeControl;
use crate::session::GameKind;

/// A game that starts on a clock: its players (the names given; a side's own name
/// when none was) and the clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockStart {
    pub kind: GameKind,
    pub white: String,
    pub black: String,
    pub control: TimeControl,
    /// The side whose clock runs first.
    pub to_move: Side,
}

/// "Ann vs Bo, 5+3 on the clock: Ann's clock runs (p stops it).", in `lang`.
pub fn clock_start(lang: Lang, c: &ClockStart) -> String {
    let name = |side, name: &str| crate::words::shown_player(lang, c.kind, side, name);
    let white = name(Side::White, &c.white);
    let black = name(Side::Black, &c.black);
    let mover = match c.to_move {
        Side::White => white.clone(),
        Side::Black => black.clone(),
    };
    tr_args(
        lang,
        "game-msg-clock-start",
        &[
            ("white", white.into()),
            ("black", black.into()),
            ("clock", c.control.to_string().into()),
            ("mover", mover.into()),
        ],
    )
}

/// Why a game could not start (its position cannot be set up), in `lang`.
pub fn start_failed(lang: Lang, e: &SetupError) -> String {
    let why = crate::words::editor::setup_error(lang, e);
    tr_args(lang, "menu-game-not-started", &[("why", why.into())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_and_the_players_are_said_in_each_language() {
        let start = ClockStart {
            kind: GameKind::Xiangqi,
            white: "Ann".into(),
            black: "Black".into(),
            control: TimeControl::new(5, 3),
            to_move: Side::White,
        };
        assert_eq!(
            clock_start(Lang::En, &start),
            "Ann vs Black, 5+3 on the clock: Ann's clock runs (p stops it)."
        );
        let uk = clock_start(Lang::Uk, &start);
        assert!(
            uk.contains("Ann") && uk.contains("Чорні") && uk.contains("5+3"),
            "{uk}"
        );
        assert!(!uk.contains("clock") && !uk.contains("Black"), "{uk}");
        let e = SetupError::Unavailable(GameKind::Xiangqi);
        assert!(!start_failed(Lang::Uk, &e).contains("available"));
    }
}
