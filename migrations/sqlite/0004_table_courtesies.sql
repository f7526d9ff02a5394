-- 0004: the courtesies of a real table.
--
-- games.listed: shown in the public list of games while open or in play.
-- games.table_options: the table's settings as JSON (time control, whether
--   the game starts by itself once every seat is taken); not rules options.
-- games.started_at / finished_at: when play began and ended (the list shows
--   them; a finished game leaves the list).
-- games.rematch: JSON of the rematch created from this finished game.
-- games.clock_state: JSON of the seats' clocks, rewritten after each command
--   of a game with a time control, so clocks survive a restart.
-- seats.stand_in*: a bot playing a person's seat for now (level, seed, why);
--   the person's token still holds the seat.
-- seats.webhook: the URL called when it becomes this seat's turn.
ALTER TABLE games ADD COLUMN listed BOOLEAN NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN table_options TEXT;
ALTER TABLE games ADD COLUMN started_at TEXT;
ALTER TABLE games ADD COLUMN finished_at TEXT;
ALTER TABLE games ADD COLUMN rematch TEXT;
ALTER TABLE games ADD COLUMN clock_state TEXT;
ALTER TABLE seats ADD COLUMN stand_in TEXT CHECK (stand_in IN ('random', 'greedy'));
ALTER TABLE seats ADD COLUMN stand_in_seed BIGINT;
ALTER TABLE seats ADD COLUMN stand_in_reason TEXT CHECK (stand_in_reason IN ('away', 'timed_out', 'forfeited'));
ALTER TABLE seats ADD COLUMN webhook TEXT;
CREATE INDEX games_listed ON games (listed, finished_at, created_at);
