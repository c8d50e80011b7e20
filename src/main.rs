//! The `duochess` command: parses arguments with clap and hands over to the library.

use duochess::cli::CliError;
use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let words: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    // The help and clap's errors in the player's language.
    let lang = duochess::cli::usage::lang_of_args(&words);
    let cli = match duochess::cli::help::parse(lang, args) {
        Ok(cli) => cli,
        Err(e) => return duochess::cli::usage::report(&e, lang),
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
