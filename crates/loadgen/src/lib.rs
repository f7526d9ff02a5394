//! Drives many concurrent Trickerion games against a running server, the way
//! real players would: the HTTP lobby to create, fill and start each game,
//! then one WebSocket client per seat that decides from what the server sends
//! it (its redacted view and its legal commands) and plays until the game is
//! over.
//!
//! It measures commands per second, the latency from sending a command to its
//! `ack`, and from sending it to its `update` reaching the other seats, and
//! samples the server's resident memory. It only ever talks to loopback
//! addresses, and always stops: after a number of games or a duration.
//!
//! [`idle_sockets`] measures instead what an open, idle WebSocket costs the
//! server in memory.
//!
//! # Layout
//! - [`Options`], [`run`] and the [`Report`] it returns; [`idle_sockets`].
//! - `seat`: one seat's WebSocket client; `timing`: latency bookkeeping;
//!   [`flood`]: read floods beside the games.

pub mod flood;
mod seat;
mod timing;

use std::net::{SocketAddr, ToSocketAddrs};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use serde_json::{json, Value};
use tokio::sync::Semaphore;
use tokio::task::JoinSet;
use trickerion_bot::BotLevel;

use crate::flood::{Flood, FloodReport};
use crate::seat::SeatResult;
use crate::timing::{GameTimes, Samples};

/// How each seat's client picks its command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chooser {
    /// Uniform over the legal commands the server listed.
    Uniform,
    /// A `trickerion-bot` bot on the seat's view (without previews: the
    /// client has no rules state).
    Bot(BotLevel),
}

/// What to run.
#[derive(Clone, Debug)]
pub struct Options {
    /// The server, `host:port`; must be a loopback address.
    pub addr: SocketAddr,
    /// More nodes of the same cluster (docs/CLUSTER.md), loopback too. Game
    /// `i` is set up through node `i % n` (so it runs there) and its seat `s`
    /// plays through node `(i + s) % n`, so with n nodes (n - 1) / n of the
    /// seats are forwarded to another node.
    pub more_addrs: Vec<SocketAddr>,
    /// Games to play in all.
    pub games: usize,
    /// Games in play at once.
    pub concurrency: usize,
    /// Seats per game, drawn uniformly from this range (inclusive).
    pub players: (u8, u8),
    pub chooser: Chooser,
    /// Pause before each command.
    pub think: Duration,
    /// Stop after this long even if games remain (games in play are cut off).
    pub duration: Option<Duration>,
    /// Commands sent in this first stretch of the run are played but left
    /// out of the latencies, the rate and the server CPU: it is when the
    /// load generator sets up `concurrency` games at once, which is not the
    /// steady play the figures describe.
    pub warmup: Duration,
    /// A game not over after this is given up.
    pub game_timeout: Duration,
    pub seed: u64,
    /// Sample this process's VmRSS.
    pub server_pid: Option<u32>,
    /// Reads to flood the first node with while the games play.
    pub flood: Option<Flood>,
    /// Seats of the server's own bots playing beside the measured games, in
    /// two-seat games of bots only (an odd number rounds up), of
    /// [`Options::server_bot_level`]: their thinking is the load whose cost
    /// to the measured games the run shows.
    pub server_bots: usize,
    pub server_bot_level: BotLevel,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
            more_addrs: Vec::new(),
            games: 10,
            concurrency: 10,
            players: (2, 4),
            chooser: Chooser::Uniform,
            think: Duration::ZERO,
            duration: None,
            warmup: Duration::ZERO,
            game_timeout: Duration::from_secs(600),
            seed: 1,
            server_pid: None,
            flood: None,
            server_bots: 0,
            server_bot_level: BotLevel::Hard,
        }
    }
}

/// Resolves `target` and refuses anything that is not loopback
/// (127.0.0.0/8, ::1, or a name resolving only to those).
///
/// # Errors
/// A sentence saying why the target is refused.
pub fn loopback_addr(target: &str) -> Result<SocketAddr, String> {
    let addrs: Vec<SocketAddr> = target
        .to_socket_addrs()
        .map_err(|e| format!("cannot resolve {target:?} (give host:port): {e}"))?
        .collect();
    if addrs.is_empty() {
        return Err(format!("{target:?} resolves to no address"));
    }
    if let Some(bad) = addrs.iter().find(|a| !a.ip().is_loopback()) {
        return Err(format!(
            "refusing {target:?}: {} is not a loopback address; the load generator only targets 127.0.0.0/8, ::1 or localhost",
            bad.ip()
        ));
    }
    Ok(addrs[0])
}

/// Latency percentiles, in milliseconds.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Latency {
    pub samples: usize,
    pub p50_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
}

/// One game as the clients saw it.
#[derive(Clone, Debug, Serialize)]
pub struct GameResult {
    pub game_id: String,
    pub players: u8,
    /// Every seat saw the game finished.
    pub finished: bool,
    /// `ack`s received, all seats together: commands the server stored.
    pub acks: u64,
    /// The highest version any seat saw.
    pub final_version: u64,
    /// Commands refused (`stale_version` when another seat moved first, or worse).
    pub rejected: u64,
    /// Refusals other than `stale_version` and `rate_limited`: a bug somewhere.
    pub unexpected_errors: Vec<String>,
    /// Every seat's updates came with versions 1, 2, 3... without holes.
    pub gap_free: bool,
    /// Why the game did not finish, if it did not.
    pub failure: Option<String>,
}

/// What a run measured.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    pub target: String,
    pub games_started: usize,
    pub games_finished: usize,
    pub concurrency: usize,
    pub elapsed_secs: f64,
    pub commands_acked: u64,
    pub commands_rejected: u64,
    /// Acknowledged commands sent after the warm-up, per second of the
    /// run after the warm-up (all commands when there is none).
    pub commands_per_sec: f64,
    /// Seconds left out at the start ([`Options::warmup`]).
    pub warmup_secs: f64,
    /// Send to `ack` on the sender's socket.
    pub ack_latency: Latency,
    /// Send to the `update` for that command on each other seat's socket.
    pub broadcast_latency: Latency,
    /// Server VmRSS in KiB: before, highest seen, after (when a pid was given).
    pub server_rss_kib_start: Option<u64>,
    pub server_rss_kib_peak: Option<u64>,
    pub server_rss_kib_end: Option<u64>,
    /// Server CPU time (user + system) after the warm-up, in seconds.
    pub server_cpu_secs: Option<f64>,
    /// Seats of the server's own bots that played beside the measured games.
    pub server_bot_seats: usize,
    /// The read flood beside the games, if there was one.
    pub flood: Option<FloodReport>,
    pub games: Vec<GameResult>,
}

impl Report {
    /// A few lines for people.
    pub fn human(&self) -> String {
        let rss =
            |v: Option<u64>| v.map_or("-".into(), |k| format!("{:.1} MiB", k as f64 / 1024.0));
        let lat = |l: &Latency| {
            format!(
                "p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} samples)",
                l.p50_ms, l.p99_ms, l.max_ms, l.samples
            )
        };
        let unexpected: usize = self.games.iter().map(|g| g.unexpected_errors.len()).sum();
        format!(
            "target            {}\n\
             games             {} started, {} finished, {} at once\n\
             elapsed           {:.1} s ({:.1} s warm-up not measured)\n\
             commands          {} acknowledged, {} refused ({} unexpected)\n\
             throughput        {:.0} commands/s\n\
             send -> ack       {}\n\
             send -> others    {}\n\
             server RSS        start {}, peak {}, end {}\n\
             server CPU        {}\n\
             server bots       {} seats beside the games\n{}",
            self.target,
            self.games_started,
            self.games_finished,
            self.concurrency,
            self.elapsed_secs,
            self.warmup_secs,
            self.commands_acked,
            self.commands_rejected,
            unexpected,
            self.commands_per_sec,
            lat(&self.ack_latency),
            lat(&self.broadcast_latency),
            rss(self.server_rss_kib_start),
            rss(self.server_rss_kib_peak),
            rss(self.server_rss_kib_end),
            self.server_cpu_secs.map_or("-".into(), |c| format!(
                "{c:.1} s ({:.0}% of one core)",
                100.0 * c / (self.elapsed_secs - self.warmup_secs).max(1e-9)
            )),
            self.server_bot_seats,
            self.flood.as_ref().map_or(String::new(), |f| format!(
                "flood             {:?} from {}, {} clients: {} requests ({:.0}/s): \
                 {} served, {} not found, {} refused by the read allowance, {} other\n",
                f.kind.unwrap_or(flood::FloodKind::Ids),
                f.from,
                f.connections,
                f.requests,
                f.per_sec,
                f.served,
                f.not_found,
                f.limited,
                f.other
            )),
        )
    }
}

/// The VmRSS line of `/proc/<pid>/status`, in KiB.
pub fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// User + system CPU seconds of `pid` so far, from `/proc/<pid>/stat`
/// (clock ticks of 10 ms, as on every Linux this runs on).
pub fn cpu_secs(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name may hold spaces: the fields start after its ')'.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i)?.parse::<u64>().ok();
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after ')'.
    Some((ticks(11)? + ticks(12)?) as f64 / 100.0)
}

/// Plays the games `options` asks for and measures them.
///
/// # Errors
/// When the target is not loopback or the options make no sense.
pub async fn run(options: Options) -> Result<Report, String> {
    if let Some(bad) = std::iter::once(&options.addr)
        .chain(&options.more_addrs)
        .find(|a| !a.ip().is_loopback())
    {
        return Err(format!("refusing {bad}: not a loopback address"));
    }
    let (lo, hi) = options.players;
    if !(2..=4).contains(&lo) || !(lo..=4).contains(&hi) {
        return Err("players must be within 2..=4".into());
    }
    if options.concurrency == 0 {
        return Err("concurrency must be at least 1".into());
    }
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .map_err(|e| format!("http client: {e}"))?;
    let started = Instant::now();
    let deadline = options.duration.map(|d| started + d);
    let samples = Arc::new(Mutex::new(Samples::default()));

    // The server's memory, sampled twice a second for the peak.
    let rss_start = options.server_pid.and_then(rss_kib);
    let measure_from = started + options.warmup;
    let cpu_start = Arc::new(Mutex::new(options.server_pid.and_then(cpu_secs)));
    let cpu_sampler = (options.server_pid.is_some() && !options.warmup.is_zero()).then(|| {
        let (pid, cpu_start) = (options.server_pid, cpu_start.clone());
        tokio::spawn(async move {
            tokio::time::sleep_until(measure_from.into()).await;
            *cpu_start.lock().unwrap() = pid.and_then(cpu_secs);
        })
    });
    let peak = Arc::new(Mutex::new(rss_start));
    let sampler = options.server_pid.map(|pid| {
        let peak = peak.clone();
        tokio::spawn(async move {
            loop {
                if let Some(now) = rss_kib(pid) {
                    let mut p = peak.lock().unwrap();
                    *p = Some(p.map_or(now, |p| p.max(now)));
                }
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
        })
    });

    let targets = flood::Targets::default();
    let flooding = match &options.flood {
        Some(f) => Some(flood::start(
            f,
            options.addr,
            targets.clone(),
            options.seed,
        )?),
        None => None,
    };

    let mut bot_games = Vec::new();
    for b in 0..options.server_bots.div_ceil(2) {
        bot_games.push(bots_only(node(&options, b), &http, options.server_bot_level).await?);
    }

    let slots = Arc::new(Semaphore::new(options.concurrency));
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    let mut games = JoinSet::new();
    let mut started_games = 0;
    for i in 0..options.games {
        let permit = match deadline {
            Some(d) => match tokio::time::timeout_at(d.into(), slots.clone().acquire_owned()).await
            {
                Ok(p) => p,
                Err(_) => break,
            },
            None => slots.clone().acquire_owned().await,
        }
        .map_err(|_| "semaphore closed".to_string())?;
        // A game started in the last second would only be cut off at once.
        if deadline
            .is_some_and(|d| d.saturating_duration_since(Instant::now()) < Duration::from_secs(1))
        {
            break;
        }
        let players = lo + (rng.next_u64() % u64::from(hi - lo + 1)) as u8;
        let seed = rng.next_u64();
        let options = options.clone();
        let http = http.clone();
        let samples = samples.clone();
        let targets = targets.clone();
        started_games += 1;
        games.spawn(async move {
            let times = Arc::new(Mutex::new(GameTimes::measured_from(
                (!options.warmup.is_zero()).then_some(measure_from),
            )));
            targets.lock().unwrap().push(times.clone());
            let limit = match deadline {
                Some(d) => options
                    .game_timeout
                    .min(d.saturating_duration_since(Instant::now())),
                None => options.game_timeout,
            };
            let result = match tokio::time::timeout(
                limit,
                play_game(&options, &http, i, players, seed, times.clone()),
            )
            .await
            {
                Ok(result) => result,
                Err(_) => {
                    let times = times.lock().unwrap();
                    GameResult {
                        game_id: times.game_id.clone(),
                        players,
                        finished: false,
                        acks: times.acks,
                        final_version: times.max_version,
                        rejected: times.rejected,
                        unexpected_errors: Vec::new(),
                        gap_free: true,
                        failure: Some(format!("cut off after {limit:?} (game {i})")),
                    }
                }
            };
            let mut samples = samples.lock().unwrap();
            samples.absorb(&mut times.lock().unwrap());
            samples.finished += usize::from(result.finished);
            samples.games.push(result);
            drop(permit);
        });
        // Reap finished tasks as we go.
        while games.try_join_next().is_some() {}
    }
    while games.join_next().await.is_some() {}
    let flood = flooding.map(flood::Running::stop);
    let elapsed = started.elapsed();
    if let Some(s) = sampler {
        s.abort();
    }
    if let Some(s) = cpu_sampler {
        s.abort();
    }
    let cpu_start = *cpu_start.lock().unwrap();
    let measured_secs = elapsed.saturating_sub(options.warmup).as_secs_f64();
    let rss_end = options.server_pid.and_then(rss_kib);
    let cpu_end = options.server_pid.and_then(cpu_secs);
    let samples = std::mem::take(&mut *samples.lock().unwrap());
    let peak = *peak.lock().unwrap();
    Ok(Report {
        target: std::iter::once(&options.addr)
            .chain(&options.more_addrs)
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(","),
        games_started: started_games,
        games_finished: samples.finished,
        concurrency: options.concurrency,
        elapsed_secs: elapsed.as_secs_f64(),
        commands_acked: samples.acks,
        commands_rejected: samples.rejected,
        commands_per_sec: samples.measured_acks as f64 / measured_secs.max(1e-9),
        warmup_secs: options.warmup.as_secs_f64(),
        ack_latency: timing::latency(samples.ack),
        broadcast_latency: timing::latency(samples.broadcast),
        server_rss_kib_start: rss_start,
        server_rss_kib_peak: peak.max(rss_end),
        server_rss_kib_end: rss_end,
        server_cpu_secs: cpu_start.zip(cpu_end).map(|(a, b)| b - a),
        server_bot_seats: bot_games.len() * 2,
        flood,
        games: samples.games,
    })
}

async fn post(
    http: &reqwest::Client,
    url: String,
    body: Value,
    token: Option<&str>,
) -> Result<Value, String> {
    let mut req = http.post(&url).json(&body);
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let res = req.send().await.map_err(|e| format!("POST {url}: {e}"))?;
    let status = res.status();
    let body: Value = res.json().await.unwrap_or(Value::Null);
    if status.is_success() {
        Ok(body)
    } else {
        Err(format!("POST {url}: {status} {body}"))
    }
}

/// Node `i` (modulo the number of nodes).
fn node(options: &Options, i: usize) -> SocketAddr {
    match i % (options.more_addrs.len() + 1) {
        0 => options.addr,
        n => options.more_addrs[n - 1],
    }
}

async fn play_game(
    options: &Options,
    http: &reqwest::Client,
    index: usize,
    players: u8,
    seed: u64,
    times: Arc<Mutex<GameTimes>>,
) -> GameResult {
    let mut result = GameResult {
        game_id: String::new(),
        players,
        finished: false,
        acks: 0,
        final_version: 0,
        rejected: 0,
        unexpected_errors: Vec::new(),
        gap_free: true,
        failure: None,
    };
    match lobby(node(options, index), http, players).await {
        Err(e) => {
            result.failure = Some(e);
            result
        }
        Ok((game_id, tokens)) => {
            result.game_id = game_id.clone();
            times.lock().unwrap().game_id = game_id.clone();
            let mut seats = JoinSet::new();
            for (s, token) in tokens.into_iter().enumerate() {
                let url = format!(
                    "ws://{}/api/games/{game_id}/ws?token={token}",
                    node(options, index + s)
                );
                let times = times.clone();
                let (chooser, think) = (options.chooser, options.think);
                let seat_seed = seed ^ (s as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                seats.spawn(async move {
                    seat::play(url, s as u8, chooser, think, seat_seed, times).await
                });
            }
            let mut all = true;
            while let Some(r) = seats.join_next().await {
                let r: SeatResult = match r {
                    Ok(r) => r,
                    Err(e) => SeatResult::failed(format!("seat task: {e}")),
                };
                result.acks += r.acks;
                result.rejected += r.rejected;
                result.final_version = result.final_version.max(r.final_version);
                result.gap_free &= r.gap_free;
                result.unexpected_errors.extend(r.unexpected_errors);
                all &= r.finished;
                if result.failure.is_none() {
                    result.failure = r.failure;
                }
            }
            result.finished = all;
            result
        }
    }
}

/// Creates a game with `players` seats; returns its id and creator token.
async fn create_game(
    base: &str,
    http: &reqwest::Client,
    players: u8,
) -> Result<(String, String), String> {
    let created = post(
        http,
        format!("{base}/api/games"),
        json!({ "players": players }),
        None,
    )
    .await?;
    let field = |name: &str| {
        created[name]
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| format!("no {name} in the answer"))
    };
    Ok((field("game_id")?, field("creator_token")?))
}

/// Creates a game with `players` seats, takes them all and starts it.
/// Returns the game id and the seat tokens.
async fn lobby(
    addr: SocketAddr,
    http: &reqwest::Client,
    players: u8,
) -> Result<(String, Vec<String>), String> {
    let base = format!("http://{addr}");
    let (game_id, creator) = create_game(&base, http, players).await?;
    let mut tokens = Vec::new();
    for s in 0..players {
        let joined = post(
            http,
            format!("{base}/api/games/{game_id}/seats/{s}"),
            json!({ "name": format!("load{s}") }),
            None,
        )
        .await?;
        tokens.push(
            joined["seat_token"]
                .as_str()
                .ok_or("no seat_token in the answer")?
                .to_string(),
        );
    }
    post(
        http,
        format!("{base}/api/games/{game_id}/start"),
        json!({}),
        Some(&creator),
    )
    .await?;
    Ok((game_id, tokens))
}

/// Creates a two-seat game, gives both seats to the server's bots of
/// `level` and starts it: it plays on the server by itself. Returns its id.
async fn bots_only(
    addr: SocketAddr,
    http: &reqwest::Client,
    level: BotLevel,
) -> Result<String, String> {
    let base = format!("http://{addr}");
    let (game_id, creator) = create_game(&base, http, 2).await?;
    let creator = creator.as_str();
    for s in 0..2 {
        post(
            http,
            format!("{base}/api/games/{game_id}/seats/{s}/bot"),
            json!({ "level": level }),
            Some(creator),
        )
        .await?;
    }
    post(
        http,
        format!("{base}/api/games/{game_id}/start"),
        json!({}),
        Some(creator),
    )
    .await?;
    Ok(game_id)
}

/// What [`idle_sockets`] measured.
#[derive(Clone, Debug, Serialize)]
pub struct IdleReport {
    pub sockets: usize,
    /// Server VmRSS before the sockets opened and once they all had their
    /// first messages, in KiB.
    pub server_rss_kib_before: u64,
    pub server_rss_kib_after: u64,
    /// `(after - before) / sockets`, in bytes.
    pub bytes_per_socket: u64,
}

impl IdleReport {
    pub fn human(&self) -> String {
        format!(
            "idle sockets      {} spectator sockets open, reading nothing more\n\
             server RSS        {:.1} MiB before, {:.1} MiB after\n\
             per socket        {:.1} KiB\n",
            self.sockets,
            self.server_rss_kib_before as f64 / 1024.0,
            self.server_rss_kib_after as f64 / 1024.0,
            self.bytes_per_socket as f64 / 1024.0
        )
    }
}

/// Opens `sockets` spectator WebSockets on started 2-seat games (one game per
/// 100 sockets, created first), waits until each has its `welcome` and
/// `snapshot`, and reports how much the server's memory grew per socket. The
/// server must allow that many connections from loopback
/// (`MAX_CONNECTIONS_PER_IP`, `MAX_SPECTATORS_PER_GAME`; `--spawn-server`
/// sets them).
///
/// # Errors
/// When the target is not loopback, or a game or socket cannot be opened.
pub async fn idle_sockets(
    addr: SocketAddr,
    sockets: usize,
    server_pid: u32,
) -> Result<IdleReport, String> {
    use futures_util::StreamExt;
    use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

    if !addr.ip().is_loopback() {
        return Err(format!("refusing {addr}: not a loopback address"));
    }
    let http = reqwest::Client::new();
    let mut games = Vec::new();
    for _ in 0..sockets.div_ceil(100).max(1) {
        games.push(lobby(addr, &http, 2).await?.0);
    }
    let rss = || rss_kib(server_pid).ok_or("cannot read the server's memory");
    // Let the games settle (their first messages rendered and freed).
    tokio::time::sleep(Duration::from_millis(300)).await;
    let before = rss()?;
    let mut open = Vec::with_capacity(sockets);
    for i in 0..sockets {
        let url = format!("ws://{addr}/api/games/{}/ws", games[i % games.len()]);
        let config = WebSocketConfig::default().read_buffer_size(4 * 1024);
        let (mut ws, _) = tokio_tungstenite::connect_async_with_config(&url, Some(config), true)
            .await
            .map_err(|e| format!("socket {i}: {e}"))?;
        // welcome, then snapshot
        for _ in 0..2 {
            ws.next()
                .await
                .ok_or(format!("socket {i} closed"))?
                .map_err(|e| format!("socket {i}: {e}"))?;
        }
        open.push(ws);
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let after = rss()?;
    drop(open);
    Ok(IdleReport {
        sockets,
        server_rss_kib_before: before,
        server_rss_kib_after: after,
        bytes_per_socket: after.saturating_sub(before) * 1024 / sockets.max(1) as u64,
    })
}
