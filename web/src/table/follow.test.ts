import { describe, expect, it } from "vitest";
import type { LogLine } from "../generated/LogLine";
import type { Refusal } from "../generated/Refusal";
import { EMPTY } from "../decisions/select";
import { formatMsg } from "../i18n";
import { said } from "../test/fixture";
import { lastMoveText, lineSeat, recentMoves, reasonsFor, sinceLastMove } from "./follow";

const log: LogLine[] = [
  { version: 5, msg: said("Alice places a Magician."), by: 0, event: { type: "character_placed", seat: 0, character: "magician", slot: { downtown: 0 }, ap: 5, enhanced: false } },
  { version: 6, msg: said("Bob buys 2 Wood."), by: 1, event: { type: "components_bought", seat: 1, component: "wood", count: 2, coins: 2, bargain: 0, ap: 1 } },
  { version: 7, msg: said("Bob's Magician is done."), by: 1, event: { type: "actions_ended", seat: 1, character: "magician", unspent: 0 } },
  { version: 7, msg: said("Turn 2 begins."), by: 1, event: { type: "turn_started", turn: 2 } },
];

describe("following the game", () => {
  it("highlights what each opponent's last move touched, with its own lines only", () => {
    const recent = recentMoves(log.slice(0, 2), 0);
    expect(recent.get("buy:wood")).toEqual({ seat: 1, text: "Bob buys 2 Wood." });
    expect(recent.get("ocomp:1:wood")?.seat).toBe(1);
    expect(recent.has("slot:downtown:0"), "the viewer's own move is not highlighted").toBe(false);
    expect(lastMoveText(log, 1)).toBe("Bob's Magician is done.");
  });
  it("summarises what the others did since the viewer's last move", () => {
    expect(sinceLastMove(log, 0).map((l) => l.version)).toEqual([6, 7, 7]);
    expect(sinceLastMove(log, null)).toEqual([]);
  });
  it("counts the Heir's acts after the player's own move as news (004 solo)", () => {
    const solo: LogLine[] = [
      { version: 3, msg: said("Ann places a Magician."), by: 0, event: { type: "character_placed", seat: 0, character: "magician", slot: { downtown: 0 }, ap: 5, enhanced: false } },
      { version: 3, msg: said("Dahlgaard's Heir pays 10 Coins for 1 Fame."), by: 0, event: { type: "heir", act: { act: "wages", coins: 10, fame: 1, benched: [] } } } as never,
      { version: 4, msg: said("Ann buys 2 Wood."), by: 0, event: { type: "components_bought", seat: 0, component: "wood", count: 2, coins: 2, bargain: 0, ap: 1 } },
      { version: 4, msg: said("Dahlgaard's Heir takes a die."), by: 0, event: { type: "heir", act: { act: "wages", coins: 0, fame: 0, benched: [] } } } as never,
    ];
    expect(sinceLastMove(solo, 0).map((l) => formatMsg(l.msg))).toEqual(["Dahlgaard's Heir takes a die."]);
    expect(sinceLastMove(solo.slice(0, 2), 0).map((l) => l.version)).toEqual([3]);
  });
  it("highlights what the Heir's acts after the player's own move touched (004 solo)", () => {
    const solo: LogLine[] = [
      { version: 3, msg: said("Solo places a Magician."), by: 0, event: { type: "character_placed", seat: 0, character: "magician", slot: { downtown: 0 }, ap: 5, enhanced: false } },
      { version: 3, msg: said("Dahlgaard's Heir places its Engineer."), by: 0, event: { type: "character_placed", seat: 1, character: "engineer", slot: { downtown: 1 }, ap: 3, enhanced: false } },
      { version: 2, msg: said("Dahlgaard's Heir places its Magician."), by: 0, event: { type: "character_placed", seat: 1, character: "magician", slot: { market_row: 0 }, ap: 3, enhanced: false } },
    ];
    const recent = recentMoves(solo, 0, 1);
    expect(recent.get("slot:downtown:1")).toEqual({ seat: 1, text: "Dahlgaard's Heir places its Engineer." });
    expect(recent.has("slot:downtown:0"), "the player's own move is not highlighted").toBe(false);
    expect(recent.has("slot:market_row:0"), "only the Heir's latest acts").toBe(false);
    expect(recentMoves(solo, 0).size, "without the Heir's seat, as before").toBe(0);
    expect(sinceLastMove(solo, 0, 1).map((l) => formatMsg(l.msg))).toEqual(["Dahlgaard's Heir places its Engineer."]);
    expect(solo.map((l) => lineSeat(l, 1)), "the Heir's lines in its colour").toEqual([0, 1, 1]);
  });
  it("maps the rules' reasons onto board things that are not legal, two at most", () => {
    const refusals: Refusal[] = [
      { command: { type: "buy", items: { glass: 1 }, bargain: 0 }, reason: said("not enough Coins: this costs 1 and you have 0") },
      { command: { type: "buy", items: { wood: 1 }, bargain: 0 }, reason: said("no room") },
      { command: { type: "prepare", trick: 3 }, reason: said("you cannot Prepare that Trick: it still has Trick Markers on it") },
    ];
    const reasons = reasonsFor(refusals, EMPTY, new Set(["buy:wood"]));
    expect(reasons.get("buy:glass")).toEqual(["not enough Coins: this costs 1 and you have 0"]);
    expect(reasons.has("buy:wood"), "a legal thing shows no reason").toBe(false);
    expect(reasons.get("own:3")?.[0]).toMatch(/Trick Markers on it/);
  });
});
