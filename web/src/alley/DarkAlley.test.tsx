import { afterEach, describe, expect, it } from "vitest";
import { DarkAlley } from "./DarkAlley";
import { view } from "../test/fixture";
import { mount as mountIn } from "../test/mount";
import { prophecy, special } from "../catalog";
import type { Command } from "../generated/Command";
import type { View } from "../generated/View";

function mount(v: View, legal: Command[] = []) {
  return mountIn(<DarkAlley />, v, 0, legal);
}

afterEach(() => {
  document.body.innerHTML = "";
});

const alley = { deck_tops: [10, 20, null, 0] as [number, number, null, number], deck_sizes: [5, 4, 0, 6] as [number, number, number, number], discards: 2, pending: [4, 7, 9], active: 1, pile_size: 12, spent: [] };

describe("Dark Alley", () => {
  it("is not shown without the Dark Alley", () => {
    const root = mount(view());
    expect(root.querySelector('[data-testid="alley"]')).toBeNull();
  });

  it("shows the deck tops with their effects, counts, Prophecies in order and the pile", () => {
    const root = mount(view({ alley }));
    const top = root.querySelector('[data-testid="sdeck-top-downtown"]')!;
    expect(top.textContent).toContain(special(10).name);
    expect(top.getAttribute("aria-label")).toContain(special(10).text);
    expect(root.querySelector('[data-testid="sdeck-market_row"]')!.textContent).toContain("4 left");
    expect(root.querySelector('[data-testid="sdeck-workshop"]')!.textContent).toContain("empty");
    expect(root.querySelector('[data-testid="sdiscards"]')!.textContent).toContain("2 cards");
    expect(root.querySelector('[data-testid="prophecy-active"]')!.textContent).toContain(prophecy(1).text);
    const pending = [...root.querySelectorAll('[data-testid^="prophecy-pending-"]')].map((e) => e.textContent);
    expect(pending).toEqual([4, 7, 9].map((id) => `${prophecy(id).code} ${prophecy(id).text}`));
    expect(root.querySelector('[data-testid="prophecy-pile"]')!.textContent).toContain("12 cards");
  });

  it("makes the deck, the slots and Fortune Telling clickable when legal", () => {
    const legal: Command[] = [{ type: "draw_special", deck: "market_row" }, { type: "fortune_telling" }];
    const root = mount(view({ alley }), legal);
    const buttons = [...root.querySelectorAll("button[data-key]")].map((b) => (b as HTMLElement).dataset.key);
    expect(buttons.sort()).toEqual(["alley:deck:market_row", "alley:prophecies"]);
  });
});
