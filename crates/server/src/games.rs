//! The registry of live games: finds a game's task, loading the game from the
//! store (by replaying its log) when it is not in memory, and creates games.
//!
//! Each game id has its own slot with its own lock, held while that game
//! loads (so one game never gets two tasks); the map of slots is locked only
//! to find or add a slot, never across a database read, so slow or unknown
//! games never hold up the others.
//!
//! On a node of a cluster (`cluster`), a game loads only under its lease;
//! when another node holds it, the handle returned forwards there, and when
//! that node does not answer, its lease is waited out and the game taken over.

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use async_trait::async_trait;
use rand::RngCore;

use crate::auth;
use crate::cluster::{Cluster, Lease, Owned, Remote};
use crate::commit::Committer;
use crate::engine::{Game, GameConfig, Seat, RULES_VERSION};
use crate::error::Error;
use crate::game::{broken_lobby, ActorSettings, GameActor, GameHandle};
use crate::metrics::Metrics;
use crate::protocol::{
    ClockOptions, CreateGameRequest, GameList, GameStatus, GameSummary, LobbyInfo, LobbyOptions,
    RematchInfo, RematchRequest, RematchResponse,
};
use crate::replay::ReplayFailure;
use crate::request::{Reply, Request};
use crate::sockets::Connection;
use crate::store::{
    GameStore, LeaseGrant, NewGame, Reservation, StoreError, StoredGame, StoredStatus, TableOptions,
};

/// Games per page of the public list.
pub const LIST_PAGE: u32 = 20;

/// The longest a rematch keeps its players' seats by a timeout: a week.
const MAX_HOLD_SECS: u64 = 7 * 24 * 3600;

/// Longest clock: 30 days per move, or 24 hours for the game (plus an hour
/// per move); shortest: a minute.
fn check_clock(clock: &ClockOptions) -> Result<(), Error> {
    const DAY: u32 = 24 * 3600;
    let ok = match *clock {
        ClockOptions::Live {
            initial_secs,
            increment_secs,
            ..
        } => (60..=DAY).contains(&initial_secs) && increment_secs <= 3600,
        ClockOptions::Correspondence { per_move_secs, .. } => {
            (60..=30 * DAY).contains(&per_move_secs)
        }
    };
    if ok {
        Ok(())
    } else {
        Err(Error::BadRequest(
            "clock out of range: a live clock has 60 s to 24 h per player and at most 3600 s \
             added per move; a correspondence clock has 60 s to 30 days per move"
                .into(),
        ))
    }
}

/// One game id's place in the registry: its task once loaded.
type Slot = Arc<tokio::sync::Mutex<Option<GameHandle>>>;

pub struct Games {
    store: Arc<dyn GameStore>,
    committer: Committer,
    metrics: Arc<Metrics>,
    settings: ActorSettings,
    live: Mutex<HashMap<String, Slot>>,
    /// Games that did not replay, and why: they are not loaded again (until
    /// a restart, perhaps with fixed rules), and each is logged once.
    broken: Mutex<HashMap<String, ReplayFailure>>,
    /// One rematch is made at a time, so two players asking at once get the
    /// same new game.
    rematches: tokio::sync::Mutex<()>,
    /// On a node of a cluster: games load here only under a lease, and the
    /// others are asked of the node that holds theirs.
    cluster: Option<Arc<Cluster>>,
    /// Ids recently looked up and not found: asked again within
    /// [`MISSING_FOR`], they are refused without the registry or the store.
    missing: Mutex<HashMap<String, std::time::Instant>>,
}

/// How long an id that named no game is refused without looking.
pub const MISSING_FOR: Duration = Duration::from_secs(10);
/// Most ids remembered as missing (a flood of random ids forgets the oldest).
const MISSING_KEPT: usize = 50_000;

/// Where a game runs, for a node of a cluster.
enum Owner {
    Here(Lease),
    Elsewhere(Remote),
}

/// A new game: its id and the creator's secret token.
pub struct Created {
    pub game_id: String,
    pub creator_token: String,
}

impl Games {
    pub fn new(
        store: Arc<dyn GameStore>,
        committer: Committer,
        metrics: Arc<Metrics>,
        settings: ActorSettings,
    ) -> Self {
        Games {
            store,
            committer,
            metrics,
            settings,
            live: Mutex::new(HashMap::new()),
            broken: Mutex::new(HashMap::new()),
            rematches: tokio::sync::Mutex::new(()),
            cluster: None,
            missing: Mutex::new(HashMap::new()),
        }
    }

    /// Makes this registry a node of `cluster`.
    pub fn clustered(mut self, cluster: Arc<Cluster>) -> Self {
        self.cluster = Some(cluster);
        self
    }

    pub fn store(&self) -> &Arc<dyn GameStore> {
        &self.store
    }

    /// Creates a game in the lobby with a fresh random seed.
    ///
    /// # Errors
    /// `Setup` if the options do not make a game; `BadRequest` for a clock
    /// out of range; `Unavailable` if the store fails.
    pub async fn create(&self, request: CreateGameRequest) -> Result<Created, Error> {
        // New games are played under the current rules version.
        let config = request.options.config(rand::rng().next_u64());
        if let Some(clock) = &request.clock {
            check_clock(clock)?;
        }
        let table = TableOptions {
            listed: request.listed.unwrap_or(false),
            clock: request.clock,
            autostart: false,
            reserved: Vec::new(),
            ..TableOptions::default()
        };
        self.create_with(config, table).await
    }

    /// Creates a game from a config (its seed included) and table options.
    async fn create_with(&self, config: GameConfig, table: TableOptions) -> Result<Created, Error> {
        // Refuse options the rules refuse before anything is stored; store
        // the game's own config, which records the content it is played with.
        let config = Game::new(config)?.config().clone();
        let creator_token = auth::new_token();
        let creator_token_hash = auth::hash_token(&creator_token);
        // Ids are random; on the rare collision draw another.
        for _ in 0..5 {
            let game = NewGame {
                id: auth::new_game_id(),
                config: config.clone(),
                creator_token_hash: creator_token_hash.clone(),
            };
            match self.store.create_game(&game).await {
                Ok(()) => {
                    self.missing.lock().expect("not poisoned").remove(&game.id);
                    if table != TableOptions::default() {
                        self.store.save_table_options(&game.id, &table).await?;
                    }
                    tracing::info!(game_id = %game.id, players = config.options.players, "game created");
                    return Ok(Created {
                        game_id: game.id,
                        creator_token,
                    });
                }
                Err(StoreError::Conflict) => continue,
                Err(e) => return Err(e.into()),
            }
        }
        Err(Error::Internal("could not draw a free game id".into()))
    }

    /// `POST /api/games/{id}/rematch` by a player of the finished game `id`:
    /// a new game with the same options and a new seed, seats in the same
    /// order (or each moved one on), its bots seated again; it starts by
    /// itself once every player has joined. Whoever asks after the first gets
    /// the same game (and no creator token). Each person's new seat is kept
    /// for them: their seat token of this game claims it, and nobody else
    /// takes it until the rematch's creator frees it or `hold_secs` pass.
    ///
    /// # Errors
    /// `Conflict` before the end; `Unauthorized` for a token of no seat;
    /// `BadRequest` for a hold out of range.
    pub async fn rematch(
        &self,
        id: &str,
        token_hash: &str,
        request: &RematchRequest,
    ) -> Result<RematchResponse, Error> {
        if let Some(secs) = request.hold_secs {
            if !(1..=MAX_HOLD_SECS).contains(&secs) {
                return Err(Error::BadRequest(format!(
                    "hold_secs is 1 to {MAX_HOLD_SECS} (a week)"
                )));
            }
        }
        let rotate = request.rotate.unwrap_or(false);
        let _one_at_a_time = self.rematches.lock().await;
        let source = self
            .with(id, |h| {
                let token_hash = token_hash.to_string();
                async move { h.rematch_source(token_hash).await }
            })
            .await?;
        if let Some(rematch) = source.existing {
            return Ok(RematchResponse {
                rematch,
                creator_token: None,
            });
        }
        let n = source.config.options.players;
        let seats: Vec<Seat> = (0..n)
            .map(|s| Seat(if rotate { (s + 1) % n } else { s }))
            .collect();
        let config = GameConfig {
            seed: rand::rng().next_u64(),
            rules_version: RULES_VERSION,
            content: Vec::new(),
            ..source.config
        };
        let until_ms = request
            .hold_secs
            .map(|secs| self.settings.table.clock.now_ms() + secs * 1000);
        let reserved = source
            .people
            .iter()
            .enumerate()
            .filter_map(|(old, person)| {
                person.as_ref().map(|(name, token_hash)| Reservation {
                    seat: seats[old],
                    name: name.clone(),
                    token_hash: token_hash.clone(),
                    until_ms,
                })
            })
            .collect();
        let table = TableOptions {
            listed: source.listed,
            clock: source.clock,
            autostart: true,
            reserved,
            ..TableOptions::default()
        };
        let created = self.create_with(config, table).await?;
        let creator_hash = auth::hash_token(&created.creator_token);
        for (old, bot) in source.bots.iter().enumerate() {
            if let Some(bot) = bot {
                let seat = seats[old];
                let creator_hash = creator_hash.clone();
                self.with(&created.game_id, |h| {
                    let creator_hash = creator_hash.clone();
                    async move { h.add_bot(seat, bot.level, creator_hash).await }
                })
                .await?;
            }
        }
        let rematch = RematchInfo {
            game_id: created.game_id.clone(),
            seats,
        };
        let recorded = self.store.set_rematch(id, &rematch).await?;
        let first = recorded == rematch;
        if let Ok(handle) = self.get(id).await {
            handle.rematch_made(recorded.clone()).await;
        }
        tracing::info!(game_id = id, rematch = %recorded.game_id, "rematch made");
        Ok(RematchResponse {
            rematch: recorded,
            creator_token: first.then_some(created.creator_token),
        })
    }

    /// A page of the public list of games.
    ///
    /// # Errors
    /// `Unavailable` if the store fails.
    pub async fn list(&self, page: u32) -> Result<GameList, Error> {
        let (games, more) = self.store.list_games(page, LIST_PAGE).await?;
        Ok(GameList {
            games: games
                .into_iter()
                .map(|g| GameSummary {
                    status: match g.status {
                        StoredStatus::Lobby => GameStatus::Lobby,
                        StoredStatus::Playing => GameStatus::Playing,
                    },
                    options: LobbyOptions::of(&g.config),
                    seats_taken: g.seats_taken,
                    players: g.names,
                    created_at: g.created_ms,
                    started_at: g.started_ms,
                    game_id: g.id,
                })
                .collect(),
            page,
            more,
        })
    }

    /// The live game `id`, loaded from the store if needed. On a node of a
    /// cluster, the game may run on another node: its handle forwards there.
    ///
    /// # Errors
    /// `GameNotFound` for unknown ids; `Unavailable` if the store fails.
    pub async fn get(&self, id: &str) -> Result<GameHandle, Error> {
        self.find(id, true).await
    }

    /// The game `id` running on this node (loaded here if its lease can be
    /// had): for requests other nodes forward here, which must not bounce on.
    ///
    /// # Errors
    /// As [`Games::get`]; `ActorGone` when another node holds the lease.
    pub async fn get_owned(&self, id: &str) -> Result<GameHandle, Error> {
        self.find(id, false).await
    }

    /// Refuses ids that cannot name a game, and those found missing lately.
    fn check_id(&self, id: &str) -> Result<(), Error> {
        let recent = || {
            let missing = self.missing.lock().expect("not poisoned");
            missing.get(id).is_some_and(|at| at.elapsed() < MISSING_FOR)
        };
        if !auth::is_plausible_game_id(id) || recent() {
            self.metrics.missing_refused();
            return Err(Error::GameNotFound(id.to_string()));
        }
        Ok(())
    }

    /// Remembers that `id` named no game just now.
    fn note_missing(&self, id: &str) {
        let mut missing = self.missing.lock().expect("not poisoned");
        if missing.len() >= MISSING_KEPT {
            missing.retain(|_, at| at.elapsed() < MISSING_FOR);
            if missing.len() >= MISSING_KEPT {
                missing.clear();
            }
        }
        missing.insert(id.to_string(), std::time::Instant::now());
    }

    /// The stored game `id` as it is now, for its history.
    ///
    /// # Errors
    /// `GameNotFound`; `Unavailable` if the store fails.
    pub async fn stored(&self, id: &str) -> Result<StoredGame, Error> {
        self.check_id(id)?;
        match self.store.load_game(id).await {
            Ok(Some(stored)) => Ok(stored),
            Ok(None) => {
                self.note_missing(id);
                Err(Error::GameNotFound(id.to_string()))
            }
            Err(e) => Err(Error::Unavailable(e)),
        }
    }

    async fn find(&self, id: &str, forward: bool) -> Result<GameHandle, Error> {
        self.check_id(id)?;
        if let Some(failure) = self.broken.lock().expect("not poisoned").get(id) {
            return Err(Error::Broken(failure.clone()));
        }
        let slot = self.slot(id);
        let mut live = slot.lock().await;
        if let Some(handle) = live.as_ref().filter(|h| !h.is_closed()) {
            return Ok(handle.clone());
        }
        *live = None;
        let lease = match &self.cluster {
            None => None,
            Some(cluster) => match self.owner(cluster, id, forward).await {
                Ok(Owner::Here(lease)) => Some(lease),
                Ok(Owner::Elsewhere(remote)) => {
                    drop(live);
                    self.forget(id, &slot);
                    return Ok(GameHandle::remote(id, remote));
                }
                Err(e) => {
                    drop(live);
                    self.forget(id, &slot);
                    return Err(e);
                }
            },
        };
        let loaded = match self.store.load_game(id).await {
            Ok(Some(stored)) => match crate::store::load_table_and_chat(&*self.store, id).await {
                Ok(table) => GameActor::spawn(
                    stored,
                    table,
                    self.store.clone(),
                    self.committer.clone(),
                    self.metrics.clone(),
                    self.settings.clone(),
                    lease.clone(),
                ),
                Err(e) => Err(e.into()),
            },
            Ok(None) => {
                self.note_missing(id);
                Err(Error::GameNotFound(id.to_string()))
            }
            Err(e) => Err(e.into()),
        };
        match loaded {
            Ok(handle) => {
                *live = Some(handle.clone());
                Ok(handle)
            }
            Err(e) => {
                drop(live);
                self.forget(id, &slot);
                if let Some(l) = &lease {
                    let _ = self.store.release_lease(id, &l.node, l.epoch).await;
                }
                if let Error::Broken(failure) = &e {
                    self.mark_broken(id, failure);
                }
                Err(e)
            }
        }
    }

    /// Takes the lease of `id` for this node, or finds the node that holds
    /// it. A holder that does not answer has its lease waited out (a few
    /// seconds at most), then the game is taken over.
    async fn owner(&self, cluster: &Arc<Cluster>, id: &str, forward: bool) -> Result<Owner, Error> {
        let give_up = tokio::time::Instant::now() + cluster.lease_ttl * 2 + Duration::from_secs(2);
        loop {
            let asked = tokio::time::Instant::now();
            match self
                .store
                .acquire_lease(id, cluster.node(), cluster.lease_ttl)
                .await
            {
                Ok(LeaseGrant::Granted { epoch, took_over }) => {
                    if took_over {
                        self.metrics.took_over();
                        tracing::warn!(
                            game_id = id,
                            epoch,
                            "took over a game whose node stopped renewing it"
                        );
                    }
                    return Ok(Owner::Here(cluster.lease(id, epoch, asked)));
                }
                Ok(LeaseGrant::NoGame) => {
                    self.note_missing(id);
                    return Err(Error::GameNotFound(id.to_string()));
                }
                Ok(LeaseGrant::Held { node, remaining }) => {
                    if !forward {
                        return Err(Error::ActorGone);
                    }
                    let remote = cluster.remote(&node);
                    if remote.ping().await {
                        return Ok(Owner::Elsewhere(remote));
                    }
                    if tokio::time::Instant::now() >= give_up {
                        return Err(Error::OwnerUnreachable);
                    }
                    tracing::info!(game_id = id, node = %node, remaining_ms = remaining.as_millis() as u64, "the game's node does not answer; waiting for its lease to run out");
                    tokio::time::sleep(
                        remaining.min(cluster.lease_ttl) + Duration::from_millis(20),
                    )
                    .await;
                }
                // Another node took the first lease at the same moment.
                Err(StoreError::Conflict) if tokio::time::Instant::now() < give_up => {}
                Err(e) => return Err(e.into()),
            }
        }
    }

    /// Records a game that does not replay: logged and counted once.
    fn mark_broken(&self, id: &str, failure: &ReplayFailure) {
        let mut broken = self.broken.lock().expect("not poisoned");
        if !broken.contains_key(id) {
            tracing::error!(
                game_id = id,
                reason = %failure.detail,
                "stored game does not replay; it shows as broken (run `trickerion-server verify`)"
            );
            self.metrics.game_broken();
            broken.insert(id.to_string(), failure.clone());
        }
    }

    /// The lobby of `id`; for a game that no longer loads, its stored seats
    /// and options with status `broken` and the reason.
    ///
    /// # Errors
    /// `GameNotFound` for unknown ids; `Unavailable` if the store fails.
    pub async fn lobby(&self, id: &str) -> Result<LobbyInfo, Error> {
        match self.with(id, |h| async move { h.lobby().await }).await {
            Err(Error::Broken(failure)) => match self.store.load_game(id).await? {
                Some(stored) => Ok(broken_lobby(&stored, failure.public())),
                None => Err(Error::GameNotFound(id.to_string())),
            },
            other => other,
        }
    }

    /// The slot of `id`, added if needed (forgetting slots of stopped games).
    fn slot(&self, id: &str) -> Slot {
        let mut live = self.live.lock().expect("not poisoned");
        if let Some(slot) = live.get(id) {
            return slot.clone();
        }
        // Forget slots nobody holds, of games that stopped or never loaded.
        live.retain(|_, slot| {
            Arc::strong_count(slot) > 1
                || slot
                    .try_lock()
                    .map_or(true, |h| h.as_ref().is_some_and(|h| !h.is_closed()))
        });
        live.entry(id.to_string()).or_default().clone()
    }

    /// Whether the game `id` runs (or is being loaded) on this node.
    pub fn is_loaded(&self, id: &str) -> bool {
        let live = self.live.lock().expect("not poisoned");
        live.get(id).is_some_and(|slot| {
            slot.try_lock()
                .map_or(true, |h| h.as_ref().is_some_and(|h| !h.is_closed()))
        })
    }

    /// Drops the slot of a game that did not load, unless someone else uses it.
    fn forget(&self, id: &str, slot: &Slot) {
        let mut live = self.live.lock().expect("not poisoned");
        if live.get(id).is_some_and(|s| Arc::ptr_eq(s, slot)) && Arc::strong_count(slot) == 2 {
            live.remove(id);
        }
    }

    /// Runs `f` on the game `id`; if its task was unloading meanwhile, loads
    /// it again and retries once.
    pub async fn with<T, F, Fut>(&self, id: &str, f: F) -> Result<T, Error>
    where
        F: Fn(GameHandle) -> Fut,
        Fut: Future<Output = Result<T, Error>>,
    {
        let mut last = Error::ActorGone;
        for _ in 0..2 {
            let handle = self.get(id).await?;
            match f(handle).await {
                Err(Error::ActorGone) => last = Error::ActorGone,
                other => return other,
            }
        }
        Err(last)
    }
}

/// What other nodes of the cluster ask of the games that run here.
#[async_trait]
impl Owned for Games {
    async fn answer(&self, game: &str, request: Request) -> Result<Reply, Error> {
        self.get_owned(game).await?.answer_here(request).await
    }

    async fn connect(&self, game: &str, token_hash: Option<String>) -> Result<Connection, Error> {
        self.get_owned(game).await?.connect(token_hash).await
    }

    async fn take_over(&self, game: &str) -> Result<(), Error> {
        self.get(game).await.map(drop)
    }
}
