//! A finished review kept beside its record, so that it opens at once the next
//! time: `NAME.pgn` keeps its review in `NAME.pgn.review.toml` ([`kept_path`]).
//!
//! The file is TOML (through serde, as the settings file is): a format version,
//! the FNV-1a hash of the record's text it was made from, the game, the engine
//! that evaluated, and each turn with the position it started from (a FEN) and
//! every line in coordinates (`e2e4`, `h3e3`, as `check --moves` reads them).
//! Reading it back replays each line from its position through the rules, so a
//! kept review is exactly as legal as a fresh one.
//!
//! A kept review is used only when it fits: the same format version, the same
//! record text (a record changed since, even by one character, has another hash),
//! the same game, and every line replays. Anything else — a stale file, a broken
//! one, a line that no longer reads — is ignored (the review is redone and the
//! file written again). A review stopped before its end is never kept.

use super::{Class, Eval, Line, Mate, Review, TurnReview};
use crate::core::Side;
use crate::flicker::notation::parse_coord;
use crate::flicker::Series;
use crate::record::StoreError;
use crate::session::GameKind;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The format of the kept file; another version is not read.
const VERSION: u32 = 1;

/// Where the review of the record at `record` is kept: `NAME.pgn.review.toml`.
pub fn kept_path(record: &Path) -> PathBuf {
    let mut name = record.as_os_str().to_owned();
    name.push(".review.toml");
    PathBuf::from(name)
}

/// The FNV-1a hash of a record's text, in hex (it tells a record changed since
/// the review was kept; nothing secret rests on it).
pub fn record_hash(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}

#[derive(Serialize, Deserialize)]
struct Kept {
    version: u32,
    record: String,
    game: String,
    engine: Option<String>,
    /// Where the engine came from (`given`, `recorded`, `settings`).
    #[serde(default)]
    engine_from: Option<String>,
    turns: Vec<KeptTurn>,
}

#[derive(Serialize, Deserialize)]
struct KeptTurn {
    number: u32,
    side: String,
    /// The position the turn started from.
    start: String,
    played: Vec<String>,
    missed: KeptMate,
    allowed: KeptMate,
    eval: Option<i32>,
    mate: Option<i32>,
    best: Option<Vec<String>>,
    loss: Option<i32>,
    class: Option<String>,
}

#[derive(Serialize, Deserialize)]
struct KeptMate {
    /// `no`, `yes` or `not-decided`.
    found: String,
    #[serde(default)]
    line: Vec<String>,
    #[serde(default)]
    moves: u32,
}

fn game_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Flickering => "flickering",
        GameKind::Xiangqi => "xiangqi",
    }
}

fn kept_mate(m: &Mate) -> KeptMate {
    match m {
        Mate::No => KeptMate {
            found: "no".into(),
            line: Vec::new(),
            moves: 0,
        },
        Mate::NotDecided => KeptMate {
            found: "not-decided".into(),
            line: Vec::new(),
            moves: 0,
        },
        Mate::Yes { line, moves } => KeptMate {
            found: "yes".into(),
            line: line.coords(),
            moves: *moves,
        },
    }
}

/// The review as the kept file's text; `None` for a review stopped before its end.
pub fn to_text(review: &Review, record_text: &str) -> Option<String> {
    if review.cancelled {
        return None;
    }
    let turns = review
        .turns
        .iter()
        .map(|t| {
            let (eval, mate) = match t.eval {
                Some(Eval::Centipawns(c)) => (Some(c), None),
                Some(Eval::Mate(n)) => (None, Some(n)),
                None => (None, None),
            };
            KeptTurn {
                number: t.number,
                side: if t.side == Side::White {
                    "white"
                } else {
                    "black"
                }
                .into(),
                start: t.played.start_board().fen,
                played: t.played.coords(),
                missed: kept_mate(&t.missed_mate),
                allowed: kept_mate(&t.allowed_mate),
                eval,
                mate,
                best: t.best.as_ref().map(Line::coords),
                loss: t.loss,
                class: t.class.map(|c| c.token().to_string()),
            }
        })
        .collect();
    let kept = Kept {
        version: VERSION,
        record: record_hash(record_text),
        game: game_key(review.kind).into(),
        engine: review.engine.clone(),
        engine_from: review.engine_from.map(|f| f.token().to_string()),
        turns,
    };
    toml::to_string(&kept).ok()
}

/// A line of `kind` read back from `fen` and its coordinates (`None`: it does not
/// replay).
fn line_from(kind: GameKind, fen: &str, coords: &[String]) -> Option<Line> {
    match kind {
        GameKind::Flickering => {
            let start = crate::chess::Position::from_fen_lenient(fen).ok()?;
            let mut series = Series::new(start);
            for c in coords {
                let (from, to, promotion) = parse_coord(c)?;
                let m = series.find_move(from, to, promotion).ok()?;
                series.play(&m).ok()?;
            }
            Some(Line::Series(Box::new(series)))
        }
        GameKind::Xiangqi => {
            let start = crate::xiangqi::Position::from_fen(fen).ok()?;
            let mut pos = start.clone();
            let mut moves = Vec::with_capacity(coords.len());
            for c in coords {
                let m = crate::xiangqi::notation::Notation::Coordinate
                    .parse(&pos, c)
                    .ok()?;
                pos.play(m);
                moves.push(m);
            }
            Some(Line::Moves {
                start: Box::new(start),
                moves,
            })
        }
    }
}

fn mate_from(kind: GameKind, fen: &str, m: &KeptMate) -> Option<Mate> {
    match m.found.as_str() {
        "no" => Some(Mate::No),
        "not-decided" => Some(Mate::NotDecided),
        "yes" => Some(Mate::Yes {
            line: line_from(kind, fen, &m.line)?,
            moves: m.moves,
        }),
        _ => None,
    }
}

fn class_from(token: &str) -> Option<Class> {
    [Class::Inaccuracy, Class::Mistake, Class::Blunder]
        .into_iter()
        .find(|c| c.token() == token)
}

/// The review kept in `text`, if it was made from `record_text` (of a game of
/// `kind`) and reads back whole.
pub fn from_text(text: &str, record_text: &str, kind: GameKind) -> Option<Review> {
    let kept: Kept = toml::from_str(text).ok()?;
    if kept.version != VERSION
        || kept.record != record_hash(record_text)
        || kept.game != game_key(kind)
    {
        return None;
    }
    let mut review = Review::new(kind, kept.turns.len());
    review.engine = kept.engine;
    review.engine_from = (kept.engine_from.as_deref()).and_then(super::EngineFrom::from_token);
    for t in &kept.turns {
        let played = line_from(kind, &t.start, &t.played)?;
        let after = played.end_board().fen;
        let eval = match (t.eval, t.mate) {
            (Some(c), None) => Some(Eval::Centipawns(c)),
            (None, Some(n)) => Some(Eval::Mate(n)),
            (None, None) => None,
            (Some(_), Some(_)) => return None,
        };
        let best = match &t.best {
            Some(coords) => Some(line_from(kind, &t.start, coords)?),
            None => None,
        };
        let class = match &t.class {
            Some(token) => Some(class_from(token)?),
            None => None,
        };
        review.turns.push(TurnReview {
            number: t.number,
            side: match t.side.as_str() {
                "white" => Side::White,
                "black" => Side::Black,
                _ => return None,
            },
            played,
            missed_mate: mate_from(kind, &t.start, &t.missed)?,
            allowed_mate: mate_from(kind, &after, &t.allowed)?,
            eval,
            best,
            loss: t.loss,
            class,
        });
    }
    Some(review)
}

/// The review kept beside the record at `record` (whose text is `record_text`),
/// if there is one that fits.
pub fn open(record: &Path, record_text: &str, kind: GameKind) -> Option<Review> {
    let text = crate::record::store::read_text(&kept_path(record)).ok()?;
    from_text(&text, record_text, kind)
}

/// Keep `review` beside the record at `record` (nothing for a review stopped
/// before its end).
pub fn save(record: &Path, record_text: &str, review: &Review) -> Result<(), StoreError> {
    match to_text(review, record_text) {
        Some(text) => crate::record::store::write_atomic(&kept_path(record), &text),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::review::{review_to_end, ReviewSettings};

    const FLICKER: &str =
        "[Variant \"Flickering\"]\n[FEN \"1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1\"]\n\n\
         1b. Kc8 2a. Kh2, g3 2b. Nf3+, Rh7, Be5, Ra2# 0-1\n";
    const XIANGQI: &str =
        "[Variant \"xiangqi\"]\n[FEN \"9/4R4/3k1N3/P8/6b2/2P5P/9/9/4A4/2B2KB2 w - - 5 62\"]\n\n\
         62. i5i6 g6i8 63. f8e6 1-0\n";

    fn reviewed(record: &str) -> Review {
        review_to_end(
            &crate::record::load(record).unwrap().game,
            &ReviewSettings::default(),
        )
    }

    #[test]
    fn a_kept_review_reads_back_as_it_was_made() {
        for (record, kind) in [
            (FLICKER, GameKind::Flickering),
            (XIANGQI, GameKind::Xiangqi),
        ] {
            let r = reviewed(record);
            let text = to_text(&r, record).expect("a finished review is kept");
            let back = from_text(&text, record, kind).expect("it reads back");
            assert_eq!(back.turns, r.turns, "{kind:?}");
            assert_eq!(back.engine, r.engine);
        }
    }

    #[test]
    fn a_stale_or_broken_kept_review_is_ignored() {
        let r = reviewed(FLICKER);
        let text = to_text(&r, FLICKER).unwrap();
        let changed = FLICKER.replace("0-1", "*");
        assert!(from_text(&text, &changed, GameKind::Flickering).is_none());
        assert!(from_text(&text, FLICKER, GameKind::Xiangqi).is_none());
        assert!(from_text("not toml [", FLICKER, GameKind::Flickering).is_none());
        let broken = text.replacen("g2g3", "g2g5", 1);
        assert_ne!(broken, text);
        assert!(from_text(&broken, FLICKER, GameKind::Flickering).is_none());
        let mut stopped = reviewed(FLICKER);
        stopped.cancelled = true;
        assert!(to_text(&stopped, FLICKER).is_none());
    }

    #[test]
    fn kept_beside_the_record_and_found_again() {
        let dir = tempfile::tempdir().unwrap();
        let record = dir.path().join("game.pgn");
        std::fs::write(&record, FLICKER).unwrap();
        assert!(open(&record, FLICKER, GameKind::Flickering).is_none());
        save(&record, FLICKER, &reviewed(FLICKER)).unwrap();
        assert_eq!(kept_path(&record), dir.path().join("game.pgn.review.toml"));
        assert!(open(&record, FLICKER, GameKind::Flickering).is_some());
    }
}
