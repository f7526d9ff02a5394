-- 0010: the game's version (the number of commands in its log) when a chat
-- message was stored, so a finished game's replay shows the players' chat
-- between the moves it was written after. NULL for messages stored before.
ALTER TABLE chat_messages ADD COLUMN version BIGINT;
