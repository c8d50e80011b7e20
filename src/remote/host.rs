//! The host: a listening port for one game. One thread takes the connections one at
//! a time (so a flood costs one thread and one socket at a time, each bounded by the
//! handshake's limit) and hands each outcome to the game as a [`HostEvent`]: the
//! guest joined, or a connection was turned away and why.
//!
//! One guest a game: while a guest's [`Connection`] is alive, others are told the game
//! is full. After [`MAX_WRONG_TRIES`] wrong codes the host takes no more joins
//! (they are told so) until the player allows it again ([`Host::reopen`]).

use super::handshake::{admit, HostSide};
use super::link::{Connection, Slot};
use super::message::{GameOffer, Hello, Refusal};
use super::{JoinCode, Limits, LinkError};
use std::io;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread;
use std::time::Duration;

/// Wrong codes after which the host takes no more joins for its game.
pub const MAX_WRONG_TRIES: u32 = 3;

/// What happened at the host's port.
#[derive(Debug)]
pub enum HostEvent {
    /// The guest is in: the game can start.
    Joined(Connection),
    /// A connection was turned away (`wrong_tries`: the wrong codes so far).
    Refused {
        peer: Option<SocketAddr>,
        error: LinkError,
        wrong_tries: u32,
    },
}

impl std::fmt::Debug for Connection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Connection")
            .field("peer", &self.peer)
            .finish_non_exhaustive()
    }
}

/// What the host's thread and the game share.
struct Shared {
    stop: AtomicBool,
    occupied: Arc<AtomicBool>,
    wrong_tries: AtomicU32,
    /// What the host says to the next guest: its name and the game as it stands.
    hello: Mutex<Hello>,
}

impl Shared {
    /// The host's hello (a thread that panicked holding it left a whole value:
    /// the lock only guards replacing it).
    fn hello(&self) -> MutexGuard<'_, Hello> {
        self.hello
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// A game waiting for (or playing with) its guest across the network.
pub struct Host {
    local: SocketAddr,
    shared: Arc<Shared>,
    events: Receiver<HostEvent>,
}

impl Host {
    /// Listens at `addr` (port 0: any free port) for the guest with `code`, to whom
    /// the host says `hello` (its name and the game).
    pub fn bind(
        addr: SocketAddr,
        code: JoinCode,
        hello: Hello,
        limits: Limits,
    ) -> io::Result<Host> {
        let listener = TcpListener::bind(addr)?;
        let local = listener.local_addr()?;
        let shared = Arc::new(Shared {
            stop: AtomicBool::new(false),
            occupied: Arc::new(AtomicBool::new(false)),
            wrong_tries: AtomicU32::new(0),
            hello: Mutex::new(hello),
        });
        let (send, events) = mpsc::channel();
        let served = Arc::clone(&shared);
        thread::Builder::new()
            .name("duochess-host".into())
            .spawn(move || serve(listener, &served, &code, limits, &send))?;
        Ok(Host {
            local,
            shared,
            events,
        })
    }

    /// The address the port is bound to (its port is the one to give the guest).
    pub fn local_addr(&self) -> SocketAddr {
        self.local
    }

    /// The next event, waiting at most `timeout`.
    pub fn next_event(&self, timeout: Duration) -> Option<HostEvent> {
        self.events.recv_timeout(timeout).ok()
    }

    /// The next event if one is waiting.
    pub fn try_event(&self) -> Option<HostEvent> {
        self.events.try_recv().ok()
    }

    /// The wrong codes tried so far.
    pub fn wrong_tries(&self) -> u32 {
        self.shared.wrong_tries.load(Ordering::SeqCst)
    }

    /// Whether the host takes no more joins (too many wrong codes).
    pub fn locked(&self) -> bool {
        self.wrong_tries() >= MAX_WRONG_TRIES
    }

    /// Takes joins again after too many wrong codes (the count starts over).
    pub fn reopen(&self) {
        self.shared.wrong_tries.store(0, Ordering::SeqCst);
    }

    /// The game as it stands now, for the next guest to join (a guest whose line
    /// dropped rejoins into it): the host calls this after every finished turn
    /// (`crate::play::remote::RemotePlay::offer`). The connection a guest joins
    /// with says which offer it was sent ([`Connection::offered`]).
    pub fn offer(&self, game: GameOffer) {
        self.shared.hello().game = Some(game);
    }
}

impl Drop for Host {
    /// Stops the thread: it is told to, and woken by a connection of our own.
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        let _ = TcpStream::connect_timeout(&reachable(self.local), Duration::from_millis(200));
    }
}

/// The address to reach a port bound to `addr` from this machine.
fn reachable(addr: SocketAddr) -> SocketAddr {
    match addr.ip() {
        IpAddr::V4(ip) if ip.is_unspecified() => (Ipv4Addr::LOCALHOST, addr.port()).into(),
        IpAddr::V6(ip) if ip.is_unspecified() => (Ipv6Addr::LOCALHOST, addr.port()).into(),
        _ => addr,
    }
}

/// The host's thread: each connection in turn, until the host is dropped.
fn serve(
    listener: TcpListener,
    shared: &Shared,
    code: &JoinCode,
    limits: Limits,
    events: &Sender<HostEvent>,
) {
    for stream in listener.incoming() {
        if shared.stop.load(Ordering::SeqCst) {
            return;
        }
        let Ok(stream) = stream else {
            // Out of descriptors or a connection reset before it was taken: wait a
            // moment rather than spin.
            thread::sleep(Duration::from_millis(50));
            continue;
        };
        let peer = stream.peer_addr().ok();
        let refuse = if shared.occupied.load(Ordering::SeqCst) {
            Some(Refusal::Full)
        } else if shared.wrong_tries.load(Ordering::SeqCst) >= MAX_WRONG_TRIES {
            Some(Refusal::Locked)
        } else {
            None
        };
        let hello = shared.hello().clone();
        let side = HostSide {
            code,
            hello: &hello,
            limits,
            refuse,
        };
        let admission = admit(stream, side);
        let event = match admission.result {
            Ok(mut connection) => {
                shared.occupied.store(true, Ordering::SeqCst);
                connection.slot = Some(Arc::new(Slot(Arc::clone(&shared.occupied))));
                HostEvent::Joined(connection)
            }
            Err(error) => {
                if admission.guessed {
                    shared.wrong_tries.fetch_add(1, Ordering::SeqCst);
                }
                HostEvent::Refused {
                    peer,
                    error,
                    wrong_tries: shared.wrong_tries.load(Ordering::SeqCst),
                }
            }
        };
        if events.send(event).is_err() {
            return;
        }
    }
}
