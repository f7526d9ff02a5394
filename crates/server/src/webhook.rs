//! Webhooks for slow games: when it becomes a seat's turn, the server calls the
//! URL the seat's holder set (optional), so a correspondence player hears of
//! it without a browser open. A call never holds the game up: each one is a
//! task of its own with a timeout and a few retries, and at most a bounded
//! number run at once (more are dropped and logged).
//!
//! Only `http`/`https` URLs are called, and only when every address their host
//! resolves to is a public one: loopback, private, link-local, shared,
//! multicast and unspecified addresses are refused (a player must not make the
//! server probe its own network), unless the server is configured to allow
//! them (`WEBHOOK_ALLOW_PRIVATE=1`, for tests and home networks). The checked
//! addresses are the ones connected to, and redirects are not followed, so a
//! DNS answer cannot change between the check and the call.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use serde::Serialize;
use thiserror::Error;
use tokio::sync::Semaphore;

/// Longest webhook URL accepted.
pub const MAX_URL_BYTES: usize = 512;

/// Why a webhook URL is refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum WebhookError {
    #[error("the webhook URL is longer than {MAX_URL_BYTES} bytes")]
    TooLong,
    #[error("the webhook URL cannot be read: {0}")]
    Malformed(String),
    #[error("only http and https webhook URLs are called")]
    Scheme,
    #[error("the webhook URL has no host")]
    NoHost,
    #[error("the webhook URL may not carry a user name or password")]
    Credentials,
    #[error("the webhook host cannot be resolved: {0}")]
    Unresolved(String),
    #[error("the webhook host resolves to a loopback, private or link-local address ({0}), which this server does not call")]
    NotPublic(IpAddr),
}

/// What a webhook receives: whose move it is, in which game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TurnNotice {
    pub game_id: String,
    pub seat: u8,
    /// The game's version when the move became this seat's.
    pub version: u64,
    pub text: String,
}

/// How calls are made.
#[derive(Clone, Debug)]
pub struct WebhookSettings {
    pub allow_private: bool,
    pub timeout: Duration,
    /// Pauses before the second, third... attempt.
    pub retry_after: Vec<Duration>,
    /// Calls under way at once; more are dropped.
    pub max_in_flight: usize,
}

impl Default for WebhookSettings {
    fn default() -> Self {
        WebhookSettings {
            allow_private: false,
            timeout: Duration::from_secs(5),
            retry_after: vec![Duration::from_secs(2), Duration::from_secs(10)],
            max_in_flight: 64,
        }
    }
}

/// Checks a URL's form (not yet where its host points).
///
/// # Errors
/// What is wrong with it, in words.
pub fn check_url(raw: &str) -> Result<reqwest::Url, WebhookError> {
    if raw.len() > MAX_URL_BYTES {
        return Err(WebhookError::TooLong);
    }
    let url = reqwest::Url::parse(raw).map_err(|e| WebhookError::Malformed(e.to_string()))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(WebhookError::Scheme);
    }
    if url.host_str().is_none_or(str::is_empty) {
        return Err(WebhookError::NoHost);
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(WebhookError::Credentials);
    }
    Ok(url)
}

/// Whether an address is one anyone on the internet could reach.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            !(v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                || v4.is_multicast()
                || v4.is_documentation()
                || a == 0
                || (a == 100 && (64..128).contains(&b)) // shared address space
                || (a == 198 && (b == 18 || b == 19)) // benchmarking
                || a >= 240)
        }
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_public(IpAddr::V4(v4));
            }
            let first = v6.segments()[0];
            !(v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (first & 0xfe00) == 0xfc00 // unique local
                || (first & 0xffc0) == 0xfe80) // link-local
        }
    }
}

/// The addresses to call `url` at, all of them allowed.
///
/// # Errors
/// When the host does not resolve, or resolves to an address not allowed.
pub async fn resolve(
    url: &reqwest::Url,
    allow_private: bool,
) -> Result<Vec<SocketAddr>, WebhookError> {
    let host = url.host_str().ok_or(WebhookError::NoHost)?;
    let port = url.port_or_known_default().unwrap_or(80);
    let host = host.trim_start_matches('[').trim_end_matches(']');
    let addrs: Vec<SocketAddr> = tokio::net::lookup_host((host, port))
        .await
        .map_err(|e| WebhookError::Unresolved(e.to_string()))?
        .collect();
    if addrs.is_empty() {
        return Err(WebhookError::Unresolved("no address".into()));
    }
    if !allow_private {
        if let Some(bad) = addrs.iter().find(|a| !is_public(a.ip())) {
            return Err(WebhookError::NotPublic(bad.ip()));
        }
    }
    Ok(addrs)
}

/// Calls webhooks in the background.
#[derive(Clone)]
pub struct Webhooks {
    settings: Arc<WebhookSettings>,
    in_flight: Arc<Semaphore>,
}

impl std::fmt::Debug for Webhooks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Webhooks")
            .field("settings", &self.settings)
            .finish()
    }
}

impl Webhooks {
    pub fn new(settings: WebhookSettings) -> Self {
        Webhooks {
            in_flight: Arc::new(Semaphore::new(settings.max_in_flight)),
            settings: Arc::new(settings),
        }
    }

    pub fn allow_private(&self) -> bool {
        self.settings.allow_private
    }

    /// Tells `url` about the turn, in a task of its own; never waits.
    pub fn notify(&self, url: String, notice: TurnNotice) {
        let Ok(permit) = self.in_flight.clone().try_acquire_owned() else {
            tracing::warn!(game_id = %notice.game_id, "too many webhook calls under way; this one is dropped");
            return;
        };
        let settings = self.settings.clone();
        tokio::spawn(async move {
            let _permit = permit;
            if let Err(e) = deliver(&settings, &url, &notice).await {
                tracing::info!(game_id = %notice.game_id, seat = notice.seat, error = %e, "webhook not delivered");
            }
        });
    }
}

/// One delivery with its retries; `Ok` once the receiver answered 2xx.
async fn deliver(settings: &WebhookSettings, raw: &str, notice: &TurnNotice) -> Result<(), String> {
    let url = check_url(raw).map_err(|e| e.to_string())?;
    let mut last = String::new();
    for attempt in 0..=settings.retry_after.len() {
        if attempt > 0 {
            tokio::time::sleep(settings.retry_after[attempt - 1]).await;
        }
        // Resolved again at each attempt, and called at exactly the checked addresses.
        let addrs = resolve(&url, settings.allow_private)
            .await
            .map_err(|e| e.to_string())?;
        let host = url.host_str().unwrap_or_default().to_string();
        let client = reqwest::Client::builder()
            .timeout(settings.timeout)
            .redirect(reqwest::redirect::Policy::none())
            .resolve_to_addrs(&host, &addrs)
            .build()
            .map_err(|e| e.to_string())?;
        match client.post(url.clone()).json(notice).send().await {
            Ok(r) if r.status().is_success() => return Ok(()),
            Ok(r) => last = format!("the receiver answered {}", r.status()),
            Err(e) => last = e.to_string(),
        }
    }
    Err(last)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn only_plain_http_urls_are_accepted() {
        assert!(check_url("https://example.com/hook?x=1").is_ok());
        assert_eq!(
            check_url("ftp://example.com/").unwrap_err(),
            WebhookError::Scheme
        );
        assert_eq!(
            check_url("file:///etc/passwd").unwrap_err(),
            WebhookError::Scheme
        );
        assert_eq!(
            check_url("http://user:pw@example.com/").unwrap_err(),
            WebhookError::Credentials
        );
        assert!(matches!(
            check_url("not a url"),
            Err(WebhookError::Malformed(_))
        ));
        assert_eq!(
            check_url(&format!("https://example.com/{}", "a".repeat(600))).unwrap_err(),
            WebhookError::TooLong
        );
    }

    #[test]
    fn private_and_local_addresses_are_not_public() {
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "0.0.0.0",
            "100.64.0.1",
            "224.0.0.1",
            "::1",
            "fe80::1",
            "fd00::1",
            "::ffff:127.0.0.1",
        ] {
            assert!(!is_public(ip.parse().unwrap()), "{ip} counted as public");
        }
        for ip in ["93.184.216.34", "2606:2800:220:1::1", "8.8.8.8"] {
            assert!(is_public(ip.parse().unwrap()), "{ip} counted as private");
        }
    }

    #[tokio::test]
    async fn loopback_hosts_are_refused_unless_allowed() {
        let url = check_url("http://127.0.0.1:9/hook").unwrap();
        assert!(matches!(
            resolve(&url, false).await,
            Err(WebhookError::NotPublic(_))
        ));
        let url = check_url("http://localhost:9/hook").unwrap();
        assert!(matches!(
            resolve(&url, false).await,
            Err(WebhookError::NotPublic(_))
        ));
        assert!(resolve(&url, true).await.is_ok());
    }

    /// A receiver that fails once, then takes the notice: two calls, the
    /// second delivered; the game's side never waits.
    #[tokio::test]
    async fn retries_until_the_receiver_takes_it() {
        use axum::{routing::post, Json, Router};
        let calls = Arc::new(AtomicUsize::new(0));
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<serde_json::Value>();
        let c = calls.clone();
        let app = Router::new().route(
            "/hook",
            post(move |Json(body): Json<serde_json::Value>| {
                let c = c.clone();
                let tx = tx.clone();
                async move {
                    if c.fetch_add(1, Ordering::SeqCst) == 0 {
                        axum::http::StatusCode::INTERNAL_SERVER_ERROR
                    } else {
                        let _ = tx.send(body);
                        axum::http::StatusCode::NO_CONTENT
                    }
                }
            }),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        let hooks = Webhooks::new(WebhookSettings {
            allow_private: true,
            timeout: Duration::from_secs(2),
            retry_after: vec![Duration::from_millis(50), Duration::from_millis(50)],
            max_in_flight: 4,
        });
        hooks.notify(
            format!("http://127.0.0.1:{port}/hook"),
            TurnNotice {
                game_id: "g1".into(),
                seat: 1,
                version: 7,
                text: "It is your move".into(),
            },
        );
        // On this single-threaded test runtime the call task cannot have run
        // yet: `notify` returned without waiting for the receiver.
        assert_eq!(calls.load(Ordering::SeqCst), 0, "notify waits for nothing");
        let body = tokio::time::timeout(Duration::from_secs(5), rx.recv())
            .await
            .unwrap()
            .unwrap();
        assert_eq!(body["game_id"], "g1");
        assert_eq!(body["seat"], 1);
        assert_eq!(calls.load(Ordering::SeqCst), 2);
    }

    /// Without private addresses allowed, nothing is sent to a local receiver.
    #[tokio::test]
    async fn a_local_receiver_is_never_called_by_default() {
        let settings = WebhookSettings {
            retry_after: vec![],
            ..WebhookSettings::default()
        };
        let notice = TurnNotice {
            game_id: "g".into(),
            seat: 0,
            version: 1,
            text: String::new(),
        };
        let e = deliver(&settings, "http://127.0.0.1:9/x", &notice)
            .await
            .unwrap_err();
        assert!(e.contains("loopback, private or link-local"), "{e}");
    }
}
