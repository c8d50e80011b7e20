use super::*;
use crate::session::GameKind;
use std::io;
use std::path::PathBuf;

/// Latin words left in a Ukrainian text once the names a player types or reads
/// on disk are set aside (commands, environment variables, tag values, the
/// program's name; single letters are squares and hex digits).
fn english_words(text: &str) -> Vec<String> {
    const KEPT: &[&str] = &[
        "duochess",
        "HOME",
        "XDG",
        "DATA",
        "DUOCHESS",
        "DIR",
        "CONFIG",
        "save",
        "load",
        "Tab",
        "UTF",
        "play",
        "flickering",
        "xiangqi",
        "Flickering",
        "Variant",
        "FEN",
        "pgn",
        "check",
        "perft",
        "record",
        "theme",
        "purple",
        "PgUp",
        "PgDn",
        "config",
        "toml",
    ];
    let mut words = Vec::new();
    let mut word = String::new();
    for c in text.chars().chain([' ']) {
        if c.is_ascii_alphabetic() {
            word.push(c);
        } else if !word.is_empty() {
            if word.len() > 1 && !KEPT.contains(&word.as_str()) {
                words.push(word.clone());
            }
            word.clear();
        }
    }
    words
}

/// Paths without Latin letters, so that any Latin word left is English.
fn path(name: &str) -> PathBuf {
    PathBuf::from(format!("/дані/{name}"))
}

fn os(code: i32) -> io::Error {
    io::Error::from_raw_os_error(code)
}

/// English is the value's own `Display`; Ukrainian has no English word.
fn speaks_both<E: Say + std::fmt::Display>(e: &E) {
    assert_eq!(e.say(Lang::En), e.to_string());
    let uk = e.say(Lang::Uk);
    assert_ne!(uk, e.to_string(), "not translated: {uk}");
    let english = english_words(&uk);
    assert!(english.is_empty(), "English {english:?} in «{uk}»");
}

fn store_errors() -> Vec<StoreError> {
    let mut all = vec![
        StoreError::NoDataDir,
        StoreError::Write {
            path: path("a.pgn"),
            source: os(13),
        },
        StoreError::Read {
            path: path("a.pgn"),
            source: os(2),
        },
        StoreError::AlreadyExists {
            path: path("a.pgn"),
        },
        StoreError::NoFolder {
            path: path("немає/a.pgn"),
            folder: path("немає"),
        },
        StoreError::TooLarge {
            path: path("a.pgn"),
        },
        StoreError::NotText {
            path: path("a.pgn"),
            offset: 11,
        },
        StoreError::AllSlotsBusy { dir: path("") },
    ];
    for kind in [
        FileKind::Folder,
        FileKind::SymbolicLink,
        FileKind::Fifo,
        FileKind::Socket,
        FileKind::Device,
        FileKind::Other,
    ] {
        for action in [FileUse::Read, FileUse::Replaced, FileUse::UsedAsLock] {
            all.push(StoreError::NotRegular {
                path: path("a.pgn"),
                kind,
                action,
            });
        }
    }
    for why in [
        Unreadable::Link {
            name: "автозбереження.pgn".into(),
        },
        Unreadable::Error(Box::new(StoreError::NotText {
            path: path("a.pgn"),
            offset: 3,
        })),
    ] {
        all.push(StoreError::AutosaveKept {
            path: path("a.pgn"),
            why: Box::new(why),
            moving: os(30),
        });
    }
    all
}

#[test]
fn every_store_error_speaks_both_languages() {
    for e in store_errors() {
        speaks_both(&e);
    }
}

#[test]
fn system_errors_are_named_by_kind_in_ukrainian() {
    for code in [2, 13, 30, 28, 17, 21, 20, 16, 36, 40, 4, 5, 1] {
        let e = os(code);
        speaks_both(&e);
    }
    assert_eq!(os(13).say(Lang::Uk), "доступ заборонено");
    assert_eq!(os(5).say(Lang::Uk), "помилка системи (код 5)");
    let plain = io::Error::other("boom");
    assert_eq!(plain.say(Lang::En), "boom");
    assert_eq!(plain.say(Lang::Uk), "помилка введення-виведення");
    let found = io::Error::from(io::ErrorKind::NotFound);
    assert_eq!(found.say(Lang::Uk), "немає такого файлу чи теки");
    // The network's errors too (a port already taken, a host not listening),
    // by their code or by their kind alone.
    let in_use = io::Error::from(io::ErrorKind::AddrInUse);
    for e in [os(98), in_use] {
        speaks_both(&e);
        assert!(
            e.say(Lang::Uk).contains("уже зайнято"),
            "{}",
            e.say(Lang::Uk)
        );
    }
    for code in [99, 111, 104, 32, 110, 101, 113] {
        assert!(!os(code).say(Lang::Uk).contains("код"), "{code}");
    }
}

#[test]
fn every_data_folder_note_speaks_both_languages() {
    let notes = [
        DataNote::OtherCopy {
            root: path(""),
            file: "автозбереження-2.pgn".into(),
        },
        DataNote::MovedAside {
            why: Unreadable::Link {
                name: "автозбереження.pgn".into(),
            },
            kept: path("відкладене.pgn"),
        },
        DataNote::AutosaveOff(StoreError::AllSlotsBusy { dir: path("") }),
    ];
    for note in &notes {
        speaks_both(note);
    }
}

fn pgn_errors() -> Vec<PgnError> {
    let mut all = vec![
        PgnError::NotText { line: 2, byte: 0 },
        PgnError::DuplicateTag {
            line: 3,
            name: "Білі".into(),
        },
        PgnError::UnterminatedComment { line: 4 },
        PgnError::DanglingComma { line: 5 },
        PgnError::TextAfterResult {
            line: 6,
            text: "ще".into(),
        },
        PgnError::Empty,
    ];
    for reason in [
        TagProblem::NotBracketed,
        TagProblem::NoValue,
        TagProblem::BadName,
        TagProblem::NotQuoted,
        TagProblem::BadEscape,
        TagProblem::BareQuote,
    ] {
        all.push(PgnError::BadTag { line: 1, reason });
    }
    all
}

#[test]
fn every_record_text_error_speaks_both_languages() {
    for e in pgn_errors() {
        speaks_both(&e);
    }
    // The parser's own errors are those values.
    let e = crate::record::PgnGame::parse("[White Ann]\n").unwrap_err();
    speaks_both(&e);
}

/// The error of loading `text`.
fn load_fails(text: &str) -> LoadError {
    match crate::record::load(text) {
        Ok(_) => panic!("loaded: {text}"),
        Err(e) => e,
    }
}

#[test]
fn record_errors_speak_both_languages() {
    let errors = [
        LoadError::Text(PgnError::Empty),
        load_fails("[Variant \"сьоґі\"]\n\n*\n"),
        LoadError::UnknownVariant {
            line: 0,
            variant: "сьоґі".into(),
        },
        LoadError::NoVariant,
        // A unit moved twice in one series: the rules core's refusal.
        load_fails("[Variant \"Flickering\"]\n\n1a. e2e4, e4e5 *\n"),
        LoadError::IllegalMove {
            line: 7,
            number: "3б.".into(),
            text: "e5".into(),
            move_of_series: None,
            reason: Box::new(IllegalReason::GameOver {
                kind: GameKind::Xiangqi,
                result: crate::session::GameResult::Win {
                    winner: crate::core::Side::White,
                    reason: crate::session::EndReason::Checkmate,
                },
            }),
            read: vec!["e4".into(); 3],
        },
    ];
    for e in &errors {
        speaks_both(e);
    }
    let uk = (errors[4]).say(Lang::Uk);
    // The series label is the file's own (records are written with Latin labels).
    assert!(
        uk.starts_with("рядок 3: хід 1a. e2e4, e4e5 (2-й хід серії): "),
        "{uk}"
    );
    assert!(uk.ends_with("(перед ним прочитано нічого)"), "{uk}");
    assert!((errors[5]).say(Lang::Uk).contains("3 ходи"));
}

/// The reasons the game screen does not render yet keep their English; the
/// frame around them is in the language.
#[test]
fn record_errors_with_rules_reasons_keep_the_frame_in_both_languages() {
    for text in [
        "[Variant \"Flickering\"]\n[FEN \"8/8\"]\n\n*\n",
        "[Variant \"xiangqi\"]\n\n1. h2h9 *\n",
        "[Variant \"Flickering\"]\n\n1a. Qh5 *\n",
    ] {
        let e = load_fails(text);
        assert_eq!(e.say(Lang::En), e.to_string());
        let uk = e.say(Lang::Uk);
        assert!(uk.starts_with("рядок "), "{uk}");
    }
}

fn persist_errors() -> Vec<PersistError> {
    vec![
        PersistError::NoRecordFormat(GameKind::Flickering),
        PersistError::Store(StoreError::AlreadyExists {
            path: path("a.pgn"),
        }),
        PersistError::Load(LoadFileError::Read(StoreError::Read {
            path: path("a.pgn"),
            source: os(2),
        })),
        PersistError::Load(LoadFileError::Record {
            path: path("a.pgn"),
            source: Box::new(LoadError::NoVariant),
        }),
        PersistError::WrongGame {
            path: path("a.pgn"),
            wanted: GameKind::Flickering,
            found: GameKind::Xiangqi,
        },
        PersistError::NoAutosave { dir: path("") },
        PersistError::BadAutosave {
            path: path("a.pgn"),
            source: Box::new(LoadError::Text(PgnError::UnterminatedComment { line: 2 })),
        },
        PersistError::NoPath { command: "save" },
        PersistError::NoPath { command: "load" },
    ]
}

#[test]
fn every_persist_error_speaks_both_languages() {
    for e in persist_errors() {
        speaks_both(&e);
    }
}

#[test]
fn every_autosave_note_speaks_both_languages() {
    let notes = [
        SaveNote::Kept(vec![
            KeptNote::Unfinished {
                path: path("незавершена.pgn"),
                replaced: false,
            },
            KeptNote::Unfinished {
                path: path("незавершена.pgn"),
                replaced: true,
            },
            KeptNote::Unparsed {
                path: path("незавершена.pgn"),
            },
            KeptNote::Finished {
                path: path("партія.pgn"),
            },
        ]),
        SaveNote::Paused(StoreError::Write {
            path: path("a.pgn"),
            source: os(28),
        }),
        SaveNote::Failed(StoreError::Write {
            path: path("a.pgn"),
            source: os(30),
        }),
    ];
    for note in &notes {
        speaks_both(note);
    }
}

#[test]
fn every_records_list_problem_speaks_both_languages() {
    for e in [
        Unlisted::Read(StoreError::NotText {
            path: path("a.pgn"),
            offset: 0,
        }),
        Unlisted::Record(LoadError::NoVariant),
    ] {
        speaks_both(&e);
    }
}

fn config_errors() -> Vec<ConfigError> {
    let malformed =
        crate::config::Config::parse("flip = true\ntheme = \"purple\"\n", &path("config.toml"))
            .unwrap_err();
    let unparsable = crate::config::Config::parse("[", &path("config.toml")).unwrap_err();
    vec![
        ConfigError::NoConfigDir,
        ConfigError::Store(StoreError::Read {
            path: path("config.toml"),
            source: os(13),
        }),
        malformed,
        unparsable,
        ConfigError::Malformed {
            path: path("config.toml"),
            line: None,
            message: "invalid".into(),
            text: None,
        },
        ConfigError::Folder {
            path: path(""),
            source: os(30),
        },
        ConfigError::NotKept {
            path: path("config.toml"),
            source: os(13),
        },
    ]
}

#[test]
fn every_config_error_and_note_speaks_both_languages() {
    for e in config_errors() {
        speaks_both(&e);
        speaks_both(&ConfigNote::NotRemembered(e.clone()));
        speaks_both(&ConfigNote::DefaultsUsed(e));
    }
    let e = &config_errors()[2];
    assert_eq!(
        ConfigNote::DefaultsUsed(e.clone()).say(Lang::Uk),
        "Файл налаштувань /дані/config.toml хибний (рядок 2: theme = \"purple\"); \
         діють типові налаштування, а файл лишився як був."
    );
}
