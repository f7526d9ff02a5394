// Following the game: the rules' reasons mapped onto board things, each
// opponent's last move, and what happened since the viewer's own last move.
// Pure functions of the log and the server's answers, unit-tested.
import type { LogLine } from "../generated/LogLine";
import type { Refusal } from "../generated/Refusal";
import type { Selection } from "../decisions/select";
import { targetsOf } from "../decisions/registry";
import { eventKeys } from "../keys";
import type { Recent } from "./ctx";
import { formatMsg } from "../i18n";

/** Per board thing that may not be used now, up to two distinct reasons;
 * those that fit the current selection first. */
export function reasonsFor(refusals: Refusal[], sel: Selection, legal: Set<string>): Map<string, string[]> {
  const fitting = new Map<string, string[]>();
  const other = new Map<string, string[]>();
  for (const r of refusals) {
    const targets = targetsOf(r.command);
    const fits = sel.keys.every((k) => targets.includes(k));
    for (const k of targets) {
      if (legal.has(k) || sel.keys.includes(k)) continue;
      const into = fits ? fitting : other;
      const list = into.get(k) ?? [];
      const reason = formatMsg(r.reason);
      if (!list.includes(reason) && list.length < 2) list.push(reason);
      into.set(k, list);
    }
  }
  for (const [k, v] of other) if (!fitting.has(k)) fitting.set(k, v);
  return fitting;
}

/** The version of the viewer's own last move (0 before any). */
export function lastOwnVersion(log: LogLine[], me: number | null): number {
  if (me === null) return 0;
  let v = 0;
  for (const l of log) if (l.by === me && l.version > v) v = l.version;
  return v;
}

/** Whether a line tells what the seat who moved did themselves (not the
 * automatic steps their move set off, like a new turn's dice). */
export function ownDoing(l: LogLine): boolean {
  const e = l.event as { seat?: number };
  return e.seat === l.by;
}

/** The words of `seat`'s last move. */
export function lastMoveText(log: LogLine[], seat: number): string | null {
  let v = -1;
  for (const l of log) if (l.by === seat && ownDoing(l)) v = Math.max(v, l.version);
  if (v < 0) return null;
  return log
    .filter((l) => l.version === v && ownDoing(l))
    .map((l) => formatMsg(l.msg))
    .join(" ");
}

/** Board things touched by each other seat's last move (since the viewer's own
 * last move, for a player), with that move's log lines. In a solo game the
 * Heir (`heirSeat`) counts as another seat: its acts, and its Characters'
 * and markers' events, follow the player's own move at that move's version. */
export function recentMoves(log: LogLine[], me: number | null, heirSeat: number | null = null): Map<string, Recent> {
  const since = lastOwnVersion(log, me);
  const actor = (l: LogLine): number | null => {
    if (heirSeat !== null && heirLine(l, heirSeat)) return heirSeat;
    return ownDoing(l) ? l.by : null;
  };
  const last = new Map<number, number>();
  for (const l of log) {
    const a = actor(l);
    if (a === null || a === me) continue;
    if (l.version > since || (a === heirSeat && l.version >= since)) last.set(a, Math.max(last.get(a) ?? 0, l.version));
  }
  const out = new Map<string, Recent>();
  for (const [seat, version] of last) {
    const lines = log.filter((l) => l.version === version && actor(l) === seat);
    const text = lines.map((l) => formatMsg(l.msg)).join(" ");
    for (const l of lines) for (const k of eventKeys(l.event)) out.set(k, { seat, text });
  }
  return out;
}

/** Whether a line tells what Dahlgaard's Heir did: in a solo game its acts
 * follow the player's own move, at that move's version. */
export function heirAct(l: LogLine): boolean {
  return (l.event as { type?: string }).type === "heir";
}

/** Whether a line tells what Dahlgaard's Heir (seat `heirSeat`) did or what
 * happened to its Characters and markers. */
function heirLine(l: LogLine, heirSeat: number | null): boolean {
  return heirAct(l) || (heirSeat !== null && (l.event as { seat?: number }).seat === heirSeat);
}

/** Whose line it is, for its colour: the Heir's (`heirSeat`) for what the
 * Heir did, though the player's move set it off; otherwise the mover's. */
export function lineSeat(l: LogLine, heirSeat: number | null): number {
  return heirSeat !== null && heirLine(l, heirSeat) ? heirSeat : l.by;
}

/** The lines written since the viewer's own last move by the other seats and,
 * in a solo game, by the Heir (whose acts the viewer's own moves set off). */
export function sinceLastMove(log: LogLine[], me: number | null, heirSeat: number | null = null): LogLine[] {
  if (me === null) return [];
  const since = lastOwnVersion(log, me);
  if (since === 0) return [];
  return log.filter((l) => (l.version > since && l.by !== me) || (l.version >= since && heirLine(l, heirSeat)));
}
