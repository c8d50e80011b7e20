//! Records end to end: the real `duochess` binary in a pseudo-terminal with its data
//! folder (`DUOCHESS_DATA_DIR`) in a fresh temporary folder. A game is killed with
//! SIGKILL in the middle and resumed (`play --resume` and the start screen's Resume
//! entry) with every completed series or move; `:save` then loading from
//! the start screen's records list and path line; `:save` into the records folder
//! and its question about a missing folder; `play --load` of good and bad files.

use crate::common;

use common::pty::Session;
use common::scratch::Scratch;
use duochess::record::{self, LoadedGame};
use std::process::Command;

/// The autosave file of a copy running alone playing `game` (`flickering`,
/// `xiangqi`).
pub(crate) fn autosave_of(data: &Scratch, game: &str) -> std::path::PathBuf {
    data.join(&format!("autosave-{game}.pgn"))
}

/// The autosaved game's move list (of the one game kind autosaved), read back with
/// the record reader.
pub(crate) fn autosaved_moves(data: &Scratch) -> Vec<String> {
    let file = ["flickering", "xiangqi"]
        .map(|game| autosave_of(data, game))
        .into_iter()
        .find(|f| f.exists())
        .expect("an autosave");
    autosaved_moves_in(&file)
}

/// The move list of the autosaved game in `file`.
pub(crate) fn autosaved_moves_in(file: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(file).expect("an autosave");
    match record::load(&text).expect("the autosave loads").game {
        LoadedGame::Flickering(g) => g.move_list(),
        LoadedGame::Xiangqi(g) => g
            .move_list(duochess::xiangqi::notation::Notation::Algebraic)
            .into_iter()
            .collect(),
    }
}

/// Play three series of a new Flickering game and begin a fourth (left open);
/// the finished series, as the move list shows them.
pub(crate) fn three_series_and_one_under_way(s: &mut Session) -> [&'static str; 3] {
    s.wait_for("White to move");
    s.send(":e4, d4\r");
    s.wait_for("1a. e4, d4");
    s.send(":e5, Nc6\r");
    s.wait_for("1b. e5, Nc6");
    s.send(":Nf3, Bc4, dxe5\r");
    s.wait_for("2a. Nf3, Bc4, dxe5");
    s.send(":Nf6, Bc5,\r");
    s.wait_for("Series so far: Nf6, Bc5");
    ["1a. e4, d4", "1b. e5, Nc6", "2a. Nf3, Bc4, dxe5"]
}

#[test]
fn flickering_killed_mid_series_resumes_with_every_completed_series() {
    let data = Scratch::new("kill-flickering");
    let mut s = Session::start_with_data(&["play", "flickering"], data.path());
    // Black's series is under way (not ended) when the program is killed.
    let finished = three_series_and_one_under_way(&mut s);
    s.sigkill();
    assert_eq!(autosaved_moves(&data), finished);

    let mut s = Session::start_with_data(&["play", "--resume"], data.path());
    s.wait_for("Resumed the autosaved game");
    s.wait_for("Black to move");
    let screen = s.screen();
    for series in ["1a. e4, d4", "1b. e5, Nc6", "2a. Nf3, Bc4, dxe5"] {
        assert!(screen.contains(series), "{series} missing:\n{screen}");
    }
    // Play on: the resumed game autosaves as before.
    s.send(":Nge7\r");
    s.wait_for("2b. Nge7");
    assert_eq!(autosaved_moves(&data).len(), 4);
    // Resigning ends the game: it is kept under records/ and the autosave goes.
    s.send("R");
    s.wait_for("White resigns the game?");
    s.send("y");
    // (A long message wraps into the blank row above the message line.)
    s.wait_for("Game kept as");
    s.wait_for("-flickering.pgn.");
    assert!(!autosave_of(&data, "flickering").exists());
    let kept = data.records();
    assert_eq!(kept.len(), 1, "{kept:?}");
    let text = std::fs::read_to_string(&kept[0]).expect("the record");
    assert!(text.contains("[Result \"0-1\"]"), "{text}");
    assert!(text.contains("2b. Nge7"), "{text}");
    s.send("q");
    assert!(s.exit_status().success());

    // Nothing left to resume: a clear error, before the terminal is touched.
    let out = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(["play", "--resume"])
        .env("DUOCHESS_DATA_DIR", data.path())
        .output()
        .expect("run duochess");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no game in progress was autosaved"), "{err}");
    assert!(!out.stdout.contains(&0x1b));
}

#[test]
fn xiangqi_killed_then_resumed_from_the_start_screen() {
    let data = Scratch::new("kill-xiangqi");
    let mut s = Session::start_with_data(&["play", "xiangqi"], data.path());
    s.wait_for("Red to move");
    s.send(":h3e3\r");
    s.wait_for("1. Che3");
    s.send(":h8e8\r");
    s.wait_for("1. Che3 Che8");
    s.send(":H2+3\r");
    s.wait_for("2. Hg3");
    s.sigkill();
    assert_eq!(autosaved_moves(&data), ["Che3", "Che8", "Hg3"]);

    // The start screen lists the game as its Resume entry; 0 (its number) resumes it.
    let mut s = Session::start_with_data(&[], data.path());
    s.wait_for("0. Resume Xiangqi");
    s.wait_for("2 moves, Black to move");
    s.send("0");
    s.wait_for("2. Hg3");
    assert!(s.screen().contains("1. Che3 Che8"), "{}", s.screen());
    // While it is played, a second copy does not take the game over: it has its own
    // autosave slot, and says so.
    let resume = |game: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_duochess"))
            .args(["play", game, "--resume"])
            .env("DUOCHESS_DATA_DIR", data.path())
            .output()
            .expect("run duochess");
        assert_eq!(out.status.code(), Some(1));
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let err = resume("flickering");
    assert!(
        err.contains("Another duochess is using the autosave")
            && err.contains("autosave-flickering-2.pgn"),
        "{err}"
    );
    s.send("\x03");
    assert!(s.exit_status().success());
    // Asked for the other game, --resume says what the autosave holds.
    let err = resume("flickering");
    assert!(
        err.contains("holds a Xiangqi game, not Flickering Chess"),
        "{err}"
    );
    // ↓↓↓⏎ is "Load a game" with the Resume entry there as without it (the
    // selection starts on the first game); Esc comes back.
    let mut s = Session::start_with_data(&[], data.path());
    s.wait_for("0. Resume Xiangqi");
    s.send("\x1b[B\x1b[B\x1b[B\r");
    s.wait_for("Or a path:");
    s.send("\x1b");
    s.wait_for("0. Resume Xiangqi");
    // A new Flickering game leaves the unfinished Xiangqi game where it is.
    s.send("1");
    s.wait_for("White to move");
    s.send(":e4\r");
    s.wait_for("1a. e4");
    assert!(data.records().is_empty(), "{:?}", data.records());
    let xiangqi = autosave_of(&data, "xiangqi");
    assert_eq!(autosaved_moves_in(&xiangqi), ["Che3", "Che8", "Hg3"]);
    assert_eq!(
        autosaved_moves_in(&autosave_of(&data, "flickering")),
        ["1a. e4"]
    );
    // Back on the menu, both are offered.
    s.send("\x1b");
    s.wait_for("m ⏎ menu");
    s.send("m");
    s.wait_for("Resume Flickering Chess");
    s.wait_for("Resume Xiangqi");
    // A new Xiangqi game keeps the unfinished one under records/.
    s.send("2");
    s.wait_for("Red to move");
    s.send(":h3e3\r");
    s.wait_for("1. Che3");
    s.wait_for("An earlier unfinished game was kept as records/");
    let kept = data.records();
    assert_eq!(kept, [data.join("records/unfinished-xiangqi.pgn")]);
    let text = std::fs::read_to_string(&kept[0]).expect("kept");
    // Kept in ICCS (h1g3 is h0g2 there: ranks 0-9).
    assert!(text.contains("h0g2"), "{text}");
    assert_eq!(autosaved_moves_in(&xiangqi), ["Che3"]);
    s.send("\x03");
    assert!(s.exit_status().success());
}

#[test]
fn save_in_game_then_load_from_the_start_screen_and_with_play_load() {
    let data = Scratch::new("save-load");
    let file = data.join("my game.pgn");
    let mut s = Session::start_with_data(&["play", "flickering"], data.path());
    s.wait_for("White to move");
    s.send(":e4, Nf3\r");
    s.wait_for("1a. e4, Nf3");
    s.send(":d5\r");
    s.wait_for("1b. d5");
    s.send(&format!(":save {}\r", file.display()));
    s.wait_for("Saved 2 series to");
    s.send("\x03");
    assert!(s.exit_status().success());
    let saved = std::fs::read_to_string(&file).expect("saved file");
    assert!(saved.contains("1a. e4, Nf3 1b. d5"), "{saved}");

    // Start screen: 4 lists the records (none here) with a path line; a bad path
    // says why and stays.
    let other = Scratch::new("save-load-empty");
    let mut s = Session::start_with_data(&[], other.path());
    s.wait_for("Load a game");
    s.send("4");
    s.wait_for("No records yet");
    s.wait_for("Or a path:");
    s.send("/nonexistent/game.pgn\r");
    s.wait_for("Cannot read /nonexistent/game.pgn");
    for _ in 0.."/nonexistent/game.pgn".len() {
        s.send("\x7f");
    }
    s.send(&format!("{}\r", file.display()));
    s.wait_for("White to move");
    s.wait_for("1b. d5");
    s.wait_for("Loaded");
    s.send("\x03");
    assert!(s.exit_status().success());

    // play --load, with and without the game named.
    for args in [
        vec!["play", "--load", file.to_str().expect("utf-8 path")],
        vec![
            "play",
            "flickering",
            "--load",
            file.to_str().expect("utf-8 path"),
        ],
    ] {
        let mut s = Session::start_with_data(&args, other.path());
        // The full path of the record opened.
        s.wait_for(&format!("Loaded {}", file.display()));
        s.wait_for("1a. e4, Nf3");
        s.wait_for("White to move");
        s.send("\x03");
        assert!(s.exit_status().success());
    }
}

#[test]
fn save_into_the_records_folder_asks_about_a_missing_folder_and_lists_the_record() {
    let data = Scratch::new("save-records");
    let mut s = Session::start_with_data(&["play", "flickering"], data.path());
    s.wait_for("White to move");
    s.send(":e4, d4\r");
    s.wait_for("1a. e4, d4");
    // A relative path is in the records folder, and the message says where.
    s.send(":save mine.pgn\r");
    s.wait_for(&format!(
        "Saved 1 series to {}",
        data.join("records/mine.pgn").display()
    ));
    // A missing folder is asked about; no makes nothing.
    let missing = data.join("no/such/dir/x.pgn");
    s.send(&format!(":save {}\r", missing.display()));
    s.wait_for("Make the missing folder");
    s.send("n");
    s.wait_for("no folder was made");
    assert!(!data.join("no").exists());
    s.send("\x03");
    assert!(s.exit_status().success());

    // The start screen's list shows it; ⏎ opens it.
    let mut s = Session::start_with_data(&[], data.path());
    s.wait_for("Load a game");
    s.send("4");
    // The game in progress first (its autosave), then the records.
    s.wait_for("A game in progress, autosaved in");
    s.send("\x1b[B");
    s.wait_for("File: mine.pgn");
    s.wait_for("1 series");
    s.send("\r");
    s.wait_for("Loaded");
    s.wait_for("1a. e4, d4");
    s.send("\x03");
    assert!(s.exit_status().success());
}

#[test]
fn play_load_of_a_bad_or_mismatched_file_says_why_and_changes_nothing() {
    let data = Scratch::new("bad-load");
    let bad = data.join("bad.pgn");
    let text = "[Variant \"Flickering\"]\n\n1a. e4, d4 1b. e5\n2a. Ke3, Qh5\n";
    std::fs::write(&bad, text).expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(["play", "--load", bad.to_str().expect("utf-8")])
        .env("DUOCHESS_DATA_DIR", data.path())
        .output()
        .expect("run duochess");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 4"), "{err}");
    assert!(err.contains("2a."), "{err}");
    assert!(err.contains("Ke3"), "{err}");
    assert!(err.contains("read before it: 1a. e4, d4 1b. e5"), "{err}");
    assert!(!out.stdout.contains(&0x1b), "the terminal was touched");
    assert_eq!(std::fs::read_to_string(&bad).expect("read"), text);
    assert!(!autosave_of(&data, "flickering").exists());

    // The record is Flickering; Xiangqi was asked for.
    let good = data.join("good.pgn");
    std::fs::write(&good, "[Variant \"Flickering\"]\n\n1a. e4 *\n").expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(["play", "xiangqi", "--load", good.to_str().expect("utf-8")])
        .env("DUOCHESS_DATA_DIR", data.path())
        .output()
        .expect("run duochess");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("holds a Flickering Chess game, not Xiangqi"),
        "{err}"
    );
    // --load and --fen do not go together.
    let out = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args([
            "play",
            "--load",
            "x.pgn",
            "--fen",
            "8/8/8/8/8/8/8/8 w - - 0 1",
        ])
        .output()
        .expect("run duochess");
    assert_eq!(out.status.code(), Some(2));
}

// ---- Reliability (issue 17): kill -9 at random moments, two copies, planted links,
// unreadable autosaves, `:save` onto what exists, a failing autosave. Full scale
// (500 kills) with DUOCHESS_RELIABILITY=full.

use common::walk::{quiet_move, Rng, Seen};
use duochess::session::flicker::FlickerGame;
use duochess::session::xiangqi::{XiangqiGame, XiangqiOptions};
use std::collections::HashSet;
use std::path::Path;
use std::time::Duration;

use common::reliability::scaled;

/// The temporary files left in `dir` (and its records/).
fn temporaries(dir: &Path) -> Vec<String> {
    [dir.to_path_buf(), dir.join("records")]
        .iter()
        .filter_map(|d| std::fs::read_dir(d).ok())
        .flatten()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".tmp-"))
        .collect()
}

/// The autosaves moved aside in `dir` (`autosave-unreadable-DATE.pgn`).
fn moved_aside(dir: &Path) -> Vec<std::fs::DirEntry> {
    std::fs::read_dir(dir)
        .expect("read")
        .filter_map(|e| e.ok())
        .filter(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.starts_with("autosave-") && name.contains("-unreadable-")
        })
        .collect()
}

fn side_line(game: &XiangqiGame) -> &'static str {
    match game.side_to_move() {
        duochess::core::Side::White => "Red to move",
        duochess::core::Side::Black => "Black to move",
    }
}

fn autosaved_coords(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("an autosave");
    match record::load(&text).expect("the autosave loads").game {
        LoadedGame::Xiangqi(g) => g.moves().map(|m| m.coord()).collect(),
        LoadedGame::Flickering(_) => panic!("not the Xiangqi game"),
    }
}

/// A game the kill -9 loop plays: Xiangqi moves or Flickering series that never end
/// the game (quiet, into positions not seen before).
#[derive(Clone)]
enum Walk {
    Xiangqi(XiangqiGame),
    Flickering(FlickerGame),
}

impl Walk {
    fn new_game(&self) -> &'static str {
        match self {
            Walk::Xiangqi(_) => "xiangqi",
            Walk::Flickering(_) => "flickering",
        }
    }

    fn side_line(&self) -> &'static str {
        match self {
            Walk::Xiangqi(g) => side_line(g),
            Walk::Flickering(g) => match g.turn() {
                duochess::core::Side::White => "White to move",
                duochess::core::Side::Black => "Black to move",
            },
        }
    }

    /// The record as the autosave's reader lists it.
    fn record(&self) -> Vec<String> {
        match self {
            Walk::Xiangqi(g) => g.moves().map(|m| m.coord()).collect(),
            Walk::Flickering(g) => g.move_list(),
        }
    }

    fn read(path: &Path) -> Walk {
        let text = std::fs::read_to_string(path).expect("an autosave");
        match record::load(&text).expect("the autosave loads").game {
            LoadedGame::Xiangqi(g) => Walk::Xiangqi(*g),
            LoadedGame::Flickering(g) => Walk::Flickering(*g),
        }
    }

    /// The next turn as typed on the `:` line, and the game after it.
    fn next(&self, seen: &mut Seen, fseen: &mut HashSet<String>, rng: &mut Rng) -> (String, Walk) {
        match self {
            Walk::Xiangqi(g) => {
                let (mv, _) = quiet_move(g.position(), seen, rng);
                let mut after = g.clone();
                after.play(mv).expect("legal");
                (mv.coord(), Walk::Xiangqi(after))
            }
            Walk::Flickering(g) => {
                let own: Vec<_> = g.board().side(g.turn()).collect();
                for attempt in 0..20_000 {
                    let from = own[rng.next() as usize % own.len()];
                    let dests: Vec<_> = g.destinations(from).collect();
                    if dests.is_empty() {
                        continue;
                    }
                    let to = dests[rng.next() as usize % dests.len()];
                    // Quiet moves first; captures only when no quiet one is found.
                    if g.board().piece_at(to).is_some() && attempt < 10_000 {
                        continue;
                    }
                    let promotion = (g.board().role_at(from) == Some(duochess::chess::Role::Pawn)
                        && matches!(to.rank().0, 0 | 7))
                    .then_some(duochess::chess::Role::Queen);
                    let mut after = g.clone();
                    // No check given either: a walk of one-move series could not
                    // always answer one (a rescue may need a longer series).
                    if after.try_move(from, to, promotion).is_err()
                        || after.end_series().is_err()
                        || after.result().is_over()
                        || after.position().is_check()
                    {
                        continue;
                    }
                    let fen = after.fen();
                    let key = fen.split(' ').take(4).collect::<Vec<_>>().join(" ");
                    if fseen.insert(key) {
                        let text = match promotion {
                            Some(_) => format!("{from}{to}q"),
                            None => format!("{from}{to}"),
                        };
                        return (text, Walk::Flickering(after));
                    }
                }
                panic!("no fresh quiet series");
            }
        }
    }
}

#[test]
fn kill_nine_at_random_moments_loses_no_finished_move_or_series() {
    let runs = scaled(4, 500);
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut caught_mid_turn = 0;
    let mut left_behind = 0;
    let mut kept = Vec::new();
    for start in [
        Walk::Xiangqi(XiangqiGame::new(XiangqiOptions::default())),
        Walk::Flickering(FlickerGame::default()),
    ] {
        let data = Scratch::new("kill-loop");
        let autosave = autosave_of(&data, start.new_game());
        let mut game = start;
        let mut seen = match &game {
            Walk::Xiangqi(g) => Seen::starting_at(g.position()),
            Walk::Flickering(_) => Seen::default(),
        };
        let mut fseen = HashSet::new();
        for run in 0..runs / 2 {
            let new_game = ["play", game.new_game()];
            let args: &[&str] = if run == 0 {
                &new_game
            } else {
                &["play", "--resume"]
            };
            let mut s = Session::start_with_data(args, data.path());
            s.wait_for(game.side_line());
            // Turns that the screen confirms (the autosave is written before the redraw).
            for _ in 0..1 + rng.next() % 2 {
                let (text, after) = game.next(&mut seen, &mut fseen, &mut rng);
                s.send(&format!(":{text}\r"));
                game = after;
                s.wait_for(game.side_line());
            }
            // One more, killed at a random moment while it is being played and saved.
            let (text, after) = game.next(&mut seen, &mut fseen, &mut rng);
            s.send_now(&format!(":{text}\r"));
            // (0 to 5 ms: the time a turn takes to be read, played and written.)
            std::thread::sleep(Duration::from_micros(rng.next() % 5_000));
            s.sigkill();
            // Temporary files a kill left behind: the next start removes them.
            left_behind += temporaries(data.path()).len();
            let saved = Walk::read(&autosave).record();
            if saved.len() == game.record().len() + 1 {
                game = after;
            } else {
                caught_mid_turn += 1;
            }
            assert_eq!(
                saved,
                game.record(),
                "run {run}: the autosave lost or changed a finished turn"
            );
        }
        // The next start removes what a kill left, and a normal quit leaves nothing.
        let mut s = Session::start_with_data(&["play", "--resume"], data.path());
        s.wait_for(game.side_line());
        assert!(
            temporaries(data.path()).is_empty(),
            "{:?}",
            temporaries(data.path())
        );
        s.send("\x03");
        assert!(s.exit_status().success());
        assert!(temporaries(data.path()).is_empty());
        kept.push(format!("{} {} turns", game.record().len(), game.new_game()));
    }
    println!(
        "{runs} kill -9 runs: {} kept, all of them; the last turn was cut off by the kill {caught_mid_turn} times; {left_behind} temporary files left by kills, all removed at the next start",
        kept.join(" and ")
    );
}

/// Two copies at once on `data`: the first plays a Xiangqi move, the second (told
/// it autosaves to its own slot) a Flickering series.
fn two_copies_playing(data: &Scratch) -> (Session, Session) {
    let mut a = Session::start_with_data(&["play", "xiangqi"], data.path());
    a.wait_for("Red to move");
    let mut b = Session::start_with_data(&["play", "flickering"], data.path());
    b.wait_for("White to move");
    b.wait_for("autosave-flickering-2.pgn");
    a.send(":h3e3\r");
    a.wait_for("1. Che3");
    b.send(":e4, d4\r");
    b.wait_for("1a. e4, d4");
    (a, b)
}

#[test]
fn two_copies_on_one_data_folder_keep_both_games() {
    let data = Scratch::new("two-copies");
    let (mut a, mut b) = two_copies_playing(&data);
    assert_eq!(autosaved_coords(&autosave_of(&data, "xiangqi")), ["h3e3"]);
    let text = std::fs::read_to_string(autosave_of(&data, "flickering-2")).expect("b's autosave");
    assert!(text.contains("1a. e4, d4"), "{text}");

    // A killed copy never blocks: the next copy gets the first slot and its game.
    a.sigkill();
    let mut c = Session::start_with_data(&[], data.path());
    c.wait_for("0. Resume Xiangqi");
    c.wait_for("1 move, Black to move");
    c.send("0");
    c.wait_for("1. Che3");
    // Both games end in the same second: two records.
    c.send("R");
    c.wait_for("resigns the game?");
    b.send("R");
    b.wait_for("resigns the game?");
    c.send_now("y");
    b.send_now("y");
    c.wait_for("Game kept as");
    b.wait_for("Game kept as");
    let kept = data.records();
    assert_eq!(kept.len(), 2, "{kept:?}");
    let texts: Vec<String> = kept
        .iter()
        .map(|p| std::fs::read_to_string(p).expect("a record"))
        .collect();
    assert!(texts.iter().any(|t| t.contains("h2e2")), "{texts:?}");
    assert!(texts.iter().any(|t| t.contains("1a. e4, d4")), "{texts:?}");
    for s in [&mut b, &mut c] {
        s.send("q");
        assert!(s.exit_status().success());
    }
    assert!(temporaries(data.path()).is_empty());
}

/// A second copy's game (it autosaved beside the first copy's while both ran) is
/// not lost from sight once the copies have ended: `--resume` finds it, the menu
/// offers it beside the first copy's game, "Load a game" lists both, and a game
/// resumed from there moves into this copy's autosave of its kind.
#[test]
fn a_second_copys_game_is_found_once_it_has_ended() {
    let data = Scratch::new("second-copy");
    let (mut a, mut b) = two_copies_playing(&data);
    b.sigkill();
    a.sigkill();
    let second = autosave_of(&data, "flickering-2");
    assert!(second.exists());

    // --resume of a Flickering game finds the second copy's.
    let mut s = Session::start_with_data(&["play", "flickering", "--resume"], data.path());
    s.wait_for("Resumed the autosaved game");
    s.wait_for("1a. e4, d4");
    s.send("\x03");
    assert!(s.exit_status().success());
    assert!(
        second.exists(),
        "nothing played: the game stays where it was"
    );

    // The menu offers both games; "Load a game" lists both autosaves first.
    let mut c = Session::start_with_data(&[], data.path());
    c.resize(40, 140);
    c.wait_for("Resume Xiangqi");
    c.wait_for("Resume Flickering Chess");
    c.send("4");
    c.wait_for("autosave-flickering-2.pgn");
    c.wait_for("autosave-xiangqi.pgn");
    // Opening the second copy's game from the list resumes it; played on, it moves
    // into this copy's Flickering autosave.
    let screen = c.screen();
    let flickering_first =
        screen.find("autosave-flickering-2.pgn") < screen.find("autosave-xiangqi.pgn");
    if !flickering_first {
        c.send("\x1b[B");
    }
    c.send("\r");
    c.wait_for("Resumed: Flickering Chess");
    c.send(":e5\r");
    c.wait_for("1b. e5");
    assert!(!second.exists(), "the game left the second copy's file");
    assert_eq!(
        autosaved_moves_in(&autosave_of(&data, "flickering")),
        ["1a. e4, d4", "1b. e5"]
    );
    assert_eq!(autosaved_coords(&autosave_of(&data, "xiangqi")), ["h3e3"]);
    c.send("\x03");
    assert!(c.exit_status().success());
}

#[test]
fn an_unreadable_fifo_or_non_utf8_autosave_is_moved_aside_and_the_game_starts() {
    let bytes = b"[Variant \"xiangqi\"]\n\n1. Che3 \xff\xfe *\n".to_vec();
    for kind in ["fifo", "latin-1"] {
        let data = Scratch::new("bad-autosave");
        let autosave = autosave_of(&data, "xiangqi");
        if kind == "fifo" {
            let status = Command::new("mkfifo")
                .arg(&autosave)
                .status()
                .expect("mkfifo");
            assert!(status.success());
        } else {
            std::fs::write(&autosave, &bytes).expect("write");
        }
        let mut s = Session::start_with_data(&[], data.path());
        s.wait_for("Load a game");
        s.wait_for("could not be read");
        let aside = moved_aside(data.path());
        assert_eq!(aside.len(), 1, "{kind}");
        if kind == "fifo" {
            use std::os::unix::fs::FileTypeExt;
            assert!(aside[0].file_type().expect("type").is_fifo());
        } else {
            assert_eq!(std::fs::read(aside[0].path()).expect("read"), bytes);
        }
        // A new game autosaves in the freed place.
        s.send("2");
        s.wait_for("Red to move");
        s.send(":h3e3\r");
        s.wait_for("1. Che3");
        assert_eq!(autosaved_coords(&autosave), ["h3e3"]);
        s.send("\x03");
        assert!(s.exit_status().success());
    }
}

#[test]
fn planted_links_are_not_followed_and_save_asks_before_replacing() {
    let data = Scratch::new("links-save");
    let home = Scratch::new("links-home");
    let victim = data.join("victim.txt");
    std::fs::write(&victim, "precious").expect("write");
    let mut s = Session::start_with_data(&["play", "xiangqi"], data.path());
    s.wait_for("Red to move");
    // Links at the temporary names the program used to write through.
    let pid = s.pid();
    for name in [
        format!(".autosave.pgn.tmp-{pid}"),
        format!(".g.pgn.tmp-{pid}"),
    ] {
        std::os::unix::fs::symlink(&victim, data.join(&name)).expect("symlink");
    }
    std::os::unix::fs::symlink(&victim, data.join("link.pgn")).expect("symlink");
    s.send(":h3e3\r");
    s.wait_for("1. Che3");
    let file = data.join("g.pgn");
    s.send(&format!(":save {}\r", file.display()));
    s.wait_for("Saved 1 moves");
    // The file exists now: :save asks, and no keeps it as it was.
    s.send(":h8e8\r");
    s.wait_for("1. Che3 Che8");
    s.send(&format!(":save {}\r", file.display()));
    s.wait_for("exists. Replace it? (y/n)");
    s.send("n");
    s.wait_for("Not saved; the file is as it was.");
    // Che8 (h8e8) in the record's ICCS.
    assert!(!std::fs::read_to_string(&file)
        .expect("read")
        .contains("h7e7"));
    s.send(&format!(":save {}\r", file.display()));
    s.wait_for("exists. Replace it? (y/n)");
    s.send("y");
    s.wait_for("(replaced the earlier file)");
    assert!(std::fs::read_to_string(&file)
        .expect("read")
        .contains("h7e7"));
    // A link, a device, a bare ~: refused (no question first: they would be refused
    // anyway); a missing folder is asked about, and no creates nothing.
    s.send(&format!(":save {}\r", data.join("link.pgn").display()));
    s.wait_for("is a symbolic link");
    s.send(":save /dev/null\r");
    s.wait_for("is a device");
    s.send(":save /nonexistent/x.pgn\r");
    s.wait_for("Make the missing folder /nonexistent and save there? (y/n)");
    s.send("n");
    s.wait_for("no folder was made");
    assert!(!Path::new("/nonexistent").exists());
    // :load of what is not a regular file is refused at once, and the game goes on.
    let fifo = data.join("fifo.pgn");
    let status = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(status.success());
    s.send(&format!(":load {}\r", fifo.display()));
    s.wait_for("is a FIFO");
    s.send(":load /dev/zero\r");
    s.wait_for("is a device");
    s.send(":h1g3\r");
    s.wait_for("2. Hg3");
    s.send("\x03");
    assert!(s.exit_status().success());
    assert_eq!(std::fs::read_to_string(&victim).expect("read"), "precious");
    use std::os::unix::fs::FileTypeExt;
    assert!(std::fs::metadata("/dev/null")
        .expect("stat")
        .file_type()
        .is_char_device());

    let mut s = Session::start(
        &["play", "xiangqi"],
        &[("HOME", home.path().to_str().expect("utf-8"))],
    );
    s.wait_for("Red to move");
    s.send(":save ~\r");
    s.wait_for("is a folder");
    s.send("\x03");
    assert!(s.exit_status().success());
    assert!(!Path::new("~").exists());
}

#[test]
fn the_quit_question_tells_when_autosave_is_failing() {
    let data = Scratch::new("quit-truth");
    let mut s = Session::start_with_data(&["play", "xiangqi"], data.path());
    s.wait_for("Red to move");
    s.send(":h3e3\r");
    s.wait_for("1. Che3");
    s.send("q");
    s.wait_for("It is kept: Resume on the menu plays on");
    s.send("n");
    // Something that is not a file takes the autosave's place: writes fail.
    std::fs::remove_file(autosave_of(&data, "xiangqi")).expect("remove");
    std::fs::create_dir(autosave_of(&data, "xiangqi")).expect("mkdir");
    s.send(":h8e8\r");
    s.wait_for("Autosave failed");
    s.send("q");
    s.wait_for("Autosave is failing");
    assert!(!s.screen().contains("It is kept"));
    s.send("q");
    assert!(s.exit_status().success());
}

/// A tiny tmpfs filled up: the write fails, the last good autosave stays, no
/// temporary file is left, and the front end says so.
#[test]
#[ignore = "needs root: mounts a tmpfs; .ci/run runs this when it runs as root"]
fn a_full_disk_fails_the_write_and_keeps_the_last_autosave() {
    struct Mount(std::path::PathBuf);
    impl Drop for Mount {
        fn drop(&mut self) {
            let _ = Command::new("umount").arg(&self.0).status();
        }
    }
    let dir = Scratch::new("full-disk");
    let tiny = dir.join("tiny");
    std::fs::create_dir(&tiny).expect("mkdir");
    let mounted = Command::new("mount")
        .args(["-t", "tmpfs", "-o", "size=64k", "tmpfs"])
        .arg(&tiny)
        .status()
        .is_ok_and(|s| s.success());
    assert!(
        mounted,
        "cannot mount a tmpfs at {} (needs root)",
        tiny.display()
    );
    let _mount = Mount(tiny.clone());
    let data = duochess::record::DataDir::at(&tiny).claim().expect("claim");
    use duochess::session::GameKind::Xiangqi;
    data.autosave(Xiangqi, "the game so far")
        .expect("first write");
    let e = data.autosave(Xiangqi, &"x".repeat(200_000)).unwrap_err();
    assert!(e.to_string().contains("No space left"), "{e}");
    assert!(!data.autosave_working());
    assert!(data.archive(&"y".repeat(200_000), Xiangqi).is_err());
    assert_eq!(
        data.load_autosave(Xiangqi).as_deref(),
        Some("the game so far")
    );
    assert!(temporaries(&tiny).is_empty());
    drop(data);

    // Through the program: a filler takes the space after the first move.
    let mut s = Session::start_with_data(&["play", "xiangqi"], &tiny);
    s.wait_for("Red to move");
    s.send(":h3e3\r");
    s.wait_for("1. Che3");
    let _ = std::fs::write(tiny.join("filler"), vec![0u8; 64 * 1024]);
    s.send(":h8e8\r");
    s.wait_for("Autosave failed");
    s.send("q");
    s.wait_for("Autosave is failing");
    s.send("q");
    assert!(s.exit_status().success());
    assert!(temporaries(&tiny).is_empty());
    drop(s);

    // An autosave that cannot be read nor moved (a read-only folder): it is kept as
    // it is, autosave says it is off, and nothing overwrites or removes it.
    let _ = std::fs::remove_file(tiny.join("filler"));
    let bytes = b"[Variant \"xiangqi\"]\n\n1. Che3 \xff *\n".to_vec();
    std::fs::write(tiny.join("autosave-xiangqi.pgn"), &bytes).expect("write");
    let remounted = Command::new("mount")
        .args(["-o", "remount,ro"])
        .arg(&tiny)
        .status()
        .is_ok_and(|s| s.success());
    assert!(remounted);
    let data = duochess::record::DataDir::at(&tiny).claim().expect("claim");
    let notes: Vec<String> = data.notes().iter().map(ToString::to_string).collect();
    let notes = notes.join(" ");
    assert!(notes.contains("could not be moved aside"), "{notes}");
    let e = data
        .autosave(Xiangqi, "a new game")
        .unwrap_err()
        .to_string();
    assert_eq!(e.matches("it is not overwritten").count(), 1, "{e}");
    assert!(e.contains("Read-only file system"), "{e}");
    println!("{notes}\n{e}");
    assert!(!data.autosave_working());
    data.clear_autosave(Xiangqi);
    assert_eq!(
        std::fs::read(tiny.join("autosave-xiangqi.pgn")).expect("read"),
        bytes
    );
}

/// An autosave this user may not read (as another user's file would be): reported,
/// kept whole under a dated name, never overwritten. Needs root to set it up (the
/// program runs as `nobody`).
#[test]
#[ignore = "needs root: runs duochess as the user nobody; .ci/run runs this when it runs as root"]
fn an_autosave_without_read_permission_is_reported_and_kept() {
    use std::os::unix::fs::PermissionsExt;
    let data = Scratch::new("no-permission");
    let autosave = data.join("autosave.pgn");
    let text = "[Variant \"xiangqi\"]\n\n1. Che3 *\n";
    std::fs::write(&autosave, text).expect("write");
    std::fs::set_permissions(&autosave, std::fs::Permissions::from_mode(0o000)).expect("chmod");
    let chowned = Command::new("chown")
        .args(["65534:65534"])
        .arg(data.path())
        .status()
        .is_ok_and(|s| s.success());
    let as_nobody = |args: &[&str]| {
        Command::new("setpriv")
            .args(["--reuid=65534", "--regid=65534", "--clear-groups", "--"])
            .arg(env!("CARGO_BIN_EXE_duochess"))
            .args(args)
            .env("DUOCHESS_DATA_DIR", data.path())
            .output()
    };
    let probe = as_nobody(&["--version"]);
    assert!(
        chowned && probe.is_ok_and(|o| o.status.success()),
        "cannot run duochess as the user nobody (needs root)"
    );
    let out = as_nobody(&["play", "--resume"]).expect("run duochess");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("Permission denied"), "{err}");
    assert!(err.contains("it was kept as autosave-unreadable-"), "{err}");
    assert!(!autosave.exists());
    let aside = moved_aside(data.path());
    assert_eq!(aside.len(), 1);
    assert_eq!(
        std::fs::read_to_string(aside[0].path()).expect("root reads"),
        text
    );
}

/// `play --load NAME` finds a record as `:load` and "Load a game" do: the records
/// folder first, then the working folder, a bare name as a `.pgn`; the message
/// names the full path of the file it read.
#[test]
fn play_load_looks_in_the_records_folder_then_the_working_folder() {
    let data = Scratch::new("load-rule-data");
    let here = Scratch::new("load-rule-here");
    let run = || {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_duochess"))
            .args(["play", "--load", "game"])
            .current_dir(here.path())
            .env("DUOCHESS_DATA_DIR", data.path())
            .env("DUOCHESS_CONFIG_DIR", data.join("config"))
            .env("LANG", "C")
            .env_remove("LC_ALL")
            .stdin(std::process::Stdio::null())
            .output()
            .expect("run duochess");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    // Only in the working folder (not a record: its error names where it is).
    std::fs::write(here.join("game.pgn"), "no tags here\n").unwrap();
    let err = run();
    let in_here = here.path().canonicalize().unwrap().join("game.pgn");
    assert!(err.contains(&in_here.display().to_string()), "{err}");
    // In the records folder too: that one is read.
    std::fs::create_dir_all(data.join("records")).unwrap();
    std::fs::write(data.join("records").join("game.pgn"), "no tags\n").unwrap();
    let err = run();
    let in_records = data.join("records").join("game.pgn");
    assert!(err.contains(&in_records.display().to_string()), "{err}");
}
