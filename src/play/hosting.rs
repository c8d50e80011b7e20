//! A game across the network as the host sets it up: which game, the host's side,
//! name and clock ([`NetSetup`]), and the lines the friend may type to join
//! ([`join_lines`]): one for each address this machine can be reached at, with the
//! port the host actually listens on.

use crate::core::Side;
use crate::remote::{GameOffer, Hello, Host, JoinCode, JoinLine, Limits};
use crate::session::clock::TimeControl;
use crate::session::GameKind;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, UdpSocket};

/// The port a host listens on unless told another.
pub const DEFAULT_PORT: u16 = 7373;

/// What the host plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NetSetup {
    pub kind: GameKind,
    /// The host's side (the guest plays the other).
    pub me: Side,
    /// The host's name (the guest's comes with its `Hello`).
    pub name: String,
    pub clock: Option<TimeControl>,
}

impl NetSetup {
    /// What the host says to the guest that proves it has the code: its name and
    /// the game.
    pub fn hello(&self) -> Hello {
        Hello {
            name: self.name.clone(),
            game: Some(GameOffer {
                game: self.kind.into(),
                guest_plays: (!self.me).into(),
                clock: self.clock.map(Into::into),
                moves: Vec::new(),
            }),
        }
    }

    /// The guest's game, as the host's `Hello` offers it: the game, the guest's side,
    /// the clock.
    pub fn of_offer(offer: &GameOffer, guest_name: String) -> NetSetup {
        NetSetup {
            kind: offer.game.into(),
            me: offer.guest_plays.into(),
            name: guest_name,
            clock: offer.clock.map(Into::into),
        }
    }
}

/// Opens the host's port `port` (0: any free one) for the guest with `code`: on
/// both IPv6 and IPv4 where the system listens on both at once, else on IPv4.
pub fn listen(port: u16, code: &JoinCode, setup: &NetSetup) -> std::io::Result<Host> {
    listen_with(port, code, setup.hello())
}

/// Opens the host's port as [`listen`] does, saying `hello` to the guest (a game
/// hosted again after the host stopped: its name and the game under way).
pub fn listen_with(port: u16, code: &JoinCode, hello: Hello) -> std::io::Result<Host> {
    let bind = |addr: SocketAddr| Host::bind(addr, code.clone(), hello.clone(), Limits::default());
    bind((Ipv6Addr::UNSPECIFIED, port).into())
        .or_else(|_| bind((Ipv4Addr::UNSPECIFIED, port).into()))
}

/// The record's `Event` of a game across the network.
pub const EVENT: &str = "Network game";

/// The record's `Site` of a game across the network, the same on both sides.
pub fn site(host_name: &str) -> String {
    format!("duochess network game hosted by {host_name}")
}

/// The lines the friend may type to join the host listening at `bound`: this
/// machine's outgoing IPv4 and IPv6 addresses (the ones its default routes use, found
/// without sending anything), then loopback, each with the port bound. A host bound
/// to one address offers that address alone.
pub fn join_lines(bound: SocketAddr, code: &JoinCode) -> Vec<JoinLine> {
    let port = bound.port();
    let mut ips: Vec<IpAddr> = Vec::new();
    if bound.ip().is_unspecified() {
        // Connecting a UDP socket only picks the route: no packet leaves.
        let probes: [(IpAddr, IpAddr); 2] = [
            (
                Ipv4Addr::UNSPECIFIED.into(),
                Ipv4Addr::new(192, 0, 2, 1).into(),
            ),
            (
                Ipv6Addr::UNSPECIFIED.into(),
                "2001:db8::1".parse().unwrap_or(Ipv6Addr::LOCALHOST).into(),
            ),
        ];
        for (any, far) in probes {
            let found = UdpSocket::bind((any, 0))
                .and_then(|s| s.connect((far, 9)).map(|()| s))
                .and_then(|s| s.local_addr());
            if let Ok(addr) = found {
                if !addr.ip().is_unspecified() && !addr.ip().is_loopback() {
                    ips.push(addr.ip());
                }
            }
        }
        ips.push(Ipv4Addr::LOCALHOST.into());
        if bound.is_ipv6() {
            ips.push(Ipv6Addr::LOCALHOST.into());
        }
    } else {
        ips.push(bound.ip());
    }
    ips.into_iter()
        .map(|ip| JoinLine {
            address: SocketAddr::new(ip, port),
            code: code.clone(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lines_name_the_port_bound_and_end_with_loopback() {
        let code = JoinCode::parse("123456789").unwrap();
        let lines = join_lines("[::]:40123".parse().unwrap(), &code);
        assert!(lines.iter().all(|l| l.address.port() == 40123));
        assert!(lines
            .iter()
            .any(|l| l.to_string() == "duochess join 127.0.0.1:40123 123-456-789"));
        let one = join_lines("127.0.0.1:5".parse().unwrap(), &code);
        assert_eq!(one.len(), 1);
        assert_eq!(one[0].to_string(), "duochess join 127.0.0.1:5 123-456-789");
    }

    #[test]
    fn the_guest_plays_what_the_host_offers() {
        let host = NetSetup {
            kind: GameKind::Xiangqi,
            me: Side::Black,
            name: "Тарас".into(),
            clock: None,
        };
        let Some(offer) = host.hello().game else {
            panic!("the host offers its game")
        };
        let guest = NetSetup::of_offer(&offer, "Оксана".into());
        assert_eq!(guest.kind, GameKind::Xiangqi);
        assert_eq!(guest.me, Side::White);
    }
}
