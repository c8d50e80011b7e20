//! `perft` and `check` for Xiangqi.

use super::CliError;
use crate::xiangqi::{perft as count, perft_divide, Position};

fn position(fen: Option<&str>) -> Result<Position, CliError> {
    match fen {
        None => Ok(Position::start()),
        Some(text) => Position::from_fen(text)
            .map_err(|e| CliError::Input(format!("invalid Xiangqi FEN: {e}"))),
    }
}

/// `duochess perft --variant xiangqi`: with `--divide`, one `h3e3: 44` line per root
/// move; the last line is always the total alone.
pub fn perft(fen: Option<&str>, depth: u32, divide: bool) -> Result<(), CliError> {
    let pos = position(fen)?;
    if divide && depth > 0 {
        let mut total = 0;
        for (mv, nodes) in perft_divide(&pos, depth) {
            println!("{}: {nodes}", mv.coord());
            total += nodes;
        }
        println!("{total}");
    } else {
        println!("{}", count(&pos, depth));
    }
    Ok(())
}

pub fn check(_fen: Option<&str>, _moves: Option<&str>, _json: bool) -> Result<(), CliError> {
    Err(CliError::Input(
        "xiangqi check is not implemented yet".into(),
    ))
}
