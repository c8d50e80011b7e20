//! The `duochess` command: parses arguments with clap and hands over to the library.

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
    match duochess::cli::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            if let Some(text) = err.words(lang) {
                // Not eprintln!: after SIGHUP the terminal is gone, and a failed write
                // must not turn a clean stop into a panic.
                let _ = writeln!(std::io::stderr(), "{text}");
            }
            ExitCode::from(err.exit_code())
        }
    }
}
