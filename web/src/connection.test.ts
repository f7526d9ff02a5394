import { describe, expect, it, vi } from "vitest";
import { decisionContext, GameConnection, INITIAL, previewOf, reduce, RETRY_MAX_MS } from "./connection";
import type { Command } from "./generated/Command";
import type { PreviewResult } from "./generated/PreviewResult";
import { line, lobby, said, state } from "./test/fixture";
import { formatMsg } from "./i18n";

describe("folding server messages", () => {
  it("welcome, snapshot, then updates append only new log lines", () => {
    let s = reduce(INITIAL, { type: "welcome", viewer: { seat: 0 }, lobby });
    expect(s.link).toBe("open");
    s = reduce(s, { type: "snapshot", state: { ...state(), log: [line(1, "a")] } });
    s = reduce(s, { type: "update", state: { ...state(), version: 8, log: [line(8, "b")] } });
    s = reduce(s, { type: "update", state: { ...state(), version: 8, log: [line(8, "b")] } });
    expect(s.log.map((l) => formatMsg(l.msg))).toEqual(["a", "b"]);
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
    lines: [said("x")],
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

/** A WebSocket the test drives: opened, fed messages and dropped by hand. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Array<{ type: string; commands?: Command[] }> = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  up(s: ReturnType<typeof state>) {
    this.readyState = 1;
    this.onopen?.();
    this.onmessage?.({ data: JSON.stringify({ type: "welcome", viewer: { seat: 0 }, lobby }) });
    this.onmessage?.({ data: JSON.stringify({ type: "snapshot", state: s }) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
}

describe("reconnecting", () => {
  const cmd: Command = { type: "end_actions" };
  const setup = () => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    vi.stubGlobal("WebSocket", FakeSocket);
    return new GameConnection("abcdefghjk", "t0ken");
  };
  const teardown = (c: GameConnection) => {
    c.close();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  };

  it("asks again for the previews and reasons an open move panel waits for", () => {
    const c = setup();
    const s = state([cmd]);
    FakeSocket.all[0].up(s);
    c.preview([cmd]);
    c.whyNot();
    vi.advanceTimersByTime(100);
    expect(FakeSocket.all[0].sent.map((m) => m.type).sort()).toEqual(["preview", "why_not"]);
    // The answers are lost with the connection.
    FakeSocket.all[0].drop();
    vi.advanceTimersByTime(RETRY_MAX_MS);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1].up(s);
    vi.advanceTimersByTime(100);
    const again = FakeSocket.all[1].sent;
    expect(again.map((m) => m.type).sort()).toEqual(["preview", "why_not"]);
    expect(again.find((m) => m.type === "preview")?.commands).toEqual([cmd]);
    teardown(c);
  });

  it("waits at most five seconds between attempts, however many failed", () => {
    const c = setup();
    for (let i = 0; i < 12; i++) {
      const n = FakeSocket.all.length;
      FakeSocket.all[n - 1].drop();
      expect(c.snap.link).toBe("lost");
      expect(c.snap.retryIn).toBeLessThanOrEqual(RETRY_MAX_MS / 1000);
      vi.advanceTimersByTime(RETRY_MAX_MS);
      expect(FakeSocket.all).toHaveLength(n + 1);
    }
    teardown(c);
  });
});
