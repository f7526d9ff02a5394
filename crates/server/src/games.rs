//! The registry of live games: finds a game's task, loading the game from the
//! store (by replaying its log) when it is not in memory, and creates games.

use std::collections::HashMap;
use std::future::Future;
use std::sync::Arc;

use rand::RngCore;
use tokio::sync::Mutex;

use crate::auth;
use crate::engine::{Game, GameConfig};
use crate::error::Error;
use crate::game::{ActorSettings, GameActor, GameHandle};
use crate::metrics::Metrics;
use crate::protocol::CreateGameRequest;
use crate::store::{GameStore, NewGame, StoreError};

pub struct Games {
    store: Arc<dyn GameStore>,
    metrics: Arc<Metrics>,
    settings: ActorSettings,
    /// Held while a game loads, so one game never gets two tasks.
    live: Mutex<HashMap<String, GameHandle>>,
}

/// A new game: its id and the creator's secret token.
pub struct Created {
    pub game_id: String,
    pub creator_token: String,
}

impl Games {
    pub fn new(store: Arc<dyn GameStore>, metrics: Arc<Metrics>, settings: ActorSettings) -> Self {
        Games {
            store,
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
        let mut live = self.live.lock().await;
        if let Some(handle) = live.get(id) {
            if !handle.is_closed() {
                return Ok(handle.clone());
            }
            live.remove(id);
        }
        // Forget games whose tasks stopped since.
        live.retain(|_, handle| !handle.is_closed());
        let stored = self
            .store
            .load_game(id)
            .await?
            .ok_or_else(|| Error::GameNotFound(id.to_string()))?;
        let handle = GameActor::spawn(
            stored,
            self.store.clone(),
            self.metrics.clone(),
            self.settings.clone(),
        )?;
        live.insert(id.to_string(), handle.clone());
        Ok(handle)
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
