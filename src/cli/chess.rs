//! `perft` for orthodox chess.

use super::CliError;
use crate::chess::{perft, Position, INITIAL_FEN};
use crate::i18n::Lang;
use crate::words::Say;

/// Print perft (optionally divided by root move), the total alone on the last line.
pub fn perft(fen: Option<&str>, depth: u32, divide: bool, lang: Lang) -> Result<(), CliError> {
    let pos =
        Position::from_fen(fen.unwrap_or(INITIAL_FEN)).map_err(|e| CliError::Input(e.say(lang)))?;
    let mut out = String::new();
    let total = if divide && depth > 0 {
        let mut total = 0;
        for (m, n) in perft::divide(&pos, depth) {
            out.push_str(&format!("{m}: {n}\n"));
            total += n;
        }
        total
    } else {
        perft::perft(&pos, depth)
    };
    out.push_str(&format!("{total}\n"));
    super::out::text(format_args!("{out}"))?;
    Ok(())
}
