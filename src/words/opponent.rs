//! The opponent in words: who it is ("The computer (level 3)", a UCI engine's
//! name), and why the opponent or a UCI engine has no reply.

use crate::flicker::engine::Level;
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::play::opponent::OpponentName;
use crate::session::GameKind;
use crate::uci::{IllegalReason, PvRefused};
use crate::words::common::{side_key, stuck_key, Say};

/// The computer at its level ("The computer (level 3)", to start a sentence
/// with), or a UCI engine by its name.
impl Say for OpponentName {
    fn say(&self, lang: Lang) -> String {
        match self {
            OpponentName::Computer(level) => tr_args(
                lang,
                "game-computer",
                &[("level", u32::from(level.number()).into())],
            ),
            OpponentName::Engine(name) => name.clone(),
        }
    }
}

/// A level of the computer by what it is like to play against ("beginner" …
/// "strongest").
pub struct LevelName(pub Level);

impl Say for LevelName {
    fn say(&self, lang: Lang) -> String {
        tr(
            lang,
            match self.0.number() {
                1 => "level-name-1",
                2 => "level-name-2",
                3 => "level-name-3",
                4 => "level-name-4",
                5 => "level-name-5",
                6 => "level-name-6",
                _ => "level-name-7",
            },
        )
    }
}

/// A UCI engine's strength level by name ("beginner" … "full strength").
pub struct EngineLevelName(pub crate::uci::EngineLevel);

impl Say for EngineLevelName {
    fn say(&self, lang: Lang) -> String {
        use crate::uci::EngineLevel as L;
        tr(
            lang,
            match self.0 {
                L::Beginner => "engine-level-beginner",
                L::Casual => "engine-level-casual",
                L::Club => "engine-level-club",
                L::Expert => "engine-level-expert",
                L::Full => "engine-level-full",
            },
        )
    }
}

/// What a level comes to for the engine checked: the option and value set, or
/// that it has no strength option.
pub struct StrengthSet(pub crate::uci::StrengthSetting);

impl Say for StrengthSet {
    fn say(&self, lang: Lang) -> String {
        use crate::uci::StrengthSetting as S;
        match self.0 {
            S::Skill(n) => tr_args(
                lang,
                "engine-strength-skill",
                &[("value", i64::from(n).into())],
            ),
            S::Elo(n) => tr_args(
                lang,
                "engine-strength-elo",
                &[("value", i64::from(n).into())],
            ),
            S::Unlimited => tr(lang, "engine-strength-unlimited"),
            S::NotOffered => tr(lang, "engine-strength-none"),
        }
    }
}

/// A program refused as the game's engine when it was checked, and why.
pub struct EngineRefused<'a>(pub &'a crate::uci::UciError);

impl Say for EngineRefused<'_> {
    fn say(&self, lang: Lang) -> String {
        tr_args(lang, "engine-refused", &[("why", self.0.say(lang).into())])
    }
}

/// How a level plays, in a sentence (the new-game screen's help).
pub struct LevelAbout(pub Level);

impl Say for LevelAbout {
    fn say(&self, lang: Lang) -> String {
        tr(
            lang,
            match self.0.number() {
                1 => "level-about-1",
                2 => "level-about-2",
                3 => "level-about-3",
                4 => "level-about-4",
                5 => "level-about-5",
                6 => "level-about-6",
                _ => "level-about-7",
            },
        )
    }
}

/// Why the opponent has no reply.
impl Say for crate::play::opponent::OpponentError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
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
                    ("verdict", stuck_key(*verdict).into()),
                ],
            ),
            O::Engine(u) => u.say(lang),
            O::WrongGame(name) => tr_args(
                lang,
                "game-opponent-wrong-game",
                &[("name", name.say(lang).into())],
            ),
        }
    }
}

/// A UCI engine's failure; an error the operating system reports (a file that
/// cannot be run) is worded as every system error is.
impl Say for crate::uci::UciError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
        use crate::uci::{Doing, Expected, UciError as U};
        // The system's error as the files' messages word it.
        let io = |source: &std::io::Error| source.say(lang);
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
            U::Stopped { name, doing: d } => tr_args(
                lang,
                "game-engine-stopped",
                &[("name", name.as_str().into()), ("doing", doing(d))],
            ),
            U::LineTooLong {
                name,
                doing: d,
                limit,
            } => tr_args(
                lang,
                "game-engine-line-too-long",
                &[
                    ("name", name.as_str().into()),
                    ("doing", doing(d)),
                    ("limit", (*limit).into()),
                ],
            ),
            U::NotUtf8 { name, doing: d } => tr_args(
                lang,
                "game-engine-not-utf8",
                &[("name", name.as_str().into()), ("doing", doing(d))],
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
            U::IllegalMove { name, text, reason } => tr_args(
                lang,
                "game-engine-illegal-move",
                &[
                    ("name", name.as_str().into()),
                    ("text", text.as_str().into()),
                    ("why", reason.say(lang).into()),
                ],
            ),
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
}

/// Why an engine's move is illegal: the rules' refusal (or the notation's reason).
impl Say for IllegalReason {
    fn say(&self, lang: Lang) -> String {
        match &self.0 {
            crate::xiangqi::NotationError::Refused { refusal, .. } => refusal.say(lang),
            other => other.say(lang),
        }
    }
}

/// Why the engine's line is not shown: a move of it that is illegal or no move.
impl Say for PvRefused {
    fn say(&self, lang: Lang) -> String {
        match self {
            PvRefused::Illegal { text, reason } => tr_args(
                lang,
                "game-engine-pv-illegal",
                &[
                    ("text", text.as_str().into()),
                    ("why", reason.say(lang).into()),
                ],
            ),
            PvRefused::NotAMove { text } => tr_args(
                lang,
                "game-engine-pv-not-a-move",
                &[("text", text.as_str().into())],
            ),
        }
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
        use crate::core::Side;
        use crate::flicker::engine::{EngineError, Level, Stuck};
        use crate::play::opponent::OpponentError as O;
        use crate::uci::{Doing, Expected, IllegalReason, UciError as U};
        use std::io::{Error, ErrorKind};
        let name = || "Pikafish".to_string();
        let mut all = vec![
            O::Computer(EngineError::BadLevel(7)),
            O::Computer(EngineError::NoSeries {
                side: Side::Black,
                verdict: Stuck::Mate,
            }),
            O::Computer(EngineError::NoSeries {
                side: Side::White,
                verdict: Stuck::Stalemate,
            }),
            O::WrongGame(OpponentName::Computer(Level::DEFAULT)),
            O::WrongGame(OpponentName::Engine(name())),
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
            all.push(O::Engine(U::LineTooLong {
                name: name(),
                doing,
                limit: 16384,
            }));
            all.push(O::Engine(U::NotUtf8 {
                name: name(),
                doing,
            }));
            all.push(O::Engine(U::Stopped {
                name: name(),
                doing,
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
        for refused in [
            PvRefused::NotAMove { text: "zz".into() },
            PvRefused::Illegal {
                text: "h3e3".into(),
                reason: IllegalReason(xiangqi_texts().swap_remove(30)),
            },
        ] {
            crate::words::common::speaks_both(&refused, &[]);
        }
        for e in &all {
            assert_eq!(e.say(Lang::En), e.to_string(), "{e:?}");
            let uk = e.say(Lang::Uk);
            let left: Vec<String> = english_words(&uk)
                .into_iter()
                .filter(|w| w != "Pikafish")
                .collect();
            assert_eq!(left, Vec::<String>::new(), "{e:?}: {uk}");
        }
    }
}
