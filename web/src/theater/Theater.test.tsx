import { render } from "preact";
import { afterEach, describe, expect, it } from "vitest";
import { Ctx, type TableCtx } from "../table/ctx";
import { EMPTY, highlighted } from "../decisions/select";
import { Theater } from "./Theater";
import { Scores } from "../table/Scores";
import { lobby, player, state, view } from "../test/fixture";
import type { Command } from "../generated/Command";
import type { View } from "../generated/View";
import { performance } from "../catalog";

function mount(node: preact.ComponentChildren, v: View, legal: Command[] = []) {
  const ctx: TableCtx = { state: state(legal, v), view: v, lobby, me: 0, legal, sel: EMPTY, hl: highlighted(legal, EMPTY), click: () => {} };
  const root = document.createElement("div");
  document.body.append(root);
  render(<Ctx.Provider value={ctx}>{node}</Ctx.Provider>, root);
  return root;
}
afterEach(() => {
  document.body.innerHTML = "";
});

describe("the Theater", () => {
  const v = view({ players: [player(0), player(1, { tricks: [{ trick: 2, symbol: "heart", markers: 1, engineer_slot: false }] })] });
  it("shows every marker with its owner, symbol and orientation", () => {
    const root = mount(<Theater />, v);
    const m = root.querySelector('[data-testid="pslot-0-0"] .marker') as HTMLElement;
    expect(m.className).toContain("seat-1");
    expect(m.title).toMatch(/^Bob's .* marker \(♥\), Optical edge facing Up$/);
    expect(m.textContent).toContain("↑");
  });
  it("marks Shard Link circles and highlights only the legal free slots", () => {
    const legal: Command[] = [{ type: "set_up_trick", trick: 0, card: 0, slot: 2, facing: "up" }];
    const root = mount(<Theater />, v, legal);
    const shards = performance(0).slots.flatMap((s) => s.links).filter((l) => l.shard).length;
    expect(shards).toBeGreaterThan(0);
    expect(root.querySelectorAll(".link.shard").length).toBeGreaterThan(0);
    const buttons = [...root.querySelectorAll("button[data-key]")].map((b) => (b as HTMLElement).dataset.key);
    expect(buttons).toEqual(["pslot:0:2"]);
  });
  it("shows the four weekdays with backstage and Performance slots", () => {
    const root = mount(<Theater />, v);
    expect(root.textContent).toMatch(/Thursday.*Friday.*Saturday.*Sunday/);
    expect(root.querySelectorAll('[data-key^="slot:backstage:"]').length).toBe(8);
    expect(root.querySelectorAll('[data-key^="slot:performance:"]').length).toBe(4);
  });
});

describe("final scores", () => {
  it("lists every scoring category and the winner", () => {
    const v = view({
      phase: { phase: "game_over" },
      scores: {
        winner: 1,
        scores: [
          { seat: 1, fame_before: 30, shards: 2, coins: 3, apprentices: 4, specialists: 3, specials: 0, ft36: [], total: 42 },
          { seat: 0, fame_before: 28, shards: 1, coins: 2, apprentices: 2, specialists: 6, specials: 0, ft36: [], total: 39 },
        ],
      },
    });
    const root = mount(<Scores />, v);
    expect(root.querySelector("h2")!.textContent).toBe("Final scores — Bob wins");
    const head = [...root.querySelectorAll("th")].map((th) => th.textContent);
    expect(head).toEqual(["Player", "Fame before", "Shards", "Coins", "Apprentices", "Specialists", "Total"]);
    expect(root.querySelector("tr.winner")!.textContent).toContain("42");
  });
  it("adds the Dark Alley categories when there are any", () => {
    const v = view({
      phase: { phase: "game_over" },
      scores: {
        winner: 0,
        scores: [{ seat: 0, fame_before: 30, shards: 2, coins: 3, apprentices: 4, specialists: 3, specials: 4, ft36: [[0, 5]], total: 51 }],
      },
    });
    const root = mount(<Scores />, v);
    const head = [...root.querySelectorAll("th")].map((th) => th.textContent);
    expect(head).toEqual(["Player", "Fame before", "Shards", "Coins", "Apprentices", "Specialists", "Special cards", "FT36 Tricks", "Total"]);
    expect(root.querySelector("tr.winner")!.textContent).toContain("+5");
  });
});
