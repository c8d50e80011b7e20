//! Nothing lost when the line drops, on loopback: a guest killed mid-series joins
//! again and the game goes on from the last finished series; a guest that kept its
//! game takes the host's offer only when it is that game; a host killed hosts its
//! autosave again with the same code and port; take-backs asked and answered across
//! the line; a wrong code tried during a game leaves it as it was. Each test makes a
//! handful of connections with limits of seconds and ends by itself.

use super::hosting::{host_resume, host_resume_at, HostSession};
use super::line::{Line, LineEvent};
use super::resume::ResumeError;
use super::tests::cell;
use super::{Heard, RemotePlay};
use crate::core::Side;
use crate::play::new_game;
use crate::play::port::NotationStyle;
use crate::play::port::PlayableGame;
use crate::record::{DataDir, RecordInfo};
use crate::remote::{
    join, Connection, GameOffer, Hello, Host, HostEvent, JoinCode, Limits, LinkError, Message,
    Refusal, MAX_TURN, MAX_TURNS,
};
use crate::session::GameKind;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener};
use std::time::{Duration, Instant};

const WAIT: Duration = Duration::from_secs(5);
const KEEPALIVE: Duration = Duration::from_millis(200);

fn limits() -> Limits {
    Limits {
        handshake: Duration::from_secs(3),
        idle: Duration::from_secs(3),
        write: Duration::from_secs(3),
    }
}

/// One side: its game, its side of the network.
struct Player {
    game: Box<dyn PlayableGame>,
    play: RemotePlay,
}

impl Player {
    /// `from`→`to` played here; the message that tells the other side.
    fn moves(&mut self, from: &str, to: &str) -> Message {
        self.play
            .play(self.game.as_mut(), cell(from), cell(to), None)
            .unwrap()
            .unwrap()
    }
    fn ends(&mut self) -> Message {
        self.play.end_series(self.game.as_mut()).unwrap()
    }
    fn hears(&mut self, message: Message) -> Heard {
        self.play.receive(self.game.as_mut(), message).unwrap()
    }
    fn offer(&self) -> GameOffer {
        RemotePlay::offer(self.game.as_ref(), !self.play.me(), None).unwrap()
    }
    fn list(&self) -> Vec<String> {
        self.game.move_list(NotationStyle::Coordinates)
    }
}

fn same_game(a: &Player, b: &Player) {
    assert_eq!(a.game.fen(), b.game.fen());
    assert_eq!(a.list(), b.list());
    assert_eq!(a.game.series_so_far(), b.game.series_so_far());
}

/// The next message on a line, which must come.
fn heard(line: &Line) -> Message {
    match line.next_event(WAIT) {
        Some(LineEvent::Heard(m)) => m,
        other => panic!("expected a message, got {other:?}"),
    }
}

/// The host's side of a new Flickering game (White) with its port open.
fn host_at(addr: SocketAddr, code: &JoinCode, kind: GameKind) -> (Host, Player) {
    let host = Player {
        game: new_game(kind, None).unwrap(),
        play: RemotePlay::new(Side::White),
    };
    let hello = Hello {
        name: "Оксана".into(),
        game: Some(host.offer()),
    };
    let port = Host::bind(addr, code.clone(), hello, limits()).unwrap();
    (port, host)
}

/// A host on loopback offering `offer` to whoever joins, and its code.
fn offering(offer: GameOffer) -> (Host, JoinCode) {
    let code = JoinCode::random();
    let hello = Hello {
        name: "host".into(),
        game: Some(offer),
    };
    let host = Host::bind(
        (Ipv4Addr::LOCALHOST, 0).into(),
        code.clone(),
        hello,
        limits(),
    )
    .unwrap();
    (host, code)
}

fn guest_hello() -> Hello {
    Hello {
        name: "Тарас".into(),
        game: None,
    }
}

/// Joins, trying again while the host still holds the old guest's seat (it frees
/// within the line's keepalive once the old line is gone).
fn join_again(addr: SocketAddr, code: &JoinCode) -> Connection {
    let started = Instant::now();
    loop {
        match join(addr, code, guest_hello(), limits()) {
            Ok(c) => return c,
            Err(LinkError::Refused(Refusal::Full)) if started.elapsed() < WAIT => {
                std::thread::sleep(Duration::from_millis(50));
            }
            Err(e) => panic!("cannot join again: {e:?}"),
        }
    }
}

/// The host's next `Joined`, any refusal (the seat not yet free) passed over.
fn joined(host: &Host) -> Connection {
    let started = Instant::now();
    while started.elapsed() < WAIT {
        if let Some(HostEvent::Joined(c)) = host.next_event(WAIT) {
            return c;
        }
    }
    panic!("the guest did not join")
}

/// The host takes a guest (again): the messages it sends first, and its line.
fn take_guest(host_port: &Host, host: &mut Player) -> Line {
    let connection = joined(host_port);
    let offered = connection.offered().unwrap().clone();
    let again = host.play.rejoin_host(host.game.as_mut(), &offered).unwrap();
    let line = Line::start(connection, KEEPALIVE).unwrap();
    for m in again {
        line.send(m);
    }
    line
}

/// A turn `message`s by one side, played here and heard there through a line.
fn across(line: &Line, message: Message, other: &mut Player, other_line: &Line) -> Heard {
    line.send(message);
    other.hears(heard(other_line))
}

/// The guest killed mid-series (its connection dropped without a word) joins
/// again as a new process: it builds the game from the host's offer, the host
/// takes back the half series it had heard, and the game goes on from the last
/// finished series, the same on both sides.
fn guest_killed_mid_series_rejoins(addr: SocketAddr) {
    let code = JoinCode::random();
    let (port, mut host) = host_at(addr, &code, GameKind::Flickering);
    let addr = port.local_addr();
    let first = join(addr, &code, guest_hello(), limits()).unwrap();
    let (play, game) = RemotePlay::from_offer(first.peer().game.as_ref().unwrap()).unwrap();
    let mut guest = Player { game, play };
    let host_line = take_guest(&port, &mut host);
    let mut guest_conn = first;

    // 1a. e4, Nf3 — 1b. e5 — 2a. d4 (the guest hears each as it comes).
    for (from, to) in [("e2", "e4"), ("g1", "f3")] {
        let m = host.moves(from, to);
        host_line.send(m);
        guest.hears(guest_conn.recv().unwrap());
    }
    host_line.send(host.ends());
    guest.hears(guest_conn.recv().unwrap());
    port.offer(host.offer());
    let m = guest.moves("e7", "e5");
    guest_conn.send(&m).unwrap();
    host.hears(heard(&host_line));
    let m = guest.ends();
    guest_conn.send(&m).unwrap();
    host.hears(heard(&host_line));
    port.offer(host.offer());
    host_line.send(host.moves("d2", "d4"));
    guest.hears(guest_conn.recv().unwrap());
    host_line.send(host.ends());
    guest.hears(guest_conn.recv().unwrap());
    port.offer(host.offer());
    let finished = host.list();
    same_game(&host, &guest);

    // 2b. the guest starts its series, the host sees the move, and the guest's
    // process dies: no goodbye, the socket just closes.
    let m = guest.moves("e5", "d4");
    guest_conn.send(&m).unwrap();
    assert!(matches!(host.hears(heard(&host_line)), Heard::Moved { .. }));
    assert_eq!(host.game.series_so_far().len(), 1);
    drop((guest_conn, guest));
    assert!(matches!(
        host_line.next_event(WAIT),
        Some(LineEvent::Down(LinkError::Closed))
    ));
    drop(host_line);

    // A new guest process, the same join line.
    let again = join_again(addr, &code);
    let offer = again.peer().game.clone().unwrap();
    assert_eq!(offer.moves, vec!["e2e4,g1f3", "e7e5", "d2d4"]);
    let (play, game) = RemotePlay::from_offer(&offer).unwrap();
    let mut guest = Player { game, play };
    let host_line = take_guest(&port, &mut host);
    let guest_line = Line::start(again, KEEPALIVE).unwrap();
    assert_eq!(host.list(), finished, "the half series is gone");
    assert!(host.game.series_so_far().is_empty());
    same_game(&host, &guest);
    assert_eq!(guest.game.turn(), Side::Black);

    // And the game goes on, in step: 2b. exd4 (again, or another series).
    let m = guest.moves("e5", "d4");
    across(&guest_line, m, &mut host, &host_line);
    let m = guest.ends();
    assert_eq!(
        across(&guest_line, m, &mut host, &host_line),
        Heard::SeriesEnded
    );
    let m = host.moves("f3", "d4");
    across(&host_line, m, &mut guest, &guest_line);
    let m = host.ends();
    across(&host_line, m, &mut guest, &guest_line);
    same_game(&host, &guest);
    assert_eq!(host.list().len(), 5);
}

#[test]
fn a_guest_killed_mid_series_joins_again_and_goes_on_from_the_last_finished_series() {
    guest_killed_mid_series_rejoins((Ipv4Addr::LOCALHOST, 0).into());
}

#[test]
fn a_guest_killed_mid_series_joins_again_over_ipv6() {
    let addr: SocketAddr = (Ipv6Addr::LOCALHOST, 0).into();
    if TcpListener::bind(addr).is_err() {
        eprintln!("no IPv6 loopback here: skipped");
        return;
    }
    guest_killed_mid_series_rejoins(addr);
}

/// Binds the port a host that was just dropped had (its thread lets it go a
/// moment after the drop).
fn bind_again(addr: SocketAddr, code: &JoinCode, hello: Hello) -> Host {
    let started = Instant::now();
    loop {
        match Host::bind(addr, code.clone(), hello.clone(), limits()) {
            Ok(host) => return host,
            Err(e) if started.elapsed() < WAIT => {
                let _ = e;
                std::thread::sleep(Duration::from_millis(50));
            }
            Err(e) => panic!("cannot bind {addr} again: {e}"),
        }
    }
}

/// Two sides that played `turns` (Xiangqi moves, alternately) without a line.
fn played(kind: GameKind, turns: &[(&str, &str)]) -> (Player, Player) {
    let mut host = Player {
        game: new_game(kind, None).unwrap(),
        play: RemotePlay::new(Side::White),
    };
    let mut guest = Player {
        game: new_game(kind, None).unwrap(),
        play: RemotePlay::new(Side::Black),
    };
    for (i, (from, to)) in turns.iter().enumerate() {
        let (mover, other) = if i % 2 == 0 {
            (&mut host, &mut guest)
        } else {
            (&mut guest, &mut host)
        };
        let m = mover.moves(from, to);
        other.hears(m);
    }
    (host, guest)
}

const OPENING: [(&str, &str); 4] = [("h3", "e3"), ("h8", "e8"), ("h1", "g3"), ("h10", "g8")];

#[test]
fn a_guest_that_kept_its_game_takes_the_offer_only_when_it_is_that_game() {
    // The same game: nothing to send, the game as it was.
    let (host, mut guest) = played(GameKind::Xiangqi, &OPENING);
    let before = guest.list();
    let sent = guest
        .play
        .rejoin_guest(&mut guest.game, &host.offer())
        .unwrap();
    assert!(sent.is_empty());
    assert_eq!(guest.list(), before);

    // The host's last move never reached the guest: the offer brings it.
    let (mut host, mut guest) = played(GameKind::Xiangqi, &OPENING);
    let _lost = host.moves("a1", "a2");
    guest
        .play
        .rejoin_guest(&mut guest.game, &host.offer())
        .unwrap();
    same_game(&host, &guest);

    // The guest's last move never reached the host: the guest sends it again and
    // the host plays it, in step.
    let (mut host, mut guest) = played(GameKind::Xiangqi, &OPENING[..3]);
    let _lost = guest.moves("h10", "g8");
    let offered = host.offer();
    assert!(host
        .play
        .rejoin_host(host.game.as_mut(), &offered)
        .unwrap()
        .is_empty());
    let again = guest.play.rejoin_guest(&mut guest.game, &offered).unwrap();
    assert_eq!(again.len(), 1);
    for m in again {
        host.hears(m);
    }
    same_game(&host, &guest);
    let m = host.moves("a1", "a2");
    guest.hears(m);
    same_game(&host, &guest);

    // A host that offers another game (its last move changed during the break, or
    // two moves taken back) is refused, and the guest's game stays as it was.
    let (host, mut guest) = played(GameKind::Xiangqi, &OPENING);
    let mut changed = host.offer();
    changed.moves[2] = "b1c3".into();
    let before = guest.list();
    assert_eq!(
        guest.play.rejoin_guest(&mut guest.game, &changed),
        Err(ResumeError::Diverged { ours: 4, theirs: 4 })
    );
    let mut shorter = host.offer();
    shorter.moves.truncate(2);
    assert_eq!(
        guest.play.rejoin_guest(&mut guest.game, &shorter),
        Err(ResumeError::Diverged { ours: 4, theirs: 2 })
    );
    let mut illegal = host.offer();
    illegal.moves.push("a1a5".into());
    assert!(matches!(
        guest.play.rejoin_guest(&mut guest.game, &illegal),
        Err(ResumeError::Illegal { turn: 5, .. })
    ));
    let mut other_side = host.offer();
    other_side.guest_plays = crate::remote::WireSide::First;
    assert_eq!(
        guest.play.rejoin_guest(&mut guest.game, &other_side),
        Err(ResumeError::OtherSide)
    );
    assert_eq!(guest.list(), before);
    // And a host that took the guest's last move gets it again rather than twice.
    let (mut host, mut guest) = played(GameKind::Xiangqi, &OPENING[..3]);
    let stale = host.offer();
    let m = guest.moves("h10", "g8");
    host.hears(m);
    assert!(host
        .play
        .rejoin_host(host.game.as_mut(), &stale)
        .unwrap()
        .is_empty());
    let again = guest.play.rejoin_guest(&mut guest.game, &stale).unwrap();
    for m in again {
        host.hears(m);
    }
    same_game(&host, &guest);
}

/// A long Flickering game, played at random (a fixed seed): each series one move
/// that lets the series end.
fn long_flickering_game(series: usize) -> Box<dyn PlayableGame> {
    let mut game = new_game(GameKind::Flickering, None).unwrap();
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    'series: while game.history_len() < series && !game.result().is_over() {
        let shape = game.shape();
        let mut tries: Vec<_> = shape
            .cells()
            .flat_map(|from| {
                let to = game.destinations(from);
                to.into_iter().map(move |to| (from, to))
            })
            .collect();
        while !tries.is_empty() {
            let (from, to) = tries.swap_remove((next() % tries.len() as u64) as usize);
            let promotion = Some(crate::play::port::PieceKind::Queen);
            let played = game
                .try_move(from, to, None)
                .is_ok_and(|o| o == crate::play::port::MoveOutcome::Played)
                || game.try_move(from, to, promotion).is_ok();
            if !played {
                continue;
            }
            if game.end_series().is_ok() {
                continue 'series;
            }
            let _ = game.undo();
        }
        break;
    }
    game
}

#[test]
fn a_long_game_goes_across_whole_and_a_huge_offer_is_refused() {
    let game = long_flickering_game(300);
    let turns = game.history_len();
    assert!(turns >= 100, "the random game lasted {turns} series");
    let offer = RemotePlay::offer(game.as_ref(), Side::Black, None).unwrap();
    assert_eq!(offer.moves.len(), turns);

    // Across loopback in the host's hello, and replayed by the guest.
    let (port, code) = offering(offer.clone());
    let at_guest = join(port.local_addr(), &code, guest_hello(), limits()).unwrap();
    let (_, rebuilt) = RemotePlay::from_offer(at_guest.peer().game.as_ref().unwrap()).unwrap();
    assert_eq!(rebuilt.fen(), game.fen());
    drop((at_guest, joined(&port)));

    // A host offering more turns, or a longer one, than any game has is refused
    // by the guest before it replays anything.
    for huge in [
        vec!["e2e4".to_string(); MAX_TURNS + 1],
        vec!["e2e4,".repeat(MAX_TURN / 5 + 1)],
    ] {
        let (port, code) = offering(GameOffer {
            moves: huge,
            ..offer.clone()
        });
        let refused = join(port.local_addr(), &code, guest_hello(), limits()).unwrap_err();
        assert!(matches!(refused, LinkError::Malformed), "{refused:?}");
    }
}

#[test]
fn a_killed_host_hosts_its_autosave_again_with_the_same_code_and_the_guest_rejoins() {
    let folder = tempfile::tempdir().unwrap();
    let data = DataDir::at(folder.path());
    let code = JoinCode::random();
    let (port, mut host) = host_at((Ipv4Addr::LOCALHOST, 0).into(), &code, GameKind::Xiangqi);
    let addr = port.local_addr();
    let autosave = data.autosave_path(GameKind::Xiangqi);
    let session = HostSession {
        code: code.clone(),
        port: addr.port(),
        guest_plays: Side::Black,
    };
    session.save_beside(&autosave).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(HostSession::path_beside(&autosave))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600, "the code is the owner's alone");
    }

    let at_guest = join(addr, &code, guest_hello(), limits()).unwrap();
    let (play, game) = RemotePlay::from_offer(at_guest.peer().game.as_ref().unwrap()).unwrap();
    let mut guest = Player { game, play };
    let host_line = take_guest(&port, &mut host);
    let guest_line = Line::start(at_guest, KEEPALIVE).unwrap();
    let info = RecordInfo {
        white: "Оксана".into(),
        black: "Тарас".into(),
        ..RecordInfo::default()
    };
    for (i, (from, to)) in OPENING.iter().enumerate() {
        if i % 2 == 0 {
            let m = host.moves(from, to);
            across(&host_line, m, &mut guest, &guest_line);
        } else {
            let m = guest.moves(from, to);
            across(&guest_line, m, &mut host, &host_line);
        }
        // The host's game is autosaved after each move, as the screen does.
        data.autosave(GameKind::Xiangqi, &host.game.record(&info).unwrap())
            .unwrap();
    }

    // The host's process dies: its port and line go without a word.
    drop((host_line, port, host));
    assert!(matches!(
        guest_line.next_event(WAIT),
        Some(LineEvent::Heard(Message::Bye) | LineEvent::Down(_))
    ));
    drop(guest_line);

    // `duochess host --resume`: the game from the autosave, the same code and port.
    let resumed = host_resume(&data, Some(GameKind::Xiangqi)).unwrap();
    assert_eq!(resumed.session, session);
    assert_eq!(resumed.info.white, "Оксана");
    assert_eq!(resumed.offer.moves.len(), OPENING.len());
    let at = host_resume_at(&autosave).unwrap();
    assert_eq!((&at.session, &at.offer), (&resumed.session, &resumed.offer));
    let hello = Hello {
        name: "Оксана".into(),
        game: Some(resumed.offer.clone()),
    };
    let bind_at: SocketAddr = (IpAddr::from(Ipv4Addr::LOCALHOST), resumed.session.port).into();
    let port = bind_again(bind_at, &resumed.session.code, hello);
    let mut host = Player {
        game: resumed.game,
        play: resumed.play,
    };

    // The guest types the same join line; it kept its game, which the offer is.
    let again = join(addr, &code, guest_hello(), limits()).unwrap();
    let offer = again.peer().game.clone().unwrap();
    assert!(guest
        .play
        .rejoin_guest(&mut guest.game, &offer)
        .unwrap()
        .is_empty());
    let host_line = take_guest(&port, &mut host);
    let guest_line = Line::start(again, KEEPALIVE).unwrap();
    same_game(&host, &guest);
    let m = host.moves("a1", "a2");
    across(&host_line, m, &mut guest, &guest_line);
    let m = guest.moves("a10", "a9");
    across(&guest_line, m, &mut host, &host_line);
    same_game(&host, &guest);

    // The game over, the code is forgotten; nothing hosted is left to resume.
    HostSession::remove_beside(&autosave);
    assert!(matches!(
        host_resume(&data, None),
        Err(super::HostResumeError::NothingHosted { .. })
    ));
    assert!(matches!(
        host_resume_at(&autosave),
        Err(super::HostResumeError::NothingHosted { .. })
    ));
}

#[test]
fn a_take_back_asked_across_the_line_is_refused_then_accepted() {
    let code = JoinCode::random();
    let (port, mut host) = host_at((Ipv4Addr::LOCALHOST, 0).into(), &code, GameKind::Flickering);
    let at_guest = join(port.local_addr(), &code, guest_hello(), limits()).unwrap();
    let (play, game) = RemotePlay::from_offer(at_guest.peer().game.as_ref().unwrap()).unwrap();
    let mut guest = Player { game, play };
    let host_line = take_guest(&port, &mut host);
    let guest_line = Line::start(at_guest, KEEPALIVE).unwrap();
    let m = host.moves("e2", "e4");
    across(&host_line, m, &mut guest, &guest_line);
    let m = host.ends();
    across(&host_line, m, &mut guest, &guest_line);
    let m = guest.moves("e7", "e5");
    across(&guest_line, m, &mut host, &host_line);
    let m = guest.ends();
    across(&guest_line, m, &mut host, &host_line);
    let before = host.list();

    // The guest asks; the host says no: nothing changes on either side.
    let ask = guest.play.ask_take_back(guest.game.as_mut()).unwrap();
    assert_eq!(
        across(&guest_line, ask, &mut host, &host_line),
        Heard::TakeBackAsked
    );
    let no = host
        .play
        .answer_take_back(host.game.as_mut(), false)
        .unwrap();
    assert_eq!(
        across(&host_line, no, &mut guest, &guest_line),
        Heard::TakeBackAnswered { accept: false }
    );
    assert_eq!(host.list(), before);
    same_game(&host, &guest);

    // Asked again, and accepted: the guest's series is gone on both sides.
    let ask = guest.play.ask_take_back(guest.game.as_mut()).unwrap();
    across(&guest_line, ask, &mut host, &host_line);
    let yes = host
        .play
        .answer_take_back(host.game.as_mut(), true)
        .unwrap();
    across(&host_line, yes, &mut guest, &guest_line);
    same_game(&host, &guest);
    assert_eq!(host.list().len(), 1);
    assert_eq!(guest.game.turn(), Side::Black);
    // In step afterwards.
    let m = guest.moves("d7", "d5");
    across(&guest_line, m, &mut host, &host_line);
    let m = guest.ends();
    across(&guest_line, m, &mut host, &host_line);
    same_game(&host, &guest);
}

#[test]
fn a_wrong_code_is_refused_and_the_hosts_game_goes_on_as_it_was() {
    let code = JoinCode::random();
    let wrong = JoinCode::parse(&format!(
        "{:09}",
        (code.digits().parse::<u64>().unwrap() + 1) % 1_000_000_000
    ))
    .unwrap();
    let (port, mut host) = host_at((Ipv4Addr::LOCALHOST, 0).into(), &code, GameKind::Xiangqi);
    // The host's first move is made before anyone joins; the offer has it.
    let _ = host.moves("h3", "e3");
    port.offer(host.offer());
    let before = host.game.fen();

    // A wrong code: refused on both sides, the host's game as it was.
    let refused = join(port.local_addr(), &wrong, guest_hello(), limits()).unwrap_err();
    assert!(
        matches!(refused, LinkError::Refused(Refusal::WrongCode)),
        "{refused:?}"
    );
    assert!(matches!(
        port.next_event(WAIT),
        Some(HostEvent::Refused {
            error: LinkError::Refused(Refusal::WrongCode),
            wrong_tries: 1,
            ..
        })
    ));
    assert_eq!(host.game.fen(), before);

    // The right code joins into the game as it stands, and play goes on.
    let at_guest = join(port.local_addr(), &code, guest_hello(), limits()).unwrap();
    let (play, game) = RemotePlay::from_offer(at_guest.peer().game.as_ref().unwrap()).unwrap();
    let mut guest = Player { game, play };
    let host_line = take_guest(&port, &mut host);
    let guest_line = Line::start(at_guest, KEEPALIVE).unwrap();
    same_game(&host, &guest);

    // With the guest in its seat, anyone else (right code or wrong) is told the
    // game is full, and the line does not notice.
    let refused = join(port.local_addr(), &wrong, guest_hello(), limits()).unwrap_err();
    assert!(
        matches!(refused, LinkError::Refused(Refusal::Full)),
        "{refused:?}"
    );
    assert!(matches!(
        port.next_event(WAIT),
        Some(HostEvent::Refused { .. })
    ));
    assert!(host_line.try_event().is_none());
    let m = guest.moves("h8", "e8");
    across(&guest_line, m, &mut host, &host_line);
    same_game(&host, &guest);
}
