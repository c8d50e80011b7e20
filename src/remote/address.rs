//! Where the host is, as the join line writes it: `ADDRESS:PORT` (`192.168.1.20:7373`,
//! `[::1]:7373`, or a name such as `localhost:7373` through a tunnel), and the join
//! line itself, which the host shows for the guest to type.

use super::JoinCode;
use std::fmt;
use std::net::{SocketAddr, ToSocketAddrs};

/// Why `ADDRESS:PORT` leads nowhere.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AddressError {
    #[error("'{text}' is not ADDRESS:PORT (e.g. 192.168.1.20:7373 or [::1]:7373)")]
    NotAddressPort { text: String },
    #[error("no address was found for '{name}'")]
    NotFound { name: String },
}

/// The addresses `text` (`ADDRESS:PORT`) stands for, to try in turn.
pub fn resolve(text: &str) -> Result<Vec<SocketAddr>, AddressError> {
    let text = text.trim();
    if let Ok(addr) = text.parse::<SocketAddr>() {
        return Ok(vec![addr]);
    }
    let not_address = || AddressError::NotAddressPort {
        text: crate::core::text::shown(text),
    };
    let (name, port) = text.rsplit_once(':').ok_or_else(not_address)?;
    let port: u16 = port.parse().map_err(|_| not_address())?;
    // A bare IPv6 address (`::1:7373`) is ambiguous: it must be written in brackets.
    if name.is_empty() || name.contains(':') || name.contains(char::is_whitespace) {
        return Err(not_address());
    }
    let not_found = || AddressError::NotFound {
        name: crate::core::text::shown(name),
    };
    let addrs: Vec<SocketAddr> = (name, port)
        .to_socket_addrs()
        .map_err(|_| not_found())?
        .collect();
    if addrs.is_empty() {
        Err(not_found())
    } else {
        Ok(addrs)
    }
}

/// The line the guest types to join: `duochess join 192.168.1.20:7373 482-915-337`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinLine {
    pub address: SocketAddr,
    pub code: JoinCode,
}

impl fmt::Display for JoinLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "duochess join {} {}", self.address, self.code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_read_as_the_join_line_writes_them() {
        let line = JoinLine {
            address: "[::1]:7373".parse().unwrap(),
            code: JoinCode::parse("482915337").unwrap(),
        };
        assert_eq!(line.to_string(), "duochess join [::1]:7373 482-915-337");
        assert_eq!(resolve("[::1]:7373").unwrap(), vec![line.address]);
        assert_eq!(
            resolve(" 127.0.0.1:80 ").unwrap(),
            vec!["127.0.0.1:80".parse().unwrap()]
        );
        assert!(resolve("localhost:7373")
            .unwrap()
            .iter()
            .all(|a| a.ip().is_loopback() && a.port() == 7373));
        for bad in [
            "127.0.0.1",
            "::1:7373",
            ":7373",
            "host:port",
            "a b:1",
            "127.0.0.1:70000",
        ] {
            assert!(
                matches!(resolve(bad), Err(AddressError::NotAddressPort { .. })),
                "{bad}"
            );
        }
    }
}
