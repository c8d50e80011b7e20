//! The words of the files area — saving, loading, the records list, the autosave,
//! the settings file — in the player's language. The record and config layers hand
//! up typed values ([`StoreError`], [`LoadError`], [`PersistError`], [`SaveNote`],
//! [`ConfigError`], …); only here do they become words. In English the words are
//! those values' own `Display` (the tests hold them equal), so the machine-facing
//! `record` command and the screens say the same.

use crate::config::{ConfigError, ConfigNote};
use crate::core::text::{capitalised, shown, shown_path};
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::record::autosave::{KeptNote, PersistError, SaveNote};
use crate::record::listing::Unlisted;
use crate::record::store::{DataNote, FileKind, FileUse, Unreadable, MAX_TEXT_BYTES};
use crate::record::{
    FenProblem, IllegalReason, LoadError, LoadFileError, PgnError, StoreError, TagProblem,
};
use crate::session::GameKind;
use crate::words::common::io_error;
use std::path::Path;

fn path_arg(path: &Path) -> Arg<'static> {
    Arg::from(shown_path(path))
}

/// The message `id` about `path`, saying `why`.
fn about(lang: Lang, id: &str, path: &Path, why: String) -> String {
    tr_args(lang, id, &[("path", path_arg(path)), ("why", why.into())])
}

/// `line 3: ` (nothing for line 0, where the line is not known).
fn at_line(lang: Lang, line: usize) -> String {
    if line == 0 {
        String::new()
    } else {
        tr_args(lang, "files-at-line", &[("line", line.to_string().into())])
    }
}

/// A storage problem.
pub fn store_error(lang: Lang, e: &StoreError) -> String {
    let path = |p: &Path| ("path", path_arg(p));
    match e {
        StoreError::NoDataDir => tr(lang, "files-no-data-dir"),
        StoreError::Write { path: p, source } => {
            about(lang, "files-cannot-write", p, io_error(lang, source))
        }
        StoreError::Read { path: p, source } => {
            about(lang, "files-cannot-read", p, io_error(lang, source))
        }
        StoreError::AlreadyExists { path: p } => tr_args(lang, "files-already-exists", &[path(p)]),
        StoreError::NotRegular {
            path: p,
            kind,
            action,
        } => tr_args(
            lang,
            "files-not-regular",
            &[
                path(p),
                ("kind", file_kind(*kind).into()),
                ("use", file_use(*action).into()),
            ],
        ),
        StoreError::NoFolder { path: p, folder } => tr_args(
            lang,
            "files-no-folder",
            &[path(p), ("folder", path_arg(folder))],
        ),
        StoreError::TooLarge { path: p } => tr_args(
            lang,
            "files-too-large",
            &[
                path(p),
                ("mb", (MAX_TEXT_BYTES / (1024 * 1024)).to_string().into()),
            ],
        ),
        StoreError::NotText { path: p, offset } => tr_args(
            lang,
            "files-not-text",
            &[path(p), ("offset", offset.to_string().into())],
        ),
        StoreError::AutosaveKept {
            path: p,
            why,
            moving,
        } => tr_args(
            lang,
            "files-autosave-kept",
            &[
                path(p),
                ("why", unreadable(lang, why).into()),
                ("moving", io_error(lang, moving).into()),
            ],
        ),
        StoreError::AllSlotsBusy { dir } => {
            tr_args(lang, "files-all-slots-busy", &[("dir", path_arg(dir))])
        }
    }
}

fn file_kind(kind: FileKind) -> &'static str {
    match kind {
        FileKind::Folder => "folder",
        FileKind::SymbolicLink => "link",
        FileKind::Fifo => "fifo",
        FileKind::Socket => "socket",
        FileKind::Device => "device",
        FileKind::Other => "other",
    }
}

fn file_use(action: FileUse) -> &'static str {
    match action {
        FileUse::Read => "read",
        FileUse::Replaced => "replaced",
        FileUse::UsedAsLock => "lock",
    }
}

/// Why the autosave found at the start could not be read.
pub fn unreadable(lang: Lang, why: &Unreadable) -> String {
    match why {
        Unreadable::Link { name } => tr_args(
            lang,
            "files-unreadable-link",
            &[("name", name.as_str().into())],
        ),
        Unreadable::Error(e) => store_error(lang, e),
    }
}

/// "Autosave is off: …" (no full stop: the caller ends the sentence).
pub fn autosave_off(lang: Lang, why: &StoreError) -> String {
    tr_args(
        lang,
        "files-autosave-off",
        &[("why", store_error(lang, why).into())],
    )
}

/// What a claimed data folder tells the player.
pub fn data_note(lang: Lang, note: &DataNote) -> String {
    match note {
        DataNote::OtherCopy { root, file } => tr_args(
            lang,
            "files-note-other-copy",
            &[("root", path_arg(root)), ("file", file.as_str().into())],
        ),
        DataNote::MovedAside { why, kept } => tr_args(
            lang,
            "files-note-moved-aside",
            &[
                ("why", unreadable(lang, why).into()),
                ("kept", path_arg(kept)),
            ],
        ),
        DataNote::AutosaveOff(e) => format!("{}.", autosave_off(lang, e)),
    }
}

/// The notes of a claimed data folder, one after the other.
pub fn data_notes(lang: Lang, notes: &[DataNote]) -> Vec<String> {
    notes.iter().map(|n| data_note(lang, n)).collect()
}

/// What is wrong with a record's text.
pub fn pgn_error(lang: Lang, e: &PgnError) -> String {
    let line = |l: &usize| ("line", Arg::from(l.to_string()));
    match e {
        PgnError::NotText { line: l, byte } => tr_args(
            lang,
            "files-pgn-not-text",
            &[line(l), ("byte", format!("{byte:#04x}").into())],
        ),
        PgnError::BadTag { line: l, reason } => tr_args(
            lang,
            "files-pgn-bad-tag",
            &[line(l), ("reason", tag_problem(lang, *reason).into())],
        ),
        PgnError::DuplicateTag { line: l, name } => tr_args(
            lang,
            "files-pgn-duplicate-tag",
            &[line(l), ("name", name.as_str().into())],
        ),
        PgnError::UnterminatedComment { line: l } => {
            tr_args(lang, "files-pgn-unterminated-comment", &[line(l)])
        }
        PgnError::DanglingComma { line: l } => {
            tr_args(lang, "files-pgn-dangling-comma", &[line(l)])
        }
        PgnError::TextAfterResult { line: l, text } => tr_args(
            lang,
            "files-pgn-text-after-result",
            &[line(l), ("text", shown(text).into())],
        ),
        PgnError::Empty => tr(lang, "files-pgn-empty"),
    }
}

fn tag_problem(lang: Lang, p: TagProblem) -> String {
    tr(
        lang,
        match p {
            TagProblem::NotBracketed => "files-tag-not-bracketed",
            TagProblem::NoValue => "files-tag-no-value",
            TagProblem::BadName => "files-tag-bad-name",
            TagProblem::NotQuoted => "files-tag-not-quoted",
            TagProblem::BadEscape => "files-tag-bad-escape",
            TagProblem::BareQuote => "files-tag-bare-quote",
        },
    )
}

/// Why a record could not be loaded.
pub fn load_error(lang: Lang, e: &LoadError) -> String {
    match e {
        LoadError::Text(e) => pgn_error(lang, e),
        LoadError::UnknownVariant { line, variant } => tr_args(
            lang,
            "files-unknown-variant",
            &[
                ("at", at_line(lang, *line).into()),
                ("variant", shown(variant).into()),
            ],
        ),
        LoadError::NoVariant => tr(lang, "files-no-variant"),
        LoadError::BadFen { line, reason } => tr_args(
            lang,
            "files-bad-fen",
            &[
                ("at", at_line(lang, *line).into()),
                ("reason", fen_problem(lang, reason).into()),
            ],
        ),
        LoadError::IllegalMove {
            line,
            number,
            text,
            move_of_series,
            reason,
            read,
        } => {
            let of = move_of_series.map_or_else(String::new, |i| {
                tr_args(lang, "files-move-of-series", &[("index", i.into())])
            });
            tr_args(
                lang,
                "files-illegal-move",
                &[
                    ("at", at_line(lang, *line).into()),
                    ("number", number.as_str().into()),
                    ("text", shown(text).into()),
                    ("of", of.into()),
                    ("reason", illegal_reason(lang, reason).into()),
                    (
                        "read",
                        tr_args(lang, "files-read-before", &[("count", read.len().into())]).into(),
                    ),
                ],
            )
        }
    }
}

/// A FEN the rules core could not read, in the words the position editor uses.
fn fen_problem(lang: Lang, p: &FenProblem) -> String {
    use crate::words::editor::{chess_fen_error, xiangqi_fen_error};
    match p {
        FenProblem::Chess(e) => chess_fen_error(lang, e),
        FenProblem::Xiangqi(e) => xiangqi_fen_error(lang, e),
    }
}

/// Why a move of a record could not be replayed: the rules' refusal, rendered as
/// the game screen renders it.
fn illegal_reason(lang: Lang, r: &IllegalReason) -> String {
    use crate::play::port::GameError;
    use crate::words;
    match r {
        IllegalReason::GameOver { kind, result } => {
            // Inside a sentence: English writes the reason as the session does
            // ("checkmate"; the result line's words are capitalised), Ukrainian's
            // result words are already in lower case.
            let reason = match (lang, result) {
                (Lang::En, _) => result.reason(*kind),
                (
                    _,
                    crate::session::GameResult::Win { reason, .. }
                    | crate::session::GameResult::Draw { reason },
                ) => words::sides::end_reason(lang, *kind, *reason),
                (_, crate::session::GameResult::Ongoing) => String::new(),
            };
            tr_args(
                lang,
                "files-game-already-over",
                &[("reason", reason.into())],
            )
        }
        IllegalReason::FlickerText(e) => words::flickering::move_text_error(lang, e),
        IllegalReason::Flicker(e) => {
            words::refusal::refusal(lang, &GameError::Flickering(e.clone()))
        }
        IllegalReason::XiangqiText(e) => {
            words::refusal::refusal(lang, &GameError::XiangqiNotation(e.clone()))
        }
        IllegalReason::Xiangqi(e) => words::refusal::refusal(lang, &GameError::Xiangqi(e.clone())),
    }
}

/// Why a record file could not be loaded.
pub fn load_file_error(lang: Lang, e: &LoadFileError) -> String {
    match e {
        LoadFileError::Read(e) => store_error(lang, e),
        LoadFileError::Record { path, source } => {
            about(lang, "files-record-error", path, load_error(lang, source))
        }
    }
}

/// Why a game could not be saved, loaded or resumed.
pub fn persist_error(lang: Lang, e: &PersistError) -> String {
    match e {
        PersistError::NoRecordFormat(kind) => tr_args(
            lang,
            "files-no-record-format",
            &[("game", game_name(lang, *kind).into())],
        ),
        PersistError::Store(e) => store_error(lang, e),
        PersistError::Load(e) => load_file_error(lang, e),
        PersistError::WrongGame {
            path,
            wanted,
            found,
        } => tr_args(
            lang,
            "files-wrong-game",
            &[
                ("path", path_arg(path)),
                ("found", game_name(lang, *found).into()),
                ("wanted", game_name(lang, *wanted).into()),
            ],
        ),
        PersistError::NoAutosave { dir } => {
            tr_args(lang, "files-no-autosave", &[("dir", path_arg(dir))])
        }
        PersistError::BadAutosave { path, source } => {
            about(lang, "files-bad-autosave", path, load_error(lang, source))
        }
        PersistError::NoPath { command } => {
            tr_args(lang, "files-no-path", &[("command", (*command).into())])
        }
    }
}

/// A game's name inside a sentence ("Flickering Chess", «Мерехтливі шахи»).
fn game_name(lang: Lang, kind: GameKind) -> String {
    crate::words::sides::game_title(lang, kind)
}

/// What to tell the player after an autosave.
pub fn save_note(lang: Lang, note: &SaveNote) -> String {
    match note {
        SaveNote::Kept(kept) => kept
            .iter()
            .map(|k| kept_note(lang, k))
            .collect::<Vec<_>>()
            .join(" "),
        SaveNote::Paused(e) => tr_args(
            lang,
            "files-autosave-paused",
            &[("why", store_error(lang, e).into())],
        ),
        SaveNote::Failed(e) => tr_args(
            lang,
            "files-autosave-failed",
            &[("why", store_error(lang, e).into())],
        ),
    }
}

fn kept_note(lang: Lang, note: &KeptNote) -> String {
    let path = |p: &Path| ("path", Arg::from(p.display().to_string()));
    match note {
        KeptNote::Unfinished { path: p, replaced } => tr_args(
            lang,
            "files-kept-unfinished",
            &[
                path(p),
                ("replaced", if *replaced { "yes" } else { "no" }.into()),
            ],
        ),
        KeptNote::Unparsed { path: p } => tr_args(lang, "files-kept-unparsed", &[path(p)]),
        KeptNote::Finished { path: p } => tr_args(lang, "files-kept-finished", &[path(p)]),
    }
}

/// Why a file of the records list cannot be opened.
pub fn unlisted(lang: Lang, e: &Unlisted) -> String {
    match e {
        Unlisted::Read(e) => store_error(lang, e),
        Unlisted::Record(e) => load_error(lang, e),
    }
}

/// Why the settings file could not be used or saved.
pub fn config_error(lang: Lang, e: &ConfigError) -> String {
    match e {
        ConfigError::NoConfigDir => tr(lang, "files-no-config-dir"),
        ConfigError::Store(e) => store_error(lang, e),
        ConfigError::Malformed {
            path,
            line,
            message,
            text,
        } => tr_args(
            lang,
            "files-config-malformed",
            &[
                ("path", path_arg(path)),
                ("at", at_line(lang, line.unwrap_or(0)).into()),
                ("message", message.as_str().into()),
                ("known", if text.is_some() { "yes" } else { "no" }.into()),
                (
                    "text",
                    text.as_deref()
                        .map(|t| crate::core::text::cut(&shown(t), 40))
                        .unwrap_or_default()
                        .into(),
                ),
            ],
        ),
        ConfigError::Folder { path, source } => {
            about(lang, "files-config-folder", path, io_error(lang, source))
        }
        ConfigError::NotKept { path, source } => {
            about(lang, "files-config-not-kept", path, io_error(lang, source))
        }
    }
}

/// The one-line note of a run whose settings file could not be used.
pub fn config_note(lang: Lang, note: &ConfigNote) -> String {
    match note {
        ConfigNote::NotRemembered(e) => tr_args(
            lang,
            "files-config-not-remembered",
            &[("why", config_error(lang, e).into())],
        ),
        ConfigNote::DefaultsUsed(e) => tr_args(
            lang,
            "files-config-defaults-used",
            &[("why", capitalised(&config_error(lang, e)).into())],
        ),
    }
}

#[cfg(test)]
mod tests;
