//! Configuration from environment variables, with defaults that work on a
//! laptop: `trickerion-server` alone serves on port 8080 with an SQLite file
//! in `./data`.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

use crate::forwarded::{parse_proxies, ForwardedHeader, TrustedProxies};
use crate::limits::SocketLimits;

#[derive(Clone, Debug)]
pub struct Config {
    /// `BIND_ADDR` (an IP, or IP:port) and `PORT`; default 0.0.0.0:8080.
    pub bind: SocketAddr,
    /// `DATABASE_URL`: a `postgres://` URL, or `sqlite:` URL. Unset: SQLite in `data_dir`.
    pub database_url: Option<String>,
    /// `DATA_DIR`, default `./data`: where the SQLite file lives.
    pub data_dir: PathBuf,
    /// `WEB_DIR`, default `./web/dist`: the built web client.
    pub web_dir: PathBuf,
    /// `IDLE_UNLOAD_SECS`, default 300: a game with no sockets leaves memory after this.
    pub idle_timeout: Duration,
    /// `WS_MAX_MESSAGE_BYTES`, default 16384.
    pub max_message_bytes: usize,
    /// `WS_RATE_PER_SEC` (default 20) and `WS_RATE_BURST` (default 40).
    pub rate_per_second: u32,
    pub rate_burst: u32,
    /// `BOT_DELAY_MS`, default 600: how long a bot seat waits before it plays,
    /// so people at the table can follow its moves.
    pub bot_delay: Duration,
    /// `HARD_BOT_MS`, default 1000: how long a hard bot may think per
    /// decision (it thinks off the async runtime, one bot per core).
    pub hard_bot_think: Duration,
    /// `WS_PING_SECS`, default 20: how often the server pings a socket.
    pub ws_ping: Duration,
    /// `WS_TIMEOUT_SECS`, default 20: a socket that sent nothing (not even a
    /// pong) for a ping interval plus this long, or that has not taken a
    /// message for this long, is closed.
    pub ws_timeout: Duration,
    /// `HTTP_HEADER_TIMEOUT_SECS`, default 10: a connection that has not sent
    /// a whole request head this long after it opened (or after its previous
    /// request) is closed.
    pub header_timeout: Duration,
    /// `MAX_CONNECTIONS`: open TCP connections in all (HTTP and WebSocket);
    /// unset or 0: 90% of the process's file descriptor limit (which the
    /// server first raises to its hard limit).
    pub max_connections: usize,
    /// `MAX_CONNECTIONS_PER_IP`: open connections from one address (an IPv6
    /// /64 counts as one address); unset or 0: 256, but at most half of the
    /// connections in all; never more than those
    /// ([`crate::limits::per_address_limit`]).
    pub max_connections_per_ip: usize,
    /// `MAX_SPECTATORS_PER_GAME`, default 200: open sockets without a seat per game.
    pub max_spectators: u32,
    /// `CREATE_RATE_PER_MIN` (default 30) and `CREATE_BURST` (default 20):
    /// games created and bots seated per address.
    pub create_per_minute: u32,
    pub create_burst: u32,
    /// `READ_RATE_PER_MIN` (default 1800) and `READ_BURST` (default 300):
    /// API reads (lobbies, lists, past views, exports) per address.
    pub read_per_minute: u32,
    pub read_burst: u32,
    /// `TRUSTED_PROXIES` (addresses and CIDR blocks, comma-separated; none
    /// by default) and `TRUSTED_PROXY_HEADER` (`x-forwarded-for`, the
    /// default, or `forwarded`): from these peers only, the client's address
    /// for the per-address limits is read from that header
    /// ([`crate::forwarded`]).
    pub trusted_proxies: TrustedProxies,
    /// `DB_POOL_SIZE`, default 10: database connections.
    pub db_pool_size: u32,
    /// `DB_ACQUIRE_TIMEOUT_MS`, default 5000: how long a request waits for a
    /// database connection before the database counts as down.
    pub db_acquire_timeout: Duration,
    /// `DB_RETRY_MS`, default 1000: while the database is down, requests fail
    /// at once, and one tries it again after this long.
    pub db_retry: Duration,
    /// `DB_BATCH_MAX` (default 512) commands per group commit, and
    /// `DB_WRITERS` (default 1) group commits in flight at once: on the
    /// 2-core machine of docs/BENCHMARKS.md one writer gave both the most
    /// commands per second and the lowest latency (fewer, larger fsyncs).
    pub commit_batch: usize,
    pub commit_writers: usize,
    /// `AWAY_BEFORE_STAND_IN_SECS`, default 60: how long a player must have
    /// been away before a bot may be asked to play their seat.
    pub away_before_stand_in: Duration,
    /// `WEBHOOK_ALLOW_PRIVATE` (`1`/`true`): call webhook URLs on loopback,
    /// private and link-local addresses too (tests, home networks). Off by default.
    pub webhook_allow_private: bool,
    /// `ABANDONED_AFTER_SECS` (default 2 days; 0: off),
    /// `DELETE_ABANDONED_AFTER_SECS` (default 30 days; 0: never) and
    /// `HOUSEKEEPING_INTERVAL_SECS` (default 600): see [`crate::housekeeping`].
    pub housekeeping: Housekeeping,
    /// The time clocks and presence use (the system's; tests set their own).
    pub clock: crate::clocks::SharedClock,
    /// `NATS_URL` and friends: several nodes on one Postgres (see
    /// docs/CLUSTER.md). `None` (unset): one node, exactly as without it.
    pub cluster: Option<ClusterConfig>,
}

/// How a node joins a cluster.
#[derive(Clone, Debug)]
pub struct ClusterConfig {
    /// `NATS_URL`, e.g. `nats://127.0.0.1:4222`.
    pub nats_url: String,
    /// `NODE_ID` (letters, digits, `-` and `_`); default: `node-` and a
    /// random suffix, so a restarted node is a new node.
    pub node_id: String,
    /// `LEASE_TTL_MS`, default 5000: how long a game stays its node's
    /// without a renewal; after a node dies, its games move this much later.
    pub lease_ttl: Duration,
    /// `LEASE_RENEW_MS`, default a third of the TTL: how often leases are renewed.
    pub lease_renew: Duration,
}

impl Default for Config {
    fn default() -> Self {
        let limits = SocketLimits::default();
        Config {
            bind: SocketAddr::from(([0, 0, 0, 0], 8080)),
            database_url: None,
            data_dir: PathBuf::from("./data"),
            web_dir: PathBuf::from("./web/dist"),
            idle_timeout: Duration::from_secs(300),
            max_message_bytes: limits.max_message_bytes,
            rate_per_second: limits.per_second,
            rate_burst: limits.burst,
            bot_delay: Duration::from_millis(600),
            hard_bot_think: Duration::from_millis(1000),
            ws_ping: limits.ping,
            ws_timeout: limits.timeout,
            header_timeout: Duration::from_secs(10),
            max_connections: 0,
            max_connections_per_ip: 0,
            max_spectators: 200,
            create_per_minute: 30,
            create_burst: 20,
            read_per_minute: 1800,
            read_burst: 300,
            trusted_proxies: TrustedProxies::default(),
            db_pool_size: 10,
            db_acquire_timeout: Duration::from_secs(5),
            db_retry: Duration::from_secs(1),
            commit_batch: 512,
            commit_writers: 1,
            away_before_stand_in: Duration::from_secs(60),
            webhook_allow_private: false,
            housekeeping: Housekeeping::default(),
            clock: crate::clocks::SharedClock::default(),
            cluster: None,
        }
    }
}

impl Config {
    /// Reads the environment.
    ///
    /// # Errors
    /// A sentence naming the variable that does not parse.
    pub fn from_env() -> Result<Config, String> {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, String> {
        fn parse<T: std::str::FromStr>(name: &str, value: &str) -> Result<T, String> {
            value
                .trim()
                .parse()
                .map_err(|_| format!("{name}={value:?} does not parse"))
        }
        let mut config = Config::default();
        let port: Option<u16> = get("PORT").map(|v| parse("PORT", &v)).transpose()?;
        if let Some(addr) = get("BIND_ADDR") {
            config.bind = match addr.parse::<SocketAddr>() {
                Ok(full) => full,
                Err(_) => SocketAddr::new(parse::<IpAddr>("BIND_ADDR", &addr)?, config.bind.port()),
            };
        }
        if let Some(port) = port {
            config.bind.set_port(port);
        }
        config.database_url = get("DATABASE_URL").filter(|v| !v.trim().is_empty());
        if let Some(dir) = get("DATA_DIR") {
            config.data_dir = dir.into();
        }
        if let Some(dir) = get("WEB_DIR") {
            config.web_dir = dir.into();
        }
        if let Some(v) = get("IDLE_UNLOAD_SECS") {
            config.idle_timeout = Duration::from_secs(parse("IDLE_UNLOAD_SECS", &v)?);
        }
        if let Some(v) = get("WS_MAX_MESSAGE_BYTES") {
            config.max_message_bytes = parse("WS_MAX_MESSAGE_BYTES", &v)?;
        }
        if let Some(v) = get("WS_RATE_PER_SEC") {
            config.rate_per_second = parse("WS_RATE_PER_SEC", &v)?;
        }
        if let Some(v) = get("WS_RATE_BURST") {
            config.rate_burst = parse("WS_RATE_BURST", &v)?;
        }
        if let Some(v) = get("BOT_DELAY_MS") {
            config.bot_delay = Duration::from_millis(parse("BOT_DELAY_MS", &v)?);
        }
        if let Some(v) = get("HARD_BOT_MS") {
            config.hard_bot_think = Duration::from_millis(parse("HARD_BOT_MS", &v)?);
        }
        let secs = |name: &str, v: &str| {
            parse::<f64>(name, v).and_then(|s| {
                Duration::try_from_secs_f64(s)
                    .map_err(|_| format!("{name}={v:?} is not a duration"))
            })
        };
        let millis = |name: &str, v: &str| parse::<u64>(name, v).map(Duration::from_millis);
        if let Some(v) = get("WS_PING_SECS") {
            config.ws_ping = secs("WS_PING_SECS", &v)?;
        }
        if let Some(v) = get("WS_TIMEOUT_SECS") {
            config.ws_timeout = secs("WS_TIMEOUT_SECS", &v)?;
        }
        if let Some(v) = get("HTTP_HEADER_TIMEOUT_SECS") {
            config.header_timeout = secs("HTTP_HEADER_TIMEOUT_SECS", &v)?;
        }
        if let Some(v) = get("MAX_CONNECTIONS") {
            config.max_connections = parse("MAX_CONNECTIONS", &v)?;
        }
        if let Some(v) = get("MAX_CONNECTIONS_PER_IP") {
            config.max_connections_per_ip = parse("MAX_CONNECTIONS_PER_IP", &v)?;
        }
        if let Some(v) = get("MAX_SPECTATORS_PER_GAME") {
            config.max_spectators = parse("MAX_SPECTATORS_PER_GAME", &v)?;
        }
        if let Some(v) = get("CREATE_RATE_PER_MIN") {
            config.create_per_minute = parse("CREATE_RATE_PER_MIN", &v)?;
        }
        if let Some(v) = get("CREATE_BURST") {
            config.create_burst = parse("CREATE_BURST", &v)?;
        }
        if let Some(v) = get("READ_RATE_PER_MIN") {
            config.read_per_minute = parse("READ_RATE_PER_MIN", &v)?;
        }
        if let Some(v) = get("READ_BURST") {
            config.read_burst = parse("READ_BURST", &v)?;
        }
        let header = match get("TRUSTED_PROXY_HEADER") {
            Some(v) => ForwardedHeader::parse(&v)?,
            None => ForwardedHeader::default(),
        };
        if let Some(v) = get("TRUSTED_PROXIES") {
            config.trusted_proxies = TrustedProxies::new(parse_proxies(&v)?, header);
        }
        if let Some(v) = get("DB_POOL_SIZE") {
            config.db_pool_size = parse("DB_POOL_SIZE", &v)?;
        }
        if let Some(v) = get("DB_ACQUIRE_TIMEOUT_MS") {
            config.db_acquire_timeout = millis("DB_ACQUIRE_TIMEOUT_MS", &v)?;
        }
        if let Some(v) = get("DB_RETRY_MS") {
            config.db_retry = millis("DB_RETRY_MS", &v)?;
        }
        if let Some(v) = get("DB_BATCH_MAX") {
            config.commit_batch = parse("DB_BATCH_MAX", &v)?;
        }
        if let Some(v) = get("DB_WRITERS") {
            config.commit_writers = parse("DB_WRITERS", &v)?;
        }
        if let Some(v) = get("AWAY_BEFORE_STAND_IN_SECS") {
            config.away_before_stand_in = secs("AWAY_BEFORE_STAND_IN_SECS", &v)?;
        }
        if let Some(v) = get("WEBHOOK_ALLOW_PRIVATE") {
            config.webhook_allow_private = matches!(v.trim(), "1" | "true" | "yes");
        }
        if let Some(v) = get("ABANDONED_AFTER_SECS") {
            config.housekeeping.abandoned_after = secs("ABANDONED_AFTER_SECS", &v)?;
        }
        if let Some(v) = get("DELETE_ABANDONED_AFTER_SECS") {
            config.housekeeping.delete_after = secs("DELETE_ABANDONED_AFTER_SECS", &v)?;
        }
        if let Some(v) = get("HOUSEKEEPING_INTERVAL_SECS") {
            config.housekeeping.interval = secs("HOUSEKEEPING_INTERVAL_SECS", &v)?;
        }
        let h = config.housekeeping;
        if h.interval.is_zero() {
            return Err("HOUSEKEEPING_INTERVAL_SECS must be above 0".into());
        }
        if !h.abandoned_after.is_zero()
            && !h.delete_after.is_zero()
            && h.delete_after <= h.abandoned_after
        {
            return Err(format!(
                "DELETE_ABANDONED_AFTER_SECS ({} s) must be longer than ABANDONED_AFTER_SECS ({} s), \
                 or 0 to never delete",
                h.delete_after.as_secs_f64(),
                h.abandoned_after.as_secs_f64()
            ));
        }
        if let Some(url) = get("NATS_URL").filter(|v| !v.trim().is_empty()) {
            let node_id = match get("NODE_ID").filter(|v| !v.trim().is_empty()) {
                Some(id) => id.trim().to_string(),
                None => format!("node-{}", &uuid::Uuid::new_v4().simple().to_string()[..12]),
            };
            if node_id.len() > 64
                || !node_id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            {
                return Err(format!(
                    "NODE_ID={node_id:?}: use at most 64 letters, digits, '-' and '_'"
                ));
            }
            let lease_ttl = match get("LEASE_TTL_MS") {
                Some(v) => millis("LEASE_TTL_MS", &v)?,
                None => Duration::from_secs(5),
            };
            let lease_renew = match get("LEASE_RENEW_MS") {
                Some(v) => millis("LEASE_RENEW_MS", &v)?,
                None => lease_ttl / 3,
            };
            if lease_renew.is_zero() || lease_renew * 2 > lease_ttl {
                return Err(
                    "LEASE_RENEW_MS must be above 0 and at most half of LEASE_TTL_MS".into(),
                );
            }
            config.cluster = Some(ClusterConfig {
                nats_url: url.trim().to_string(),
                node_id,
                lease_ttl,
                lease_renew,
            });
        }
        if config.rate_per_second == 0 || config.rate_burst == 0 {
            return Err("WS_RATE_PER_SEC and WS_RATE_BURST must be at least 1".into());
        }
        if config.create_per_minute == 0 || config.create_burst == 0 {
            return Err("CREATE_RATE_PER_MIN and CREATE_BURST must be at least 1".into());
        }
        if config.read_per_minute == 0 || config.read_burst == 0 {
            return Err("READ_RATE_PER_MIN and READ_BURST must be at least 1".into());
        }
        for (name, value) in [
            ("DB_POOL_SIZE", config.db_pool_size as usize),
            ("DB_BATCH_MAX", config.commit_batch),
            ("DB_WRITERS", config.commit_writers),
        ] {
            if value == 0 {
                return Err(format!("{name} must be at least 1"));
            }
        }
        if config.ws_ping.is_zero()
            || config.ws_timeout.is_zero()
            || config.header_timeout.is_zero()
        {
            return Err(
                "WS_PING_SECS, WS_TIMEOUT_SECS and HTTP_HEADER_TIMEOUT_SECS must be above 0".into(),
            );
        }
        Ok(config)
    }

    pub fn socket_limits(&self) -> SocketLimits {
        SocketLimits {
            max_message_bytes: self.max_message_bytes,
            per_second: self.rate_per_second,
            burst: self.rate_burst,
            ping: self.ws_ping,
            timeout: self.ws_timeout,
        }
    }
}

/// When games count as abandoned, and when they are deleted (see
/// [`crate::housekeeping`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Housekeeping {
    /// `ABANDONED_AFTER_SECS`; zero: housekeeping is off.
    pub abandoned_after: Duration,
    /// `DELETE_ABANDONED_AFTER_SECS`; zero: abandoned games are never deleted.
    pub delete_after: Duration,
    /// `HOUSEKEEPING_INTERVAL_SECS`: how often the pass runs.
    pub interval: Duration,
}

impl Default for Housekeeping {
    fn default() -> Self {
        Housekeeping {
            abandoned_after: Duration::from_secs(2 * 24 * 3600),
            delete_after: Duration::from_secs(30 * 24 * 3600),
            interval: Duration::from_secs(600),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn defaults_then_overrides() {
        let c = Config::from_lookup(env(&[])).unwrap();
        assert_eq!(c.bind.to_string(), "0.0.0.0:8080");
        assert!(c.database_url.is_none());
        let c = Config::from_lookup(env(&[("PORT", "9000"), ("BIND_ADDR", "127.0.0.1")])).unwrap();
        assert_eq!(c.bind.to_string(), "127.0.0.1:9000");
        let c = Config::from_lookup(env(&[("BIND_ADDR", "[::1]:7000")])).unwrap();
        assert_eq!(c.bind.to_string(), "[::1]:7000");
        assert!(Config::from_lookup(env(&[("PORT", "eighty")])).is_err());
        assert_eq!(c.bot_delay, Duration::from_millis(600));
        let c = Config::from_lookup(env(&[("BOT_DELAY_MS", "0")])).unwrap();
        assert_eq!(c.bot_delay, Duration::ZERO);
    }

    #[test]
    fn limits_are_configurable_and_checked() {
        let c = Config::from_lookup(env(&[])).unwrap();
        assert_eq!(c.max_connections_per_ip, 0, "derived from MAX_CONNECTIONS");
        assert_eq!((c.create_per_minute, c.create_burst), (30, 20));
        let c = Config::from_lookup(env(&[
            ("MAX_CONNECTIONS_PER_IP", "100000"),
            ("CREATE_RATE_PER_MIN", "1000000"),
            ("WS_PING_SECS", "0.5"),
            ("DB_RETRY_MS", "250"),
        ]))
        .unwrap();
        assert_eq!(c.max_connections_per_ip, 100_000);
        assert_eq!(c.create_per_minute, 1_000_000);
        assert_eq!(c.ws_ping, Duration::from_millis(500));
        assert_eq!(c.db_retry, Duration::from_millis(250));
        assert!(Config::from_lookup(env(&[("CREATE_BURST", "0")])).is_err());
        assert!(c.cluster.is_none());
        let c = Config::from_lookup(env(&[
            ("NATS_URL", "nats://127.0.0.1:4222"),
            ("NODE_ID", "a-1"),
            ("LEASE_TTL_MS", "3000"),
        ]))
        .unwrap();
        let cluster = c.cluster.unwrap();
        assert_eq!(cluster.node_id, "a-1");
        assert_eq!(cluster.lease_renew, Duration::from_secs(1));
        assert!(Config::from_lookup(env(&[("NATS_URL", "nats://x"), ("NODE_ID", "a.b")])).is_err());
        assert!(Config::from_lookup(env(&[
            ("NATS_URL", "nats://x"),
            ("LEASE_TTL_MS", "1000"),
            ("LEASE_RENEW_MS", "900"),
        ]))
        .is_err());
        assert!(Config::from_lookup(env(&[("WS_TIMEOUT_SECS", "-1")])).is_err());
    }

    #[test]
    fn trusted_proxies_parse_or_say_what_is_wrong() {
        let c = Config::from_lookup(env(&[])).unwrap();
        assert!(c.trusted_proxies.is_empty());
        let c = Config::from_lookup(env(&[
            ("TRUSTED_PROXIES", "172.30.27.0/24, ::1"),
            ("TRUSTED_PROXY_HEADER", "forwarded"),
        ]))
        .unwrap();
        assert!(c.trusted_proxies.trusts("172.30.27.9".parse().unwrap()));
        assert!(!c.trusted_proxies.trusts("172.30.28.9".parse().unwrap()));
        assert_eq!(c.trusted_proxies.header(), ForwardedHeader::Forwarded);
        let e = Config::from_lookup(env(&[("TRUSTED_PROXIES", "caddy")])).unwrap_err();
        assert!(e.contains("TRUSTED_PROXIES") && e.contains("caddy"), "{e}");
        assert!(Config::from_lookup(env(&[("TRUSTED_PROXY_HEADER", "x-real-ip")])).is_err());
    }

    #[test]
    fn housekeeping_durations_are_checked() {
        let c = Config::from_lookup(env(&[])).unwrap();
        assert_eq!(c.housekeeping.abandoned_after, Duration::from_secs(172_800));
        let c = Config::from_lookup(env(&[
            ("ABANDONED_AFTER_SECS", "0.5"),
            ("DELETE_ABANDONED_AFTER_SECS", "2"),
        ]))
        .unwrap();
        assert_eq!(c.housekeeping.delete_after, Duration::from_secs(2));
        let e = Config::from_lookup(env(&[
            ("ABANDONED_AFTER_SECS", "60"),
            ("DELETE_ABANDONED_AFTER_SECS", "30"),
        ]))
        .unwrap_err();
        assert!(e.contains("must be longer"), "{e}");
        assert!(Config::from_lookup(env(&[("DELETE_ABANDONED_AFTER_SECS", "0")])).is_ok());
        assert!(Config::from_lookup(env(&[("HOUSEKEEPING_INTERVAL_SECS", "0")])).is_err());
    }
}
