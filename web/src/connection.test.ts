import { describe, expect, it } from "vitest";
import { decisionContext, INITIAL, previewOf, reduce } from "./connection";
import type { Command } from "./generated/Command";
import type { PreviewResult } from "./generated/PreviewResult";
import { line, lobby, state } from "./test/fixture";

describe("folding server messages", () => {
  it("welcome, snapshot, then updates append only new log lines", () => {
    let s = reduce(INITIAL, { type: "welcome", viewer: { seat: 0 }, lobby });
    expect(s.link).toBe("open");
    s = reduce(s, { type: "snapshot", state: { ...state(), log: [line(1, "a")] } });
    s = reduce(s, { type: "update", state: { ...state(), version: 8, log: [line(8, "b")] } });
    s = reduce(s, { type: "update", state: { ...state(), version: 8, log: [line(8, "b")] } });
    expect(s.log.map((l) => l.text)).toEqual(["a", "b"]);
    expect(s.state?.version).toBe(8);
  });
  it("keeps the server's refusal in words and clears it on ack", () => {
    let s = reduce({ ...INITIAL, pending: "r1" }, { type: "error", request_id: "r1", error: "illegal_command", message: "that is not possible now" });
    expect(s.error).toBe("that is not possible now");
    expect(s.pending).toBeNull();
    s = reduce({ ...s, pending: "r2" }, { type: "ack", request_id: "r2", version: 9 });
    expect(s.error).toBeNull();
    expect(s.pending).toBeNull();
  });
});

describe("previews and reasons", () => {
  const cmd: Command = { type: "end_actions" };
  const preview = (command: Command): PreviewResult => ({
    command,
    refused: null,
    lines: ["x"],
    coins: -2,
    fame: 0,
    shards: 0,
    ap_left: 1,
    wages_due: 0,
    then: null,
    warnings: [],
  });
  it("keeps an answer only for the decision context it was asked in", () => {
    const s0 = reduce(INITIAL, { type: "snapshot", state: state([cmd]) });
    const ctx = decisionContext(s0.state);
    const asked = { ...s0, asking: { p1: ctx } };
    const s1 = reduce(asked, { type: "preview", request_id: "p1", version: 7, results: [preview(cmd)] });
    expect(previewOf(s1, cmd)?.coins).toBe(-2);
    expect(s1.asking).toEqual({});
    // Another player's move that leaves this seat's decision alone keeps it...
    const same = reduce(s1, { type: "update", state: { ...state([cmd]), version: 8, log: [line(8, "b")] } });
    expect(previewOf(same, cmd)).toBeDefined();
    // ...a change of this seat's options drops it, and a late answer is ignored.
    const moved = reduce(s1, { type: "update", state: { ...state([]), version: 9, log: [] } });
    expect(previewOf(moved, cmd)).toBeUndefined();
    const late = reduce({ ...moved, asking: { p2: ctx } }, { type: "preview", request_id: "p2", version: 7, results: [preview(cmd)] });
    expect(previewOf(late, cmd)).toBeUndefined();
  });
  it("a refused preview request is forgotten, not shown as an error", () => {
    const s = reduce({ ...INITIAL, asking: { p3: "c" } }, { type: "error", request_id: "p3", error: "rate_limited", message: "slow down" });
    expect(s.error).toBeNull();
    expect(s.asking).toEqual({});
  });
  it("a new connection clears a lost move's pending mark and the old error", () => {
    const s = reduce({ ...INITIAL, pending: "r4", error: "Not connected" }, { type: "welcome", viewer: { seat: 0 }, lobby });
    expect(s.pending).toBeNull();
    expect(s.error).toBeNull();
  });
});
