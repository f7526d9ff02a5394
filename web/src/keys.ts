// Board keys: the one name each board thing carries (`data-key`), shared by the
// registry (what a command acts on), the board components, the "why not"
// reasons and the last-move highlights.
import type { Event } from "./generated/Event";
import type { Slot } from "./generated/Slot";

/** A Character slot: the same key on the board and in commands. */
export function slotKey(s: Slot): string {
  if ("downtown" in s) return `slot:downtown:${s.downtown}`;
  if ("market_row" in s) return `slot:market_row:${s.market_row}`;
  if ("dark_alley" in s) return `slot:dark_alley:${s.dark_alley}`;
  if ("academy" in s) return `slot:academy:${s.academy}`;
  if ("workshop" in s) return `slot:workshop:${s.workshop}`;
  if ("backstage" in s) return `slot:backstage:${s.backstage[0]}:${s.backstage[1]}`;
  return `slot:performance:${s.performance}`;
}

/** Another player's things on their board (never clickable, but highlighted). */
export const otherTrick = (seat: number, trick: number) => `other:${seat}:${trick}`;
export const otherComponent = (seat: number, c: string) => `ocomp:${seat}:${c}`;
export const otherCharacter = (seat: number, c: string) => `ochar:${seat}:${c}`;

/** The board things an event touched, for highlighting a player's last move. */
export function eventKeys(e: Event): string[] {
  switch (e.type) {
    case "character_placed":
      return [slotKey(e.slot), otherCharacter(e.seat, e.character)];
    case "trick_learned":
      return [`die:${e.die}`, otherTrick(e.seat, e.trick)];
    case "trick_overhauled":
      return [`die:${e.die}`, otherTrick(e.seat, e.new)];
    case "character_hired":
    case "coins_taken":
    case "die_rerolled":
    case "die_set":
      return [`die:${e.die}`];
    case "components_bought":
      return [`buy:${e.component}`, otherComponent(e.seat, e.component)];
    case "component_ordered":
      return [`order:${e.slot}`];
    case "quick_ordered":
      return ["quick", otherComponent(e.seat, e.component)];
    case "trick_prepared":
      return [otherTrick(e.seat, e.trick)];
    case "trick_set_up":
      return [`marker:${e.card}:${e.slot}`];
    case "markers_piled":
      return [`marker:${e.card}:${e.slot}`];
    case "marker_rescheduled":
      return [`marker:${e.to_card}:${e.to_slot}`];
    case "performed":
      return [`perf:${e.card}`];
    case "possessed":
      return [`perf:${e.card}`];
    case "guest_set_up":
      return [`perf:${e.card}`];
    case "special_drawn":
      return [`alley:deck:${e.deck}`];
    case "fortune_told":
      return ["alley:prophecies"];
    case "fate_woven":
      return [`alley:pending:${e.pending}`];
    case "magician_chosen":
      return [`magician:${e.magician}`];
    case "wing_renovated":
      return [`wing:${e.renovated.wing}`];
    case "academy_marker_placed":
      return [`aspot:${e.moved.to.wing}:${e.moved.to.slot}`, otherTrick(e.moved.seat, e.trick)];
    default:
      return [];
  }
}
