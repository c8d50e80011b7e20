//! Time of the mate-in-one-series search (`check --variant flickering --mate-in-one`)
//! on ten endgame positions — five with a mating series (one move before reference
//! mates) and five reference positions where the side to move can escape check — and
//! on the positions from games in `tests/data/flicker-mate-games.tsv` (the start
//! position, openings, random series play from the start), by set: median, maximum
//! and how many were decided. `cargo bench --bench flicker_mate`.
//!
//! `MATE_BENCH_UNPRUNED=1` times the unpruned reference search instead (the search
//! as it was before the no-mate proof), and `MATE_BENCH_ROWS=N` keeps only the
//! first N positions from games (the unpruned search takes its 10 s on most);
//! `MATE_BENCH_ONLY=a,b` keeps only the rows whose source is one of those names and
//! prints each one's figures. `MATE_BENCH_SECONDS=S` raises the time limit (and the
//! state limit with it, 500,000 states a second) to learn the answer of a row the
//! default limits leave open. `MATE_BENCH_STATES=N` sets a state limit of N and no
//! time limit to speak of, so that the counts of rows that give up do not depend on
//! the machine's speed (for comparing two versions of the search).
//! `MATE_BENCH_THREADS=N` lets each search use N threads (default 2, the search's
//! default); the answers and counts must be the same for any N, only times differ.
//! `MATE_BENCH_MATCH=1` adds the hardest positions of the match harness's games
//! (`tests/data/flicker-mate-match.tsv`). `MATE_BENCH_ALL=1` prints the figures of
//! every position from games (and with `MATE_BENCH_MATCH_ALL=1` of every match
//! position), not only the slow or undecided ones. `MATE_BENCH_FRESH=1` adds the
//! positions of 200 match games played with another seed
//! (`tests/data/flicker-mate-fresh.tsv`, seed 7) and of 200 more
//! (`tests/data/flicker-mate-fresh-11.tsv`, seed 11) and 200 more
//! (`flicker-mate-fresh-13.tsv`, seed 13) and 200 more
//! (`flicker-mate-fresh-17.tsv`, seed 17), sets the search was not tuned on (each
//! made after the one before had shown its slow rows). `MATE_BENCH_CROWDED=1` adds
//! the crowded positions from games of issue 39 (`tests/data/flicker-mate-crowded.tsv`,
//! 688 with 15–32 units from random series play and from the computer against the
//! random player).

use duochess::chess::Position;
use duochess::flicker::mate::{
    mate_in_one, mate_in_one_unpruned, MateLimits, MateOutcome, MateReport,
};
use std::time::Instant;

const WITH_MATE: [&str; 5] = [
    "1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1",
    "1k6/5r2/8/4b3/5r2/6K1/6P1/6n1 b - - 0 1",
    "4b3/rr3p2/n7/K5b1/8/2k5/7p/8 b - - 0 1",
    "7q/R7/Q7/1P2R2p/pB1k2rQ/n2B3P/2pK4/r7 w - - 0 1",
    "8/Rn1Pp3/1P3p1p/4R3/6k1/P1q1P3/K1b3Pn/3q4 b - - 0 1",
];

/// The limits of every search: the default ones unless `MATE_BENCH_STATES` or
/// `MATE_BENCH_SECONDS` is set, with the threads of `MATE_BENCH_THREADS`.
fn limits() -> MateLimits {
    let threads = std::env::var("MATE_BENCH_THREADS")
        .ok()
        .and_then(|s| s.parse::<u8>().ok());
    MateLimits {
        threads: threads.unwrap_or(MateLimits::THREADS),
        ..limits_of_size()
    }
}

/// The limits of the size of every search (see [`limits`]).
fn limits_of_size() -> MateLimits {
    if let Some(states) = std::env::var("MATE_BENCH_STATES")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
    {
        return MateLimits {
            max_nodes: states,
            max_time: std::time::Duration::from_secs(1 << 30),
            threads: MateLimits::THREADS,
        };
    }
    match std::env::var("MATE_BENCH_SECONDS")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
    {
        Some(secs) => MateLimits {
            max_nodes: secs.saturating_mul(500_000),
            max_time: std::time::Duration::from_secs(secs),
            threads: MateLimits::THREADS,
        },
        None => MateLimits::default(),
    }
}

/// The search being timed (see the module docs).
fn search(pos: &Position) -> MateReport {
    if std::env::var_os("MATE_BENCH_UNPRUNED").is_some() {
        mate_in_one_unpruned(pos, limits())
    } else {
        mate_in_one(pos, limits())
    }
}

fn main() {
    let reference: Vec<String> = include_str!("../tests/data/flicker-verdicts.tsv")
        .lines()
        .skip(1)
        .filter_map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            (cols.get(1) == Some(&"escape")).then(|| cols[0].to_string())
        })
        .filter(|fen| Position::from_fen(fen).is_ok())
        .step_by(11)
        .take(5)
        .collect();
    let fens: Vec<&str> = WITH_MATE
        .iter()
        .copied()
        .chain(reference.iter().map(String::as_str))
        .collect();
    println!("mate in one series, limits {:?}", limits());
    let mut times = Vec::new();
    for fen in fens {
        let pos = Position::from_fen(fen).expect("valid FEN");
        let t = Instant::now();
        let report = search(&pos);
        let ms = t.elapsed().as_secs_f64() * 1e3;
        times.push(ms);
        let what = match &report.outcome {
            MateOutcome::Found(_) => format!("mate: {}", report.san().join(", ")),
            MateOutcome::NoneExists => "no mate (complete)".to_string(),
            MateOutcome::GaveUp { searched_len } => {
                format!("gave up (complete below {searched_len} moves)")
            }
        };
        println!(
            "{ms:>9.2} ms {:>9} states {:>6} judged {:>7} pictures  {what:<40} {fen}",
            report.nodes, report.judged, report.pictures
        );
    }
    summary("endgames", &mut times, 10);
    games();
    if std::env::var_os("MATE_BENCH_MATCH").is_some() {
        match_games();
    }
    if std::env::var_os("MATE_BENCH_MATCH_ALL").is_some() {
        match_all(
            "all positions of the match games",
            include_str!("../tests/data/flicker-mate-match-all.tsv"),
        );
    }
    if std::env::var_os("MATE_BENCH_FRESH").is_some() {
        match_all(
            "all positions of the fresh match games",
            include_str!("../tests/data/flicker-mate-fresh.tsv"),
        );
        match_all(
            "all positions of the fresh match games of seed 11",
            include_str!("../tests/data/flicker-mate-fresh-11.tsv"),
        );
        match_all(
            "all positions of the fresh match games of seed 13",
            include_str!("../tests/data/flicker-mate-fresh-13.tsv"),
        );
        match_all(
            "all positions of the fresh match games of seed 17",
            include_str!("../tests/data/flicker-mate-fresh-17.tsv"),
        );
    }
    if std::env::var_os("MATE_BENCH_CROWDED").is_some() {
        match_all(
            "crowded positions from games",
            include_str!("../tests/data/flicker-mate-crowded.tsv"),
        );
    }
}

/// `MATE_BENCH_MATCH_ALL=1`: every position of the match harness's 200 games
/// (`tests/data/flicker-mate-match-all.tsv`, 1,705): the rows that take 50 ms or
/// more, or whose answer differs from the recorded one (marked `DIFFERS`), then the
/// summary with how many took 50 ms and 1 s or more. `MATE_BENCH_FRESH=1`: the
/// same over the positions of 200 other match games
/// (`tests/data/flicker-mate-fresh.tsv`, 1,730, `flicker-mate-fresh-11.tsv`,
/// 1,838, `flicker-mate-fresh-13.tsv`, 1,909, and `flicker-mate-fresh-17.tsv`,
/// 1,825), which the search was not tuned
/// on; `MATE_BENCH_CROWDED=1` over `flicker-mate-crowded.tsv`, 688. `title` names
/// the set in the summary, `rows` is its table.
fn match_all(title: &str, rows: &'static str) {
    let mut times = Vec::new();
    let (mut decided, mut differ) = (0, 0);
    let (mut states, mut judged, mut pictures) = (0, 0, 0);
    for (source, pos, answer) in match_rows(rows) {
        let (report, ms) = timed(&pos);
        let agrees = match &report.outcome {
            MateOutcome::GaveUp { .. } => true,
            MateOutcome::NoneExists => answer == "none" || answer == "unknown",
            MateOutcome::Found(s) => {
                answer == "unknown"
                    || answer.strip_prefix("mate ").map(|m| m.split(',').count()) == Some(s.len())
            }
        };
        decided += usize::from(!matches!(report.outcome, MateOutcome::GaveUp { .. }));
        differ += usize::from(!agrees);
        (states, judged, pictures) = (
            states + report.nodes,
            judged + report.judged,
            pictures + report.pictures,
        );
        if ms >= 50.0 || !agrees || std::env::var_os("MATE_BENCH_ALL").is_some() {
            let mark = if agrees { "" } else { "DIFFERS " };
            println!(
                "{ms:>9.2} ms {:>9} states {:>7} judged {:>9} pictures  {mark}{:<40} (recorded: {answer}) {source}",
                report.nodes,
                report.judged,
                report.pictures,
                described(&report)
            );
        }
        times.push(ms);
    }
    let slow = |limit: f64| times.iter().filter(|&&t| t >= limit).count();
    println!(
        "{title}: {} at 50 ms or more, {} at 1 s or more, {differ} differing from the record; {states} states, {judged} judged, {pictures} pictures in all",
        slow(50.0),
        slow(1000.0)
    );
    summary(title, &mut times, decided);
}

/// `MATE_BENCH_MATCH=1`: the hardest positions of the match harness's games
/// (`tests/data/flicker-mate-match.tsv`, the 33 that took at least 1 s of 2,148),
/// each row's figures and the summary; a row recorded `unknown` gave up before.
fn match_games() {
    let mut times = Vec::new();
    let mut decided = 0;
    for (source, pos, answer) in match_rows(include_str!("../tests/data/flicker-mate-match.tsv")) {
        let (report, ms) = timed(&pos);
        decided += usize::from(!matches!(report.outcome, MateOutcome::GaveUp { .. }));
        times.push(ms);
        println!(
            "{ms:>9.2} ms {:>9} states {:>7} judged {:>9} pictures  {:<40} (recorded: {answer}) {source}",
            report.nodes,
            report.judged,
            report.pictures,
            described(&report)
        );
    }
    summary("hardest positions of the match games", &mut times, decided);
}

/// The rows of a table of match positions (source, position, recorded answer) that
/// [`only`] keeps.
fn match_rows(table: &'static str) -> impl Iterator<Item = (&'static str, Position, &'static str)> {
    table
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|line| {
            let mut c = line.split('\t');
            let (source, fen, answer) = (c.next()?, c.next()?, c.next()?);
            only(source).then(|| (source, Position::from_fen(fen).expect("valid FEN"), answer))
        })
}

/// The search of `pos` and its time in milliseconds.
fn timed(pos: &Position) -> (MateReport, f64) {
    let t = Instant::now();
    let report = search(pos);
    (report, t.elapsed().as_secs_f64() * 1e3)
}

/// What the search found, in words.
fn described(report: &MateReport) -> String {
    match report.outcome {
        MateOutcome::GaveUp { searched_len } => format!("GAVE UP at length {searched_len}"),
        MateOutcome::Found(_) => format!("mate: {}", report.san().join(", ")),
        MateOutcome::NoneExists => "no mate".to_string(),
    }
}

fn summary(name: &str, times: &mut [f64], decided: usize) {
    if times.is_empty() {
        println!("{name}: no positions");
        return;
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{name}: {} positions, {decided} decided, median {:.3} ms, max {:.2} ms, total {:.2} ms",
        times.len(),
        times[times.len() / 2],
        times[times.len() - 1],
        times.iter().sum::<f64>()
    );
}

/// Whether the row named `source` is kept (`MATE_BENCH_ONLY`, see the module docs).
fn only(source: &str) -> bool {
    std::env::var("MATE_BENCH_ONLY").map_or(true, |names| names.split(',').any(|n| n == source))
}

/// The positions from games, one summary per set (start and openings, random play,
/// those with a mate).
fn games() {
    let rows: Vec<(String, String, String)> = include_str!("../tests/data/flicker-mate-games.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let mut c = l.split('\t');
            Some((c.next()?.into(), c.next()?.into(), c.next()?.into()))
        })
        .filter(|(source, _, _): &(String, String, String)| only(source))
        .take(
            std::env::var("MATE_BENCH_ROWS")
                .ok()
                .and_then(|n| n.parse().ok())
                .unwrap_or(usize::MAX),
        )
        .collect();
    let mut sets: [(&str, Vec<f64>, usize); 3] = [
        ("start+openings", Vec::new(), 0),
        ("random play, no mate", Vec::new(), 0),
        ("random play, mate", Vec::new(), 0),
    ];
    let mut all = Vec::new();
    let mut all_decided = 0;
    for (source, fen, answer) in &rows {
        let pos = Position::from_fen(fen).expect("valid FEN");
        let t = Instant::now();
        let report = search(&pos);
        let ms = t.elapsed().as_secs_f64() * 1e3;
        let decided = !matches!(report.outcome, MateOutcome::GaveUp { .. });
        let set = if !source.starts_with("random") {
            0
        } else if answer.starts_with("mate") {
            2
        } else {
            1
        };
        sets[set].1.push(ms);
        sets[set].2 += usize::from(decided);
        all.push(ms);
        all_decided += usize::from(decided);
        if ms > 50.0
            || !decided
            || std::env::var_os("MATE_BENCH_ONLY").is_some()
            || std::env::var_os("MATE_BENCH_ALL").is_some()
        {
            println!(
                "{ms:>9.2} ms {:>9} states {:>7} judged {:>9} pictures  {:<22} {source} {fen}",
                report.nodes,
                report.judged,
                report.pictures,
                match report.outcome {
                    MateOutcome::GaveUp { searched_len } =>
                        format!("GAVE UP at length {searched_len}"),
                    MateOutcome::Found(_) => format!("mate: {}", report.san().join(", ")),
                    MateOutcome::NoneExists => "no mate".to_string(),
                }
            );
        }
    }
    for (name, times, decided) in &mut sets {
        if !times.is_empty() {
            summary(name, times, *decided);
        }
    }
    summary("all positions from games", &mut all, all_decided);
}
