//! Who holds each seat of a game: a name and a token hash per seat (a bot's
//! seat has a token nobody holds), and the creator's token.

use crate::auth;
use crate::engine::{GameConfig, Seat, Viewer};
use crate::error::Error;
use crate::sockets::Member;
use crate::store::{StoredBot, StoredSeat};

/// A seat's holder.
pub(super) struct Holder {
    pub(super) name: String,
    pub(super) token_hash: String,
    /// Tells successive holders of one seat apart (see [`Member`]).
    pub(super) id: u64,
    /// Set for a seat the server's bot plays.
    pub(super) bot: Option<StoredBot>,
}

/// The seats of one game and who holds them.
pub(super) struct Seats {
    pub(super) holders: Vec<Option<Holder>>,
    pub(super) creator_token_hash: String,
    next_holder: u64,
}

impl Seats {
    /// The seats as stored: every stored seat gets a new holder id.
    ///
    /// # Errors
    /// `Internal` for a stored seat the game does not have.
    pub(super) fn new(
        id: &str,
        players: u8,
        creator_token_hash: String,
        stored: Vec<StoredSeat>,
    ) -> Result<Seats, Error> {
        let mut seats = Seats {
            holders: (0..players).map(|_| None).collect(),
            creator_token_hash,
            next_holder: 1,
        };
        for StoredSeat {
            seat,
            name,
            token_hash,
            bot,
        } in stored
        {
            let index = seat.index();
            if index >= seats.holders.len() {
                return Err(Error::Internal(format!(
                    "stored game {id} has a player in seat {}",
                    seat.0
                )));
            }
            seats.seat(index, name, token_hash, bot);
        }
        Ok(seats)
    }

    /// Gives seat `index` to a new holder.
    pub(super) fn seat(
        &mut self,
        index: usize,
        name: String,
        token_hash: String,
        bot: Option<StoredBot>,
    ) {
        self.holders[index] = Some(Holder {
            name,
            token_hash,
            id: self.next_holder,
            bot,
        });
        self.next_holder += 1;
    }

    /// The index of `seat`, if the game has it.
    pub(super) fn index(&self, seat: Seat) -> Result<usize, Error> {
        if seat.index() < self.holders.len() {
            Ok(seat.index())
        } else {
            Err(Error::NoSuchSeat {
                seat: seat.0,
                last: self.holders.len() as u8 - 1,
            })
        }
    }

    /// The seat a person holds with this token.
    pub(super) fn of_token(&self, token_hash: &str) -> Option<Seat> {
        self.holders
            .iter()
            .position(|h| {
                h.as_ref().is_some_and(|h| {
                    h.bot.is_none() && auth::hashes_match(&h.token_hash, token_hash)
                })
            })
            .map(|i| Seat(i as u8))
    }

    pub(super) fn is_creator(&self, token_hash: &str) -> bool {
        auth::hashes_match(&self.creator_token_hash, token_hash)
    }

    /// Whether `token_hash` is the token of the holder of seat `index`.
    pub(super) fn holds(&self, index: usize, token_hash: &str) -> bool {
        self.holders[index]
            .as_ref()
            .is_some_and(|h| auth::hashes_match(&h.token_hash, token_hash))
    }

    /// Whether a person (not the server's bot) holds seat `index`.
    pub(super) fn person_holds(&self, index: usize) -> bool {
        self.holders[index]
            .as_ref()
            .is_some_and(|h| h.bot.is_none())
    }

    /// The bot seated at `index` in the lobby, if any.
    pub(super) fn bot(&self, index: usize) -> Option<StoredBot> {
        self.holders[index].as_ref().and_then(|h| h.bot)
    }

    pub(super) fn all_taken(&self) -> bool {
        self.holders.iter().all(Option::is_some)
    }

    /// Refuses members whose seat was since left or moved.
    pub(super) fn check(&self, member: Member) -> Result<(), Error> {
        match member.viewer {
            Viewer::Spectator => Ok(()),
            Viewer::Seat(seat) => match self.holders.get(seat.index()) {
                Some(Some(h)) if h.id == member.holder => Ok(()),
                _ => Err(Error::SeatLost),
            },
        }
    }

    /// Everyone's name at the table, by seat (a free seat's number).
    pub(super) fn names(&self, config: &GameConfig) -> Vec<String> {
        config.table_names(
            self.holders
                .iter()
                .enumerate()
                .map(|(i, holder)| match holder {
                    Some(h) => h.name.clone(),
                    None => Seat(i as u8).to_string(),
                })
                .collect(),
        )
    }

    /// A name for a new bot of `label`: "Greedy bot", "Greedy bot 2"...,
    /// unique at the table, so names stay unique in the log.
    pub(super) fn bot_name(&self, label: &str) -> String {
        (1..)
            .map(|n| {
                if n == 1 {
                    label.to_string()
                } else {
                    format!("{label} {n}")
                }
            })
            .find(|name| !self.holders.iter().flatten().any(|h| &h.name == name))
            .expect("at most four seats")
    }
}
