-- 0007: games the server's operator ended (`trickerion-server games end`).
--
-- games.ended_at: set, together with finished_at, when the operator ended a
-- game still in play. The log is kept as it was (it replays to the state
-- the game was ended in); the game leaves the lists like a finished one,
-- is never deleted by housekeeping, and takes no more commands: appends to
-- an ended game are refused here, so a server holding the game in memory
-- learns of it at its next move.
ALTER TABLE games ADD COLUMN ended_at TEXT;
