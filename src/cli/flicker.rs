//! `perft` and `check` for Flickering Chess.

use super::CliError;
use std::path::PathBuf;

/// Arguments of `duochess check --variant flickering`.
#[derive(Debug, Clone)]
pub struct CheckArgs {
    pub fen: Option<String>,
    pub batch: Option<PathBuf>,
    pub json: bool,
    pub moves: Option<String>,
    pub mate_in_one: bool,
}

pub fn perft(_fen: Option<&str>, _depth: u32, _divide: bool, _unique: bool) -> Result<(), CliError> {
    Err(CliError::Input("flickering perft is not implemented yet".into()))
}

pub fn check(_args: CheckArgs) -> Result<(), CliError> {
    Err(CliError::Input("flickering check is not implemented yet".into()))
}
