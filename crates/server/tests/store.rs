//! `GameStore` on both backends: the log refuses duplicate and gapped steps,
//! seats refuse double claims, and lobby writes stop at the start.

#[macro_use]
mod common;

use common::*;
use serde_json::json;
use trickerion_server::engine::{Command, GameConfig, Seat};
use trickerion_server::store::{LogEntry, NewGame, StoreError, StoredSeat, StoredStatus};

fn entry(seq: u64, seat: u8) -> LogEntry {
    LogEntry {
        seq,
        seat: Seat(seat),
        command: Command::Advertise,
        // Bots send none; people do.
        request_id: seq.is_multiple_of(2).then(|| format!("req-{seq}")),
        seen: seq.is_multiple_of(2).then(|| seq - 1),
    }
}

async fn log_is_append_only_and_gap_free(backend: Backend) {
    let db = TestDb::new(backend).await;
    let store = db.store().await;
    let config = GameConfig::base(2, 42);
    store
        .create_game(&NewGame {
            id: "aaaaaaaaaa".into(),
            config: config.clone(),
            creator_token_hash: "h".into(),
        })
        .await
        .unwrap();
    // The same id twice is refused.
    let again = store
        .create_game(&NewGame {
            id: "aaaaaaaaaa".into(),
            config: config.clone(),
            creator_token_hash: "h".into(),
        })
        .await;
    assert!(matches!(again, Err(StoreError::Conflict)), "{again:?}");

    let id = "aaaaaaaaaa";
    // Step 2 before step 1 is a gap.
    assert!(matches!(
        store.append_command(id, &entry(2, 0)).await,
        Err(StoreError::Conflict)
    ));
    store.append_command(id, &entry(1, 0)).await.unwrap();
    // A second writer of step 1 is refused.
    assert!(matches!(
        store.append_command(id, &entry(1, 1)).await,
        Err(StoreError::Conflict)
    ));
    store.append_command(id, &entry(2, 1)).await.unwrap();
    // Unknown games cannot get a log.
    assert!(store
        .append_command("bbbbbbbbbb", &entry(1, 0))
        .await
        .is_err());

    // Seats: one claim each; moves and leaves only in the lobby.
    let seat = |s: u8, name: &str| StoredSeat {
        seat: Seat(s),
        name: name.into(),
        token_hash: format!("t{s}"),
        bot: None,
    };
    store.claim_seat(id, &seat(0, "A")).await.unwrap();
    assert!(matches!(
        store.claim_seat(id, &seat(0, "B")).await,
        Err(StoreError::Conflict)
    ));
    store.claim_seat(id, &seat(1, "B")).await.unwrap();
    assert!(matches!(
        store.move_seat(id, Seat(0), Seat(1)).await,
        Err(StoreError::Conflict)
    ));
    store.release_seat(id, Seat(1)).await.unwrap();
    store.move_seat(id, Seat(0), Seat(1)).await.unwrap();
    store.start_game(id).await.unwrap();
    assert!(matches!(
        store.start_game(id).await,
        Err(StoreError::Conflict)
    ));
    assert!(matches!(
        store.claim_seat(id, &seat(0, "C")).await,
        Err(StoreError::Conflict)
    ));
    assert!(matches!(
        store.release_seat(id, Seat(1)).await,
        Err(StoreError::Conflict)
    ));

    let stored = store.load_game(id).await.unwrap().unwrap();
    assert_eq!(stored.config, config);
    assert_eq!(stored.status, StoredStatus::Playing);
    assert_eq!(
        stored.seats,
        vec![StoredSeat {
            seat: Seat(1),
            name: "A".into(),
            token_hash: "t0".into(),
            bot: None,
        }]
    );
    let seqs: Vec<(u64, u8)> = stored.log.iter().map(|e| (e.seq, e.seat.0)).collect();
    assert_eq!(seqs, [(1, 0), (2, 1)]);
    assert_eq!(stored.log, [entry(1, 0), entry(2, 1)], "request ids kept");
    assert!(store.load_game("bbbbbbbbbb").await.unwrap().is_none());
    store.close().await;
}

/// Two servers on one database: the second writer of a step is refused, its
/// game task unloads, and its sockets are told to reconnect.
async fn two_servers_never_append_the_same_step(backend: Backend) {
    let db = TestDb::new(backend).await;
    let store = db.store().await;
    let a = spawn_app_on(&db).await;
    let b = spawn_app_on(&db).await;
    let g = a.started_game(2).await;
    let game = replay_from_store(&store, &g.game_id).await.game;
    let seat = game.waiting_for()[0];
    let token = &g.tokens[seat.index()];
    let mut on_a = a.connect(&g.game_id, Some(token)).await;
    let mut on_b = b.connect(&g.game_id, Some(token)).await;
    let command = legal_json(&game, seat)[0].clone();

    assert_eq!(on_a.play(&command, Some(0)).await["type"], "ack");
    // Server b still has version 0 in memory: its append of step 1 conflicts.
    let reply = on_b.play(&command, Some(0)).await;
    assert_eq!(reply["error"], "conflict", "{reply}");
    on_b.until_closed().await;
    // Reconnecting to b loads the game afresh, with a's command.
    let fresh = b.connect(&g.game_id, Some(token)).await;
    assert_eq!(fresh.version(), 1);
    let replayed = replay_from_store(&store, &g.game_id).await;
    assert_eq!(replayed.stored.log.len(), 1);
    assert_eq!(
        fresh.state.as_ref().unwrap()["view"],
        view_json(
            &replayed.game,
            trickerion_server::engine::Viewer::Seat(seat)
        )
    );
    a.stop().await;
    b.stop().await;
}

/// A game stored before rules versions existed has a config without
/// `rules_version` (and before unknown fields were refused): it loads as rules
/// version 1, replays, and its lobby says so.
async fn games_stored_before_rules_versions_load_as_version_1(backend: Backend) {
    let db = TestDb::new(backend).await;
    let store = db.store().await;
    let id = "dbejpmc894";
    store
        .create_game(&NewGame {
            id: id.into(),
            config: GameConfig::base(2, 42),
            creator_token_hash: "h".into(),
        })
        .await
        .unwrap();
    // Its log replays under version 1: seat 0 chose a Magician.
    let first: Command =
        serde_json::from_str(r#"{"type":"choose_magician","magician":0}"#).unwrap();
    store
        .append_command(
            id,
            &LogEntry {
                seq: 1,
                seat: Seat(0),
                command: first,
                request_id: None,
                seen: None,
            },
        )
        .await
        .unwrap();
    let old = r#"{"players":2,"seed":42,"beginner_setup":false,"dark_alley":false,"prophecies":false,"fame_caps":false}"#;
    match backend {
        Backend::Sqlite => {
            use sqlx::Connection;
            let file = db.data_dir.join("trickerion.sqlite3");
            let mut c = sqlx::SqliteConnection::connect(&format!("sqlite:{}", file.display()))
                .await
                .unwrap();
            sqlx::query("UPDATE games SET config = ?1 WHERE id = ?2")
                .bind(old)
                .bind(id)
                .execute(&mut c)
                .await
                .unwrap();
        }
        Backend::Postgres => {
            use sqlx::Connection;
            let mut c = sqlx::PgConnection::connect(db.url.as_deref().unwrap())
                .await
                .unwrap();
            sqlx::query("UPDATE games SET config = $1 WHERE id = $2")
                .bind(old)
                .bind(id)
                .execute(&mut c)
                .await
                .unwrap();
        }
    }
    let stored = store.load_game(id).await.unwrap().unwrap();
    assert_eq!(stored.config.rules_version, 1);
    let app = spawn_app_on(&db).await;
    let (status, lobby) = app.get(&format!("/api/games/{id}")).await;
    assert_eq!(status, 200, "{lobby}");
    assert_eq!(lobby["rules_version"], 1, "{lobby}");
    assert_eq!(lobby["version"], 1, "{lobby}");
    app.stop().await;
}

/// A group commit stores each entry as `append_command` would, in one
/// transaction: good entries are stored, duplicate steps, gaps and unknown
/// games are `Conflict`, whatever their place in the batch.
async fn a_batch_stores_each_entry_on_its_own_terms(backend: Backend) {
    let db = TestDb::new(backend).await;
    let store = db.store().await;
    for id in ["aaaaaaaaaa", "cccccccccc"] {
        store
            .create_game(&NewGame {
                id: id.into(),
                config: GameConfig::base(2, 1),
                creator_token_hash: "h".into(),
            })
            .await
            .unwrap();
    }
    store
        .append_command("cccccccccc", &entry(1, 0))
        .await
        .unwrap();
    let batch = [
        ("aaaaaaaaaa", entry(1, 0)),
        ("cccccccccc", entry(1, 1)), // step 1 exists
        ("cccccccccc", entry(3, 1)), // step 2 does not
        ("bbbbbbbbbb", entry(1, 0)), // no such game
        ("cccccccccc", entry(2, 1)),
    ];
    let refs: Vec<(&str, &LogEntry)> = batch.iter().map(|(id, e)| (*id, e)).collect();
    let results = store.append_batch(&refs).await;
    let kinds: Vec<&str> = results
        .iter()
        .map(|r| match r {
            Ok(()) => "stored",
            Err(StoreError::Conflict) => "conflict",
            Err(_) => "failed",
        })
        .collect();
    assert_eq!(
        kinds,
        ["stored", "conflict", "conflict", "conflict", "stored"]
    );
    let log = store.load_game("cccccccccc").await.unwrap().unwrap().log;
    assert_eq!(log, [entry(1, 0), entry(2, 1)], "request ids kept");
    assert!(store.append_batch(&[]).await.is_empty());
    // A batch of one entry (the common case, which SQLite writes as one
    // statement without a transaction of its own) on the same terms.
    let alone = [
        ("cccccccccc", entry(2, 0)), // step 2 exists
        ("cccccccccc", entry(4, 0)), // step 3 does not
        ("bbbbbbbbbb", entry(1, 0)), // no such game
        ("cccccccccc", entry(3, 0)),
    ];
    let mut kinds = Vec::new();
    for (id, e) in &alone {
        let result = store.append_batch(&[(*id, e)]).await;
        assert_eq!(result.len(), 1);
        kinds.push(match &result[0] {
            Ok(()) => "stored",
            Err(StoreError::Conflict) => "conflict",
            Err(_) => "failed",
        });
    }
    assert_eq!(kinds, ["conflict", "conflict", "conflict", "stored"]);
    let log = store.load_game("cccccccccc").await.unwrap().unwrap().log;
    assert_eq!(log, [entry(1, 0), entry(2, 1), entry(3, 0)]);
    store.close().await;
}

/// A client that got no answer resends its command with the same request
/// id after the server restarted (in a cluster: after another node took the
/// game over, which loads it the same way): it is answered as the first
/// time, with the version the command made, and nothing is played twice.
/// Without the ids in the log, the resend was refused as stale. The same id
/// with another version seen is a new message, not a repeat.
async fn a_resend_after_a_restart_is_answered_as_the_original(backend: Backend) {
    let db = TestDb::new(backend).await;
    let app = spawn_app_on(&db).await;
    let game = app.started_game(2).await;
    let mut clients = Vec::new();
    for token in &game.tokens {
        clients.push(app.connect(&game.game_id, Some(token)).await);
    }
    let mover = clients.iter().position(|c| !c.legal().is_empty()).unwrap();
    let version = clients[mover].version();
    let command = clients[mover].legal()[0].clone();
    let message = json!({
        "type": "command",
        "request_id": "resent-1",
        "command": command,
        "version": version,
    });
    clients[mover].send_text(message.to_string()).await;
    let first = clients[mover].reply("resent-1").await;
    assert_eq!(first["type"], "ack", "{first}");
    drop(clients);
    app.stop().await;

    let app = spawn_app_on(&db).await;
    let mut client = app.connect(&game.game_id, Some(&game.tokens[mover])).await;
    client.send_text(message.to_string()).await;
    let again = client.reply("resent-1").await;
    assert_eq!(again, first, "answered as the original");
    let stored = db
        .store()
        .await
        .load_game(&game.game_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.log.len() as u64, version + 1, "played once");
    assert_eq!(
        stored.log[version as usize].request_id.as_deref(),
        Some("resent-1")
    );
    assert_eq!(stored.log[version as usize].seen, Some(version));

    let mut other = message.clone();
    other["version"] = json!(version + 1);
    client.send_text(other.to_string()).await;
    let reply = client.reply("resent-1").await;
    assert_ne!(
        reply, first,
        "another version seen is a new message: {reply}"
    );
    app.stop().await;
}

on_both_backends!(
    log_is_append_only_and_gap_free,
    two_servers_never_append_the_same_step,
    games_stored_before_rules_versions_load_as_version_1,
    a_batch_stores_each_entry_on_its_own_terms,
    a_resend_after_a_restart_is_answered_as_the_original,
);

/// A batch append checks each entry's previous step through the
/// primary key however long the server has run. Before, the batch `INSERT`
/// was a prepared statement whose generic plan, fixed while the log was
/// small, hashed the whole `commands` table on every batch (a full scan
/// that grew with the log). Here the log is small for 60 batches, then
/// large; the batches after that must not scan `commands`.
///
/// Nor may they loop over the games: with `games` not analysed yet, the
/// planner turned the check that an entry's game has not ended into a join
/// that took every unended game in turn and checked the whole batch for
/// each (a game count times batch size lookups per batch). Each entry is
/// looked up once by its key instead.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn batch_appends_never_scan_the_whole_log() {
    use sqlx::Connection;
    if !postgres_available().await {
        return;
    }
    let db = TestDb::new(Backend::Postgres).await;
    let store = db.store().await;
    let games: Vec<String> = (0..20).map(|i| format!("g{i:09}")).collect();
    for id in &games {
        store
            .create_game(&NewGame {
                id: id.clone(),
                config: GameConfig::base(2, 1),
                creator_token_hash: "h".into(),
            })
            .await
            .unwrap();
    }
    let mut seq = 0;
    let append_round = |seq: u64| {
        let entries: Vec<(String, LogEntry)> =
            games.iter().map(|id| (id.clone(), entry(seq, 0))).collect();
        let store = &store;
        async move {
            let refs: Vec<(&str, &LogEntry)> =
                entries.iter().map(|(id, e)| (id.as_str(), e)).collect();
            assert!(store.append_batch(&refs).await.iter().all(Result::is_ok));
        }
    };
    for _ in 0..60 {
        seq += 1;
        append_round(seq).await;
    }
    // A long-lived log: 60,000 more steps of other games.
    let mut admin = sqlx::PgConnection::connect(db.url.as_deref().unwrap())
        .await
        .unwrap();
    sqlx::query(
        "INSERT INTO games (id, config, creator_token_hash) \
         SELECT 'h' || lpad(g::TEXT, 9, '0'), (SELECT config FROM games LIMIT 1), 'h' \
         FROM generate_series(1, 600) g",
    )
    .execute(&mut admin)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO commands (game_id, seq, seat, command) \
         SELECT 'h' || lpad(g::TEXT, 9, '0'), s, 0, '\"advertise\"' \
         FROM generate_series(1, 600) g, generate_series(1, 100) s",
    )
    .execute(&mut admin)
    .await
    .unwrap();
    let stats = "SELECT seq_scan, n_tup_ins FROM pg_stat_user_tables WHERE relname = 'commands'";
    let lookups = "SELECT \
         (SELECT seq_scan FROM pg_stat_user_tables WHERE relname = 'games'), \
         (SELECT idx_scan FROM pg_stat_user_tables WHERE relname = 'commands')";
    // Statistics reach the view when a backend flushes them (at most once a
    // second while busy): wait until every row so far is counted.
    let url = db.url.clone().unwrap();
    let counted = |want: i64| {
        let url = url.clone();
        async move {
            let mut c = sqlx::PgConnection::connect(&url).await.unwrap();
            let patience = Patience::new("the statistics count every insert");
            loop {
                let (scans, ins): (i64, i64) =
                    sqlx::query_as(stats).fetch_one(&mut c).await.unwrap();
                if ins >= want {
                    return scans;
                }
                patience.again().await;
            }
        }
    };
    let before = counted(60 * 20 + 60_000).await;
    let (games_scanned, commands_looked_up): (i64, i64) =
        sqlx::query_as(lookups).fetch_one(&mut admin).await.unwrap();
    for _ in 0..20 {
        seq += 1;
        append_round(seq).await;
    }
    let after = counted(80 * 20 + 60_000).await;
    assert_eq!(after, before, "batch appends scanned the whole command log");
    let (games_scanned_after, commands_looked_up_after): (i64, i64) =
        sqlx::query_as(lookups).fetch_one(&mut admin).await.unwrap();
    assert_eq!(
        games_scanned_after, games_scanned,
        "batch appends scanned the games"
    );
    // The previous step of each of the 400 entries, and its key's uniqueness.
    let per_entry = (commands_looked_up_after - commands_looked_up) as f64 / 400.0;
    assert!(
        per_entry <= 3.0,
        "{per_entry} lookups of the command log per entry appended"
    );
    store.close().await;
}
