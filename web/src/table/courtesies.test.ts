import { describe, expect, it } from "vitest";
import type { FinalScore } from "../generated/FinalScore";
import type { LobbyInfo } from "../generated/LobbyInfo";
import { clockOptions, NO_CLOCK } from "../clock/ClockPicker";
import { myGameStatus } from "../lobby/GameLists";
import { lobby } from "../test/fixture";
import { ranking } from "./GameOver";
import { careFor, votesNeeded } from "./SeatCare";

const three: LobbyInfo = {
  ...lobby,
  seats: [
    { ...lobby.seats[0], seat: 0, name: "Ann" },
    { ...lobby.seats[1], seat: 1, name: "Bob", connected: true, away_since: null },
    { ...lobby.seats[1], seat: 2, name: "Cy", connected: false, away_since: 5 },
  ],
  waiting_for: [2],
};

function score(seat: number, total: number): FinalScore {
  return { seat, total } as FinalScore;
}

describe("table courtesies in the client", () => {
  it("asks for a stand-in only for away people, and counts a majority of the others", () => {
    expect(careFor(three, 0).map((s) => s.seat)).toEqual([2]);
    expect(careFor(three, 2).map((s) => s.seat)).toEqual([]);
    expect(votesNeeded(three, 2)).toBe(2);
    const withBot = { ...three, seats: three.seats.map((s) => (s.seat === 1 ? { ...s, bot: "normal" as const } : s)) };
    expect(votesNeeded(withBot, 2)).toBe(1);
    const standing = { ...three, seats: three.seats.map((s) => (s.seat === 2 ? { ...s, stand_in: { level: "normal" as const, reason: "away" as const } } : s)) };
    expect(careFor(standing, 0)).toEqual([]);
  });

  it("ranks a seat that forfeited on time last, so the best other player wins", () => {
    const scores = { scores: [score(0, 40), score(1, 55), score(2, 30)], winner: 1 };
    expect(ranking(scores, three, [2, 0, 1]).map((r) => r.seat)).toEqual([1, 0, 2]);
    const bobForfeits = {
      ...three,
      seats: three.seats.map((s) => (s.seat === 1 ? { ...s, stand_in: { level: "normal" as const, reason: "forfeited" as const } } : s)),
    };
    expect(ranking(scores, bobForfeits, [2, 0, 1]).map((r) => r.seat)).toEqual([0, 2, 1]);
    // Ties among the rest go to the Initiative Order.
    const tied = { scores: [score(0, 30), score(1, 55), score(2, 30)], winner: 1 };
    expect(ranking(tied, bobForfeits, [2, 0, 1]).map((r) => r.seat)).toEqual([2, 0, 1]);
  });

  it("says whose move it is in a game of mine", () => {
    expect(myGameStatus(three, 2)).toBe("your move");
    expect(myGameStatus(three, 0)).toBe("waiting for Cy");
    expect(myGameStatus({ ...three, status: "finished", waiting_for: [] }, 0)).toBe("finished");
    // An open game in the public list: nobody here holds a seat.
    expect(myGameStatus(three, null)).toBe("waiting for Cy");
  });

  it("turns the create form's clock into the request's", () => {
    expect(clockOptions(NO_CLOCK)).toBeUndefined();
    expect(clockOptions({ ...NO_CLOCK, kind: "live", minutes: 20, increment: 20 })).toEqual({ kind: "live", initial_secs: 1200, increment_secs: 20, on_timeout: "bot" });
    expect(clockOptions({ ...NO_CLOCK, kind: "correspondence", amount: 2, unit: "days", onTimeout: "forfeit" })).toEqual({
      kind: "correspondence",
      per_move_secs: 172_800,
      on_timeout: "forfeit",
    });
  });
});
