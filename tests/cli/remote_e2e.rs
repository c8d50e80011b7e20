//! Playing across the network, as two players do: `duochess host` in one terminal,
//! `duochess join …` (the line the host's screen shows) in another, moves typed on
//! both sides over loopback. Both records come out the same and both screens show
//! the same move list.

use crate::common::pty::Session;
use crate::common::scratch::Scratch;
use std::time::{Duration, Instant};

/// Waits until the screen shows every one of `texts` (a loaded machine draws late).
fn wait_all(s: &mut Session, texts: &[&str]) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let screen = s.screen();
        if texts.iter().all(|t| screen.contains(t)) {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "timed out waiting for {texts:?}; screen:\n{screen}"
        );
        s.pump(Duration::from_millis(50));
    }
}

/// The host of a new game of `game` on a free port, and the loopback line its
/// screen tells the friend to type (`join 127.0.0.1:PORT CODE`, without the
/// program's name).
fn host(game: &str, data: &Scratch) -> (Session, Vec<String>) {
    let mut host = Session::start_with_data(
        &[
            "host", game, "--port", "0", "--name", "Taras", "--lang", "en",
        ],
        data.path(),
    );
    host.wait_for("duochess join 127.0.0.1:");
    let screen = host.screen();
    let line = screen
        .lines()
        .find_map(|l| l.trim().strip_prefix("duochess join 127.0.0.1:"))
        .expect("the join line");
    let mut words: Vec<String> = vec!["join".into()];
    let mut parts = line.split_whitespace();
    words.push(format!("127.0.0.1:{}", parts.next().expect("port")));
    words.push(parts.next().expect("code").to_string());
    (host, words)
}

fn join(words: &[String], extra: &[&str], data: &Scratch) -> Session {
    let mut args: Vec<&str> = words.iter().map(String::as_str).collect();
    args.extend_from_slice(extra);
    Session::start_with_data(&args, data.path())
}

/// Oksana joins with `line` (in English), and both screens say they are connected.
fn oksana_joins(host: &mut Session, line: &[String], data: &Scratch) -> Session {
    let mut guest = oksana(line, data);
    wait_all(&mut guest, &["● connected to Taras"]);
    wait_all(host, &["● connected to Oksana"]);
    guest
}

/// Oksana's process started with `line`, in English.
fn oksana(line: &[String], data: &Scratch) -> Session {
    join(line, &["--name", "Oksana", "--lang", "en"], data)
}

/// The move list as the panel shows it: the lines from "Moves" on, right of the board.
fn move_list(screen: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut on = false;
    for line in screen.lines() {
        let Some(at) = line.find("Moves (") else {
            if on {
                let tail = line.trim_end();
                match tail.rfind("  ") {
                    Some(i) if tail[i..].trim().starts_with(char::is_numeric) => {
                        lines.push(tail[i..].trim().to_string())
                    }
                    _ => {}
                }
            }
            continue;
        };
        on = at > 0;
    }
    lines
}

/// The one record each side kept.
fn the_record(data: &Scratch) -> String {
    let records = data.records();
    assert_eq!(records.len(), 1, "{records:?}");
    std::fs::read_to_string(&records[0]).unwrap()
}

/// Plays `turns` (host first, then by turns), each typed on the `:` line of the side
/// to move, the other side waiting for `waits[i]` before it plays.
fn play(host: &mut Session, guest: &mut Session, turns: &[(&str, &str)]) {
    for (i, (typed, then)) in turns.iter().enumerate() {
        let (me, other) = if i % 2 == 0 {
            (&mut *host, &mut *guest)
        } else {
            (&mut *guest, &mut *host)
        };
        me.send(&format!(":{typed}\r"));
        wait_all(other, &[then]);
    }
}

#[test]
fn a_flickering_game_across_loopback_ends_in_mate_with_the_same_record_on_both_sides() {
    let (host_data, guest_data) = (Scratch::new("net-host"), Scratch::new("net-guest"));
    let (mut host, line) = host("flickering", &host_data);
    host.wait_for("You play White as Taras.");
    let mut guest = oksana(&line, &guest_data);
    wait_all(
        &mut guest,
        &[
            "You joined Taras's game. You play Black.",
            "● connected to Taras",
        ],
    );
    wait_all(
        &mut host,
        &["Oksana joined. You play White.", "● connected to Oksana"],
    );

    // The guest cannot move White's pieces.
    guest.send(":e2e4\r");
    wait_all(&mut guest, &["the other player's turn"]);

    // A quick mate (found with the mate search): the black king walks into the
    // white army and White mates in its third series.
    play(
        &mut host,
        &mut guest,
        &[
            ("e2e4, d2d4, g1f3, b1c3, f1c4, c1f4, d1e2", "Black to move"),
            ("e7e5, e8e7", "1b. e5, Ke7"),
            ("a2a3", "2a. a3"),
            ("e7d6", "2b. Kd6"),
            ("d4e5, b2b4, c3d5, f3d4", "Nd4#"),
        ],
    );
    for s in [&mut host, &mut guest] {
        wait_all(s, &["Result: White wins", "Game kept as records/"]);
    }
    let (h, g) = (move_list(&host.screen()), move_list(&guest.screen()));
    assert_eq!(h, g);
    assert!(
        h.iter().any(|l| l.contains("3a. dxe5+, b4, Nd5, Nd4#")),
        "{h:?}"
    );

    let record = the_record(&host_data);
    assert_eq!(record, the_record(&guest_data));
    for tag in [
        "[White \"Taras\"]",
        "[Black \"Oksana\"]",
        "[Site \"duochess network game hosted by Taras\"]",
        "[Result \"1-0\"]",
    ] {
        assert!(record.contains(tag), "{tag} in {record}");
    }
}

#[test]
fn a_xiangqi_game_across_loopback_ends_in_mate_with_the_same_record_on_both_sides() {
    let (host_data, guest_data) = (Scratch::new("net-host-x"), Scratch::new("net-guest-x"));
    let (mut host, line) = host("xiangqi", &host_data);
    let mut guest = oksana_joins(&mut host, &line, &guest_data);
    // A double-cannon mate with Black's help: the central cannon takes the e7
    // pawn, its pawn screen walks off the file, the cannons meet on the e file.
    let moves = [
        "h3e3", "c10a8", "e3e7", "g10i8", "e4e5", "a10a9", "e5e6", "i10i9", "e6d6", "a9a10",
        "e7e8", "i9i10", "b3e3",
    ];
    for (i, mv) in moves.iter().enumerate() {
        let (me, other) = if i % 2 == 0 {
            (&mut host, &mut guest)
        } else {
            (&mut guest, &mut host)
        };
        me.send(&format!(":{mv}\r"));
        let to_move = if i % 2 == 0 {
            "Black to move"
        } else {
            "Red to move"
        };
        let next = if i + 1 == moves.len() {
            "Result: Red wins"
        } else {
            to_move
        };
        wait_all(other, &[next]);
    }
    for s in [&mut host, &mut guest] {
        wait_all(s, &["Result: Red wins", "Game kept as records/"]);
    }
    assert_eq!(move_list(&host.screen()), move_list(&guest.screen()));
    let record = the_record(&host_data);
    assert_eq!(record, the_record(&guest_data));
    assert!(record.contains("[Result \"1-0\"]"), "{record}");
}

#[test]
fn a_wrong_code_is_refused_on_the_guest_and_the_host_plays_on_with_the_right_one() {
    let (host_data, guest_data) = (Scratch::new("net-host-w"), Scratch::new("net-guest-w"));
    let (mut host, line) = host("flickering", &host_data);
    let code = &line[2];
    // Another code of the same length: one digit changed.
    let first = code.chars().next().unwrap();
    let other = if first == '9' {
        '0'
    } else {
        char::from(first as u8 + 1)
    };
    let wrong = format!("{other}{}", &code[1..]);
    let mut intruder = join(
        &[line[0].clone(), line[1].clone(), wrong],
        &["--lang", "en"],
        &guest_data,
    );
    wait_all(
        &mut intruder,
        &["cannot join the game", "the join code is wrong"],
    );
    assert_eq!(intruder.exit_status().exit_code(), 1);
    wait_all(
        &mut host,
        &["Wrong codes tried: 1 of 3.", "Waiting for your friend"],
    );

    // The friend with the right code still joins, and the game goes on.
    let mut guest = oksana_joins(&mut host, &line, &guest_data);
    host.send(":e2e4,\r");
    // The series goes across move by move, then ends.
    wait_all(&mut guest, &["Series so far: e4"]);
    host.send(":end\r");
    wait_all(&mut guest, &["Black to move", "1a. e4"]);
    wait_all(&mut guest, &["1a. e4"]);
}

#[test]
fn take_backs_are_asked_and_answered_and_chat_draw_offers_and_resignation_go_across() {
    let (host_data, guest_data) = (Scratch::new("net-host-t"), Scratch::new("net-guest-t"));
    let (mut host, line) = host("flickering", &host_data);
    let mut guest = oksana_joins(&mut host, &line, &guest_data);
    host.send(":e2e4\r");
    wait_all(&mut guest, &["Black to move", "1a. e4"]);

    // A take-back is a request: refused, then allowed.
    host.send("u");
    wait_all(&mut host, &["Take-back asked of Oksana"]);
    wait_all(
        &mut guest,
        &["Taras asks to take back the last move. Allow it?"],
    );
    guest.send("n");
    wait_all(&mut host, &["Oksana refuses the take-back."]);
    host.send("u");
    wait_all(&mut guest, &["Allow it?"]);
    guest.send("y");
    wait_all(
        &mut host,
        &["Oksana allows the take-back.", "White to move"],
    );
    wait_all(&mut guest, &["White to move"]);
    assert!(!guest.screen().contains("1a. e4"));

    // Chat, shown on both sides.
    guest.send(":say good luck\r");
    wait_all(&mut host, &["Oksana: good luck"]);
    wait_all(&mut guest, &["Oksana: good luck"]);

    // A draw offer on the guest's turn, declined.
    host.send(":d2d4\r");
    wait_all(&mut guest, &["Black to move"]);
    guest.send(":draw\r");
    wait_all(&mut host, &["Black offers a draw"]);
    host.send("n");
    wait_all(&mut guest, &["Taras declines the draw."]);

    // The guest resigns: both sides have the result and the same record.
    guest.send(":resign\r");
    wait_all(&mut guest, &["resigns the game?"]);
    guest.send("y");
    for s in [&mut host, &mut guest] {
        wait_all(s, &["Result: White wins", "Game kept as records/"]);
    }
    let record = the_record(&host_data);
    assert_eq!(record, the_record(&guest_data));
    assert!(record.contains("1a. d4"), "{record}");

    // A rematch with colours swapped: offered by the host, accepted by the guest,
    // who now plays White and moves first.
    host.send("r");
    wait_all(
        &mut host,
        &["Rematch with colours swapped offered to Oksana"],
    );
    wait_all(
        &mut guest,
        &["Taras offers a rematch with colours swapped. Play it?"],
    );
    guest.send("y");
    wait_all(&mut guest, &["You play White.", "White to move"]);
    wait_all(&mut host, &["You play Black.", "White to move"]);
    guest.send(":e2e4\r");
    wait_all(&mut host, &["1a. e4", "Black to move"]);
    wait_all(&mut guest, &["1a. e4", "Black to move"]);
    assert_eq!(move_list(&host.screen()), move_list(&guest.screen()));
    // The finished game's record is still the one kept on each side.
    assert_eq!(the_record(&host_data), record);
    assert_eq!(the_record(&guest_data), record);
}

#[test]
fn a_guest_killed_mid_series_rejoins_with_the_same_line_and_the_game_goes_on_from_the_last_series()
{
    let (host_data, guest_data) = (Scratch::new("net-host-k"), Scratch::new("net-guest-k"));
    let (mut host, line) = host("flickering", &host_data);
    let mut guest = oksana_joins(&mut host, &line, &guest_data);
    host.send(":e2e4\r");
    wait_all(&mut guest, &["Black to move"]);
    guest.send(":e7e5,\r");
    wait_all(&mut host, &["Series so far: e5"]);
    guest.sigkill();
    wait_all(&mut host, &["○ connection lost", "s ago"]);
    // The game is kept: nothing more can be played across the line.
    wait_all(&mut host, &["Connection to Oksana lost"]);
    host.send("u");
    wait_all(&mut host, &["he other side closed the connection"]);
    assert!(host.screen().contains("1a. e4"));

    // The same join line in a new process: the game goes on from the last finished
    // series (the guest's unfinished one is gone on both sides).
    let mut guest = oksana(&line, &guest_data);
    wait_all(
        &mut guest,
        &["● connected to Taras", "1a. e4", "Black to move"],
    );
    wait_all(
        &mut host,
        &["● connected to Oksana", "Oksana is back", "Black to move"],
    );
    assert!(!host.screen().contains("Series so far: e5"));
    guest.send(":e7e5, g8f6\r");
    wait_all(&mut host, &["1b. e5, Nf6", "White to move"]);
    host.send(":d2d4\r");
    wait_all(&mut guest, &["2a. d4", "Black to move"]);
    // The host's own screen may be drawn a moment after the guest's (under load).
    wait_all(&mut host, &["2a. d4"]);
    assert_eq!(move_list(&host.screen()), move_list(&guest.screen()));
}

/// A TCP relay on loopback to the host's `target` port, standing for the network
/// between the two players: [`Relay::cut`] breaks every line through it at once.
struct Relay {
    port: u16,
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    lines: std::sync::Arc<std::sync::Mutex<Vec<std::net::TcpStream>>>,
    accepting: Option<std::thread::JoinHandle<()>>,
}

impl Relay {
    /// Listens on `port` (0: any free port).
    fn start(port: u16, target: u16) -> Relay {
        use std::net::{TcpListener, TcpStream};
        use std::sync::atomic::{AtomicBool, Ordering};
        use std::sync::{Arc, Mutex};
        let listener = TcpListener::bind(("127.0.0.1", port)).expect("the relay's port");
        listener.set_nonblocking(true).unwrap();
        let port = listener.local_addr().unwrap().port();
        let stop = Arc::new(AtomicBool::new(false));
        let lines: Arc<Mutex<Vec<TcpStream>>> = Arc::default();
        let (stopping, kept) = (Arc::clone(&stop), Arc::clone(&lines));
        let accepting = std::thread::spawn(move || {
            while !stopping.load(Ordering::SeqCst) {
                let Ok((near, _)) = listener.accept() else {
                    std::thread::sleep(Duration::from_millis(10));
                    continue;
                };
                near.set_nonblocking(false).unwrap();
                let far = TcpStream::connect(("127.0.0.1", target)).unwrap();
                let mut held = kept.lock().unwrap();
                for (mut from, mut to) in [
                    (near.try_clone().unwrap(), far.try_clone().unwrap()),
                    (far.try_clone().unwrap(), near.try_clone().unwrap()),
                ] {
                    std::thread::spawn(move || {
                        let _ = std::io::copy(&mut from, &mut to);
                        let _ = to.shutdown(std::net::Shutdown::Both);
                    });
                }
                held.extend([near, far]);
            }
        });
        Relay {
            port,
            stop,
            lines,
            accepting: Some(accepting),
        }
    }

    /// Every line through the relay broken, and its port closed.
    fn cut(mut self) -> u16 {
        self.stop.store(true, std::sync::atomic::Ordering::SeqCst);
        if let Some(accepting) = self.accepting.take() {
            accepting.join().unwrap();
        }
        for line in self.lines.lock().unwrap().drain(..) {
            let _ = line.shutdown(std::net::Shutdown::Both);
        }
        self.port
    }
}

#[test]
fn when_the_network_breaks_both_sides_say_so_and_the_guests_r_rejoins_through_it_again() {
    let (host_data, guest_data) = (Scratch::new("net-host-r"), Scratch::new("net-guest-r"));
    let (mut host, line) = host("xiangqi", &host_data);
    let port: u16 = line[1].rsplit(':').next().unwrap().parse().unwrap();
    let relay = Relay::start(0, port);
    let through = vec![
        line[0].clone(),
        format!("127.0.0.1:{}", relay.port),
        line[2].clone(),
    ];
    let mut guest = oksana_joins(&mut host, &through, &guest_data);
    play(
        &mut host,
        &mut guest,
        &[("h3e3", "Black to move"), ("h8e8", "Red to move")],
    );

    // The network breaks: both sides say so; the guest's key bar offers r.
    let relay_port = relay.cut();
    wait_all(
        &mut host,
        &["○ connection lost", "Connection to Oksana lost"],
    );
    wait_all(
        &mut guest,
        &["○ connection lost", "Press r to rejoin.", "r rejoin"],
    );
    // With the network still down the key fails in words, and can be pressed again.
    guest.send("r");
    wait_all(&mut guest, &["Could not rejoin"]);

    let _relay = Relay::start(relay_port, port);
    guest.send("r");
    wait_all(
        &mut guest,
        &["Back in the game with Taras", "● connected to Taras"],
    );
    wait_all(&mut host, &["Oksana is back", "● connected to Oksana"]);
    play(
        &mut host,
        &mut guest,
        &[("h1g3", "Black to move"), ("h10g8", "Red to move")],
    );
    wait_all(&mut guest, &["Red to move"]);
    assert_eq!(move_list(&host.screen()), move_list(&guest.screen()));
}

#[test]
fn a_host_killed_hosts_its_game_again_with_resume_and_the_guest_rejoins_with_the_same_line() {
    let (host_data, guest_data) = (Scratch::new("net-host-r"), Scratch::new("net-guest-r"));
    let (mut host, line) = host("flickering", &host_data);
    let mut guest = oksana_joins(&mut host, &line, &guest_data);
    host.send(":e2e4\r");
    wait_all(&mut guest, &["Black to move", "1a. e4"]);
    guest.send(":e7e5, g8f6\r");
    wait_all(&mut host, &["1b. e5, Nf6", "White to move"]);
    // The host's join code is kept beside its autosave, for the owner alone.
    let kept = host_data.join("autosave-flickering.join");
    assert!(kept.is_file(), "{kept:?}");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&kept).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    // A series in progress when the host dies is not part of the game.
    host.send(":d2d4,\r");
    wait_all(&mut guest, &["Series so far: d4"]);
    host.sigkill();
    wait_all(&mut guest, &["○ connection lost"]);
    guest.sigkill();

    // `--resume` with what would change the game is refused in words.
    let mut refused = Session::start_with_data(
        &["host", "--resume", "--clock", "5", "--lang", "en"],
        host_data.path(),
    );
    refused.wait_for("--clock cannot be given with it");
    assert_eq!(refused.exit_status().exit_code(), 2);

    // Hosted again: the same join line, the game where it stood.
    let mut host =
        Session::start_with_data(&["host", "--resume", "--lang", "en"], host_data.path());
    let same = format!("duochess join {} {}", line[1], line[2]);
    wait_all(
        &mut host,
        &[
            "Hosting again the game kept in the autosave: 2 finished turns.",
            "White: Taras · Black: Oksana",
            "Moves: 1a. e4  1b. e5, Nf6",
            "the same line as before",
            &same,
        ],
    );
    let mut guest = oksana(&line, &guest_data);
    wait_all(
        &mut guest,
        &["● connected to Taras", "1b. e5, Nf6", "White to move"],
    );
    wait_all(
        &mut host,
        &["● connected to Oksana", "Oksana is back", "White to move"],
    );
    assert!(!host.screen().contains("2a. d4"), "{}", host.screen());
    host.send(":d2d4\r");
    wait_all(&mut guest, &["2a. d4", "Black to move"]);
    guest.send(":d7d5\r");
    wait_all(&mut host, &["2b. d5", "White to move"]);
    wait_all(&mut guest, &["2b. d5"]);
    assert_eq!(move_list(&host.screen()), move_list(&guest.screen()));
    assert!(kept.is_file(), "the game goes on: its code is kept");

    // The game ends with a result: nothing is left to host again.
    guest.send(":resign\r");
    wait_all(&mut guest, &["resigns the game?"]);
    guest.send("y");
    wait_all(&mut host, &["Result: White wins", "Game kept as records/"]);
    let deadline = Instant::now() + Duration::from_secs(10);
    while kept.exists() && Instant::now() < deadline {
        host.pump(Duration::from_millis(50));
    }
    assert!(!kept.exists(), "the code goes with the game's end");
    let record = the_record(&host_data);
    assert!(record.contains("2a. d4"), "{record}");
}

#[test]
fn host_resume_without_a_hosted_game_says_so() {
    let data = Scratch::new("net-host-none");
    let mut host = Session::start_with_data(&["host", "--resume", "--lang", "en"], data.path());
    host.wait_for("no game hosted across the network is in progress");
    assert_eq!(host.exit_status().exit_code(), 1);
    let mut uk = Session::start_with_data(&["host", "--lang", "uk"], data.path());
    uk.wait_for("укажіть, на яку гру запрошуєте");
    assert_eq!(uk.exit_status().exit_code(), 2);
}

#[test]
fn the_start_menus_resume_hosts_a_hosted_game_again_for_the_same_join_line() {
    let (host_data, guest_data) = (Scratch::new("net-host-m"), Scratch::new("net-guest-m"));
    let (mut host, line) = host("flickering", &host_data);
    let mut guest = oksana_joins(&mut host, &line, &guest_data);
    host.send(":e2e4\r");
    wait_all(&mut guest, &["Black to move", "1a. e4"]);
    let kept = host_data.join("autosave-flickering.join");
    let deadline = Instant::now() + Duration::from_secs(10);
    while !kept.is_file() && Instant::now() < deadline {
        host.pump(Duration::from_millis(50));
    }
    host.sigkill();
    guest.sigkill();

    // The menu's Resume entry of the hosted game hosts it again.
    let mut menu = Session::start_with_data(&["--lang", "en"], host_data.path());
    menu.wait_for("0. Resume Flickering");
    menu.send("0");
    let same = format!("duochess join {} {}", line[1], line[2]);
    wait_all(&mut menu, &["1 finished turn.", &same]);
    let mut guest = oksana(&line, &guest_data);
    wait_all(
        &mut guest,
        &["● connected to Taras", "1a. e4", "Black to move"],
    );
    wait_all(&mut menu, &["● connected to Oksana", "Black to move"]);
}
