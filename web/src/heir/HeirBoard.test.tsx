import { afterEach, describe, expect, it } from "vitest";
import { HeirBoard, dieCovers, lastHeirLine } from "./HeirBoard";
import { line, lobby, player, said, view } from "../test/fixture";
import { mount as mountIn } from "../test/mount";
import { candidates, click, EMPTY } from "../decisions/select";
import { labelOf, specOf, targetsOf } from "../decisions/registry";
import { ProvisionalNotice } from "../powers/ProvisionalNotice";
import { seatName } from "../table/ctx";
import { optionsText } from "../text";
import { magician } from "../catalog";
import type { Command } from "../generated/Command";
import type { HeirView } from "../generated/HeirView";
import type { LobbyInfo } from "../generated/LobbyInfo";
import type { View } from "../generated/View";

afterEach(() => {
  document.body.innerHTML = "";
});

const none = [false, false, false, false] as [boolean, boolean, boolean, boolean];

function heir(over: Partial<HeirView> = {}): HeirView {
  return {
    seat: 1,
    difficulty: "hard",
    magician: 2,
    fame: 12,
    coins: 7,
    shards: 1,
    tricks: [{ trick: 0, symbol: "spade", markers: 3, engineer_slot: false }],
    characters: [
      { character: "magician", state: "home", card: { revealed: "theater" }, special: null },
      { character: "engineer", state: "home", card: { revealed: "dark_alley" }, special: 4 },
    ],
    specials: [4],
    shopping_list: ["wood", "glass"],
    plan: { code: "P3", kind: "perform", order: [{ location: "downtown", special: false }, { location: "dark_alley", special: true }, { location: "theater", special: false }] },
    plans_left: 4,
    used_plans: ["P1", "P5"],
    turn_setup_dice: [
      { location: "downtown", face: 2, marked: true },
      { location: "market_row", face: 0, marked: false },
      { location: "dark_alley", face: 5, marked: false },
      { location: "theater", face: 1, marked: false },
    ],
    covered: { downtown: [true, false, true, false], market_row: [false, true, false, true], dark_alley: none, theater: [false, true, false, true] },
    coins_discarded: 10,
    content: { id: "heir", version: 1, hash: "fnv1a64:0" },
    ...over,
  };
}

const soloLobby: LobbyInfo = {
  ...lobby,
  options: { ...lobby.options, players: 1, dark_alley: true, heir: true, difficulty: "hard" },
  seats: [lobby.seats[0]],
};

function solo(over: Partial<View> = {}): View {
  return view({ heir: heir(), players: [player(0)], waiting_for: [0], initiative: [0, 1], provisional_content: true, ...over });
}

describe("Dahlgaard's Heir's board", () => {
  it("is not shown without the Heir", () => {
    expect(mountIn(<HeirBoard log={[]} />, view()).textContent).toBe("");
  });

  it("shows its Magician, difficulty, Fame, Coin Purse, Plan tile, dice, Characters and Shopping List", () => {
    const root = mountIn(<HeirBoard log={[]} />, solo(), 0, [], { lobby: soloLobby });
    const board = root.querySelector('[data-testid="heir-board"]')!;
    expect(board.querySelector("h2")!.textContent).toContain("Dahlgaard's Heir");
    expect(root.querySelector('[data-testid="heir-difficulty"]')!.textContent).toBe("Hard difficulty");
    expect(board.textContent).toContain(magician(2).name);
    expect(board.querySelector('[aria-label="7 Coins in its Coin Purse"]')).not.toBeNull();
    const plan = root.querySelector('[data-testid="heir-plan"]')!;
    expect(plan.textContent).toContain("P3");
    expect(plan.textContent).toContain("Perform");
    expect(plan.textContent).toContain("4 tiles left (order hidden)");
    expect(plan.textContent).toContain("used: P1, P5");
    expect(plan.querySelectorAll(".plan-step").length).toBe(3);
    expect(plan.querySelectorAll(".plan-step.special").length).toBe(1);
    const downtown = root.querySelector('[data-testid="heir-die-downtown"]')!;
    // Its face is drawn: slots 1 and 3 covered, 2 and 4 open and numbered.
    const face = downtown.querySelector("svg.die-face")!;
    expect(face.getAttribute("data-covers")).toBe("1010");
    expect([...face.querySelectorAll(".cell")].map((c) => c.classList.contains("covered"))).toEqual([true, false, true, false]);
    expect([...face.querySelectorAll(".cell text")].map((t) => t.textContent)).toEqual(["2", "4"]);
    expect(face.getAttribute("aria-label")).toContain("covers slot 1 and slot 3");
    expect(downtown.getAttribute("aria-label")).toContain("re-rolled last turn");
    expect(root.querySelector('[data-testid="heir-die-theater"]')!.getAttribute("aria-label")).toContain("Friday and Sunday");
    // Its cards lie face up: the Special card is named.
    expect(root.querySelector('[data-testid="card-1-engineer"]')!.textContent).toContain("Dark Alley");
    expect(root.querySelector('[data-testid="heir-shopping"]')!.querySelectorAll(".comp").length).toBe(2);
    expect(board.textContent).toContain("10 Coins discarded for Fame");
  });

  it("says what a die covers, and that an unrolled die covers nothing yet", () => {
    const h = heir();
    expect(dieCovers(h, h.turn_setup_dice[1]).words).toBe("slot 2 and slot 4");
    expect(dieCovers(h, { location: "market_row", face: null, marked: false }).words).toBe("not rolled yet");
    expect(dieCovers(h, { location: "market_row", face: null, marked: false }).cells).toBeNull();
    expect(dieCovers(h, h.turn_setup_dice[3]).cells).toEqual([false, true, false, true]);
    expect(dieCovers(h, h.turn_setup_dice[3]).marks).toEqual(["Th", "Fr", "Sa", "Su"]);
    // Without an Academy row the die is named by its face; with one, drawn as the others.
    const academy = dieCovers(h, { location: "academy", face: 2, marked: false });
    expect(academy.cells).toBeNull();
    expect(academy.words).toBe("the slots of its face 3");
    const withAcademy = { ...h, covered: { ...h.covered, academy: [true, false, false, true] as [boolean, boolean, boolean, boolean] } };
    expect(dieCovers(withAcademy, { location: "academy", face: 2, marked: false })).toMatchObject({ words: "slot 1 and slot 4", cells: [true, false, false, true] });
  });

  it("shows the Heir's last act from the log", () => {
    const log = [
      line(3, "You place a Character."),
      { version: 3, msg: said("Dahlgaard's Heir reveals the Plan tile P3."), by: 0, event: { type: "heir", act: { act: "wages", coins: 10, fame: 1, benched: [] } } } as never,
      line(4, "You end your actions."),
    ];
    expect(lastHeirLine(log, 1)).toBe("Dahlgaard's Heir reveals the Plan tile P3.");
    const root = mountIn(<HeirBoard log={log} />, solo(), 0, [], { lobby: soloLobby });
    expect(root.querySelector('[data-testid="heir-last"]')!.textContent).toContain("Plan tile P3");
    expect(lastHeirLine([line(1, "x")], 1)).toBeNull();
  });
});

describe("the Turn Setup re-roll's renderer", () => {
  const legal: Command[] = [
    { type: "reroll_turn_setup", places: ["market_row", "theater"] },
    { type: "reroll_turn_setup", places: ["dark_alley", "theater"] },
    { type: "reroll_turn_setup", places: ["market_row", "dark_alley"] },
  ];

  it("has its own registry entry acting on the two dice, in words", () => {
    expect(specOf(legal[0]).group).toBe("Turn Setup");
    expect(targetsOf(legal[0])).toEqual(["heirdie:market_row", "heirdie:theater"]);
    expect(labelOf(legal[0])).toBe("Re-roll the Turn Setup dice of Market Row and Theater");
  });

  it("makes the dice without a marker clickable, and two clicks compose the re-roll", () => {
    const root = mountIn(<HeirBoard log={[]} />, solo({ phase: { phase: "turn_setup" } }), 0, legal, { lobby: soloLobby });
    expect(root.querySelector('button[data-key="heirdie:theater"]')).not.toBeNull();
    expect(root.querySelector('button[data-key="heirdie:market_row"]')).not.toBeNull();
    // The marked Downtown die may not be re-rolled.
    expect(root.querySelector('button[data-key="heirdie:downtown"]')).toBeNull();
    let sel = click(legal, EMPTY, "heirdie:theater");
    expect(candidates(legal, sel).length).toBe(2);
    sel = click(legal, sel, "heirdie:dark_alley");
    expect(candidates(legal, sel)).toEqual([legal[1]]);
  });
});

describe("the Heir's words elsewhere", () => {
  it("names the Heir's seat in a solo game, and only there", () => {
    expect(seatName(soloLobby, 1)).toBe("Dahlgaard's Heir");
    expect(seatName(soloLobby, 0)).toBe("Alice");
    expect(seatName(lobby, 1)).toBe("Bob");
  });

  it("lists the solo option with its difficulty", () => {
    expect(optionsText(soloLobby.options)).toContain("Solo against Dahlgaard's Heir, Hard (provisional Plan tiles, dice and cards)");
  });

  it("names the Heir's provisional content in the notice", () => {
    const root = mountIn(<ProvisionalNotice powers={false} duel={false} heir />, view());
    const note = root.querySelector('[data-testid="provisional-notice"]')!;
    expect(note.textContent).toContain("Dahlgaard's Heir (Plan tiles, Turn Setup dice and Solo Performance)");
    expect(note.querySelector("a")!.getAttribute("href")).toBe("/docs/content");
  });
});

describe("the Heir's final score card", () => {
  it("shows its Characters column and leaves out the player-only rows", async () => {
    const { GameOver } = await import("../table/GameOver");
    const score = (seat: number, total: number) => ({ seat, fame_before: total, shards: 0, coins: 0, apprentices: 0, specialists: 0, specials: 0, ft36: [], powers: 0, characters: seat === 1 ? 3 : 0, total });
    const v = solo({ scores: { scores: [score(0, 30), score(1, 40)], winner: 1 } });
    const root = mountIn(<GameOver />, v, 0, [], { lobby: soloLobby });
    const heirCard = root.querySelector('[data-testid="score-1"]')!;
    expect(heirCard.textContent).toContain("Dahlgaard's Heir");
    expect(heirCard.textContent).toContain("Characters (the Heir's)+3");
    expect(heirCard.textContent).not.toContain("Apprentices");
    expect(root.querySelector('[data-testid="score-0"]')!.textContent).toContain("Apprentices");
  });
});
