//! Stored chat (migration 0009): the messages of a game's two channels, in
//! their own table beside the command log, so replays never see them.
//! [`ChatStore`] is written once for both SQL databases (`chat_store!`, a
//! macro for the reason `sql_store!` is one).

use async_trait::async_trait;

use super::{GameStore, StoreError, StoredTable};
use crate::protocol::{ChatChannel, ChatMessage};

/// A game's chat as it loads with the game: the latest messages of each
/// channel, and the last id given.
#[derive(Clone, Debug, Default)]
pub struct StoredChat {
    /// The latest [`CHAT_PAGE`](crate::protocol::CHAT_PAGE) of the table
    /// channel, oldest first, and whether older ones exist.
    pub table: (Vec<ChatMessage>, bool),
    /// The same for the spectators' channel.
    pub spectators: (Vec<ChatMessage>, bool),
    /// The largest message id stored (0 when none).
    pub last_id: u64,
}

/// Storage of chat messages.
#[async_trait]
pub trait ChatStore: Send + Sync + 'static {
    /// Stores `message` of game `id`; `Conflict` if its id is taken.
    async fn append_chat(&self, id: &str, message: &ChatMessage) -> Result<(), StoreError>;
    /// Up to `limit` messages of `channel` with ids below `before` (the
    /// latest without it), oldest first, and whether older ones exist.
    async fn chat_page(
        &self,
        id: &str,
        channel: ChatChannel,
        before: Option<u64>,
        limit: usize,
    ) -> Result<(Vec<ChatMessage>, bool), StoreError>;
    /// The largest message id stored for game `id` (0 when none).
    async fn last_chat_id(&self, id: &str) -> Result<u64, StoreError>;
}

/// The chat a game loads with: both channels' latest page and the last id.
pub async fn load_chat<S: ChatStore + ?Sized>(
    store: &S,
    id: &str,
) -> Result<StoredChat, StoreError> {
    let page = crate::protocol::CHAT_PAGE;
    Ok(StoredChat {
        table: store.chat_page(id, ChatChannel::Table, None, page).await?,
        spectators: store
            .chat_page(id, ChatChannel::Spectators, None, page)
            .await?,
        last_id: store.last_chat_id(id).await?,
    })
}

/// A game's table with its chat, as the game's task loads them.
pub async fn load_table_and_chat<S: GameStore + ?Sized>(
    store: &S,
    id: &str,
) -> Result<StoredTable, StoreError> {
    let mut table = store.load_table(id).await?;
    table.chat = load_chat(store, id).await?;
    Ok(table)
}

pub(super) fn channel_name(channel: ChatChannel) -> &'static str {
    match channel {
        ChatChannel::Table => "table",
        ChatChannel::Spectators => "spectators",
    }
}

/// Implements [`ChatStore`] for an SQL backend `$ty` (a struct with a
/// `pool` that implements `Dialect`).
macro_rules! chat_store {
    ($ty:ty) => {
        const _: () = {
            use async_trait::async_trait;
            use sqlx::Row;

            use $crate::protocol::{ChatChannel, ChatMessage};
            use $crate::store::chat::{channel_name, ChatStore};
            use $crate::store::rows::{seat_from_db, sent_failure, seq_from_db, seq_to_db};
            use $crate::store::sql::Dialect;
            use $crate::store::StoreError;

            #[async_trait]
            impl ChatStore for $ty {
                async fn append_chat(
                    &self,
                    id: &str,
                    message: &ChatMessage,
                ) -> Result<(), StoreError> {
                    sqlx::query(&<$ty as Dialect>::sql(
                        "INSERT INTO chat_messages (game_id, id, channel, seat, name, body, sent_ms, version) \
                         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                    ))
                    .bind(id)
                    .bind(seq_to_db(message.id)?)
                    .bind(channel_name(message.channel))
                    .bind(message.seat.map(|s| i32::from(s.0)))
                    .bind(&message.name)
                    .bind(&message.text)
                    .bind(seq_to_db(message.sent_at)?)
                    .bind(message.version.map(seq_to_db).transpose()?)
                    .execute(&mut *self.pool.acquire().await?)
                    .await
                    .map_err(sent_failure)?;
                    Ok(())
                }

                async fn chat_page(
                    &self,
                    id: &str,
                    channel: ChatChannel,
                    before: Option<u64>,
                    limit: usize,
                ) -> Result<(Vec<ChatMessage>, bool), StoreError> {
                    let rows = sqlx::query(&<$ty as Dialect>::sql(
                        "SELECT id, seat, name, body, sent_ms, version FROM chat_messages \
                         WHERE game_id = $1 AND channel = $2 AND id < $3 ORDER BY id DESC LIMIT $4",
                    ))
                    .bind(id)
                    .bind(channel_name(channel))
                    .bind(before.map_or(Ok(i64::MAX), seq_to_db)?)
                    .bind(i64::try_from(limit).unwrap_or(i64::MAX).saturating_add(1))
                    .fetch_all(&mut *self.pool.acquire().await?)
                    .await?;
                    let more = rows.len() > limit;
                    let mut messages = Vec::with_capacity(rows.len().min(limit));
                    for row in rows.iter().take(limit) {
                        messages.push(ChatMessage {
                            id: seq_from_db(row.try_get("id")?)?,
                            channel,
                            seat: row
                                .try_get::<Option<i32>, _>("seat")?
                                .map(seat_from_db)
                                .transpose()?,
                            name: row.try_get("name")?,
                            text: row.try_get("body")?,
                            sent_at: seq_from_db(row.try_get("sent_ms")?)?,
                            version: row
                                .try_get::<Option<i64>, _>("version")?
                                .map(seq_from_db)
                                .transpose()?,
                        });
                    }
                    messages.reverse();
                    Ok((messages, more))
                }

                async fn last_chat_id(&self, id: &str) -> Result<u64, StoreError> {
                    let last: Option<i64> = sqlx::query_scalar(&<$ty as Dialect>::sql(
                        "SELECT MAX(id) FROM chat_messages WHERE game_id = $1",
                    ))
                    .bind(id)
                    .fetch_one(&mut *self.pool.acquire().await?)
                    .await?;
                    last.map_or(Ok(0), seq_from_db)
                }
            }
        };
    };
}

pub(super) use chat_store;

/// The [`ChatStore`] methods of a store wrapper, handed to its `inner`
/// store (through `self.call` with a third argument `call`); used by
/// `delegate_table_store!`, so every wrapper stores chat too.
#[macro_export]
macro_rules! delegate_chat_store {
    ($ty:ty, $inner:ident $(, $call:ident)?) => {
        #[async_trait::async_trait]
        impl $crate::store::ChatStore for $ty {
            async fn append_chat(
                &self,
                id: &str,
                message: &$crate::protocol::ChatMessage,
            ) -> Result<(), $crate::store::StoreError> {
                $crate::delegate_table_store!(@go self $($call)? ; self.$inner.append_chat(id, message))
            }
            async fn chat_page(
                &self,
                id: &str,
                channel: $crate::protocol::ChatChannel,
                before: Option<u64>,
                limit: usize,
            ) -> Result<(Vec<$crate::protocol::ChatMessage>, bool), $crate::store::StoreError> {
                $crate::delegate_table_store!(@go self $($call)? ; self.$inner.chat_page(id, channel, before, limit))
            }
            async fn last_chat_id(&self, id: &str) -> Result<u64, $crate::store::StoreError> {
                $crate::delegate_table_store!(@go self $($call)? ; self.$inner.last_chat_id(id))
            }
        }
    };
}
