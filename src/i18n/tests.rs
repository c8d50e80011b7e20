use super::*;

fn count(lang: Lang, id: &str, n: i64) -> String {
    lookup(lang, id, &[("count", Arg::Num(n))]).expect("the message is in the file")
}

#[test]
fn ukrainian_plural_forms_of_series_follow_cldr() {
    let expected = [
        (1, "1 серія"),
        (2, "2 серії"),
        (5, "5 серій"),
        (11, "11 серій"),
        (21, "21 серія"),
        (22, "22 серії"),
        (25, "25 серій"),
    ];
    for (n, text) in expected {
        assert_eq!(count(Lang::Uk, "count-series", n), text, "{n}");
    }
}

#[test]
fn ukrainian_plural_forms_of_moves_follow_cldr() {
    for (n, text) in [
        (1, "1 хід"),
        (3, "3 ходи"),
        (11, "11 ходів"),
        (21, "21 хід"),
        (22, "22 ходи"),
        (25, "25 ходів"),
    ] {
        assert_eq!(count(Lang::Uk, "count-moves", n), text, "{n}");
    }
}

#[test]
fn english_plural_forms() {
    assert_eq!(count(Lang::En, "count-moves", 1), "1 move");
    assert_eq!(count(Lang::En, "count-moves", 11), "11 moves");
    assert_eq!(count(Lang::En, "count-series", 2), "2 series");
}

#[test]
fn the_locale_chooses_the_language_in_posix_order() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    };
    assert_eq!(Lang::from_locale_vars(env(&[])), Lang::En);
    assert_eq!(
        Lang::from_locale_vars(env(&[("LANG", "uk_UA.UTF-8")])),
        Lang::Uk
    );
    assert_eq!(Lang::from_locale_vars(env(&[("LANG", "C")])), Lang::En);
    assert_eq!(
        Lang::from_locale_vars(env(&[("LANG", "uk_UA.UTF-8"), ("LC_ALL", "C")])),
        Lang::En
    );
    assert_eq!(
        Lang::from_locale_vars(env(&[("LANG", "en_US.UTF-8"), ("LC_MESSAGES", "uk_UA")])),
        Lang::Uk
    );
    // An empty LC_ALL is unset.
    assert_eq!(
        Lang::from_locale_vars(env(&[("LC_ALL", ""), ("LANG", "uk")])),
        Lang::Uk
    );
    assert_eq!(Lang::from_locale("en_GB.UTF-8"), Lang::En);
    assert_eq!(Lang::from_locale("ukr"), Lang::En);
}

#[test]
fn every_file_parses() {
    for lang in Lang::ALL {
        assert_eq!(syntax_errors(lang), Vec::<String>::new(), "{lang:?}");
    }
}

#[test]
fn both_languages_have_the_same_ids_once_each() {
    let sorted = |lang| {
        let mut v: Vec<String> = ids(lang).into_iter().map(|(id, _)| id).collect();
        v.sort();
        v
    };
    let (en, uk) = (sorted(Lang::En), sorted(Lang::Uk));
    for v in [&en, &uk] {
        let twice: Vec<&String> = v
            .windows(2)
            .filter(|p| p[0] == p[1])
            .map(|p| &p[0])
            .collect();
        assert!(twice.is_empty(), "ids that appear twice: {twice:?}");
    }
    let only_en: Vec<_> = en.iter().filter(|i| !uk.contains(i)).collect();
    let only_uk: Vec<_> = uk.iter().filter(|i| !en.contains(i)).collect();
    assert!(only_en.is_empty(), "missing in uk: {only_en:?}");
    assert!(only_uk.is_empty(), "missing in en: {only_uk:?}");
}

/// The key tables translated so far: every phrase has its message in both languages.
#[test]
fn every_phrase_of_the_translated_key_tables_is_in_both_languages() {
    use crate::tui::keys::worded_key_names;
    use crate::tui::keys::{
        ask, editor, game, help, lessons, menu, new_game, phrases, practice, rules, settings,
    };
    let mut all: Vec<(&str, &str)> = Vec::new();
    for table in [
        phrases(ask::KEYS),
        phrases(help::KEYS),
        phrases(game::KEYS),
        phrases(menu::KEYS),
        phrases(settings::KEYS),
        phrases(new_game::KEYS),
        phrases(editor::KEYS),
        phrases(rules::KEYS),
        phrases(lessons::KEYS),
        phrases(practice::KEYS),
    ] {
        all.extend(table.into_iter().map(|p| ("key", p)));
    }
    for table in [
        worded_key_names(ask::KEYS),
        worded_key_names(help::KEYS),
        worded_key_names(game::KEYS),
        worded_key_names(menu::KEYS),
        worded_key_names(settings::KEYS),
        worded_key_names(new_game::KEYS),
        worded_key_names(editor::KEYS),
        worded_key_names(rules::KEYS),
        worded_key_names(lessons::KEYS),
        worded_key_names(practice::KEYS),
    ] {
        all.extend(table.into_iter().map(|p| ("keyname", p)));
    }
    all.extend(game::COMMAND_HELP.iter().map(|(_, l)| ("cmd", *l)));
    all.extend(editor::COMMAND_HELP.iter().map(|(_, l)| ("cmd", *l)));
    let mut missing = Vec::new();
    for lang in Lang::ALL {
        for (prefix, p) in &all {
            let id = phrase_id(prefix, p);
            if !has(lang, &id) && !missing.contains(&format!("{id} = {p}")) {
                missing.push(format!("{id} = {p}"));
            }
        }
    }
    assert!(missing.is_empty(), "missing:\n{}", missing.join("\n"));
}

/// The string literals of every `.rs` file under `src/` (tests included), read from
/// the repository: a literal is text between two unescaped `"` on one line.
fn source_literals() -> Vec<String> {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("src is readable") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut files = Vec::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut literals = Vec::new();
    for file in files {
        // This file names ids to test them; it does not use them.
        if file.ends_with("i18n/tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("a source file");
        for line in text.lines() {
            let mut inside: Option<String> = None;
            let mut escaped = false;
            for c in line.chars() {
                match (&mut inside, c) {
                    (Some(_), '\\') if !escaped => escaped = true,
                    (Some(s), '"') if !escaped => {
                        literals.push(std::mem::take(s));
                        inside = None;
                    }
                    (Some(s), c) => {
                        s.push(c);
                        escaped = false;
                    }
                    (None, '"') => inside = Some(String::new()),
                    (None, _) => {}
                }
            }
        }
    }
    literals
}

/// The ids the phrase tables produce (`key-`, `keyname-`, `cmd-`): checked against
/// the tables by `every_phrase_of_the_translated_key_tables_is_in_both_languages`.
fn is_phrase_id(id: &str) -> bool {
    ["key-", "keyname-", "cmd-"]
        .iter()
        .any(|p| id.starts_with(p))
}

/// Every id the code names is in both languages, so a Ukrainian screen never falls
/// back to English: a literal shaped like one of the files' ids (the same first word
/// before `-`) must be an id of both.
#[test]
fn every_message_id_the_code_uses_is_in_both_languages() {
    let known: Vec<String> = ids(Lang::En).into_iter().map(|(id, _)| id).collect();
    let prefixes: Vec<String> = known
        .iter()
        .filter(|id| !is_phrase_id(id))
        .map(|id| id.split('-').next().unwrap_or_default().to_string())
        .collect();
    let shaped = |s: &str| {
        let first = s.split('-').next().unwrap_or_default();
        prefixes.iter().any(|p| p == first)
            && s.contains('-')
            && s.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    };
    let mut used: Vec<String> = source_literals()
        .into_iter()
        .filter(|s| shaped(s) || known.contains(s))
        .collect();
    used.sort();
    used.dedup();
    assert!(used.len() > 40, "the scan found the ids: {used:?}");
    for lang in Lang::ALL {
        let missing: Vec<&String> = used.iter().filter(|id| !has(lang, id)).collect();
        assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
    }
}

/// The command line's help (`help-cli-`, i18n/*/help.ftl): found by its English
/// words, and checked against the clap tree by the tests of `cli::help`.
fn is_help_tree_id(id: &str) -> bool {
    id.starts_with("help-cli-")
}

/// No dead ids: every message of the files (but the phrase tables', checked against
/// the tables, and the help's, checked against the clap tree) is named somewhere in
/// the code.
#[test]
fn every_message_id_of_the_files_is_used() {
    let literals = source_literals();
    // A message another one names (`{ role }`) is used through it.
    let referenced = |id: &str| {
        Lang::En
            .sources()
            .iter()
            .any(|(_, text)| text.contains(&format!("{{ {id} }}")))
    };
    let dead: Vec<String> = ids(Lang::En)
        .into_iter()
        .map(|(id, _)| id)
        .filter(|id| !is_phrase_id(id) && !is_help_tree_id(id))
        .filter(|id| !literals.contains(id) && !referenced(id))
        .collect();
    assert!(dead.is_empty(), "ids no code uses: {dead:?}");
}

/// Every phrase id in the files is a phrase of a table (no dead key words).
#[test]
fn every_phrase_id_of_the_files_is_a_table_phrase() {
    use crate::tui::keys::worded_key_names;
    use crate::tui::keys::{
        ask, editor, game, help, lessons, menu, new_game, phrases, practice, rules, settings,
    };
    let mut made: Vec<String> = Vec::new();
    let tables = [
        (phrases(ask::KEYS), worded_key_names(ask::KEYS)),
        (phrases(help::KEYS), worded_key_names(help::KEYS)),
        (phrases(game::KEYS), worded_key_names(game::KEYS)),
        (phrases(menu::KEYS), worded_key_names(menu::KEYS)),
        (phrases(editor::KEYS), worded_key_names(editor::KEYS)),
        (phrases(lessons::KEYS), worded_key_names(lessons::KEYS)),
        (phrases(practice::KEYS), worded_key_names(practice::KEYS)),
        (phrases(rules::KEYS), worded_key_names(rules::KEYS)),
        (phrases(new_game::KEYS), worded_key_names(new_game::KEYS)),
        (phrases(settings::KEYS), worded_key_names(settings::KEYS)),
    ];
    for (words, names) in tables {
        made.extend(words.into_iter().map(|p| phrase_id("key", p)));
        made.extend(names.into_iter().map(|p| phrase_id("keyname", p)));
    }
    made.extend(game::COMMAND_HELP.iter().map(|(_, l)| phrase_id("cmd", l)));
    made.extend(
        editor::COMMAND_HELP
            .iter()
            .map(|(_, l)| phrase_id("cmd", l)),
    );
    let stray: Vec<String> = ids(Lang::En)
        .into_iter()
        .map(|(id, _)| id)
        .filter(|id| is_phrase_id(id) && !made.contains(id))
        .collect();
    assert!(stray.is_empty(), "phrase ids no table makes: {stray:?}");
}

/// A message that names another (`{ side }`) passes its arguments on to it.
#[test]
fn a_referenced_message_sees_the_arguments() {
    let args = [("side", Arg::from("red"))];
    assert_eq!(
        lookup(Lang::Uk, "panel-draw-offered", &args).as_deref(),
        Some("Червоні пропонують нічию")
    );
    assert_eq!(
        lookup(Lang::En, "panel-draw-offered", &args).as_deref(),
        Some("Draw offered by Red")
    );
}
