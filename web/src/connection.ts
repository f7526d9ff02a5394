// The game's WebSocket: keeps the latest state, reconnects by itself with
// back-off, and tells subscribers about every change.
import type { Command } from "./generated/Command";
import type { GameState } from "./generated/GameState";
import type { LobbyInfo } from "./generated/LobbyInfo";
import type { LogLine } from "./generated/LogLine";
import type { ServerMessage } from "./generated/ServerMessage";
import type { ClientMessage } from "./generated/ClientMessage";
import type { Viewer } from "./generated/Viewer";

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
  pending: string | null;
}

export const INITIAL: Snapshot = { link: "connecting", retryIn: 0, viewer: null, lobby: null, state: null, log: [], error: null, seatLost: false, pending: null };

/** Folds one server message into the snapshot (pure, unit-tested). */
export function reduce(s: Snapshot, m: ServerMessage): Snapshot {
  switch (m.type) {
    case "welcome":
      return { ...s, viewer: m.viewer, lobby: m.lobby, link: "open", seatLost: false };
    case "lobby":
      return { ...s, lobby: m.lobby };
    case "snapshot":
      return { ...s, state: m.state, log: m.state.log };
    case "update": {
      const seen = new Set(s.log.map((l) => `${l.version}\u0000${l.text}`));
      const fresh = m.state.log.filter((l) => !seen.has(`${l.version}\u0000${l.text}`));
      return { ...s, state: m.state, log: [...s.log, ...fresh], pending: null };
    }
    case "ack":
      return { ...s, pending: s.pending === m.request_id ? null : s.pending, error: null };
    case "error":
      return { ...s, error: m.message, pending: null };
    case "pong":
    case "preview":
    case "why_not":
      return s;
  }
}

export class GameConnection {
  snap: Snapshot = INITIAL;
  private ws: WebSocket | null = null;
  private listeners = new Set<(s: Snapshot) => void>();
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private tick: ReturnType<typeof setInterval> | null = null;
  private closed = false;
  private counter = 0;

  constructor(private gameId: string, private token: string | null) {
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
      this.set(reduce(this.snap, m));
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

  private scheduleReconnect(delayMs?: number) {
    const delay = delayMs ?? Math.min(15000, 500 * 2 ** this.attempt) * (0.75 + Math.random() * 0.5);
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

  private send(m: ClientMessage): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
      this.set({ ...this.snap, error: "Not connected: the move was not sent. Wait for the connection to come back." });
      return false;
    }
    this.ws.send(JSON.stringify(m));
    return true;
  }

  command(command: Command) {
    const request_id = `r${++this.counter}`;
    if (this.send({ type: "command", request_id, command, version: this.snap.state?.version }))
      this.set({ ...this.snap, pending: request_id, error: null });
  }

  resync() {
    this.send({ type: "resync" });
  }

  clearError() {
    this.set({ ...this.snap, error: null });
  }

  close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.tick) clearInterval(this.tick);
    this.ws?.close();
  }
}
