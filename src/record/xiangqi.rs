//! Xiangqi game records, in the move format a [`Format`] names:
//!
//! - **ICCS** (the default): as xqbase and the programs that read its files write
//!   them — `[Game "Chinese Chess"]` first, `[Red]` and `[Black]`, `[FEN]` when
//!   the game did not start from the initial position, `[Format "ICCS"]` and moves
//!   such as `h2e2` (ranks 0–9, see [`super::iccs`]);
//! - **WXF** and **Chinese**: the same tags with `[Format "WXF"]` (`C2.5`) or
//!   `[Format "Chinese"]` (`炮二平五`);
//! - **algebraic**: duochess's own records before these, `[Variant "xiangqi"]`,
//!   `[White]`/`[Black]` and algebraic moves (`1. Che3 Hg8`).
//!
//! # Reading
//!
//! A record says how to read its moves, and they are read that way only:
//! `[Format "ICCS"]` in ICCS and `[Format "WXF"]` in WXF; otherwise every notation
//! duochess reads ([`parse_any`]), which classifies a text by its shape. One shape
//! is written two ways, two points (`h2e2`): a record with a `[Variant]` tag is
//! duochess's, whose points are coordinates with ranks 1–10; a record without one
//! (xqbase's, whose `[Format]` may be left out) writes ICCS, ranks 0–9.

use super::{IllegalReason, LoadError, PgnGame, RecordInfo, Roster, Turn};
use crate::session::xiangqi::{XiangqiGame, XiangqiOptions};
use crate::session::GameKind;
use crate::xiangqi::notation::{parse_any, Notation};
use crate::xiangqi::{Move, Position, START_FEN};

/// How a Xiangqi record writes its moves (and which tags it has with them).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Format {
    /// `[Format "ICCS"]`, `h2e2`: what xqbase-style programs read; the default.
    #[default]
    Iccs,
    /// `[Format "WXF"]`, `C2.5`.
    Wxf,
    /// `[Format "Chinese"]`, `炮二平五`.
    Chinese,
    /// duochess's older records: `[Variant "xiangqi"]`, `Che3`.
    Algebraic,
}

impl Format {
    pub const ALL: [Format; 4] = [
        Format::Iccs,
        Format::Wxf,
        Format::Chinese,
        Format::Algebraic,
    ];

    /// The value of its `[Format]` tag (`None`: it has none).
    pub const fn tag(self) -> Option<&'static str> {
        match self {
            Format::Iccs => Some("ICCS"),
            Format::Wxf => Some("WXF"),
            Format::Chinese => Some("Chinese"),
            Format::Algebraic => None,
        }
    }

    /// Its name on the command line (`--format iccs`).
    pub const fn name(self) -> &'static str {
        match self {
            Format::Iccs => "iccs",
            Format::Wxf => "wxf",
            Format::Chinese => "chinese",
            Format::Algebraic => "algebraic",
        }
    }

    fn write(self, pos: &Position, mv: Move) -> String {
        match self {
            Format::Iccs => super::iccs::write(mv),
            Format::Wxf => Notation::Wxf.write(pos, mv),
            Format::Chinese => Notation::Chinese.write(pos, mv),
            Format::Algebraic => Notation::Algebraic.write(pos, mv),
        }
    }
}

/// The record of `game`, with the players and event of `info`, in ICCS.
pub fn write(game: &XiangqiGame, info: &RecordInfo) -> String {
    write_as(game, info, Format::default())
}

/// The record of `game`, with the players and event of `info`, its moves in
/// `format`.
pub fn write_as(game: &XiangqiGame, info: &RecordInfo, format: Format) -> String {
    let mut pgn = PgnGame::default();
    let roster = match format {
        Format::Algebraic => Roster::Variant("xiangqi"),
        _ => Roster::ChineseChess,
    };
    info.write_tags(&mut pgn, roster, game.result(), GameKind::Xiangqi);
    let start_fen = game.start_position().to_fen();
    if start_fen != START_FEN {
        if format == Format::Algebraic {
            pgn.set_tag("SetUp", "1");
        }
        pgn.set_tag("FEN", &start_fen);
    }
    if let Some(tag) = format.tag() {
        pgn.set_tag("Format", tag);
    }
    let mut pos = game.start_position().clone();
    pgn.turns = game
        .moves()
        .map(|mv| {
            let text = format.write(&pos, mv);
            pos.play(mv);
            Turn::single(&text)
        })
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

/// How the moves of a parsed record are read (see the module's docs).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Reading {
    /// `[Format "ICCS"]`.
    Iccs,
    /// `[Format "WXF"]`.
    Wxf,
    /// Any notation; two points are ICCS (a record of another program).
    AnyIccs,
    /// Any notation; two points are coordinates (a duochess record).
    Any,
}

impl Reading {
    fn of(pgn: &PgnGame) -> Result<Reading, LoadError> {
        let Some(tag) = pgn.find_tag("Format") else {
            return Ok(match pgn.find_tag("Variant") {
                Some(_) => Reading::Any,
                None => Reading::AnyIccs,
            });
        };
        match tag.value.trim().to_ascii_lowercase().as_str() {
            "iccs" => Ok(Reading::Iccs),
            "wxf" => Ok(Reading::Wxf),
            "chinese" => Ok(Reading::AnyIccs),
            _ => Err(LoadError::UnknownFormat {
                line: tag.line,
                format: tag.value.clone(),
            }),
        }
    }

    fn read(self, pos: &Position, text: &str) -> Result<Move, IllegalReason> {
        use super::iccs::{self, IccsError};
        let iccs = |text: &str| {
            iccs::parse(pos, text).map_err(|e| match e {
                IccsError::Malformed(e) => IllegalReason::NotIccs(e),
                IccsError::Refused(refusal) => {
                    IllegalReason::XiangqiText(crate::xiangqi::NotationError::Refused {
                        text: text.to_string(),
                        refusal,
                    })
                }
            })
        };
        match self {
            Reading::Iccs => iccs(text),
            Reading::AnyIccs if iccs::fits(text) => iccs(text),
            Reading::Wxf => Notation::Wxf
                .parse(pos, text)
                .map_err(IllegalReason::XiangqiText),
            Reading::AnyIccs | Reading::Any => {
                parse_any(pos, text).map_err(IllegalReason::XiangqiText)
            }
        }
    }
}

/// Replay a parsed record, its moves read as its `[Format]` says.
pub fn read(pgn: &PgnGame) -> Result<XiangqiGame, LoadError> {
    let reading = Reading::of(pgn)?;
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
            let parsed = reading
                .read(game.position(), &mv.text)
                .map_err(|reason| illegal(&game, reason))?;
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
