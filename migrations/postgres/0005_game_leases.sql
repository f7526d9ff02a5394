-- 0005: which node of a cluster owns each live game (used only when
-- NATS_URL is set; a single node never writes here).
--
-- A node may load a game, and append to its log, only while it holds the
-- game's lease: the row names the node and a fencing `epoch` that grows by one
-- every time the lease is granted again (a takeover, or a reload). Every
-- append of a clustered node carries the epoch it was granted and is stored
-- only if the row still has that epoch, in the same statement that inserts the
-- command (which locks the row FOR KEY SHARE; a grant locks it FOR UPDATE, so
-- a takeover waits for an append in flight, and an append after a takeover
-- sees the new epoch). A node that lost its lease (paused, partitioned)
-- therefore can never append again.
--
-- `expires_at` is pushed forward while the node renews; once it has passed (or
-- the lease was `released` on idle unload or shutdown), another node may take
-- the game. Rows are never deleted, so an epoch is never handed out twice.
CREATE TABLE game_leases (
    game_id    TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    node_id    TEXT NOT NULL,
    epoch      BIGINT NOT NULL CHECK (epoch >= 1),
    expires_at TIMESTAMPTZ NOT NULL,
    released   BOOLEAN NOT NULL DEFAULT FALSE
);
-- Leases that ran out without being released: their node died; the others
-- take these games over (bots and clocks go on).
CREATE INDEX game_leases_orphaned ON game_leases (expires_at) WHERE NOT released;
