//! `duochess record`: read a game record and print its final position or the
//! record, a Xiangqi record in the move format asked for (`--format`: converting
//! between ICCS, WXF, Chinese and duochess's algebraic).

use super::CliError;
use crate::i18n::Lang;
use crate::record::xiangqi::Format;
use crate::record::{self, LoadedGame};
use crate::session::GameKind;
use crate::words::cli::Printed;
use crate::words::Say;
use std::path::Path;

/// The move formats of a Xiangqi record (`--format`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum RecordFormat {
    /// [Game "Chinese Chess"], [Format "ICCS"], moves such as h2e2 (ranks 0-9)
    Iccs,
    /// [Format "WXF"], moves such as C2.5
    Wxf,
    /// [Format "Chinese"], moves such as 炮二平五
    Chinese,
    /// [Variant "xiangqi"], moves such as Che3 (duochess's older records)
    Algebraic,
}

impl From<RecordFormat> for Format {
    fn from(f: RecordFormat) -> Format {
        match f {
            RecordFormat::Iccs => Format::Iccs,
            RecordFormat::Wxf => Format::Wxf,
            RecordFormat::Chinese => Format::Chinese,
            RecordFormat::Algebraic => Format::Algebraic,
        }
    }
}

/// Load `path` and print the final FEN (`--fen`), the normalised record (`--pgn`,
/// a Xiangqi record in `format`), or, with neither, a one-line summary.
pub fn run(
    path: &Path,
    fen: bool,
    pgn: bool,
    format: Option<RecordFormat>,
    lang: Lang,
) -> Result<(), CliError> {
    let loaded = record::load_file(path).map_err(|e| CliError::Input(e.say(lang)))?;
    let format = format.map(Format::from);
    let mut out = String::new();
    let (kind, final_fen, text, result, moves) = match &loaded.game {
        LoadedGame::Flickering(_) if format.is_some_and(|f| f != Format::Algebraic) => {
            return Err(CliError::Usage(Printed::FormatIsForXiangqi.say(lang)));
        }
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
            record::xiangqi::write_as(g, &loaded.info, format.unwrap_or_default()),
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
