//! Playing across the network in words: why a connection failed or went down
//! ([`LinkError`]), why the host turned a guest away ([`Refusal`]), a join code that
//! cannot be read ([`CodeError`]), an address that leads nowhere ([`AddressError`]), and why a game across the network ended
//! ([`Broken`], [`NotSent`]).

use crate::i18n::{tr, tr_args, Lang};
use crate::play::remote::{Broken, HostResumeError, NotSent, ResumeError};
use crate::remote::{AddressError, CodeError, LinkError, Refusal, CODE_DIGITS};
use crate::words::common::Say;

impl Say for LinkError {
    fn say(&self, lang: Lang) -> String {
        match self {
            LinkError::TimedOut => tr(lang, "remote-timed-out"),
            LinkError::Closed => tr(lang, "remote-closed"),
            LinkError::NotDuochess => tr(lang, "remote-not-duochess"),
            LinkError::Version { ours, theirs } => tr_args(
                lang,
                "remote-version",
                &[
                    ("ours", u32::from(*ours).into()),
                    ("theirs", u32::from(*theirs).into()),
                ],
            ),
            LinkError::Oversized { size, limit } => tr_args(
                lang,
                "remote-oversized",
                &[("size", (*size).into()), ("limit", (*limit).into())],
            ),
            LinkError::Forged => tr(lang, "remote-forged"),
            LinkError::Malformed => tr(lang, "remote-malformed"),
            LinkError::Unexpected => tr(lang, "remote-unexpected"),
            LinkError::Refused(refusal) => {
                tr_args(lang, "remote-refused", &[("why", refusal.say(lang).into())])
            }
            LinkError::Worn => tr(lang, "remote-worn"),
            LinkError::Io(e) => tr_args(lang, "remote-io", &[("why", e.say(lang).into())]),
        }
    }
}

impl Say for Refusal {
    fn say(&self, lang: Lang) -> String {
        tr(
            lang,
            match self {
                Refusal::WrongCode => "remote-wrong-code",
                Refusal::Full => "remote-full",
                Refusal::Locked => "remote-locked",
            },
        )
    }
}

impl Say for CodeError {
    fn say(&self, lang: Lang) -> String {
        match self {
            CodeError::WrongLength { digits } => tr_args(
                lang,
                "remote-code-length",
                &[
                    ("expected", CODE_DIGITS.into()),
                    ("digits", (*digits).into()),
                ],
            ),
            CodeError::NotDigits => tr(lang, "remote-code-not-digits"),
        }
    }
}

impl Say for AddressError {
    fn say(&self, lang: Lang) -> String {
        match self {
            AddressError::NotAddressPort { text } => tr_args(
                lang,
                "remote-not-address",
                &[("text", text.as_str().into())],
            ),
            AddressError::NotFound { name } => {
                tr_args(lang, "remote-not-found", &[("name", name.as_str().into())])
            }
        }
    }
}

impl Say for Broken {
    fn say(&self, lang: Lang) -> String {
        match self {
            Broken::IllegalMove { text, why } => tr_args(
                lang,
                "remote-illegal-move",
                &[
                    ("text", text.as_str().into()),
                    ("why", why.say(lang).into()),
                ],
            ),
            Broken::CannotEnd { why } => {
                tr_args(lang, "remote-cannot-end", &[("why", why.say(lang).into())])
            }
            Broken::OutOfTurn => tr(lang, "remote-out-of-turn"),
            Broken::OutOfStep { ours, theirs } => tr_args(
                lang,
                "remote-out-of-step",
                &[("ours", (*ours).into()), ("theirs", (*theirs).into())],
            ),
            Broken::OutOfPlace => tr(lang, "remote-out-of-place"),
        }
    }
}

impl Say for NotSent {
    fn say(&self, lang: Lang) -> String {
        match self {
            NotSent::NotYourTurn => tr(lang, "remote-not-your-turn"),
            NotSent::Refused(e) => e.say(lang),
            NotSent::Broken(b) => tr_args(lang, "remote-broken", &[("why", b.say(lang).into())]),
            NotSent::GameGoesOn => tr(lang, "remote-game-goes-on"),
            NotSent::RematchOffered => tr(lang, "remote-rematch-offered"),
            NotSent::RematchToAnswer => tr(lang, "remote-rematch-to-answer"),
            NotSent::NoRematchOffered => tr(lang, "remote-no-rematch-offered"),
            NotSent::TakeBackPending => tr(lang, "remote-take-back-pending"),
        }
    }
}

impl Say for ResumeError {
    fn say(&self, lang: Lang) -> String {
        match self {
            ResumeError::NotFromStart => tr(lang, "remote-resume-not-from-start"),
            ResumeError::TooLong { turns } => tr_args(
                lang,
                "remote-resume-too-long",
                &[("turns", (*turns).into())],
            ),
            ResumeError::Illegal { turn, text, why } => tr_args(
                lang,
                "remote-resume-illegal",
                &[
                    ("turn", (*turn).into()),
                    ("text", text.as_str().into()),
                    ("why", why.say(lang).into()),
                ],
            ),
            ResumeError::OtherGame { ours, theirs } => tr_args(
                lang,
                "remote-resume-other-game",
                &[
                    ("ours", ours.say(lang).into()),
                    ("theirs", theirs.say(lang).into()),
                ],
            ),
            ResumeError::OtherSide => tr(lang, "remote-resume-other-side"),
            ResumeError::Diverged { ours, theirs } => tr_args(
                lang,
                "remote-resume-diverged",
                &[("ours", (*ours).into()), ("theirs", (*theirs).into())],
            ),
            ResumeError::Broken(b) => b.say(lang),
        }
    }
}

impl Say for HostResumeError {
    fn say(&self, lang: Lang) -> String {
        let path = |p: &std::path::Path| crate::core::text::shown_path(p);
        match self {
            HostResumeError::NothingHosted { dir } => {
                tr_args(lang, "remote-nothing-hosted", &[("dir", path(dir).into())])
            }
            HostResumeError::Store(e) => e.say(lang),
            HostResumeError::BadSessionFile { path: p } => {
                tr_args(lang, "remote-bad-session-file", &[("path", path(p).into())])
            }
            HostResumeError::Persist(e) => e.say(lang),
            HostResumeError::Resume(e) => e.say(lang),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::port::GameError;
    use crate::words::common::english_words;

    /// Every value this renderer words, with its English `Display`.
    fn samples() -> Vec<(Box<dyn Say>, String)> {
        fn one<T: Say + std::fmt::Display + 'static>(v: T) -> (Box<dyn Say>, String) {
            let shown = v.to_string();
            (Box::new(v), shown)
        }
        let broken = || Broken::IllegalMove {
            text: "e2e5".into(),
            why: GameError::NothingToTakeBack,
        };
        vec![
            one(LinkError::TimedOut),
            one(LinkError::Closed),
            one(LinkError::NotDuochess),
            one(LinkError::Version { ours: 1, theirs: 2 }),
            one(LinkError::Oversized {
                size: 70_000,
                limit: 65_536,
            }),
            one(LinkError::Oversized { size: 3, limit: 2 }),
            one(LinkError::Forged),
            one(LinkError::Malformed),
            one(LinkError::Unexpected),
            one(LinkError::Refused(Refusal::WrongCode)),
            one(LinkError::Worn),
            one(LinkError::Io(std::io::Error::from(
                std::io::ErrorKind::ConnectionRefused,
            ))),
            one(Refusal::WrongCode),
            one(Refusal::Full),
            one(Refusal::Locked),
            one(CodeError::WrongLength { digits: 4 }),
            one(CodeError::WrongLength { digits: 1 }),
            one(CodeError::NotDigits),
            one(AddressError::NotAddressPort {
                text: "::1:7373".into(),
            }),
            one(AddressError::NotFound {
                name: "сервер-оксани".into(),
            }),
            one(broken()),
            one(Broken::CannotEnd {
                why: GameError::NothingToTakeBack,
            }),
            one(Broken::OutOfTurn),
            one(Broken::OutOfStep { ours: 3, theirs: 5 }),
            one(Broken::OutOfPlace),
            one(NotSent::NotYourTurn),
            one(NotSent::TakeBackPending),
            one(NotSent::Refused(GameError::NothingToTakeBack)),
            one(NotSent::Broken(broken())),
            one(NotSent::GameGoesOn),
            one(NotSent::RematchOffered),
            one(NotSent::RematchToAnswer),
            one(NotSent::NoRematchOffered),
            one(ResumeError::NotFromStart),
            one(ResumeError::TooLong { turns: 5000 }),
            one(ResumeError::Illegal {
                turn: 3,
                text: "e2e5".into(),
                why: GameError::NothingToTakeBack,
            }),
            one(ResumeError::OtherGame {
                ours: crate::session::GameKind::Xiangqi,
                theirs: crate::session::GameKind::Flickering,
            }),
            one(ResumeError::OtherSide),
            one(ResumeError::Diverged { ours: 7, theirs: 9 }),
            one(ResumeError::Broken(Broken::OutOfTurn)),
            one(HostResumeError::NothingHosted {
                dir: "/дані/ігри".into(),
            }),
            one(HostResumeError::BadSessionFile {
                path: "/дані/гра.код".into(),
            }),
            one(HostResumeError::Resume(ResumeError::OtherSide)),
        ]
    }

    #[test]
    fn every_network_text_in_english_is_its_display() {
        for (value, shown) in samples() {
            assert_eq!(value.say(Lang::En), shown);
        }
    }

    #[test]
    fn every_network_text_in_ukrainian_has_no_english_word() {
        for (value, shown) in samples() {
            let uk = value.say(Lang::Uk);
            assert_eq!(english_words(&uk), Vec::<String>::new(), "{shown}: {uk}");
            assert_ne!(uk, shown);
        }
    }
}
