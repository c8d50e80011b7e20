//! Flickering Chess game records: PGN with `[Variant "Flickering"]`, `[FEN]` when the
//! game did not start from the initial position, and the series notation of the
//! rules (`docs/rules/flickering.md` §6): `1a. e4, Nf3 1b. e5, Nc6 2a. ...`. Records are written in
//! English SAN (the PGN convention) and read in SAN of either alphabet (the seed's
//! `1а. e4, Кf3 1б. e5, Кc6`, also mixed) or coordinates.

use super::{IllegalReason, LoadError, MoveText, PgnGame, RecordInfo, Turn};
use crate::chess::{Position, INITIAL_FEN};
use crate::flicker::notation::{self, parse_move, Alphabet};
use crate::session::flicker::FlickerGame;
use crate::session::GameKind;

/// The record of `game` (its finished series), with the information of `info`.
pub fn write(game: &FlickerGame, info: &RecordInfo) -> String {
    let mut pgn = PgnGame::default();
    info.write_tags(
        &mut pgn,
        super::Roster::Variant("Flickering"),
        game.result(),
        GameKind::Flickering,
    );
    let start_fen = game.initial().fen();
    if start_fen != INITIAL_FEN {
        pgn.set_tag("SetUp", "1");
        pgn.set_tag("FEN", &start_fen);
    }
    pgn.turns = game
        .history()
        .iter()
        .map(|played| Turn {
            moves: played
                .san
                .iter()
                .map(|text| MoveText {
                    text: text.clone(),
                    line: 0,
                })
                .collect(),
            clock: None,
        })
        .collect();
    info.write_clocks(&mut pgn);
    pgn.result = Some(game.result().pgn_token().to_string());
    let labels: Vec<String> = game
        .history()
        .iter()
        .map(|p| series_label(&p.start))
        .collect();
    pgn.write(|i| labels.get(i).cloned())
}

/// `3a.` for White's series of move 3, `3b.` for Black's (records are written in
/// English; the seed's `3а.` / `3б.` are read too, see [`super::pgn`]).
fn series_label(start: &Position) -> String {
    notation::series_label(start.fullmove_number(), start.turn(), Alphabet::Latin)
}

/// Replay a parsed record, series by series.
pub fn read(pgn: &PgnGame) -> Result<FlickerGame, LoadError> {
    let start = match pgn.find_tag("FEN") {
        Some(tag) => Position::from_fen(&tag.value).map_err(|e| LoadError::BadFen {
            line: tag.line,
            reason: e.into(),
        })?,
        None => Position::initial(),
    };
    let mut game = FlickerGame::new(start);
    for turn in &pgn.turns {
        let label = series_label(game.series().start());
        let mut last_line = 0;
        for (i, mv) in turn.moves.iter().enumerate() {
            last_line = mv.line;
            let illegal = |game: &FlickerGame, reason: IllegalReason| LoadError::IllegalMove {
                line: mv.line,
                number: label.clone(),
                text: series_prefix(turn, i),
                move_of_series: (turn.moves.len() > 1).then_some(i + 1),
                reason: Box::new(reason),
                read: game.move_list(),
            };
            if game.result().is_over() {
                let reason = IllegalReason::GameOver {
                    kind: GameKind::Flickering,
                    result: game.result(),
                };
                return Err(illegal(&game, reason));
            }
            let m = parse_move(game.series(), &mv.text)
                .map_err(|e| illegal(&game, IllegalReason::FlickerText(e)))?;
            if let Err(e) = game.try_move(m.from, m.to, m.promotion) {
                return Err(illegal(&game, IllegalReason::Flicker(e)));
            }
        }
        if let Err(e) = game.end_series() {
            let last = turn.moves.len().saturating_sub(1);
            return Err(LoadError::IllegalMove {
                line: last_line,
                number: label,
                text: series_prefix(turn, last),
                move_of_series: (turn.moves.len() > 1).then_some(last + 1),
                reason: Box::new(IllegalReason::Flicker(e)),
                read: game.move_list(),
            });
        }
    }
    apply_result_token(&mut game, pgn.result.as_deref(), super::ended_on_time(pgn));
    Ok(game)
}

/// The series up to its `i`-th move: `e4, Nf3`.
fn series_prefix(turn: &Turn, i: usize) -> String {
    let texts: Vec<&str> = turn.moves[..=i].iter().map(|m| m.text.as_str()).collect();
    texts.join(", ")
}

/// A game the rules did not end, but whose record says it ended: the loser
/// resigned or lost on time (`on_time`), or the players agreed a draw.
fn apply_result_token(game: &mut FlickerGame, token: Option<&str>, on_time: bool) {
    use crate::core::Side;
    if game.result().is_over() {
        return;
    }
    let _ = match token {
        Some("1-0") if on_time => game.lose_on_time(Side::Black).map(drop),
        Some("0-1") if on_time => game.lose_on_time(Side::White).map(drop),
        Some("1-0") => game.resign(Side::Black).map(drop),
        Some("0-1") => game.resign(Side::White).map(drop),
        Some("1/2-1/2") => {
            let side = game.turn();
            game.offer_draw(side)
                .and_then(|_| game.accept_draw(!side))
                .map(drop)
        }
        _ => Ok(()),
    };
}
