//! Configuration from environment variables, with defaults that work on a
//! laptop: `trickerion-server` alone serves on port 8080 with an SQLite file
//! in `./data`.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

use crate::ws::SocketLimits;

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
        if config.rate_per_second == 0 || config.rate_burst == 0 {
            return Err("WS_RATE_PER_SEC and WS_RATE_BURST must be at least 1".into());
        }
        Ok(config)
    }

    pub fn socket_limits(&self) -> SocketLimits {
        SocketLimits {
            max_message_bytes: self.max_message_bytes,
            per_second: self.rate_per_second,
            burst: self.rate_burst,
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
}
