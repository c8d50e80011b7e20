//! The clock's words: why a typed time control (or a record's `[TimeControl]` tag)
//! cannot be read.

use crate::i18n::{tr_args, Arg, Lang};
use crate::session::clock::{face, TimeControlError, MAX_INCREMENT, MAX_MINUTES};
use crate::words::common::{decimal, Say};

/// A clock's face, "9:55" or under ten seconds "0:07.4" (Ukrainian "0:07,4": the
/// language's decimal separator).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockFace(pub std::time::Duration);

impl Say for ClockFace {
    fn say(&self, lang: Lang) -> String {
        decimal(lang, &face(self.0))
    }
}

/// Why a time control cannot be read, in `lang`.
impl Say for TimeControlError {
    fn say(&self, lang: Lang) -> String {
        let (id, args): (&str, Vec<(&str, Arg)>) = match self {
            TimeControlError::Malformed { text } => (
                "newgame-clock-malformed",
                vec![("text", text.as_str().into())],
            ),
            TimeControlError::TooLong { minutes } => (
                "newgame-clock-too-long",
                vec![
                    ("minutes", Arg::from(*minutes as i64)),
                    ("max", Arg::from(MAX_MINUTES as i64)),
                ],
            ),
            TimeControlError::IncrementTooLong { seconds } => (
                "newgame-clock-increment-too-long",
                vec![
                    ("seconds", Arg::from(*seconds as i64)),
                    ("max", Arg::from(MAX_INCREMENT as i64)),
                ],
            ),
            TimeControlError::NoTime => ("newgame-clock-no-time", vec![]),
            TimeControlError::BadTag { text } => {
                ("clock-bad-tag", vec![("text", text.as_str().into())])
            }
        };
        tr_args(lang, id, &args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::common::speaks_both;

    #[test]
    fn every_clock_error_speaks_both_languages() {
        for e in [
            TimeControlError::Malformed { text: "5x".into() },
            TimeControlError::TooLong { minutes: 900 },
            TimeControlError::IncrementTooLong { seconds: 900 },
            TimeControlError::NoTime,
            TimeControlError::BadTag { text: "5x".into() },
        ] {
            speaks_both(&e, &["MINUTES", "SECONDS", "TimeControl"]);
        }
    }

    #[test]
    fn tenths_of_a_second_use_the_languages_decimal_separator() {
        let short = ClockFace(std::time::Duration::from_millis(7_450));
        assert_eq!(short.say(Lang::En), "0:07.4");
        assert_eq!(short.say(Lang::Uk), "0:07,4");
        assert_eq!(
            ClockFace(std::time::Duration::from_secs(595)).say(Lang::Uk),
            "9:55"
        );
    }
}
