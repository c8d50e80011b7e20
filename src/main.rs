//! The `duochess` command: parses arguments with clap and hands over to the library.

use clap::Parser;
use duochess::cli::{Cli, CliError};
use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // clap's error, in the player's language.
        Err(e) => {
            let args: Vec<String> = std::env::args().collect();
            let lang = duochess::cli::usage::lang_of_args(&args);
            return duochess::cli::usage::report(&e, lang);
        }
    };
    let result = duochess::cli::run(cli);
    let code = match &result {
        Ok(()) => return ExitCode::SUCCESS,
        Err(CliError::Usage(_)) => ExitCode::from(2),
        // As a shell reports a command a signal ended: 128 + its number.
        Err(CliError::Stopped(signal)) => {
            ExitCode::from(u8::try_from(128 + signal).unwrap_or(u8::MAX))
        }
        Err(_) => ExitCode::FAILURE,
    };
    if let Err(err) = result {
        // Not eprintln!: after SIGHUP the terminal is gone, and a failed write must
        // not turn a clean stop into a panic.
        let _ = match err {
            CliError::NoTerminal(_) => writeln!(std::io::stderr(), "{err}"),
            err => writeln!(std::io::stderr(), "duochess: {err}"),
        };
    }
    code
}
