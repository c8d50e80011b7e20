//! The Flickering engine in matches: against a random legal series player and
//! against a greedy one (most material at once, avoiding a mate it sees), from the
//! start position and from varied openings (a few random series by each side),
//! colours alternating (each opening is played twice, the engine White then
//! Black). Every series of every game goes through a game session and is checked by
//! the independent referee of tests/common/referee.rs (legal moves, a series that
//! may end, the same board reached); every game is written as a record, which is
//! read back and must replay to the same final position.
//!
//! A game still going after the move cap (160 series, 80 by each side, unless
//! `FLICKER_MATCH_CAP` says otherwise) counts as a draw, and its record has the
//! result `*`.
//!
//! `cargo bench --bench flicker_match`, with the environment:
//! - `FLICKER_MATCH_GAMES`: games per opponent (100);
//! - `FLICKER_MATCH_OPPONENT`: `random`, `greedy` or `both` (both);
//! - `FLICKER_MATCH_LEVEL`: the engine's level 1..5 (3, the default level);
//! - `FLICKER_MATCH_CAP`: the move cap in series (160);
//! - `FLICKER_MATCH_OUT`: the directory for the records (target/flicker-match);
//! - `FLICKER_MATCH_SEED`: the seed of openings and sparring players (1).

#[path = "../tests/common/referee.rs"]
mod referee;

use duochess::chess::Position;
use duochess::core::Side;
use duochess::flicker::engine::sparring::{greedy_series, random_series, Rng};
use duochess::flicker::engine::{best_series, Level, Request, Safety};
use duochess::flicker::Series;
use duochess::record::{flicker as record, PgnGame, RecordInfo};
use duochess::session::flicker::FlickerGame;
use duochess::session::{GameKind, GameResult};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Opponent {
    Random,
    Greedy,
}

impl Opponent {
    fn name(self) -> &'static str {
        match self {
            Opponent::Random => "random",
            Opponent::Greedy => "greedy",
        }
    }
    fn series(self, pos: &Position, rng: &mut Rng) -> Option<Series> {
        match self {
            Opponent::Random => random_series(pos, rng),
            Opponent::Greedy => greedy_series(pos, rng),
        }
    }
}

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Totals of one match.
#[derive(Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    capped: u32,
    engine_series: u32,
    engine_time: Duration,
    max_time: Duration,
    checked: u32,
    proven: u32,
    unknown: u32,
    lost: u32,
    unchecked: u32,
    series_total: u32,
}

/// Check `series` from `start` with the referee, and that it reaches `next`.
fn referee_check(start: &Position, series: &Series, next: &Position) -> Result<(), String> {
    let fen = start.fen();
    let coords = series.coords();
    let r = referee::referee_play(&fen, &coords).map_err(|e| format!("{fen} {coords:?}: {e}"))?;
    let want = next.fen();
    let placement = want.split(' ').next().unwrap_or("");
    if r.placement() != placement {
        return Err(format!(
            "{fen} {coords:?}: the referee reaches {} but the game {placement}",
            r.placement()
        ));
    }
    Ok(())
}

/// Play `series` through the game session (as a player would), checked by the referee.
fn play(game: &mut FlickerGame, series: &Series, tally: &mut Tally) {
    let start = *game.position();
    for m in series.moves() {
        if let Err(e) = game.try_move(m.from, m.to, m.promotion) {
            panic!("{}: {} refused by the session: {e}", start.fen(), m.uci());
        }
    }
    if let Err(e) = game.end_series() {
        panic!("{}: {:?} cannot end: {e}", start.fen(), series.coords());
    }
    let next = *game.position();
    if let Err(e) = referee_check(&start, series, &next) {
        panic!("the referee refuses a series: {e}");
    }
    tally.checked += 1;
}

/// An opening: `n` random series by each side from the start position.
fn opening(n: usize, rng: &mut Rng, tally: &mut Tally) -> FlickerGame {
    loop {
        let mut game = FlickerGame::new(Position::initial());
        for _ in 0..2 * n {
            let Some(s) = random_series(game.position(), rng) else {
                break;
            };
            play(&mut game, &s, tally);
            if game.result().is_over() {
                break;
            }
        }
        if !game.result().is_over() {
            return game;
        }
    }
}

fn main() {
    let games: usize = env("FLICKER_MATCH_GAMES", 100);
    let level =
        Level::new(env("FLICKER_MATCH_LEVEL", Level::DEFAULT.number())).unwrap_or(Level::DEFAULT);
    let cap: usize = env("FLICKER_MATCH_CAP", 160);
    let seed: u64 = env("FLICKER_MATCH_SEED", 1);
    let out = PathBuf::from(env("FLICKER_MATCH_OUT", "target/flicker-match".to_string()));
    let which: String = env("FLICKER_MATCH_OPPONENT", "both".to_string());
    let opponents: Vec<Opponent> = match which.as_str() {
        "random" => vec![Opponent::Random],
        "greedy" => vec![Opponent::Greedy],
        _ => vec![Opponent::Random, Opponent::Greedy],
    };
    if let Err(e) = std::fs::create_dir_all(&out) {
        eprintln!("cannot create {}: {e}", out.display());
        return;
    }
    let settings = level.settings();
    println!(
        "engine level {} ({} ms, beam {}, replies {} x {}, mate search {} / {} states), \
         {games} games per opponent, cap {cap} series",
        level.number(),
        settings.time.as_millis(),
        settings.width,
        settings.replies,
        settings.reply_width,
        settings.root_mate_nodes,
        settings.threat_mate_nodes
    );
    for opp in opponents {
        let mut tally = Tally::default();
        let began = Instant::now();
        for i in 0..games {
            let pair = i / 2;
            let engine_side = if i % 2 == 0 { Side::White } else { Side::Black };
            let mut orng = Rng::new(seed * 1000 + pair as u64);
            let mut game = if pair == 0 {
                FlickerGame::new(Position::initial())
            } else {
                opening(1 + pair % 3, &mut orng, &mut tally)
            };
            let mut rng = Rng::new(seed * 7919 + i as u64);
            let mut count = 0;
            while !game.result().is_over() && count < cap {
                let pos = *game.position();
                let series = if pos.turn() == engine_side {
                    let history: Vec<Position> = game.history().iter().map(|p| p.start).collect();
                    let req = Request {
                        position: pos,
                        history: &history,
                        level,
                        time: None,
                    };
                    let t = Instant::now();
                    let d = best_series(&req, &AtomicBool::new(false))
                        .unwrap_or_else(|e| panic!("{}: {e}", pos.fen()));
                    let spent = t.elapsed();
                    tally.engine_series += 1;
                    tally.engine_time += spent;
                    tally.max_time = tally.max_time.max(spent);
                    match d.safety {
                        Safety::Proven | Safety::Mates => tally.proven += 1,
                        Safety::Unknown { .. } => tally.unknown += 1,
                        Safety::Lost => tally.lost += 1,
                        Safety::Unchecked => tally.unchecked += 1,
                    }
                    d.series
                } else {
                    opp.series(&pos, &mut rng)
                        .unwrap_or_else(|| panic!("{}: no series", pos.fen()))
                };
                play(&mut game, &series, &mut tally);
                count += 1;
            }
            tally.series_total += count as u32;
            let result = game.result();
            let outcome = match result {
                GameResult::Win { winner, .. } if winner == engine_side => {
                    tally.wins += 1;
                    "win"
                }
                GameResult::Win { .. } => {
                    tally.losses += 1;
                    "loss"
                }
                GameResult::Draw { .. } => {
                    tally.draws += 1;
                    "draw"
                }
                GameResult::Ongoing => {
                    tally.draws += 1;
                    tally.capped += 1;
                    "draw (cap)"
                }
            };
            let engine_name = format!("duochess engine level {}", level.number());
            let (white, black) = if engine_side == Side::White {
                (engine_name, opp.name().to_string())
            } else {
                (opp.name().to_string(), engine_name)
            };
            let info = RecordInfo {
                event: format!("Engine match v {}, game {}", opp.name(), i + 1),
                white,
                black,
                ..RecordInfo::default()
            };
            let path = out.join(format!("{}-{:03}.pgn", opp.name(), i + 1));
            let text = record::write(&game, &info);
            // The record replays to the same game.
            let again = PgnGame::parse(&text)
                .map_err(|e| e.to_string())
                .and_then(|pgn| record::read(&pgn).map_err(|e| e.to_string()))
                .unwrap_or_else(|e| panic!("game {}: the record does not replay: {e}", i + 1));
            assert_eq!(again.position(), game.position(), "game {}", i + 1);
            if let Err(e) = std::fs::write(&path, text) {
                eprintln!("cannot write {}: {e}", path.display());
            }
            eprintln!(
                "{} game {:3}: engine {:5} {outcome:10} after {count:3} series ({})",
                opp.name(),
                i + 1,
                if engine_side == Side::White {
                    "White"
                } else {
                    "Black"
                },
                result.reason(GameKind::Flickering)
            );
        }
        let points = tally.wins as f64 + tally.draws as f64 / 2.0;
        let n = tally.engine_series.max(1);
        println!(
            "v {:6}: {games} games, +{} ={} -{} ({} drawn at the cap): {:.1} % of points; \
             {} engine series, {:.0} ms average, {:.0} ms max; opponent mate after it: \
             {} proven none, {} unknown (limits), {} unchecked, {} unavoidable; \
             {} series checked by the referee; {:.1} series per game; {:.0} s",
            opp.name(),
            tally.wins,
            tally.draws,
            tally.losses,
            tally.capped,
            100.0 * points / games.max(1) as f64,
            tally.engine_series,
            tally.engine_time.as_secs_f64() * 1e3 / n as f64,
            tally.max_time.as_secs_f64() * 1e3,
            tally.proven,
            tally.unknown,
            tally.unchecked,
            tally.lost,
            tally.checked,
            tally.series_total as f64 / games.max(1) as f64,
            began.elapsed().as_secs_f64()
        );
    }
    println!("records in {}", out.display());
}
