import { afterEach, describe, expect, it } from "vitest";
import { Theater } from "./Theater";
import { GameOver } from "../table/GameOver";
import { player, view } from "../test/fixture";
import { mount } from "../test/mount";
import type { Command } from "../generated/Command";
import { performance } from "../catalog";
afterEach(() => {
  document.body.innerHTML = "";
});

describe("the Theater", () => {
  const v = view({ players: [player(0), player(1, { tricks: [{ trick: 2, symbol: "heart", markers: 1, engineer_slot: false }] })] });
  it("shows every marker with its owner, symbol and orientation", () => {
    const root = mount(<Theater />, v);
    const m = root.querySelector('[data-testid="pslot-0-0"] .marker') as HTMLElement;
    expect(m.className).toContain("seat-1");
    expect(m.title).toMatch(/^Bob's .* marker \(♥\), Optical corner facing Up$/);
    // Its facing is drawn (a card sketch with the arrow) and said in words.
    const sketch = m.querySelector("svg.facing-sketch")!;
    expect(sketch.getAttribute("data-facing")).toBe("up");
    expect(sketch.getAttribute("aria-label")).toBe("Facing Up");
  });
  it("marks Shard Link circles and highlights only the legal free slots", () => {
    const legal: Command[] = [{ type: "set_up_trick", trick: 0, card: 0, slot: 2, facing: "up" }];
    const root = mount(<Theater />, v, 0, legal);
    const shards = performance(0).slots.flatMap((s) => s.links).filter((l) => l.shard).length;
    expect(shards).toBeGreaterThan(0);
    expect(root.querySelectorAll(".link.shard").length).toBeGreaterThan(0);
    const buttons = [...root.querySelectorAll("button[data-key]")].map((b) => (b as HTMLElement).dataset.key);
    expect(buttons).toEqual(["pslot:0:2"]);
  });
  it("shows the four weekdays with their printed effects, backstage and Performance slots", () => {
    const root = mount(<Theater />, v);
    expect(root.textContent).toMatch(/Thursday.*Friday.*Saturday.*Sunday/);
    // Rulebook "Theater": Thursday backstage +1 AP, each Trick −1 Fame −1 Coin; Sunday the reverse.
    const thu = root.querySelector('[data-testid="weekday-thursday"] .effect')!.textContent!;
    expect(thu).toMatch(/\+1.*backstage/);
    expect(thu).toMatch(/−1.*−1.*per Trick/);
    const sun = root.querySelector('[data-testid="weekday-sunday"] .effect')!.textContent!;
    expect(sun).toMatch(/−1.*backstage/);
    expect(sun).toMatch(/\+1.*\+1.*per Trick/);
    expect(root.querySelectorAll('[data-key^="slot:backstage:"]').length).toBe(8);
    expect(root.querySelectorAll('[data-key^="slot:performance:"]').length).toBe(4);
  });
});

describe("game over", () => {
  it("names the winner and every scoring category per player", () => {
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
    const root = mount(<GameOver />, v);
    expect(root.querySelector("h2")!.textContent).toContain("Bob wins with 42 Fame");
    const terms = [...root.querySelectorAll('[data-testid="score-1"] dt')].map((d) => d.textContent);
    expect(terms).toEqual(["Fame before scoring", "Shards", "Coins", "Apprentices", "Specialists", "Total"]);
    expect(root.querySelector(".score-card.winner")!.textContent).toContain("42");
    expect(root.querySelector('[data-testid="new-game"]')!.getAttribute("href")).toBe("/");
  });
  it("adds the Dark Alley categories when there are any", () => {
    const v = view({
      phase: { phase: "game_over" },
      scores: {
        winner: 0,
        scores: [{ seat: 0, fame_before: 30, shards: 2, coins: 3, apprentices: 4, specialists: 3, specials: 4, ft36: [[0, 5]], total: 51 }],
      },
    });
    const root = mount(<GameOver />, v);
    const terms = [...root.querySelectorAll('[data-testid="score-0"] dt')].map((d) => d.textContent);
    expect(terms).toEqual(["Fame before scoring", "Shards", "Coins", "Apprentices", "Specialists", "Special cards", "FT36 Tricks", "Total"]);
    expect(root.querySelector(".score-card.winner")!.textContent).toContain("+5");
  });
});
