//! The screens of a game across the network in words: the host's waiting screen
//! (the line the friend types, wrong codes, a join turned away), the connection's
//! state beside the board, and what the other player did (chat, offers, requests).
//! Why a connection failed or a game broke is [`crate::words::remote`]'s.

use crate::core::Side;
use crate::i18n::{tr, tr_args, Lang};
use crate::session::GameKind;
use crate::words::common::Say;
use crate::words::sides::side_title;

/// A row of the start menu's "Host a game" and "Join a game" forms.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FormRow {
    /// Host a game or join one.
    Role,
    Game,
    Clock,
    Side,
    Name,
    Port,
    Address,
    Code,
}

impl Say for FormRow {
    fn say(&self, lang: Lang) -> String {
        tr(
            lang,
            match self {
                FormRow::Role => "net-row-role",
                FormRow::Game => "net-row-game",
                FormRow::Clock => "net-row-clock",
                FormRow::Side => "net-row-side",
                FormRow::Name => "net-row-name",
                FormRow::Port => "net-row-port",
                FormRow::Address => "net-row-address",
                FormRow::Code => "net-row-code",
            },
        )
    }
}

/// A text of the network screens. Names and chat lines come in escaped (as shown).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetText<'a> {
    /// The waiting screen's title: hosting a game of `kind`.
    Hosting {
        kind: GameKind,
    },
    /// What the host tells the friend: type one of these lines.
    TypeThisLine,
    /// The host plays `side`, under `name`.
    YouPlay {
        kind: GameKind,
        side: Side,
        name: &'a str,
    },
    /// Waiting for the guest.
    Waiting,
    /// Wrong codes tried so far, of the most allowed.
    WrongTries {
        tries: u32,
        max: u32,
    },
    /// Joins are locked after too many wrong codes; `r` takes them again.
    Locked,
    /// A connection was turned away, and why (already in words).
    TurnedAway {
        why: &'a str,
    },
    /// The waiting screen's keys.
    WaitingKeys,
    /// A game hosted again from its autosave, `turns` finished turns into it.
    HostingAgain {
        turns: usize,
    },
    /// What the host of a game hosted again tells the friend: the same line.
    TypeSameLine,
    /// The players of a game hosted again (names as shown).
    HostedPlayers {
        kind: GameKind,
        white: &'a str,
        black: &'a str,
    },
    /// The clock of a game hosted again: its control, each side's time left.
    HostedClock {
        kind: GameKind,
        control: &'a str,
        white: &'a str,
        black: &'a str,
    },
    /// The moves of a game hosted again, as the move list shows them.
    MovesSoFar {
        moves: &'a str,
    },
    /// `duochess host` without a game and without `--resume`.
    WhichGame,
    /// `duochess host --resume` with an option that would change the game kept.
    ResumeKeeps {
        option: &'a str,
    },
    /// The port a game is hosted again on is taken (`--port` listens on another).
    PortTaken {
        port: u16,
    },
    /// The connection is up, to `name`.
    Connected {
        name: &'a str,
    },
    /// The connection has been down for `seconds`.
    LostAgo {
        seconds: u64,
    },
    /// The other player left (quit) `seconds` ago.
    LeftAgo {
        name: &'a str,
        seconds: u64,
    },
    /// At the host: the guest left the game (quit); the clock stops and the port
    /// waits for them to join again.
    Left {
        name: &'a str,
    },
    /// At the guest: the host left the game (quit); the clock stops, and the
    /// guest can join again once the host hosts it again (`--resume`).
    LeftRejoin {
        name: &'a str,
    },
    /// At the host: the line to `name` dropped; the clock stops and the port waits
    /// for them to join again.
    LostWaiting {
        name: &'a str,
    },
    /// At the guest: the line to `name` dropped; the same join line rejoins.
    LostRejoin {
        name: &'a str,
    },
    /// `name` is back after a break; the game goes on.
    Rejoined {
        name: &'a str,
    },
    /// The game across the network ended, and why (already in words).
    Ended {
        why: &'a str,
    },
    /// `name` joined; the local player plays `side`.
    Joined {
        name: &'a str,
        kind: GameKind,
        side: Side,
    },
    /// The guest joined `name`'s game; the local player plays `side`.
    JoinedHost {
        name: &'a str,
        kind: GameKind,
        side: Side,
    },
    /// A chat line.
    Chat {
        name: &'a str,
        text: &'a str,
    },
    /// The local player's draw offer went to `name`.
    DrawOfferSent {
        name: &'a str,
    },
    /// `name` answered the draw offer.
    DrawAnswered {
        name: &'a str,
        accept: bool,
    },
    /// The local player's take-back request went to `name`.
    TakeBackSent {
        name: &'a str,
    },
    /// `name` asks to take back their last move: allow it?
    TakeBackQuestion {
        name: &'a str,
    },
    /// `name` answered the take-back request.
    TakeBackAnswered {
        name: &'a str,
        accept: bool,
    },
    /// The local player's rematch offer went to `name`.
    RematchSent {
        name: &'a str,
    },
    /// `name` offers a rematch with colours swapped: play it?
    RematchQuestion {
        name: &'a str,
    },
    /// `name` declines the local player's rematch offer.
    RematchDeclined {
        name: &'a str,
    },
    /// The local player declined `name`'s rematch offer (they are told).
    RematchYouDeclined {
        name: &'a str,
    },
    /// The rematch started: the local player plays `side`.
    RematchStarted {
        kind: GameKind,
        side: Side,
    },
    /// No rematch while the line to `name` is lost.
    RematchNoLine {
        name: &'a str,
    },
    /// `name` sent a rematch offer or answer out of place: not taken.
    RematchOutOfPlace {
        name: &'a str,
    },
    /// The guest tries the same address and code again.
    Rejoining,
    /// The guest could not join again, and why (already in words).
    RejoinFailed {
        why: &'a str,
    },
    /// The host still holds the guest's old line (it has not seen it close yet).
    OldLineHeld,
    /// The guest is back in the game with `name`.
    BackIn {
        name: &'a str,
    },
    /// What a game at one keyboard does but one across the network does not.
    NotAcrossNetwork,
    /// The host's port could not be opened.
    CannotListen {
        port: u16,
        why: &'a str,
    },
    /// The guest could not join.
    CannotJoin {
        why: &'a str,
    },
    /// The forms' titles.
    HostForm,
    JoinForm,
    /// The host's side chosen at random.
    AtRandom,
    /// The forms' keys.
    FormKeys,
    /// A port that is not a number from 0 to 65535.
    BadPort,
}

impl Say for NetText<'_> {
    fn say(&self, lang: Lang) -> String {
        let name = |n: &str| ("name", n.to_string().into());
        match self {
            NetText::Hosting { kind } => {
                tr_args(lang, "net-hosting", &[("game", kind.say(lang).into())])
            }
            NetText::TypeThisLine => tr(lang, "net-type-this-line"),
            NetText::YouPlay {
                kind,
                side,
                name: n,
            } => tr_args(
                lang,
                "net-you-play",
                &[("side", side_title(lang, *kind, *side).into()), name(n)],
            ),
            NetText::Waiting => tr(lang, "net-waiting"),
            NetText::WrongTries { tries, max } => tr_args(
                lang,
                "net-wrong-tries",
                &[("tries", (*tries).into()), ("max", (*max).into())],
            ),
            NetText::Locked => tr(lang, "net-locked"),
            NetText::TurnedAway { why } => {
                tr_args(lang, "net-turned-away", &[("why", why.to_string().into())])
            }
            NetText::WaitingKeys => tr(lang, "net-waiting-keys"),
            NetText::HostingAgain { turns } => tr_args(
                lang,
                "net-hosting-again",
                &[("turns", u32::try_from(*turns).unwrap_or(u32::MAX).into())],
            ),
            NetText::TypeSameLine => tr(lang, "net-type-same-line"),
            NetText::HostedPlayers { kind, white, black } => tr_args(
                lang,
                "net-hosted-players",
                &[
                    ("first", side_title(lang, *kind, Side::White).into()),
                    ("second", side_title(lang, *kind, Side::Black).into()),
                    ("white", white.to_string().into()),
                    ("black", black.to_string().into()),
                ],
            ),
            NetText::HostedClock {
                kind,
                control,
                white,
                black,
            } => tr_args(
                lang,
                "net-hosted-clock",
                &[
                    ("control", control.to_string().into()),
                    ("first", side_title(lang, *kind, Side::White).into()),
                    ("second", side_title(lang, *kind, Side::Black).into()),
                    ("white", white.to_string().into()),
                    ("black", black.to_string().into()),
                ],
            ),
            NetText::MovesSoFar { moves } => tr_args(
                lang,
                "net-moves-so-far",
                &[("moves", moves.to_string().into())],
            ),
            NetText::WhichGame => tr_args(
                lang,
                "net-which-game",
                &[
                    ("flickering", "duochess host flickering".into()),
                    ("xiangqi", "duochess host xiangqi".into()),
                    ("resume", "duochess host --resume".into()),
                ],
            ),
            NetText::PortTaken { port } => tr_args(
                lang,
                "net-port-taken",
                &[
                    ("port", u32::from(*port).into()),
                    ("option", "--port".into()),
                ],
            ),
            NetText::ResumeKeeps { option } => tr_args(
                lang,
                "net-resume-keeps",
                &[
                    ("resume", "--resume".into()),
                    ("option", option.to_string().into()),
                ],
            ),
            NetText::Connected { name: n } => tr_args(lang, "net-connected", &[name(n)]),
            NetText::LostAgo { seconds } => tr_args(
                lang,
                "net-lost-ago",
                &[(
                    "seconds",
                    u32::try_from(*seconds).unwrap_or(u32::MAX).into(),
                )],
            ),
            NetText::Left { name: n } => tr_args(lang, "net-left", &[name(n)]),
            NetText::LeftAgo { name: n, seconds } => tr_args(
                lang,
                "net-left-ago",
                &[
                    name(n),
                    (
                        "seconds",
                        u32::try_from(*seconds).unwrap_or(u32::MAX).into(),
                    ),
                ],
            ),
            NetText::LeftRejoin { name: n } => tr_args(lang, "net-left-rejoin", &[name(n)]),
            NetText::RematchSent { name: n } => tr_args(lang, "net-rematch-sent", &[name(n)]),
            NetText::RematchQuestion { name: n } => {
                tr_args(lang, "net-rematch-question", &[name(n)])
            }
            NetText::RematchDeclined { name: n } => {
                tr_args(lang, "net-rematch-declined", &[name(n)])
            }
            NetText::RematchYouDeclined { name: n } => {
                tr_args(lang, "net-rematch-you-declined", &[name(n)])
            }
            NetText::RematchStarted { kind, side } => tr_args(
                lang,
                "net-rematch-started",
                &[("side", side_title(lang, *kind, *side).into())],
            ),
            NetText::RematchNoLine { name: n } => tr_args(lang, "net-rematch-no-line", &[name(n)]),
            NetText::RematchOutOfPlace { name: n } => {
                tr_args(lang, "net-rematch-out-of-place", &[name(n)])
            }
            NetText::Rejoining => tr(lang, "net-rejoining"),
            NetText::OldLineHeld => tr(lang, "net-old-line-held"),
            NetText::RejoinFailed { why } => tr_args(
                lang,
                "net-rejoin-failed",
                &[("why", why.to_string().into())],
            ),
            NetText::BackIn { name: n } => tr_args(lang, "net-back-in", &[name(n)]),
            NetText::LostWaiting { name: n } => tr_args(lang, "net-lost-waiting", &[name(n)]),
            NetText::LostRejoin { name: n } => tr_args(lang, "net-lost-rejoin", &[name(n)]),
            NetText::Rejoined { name: n } => tr_args(lang, "net-rejoined", &[name(n)]),
            NetText::Ended { why } => {
                tr_args(lang, "net-ended", &[("why", why.to_string().into())])
            }
            NetText::Joined {
                name: n,
                kind,
                side,
            } => tr_args(
                lang,
                "net-joined",
                &[name(n), ("side", side_title(lang, *kind, *side).into())],
            ),
            NetText::JoinedHost {
                name: n,
                kind,
                side,
            } => tr_args(
                lang,
                "net-joined-host",
                &[name(n), ("side", side_title(lang, *kind, *side).into())],
            ),
            NetText::Chat { name: n, text } => tr_args(
                lang,
                "net-chat",
                &[name(n), ("text", text.to_string().into())],
            ),
            NetText::DrawOfferSent { name: n } => tr_args(lang, "net-draw-offer-sent", &[name(n)]),
            NetText::DrawAnswered { name: n, accept } => tr_args(
                lang,
                if *accept {
                    "net-draw-accepted"
                } else {
                    "net-draw-declined"
                },
                &[name(n)],
            ),
            NetText::TakeBackSent { name: n } => tr_args(lang, "net-take-back-sent", &[name(n)]),
            NetText::TakeBackQuestion { name: n } => {
                tr_args(lang, "net-take-back-question", &[name(n)])
            }
            NetText::TakeBackAnswered { name: n, accept } => tr_args(
                lang,
                if *accept {
                    "net-take-back-accepted"
                } else {
                    "net-take-back-refused"
                },
                &[name(n)],
            ),
            NetText::NotAcrossNetwork => tr(lang, "net-not-across-network"),
            NetText::CannotListen { port, why } => tr_args(
                lang,
                "net-cannot-listen",
                &[
                    ("port", u32::from(*port).into()),
                    ("why", why.to_string().into()),
                ],
            ),
            NetText::HostForm => tr(lang, "net-host-form"),
            NetText::JoinForm => tr(lang, "net-join-form"),
            NetText::AtRandom => tr(lang, "net-at-random"),
            NetText::FormKeys => tr(lang, "net-form-keys"),
            NetText::BadPort => tr(lang, "net-bad-port"),
            NetText::CannotJoin { why } => {
                tr_args(lang, "net-cannot-join", &[("why", why.to_string().into())])
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::common::english_words;

    fn samples() -> Vec<NetText<'static>> {
        let kind = GameKind::Flickering;
        vec![
            NetText::Hosting { kind },
            NetText::TypeThisLine,
            NetText::YouPlay {
                kind,
                side: Side::White,
                name: "Оксана",
            },
            NetText::Waiting,
            NetText::WrongTries { tries: 2, max: 3 },
            NetText::Locked,
            NetText::TurnedAway { why: "…" },
            NetText::WaitingKeys,
            NetText::HostingAgain { turns: 7 },
            NetText::TypeSameLine,
            NetText::HostedPlayers {
                kind,
                white: "Тарас",
                black: "Оксана",
            },
            NetText::HostedClock {
                kind: GameKind::Xiangqi,
                control: "10+5",
                white: "9:41",
                black: "9:58",
            },
            NetText::MovesSoFar { moves: "1a. e4" },
            NetText::WhichGame,
            NetText::ResumeKeeps { option: "--clock" },
            NetText::PortTaken { port: 7373 },
            NetText::Connected {
                name: "Оксана"
            },
            NetText::LostAgo { seconds: 12 },
            NetText::Left {
                name: "Оксана"
            },
            NetText::LostWaiting {
                name: "Оксана"
            },
            NetText::LostRejoin { name: "Тарас" },
            NetText::LeftRejoin { name: "Тарас" },
            NetText::LeftAgo {
                name: "Тарас",
                seconds: 12,
            },
            NetText::RematchSent { name: "Тарас" },
            NetText::RematchQuestion { name: "Тарас" },
            NetText::RematchDeclined { name: "Тарас" },
            NetText::RematchYouDeclined { name: "Тарас" },
            NetText::RematchStarted {
                kind: GameKind::Xiangqi,
                side: Side::White,
            },
            NetText::RematchNoLine { name: "Тарас" },
            NetText::RematchOutOfPlace { name: "Тарас" },
            NetText::Rejoining,
            NetText::OldLineHeld,
            NetText::RejoinFailed { why: "…" },
            NetText::BackIn { name: "Тарас" },
            NetText::Rejoined {
                name: "Оксана"
            },
            NetText::Ended { why: "…" },
            NetText::Joined {
                name: "Оксана",
                kind: GameKind::Xiangqi,
                side: Side::Black,
            },
            NetText::JoinedHost {
                name: "Тарас",
                kind: GameKind::Flickering,
                side: Side::Black,
            },
            NetText::Chat {
                name: "Оксана",
                text: "…",
            },
            NetText::DrawOfferSent {
                name: "Оксана"
            },
            NetText::DrawAnswered {
                name: "Оксана",
                accept: true,
            },
            NetText::DrawAnswered {
                name: "Оксана",
                accept: false,
            },
            NetText::TakeBackSent {
                name: "Оксана"
            },
            NetText::TakeBackQuestion {
                name: "Оксана"
            },
            NetText::TakeBackAnswered {
                name: "Оксана",
                accept: true,
            },
            NetText::TakeBackAnswered {
                name: "Оксана",
                accept: false,
            },
            NetText::NotAcrossNetwork,
            NetText::CannotListen {
                port: 7373,
                why: "…",
            },
            NetText::CannotJoin { why: "…" },
            NetText::HostForm,
            NetText::JoinForm,
            NetText::AtRandom,
            NetText::FormKeys,
            NetText::BadPort,
        ]
    }

    #[test]
    fn every_network_screen_text_is_in_both_languages() {
        for text in samples() {
            let en = text.say(Lang::En);
            let uk = text.say(Lang::Uk);
            assert!(!en.is_empty(), "{text:?}");
            // Commands and options are typed as they are, in any language.
            let typed = [
                "duochess host flickering",
                "duochess host xiangqi",
                "duochess host --resume",
                "--resume",
                "--clock",
                "--port",
            ];
            let words = typed.iter().fold(uk.clone(), |t, c| t.replace(c, ""));
            assert_eq!(
                english_words(&words),
                Vec::<String>::new(),
                "{text:?}: {uk}"
            );
            // A chat line is the name and the text as they came.
            if !matches!(text, NetText::Chat { .. }) {
                assert_ne!(en, uk);
            }
        }
    }

    #[test]
    fn every_form_row_is_in_both_languages() {
        use FormRow::*;
        for row in [Role, Game, Clock, Side, Name, Port, Address, Code] {
            let (en, uk) = (row.say(Lang::En), row.say(Lang::Uk));
            assert_eq!(english_words(&uk), Vec::<String>::new(), "{row:?}: {uk}");
            assert_ne!(en, uk);
        }
    }

    #[test]
    fn the_line_lost_says_how_long_ago() {
        let en = NetText::LostAgo { seconds: 12 }.say(Lang::En);
        assert!(en.contains("12"), "{en}");
    }
}
