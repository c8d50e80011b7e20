//! Playing across the network on loopback (no criterion): how long a move made on
//! one side takes to appear on the other, and what an idle connection costs.
//!
//! - **Latency.** A host and a guest joined over 127.0.0.1, each on its `Line` (the
//!   two threads a game screen uses) and its own rules: a Xiangqi move played on one
//!   side (`RemotePlay::play`), sent, received on the other and played through its
//!   rules (`RemotePlay::receive`). Each sample is one move, from the mover's click to
//!   the other side's board; the sides take turns. Median and 95th percentile over
//!   `REMOTE_BENCH_MOVES` moves (default 400). Target (issue 34): median < 20 ms.
//! - **Idle.** The same pair, connected and quiet (pings at their usual interval),
//!   for `REMOTE_BENCH_IDLE_SECS` seconds (default 5): the process's CPU time over
//!   that time, from `/proc/self/stat` (Linux; elsewhere not measured).
//!
//! Figures on a loaded machine (two cores shared by several builds, the `test`
//! profile: `cargo bench --bench remote_latency --profile test`): median 0.033 ms,
//! p95 0.038 ms, max 6.7 ms over 400 moves; idle, 0 ms of CPU in 5 s (pings every
//! 10 s). To be run again on an idle machine.

use duochess::core::Side;
use duochess::play::new_game;
use duochess::play::port::{Cell, PlayableGame};
use duochess::play::remote::{Line, LineEvent, RemotePlay};
use duochess::remote::{
    join, GameOffer, Hello, Host, HostEvent, JoinCode, Limits, WireGame, WireSide,
};
use duochess::session::GameKind;
use std::net::Ipv4Addr;
use std::time::{Duration, Instant};

const WAIT: Duration = Duration::from_secs(5);
/// The keepalive a game screen uses (well within the idle limit).
const KEEPALIVE: Duration = Duration::from_secs(10);

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The host's line and the guest's, joined over loopback.
fn pair() -> (Line, Line) {
    let code = JoinCode::random();
    let hello = Hello {
        name: "host".into(),
        game: Some(GameOffer {
            game: WireGame::Xiangqi,
            guest_plays: WireSide::Second,
            clock: None,
            moves: vec![],
        }),
    };
    let limits = Limits::default();
    let host = Host::bind((Ipv4Addr::LOCALHOST, 0).into(), code.clone(), hello, limits)
        .expect("a loopback port");
    let guest = Hello {
        name: "guest".into(),
        game: None,
    };
    let at_guest = join(host.local_addr(), &code, guest, limits).expect("the guest joins");
    let Some(HostEvent::Joined(at_host)) = host.next_event(WAIT) else {
        panic!("the host sees the guest join")
    };
    (
        Line::start(at_host, KEEPALIVE).expect("the host's line"),
        Line::start(at_guest, KEEPALIVE).expect("the guest's line"),
    )
}

fn cell(name: &str) -> Cell {
    let b = name.as_bytes();
    Cell::new(b[0] - b'a', name[1..].parse::<u8>().expect("a rank") - 1)
}

/// One side of the game: its rules and its side of the network.
struct Seat {
    game: Box<dyn PlayableGame>,
    play: RemotePlay,
}

impl Seat {
    fn new(me: Side) -> Seat {
        Seat {
            game: new_game(GameKind::Xiangqi, None).expect("a new game"),
            play: RemotePlay::new(me),
        }
    }
}

/// A move on `from`'s side, until it has been played on `to`'s: how long it took.
fn one_move(
    mover: &mut Seat,
    line: &Line,
    other: &mut Seat,
    other_line: &Line,
    m: (&str, &str),
) -> Duration {
    let started = Instant::now();
    let message = mover
        .play
        .play(mover.game.as_mut(), cell(m.0), cell(m.1), None)
        .expect("a legal move")
        .expect("no promotion in Xiangqi");
    line.send(message);
    let Some(LineEvent::Heard(heard)) = other_line.next_event(WAIT) else {
        panic!("the move arrives")
    };
    other
        .play
        .receive(other.game.as_mut(), heard)
        .expect("legal on the other side");
    started.elapsed()
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let at = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[at]
}

/// The process's CPU time (user + system), from `/proc/self/stat`.
fn cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command's name in parentheses: utime is the 14th
    // field of the line, stime the 15th.
    let after = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = after.split_whitespace().collect();
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    // Clock ticks: 100 a second on Linux (USER_HZ).
    Some(Duration::from_millis((utime + stime) * 10))
}

fn main() {
    let moves = env_number("REMOTE_BENCH_MOVES", 400) as usize;
    let idle_secs = env_number("REMOTE_BENCH_IDLE_SECS", 5);
    let (host_line, guest_line) = pair();

    // Four moves out and back, on fresh games each time (a position repeated
    // over and over would end a game by the repetition rules).
    let script = [("h3", "e3"), ("h8", "e8"), ("e3", "h3"), ("e8", "h8")];
    let mut samples = Vec::with_capacity(moves);
    while samples.len() < moves {
        let mut host = Seat::new(Side::White);
        let mut guest = Seat::new(Side::Black);
        for (i, m) in script.iter().enumerate() {
            let took = if i % 2 == 0 {
                one_move(&mut host, &host_line, &mut guest, &guest_line, *m)
            } else {
                one_move(&mut guest, &guest_line, &mut host, &host_line, *m)
            };
            samples.push(took);
        }
    }
    samples.truncate(moves);
    samples.sort();
    println!(
        "a move from one side to the other on loopback: median {:.3} ms, p95 {:.3} ms, max {:.3} ms ({} moves)",
        percentile(&samples, 0.5).as_secs_f64() * 1e3,
        percentile(&samples, 0.95).as_secs_f64() * 1e3,
        samples[samples.len() - 1].as_secs_f64() * 1e3,
        samples.len()
    );

    match cpu_time() {
        Some(before) => {
            let started = Instant::now();
            std::thread::sleep(Duration::from_secs(idle_secs));
            let wall = started.elapsed();
            let used = cpu_time().unwrap_or(before).saturating_sub(before);
            println!(
                "an idle connected pair: {:.0} ms of CPU in {:.1} s ({:.2} %)",
                used.as_secs_f64() * 1e3,
                wall.as_secs_f64(),
                used.as_secs_f64() / wall.as_secs_f64() * 100.0
            );
        }
        None => println!("idle CPU: /proc/self/stat cannot be read here, not measured"),
    }
    drop((host_line, guest_line));
}
