import { afterEach, describe, expect, it } from "vitest";
import { Academy } from "./Academy";
import { ProtegeBoard } from "./Protege";
import { ACADEMY, academyFor, secret, selectAcademyContent, wingName } from "./cards";
import { factsOf } from "../table/facts";
import { catalog } from "../catalog";
import { lobby, player, view } from "../test/fixture";
import { mount as mountIn } from "../test/mount";
import { candidates, click, EMPTY } from "../decisions/select";
import { trickName } from "../text";
import type { AcademyView } from "../generated/AcademyView";
import type { Command } from "../generated/Command";
import type { View } from "../generated/View";

afterEach(() => {
  document.body.innerHTML = "";
});

// Wings in the content's order: A Classroom, A Practice Room, B ..., E.
function academy(over: Partial<AcademyView> = {}): AcademyView {
  const wings = ACADEMY.wings.map((w) => ({ letter: w.letter, room: w.room, ruined: ["A", "B", "E"].includes(w.letter), tile: null as [number, number] | null, markers: [null, null] as AcademyView["wings"][number]["markers"] }));
  // Classroom C renovated with C01 (level 1): Bob's Trick 0 in slot 2.
  wings[4].tile = [0, 1];
  wings[4].markers = [null, { seat: 1, symbol: "heart", trick: 0 }];
  return {
    wings,
    face_up: [0, 3],
    deck_size: 12,
    players: [
      { seat: 0, secrets: [2, null, null], protege_ap: 2, protege_wage: 1, banners_supply: 8, banners_placed: 4, lent: null },
      { seat: 1, secrets: [null, null, null], protege_ap: 1, protege_wage: 0, banners_supply: 12, banners_placed: 0, lent: { character: "apprentice1", secret: null } },
    ],
    content: { id: "academy", version: 1, hash: "fnv1a64:0" },
    ...over,
  };
}

function withAcademy(over: Partial<View> = {}): View {
  const v = view({ academy: academy(), provisional_content: true, ...over });
  v.slots.academy = [null, null, null, [1, "protege"]];
  return v;
}

describe("Dahlgaard's Academy board", () => {
  it("is not shown without the Academy", () => {
    const root = mountIn(<Academy />, view());
    expect(root.querySelector('[data-testid="academy"]')).toBeNull();
  });

  it("draws Ruins, run-down wings with prices, a renovated tile with its slots and marker, the Secrets and Banners", () => {
    const root = mountIn(<Academy />, withAcademy());
    expect(root.querySelector('[data-testid="wing-0"]')!.textContent).toContain("Ruin");
    const rundown = root.querySelector('[data-testid="wing-6"]')!;
    const d = ACADEMY.wings[6].renovations[0];
    expect(rundown.querySelector(".price")!.getAttribute("title")).toBe(`Renovate to level 1: pay ${d.coins} Coins, score ${d.fame} Fame`);
    // Screen readers hear every price in words, not "L1 3->1".
    expect(rundown.getAttribute("aria-label")).toContain(`Renovate to level 1: pay ${d.coins} Coins, score ${d.fame} Fame`);
    expect(root.querySelector('[data-testid="aspot-4-0"] .tkind')!.getAttribute("title")).not.toBe("");
    // A tap (touch screens) or hover shows the same in the board thing's note.
    const facts = factsOf("wing:6", withAcademy(), lobby)!;
    expect(facts.title).toBe(wingName(6));
    expect(facts.lines).toContain(`Renovate to level 1: pay ${d.coins} Coins, score ${d.fame} Fame`);
    expect(factsOf("wing:0", withAcademy(), lobby)!.lines).toEqual(["Ruin"]);
    expect(factsOf("aspot:4:0", withAcademy(), lobby)!.lines[0]).toBe(root.querySelector('[data-testid="aspot-4-0"] .tkind')!.getAttribute("title"));
    const tile = root.querySelector('[data-testid="wing-4"]')!;
    expect(tile.getAttribute("title")).toContain("C01 (level 1)");
    expect(root.querySelector('[data-testid="aspot-4-0"]')!.textContent).toContain("free");
    const marker = root.querySelector('[data-testid="amarker-1-heart"]')!;
    expect(marker.getAttribute("title")).toBe(`Bob's ${trickName(0)}`);
    expect(root.querySelector('[data-testid="secret-0"]')!.textContent).toContain(secret(0).name);
    expect(root.querySelector('[data-testid="secret-3"]')!.getAttribute("aria-label")).toContain(secret(3).text);
    expect(root.querySelector('[data-testid="secret-deck"]')!.textContent).toBe("Secret deck: 12 tiles face down");
    expect(root.querySelector('[data-testid="banners-0"]')!.textContent).toContain("4 placed, 8 left");
    // The four slots (two covered with two players), Bob's Protégé on the last.
    const slots = root.querySelectorAll('[data-key^="slot:academy:"]');
    expect(slots.length).toBe(4);
    expect(slots[1].className).toContain("blocked");
    expect(slots[3].getAttribute("aria-label")).toContain("Bob");
  });

  it("draws a game created with an earlier content file with that file's prices (docs/CONTENT.md Versions)", () => {
    const old = catalog.academy_archive[0];
    expect(old.content.version).toBe(1);
    expect(academyFor(old.content).wings).toBe(old.wings);
    expect(academyFor({ ...old.content, hash: "fnv1a64:0" }), "other bytes: the current file").toBe(catalog.academy);
    expect(academyFor(null)).toBe(catalog.academy);
    const then = old.wings[6].renovations[0];
    const now = catalog.academy.wings[6].renovations[0];
    expect(then.fame).not.toBe(now.fame);
    selectAcademyContent(old.content);
    try {
      const root = mountIn(<Academy />, withAcademy({ academy: academy({ content: old.content }) }));
      const price = root.querySelector('[data-testid="wing-6"] .price')!;
      expect(price.getAttribute("title")).toBe(`Renovate to level 1: pay ${then.coins} Coins, score ${then.fame} Fame`);
    } finally {
      selectAcademyContent(null);
    }
    expect(ACADEMY).toBe(catalog.academy);
  });

  it("makes wings, tile slots and Secrets clickable when an Academy Action is legal", () => {
    const legal: Command[] = [
      { type: "renovate", wing: 6, level: 1, tile: 1 },
      { type: "teach", trick: 0, spot: { wing: 4, slot: 0 } },
      { type: "learn_secret", secret: 3, space: 1 },
    ];
    const root = mountIn(<Academy />, withAcademy(), 0, legal);
    expect(root.querySelector('button[data-key="wing:6"]')).not.toBeNull();
    expect(root.querySelector('button[data-key="aspot:4:0"]')).not.toBeNull();
    expect(root.querySelector('button[data-key="secret:3"]')).not.toBeNull();
    // Ruins, taken slots and the other Secret are not.
    expect(root.querySelector('button[data-key="wing:0"]')).toBeNull();
    expect(root.querySelector('button[data-key="aspot:4:1"]')).toBeNull();
    expect(root.querySelector('button[data-key="secret:0"]')).toBeNull();
    // Clicking the Secret then the Protégé space composes Learn Secret.
    let sel = click(legal, EMPTY, "secret:3");
    sel = click(legal, sel, "pspace:1");
    expect(candidates(legal, sel)).toEqual([legal[2]]);
    // Clicking the Trick then the slot composes Teach.
    sel = click(legal, click(legal, EMPTY, "own:0"), "aspot:4:0");
    expect(candidates(legal, sel)).toEqual([legal[1]]);
  });
});

describe("the Protégé's board extension", () => {
  it("shows the Secret spaces with their printed Action Points and wages, and the Secret on each", () => {
    const v = withAcademy({ players: [player(0), player(1)] });
    const root = mountIn(<ProtegeBoard p={v.players[0]} own />, v);
    const s0 = root.querySelector('[data-testid="pspace-0-0"]')!;
    expect(s0.textContent).toContain(secret(2).name);
    expect(s0.textContent).toContain(`${ACADEMY.protege[0].ap} AP`);
    expect(root.querySelector('[data-testid="pspace-0-1"]')!.className).toContain("empty");
    expect(root.textContent).toContain("2 AP, wage 1 Coin");
  });

  it("says an opponent's Apprentice carries a Secret without naming it while hidden", () => {
    const v = withAcademy({ players: [player(0), player(1)] });
    const root = mountIn(<ProtegeBoard p={v.players[1]} own={false} />, v);
    const lent = root.querySelector('[data-testid="lent-1"]')!;
    expect(lent.textContent).toContain("hidden until its card is revealed");
    expect(root.querySelector('[data-key="opspace:1:0"]')).not.toBeNull();
    expect(root.querySelector('[data-key="pspace:0"]')).toBeNull();
  });

  it("is not shown without the Academy", () => {
    const v = view();
    expect(mountIn(<ProtegeBoard p={v.players[0]} own />, v).textContent).toBe("");
  });
});

describe("Anjali's lending", () => {
  // 004 "New magicians", Anjali: in the Assignment phase a Coin on one of
  // your Apprentices lends it one of the Protégé's Secrets.
  it("offers the Protégé's Secrets as lend targets, and a Secret then an Apprentice composes Lend a Secret", () => {
    const v = withAcademy({ players: [player(0), player(1)] });
    v.academy!.players[0].secrets = [2, 5, null];
    const legal: Command[] = [
      { type: "lend_secret", apprentice: "apprentice1", secret: 2 },
      { type: "lend_secret", apprentice: "apprentice1", secret: 5 },
      { type: "lend_secret", apprentice: "apprentice2", secret: 5 },
      { type: "assign", character: "apprentice1", location: "workshop" },
      { type: "confirm_assignments" },
    ];
    const root = mountIn(<ProtegeBoard p={v.players[0]} own />, v, 0, legal);
    expect(root.querySelector('[data-testid="lend-0"]')!.textContent).toContain("Anjali");
    expect(root.querySelector('button[data-key="lend:2"]')!.getAttribute("aria-label")).toContain(secret(2).name);
    expect(root.querySelector('button[data-key="lend:5"]')).not.toBeNull();
    // The Secret first, then the Apprentice.
    let sel = click(legal, EMPTY, "lend:5");
    expect(sel.kind).toBe("lend_secret");
    expect(candidates(legal, sel).length).toBe(2);
    sel = click(legal, sel, "char:apprentice2");
    expect(candidates(legal, sel)).toEqual([legal[2]]);
    // The Apprentice first: assigning it and lending to it are both offered until the Secret is clicked.
    sel = click(legal, EMPTY, "char:apprentice1");
    expect(candidates(legal, sel).map((c) => c.type).sort()).toEqual(["assign", "lend_secret", "lend_secret"]);
    sel = click(legal, sel, "lend:2");
    expect(candidates(legal, sel)).toEqual([legal[0]]);
  });

  it("offers nothing to lend without a legal Lend a Secret, nor on another player's board", () => {
    const v = withAcademy({ players: [player(0), player(1)] });
    expect(mountIn(<ProtegeBoard p={v.players[0]} own />, v, 0, [{ type: "confirm_assignments" }]).querySelector('[data-testid="lend-0"]')).toBeNull();
    document.body.innerHTML = "";
    const legal: Command[] = [{ type: "lend_secret", apprentice: "apprentice1", secret: 2 }];
    expect(mountIn(<ProtegeBoard p={v.players[1]} own={false} />, v, 0, legal).querySelector('[data-testid^="lend-"]')).toBeNull();
  });
});
