//! The pieces every renderer of the words layer shares: the [`Say`] trait, how a
//! side and a game's king reach the messages, lists in words, a system error's
//! words. It imports no other module of the words layer (they all import it), so
//! the words modules make no circle.

use crate::core::Side;
use crate::flicker::engine::Stuck;
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::session::GameKind;
use std::time::Duration;

/// A value the player reads: its words in `lang`. The one way words are made —
/// every text a screen or the command line shows is a value of a type that
/// implements this, whether a layer's own value (an error, a finding, a notice)
/// or a screen's text (`GameText`, `MenuText`, …) built from the screen's state.
pub trait Say {
    fn say(&self, lang: Lang) -> String;
}

impl<T: Say + ?Sized> Say for &T {
    fn say(&self, lang: Lang) -> String {
        (**self).say(lang)
    }
}

/// The side as the message files select on it.
pub(crate) fn side_key(kind: GameKind, side: Side) -> &'static str {
    match (kind, side) {
        (GameKind::Flickering, Side::White) => "white",
        (GameKind::Xiangqi, Side::White) => "red",
        (_, Side::Black) => "black",
    }
}

pub(crate) fn king_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Flickering => "king",
        GameKind::Xiangqi => "general",
    }
}

pub(crate) fn side_args(kind: GameKind, side: Side) -> [(&'static str, Arg<'static>); 2] {
    [
        ("side", side_key(kind, side).into()),
        ("king", king_key(kind).into()),
    ]
}

/// A time for players: "0.42 ms", "12 ms", "1.3 s" (Ukrainian «1,3 с»).
pub(crate) fn duration(lang: Lang, d: Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    let (id, n) = if ms < 1.0 {
        ("editor-microseconds", d.as_micros().to_string())
    } else if ms < 10.0 {
        ("editor-milliseconds", format!("{ms:.2}"))
    } else if ms < 1000.0 {
        ("editor-milliseconds", format!("{ms:.0}"))
    } else {
        ("editor-seconds", format!("{:.1}", ms / 1000.0))
    };
    tr_args(lang, id, &[("n", decimal(lang, &n).into())])
}

/// A number written with the language's decimal separator.
pub(crate) fn decimal(lang: Lang, n: &str) -> String {
    n.replace('.', &tr(lang, "editor-decimal-separator"))
}

/// On any screen too small for it: "Enlarge the terminal to at least 80×24 (now
/// 60×20)".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooSmall {
    /// Columns and rows the screen needs.
    pub need: (u16, u16),
    /// Columns and rows it has.
    pub now: (u16, u16),
}

impl Say for TooSmall {
    fn say(&self, lang: Lang) -> String {
        let size = |(w, h): (u16, u16)| Arg::from(format!("{w}×{h}"));
        tr_args(
            lang,
            "too-small",
            &[("need", size(self.need)), ("now", size(self.now))],
        )
    }
}

/// Where a text longer than its view is scrolled: "↓ more · 17/40" (the last
/// line shown of how many), "↑↓ more · …" with lines above and below, "↑ end ·
/// 40/40" at its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scrolled {
    /// The last line shown (counted from 1).
    pub seen: usize,
    pub total: usize,
    /// Lines are hidden above the view.
    pub above: bool,
}

impl Say for Scrolled {
    fn say(&self, lang: Lang) -> String {
        let id = match (self.above, self.seen < self.total) {
            (false, _) => "scroll-more-below",
            (true, true) => "scroll-more-both",
            (true, false) => "scroll-at-end",
        };
        tr_args(
            lang,
            id,
            &[("seen", self.seen.into()), ("total", self.total.into())],
        )
    }
}

/// Mate or stalemate, as the message files select on it.
pub(crate) fn stuck_key(stuck: Stuck) -> &'static str {
    match stuck {
        Stuck::Mate => "mate",
        Stuck::Stalemate => "stalemate",
    }
}

/// `$side` alone, for a message that needs no king.
pub(crate) fn side_arg(kind: GameKind, side: Side) -> (&'static str, Arg<'static>) {
    ("side", side_key(kind, side).into())
}

/// Text the player typed or a file held, as messages show it (control characters
/// made visible, long text cut: [`crate::core::text::shown`]).
pub(crate) fn text_arg(name: &'static str, text: &str) -> (&'static str, Arg<'static>) {
    (name, Arg::from(crate::core::text::shown(text)))
}

/// A value's own text (a square, a move) as an argument.
pub(crate) fn show<T: ToString>(name: &'static str, value: T) -> (&'static str, Arg<'static>) {
    (name, Arg::from(value.to_string()))
}

/// A list in words: "a", "a and b", "a, b and c" in `lang` (empty for none).
pub(crate) fn and_list(lang: Lang, mut items: Vec<String>) -> String {
    match items.len() {
        0 => String::new(),
        1 => items.remove(0),
        _ => {
            let last = items.pop().unwrap_or_default();
            tr_args(
                lang,
                "game-and",
                &[("first", items.join(", ").into()), ("last", last.into())],
            )
        }
    }
}

/// A system error: in English the system's own words ("Permission denied (os error
/// 13)"), in Ukrainian by its kind.
impl Say for std::io::Error {
    fn say(&self, lang: Lang) -> String {
        tr_args(
            lang,
            "files-io",
            &[
                ("text", self.to_string().into()),
                ("kind", io_kind(self).into()),
                (
                    "code",
                    self.raw_os_error()
                        .map_or_else(String::new, |c| c.to_string())
                        .into(),
                ),
            ],
        )
    }
}

/// The kind of an I/O error as the message files select on it.
fn io_kind(e: &std::io::Error) -> &'static str {
    use std::io::ErrorKind as K;
    #[cfg(unix)]
    if let Some(code) = e.raw_os_error() {
        use rustix::io::Errno;
        let errno = Errno::from_raw_os_error(code);
        let kind = match errno {
            Errno::NOENT => "not-found",
            Errno::ACCESS | Errno::PERM => "permission-denied",
            Errno::ROFS => "read-only",
            Errno::NOSPC | Errno::DQUOT => "storage-full",
            Errno::EXIST => "already-exists",
            Errno::ISDIR => "is-a-directory",
            Errno::NOTDIR => "not-a-directory",
            Errno::BUSY | Errno::TXTBSY => "busy",
            Errno::NAMETOOLONG => "name-too-long",
            Errno::LOOP => "links",
            Errno::INTR => "interrupted",
            Errno::ADDRINUSE => "address-in-use",
            Errno::ADDRNOTAVAIL => "address-not-available",
            Errno::CONNREFUSED => "connection-refused",
            Errno::CONNRESET | Errno::CONNABORTED | Errno::PIPE => "connection-closed",
            Errno::TIMEDOUT => "timed-out",
            Errno::NETUNREACH | Errno::HOSTUNREACH | Errno::NETDOWN => "unreachable",
            _ => "os",
        };
        return kind;
    }
    match e.kind() {
        K::NotFound => "not-found",
        K::PermissionDenied => "permission-denied",
        K::AlreadyExists => "already-exists",
        K::Interrupted => "interrupted",
        K::AddrInUse => "address-in-use",
        K::AddrNotAvailable => "address-not-available",
        K::ConnectionRefused => "connection-refused",
        K::ConnectionReset | K::ConnectionAborted | K::BrokenPipe => "connection-closed",
        K::TimedOut => "timed-out",
        K::NetworkUnreachable | K::HostUnreachable | K::NetworkDown => "unreachable",
        _ if e.raw_os_error().is_some() => "os",
        _ => "other",
    }
}

/// Words of Latin letters only, three or more, that a Ukrainian message may
/// still hold: names of notations and keys, and the letters of piece notations.
/// (`uci`, `isready`, `bestmove`: words of the engine protocol, quoted.)
#[cfg(test)]
const LATIN_ALLOWED: &[&str] = &[
    "WXF", "FEN", "UCI", "UTF", "uci", "isready", "bestmove", "Esc", "Home", "End", "Tab", "PgUp",
    "PgDn",
];

/// The English words left in a Ukrainian text: runs of Latin letters of three or
/// more (moves and squares such as `Che3`, `e2e4` carry digits and are
/// notation, not words; a `:command` is typed as it is named).
#[cfg(test)]
pub(crate) fn english_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find(|c: char| c.is_alphanumeric()) {
        let before = rest[..start].chars().next_back();
        let len = rest[start..]
            .find(|c: char| !c.is_alphanumeric())
            .unwrap_or(rest.len() - start);
        let word = &rest[start..start + len];
        rest = &rest[start + len..];
        if word.chars().count() >= 3
            && word.chars().all(|c| c.is_ascii_alphabetic())
            && !LATIN_ALLOWED.contains(&word)
            && before != Some(':')
        {
            words.push(word.to_string());
        }
    }
    words
}

/// A value whose English words are its own `Display` (an error's, for the command
/// line and logs) and whose Ukrainian words differ from them and hold no English
/// word (`kept`: Latin words the Ukrainian may keep, such as names typed on the
/// command line).
#[cfg(test)]
pub(crate) fn speaks_both<T: Say + std::fmt::Display + std::fmt::Debug>(value: &T, kept: &[&str]) {
    assert_eq!(value.say(Lang::En), value.to_string(), "{value:?}");
    let uk = value.say(Lang::Uk);
    assert_ne!(uk, value.to_string(), "not translated: {uk}");
    let left: Vec<String> = english_words(&uk)
        .into_iter()
        .filter(|w| !kept.contains(&w.as_str()))
        .collect();
    assert!(left.is_empty(), "English {left:?} in «{uk}»");
}

/// Walk every variant of a text enum: `samples` hold each variant at least once
/// (`name` names a sample's variant by an exhaustive match, so a new variant does
/// not compile until it is named here, and `variants` counts them, so it is not
/// forgotten in the samples); each sample has words in both languages, the
/// Ukrainian without an English word (`kept`: Latin words it may keep).
#[cfg(test)]
pub(crate) fn walk<T: Say + std::fmt::Debug>(
    samples: &[T],
    name: fn(&T) -> &'static str,
    variants: usize,
    kept: &[&str],
) {
    let mut names: Vec<&str> = samples.iter().map(name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), variants, "sampled: {names:?}");
    for sample in samples {
        assert!(!sample.say(Lang::En).is_empty(), "{sample:?}");
        let uk = sample.say(Lang::Uk);
        assert!(!uk.is_empty(), "{sample:?}");
        let left: Vec<String> = english_words(&uk)
            .into_iter()
            .filter(|w| !kept.contains(&w.as_str()))
            .collect();
        assert!(left.is_empty(), "English {left:?} in «{uk}» ({sample:?})");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn too_small_says_both_sizes() {
        let t = TooSmall {
            need: (80, 24),
            now: (60, 20),
        };
        assert_eq!(
            t.say(Lang::En),
            "Enlarge the terminal to at least 80×24 (now 60×20)."
        );
        assert_eq!(english_words(&t.say(Lang::Uk)), Vec::<String>::new());
    }

    #[test]
    fn a_scrolled_text_says_which_way_more_is() {
        let at = |seen, above| Scrolled {
            seen,
            total: 40,
            above,
        };
        assert_eq!(at(17, false).say(Lang::En), "↓ more · 17/40");
        assert_eq!(at(30, true).say(Lang::En), "↑↓ more · 30/40");
        assert_eq!(at(40, true).say(Lang::En), "↑ end · 40/40");
        assert_eq!(at(17, false).say(Lang::Uk), "↓ далі · 17/40");
        assert_eq!(at(30, true).say(Lang::Uk), "↑↓ ще · 30/40");
        assert_eq!(at(40, true).say(Lang::Uk), "↑ кінець · 40/40");
    }
}
