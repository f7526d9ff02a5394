//! The client's address behind a reverse proxy (`TRUSTED_PROXIES`).
//!
//! A request's direct peer is the proxy when one is in front, so every
//! player would share its address and its per-address limits. Only when the
//! direct peer is one of the trusted proxies does the server read the
//! forwarded chain (`X-Forwarded-For`, or RFC 7239 `Forwarded` when
//! `TRUSTED_PROXY_HEADER=forwarded`), and then it takes the right-most
//! address that is not itself a trusted proxy: addresses further left were
//! written by the client or by proxies nobody vouches for, and can be
//! anything. An entry that is not an address (`unknown`, an obfuscated
//! `Forwarded` identifier, garbage) ends the walk: the client is then the
//! last trusted hop that was reached. From any other peer the headers are
//! ignored.
//!
//! Only one header is read: a proxy that sets `X-Forwarded-For` usually
//! passes a client's `Forwarded` through untouched (and the other way
//! round), so reading the header the proxy does not write would let
//! clients choose their address.

use std::net::{IpAddr, SocketAddr};

use axum::http::HeaderMap;
use ipnet::IpNet;

/// Which header a trusted proxy writes the client's address into.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ForwardedHeader {
    /// `X-Forwarded-For: client, proxy1, proxy2` (Caddy, nginx, Traefik, HAProxy).
    #[default]
    XForwardedFor,
    /// RFC 7239 `Forwarded: for=client;proto=https, for=proxy1`.
    Forwarded,
}

impl ForwardedHeader {
    /// Parses `TRUSTED_PROXY_HEADER`.
    ///
    /// # Errors
    /// A sentence naming the accepted values.
    pub fn parse(value: &str) -> Result<Self, String> {
        match value.trim().to_ascii_lowercase().as_str() {
            "x-forwarded-for" => Ok(ForwardedHeader::XForwardedFor),
            "forwarded" => Ok(ForwardedHeader::Forwarded),
            other => Err(format!(
                "TRUSTED_PROXY_HEADER={other:?}: use x-forwarded-for or forwarded"
            )),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            ForwardedHeader::XForwardedFor => "x-forwarded-for",
            ForwardedHeader::Forwarded => "forwarded",
        }
    }
}

/// The proxies whose forwarded addresses are believed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrustedProxies {
    nets: Vec<IpNet>,
    header: ForwardedHeader,
}

/// Parses `TRUSTED_PROXIES`: addresses and CIDR blocks, separated by commas
/// or white space (`127.0.0.1, 10.0.0.0/8 fd00::/8`).
///
/// # Errors
/// A sentence naming the entry that is neither.
pub fn parse_proxies(list: &str) -> Result<Vec<IpNet>, String> {
    list.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|entry| !entry.is_empty())
        .map(|entry| {
            if let Ok(net) = entry.parse::<IpNet>() {
                Ok(net.trunc())
            } else if let Ok(ip) = entry.parse::<IpAddr>() {
                Ok(IpNet::from(ip))
            } else {
                Err(format!(
                    "TRUSTED_PROXIES: {entry:?} is neither an IP address (10.0.0.5, ::1) \
                     nor a CIDR block (10.0.0.0/8, fd00::/8)"
                ))
            }
        })
        .collect()
}

impl TrustedProxies {
    pub fn new(nets: Vec<IpNet>, header: ForwardedHeader) -> Self {
        TrustedProxies { nets, header }
    }

    /// Whether no proxy is trusted (the headers are never read).
    pub fn is_empty(&self) -> bool {
        self.nets.is_empty()
    }

    pub fn header(&self) -> ForwardedHeader {
        self.header
    }

    /// Whether `ip` is one of the trusted proxies (an IPv4 address written
    /// as IPv6, `::ffff:10.0.0.1`, counts as the IPv4 one).
    pub fn trusts(&self, ip: IpAddr) -> bool {
        let ip = canonical(ip);
        self.nets.iter().any(|net| net.contains(&ip))
    }

    /// The client's address of a request that came from `peer`: `peer`
    /// itself unless it is trusted, otherwise the right-most untrusted
    /// address of the forwarded chain (see the module docs).
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        if !self.trusts(peer) {
            return peer;
        }
        let values = headers
            .get_all(self.header.name())
            .iter()
            .map(|v| v.to_str().ok());
        let mut entries = Vec::new();
        for value in values {
            // A header that is not text cannot be read: nothing left of it
            // is believed.
            let Some(value) = value else {
                entries.push(None);
                continue;
            };
            for element in value.split(',') {
                entries.push(match self.header {
                    ForwardedHeader::XForwardedFor => parse_node(element),
                    ForwardedHeader::Forwarded => forwarded_for(element),
                });
            }
        }
        let mut client = peer;
        for entry in entries.into_iter().rev() {
            match entry {
                Some(ip) if self.trusts(ip) => client = ip,
                Some(ip) => return canonical(ip),
                None => return client,
            }
        }
        client
    }
}

/// IPv4-mapped IPv6 addresses as IPv4.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        IpAddr::V4(_) => ip,
    }
}

/// The `for=` node of one `Forwarded` element (`for=1.2.3.4;proto=https`).
fn forwarded_for(element: &str) -> Option<IpAddr> {
    element.split(';').find_map(|pair| {
        let (key, value) = pair.split_once('=')?;
        key.trim()
            .eq_ignore_ascii_case("for")
            .then(|| parse_node(value))
            .flatten()
    })
}

/// One node: `1.2.3.4`, `1.2.3.4:80`, `2001:db8::1`, `[2001:db8::1]:80`,
/// quoted or not; `None` for anything else (`unknown`, `_hidden`).
fn parse_node(node: &str) -> Option<IpAddr> {
    let node = node.trim().trim_matches('"').trim();
    if let Ok(ip) = node.parse::<IpAddr>() {
        return Some(ip);
    }
    if let Ok(addr) = node.parse::<SocketAddr>() {
        return Some(addr.ip());
    }
    node.strip_prefix('[')
        .and_then(|n| n.strip_suffix(']'))
        .and_then(|n| n.parse::<IpAddr>().ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn proxies(list: &str, header: ForwardedHeader) -> TrustedProxies {
        TrustedProxies::new(parse_proxies(list).unwrap(), header)
    }

    fn headers(name: &str, values: &[&str]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for v in values {
            h.append(
                axum::http::HeaderName::from_bytes(name.as_bytes()).unwrap(),
                HeaderValue::from_str(v).unwrap(),
            );
        }
        h
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn the_list_takes_addresses_and_blocks_and_names_a_bad_entry() {
        let nets = parse_proxies(" 127.0.0.1, 10.1.2.3/8 fd00::/8\n::1 ").unwrap();
        assert_eq!(nets.len(), 4);
        assert_eq!(nets[1].to_string(), "10.0.0.0/8");
        assert!(parse_proxies("").unwrap().is_empty());
        let e = parse_proxies("10.0.0.0/8, proxy").unwrap_err();
        assert!(e.contains("\"proxy\""), "{e}");
        assert!(parse_proxies("10.0.0.0/33").is_err());
        assert!(ForwardedHeader::parse("Forwarded").is_ok());
        assert!(ForwardedHeader::parse("x-real-ip").is_err());
    }

    #[test]
    fn the_rightmost_untrusted_address_is_the_client() {
        let p = proxies("127.0.0.1, 10.0.0.0/8", ForwardedHeader::XForwardedFor);
        let h = headers(
            "x-forwarded-for",
            &["198.51.100.9, 203.0.113.5", "10.0.0.3"],
        );
        assert_eq!(p.client(ip("127.0.0.1"), &h), ip("203.0.113.5"));
        // Mapped IPv4 peers are trusted like the IPv4 address.
        assert_eq!(p.client(ip("::ffff:127.0.0.1"), &h), ip("203.0.113.5"));
        // An untrusted peer's header is ignored.
        assert_eq!(p.client(ip("192.0.2.1"), &h), ip("192.0.2.1"));
        // Only trusted hops: the left-most of them.
        let h = headers("x-forwarded-for", &["10.0.0.7, 10.0.0.3"]);
        assert_eq!(p.client(ip("127.0.0.1"), &h), ip("10.0.0.7"));
        // No header: the proxy itself.
        assert_eq!(
            p.client(ip("127.0.0.1"), &HeaderMap::new()),
            ip("127.0.0.1")
        );
        // Garbage ends the walk at the last trusted hop.
        let h = headers("x-forwarded-for", &["203.0.113.5, nonsense, 10.0.0.3"]);
        assert_eq!(p.client(ip("127.0.0.1"), &h), ip("10.0.0.3"));
        // Ports and brackets.
        let h = headers("x-forwarded-for", &["[2001:db8::1]:4711"]);
        assert_eq!(p.client(ip("127.0.0.1"), &h), ip("2001:db8::1"));
        // The other header is not read.
        let h = headers("forwarded", &["for=203.0.113.5"]);
        assert_eq!(p.client(ip("127.0.0.1"), &h), ip("127.0.0.1"));
    }

    #[test]
    fn forwarded_elements_give_their_for_node() {
        let p = proxies("127.0.0.1", ForwardedHeader::Forwarded);
        let h = headers(
            "forwarded",
            &["for=198.51.100.9;proto=http, For=\"[2001:db8:cafe::17]:4711\";by=127.0.0.1"],
        );
        assert_eq!(p.client(ip("127.0.0.1"), &h), ip("2001:db8:cafe::17"));
        let h = headers("forwarded", &["for=198.51.100.9, for=unknown"]);
        assert_eq!(p.client(ip("127.0.0.1"), &h), ip("127.0.0.1"));
        let h = headers("x-forwarded-for", &["203.0.113.5"]);
        assert_eq!(p.client(ip("127.0.0.1"), &h), ip("127.0.0.1"));
    }
}
