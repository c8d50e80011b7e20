//! `--help` in the player's language.
//!
//! clap writes the help in English: the doc comments of [`super::Cli`] and clap's
//! own words (the headings, the help and version flags, `[default: …]`, the list
//! of possible values). For another language the built clap command is walked and
//! each of these is put in that language before the command line is read:
//!
//! - a text of the tree (a command's about, an argument's help, a possible value's
//!   help) is found in `i18n/en/help.ftl` by its English words — the file mirrors
//!   the doc comments and clap's flags, and the tests keep the two equal — and the
//!   message of the same id is taken from the language's `help.ftl`;
//! - clap's headings come from a help template of the command's own sections, and
//!   the bracketed notes (`[default: …]`, `[alias: …]`, `[possible values: …]`,
//!   `Possible values:`) are hidden from clap and written into the help text as
//!   clap would write them, in the language's words.
//!
//! Value names (`<FEN>`), option names and the values themselves stay as typed.
//! English is clap's own output, untouched.

use crate::i18n::{ids, lookup, tr, tr_args, Lang};
use clap::builder::{PossibleValue, StyledStr, Styles};
use clap::{Arg, Command, CommandFactory, FromArgMatches};
use std::collections::HashMap;
use std::ffi::OsString;
use std::sync::OnceLock;

/// The message file of the help texts.
const FILE: &str = "help.ftl";

/// The `duochess` command, its help in `lang`, ready to read a command line.
pub fn command(lang: Lang) -> Command {
    let cmd = super::Cli::command();
    match lang {
        Lang::En => cmd,
        lang => localised(cmd, lang),
    }
}

/// Read a command line (the program's name first); its help and its usage lines
/// in `lang`.
pub fn parse<I, T>(lang: Lang, args: I) -> Result<super::Cli, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let mut matches = command(lang).try_get_matches_from(args)?;
    super::Cli::from_arg_matches_mut(&mut matches).map_err(|e| e.format(&mut command(lang)))
}

/// `cmd` built (so clap's own help flags and help command are there) and worded in
/// `lang` throughout.
fn localised(mut cmd: Command, lang: Lang) -> Command {
    cmd.build();
    let styles = cmd.get_styles().clone();
    localise_command(cmd, lang, &styles)
}

fn localise_command(cmd: Command, lang: Lang, styles: &Styles) -> Command {
    let about = cmd.get_about().map(|a| words(lang, a));
    let long_about = cmd.get_long_about().map(|a| words(lang, a));
    let template = template(&cmd, lang, styles);
    let mut cmd = cmd.help_template(template);
    if let Some(about) = about {
        cmd = cmd.about(about);
    }
    if let Some(long_about) = long_about {
        cmd = cmd.long_about(long_about);
    }
    cmd.mut_args(|arg| localise_arg(arg, lang, styles))
        .mut_subcommands(|sub| localise_command(sub, lang, styles))
}

/// clap's default template, its headings in `lang`: the sections the command has.
fn template(cmd: &Command, lang: Lang, styles: &Styles) -> String {
    let header = styles.get_header();
    let heading = |id: &str| format!("{header}{}{header:#}", tr(lang, id));
    let mut sections = Vec::new();
    if cmd.get_subcommands().any(|s| !s.is_hide_set()) {
        sections.push(format!(
            "{}\n{{subcommands}}",
            heading("help-cli-heading-commands")
        ));
    }
    if cmd.get_positionals().any(|a| !a.is_hide_set()) {
        sections.push(format!(
            "{}\n{{positionals}}",
            heading("help-cli-heading-arguments")
        ));
    }
    if cmd
        .get_arguments()
        .any(|a| !a.is_positional() && !a.is_hide_set())
    {
        sections.push(format!(
            "{}\n{{options}}",
            heading("help-cli-heading-options")
        ));
    }
    let usage = styles.get_usage();
    let usage = format!("{usage}{}{usage:#}", tr(lang, "help-cli-heading-usage"));
    let mut template = format!("{{before-help}}{{about-with-newline}}\n{usage} {{usage}}");
    if !sections.is_empty() {
        template.push_str("\n\n");
        template.push_str(&sections.join("\n\n"));
    }
    template.push_str("{after-help}");
    template
}

/// An argument's help in `lang`, with the notes clap would add to it (its default,
/// its aliases, its possible values) written in `lang` and hidden from clap.
fn localise_arg(arg: Arg, lang: Lang, styles: &Styles) -> Arg {
    let short = arg.get_help().map(|h| words(lang, h));
    let long = arg.get_long_help().map(|h| words(lang, h));
    let notes = Notes::of(&arg, lang, styles);
    if short.is_none() && long.is_none() && notes.is_empty() {
        return arg;
    }
    let short = short.or_else(|| long.clone()).unwrap_or_default();
    let long = long.unwrap_or_else(|| short.clone());
    let (short, long) = (notes.short(short), notes.long(long));
    let mut arg = arg
        .help(short)
        .long_help(long)
        .hide_default_value(true)
        .hide_possible_values(true);
    if !notes.aliases.is_empty() {
        // The same names, no longer shown by clap (the note says them). clap keeps
        // a name as `&'static str` without its `string` feature: the few bytes of
        // the one alias are kept for the run.
        let all: Vec<&'static str> = arg
            .get_all_aliases()
            .unwrap_or_default()
            .into_iter()
            .map(|a| &*Box::leak(a.to_string().into_boxed_str()))
            .collect();
        arg = arg.visible_alias(None).aliases(all);
    }
    arg
}

/// What clap notes after an argument's help, in the player's language.
struct Notes {
    /// `[default: …]`, `[alias: …]`: one line each in the long help.
    marks: Vec<String>,
    /// The visible aliases (`--red`), styled.
    aliases: Vec<String>,
    /// The possible values, styled: `[possible values: …]`.
    values_mark: Option<String>,
    /// `Possible values:` and a line per value with its help (long help, when a
    /// value has a help).
    values_list: Option<String>,
}

impl Notes {
    fn of(arg: &Arg, lang: Lang, styles: &Styles) -> Notes {
        let ctx = styles.get_context();
        let value = styles.get_context_value();
        let literal = styles.get_literal();
        let mark = |id: &str, name: &str, said: String| {
            let text = tr_args(lang, id, &[(name, "\u{0}".into())]);
            let (before, after) = text.split_once('\u{0}').unwrap_or((&text, ""));
            format!("{ctx}{before}{ctx:#}{said}{ctx}{after}{ctx:#}")
        };
        let joined = |items: &[String]| items.join(&format!("{ctx}, {ctx:#}"));
        let mut marks = Vec::new();
        let defaults = arg.get_default_values();
        if arg.get_action().takes_values()
            && !arg.is_hide_default_value_set()
            && !defaults.is_empty()
        {
            let said: Vec<String> = defaults
                .iter()
                .map(|d| d.to_string_lossy().into_owned())
                .collect();
            let said = format!("{value}{}{value:#}", said.join(" "));
            marks.push(mark("help-cli-default", "value", said));
        }
        let aliases: Vec<String> = arg
            .get_visible_short_aliases()
            .unwrap_or_default()
            .into_iter()
            .map(|a| format!("{value}-{a}{value:#}"))
            .chain(
                arg.get_visible_aliases()
                    .unwrap_or_default()
                    .into_iter()
                    .map(|a| format!("{value}--{a}{value:#}")),
            )
            .collect();
        if !aliases.is_empty() {
            marks.push(mark("help-cli-alias", "aliases", joined(&aliases)));
        }
        let values: Vec<PossibleValue> = if arg.is_hide_possible_values_set() {
            Vec::new()
        } else {
            arg.get_possible_values()
                .into_iter()
                .filter(|v| !v.is_hide_set())
                .collect()
        };
        let values_mark = (!values.is_empty()).then(|| {
            let names: Vec<String> = values
                .iter()
                .map(|v| format!("{value}{}{value:#}", v.get_name()))
                .collect();
            mark("help-cli-possible-values-mark", "values", joined(&names))
        });
        let values_list = values.iter().any(|v| v.get_help().is_some()).then(|| {
            let longest = values.iter().map(|v| width(v.get_name())).max();
            let mut list = tr(lang, "help-cli-possible-values");
            for v in &values {
                let name = v.get_name();
                list.push_str(&format!("\n- {literal}{name}{literal:#}"));
                if let Some(help) = v.get_help() {
                    let padding = longest.unwrap_or_default() - width(name);
                    list.push_str(&format!(": {:padding$}{}", "", words(lang, help)));
                }
            }
            list
        });
        Notes {
            marks,
            aliases,
            values_mark,
            values_list,
        }
    }

    fn is_empty(&self) -> bool {
        self.marks.is_empty() && self.values_mark.is_none()
    }

    /// The short help (`-h`): the help, then the notes on the same line.
    fn short(&self, help: String) -> String {
        let notes = self.marks.iter().chain(&self.values_mark);
        std::iter::once(help)
            .chain(notes.cloned())
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The long help (`--help`): the help, the list of values (or their mark with
    /// the other notes), each note on a line of its own, paragraphs apart.
    fn long(&self, help: String) -> String {
        let mut marks = self.marks.clone();
        if self.values_list.is_none() {
            marks.extend(self.values_mark.clone());
        }
        let marks = (!marks.is_empty()).then(|| marks.join("\n"));
        std::iter::once(help)
            .chain(self.values_list.clone())
            .chain(marks)
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join("\n\n")
    }
}

/// How many cells a value's name takes (the names are ASCII).
fn width(name: &str) -> usize {
    name.chars().count()
}

/// An English text of the tree in `lang` (as it is, if `help.ftl` lacks it: the
/// tests make sure it does not).
fn words(lang: Lang, english: &StyledStr) -> String {
    let english = english.to_string();
    translation(lang, &english).unwrap_or(english)
}

/// The message of `english` in `lang`: the `help.ftl` id whose English is these
/// words, in `lang`.
fn translation(lang: Lang, english: &str) -> Option<String> {
    lookup(lang, english_ids().get(english)?, &[])
}

/// The ids of `i18n/en/help.ftl` by their English words.
fn english_ids() -> &'static HashMap<String, String> {
    static IDS: OnceLock<HashMap<String, String>> = OnceLock::new();
    IDS.get_or_init(|| {
        ids(Lang::En)
            .into_iter()
            .filter(|(id, file)| *file == FILE && !id.contains('.'))
            .filter_map(|(id, _)| Some((lookup(Lang::En, &id, &[])?, id)))
            .collect()
    })
}

#[cfg(test)]
mod tests;
