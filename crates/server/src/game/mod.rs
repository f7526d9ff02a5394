//! One task per live game. A [`GameHandle`] (cheap to clone, a bounded mpsc
//! sender) fronts the [`GameActor`], which alone owns the game's lobby, its
//! rules state and its command log, and handles requests one at a time. Each
//! request carries a oneshot for the answer; changes go to each open socket's
//! own queue ([`Sockets`](crate::sockets::Sockets)), rendered once per viewer
//! that has a socket.
//!
//! - `handle`: the address of a game, in this process or on another node.
//! - `actor`: the task, its mailbox and timers, and where each request is
//!   taken in.
//! - `pipeline`: the command path (persist, apply, broadcast) and the bots'
//!   moves through it; `previews`: questions that change nothing.
//! - `lobby`: seats, bots seated by the creator, the start, sockets coming
//!   and going; `seats`: who holds each seat.
//! - `bots`: the bots at the table; `courtesies` and `table`: presence,
//!   stand-ins, clocks, webhooks, rematch.
//! - `lease`: the game's lease on a node of a cluster.
//! - `chat`: the table's two chat channels (the rules are `crate::chat`).

mod actor;
mod bots;
mod chat;
mod courtesies;
mod handle;
mod lease;
mod lobby;
mod pipeline;
mod previews;
mod seats;
mod table;

pub use actor::{ActorSettings, GameActor};
pub use handle::GameHandle;
pub use lobby::{broken_lobby, LOBBY_COALESCE};
pub use table::TableSettings;
