//! The game screen across the network with a real connection over loopback: the
//! other side's messages, as a peer may send them, are played through this side's
//! rules, shown, or end the game with the reason.

use super::play::RemoteGame;
use super::{remote_game, KEEPALIVE};
use crate::core::Side;
use crate::play::hosting::NetSetup;
use crate::play::remote::{Line, RemotePlay};
use crate::play::Settings;
use crate::remote::{join, Hello, Host, HostEvent, JoinCode, Limits, Message};
use crate::session::GameKind;
use crate::tui::screen::Screen;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;
use std::net::Ipv4Addr;
use std::time::{Duration, Instant};

/// Taras hosts a game of `kind` on loopback, playing `me`.
fn taras_hosts(
    kind: GameKind,
    me: Side,
    clock: Option<crate::session::clock::TimeControl>,
) -> (Host, NetSetup, JoinCode) {
    let code = JoinCode::random();
    let setup = NetSetup {
        kind,
        me,
        name: "Taras".into(),
        clock,
    };
    let host = Host::bind(
        (Ipv4Addr::LOCALHOST, 0).into(),
        code.clone(),
        setup.hello(),
        Limits::default(),
    )
    .unwrap();
    (host, setup, code)
}

/// A guest named `name` joins the game at `addr` with `code`.
fn joins(addr: std::net::SocketAddr, code: &JoinCode, name: &str) -> crate::remote::Connection {
    let hello = Hello {
        name: name.into(),
        game: None,
    };
    join(addr, code, hello, Limits::default()).unwrap()
}

/// The host's game screen once its guest (`peer`) is in: a new game of `setup`'s.
fn host_screen(
    host: Host,
    setup: &NetSetup,
    peer: &str,
    data: Option<crate::record::DataDir>,
) -> RemoteGame {
    let Some(HostEvent::Joined(at_host)) = host.next_event(Duration::from_secs(5)) else {
        panic!("the guest joins")
    };
    let line = Line::start(at_host, KEEPALIVE).unwrap();
    let game = crate::play::new_game(setup.kind, None).unwrap();
    remote_game(
        (game, RemotePlay::new(setup.me)),
        setup,
        peer,
        (line, Some(host)),
        Settings::default(),
        data,
    )
}

/// Oksana's game screen as the command line opens it (`NetScreen::joined`), with
/// `again` for its rejoin key.
fn oksana_screen(
    connection: crate::remote::Connection,
    again: Option<super::play::JoinAgain>,
) -> RemoteGame {
    let screen = super::NetScreen::joined(
        connection,
        "Oksana".into(),
        again,
        Settings::default(),
        None,
    )
    .unwrap();
    match screen.stage {
        super::Stage::Playing(game) => *game,
        super::Stage::Waiting(_) => panic!("the guest plays"),
    }
}

/// `moves` typed in turn, the host first, each seen played on both screens.
fn play_turns(host: &mut RemoteGame, guest: &mut RemoteGame, moves: &[&str]) {
    let before = host.app.game.history_len();
    for (i, mv) in moves.iter().enumerate() {
        let mover = if i % 2 == 0 { &mut *host } else { &mut *guest };
        type_line(mover, mv);
        let turns = before + i + 1;
        assert_eq!(mover.app.game.history_len(), turns, "{mv} played");
        tick_both_until(host, guest, |h, g| {
            h.app.game.history_len() == turns && g.app.game.history_len() == turns
        });
    }
}

/// The host's game screen (playing `me`) and the guest's bare line, over loopback.
fn pair(kind: GameKind, me: Side) -> (RemoteGame, Line) {
    let (screen, line, _) = pair_at(kind, me);
    (screen, line)
}

/// [`pair`], with the host's address and code.
fn pair_at(kind: GameKind, me: Side) -> (RemoteGame, Line, (std::net::SocketAddr, JoinCode)) {
    let (host, setup, code) = taras_hosts(kind, me, None);
    let addr = host.local_addr();
    let at_guest = joins(addr, &code, "Oksana\u{1b}[2J");
    let screen = host_screen(host, &setup, "Oksana\u{1b}[2J", None);
    let line = Line::start(at_guest, KEEPALIVE).unwrap();
    (screen, line, (addr, code))
}

/// The screen as drawn at 100×30.
fn shown(screen: &RemoteGame) -> String {
    let area = Rect::new(0, 0, 100, 30);
    let mut buf = Buffer::empty(area);
    screen.draw(area, &mut buf);
    (0..area.height)
        .map(|y| {
            (0..area.width)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Ticks until the screen shows `text` (the line's threads are real).
fn tick_until(screen: &mut RemoteGame, text: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        screen.tick(false);
        let now = shown(screen);
        if now.contains(text) {
            return now;
        }
        assert!(Instant::now() < deadline, "no {text:?} in\n{now}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn the_other_sides_series_is_played_here_move_by_move_and_names_are_shown_escaped() {
    let (mut screen, guest) = pair(GameKind::Flickering, Side::Black);
    let now = tick_until(&mut screen, "connected to Oksana\\u{1b}[2J");
    assert!(!now.contains('\u{1b}'));
    guest.send(Message::Move {
        index: 0,
        text: "e2e4".into(),
    });
    tick_until(&mut screen, "Series so far: e4");
    assert_eq!(screen.app.game.history_len(), 0);
    guest.send(Message::EndSeries { index: 1 });
    tick_until(&mut screen, "Black to move");
    assert_eq!(screen.app.game.history_len(), 1);
    assert_eq!(screen.app.game.turn(), Side::Black);
}

#[test]
fn a_move_out_of_turn_ends_the_game_with_the_reason_and_the_board_as_it_was() {
    let (mut screen, guest) = pair(GameKind::Xiangqi, Side::White);
    tick_until(&mut screen, "connected to Oksana");
    // Red (this side) is to move: the other side may not.
    guest.send(Message::Move {
        index: 0,
        text: "h8e8".into(),
    });
    let now = tick_until(&mut screen, "The game across the network has ended");
    assert!(now.contains("when it was not its turn"), "{now}");
    assert_eq!(screen.app.game.history_len(), 0);
}

#[test]
fn an_illegal_move_ends_the_game_and_nothing_after_it_is_played() {
    let (mut screen, guest) = pair(GameKind::Xiangqi, Side::Black);
    tick_until(&mut screen, "connected to Oksana");
    guest.send(Message::Move {
        index: 0,
        text: "h3h9".into(),
    });
    tick_until(&mut screen, "h3h9, which is not legal here");
    guest.send(Message::Move {
        index: 0,
        text: "h3e3".into(),
    });
    std::thread::sleep(Duration::from_millis(100));
    screen.tick(false);
    assert_eq!(screen.app.game.history_len(), 0);
}

#[test]
fn the_other_player_leaving_is_said_beside_the_board() {
    let (mut screen, guest) = pair(GameKind::Flickering, Side::White);
    tick_until(&mut screen, "connected to Oksana");
    drop(guest);
    // The guest quit: the host is told it left and waits for it, not that the
    // game ended.
    let now = tick_until(
        &mut screen,
        "left the game; the clock is stopped until they rejoin",
    );
    assert!(now.contains("○ Oksana\\u{1b}[2J left"), "{now}");
    assert!(!now.contains("has ended"), "{now}");
}

#[test]
fn while_the_game_goes_on_a_second_guest_is_told_the_game_is_full() {
    let (mut screen, _guest, (addr, code)) = pair_at(GameKind::Xiangqi, Side::White);
    tick_until(&mut screen, "connected to Oksana");
    let hello = Hello {
        name: "third".into(),
        game: None,
    };
    let refused = join(addr, &code, hello, Limits::default()).map(|_| ());
    assert!(
        matches!(
            refused,
            Err(crate::remote::LinkError::Refused(
                crate::remote::Refusal::Full
            ))
        ),
        "{refused:?}"
    );
    screen.tick(false);
    tick_until(&mut screen, "connected to Oksana");
}

/// Both sides' game screens over loopback, the host playing `host_side`, both with
/// `clock`.
fn both_screens(
    kind: GameKind,
    host_side: Side,
    clock: crate::session::clock::TimeControl,
) -> (RemoteGame, RemoteGame) {
    both_screens_in(kind, host_side, Some(clock), [None, None])
}

/// [`both_screens`], the clock optional, each side autosaving in its data folder.
fn both_screens_in(
    kind: GameKind,
    host_side: Side,
    clock: Option<crate::session::clock::TimeControl>,
    [host_data, guest_data]: [Option<crate::record::DataDir>; 2],
) -> (RemoteGame, RemoteGame) {
    let (host, setup, code) = taras_hosts(kind, host_side, clock);
    let at_guest = joins(host.local_addr(), &code, "Oksana");
    let host_screen = host_screen(host, &setup, "Oksana", host_data);
    let guest_setup = NetSetup {
        me: !host_side,
        name: "Oksana".into(),
        ..setup
    };
    let guest_line = Line::start(at_guest, KEEPALIVE).unwrap();
    let guest_screen = remote_game(
        (
            crate::play::new_game(kind, None).unwrap(),
            RemotePlay::new(!host_side),
        ),
        &guest_setup,
        "Taras",
        (guest_line, None),
        Settings::default(),
        guest_data,
    );
    (host_screen, guest_screen)
}

fn context() -> crate::tui::screen::Context {
    crate::tui::screen::Context {
        settings: Settings::default(),
        factory: Box::new(|kind| crate::play::new_game(kind, None)),
        runner: crate::play::worker::Runner::Inline,
        data: None,
        remembered: Default::default(),
        to_terminal: Vec::new(),
    }
}

/// `text` typed on the `:` line of `screen` and sent with Enter.
fn type_line(screen: &mut RemoteGame, text: &str) {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let area = Rect::new(0, 0, 100, 30);
    let mut cx = context();
    let key = |c| Event::Key(KeyEvent::new(c, KeyModifiers::NONE));
    let keys = std::iter::once(KeyCode::Char(':'))
        .chain(text.chars().map(KeyCode::Char))
        .chain(std::iter::once(KeyCode::Enter));
    for k in keys {
        screen.handle(&key(k), area, &mut cx);
    }
}

/// Ticks both screens until `done` holds (the lines' threads are real).
fn tick_both_until(
    a: &mut RemoteGame,
    b: &mut RemoteGame,
    done: impl Fn(&RemoteGame, &RemoteGame) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(5);
    while !done(a, b) {
        assert!(Instant::now() < deadline, "the screens never got there");
        a.tick(false);
        b.tick(false);
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The larger of the two sides' differences between the two screens' clocks now.
fn clock_gap(a: &RemoteGame, b: &RemoteGame) -> Duration {
    let now = Instant::now();
    let (Some(x), Some(y)) = (&a.app.clock, &b.app.clock) else {
        panic!("both screens have clocks")
    };
    Side::ALL
        .into_iter()
        .map(|s| x.left(s, now).abs_diff(y.left(s, now)))
        .max()
        .unwrap_or_default()
}

#[test]
fn after_a_game_on_loopback_both_screens_clocks_agree_within_100_ms() {
    let control = crate::session::clock::TimeControl::new(5, 2);
    let (mut host, mut guest) = both_screens(GameKind::Xiangqi, Side::White, control);
    tick_both_until(&mut host, &mut guest, |h, g| {
        h.app.clock_running() && g.app.clock_running()
    });
    // The guest's own clock is put off: as if its machine had stalled for a second
    // (its clock stopped while the host's ran). Only the host's clocks set it right.
    if let Some(clock) = &mut guest.app.clock {
        clock.adopt(
            Duration::from_secs(250),
            Duration::from_secs(250),
            Instant::now(),
        );
    }
    assert!(clock_gap(&host, &guest) > Duration::from_secs(20));
    let script = ["h3e3", "h8e8", "h1g3", "h10g8", "a1a2", "a10a9"];
    for (i, mv) in script.iter().enumerate() {
        let host_moves = i % 2 == 0;
        std::thread::sleep(Duration::from_millis(if host_moves { 120 } else { 200 }));
        let mover = if host_moves { &mut host } else { &mut guest };
        type_line(mover, mv);
        let turns = i + 1;
        assert_eq!(mover.app.game.history_len(), turns, "{mv} played");
        tick_both_until(&mut host, &mut guest, |h, g| {
            h.app.game.history_len() == turns && g.app.game.history_len() == turns
        });
    }
    // The host's clocks after the last turn reach the guest.
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        host.tick(false);
        guest.tick(false);
        let gap = clock_gap(&host, &guest);
        if gap < Duration::from_millis(100) {
            break;
        }
        assert!(Instant::now() < deadline, "the clocks differ by {gap:?}");
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(
        host.app.game.fen(),
        guest.app.game.fen(),
        "both boards agree"
    );
    assert!(guest.app.clock_running());
}

#[test]
fn a_guest_that_joins_again_after_the_line_dropped_gets_the_game_and_it_goes_on() {
    let (host, setup, code) = taras_hosts(GameKind::Xiangqi, Side::White, None);
    let addr = host.local_addr();
    let guest_joins = || oksana_screen(joins(addr, &code, "Oksana"), None);
    // The host's thread takes the handshake; the game takes the guest after.
    let mut guest = guest_joins();
    let mut host = host_screen(host, &setup, "Oksana", None);
    play_turns(&mut host, &mut guest, &["h3e3", "h8e8", "h1g3"]);
    // The guest's screen closes (its line says goodbye); the host keeps the game
    // and its port. (A killed guest, whose line just drops, is the pty test's.)
    drop(guest);
    tick_until(&mut host, "left the game");
    let mut guest = guest_joins();
    assert_eq!(
        guest.app.game.history_len(),
        3,
        "the game as the host had it"
    );
    tick_until(&mut host, "Oksana is back");
    type_line(&mut guest, "h10g8");
    tick_both_until(&mut host, &mut guest, |h, g| {
        h.app.game.history_len() == 4 && g.app.game.history_len() == 4
    });
    assert_eq!(host.app.game.fen(), guest.app.game.fen());
    type_line(&mut host, "a1a2");
    tick_both_until(&mut host, &mut guest, |h, g| {
        h.app.game.history_len() == 5 && g.app.game.history_len() == 5
    });
    assert_eq!(host.app.game.fen(), guest.app.game.fen());
}

/// `key` pressed on `screen`.
fn press(screen: &mut RemoteGame, key: char) {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let event = Event::Key(KeyEvent::new(KeyCode::Char(key), KeyModifiers::NONE));
    screen.handle(&event, Rect::new(0, 0, 100, 30), &mut context());
}

/// The question `screen` opens over the game, as drawn.
fn question(screen: &mut RemoteGame) -> String {
    let asked = screen.opening().expect("a question opens");
    let area = Rect::new(0, 0, 100, 30);
    let mut buf = Buffer::empty(area);
    asked.draw(area, &mut buf);
    (0..area.height)
        .map(|y| {
            (0..area.width)
                .map(|x| buf[(x, y)].symbol())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `screen`'s answer to the question it opened.
fn answer(screen: &mut RemoteGame, yes: bool) {
    screen.hear(crate::tui::screen::Note::Answer(yes), &mut context());
}

/// A Xiangqi game over loopback, the host Red, played to the guest's resignation
/// after one move; each side autosaving in its own folder.
fn resigned(folders: [&std::path::Path; 2]) -> (RemoteGame, RemoteGame) {
    let data = folders.map(|f| Some(crate::record::DataDir::at(f)));
    let (mut host, mut guest) = both_screens_in(GameKind::Xiangqi, Side::White, None, data);
    play_turns(&mut host, &mut guest, &["h3e3"]);
    type_line(&mut guest, "resign");
    answer(&mut guest, true);
    tick_both_until(&mut host, &mut guest, |h, g| {
        h.app.game.result().is_over() && g.app.game.result().is_over()
    });
    (host, guest)
}

/// The records kept in `folder`'s records folder.
fn kept(folder: &std::path::Path) -> Vec<String> {
    let dir = crate::record::DataDir::at(folder).records_dir();
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok())
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn a_rematch_accepted_swaps_the_sides_on_both_screens_and_the_new_game_goes_on() {
    let folders = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    let (mut host, mut guest) = resigned([folders[0].path(), folders[1].path()]);
    // Not while it is asked already; the guest answers.
    press(&mut host, 'r');
    assert!(shown(&host).contains("Rematch with colours swapped offered to Oksana"));
    press(&mut host, 'r');
    assert!(shown(&host).contains("already offered"), "{}", shown(&host));
    tick_until(&mut guest, "connected to Taras");
    let deadline = Instant::now() + Duration::from_secs(5);
    while !guest.question_waiting() {
        assert!(Instant::now() < deadline, "the offer never came");
        guest.tick(false);
        std::thread::sleep(Duration::from_millis(5));
    }
    let asked = question(&mut guest);
    assert!(
        asked.contains("Taras offers a rematch with colours swapped"),
        "{asked}"
    );
    answer(&mut guest, true);
    // The guest is Red now and moves first; the host hears the answer and swaps.
    assert_eq!(guest.app.game.history_len(), 0);
    assert!(shown(&guest).contains("You play Red"), "{}", shown(&guest));
    tick_until(&mut host, "You play Black");
    for (screen, red, black) in [(&host, "Oksana", "Taras"), (&guest, "Oksana", "Taras")] {
        assert_eq!(screen.app.player_name(Side::White), red);
        assert_eq!(screen.app.player_name(Side::Black), black);
        assert!(!screen.app.game.result().is_over());
    }
    assert!(host.app.settings.flipped && !guest.app.settings.flipped);
    type_line(&mut host, "h8e8");
    assert_eq!(host.app.game.history_len(), 0, "not the host's turn");
    type_line(&mut guest, "h3e3");
    tick_both_until(&mut host, &mut guest, |h, g| {
        h.app.game.history_len() == 1 && g.app.game.history_len() == 1
    });
    type_line(&mut host, "h8e8");
    tick_both_until(&mut host, &mut guest, |h, g| {
        h.app.game.history_len() == 2 && g.app.game.history_len() == 2
    });
    let list = |s: &RemoteGame| s.app.game.move_list(Default::default());
    assert_eq!(list(&host), list(&guest));
    assert_eq!(host.app.game.fen(), guest.app.game.fen());
    // The finished game's record stays kept on both sides, with both names.
    for folder in &folders {
        let records = kept(folder.path());
        assert!(
            records
                .iter()
                .any(|r| r.contains("1-0") && r.contains("Taras") && r.contains("Oksana")),
            "{records:?}"
        );
    }
}

#[test]
fn a_rematch_declined_is_told_to_both_and_no_new_game_starts() {
    let folders = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    let (mut host, mut guest) = resigned([folders[0].path(), folders[1].path()]);
    press(&mut guest, 'r');
    let deadline = Instant::now() + Duration::from_secs(5);
    while !host.question_waiting() {
        assert!(Instant::now() < deadline, "the offer never came");
        host.tick(false);
        std::thread::sleep(Duration::from_millis(5));
    }
    let _ = question(&mut host);
    answer(&mut host, false);
    assert!(
        shown(&host).contains("You declined the rematch"),
        "{}",
        shown(&host)
    );
    tick_until(&mut guest, "Taras declines the rematch");
    for screen in [&host, &guest] {
        assert!(screen.app.game.result().is_over());
        assert_eq!(screen.app.game.history_len(), 1);
    }
    // The line stays up: the host may offer one in turn.
    press(&mut host, 'r');
    assert!(shown(&host).contains("Rematch with colours swapped offered to Oksana"));
    tick_until(&mut host, "connected to Oksana");
    // Without the line, the rematch key says so (a guest that can join again
    // has its r rejoin instead: see the rejoin test).
    host.cut_line();
    guest.cut_line();
    host.tick(false);
    guest.tick(false);
    press(&mut host, 'r');
    let now = shown(&host);
    assert!(
        now.contains("No rematch: the connection to Oksana is lost"),
        "{now}"
    );
    press(&mut guest, 'r');
    let now = shown(&guest);
    assert!(
        now.contains("No rematch: the connection to Taras is lost"),
        "{now}"
    );
}

#[test]
fn the_guest_rejoins_with_its_key_after_its_line_broke_and_the_game_goes_on() {
    let (host, setup, code) = taras_hosts(GameKind::Xiangqi, Side::White, None);
    let again = super::play::JoinAgain {
        addrs: vec![host.local_addr()],
        code: code.clone(),
        name: "Oksana".into(),
    };
    let connection = joins(host.local_addr(), &code, "Oksana");
    let mut guest = oksana_screen(connection, Some(again));
    let mut host = host_screen(host, &setup, "Oksana", None);
    play_turns(&mut host, &mut guest, &["h3e3", "h8e8", "h1g3"]);
    // Before the line breaks the key does nothing.
    press(&mut guest, 'r');
    assert!(!shown(&guest).contains("Rejoining"));
    // The guest's line breaks; the host is told and waits with the game.
    guest.cut_line();
    let lost = tick_until(&mut guest, "connection lost");
    assert!(
        lost.contains("r rejoin"),
        "the key bar offers the key:\n{lost}"
    );
    tick_until(&mut host, "the clock is stopped until they rejoin");
    type_line(&mut guest, "h10g8");
    assert_eq!(guest.app.game.history_len(), 3, "no move without the line");
    rejoin(&mut guest, &mut host);
    tick_until(&mut host, "Oksana is back");
    assert_eq!(guest.app.game.history_len(), 3);
    type_line(&mut guest, "h10g8");
    tick_both_until(&mut host, &mut guest, |h, g| {
        h.app.game.history_len() == 4 && g.app.game.history_len() == 4
    });
    type_line(&mut host, "a1a2");
    tick_both_until(&mut host, &mut guest, |h, g| {
        h.app.game.history_len() == 5 && g.app.game.history_len() == 5
    });
    assert_eq!(host.app.game.fen(), guest.app.game.fen());

    // The host quits: the guest is told; a rejoin with nobody there fails in
    // words, and the key can be pressed again.
    drop(host);
    tick_until(&mut guest, "left the game");
    press(&mut guest, 'r');
    tick_until(&mut guest, "Could not rejoin");
    assert!(shown(&guest).contains("r rejoin"));
}

/// The guest's rejoin key, pressed again while the host has not yet seen the old
/// line close (its threads end a moment after it said the guest left), until the
/// guest is back.
fn rejoin(guest: &mut RemoteGame, host: &mut RemoteGame) {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        press(guest, 'r');
        assert!(shown(guest).contains("Rejoining the game"));
        let now = loop {
            guest.tick(false);
            host.tick(false);
            let now = shown(guest);
            if now.contains("Back in the game with Taras") || now.contains("Could not rejoin") {
                break now;
            }
            assert!(Instant::now() < deadline, "the join never answered:\n{now}");
            std::thread::sleep(Duration::from_millis(5));
        };
        if now.contains("Back in the game") {
            return;
        }
        assert!(
            now.contains("has not yet seen the old connection close"),
            "{now}"
        );
        assert!(Instant::now() < deadline, "never back in:\n{now}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The screen as drawn at `w`×`h`, row by row.
fn rows_at(screen: &RemoteGame, w: u16, h: u16) -> Vec<String> {
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    screen.draw(area, &mut buf);
    (0..h)
        .map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect::<String>())
        .collect()
}

#[test]
fn at_80x24_a_long_message_and_the_connection_row_never_overlap() {
    let (mut screen, _guest) = pair(GameKind::Flickering, Side::White);
    tick_until(&mut screen, "connected to Oksana");
    // A message of three rows at 80 columns (as a long refusal or a lost line's).
    let words: Vec<String> = (0..30).map(|i| format!("word{i}")).collect();
    screen.app.say_line(words.join(" "), false);
    for (w, h) in [(80, 24), (120, 40)] {
        let rows = rows_at(&screen, w, h);
        let status = rows
            .iter()
            .position(|r| r.contains("● connected to Oksana"))
            .unwrap_or_else(|| panic!("the status row at {w}×{h}:\n{}", rows.join("\n")));
        // Below it, the whole message and then the key bar: every word in order.
        let message: String = rows[status + 1..rows.len() - 1].join(" ");
        let message: Vec<&str> = message.split_whitespace().collect();
        let said: Vec<&str> = message
            .iter()
            .map(|w| w.trim_end_matches('.'))
            .filter(|w| w.starts_with("word"))
            .collect();
        assert_eq!(said, words, "{w}×{h}:\n{}", rows.join("\n"));
        // The status is whole on its row.
        assert!(rows[status]
            .trim_end()
            .ends_with("● connected to Oksana\\u{1b}[2J"));
    }
}

#[test]
fn a_rematch_accepted_after_the_line_dropped_starts_nothing_on_one_side_alone() {
    let folders = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    let (mut host, mut guest) = resigned([folders[0].path(), folders[1].path()]);
    press(&mut host, 'r');
    let deadline = Instant::now() + Duration::from_secs(5);
    while !guest.question_waiting() {
        assert!(Instant::now() < deadline, "the offer never came");
        guest.tick(false);
        std::thread::sleep(Duration::from_millis(5));
    }
    let _ = question(&mut guest);
    guest.cut_line();
    answer(&mut guest, true);
    let now = shown(&guest);
    assert!(
        now.contains("No rematch: the connection to Taras is lost"),
        "{now}"
    );
    assert!(guest.app.game.result().is_over());
    assert_eq!(guest.app.game.history_len(), 1);
}

/// The key bar (the screen's last rows) as drawn at 120×30.
fn key_bar(screen: &RemoteGame) -> String {
    rows_at(screen, 120, 30)[27..].join("\n")
}

#[test]
fn the_key_bar_offers_only_what_acts_across_the_network() {
    let control = crate::session::clock::TimeControl::new(5, 2);
    let (mut host, mut guest) = both_screens(GameKind::Xiangqi, Side::White, control);
    play_turns(&mut host, &mut guest, &["h3e3"]);
    // A take-back is asked of the other player; the clock is not this side's to
    // pause, nor a move to redo.
    let bar = key_bar(&host);
    assert!(bar.contains("u ask to take back"), "{bar}");
    assert!(!bar.contains("pause"), "{bar}");
    assert!(!bar.contains("u undo"), "{bar}");
    // Black has played nothing of its own to take back.
    let bar = key_bar(&guest);
    assert!(!bar.contains("take back"), "{bar}");
    // After a result: the rematch, never a new game of this side's alone.
    type_line(&mut guest, "resign");
    answer(&mut guest, true);
    tick_both_until(&mut host, &mut guest, |h, g| {
        h.app.game.result().is_over() && g.app.game.result().is_over()
    });
    for screen in [&host, &guest] {
        let bar = key_bar(screen);
        assert!(bar.contains("r rematch"), "{bar}");
        assert!(!bar.contains("new game"), "{bar}");
        assert!(!bar.contains("take back"), "{bar}");
    }
}

#[test]
fn while_a_take_back_request_waits_the_asker_cannot_move_and_the_answer_takes_back_its_turn() {
    let (mut host, mut guest) = both_screens_in(GameKind::Xiangqi, Side::White, None, [None, None]);
    play_turns(&mut host, &mut guest, &["h3e3", "h10g8"]);
    // Red asks on its own turn, then tries to move before the answer.
    press(&mut host, 'u');
    type_line(&mut host, "h1g3");
    let now = shown(&host);
    assert!(
        now.contains("aiting for the answer to your take-back request"),
        "{now}"
    );
    assert_eq!(host.app.game.history_len(), 2);
    // Black is asked and says yes: Red's move and Black's reply go on both sides.
    tick_both_until(&mut host, &mut guest, |_, g| g.question_waiting());
    let asked = question(&mut guest);
    assert!(asked.contains("Taras"), "{asked}");
    answer(&mut guest, true);
    tick_both_until(&mut host, &mut guest, |h, g| {
        h.app.game.history_len() == 0 && g.app.game.history_len() == 0
    });
    assert_eq!(host.app.game.turn(), Side::White);
    // Red moves again, and both boards agree.
    type_line(&mut host, "b3e3");
    tick_both_until(&mut host, &mut guest, |_, g| g.app.game.history_len() == 1);
    assert_eq!(host.app.game.fen(), guest.app.game.fen());
}
