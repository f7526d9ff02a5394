-- 0011: the bot levels easy, normal and hard (trickerion_bot::BotLevel).
--
-- Seats stored before keep 'greedy', which names the normal level (the same
-- bot), so their games go on playing as they did. SQLite cannot change a
-- CHECK constraint, so the table is built again with every row.
CREATE TABLE seats_new (
    game_id         TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat            INTEGER NOT NULL CHECK (seat >= 0 AND seat < 4),
    name            TEXT NOT NULL,
    token_hash      TEXT NOT NULL,
    joined_at       TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
    bot             TEXT CHECK (bot IN ('random', 'greedy', 'easy', 'normal', 'hard')),
    bot_seed        BIGINT,
    stand_in        TEXT CHECK (stand_in IN ('random', 'greedy', 'easy', 'normal', 'hard')),
    stand_in_seed   BIGINT,
    stand_in_reason TEXT CHECK (stand_in_reason IN ('away', 'timed_out', 'forfeited')),
    webhook         TEXT,
    PRIMARY KEY (game_id, seat)
);
INSERT INTO seats_new (game_id, seat, name, token_hash, joined_at, bot, bot_seed,
                       stand_in, stand_in_seed, stand_in_reason, webhook)
SELECT game_id, seat, name, token_hash, joined_at, bot, bot_seed,
       stand_in, stand_in_seed, stand_in_reason, webhook
FROM seats;
DROP TABLE seats;
ALTER TABLE seats_new RENAME TO seats;
