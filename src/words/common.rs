//! The pieces every renderer of the words layer shares: how a side and a game's
//! king reach the messages, lists in words, a system error's words. It imports no
//! other module of the words layer (they all import it), so the words modules make
//! no circle.

use crate::core::Side;
use crate::i18n::{tr_args, Arg, Lang};
use crate::session::GameKind;

/// The side as the message files select on it.
pub fn side_key(kind: GameKind, side: Side) -> &'static str {
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

/// A list in words: "a", "a and b", "a, b and c" (empty for none).
/// "a, b and c" in `lang` (nothing for none).
pub fn and_list(lang: Lang, mut items: Vec<String>) -> String {
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
pub fn io_error(lang: Lang, e: &std::io::Error) -> String {
    tr_args(
        lang,
        "files-io",
        &[
            ("text", e.to_string().into()),
            ("kind", io_kind(e).into()),
            (
                "code",
                e.raw_os_error()
                    .map_or_else(String::new, |c| c.to_string())
                    .into(),
            ),
        ],
    )
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
            _ => "os",
        };
        return kind;
    }
    match e.kind() {
        K::NotFound => "not-found",
        K::PermissionDenied => "permission-denied",
        K::AlreadyExists => "already-exists",
        K::Interrupted => "interrupted",
        _ if e.raw_os_error().is_some() => "os",
        _ => "other",
    }
}

/// Words of Latin letters only, three or more, that a Ukrainian message may
/// still hold: names of notations and keys, and the letters of piece notations.
/// (`uci`, `isready`, `bestmove`: words of the engine protocol, quoted.)
#[cfg(test)]
const LATIN_ALLOWED: &[&str] = &["WXF", "FEN", "Esc", "UCI", "uci", "isready", "bestmove"];

/// The English words left in a Ukrainian text: runs of Latin letters of three or
/// more (moves and squares such as `Che3`, `e2e4` carry digits and are
/// notation, not words).
#[cfg(test)]
pub(crate) fn english_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() >= 3)
        .filter(|w| w.chars().all(|c| c.is_ascii_alphabetic()))
        .filter(|w| !LATIN_ALLOWED.contains(w))
        .map(str::to_string)
        .collect()
}
