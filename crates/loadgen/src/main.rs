//! `trickerion-loadgen`: see the crate docs and docs/BENCHMARKS.md ("Load").

use std::net::TcpListener;
use std::process::Stdio;
use std::time::{Duration, Instant};

use trickerion_bot::BotLevel;
use trickerion_loadgen::flood::{Flood, FloodKind};
use trickerion_loadgen::{idle_sockets, loopback_addr, run, Chooser, Options};

const USAGE: &str = "\
trickerion-loadgen: plays concurrent bot games against a Trickerion server on this machine

Usage: trickerion-loadgen [OPTIONS]

Target (loopback only: 127.0.0.0/8, ::1, localhost):
  --addr HOST:PORT[,HOST:PORT...]
                            a running server [default: 127.0.0.1:8080], or the
                            nodes of a cluster: game i is set up through node
                            i mod n and its seat s plays through node (i+s) mod n
  --server-pid PID          sample that process's memory (VmRSS)
  --spawn-server PATH       start this trickerion-server binary on a free loopback
                            port instead (stopped at the end); its memory is sampled
  --database-url URL        DATABASE_URL for the spawned server [default: SQLite in a
                            temporary directory]
  --server-env KEY=VALUE    one more environment variable for the spawned server
                            (repeat for more), e.g. READ_RATE_PER_MIN=1000000

Run (it always stops: after --games, or after --duration-secs):
  --games N                 games to play in all [default: 10]
  --concurrency N           games in play at once [default: same as --games]
  --duration-secs S         stop after S seconds; games still in play are cut off
  --warmup-secs S           play but do not measure commands sent in the first S
                            seconds (setting up the games) [default: 0]
  --game-timeout-secs S     give up a game after S seconds [default: 600]
  --players N | LO-HI       seats per game [default: 2-4]
  --bot random|greedy|uniform
                            how clients choose: uniform over the legal commands
                            (default), or a trickerion-bot bot on the seat's view
  --think-ms MS             pause before each command [default: 0]
  --seed N                  [default: 1]
  --json                    print the report as JSON

Server bots beside the games (what their thinking costs the measured games):
  --server-bots N           N seats of the server's own bots, in two-seat games of
                            bots only, playing while the games are measured [default: 0]
  --server-bot-level random|easy|normal|hard
                            their level [default: hard]

Read flood beside the games (the players' latencies then show what reads cost):
  --flood ids|views         ids: GET /api/games/{id} for random ids that name no
                            game; views: GET /api/games/{id}/views/{v} for random
                            games of the run and versions they reached
  --flood-connections N     clients asking at once [default: 50 for ids, 16 for views]
  --flood-from IP           loopback address the flood connects from, counted
                            apart from the players [default: 127.0.0.2]

Memory instead of load:
  --idle-sockets N          open N spectator sockets (100 per game) that stay
                            idle, and report the server's memory per socket
                            (needs --spawn-server or --server-pid)
";

fn value<'a>(args: &'a [String], i: &mut usize, name: &str) -> Result<&'a str, String> {
    *i += 1;
    args.get(*i)
        .map(String::as_str)
        .ok_or_else(|| format!("{name} needs a value"))
}

fn num<T: std::str::FromStr>(text: &str, name: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{name}: {text:?} is not a number"))
}

/// Seconds, refusing what `Duration` cannot hold (negative, NaN, infinite).
fn secs(text: &str, name: &str) -> Result<Duration, String> {
    Duration::try_from_secs_f64(num(text, name)?)
        .map_err(|_| format!("{name}: {text:?} is not a number of seconds"))
}

struct Cli {
    options: Options,
    addr: String,
    spawn: Option<String>,
    database_url: Option<String>,
    json: bool,
    concurrency_given: bool,
    idle_sockets: Option<usize>,
    server_env: Vec<(String, String)>,
    flood_connections: Option<usize>,
    flood_from: std::net::IpAddr,
}

fn parse(args: &[String]) -> Result<Cli, String> {
    let mut cli = Cli {
        options: Options::default(),
        addr: "127.0.0.1:8080".into(),
        spawn: None,
        database_url: None,
        json: false,
        concurrency_given: false,
        idle_sockets: None,
        server_env: Vec::new(),
        flood_connections: None,
        flood_from: std::net::IpAddr::from([127, 0, 0, 2]),
    };
    let o = &mut cli.options;
    let mut i = 0;
    while i < args.len() {
        let name = args[i].as_str();
        match name {
            "--addr" => cli.addr = value(args, &mut i, name)?.to_string(),
            "--server-pid" => o.server_pid = Some(num(value(args, &mut i, name)?, name)?),
            "--spawn-server" => cli.spawn = Some(value(args, &mut i, name)?.to_string()),
            "--database-url" => cli.database_url = Some(value(args, &mut i, name)?.to_string()),
            "--games" => o.games = num(value(args, &mut i, name)?, name)?,
            "--concurrency" => {
                o.concurrency = num(value(args, &mut i, name)?, name)?;
                cli.concurrency_given = true;
            }
            "--duration-secs" => o.duration = Some(secs(value(args, &mut i, name)?, name)?),
            "--warmup-secs" => o.warmup = secs(value(args, &mut i, name)?, name)?,
            "--game-timeout-secs" => o.game_timeout = secs(value(args, &mut i, name)?, name)?,
            "--players" => {
                let v = value(args, &mut i, name)?;
                o.players = match v.split_once('-') {
                    Some((lo, hi)) => (num(lo, name)?, num(hi, name)?),
                    None => {
                        let n = num(v, name)?;
                        (n, n)
                    }
                };
            }
            "--bot" => {
                o.chooser = match value(args, &mut i, name)? {
                    "uniform" => Chooser::Uniform,
                    "random" => Chooser::Bot(BotLevel::Random),
                    "greedy" => Chooser::Bot(BotLevel::Normal),
                    other => return Err(format!("--bot: unknown {other:?}")),
                }
            }
            "--server-bots" => o.server_bots = num(value(args, &mut i, name)?, name)?,
            "--server-bot-level" => {
                let v = value(args, &mut i, name)?;
                o.server_bot_level = serde_json::from_value(serde_json::Value::String(v.into()))
                    .map_err(|_| format!("{name}: unknown level {v:?}"))?;
            }
            "--think-ms" => o.think = Duration::from_millis(num(value(args, &mut i, name)?, name)?),
            "--seed" => o.seed = num(value(args, &mut i, name)?, name)?,
            "--json" => cli.json = true,
            "--idle-sockets" => cli.idle_sockets = Some(num(value(args, &mut i, name)?, name)?),
            "--server-env" => {
                let v = value(args, &mut i, name)?;
                let (k, v) = v
                    .split_once('=')
                    .ok_or_else(|| format!("{name}: {v:?} is not KEY=VALUE"))?;
                cli.server_env.push((k.to_string(), v.to_string()));
            }
            "--flood" => {
                let kind = match value(args, &mut i, name)? {
                    "ids" => FloodKind::Ids,
                    "views" => FloodKind::Views,
                    other => return Err(format!("--flood: unknown {other:?} (ids or views)")),
                };
                o.flood = Some(Flood {
                    kind,
                    connections: 0,
                    from: std::net::IpAddr::from([127, 0, 0, 2]),
                });
            }
            "--flood-connections" => {
                cli.flood_connections = Some(num(value(args, &mut i, name)?, name)?);
            }
            "--flood-from" => cli.flood_from = num(value(args, &mut i, name)?, name)?,
            "-h" | "--help" => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            other => return Err(format!("unknown argument {other:?}; see --help")),
        }
        i += 1;
    }
    if !cli.concurrency_given {
        cli.options.concurrency = cli.options.games.max(1);
    }
    match &mut cli.options.flood {
        Some(f) => {
            f.connections = cli.flood_connections.unwrap_or(match f.kind {
                FloodKind::Ids => 50,
                FloodKind::Views => 16,
            });
            f.from = cli.flood_from;
        }
        None if cli.flood_connections.is_some() => {
            return Err("--flood-connections needs --flood".into());
        }
        None => {}
    }
    Ok(cli)
}

/// A spawned server, killed when dropped; its SQLite directory (if it used
/// one) is removed.
struct Spawned(tokio::process::Child, std::path::PathBuf);

impl Drop for Spawned {
    fn drop(&mut self) {
        let _ = self.0.start_kill();
        let _ = self.0.try_wait();
        let _ = std::fs::remove_dir_all(&self.1);
    }
}

async fn spawn_server(
    bin: &str,
    database_url: Option<&str>,
    env: &[(String, String)],
) -> Result<(String, Spawned), String> {
    // A free loopback port.
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map_err(|e| format!("no free port: {e}"))?
        .port();
    let data_dir = std::env::temp_dir().join(format!("trickerion-loadgen-{port}"));
    let mut cmd = tokio::process::Command::new(bin);
    cmd.env("BIND_ADDR", "127.0.0.1")
        .env("PORT", port.to_string())
        .env("DATA_DIR", &data_dir)
        // Every client of a load run is on loopback and plays without pause:
        // lift the limits per socket and per address that protect a public
        // server from one client (the load generator is that one client).
        .env("WS_RATE_PER_SEC", "100000")
        .env("WS_RATE_BURST", "100000")
        .env("MAX_CONNECTIONS_PER_IP", "1000000")
        .env("MAX_SPECTATORS_PER_GAME", "1000000")
        .env("CREATE_RATE_PER_MIN", "1000000")
        .env("CREATE_BURST", "1000000")
        .env(
            "RUST_LOG",
            std::env::var("RUST_LOG").unwrap_or_else(|_| "warn".into()),
        )
        .envs(env.iter().map(|(k, v)| (k, v)))
        .stdin(Stdio::null())
        // The server's log goes to stderr: stdout is the report (`--json`).
        .stdout(Stdio::from(std::io::stderr()))
        .kill_on_drop(true);
    match database_url {
        Some(url) => cmd.env("DATABASE_URL", url),
        None => cmd.env_remove("DATABASE_URL"),
    };
    let child = cmd
        .spawn()
        .map_err(|e| format!("cannot start {bin}: {e}"))?;
    let spawned = Spawned(child, data_dir);
    let addr = format!("127.0.0.1:{port}");
    let http = reqwest::Client::new();
    let until = Instant::now() + Duration::from_secs(30);
    loop {
        if let Ok(res) = http.get(format!("http://{addr}/healthz")).send().await {
            if res.status().is_success() {
                return Ok((addr, spawned));
            }
        }
        if Instant::now() > until {
            return Err(format!("{bin} did not answer /healthz on {addr} in 30 s"));
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut cli = match parse(&args) {
        Ok(cli) => cli,
        Err(e) => {
            eprintln!("trickerion-loadgen: {e}");
            std::process::exit(2);
        }
    };
    let mut spawned = None;
    if let Some(bin) = &cli.spawn {
        match spawn_server(bin, cli.database_url.as_deref(), &cli.server_env).await {
            Ok((addr, child)) => {
                cli.addr = addr;
                cli.options.server_pid = cli.options.server_pid.or(child.0.id());
                spawned = Some(child);
            }
            Err(e) => {
                eprintln!("trickerion-loadgen: {e}");
                std::process::exit(1);
            }
        }
    }
    let mut addrs = Vec::new();
    for target in cli.addr.split(',').map(str::trim) {
        match loopback_addr(target) {
            Ok(addr) => addrs.push(addr),
            Err(e) => {
                eprintln!("trickerion-loadgen: {e}");
                std::process::exit(2);
            }
        }
    }
    cli.options.addr = addrs[0];
    cli.options.more_addrs = addrs.split_off(1);
    if let Some(n) = cli.idle_sockets {
        let Some(pid) = cli.options.server_pid else {
            eprintln!("trickerion-loadgen: --idle-sockets needs --spawn-server or --server-pid");
            std::process::exit(2);
        };
        let report = idle_sockets(cli.options.addr, n, pid).await;
        drop(spawned);
        match report {
            Ok(report) if cli.json => println!(
                "{}",
                serde_json::to_string_pretty(&report).expect("a report serialises")
            ),
            Ok(report) => print!("{}", report.human()),
            Err(e) => {
                eprintln!("trickerion-loadgen: {e}");
                std::process::exit(1);
            }
        }
        return;
    }
    let report = run(cli.options).await;
    drop(spawned);
    match report {
        Ok(report) => {
            if cli.json {
                println!(
                    "{}",
                    serde_json::to_string_pretty(&report).expect("a report serialises")
                );
            } else {
                print!("{}", report.human());
                let cut_off = report
                    .games
                    .iter()
                    .filter(|g| {
                        g.failure
                            .as_deref()
                            .is_some_and(|f| f.starts_with("cut off"))
                    })
                    .count();
                println!("cut off           {cut_off} games still in play at the end");
                let failed: Vec<_> = report
                    .games
                    .iter()
                    .filter_map(|g| g.failure.as_ref().map(|f| (g.game_id.as_str(), f)))
                    .filter(|(_, f)| !f.starts_with("cut off"))
                    .take(5)
                    .collect();
                for (id, why) in failed {
                    println!("failed            {id}: {why}");
                }
            }
        }
        Err(e) => {
            eprintln!("trickerion-loadgen: {e}");
            std::process::exit(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_non_loopback_targets() {
        assert!(loopback_addr("127.0.0.1:8080").is_ok());
        assert!(loopback_addr("127.3.4.5:1").is_ok());
        assert!(loopback_addr("[::1]:8080").is_ok());
        assert!(loopback_addr("localhost:8080").is_ok());
        for bad in [
            "10.0.0.1:80",
            "192.168.1.2:8080",
            "[2001:db8::1]:80",
            "0.0.0.0:8080",
        ] {
            let e = loopback_addr(bad).unwrap_err();
            assert!(e.contains("loopback"), "{bad}: {e}");
        }
    }

    #[test]
    fn reads_memory_and_cpu_of_a_process() {
        let me = std::process::id();
        assert!(trickerion_loadgen::rss_kib(me).is_some_and(|k| k > 0));
        assert!(trickerion_loadgen::cpu_secs(me).is_some());
    }

    #[test]
    fn parses_a_bounded_run() {
        let args: Vec<String> = "--games 5 --players 3 --bot greedy --duration-secs 2 --json"
            .split(' ')
            .map(String::from)
            .collect();
        let cli = parse(&args).unwrap();
        assert_eq!(cli.options.games, 5);
        assert_eq!(cli.options.concurrency, 5);
        assert_eq!(cli.options.players, (3, 3));
        assert_eq!(cli.options.chooser, Chooser::Bot(BotLevel::Normal));
        assert!(cli.json);
    }

    #[test]
    fn a_flood_and_its_defaults() {
        let args = |s: &str| s.split(' ').map(String::from).collect::<Vec<_>>();
        let cli = parse(&args("--flood views --server-env READ_RATE_PER_MIN=9")).unwrap();
        let flood = cli.options.flood.unwrap();
        assert_eq!((flood.kind, flood.connections), (FloodKind::Views, 16));
        assert_eq!(flood.from, std::net::IpAddr::from([127, 0, 0, 2]));
        assert_eq!(cli.server_env, [("READ_RATE_PER_MIN".into(), "9".into())]);
        let cli = parse(&args(
            "--flood-from 127.0.0.9 --flood ids --flood-connections 3",
        ))
        .unwrap();
        let flood = cli.options.flood.unwrap();
        assert_eq!((flood.kind, flood.connections), (FloodKind::Ids, 3));
        assert_eq!(flood.from, std::net::IpAddr::from([127, 0, 0, 9]));
        for bad in ["--flood all", "--flood-connections 3", "--server-env X"] {
            assert!(parse(&args(bad)).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_warm_up_and_bad_seconds() {
        let args = |s: &str| s.split(' ').map(String::from).collect::<Vec<_>>();
        let cli = parse(&args("--duration-secs 40 --warmup-secs 10")).unwrap();
        assert_eq!(cli.options.warmup, Duration::from_secs(10));
        for bad in [
            "--warmup-secs -1",
            "--duration-secs NaN",
            "--game-timeout-secs inf",
        ] {
            let err = parse(&args(bad)).err().unwrap_or_default();
            assert!(err.contains("seconds"), "{bad}: {err:?}");
        }
    }
}
