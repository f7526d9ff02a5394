// Time controls as the table shows them: what a game's clock is, and how much
// time a seat has left now.
import type { ClockOptions } from "../generated/ClockOptions";
import type { SeatClock } from "../generated/SeatClock";
import { t } from "../i18n";

/** A seat's time left at `now` (Unix ms): a running clock counts down from
 * `running_since`; never below zero. */
export function leftNow(c: SeatClock, now: number): number {
  const spent = c.running_since === null ? 0 : Math.max(0, now - c.running_since);
  return Math.max(0, c.left_ms - spent);
}

/** "12:34" under an hour, "1:02:03" under a day, "2 d 5 h" beyond. */
export function formatLeft(ms: number): string {
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  if (d > 0) return t("ui-clock-days-hours", { d, h });
  if (h > 0) return `${h}:${two(m)}:${two(sec)}`;
  return `${m}:${two(sec)}`;
}

/** How long ago, in words: "3 min", "2 h", "4 d". */
export function formatAgo(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return t("ui-clock-secs", { n: s });
  if (s < 3600) return t("ui-clock-mins", { n: Math.floor(s / 60) });
  if (s < 86400) return t("ui-clock-hours-short", { n: Math.floor(s / 3600) });
  return t("ui-clock-days-short", { n: Math.floor(s / 86400) });
}

function duration(secs: number): string {
  if (secs % 86400 === 0) return t("ui-clock-days", { n: secs / 86400 });
  if (secs % 3600 === 0) return t("ui-clock-hours", { n: secs / 3600 });
  if (secs % 60 === 0) return t("ui-clock-mins", { n: secs / 60 });
  return t("ui-clock-secs", { n: secs });
}

/** "Live: 20 min + 20 s per move" / "Correspondence: 1 day per move", and
 * what happens when time runs out. */
export function clockText(c: ClockOptions): string {
  const out = c.on_timeout === "forfeit" ? t("ui-clock-out-forfeit") : t("ui-clock-out-bot");
  if (c.kind === "live") return t("ui-clock-live", { initial: duration(c.initial_secs), increment: c.increment_secs, out });
  return t("ui-clock-correspondence", { per: duration(c.per_move_secs), out });
}

/** A clock is low when less than a tenth of its start (at most a minute for
 * live play) remains: the table shows it in warning colours. */
export function isLow(c: ClockOptions, left: number): boolean {
  const start = (c.kind === "live" ? c.initial_secs : c.per_move_secs) * 1000;
  return left < Math.min(start / 10, c.kind === "live" ? 60_000 : start / 10);
}
