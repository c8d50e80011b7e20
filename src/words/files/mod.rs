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
use crate::words::common::Say;
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
impl Say for StoreError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
        let path = |p: &Path| ("path", path_arg(p));
        match e {
            StoreError::NoDataDir => tr(lang, "files-no-data-dir"),
            StoreError::Write { path: p, source } => {
                about(lang, "files-cannot-write", p, source.say(lang))
            }
            StoreError::Read { path: p, source } => {
                about(lang, "files-cannot-read", p, source.say(lang))
            }
            StoreError::AlreadyExists { path: p } => {
                tr_args(lang, "files-already-exists", &[path(p)])
            }
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
                    ("why", why.say(lang).into()),
                    ("moving", moving.say(lang).into()),
                ],
            ),
            StoreError::AllSlotsBusy { dir } => {
                tr_args(lang, "files-all-slots-busy", &[("dir", path_arg(dir))])
            }
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
impl Say for Unreadable {
    fn say(&self, lang: Lang) -> String {
        let why = self;
        match why {
            Unreadable::Link { name } => tr_args(
                lang,
                "files-unreadable-link",
                &[("name", name.as_str().into())],
            ),
            Unreadable::Error(e) => e.say(lang),
        }
    }
}

/// "Autosave is off: …" (no full stop: the caller ends the sentence).
fn autosave_off(lang: Lang, why: &StoreError) -> String {
    tr_args(lang, "files-autosave-off", &[("why", why.say(lang).into())])
}

/// What a claimed data folder tells the player.
impl Say for DataNote {
    fn say(&self, lang: Lang) -> String {
        let note = self;
        match note {
            DataNote::OtherCopy { root, file } => tr_args(
                lang,
                "files-note-other-copy",
                &[("root", path_arg(root)), ("file", file.as_str().into())],
            ),
            DataNote::MovedAside { why, kept } => tr_args(
                lang,
                "files-note-moved-aside",
                &[("why", why.say(lang).into()), ("kept", path_arg(kept))],
            ),
            DataNote::AutosaveOff(e) => format!("{}.", autosave_off(lang, e)),
        }
    }
}

/// What is wrong with a record's text.
impl Say for PgnError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
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
impl Say for LoadError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
        match e {
            LoadError::Text(e) => e.say(lang),
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
            LoadError::UnknownFormat { line, format } => tr_args(
                lang,
                "files-unknown-format",
                &[
                    ("at", at_line(lang, *line).into()),
                    ("format", shown(format).into()),
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
                            tr_args(lang, "files-read-before", &[("count", read.len().into())])
                                .into(),
                        ),
                    ],
                )
            }
        }
    }
}

/// A FEN the rules core could not read, in the words the position editor uses.
fn fen_problem(lang: Lang, p: &FenProblem) -> String {
    match p {
        FenProblem::Chess(e) => e.say(lang),
        FenProblem::Xiangqi(e) => e.say(lang),
    }
}

/// Why a move of a record could not be replayed: the rules' refusal, rendered as
/// the game screen renders it.
fn illegal_reason(lang: Lang, r: &IllegalReason) -> String {
    use crate::play::port::GameError;
    match r {
        IllegalReason::GameOver { kind, result } => {
            let reason = crate::words::sides::result_reason(lang, *kind, *result);
            tr_args(
                lang,
                "files-game-already-over",
                &[("reason", reason.into())],
            )
        }
        IllegalReason::FlickerText(e) => e.say(lang),
        IllegalReason::Flicker(e) => GameError::Flickering(e.clone()).say(lang),
        IllegalReason::XiangqiText(e) => GameError::XiangqiNotation(e.clone()).say(lang),
        IllegalReason::Xiangqi(e) => GameError::Xiangqi(e.clone()).say(lang),
        IllegalReason::NotIccs(_) => tr(lang, "files-not-iccs"),
    }
}

/// Why a record file could not be loaded.
impl Say for LoadFileError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
        match e {
            LoadFileError::Read(e) => e.say(lang),
            LoadFileError::Record { path, source } => {
                about(lang, "files-record-error", path, source.say(lang))
            }
        }
    }
}

/// Why a game could not be saved, loaded or resumed.
impl Say for PersistError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
        match e {
            PersistError::NoRecordFormat(kind) => tr_args(
                lang,
                "files-no-record-format",
                &[("game", kind.say(lang).into())],
            ),
            PersistError::Store(e) => e.say(lang),
            PersistError::Load(e) => e.say(lang),
            PersistError::WrongGame {
                path,
                wanted,
                found,
            } => tr_args(
                lang,
                "files-wrong-game",
                &[
                    ("path", path_arg(path)),
                    ("found", found.say(lang).into()),
                    ("wanted", wanted.say(lang).into()),
                ],
            ),
            PersistError::NoAutosave { dir } => {
                tr_args(lang, "files-no-autosave", &[("dir", path_arg(dir))])
            }
            PersistError::BadAutosave { path, source } => {
                about(lang, "files-bad-autosave", path, source.say(lang))
            }
            PersistError::NoPath { command } => {
                tr_args(lang, "files-no-path", &[("command", (*command).into())])
            }
        }
    }
}

/// What to tell the player after an autosave.
impl Say for SaveNote {
    fn say(&self, lang: Lang) -> String {
        let note = self;
        match note {
            SaveNote::Kept(kept) => kept
                .iter()
                .map(|k| kept_note(lang, k))
                .collect::<Vec<_>>()
                .join(" "),
            SaveNote::Paused(e) => tr_args(
                lang,
                "files-autosave-paused",
                &[("why", e.say(lang).into())],
            ),
            SaveNote::Failed(e) => tr_args(
                lang,
                "files-autosave-failed",
                &[("why", e.say(lang).into())],
            ),
        }
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
impl Say for Unlisted {
    fn say(&self, lang: Lang) -> String {
        let e = self;
        match e {
            Unlisted::Read(e) => e.say(lang),
            Unlisted::Record(e) => e.say(lang),
        }
    }
}

/// Why the settings file could not be used or saved.
impl Say for ConfigError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
        match e {
            ConfigError::NoConfigDir => tr(lang, "files-no-config-dir"),
            ConfigError::Store(e) => e.say(lang),
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
                about(lang, "files-config-folder", path, source.say(lang))
            }
            ConfigError::NotKept { path, source } => {
                about(lang, "files-config-not-kept", path, source.say(lang))
            }
        }
    }
}

/// The one-line note of a run whose settings file could not be used.
impl Say for ConfigNote {
    fn say(&self, lang: Lang) -> String {
        let note = self;
        match note {
            ConfigNote::NotRemembered(e) => tr_args(
                lang,
                "files-config-not-remembered",
                &[("why", e.say(lang).into())],
            ),
            ConfigNote::DefaultsUsed(e) => tr_args(
                lang,
                "files-config-defaults-used",
                &[("why", capitalised(&e.say(lang)).into())],
            ),
        }
    }
}

pub mod games;

#[cfg(test)]
mod tests;
