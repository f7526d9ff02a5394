// Direct moves: which Location a board thing belongs to, so that a click on it
// before a Character is placed there proposes that placement first. This is
// the board's geography (a Trick on display lies Downtown, a Component in the
// Market Row), not a rule: whether the thing can then be used is for the
// server's legal commands to say once the Character acts.
import type { Command } from "../generated/Command";
import type { Location } from "../generated/Location";
import type { Slot } from "../generated/Slot";

/** The Location of a Character slot. */
export function slotLocation(s: Slot): Location {
  if ("downtown" in s) return "downtown";
  if ("market_row" in s) return "market_row";
  if ("dark_alley" in s) return "dark_alley";
  if ("academy" in s) return "academy";
  if ("workshop" in s) return "workshop";
  return "theater";
}

/** The Location a `place` command puts a Character at (null for other commands). */
export function placementLocation(c: Command): Location | null {
  return c.type === "place" ? slotLocation(c.slot) : null;
}

const BY_PREFIX: [RegExp, Location][] = [
  [/^(trick|die):|^gamble$/, "downtown"],
  [/^(buy|order):|^quick$/, "market_row"],
  [/^own:/, "workshop"],
  [/^pslot:/, "theater"],
  [/^alley:(deck:|prophecies$)/, "dark_alley"],
  [/^(wing|aspot|secret|pspace):/, "academy"],
];

/** The Location whose Actions use this board thing, if any. */
export function keyLocation(key: string): Location | null {
  for (const [re, loc] of BY_PREFIX) if (re.test(key)) return loc;
  return null;
}
