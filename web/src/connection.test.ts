import { describe, expect, it } from "vitest";
import { INITIAL, reduce } from "./connection";
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
