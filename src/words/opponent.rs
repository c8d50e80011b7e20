//! The opponent in words: who it is ("The computer (level 3)", a UCI engine's
//! name), a player's name as the panel shows it, and why the opponent or a UCI
//! engine has no reply.

use crate::core::Side;
use crate::i18n::{tr_args, Arg, Lang};
use crate::session::GameKind;
use crate::words::common::{io_error, side_key};
use crate::words::xiangqi::{xiangqi_notation, xiangqi_refusal};

/// The computer opponent at its level, or a UCI engine by its name: "The computer
/// (level 3)", to start a sentence with.
pub fn opponent_name(lang: Lang, o: &crate::play::opponent::Opponent) -> String {
    use crate::play::opponent::OpponentKind;
    match &o.kind {
        OpponentKind::Computer { level } => tr_args(
            lang,
            "game-computer",
            &[("level", u32::from(level.number()).into())],
        ),
        OpponentKind::Engine { .. } => o.name(),
    }
}

/// A player's name as the panel shows it: the computer's side, named after it by
/// the new-game screen ("Computer (level 3)", as the record keeps it), in `lang`;
/// any other name as it was given.
pub fn player_name(
    lang: Lang,
    opponent: Option<&crate::play::opponent::Opponent>,
    side: Side,
    name: String,
) -> String {
    use crate::play::opponent::OpponentKind;
    let Some(OpponentKind::Computer { level }) =
        opponent.filter(|o| o.side == side).map(|o| &o.kind)
    else {
        return name;
    };
    let args = [("level", Arg::from(u32::from(level.number())))];
    if name == tr_args(Lang::En, "game-computer-player", &args) {
        tr_args(lang, "game-computer-player", &args)
    } else {
        name
    }
}

/// Why the opponent has no reply.
pub fn opponent_error(lang: Lang, e: &crate::play::opponent::OpponentError) -> String {
    use crate::flicker::engine::EngineError;
    use crate::play::opponent::OpponentError as O;
    match e {
        O::Computer(EngineError::BadLevel(n)) => tr_args(
            lang,
            "game-computer-bad-level",
            &[("level", u32::from(*n).into())],
        ),
        O::Computer(EngineError::NoSeries { side, verdict }) => tr_args(
            lang,
            "game-computer-no-series",
            &[
                ("side", side_key(GameKind::Flickering, *side).into()),
                (
                    "verdict",
                    if *verdict == "stalemate" {
                        "stalemate"
                    } else {
                        "mate"
                    }
                    .into(),
                ),
            ],
        ),
        O::Engine(u) => uci_error(lang, u),
        O::WrongGame(name) => tr_args(
            lang,
            "game-opponent-wrong-game",
            &[("name", name.as_str().into())],
        ),
    }
}

/// A UCI engine's failure; an error the operating system reports (a file that
/// cannot be run) is worded as [`crate::words::files::io_error`] words it.
pub fn uci_error(lang: Lang, e: &crate::uci::UciError) -> String {
    use crate::uci::{Doing, Expected, UciError as U};
    // The system's error as the files' messages word it.
    let io = |source: &std::io::Error| io_error(lang, source);
    let doing = |d: &Doing| {
        Arg::from(match d {
            Doing::Starting => "starting",
            Doing::GettingReady => "getting-ready",
            Doing::Thinking => "thinking",
        })
    };
    match e {
        U::Spawn { path, source } => tr_args(
            lang,
            "game-engine-spawn",
            &[
                ("path", path.display().to_string().into()),
                ("why", io(source).into()),
            ],
        ),
        U::Exited { name, doing: d } => tr_args(
            lang,
            "game-engine-exited",
            &[("name", name.as_str().into()), ("doing", doing(d))],
        ),
        U::Timeout {
            name,
            doing: d,
            after,
        } => tr_args(
            lang,
            "game-engine-timeout",
            &[
                ("name", name.as_str().into()),
                ("doing", doing(d)),
                ("ms", after.as_millis().to_string().into()),
            ],
        ),
        U::Garbage {
            name,
            line,
            expected,
        } => tr_args(
            lang,
            "game-engine-garbage",
            &[
                ("name", name.as_str().into()),
                ("line", line.as_str().into()),
                (
                    "expected",
                    match expected {
                        Expected::BestMove => "bestmove",
                        Expected::Move => "move",
                    }
                    .into(),
                ),
            ],
        ),
        U::IllegalMove { name, text, reason } => {
            let why = match &reason.0 {
                crate::xiangqi::NotationError::Refused { refusal, .. } => {
                    xiangqi_refusal(lang, refusal)
                }
                other => xiangqi_notation(lang, other),
            };
            tr_args(
                lang,
                "game-engine-illegal-move",
                &[
                    ("name", name.as_str().into()),
                    ("text", text.as_str().into()),
                    ("why", why.into()),
                ],
            )
        }
        U::NoMove { name } => tr_args(
            lang,
            "game-engine-no-move",
            &[("name", name.as_str().into())],
        ),
        U::Io { name, source } => tr_args(
            lang,
            "game-engine-io-failed",
            &[("name", name.as_str().into()), ("why", io(source).into())],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::common::english_words;
    use crate::words::samples::xiangqi_texts;

    /// Every way the opponent can fail: the computer's, and a UCI engine's.
    #[test]
    fn every_opponent_failure_in_english_is_its_display_and_ukrainian_has_no_english() {
        use crate::flicker::engine::EngineError;
        use crate::play::opponent::OpponentError as O;
        use crate::uci::{Doing, Expected, IllegalReason, UciError as U};
        use std::io::{Error, ErrorKind};
        let name = || "Pikafish".to_string();
        let mut all = vec![
            O::Computer(EngineError::BadLevel(7)),
            O::Computer(EngineError::NoSeries {
                side: Side::Black,
                verdict: "mate",
            }),
            O::Computer(EngineError::NoSeries {
                side: Side::White,
                verdict: "stalemate",
            }),
            O::WrongGame("Комп'ютер (рівень 1)".into()),
        ];
        for kind in [ErrorKind::NotFound, ErrorKind::PermissionDenied] {
            all.push(O::Engine(U::Spawn {
                path: "/шлях/до/рушія".into(),
                source: Error::from(kind),
            }));
            all.push(O::Engine(U::Io {
                name: name(),
                source: Error::from(kind),
            }));
        }
        for doing in [Doing::Starting, Doing::GettingReady, Doing::Thinking] {
            all.push(O::Engine(U::Exited {
                name: name(),
                doing,
            }));
            all.push(O::Engine(U::Timeout {
                name: name(),
                doing,
                after: std::time::Duration::from_millis(3000),
            }));
        }
        for expected in [Expected::BestMove, Expected::Move] {
            all.push(O::Engine(U::Garbage {
                name: name(),
                line: "bestmove zz".into(),
                expected,
            }));
        }
        for reason in xiangqi_texts()
            .into_iter()
            .filter(|t| !t.is_malformed())
            .take(30)
        {
            all.push(O::Engine(U::IllegalMove {
                name: name(),
                text: "h3e3".into(),
                reason: IllegalReason(reason),
            }));
        }
        all.push(O::Engine(U::NoMove { name: name() }));
        for e in &all {
            assert_eq!(opponent_error(Lang::En, e), e.to_string(), "{e:?}");
            let uk = opponent_error(Lang::Uk, e);
            let left: Vec<String> = english_words(&uk)
                .into_iter()
                .filter(|w| w != "Pikafish")
                .collect();
            assert_eq!(left, Vec::<String>::new(), "{e:?}: {uk}");
        }
    }
}
