//! A connection that is up: sealed messages each way, each read and write within
//! its limit. `split` gives the two directions to two threads (the game reads on
//! one and writes on the other).

use super::frame::{read_frame, write_frame};
use super::message::{decode, encode, GameOffer, Hello, Message, Plain};
use super::seal::Seal;
use super::{Limits, LinkError};
use std::net::{SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

/// The first byte of a frame: what the rest is.
pub(crate) const PLAIN: u8 = 0;
pub(crate) const SEALED: u8 = 1;

/// A frame's body as read: a handshake message or sealed bytes.
pub(crate) enum Body {
    Plain(Plain),
    Sealed(Vec<u8>),
}

pub(crate) fn send_plain(
    stream: &mut TcpStream,
    plain: &Plain,
    limits: &Limits,
) -> Result<(), LinkError> {
    let mut body = vec![PLAIN];
    body.extend(encode(plain)?);
    write_frame(stream, &body, limits.write)
}

pub(crate) fn send_sealed(
    stream: &mut TcpStream,
    seal: &mut Seal,
    message: &Message,
    limits: &Limits,
) -> Result<(), LinkError> {
    let mut body = vec![SEALED];
    body.extend(seal.seal(&encode(message)?)?);
    write_frame(stream, &body, limits.write)
}

pub(crate) fn read_body(stream: &mut TcpStream, deadline: Instant) -> Result<Body, LinkError> {
    let frame = read_frame(stream, deadline)?;
    match frame.split_first() {
        Some((&PLAIN, rest)) => Ok(Body::Plain(decode(rest)?)),
        Some((&SEALED, rest)) => Ok(Body::Sealed(rest.to_vec())),
        _ => Err(LinkError::Malformed),
    }
}

/// The message in sealed bytes, opened and checked.
pub(crate) fn open(seal: &mut Seal, sealed: &[u8]) -> Result<Message, LinkError> {
    let message: Message = decode(&seal.open(sealed)?)?;
    message.check()?;
    Ok(message)
}

/// The next sealed message by `deadline` (a plain one is out of place once up).
fn recv_sealed(
    stream: &mut TcpStream,
    seal: &mut Seal,
    deadline: Instant,
) -> Result<Message, LinkError> {
    match read_body(stream, deadline)? {
        Body::Sealed(bytes) => open(seal, &bytes),
        Body::Plain(_) => Err(LinkError::Unexpected),
    }
}

/// The host's one guest: taken while a connection to it is alive, free when the
/// last part of the connection is dropped.
pub(crate) struct Slot(pub(crate) Arc<AtomicBool>);

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.store(false, Ordering::SeqCst);
    }
}

/// A connection to the other player, its handshake done.
pub struct Connection {
    pub(crate) stream: TcpStream,
    pub(crate) out: Seal,
    pub(crate) inc: Seal,
    pub(crate) peer: Hello,
    pub(crate) limits: Limits,
    pub(crate) slot: Option<Arc<Slot>>,
    /// At the host: the game this guest was sent in the host's `Hello` (boxed: a
    /// `HostEvent` carrying a connection stays small).
    pub(crate) offered: Option<Box<GameOffer>>,
}

impl Connection {
    /// At the host: the game the guest was offered when it joined (the moves it
    /// starts from); `None` at the guest.
    pub fn offered(&self) -> Option<&GameOffer> {
        self.offered.as_deref()
    }

    /// What the other side said in its `Hello`: its name and (from the host) the game.
    pub fn peer(&self) -> &Hello {
        &self.peer
    }

    /// The other side's address.
    pub fn peer_addr(&self) -> Option<SocketAddr> {
        self.stream.peer_addr().ok()
    }

    /// Sends `message`, sealed, within the write limit.
    pub fn send(&mut self, message: &Message) -> Result<(), LinkError> {
        send_sealed(&mut self.stream, &mut self.out, message, &self.limits)
    }

    /// The next message, waiting at most the idle limit.
    pub fn recv(&mut self) -> Result<Message, LinkError> {
        let deadline = Instant::now() + self.limits.idle;
        recv_sealed(&mut self.stream, &mut self.inc, deadline)
    }

    /// The two directions apart, for a reading thread and a writing one.
    pub fn split(self) -> Result<(Outgoing, Incoming), LinkError> {
        let reader = self.stream.try_clone()?;
        Ok((
            Outgoing {
                stream: self.stream,
                seal: self.out,
                limits: self.limits,
                _slot: self.slot.clone(),
            },
            Incoming {
                stream: reader,
                seal: self.inc,
                limits: self.limits,
                _slot: self.slot,
            },
        ))
    }
}

/// The sending direction of a connection.
pub struct Outgoing {
    stream: TcpStream,
    seal: Seal,
    limits: Limits,
    _slot: Option<Arc<Slot>>,
}

impl Outgoing {
    /// Sends `message`, sealed, within the write limit.
    pub fn send(&mut self, message: &Message) -> Result<(), LinkError> {
        send_sealed(&mut self.stream, &mut self.seal, message, &self.limits)
    }

    /// Ends the connection both ways (the reading side sees it closed).
    pub fn close(self) {
        let _ = self.stream.shutdown(std::net::Shutdown::Both);
    }
}

/// The receiving direction of a connection.
pub struct Incoming {
    stream: TcpStream,
    seal: Seal,
    limits: Limits,
    _slot: Option<Arc<Slot>>,
}

impl Incoming {
    /// The next message, waiting at most the idle limit.
    pub fn recv(&mut self) -> Result<Message, LinkError> {
        let deadline = Instant::now() + self.limits.idle;
        recv_sealed(&mut self.stream, &mut self.seal, deadline)
    }
}
