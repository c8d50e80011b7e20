//! `duochess practice --plain` and `duochess lessons --plain`: puzzles and
//! lessons in the line mode ([`crate::plain::practice`], [`crate::plain::lessons`]).
//! The full-screen ones are reached from the start menu; without `--plain` (or
//! the settings file's `plain = true`) the command says so.

use super::{remembered_settings, CliError};
use crate::words::plain_learn::LearnText;
use crate::words::Say;
use clap::Args;

/// Arguments of `duochess practice` and `duochess lessons`.
#[derive(Args, Debug, Clone)]
pub struct LearnArgs {
    /// The language of the screens and of what the commands print (default: the
    /// settings file's, else from LC_ALL / LC_MESSAGES / LANG).
    #[arg(long, value_enum)]
    pub lang: Option<crate::i18n::Lang>,
    /// In plain lines for a screen reader or a script: whole sentences read from
    /// and written to standard input and output (pipes too).
    #[arg(long)]
    pub plain: bool,
}

/// Which of the two.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum What {
    Practice,
    Lessons,
}

/// Run `duochess practice|lessons` (`top_lang`: a `--lang` before the command).
pub fn run(
    what: What,
    args: &LearnArgs,
    top_lang: Option<crate::i18n::Lang>,
) -> Result<(), CliError> {
    let remembered = crate::config::Remembered::from_env();
    let lang = (args.lang.or(top_lang))
        .unwrap_or_else(|| crate::play::settings::lang_of(remembered.config.language));
    if !(args.plain || remembered.config.plain) {
        return Err(CliError::Usage(LearnText::FullScreenOnMenu.say(lang)));
    }
    let settings = remembered_settings(&remembered, None, Some(lang));
    let run = match what {
        What::Practice => crate::plain::run_practice(settings),
        What::Lessons => crate::plain::run_lessons(settings),
    };
    run.map_err(|e| match e {
        crate::plain::PlainError::Game(g) => CliError::Input(g.say(lang)),
        crate::plain::PlainError::Io(io) => CliError::Output(io),
    })
}
