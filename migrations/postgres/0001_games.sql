-- 0001: games and their seats.
--
-- One row per game. `config` is the JSON of trickerion_rules::GameConfig,
-- including the RNG seed: with the command log it rebuilds the game exactly.
-- `status` moves from 'lobby' to 'playing' once, when the creator starts it
-- (a finished game is one whose replayed state says so).
-- Tokens are never stored, only their SHA-256 (hex).
CREATE TABLE games (
    id                 TEXT PRIMARY KEY,
    config             TEXT NOT NULL,
    status             TEXT NOT NULL DEFAULT 'lobby' CHECK (status IN ('lobby', 'playing')),
    creator_token_hash TEXT NOT NULL,
    created_at         TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The taken seats of a game; a free seat has no row. A seat can be taken by
-- one player only: the primary key refuses a second claim.
CREATE TABLE seats (
    game_id    TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL CHECK (seat >= 0 AND seat < 4),
    name       TEXT NOT NULL,
    token_hash TEXT NOT NULL,
    joined_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, seat)
);
