-- 0008: the request id a client sent with each command and the version it
-- saw (both NULL for bots and for commands stored before). A game that loads
-- again (a restart, a takeover by another node) knows its seats' recent
-- commands, so a client that resends a command it got no answer for is
-- answered as the first time instead of having it refused as stale.
ALTER TABLE commands ADD COLUMN request_id TEXT;
ALTER TABLE commands ADD COLUMN seen_version BIGINT;
