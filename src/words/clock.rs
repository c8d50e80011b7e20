//! The clock's words: why a typed time control (or a record's `[TimeControl]` tag)
//! cannot be read.

use crate::i18n::{tr_args, Arg, Lang};
use crate::session::clock::{TimeControlError, MAX_INCREMENT, MAX_MINUTES};
use crate::words::common::Say;

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
}
