//! The `duochess` command: parses arguments with clap and hands over to the library.

use clap::Parser;
use duochess::cli::{Cli, CliError};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match duochess::cli::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::Usage(msg)) => {
            eprintln!("duochess: {msg}");
            ExitCode::from(2)
        }
        Err(err) => {
            eprintln!("duochess: {err}");
            ExitCode::FAILURE
        }
    }
}
