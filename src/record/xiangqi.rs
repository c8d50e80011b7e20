//! Xiangqi game records: PGN with `[Variant "xiangqi"]`, `[FEN]` when the game did not
//! start from the initial position, and algebraic moves (`1. Che3 Hg8`). On load,
//! coordinate (`h3e3`) and WXF (`C2.5`) moves are accepted too.

use super::{IllegalReason, LoadError, PgnGame, RecordInfo, Turn};
use crate::session::xiangqi::{XiangqiGame, XiangqiOptions};
use crate::session::GameKind;
use crate::xiangqi::notation::{parse_any, Notation};
use crate::xiangqi::{Position, START_FEN};

/// The record of `game`, with the players and event of `info`.
pub fn write(game: &XiangqiGame, info: &RecordInfo) -> String {
    let mut pgn = PgnGame::default();
    info.write_tags(&mut pgn, "xiangqi", game.result(), GameKind::Xiangqi);
    let start_fen = game.start_position().to_fen();
    if start_fen != START_FEN {
        pgn.set_tag("SetUp", "1");
        pgn.set_tag("FEN", &start_fen);
    }
    pgn.turns = game
        .move_list(Notation::Algebraic)
        .into_iter()
        .map(|text| Turn::single(&text))
        .collect();
    info.write_clocks(&mut pgn);
    pgn.result = Some(game.result().pgn_token().to_string());
    let black_first = game.start_position().side_to_move() == crate::core::Side::Black;
    let first = game.start_position().fullmove_number().max(1) as usize;
    pgn.write(|i| {
        let ply = i + usize::from(black_first);
        let number = first + ply / 2;
        if ply % 2 == 0 {
            Some(format!("{number}."))
        } else if i == 0 {
            Some(format!("{number}..."))
        } else {
            None
        }
    })
}

/// Replay a parsed record. Moves may be algebraic, coordinate or WXF.
pub fn read(pgn: &PgnGame) -> Result<XiangqiGame, LoadError> {
    let start = match pgn.find_tag("FEN") {
        Some(tag) => Position::from_fen(&tag.value).map_err(|e| LoadError::BadFen {
            line: tag.line,
            reason: e.into(),
        })?,
        None => Position::start(),
    };
    let mut game = XiangqiGame::from_position(start, XiangqiOptions::default());
    for (number, turn) in pgn.turns.iter().enumerate() {
        let label = move_label(&game, number);
        for mv in &turn.moves {
            let illegal = |game: &XiangqiGame, reason: IllegalReason| LoadError::IllegalMove {
                line: mv.line,
                number: label.clone(),
                text: mv.text.clone(),
                move_of_series: None,
                reason: Box::new(reason),
                read: game.move_list(Notation::Algebraic),
            };
            if game.result().is_over() {
                let reason = IllegalReason::GameOver {
                    kind: GameKind::Xiangqi,
                    result: game.result(),
                };
                return Err(illegal(&game, reason));
            }
            let parsed = parse_any(game.position(), &mv.text)
                .map_err(|e| illegal(&game, IllegalReason::XiangqiText(e)))?;
            if let Err(e) = game.play(parsed) {
                return Err(illegal(&game, IllegalReason::Xiangqi(e)));
            }
        }
    }
    apply_result_token(&mut game, pgn.result.as_deref(), super::ended_on_time(pgn));
    Ok(game)
}

/// A game the rules did not end, but whose record says it ended: the loser
/// resigned or lost on time (`on_time`), or the players agreed a draw.
fn apply_result_token(game: &mut XiangqiGame, token: Option<&str>, on_time: bool) {
    if game.result().is_over() {
        return;
    }
    use crate::core::Side;
    let _ = match token {
        Some("1-0") if on_time => game.lose_on_time(Side::Black),
        Some("0-1") if on_time => game.lose_on_time(Side::White),
        Some("1-0") => game.resign(Side::Black),
        Some("0-1") => game.resign(Side::White),
        Some("1/2-1/2") => game
            .offer_draw(game.side_to_move())
            .and_then(|_| game.accept_draw(!game.side_to_move())),
        _ => Ok(()),
    };
}

fn move_label(game: &XiangqiGame, played_turns: usize) -> String {
    let start = game.start_position();
    let ply = played_turns + usize::from(start.side_to_move() == crate::core::Side::Black);
    let number = start.fullmove_number().max(1) as usize + ply / 2;
    if ply % 2 == 0 {
        format!("{number}.")
    } else {
        format!("{number}...")
    }
}
