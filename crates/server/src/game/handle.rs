//! The address of a live game: a [`GameHandle`] sends each [`Request`] to the
//! game's task in this process, or to the node that runs the game (see
//! `cluster`), and reads the typed answer; either way each operation is
//! written once, here.

use std::any::Any;
use std::sync::Arc;

use tokio::sync::{mpsc, oneshot};
use trickerion_bot::BotLevel;

use crate::cluster::Remote;
use crate::engine::{Command, Seat};
use crate::error::Error;
use crate::protocol::{
    ChatChannel, ChatSettings, ChatSettingsRequest, LobbyInfo, RematchInfo, ServerMessage,
};
use crate::request::{self, Answer, ChatPosted, Joined, RematchSource, Rendered, Reply, Request};
use crate::sockets::{Connection, Member, Text};

/// What a game's task takes in: the requests any node may send, and the
/// comings and goings of this process's sockets.
///
/// A request is boxed: the mailbox keeps a block of 32 slots per game
/// whether or not mail waits, and slots the size of a `Request` took 2.8 KB.
pub(super) enum Mail {
    Ask {
        request: Box<Request>,
        reply: oneshot::Sender<Result<Reply, Error>>,
    },
    Connect {
        token_hash: Option<String>,
        reply: oneshot::Sender<Result<Connection, Error>>,
    },
    Disconnect {
        id: u64,
    },
}

/// The address of a live game. Cloning it is cheap. On a node of a cluster
/// the game may run on another node: then every request goes there (see
/// `cluster`), and the answers are the same.
#[derive(Clone, Debug)]
pub struct GameHandle {
    id: Arc<str>,
    via: Via,
}

#[derive(Clone, Debug)]
enum Via {
    Local(mpsc::Sender<Mail>),
    Remote(Remote),
}

impl GameHandle {
    /// The game whose task reads `mailbox`.
    pub(super) fn local(id: Arc<str>, mailbox: mpsc::Sender<Mail>) -> GameHandle {
        GameHandle {
            id,
            via: Via::Local(mailbox),
        }
    }

    /// A game that runs on another node.
    pub(crate) fn remote(id: &str, remote: Remote) -> GameHandle {
        GameHandle {
            id: id.into(),
            via: Via::Remote(remote),
        }
    }

    pub fn id(&self) -> &str {
        &self.id
    }

    /// Whether the actor has stopped (then the registry loads it again).
    pub fn is_closed(&self) -> bool {
        match &self.via {
            Via::Local(tx) => tx.is_closed(),
            Via::Remote(_) => false,
        }
    }

    /// Sends `request` to the game, wherever it runs, and reads its answer.
    async fn ask<T: Answer>(&self, request: Request) -> Result<T, Error> {
        match &self.via {
            Via::Local(tx) => request::read(ask_task(tx, request).await?),
            Via::Remote(remote) => remote.call(&self.id, request).await,
        }
    }

    /// The answer of a game whose task runs in this process, for a request
    /// another node forwarded here; `ActorGone` for a game that runs elsewhere.
    pub(crate) async fn answer_here(&self, request: Request) -> Result<Reply, Error> {
        match &self.via {
            Via::Local(tx) => ask_task(tx, request).await,
            Via::Remote(_) => Err(Error::ActorGone),
        }
    }

    pub async fn lobby(&self) -> Result<LobbyInfo, Error> {
        self.ask(Request::Lobby).await
    }

    /// The seat `token_hash` holds; `Unauthorized` when it holds none.
    pub async fn seat_of(&self, token_hash: String) -> Result<Seat, Error> {
        let held: Joined = self.ask(Request::SeatOf { token_hash }).await?;
        Ok(held.seat)
    }

    /// Takes `seat` under a new token, or (`with_token`) moves the holder of
    /// `token_hash` there or claims the rematch seat kept for it.
    pub async fn join(
        &self,
        seat: Seat,
        name: String,
        token_hash: String,
        with_token: bool,
    ) -> Result<Joined, Error> {
        self.ask(Request::Join {
            seat,
            name,
            token_hash,
            with_token,
        })
        .await
    }

    /// The creator opens the rematch seat kept for a player to anyone.
    pub async fn free_reservation(
        &self,
        seat: Seat,
        creator_token_hash: String,
    ) -> Result<(), Error> {
        self.ask(Request::FreeReservation {
            seat,
            creator_token_hash,
        })
        .await
    }

    pub async fn leave(&self, seat: Seat, token_hash: String) -> Result<(), Error> {
        self.ask(Request::Leave { seat, token_hash }).await
    }

    pub async fn start(&self, creator_token_hash: String) -> Result<(), Error> {
        self.ask(Request::Start { creator_token_hash }).await
    }

    /// Gives the free `seat` to a bot of `level`.
    pub async fn add_bot(
        &self,
        seat: Seat,
        level: BotLevel,
        creator_token_hash: String,
    ) -> Result<(), Error> {
        self.ask(Request::AddBot {
            seat,
            level,
            creator_token_hash,
        })
        .await
    }

    /// Takes the bot off `seat`.
    pub async fn remove_bot(&self, seat: Seat, creator_token_hash: String) -> Result<(), Error> {
        self.ask(Request::RemoveBot {
            seat,
            creator_token_hash,
        })
        .await
    }

    /// Opens a connection: a seat's with its token hash, a spectator's without.
    /// For a game on another node, the connection is relayed from there.
    pub async fn connect(&self, token_hash: Option<String>) -> Result<Connection, Error> {
        match &self.via {
            Via::Local(tx) => {
                let (reply, answer) = oneshot::channel();
                tx.send(Mail::Connect { token_hash, reply })
                    .await
                    .map_err(|_| Error::ActorGone)?;
                answer.await.map_err(|_| Error::ActorGone)?
            }
            Via::Remote(remote) => remote.connect(&self.id, token_hash).await,
        }
    }

    /// A full `snapshot` message (or the lobby before the start).
    pub async fn snapshot(&self, member: Member) -> Result<Text, Error> {
        let Rendered(text) = self.ask(Request::Snapshot { member }).await?;
        Ok(text)
    }

    /// What `commands` would do for the member's seat (a `preview` message).
    pub async fn preview(
        &self,
        member: Member,
        request_id: String,
        commands: Vec<Command>,
    ) -> Result<ServerMessage, Error> {
        self.ask(Request::Preview {
            member,
            request_id,
            commands,
        })
        .await
    }

    /// Why the member's seat may not use the board things it may not use now
    /// (a `why_not` message).
    pub async fn why_not(
        &self,
        member: Member,
        request_id: String,
    ) -> Result<ServerMessage, Error> {
        self.ask(Request::WhyNot { member, request_id }).await
    }

    /// Asks a bot to play an away seat (the creator, or a vote of another player).
    pub async fn stand_in(
        &self,
        seat: Seat,
        level: Option<BotLevel>,
        token_hash: String,
    ) -> Result<LobbyInfo, Error> {
        self.ask(Request::StandIn {
            seat,
            level,
            token_hash,
        })
        .await
    }

    /// Takes the stand-in bot off a seat (its player or the creator).
    pub async fn hand_back(&self, seat: Seat, token_hash: String) -> Result<LobbyInfo, Error> {
        self.ask(Request::HandBack { seat, token_hash }).await
    }

    /// Sets or clears the seat's turn webhook (its own token).
    pub async fn set_webhook(
        &self,
        seat: Seat,
        token_hash: String,
        url: Option<String>,
    ) -> Result<(), Error> {
        self.ask(Request::SetWebhook {
            seat,
            token_hash,
            url,
        })
        .await
    }

    /// The finished game's options and seats, for a player's rematch.
    pub async fn rematch_source(&self, token_hash: String) -> Result<RematchSource, Error> {
        self.ask(Request::RematchSource { token_hash }).await
    }

    /// Tells the game its rematch exists (its lobby shows it).
    pub async fn rematch_made(&self, rematch: RematchInfo) {
        if let Err(e) = self.ask::<()>(Request::RematchMade { rematch }).await {
            tracing::warn!(game_id = %self.id, error = %e, "the game did not take its rematch");
        }
    }

    /// Plays `command`; answers the new version once it is stored and
    /// applied. The same `request_id` with the same command and version as a
    /// recent command of this seat gets that command's answer again.
    pub async fn command(
        &self,
        member: Member,
        request_id: Option<String>,
        command: Command,
        version: Option<u64>,
    ) -> Result<u64, Error> {
        self.ask(Request::Command {
            member,
            request_id,
            command,
            version,
        })
        .await
    }
}

impl GameHandle {
    /// Posts a chat message for the member; answers its id once stored.
    pub async fn chat(
        &self,
        member: Member,
        channel: ChatChannel,
        text: String,
        name: Option<String>,
    ) -> Result<u64, Error> {
        let ChatPosted { id } = self
            .ask(Request::Chat {
                member,
                channel,
                text,
                name,
            })
            .await?;
        Ok(id)
    }

    /// A page of a channel's older messages (a `chat_history` message).
    pub async fn chat_history(
        &self,
        member: Member,
        request_id: String,
        channel: ChatChannel,
        before: Option<u64>,
    ) -> Result<ServerMessage, Error> {
        self.ask(Request::ChatHistory {
            member,
            request_id,
            channel,
            before,
        })
        .await
    }

    /// The creator changes the game's chat settings.
    pub async fn chat_settings(
        &self,
        creator_token_hash: String,
        change: ChatSettingsRequest,
    ) -> Result<ChatSettings, Error> {
        self.ask(Request::ChatSettings {
            creator_token_hash,
            change,
        })
        .await
    }
}

/// Sends a request to a game task in this process and waits for its answer.
async fn ask_task(tx: &mpsc::Sender<Mail>, request: Request) -> Result<Reply, Error> {
    let (reply, answer) = oneshot::channel();
    tx.send(Mail::Ask {
        request: Box::new(request),
        reply,
    })
    .await
    .map_err(|_| Error::ActorGone)?;
    answer.await.map_err(|_| Error::ActorGone)?
}

/// Uncounts its connection when dropped: the guard of every [`Connection`]
/// a game task hands out.
pub(super) struct Counted {
    pub(super) game: Option<mpsc::Sender<Mail>>,
    pub(super) id: u64,
}

impl Counted {
    /// The guard of `connection`, if it is one of this process's (a relayed
    /// connection is counted on its game's node).
    pub(super) fn of(connection: &mut Connection) -> Option<Box<Counted>> {
        let guard: Box<dyn Any + Send> = connection.guard.take()?;
        guard.downcast::<Counted>().ok()
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        let Some(tx) = self.game.take() else { return };
        let id = self.id;
        if let Err(mpsc::error::TrySendError::Full(mail)) = tx.try_send(Mail::Disconnect { id }) {
            if let Ok(rt) = tokio::runtime::Handle::try_current() {
                rt.spawn(async move {
                    let _ = tx.send(mail).await;
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Mail;

    /// Every game's mailbox keeps a block of 32 slots, busy or idle: a
    /// request waits behind a pointer, so a slot is a few words.
    #[test]
    fn mail_is_a_few_words() {
        assert!(
            std::mem::size_of::<Mail>() <= 5 * std::mem::size_of::<usize>(),
            "Mail is {} bytes",
            std::mem::size_of::<Mail>()
        );
    }
}
