// The lobby's HTTP API and the tokens kept in localStorage.
import type { CreateGameRequest } from "./generated/CreateGameRequest";
import type { CreateGameResponse } from "./generated/CreateGameResponse";
import type { ErrorBody } from "./generated/ErrorBody";
import type { JoinSeatResponse } from "./generated/JoinSeatResponse";
import type { BotLevel } from "./generated/BotLevel";
import type { LobbyInfo } from "./generated/LobbyInfo";
import type { HistoryView } from "./generated/HistoryView";
import { T } from "./text";

export class ApiError extends Error {
  constructor(public status: number, public body: ErrorBody | null) {
    super(body?.message ?? T.error.generic(status));
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
  view: (id: string, version: number) => call<HistoryView>("GET", `/api/games/${id}/views/${version}`),
  join: (id: string, seat: number, name: string, token?: string) =>
    call<JoinSeatResponse>("POST", `/api/games/${id}/seats/${seat}`, { name }, token),
  leave: (id: string, seat: number, token: string) => call<null>("DELETE", `/api/games/${id}/seats/${seat}`, undefined, token),
  start: (id: string, creatorToken: string) => call<LobbyInfo>("POST", `/api/games/${id}/start`, {}, creatorToken),
  addBot: (id: string, seat: number, level: BotLevel, creatorToken: string) =>
    call<LobbyInfo>("POST", `/api/games/${id}/seats/${seat}/bot`, { level }, creatorToken),
  removeBot: (id: string, seat: number, creatorToken: string) =>
    call<null>("DELETE", `/api/games/${id}/seats/${seat}/bot`, undefined, creatorToken),
};

export interface SeatToken {
  seat: number;
  token: string;
}
const seatKey = (id: string) => `trickerion:seat:${id}`;
const creatorKey = (id: string) => `trickerion:creator:${id}`;

export const tokens = {
  seat(id: string): SeatToken | null {
    const raw = localStorage.getItem(seatKey(id));
    return raw ? (JSON.parse(raw) as SeatToken) : null;
  },
  setSeat(id: string, t: SeatToken | null) {
    if (t) localStorage.setItem(seatKey(id), JSON.stringify(t));
    else localStorage.removeItem(seatKey(id));
  },
  creator(id: string): string | null {
    return localStorage.getItem(creatorKey(id));
  },
  setCreator(id: string, token: string) {
    localStorage.setItem(creatorKey(id), token);
  },
};
