import { afterEach, describe, expect, it } from "vitest";
import { OpponentBoard, OwnBoard } from "../player/PlayerBoard";
import { player, view } from "../test/fixture";
import { mount as mountIn } from "../test/mount";
import type { Command } from "../generated/Command";
import type { PowersView } from "../generated/PowersView";
import type { View } from "../generated/View";
import { labelOf, specOf, targetsOf, GROUP_ORDER } from "../decisions/registry";
import { ProvisionalNotice } from "./ProvisionalNotice";
import { power } from "./cards";

function mount(v: View, me: number | null, legal: Command[] = []) {
  return mountIn(
    <>
      {v.players.map((p) => (p.seat === me ? <OwnBoard p={p} /> : <OpponentBoard p={p} lastMove={null} />))}
    </>,
    v,
    me,
    legal,
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

// As the server sends it to seat 0: seat 0's hand and discards; seat 1's as counts.
const powers: PowersView = {
  slot_shards: [1, 2, 3],
  content: { id: "powers", version: 1, hash: "fnv1a64:0" },
  players: [
    { seat: 0, slots: [0, null, null], open: [true, true, false], stored_shards: [1, 2, 0], excess_shards: 0, hand: [2, 40], hand_size: 2, discarded: [5, 6, 7, 8], discarded_count: 4, coins_on_card: 3 },
    { seat: 1, slots: [null, 31, null], open: [true, true, false], stored_shards: [1, 2, 0], excess_shards: 1, hand: null, hand_size: 7, discarded: null, discarded_count: 4, coins_on_card: 0 },
  ],
};
const v = view({ powers, players: [player(0, { hand: [2, 2, 2, 3, 0] }), player(1)] });

describe("Magician Powers on the player boards", () => {
  it("shows the Power slots top first, their Shards and the Powers next to them", () => {
    const root = mount(v, 0);
    const slots = [...root.querySelectorAll('[data-testid^="power-slot-0-"]')].map((e) => (e as HTMLElement).dataset.testid);
    expect(slots).toEqual(["power-slot-0-2", "power-slot-0-1", "power-slot-0-0"]);
    const bottom = root.querySelector('[data-testid="power-slot-0-0"]')!;
    expect(bottom.textContent).toContain(power(0).name);
    expect(bottom.textContent).toContain("●");
    expect(root.querySelector('[data-testid="power-slot-0-2"]')!.className).toContain("closed");
    expect(root.textContent).toContain("3 Coins on Private Investments");
    expect(root.querySelector('[data-testid="power-slot-1-1"]')!.textContent).toContain(power(31).name);
  });

  it("shows only the viewer's own Power hand and discards; others' are counts", () => {
    const root = mount(v, 0);
    const hand = root.querySelector('[data-testid="power-hand"]')!;
    expect(hand.textContent).toContain(power(2).name);
    expect(hand.textContent).toContain(power(40).name);
    expect(root.querySelector('[data-testid="power-discards"]')!.textContent).toContain(power(5).name);
    const bob = root.querySelector('[data-testid="powers-1"]')!;
    expect(bob.querySelector('[data-testid="power-hand"]')).toBeNull();
    expect(root.querySelector('[data-testid="power-hand-size-1"]')!.textContent).toBe("7 Powers in hand · 4 discarded");
  });

  it("makes the Powers and slots of legal commands buttons", () => {
    const legal: Command[] = [{ type: "learn_power", power: 40, slot: 1 }, { type: "pass_power" }, { type: "gamble" }];
    const root = mount(v, 0, legal);
    const buttons = [...root.querySelectorAll("button[data-key]")].map((b) => (b as HTMLElement).dataset.key);
    expect(buttons.sort()).toEqual(["gamble", "pass_power", "power:40", "powerslot:1"]);
  });

  it("is absent without Magician Powers", () => {
    const root = mount(view(), 0);
    expect(root.querySelector('[data-testid="powers-0"]')).toBeNull();
  });
});

describe("Magician Powers commands in the registry", () => {
  const cmds: Command[] = [
    { type: "discard_power", power: 3 },
    { type: "learn_power", power: 3, slot: 1 },
    { type: "pass_power" },
    { type: "rearrange", change: null },
    { type: "rearrange", change: { kind: "swap", a: "magician", b: "apprentice1" } },
    { type: "rearrange", change: { kind: "replace", character: "apprentice1", location: "workshop" } },
    { type: "rearrange", change: { kind: "replace_special", character: "magician", card: 4 } },
    { type: "gamble" },
  ];
  it("says each in words and names the board things it acts on", () => {
    for (const c of cmds) {
      const label = labelOf(c);
      expect(label.length).toBeGreaterThan(5);
      expect(label).not.toMatch(/undefined|null|\[object|NaN|\{/);
      expect(GROUP_ORDER).toContain(specOf(c).group);
      expect(targetsOf(c).length).toBeGreaterThan(0);
    }
    expect(labelOf(cmds[1])).toBe(`Learn ${power(3).name} next to Power slot 2`);
    expect(targetsOf(cmds[1])).toEqual(["power:3", "powerslot:1"]);
    expect(targetsOf(cmds[4])).toEqual(["char:magician", "char:apprentice1"]);
  });
});

describe("the provisional-content notice", () => {
  it("says which variants use provisional cards and links to how they were made", () => {
    const root = mountIn(<ProvisionalNotice powers duel={false} />, view());
    const note = root.querySelector('[data-testid="provisional-notice"]')!;
    expect(note.textContent).toContain("provisional Magician Powers cards");
    expect(note.querySelector("a")!.getAttribute("href")).toBe("/docs/content");
    document.body.innerHTML = "";
    const both = mountIn(<ProvisionalNotice powers duel />, view());
    expect(both.textContent).toContain("Magician Powers and Duel of Magicians");
    document.body.innerHTML = "";
    expect(mountIn(<ProvisionalNotice powers={false} duel={false} />, view()).textContent).toBe("");
  });
});
