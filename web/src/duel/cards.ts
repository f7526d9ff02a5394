// Duel of Magicians: Turn Setup cards from the generated catalogue, and what
// this turn's card covers (the rules crate's provisional content).
import { catalog } from "../catalog";
import type { TurnSetupInfo } from "../generated/TurnSetupInfo";
import type { View } from "../generated/View";

const cards = new Map<number, TurnSetupInfo>(catalog.turn_setups.map((t) => [t.id, t]));

export function turnSetup(id: number): TurnSetupInfo {
  const t = cards.get(id);
  if (!t) throw new Error(`unknown Turn Setup card ${id}`);
  return t;
}

export type CoveredArea = "downtown" | "market_row" | "dark_alley";

/** Whether this turn's Turn Setup card (or, against the Heir, a Turn Setup
 * die) covers slot `i` of a main-board Location. */
export function duelCovered(v: View, area: CoveredArea, i: number): boolean {
  return v.duel?.covered?.[area][i] ?? v.heir?.covered[area][i] ?? false;
}

/** Whether this turn's Turn Setup card (or the Heir's Theater die) covers the
 * weekday (index 0 = Thursday). */
export function weekdayCovered(v: View, day: number): boolean {
  return v.duel?.covered?.theater[day] ?? v.heir?.covered.theater[day] ?? false;
}
