//! `perft` and `check` for Xiangqi.

use super::CliError;

pub fn perft(_fen: Option<&str>, _depth: u32, _divide: bool) -> Result<(), CliError> {
    Err(CliError::Input(
        "xiangqi perft is not implemented yet".into(),
    ))
}

pub fn check(_fen: Option<&str>, _moves: Option<&str>, _json: bool) -> Result<(), CliError> {
    Err(CliError::Input(
        "xiangqi check is not implemented yet".into(),
    ))
}
