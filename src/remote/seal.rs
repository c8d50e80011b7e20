//! Every frame after the handshake, encrypted and authenticated (ChaCha20-Poly1305,
//! the RustCrypto `chacha20poly1305` crate) under the key the handshake agreed.
//!
//! The nonce is never sent: each direction counts its frames from 0, and a frame is
//! opened with the nonce its place in the stream must have (as TLS 1.3 does). So a
//! frame replayed, dropped, reordered or reflected back to its sender fails to open,
//! the same as a forged one. The nonce's first byte is the direction, so the two
//! directions, sharing one key, never share a nonce.

use super::LinkError;
use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};

/// Which way a frame goes: each has its own nonces.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Direction {
    HostToGuest = 0,
    GuestToHost = 1,
}

/// The nonce of the frame `counter` going `direction`.
fn nonce(direction: Direction, counter: u64) -> Nonce {
    let mut bytes = [0u8; 12];
    bytes[0] = direction as u8;
    bytes[4..].copy_from_slice(&counter.to_be_bytes());
    Nonce::from(bytes)
}

/// One direction of a connection: the key and the next frame's number.
pub(crate) struct Seal {
    cipher: ChaCha20Poly1305,
    direction: Direction,
    counter: u64,
}

impl Seal {
    /// The sealing (or opening) of frames going `direction` under `key` (32 bytes).
    pub(crate) fn new(key: &[u8; 32], direction: Direction) -> Seal {
        Seal {
            cipher: ChaCha20Poly1305::new(Key::from_slice(key)),
            direction,
            counter: 0,
        }
    }

    /// The next nonce, counted once used; the connection ends before one repeats.
    fn next_nonce(&mut self) -> Result<Nonce, LinkError> {
        let n = nonce(self.direction, self.counter);
        self.counter = self.counter.checked_add(1).ok_or(LinkError::Worn)?;
        Ok(n)
    }

    /// `plain` encrypted and authenticated as the next frame.
    pub(crate) fn seal(&mut self, plain: &[u8]) -> Result<Vec<u8>, LinkError> {
        let n = self.next_nonce()?;
        self.cipher
            .encrypt(&n, plain)
            .map_err(|_| LinkError::Oversized {
                size: plain.len(),
                limit: super::frame::MAX_FRAME,
            })
    }

    /// The next frame's text, if it is the next frame, whole and unchanged.
    pub(crate) fn open(&mut self, sealed: &[u8]) -> Result<Vec<u8>, LinkError> {
        let n = self.next_nonce()?;
        self.cipher
            .decrypt(&n, sealed)
            .map_err(|_| LinkError::Forged)
    }
}
