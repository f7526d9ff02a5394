//! Limits per client address: how many connections one address may hold
//! open, and how fast it may create games or seat bots (work the server then
//! does on its own). An IPv6 address counts by its /64 prefix, the block one
//! household or host usually gets. Also the limits of one socket
//! ([`SocketLimits`], which `ws` applies).

use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The address limits count by.
pub fn client_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

/// `MAX_CONNECTIONS_PER_IP` when it is not set.
pub const DEFAULT_MAX_PER_ADDRESS: usize = 256;

/// The connections one address may hold open when the server holds at most
/// `total`: `configured` (0 when not set: [`DEFAULT_MAX_PER_ADDRESS`], but at
/// most half of `total`, so that one address cannot fill the server), never
/// more than `total`, at least 1.
pub fn per_address_limit(configured: usize, total: usize) -> usize {
    let wanted = if configured > 0 {
        configured
    } else {
        DEFAULT_MAX_PER_ADDRESS.min(total / 2)
    };
    wanted.min(total).max(1)
}

/// Why a connection was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The server holds `MAX_CONNECTIONS` connections.
    ServerFull { limit: usize },
    /// This address holds `MAX_CONNECTIONS_PER_IP` connections.
    AddressFull { limit: usize },
}

/// Open connections, in all and per address.
pub struct Connections {
    max_total: usize,
    max_per_address: usize,
    total: AtomicUsize,
    per_address: Mutex<HashMap<IpAddr, usize>>,
}

/// One admitted connection; it stops counting when the last clone is dropped
/// (the HTTP connection and, after an upgrade, its WebSocket share it).
pub struct Ticket {
    connections: Arc<Connections>,
    /// The address it counts against, if any.
    address: Option<IpAddr>,
    /// Whether it counts in all.
    counts_total: bool,
}

impl Connections {
    pub fn new(max_total: usize, max_per_address: usize) -> Arc<Connections> {
        Arc::new(Connections {
            max_total,
            max_per_address,
            total: AtomicUsize::new(0),
            per_address: Mutex::new(HashMap::new()),
        })
    }

    /// Counts a new connection from `ip`, unless a limit is reached.
    ///
    /// # Errors
    /// Which limit refused it.
    pub fn admit(self: &Arc<Self>, ip: IpAddr) -> Result<Ticket, Refused> {
        let address = client_key(ip);
        let mut per_address = self.per_address.lock().expect("not poisoned");
        self.check_total()?;
        self.check_address(&per_address, address)?;
        *per_address.entry(address).or_insert(0) += 1;
        self.total.fetch_add(1, Ordering::Relaxed);
        Ok(Ticket {
            connections: self.clone(),
            address: Some(address),
            counts_total: true,
        })
    }

    /// Counts a new connection from a trusted proxy: in all only, since it
    /// carries the requests of many clients (whose WebSockets count against
    /// their own addresses, [`Connections::admit_forwarded`]).
    ///
    /// # Errors
    /// When the server is full.
    pub fn admit_proxy(self: &Arc<Self>) -> Result<Ticket, Refused> {
        let _guard = self.per_address.lock().expect("not poisoned");
        self.check_total()?;
        self.total.fetch_add(1, Ordering::Relaxed);
        Ok(Ticket {
            connections: self.clone(),
            address: None,
            counts_total: true,
        })
    }

    /// Counts a WebSocket a trusted proxy opened for the client `ip` against
    /// that address (its connection is counted in all already).
    ///
    /// # Errors
    /// When the address holds its limit.
    pub fn admit_forwarded(self: &Arc<Self>, ip: IpAddr) -> Result<Ticket, Refused> {
        let address = client_key(ip);
        let mut per_address = self.per_address.lock().expect("not poisoned");
        self.check_address(&per_address, address)?;
        *per_address.entry(address).or_insert(0) += 1;
        Ok(Ticket {
            connections: self.clone(),
            address: Some(address),
            counts_total: false,
        })
    }

    fn check_total(&self) -> Result<(), Refused> {
        if self.total.load(Ordering::Relaxed) >= self.max_total {
            return Err(Refused::ServerFull {
                limit: self.max_total,
            });
        }
        Ok(())
    }

    fn check_address(
        &self,
        per_address: &HashMap<IpAddr, usize>,
        address: IpAddr,
    ) -> Result<(), Refused> {
        if per_address.get(&address).copied().unwrap_or(0) >= self.max_per_address {
            return Err(Refused::AddressFull {
                limit: self.max_per_address,
            });
        }
        Ok(())
    }

    pub fn open(&self) -> usize {
        self.total.load(Ordering::Relaxed)
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let c = &self.connections;
        let mut per_address = c.per_address.lock().expect("not poisoned");
        if let Some(address) = self.address {
            if let Some(count) = per_address.get_mut(&address) {
                *count -= 1;
                if *count == 0 {
                    per_address.remove(&address);
                }
            }
        }
        if self.counts_total {
            c.total.fetch_sub(1, Ordering::Relaxed);
        }
    }
}

/// Token buckets per address: `burst` at once, refilled at `per_minute`.
pub struct RateLimiter {
    per_second: f64,
    burst: f64,
    buckets: Mutex<HashMap<IpAddr, (f64, Instant)>>,
}

impl RateLimiter {
    pub fn new(per_minute: u32, burst: u32) -> RateLimiter {
        RateLimiter {
            per_second: f64::from(per_minute) / 60.0,
            burst: f64::from(burst),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes one token for `ip`.
    ///
    /// # Errors
    /// How long until the next token, when there is none.
    pub fn take(&self, ip: IpAddr) -> Result<(), Duration> {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().expect("not poisoned");
        if buckets.len() > 10_000 {
            // Forget addresses whose buckets have filled up again.
            let full = Duration::from_secs_f64(self.burst / self.per_second);
            buckets.retain(|_, (_, last)| now.duration_since(*last) < full);
        }
        let (tokens, last) = buckets.entry(client_key(ip)).or_insert((self.burst, now));
        *tokens =
            (*tokens + now.duration_since(*last).as_secs_f64() * self.per_second).min(self.burst);
        *last = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            Ok(())
        } else {
            Err(Duration::from_secs_f64((1.0 - *tokens) / self.per_second))
        }
    }
}

/// Limits of one socket.
#[derive(Clone, Copy, Debug)]
pub struct SocketLimits {
    /// Larger text messages are answered with `too_large` and dropped.
    pub max_message_bytes: usize,
    /// Sustained messages per second.
    pub per_second: u32,
    /// Messages that may arrive at once.
    pub burst: u32,
    /// How often the server pings.
    pub ping: Duration,
    /// A socket silent for `ping + timeout`, or that takes longer than
    /// `timeout` to accept a write, is closed.
    pub timeout: Duration,
}

impl Default for SocketLimits {
    fn default() -> Self {
        SocketLimits {
            max_message_bytes: 16 * 1024,
            per_second: 20,
            burst: 40,
            ping: Duration::from_secs(20),
            timeout: Duration::from_secs(20),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The audit's limits finding: with a low file-descriptor limit
    /// (`MAX_CONNECTIONS` 90% of it) the per-address default of 256 was
    /// above the server's limit, so one address could take every connection.
    #[test]
    fn the_per_address_limit_stays_under_the_servers() {
        assert_eq!(per_address_limit(0, 100_000), 256);
        assert_eq!(per_address_limit(0, 512), 256);
        assert_eq!(per_address_limit(0, 230), 115, "fd limit 256");
        assert_eq!(per_address_limit(0, 16), 8);
        assert_eq!(per_address_limit(0, 1), 1);
        assert_eq!(per_address_limit(20, 12), 12, "set above the server's");
        assert_eq!(per_address_limit(5, 12), 5);
        for total in 1..2_000 {
            let per = per_address_limit(0, total);
            assert!((1..=total).contains(&per), "{total}: {per}");
        }
    }

    #[test]
    fn ipv6_counts_by_its_64_prefix() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(client_key(a), client_key(b));
        assert_ne!(client_key(a), client_key(c));
        let mapped: IpAddr = "::ffff:10.1.2.3".parse().unwrap();
        assert_eq!(client_key(mapped), "10.1.2.3".parse::<IpAddr>().unwrap());
    }

    #[test]
    fn connections_count_per_address_and_in_all() {
        let c = Connections::new(3, 2);
        let one: IpAddr = "10.0.0.1".parse().unwrap();
        let two: IpAddr = "10.0.0.2".parse().unwrap();
        let a = c.admit(one).unwrap();
        let _b = c.admit(one).unwrap();
        assert_eq!(c.admit(one).err(), Some(Refused::AddressFull { limit: 2 }));
        let _d = c.admit(two).unwrap();
        assert_eq!(c.admit(two).err(), Some(Refused::ServerFull { limit: 3 }));
        drop(a);
        assert_eq!(c.open(), 2);
        assert!(c.admit(one).is_ok());
    }

    #[test]
    fn a_proxy_counts_in_all_and_its_clients_per_address() {
        let c = Connections::new(3, 1);
        let client: IpAddr = "203.0.113.5".parse().unwrap();
        let p1 = c.admit_proxy().unwrap();
        let _p2 = c.admit_proxy().unwrap();
        assert_eq!(c.open(), 2, "a proxy has no per-address limit");
        let ws = c.admit_forwarded(client).unwrap();
        assert_eq!(
            c.open(),
            2,
            "a forwarded socket rides on its proxy connection"
        );
        assert_eq!(
            c.admit_forwarded(client).err(),
            Some(Refused::AddressFull { limit: 1 })
        );
        assert!(c.admit_forwarded("203.0.113.6".parse().unwrap()).is_ok());
        drop(ws);
        assert!(c.admit_forwarded(client).is_ok());
        let _p3 = c.admit_proxy().unwrap();
        assert_eq!(
            c.admit_proxy().err(),
            Some(Refused::ServerFull { limit: 3 })
        );
        drop(p1);
        assert_eq!(c.open(), 2);
    }

    #[test]
    fn buckets_refill() {
        let r = RateLimiter::new(60, 2);
        let ip: IpAddr = "10.0.0.1".parse().unwrap();
        assert!(r.take(ip).is_ok());
        assert!(r.take(ip).is_ok());
        let wait = r.take(ip).unwrap_err();
        assert!(wait <= Duration::from_secs(1), "{wait:?}");
        assert!(r.take("10.0.0.2".parse().unwrap()).is_ok());
    }
}
