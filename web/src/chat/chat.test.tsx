import { afterEach, describe, expect, it } from "vitest";
import { render } from "preact";
import { act } from "preact/test-utils";
import { INITIAL, reduce } from "../connection";
import { lobby } from "../test/fixture";
import type { ChatMessage } from "../generated/ChatMessage";
import { history, merge, NO_CHAT, NO_MUTES, unread } from "./chat";
import { ChatPanel } from "./ChatPanel";

afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
});

const msg = (id: number, text: string, seat: number | null = 1, channel: ChatMessage["channel"] = "table"): ChatMessage => ({
  id,
  channel,
  seat,
  name: seat === null ? "Carol" : seat === 0 ? "Alice" : "Bob",
  text,
  sent_at: 0,
});

describe("the chat as the client keeps it", () => {
  it("keeps one message per id in the server's order", () => {
    expect(merge([msg(3, "c"), msg(1, "a")], [msg(2, "b"), msg(3, "c")]).map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it("folds history, new messages, acks and refusals; a new connection starts over", () => {
    let s = reduce(INITIAL, { type: "welcome", viewer: { seat: 0 }, lobby });
    s = reduce(s, { type: "chat_history", channel: "table", messages: [msg(1, "a"), msg(2, "b")], more: true });
    expect(s.chat.more.table).toBe(true);
    s = reduce(s, { type: "chat", message: msg(4, "d") });
    s = reduce(s, { type: "chat", message: msg(4, "d") });
    expect(s.chat.table.map((m) => m.text)).toEqual(["a", "b", "d"]);
    s = { ...s, chat: { ...s.chat, sending: { c1: "table", c2: "table" } } };
    s = reduce(s, { type: "error", request_id: "c1", error: "too_large", message: "the chat message has 501 characters; the limit is 500" });
    expect(s.chat.error).toContain("501");
    expect(s.error).toBeNull();
    s = reduce(s, { type: "chat_ack", request_id: "c2", id: 5 });
    expect(s.chat.sending).toEqual({});
    expect(s.chat.error).toBeNull();
    // An older page says whether there is more before it.
    s = reduce(s, { type: "chat_history", request_id: "h1", channel: "table", messages: [msg(0, "z")], more: false });
    expect(s.chat.more.table).toBe(false);
    expect(s.chat.table[0].text).toBe("z");
    s = reduce(s, { type: "welcome", viewer: { seat: 0 }, lobby });
    expect(s.chat).toEqual(NO_CHAT);
  });

  it("counts what others wrote since the last look, not what is muted", () => {
    const all = [msg(1, "mine", 0), msg(2, "bob", 1), msg(3, "carol", null, "spectators")];
    expect(unread(all, 0, 0, NO_MUTES)).toBe(2);
    expect(unread(all, 2, 0, NO_MUTES)).toBe(1);
    expect(unread(all, 0, 0, { seats: [1], spectators: true })).toBe(0);
    expect(history(NO_CHAT, "spectators", [msg(9, "x", null, "spectators")], false, false).spectators).toHaveLength(1);
  });
});

describe("the chat panel", () => {
  function mount(chat = NO_CHAT, me: number | null = 0) {
    const sent: [string, string, string | undefined][] = [];
    const conn = {
      chat: (c: "table" | "spectators", t: string, n?: string) => {
        sent.push([c, t, n]);
        return true;
      },
      olderChat: () => {},
    };
    const root = document.createElement("div");
    document.body.append(root);
    act(() => render(<ChatPanel chat={chat} lobby={lobby} me={me} conn={conn} gameId="g1" />, root));
    return { root, sent };
  }

  it("shows a message as text, never as HTML", () => {
    const payload = '<img src=x onerror=alert(1)> <a href="https://evil.example">link</a>';
    const { root } = mount({ ...NO_CHAT, table: [msg(1, payload)] });
    const line = root.querySelector('[data-testid="chat-line"] .text')!;
    expect(line.textContent).toBe(payload);
    expect(root.querySelector("img")).toBeNull();
    expect(root.querySelector("a")).toBeNull();
  });

  it("sends a quick reaction and a typed message in the table channel", () => {
    const { root, sent } = mount();
    const reactions = [...root.querySelectorAll<HTMLButtonElement>('[data-testid="chat-reaction"]')];
    expect(reactions.map((b) => b.textContent)).toEqual(["Good move", "Thanks", "Oops", "Well played"]);
    act(() => reactions[0].click());
    const input = root.querySelector<HTMLInputElement>('[data-testid="chat-input"]')!;
    act(() => {
      input.value = "  see you  ";
      input.dispatchEvent(new Event("input"));
    });
    act(() => {
      root.querySelector("form")!.dispatchEvent(new Event("submit", { cancelable: true }));
    });
    expect(sent).toEqual([
      ["table", "Good move", undefined],
      ["table", "see you", undefined],
    ]);
  });

  it("counts unread messages of the channel not shown, and mutes a seat for this viewer", () => {
    const chat = { ...NO_CHAT, table: [msg(1, "hi", 1)], spectators: [msg(2, "hello", null, "spectators"), msg(3, "again", null, "spectators")] };
    const { root } = mount(chat);
    expect(root.querySelector('[data-testid="chat-unread-spectators"]')?.textContent).toBe("2");
    act(() => root.querySelector<HTMLButtonElement>('[data-testid="chat-mute-1"]')!.click());
    expect(root.querySelectorAll('[data-testid="chat-line"]')).toHaveLength(0);
    expect(root.textContent).toContain("1 muted");
    act(() => root.querySelector<HTMLButtonElement>('[data-testid="chat-channel-spectators"]')!.click());
    expect(root.querySelector('[data-testid="chat-unread-spectators"]')).toBeNull();
    expect([...root.querySelectorAll('[data-testid="chat-line"] .text')].map((e) => e.textContent)).toEqual(["hello", "again"]);
    // A player reads the spectators' chat but has no box to post in it.
    expect(root.querySelector('[data-testid="chat-input"]')).toBeNull();
  });

  it("a spectator posts under a name, in the spectators' channel only", () => {
    const { root, sent } = mount(NO_CHAT, null);
    expect(root.querySelector('[data-testid="chat-channel-table"]')).toBeNull();
    const name = root.querySelector<HTMLInputElement>('[data-testid="chat-name"]')!;
    act(() => {
      name.value = "Carol";
      name.dispatchEvent(new Event("input"));
    });
    act(() => root.querySelectorAll<HTMLButtonElement>('[data-testid="chat-reaction"]')[3].click());
    expect(sent).toEqual([["spectators", "Well played", "Carol"]]);
  });
});

describe("new messages while the page is hidden", () => {
  afterEach(() => {
    Object.defineProperty(document, "hidden", { value: false, configurable: true });
    document.title = "";
  });

  it("show in the tab's title, which comes back once the page is looked at", () => {
    document.title = "Trickerion";
    Object.defineProperty(document, "hidden", { value: true, configurable: true });
    const root = document.createElement("div");
    document.body.append(root);
    const conn = { chat: () => true, olderChat: () => {} };
    const show = (chat: typeof NO_CHAT) => act(() => render(<ChatPanel chat={chat} lobby={lobby} me={0} conn={conn} gameId="g1" />, root));
    show(NO_CHAT);
    show({ ...NO_CHAT, table: [msg(1, "your turn, slowpoke")] });
    expect(document.title).toBe("(1) New message — Trickerion");
    Object.defineProperty(document, "hidden", { value: false, configurable: true });
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(document.title).toBe("Trickerion");
  });
});

describe("the creator's chat settings", () => {
  it("closes the spectators' chat and mutes a spectator's name with the creator's token", async () => {
    localStorage.setItem("trickerion:creator:g1", "creator-token");
    const calls: [string, string, string | null, string][] = [];
    const real = globalThis.fetch;
    globalThis.fetch = (async (path: string, init: RequestInit) => {
      calls.push([init.method!, path, (init.headers as Record<string, string>).Authorization ?? null, String(init.body)]);
      return new Response(JSON.stringify({ spectators_open: false, muted: [] }), { status: 200 });
    }) as typeof fetch;
    try {
      const root = document.createElement("div");
      document.body.append(root);
      const conn = { chat: () => true, olderChat: () => {} };
      const chat = { ...NO_CHAT, spectators: [msg(1, "boo", null, "spectators")] };
      act(() => render(<ChatPanel chat={chat} lobby={lobby} me={0} conn={conn} gameId="g1" />, root));
      act(() => root.querySelector<HTMLButtonElement>('[data-testid="chat-channel-spectators"]')!.click());
      await act(async () => root.querySelector<HTMLButtonElement>('[data-testid="chat-mute-name"]')!.click());
      await act(async () => root.querySelector<HTMLButtonElement>('[data-testid="chat-spectators-switch"]')!.click());
      expect(calls).toEqual([
        ["PUT", "/api/games/g1/chat", "Bearer creator-token", JSON.stringify({ mute: "Carol" })],
        ["PUT", "/api/games/g1/chat", "Bearer creator-token", JSON.stringify({ spectators_open: false })],
      ]);
    } finally {
      globalThis.fetch = real;
    }
  });

  it("offers nothing of the kind to others", () => {
    const root = document.createElement("div");
    document.body.append(root);
    const chat = { ...NO_CHAT, spectators: [msg(1, "boo", null, "spectators")] };
    act(() => render(<ChatPanel chat={chat} lobby={lobby} me={0} conn={{ chat: () => true, olderChat: () => {} }} gameId="g1" />, root));
    act(() => root.querySelector<HTMLButtonElement>('[data-testid="chat-channel-spectators"]')!.click());
    expect(root.querySelector('[data-testid="chat-mute-name"]')).toBeNull();
    expect(root.querySelector('[data-testid="chat-spectators-switch"]')).toBeNull();
  });
});
