-- 0003: seats played by the server's bots.
--
-- A bot seat is a row of `seats` whose `bot` names the level ('random' or
-- 'greedy', trickerion_bot::BotLevel) and whose `bot_seed` seeds it; human
-- seats have both NULL. A bot seat's `token_hash` is a random value no token
-- hashes to, so nobody can play it. A reloaded game rebuilds its bots from
-- these two columns and goes on playing them.
ALTER TABLE seats ADD COLUMN bot TEXT CHECK (bot IN ('random', 'greedy'));
ALTER TABLE seats ADD COLUMN bot_seed BIGINT;
