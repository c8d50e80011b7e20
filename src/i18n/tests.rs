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

/// Every message the key tables and the command table name (their words, keys
/// written in words, answers, commands' help and placeholders) is in both languages.
#[test]
fn every_message_of_the_key_and_command_tables_is_in_both_languages() {
    use crate::play::commands::{COMMANDS, OTHER_TEXT};
    use crate::tui::keys::{
        ask, editor, game, help, lessons, menu, new_game, practice, review, rules, settings,
    };
    let mut named: Vec<&str> = Vec::new();
    named.extend(ask::KEYS.iter().flat_map(|b| b.message_ids()));
    named.extend(help::KEYS.iter().flat_map(|b| b.message_ids()));
    named.extend(game::KEYS.iter().flat_map(|b| b.message_ids()));
    named.extend(editor::KEYS.iter().flat_map(|b| b.message_ids()));
    named.extend(menu::KEYS.iter().flat_map(|b| b.message_ids()));
    named.extend(new_game::KEYS.iter().flat_map(|b| b.message_ids()));
    named.extend(rules::KEYS.iter().flat_map(|b| b.message_ids()));
    named.extend(lessons::KEYS.iter().flat_map(|b| b.message_ids()));
    named.extend(practice::KEYS.iter().flat_map(|b| b.message_ids()));
    named.extend(settings::KEYS.iter().flat_map(|b| b.message_ids()));
    named.extend(review::KEYS.iter().flat_map(|b| b.message_ids()));
    named.extend(COMMANDS.iter().map(|c| c.help));
    named.extend(
        COMMANDS
            .iter()
            .filter_map(|c| c.takes.argument())
            .map(|a| a.id),
    );
    named.extend(OTHER_TEXT.iter().map(|(_, _, id)| *id));
    assert!(named.len() > 150, "{}", named.len());
    let mut missing = Vec::new();
    for lang in Lang::ALL {
        missing.extend(
            named
                .iter()
                .filter(|id| !has(lang, id))
                .map(|id| format!("{lang:?} {id}")),
        );
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

/// Every id the code names is in both languages, so a Ukrainian screen never falls
/// back to English: a literal shaped like one of the files' ids (the same first word
/// before `-`) must be an id of both.
#[test]
fn every_message_id_the_code_uses_is_in_both_languages() {
    let known: Vec<String> = ids(Lang::En).into_iter().map(|(id, _)| id).collect();
    let prefixes: Vec<String> = known
        .iter()
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

/// No dead ids: every message of the files (but the help's, checked against the
/// clap tree) is named somewhere in the code; a key's `.help` attribute is read with
/// its message ([`crate::tui::keys::Binding::help_words`]).
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
    let used = |id: &String| {
        let message = id.strip_suffix(".help").unwrap_or(id);
        literals.iter().any(|l| l == message) || referenced(message)
    };
    let dead: Vec<String> = ids(Lang::En)
        .into_iter()
        .map(|(id, _)| id)
        .filter(|id| !is_help_tree_id(id) && !used(id))
        .collect();
    assert!(dead.is_empty(), "ids no code uses: {dead:?}");
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

/// "Seed" is the generator's word (`--seed`), not a player's: the author's
/// notation is called so in English (issue 39).
#[test]
fn english_calls_the_authors_notation_so_not_the_seeds() {
    let random_seed = ["help-cli-best-seed", "help-cli-puzzles-seed"];
    let mut id = "";
    let mut said = Vec::new();
    for (_, text) in EN {
        for line in text.lines() {
            if line.starts_with('#') {
                continue;
            }
            let mut value = line;
            if let Some((head, rest)) = line.split_once(" =") {
                if !line.starts_with(' ') {
                    id = head;
                    value = rest;
                }
            }
            let words = value.replace("$seed", "");
            if !random_seed.contains(&id) && words.to_lowercase().contains("seed") {
                said.push(line.to_string());
            }
        }
    }
    assert_eq!(said, Vec::<String>::new());
}
