import { afterEach, describe, expect, it } from "vitest";
import { OpponentBoard, OwnBoard } from "./PlayerBoard";
import { player, view } from "../test/fixture";
import { mount as mountIn } from "../test/mount";
import type { Command } from "../generated/Command";
import type { View } from "../generated/View";
import { special } from "../catalog";

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

describe("player boards", () => {
  // What the server sends Bob during Assignment: Alice's card is face down, her hand null.
  const bobsView = view({
    viewer: { seat: 1 },
    players: [
      player(0, { characters: [{ character: "magician", state: "home", card: "face_down", special: null }] }),
      player(1, { hand: [2, 2, 2, 3, 0], characters: [{ character: "magician", state: "home", card: { revealed: "downtown" }, special: null }] }),
    ],
  });

  it("Wages beyond the Coins say what they will cost in Fame (End Turn Phase: Pay Wages)", () => {
    const placing = { phase: "place_characters" as const, pos: 0, acting: null, done: false };
    const short = view({ viewer: { seat: 0 }, phase: placing, players: [player(0, { coins: 1, fame: 9, wages_due: 3 }), player(1)] });
    const root = mount(short, 0);
    expect(root.querySelector('[data-testid="wages-short-0"]')!.textContent).toContain("2 Coins short: you lose 4 Fame");
    const paid = view({ viewer: { seat: 0 }, phase: placing, players: [player(0, { coins: 3, fame: 9, wages_due: 3 }), player(1)] });
    document.body.innerHTML = "";
    expect(mount(paid, 0).querySelector('[data-testid="wages-short-0"]')).toBeNull();
  });

  it("during Assignment the Wages planned by the cards are weighed against the Coins (Assignment Phase; Pay Wages)", () => {
    const planning = view({ viewer: { seat: 0 }, phase: { phase: "assignment" }, players: [player(0, { coins: 1, fame: 9, wages_planned: 3 }), player(1)] });
    const root = mount(planning, 0);
    expect(root.querySelector('[data-testid="wages-0"]')!.textContent).toBe("Wages if every Character with a card works: 3 Coins (you have 1 Coin)");
    expect(root.querySelector('[data-testid="wages-short-0"]')!.textContent).toContain("2 Coins short: you lose 4 Fame");
  });

  it("a face-down card never shows its Location to another seat", () => {
    const root = mount(bobsView, 1);
    const alice = root.querySelector('[data-testid="board-0"]')!;
    expect(alice.querySelector('[data-testid="card-0-magician"]')!.textContent).toBe("face-down card");
    expect(alice.innerHTML).not.toMatch(/(Downtown|Market Row|Workshop|Theater) card/);
    expect(alice.querySelector('[data-testid="hand"]')).toBeNull();
    expect(root.querySelector('[data-testid="card-1-magician"]')!.textContent).toBe("Downtown card");
  });

  it("only the viewer's own hand is shown, and only legal things are buttons", () => {
    const legal: Command[] = [{ type: "assign", character: "magician", location: "theater" }, { type: "confirm_assignments" }];
    const root = mount(bobsView, 1, legal);
    expect(root.querySelectorAll('[data-testid="hand"]').length).toBe(1);
    const buttons = [...root.querySelectorAll("button[data-key]")].map((b) => (b as HTMLElement).dataset.key);
    expect(buttons.sort()).toEqual(["char:magician", "confirm", "hand:theater"]);
  });

  it("spectators see public boards with no controls and no hand", () => {
    const root = mount({ ...bobsView, viewer: "spectator", players: bobsView.players.map((p) => ({ ...p, hand: null })) }, null);
    expect(root.querySelectorAll("button[data-key]").length).toBe(0);
    expect(root.querySelector('[data-testid="hand"]')).toBeNull();
    expect(root.textContent).toContain("Alice");
  });

  it("an opponent's Special Assignment card under a Character never shows its name during Assignment", () => {
    const name = special(3).name;
    // As the server sends it: face down, the Special withheld.
    const v = view({
      viewer: { seat: 1 },
      players: [
        player(0, { hand_size: 8, characters: [{ character: "magician", state: "home", card: "face_down", special: null }] }),
        player(1, { hand: [2, 2, 2, 3, 0], specials: [5], characters: [{ character: "magician", state: "home", card: { revealed: "theater" }, special: 3 }] }),
      ],
    });
    const root = mount(v, 1);
    const alice = root.querySelector('[data-testid="board-0"]')!;
    expect(alice.querySelector('[data-testid="card-0-magician"]')!.textContent).toBe("face-down card");
    expect(alice.textContent).not.toContain(name);
    expect(alice.querySelector('[data-testid="specials"]')).toBeNull();
    expect(alice.querySelector('[data-testid="hand-size-0"]')!.textContent).toContain("8 cards");
    // Bob sees his own Special under his Magician and the one in his hand.
    expect(root.querySelector('[data-testid="card-1-magician"]')!.textContent).toBe(`Theater card: ${name}`);
    expect(root.querySelector('[data-testid="specials"]')!.textContent).toContain(special(5).name);
    // Even if a face-down card came with its Special, the client would not name it.
    const leaky = view({
      viewer: { seat: 1 },
      players: [player(0, { characters: [{ character: "magician", state: "home", card: "face_down", special: 3 }] }), player(1)],
    });
    document.body.innerHTML = "";
    const root2 = mount(leaky, 1);
    expect(root2.querySelector('[data-testid="board-0"]')!.textContent).not.toContain(name);
    expect(root2.querySelector('[data-testid="board-0"]')!.innerHTML).not.toContain(name);
  });
});
