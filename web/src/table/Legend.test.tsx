import { afterEach, describe, expect, it } from "vitest";
import { render } from "preact";
import { Icon, ICON_IDS, iconName, LEGEND } from "../icons";
import { SymbolLegend, tapTitle } from "./Legend";
import { FacingSketch, isDir } from "../theater/Facing";
import { OwnBoard, OpponentBoard } from "../player/PlayerBoard";
import { player, view } from "../test/fixture";
import { mount } from "../test/mount";
import { componentName } from "../text";
import { COMPONENTS, trick } from "../catalog";
import type { Dir } from "../generated/Dir";

afterEach(() => {
  document.body.innerHTML = "";
});

function put(node: preact.ComponentChildren): HTMLElement {
  const root = document.createElement("div");
  document.body.append(root);
  render(node, root);
  return root;
}

describe("the symbols' legend", () => {
  it("names and explains every symbol the sprite draws", () => {
    for (const id of ICON_IDS) {
      expect(LEGEND[id]?.name, id).toBeTruthy();
      expect(LEGEND[id]?.means, id).toBeTruthy();
    }
    expect(Object.keys(LEGEND).sort()).toEqual([...ICON_IDS].sort());
    // The Components' names are the catalog's.
    for (const c of COMPONENTS) expect(iconName(c)).toBe(componentName(c));
  });

  it("gives every icon its name as a hover title, and a label when it is read out", () => {
    for (const id of ICON_IDS) {
      const root = put(<Icon n={id} />);
      expect(root.querySelector("svg > title")!.textContent, id).toBe(iconName(id));
      expect(root.querySelector("svg")!.getAttribute("aria-hidden")).toBe("true");
    }
    const root = put(<Icon n="optical" label="Optical Trick" />);
    expect(root.querySelector("svg")!.getAttribute("aria-label")).toBe("Optical Trick");
    expect(root.querySelector("svg > title")!.textContent).toBe("Optical Trick");
  });

  it("lists every icon in the Rules drawer, with the marker symbols, facings and a die face", () => {
    const root = put(<SymbolLegend />);
    const rows = [...root.querySelectorAll<HTMLElement>(".legend-row[data-icon]")];
    expect(rows.map((r) => r.dataset.icon).sort()).toEqual([...ICON_IDS].sort());
    for (const r of rows) expect(r.querySelector("dd")!.textContent!.length).toBeGreaterThan(5);
    // Components say what they cost, from the catalog.
    expect(root.querySelector('[data-icon="wood"] dd')!.textContent).toMatch(/costs \d+ Coins? at the Market Row/);
    expect(root.querySelector('[data-mark="symbols"] dt')!.textContent).toBe("♠ ♥ ♣ ♦");
    expect([...root.querySelectorAll('[data-mark="facing"] svg.facing-sketch')].map((s) => s.getAttribute("data-facing"))).toEqual(["up", "right", "down", "left"]);
    expect(root.querySelector('[data-mark="heir-die"] svg.die-face')!.getAttribute("data-covers")).toBe("1010");
    expect(root.querySelector('[data-mark="wages"] dd')!.textContent).toMatch(/costs \d+ Fame/);
  });
});

describe("marker facing", () => {
  it("draws each direction with its words, or silently beside the composer's words", () => {
    for (const d of ["up", "right", "down", "left"] as Dir[]) {
      const root = put(<FacingSketch d={d} />);
      const svg = root.querySelector("svg")!;
      expect(svg.getAttribute("data-facing")).toBe(d);
      expect(svg.getAttribute("aria-label")).toBe(`Facing ${d[0].toUpperCase()}${d.slice(1)}`);
    }
    const quiet = put(<FacingSketch d="left" decorative />).querySelector("svg")!;
    expect(quiet.getAttribute("aria-hidden")).toBe("true");
    expect(quiet.querySelector("title")).toBeNull();
    expect(isDir("left")).toBe(true);
    expect(isDir("swap")).toBe(false);
  });
});

describe("a tap on a touch screen", () => {
  it("shows an icon's name, a titled mark's fuller title, and nothing inside controls", () => {
    const root = put(
      <div>
        <span class="bare">
          <Icon n="shard" />
        </span>
        <span class="need" title="2 Wood">
          2<Icon n="wood" />
        </span>
        <button type="button">
          <Icon n="coin" />
        </button>
        <div data-key="own:3">
          <Icon n="fame" />
        </div>
      </div>,
    );
    expect(tapTitle(root.querySelector(".bare use")!)?.text).toBe("Shard");
    expect(tapTitle(root.querySelector(".need use")!)?.text).toBe("2 Wood");
    expect(tapTitle(root.querySelector("button use")!)).toBeNull();
    expect(tapTitle(root.querySelector("[data-key] use")!)).toBeNull();
  });
});

describe("Trick rows", () => {
  it("say what a Trick needs in words, and name each Component icon on hover", () => {
    const v = view({ players: [player(0), player(1)] });
    const root = mount(
      <>
        <OwnBoard p={v.players[0]} />
        <OpponentBoard p={v.players[1]} lastMove={null} />
      </>,
      v,
      0,
    );
    const t = trick(0);
    const needs = t.components.map(([c, n]) => `${n} ${componentName(c)}`).join(", ");
    const own = root.querySelector('[data-key="own:0"]')!;
    expect(own.getAttribute("aria-label")).toContain(`needs ${needs}`);
    expect(own.getAttribute("aria-label")).toMatch(/\((you have them|you lack some)\)/);
    for (const [i, [c, n]] of t.components.entries()) {
      const need = own.querySelectorAll(".need")[i];
      expect(need.getAttribute("title")).toBe(`${n} ${componentName(c)}`);
      expect(need.querySelector("svg > title")!.textContent).toBe(componentName(c));
    }
    const theirs = root.querySelector('.trick-row:not([data-key="own:0"])')!;
    expect(theirs.getAttribute("aria-label")).toContain(`needs ${needs}`);
    expect(theirs.getAttribute("aria-label")).not.toContain("you have");
  });
});
