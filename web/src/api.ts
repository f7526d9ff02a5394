// The lobby's HTTP API and the tokens kept in localStorage.
import type { ChatSettings } from "./generated/ChatSettings";
import type { ChatSettingsRequest } from "./generated/ChatSettingsRequest";
import type { CreateGameRequest } from "./generated/CreateGameRequest";
import type { CreateGameResponse } from "./generated/CreateGameResponse";
import type { ErrorBody } from "./generated/ErrorBody";
import type { JoinSeatResponse } from "./generated/JoinSeatResponse";
import type { BotLevel } from "./generated/BotLevel";
import type { LobbyInfo } from "./generated/LobbyInfo";
import type { HistoryView } from "./generated/HistoryView";
import type { GameList } from "./generated/GameList";
import type { RematchResponse } from "./generated/RematchResponse";
import type { SeatHeld } from "./generated/SeatHeld";
import type { TableChat } from "./generated/TableChat";
import { formatMsg } from "./i18n";
import { T } from "./text";

export class ApiError extends Error {
  constructor(public status: number, public body: ErrorBody | null) {
    super(body?.words ? formatMsg(body.words) : body?.message ?? T.error.generic(status));
  }
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  const json = text ? JSON.parse(text) : null;
  if (!res.ok) throw new ApiError(res.status, json as ErrorBody | null);
  return json as T;
}

export const api = {
  create: (req: CreateGameRequest) => call<CreateGameResponse>("POST", "/api/games", req),
  lobby: (id: string) => call<LobbyInfo>("GET", `/api/games/${id}`),
  /** The seat a seat token holds; 401 for a stale or mistyped seat link. */
  seatOf: (id: string, token: string) => call<SeatHeld>("GET", `/api/games/${id}/seat`, undefined, token),
  view: (id: string, version: number) => call<HistoryView>("GET", `/api/games/${id}/views/${version}`),
  /** The players' chat of a game that is over, a page before `before` (the latest without). */
  tableChat: (id: string, before?: number) => call<TableChat>("GET", `/api/games/${id}/chat${before === undefined ? "" : `?before=${before}`}`),
  join: (id: string, seat: number, name: string, token?: string) =>
    call<JoinSeatResponse>("POST", `/api/games/${id}/seats/${seat}`, { name }, token),
  leave: (id: string, seat: number, token: string) => call<null>("DELETE", `/api/games/${id}/seats/${seat}`, undefined, token),
  start: (id: string, creatorToken: string) => call<LobbyInfo>("POST", `/api/games/${id}/start`, {}, creatorToken),
  addBot: (id: string, seat: number, level: BotLevel, creatorToken: string) =>
    call<LobbyInfo>("POST", `/api/games/${id}/seats/${seat}/bot`, { level }, creatorToken),
  /** The rematch's creator opens a seat kept for a player of the last game. */
  freeReservation: (id: string, seat: number, creatorToken: string) =>
    call<null>("DELETE", `/api/games/${id}/seats/${seat}/reservation`, undefined, creatorToken),
  removeBot: (id: string, seat: number, creatorToken: string) =>
    call<null>("DELETE", `/api/games/${id}/seats/${seat}/bot`, undefined, creatorToken),
  /** Listed games open to join or in play, newest first. */
  list: (page: number) => call<GameList>("GET", `/api/games?page=${page}`),
  /** A bot plays an away seat: the creator decides, or this is one vote. */
  standIn: (id: string, seat: number, token: string, level?: BotLevel) =>
    call<LobbyInfo>("POST", `/api/games/${id}/seats/${seat}/stand-in`, level ? { level } : {}, token),
  /** The stand-in bot steps aside (the seat's own player, or the creator). */
  handBack: (id: string, seat: number, token: string) => call<LobbyInfo>("DELETE", `/api/games/${id}/seats/${seat}/stand-in`, undefined, token),
  webhook: (id: string, seat: number, url: string | null, token: string) =>
    call<null>("PUT", `/api/games/${id}/seats/${seat}/webhook`, { url }, token),
  rematch: (id: string, rotate: boolean, token: string) => call<RematchResponse>("POST", `/api/games/${id}/rematch`, { rotate }, token),
  /** The creator opens or closes the spectators' chat, or mutes a spectator's name for the game. */
  chatSettings: (id: string, change: ChatSettingsRequest, creatorToken: string) => call<ChatSettings>("PUT", `/api/games/${id}/chat`, change, creatorToken),
};

export interface SeatToken {
  seat: number;
  token: string;
  /** When this browser took the seat (ms), to list recent games first. */
  at?: number;
}
const seatKey = (id: string) => `trickerion:seat:${id}`;
const creatorKey = (id: string) => `trickerion:creator:${id}`;

export const tokens = {
  seat(id: string): SeatToken | null {
    const raw = localStorage.getItem(seatKey(id));
    return raw ? (JSON.parse(raw) as SeatToken) : null;
  },
  setSeat(id: string, t: SeatToken | null) {
    if (t) localStorage.setItem(seatKey(id), JSON.stringify({ ...t, at: t.at ?? tokens.seat(id)?.at ?? Date.now() }));
    else localStorage.removeItem(seatKey(id));
  },
  creator(id: string): string | null {
    return localStorage.getItem(creatorKey(id));
  },
  setCreator(id: string, token: string) {
    localStorage.setItem(creatorKey(id), token);
  },
  /** The games this browser holds a seat in, most recently joined first. */
  mine(): { id: string; seat: number }[] {
    const out: { id: string; seat: number; at: number }[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      const m = k ? /^trickerion:seat:(.+)$/.exec(k) : null;
      if (!m) continue;
      try {
        const t = JSON.parse(localStorage.getItem(k!)!) as SeatToken;
        out.push({ id: m[1], seat: t.seat, at: t.at ?? 0 });
      } catch {
        /* a damaged entry: not a game of ours */
      }
    }
    return out.sort((a, b) => b.at - a.at).map(({ id, seat }) => ({ id, seat }));
  },
};
