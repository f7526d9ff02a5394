//! Read floods beside the games: many HTTP clients asking, without pause,
//! either for game ids that do not exist or for past views of the games in
//! play. They measure what reads cost the players (their `ack` latency in
//! the same run) and how the server answers them (served, not found, or
//! refused by its read allowance).

use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use tokio::task::JoinSet;

use crate::timing::GameTimes;

/// What a flood asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FloodKind {
    /// `GET /api/games/{id}` for random, well-formed ids that name no game.
    Ids,
    /// `GET /api/games/{id}/views/{v}` for a random game of the run and a
    /// random version it has reached.
    Views,
}

/// A flood to run beside the games.
#[derive(Clone, Debug)]
pub struct Flood {
    pub kind: FloodKind,
    /// Clients asking at once, each waiting for its answer before the next.
    pub connections: usize,
    /// The loopback address the flood's clients connect from, so that the
    /// server counts them apart from the players (127.0.0.0/8 is all local).
    pub from: IpAddr,
}

/// How the server answered a flood.
#[derive(Clone, Debug, Default, Serialize)]
pub struct FloodReport {
    pub kind: Option<FloodKind>,
    pub connections: usize,
    pub from: String,
    pub requests: u64,
    /// 2xx answers.
    pub served: u64,
    /// 404.
    pub not_found: u64,
    /// 429: refused by the read allowance of the flood's address.
    pub limited: u64,
    /// Any other status, or no answer.
    pub other: u64,
    pub per_sec: f64,
}

#[derive(Default)]
struct Counts {
    requests: u64,
    served: u64,
    not_found: u64,
    limited: u64,
    other: u64,
}

/// The games of the run, as their seats see them (id and highest version).
pub type Targets = Arc<Mutex<Vec<Arc<Mutex<GameTimes>>>>>;

/// A flood in progress; [`Running::stop`] ends it and reports.
pub struct Running {
    flood: Flood,
    /// The flood's own threads: its clients never wait in the players'
    /// task queues, so the players' latencies measure the server, as with a
    /// flood from another machine.
    runtime: tokio::runtime::Runtime,
    tasks: JoinSet<()>,
    counts: Arc<Mutex<Counts>>,
    started: std::time::Instant,
}

const ID_ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
const ID_LEN: usize = 10;

/// Starts `flood` against `addr`.
///
/// # Errors
/// When the flood's source or the target is not loopback, or no client can
/// be built.
pub fn start(
    flood: &Flood,
    addr: SocketAddr,
    targets: Targets,
    seed: u64,
) -> Result<Running, String> {
    if !flood.from.is_loopback() || !addr.ip().is_loopback() {
        return Err(format!(
            "a flood runs from and to loopback only ({} -> {addr})",
            flood.from
        ));
    }
    if flood.connections == 0 {
        return Err("a flood needs at least one connection".into());
    }
    let http = reqwest::Client::builder()
        .local_address(flood.from)
        .timeout(Duration::from_secs(30))
        .pool_max_idle_per_host(flood.connections)
        .build()
        .map_err(|e| format!("flood client: {e}"))?;
    let counts = Arc::new(Mutex::new(Counts::default()));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("flood")
        .enable_all()
        .build()
        .map_err(|e| format!("flood threads: {e}"))?;
    let mut tasks = JoinSet::new();
    for c in 0..flood.connections {
        let (http, counts, targets, kind) =
            (http.clone(), counts.clone(), targets.clone(), flood.kind);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ ((c as u64 + 1) << 32));
        tasks.spawn_on(
            async move {
                loop {
                    let Some(path) = next_path(kind, &targets, &mut rng) else {
                        // No game has a version yet.
                        tokio::time::sleep(Duration::from_millis(20)).await;
                        continue;
                    };
                    let status = http
                        .get(format!("http://{addr}{path}"))
                        .send()
                        .await
                        .map(|res| res.status().as_u16());
                    // Drain nothing more: the status is what is counted, and the
                    // body was read by `send` for small answers or is dropped.
                    let mut n = counts.lock().unwrap();
                    n.requests += 1;
                    match status {
                        Ok(200..=299) => n.served += 1,
                        Ok(404) => n.not_found += 1,
                        Ok(429) => n.limited += 1,
                        _ => n.other += 1,
                    }
                }
            },
            runtime.handle(),
        );
    }
    Ok(Running {
        flood: flood.clone(),
        runtime,
        tasks,
        counts,
        started: std::time::Instant::now(),
    })
}

fn next_path(kind: FloodKind, targets: &Targets, rng: &mut ChaCha8Rng) -> Option<String> {
    match kind {
        FloodKind::Ids => {
            let id: String = (0..ID_LEN)
                .map(|_| ID_ALPHABET[rng.next_u32() as usize % ID_ALPHABET.len()] as char)
                .collect();
            Some(format!("/api/games/{id}"))
        }
        FloodKind::Views => {
            let games = targets.lock().unwrap();
            if games.is_empty() {
                return None;
            }
            let pick = games[rng.next_u32() as usize % games.len()].clone();
            drop(games);
            let game = pick.lock().unwrap();
            if game.game_id.is_empty() || game.max_version == 0 {
                return None;
            }
            let v = 1 + rng.next_u64() % game.max_version;
            Some(format!("/api/games/{}/views/{v}", game.game_id))
        }
    }
}

impl Running {
    /// Stops the flood's clients and reports what they were answered.
    pub fn stop(mut self) -> FloodReport {
        self.tasks.abort_all();
        // Not dropped in place: the caller is async, where a runtime may not
        // block on its own shutdown.
        self.runtime.shutdown_background();
        let secs = self.started.elapsed().as_secs_f64();
        let n = self.counts.lock().unwrap();
        FloodReport {
            kind: Some(self.flood.kind),
            connections: self.flood.connections,
            from: self.flood.from.to_string(),
            requests: n.requests,
            served: n.served,
            not_found: n.not_found,
            limited: n.limited,
            other: n.other,
            per_sec: n.requests as f64 / secs.max(1e-9),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn id_paths_are_well_formed_game_ids() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let targets = Targets::default();
        let path = next_path(FloodKind::Ids, &targets, &mut rng).unwrap();
        let id = path.strip_prefix("/api/games/").unwrap();
        assert_eq!(id.len(), ID_LEN);
        assert!(id.bytes().all(|b| ID_ALPHABET.contains(&b)), "{id}");
    }

    #[test]
    fn view_paths_name_a_version_the_game_reached() {
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        let targets = Targets::default();
        assert_eq!(next_path(FloodKind::Views, &targets, &mut rng), None);
        let game = Arc::new(Mutex::new(GameTimes::default()));
        targets.lock().unwrap().push(game.clone());
        assert_eq!(next_path(FloodKind::Views, &targets, &mut rng), None);
        {
            let mut g = game.lock().unwrap();
            g.game_id = "abcdefghjk".into();
            g.max_version = 3;
        }
        for _ in 0..50 {
            let path = next_path(FloodKind::Views, &targets, &mut rng).unwrap();
            let v: u64 = path
                .strip_prefix("/api/games/abcdefghjk/views/")
                .unwrap()
                .parse()
                .unwrap();
            assert!((1..=3).contains(&v), "{path}");
        }
    }

    #[test]
    fn refuses_a_source_off_loopback() {
        let flood = Flood {
            kind: FloodKind::Ids,
            connections: 1,
            from: "10.0.0.1".parse().unwrap(),
        };
        let target = SocketAddr::from(([127, 0, 0, 1], 1));
        let e = start(&flood, target, Targets::default(), 1).err().unwrap();
        assert!(e.contains("loopback"), "{e}");
    }
}
