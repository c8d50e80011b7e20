//! The handshake, both sides: preambles, SPAKE2 from the join code, and the sealed
//! `Hello`s that prove each side has the code (see the module's overview).

use super::frame::{preamble, read_preamble, write_all_within};
use super::link::{open, read_body, send_plain, send_sealed, Body, Connection};
use super::message::{Hello, Message, Plain, Refusal};
use super::seal::{Direction, Seal};
use super::{JoinCode, Limits, LinkError, PROTOCOL_VERSION};
use spake2::{Ed25519Group, Identity, Password, Spake2};
use std::net::{SocketAddr, TcpStream};
use std::time::Instant;

/// The two roles' identities in the key exchange (with the version, so that two
/// versions never agree on a key).
const GUEST_ID: &[u8] = b"duochess/1 guest";
const HOST_ID: &[u8] = b"duochess/1 host";

/// Joins the game at `addr` with `code`, saying `hello` (the guest's name).
pub fn join(
    addr: SocketAddr,
    code: &JoinCode,
    hello: Hello,
    limits: Limits,
) -> Result<Connection, LinkError> {
    let mut stream = TcpStream::connect_timeout(&addr, limits.handshake)?;
    stream.set_nodelay(true)?;
    let deadline = Instant::now() + limits.handshake;
    let (pake, ours) = Spake2::<Ed25519Group>::start_a(
        &Password::new(code.secret()),
        &Identity::new(GUEST_ID),
        &Identity::new(HOST_ID),
    );
    write_all_within(&mut stream, &preamble(PROTOCOL_VERSION), limits.write)?;
    send_plain(&mut stream, &Plain::Join { pake: ours }, &limits)?;
    check_version(read_preamble(&mut stream, deadline)?)?;
    let theirs = match read_body(&mut stream, deadline)? {
        Body::Plain(Plain::Welcome { pake }) => pake,
        Body::Plain(Plain::Refused(refusal)) => return Err(refusal.into()),
        _ => return Err(LinkError::Unexpected),
    };
    let key = session_key(pake.finish(&theirs))?;
    let mut out = Seal::new(&key, Direction::GuestToHost);
    let mut inc = Seal::new(&key, Direction::HostToGuest);
    send_sealed(&mut stream, &mut out, &Message::Hello(hello), &limits)?;
    let peer = match read_body(&mut stream, deadline)? {
        Body::Plain(Plain::Refused(refusal)) => return Err(refusal.into()),
        Body::Sealed(bytes) => match open(&mut inc, &bytes) {
            Ok(Message::Hello(hello)) if hello.game.is_some() => hello,
            Ok(_) => return Err(LinkError::Unexpected),
            Err(LinkError::Forged) => return Err(Refusal::WrongCode.into()),
            Err(e) => return Err(e),
        },
        Body::Plain(_) => return Err(LinkError::Unexpected),
    };
    Ok(Connection {
        stream,
        out,
        inc,
        peer,
        limits,
        slot: None,
        offered: None,
    })
}

/// How far a host's handshake with one connection went.
pub(crate) struct Admission {
    /// The guest was sent the host's key-exchange message: from then on a failure
    /// is a guess of the code that did not prove itself, and counts as a wrong try.
    pub(crate) guessed: bool,
    pub(crate) result: Result<Connection, LinkError>,
}

/// What the host knows when a connection arrives.
pub(crate) struct HostSide<'a> {
    pub(crate) code: &'a JoinCode,
    pub(crate) hello: &'a Hello,
    pub(crate) limits: Limits,
    /// Why this connection is turned away before any key exchange, if it is.
    pub(crate) refuse: Option<Refusal>,
}

/// The host's side of the handshake with one connection.
pub(crate) fn admit(mut stream: TcpStream, host: HostSide<'_>) -> Admission {
    let mut guessed = false;
    let result = admit_steps(&mut stream, &host, &mut guessed).map(|(out, inc, peer)| Connection {
        stream,
        out,
        inc,
        peer,
        limits: host.limits,
        slot: None,
        offered: host.hello.game.clone().map(Box::new),
    });
    Admission { guessed, result }
}

fn admit_steps(
    stream: &mut TcpStream,
    host: &HostSide<'_>,
    guessed: &mut bool,
) -> Result<(Seal, Seal, Hello), LinkError> {
    let limits = host.limits;
    stream.set_nodelay(true)?;
    let deadline = Instant::now() + limits.handshake;
    write_all_within(stream, &preamble(PROTOCOL_VERSION), limits.write)?;
    check_version(read_preamble(stream, deadline)?)?;
    if let Some(refusal) = host.refuse {
        send_plain(stream, &Plain::Refused(refusal), &limits)?;
        return Err(refusal.into());
    }
    let theirs = match read_body(stream, deadline)? {
        Body::Plain(Plain::Join { pake }) => pake,
        _ => return Err(LinkError::Unexpected),
    };
    let (pake, ours) = Spake2::<Ed25519Group>::start_b(
        &Password::new(host.code.secret()),
        &Identity::new(GUEST_ID),
        &Identity::new(HOST_ID),
    );
    let key = session_key(pake.finish(&theirs))?;
    *guessed = true;
    send_plain(stream, &Plain::Welcome { pake: ours }, &limits)?;
    let mut out = Seal::new(&key, Direction::HostToGuest);
    let mut inc = Seal::new(&key, Direction::GuestToHost);
    let peer = match read_body(stream, deadline)? {
        Body::Sealed(bytes) => match open(&mut inc, &bytes) {
            Ok(Message::Hello(hello)) if hello.game.is_none() => hello,
            Ok(_) => return Err(LinkError::Unexpected),
            Err(LinkError::Forged) => {
                let _ = send_plain(stream, &Plain::Refused(Refusal::WrongCode), &limits);
                return Err(Refusal::WrongCode.into());
            }
            Err(e) => return Err(e),
        },
        Body::Plain(_) => return Err(LinkError::Unexpected),
    };
    send_sealed(
        stream,
        &mut out,
        &Message::Hello(host.hello.clone()),
        &limits,
    )?;
    Ok((out, inc, peer))
}

/// Both sides must speak this program's version.
fn check_version(theirs: u16) -> Result<(), LinkError> {
    if theirs == PROTOCOL_VERSION {
        Ok(())
    } else {
        Err(LinkError::Version {
            ours: PROTOCOL_VERSION,
            theirs,
        })
    }
}

/// The 32-byte key SPAKE2 agreed (a message it could not use is malformed).
fn session_key(finished: Result<Vec<u8>, spake2::Error>) -> Result<[u8; 32], LinkError> {
    finished
        .ok()
        .and_then(|key| <[u8; 32]>::try_from(key.as_slice()).ok())
        .ok_or(LinkError::Malformed)
}
