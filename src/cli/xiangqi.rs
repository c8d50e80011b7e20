//! `perft` and `check` for Xiangqi: thin wrappers over [`crate::xiangqi`] and
//! [`crate::session::xiangqi`].

use super::CliError;
use crate::i18n::Lang;
use crate::session::xiangqi::{XiangqiGame, XiangqiOptions};
use crate::session::GameKind;
use crate::words::cli::Printed;
use crate::words::Say;
use crate::xiangqi::notation::parse_any;
use crate::xiangqi::{perft as count, perft_divide, Position};

fn position(fen: Option<&str>, lang: Lang) -> Result<Position, CliError> {
    match fen {
        None => Ok(Position::start()),
        Some(text) => {
            Position::from_fen(text).map_err(|e| CliError::Input(Printed::XiangqiFen(&e).say(lang)))
        }
    }
}

/// `duochess perft --variant xiangqi`: with `--divide`, one `h3e3: 44` line per root
/// move; the last line is always the total alone.
pub fn perft(fen: Option<&str>, depth: u32, divide: bool, lang: Lang) -> Result<(), CliError> {
    let pos = position(fen, lang)?;
    if divide && depth > 0 {
        let mut total = 0;
        for (mv, nodes) in perft_divide(&pos, depth) {
            super::out::line(format_args!("{}: {nodes}", mv.coord()))?;
            total += nodes;
        }
        super::out::line(format_args!("{total}"))?;
    } else {
        super::out::line(format_args!("{}", count(&pos, depth)))?;
    }
    Ok(())
}

/// Play the space-separated moves through a game session, each in any notation the
/// `:` line reads (coordinates, algebraic, the seed's, WXF, Chinese).
fn play_moves(start: Position, moves: &str, lang: Lang) -> Result<XiangqiGame, CliError> {
    let mut game = XiangqiGame::from_position(start, XiangqiOptions::default());
    for (i, text) in moves.split_whitespace().enumerate() {
        let number = i + 1;
        if game.result().is_over() {
            let (kind, result) = (GameKind::Xiangqi, game.result());
            return Err(CliError::Input(
                Printed::XiangqiAfterEnd {
                    number,
                    text,
                    kind,
                    result,
                }
                .say(lang),
            ));
        }
        let mv = parse_any(game.position(), text).map_err(|error| {
            CliError::Input(
                Printed::XiangqiMove {
                    number,
                    text,
                    error: &error,
                }
                .say(lang),
            )
        })?;
        game.play(mv).map_err(|error| {
            CliError::Input(
                Printed::XiangqiPlay {
                    number,
                    text,
                    error: &error,
                }
                .say(lang),
            )
        })?;
    }
    Ok(game)
}

/// `duochess check --variant xiangqi`: the verdict, whether the side to move is in
/// check and how many legal moves it has; with `--moves`, also the game result.
pub fn check(
    fen: Option<&str>,
    moves: Option<&str>,
    json: bool,
    lang: Lang,
) -> Result<(), CliError> {
    let start = position(fen, lang)?;
    let game = match moves {
        Some(list) => Some(play_moves(start.clone(), list, lang)?),
        None => None,
    };
    let pos = game.as_ref().map_or(&start, |g| g.position());
    let legal = pos.legal_moves().len();
    // The verdict on the side to move: `checkmate`, `stalemate`, `ongoing`, or
    // `draw` when neither side can win (the game's material draw).
    let no_win = pos.cannot_be_won();
    let verdict = match pos.outcome() {
        crate::core::Outcome::Ongoing if no_win => "draw",
        outcome => outcome.name(),
    };
    let in_check = pos.in_check();
    let kind = GameKind::Xiangqi;
    if json {
        let mut line =
            format!("{{\"verdict\":\"{verdict}\",\"in_check\":{in_check},\"legal_moves\":{legal}");
        if let Some(game) = &game {
            let result = game.result();
            line.push_str(&format!(
                ",\"result\":{},\"reason\":{}",
                super::json::string(&result.summary(kind)),
                super::json::string(&result.reason(kind))
            ));
            let warnings: Vec<String> = game
                .warnings()
                .map(|(n, w)| {
                    super::json::string(&format!("move {n}: {}: {}", kind.side_name(w.player), w))
                })
                .collect();
            line.push_str(&format!(",\"warnings\":[{}]", warnings.join(",")));
        }
        line.push('}');
        super::out::line(format_args!("{line}"))?;
    } else {
        let outcome = pos.outcome();
        super::out::line(
            Printed::XiangqiVerdict {
                outcome,
                in_check,
                legal,
                no_win,
            }
            .say(lang),
        )?;
        if let Some(game) = &game {
            let result = game.result();
            super::out::line(Printed::Result { kind, result }.say(lang))?;
            for (number, warning) in game.warnings() {
                super::out::line(Printed::XiangqiWarning { number, warning }.say(lang))?;
            }
        }
    }
    Ok(())
}

/// `duochess check --variant xiangqi --mate-in N`: the shortest forced win in up to
/// N moves by the side to move, with the line in coordinates; `--json` prints
/// `{"mate":true,"mate_in":M,"coords":[…]}` or `{"mate":false,…}`.
pub fn mate(fen: Option<&str>, n: u32, json: bool, lang: Lang) -> Result<(), CliError> {
    use crate::xiangqi::mate::{find_mate, MateLimits, MateResult};
    let pos = position(fen, lang)?;
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let report = find_mate(&pos, n, MateLimits::default(), &cancel);
    let nodes = report.nodes;
    match report.result {
        MateResult::Mate {
            moves,
            line,
            stalemate,
        } => {
            let coords: Vec<String> = line.iter().map(|m| m.coord()).collect();
            let ending = if stalemate { "stalemate" } else { "checkmate" };
            if json {
                let list: Vec<String> = coords.iter().map(|c| super::json::string(c)).collect();
                super::out::line(format_args!(
                    "{{\"mate\":true,\"mate_in\":{moves},\"coords\":[{}],\"ends_in\":\"{ending}\",\"nodes\":{nodes}}}",
                    list.join(",")
                ))?;
            } else {
                let line = &coords.join(" ");
                super::out::line(
                    Printed::XiangqiMate {
                        moves,
                        stalemate,
                        line,
                    }
                    .say(lang),
                )?;
            }
        }
        MateResult::NoMate { max } => {
            if json {
                super::out::line(format_args!(
                    "{{\"mate\":false,\"max\":{max},\"nodes\":{nodes}}}"
                ))?;
            } else {
                super::out::line(Printed::XiangqiNoMate { max }.say(lang))?;
            }
        }
        MateResult::Stopped { reason, decided } => {
            if json {
                super::out::line(format_args!(
                    "{{\"mate\":false,\"stopped\":{},\"decided\":{decided},\"nodes\":{nodes}}}",
                    super::json::string(&reason.to_string())
                ))?;
            } else {
                super::out::line(Printed::XiangqiSearchStopped { reason, decided }.say(lang))?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_read_in_every_notation_and_h3h5_stays_the_horse() {
        let start = Position::from_fen("4k4/9/9/6N2/9/9/9/6NR1/9/3K5 w - - 0 1").unwrap();
        // `H3h5` is the horse g3-h5 (algebraic), never the chariot h3-h5.
        let game = play_moves(start.clone(), "H3h5", Lang::En).unwrap();
        assert_eq!(
            game.move_list(crate::xiangqi::notation::Notation::Coordinate),
            ["g3h5"]
        );
        let line = |moves: &str| {
            play_moves(Position::start(), moves, Lang::En)
                .map(|g| g.position().to_fen())
                .map_err(|e| e.to_string())
        };
        let want = line("h3e3 h10g8");
        for spelling in ["炮二平五 馬８進７", "C2.5 H8+7", "Che3 Hg8", "Пhe3 Кg8"] {
            assert_eq!(line(spelling), want, "{spelling}");
        }
    }
}
