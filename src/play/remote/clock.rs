//! The clock across the network: the host's clock is the truth. The host sends
//! both clocks as they stand ([`state`], a `Message::Clock`) after each finished
//! turn and when a guest joins again; the guest sets its own clock to them
//! ([`adopt`]) and lets the side to move's time run on from there, so both screens
//! show both clocks running and agree, within the time a message takes on the way,
//! whatever either side's own clock did meanwhile (a screen that paused it, a
//! machine that was slow). The guest never sends its clock; one that does is not
//! listened to (the host's screen ignores `Heard::Clock`).

use crate::core::Side;
use crate::remote::{ClockState, GameOffer, Message, WireSide};
use crate::session::clock::{Clock, ClockLog, TimeControl};
use std::time::{Duration, Instant};

/// Both clocks at `now`, as the host sends them.
pub fn state(clock: &Clock, now: Instant) -> ClockState {
    let ms = |d: Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
    ClockState {
        first_ms: ms(clock.left(Side::White, now)),
        second_ms: ms(clock.left(Side::Black, now)),
        running: clock.running().then(|| WireSide::from(clock.to_move())),
    }
}

/// The message that tells the guest both clocks at `now`.
pub fn message(clock: &Clock, now: Instant) -> Message {
    Message::Clock(state(clock, now))
}

/// The guest's clock for a game offered (`None`: played without one): the offer's
/// time control, at the offer's number of finished turns, paused; its times come
/// with the host's clocks, which the host sends as soon as the guest has joined.
pub fn for_offer(offer: &GameOffer) -> Option<Clock> {
    let control = TimeControl::from(offer.clock?);
    let log = ClockLog {
        control,
        after_turn: Vec::new(),
    };
    Some(Clock::from_log(&log, Side::White, offer.moves.len()))
}

/// The guest takes the host's clocks (received at `now`): both times, and whether
/// the side to move's runs. `false`, changing nothing, when the host's side to
/// move is not this clock's (the guest has not caught up with the game yet; the
/// host sends its clocks again after the next turn).
pub fn adopt(clock: &mut Clock, state: &ClockState, now: Instant) -> bool {
    if let Some(running) = state.running {
        if Side::from(running) != clock.to_move() {
            return false;
        }
    }
    let ms = Duration::from_millis;
    clock.adopt(ms(state.first_ms), ms(state.second_ms), now);
    match state.running {
        Some(_) => clock.resume(now),
        None => clock.pause(now),
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::new_game;
    use crate::play::remote::line::tests::lines;
    use crate::play::remote::tests::{cell, Seat};
    use crate::play::remote::{Heard, LineEvent};
    use crate::remote::Limits;
    use crate::session::GameKind;
    use std::thread::sleep;

    const WAIT: Duration = Duration::from_secs(5);

    fn heard(line: &super::super::Line) -> Message {
        match line.next_event(WAIT) {
            Some(LineEvent::Heard(m)) => m,
            other => panic!("expected a message, got {other:?}"),
        }
    }

    /// A scripted Xiangqi game on loopback with clocks on both sides: each side
    /// "thinks" a while before its move, the guest's own clock is paused for a
    /// stretch (its screen covered by the help), and the host sends its clocks
    /// after each turn. At the end both sides' clocks agree within 100 ms, though
    /// the guest's own clock alone was far off.
    #[test]
    fn the_guests_clocks_follow_the_hosts_within_100_ms() {
        let (host_line, guest_line) = lines(Limits::default(), Duration::from_secs(10));
        let control = TimeControl::new(5, 2);
        let mut host = Seat::new(new_game(GameKind::Xiangqi, None).unwrap(), Side::White);
        let mut guest = Seat::new(new_game(GameKind::Xiangqi, None).unwrap(), Side::Black);
        let mut host_clock = Clock::new(control, Side::White);
        let mut guest_clock = Clock::new(control, Side::White);
        let t0 = Instant::now();
        host_clock.resume(t0);
        guest_clock.resume(t0);
        let script = [
            ("h3", "e3"),
            ("h8", "e8"),
            ("h1", "g3"),
            ("h10", "g8"),
            ("a1", "a2"),
            ("a10", "a9"),
        ];
        let mut unadopted_gap = Duration::ZERO;
        for (i, (from, to)) in script.iter().enumerate() {
            let host_moves = i % 2 == 0;
            sleep(Duration::from_millis(if host_moves { 120 } else { 200 }));
            if i == 1 {
                // The guest's screen stops its clock for 300 ms (its help is open).
                guest_clock.pause(Instant::now());
                sleep(Duration::from_millis(300));
                guest_clock.resume(Instant::now());
            }
            let (mover, mover_line, other, other_line) = if host_moves {
                (&mut host, &host_line, &mut guest, &guest_line)
            } else {
                (&mut guest, &guest_line, &mut host, &host_line)
            };
            let sent = mover.play(cell(from), cell(to), None).unwrap().unwrap();
            mover_line.send(sent);
            let message = heard(other_line);
            other.receive(message).unwrap();
            // Each side's clock follows its own game.
            let turns = host.game().history_len();
            host_clock.follow(turns, Instant::now());
            guest_clock.follow(guest.game().history_len(), Instant::now());
            // The host's clocks, the truth, go across after each turn.
            host_line.send(message_now(&host_clock));
            let Message::Clock(truth) = heard(&guest_line) else {
                panic!("the clocks come")
            };
            assert_eq!(
                guest.receive(Message::Clock(truth)),
                Ok(Heard::Clock(truth))
            );
            let now = Instant::now();
            unadopted_gap = unadopted_gap.max(gap(&host_clock, &guest_clock, now));
            assert!(adopt(&mut guest_clock, &truth, now));
        }
        let now = Instant::now();
        let agreed = gap(&host_clock, &guest_clock, now);
        assert!(
            agreed < Duration::from_millis(100),
            "the clocks differ by {agreed:?}"
        );
        assert!(
            unadopted_gap > Duration::from_millis(200),
            "the guest's own clock was off (by {unadopted_gap:?}) until it adopted the host's"
        );
        assert!(guest_clock.running());
        assert_eq!(guest_clock.to_move(), host_clock.to_move());
    }

    fn message_now(clock: &Clock) -> Message {
        message(clock, Instant::now())
    }

    /// The larger of the two sides' differences between two clocks at `now`.
    fn gap(a: &Clock, b: &Clock, now: Instant) -> Duration {
        Side::ALL
            .into_iter()
            .map(|s| a.left(s, now).abs_diff(b.left(s, now)))
            .max()
            .unwrap_or_default()
    }

    #[test]
    fn a_guest_joining_a_game_under_way_gets_a_clock_at_its_turn_that_adopts_the_hosts() {
        let offer = GameOffer {
            game: crate::remote::WireGame::Xiangqi,
            guest_plays: WireSide::Second,
            clock: Some(TimeControl::new(3, 2).into()),
            moves: vec!["h3e3".into(), "h8e8".into(), "h1g3".into()],
        };
        let mut clock = for_offer(&offer).unwrap();
        assert_eq!(clock.turns(), 3);
        assert_eq!(clock.to_move(), Side::Black);
        assert!(!clock.running());
        let now = Instant::now();
        let truth = ClockState {
            first_ms: 170_500,
            second_ms: 160_250,
            running: Some(WireSide::Second),
        };
        assert!(adopt(&mut clock, &truth, now));
        assert_eq!(state(&clock, now), truth);
        assert!(for_offer(&GameOffer {
            clock: None,
            ..offer
        })
        .is_none());
    }

    #[test]
    fn a_clock_state_for_another_turn_is_not_adopted_and_a_stopped_one_stops() {
        let control = TimeControl::new(1, 0);
        let t0 = Instant::now();
        let mut clock = Clock::new(control, Side::White);
        clock.resume(t0);
        let later = ClockState {
            first_ms: 50_000,
            second_ms: 40_000,
            running: Some(WireSide::Second),
        };
        assert!(!adopt(&mut clock, &later, t0));
        assert_eq!(clock.left(Side::White, t0), Duration::from_secs(60));
        let stopped = ClockState {
            first_ms: 50_000,
            second_ms: 60_000,
            running: None,
        };
        assert!(adopt(&mut clock, &stopped, t0));
        assert!(!clock.running());
        let much_later = t0 + Duration::from_secs(30);
        assert_eq!(clock.left(Side::White, much_later), Duration::from_secs(50));
        assert_eq!(state(&clock, much_later), stopped);
    }
}
