import { describe, expect, it } from "vitest";
import { bannerText } from "./banner";
import { lobby, state, view } from "../test/fixture";
import { T } from "../text";

describe("the banner", () => {
  it("says it is your move during a simultaneous phase, naming the others", () => {
    expect(bannerText(state(), lobby, 0)).toEqual({ mine: true, text: "Your move — Assignment (also waiting for Bob)" });
  });
  it("names whom the game waits for otherwise", () => {
    const s = state([], view({ phase: { phase: "advertise", pos: 1 }, waiting_for: [1] }));
    expect(bannerText(s, lobby, 0)).toEqual({ mine: false, text: "Waiting for Bob — Advertise" });
    expect(bannerText(s, lobby, null).mine).toBe(false);
  });
  it("says the table is read-only while the database has not confirmed a move, even on your move", () => {
    const why = "the game store did not confirm this game's last write";
    expect(bannerText(state(), { ...lobby, read_only: why }, 0)).toEqual({ mine: false, text: T.banner.readOnly });
  });
  it("announces the winner at the end", () => {
    const v = view({ phase: { phase: "game_over" }, waiting_for: [], scores: { winner: 1, scores: [] } });
    expect(bannerText({ ...state([], v), status: "finished" }, lobby, 0).text).toBe("Game over: Bob wins.");
  });
});
