-- 0011: the bot levels easy, normal and hard (trickerion_bot::BotLevel).
--
-- Seats stored before keep 'greedy', which names the normal level (the same
-- bot), so their games go on playing as they did.
ALTER TABLE seats DROP CONSTRAINT seats_bot_check;
ALTER TABLE seats ADD CONSTRAINT seats_bot_check
    CHECK (bot IN ('random', 'greedy', 'easy', 'normal', 'hard'));
ALTER TABLE seats DROP CONSTRAINT seats_stand_in_check;
ALTER TABLE seats ADD CONSTRAINT seats_stand_in_check
    CHECK (stand_in IN ('random', 'greedy', 'easy', 'normal', 'hard'));
