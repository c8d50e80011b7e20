//! What a game says as it starts: who plays whom on which clock ([`ClockStart`]),
//! and why a game could not start ([`StartFailed`]).

use crate::core::Side;
use crate::i18n::{tr_args, Lang};
use crate::play::SetupError;
use crate::session::clock::TimeControl;
use crate::words::common::Say;
use crate::words::sides::Player;

/// A game that starts on a clock: its players (a side without a name of its own
/// is the side; the computer is the computer) and the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockStart<'a> {
    pub white: Player<'a>,
    pub black: Player<'a>,
    pub control: TimeControl,
    /// The side whose clock runs first.
    pub to_move: Side,
}

/// "Ann vs Bo, 5+3 on the clock: Ann's clock runs (p stops it)."
impl Say for ClockStart<'_> {
    fn say(&self, lang: Lang) -> String {
        let white = self.white.say(lang);
        let black = self.black.say(lang);
        let mover = match self.to_move {
            Side::White => white.clone(),
            Side::Black => black.clone(),
        };
        tr_args(
            lang,
            "game-msg-clock-start",
            &[
                ("white", white.into()),
                ("black", black.into()),
                ("clock", self.control.to_string().into()),
                ("mover", mover.into()),
            ],
        )
    }
}

/// Why a game could not start (its position cannot be set up).
#[derive(Clone, Copy, Debug)]
pub struct StartFailed<'a>(pub &'a SetupError);

impl Say for StartFailed<'_> {
    fn say(&self, lang: Lang) -> String {
        tr_args(
            lang,
            "menu-game-not-started",
            &[("why", self.0.say(lang).into())],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::GameKind;
    use crate::words::common::english_words;

    #[test]
    fn the_clock_and_the_players_are_said_in_each_language() {
        let player = |side, name, computer| Player {
            kind: GameKind::Xiangqi,
            side,
            name,
            computer,
        };
        let start = ClockStart {
            white: player(Side::White, "Ann", None),
            black: player(Side::Black, "Black", None),
            control: TimeControl::new(5, 3),
            to_move: Side::White,
        };
        assert_eq!(
            start.say(Lang::En),
            "Ann vs Black, 5+3 on the clock: Ann's clock runs (p stops it)."
        );
        let uk = start.say(Lang::Uk);
        assert!(
            uk.contains("Ann") && uk.contains("Чорні") && uk.contains("5+3"),
            "{uk}"
        );
        assert_eq!(english_words(&uk), ["Ann", "Ann"], "{uk}");
        // The computer in the reader's language.
        let against = ClockStart {
            black: player(Side::Black, "duochess", Some(3)),
            to_move: Side::Black,
            ..start
        };
        let uk = against.say(Lang::Uk);
        assert!(uk.contains("Комп'ютер (рівень 3)"), "{uk}");
        let e = SetupError::Unavailable(GameKind::Xiangqi);
        let failed = StartFailed(&e).say(Lang::Uk);
        assert!(english_words(&failed).is_empty(), "{failed}");
    }
}
