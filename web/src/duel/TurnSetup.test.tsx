import { afterEach, describe, expect, it } from "vitest";
import { TurnSetupPanel } from "./TurnSetup";
import { Downtown } from "../downtown/Downtown";
import { Theater } from "../theater/Theater";
import { view } from "../test/fixture";
import { mount } from "../test/mount";
import type { DuelView } from "../generated/DuelView";
import { turnSetup } from "./cards";
import { catalog } from "../catalog";

afterEach(() => {
  document.body.innerHTML = "";
});

const duel: DuelView = {
  current: 0,
  next: 1,
  deck_size: 6,
  used: [],
  covered: {
    downtown: [false, true, false, true],
    market_row: [true, false, true, false],
    dark_alley: [false, false, false, false],
    theater: [true, true, false, false],
  },
  content: { id: "duel", version: 1, hash: "fnv1a64:0" },
};

describe("Duel of Magicians on the table", () => {
  it("shows this turn's Turn Setup card and the next one", () => {
    const root = mount(<TurnSetupPanel />, view({ duel }));
    expect(root.querySelector('[data-testid="turn-setup-now"]')!.textContent).toContain(turnSetup(0).card.code);
    expect(root.querySelector('[data-testid="turn-setup-next"]')!.textContent).toContain(turnSetup(1).card.code);
    expect(root.textContent).toContain("6 cards left");
    document.body.innerHTML = "";
    expect(mount(<TurnSetupPanel />, view()).querySelector('[data-testid="turn-setup"]')).toBeNull();
  });

  it("shows the covered slots and weekdays as covered", () => {
    const v = view({ duel, slots: { ...view().slots, blocked: [false, false, false, false] } });
    const root = mount(<Downtown />, v);
    const covered = [...root.querySelectorAll(".cslot.blocked")].map((e) => (e as HTMLElement).dataset.key);
    expect(covered).toEqual(["slot:downtown:1", "slot:downtown:3"]);
    document.body.innerHTML = "";
    const theater = mount(<Theater />, v);
    const days = [...theater.querySelectorAll(".cslot.blocked")].map((e) => (e as HTMLElement).dataset.key!);
    expect(days).toContain("slot:performance:thursday");
    expect(days).toContain("slot:backstage:friday:1");
    expect(days.some((k) => k.includes("saturday"))).toBe(false);
  });

  it("draws the gray markers printed on a Duel Performance card", () => {
    const card = catalog.performances.find((p) => p.duel && p.gray.length)!;
    const g = card.gray[0];
    const v = view({
      duel,
      theater: [{ card: card.id, markers: card.slots.map(() => null), piled: [], guests: [], gray: card.gray }],
    });
    const root = mount(<Theater />, v);
    const slot = root.querySelector(`[data-testid="pslot-${card.id}-${g.slot}"]`)!;
    expect(slot.querySelector('[data-testid="gray-marker"]')).not.toBeNull();
    expect(slot.querySelector('[data-testid="gray-marker"]')!.getAttribute("title")).toContain("Gray marker");
  });
});
