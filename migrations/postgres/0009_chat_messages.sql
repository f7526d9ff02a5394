-- 0009: table chat. Each game has two channels: `table` (its seats) and
-- `spectators` (anyone watching). Messages are kept here, never in the
-- command log, so replays and the golden corpus do not see them. `id`
-- counts a game's messages from 1 (both channels share it), so it orders
-- them; the game's task gives it and the primary key refuses a second
-- writer of one id. `seat` is NULL for a spectator's message; `name` is
-- the name shown, `body` the plain text as sent (trimmed; never HTML).
-- `sent_ms` is Unix milliseconds from the server's clock.
CREATE TABLE chat_messages (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    id      BIGINT NOT NULL CHECK (id > 0),
    channel TEXT NOT NULL CHECK (channel IN ('table', 'spectators')),
    seat    INTEGER CHECK (seat >= 0 AND seat < 4),
    name    TEXT NOT NULL,
    body    TEXT NOT NULL,
    sent_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, id)
);

-- A channel's latest messages, and older ones page by page.
CREATE INDEX chat_messages_by_channel ON chat_messages (game_id, channel, id);
