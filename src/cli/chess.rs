//! `perft` for orthodox chess.

use super::CliError;

pub fn perft(_fen: Option<&str>, _depth: u32, _divide: bool) -> Result<(), CliError> {
    Err(CliError::Input("chess perft is not implemented yet".into()))
}
