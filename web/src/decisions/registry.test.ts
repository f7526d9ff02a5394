import { describe, expect, it } from "vitest";
import type { Command } from "../generated/Command";
import { special } from "../catalog";
import { GROUP_ORDER, labelOf, specOf, targetsOf } from "./registry";
import { selectCommand, step } from "./select";

// One of each Dark Alley command, and each Action with every Dark Alley
// choice filled in.
const darkAlley: Command[] = [
  { type: "assign_special", character: "magician", card: 3 },
  { type: "place", character: "apprentice1", slot: { dark_alley: 0 }, enhance: true, forfeit: true, boost: true, mimic: 4 },
  { type: "draw_special", deck: "workshop" },
  { type: "fortune_telling" },
  { type: "fate_weaving", pending: 2 },
  { type: "prepare", trick: 5, option: { option: "on_stage", card: 1, slot: 0, facing: "left" } },
  { type: "learn_trick", die: "residence1", trick: 7, overhaul: 5 },
  { type: "hire", die: "inn_apprentice", character: "apprentice2", second: true },
  { type: "take_coins", die: "bank1", buy: { wood: 1, metal: 1 } },
  { type: "buy", items: { wood: 2, glass: 1 }, bargain: 1, pay: "fame", shoplift: { component: "glass", replacement: "wood" } },
  { type: "order", component: "metal", slot: 2, buy_now: true },
  { type: "set_up_trick", trick: 5, card: 0, slot: 1, facing: "up", swap: [0, 1] },
  { type: "set_up_guest", trick: 5, card: 0 },
  { type: "street_performance", card: 0, slot: 1 },
  { type: "set_up_piled", trick: 5, card: 0, slot: 2, facing: "down" },
  { type: "perform", card: 0, steal: { own: 5, from: 1, trick: 7 }, premiere: { trick: 5, doubled: "shards" }, durable: 5 },
  { type: "possess", card: 1 },
  { type: "decline_ability" },
];

describe("Dark Alley commands in the registry", () => {
  it("covers all 18 and says each in words, with no raw values", () => {
    expect(new Set(darkAlley.map((c) => c.type)).size).toBe(18);
    for (const c of darkAlley) {
      const label = labelOf(c);
      expect(label.length).toBeGreaterThan(5);
      expect(label).not.toMatch(/undefined|null|\[object|NaN|\{/);
      expect(GROUP_ORDER).toContain(specOf(c).group);
      expect(targetsOf(c).length).toBeGreaterThan(0);
      for (const f of specOf(c).fields) expect(f.show(c)).not.toMatch(/undefined|\[object/);
    }
    expect(labelOf(darkAlley[0])).toContain(special(3).name);
    expect(labelOf(darkAlley[1])).toContain(`mimicking ${special(4).name}`);
  });

  it("offers the Dark Alley's choices of a Place as buttons, not as another command", () => {
    const legal: Command[] = [false, true].map((forfeit) => ({
      type: "place",
      character: "magician",
      slot: { dark_alley: 1 },
      enhance: false,
      forfeit,
    }));
    const s = step(legal, { keys: ["char:magician", "slot:dark_alley:1"], kind: null, fields: {} });
    expect(s.fields.map((f) => f.name)).toEqual(["Forfeit"]);
    expect(step(legal, selectCommand(legal[1])).ready).toEqual(legal[1]);
  });
});
