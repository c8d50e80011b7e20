//! The connection layer on loopback (127.0.0.1 and ::1): each test makes a handful of
//! connections with limits of a few seconds at most, and ends by itself.

use super::frame::{preamble, write_frame, MAX_FRAME};
use super::link::SEALED;
use super::message::encode;
use super::*;
use std::io::{Read, Write};
use std::net::{Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener, TcpStream};
use std::time::{Duration, Instant};

const WAIT: Duration = Duration::from_secs(5);

fn limits() -> Limits {
    Limits {
        handshake: Duration::from_secs(3),
        idle: Duration::from_secs(3),
        write: Duration::from_secs(3),
    }
}

fn v4() -> SocketAddr {
    (Ipv4Addr::LOCALHOST, 0).into()
}

fn code() -> JoinCode {
    JoinCode::parse("482-915-337").unwrap()
}

fn wrong_code() -> JoinCode {
    JoinCode::parse("482 915 338").unwrap()
}

fn host_hello() -> Hello {
    Hello {
        name: "Оксана".into(),
        game: Some(GameOffer {
            game: WireGame::Flickering,
            guest_plays: WireSide::Second,
            clock: Some(WireClock {
                base_ms: 300_000,
                increment_ms: 2_000,
            }),
            moves: vec![],
        }),
    }
}

fn guest_hello() -> Hello {
    Hello {
        name: "Taras".into(),
        game: None,
    }
}

fn host_at(addr: SocketAddr, limits: Limits) -> Host {
    Host::bind(addr, code(), host_hello(), limits).unwrap()
}

fn join_with(host: &Host, code: &JoinCode) -> Result<Connection, LinkError> {
    join(host.local_addr(), code, guest_hello(), limits())
}

/// The host's next event, which must come.
fn event(host: &Host) -> HostEvent {
    host.next_event(WAIT).expect("the host says what happened")
}

fn joined(host: &Host) -> Connection {
    match event(host) {
        HostEvent::Joined(connection) => connection,
        other => panic!("expected the guest to join, got {other:?}"),
    }
}

fn refused(host: &Host) -> (LinkError, u32) {
    match event(host) {
        HostEvent::Refused {
            error, wrong_tries, ..
        } => (error, wrong_tries),
        HostEvent::Joined(c) => panic!("expected a refusal, {c:?} joined"),
    }
}

/// The right code joins and messages go both ways, in order.
fn plays_over(addr: SocketAddr) {
    let host = host_at(addr, limits());
    let mut guest = join_with(&host, &code()).unwrap();
    let mut at_host = joined(&host);
    assert_eq!(guest.peer(), &host_hello());
    assert_eq!(at_host.peer(), &guest_hello());

    let moves = [
        Message::Move {
            index: 0,
            text: "e2e4".into(),
        },
        Message::EndSeries { index: 1 },
        Message::Chat("добра гра".into()),
    ];
    for m in &moves {
        guest.send(m).unwrap();
    }
    for m in &moves {
        assert_eq!(&at_host.recv().unwrap(), m);
    }
    at_host.send(&Message::DrawOffer).unwrap();
    assert_eq!(guest.recv().unwrap(), Message::DrawOffer);

    // Split, as the game uses it: one thread reads while the other writes.
    let (mut out, mut inc) = guest.split().unwrap();
    out.send(&Message::Resign).unwrap();
    assert_eq!(at_host.recv().unwrap(), Message::Resign);
    at_host.send(&Message::Ping).unwrap();
    assert_eq!(inc.recv().unwrap(), Message::Ping);
}

#[test]
fn the_right_code_joins_over_ipv4() {
    plays_over(v4());
}

#[test]
fn the_right_code_joins_over_ipv6() {
    let addr: SocketAddr = (Ipv6Addr::LOCALHOST, 0).into();
    if TcpListener::bind(addr).is_err() {
        eprintln!("no IPv6 loopback here: skipped");
        return;
    }
    plays_over(addr);
}

#[test]
fn a_wrong_code_is_refused_on_both_sides_and_the_right_one_still_joins() {
    let host = host_at(v4(), limits());
    let at_guest = join_with(&host, &wrong_code()).unwrap_err();
    assert!(
        matches!(at_guest, LinkError::Refused(Refusal::WrongCode)),
        "{at_guest:?}"
    );
    let (at_host, tries) = refused(&host);
    assert!(
        matches!(at_host, LinkError::Refused(Refusal::WrongCode)),
        "{at_host:?}"
    );
    assert_eq!(tries, 1);

    let _guest = join_with(&host, &code()).unwrap();
    joined(&host);
}

#[test]
fn after_too_many_wrong_codes_the_host_takes_no_joins_until_reopened() {
    let host = host_at(v4(), limits());
    for n in 1..=MAX_WRONG_TRIES {
        assert!(join_with(&host, &wrong_code()).is_err());
        assert_eq!(refused(&host).1, n);
    }
    assert!(host.locked());
    let locked = join_with(&host, &code()).unwrap_err();
    assert!(
        matches!(locked, LinkError::Refused(Refusal::Locked)),
        "{locked:?}"
    );
    assert!(matches!(
        refused(&host).0,
        LinkError::Refused(Refusal::Locked)
    ));

    host.reopen();
    let _guest = join_with(&host, &code()).unwrap();
    joined(&host);
}

#[test]
fn a_second_guest_is_told_the_game_is_full_and_the_seat_frees_when_the_first_leaves() {
    let host = host_at(v4(), limits());
    let first = join_with(&host, &code()).unwrap();
    let at_host = joined(&host);

    let second = join_with(&host, &code()).unwrap_err();
    assert!(
        matches!(second, LinkError::Refused(Refusal::Full)),
        "{second:?}"
    );
    assert!(matches!(
        refused(&host).0,
        LinkError::Refused(Refusal::Full)
    ));

    drop((first, at_host));
    let _third = join_with(&host, &code()).unwrap();
    joined(&host);
}

/// A raw client writes `bytes`, then the host's refusal is `check`ed and the right
/// code still joins.
fn raw_client_is_refused(bytes: &[u8], check: impl Fn(&LinkError) -> bool) {
    let host = host_at(v4(), limits());
    let mut raw = TcpStream::connect(host.local_addr()).unwrap();
    raw.write_all(bytes).unwrap();
    let (error, tries) = refused(&host);
    assert!(check(&error), "{error:?}");
    assert_eq!(tries, 0, "no key exchange, no guess");
    drop(raw);
    let _guest = join_with(&host, &code()).unwrap();
    joined(&host);
}

#[test]
fn a_client_sending_garbage_is_refused_and_the_host_goes_on() {
    raw_client_is_refused(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n", |e| {
        matches!(e, LinkError::NotDuochess)
    });
}

#[test]
fn an_oversized_frame_is_refused_before_it_is_read() {
    let mut bytes = preamble(PROTOCOL_VERSION).to_vec();
    bytes.extend_from_slice(&u32::MAX.to_be_bytes());
    raw_client_is_refused(
        &bytes,
        |e| matches!(e, LinkError::Oversized { size, limit } if *size == u32::MAX as usize && *limit == MAX_FRAME),
    );
}

#[test]
fn a_frame_that_is_not_a_handshake_message_is_refused() {
    let mut bytes = preamble(PROTOCOL_VERSION).to_vec();
    bytes.extend_from_slice(&[0, 0, 0, 3, 0, 0xff, 0xff]);
    raw_client_is_refused(&bytes, |e| matches!(e, LinkError::Malformed));
}

#[test]
fn a_truncated_frame_is_refused() {
    let mut bytes = preamble(PROTOCOL_VERSION).to_vec();
    bytes.extend_from_slice(&[0, 0, 0, 100, 0, 1, 2]);
    let host = host_at(v4(), limits());
    let mut raw = TcpStream::connect(host.local_addr()).unwrap();
    raw.write_all(&bytes).unwrap();
    drop(raw);
    assert!(matches!(refused(&host).0, LinkError::Closed));
    let _guest = join_with(&host, &code()).unwrap();
    joined(&host);
}

#[test]
fn another_version_is_named_on_both_sides() {
    // A client of version 99 meets this host.
    let mut bytes = preamble(99).to_vec();
    bytes.extend_from_slice(&[0, 0, 0, 0]);
    raw_client_is_refused(&bytes, |e| {
        matches!(
            e,
            LinkError::Version {
                ours: PROTOCOL_VERSION,
                theirs: 99
            }
        )
    });

    // This guest meets a host of version 99.
    let listener = TcpListener::bind(v4()).unwrap();
    let addr = listener.local_addr().unwrap();
    let fake_host = std::thread::spawn(move || {
        let (mut stream, _) = listener.accept().unwrap();
        stream.write_all(&preamble(99)).unwrap();
        let mut sink = [0u8; 256];
        let _ = stream.read(&mut sink);
    });
    let error = join(addr, &code(), guest_hello(), limits()).unwrap_err();
    assert!(
        matches!(
            error,
            LinkError::Version {
                ours: PROTOCOL_VERSION,
                theirs: 99
            }
        ),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        format!(
            "the other side speaks protocol version 99, this program version {PROTOCOL_VERSION}"
        )
    );
    fake_host.join().unwrap();
}

#[test]
fn a_silent_connection_times_out_and_the_host_goes_on() {
    let short = Limits {
        handshake: Duration::from_millis(300),
        ..limits()
    };
    let host = host_at(v4(), short);
    let silent = TcpStream::connect(host.local_addr()).unwrap();
    let started = Instant::now();
    assert!(matches!(refused(&host).0, LinkError::TimedOut));
    assert!(started.elapsed() < WAIT);
    drop(silent);
    let _guest = join_with(&host, &code()).unwrap();
    joined(&host);
}

#[test]
fn a_silent_peer_times_out_once_the_game_is_on() {
    let idle = Limits {
        idle: Duration::from_millis(300),
        ..limits()
    };
    let host = host_at(v4(), idle);
    let _guest = join_with(&host, &code()).unwrap();
    let mut at_host = joined(&host);
    assert!(matches!(at_host.recv(), Err(LinkError::TimedOut)));
}

/// The guest's next message sealed, as its bytes would go on the wire.
fn sealed_frame(guest: &mut Connection, message: &Message) -> Vec<u8> {
    let mut body = vec![SEALED];
    body.extend(guest.out.seal(&encode(message).unwrap()).unwrap());
    body
}

#[test]
fn a_replayed_frame_is_refused_and_the_host_takes_the_guest_again() {
    let host = host_at(v4(), limits());
    let mut guest = join_with(&host, &code()).unwrap();
    let mut at_host = joined(&host);
    let resign = sealed_frame(&mut guest, &Message::Resign);
    write_frame(&mut guest.stream, &resign, limits().write).unwrap();
    write_frame(&mut guest.stream, &resign, limits().write).unwrap();
    assert_eq!(at_host.recv().unwrap(), Message::Resign);
    assert!(matches!(at_host.recv(), Err(LinkError::Forged)));

    drop((guest, at_host));
    let _again = join_with(&host, &code()).unwrap();
    joined(&host);
}

#[test]
fn frames_out_of_order_are_refused() {
    let host = host_at(v4(), limits());
    let mut guest = join_with(&host, &code()).unwrap();
    let mut at_host = joined(&host);
    let first = sealed_frame(&mut guest, &Message::DrawOffer);
    let second = sealed_frame(&mut guest, &Message::Resign);
    write_frame(&mut guest.stream, &second, limits().write).unwrap();
    write_frame(&mut guest.stream, &first, limits().write).unwrap();
    assert!(matches!(at_host.recv(), Err(LinkError::Forged)));
}

#[test]
fn a_text_over_its_limit_is_refused() {
    let host = host_at(v4(), limits());
    let mut guest = join_with(&host, &code()).unwrap();
    let mut at_host = joined(&host);
    guest
        .send(&Message::Chat("а".repeat(MAX_CHAT + 1)))
        .unwrap();
    assert!(matches!(at_host.recv(), Err(LinkError::Malformed)));
}

#[test]
fn codes_are_nine_digits_read_in_groups() {
    let code = JoinCode::random();
    let shown = code.to_string();
    assert_eq!(shown.len(), 11, "{shown}");
    assert_eq!(JoinCode::parse(&shown).unwrap(), code);
    assert_eq!(
        JoinCode::parse(" 482915337 ").unwrap().to_string(),
        "482-915-337"
    );
    assert_eq!(
        JoinCode::parse("48-29"),
        Err(CodeError::WrongLength { digits: 4 })
    );
    assert_eq!(JoinCode::parse("482-915-33x"), Err(CodeError::NotDigits));
    assert_eq!(format!("{code:?}"), "JoinCode(…)");
    // Two fresh codes are (all but surely) different.
    assert_ne!(JoinCode::random(), JoinCode::random());
}

/// The guest's connection, up, writes `bytes` raw: the host's next read is `check`ed.
fn once_up_the_host_refuses(bytes: &[u8], close: bool, check: impl Fn(&LinkError) -> bool) {
    let host = host_at(v4(), limits());
    let mut guest = join_with(&host, &code()).unwrap();
    let mut at_host = joined(&host);
    guest.stream.write_all(bytes).unwrap();
    if close {
        guest.stream.shutdown(std::net::Shutdown::Write).unwrap();
    }
    let error = at_host.recv().unwrap_err();
    assert!(check(&error), "{error:?}");
}

#[test]
fn garbage_on_a_connection_that_is_up_is_refused() {
    let mut bytes = 5u32.to_be_bytes().to_vec();
    bytes.extend_from_slice(&[SEALED, 1, 2, 3, 4]);
    once_up_the_host_refuses(&bytes, false, |e| matches!(e, LinkError::Forged));
    let mut plain = 3u32.to_be_bytes().to_vec();
    plain.extend_from_slice(&[0, 0xff, 0xff]);
    once_up_the_host_refuses(&plain, false, |e| matches!(e, LinkError::Malformed));
}

#[test]
fn an_oversized_or_truncated_frame_on_a_connection_that_is_up_is_refused() {
    let big = ((MAX_FRAME + 1) as u32).to_be_bytes();
    once_up_the_host_refuses(
        &big,
        false,
        |e| matches!(e, LinkError::Oversized { size, .. } if *size == MAX_FRAME + 1),
    );
    let mut cut = 100u32.to_be_bytes().to_vec();
    cut.extend_from_slice(&[SEALED, 1, 2]);
    once_up_the_host_refuses(&cut, true, |e| matches!(e, LinkError::Closed));
}

/// The threads of this process (Linux), or `None` where that cannot be read.
fn threads() -> Option<usize> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("Threads:"))
        .and_then(|n| n.trim().parse().ok())
}

#[test]
fn a_flood_of_connections_costs_no_threads_and_the_guest_still_joins() {
    // A hundred silent connections and twenty that send garbage: together within
    // the port's backlog of waiting connections (128), so the flood is the host's
    // to handle, not the system's to delay.
    const SILENT: usize = 100;
    const GARBAGE: usize = 20;
    let short = Limits {
        handshake: Duration::from_millis(500),
        ..limits()
    };
    let host = host_at(v4(), short);
    let before = threads();
    // The silent ones are held open while the threads are counted; the host
    // takes connections one at a time on its one thread.
    let silent: Vec<TcpStream> = (0..SILENT)
        .map(|_| TcpStream::connect(host.local_addr()).unwrap())
        .collect();
    std::thread::sleep(Duration::from_millis(200));
    let during = threads();
    for _ in 0..GARBAGE {
        let mut raw = TcpStream::connect(host.local_addr()).unwrap();
        let _ = raw.write_all(b"\x00\x01garbage, not duochess");
    }
    drop(silent);
    for _ in 0..SILENT + GARBAGE {
        refused(&host);
    }
    match (before, during) {
        // Other tests run in this process at the same time with threads of their
        // own; a thread a connection would be a hundred more.
        (Some(before), Some(during)) => assert!(
            during < before + SILENT / 2,
            "{before} threads before the flood, {during} during it"
        ),
        _ => eprintln!("no /proc/self/status here: the thread count is not checked"),
    }
    let _guest = join_with(&host, &code()).unwrap();
    joined(&host);
}
