//! A command line clap could not read, told in the player's language.
//!
//! clap words its errors in English. For `play`, `setup` and the bare program
//! — the commands a player types — a Ukrainian player gets them in Ukrainian:
//! the error's kind and its context (the option, the value, the values it
//! accepts, clap's suggestion) are clap's typed values, worded here from
//! `i18n/*/cli.ftl`. English keeps clap's own words; `--help` is clap's, worded
//! in the player's language by [`super::help`].

use crate::core::text::is_unsafe;
use crate::i18n::{tr, tr_args, Arg, Lang};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::process::ExitCode;

/// The language of a command line that could not be read: its last `--lang`
/// (after the subcommand wins, as when it is read), else the settings file's,
/// else the locale's.
pub fn lang_of_args(args: &[String]) -> Lang {
    let mut chosen = None;
    let mut iter = args.iter().peekable();
    while let Some(arg) = iter.next() {
        let value = match arg.strip_prefix("--lang") {
            Some("") => iter.peek().map(|v| v.as_str()),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        match value {
            Some("uk") => chosen = Some(Lang::Uk),
            Some("en") => chosen = Some(Lang::En),
            _ => {}
        }
    }
    chosen.unwrap_or_else(|| {
        let remembered = crate::config::Remembered::from_env();
        crate::play::settings::lang_of(remembered.config.language)
    })
}

/// Print clap's error in `lang` and give the exit code clap would. What the
/// player typed is echoed as messages echo it ([`crate::core::text::shown`]): an
/// escape sequence in a value is written out, never sent to the terminal.
pub fn report(e: &clap::Error, lang: Lang) -> ExitCode {
    use std::io::Write;
    let code = ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
    match words(e, lang) {
        Some(text) => {
            let _ = writeln!(std::io::stderr(), "{text}");
        }
        None if typed(e).iter().any(|t| t.chars().any(is_unsafe)) => {
            // clap's words without their colours; what the player typed is the only
            // place a character a terminal acts on can come from.
            let text: String = e
                .render()
                .to_string()
                .chars()
                .map(|c| match c {
                    '\n' => c.to_string(),
                    c if is_unsafe(c) => format!("\\u{{{:x}}}", c as u32),
                    c => c.to_string(),
                })
                .collect();
            let _ = write!(std::io::stderr(), "{text}");
        }
        None => {
            // The help and the version go to standard output: a closed pipe or a full
            // disk there is the command's own output failing (see `super::out`).
            if let Err(failed) = e.print().map_err(super::out::failed) {
                if !e.use_stderr() {
                    if let Some(text) = failed.words(lang) {
                        let _ = writeln!(std::io::stderr(), "{text}");
                    }
                    return ExitCode::from(failed.exit_code());
                }
            }
        }
    }
    code
}

/// What the player typed that clap's error echoes.
fn typed(e: &clap::Error) -> Vec<String> {
    [
        ContextKind::InvalidValue,
        ContextKind::InvalidArg,
        ContextKind::InvalidSubcommand,
    ]
    .into_iter()
    .filter_map(|kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        _ => None,
    })
    .collect()
}

/// The error in `lang`, or `None` where clap's own output stands (English, help,
/// version).
pub fn words(e: &clap::Error, lang: Lang) -> Option<String> {
    if lang == Lang::En {
        return None;
    }
    let text = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => Some(v.join(", ")),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        Some(ContextValue::Number(n)) => Some(n.to_string()),
        _ => None,
    };
    let quoted = |kind| {
        text(kind)
            .map(|t| format!("«{}»", crate::core::text::shown(&t)))
            .unwrap_or_default()
    };
    let (id, args): (&str, Vec<(&str, Arg)>) = match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => return None,
        ErrorKind::InvalidValue
            if text(ContextKind::InvalidValue)
                .unwrap_or_default()
                .is_empty() =>
        {
            (
                "cli-value-missing",
                vec![("arg", quoted(ContextKind::InvalidArg).into())],
            )
        }
        ErrorKind::InvalidValue => (
            "cli-invalid-value",
            vec![
                ("arg", quoted(ContextKind::InvalidArg).into()),
                ("value", quoted(ContextKind::InvalidValue).into()),
            ],
        ),
        ErrorKind::ValueValidation => (
            "cli-value-validation",
            vec![
                ("arg", quoted(ContextKind::InvalidArg).into()),
                ("value", quoted(ContextKind::InvalidValue).into()),
                ("why", why_invalid(e, lang).into()),
            ],
        ),
        ErrorKind::UnknownArgument => (
            "cli-unknown-argument",
            vec![("arg", quoted(ContextKind::InvalidArg).into())],
        ),
        ErrorKind::InvalidSubcommand => (
            "cli-unknown-command",
            vec![("command", quoted(ContextKind::InvalidSubcommand).into())],
        ),
        ErrorKind::MissingRequiredArgument => (
            "cli-missing-argument",
            vec![(
                "args",
                text(ContextKind::InvalidArg).unwrap_or_default().into(),
            )],
        ),
        ErrorKind::MissingSubcommand => ("cli-missing-command", vec![]),
        ErrorKind::ArgumentConflict => (
            "cli-conflict",
            vec![
                ("arg", quoted(ContextKind::InvalidArg).into()),
                ("prior", quoted(ContextKind::PriorArg).into()),
            ],
        ),
        ErrorKind::TooManyValues | ErrorKind::NoEquals => (
            "cli-unexpected-value",
            vec![("value", quoted(ContextKind::InvalidValue).into())],
        ),
        _ => ("cli-unreadable", vec![]),
    };
    let mut lines = vec![tr_args(lang, id, &args)];
    if let Some(valid) = text(ContextKind::ValidValue) {
        lines.push(tr_args(
            lang,
            "cli-valid-values",
            &[("values", valid.into())],
        ));
    }
    let suggested = [
        ContextKind::SuggestedValue,
        ContextKind::SuggestedArg,
        ContextKind::SuggestedSubcommand,
    ]
    .into_iter()
    .find_map(text);
    if let Some(s) = suggested {
        lines.push(tr_args(
            lang,
            "cli-did-you-mean",
            &[("suggestion", s.into())],
        ));
    }
    if let Some(usage) = text(ContextKind::Usage) {
        let usage = usage.trim();
        let usage = usage.strip_prefix("Usage:").unwrap_or(usage).trim();
        lines.push(String::new());
        lines.push(tr_args(lang, "cli-usage", &[("usage", usage.into())]));
    }
    lines.push(String::new());
    lines.push(tr(lang, "cli-more-in-help"));
    Some(lines.join("\n"))
}

/// Why a value did not read, from the value parser's own error.
fn why_invalid(e: &clap::Error, lang: Lang) -> String {
    use crate::session::clock::TimeControlError;
    let Some(source) = std::error::Error::source(e) else {
        return tr(lang, "cli-value-unreadable");
    };
    if let Some(clock) = source.downcast_ref::<TimeControlError>() {
        return crate::words::Say::say(clock, lang);
    }
    if source.downcast_ref::<std::num::ParseIntError>().is_some() {
        return tr(lang, "cli-not-a-whole-number");
    }
    // clap's range check says "8 is not in 1..=7".
    let said = source.to_string();
    if let Some((value, range)) = said.split_once(" is not in ") {
        return tr_args(
            lang,
            "cli-out-of-range",
            &[
                ("value", value.into()),
                ("range", range.replace("..=", "–").into()),
            ],
        );
    }
    said
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Cli;
    use clap::Parser;

    fn error(args: &[&str]) -> clap::Error {
        match Cli::try_parse_from(std::iter::once("duochess").chain(args.iter().copied())) {
            Ok(_) => panic!("{args:?} was read"),
            Err(e) => e,
        }
    }

    fn uk(args: &[&str]) -> String {
        words(&error(args), Lang::Uk).expect("worded in Ukrainian")
    }

    /// No word of three or more Latin letters outside what is quoted «…» (what
    /// was typed, an option's syntax), the accepted values and the usage line
    /// (the program's own syntax), and the program's name.
    fn assert_no_english(text: &str) {
        let mut outside = String::new();
        for line in text.lines() {
            if line.starts_with("можна:") || line.starts_with("Виклик:") {
                continue;
            }
            let mut quoted = false;
            for c in line.chars() {
                match c {
                    '«' => quoted = true,
                    '»' => quoted = false,
                    c if !quoted => outside.push(c),
                    _ => {}
                }
            }
            outside.push('\n');
        }
        for word in outside.split(|c: char| !c.is_ascii_alphabetic() && c != '-') {
            let latin = word.trim_matches('-');
            if latin.len() < 3 || word.starts_with("--") || latin == "duochess" || latin == "play" {
                continue;
            }
            panic!("English word {latin:?} in the Ukrainian error:\n{text}");
        }
    }

    #[test]
    fn a_value_not_accepted_names_the_values_that_are() {
        let text = uk(&["play", "flickering", "--computer", "green"]);
        assert!(text.contains("«green»"), "{text}");
        assert!(text.contains("white, black"), "{text}");
        assert!(text.starts_with("помилка:"), "{text}");
        assert_no_english(&text);
    }

    #[test]
    fn a_malformed_clock_is_told_as_the_new_game_screen_tells_it() {
        let text = uk(&["play", "flickering", "--clock", "zz"]);
        assert!(text.contains("не контроль часу"), "{text}");
        assert_no_english(&text);
        let text = uk(&["play", "flickering", "--clock", "900"]);
        assert!(text.contains("задовгий"), "{text}");
    }

    #[test]
    fn a_level_out_of_range_and_an_unknown_option() {
        let text = uk(&["play", "flickering", "--computer", "black", "--level", "9"]);
        assert!(text.contains("1–7"), "{text}");
        assert_no_english(&text);
        let text = uk(&["play", "flickering", "--level", "x", "--computer", "black"]);
        assert!(text.contains("ціле число"), "{text}");
        let text = uk(&["play", "flickering", "--bogus"]);
        assert!(text.contains("«--bogus»"), "{text}");
        assert_no_english(&text);
        let text = uk(&["plya"]);
        assert!(text.contains("«plya»") && text.contains("play"), "{text}");
        assert_no_english(&text);
    }

    #[test]
    fn an_escape_sequence_typed_is_written_out() {
        let text = uk(&["play", "flickering", "--computer", "\u{1b}[2J"]);
        assert!(text.contains("«\\u{1b}[2J»"), "{text}");
        assert!(!text.contains('\u{1b}'), "{text}");
    }

    #[test]
    fn english_and_help_stay_claps() {
        assert_eq!(words(&error(&["play", "--bogus"]), Lang::En), None);
        assert_eq!(words(&error(&["--help"]), Lang::Uk), None);
        assert_eq!(words(&error(&["--version"]), Lang::Uk), None);
    }

    #[test]
    fn the_language_of_a_command_line_is_its_last_lang() {
        let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            lang_of_args(&args(&["x", "--lang", "uk", "play"])),
            Lang::Uk
        );
        assert_eq!(lang_of_args(&args(&["x", "--lang=uk"])), Lang::Uk);
        assert_eq!(
            lang_of_args(&args(&["x", "--lang", "uk", "play", "--lang", "en"])),
            Lang::En
        );
    }
}
