//! Playing across the network: the connection layer, below any screen.
//!
//! The host opens a port and shows a join code ([`JoinCode`]); the guest connects with
//! the address and the code. Nothing else is secret, and nothing else is trusted:
//!
//! - **The code is never sent.** Both sides derive the session key from it with SPAKE2
//!   (the `spake2` crate, a password-authenticated key exchange): someone without the
//!   code learns nothing from the exchange and can test one guess per connection, and
//!   the host stops taking joins after [`MAX_WRONG_TRIES`] wrong ones (`host.rs`).
//! - **Every frame is sealed** (`seal.rs`: ChaCha20-Poly1305 with a counted nonce), so
//!   a frame that was forged, replayed, reordered or cut is refused.
//! - **Bounded everything**: frames are length-prefixed and at most
//!   [`MAX_FRAME`](frame::MAX_FRAME) bytes, texts have limits of their own, every read
//!   and write has a deadline ([`Limits`]), and the host serves one connection at a
//!   time on one thread, with one guest a game (a second is told the game is full).
//!
//! Why SPAKE2 and an AEAD rather than the Noise protocol (`snow`): Noise's pre-shared
//! key patterns (`NNpsk0`) take the key as it is, and a short code used as that key
//! falls to a dictionary search offline by anyone who sees one handshake. Noise would
//! still need a PAKE in front of it to make a short code safe, and after one the
//! AEAD is all that is left to do: two small RustCrypto crates instead of a framework.
//!
//! The wire (`frame.rs`, `message.rs`): each side first sends a preamble (the magic
//! `DUOCHESS` and its [`PROTOCOL_VERSION`]; a mismatch names both), then frames. The
//! guest sends `Join` (its SPAKE2 message), the host `Welcome` (its own) or a
//! [`Refusal`]; the guest then sends its [`Hello`] sealed, which proves it has the
//! code, and only then does the host send anything sealed (its `Hello` with the
//! game), so a wrong guess learns nothing and is counted. From there on both sides
//! exchange sealed [`Message`]s.
//!
//! A guest whose line dropped joins again the same way: the host keeps the game it
//! offers up to date ([`Host::offer`]), the new connection says which offer it was
//! sent ([`Connection::offered`]), and `crate::play::remote` (`resume.rs`) takes the
//! game up again from it on both sides.
//!
//! No terminal code: the game screen (above) uses a [`Connection`].

mod address;
mod code;
pub mod frame;
mod handshake;
mod host;
mod link;
mod message;
mod seal;
#[cfg(test)]
mod tests;

pub use address::{resolve, AddressError, JoinLine};
pub use code::{CodeError, JoinCode, CODE_DIGITS};
pub use handshake::join;
pub use host::{Host, HostEvent, MAX_WRONG_TRIES};
pub use link::{Connection, Incoming, Outgoing};
pub use message::{
    ClockState, GameOffer, Hello, Message, Refusal, WireClock, WireGame, WireResult, WireSide,
    MAX_CHAT, MAX_MOVE, MAX_NAME, MAX_TURN, MAX_TURNS,
};

use std::io;
use std::time::Duration;

/// The version of the protocol this program speaks; both sides must speak the same.
pub const PROTOCOL_VERSION: u16 = 1;

/// How long the network may keep us waiting.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Connecting and the whole handshake.
    pub handshake: Duration,
    /// Waiting for the next frame of a connection that is up (a live peer sends a
    /// `Ping` well within it).
    pub idle: Duration,
    /// Writing one frame.
    pub write: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            handshake: Duration::from_secs(10),
            idle: Duration::from_secs(45),
            write: Duration::from_secs(10),
        }
    }
}

/// Why a connection could not be made or went down.
#[derive(Debug, thiserror::Error)]
pub enum LinkError {
    #[error("the other side did not answer in time")]
    TimedOut,
    #[error("the other side closed the connection")]
    Closed,
    #[error("the other side is not a duochess game")]
    NotDuochess,
    #[error("the other side speaks protocol version {theirs}, this program version {ours}")]
    Version { ours: u16, theirs: u16 },
    #[error("a frame of {size} bytes, over the limit of {limit}")]
    Oversized { size: usize, limit: usize },
    #[error("a frame that is not authentic (forged, replayed, reordered or cut)")]
    Forged,
    #[error("a frame that cannot be read")]
    Malformed,
    #[error("a message out of place in the protocol")]
    Unexpected,
    #[error("refused: {0}")]
    Refused(#[from] Refusal),
    #[error("the connection has sent all the frames it may")]
    Worn,
    #[error("network error: {0}")]
    Io(#[from] io::Error),
}
