//! Game records: the PGN-style text format shared by both games (tag pairs and
//! movetext), each game's reading and writing of it, and safe storage on disk
//! (atomic writes, the autosave location).
//!
//! Reading has two stages, and errors say which failed: the text is not a record
//! ([`PgnError`], with its line), or a move in it is illegal in the game it replays
//! ([`LoadError::IllegalMove`], naming the line, the move number, the move and the
//! reason, with the moves read before it).

pub mod autosave;
pub mod flicker;
pub mod iccs;
pub mod listing;
pub mod pgn;
pub mod store;
pub mod xiangqi;

pub use pgn::{MoveText, PgnError, PgnGame, Tag, TagProblem, Turn};
pub use store::{DataDir, StoreError};

use crate::session::clock::{ClockLog, TimeControl};
use crate::session::flicker::FlickerGame;
use crate::session::xiangqi::XiangqiGame;
use crate::session::{GameKind, GameResult};

/// Whether a record's `[Termination]` says a side lost on time (as duochess
/// writes it, "White lost on time", or PGN's "time forfeit").
fn ended_on_time(pgn: &PgnGame) -> bool {
    pgn.tag("Termination").is_some_and(|t| {
        let t = t.to_ascii_lowercase();
        t.ends_with("lost on time") || t == "time forfeit"
    })
}

/// The `Event` of a game between two people at one keyboard.
const HOT_SEAT: &str = "Hot-seat game";
/// The start of the `Event` of a game against a program.
const AGAINST: &str = "Game against ";

/// How a record names its game and its first player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Roster<'a> {
    /// duochess's own: `[White]` and `[Black]`, and `[Variant "…"]` after them.
    Variant(&'a str),
    /// The Xiangqi records of xqbase and the programs that read them:
    /// `[Game "Chinese Chess"]` first, then `[Red]` and `[Black]`.
    ChineseChess,
}

/// What a record says about the game besides its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordInfo {
    /// The `Event` tag a record brought (`None`: a game of duochess, whose event
    /// names the opponent kind, see [`RecordInfo::event`]).
    pub event: Option<String>,
    pub site: String,
    pub date: String,
    /// White's player (Red's in Xiangqi).
    pub white: String,
    pub black: String,
    /// The time control and the clock times after each turn, when played on a
    /// clock (`[TimeControl "600+5"]` and `{[%clk 0:09:55]}` comments).
    pub clock: Option<ClockLog>,
    /// The side a program played, when one did, so that a resumed or loaded game
    /// goes on against it (`[BlackType "program"]` with `[ComputerLevel "3"]`, or
    /// `[Engine "…"]`, `[EngineTime "1000"]` and `[EngineLevel "1"]`).
    pub opponent: Option<RecordedOpponent>,
    /// How many hints (`t`) each side used, White's (Red's) first: the tags
    /// `[WhiteHints "2"]` and `[BlackHints "0"]` (Red is White, as in the
    /// seven-tag roster), written when a hint was used or hints were off; a record
    /// without them used none.
    pub hints: [u32; 2],
    /// Hints were turned off for this game on the new-game screen (`[Hints "off"]`).
    pub hints_off: bool,
}

/// A program that played one side, as a record keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedOpponent {
    pub side: crate::core::Side,
    pub program: RecordedProgram,
}

/// Which program: the Flickering computer at a level, or a UCI engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordedProgram {
    /// The Flickering series engine at a level (1..=7, checked by the engine),
    /// with the seed of its choices (`[ComputerSeed "…"]`) so that the game
    /// replays exactly; an older record has none.
    Computer { level: u8, seed: Option<u64> },
    /// A UCI engine program, thinking `movetime` per move, at a strength level
    /// (1 beginner … 5 full strength, `crate::uci::EngineLevel`; none: an older
    /// record, full strength).
    Engine {
        path: std::path::PathBuf,
        movetime: std::time::Duration,
        level: Option<u8>,
    },
}

impl RecordedOpponent {
    /// The level of duochess's computer, when it is the program that played
    /// `side`.
    pub fn computer_level(&self, side: crate::core::Side) -> Option<u8> {
        match self.program {
            RecordedProgram::Computer { level, .. } if self.side == side => Some(level),
            _ => None,
        }
    }

    /// The PGN type tag of a side (`WhiteType`, `BlackType`; Red is White).
    fn type_tag(side: crate::core::Side) -> &'static str {
        match side {
            crate::core::Side::White => "WhiteType",
            crate::core::Side::Black => "BlackType",
        }
    }

    fn write_tags(&self, pgn: &mut PgnGame) {
        pgn.set_tag(Self::type_tag(self.side), "program");
        match &self.program {
            RecordedProgram::Computer { level, seed } => {
                pgn.set_tag("ComputerLevel", &level.to_string());
                if let Some(seed) = seed {
                    pgn.set_tag("ComputerSeed", &seed.to_string());
                }
            }
            RecordedProgram::Engine {
                path,
                movetime,
                level,
            } => {
                pgn.set_tag("Engine", &path.to_string_lossy());
                pgn.set_tag("EngineTime", &movetime.as_millis().to_string());
                if let Some(level) = level {
                    pgn.set_tag("EngineLevel", &level.to_string());
                }
            }
        }
    }

    /// The program of a record: exactly one side marked "program", and its level
    /// or engine. Anything else (another program's tags, a person on both sides,
    /// a level that is not a number) is no opponent.
    pub(crate) fn from_pgn(pgn: &PgnGame) -> Option<RecordedOpponent> {
        use crate::core::Side;
        let program = |side| {
            pgn.tag(Self::type_tag(side))
                .is_some_and(|t| t.trim().eq_ignore_ascii_case("program"))
        };
        let side = match (program(Side::White), program(Side::Black)) {
            (true, false) => Side::White,
            (false, true) => Side::Black,
            _ => return None,
        };
        let program = if let Some(level) = pgn.tag("ComputerLevel") {
            RecordedProgram::Computer {
                level: level.trim().parse().ok()?,
                seed: pgn.tag("ComputerSeed").and_then(|s| s.trim().parse().ok()),
            }
        } else {
            let path = pgn.tag("Engine").filter(|p| !p.trim().is_empty())?;
            let ms: u64 = pgn.tag("EngineTime")?.trim().parse().ok()?;
            RecordedProgram::Engine {
                path: path.trim().into(),
                movetime: std::time::Duration::from_millis(ms),
                level: pgn.tag("EngineLevel").and_then(|l| l.trim().parse().ok()),
            }
        };
        Some(RecordedOpponent { side, program })
    }
}

impl Default for RecordInfo {
    fn default() -> Self {
        RecordInfo {
            event: None,
            site: "duochess".into(),
            date: store::pgn_date(),
            white: "?".into(),
            black: "?".into(),
            clock: None,
            opponent: None,
            hints: [0, 0],
            hints_off: false,
        }
    }
}

impl RecordInfo {
    /// The `Event` tag: the one the record brought, else the kind of game —
    /// "Hot-seat game", "Game against the computer", "Game against
    /// fairy-stockfish" (an engine by its file name).
    pub fn event(&self) -> String {
        if let Some(event) = &self.event {
            return event.clone();
        }
        match self.opponent.as_ref().map(|o| &o.program) {
            None => HOT_SEAT.into(),
            Some(RecordedProgram::Computer { .. }) => format!("{AGAINST}the computer"),
            Some(RecordedProgram::Engine { path, .. }) => {
                let name = path.file_stem().unwrap_or(path.as_os_str());
                format!("{AGAINST}{}", name.to_string_lossy())
            }
        }
    }

    /// The tags of a record: the seven-tag roster (White is Red in Xiangqi), the
    /// game as `roster` names it, and a `Termination` tag saying why a finished
    /// game ended.
    pub(crate) fn write_tags(
        &self,
        pgn: &mut PgnGame,
        roster: Roster,
        result: GameResult,
        game: GameKind,
    ) {
        let first = match roster {
            Roster::Variant(_) => "White",
            Roster::ChineseChess => {
                pgn.set_tag("Game", "Chinese Chess");
                "Red"
            }
        };
        pgn.set_tag("Event", &self.event());
        pgn.set_tag("Site", &self.site);
        pgn.set_tag("Date", &self.date);
        pgn.set_tag("Round", "-");
        pgn.set_tag(first, &self.white);
        pgn.set_tag("Black", &self.black);
        pgn.set_tag("Result", result.pgn_token());
        if let Roster::Variant(variant) = roster {
            pgn.set_tag("Variant", variant);
        }
        if result.is_over() {
            pgn.set_tag("Termination", &result.reason(game));
        }
        if let Some(clock) = &self.clock {
            pgn.set_tag("TimeControl", &clock.control.to_pgn());
        }
        if let Some(opponent) = &self.opponent {
            opponent.write_tags(pgn);
        }
        if self.hints_off {
            pgn.set_tag("Hints", "off");
        }
        if self.hints_off || self.hints != [0, 0] {
            pgn.set_tag("WhiteHints", &self.hints[0].to_string());
            pgn.set_tag("BlackHints", &self.hints[1].to_string());
        }
    }

    /// The clock times as comments after the turns written (call once the turns
    /// are in `pgn`).
    pub(crate) fn write_clocks(&self, pgn: &mut PgnGame) {
        let Some(clock) = &self.clock else { return };
        for (turn, left) in pgn.turns.iter_mut().zip(&clock.after_turn) {
            turn.clock = *left;
        }
    }

    /// The information of a parsed record (missing tags keep their defaults).
    pub fn from_pgn(pgn: &PgnGame) -> RecordInfo {
        let mut info = RecordInfo {
            date: "????.??.??".into(),
            ..RecordInfo::default()
        };
        let get = |n: &str| pgn.tag(n).map(str::to_string);
        // The event duochess wrote follows the game (a resumed game may change
        // its opponent); another program's stays.
        info.event = get("Event").filter(|v| v != HOT_SEAT && !v.starts_with(AGAINST));
        if let Some(v) = get("Site") {
            info.site = v;
        }
        if let Some(v) = get("Date") {
            info.date = v;
        }
        if let Some(v) = get("White").or_else(|| get("Red")) {
            info.white = v;
        }
        if let Some(v) = get("Black") {
            info.black = v;
        }
        // "-" or "?" (no or unknown time control) and forms duochess does not
        // play (moves per period) leave the game without a clock.
        info.clock = pgn
            .tag("TimeControl")
            .and_then(|tc| TimeControl::from_pgn(tc).ok())
            .map(|control| ClockLog {
                control,
                after_turn: pgn.turns.iter().map(|t| t.clock).collect(),
            });
        info.opponent = RecordedOpponent::from_pgn(pgn);
        let count = |n: &str| pgn.tag(n).and_then(|v| v.trim().parse().ok());
        info.hints = [
            count("WhiteHints")
                .or_else(|| count("RedHints"))
                .unwrap_or(0),
            count("BlackHints").unwrap_or(0),
        ];
        info.hints_off = pgn
            .tag("Hints")
            .is_some_and(|v| v.trim().eq_ignore_ascii_case("off"));
        info
    }
}

impl Turn {
    /// A turn of one move.
    pub fn single(text: &str) -> Turn {
        Turn {
            moves: vec![MoveText {
                text: text.to_string(),
                line: 0,
            }],
            clock: None,
        }
    }
}

/// Why a record could not be loaded. The `Display` is English (the `record`
/// command's and logs'); the front end renders the values in the player's language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    #[error(transparent)]
    Text(#[from] PgnError),
    #[error("{}unknown variant \"{}\": duochess plays \"Flickering\" and \"xiangqi\"", at_line(*line), crate::core::text::shown(.variant))]
    UnknownVariant { line: usize, variant: String },
    #[error(
        "the record has no [Variant] tag: add [Variant \"Flickering\"] or [Variant \"xiangqi\"]"
    )]
    NoVariant,
    #[error("{}the [FEN] tag is not a usable position: {reason}", at_line(*line))]
    BadFen { line: usize, reason: FenProblem },
    #[error("{}unknown move format [Format \"{}\"]: duochess reads \"ICCS\", \"WXF\" and \"Chinese\"", at_line(*line), crate::core::text::shown(.format))]
    UnknownFormat { line: usize, format: String },
    #[error("{}move {number} {}{}: {reason} ({} read before it)", at_line(*line), crate::core::text::shown(.text), of_series(*.move_of_series), count_moves(read.len()))]
    IllegalMove {
        line: usize,
        /// The move number label, e.g. `12.` or `3b.`.
        number: String,
        /// The move, or the series up to the move that failed (`e4, Nf3`).
        text: String,
        /// In a series of more than one move: which move failed (1, 2, …).
        move_of_series: Option<usize>,
        reason: Box<IllegalReason>,
        /// The moves (or series) read before it, in the game's notation.
        read: Vec<String>,
    },
}

/// Why the `[FEN]` tag of a record is not a position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenProblem {
    #[error(transparent)]
    Chess(#[from] crate::chess::fen::FenError),
    #[error(transparent)]
    Xiangqi(#[from] crate::xiangqi::fen::FenError),
}

/// Why a move of a record could not be replayed: the rules' own refusal, as a value.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IllegalReason {
    /// The record goes on after the game ended.
    #[error("the game was already over ({})", .result.reason(*.kind))]
    GameOver { kind: GameKind, result: GameResult },
    /// A Flickering Chess move text that is not a move here.
    #[error(transparent)]
    FlickerText(crate::flicker::notation::MoveTextError),
    /// The Flickering Chess session refused the move or the end of the series.
    #[error(transparent)]
    Flicker(crate::session::flicker::GameError),
    /// A Xiangqi move text that is not a move here.
    #[error(transparent)]
    XiangqiText(crate::xiangqi::NotationError),
    /// The Xiangqi session refused the move.
    #[error(transparent)]
    Xiangqi(crate::session::xiangqi::GameError),
    /// A move of a `[Format "ICCS"]` record that is not an ICCS move.
    #[error(transparent)]
    NotIccs(#[from] NotIccs),
}

/// A move of a `[Format "ICCS"]` record that is not an ICCS move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("not an ICCS move: write it as h2e2 (files a-i, ranks 0-9 from Red's side)")]
pub struct NotIccs;

fn of_series(index: Option<usize>) -> String {
    index.map_or_else(String::new, |i| format!(" (move {i} of the series)"))
}

fn at_line(line: usize) -> String {
    if line == 0 {
        String::new()
    } else {
        format!("line {line}: ")
    }
}

fn count_moves(n: usize) -> String {
    match n {
        0 => "nothing".into(),
        1 => "1 move".into(),
        n => format!("{n} moves"),
    }
}

/// A game read from a record.
#[derive(Clone, Debug)]
pub enum LoadedGame {
    Flickering(Box<FlickerGame>),
    Xiangqi(Box<XiangqiGame>),
}

/// A loaded record: the game (replayed to its last move) and its information.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub game: LoadedGame,
    pub info: RecordInfo,
}

/// Which game a record is for, from its `[Variant]` tag (or `[Game "Chinese Chess"]`).
pub fn variant_of(pgn: &PgnGame) -> Result<GameKind, LoadError> {
    match pgn.find_tag("Variant") {
        Some(tag) => match tag.value.trim().to_ascii_lowercase().as_str() {
            "xiangqi" | "chinese chess" => Ok(GameKind::Xiangqi),
            "flickering" | "flickering chess" => Ok(GameKind::Flickering),
            _ => Err(LoadError::UnknownVariant {
                line: tag.line,
                variant: tag.value.clone(),
            }),
        },
        None if pgn
            .tag("Game")
            .is_some_and(|g| g.eq_ignore_ascii_case("chinese chess")) =>
        {
            Ok(GameKind::Xiangqi)
        }
        None => Err(LoadError::NoVariant),
    }
}

/// Read and replay a record of either game.
pub fn load(text: &str) -> Result<Loaded, LoadError> {
    let pgn = PgnGame::parse(text)?;
    let info = RecordInfo::from_pgn(&pgn);
    let game = match variant_of(&pgn)? {
        GameKind::Xiangqi => LoadedGame::Xiangqi(Box::new(xiangqi::read(&pgn)?)),
        GameKind::Flickering => LoadedGame::Flickering(Box::new(flicker::read(&pgn)?)),
    };
    Ok(Loaded { game, info })
}

/// Why a record file could not be loaded: it could not be read, or its text failed.
#[derive(Debug, thiserror::Error)]
pub enum LoadFileError {
    #[error(transparent)]
    Read(#[from] StoreError),
    #[error("{}: {source}", crate::core::text::shown_path(path))]
    Record {
        path: std::path::PathBuf,
        source: Box<LoadError>,
    },
}

/// Read a record file (it is only read, never changed) and replay it.
pub fn load_file(path: &std::path::Path) -> Result<Loaded, LoadFileError> {
    let text = store::read_text(path)?;
    load(&text).map_err(|source| LoadFileError::Record {
        path: path.to_path_buf(),
        source: Box::new(source),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Side;
    use std::time::Duration;

    fn clocked(after_turn: Vec<Option<Duration>>) -> RecordInfo {
        RecordInfo {
            white: "Ann".into(),
            black: "Bo".into(),
            clock: Some(ClockLog {
                control: TimeControl::new(10, 5),
                after_turn,
            }),
            ..RecordInfo::default()
        }
    }

    #[test]
    fn the_event_names_the_opponent_kind_and_another_programs_event_stays() {
        let mut game = FlickerGame::new(crate::chess::Position::initial());
        game.play_text("e4").unwrap();
        game.end_series().unwrap();
        let against = |program| RecordInfo {
            opponent: Some(RecordedOpponent {
                side: Side::Black,
                program,
            }),
            ..RecordInfo::default()
        };
        let computer = against(RecordedProgram::Computer {
            level: 3,
            seed: None,
        });
        let engine = against(RecordedProgram::Engine {
            path: "/usr/games/fairy-stockfish".into(),
            movetime: Duration::from_millis(500),
            level: None,
        });
        for (info, event) in [
            (RecordInfo::default(), "Hot-seat game"),
            (computer, "Game against the computer"),
            (engine, "Game against fairy-stockfish"),
        ] {
            let text = flicker::write(&game, &info);
            assert!(text.contains(&format!("[Event \"{event}\"]")), "{text}");
            // Read back, the event follows the game again (its opponent may change).
            let back = load(&text).unwrap().info;
            assert_eq!(
                (back.event.clone(), back.event()),
                (None, event.to_string())
            );
        }
        let club =
            flicker::write(&game, &RecordInfo::default()).replace("Hot-seat game", "Club night");
        let back = load(&club).unwrap().info;
        assert_eq!(back.event(), "Club night");
    }

    #[test]
    fn the_program_that_played_a_side_survives_a_record() {
        let mut game = FlickerGame::new(crate::chess::Position::initial());
        game.play_text("e4").unwrap();
        game.end_series().unwrap();
        let computer = RecordedOpponent {
            side: Side::Black,
            program: RecordedProgram::Computer {
                level: 4,
                seed: Some(7),
            },
        };
        let info = RecordInfo {
            opponent: Some(computer.clone()),
            ..RecordInfo::default()
        };
        let text = flicker::write(&game, &info);
        assert!(text.contains("[BlackType \"program\"]"), "{text}");
        assert!(text.contains("[ComputerLevel \"4\"]"), "{text}");
        assert!(text.contains("[ComputerSeed \"7\"]"), "{text}");
        assert_eq!(load(&text).unwrap().info.opponent, Some(computer));
        // A UCI engine playing Red.
        let mut x = XiangqiGame::new(Default::default());
        x.play_text("h3e3", crate::xiangqi::notation::Notation::Coordinate)
            .unwrap();
        let engine = RecordedOpponent {
            side: Side::White,
            program: RecordedProgram::Engine {
                path: "/usr/games/fairy-stockfish".into(),
                movetime: Duration::from_millis(1500),
                level: Some(1),
            },
        };
        let info = RecordInfo {
            opponent: Some(engine.clone()),
            ..RecordInfo::default()
        };
        let text = xiangqi::write(&x, &info);
        assert!(text.contains("[WhiteType \"program\"]"), "{text}");
        assert!(text.contains("[EngineLevel \"1\"]"), "{text}");
        assert_eq!(load(&text).unwrap().info.opponent, Some(engine));
        // No program: no tags, no opponent; both sides programs: none either.
        let text = flicker::write(&game, &RecordInfo::default());
        assert!(!text.contains("Type"), "{text}");
        assert_eq!(load(&text).unwrap().info.opponent, None);
        let both = text.replace(
            "[Result",
            "[WhiteType \"program\"]\n[BlackType \"program\"]\n[ComputerLevel \"2\"]\n[Result",
        );
        assert_eq!(load(&both).unwrap().info.opponent, None);
    }

    #[test]
    fn hint_counts_survive_a_record_and_records_without_them_load() {
        let mut x = XiangqiGame::new(Default::default());
        x.play_text("h3e3", crate::xiangqi::notation::Notation::Coordinate)
            .unwrap();
        let plain = xiangqi::write(&x, &RecordInfo::default());
        assert!(!plain.contains("Hints"), "{plain}");
        let back = load(&plain).unwrap().info;
        assert_eq!((back.hints, back.hints_off), ([0, 0], false));
        let info = RecordInfo {
            hints: [2, 0],
            ..RecordInfo::default()
        };
        let text = xiangqi::write(&x, &info);
        assert!(text.contains("[WhiteHints \"2\"]"), "{text}");
        assert!(text.contains("[BlackHints \"0\"]"), "{text}");
        assert!(!text.contains("[Hints "), "{text}");
        assert_eq!(load(&text).unwrap().info.hints, [2, 0]);
        let off = RecordInfo {
            hints_off: true,
            ..RecordInfo::default()
        };
        let text = xiangqi::write(&x, &off);
        assert!(text.contains("[Hints \"off\"]"), "{text}");
        let back = load(&text).unwrap().info;
        assert_eq!((back.hints, back.hints_off), ([0, 0], true));
        // A count that is not a number is none.
        let odd = text.replace("[WhiteHints \"0\"]", "[WhiteHints \"many\"]");
        assert_eq!(load(&odd).unwrap().info.hints, [0, 0]);
    }

    #[test]
    fn clock_times_and_names_survive_a_flickering_record() {
        let mut game = FlickerGame::new(crate::chess::Position::initial());
        for series in ["e4, d4", "e5"] {
            game.play_text(series).unwrap();
            game.end_series().unwrap();
        }
        let secs = Duration::from_secs;
        let info = clocked(vec![Some(secs(590)), Some(secs(604))]);
        let text = flicker::write(&game, &info);
        assert!(text.contains("[TimeControl \"600+5\"]"), "{text}");
        assert!(text.contains("[White \"Ann\"]"), "{text}");
        assert!(
            text.contains("1a. e4, d4 {[%clk 0:09:50]} 1b. e5 {[%clk 0:10:04]} *"),
            "{text}"
        );
        let loaded = load(&text).unwrap();
        assert_eq!(loaded.info.clock, info.clock);
        assert_eq!(
            (loaded.info.white.as_str(), loaded.info.black.as_str()),
            ("Ann", "Bo")
        );
    }

    #[test]
    fn a_loss_on_time_is_read_back_as_one() {
        let mut game = XiangqiGame::new(Default::default());
        game.play_text("h3e3", crate::xiangqi::notation::Notation::Coordinate)
            .unwrap();
        game.lose_on_time(Side::Black).unwrap();
        let info = clocked(vec![Some(Duration::from_secs(600))]);
        let text = xiangqi::write(&game, &info);
        assert!(
            text.contains("[Termination \"Black lost on time\"]"),
            "{text}"
        );
        let loaded = load(&text).unwrap();
        let LoadedGame::Xiangqi(read) = loaded.game else {
            panic!("not Xiangqi")
        };
        assert_eq!(
            read.result(),
            GameResult::Win {
                winner: Side::White,
                reason: crate::session::EndReason::Time(Side::Black)
            }
        );
        // Without a usable [TimeControl], no clock.
        let plain = text.replace("600+5", "-");
        assert_eq!(load(&plain).unwrap().info.clock, None);
    }
}
