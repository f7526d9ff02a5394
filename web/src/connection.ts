// The game's WebSocket: keeps the latest state, reconnects by itself with
// back-off, sends one move at a time, asks the server for previews of moves
// and for the rules' reasons behind refused board things, and tells
// subscribers about every change.
import type { Command } from "./generated/Command";
import type { GameState } from "./generated/GameState";
import type { LobbyInfo } from "./generated/LobbyInfo";
import type { LogLine } from "./generated/LogLine";
import type { PreviewResult } from "./generated/PreviewResult";
import type { Refusal } from "./generated/Refusal";
import type { ServerMessage } from "./generated/ServerMessage";
import type { ClientMessage } from "./generated/ClientMessage";
import type { Viewer } from "./generated/Viewer";
import type { ChatChannel } from "./generated/ChatChannel";
import { formatMsg } from "./i18n";
import { T } from "./text";
import { heard, history, NO_CHAT, type ChatLog } from "./chat/chat";

export type Link = "connecting" | "open" | "lost";

export interface Snapshot {
  link: Link;
  /** Seconds until the next reconnection attempt, when lost. */
  retryIn: number;
  viewer: Viewer | null;
  lobby: LobbyInfo | null;
  state: GameState | null;
  /** The whole log, oldest first. */
  log: LogLine[];
  /** The last refusal in words. */
  error: string | null;
  /** The socket's seat was given up or moved (close code 4001). */
  seatLost: boolean;
  /** The request id of the move on its way: no other move is sent meanwhile. */
  pending: string | null;
  /** Previews of commands in the current decision context, by `previewKey`. */
  previews: Record<string, PreviewResult>;
  /** The rules' reasons for refused board things, for decision context `refusalsAt`. */
  refusals: Refusal[];
  refusalsAt: string | null;
  /** Preview and why-not requests on their way: request id -> decision context. */
  asking: Record<string, string>;
  /** The table's chat (see `chat/chat.ts`). */
  chat: ChatLog;
}

export const INITIAL: Snapshot = {
  link: "connecting",
  retryIn: 0,
  viewer: null,
  lobby: null,
  state: null,
  log: [],
  error: null,
  seatLost: false,
  pending: null,
  previews: {},
  refusals: [],
  refusalsAt: null,
  asking: {},
  chat: NO_CHAT,
};

/** FNV-1a, enough to tell decision contexts apart. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36) + text.length.toString(36);
}

/** What a seat's previews and refusals depend on: its legal commands, the
 * phase and its own board. Other players' moves that change none of these (a
 * card put face down during Assignment) keep the answers valid, so a player
 * is not left waiting while others move at the same time. */
export function decisionContext(state: GameState | null): string {
  if (!state) return "";
  const v = state.view;
  const me = v.viewer === "spectator" ? null : v.players[v.viewer.seat];
  return hash(JSON.stringify([state.legal_commands, v.phase, me, v.market, v.dice, v.theater, v.slots, v.alley]));
}

/** The cache key of a command's preview in a decision context. */
export const previewKey = (context: string, c: Command) => `${context}|${JSON.stringify(c)}`;

/** The server's preview of `c` in the snapshot's current context, if it answered. */
export function previewOf(s: Snapshot, c: Command): PreviewResult | undefined {
  return s.previews[previewKey(decisionContext(s.state), c)];
}

/** A new state: previews and reasons of another decision context no longer hold. */
function withState(s: Snapshot, state: GameState, log: LogLine[]): Snapshot {
  const same = decisionContext(s.state) === decisionContext(state);
  return {
    ...s,
    state,
    log,
    previews: same ? s.previews : {},
    refusals: same ? s.refusals : [],
    refusalsAt: same ? s.refusalsAt : null,
  };
}

/** Folds one server message into the snapshot (pure, unit-tested). */
export function reduce(s: Snapshot, m: ServerMessage): Snapshot {
  switch (m.type) {
    case "welcome":
      // A new connection: whatever was on its way is answered or lost; the
      // server sends the chat again after it.
      return { ...s, viewer: m.viewer, lobby: m.lobby, link: "open", seatLost: false, pending: null, error: null, chat: NO_CHAT };
    case "lobby":
      return { ...s, lobby: m.lobby };
    case "snapshot":
      return withState(s, m.state, m.state.log);
    case "update": {
      const key = (l: LogLine) => `${l.version}\u0000${JSON.stringify(l.msg)}`;
      const seen = new Set(s.log.map(key));
      const fresh = m.state.log.filter((l) => !seen.has(key(l)));
      return withState(s, m.state, [...s.log, ...fresh]);
    }
    case "ack":
      return { ...s, pending: s.pending === m.request_id ? null : s.pending, error: null };
    case "error":
      if (m.request_id !== undefined && m.request_id in s.chat.sending) {
        const { [m.request_id]: _, ...sending } = s.chat.sending;
        return { ...s, chat: { ...s.chat, sending, error: m.words ? formatMsg(m.words) : m.message } };
      }
      if (m.request_id !== undefined && m.request_id in s.asking) {
        // A refused preview or why-not (e.g. rate limited): it may be asked again.
        const { [m.request_id]: _, ...asking } = s.asking;
        return { ...s, asking };
      }
      return { ...s, error: m.words ? formatMsg(m.words) : m.message, pending: m.request_id === undefined || m.request_id === s.pending ? null : s.pending };
    case "preview": {
      const { [m.request_id]: asked, ...asking } = s.asking;
      if (asked === undefined || asked !== decisionContext(s.state)) return { ...s, asking };
      const previews = { ...s.previews };
      for (const r of m.results) previews[previewKey(asked, r.command)] = r;
      return { ...s, previews, asking };
    }
    case "why_not": {
      const { [m.request_id]: asked, ...asking } = s.asking;
      if (asked === undefined || asked !== decisionContext(s.state)) return { ...s, asking };
      return { ...s, refusals: m.refusals, refusalsAt: asked, asking };
    }
    case "pong":
      return s;
    case "chat":
      return { ...s, chat: heard(s.chat, m.message) };
    case "chat_ack": {
      const { [m.request_id]: _, ...sending } = s.chat.sending;
      return { ...s, chat: { ...s.chat, sending, error: null } };
    }
    case "chat_history":
      return { ...s, chat: history(s.chat, m.channel, m.messages, m.more, m.request_id !== undefined) };
  }
}

/** Most commands per preview message (the server's limit). */
const PREVIEW_BATCH = 48;
/** The longest wait between reconnection attempts ("Retry now" skips it). */
export const RETRY_MAX_MS = 5000;

export class GameConnection {
  snap: Snapshot = INITIAL;
  private ws: WebSocket | null = null;
  private listeners = new Set<(s: Snapshot) => void>();
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private tick: ReturnType<typeof setInterval> | null = null;
  private closed = false;
  private counter = 0;
  /** Makes this page's command ids its own: the server remembers ids across
   * restarts to answer a resend as the original, so a reloaded page must not
   * reuse the ids of the page before. */
  private readonly session = Math.random().toString(36).slice(2, 10);
  private wanted: Command[] = [];
  private flush: ReturnType<typeof setTimeout> | null = null;
  /** What the table asked about in the current decision context: asked
   * again after a reconnection, whose welcome forgets every question on its
   * way (an open move panel would otherwise wait for an answer forever). */
  private interest: { ctx: string; commands: Command[]; whyNot: boolean } = { ctx: "", commands: [], whyNot: false };
  private reconnected = false;

  constructor(
    private gameId: string,
    private token: string | null,
  ) {
    this.open();
  }

  subscribe(f: (s: Snapshot) => void): () => void {
    this.listeners.add(f);
    f(this.snap);
    return () => this.listeners.delete(f);
  }

  private set(s: Snapshot) {
    this.snap = s;
    for (const f of this.listeners) f(s);
  }

  private open() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const q = this.token ? `?token=${encodeURIComponent(this.token)}` : "";
    const ws = new WebSocket(`${proto}//${location.host}/api/games/${this.gameId}/ws${q}`);
    this.ws = ws;
    this.set({ ...this.snap, link: this.snap.link === "lost" ? "lost" : "connecting" });
    ws.onopen = () => {
      this.attempt = 0;
    };
    ws.onmessage = (e) => {
      let m: ServerMessage;
      try {
        m = JSON.parse(e.data as string) as ServerMessage;
      } catch {
        return;
      }
      if (m.type === "welcome") this.set({ ...this.snap, asking: {} });
      // A refused preview (e.g. rate limited) may be asked for again.
      if (m.type === "welcome" || (m.type === "error" && m.request_id?.startsWith("p"))) this.askedFor.clear();
      this.set(reduce(this.snap, m));
      if (m.type === "welcome") this.reconnected = true;
      if (m.type === "snapshot" && this.reconnected) {
        this.reconnected = false;
        this.askAgain();
      }
    };
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.closed) return;
      if (e.code === 4001) {
        this.set({ ...this.snap, seatLost: true, link: "lost" });
        return;
      }
      this.scheduleReconnect(e.code === 1012 ? 0 : undefined);
    };
  }

  /** After a reconnection: the questions of a decision context that did not
   * change are asked again (a changed one is asked anew by the table). */
  private askAgain() {
    const { ctx, commands, whyNot } = this.interest;
    if (!ctx || ctx !== decisionContext(this.snap.state)) return;
    this.preview(commands);
    if (whyNot) this.whyNot();
  }

  private scheduleReconnect(delayMs?: number) {
    // Backs off from half a second to at most RETRY_MAX_MS (jitter included).
    const delay = delayMs ?? Math.min(RETRY_MAX_MS, 500 * 2 ** this.attempt * (0.75 + Math.random() * 0.5));
    this.attempt++;
    const until = Date.now() + delay;
    this.set({ ...this.snap, link: "lost", retryIn: Math.ceil(delay / 1000) });
    if (this.tick) clearInterval(this.tick);
    this.tick = setInterval(() => this.set({ ...this.snap, retryIn: Math.max(0, Math.ceil((until - Date.now()) / 1000)) }), 1000);
    this.timer = setTimeout(() => {
      if (this.tick) clearInterval(this.tick);
      this.tick = null;
      this.open();
    }, delay);
  }

  /** Reconnect now (the "retry" button). */
  retryNow() {
    if (this.ws) return;
    if (this.timer) clearTimeout(this.timer);
    if (this.tick) clearInterval(this.tick);
    this.open();
  }

  private send(m: ClientMessage, quiet = false): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
      if (!quiet) this.set({ ...this.snap, error: T.conn.notConnected });
      return false;
    }
    this.ws.send(JSON.stringify(m));
    return true;
  }

  /** Sends a move, unless one is still on its way (a double click sends one). */
  command(command: Command): boolean {
    if (this.snap.pending) return false;
    const request_id = `r${this.session}-${++this.counter}`;
    if (!this.send({ type: "command", request_id, command, version: this.snap.state?.version })) return false;
    this.set({ ...this.snap, pending: request_id, error: null });
    return true;
  }

  /** Whether `c`'s preview in context `ctx` is known or on its way. */
  private known(ctx: string, c: Command): boolean {
    const key = JSON.stringify(c);
    return !!this.snap.previews[previewKey(ctx, c)] || this.wanted.some((w) => JSON.stringify(w) === key) || this.askedFor.get(ctx)?.has(key) === true;
  }
  /** Commands asked for, per decision context (answers are dropped when the context changed). */
  private askedFor = new Map<string, Set<string>>();

  /** Asks for previews of these commands in the current decision context (batched). */
  preview(commands: Command[]) {
    const ctx = decisionContext(this.snap.state);
    if (!ctx) return;
    this.noteInterest(ctx);
    const seen = new Set(this.interest.commands.map((c) => JSON.stringify(c)));
    for (const c of commands) if (!seen.has(JSON.stringify(c))) this.interest.commands.push(c);
    for (const c of commands) if (!this.known(ctx, c)) this.wanted.push(c);
    if (this.wanted.length && !this.flush) {
      this.flush = setTimeout(() => {
        this.flush = null;
        const ctx = decisionContext(this.snap.state);
        const asked = this.askedFor.get(ctx) ?? new Set<string>();
        this.askedFor = new Map([[ctx, asked]]);
        while (this.wanted.length) {
          const batch = this.wanted.splice(0, PREVIEW_BATCH);
          const request_id = `p${++this.counter}`;
          if (this.send({ type: "preview", request_id, commands: batch }, true)) {
            for (const c of batch) asked.add(JSON.stringify(c));
            this.set({ ...this.snap, asking: { ...this.snap.asking, [request_id]: ctx } });
          }
        }
      }, 60);
    }
  }

  private noteInterest(ctx: string) {
    if (this.interest.ctx !== ctx) this.interest = { ctx, commands: [], whyNot: false };
  }

  /** Asks once per decision context for the rules' reasons behind refused board things. */
  whyNot() {
    const ctx = decisionContext(this.snap.state);
    if (ctx) {
      this.noteInterest(ctx);
      this.interest.whyNot = true;
    }
    if (!ctx || this.snap.refusalsAt === ctx || Object.entries(this.snap.asking).some(([id, c]) => id.startsWith("w") && c === ctx)) return;
    const request_id = `w${++this.counter}`;
    if (this.send({ type: "why_not", request_id }, true)) this.set({ ...this.snap, asking: { ...this.snap.asking, [request_id]: ctx } });
  }

  /** Takes back this seat's last command (when `state.can_undo`); one at a time, like moves. */
  undo(): boolean {
    if (this.snap.pending) return false;
    const request_id = `r${this.session}-${++this.counter}`;
    if (!this.send({ type: "undo", request_id, version: this.snap.state?.version })) return false;
    this.set({ ...this.snap, pending: request_id, error: null });
    return true;
  }

  resync() {
    this.send({ type: "resync" });
  }

  /** Posts in a chat channel (a spectator gives a name); false when not connected. */
  chat(channel: ChatChannel, text: string, name?: string): boolean {
    const request_id = `c${this.session}-${++this.counter}`;
    if (!this.send({ type: "chat", request_id, channel, text, ...(name ? { name } : {}) }, true)) {
      this.set({ ...this.snap, chat: { ...this.snap.chat, error: T.conn.notConnected } });
      return false;
    }
    this.set({ ...this.snap, chat: { ...this.snap.chat, sending: { ...this.snap.chat.sending, [request_id]: channel }, error: null } });
    return true;
  }

  /** Asks for a channel's messages before the oldest one shown. */
  olderChat(channel: ChatChannel) {
    const oldest = this.snap.chat[channel][0];
    if (oldest) this.send({ type: "chat_history", request_id: `h${++this.counter}`, channel, before: oldest.id }, true);
  }

  clearError() {
    this.set({ ...this.snap, error: null });
  }

  close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.tick) clearInterval(this.tick);
    if (this.flush) clearTimeout(this.flush);
    this.ws?.close();
  }
}
