//! The rules of table chat, apart from the game task that applies them (see
//! `game::chat`): who reads and who posts in each channel, what a message
//! may hold, and how fast one socket may chat.
//!
//! A game has two channels. The players' `table` channel is read and
//! written by its seats only: a spectator's socket is never sent it, and a
//! bot's seat never speaks. The `spectators` channel is written by anyone
//! watching and read by them and by the players (who do not post in it);
//! while its creator keeps it closed nobody posts in it and nobody is sent
//! it. Messages are plain text: the server adds nothing to them (no game
//! information), stores them as sent (trimmed), and clients show them as
//! text, never as HTML.

use tokio::time::Instant;

use crate::engine::Viewer;
use crate::error::Error;
use crate::protocol::{ChatChannel, MAX_CHAT_CHARS};

/// Whether `viewer` is sent `channel`'s messages.
pub fn reads(channel: ChatChannel, viewer: Viewer, spectators_open: bool) -> bool {
    match channel {
        ChatChannel::Table => viewer.seat().is_some(),
        ChatChannel::Spectators => spectators_open,
    }
}

/// Refuses a post by `viewer` in `channel` unless the rules allow it (the
/// game task checks the seat's holder and the spectator's name besides).
///
/// # Errors
/// `ChatForbidden` for a spectator in the table channel or a seat in the
/// spectators' one; `ChatClosed` while the spectators' chat is closed.
pub fn may_post(channel: ChatChannel, viewer: Viewer, spectators_open: bool) -> Result<(), Error> {
    match (channel, viewer) {
        (ChatChannel::Table, Viewer::Seat(_)) => Ok(()),
        (ChatChannel::Table, Viewer::Spectator) => Err(Error::ChatForbidden(
            "only the players post in the table chat; spectators have their own channel",
        )),
        (ChatChannel::Spectators, Viewer::Seat(_)) => Err(Error::ChatForbidden(
            "players read the spectators' chat but do not post in it; use the table chat",
        )),
        (ChatChannel::Spectators, Viewer::Spectator) if !spectators_open => Err(Error::ChatClosed),
        (ChatChannel::Spectators, Viewer::Spectator) => Ok(()),
    }
}

/// The text of a message as it is stored: trimmed, not empty, at most
/// [`MAX_CHAT_CHARS`] characters, and plain text (no control characters but
/// line breaks and tabs).
///
/// # Errors
/// `ChatEmpty`, `ChatTooLong` or `ChatNotText`.
pub fn clean(text: &str) -> Result<String, Error> {
    let text = text.trim();
    if text.is_empty() {
        return Err(Error::ChatEmpty);
    }
    let chars = text.chars().count();
    if chars > MAX_CHAT_CHARS {
        return Err(Error::ChatTooLong {
            chars,
            limit: MAX_CHAT_CHARS,
        });
    }
    if text
        .chars()
        .any(|c| c.is_control() && !matches!(c, '\n' | '\t'))
    {
        return Err(Error::ChatNotText);
    }
    Ok(text.to_string())
}

/// Chat messages one socket may send at once.
pub const CHAT_BURST: u32 = 5;
/// Then one more each this many seconds.
pub const CHAT_EVERY_SECS: u32 = 2;

/// Spectators' messages one game takes at once, whoever sends them...
pub const GALLERY_BURST: u32 = 20;
/// ...then this many a second: a crowd of spectators, each within its own
/// allowance, cannot keep the game's task busy storing chat.
pub const GALLERY_PER_SEC: u32 = 4;

/// A chat allowance, as a token bucket: one socket's (the default:
/// [`CHAT_BURST`] messages refilled one per [`CHAT_EVERY_SECS`], apart from
/// the socket's allowance for all its messages, so a table stays readable),
/// or a game's spectators' channel's ([`ChatRate::gallery`]).
#[derive(Debug)]
pub struct ChatRate {
    tokens: f64,
    last: Instant,
    burst: f64,
    per_sec: f64,
    refusal: fn() -> Error,
}

impl Default for ChatRate {
    fn default() -> Self {
        ChatRate {
            tokens: f64::from(CHAT_BURST),
            last: Instant::now(),
            burst: f64::from(CHAT_BURST),
            per_sec: 1.0 / f64::from(CHAT_EVERY_SECS),
            refusal: || Error::ChatRateLimited {
                burst: CHAT_BURST,
                every_secs: CHAT_EVERY_SECS,
            },
        }
    }
}

impl ChatRate {
    /// The allowance of one game's spectators' channel, all spectators together.
    pub fn gallery() -> ChatRate {
        ChatRate {
            tokens: f64::from(GALLERY_BURST),
            last: Instant::now(),
            burst: f64::from(GALLERY_BURST),
            per_sec: f64::from(GALLERY_PER_SEC),
            refusal: || Error::ChatBusy,
        }
    }

    /// Takes one message from the allowance.
    ///
    /// # Errors
    /// `ChatRateLimited` (a socket's) or `ChatBusy` (the spectators') when
    /// none is left; nothing is taken then.
    pub fn take(&mut self) -> Result<(), Error> {
        let now = Instant::now();
        let refill = now.duration_since(self.last).as_secs_f64() * self.per_sec;
        self.tokens = (self.tokens + refill).min(self.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            Ok(())
        } else {
            Err((self.refusal)())
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::engine::Seat;

    #[test]
    fn text_is_trimmed_and_bounded() {
        assert_eq!(clean("  gg wp \n").unwrap(), "gg wp");
        assert!(matches!(clean(" \n\t "), Err(Error::ChatEmpty)));
        let long = "é".repeat(MAX_CHAT_CHARS + 1);
        assert!(matches!(
            clean(&long),
            Err(Error::ChatTooLong { chars, .. }) if chars == MAX_CHAT_CHARS + 1
        ));
        assert!(
            clean(&"é".repeat(MAX_CHAT_CHARS)).is_ok(),
            "characters, not bytes"
        );
        assert!(matches!(clean("a\u{7}b"), Err(Error::ChatNotText)));
        assert_eq!(clean("<b>hi</b>").unwrap(), "<b>hi</b>", "stored as sent");
    }

    #[test]
    fn channels_keep_to_their_readers() {
        let seat = Viewer::Seat(Seat(1));
        assert!(reads(ChatChannel::Table, seat, true));
        assert!(!reads(ChatChannel::Table, Viewer::Spectator, true));
        assert!(reads(ChatChannel::Spectators, seat, true));
        assert!(!reads(ChatChannel::Spectators, Viewer::Spectator, false));
        assert!(may_post(ChatChannel::Table, seat, true).is_ok());
        assert!(may_post(ChatChannel::Table, Viewer::Spectator, true).is_err());
        assert!(may_post(ChatChannel::Spectators, seat, true).is_err());
        assert!(matches!(
            may_post(ChatChannel::Spectators, Viewer::Spectator, false),
            Err(Error::ChatClosed)
        ));
    }

    #[tokio::test(start_paused = true)]
    async fn the_allowance_refills_slowly() {
        let mut rate = ChatRate::default();
        for _ in 0..CHAT_BURST {
            rate.take().unwrap();
        }
        assert!(matches!(rate.take(), Err(Error::ChatRateLimited { .. })));
        tokio::time::advance(Duration::from_millis(1900)).await;
        assert!(rate.take().is_err());
        tokio::time::advance(Duration::from_millis(200)).await;
        assert!(rate.take().is_ok());
        let mut gallery = ChatRate::gallery();
        for _ in 0..GALLERY_BURST {
            gallery.take().unwrap();
        }
        assert!(matches!(gallery.take(), Err(Error::ChatBusy)));
        tokio::time::advance(Duration::from_millis(1000 / u64::from(GALLERY_PER_SEC))).await;
        assert!(gallery.take().is_ok());
    }
}
