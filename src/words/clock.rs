//! The clock's words: why a typed time control cannot be read.

use crate::i18n::{tr_args, Arg, Lang};
use crate::session::clock::{TimeControlError, MAX_INCREMENT, MAX_MINUTES};

/// Why a typed clock cannot be read, in `lang`.
pub fn clock_error(lang: Lang, e: &TimeControlError) -> String {
    let (id, args): (&str, Vec<(&str, Arg)>) = match e {
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
        // Not an answer of `parse_minutes` (a record's tag); as it says.
        TimeControlError::BadTag { .. } => return e.to_string(),
    };
    tr_args(lang, id, &args)
}
