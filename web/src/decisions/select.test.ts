import { describe, expect, it } from "vitest";
import type { Command } from "../generated/Command";
import { candidates, click, EMPTY, groupLegal, highlighted, isEmpty, onlyEndActions, placeable, propose, selectCommand, step, chooseField, chooseKind } from "./select";
import { labelOf, registry } from "./registry";

const setUps: Command[] = (["up", "left"] as const).flatMap((facing) =>
  [0, 1].map((slot) => ({ type: "set_up_trick", trick: 5, card: 2, slot, facing }) as Command),
);
const legal: Command[] = [
  ...setUps,
  { type: "prepare", trick: 5 },
  { type: "return_trick", trick: 5 },
  { type: "buy", items: { wood: 1 }, bargain: 0 },
  { type: "buy", items: { wood: 2 }, bargain: 0 },
  { type: "buy", items: { wood: 2 }, bargain: 1 },
  { type: "end_actions" },
];

describe("highlighting from the legal-command list", () => {
  it("highlights exactly the things some legal command acts on", () => {
    const hl = highlighted(legal, EMPTY);
    expect([...hl].sort()).toEqual(["buy:wood", "end_actions", "giveback", "own:5", "pslot:2:0", "pslot:2:1"]);
  });
  it("after picking a Trick, highlights only the Performance slots it can go to", () => {
    let sel = click(legal, EMPTY, "own:5");
    // Giving the Trick back is not among the choices of a click on it.
    expect(step(legal, sel).kinds.map((k) => k.kind).sort()).toEqual(["prepare", "set_up_trick"]);
    sel = chooseKind(sel, "set_up_trick");
    expect([...highlighted(legal, sel)].sort()).toEqual(["pslot:2:0", "pslot:2:1"]);
  });
  it("giving things back is reached only through the deliberate Give back button", () => {
    const sel = click(legal, EMPTY, "giveback");
    expect(step(legal, sel).ready).toEqual({ type: "return_trick", trick: 5 });
    expect([...highlighted(legal, click(legal, EMPTY, "own:5"))]).not.toContain("giveback");
  });
  it("nothing is highlighted without legal commands (spectators, others' turns)", () => {
    expect(highlighted([], EMPTY).size).toBe(0);
  });
});

describe("composing a multi-part action", () => {
  it("a Set Up: Trick, then slot (kind follows), then orientation, then one command", () => {
    let sel = click(legal, EMPTY, "pslot:2:1");
    expect(sel.kind).toBe("set_up_trick");
    let st = step(legal, sel);
    expect(st.ready).toBeNull();
    expect(st.fields).toEqual([{ name: "Facing", options: [{ value: "up", label: "↑ Up" }, { value: "left", label: "← Left" }] }]);
    sel = chooseField(sel, "Facing", "left");
    st = step(legal, sel);
    expect(st.ready).toEqual({ type: "set_up_trick", trick: 5, card: 2, slot: 1, facing: "left" });
    expect(labelOf(st.ready!)).toMatch(/^Set up .* slot 2, facing Left$/);
  });
  it("a Buy asks for the count, then the Bargain only when it still matters", () => {
    let sel = click(legal, EMPTY, "buy:wood");
    expect(step(legal, sel).fields.map((f) => f.name)).toEqual(["How many", "Bargain (1 AP each: −1 Coin)"]);
    sel = chooseField(sel, "How many", JSON.stringify({ wood: 1 }));
    expect(step(legal, sel).ready).toEqual({ type: "buy", items: { wood: 1 }, bargain: 0 });
    sel = chooseField({ ...sel, fields: {} }, "How many", JSON.stringify({ wood: 2 }));
    expect(step(legal, sel).fields.map((f) => f.name)).toEqual(["Bargain (1 AP each: −1 Coin)"]);
  });
  it("clicking a selected thing again unselects it; an incompatible click starts over", () => {
    const sel = click(legal, EMPTY, "own:5");
    expect(click(legal, sel, "own:5")).toEqual(EMPTY);
    const other = click(legal, chooseKind(sel, "set_up_trick"), "buy:wood");
    expect(other.keys).toEqual(["buy:wood"]);
  });
  it("a command picked from the list of all legal moves is ready at once", () => {
    for (const c of legal) expect(step(legal, selectCommand(c)).ready).toEqual(c);
  });
  it("a state that no longer allows the choice gives no candidates", () => {
    const sel = selectCommand(legal[0]);
    expect(candidates([{ type: "end_actions" }], sel)).toEqual([]);
  });
});

describe("labels and groups", () => {
  it("every command kind has a registry entry with a title and a group", () => {
    for (const [k, spec] of Object.entries(registry)) {
      expect(spec.title, k).toBeTruthy();
      expect(spec.group, k).toBeTruthy();
    }
  });
  it("groups all legal moves in reading order with words, not ids", () => {
    const g = groupLegal(legal);
    expect(g.map((x) => x.group)).toEqual(["Placement", "Market Row", "Workshop", "Theater", "Give back"]);
    const all = g.flatMap((x) => x.items.map((i) => i.label));
    expect(all).toContain("Buy 2 Wood, Bargain 1");
    expect(all.some((l) => /undefined|\[object/.test(l))).toBe(false);
  });
  it("assignment labels name the Location only for the player's own choice", () => {
    expect(labelOf({ type: "assign", character: "apprentice2", location: "market_row" })).toBe("Put a Market Row card under your Apprentice 2");
  });
});

describe("direct moves: one click proposes the most likely complete move", () => {
  const placements: Command[] = [
    { type: "place", character: "apprentice1", slot: { downtown: 0 }, enhance: false },
    { type: "place", character: "apprentice1", slot: { downtown: 0 }, enhance: true },
    { type: "place", character: "apprentice1", slot: { downtown: 1 }, enhance: false },
    { type: "place", character: "apprentice1", slot: { downtown: 1 }, enhance: false, boost: true },
    { type: "place", character: "manager", slot: { market_row: 0 }, enhance: false },
    { type: "leave_idle", character: "apprentice1" },
  ];
  const ap = new Map<string, number>([
    [JSON.stringify(placements[0]), 2],
    [JSON.stringify(placements[1]), 3],
    [JSON.stringify(placements[2]), 1],
    [JSON.stringify(placements[3]), 2],
  ]);
  const apLeft = (c: Command) => ap.get(JSON.stringify(c));

  it("a Trick on display, before anyone is Downtown, proposes the Downtown placement with most Action Points and no Shard", () => {
    const sel = click(placements, EMPTY, "trick:12");
    expect(sel.via).toEqual({ location: "downtown", then: "trick:12" });
    const st = step(placements, sel, apLeft);
    expect(st.candidates.every((c) => c.type === "place" && "downtown" in c.slot)).toBe(true);
    // The Shard's +1 AP is not the default; of the free ones, slot 1 has 2 AP
    // only with the Mechaniker's free boost, slot 0 has 2 as well: the first listed.
    expect(st.proposal).toEqual(placements[0]);
    ap.set(JSON.stringify(placements[3]), 4);
    expect(step(placements, sel, apLeft).proposal).toEqual(placements[3]);
  });
  it("the things of a Location nobody may be placed at propose nothing", () => {
    expect(click(placements, EMPTY, "pslot:2:0")).toEqual(EMPTY);
    expect([...placeable(placements)].sort()).toEqual(["downtown", "market_row"]);
  });
  it("a click on a slot keeps the thing to act on once placed", () => {
    const sel = click(placements, click(placements, EMPTY, "buy:metal"), "slot:market_row:0");
    expect(sel.via?.then).toBe("buy:metal");
    expect(step(placements, sel).ready).toEqual(placements[4]);
  });
  it("a Component proposes one of it, paid in Coins, without Bargain; a Trick of yours proposes preparing it", () => {
    expect(step(legal, click(legal, EMPTY, "buy:wood")).proposal).toEqual({ type: "buy", items: { wood: 1 }, bargain: 0 });
    const paid: Command[] = [
      { type: "buy", items: { metal: 1 }, bargain: 0, pay: "shard" },
      { type: "buy", items: { metal: 1 }, bargain: 0, pay: "fame" },
      { type: "buy", items: { metal: 1 }, bargain: 0 },
    ];
    expect(propose(paid)).toEqual(paid[2]);
    expect(step(legal, click(legal, EMPTY, "own:5")).proposal).toEqual({ type: "prepare", trick: 5 });
  });
  it("a Performance slot proposes setting up there at once, the facing changeable", () => {
    const st = step(legal, click(legal, EMPTY, "pslot:2:1"));
    expect(st.proposal).toEqual({ type: "set_up_trick", trick: 5, card: 2, slot: 1, facing: "up" });
    expect(st.fields.map((f) => f.name)).toEqual(["Facing"]);
  });
  it("the automatic End Actions waits while any other action is legal, giving back aside", () => {
    const end: Command = { type: "end_actions" };
    expect(onlyEndActions([end, { type: "return_trick", trick: 5 }, { type: "return_components", component: "wood", count: 1 }])).toEqual(end);
    expect(onlyEndActions([end, { type: "move_components", component: "wood", slot: 0 }])).toBeNull();
    expect(onlyEndActions(legal)).toBeNull();
    expect(onlyEndActions([])).toBeNull();
  });
  it("nothing selected is empty; a placement proposal is not", () => {
    expect(isEmpty(EMPTY)).toBe(true);
    expect(isEmpty(click(placements, EMPTY, "die:d1"))).toBe(false);
  });
});
