//! `trickerion-server`: see the crate docs and docs/PROTOCOL.md.

use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt()
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stdout()))
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")),
        )
        .init();
    let config = match trickerion_server::Config::from_env() {
        Ok(config) => config,
        Err(e) => {
            tracing::error!("bad configuration: {e}");
            std::process::exit(2);
        }
    };
    match std::env::args().nth(1).as_deref() {
        None | Some("serve") => {}
        Some("verify") => std::process::exit(verify(&config).await),
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

const USAGE: &str = "usage: trickerion-server [serve | verify]

  serve   run the server (the default); configured by environment variables
          (see README.md: PORT, DATABASE_URL, DATA_DIR, ...)
  verify  replay every stored game of the configured database through this
          build's rules and report each: ok, or the step that no longer
          replays and why. Exits 0 only when every game replays.";

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
