//! Webhooks for slow games: when it becomes a seat's turn, the server calls the
//! URL the seat's holder set (optional), so a correspondence player hears of
//! it without a browser open. A call never holds the game up: each one is a
//! task of its own with a timeout and a few retries, and at most a bounded
//! number run at once (more are dropped and logged).
//!
//! Only `http`/`https` URLs are called, and only when every address their host
//! resolves to is a public one: loopback, private, link-local, shared,
//! multicast, reserved and unspecified addresses are refused, and so is every
//! IPv6 address that carries such an IPv4 address (IPv4-mapped,
//! IPv4-compatible and IPv4-translated forms, NAT64 `64:ff9b::/96`, 6to4
//! `2002::/16`, Teredo's server and client) or lies outside global unicast
//! `2000::/3` (the NAT64 local-use prefix `64:ff9b:1::/48` with it). A player
//! must not make the server probe its own network, unless the server is
//! configured to allow it (`WEBHOOK_ALLOW_PRIVATE=1`, for tests and home
//! networks).
//!
//! The check sits where the connection is made: the HTTP client resolves
//! names only through [`CheckedResolver`], which looks the host up once per
//! connection, refuses the whole answer when one address in it is not public,
//! and hands the client exactly the checked addresses. An address written in
//! the URL (which the client does not resolve) is checked before each call.
//! No proxy is used and redirects are not followed, so neither a DNS answer
//! that changes after the check nor a receiver's redirect can send the call
//! elsewhere.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use futures_util::future::BoxFuture;
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

/// Whether an address is one anyone on the internet could reach, and not a
/// way to reach a non-public IPv4 address.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => is_public_v6(v6),
    }
}

fn is_public_v4(v4: Ipv4Addr) -> bool {
    let [a, b, c, _] = v4.octets();
    !(v4.is_loopback()
        || v4.is_private()
        || v4.is_link_local()
        || v4.is_unspecified()
        || v4.is_broadcast()
        || v4.is_multicast()
        || v4.is_documentation()
        || a == 0
        || (a == 100 && (64..128).contains(&b)) // shared address space
        || (a == 192 && b == 0 && c == 0) // IETF protocol assignments
        || (a == 198 && (b == 18 || b == 19)) // benchmarking
        || a >= 240)
}

fn is_public_v6(v6: Ipv6Addr) -> bool {
    let v4 = |high: u16, low: u16| Ipv4Addr::from((u32::from(high) << 16) | u32::from(low));
    match v6.segments() {
        // IPv4-compatible (with `::` and `::1`), IPv4-mapped and
        // IPv4-translated addresses, and the NAT64 well-known prefix: the
        // last 32 bits are the IPv4 address reached.
        [0, 0, 0, 0, 0, 0, high, low]
        | [0, 0, 0, 0, 0, 0xffff, high, low]
        | [0, 0, 0, 0, 0xffff, 0, high, low]
        | [0x64, 0xff9b, 0, 0, 0, 0, high, low] => is_public_v4(v4(high, low)),
        // 6to4: the relay's IPv4 address follows the prefix.
        [0x2002, high, low, ..] => is_public_v4(v4(high, low)),
        // Teredo: the server's IPv4 address follows the prefix, the client's
        // is the last 32 bits inverted.
        [0x2001, 0, server_high, server_low, _, _, client_high, client_low] => {
            is_public_v4(v4(server_high, server_low)) && is_public_v4(v4(!client_high, !client_low))
        }
        [first, second, ..] => {
            (first & 0xe000) == 0x2000 // global unicast 2000::/3
                && !(first == 0x2001 && second < 0x0200) // IETF protocol assignments 2001::/23
                && !(first == 0x2001 && second == 0x0db8) // documentation
        }
    }
}

/// A DNS answer, or the address written in a URL, checked: returned whole
/// when every address in it is public (or private ones are allowed), refused
/// whole otherwise.
///
/// # Errors
/// `Unresolved` for an empty answer, `NotPublic` naming the first address
/// not allowed.
pub fn check_answer(ips: Vec<IpAddr>, allow_private: bool) -> Result<Vec<IpAddr>, WebhookError> {
    if ips.is_empty() {
        return Err(WebhookError::Unresolved("no address".into()));
    }
    if !allow_private {
        if let Some(bad) = ips.iter().find(|ip| !is_public(**ip)) {
            return Err(WebhookError::NotPublic(*bad));
        }
    }
    Ok(ips)
}

/// Looks a host name up: the system's resolver, or a test's own answers.
pub type Lookup =
    Arc<dyn Fn(String) -> BoxFuture<'static, std::io::Result<Vec<IpAddr>>> + Send + Sync>;

/// The system's resolver.
pub fn system_lookup() -> Lookup {
    Arc::new(|host: String| {
        Box::pin(async move {
            Ok(tokio::net::lookup_host((host.as_str(), 0))
                .await?
                .map(|a| a.ip())
                .collect())
        })
    })
}

/// The webhook client's only resolver: each name looked up once per
/// connection, and the answer passed through [`check_answer`], so the
/// addresses connected to are exactly the ones checked.
#[derive(Clone)]
pub struct CheckedResolver {
    lookup: Lookup,
    allow_private: bool,
}

impl CheckedResolver {
    pub fn new(lookup: Lookup, allow_private: bool) -> CheckedResolver {
        CheckedResolver {
            lookup,
            allow_private,
        }
    }

    /// The checked addresses of `host`, a name (not an address).
    ///
    /// # Errors
    /// When the name does not resolve, or resolves to an address not allowed.
    pub async fn addresses(&self, host: &str) -> Result<Vec<IpAddr>, WebhookError> {
        let ips = (self.lookup)(host.to_string())
            .await
            .map_err(|e| WebhookError::Unresolved(e.to_string()))?;
        check_answer(ips, self.allow_private)
    }

    /// Where `url`'s host points, checked: its address when the URL gives
    /// one, else the checked answer for its name.
    ///
    /// # Errors
    /// As [`CheckedResolver::addresses`], and `NoHost`.
    pub async fn check_host(&self, url: &reqwest::Url) -> Result<Vec<IpAddr>, WebhookError> {
        let host = url.host_str().ok_or(WebhookError::NoHost)?;
        match literal_ip(url) {
            Some(ip) => check_answer(vec![ip], self.allow_private),
            None => self.addresses(host).await,
        }
    }
}

/// The address a URL's host is written as, if it is one (`[…]` for IPv6).
fn literal_ip(url: &reqwest::Url) -> Option<IpAddr> {
    url.host_str()?
        .trim_start_matches('[')
        .trim_end_matches(']')
        .parse()
        .ok()
}

impl reqwest::dns::Resolve for CheckedResolver {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let resolver = self.clone();
        Box::pin(async move {
            let ips = resolver.addresses(name.as_str()).await?;
            // Port 0: the client uses the URL's port.
            let addrs: reqwest::dns::Addrs =
                Box::new(ips.into_iter().map(|ip| SocketAddr::new(ip, 0)));
            Ok(addrs)
        })
    }
}

/// Calls webhooks in the background.
#[derive(Clone)]
pub struct Webhooks {
    settings: Arc<WebhookSettings>,
    in_flight: Arc<Semaphore>,
    resolver: CheckedResolver,
    client: reqwest::Client,
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
        Self::with_lookup(settings, system_lookup())
    }

    /// Webhooks whose host names are looked up by `lookup`.
    pub fn with_lookup(settings: WebhookSettings, lookup: Lookup) -> Self {
        let resolver = CheckedResolver::new(lookup, settings.allow_private);
        let client = reqwest::Client::builder()
            .timeout(settings.timeout)
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy()
            .dns_resolver(Arc::new(resolver.clone()))
            .build()
            .expect("the webhook HTTP client (rustls) can be built");
        Webhooks {
            in_flight: Arc::new(Semaphore::new(settings.max_in_flight)),
            settings: Arc::new(settings),
            resolver,
            client,
        }
    }

    /// Checks a URL before it is stored: its form, and where its host points.
    ///
    /// # Errors
    /// What is wrong with it, in words.
    pub async fn check(&self, raw: &str) -> Result<(), WebhookError> {
        let url = check_url(raw)?;
        self.resolver.check_host(&url).await.map(|_| ())
    }

    /// Tells `url` about the turn, in a task of its own; never waits.
    pub fn notify(&self, url: String, notice: TurnNotice) {
        let Ok(permit) = self.in_flight.clone().try_acquire_owned() else {
            tracing::warn!(game_id = %notice.game_id, "too many webhook calls under way; this one is dropped");
            return;
        };
        let hooks = self.clone();
        tokio::spawn(async move {
            let _permit = permit;
            if let Err(e) = hooks.deliver(&url, &notice).await {
                tracing::info!(game_id = %notice.game_id, seat = notice.seat, error = %e, "webhook not delivered");
            }
        });
    }

    /// One delivery with its retries; `Ok` once the receiver answered 2xx.
    async fn deliver(&self, raw: &str, notice: &TurnNotice) -> Result<(), String> {
        let url = check_url(raw).map_err(|e| e.to_string())?;
        let mut last = String::new();
        for attempt in 0..=self.settings.retry_after.len() {
            if attempt > 0 {
                tokio::time::sleep(self.settings.retry_after[attempt - 1]).await;
            }
            if literal_ip(&url).is_some() {
                // The client resolves names only; an address is checked here.
                self.resolver
                    .check_host(&url)
                    .await
                    .map_err(|e| e.to_string())?;
            }
            match self.client.post(url.clone()).json(notice).send().await {
                Ok(r) if r.status().is_success() => return Ok(()),
                Ok(r) => last = format!("the receiver answered {}", r.status()),
                Err(e) => {
                    if let Some(refused) = refusal(&e) {
                        return Err(refused.to_string());
                    }
                    last = describe(&e);
                }
            }
        }
        Err(last)
    }
}

/// The resolver's refusal behind a failed call, if that is why it failed.
fn refusal<'a>(e: &'a (dyn std::error::Error + 'static)) -> Option<&'a WebhookError> {
    let mut cause = Some(e);
    while let Some(e) = cause {
        if let Some(refused) = e.downcast_ref::<WebhookError>() {
            return Some(refused);
        }
        cause = e.source();
    }
    None
}

/// An error with its causes, for the log.
fn describe(e: &(dyn std::error::Error + 'static)) -> String {
    let mut text = e.to_string();
    let mut cause = e.source();
    while let Some(e) = cause {
        text.push_str(": ");
        text.push_str(&e.to_string());
        cause = e.source();
    }
    text
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

    /// The audit's webhook finding: these IPv6 forms of 127.0.0.1 (and of
    /// other non-public IPv4 addresses) counted as public.
    #[test]
    fn ipv6_forms_of_private_ipv4_addresses_are_not_public() {
        for ip in [
            "::7f00:1",                             // IPv4-compatible 127.0.0.1
            "::a00:1",                              // IPv4-compatible 10.0.0.1
            "64:ff9b::7f00:1",                      // NAT64 well-known prefix
            "64:ff9b::a9fe:a9fe",                   // NAT64 of 169.254.169.254
            "64:ff9b:1::7f00:1",                    // NAT64 local-use prefix
            "64:ff9b:1:ffff::808:808",              // local use, even of 8.8.8.8
            "2002:7f00:1::1",                       // 6to4 of 127.0.0.1
            "2002:c0a8:101::1",                     // 6to4 of 192.168.1.1
            "::ffff:0:7f00:1",                      // IPv4-translated
            "2001:0:4136:e378:8000:63bf:80ff:fffe", // Teredo, client 127.0.0.1
            "2001:0:a00:1:8000:63bf:f7f7:f7f7",     // Teredo, server 10.0.0.1
            "2001:db8::1",                          // documentation
            "100::1",                               // discard-only
            "fec0::1",                              // site-local
            "ff02::1",                              // multicast
        ] {
            assert!(!is_public(ip.parse().unwrap()), "{ip} counted as public");
        }
        for ip in [
            "64:ff9b::808:808",                     // NAT64 of 8.8.8.8
            "2002:808:808::1",                      // 6to4 of 8.8.8.8
            "2001:0:4136:e378:8000:63bf:f7f7:f7f7", // Teredo, both public
            "2a00:1450:4001:81c::200e",
        ] {
            assert!(is_public(ip.parse().unwrap()), "{ip} counted as private");
        }
    }

    /// Answers `name` by the next of `answers` (the last one repeats), like
    /// a DNS server that changes its answer.
    fn fake_dns(name: &'static str, answers: Vec<Vec<&'static str>>) -> (Lookup, Arc<AtomicUsize>) {
        let asked = Arc::new(AtomicUsize::new(0));
        let count = asked.clone();
        let lookup: Lookup = Arc::new(move |host: String| {
            let n = count.fetch_add(1, Ordering::SeqCst);
            let answer = answers[n.min(answers.len() - 1)].clone();
            Box::pin(async move {
                if host != name {
                    return Err(std::io::Error::other(format!("no such host {host}")));
                }
                Ok(answer.iter().map(|ip| ip.parse().unwrap()).collect())
            })
        });
        (lookup, asked)
    }

    #[tokio::test]
    async fn loopback_hosts_are_refused_unless_allowed() {
        let refused = |r: Result<(), WebhookError>| matches!(r, Err(WebhookError::NotPublic(_)));
        let hooks = Webhooks::new(WebhookSettings::default());
        for url in [
            "http://127.0.0.1:9/hook",
            "http://localhost:9/hook",
            "http://[::7f00:1]/hook",
            "http://[64:ff9b::7f00:1]/hook",
            "http://[2002:7f00:1::1]/hook",
            "http://[::ffff:127.0.0.1]/hook",
            "http://2130706433/hook",
        ] {
            assert!(refused(hooks.check(url).await), "{url}");
        }
        let allowed = Webhooks::new(WebhookSettings {
            allow_private: true,
            ..WebhookSettings::default()
        });
        assert!(allowed.check("http://localhost:9/hook").await.is_ok());
        assert!(allowed.check("http://[::7f00:1]/hook").await.is_ok());
    }

    /// The audit's webhook finding, DNS side: an answer that mixes a public
    /// address with a private one (in any form) is refused whole, so no
    /// address of it is ever connected to.
    #[tokio::test]
    async fn a_dns_answer_cannot_smuggle_a_private_address() {
        for answer in [
            vec!["93.184.216.34", "127.0.0.1"],
            vec!["2606:2800:220:1::1", "::ffff:10.0.0.1"],
            vec!["93.184.216.34", "64:ff9b::a9fe:a9fe"],
            vec!["2002:7f00:1::1"],
            vec!["::7f00:1"],
            vec![],
        ] {
            let (lookup, _) = fake_dns("hooks.example", vec![answer.clone()]);
            let resolver = CheckedResolver::new(lookup, false);
            assert!(
                resolver.addresses("hooks.example").await.is_err(),
                "{answer:?}"
            );
        }
        let (lookup, _) = fake_dns(
            "hooks.example",
            vec![vec!["93.184.216.34", "2606:2800:220:1::1"]],
        );
        let resolver = CheckedResolver::new(lookup, false);
        assert_eq!(resolver.addresses("hooks.example").await.unwrap().len(), 2);
    }

    /// A receiver that counts its calls, on 127.0.0.1: its port and count.
    async fn counting_receiver() -> (u16, Arc<AtomicUsize>) {
        use axum::{routing::post, Router};
        let calls = Arc::new(AtomicUsize::new(0));
        let c = calls.clone();
        let app = Router::new().route(
            "/hook",
            post(move || {
                c.fetch_add(1, Ordering::SeqCst);
                async { axum::http::StatusCode::NO_CONTENT }
            }),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        (port, calls)
    }

    fn notice() -> TurnNotice {
        TurnNotice {
            game_id: "g".into(),
            seat: 0,
            version: 1,
            text: String::new(),
        }
    }

    /// The audit's webhook finding, connection side: a name that resolved
    /// to a public address when the URL was set and to 127.0.0.1 when the
    /// call is made (DNS rebinding) is not called, because the client
    /// connects only through the checked resolver. With private addresses
    /// allowed the same name reaches the receiver, which shows the call
    /// connects to the resolver's addresses and nowhere else.
    #[tokio::test]
    async fn the_address_connected_to_is_the_checked_one() {
        let (port, calls) = counting_receiver().await;
        let url = format!("http://hooks.example:{port}/hook");
        let settings = WebhookSettings {
            retry_after: vec![],
            ..WebhookSettings::default()
        };
        let (lookup, asked) = fake_dns(
            "hooks.example",
            vec![vec!["93.184.216.34"], vec!["127.0.0.1"]],
        );
        let hooks = Webhooks::with_lookup(settings.clone(), lookup);
        hooks.check(&url).await.unwrap();
        let e = hooks.deliver(&url, &notice()).await.unwrap_err();
        assert!(
            e.contains("loopback, private or link-local address (127.0.0.1)"),
            "{e}"
        );
        assert_eq!(asked.load(Ordering::SeqCst), 2, "one lookup per check");
        assert_eq!(calls.load(Ordering::SeqCst), 0, "the receiver was called");

        let (lookup, _) = fake_dns("hooks.example", vec![vec!["127.0.0.1"]]);
        let hooks = Webhooks::with_lookup(
            WebhookSettings {
                allow_private: true,
                ..settings
            },
            lookup,
        );
        hooks.deliver(&url, &notice()).await.unwrap();
        assert_eq!(calls.load(Ordering::SeqCst), 1);
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
        let (port, calls) = counting_receiver().await;
        let hooks = Webhooks::new(WebhookSettings {
            retry_after: vec![],
            ..WebhookSettings::default()
        });
        for url in [
            format!("http://127.0.0.1:{port}/hook"),
            format!("http://localhost:{port}/hook"),
            format!("http://[::ffff:127.0.0.1]:{port}/hook"),
        ] {
            let e = hooks.deliver(&url, &notice()).await.unwrap_err();
            assert!(e.contains("loopback, private or link-local"), "{url}: {e}");
        }
        assert_eq!(calls.load(Ordering::SeqCst), 0);
    }
}
