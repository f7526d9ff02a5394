//! The open sockets of one game, as its actor sees them: who each one is and
//! a small queue of messages to it. The queue holds rendered messages shared
//! between sockets (`Text`), so a message rendered for a viewer exists
//! once however many sockets that viewer has, and is freed as soon as the
//! last socket has written it (nothing is kept for sockets that might come
//! later).
//!
//! A socket whose queue is full is *lagging*: it is sent nothing more until
//! its queue has room again, and then a fresh `lobby` and `snapshot` instead
//! of the updates it missed.

use std::any::Any;
use std::sync::Arc;

use tokio::sync::mpsc;

use crate::engine::{Seat, Viewer};

/// Who is on the other end of a connection. `holder` tells apart successive
/// holders of one seat, so a socket of a player who left cannot read the view
/// of the next one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Member {
    pub viewer: Viewer,
    pub holder: u64,
}

/// What a socket gets when it joins a game: who it is, and its queue of
/// messages (`welcome` and, once started, `snapshot` first). The connection
/// counts as open until this is dropped (however the socket ends, even if
/// it never opens), and it closes when the game stops.
pub struct Connection {
    pub member: Member,
    pub outgoing: mpsc::Receiver<Outgoing>,
    /// Uncounts the connection when dropped (the game's, see `game`).
    pub(crate) guard: Option<Box<dyn Any + Send>>,
}

impl Connection {
    /// Splits off the part that keeps the connection counted.
    pub fn into_parts(self) -> (Member, mpsc::Receiver<Outgoing>, impl Send + 'static) {
        (self.member, self.outgoing, self.guard)
    }

    /// A connection to a game that runs on another node: its messages come
    /// through `outgoing`, fed by the relay in `cluster`, which counts it there.
    pub(crate) fn relayed(member: Member, outgoing: mpsc::Receiver<Outgoing>) -> Connection {
        Connection {
            member,
            outgoing,
            guard: None,
        }
    }
}

/// A rendered text message: reference-counted, so one rendering is shared by
/// every socket it goes to, without copies.
pub type Text = axum::extract::ws::Utf8Bytes;

/// Messages a socket may have waiting before it counts as lagging.
pub const SOCKET_QUEUE: usize = 32;

/// Room a lagging socket's queue needs before it is resynced: the most
/// messages a resync takes (the lobby, a snapshot, and the recent chat of
/// the two channels).
const RESYNC_MESSAGES: usize = 4;

/// What the game sends one socket. A text is queued behind one pointer,
/// shared by every socket it goes to: each socket's queue holds a block of
/// 32 slots whether or not messages wait, and slots the size of a [`Text`]
/// took 1 KB a socket.
#[derive(Clone, Debug)]
pub enum Outgoing {
    /// A message to send as it is.
    Text(Arc<Text>),
    /// The seat was left or moved: the socket says so and closes (4001).
    SeatLost,
}

struct Socket {
    id: u64,
    member: Member,
    tx: mpsc::Sender<Outgoing>,
    lagged: bool,
}

/// See the module docs.
#[derive(Default)]
pub struct Sockets {
    list: Vec<Socket>,
    next_id: u64,
    /// Open sockets per seat.
    per_seat: Vec<u32>,
    spectators: u32,
}

/// Renders the message for one viewer; called once per viewer with sockets.
pub trait Render {
    fn render(&mut self, viewer: Viewer) -> Text;
}

impl<F: FnMut(Viewer) -> Text> Render for F {
    fn render(&mut self, viewer: Viewer) -> Text {
        self(viewer)
    }
}

impl Sockets {
    pub fn new(players: u8) -> Sockets {
        Sockets {
            per_seat: vec![0; usize::from(players)],
            ..Sockets::default()
        }
    }

    /// Adds a socket; returns its id and the receiving end of its queue.
    pub fn add(&mut self, member: Member) -> (u64, mpsc::Receiver<Outgoing>) {
        let (tx, rx) = mpsc::channel(SOCKET_QUEUE);
        self.next_id += 1;
        let id = self.next_id;
        self.count(member.viewer, true);
        self.list.push(Socket {
            id,
            member,
            tx,
            lagged: false,
        });
        (id, rx)
    }

    /// Forgets a socket; false if it was already gone.
    pub fn remove(&mut self, id: u64) -> bool {
        match self.list.iter().position(|s| s.id == id) {
            Some(i) => {
                let socket = self.list.swap_remove(i);
                self.count(socket.member.viewer, false);
                true
            }
            None => false,
        }
    }

    fn count(&mut self, viewer: Viewer, add: bool) {
        let n = match viewer {
            Viewer::Spectator => &mut self.spectators,
            Viewer::Seat(seat) => match self.per_seat.get_mut(seat.index()) {
                Some(n) => n,
                None => return,
            },
        };
        *n = if add { *n + 1 } else { n.saturating_sub(1) };
    }

    pub fn len(&self) -> usize {
        self.list.len()
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    pub fn spectators(&self) -> u32 {
        self.spectators
    }

    /// Who socket `id` is, while it is open.
    pub fn viewer_of(&self, id: u64) -> Option<Viewer> {
        self.list
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.member.viewer)
    }

    pub fn seat_connected(&self, seat: Seat) -> bool {
        self.per_seat.get(seat.index()).is_some_and(|n| *n > 0)
    }

    /// Queues `message` for socket `id` (its first messages, or an answer).
    pub fn send_to(&mut self, id: u64, message: Text) {
        if let Some(socket) = self.list.iter_mut().find(|s| s.id == id) {
            push(socket, Outgoing::Text(Arc::new(message)));
        }
    }

    /// Queues the same message for every socket that is not lagging. Returns
    /// how many sockets turned out closed (they are forgotten).
    pub fn broadcast(&mut self, message: &Text) -> usize {
        let message = Arc::new(message.clone());
        for socket in &mut self.list {
            if !socket.lagged {
                push(socket, Outgoing::Text(message.clone()));
            }
        }
        self.forget_closed()
    }

    /// Queues the same message for every socket not lagging whose viewer
    /// `to` picks (a chat channel's readers). Returns how many sockets
    /// turned out closed (they are forgotten).
    pub fn broadcast_to(&mut self, message: &Text, to: impl Fn(Viewer) -> bool) -> usize {
        let message = Arc::new(message.clone());
        for socket in &mut self.list {
            if !socket.lagged && to(socket.member.viewer) {
                push(socket, Outgoing::Text(message.clone()));
            }
        }
        self.forget_closed()
    }

    /// Queues for each socket the message `render` makes for its viewer,
    /// rendering once per viewer. Lagging sockets with room again get
    /// `resync(viewer)` instead (a lobby, a snapshot, and the chat it missed). Returns how many
    /// sockets turned out closed (they are forgotten).
    pub fn deliver(
        &mut self,
        mut render: impl Render,
        mut resync: impl FnMut(Viewer) -> Vec<Text>,
    ) -> usize {
        let mut rendered: Vec<(Viewer, Arc<Text>)> = Vec::new();
        for socket in &mut self.list {
            let viewer = socket.member.viewer;
            if socket.lagged {
                if socket.tx.capacity() >= RESYNC_MESSAGES {
                    socket.lagged = false;
                    for message in resync(viewer) {
                        push(socket, Outgoing::Text(Arc::new(message)));
                    }
                }
                continue;
            }
            let message = match rendered.iter().find(|(v, _)| *v == viewer) {
                Some((_, m)) => m.clone(),
                None => {
                    let m = Arc::new(render.render(viewer));
                    rendered.push((viewer, m.clone()));
                    m
                }
            };
            push(socket, Outgoing::Text(message));
        }
        self.forget_closed()
    }

    /// Gives lagging sockets with room again their resync messages; returns
    /// whether some socket still lags.
    pub fn resync_lagging(&mut self, mut resync: impl FnMut(Viewer) -> Vec<Text>) -> bool {
        for socket in &mut self.list {
            if socket.lagged && socket.tx.capacity() >= RESYNC_MESSAGES {
                socket.lagged = false;
                for message in resync(socket.member.viewer) {
                    push(socket, Outgoing::Text(Arc::new(message)));
                }
            }
        }
        self.forget_closed();
        self.lagging()
    }

    pub fn lagging(&self) -> bool {
        self.list.iter().any(|s| s.lagged)
    }

    /// Tells the sockets of `seat` held by `holder` that the seat is lost,
    /// and forgets them; returns how many there were.
    pub fn seat_lost(&mut self, seat: Seat, holder: u64) -> usize {
        let mut lost = 0;
        let mut i = 0;
        while i < self.list.len() {
            let m = self.list[i].member;
            if m.viewer == Viewer::Seat(seat) && m.holder == holder {
                let socket = self.list.swap_remove(i);
                self.count(m.viewer, false);
                lost += 1;
                if let Err(mpsc::error::TrySendError::Full(message)) =
                    socket.tx.try_send(Outgoing::SeatLost)
                {
                    // It must get through: wait for room.
                    tokio::spawn(async move {
                        let _ = socket.tx.send(message).await;
                    });
                }
            } else {
                i += 1;
            }
        }
        lost
    }

    /// Forgets every socket (the game stops; their queues close, which
    /// tells them); returns how many there were.
    pub fn clear(&mut self) -> usize {
        let n = self.list.len();
        self.list.clear();
        self.per_seat.iter_mut().for_each(|n| *n = 0);
        self.spectators = 0;
        n
    }

    fn forget_closed(&mut self) -> usize {
        let mut closed = 0;
        let mut i = 0;
        while i < self.list.len() {
            if self.list[i].tx.is_closed() {
                let socket = self.list.swap_remove(i);
                self.count(socket.member.viewer, false);
                closed += 1;
            } else {
                i += 1;
            }
        }
        closed
    }
}

/// Queues a message, marking the socket lagging when its queue is full.
fn push(socket: &mut Socket, message: Outgoing) {
    if let Err(mpsc::error::TrySendError::Full(_)) = socket.tx.try_send(message) {
        socket.lagged = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(s: u8) -> Member {
        Member {
            viewer: Viewer::Seat(Seat(s)),
            holder: 1,
        }
    }

    const SPECTATOR: Member = Member {
        viewer: Viewer::Spectator,
        holder: 0,
    };

    /// Every socket's queue keeps a block of 32 slots, busy or idle: a slot
    /// is one pointer, not a whole text.
    #[test]
    fn a_queued_message_is_one_pointer() {
        assert_eq!(
            std::mem::size_of::<Outgoing>(),
            std::mem::size_of::<usize>()
        );
    }

    #[test]
    fn renders_once_per_viewer_and_counts() {
        let mut sockets = Sockets::new(2);
        let (_, mut a) = sockets.add(seat(0));
        let (_, mut b) = sockets.add(SPECTATOR);
        let (_, mut c) = sockets.add(SPECTATOR);
        assert_eq!(sockets.spectators(), 2);
        assert!(sockets.seat_connected(Seat(0)) && !sockets.seat_connected(Seat(1)));
        let mut renders = 0;
        let closed = sockets.deliver(
            |v: Viewer| {
                renders += 1;
                Text::from(format!("{v:?}"))
            },
            |_| unreachable!(),
        );
        assert_eq!((closed, renders), (0, 2));
        let Ok(Outgoing::Text(x)) = b.try_recv() else {
            panic!()
        };
        let Ok(Outgoing::Text(y)) = c.try_recv() else {
            panic!()
        };
        assert_eq!(
            x.as_str().as_ptr(),
            y.as_str().as_ptr(),
            "one rendering shared"
        );
        assert!(a.try_recv().is_ok());
        drop(c);
        assert_eq!(
            sockets.broadcast(&Text::from("lobby")),
            1,
            "closed socket forgotten"
        );
        assert_eq!(sockets.spectators(), 1);
    }

    #[test]
    fn a_full_queue_lags_then_resyncs() {
        let mut sockets = Sockets::new(2);
        let (_, mut rx) = sockets.add(SPECTATOR);
        for _ in 0..SOCKET_QUEUE + 5 {
            sockets.broadcast(&Text::from("update"));
        }
        assert!(sockets.lagging());
        while rx.try_recv().is_ok() {}
        let resync = ["lobby", "snapshot", "table chat", "spectators' chat"];
        let still = sockets.resync_lagging(|_| resync.iter().copied().map(Text::from).collect());
        assert!(!still);
        for expected in resync {
            let Ok(Outgoing::Text(m)) = rx.try_recv() else {
                panic!("{expected} missing")
            };
            assert_eq!(
                m.as_str(),
                expected,
                "the chat it may have missed comes with the snapshot"
            );
        }
    }

    #[tokio::test]
    async fn seat_lost_reaches_only_that_holder() {
        let mut sockets = Sockets::new(2);
        let (_, mut mine) = sockets.add(seat(0));
        let (_, mut other) = sockets.add(Member {
            viewer: Viewer::Seat(Seat(0)),
            holder: 2,
        });
        assert_eq!(sockets.seat_lost(Seat(0), 1), 1);
        assert!(matches!(mine.try_recv(), Ok(Outgoing::SeatLost)));
        assert!(other.try_recv().is_err());
        assert!(sockets.seat_connected(Seat(0)));
    }
}
