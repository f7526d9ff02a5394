//! Counters for `/metrics`, in the Prometheus text exposition format.
//! A handful of atomics; no registry crate is needed for five series.

use std::fmt::Write;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::Duration;

/// Upper bounds (seconds) of the command latency histogram buckets.
const BUCKETS: [f64; 12] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
];

#[derive(Debug, Default)]
pub struct Metrics {
    games_live: AtomicI64,
    connections: AtomicI64,
    commands_applied: AtomicU64,
    commands_rejected: AtomicU64,
    bot_commands_applied: AtomicU64,
    bot_commands_rejected: AtomicU64,
    connections_refused: AtomicU64,
    missing_refused: AtomicU64,
    reads_limited: AtomicU64,
    commit_batches: AtomicU64,
    broken_games: AtomicU64,
    commit_batched_commands: AtomicU64,
    /// Cumulative counts per bucket, like Prometheus wants them.
    latency_buckets: [AtomicU64; BUCKETS.len()],
    latency_count: AtomicU64,
    latency_sum_micros: AtomicU64,
    /// The same for group commits.
    commit_buckets: [AtomicU64; BUCKETS.len()],
    commit_sum_micros: AtomicU64,
    /// Set on a node of a cluster (NATS_URL): its id, and the cluster series below.
    cluster_node: std::sync::OnceLock<String>,
    games_owned: AtomicI64,
    forwarded_commands: AtomicU64,
    forwarded_calls: AtomicU64,
    takeovers: AtomicU64,
    leases_lost: AtomicU64,
    /// Housekeeping: games marked abandoned now, and deleted in all.
    games_abandoned: AtomicU64,
    abandoned_deleted: AtomicU64,
}

/// Adds `took` to a histogram's buckets and sum.
fn observe(buckets: &[AtomicU64], sum_micros: &AtomicU64, took: Duration) {
    let secs = took.as_secs_f64();
    for (bound, bucket) in BUCKETS.iter().zip(buckets) {
        if secs <= *bound {
            bucket.fetch_add(1, Ordering::Relaxed);
        }
    }
    sum_micros.fetch_add(
        u64::try_from(took.as_micros()).unwrap_or(u64::MAX),
        Ordering::Relaxed,
    );
}

/// Writes a histogram in the Prometheus text format.
fn histogram(
    out: &mut String,
    name: &str,
    help: &str,
    buckets: &[AtomicU64],
    count: u64,
    sum_micros: u64,
) {
    let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} histogram");
    for (bound, bucket) in BUCKETS.iter().zip(buckets) {
        let _ = writeln!(
            out,
            "{name}_bucket{{le=\"{bound}\"}} {}",
            bucket.load(Ordering::Relaxed)
        );
    }
    let _ = writeln!(out, "{name}_bucket{{le=\"+Inf\"}} {count}");
    let sum = sum_micros as f64 / 1e6;
    let _ = writeln!(out, "{name}_sum {sum}\n{name}_count {count}");
}

impl Metrics {
    /// A stored game was found not to replay (counted once per game).
    pub fn game_broken(&self) {
        self.broken_games.fetch_add(1, Ordering::Relaxed);
    }

    pub fn game_loaded(&self) {
        self.games_live.fetch_add(1, Ordering::Relaxed);
    }

    pub fn game_unloaded(&self) {
        self.games_live.fetch_sub(1, Ordering::Relaxed);
    }

    pub fn connection_opened(&self) {
        self.connections.fetch_add(1, Ordering::Relaxed);
    }

    pub fn connection_closed(&self) {
        self.connections.fetch_sub(1, Ordering::Relaxed);
    }

    /// A TCP connection refused by a connection limit.
    pub fn connection_refused(&self) {
        self.connections_refused.fetch_add(1, Ordering::Relaxed);
    }

    /// One group commit of `commands` appends, which took `took`.
    pub fn batch_committed(&self, commands: usize, took: Duration) {
        observe(&self.commit_buckets, &self.commit_sum_micros, took);
        self.commit_batches.fetch_add(1, Ordering::Relaxed);
        self.commit_batched_commands
            .fetch_add(commands as u64, Ordering::Relaxed);
    }

    /// After a housekeeping pass: `abandoned` games are marked abandoned,
    /// `deleted` more were deleted.
    pub fn housekeeping(&self, abandoned: u64, deleted: u64) {
        self.games_abandoned.store(abandoned, Ordering::Relaxed);
        self.abandoned_deleted.fetch_add(deleted, Ordering::Relaxed);
    }

    pub fn games_live(&self) -> i64 {
        self.games_live.load(Ordering::Relaxed)
    }

    /// Records one command's handling time (validation, storage, broadcast).
    pub fn command_handled(&self, applied: bool, took: Duration) {
        if applied {
            self.commands_applied.fetch_add(1, Ordering::Relaxed);
        } else {
            self.commands_rejected.fetch_add(1, Ordering::Relaxed);
        }
        observe(&self.latency_buckets, &self.latency_sum_micros, took);
        self.latency_count.fetch_add(1, Ordering::Relaxed);
    }

    /// This process is the node `node` of a cluster: `/metrics` shows the cluster series.
    pub fn set_cluster_node(&self, node: &str) {
        let _ = self.cluster_node.set(node.to_string());
    }

    /// A game task holds (`true`) or gave up (`false`) its game's lease.
    pub fn lease_held(&self, held: bool) {
        if held {
            self.games_owned.fetch_add(1, Ordering::Relaxed);
        } else {
            self.games_owned.fetch_sub(1, Ordering::Relaxed);
        }
    }

    /// A socket's game command sent on to the node that owns its game.
    pub fn command_forwarded(&self) {
        self.forwarded_commands.fetch_add(1, Ordering::Relaxed);
    }

    /// Any request sent on to another node (lobby calls, socket messages, connects).
    pub fn call_forwarded(&self) {
        self.forwarded_calls.fetch_add(1, Ordering::Relaxed);
    }

    /// A lookup refused because its id was found to name no game lately.
    pub fn missing_refused(&self) {
        self.missing_refused.fetch_add(1, Ordering::Relaxed);
    }

    /// A read refused by the per-address read limit.
    pub fn read_limited(&self) {
        self.reads_limited.fetch_add(1, Ordering::Relaxed);
    }

    /// A game taken over from a node whose lease ran out.
    pub fn took_over(&self) {
        self.takeovers.fetch_add(1, Ordering::Relaxed);
    }

    /// A game task found its lease taken over by another node, and stopped.
    pub fn lease_lost(&self) {
        self.leases_lost.fetch_add(1, Ordering::Relaxed);
    }

    pub fn games_owned(&self) -> i64 {
        self.games_owned.load(Ordering::Relaxed)
    }

    /// Counts a command chosen by a bot seat (on top of `command_handled`).
    pub fn bot_command(&self, applied: bool) {
        if applied {
            self.bot_commands_applied.fetch_add(1, Ordering::Relaxed);
        } else {
            self.bot_commands_rejected.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Bot commands refused so far; always 0 unless a bot or the rules have a bug.
    pub fn bot_commands_rejected(&self) -> u64 {
        self.bot_commands_rejected.load(Ordering::Relaxed)
    }

    /// The Prometheus text format, with the open TCP connections.
    pub fn render(&self, tcp_connections: usize) -> String {
        let mut out = String::new();
        for ((name, kind, help), value) in SERIES.iter().zip(self.values(tcp_connections)) {
            series(&mut out, name, kind, help, &value);
        }
        series(
            &mut out,
            "trickerion_games_abandoned",
            "gauge",
            "Games not finished and marked abandoned (nothing happened for ABANDONED_AFTER_SECS): off the public list.",
            &self.games_abandoned.load(Ordering::Relaxed).to_string(),
        );
        series(
            &mut out,
            "trickerion_abandoned_games_deleted_total",
            "counter",
            "Abandoned games deleted after DELETE_ABANDONED_AFTER_SECS.",
            &self.abandoned_deleted.load(Ordering::Relaxed).to_string(),
        );
        if let Some(node) = self.cluster_node.get() {
            let labelled = format!("{{node=\"{node}\"}} 1");
            series(
                &mut out,
                "trickerion_cluster_node",
                "gauge",
                "This node's id.",
                &labelled,
            );
            for ((name, kind, help), value) in CLUSTER_SERIES.iter().zip(self.cluster_values()) {
                series(&mut out, name, kind, help, &value);
            }
        }
        histogram(
            &mut out,
            "trickerion_command_duration_seconds",
            "Time to handle one game command.",
            &self.latency_buckets,
            self.latency_count.load(Ordering::Relaxed),
            self.latency_sum_micros.load(Ordering::Relaxed),
        );
        histogram(
            &mut out,
            "trickerion_commit_duration_seconds",
            "Time to store one group commit.",
            &self.commit_buckets,
            self.commit_batches.load(Ordering::Relaxed),
            self.commit_sum_micros.load(Ordering::Relaxed),
        );
        out
    }

    /// The values of [`SERIES`], in its order.
    fn values(&self, tcp_connections: usize) -> [String; SERIES.len()] {
        let load = |a: &AtomicU64| a.load(Ordering::Relaxed).to_string();
        [
            self.games_live.load(Ordering::Relaxed).to_string(),
            self.connections.load(Ordering::Relaxed).to_string(),
            tcp_connections.to_string(),
            load(&self.connections_refused),
            load(&self.broken_games),
            load(&self.commit_batches),
            load(&self.commit_batched_commands),
            load(&self.commands_applied),
            load(&self.commands_rejected),
            load(&self.bot_commands_applied),
            load(&self.bot_commands_rejected),
            load(&self.missing_refused),
            load(&self.reads_limited),
        ]
    }

    /// The values of [`CLUSTER_SERIES`], in its order.
    fn cluster_values(&self) -> [String; CLUSTER_SERIES.len()] {
        let load = |a: &AtomicU64| a.load(Ordering::Relaxed).to_string();
        [
            self.games_owned.load(Ordering::Relaxed).to_string(),
            load(&self.forwarded_commands),
            load(&self.forwarded_calls),
            load(&self.takeovers),
            load(&self.leases_lost),
        ]
    }
}

/// The series `/metrics` shows besides the histograms: name, type and help
/// ([`Metrics::values`] gives their values in this order).
#[rustfmt::skip]
const SERIES: [(&str, &str, &str); 13] = [
    ("trickerion_games_live", "gauge", "Games loaded in memory."),
    ("trickerion_connections", "gauge", "Open WebSocket connections."),
    ("trickerion_tcp_connections", "gauge", "Open TCP connections (HTTP and WebSocket)."),
    ("trickerion_connections_refused_total", "counter", "TCP connections refused by MAX_CONNECTIONS or MAX_CONNECTIONS_PER_IP."),
    ("trickerion_broken_games", "gauge", "Stored games found since the start not to replay under this server's rules (see `trickerion-server verify`)."),
    ("trickerion_commit_batches_total", "counter", "Group commits of the command log (one transaction each)."),
    ("trickerion_commit_batched_commands_total", "counter", "Commands written by those group commits (failed ones included)."),
    ("trickerion_commands_applied_total", "counter", "Game commands stored and applied."),
    ("trickerion_commands_rejected_total", "counter", "Game commands refused (rules, version, storage)."),
    ("trickerion_bot_commands_applied_total", "counter", "Game commands played by bot seats (included in commands_applied)."),
    ("trickerion_bot_commands_rejected_total", "counter", "Bot commands refused; anything but 0 is a bug (or a storage outage)."),
    ("trickerion_missing_ids_refused_total", "counter", "Lookups of ids that named no game (or were found missing in the last 10 s), refused without the database."),
    ("trickerion_reads_limited_total", "counter", "Reads refused by READ_RATE_PER_MIN / READ_BURST."),
];

/// The series of a node of a cluster, likewise ([`Metrics::cluster_values`]).
#[rustfmt::skip]
const CLUSTER_SERIES: [(&str, &str, &str); 5] = [
    ("trickerion_cluster_games_owned", "gauge", "Games whose lease this node holds (they run here)."),
    ("trickerion_cluster_forwarded_commands_total", "counter", "Game commands from sockets on this node sent on to the owning node."),
    ("trickerion_cluster_forwarded_calls_total", "counter", "Requests of any kind sent on to the owning node."),
    ("trickerion_cluster_takeovers_total", "counter", "Games taken over from a node whose lease ran out."),
    ("trickerion_cluster_leases_lost_total", "counter", "Games this node stopped running because another node took them over."),
];

/// Writes one series: its help, its type and its value (`value` starts
/// with the labels, if any).
fn series(out: &mut String, name: &str, kind: &str, help: &str, value: &str) {
    let separator = if value.starts_with('{') { "" } else { " " };
    let _ = writeln!(
        out,
        "# HELP {name} {help}\n# TYPE {name} {kind}\n{name}{separator}{value}"
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn histogram_buckets_are_cumulative() {
        let m = Metrics::default();
        m.command_handled(true, Duration::from_millis(3));
        m.command_handled(false, Duration::from_secs(10));
        let text = m.render(0);
        assert!(text.contains("trickerion_command_duration_seconds_bucket{le=\"0.001\"} 0"));
        assert!(text.contains("trickerion_command_duration_seconds_bucket{le=\"0.005\"} 1"));
        assert!(text.contains("trickerion_command_duration_seconds_bucket{le=\"2.5\"} 1"));
        assert!(text.contains("trickerion_command_duration_seconds_bucket{le=\"+Inf\"} 2"));
        assert!(text.contains("trickerion_commands_applied_total 1"));
        assert!(text.contains("trickerion_commands_rejected_total 1"));
    }

    #[test]
    fn a_node_of_a_cluster_shows_its_id_and_the_cluster_series() {
        let m = Metrics::default();
        assert!(!m.render(3).contains("cluster"));
        m.set_cluster_node("n1");
        m.lease_held(true);
        let text = m.render(3);
        assert!(text.contains(
            "# HELP trickerion_cluster_node This node's id.\n\
             # TYPE trickerion_cluster_node gauge\n\
             trickerion_cluster_node{node=\"n1\"} 1\n"
        ));
        assert!(text.contains(
            "# HELP trickerion_cluster_games_owned Games whose lease this node holds (they run here).\n\
             # TYPE trickerion_cluster_games_owned gauge\n\
             trickerion_cluster_games_owned 1\n"
        ));
        assert!(text.contains("trickerion_tcp_connections 3\n"));
    }
}
