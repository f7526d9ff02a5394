//! The registry of live games: finds a game's task, loading the game from the
//! store (by replaying its log) when it is not in memory, and creates games.
//!
//! Each game id has its own slot with its own lock, held while that game
//! loads (so one game never gets two tasks); the map of slots is locked only
//! to find or add a slot, never across a database read, so slow or unknown
//! games never hold up the others.

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};

use rand::RngCore;

use crate::auth;
use crate::commit::Committer;
use crate::engine::{Game, GameConfig};
use crate::error::Error;
use crate::game::{ActorSettings, GameActor, GameHandle};
use crate::metrics::Metrics;
use crate::protocol::CreateGameRequest;
use crate::store::{GameStore, NewGame, StoreError};

/// One game id's place in the registry: its task once loaded.
type Slot = Arc<tokio::sync::Mutex<Option<GameHandle>>>;

pub struct Games {
    store: Arc<dyn GameStore>,
    committer: Committer,
    metrics: Arc<Metrics>,
    settings: ActorSettings,
    live: Mutex<HashMap<String, Slot>>,
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
        }
    }

    pub fn store(&self) -> &Arc<dyn GameStore> {
        &self.store
    }

    /// Creates a game in the lobby with a fresh random seed.
    ///
    /// # Errors
    /// `Setup` if the options do not make a game; `Unavailable` if the store fails.
    pub async fn create(&self, request: CreateGameRequest) -> Result<Created, Error> {
        // New games are played under the current rules version (`base` sets it).
        let config = GameConfig {
            beginner_setup: request.beginner_setup,
            dark_alley: request.dark_alley,
            prophecies: request.prophecies,
            fame_caps: request.fame_caps.unwrap_or(request.dark_alley),
            powers: request.powers.unwrap_or(false),
            duel: request.duel.unwrap_or(false),
            academy: request.academy.unwrap_or(false),
            heir: request.heir.unwrap_or(false),
            ..GameConfig::base(request.players, rand::rng().next_u64())
        };
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
                    tracing::info!(game_id = %game.id, players = config.players, "game created");
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

    /// The live game `id`, loaded from the store if needed.
    ///
    /// # Errors
    /// `GameNotFound` for unknown ids; `Unavailable` if the store fails.
    pub async fn get(&self, id: &str) -> Result<GameHandle, Error> {
        if !auth::is_plausible_game_id(id) {
            return Err(Error::GameNotFound(id.to_string()));
        }
        let slot = self.slot(id);
        let mut live = slot.lock().await;
        if let Some(handle) = live.as_ref().filter(|h| !h.is_closed()) {
            return Ok(handle.clone());
        }
        *live = None;
        let loaded = match self.store.load_game(id).await {
            Ok(Some(stored)) => GameActor::spawn(
                stored,
                self.store.clone(),
                self.committer.clone(),
                self.metrics.clone(),
                self.settings.clone(),
            ),
            Ok(None) => Err(Error::GameNotFound(id.to_string())),
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
                Err(e)
            }
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
