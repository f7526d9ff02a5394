-- 0006: games nobody plays any more (housekeeping).
--
-- games.abandoned_at: set when a game that has not finished saw nothing
-- (no seat taken, no start, no command) for ABANDONED_AFTER_SECS; such a
-- game leaves the public list. Cleared when something happens in it again.
-- After DELETE_ABANDONED_AFTER_SECS without anything, the game is deleted
-- (a finished game never is).
ALTER TABLE games ADD COLUMN abandoned_at TEXT;
