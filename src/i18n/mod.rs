//! Translations: the words a player reads, in English or Ukrainian, from the Project
//! Fluent message files `i18n/<lang>/*.ftl`, embedded in the binary.
//!
//! A leaf module (it imports nothing of the crate): the front end and the command line
//! render through it, and so can the typed errors' renderings. [`Lang`] is the
//! language; [`tr`] looks a message up, [`tr_args`] with Fluent arguments (numbers
//! choose the plural form by the language's CLDR rules: 1 серія, 2 серії, 5 серій).
//! Machine-facing output (`check`, `perft`, `record`, `--json`) does not go through here.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;
use unic_langid::{langid, LanguageIdentifier};

/// The message files of each language, in the binary.
const EN: &[(&str, &str)] = &[
    ("main.ftl", include_str!("../../i18n/en/main.ftl")),
    ("game.ftl", include_str!("../../i18n/en/game.ftl")),
    ("editor.ftl", include_str!("../../i18n/en/editor.ftl")),
    ("learn.ftl", include_str!("../../i18n/en/learn.ftl")),
    ("files.ftl", include_str!("../../i18n/en/files.ftl")),
    ("cli.ftl", include_str!("../../i18n/en/cli.ftl")),
    ("help.ftl", include_str!("../../i18n/en/help.ftl")),
    ("keys.ftl", include_str!("../../i18n/en/keys.ftl")),
    ("remote.ftl", include_str!("../../i18n/en/remote.ftl")),
    ("plain.ftl", include_str!("../../i18n/en/plain.ftl")),
    ("netplay.ftl", include_str!("../../i18n/en/netplay.ftl")),
];
const UK: &[(&str, &str)] = &[
    ("main.ftl", include_str!("../../i18n/uk/main.ftl")),
    ("game.ftl", include_str!("../../i18n/uk/game.ftl")),
    ("editor.ftl", include_str!("../../i18n/uk/editor.ftl")),
    ("learn.ftl", include_str!("../../i18n/uk/learn.ftl")),
    ("files.ftl", include_str!("../../i18n/uk/files.ftl")),
    ("cli.ftl", include_str!("../../i18n/uk/cli.ftl")),
    ("help.ftl", include_str!("../../i18n/uk/help.ftl")),
    ("keys.ftl", include_str!("../../i18n/uk/keys.ftl")),
    ("remote.ftl", include_str!("../../i18n/uk/remote.ftl")),
    ("plain.ftl", include_str!("../../i18n/uk/plain.ftl")),
    ("netplay.ftl", include_str!("../../i18n/uk/netplay.ftl")),
];

/// The language of the interface.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Lang {
    #[default]
    En,
    Uk,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Uk];

    /// The language the environment asks for: the first of `LC_ALL`, `LC_MESSAGES`,
    /// `LANG` that is set and not empty (POSIX precedence); Ukrainian for `uk…`
    /// (`uk_UA.UTF-8`), English otherwise (`C`, `POSIX`, unset, any other language).
    pub fn from_env() -> Lang {
        Lang::from_locale_vars(|name| std::env::var(name).ok())
    }

    /// [`Lang::from_env`] with the variables read through `var` (for tests).
    pub fn from_locale_vars(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| var(name))
            .find(|value| !value.is_empty())
            .map_or(Lang::En, |value| Lang::from_locale(&value))
    }

    /// The language of a locale name such as `uk_UA.UTF-8`, `uk`, `en_GB`, `C`.
    pub fn from_locale(locale: &str) -> Lang {
        let language = locale
            .split(['_', '.', '@', '-'])
            .next()
            .unwrap_or_default();
        if language.eq_ignore_ascii_case("uk") {
            Lang::Uk
        } else {
            Lang::En
        }
    }

    /// The language's identifier (its plural rules come with it).
    pub fn id(self) -> LanguageIdentifier {
        match self {
            Lang::En => langid!("en"),
            Lang::Uk => langid!("uk"),
        }
    }

    /// The language's message files, as (file name, text).
    pub fn sources(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Lang::En => EN,
            Lang::Uk => UK,
        }
    }

    fn bundle(self) -> &'static FluentBundle<FluentResource> {
        static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 2] =
            [OnceLock::new(), OnceLock::new()];
        BUNDLES[self as usize].get_or_init(|| build_bundle(self))
    }
}

/// One language's bundle. The files are the program's own, so a syntax error in one
/// is a bug the tests catch (`every_file_parses`); the bundle keeps what did parse.
fn build_bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new_concurrent(vec![lang.id()]);
    // No Unicode isolation marks around arguments: a terminal would show them as cells.
    bundle.set_use_isolating(false);
    for (_, text) in lang.sources() {
        let resource = FluentResource::try_new((*text).to_string()).unwrap_or_else(|(r, _)| r);
        // Ids are unique per language (checked by a test); a clash keeps the first.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// An argument of a message: a number (chooses plural forms) or a text.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg<'a> {
    Num(i64),
    Text(std::borrow::Cow<'a, str>),
}

impl From<i64> for Arg<'_> {
    fn from(n: i64) -> Self {
        Arg::Num(n)
    }
}
impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
    }
}
impl From<u32> for Arg<'_> {
    fn from(n: u32) -> Self {
        Arg::Num(i64::from(n))
    }
}
impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(s.into())
    }
}
impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(s.into())
    }
}

/// Whether `lang` has the message `id` (a `.attr` suffix names an attribute).
pub fn has(lang: Lang, id: &str) -> bool {
    let (message, attribute) = split(id);
    lang.bundle()
        .get_message(message)
        .is_some_and(|m| match attribute {
            None => m.value().is_some(),
            Some(a) => m.get_attribute(a).is_some(),
        })
}

/// The message `id` in `lang`, with no arguments.
pub fn tr(lang: Lang, id: &str) -> String {
    tr_args(lang, id, &[])
}

/// The message `id` (or `message.attribute`) in `lang` with its arguments. A message
/// missing from `lang` falls back to English and then to the id itself; the tests
/// (`tests/i18n.rs`) make sure neither happens for an id the code uses.
pub fn tr_args(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    format(lang, id, args)
        .or_else(|| format(Lang::En, id, args))
        .unwrap_or_else(|| id.to_string())
}

/// [`tr`] kept for the life of the program, for tables that hand out `&'static str`
/// (the key bar). Each (language, id) is formatted and kept once, so the memory is
/// bounded by the number of messages.
pub fn tr_static(lang: Lang, id: &str) -> &'static str {
    tr_static_or(lang, id, None)
}

/// [`tr_static`], with `fallback` (not English, not the id) where `lang` lacks the
/// message: for the tables whose words are not all in the files yet.
pub fn tr_static_or(lang: Lang, id: &str, fallback: Option<&'static str>) -> &'static str {
    use std::collections::HashMap;
    use std::sync::Mutex;
    static KEPT: OnceLock<Mutex<HashMap<(Lang, String), &'static str>>> = OnceLock::new();
    let kept = KEPT.get_or_init(Default::default);
    let mut kept = kept
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(text) = kept.get(&(lang, id.to_string())) {
        return text;
    }
    // Only found messages are kept: a fallback is the caller's and may differ
    // between callers of one id.
    let text: &'static str = match (lookup(lang, id, &[]), fallback) {
        (None, Some(fallback)) => return fallback,
        (text, _) => Box::leak(text.unwrap_or_else(|| tr(lang, id)).into_boxed_str()),
    };
    kept.insert((lang, id.to_string()), text);
    text
}

/// The message `id` in `lang` only, `None` if it is missing there.
pub fn lookup(lang: Lang, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    format(lang, id, args)
}

fn split(id: &str) -> (&str, Option<&str>) {
    match id.split_once('.') {
        Some((m, a)) => (m, Some(a)),
        None => (id, None),
    }
}

fn format(lang: Lang, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    let bundle = lang.bundle();
    let (message, attribute) = split(id);
    let message = bundle.get_message(message)?;
    let pattern = match attribute {
        None => message.value()?,
        Some(a) => message.get_attribute(a)?.value(),
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        let value = match value {
            Arg::Num(n) => FluentValue::from(*n),
            Arg::Text(s) => FluentValue::from(s.to_string()),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// Every message id (and `message.attribute`) of one language's files, with the file
/// it is in — for the tests that compare the languages and the code.
pub fn ids(lang: Lang) -> Vec<(String, &'static str)> {
    use fluent_syntax::ast::Entry;
    let mut out = Vec::new();
    for (file, text) in lang.sources() {
        let resource = FluentResource::try_new((*text).to_string()).unwrap_or_else(|(r, _)| r);
        for entry in resource.entries() {
            if let Entry::Message(m) = entry {
                if m.value.is_some() {
                    out.push((m.id.name.to_string(), *file));
                }
                for a in &m.attributes {
                    out.push((format!("{}.{}", m.id.name, a.id.name), *file));
                }
            }
        }
    }
    out
}

/// The syntax errors of one language's files, as `file: error` lines.
pub fn syntax_errors(lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    for (file, text) in lang.sources() {
        if let Err((_, errors)) = FluentResource::try_new((*text).to_string()) {
            out.extend(errors.iter().map(|e| format!("{file}: {e:?}")));
        }
    }
    out
}

#[cfg(test)]
mod tests;
