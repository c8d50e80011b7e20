//! The line to the other player, kept by two threads so that a screen never waits on
//! the network: a writer that sends what the game hands it (and a `Ping` when it has
//! had nothing to send for a while, so the other side knows the line is up), and a
//! reader that hands the game each message as it comes. The screen polls
//! [`Line::try_event`] on its ticks. Dropping the line says `Bye`, closes the
//! connection and ends both threads.

use crate::remote::{Connection, LinkError, Message};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};

/// The events the reader keeps waiting for the game before it stops reading.
const EVENTS_WAITING: usize = 256;
use std::thread;
use std::time::Duration;

/// What the line has for the game.
#[derive(Debug)]
pub enum LineEvent {
    /// A message from the other side (pings are not passed on).
    Heard(Message),
    /// The line went down; nothing more comes.
    Down(LinkError),
}

/// How long dropping a line waits for its goodbye to be written (a program that
/// quits right after would otherwise end the writer before it said `Bye`, and the
/// other side would hear a lost connection instead of a player who left).
const GOODBYE_WAIT: Duration = Duration::from_millis(500);

/// A connection to the other player, on its own threads.
pub struct Line {
    outgoing: Sender<Message>,
    events: Receiver<LineEvent>,
    /// Closed when the writer has ended (nothing is ever sent on it).
    writer_gone: Receiver<()>,
}

impl Line {
    /// Starts the threads of `connection`, pinging after `keepalive` of silence (well
    /// within the other side's idle limit).
    pub fn start(connection: Connection, keepalive: Duration) -> Result<Line, LinkError> {
        let (mut out, mut inc) = connection.split()?;
        let (outgoing, to_send) = mpsc::channel::<Message>();
        // Bounded: a peer that floods waits on its own socket, not on our memory.
        let (events_in, events) = mpsc::sync_channel(EVENTS_WAITING);
        let writer_events = events_in.clone();
        let (gone, writer_gone) = mpsc::channel::<()>();
        thread::Builder::new()
            .name("duochess-line-out".into())
            .spawn(move || loop {
                // Dropped with the thread: the line's drop stops waiting then.
                let _gone = &gone;
                let message = match to_send.recv_timeout(keepalive) {
                    Ok(Message::Bye) | Err(RecvTimeoutError::Disconnected) => {
                        let _ = out.send(&Message::Bye);
                        out.close();
                        return;
                    }
                    Ok(message) => message,
                    Err(RecvTimeoutError::Timeout) => Message::Ping,
                };
                if let Err(e) = out.send(&message) {
                    let _ = writer_events.send(LineEvent::Down(e));
                    out.close();
                    return;
                }
            })?;
        thread::Builder::new()
            .name("duochess-line-in".into())
            .spawn(move || loop {
                let event = match inc.recv() {
                    Ok(Message::Ping) => continue,
                    Ok(message) => LineEvent::Heard(message),
                    Err(e) => LineEvent::Down(e),
                };
                let down = matches!(event, LineEvent::Down(_));
                if events_in.send(event).is_err() || down {
                    return;
                }
            })?;
        Ok(Line {
            outgoing,
            events,
            writer_gone,
        })
    }

    /// Hands `message` to the writer (it goes at once, in order).
    pub fn send(&self, message: Message) {
        // A writer that has gone has said why (`Down`) on the events.
        let _ = self.outgoing.send(message);
    }

    /// The next event if one is waiting.
    pub fn try_event(&self) -> Option<LineEvent> {
        self.events.try_recv().ok()
    }

    /// The next event, waiting at most `timeout`.
    pub fn next_event(&self, timeout: Duration) -> Option<LineEvent> {
        self.events.recv_timeout(timeout).ok()
    }
}

impl Drop for Line {
    /// Says `Bye` and waits (briefly: at most half a second) until it is written, so a
    /// player who quits is heard leaving, not as a lost connection.
    fn drop(&mut self) {
        let _ = self.outgoing.send(Message::Bye);
        let _ = self.writer_gone.recv_timeout(GOODBYE_WAIT);
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::core::Side;
    use crate::remote::{
        join, GameOffer, Hello, Host, HostEvent, JoinCode, Limits, WireGame, WireSide,
    };
    use std::net::Ipv4Addr;

    const WAIT: Duration = Duration::from_secs(5);

    /// The host's line and the guest's, over loopback.
    pub(crate) fn lines(limits: Limits, keepalive: Duration) -> (Line, Line) {
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
        let host =
            Host::bind((Ipv4Addr::LOCALHOST, 0).into(), code.clone(), hello, limits).unwrap();
        let guest = Hello {
            name: "guest".into(),
            game: None,
        };
        let at_guest = join(host.local_addr(), &code, guest, limits).unwrap();
        let Some(HostEvent::Joined(at_host)) = host.next_event(WAIT) else {
            panic!("the guest joins")
        };
        (
            Line::start(at_host, keepalive).unwrap(),
            Line::start(at_guest, keepalive).unwrap(),
        )
    }

    fn heard(line: &Line) -> Message {
        match line.next_event(WAIT) {
            Some(LineEvent::Heard(m)) => m,
            other => panic!("expected a message, got {other:?}"),
        }
    }

    #[test]
    fn messages_go_both_ways_in_order_and_a_dropped_line_says_goodbye() {
        let (host, guest) = lines(Limits::default(), Duration::from_secs(10));
        let moves = ["h3e3", "h8e8"].map(|t| Message::Move {
            index: 0,
            text: t.into(),
        });
        for m in &moves {
            host.send(m.clone());
        }
        for m in &moves {
            assert_eq!(&heard(&guest), m);
        }
        guest.send(Message::Chat("привіт".into()));
        assert_eq!(heard(&host), Message::Chat("привіт".into()));

        drop(guest);
        assert_eq!(heard(&host), Message::Bye);
        assert!(matches!(
            host.next_event(WAIT),
            Some(LineEvent::Down(LinkError::Closed))
        ));
    }

    #[test]
    fn pings_keep_a_quiet_line_up_and_are_not_passed_on() {
        let limits = Limits {
            idle: Duration::from_millis(600),
            ..Limits::default()
        };
        let (host, guest) = lines(limits, Duration::from_millis(50));
        // Three idle limits of quiet: the pings keep both sides up.
        assert!(host.next_event(Duration::from_millis(1800)).is_none());
        assert!(guest.try_event().is_none());
        host.send(Message::Resign);
        assert_eq!(heard(&guest), Message::Resign);
    }

    #[test]
    fn without_pings_a_quiet_line_goes_down() {
        let limits = Limits {
            idle: Duration::from_millis(300),
            ..Limits::default()
        };
        // Pings far apart: the other side's idle limit passes first.
        let (host, _guest) = lines(limits, Duration::from_secs(30));
        assert!(matches!(
            host.next_event(WAIT),
            Some(LineEvent::Down(LinkError::TimedOut))
        ));
    }

    /// A step of a scripted game: a move from → to, or the end of a series.
    enum Step {
        Move(&'static str, &'static str),
        End,
    }

    /// `script` played across loopback, each side through its own rules, and the
    /// guest resigning at the end: both records come out the same.
    fn plays_the_same_on_both_sides(kind: crate::session::GameKind, script: &[(Side, Step)]) {
        use crate::play::new_game;
        use crate::play::remote::tests::{cell, Seat};
        use crate::play::remote::Heard;
        use crate::record::RecordInfo;
        let (host_line, guest_line) = lines(Limits::default(), Duration::from_secs(10));
        let mut host = (
            Seat::new(new_game(kind, None).unwrap(), Side::White),
            host_line,
        );
        let mut guest = (
            Seat::new(new_game(kind, None).unwrap(), Side::Black),
            guest_line,
        );
        for (side, step) in script {
            let (me, other) = if *side == Side::White {
                (&mut host, &mut guest)
            } else {
                (&mut guest, &mut host)
            };
            let sent = match step {
                Step::Move(from, to) => me.0.play(cell(from), cell(to), None).unwrap().unwrap(),
                Step::End => me.0.end_series().unwrap(),
            };
            me.1.send(sent);
            let message = heard(&other.1);
            other.0.receive(message).unwrap();
        }
        let resign = guest.0.resign().unwrap();
        guest.1.send(resign);
        let message = heard(&host.1);
        assert_eq!(host.0.receive(message).unwrap(), Heard::Resigned);

        let record = |game: &dyn crate::play::PlayableGame| {
            game.records().unwrap().record(&RecordInfo::default())
        };
        assert_eq!(record(host.0.game()), record(guest.0.game()));
        assert!(record(host.0.game()).contains("1-0"));
    }

    #[test]
    fn a_short_xiangqi_game_is_recorded_alike_on_both_sides() {
        use Side::{Black, White};
        use Step::Move;
        plays_the_same_on_both_sides(
            crate::session::GameKind::Xiangqi,
            &[
                (White, Move("h3", "e3")),
                (Black, Move("h8", "e8")),
                (White, Move("h1", "g3")),
                (Black, Move("h10", "g8")),
            ],
        );
    }

    #[test]
    fn a_flickering_series_goes_across_move_by_move_and_is_recorded_alike() {
        use Side::{Black, White};
        use Step::{End, Move};
        plays_the_same_on_both_sides(
            crate::session::GameKind::Flickering,
            &[
                (White, Move("e2", "e4")),
                (White, Move("g1", "f3")),
                (White, End),
                (Black, Move("e7", "e5")),
                (Black, End),
            ],
        );
    }
}
