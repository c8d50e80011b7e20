//! Bytes on the wire: the preamble each side sends first (who it is, which protocol
//! version), then frames: a 4-byte big-endian length and that many bytes, never more
//! than `MAX_FRAME`. Every read and write has a deadline: a peer that sends nothing,
//! or a frame a byte at a time, is cut off when its time is up, not waited for.

use super::LinkError;
use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// The longest frame accepted or sent (a frame's length prefix not counted): a whole
/// game's moves fit many times over, and a peer cannot make us hold more.
pub const MAX_FRAME: usize = 64 * 1024;

/// What every duochess connection starts with, before its version.
const MAGIC: &[u8; 8] = b"DUOCHESS";

/// The preamble: the magic and the protocol version (big-endian).
pub(crate) fn preamble(version: u16) -> [u8; 10] {
    let mut bytes = [0u8; 10];
    bytes[..8].copy_from_slice(MAGIC);
    bytes[8..].copy_from_slice(&version.to_be_bytes());
    bytes
}

/// The other side's preamble: its protocol version, or why it is not a duochess peer.
pub(crate) fn read_preamble(stream: &mut TcpStream, deadline: Instant) -> Result<u16, LinkError> {
    let mut bytes = [0u8; 10];
    read_exact_by(stream, &mut bytes, deadline)?;
    if &bytes[..8] != MAGIC {
        return Err(LinkError::NotDuochess);
    }
    Ok(u16::from_be_bytes([bytes[8], bytes[9]]))
}

/// Reads one frame, whole, by `deadline`.
pub(crate) fn read_frame(stream: &mut TcpStream, deadline: Instant) -> Result<Vec<u8>, LinkError> {
    let mut length = [0u8; 4];
    read_exact_by(stream, &mut length, deadline)?;
    let size = u32::from_be_bytes(length) as usize;
    if size > MAX_FRAME {
        return Err(LinkError::Oversized {
            size,
            limit: MAX_FRAME,
        });
    }
    let mut body = vec![0u8; size];
    read_exact_by(stream, &mut body, deadline)?;
    Ok(body)
}

/// Writes `body` as one frame within `limit`.
pub(crate) fn write_frame(
    stream: &mut TcpStream,
    body: &[u8],
    limit: Duration,
) -> Result<(), LinkError> {
    if body.len() > MAX_FRAME {
        return Err(LinkError::Oversized {
            size: body.len(),
            limit: MAX_FRAME,
        });
    }
    let mut bytes = Vec::with_capacity(4 + body.len());
    bytes.extend_from_slice(&(body.len() as u32).to_be_bytes());
    bytes.extend_from_slice(body);
    write_all_within(stream, &bytes, limit)
}

/// Writes `bytes` within `limit` (a peer that reads nothing cannot hold us).
pub(crate) fn write_all_within(
    stream: &mut TcpStream,
    bytes: &[u8],
    limit: Duration,
) -> Result<(), LinkError> {
    let deadline = Instant::now() + limit;
    let mut written = 0;
    while written < bytes.len() {
        stream.set_write_timeout(Some(left(deadline)?))?;
        match stream.write(&bytes[written..]) {
            Ok(0) => return Err(LinkError::Closed),
            Ok(n) => written += n,
            Err(e) => interrupted_or(e)?,
        }
    }
    Ok(())
}

/// Fills `buf` by `deadline`.
fn read_exact_by(
    stream: &mut TcpStream,
    buf: &mut [u8],
    deadline: Instant,
) -> Result<(), LinkError> {
    let mut filled = 0;
    while filled < buf.len() {
        stream.set_read_timeout(Some(left(deadline)?))?;
        match stream.read(&mut buf[filled..]) {
            Ok(0) => return Err(LinkError::Closed),
            Ok(n) => filled += n,
            Err(e) => interrupted_or(e)?,
        }
    }
    Ok(())
}

/// The time left before `deadline`, or `TimedOut` when there is none.
fn left(deadline: Instant) -> Result<Duration, LinkError> {
    let left = deadline.saturating_duration_since(Instant::now());
    if left.is_zero() {
        Err(LinkError::TimedOut)
    } else {
        Ok(left)
    }
}

/// An interrupted call is tried again; a timeout is `TimedOut`; anything else ends.
fn interrupted_or(e: io::Error) -> Result<(), LinkError> {
    match e.kind() {
        io::ErrorKind::Interrupted => Ok(()),
        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => Err(LinkError::TimedOut),
        io::ErrorKind::ConnectionReset
        | io::ErrorKind::ConnectionAborted
        | io::ErrorKind::BrokenPipe
        | io::ErrorKind::UnexpectedEof => Err(LinkError::Closed),
        _ => Err(LinkError::Io(e)),
    }
}
