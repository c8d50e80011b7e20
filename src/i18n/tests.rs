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
        let mut d = v.clone();
        d.dedup();
        assert_eq!(&d, v, "an id appears twice");
    }
    let only_en: Vec<_> = en.iter().filter(|i| !uk.contains(i)).collect();
    let only_uk: Vec<_> = uk.iter().filter(|i| !en.contains(i)).collect();
    assert!(only_en.is_empty(), "missing in uk: {only_en:?}");
    assert!(only_uk.is_empty(), "missing in en: {only_uk:?}");
}

/// The key tables translated so far: every phrase has its message in both languages.
#[test]
fn every_phrase_of_the_translated_key_tables_is_in_both_languages() {
    use crate::tui::keys::{game, menu, phrases, worded_key_names};
    let mut all: Vec<(&str, &str)> = Vec::new();
    for table in [phrases(game::KEYS), phrases(menu::KEYS)] {
        all.extend(table.into_iter().map(|p| ("key", p)));
    }
    for table in [worded_key_names(game::KEYS), worded_key_names(menu::KEYS)] {
        all.extend(table.into_iter().map(|p| ("keyname", p)));
    }
    all.extend(game::COMMAND_HELP.iter().map(|(_, l)| ("cmd", *l)));
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
