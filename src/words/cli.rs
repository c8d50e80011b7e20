//! The command line's own sentences (beside clap's errors, worded in
//! `cli::usage`, and `--help`, worded in `cli::help`): options that do not go
//! together, and why the terminal game cannot start.

use crate::i18n::{tr, tr_args, Lang};
use crate::words::common::Say;

/// A sentence of the command line.
#[derive(Clone, Copy, Debug)]
pub enum CliText<'a> {
    /// `play` without a game, a record or the autosave.
    NameTheGame,
    /// `--pieces` of the other game (`pieces`: the set given; `other`: this
    /// game's).
    PiecesNotForThisGame {
        pieces: &'a str,
        other: &'a str,
    },
    /// `--notation` for Xiangqi.
    NotationIsForFlickering,
    ComputerPlaysFlickering,
    EnginePlaysXiangqi,
    EngineAnalysesXiangqi,
    /// The terminal game without a terminal.
    NeedsTerminal,
    /// A record's moves read before the one that failed.
    ReadBeforeIt(&'a str),
    /// The terminal failed under the game.
    TerminalFailed(&'a std::io::Error),
    /// Standard output could not be written (a full disk).
    CannotWriteOutput(&'a std::io::Error),
}

impl Say for CliText<'_> {
    fn say(&self, lang: Lang) -> String {
        match *self {
            CliText::NameTheGame => tr(lang, "cli-name-the-game"),
            CliText::PiecesNotForThisGame { pieces, other } => tr_args(
                lang,
                "cli-pieces-not-for-this-game",
                &[("pieces", pieces.into()), ("other", other.into())],
            ),
            CliText::NotationIsForFlickering => tr(lang, "cli-notation-is-for-flickering"),
            CliText::ComputerPlaysFlickering => tr(lang, "cli-computer-plays-flickering"),
            CliText::EnginePlaysXiangqi => tr(lang, "cli-engine-plays-xiangqi"),
            CliText::EngineAnalysesXiangqi => tr(lang, "cli-engine-analyses-xiangqi"),
            CliText::NeedsTerminal => tr(lang, "files-needs-terminal"),
            CliText::ReadBeforeIt(moves) => {
                tr_args(lang, "files-read-before-it", &[("moves", moves.into())])
            }
            CliText::TerminalFailed(e) => {
                tr_args(lang, "cli-terminal-failed", &[("why", e.say(lang).into())])
            }
            CliText::CannotWriteOutput(e) => tr_args(
                lang,
                "cli-cannot-write-output",
                &[("why", e.say(lang).into())],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::common::walk;

    #[test]
    fn every_command_line_sentence_in_both_languages() {
        use CliText as T;
        let name = |t: &CliText| -> &'static str {
            match t {
                T::NameTheGame => "NameTheGame",
                T::PiecesNotForThisGame { .. } => "PiecesNotForThisGame",
                T::NotationIsForFlickering => "NotationIsForFlickering",
                T::ComputerPlaysFlickering => "ComputerPlaysFlickering",
                T::EnginePlaysXiangqi => "EnginePlaysXiangqi",
                T::EngineAnalysesXiangqi => "EngineAnalysesXiangqi",
                T::NeedsTerminal => "NeedsTerminal",
                T::ReadBeforeIt(_) => "ReadBeforeIt",
                T::TerminalFailed(_) => "TerminalFailed",
                T::CannotWriteOutput(_) => "CannotWriteOutput",
            }
        };
        let broken = std::io::Error::from(std::io::ErrorKind::BrokenPipe);
        let all = [
            T::NameTheGame,
            T::PiecesNotForThisGame {
                pieces: "hanzi",
                other: "unicode",
            },
            T::NotationIsForFlickering,
            T::ComputerPlaysFlickering,
            T::EnginePlaysXiangqi,
            T::EngineAnalysesXiangqi,
            T::NeedsTerminal,
            T::ReadBeforeIt("e2e4 e7e5"),
            T::TerminalFailed(&broken),
            T::CannotWriteOutput(&broken),
        ];
        // (What the player types on the command line, as it is typed.)
        let typed = [
            "duochess",
            "play",
            "flickering",
            "xiangqi",
            "pieces",
            "hanzi",
            "unicode",
            "letters",
            "computer",
            "white",
            "black",
            "engine",
            "PATH",
            "setup",
            "notation",
            "check",
            "perft",
            "record",
        ];
        walk(&all, name, 10, &typed);
        // In English, the system's own words after the terminal's.
        assert_eq!(
            T::TerminalFailed(&broken).say(Lang::En),
            format!("terminal error: {broken}")
        );
    }
}
