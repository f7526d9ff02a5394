//! The table's chat as its game task runs it: a message is checked by the
//! rules of `crate::chat`, stored (its own table, never the command log),
//! and only then acknowledged and queued, in id order, to every open socket
//! that reads its channel. The task keeps each channel's latest page to send
//! a socket as it connects; older pages are read from the store.

use std::collections::VecDeque;

use super::actor::GameActor;
use crate::chat;
use crate::engine::Viewer;
use crate::error::Error;
use crate::names::{check_name, confusable};
use crate::protocol::{
    ChatChannel, ChatMessage, ChatSettings, ChatSettingsRequest, ServerMessage, CHAT_PAGE,
};
use crate::render;
use crate::request::ChatPosted;
use crate::sockets::Text;
use crate::store::{StoreError, StoredChat, TableWrite};

/// One channel's latest messages, oldest first.
#[derive(Default)]
struct Recent {
    messages: VecDeque<ChatMessage>,
    /// Older messages exist in the store.
    more: bool,
}

impl Recent {
    fn new((messages, more): &(Vec<ChatMessage>, bool)) -> Recent {
        Recent {
            messages: messages.iter().cloned().collect(),
            more: *more,
        }
    }

    fn push(&mut self, message: ChatMessage) {
        if self.messages.len() >= CHAT_PAGE {
            self.messages.pop_front();
            self.more = true;
        }
        self.messages.push_back(message);
    }
}

/// The chat a game task holds. See the module docs.
pub(super) struct Chat {
    table: Recent,
    spectators: Recent,
    /// The last message id given (or found in the store).
    last_id: u64,
    /// The spectators' channel's allowance, all spectators together.
    gallery: chat::ChatRate,
}

impl Chat {
    pub(super) fn new(stored: &StoredChat) -> Chat {
        Chat {
            table: Recent::new(&stored.table),
            spectators: Recent::new(&stored.spectators),
            last_id: stored.last_id,
            gallery: chat::ChatRate::gallery(),
        }
    }

    fn get(&self, channel: ChatChannel) -> &Recent {
        match channel {
            ChatChannel::Table => &self.table,
            ChatChannel::Spectators => &self.spectators,
        }
    }

    fn channel(&mut self, channel: ChatChannel) -> &mut Recent {
        match channel {
            ChatChannel::Table => &mut self.table,
            ChatChannel::Spectators => &mut self.spectators,
        }
    }
}

/// Refused when a seat sends a name with its message.
const SEAT_NAME: &str = "a seat posts under its own name; leave out `name`";

impl GameActor {
    fn spectators_open(&self) -> bool {
        !self.table.options.spectator_chat_closed
    }

    /// Posts a member's message; answers its id once it is stored.
    pub(super) async fn post_chat(
        &mut self,
        member: crate::sockets::Member,
        channel: ChatChannel,
        text: &str,
        name: Option<String>,
    ) -> Result<ChatPosted, Error> {
        self.seats.check(member)?;
        chat::may_post(channel, member.viewer, self.spectators_open())?;
        let text = chat::clean(text)?;
        let (seat, name) = match member.viewer {
            Viewer::Seat(seat) => {
                if name.is_some() {
                    return Err(Error::BadRequest(SEAT_NAME.into()));
                }
                let holder = self.seats.holders[seat.index()]
                    .as_ref()
                    .ok_or(Error::SeatLost)?;
                if holder.bot.is_some() {
                    return Err(Error::ChatForbidden("a bot's seat never speaks"));
                }
                (Some(seat), holder.name.clone())
            }
            Viewer::Spectator => {
                let name = self.spectator_name(name)?;
                self.chat.gallery.take()?;
                (None, name)
            }
        };
        let message = ChatMessage {
            id: self.chat.last_id + 1,
            channel,
            seat,
            name,
            text,
            sent_at: self.settings.table.clock.now_ms(),
            version: Some(self.version()),
        };
        match self.store.append_chat(&self.id, &message).await {
            Ok(()) => {}
            Err(StoreError::Conflict) => {
                // Another writer took the id (a node that ran this game
                // before): learn the last one, and let the client resend.
                if let Ok(last) = self.store.last_chat_id(&self.id).await {
                    self.chat.last_id = self.chat.last_id.max(last);
                }
                return Err(Error::Conflict(
                    "the chat moved on meanwhile; send your message again".into(),
                ));
            }
            Err(StoreError::Uncertain(e)) => {
                // It may be stored: never give its id again.
                self.chat.last_id = message.id;
                tracing::error!(error = %e, "the store did not confirm a chat message");
                return Err(Error::ChatNotConfirmed);
            }
            Err(e) => return Err(e.into()),
        }
        self.chat.last_id = message.id;
        let id = message.id;
        tracing::debug!(chat_id = id, ?channel, "chat message stored");
        let open = self.spectators_open();
        let text = render::message(&ServerMessage::Chat {
            message: message.clone(),
        });
        self.chat.channel(channel).push(message);
        let closed = self
            .sockets
            .broadcast_to(&text.into(), |viewer| chat::reads(channel, viewer, open));
        self.forgot(closed);
        Ok(ChatPosted { id })
    }

    /// A spectator's name, checked as seat names are, and not one a player
    /// of this table or a name the creator muted could be taken for.
    fn spectator_name(&self, name: Option<String>) -> Result<String, Error> {
        let name = check_name(name.as_deref().ok_or(Error::BadRequest(
            "a spectator's chat message needs a `name`".into(),
        ))?)?;
        if self
            .seats
            .holders
            .iter()
            .flatten()
            .any(|h| confusable(&h.name, &name))
        {
            return Err(Error::ChatForbidden(
                "that name looks like a player's at this table; pick another",
            ));
        }
        if self
            .table
            .options
            .chat_muted
            .iter()
            .any(|m| confusable(m, &name))
        {
            return Err(Error::ChatForbidden(
                "the game's creator muted this name in the spectators' chat",
            ));
        }
        Ok(name)
    }

    /// Queues for a socket that just connected the latest messages of each
    /// channel it reads that has any.
    pub(super) fn send_chat_history(&mut self, socket: u64, viewer: Viewer) {
        for text in self.chat_history_messages(viewer) {
            self.sockets.send_to(socket, text);
        }
    }

    /// The latest messages of each channel `viewer` reads that has any: what
    /// a socket gets on connecting, and again when it lagged behind (it may
    /// have missed messages; clients merge them by id).
    pub(super) fn chat_history_messages(&self, viewer: Viewer) -> Vec<Text> {
        let open = self.spectators_open();
        [ChatChannel::Table, ChatChannel::Spectators]
            .into_iter()
            .filter_map(|channel| {
                let recent = self.chat.get(channel);
                if recent.messages.is_empty() || !chat::reads(channel, viewer, open) {
                    return None;
                }
                Some(
                    render::message(&ServerMessage::ChatHistory {
                        request_id: None,
                        channel,
                        messages: recent.messages.iter().cloned().collect(),
                        more: recent.more,
                    })
                    .into(),
                )
            })
            .collect()
    }

    /// A page of the channel's messages before `before` (the latest page
    /// without it).
    pub(super) async fn chat_history(
        &mut self,
        member: crate::sockets::Member,
        request_id: String,
        channel: ChatChannel,
        before: Option<u64>,
    ) -> Result<ServerMessage, Error> {
        self.seats.check(member)?;
        if !chat::reads(channel, member.viewer, self.spectators_open()) {
            return Err(match channel {
                ChatChannel::Table => Error::ChatForbidden("only the players read the table chat"),
                ChatChannel::Spectators => Error::ChatClosed,
            });
        }
        let (messages, more) = match before {
            None => {
                let recent = self.chat.channel(channel);
                (recent.messages.iter().cloned().collect(), recent.more)
            }
            Some(before) => {
                self.store
                    .chat_page(&self.id, channel, Some(before), CHAT_PAGE)
                    .await?
            }
        };
        Ok(ServerMessage::ChatHistory {
            request_id: Some(request_id),
            channel,
            messages,
            more,
        })
    }

    /// The creator opens or closes the spectators' chat, or mutes or
    /// unmutes a spectator's name; answers the settings then in force.
    pub(super) async fn set_chat(
        &mut self,
        creator_token_hash: &str,
        change: ChatSettingsRequest,
    ) -> Result<ChatSettings, Error> {
        if !self.seats.is_creator(creator_token_hash) {
            return Err(Error::Unauthorized(
                "only the game's creator changes its chat settings",
            ));
        }
        let mut options = self.table.options.clone();
        if let Some(open) = change.spectators_open {
            options.spectator_chat_closed = !open;
        }
        if let Some(name) = change.mute {
            let name = check_name(&name)?;
            if !options.chat_muted.iter().any(|m| confusable(m, &name)) {
                options.chat_muted.push(name);
            }
        }
        if let Some(name) = change.unmute {
            options.chat_muted.retain(|m| !confusable(m, &name));
        }
        if options != self.table.options {
            let written = self.write_table(TableWrite::Options(&options)).await;
            self.stored(
                written,
                "the game's settings were changed elsewhere; look again",
            )?;
            let reopened =
                options.spectator_chat_closed != self.table.options.spectator_chat_closed;
            self.table.options = options;
            tracing::info!(
                spectators_open = self.spectators_open(),
                muted = self.table.options.chat_muted.len(),
                "chat settings changed"
            );
            if reopened {
                self.lobby_now();
            }
        }
        Ok(ChatSettings {
            spectators_open: self.spectators_open(),
            muted: self.table.options.chat_muted.clone(),
        })
    }
}
