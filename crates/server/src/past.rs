//! A game's past kept in memory for the history slider, the replay page and
//! the export: the game at every [`EVERY`]-th version and at the last one
//! seen, so a past version costs a clone and at most `EVERY` steps
//! instead of a replay of the whole log. The log only ever grows (take-backs
//! are commands too), so what was replayed once stays true; a game that
//! grew since is brought up to date from where it was left. A finished game
//! no longer changes: its past is answered without reading the database.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::engine::{Event, Game};
use crate::error::Error;
use crate::store::StoredGame;

/// Versions between two kept games.
pub const EVERY: usize = 16;

/// Games whose past is kept; the least recently read leaves first.
pub const GAMES_KEPT: usize = 64;

/// One game's past.
pub struct Past {
    /// The log, seats and options as last read.
    pub stored: StoredGame,
    /// The game after the whole of `stored.log`.
    pub tip: Game,
    /// `kept[i]` is the game after the first `i * EVERY` commands.
    kept: Vec<Arc<Game>>,
}

impl Past {
    fn new(stored: StoredGame) -> Result<Past, Error> {
        let mut game = Game::new(stored.config.clone()).map_err(|e| broken(&stored, &e))?;
        game.allow_take_backs();
        let start = Past {
            kept: vec![Arc::new(game.clone())],
            tip: game,
            stored: StoredGame {
                log: Vec::new(),
                ..stored.clone()
            },
        };
        start.grown(stored)
    }

    /// This past followed by the commands of `stored` beyond those already
    /// replayed (the kept games are shared, not copied).
    fn grown(&self, stored: StoredGame) -> Result<Past, Error> {
        let mut tip = self.tip.clone();
        let mut kept = self.kept.clone();
        let from = self.stored.log.len();
        for (i, entry) in stored.log[from..].iter().enumerate() {
            tip.apply(entry.seat, &entry.command)
                .map_err(|e| broken(&stored, &format!("step {}: {e}", entry.seq)))?;
            if (from + i + 1).is_multiple_of(EVERY) {
                kept.push(Arc::new(tip.clone()));
            }
        }
        Ok(Past { stored, tip, kept })
    }

    /// Whether `stored` continues this past (same game, log not shorter).
    fn continued_by(&self, stored: &StoredGame) -> bool {
        self.stored.config == stored.config && self.stored.log.len() <= stored.log.len()
    }

    /// The game after the first `at` commands, with the events of command
    /// `at` (none at 0), replayed from the nearest kept game before it.
    ///
    /// # Errors
    /// `BadRequest` beyond the log; `Internal` for a step that fails.
    pub fn at(&self, at: usize) -> Result<(Game, Vec<Event>), Error> {
        if at > self.stored.log.len() {
            return Err(Error::BadRequest(format!(
                "version {at} is ahead of the game, which is at version {}",
                self.stored.log.len()
            )));
        }
        let Some(last) = at.checked_sub(1) else {
            return Ok(((*self.kept[0]).clone(), Vec::new()));
        };
        let start = last / EVERY * EVERY;
        let mut game = (*self.kept[start / EVERY]).clone();
        let mut events = Vec::new();
        for entry in &self.stored.log[start..at] {
            events = game
                .apply(entry.seat, &entry.command)
                .map_err(|e| broken(&self.stored, &format!("step {}: {e}", entry.seq)))?;
        }
        Ok((game, events))
    }
}

fn broken(stored: &StoredGame, why: &dyn std::fmt::Display) -> Error {
    Error::Internal(format!("stored game {} does not replay: {why}", stored.id))
}

/// The pasts of the games read most recently.
#[derive(Default)]
pub struct Pasts {
    games: Mutex<HashMap<String, (u64, Arc<Past>)>>,
    reads: std::sync::atomic::AtomicU64,
}

impl Pasts {
    /// The kept past of a finished game: its past no longer changes, so it
    /// is answered without the database.
    pub fn finished(&self, id: &str) -> Option<Arc<Past>> {
        let mut games = self.games.lock().expect("not poisoned");
        let (used, past) = games.get_mut(id)?;
        if !past.tip.is_over() {
            return None;
        }
        *used = self.tick();
        Some(past.clone())
    }

    /// The past of `stored`, from what is kept plus its newer commands.
    ///
    /// # Errors
    /// `Internal` for a stored log that no longer replays.
    pub fn of(&self, stored: StoredGame) -> Result<Arc<Past>, Error> {
        let id = stored.id.clone();
        let kept = self
            .games
            .lock()
            .expect("not poisoned")
            .get(&id)
            .map(|(_, p)| p.clone());
        let past = match kept {
            Some(p) if p.stored.log.len() == stored.log.len() && p.continued_by(&stored) => p,
            // Other readers may hold `p`: its continuation is a new past.
            Some(p) if p.continued_by(&stored) => Arc::new(p.grown(stored)?),
            _ => Arc::new(Past::new(stored)?),
        };
        let mut games = self.games.lock().expect("not poisoned");
        if games.len() >= GAMES_KEPT && !games.contains_key(&id) {
            if let Some(oldest) = games
                .iter()
                .min_by_key(|(_, (used, _))| *used)
                .map(|(k, _)| k.clone())
            {
                games.remove(&oldest);
            }
        }
        games.insert(id, (self.tick(), past.clone()));
        Ok(past)
    }

    fn tick(&self) -> u64 {
        self.reads
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameConfig;
    use crate::store::{LogEntry, StoredStatus};

    /// A Dark Alley game played `steps` commands by taking each waited-for
    /// seat's first legal command, as stored.
    fn played(steps: usize, seed: u64) -> StoredGame {
        let config = GameConfig::dark_alley(3, seed);
        let mut game = Game::new(config.clone()).unwrap();
        let mut log = Vec::new();
        for seq in 1..=steps as u64 {
            let seat = game.waiting_for()[0];
            let command = game.legal_commands(seat).remove(0);
            game.apply(seat, &command).unwrap();
            log.push(LogEntry {
                seq,
                seat,
                command,
                request_id: None,
                seen: None,
            });
        }
        StoredGame {
            id: "g".into(),
            config,
            status: StoredStatus::Playing,
            creator_token_hash: String::new(),
            seats: Vec::new(),
            log,
        }
    }

    /// The game after `at` commands and their last events, replayed from
    /// the start, as every past version was served before.
    fn from_the_start(stored: &StoredGame, at: usize) -> (Game, Vec<Event>) {
        let mut game = Game::new(stored.config.clone()).unwrap();
        game.allow_take_backs();
        let mut events = Vec::new();
        for e in &stored.log[..at] {
            events = game.apply(e.seat, &e.command).unwrap();
        }
        (game, events)
    }

    fn same(past: &Past, stored: &StoredGame, at: usize) {
        let (kept, kept_events) = past.at(at).unwrap();
        let (whole, whole_events) = from_the_start(stored, at);
        assert_eq!(kept.state_digest(), whole.state_digest(), "version {at}");
        assert_eq!(kept_events, whole_events, "events of version {at}");
    }

    #[test]
    fn every_past_version_is_the_one_replayed_from_the_start() {
        let whole = played(3 * EVERY + 5, 41);
        let mut shorter = whole.clone();
        shorter.log.truncate(EVERY + 3);
        let pasts = Pasts::default();
        let past = pasts.of(shorter.clone()).unwrap();
        for at in 0..=shorter.log.len() {
            same(&past, &shorter, at);
        }
        // The game went on: the same past grows from where it was.
        let grown = pasts.of(whole.clone()).unwrap();
        assert_eq!(grown.kept.len(), 4);
        assert!(
            Arc::ptr_eq(&grown.kept[1], &past.kept[1]),
            "kept games are shared"
        );
        for at in 0..=whole.log.len() {
            same(&grown, &whole, at);
        }
        assert!(matches!(
            grown.at(whole.log.len() + 1),
            Err(Error::BadRequest(_))
        ));
        assert!(
            pasts.finished("g").is_none(),
            "not over: read again each time"
        );
    }

    #[test]
    fn another_game_under_a_kept_id_is_replayed_anew() {
        let pasts = Pasts::default();
        pasts.of(played(EVERY + 1, 41)).unwrap();
        let other = played(4, 42);
        let past = pasts.of(other.clone()).unwrap();
        for at in 0..=4 {
            same(&past, &other, at);
        }
    }

    #[test]
    fn the_least_recently_read_game_leaves_first() {
        let pasts = Pasts::default();
        let game = played(2, 41);
        for i in 0..=GAMES_KEPT {
            pasts
                .of(StoredGame {
                    id: format!("g{i}"),
                    ..game.clone()
                })
                .unwrap();
        }
        let games = pasts.games.lock().unwrap();
        assert_eq!(games.len(), GAMES_KEPT);
        assert!(!games.contains_key("g0"));
        assert!(games.contains_key(&format!("g{GAMES_KEPT}")));
    }
}
