-- 0002: the command log, the game's source of truth.
--
-- Append-only: row `seq` (1, 2, 3...) is the seq-th accepted command and the
-- state version after it. The primary key (game_id, seq) means two writers
-- can never both append the same step; the server also only appends seq when
-- seq - 1 exists, so the log has no gaps. Replaying `games.config` + these
-- commands in order rebuilds the game.
CREATE TABLE commands (
    game_id     TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL CHECK (seq >= 1),
    seat        INTEGER NOT NULL,
    command     TEXT NOT NULL,
    recorded_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
    PRIMARY KEY (game_id, seq)
);
