//! `duochess record`: read a game record and print its final position or the record.

use super::CliError;
use crate::i18n::Lang;
use crate::record::{self, LoadedGame};
use crate::session::GameKind;
use crate::words::cli::Printed;
use crate::words::Say;
use std::path::Path;

/// Load `path` and print the final FEN (`--fen`), the normalised record (`--pgn`),
/// or, with neither, a one-line summary.
pub fn run(path: &Path, fen: bool, pgn: bool, lang: Lang) -> Result<(), CliError> {
    let loaded = record::load_file(path).map_err(|e| CliError::Input(e.say(lang)))?;
    let mut out = String::new();
    let (kind, final_fen, text, result, moves) = match &loaded.game {
        LoadedGame::Flickering(g) => (
            GameKind::Flickering,
            g.fen(),
            record::flicker::write(g, &loaded.info),
            g.result(),
            g.history().len(),
        ),
        LoadedGame::Xiangqi(g) => (
            GameKind::Xiangqi,
            g.position().to_fen(),
            record::xiangqi::write(g, &loaded.info),
            g.result(),
            g.moves().len(),
        ),
    };
    if fen {
        out.push_str(&final_fen);
        out.push('\n');
    }
    if pgn {
        out.push_str(&text);
    }
    if !fen && !pgn {
        let turns = moves;
        out.push_str(
            &Printed::RecordSummary {
                kind,
                turns,
                result,
            }
            .say(lang),
        );
        out.push('\n');
    }
    super::out::text(format_args!("{out}"))?;
    Ok(())
}
