//! Rendering benchmark (no criterion): one full redraw at 120x40 for each game on
//! ratatui's TestBackend, and start-up to the first frame of the real binary in a
//! pseudo-terminal. Prints the figures; targets: < 1 ms per redraw, < 50 ms to the
//! first frame.

#[path = "../tests/common/mod.rs"]
mod common;

use duochess::config::PieceStyle;
use duochess::play::port::{Cell, PlayableGame};
use duochess::play::Settings;
use duochess::tui::App;
use portable_pty::{native_pty_system, CommandBuilder, PtySize};
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use std::hint::black_box;
use std::io::Read;
use std::time::{Duration, Instant};

fn redraw(name: &str, game: Box<dyn PlayableGame>, style: PieceStyle) {
    let mut app = App::new(
        game,
        Settings {
            style,
            ..Settings::default()
        },
    );
    // Something selected, so destinations are drawn as well.
    app.cursor = Cell::new(1, 0);
    app.handle(duochess::tui::keys::Action::Pick);
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("backend");
    let n = 2000;
    for _ in 0..100 {
        terminal
            .draw(|f| f.render_widget(&app, f.area()))
            .expect("draw");
    }
    let mut samples = Vec::with_capacity(n);
    for _ in 0..n {
        // A full redraw: clear forces every cell to be written again.
        terminal.clear().expect("clear");
        let t = Instant::now();
        terminal
            .draw(|f| f.render_widget(black_box(&app), f.area()))
            .expect("draw");
        samples.push(t.elapsed());
    }
    report(
        &format!("full redraw 120x40, {name}"),
        samples,
        Duration::from_millis(1),
    );
}

fn report(what: &str, mut samples: Vec<Duration>, target: Duration) {
    samples.sort();
    let median = samples[samples.len() / 2];
    let p95 = samples[samples.len() * 95 / 100];
    let verdict = if median < target { "ok" } else { "OVER TARGET" };
    println!(
        "{what}: median {:.3} ms, p95 {:.3} ms over {} runs (target < {} ms: {verdict})",
        median.as_secs_f64() * 1e3,
        p95.as_secs_f64() * 1e3,
        samples.len(),
        target.as_millis()
    );
}

/// Spawn the binary in a pty and time until the first frame shows `marker`.
fn first_frame(args: &[&str], marker: &str) -> Duration {
    let pty = native_pty_system()
        .openpty(PtySize {
            rows: 40,
            cols: 120,
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("pty");
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_duochess"));
    cmd.args(args);
    cmd.env("TERM", "xterm-256color");
    let start = Instant::now();
    let mut child = pty.slave.spawn_command(cmd).expect("spawn");
    drop(pty.slave);
    let mut reader = pty.master.try_clone_reader().expect("reader");
    let mut parser = vt100::Parser::new(
        std::num::NonZeroU16::new(40).expect("rows"),
        std::num::NonZeroU16::new(120).expect("cols"),
        0,
    );
    let mut buf = [0u8; 16384];
    let elapsed = loop {
        let n = reader.read(&mut buf).expect("read");
        parser.process(&buf[..n]);
        if parser.screen().contents().contains(marker) {
            break start.elapsed();
        }
        assert!(start.elapsed() < Duration::from_secs(10), "no first frame");
    };
    let _ = child.kill();
    let _ = child.wait();
    elapsed
}

fn main() {
    redraw(
        "flickering (session), unicode pieces",
        duochess::play::new_game(duochess::session::GameKind::Flickering, None)
            .expect("flickering"),
        PieceStyle::Symbols,
    );
    redraw(
        "xiangqi (session), hanzi",
        duochess::play::new_game(duochess::session::GameKind::Xiangqi, None).expect("xiangqi"),
        PieceStyle::Symbols,
    );
    let samples: Vec<Duration> = (0..10)
        .map(|_| first_frame(&["play", "flickering"], "to move"))
        .collect();
    report(
        "start-up to first frame (`duochess play flickering`, pty)",
        samples,
        Duration::from_millis(50),
    );
    let samples: Vec<Duration> = (0..10)
        .map(|_| first_frame(&["play", "xiangqi"], "to move"))
        .collect();
    report(
        "start-up to first frame (`duochess play xiangqi`, pty)",
        samples,
        Duration::from_millis(50),
    );
    let samples: Vec<Duration> = (0..10)
        .map(|_| first_frame(&[], "Set up a position"))
        .collect();
    report(
        "start-up to first frame (`duochess`, start screen, pty)",
        samples,
        Duration::from_millis(50),
    );
}
