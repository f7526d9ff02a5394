import { describe, expect, it } from "vitest";
import { clockText, formatAgo, formatLeft, isLow, leftNow } from "./clock";

describe("clocks", () => {
  it("counts a running clock down from when it started, never below zero", () => {
    expect(leftNow({ left_ms: 60_000, running_since: 1_000 }, 31_000)).toBe(30_000);
    expect(leftNow({ left_ms: 60_000, running_since: 1_000 }, 100_000)).toBe(0);
    expect(leftNow({ left_ms: 60_000, running_since: null }, 100_000)).toBe(60_000);
    // A client clock behind the server's does not add time.
    expect(leftNow({ left_ms: 60_000, running_since: 50_000 }, 40_000)).toBe(60_000);
  });
  it("formats time left for live and correspondence play", () => {
    expect(formatLeft(65_000)).toBe("1:05");
    expect(formatLeft(3_723_000)).toBe("1:02:03");
    expect(formatLeft(2 * 86_400_000 + 5 * 3_600_000)).toBe("2 d 5 h");
    expect(formatAgo(90_000)).toBe("1 min");
  });
  it("says what the time control is", () => {
    expect(clockText({ kind: "live", initial_secs: 1200, increment_secs: 20 })).toBe("Live: 20 min + 20 s per move (a bot plays on time-out)");
    expect(clockText({ kind: "correspondence", per_move_secs: 86_400, on_timeout: "forfeit" })).toBe("Correspondence: 1 day per move (forfeit on time)");
  });
  it("warns when little time is left", () => {
    const live = { kind: "live", initial_secs: 1200, increment_secs: 0 } as const;
    expect(isLow(live, 59_000)).toBe(true);
    expect(isLow(live, 61_000)).toBe(false);
    const corr = { kind: "correspondence", per_move_secs: 86_400 } as const;
    expect(isLow(corr, 8_000_000)).toBe(true);
    expect(isLow(corr, 9_000_000)).toBe(false);
  });
});
