//! The game screen across the network with a real connection over loopback: the
//! other side's messages, as a peer may send them, are played through this side's
//! rules, shown, or end the game with the reason.

use super::play::RemoteGame;
use super::{remote_game, KEEPALIVE};
use crate::core::Side;
use crate::play::hosting::NetSetup;
use crate::play::remote::Line;
use crate::play::Settings;
use crate::remote::{join, Hello, Host, HostEvent, JoinCode, Limits, Message};
use crate::session::GameKind;
use crate::tui::screen::Screen;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::net::Ipv4Addr;
use std::time::{Duration, Instant};

/// The host's game screen (playing `me`) and the guest's bare line, over loopback.
fn pair(kind: GameKind, me: Side) -> (RemoteGame, Line) {
    let (screen, line, _) = pair_at(kind, me);
    (screen, line)
}

/// [`pair`], with the host's address and code.
fn pair_at(kind: GameKind, me: Side) -> (RemoteGame, Line, (std::net::SocketAddr, JoinCode)) {
    let code = JoinCode::random();
    let setup = NetSetup {
        kind,
        me,
        name: "Taras".into(),
        clock: None,
    };
    let limits = Limits::default();
    let host = Host::bind(
        (Ipv4Addr::LOCALHOST, 0).into(),
        code.clone(),
        setup.hello(),
        limits,
    )
    .unwrap();
    let hello = Hello {
        name: "Oksana\u{1b}[2J".into(),
        game: None,
    };
    let at_guest = join(host.local_addr(), &code, hello, limits).unwrap();
    let addr = host.local_addr();
    let Some(HostEvent::Joined(at_host)) = host.next_event(Duration::from_secs(5)) else {
        panic!("the guest joins")
    };
    let line = Line::start(at_host, KEEPALIVE).unwrap();
    let game = crate::play::new_game(kind, None).unwrap();
    let screen = remote_game(
        game,
        &setup,
        "Oksana\u{1b}[2J",
        (line, Some(host)),
        Settings::default(),
        None,
    );
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
    tick_until(&mut screen, "left the game");
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
