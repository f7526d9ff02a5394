//! `trickerion-server`: see the crate docs and docs/PROTOCOL.md.

use tracing_subscriber::EnvFilter;

fn main() {
    limit_malloc_arenas();
    serve();
}

/// Caps glibc's malloc at one arena per core (its default is eight), unless
/// `MALLOC_ARENA_MAX` says otherwise. Each thread that meets a locked arena
/// makes another, and memory freed in one arena serves only that arena:
/// with the default, the peak RSS at 3,000 live games was 21 MiB higher
/// (docs/BENCHMARKS.md). Called before any thread starts.
fn limit_malloc_arenas() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    if std::env::var_os("MALLOC_ARENA_MAX").is_none() {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        let arenas = libc::c_int::try_from(cores).unwrap_or(libc::c_int::MAX);
        // SAFETY: mallopt only sets a tunable of the allocator; no thread
        // other than this one exists yet.
        unsafe {
            libc::mallopt(libc::M_ARENA_MAX, arenas);
        }
    }
}

#[tokio::main]
async fn serve() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // `backup -` writes the backup to stdout: logs go to stderr then (and
    // for `restore`, alike).
    let to_stderr = matches!(
        args.first().map(String::as_str),
        Some("backup" | "restore" | "games")
    );
    let logs = tracing_subscriber::fmt().with_env_filter(
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")),
    );
    if to_stderr {
        logs.with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
            .with_writer(std::io::stderr)
            .init();
    } else {
        logs.with_ansi(std::io::IsTerminal::is_terminal(&std::io::stdout()))
            .init();
    }
    let config = match trickerion_server::Config::from_env() {
        Ok(config) => config,
        Err(e) => {
            tracing::error!("bad configuration: {e}");
            std::process::exit(2);
        }
    };
    match args.first().map(String::as_str) {
        None | Some("serve") => {}
        Some("verify") => std::process::exit(verify(&config).await),
        Some(command @ ("backup" | "restore")) => {
            let [_, file] = args.as_slice() else {
                eprintln!(
                    "{command} takes one FILE (or - for standard {}), got {} arguments\n\n{USAGE}",
                    if command == "backup" {
                        "output"
                    } else {
                        "input"
                    },
                    args.len() - 1
                );
                std::process::exit(2);
            };
            let code = if command == "backup" {
                backup(&config, file).await
            } else {
                restore(&config, file).await
            };
            std::process::exit(code);
        }
        Some("games") => {
            if matches!(args.get(1).map(String::as_str), Some("-h" | "--help")) {
                println!("{}", trickerion_server::operator::USAGE);
                return;
            }
            let code = trickerion_server::operator::run(
                config.database_url.as_deref(),
                &config.data_dir,
                &args[1..],
                &mut std::io::stdout(),
                &mut std::io::stderr(),
            )
            .await;
            std::process::exit(code);
        }
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            return;
        }
        Some(other) => {
            eprintln!("unknown command {other:?}\n\n{USAGE}");
            std::process::exit(2);
        }
    }
    let server = match trickerion_server::Server::build(config).await {
        Ok(server) => server,
        Err(e) => {
            tracing::error!("{e}");
            std::process::exit(1);
        }
    };
    if let Err(e) = server.run(shutdown_signal()).await {
        tracing::error!(error = %e, "server failed");
        std::process::exit(1);
    }
}

const USAGE: &str =
    "usage: trickerion-server [serve | verify | backup FILE | restore FILE | games ...]

  serve         run the server (the default); configured by environment
                variables (see README.md: PORT, DATABASE_URL, DATA_DIR, ...)
  verify        replay every stored game of the configured database through
                this build's rules and report each: ok, or the step that no
                longer replays and why. Exits 0 only when every game replays.
  backup FILE   write every game, seat and command of the configured database
                to FILE (- for standard output), from one consistent snapshot,
                while the server runs. The file restores into SQLite or
                Postgres alike.
  restore FILE  read a backup (- for standard input) into the configured
                database, which must hold no game yet; all or nothing. Then
                replays every game as verify does.
  games         the stored games for the server's operator: list them
                (--status S, --json), `games end ID` ends one in play,
                `games delete ID --yes` deletes one (`games --help`).";

/// `backup FILE`: the process's exit code.
async fn backup(config: &trickerion_server::Config, file: &str) -> i32 {
    use std::io::Write;
    let store = match trickerion_server::store::backup::open(
        config.database_url.as_deref(),
        &config.data_dir,
    )
    .await
    {
        Ok(store) => store,
        Err(e) => {
            eprintln!("cannot open the game store: {e}");
            return 1;
        }
    };
    // A file is written under a temporary name and renamed when complete,
    // so FILE is never a partial backup.
    let partial = format!("{file}.partial");
    let mut out: Box<dyn Write + Send> = if file == "-" {
        Box::new(std::io::BufWriter::new(std::io::stdout()))
    } else {
        match std::fs::File::create(&partial) {
            Ok(f) => Box::new(std::io::BufWriter::new(f)),
            Err(e) => {
                eprintln!("cannot create {partial}: {e}");
                return 1;
            }
        }
    };
    let result = store.backup(&mut *out).await;
    store.close().await;
    let synced = out.flush();
    drop(out);
    let counts = match (result, synced) {
        (Ok(counts), Ok(())) => counts,
        (Err(e), _) => {
            eprintln!("backup failed: {e}");
            let _ = std::fs::remove_file(&partial);
            return 1;
        }
        (_, Err(e)) => {
            eprintln!("backup failed: cannot write {file}: {e}");
            let _ = std::fs::remove_file(&partial);
            return 1;
        }
    };
    if file != "-" {
        let durable = std::fs::File::open(&partial)
            .and_then(|f| f.sync_all())
            .and_then(|()| std::fs::rename(&partial, file));
        if let Err(e) = durable {
            eprintln!("backup failed: cannot complete {file}: {e}");
            let _ = std::fs::remove_file(&partial);
            return 1;
        }
    }
    eprintln!(
        "backed up {} games ({} seats, {} commands) to {file}",
        counts.games, counts.seats, counts.commands
    );
    0
}

/// `restore FILE`: the process's exit code.
async fn restore(config: &trickerion_server::Config, file: &str) -> i32 {
    let mut input: Box<dyn std::io::BufRead + Send> = if file == "-" {
        Box::new(std::io::BufReader::new(std::io::stdin()))
    } else {
        match std::fs::File::open(file) {
            Ok(f) => Box::new(std::io::BufReader::new(f)),
            Err(e) => {
                eprintln!("cannot open {file}: {e}");
                return 1;
            }
        }
    };
    let store = match trickerion_server::store::backup::open(
        config.database_url.as_deref(),
        &config.data_dir,
    )
    .await
    {
        Ok(store) => store,
        Err(e) => {
            eprintln!("cannot open the game store: {e}");
            return 1;
        }
    };
    let result = store.restore(&mut *input).await;
    store.close().await;
    match result {
        Ok(counts) => eprintln!(
            "restored {} games ({} seats, {} commands) from {file}; replaying them:",
            counts.games, counts.seats, counts.commands
        ),
        Err(e) => {
            eprintln!("restore failed, nothing was written: {e}");
            return 1;
        }
    }
    verify(config).await
}

/// Runs `verify` on the configured store; the process's exit code.
async fn verify(config: &trickerion_server::Config) -> i32 {
    let store =
        match trickerion_server::store::connect(config.database_url.as_deref(), &config.data_dir)
            .await
        {
            Ok(store) => store,
            Err(e) => {
                eprintln!("cannot open the game store: {e}");
                return 1;
            }
        };
    match trickerion_server::verify::verify(&*store, &mut std::io::stdout()).await {
        Ok(v) if v.broken == 0 => 0,
        Ok(_) => 1,
        Err(e) => {
            eprintln!("{e}");
            1
        }
    }
}

/// Ctrl-C or SIGTERM.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(e) => {
                tracing::error!(error = %e, "cannot listen for SIGTERM");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = term => {}
    }
}
