// Magician Powers' cards and Power slots, from the generated catalogue (the
// rules crate's provisional content, docs/CONTENT.md).
import { catalog, localize } from "../catalog";
import type { PowerInfo } from "../generated/PowerInfo";
import type { View } from "../generated/View";

const powers = new Map<number, PowerInfo>(catalog.powers.map((p) => [p.id, p]));

export function power(id: number): PowerInfo {
  const p = powers.get(id);
  if (!p) throw new Error(`unknown Power ${id}`);
  return localize(p, `power-${p.code}`, { text: "text" });
}

/** Shard symbols on each Power slot, bottom first. */
export const POWER_SLOTS: number[] = catalog.power_slots;

/** Board key of a Power card in the viewer's hand. */
export const powerKey = (id: number) => `power:${id}`;
/** Board key of one of the viewer's Power slots (0 = the bottom one). */
export const powerSlotKey = (slot: number) => `powerslot:${slot}`;

/** Whether the game uses provisional content (Magician Powers, Duel of Magicians). */
export function provisional(v: View): boolean {
  return v.powers !== null || v.duel !== null;
}
