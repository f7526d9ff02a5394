// The table's chat as the client keeps it: both channels' messages in id
// order (the server's order), whether older ones exist, the messages on their
// way and the last refusal, the unread count, and this browser's own mutes.
// Everything here is plain data folded from server messages (unit-tested);
// text is only ever shown as text.
import type { ChatChannel } from "../generated/ChatChannel";
import type { ChatMessage } from "../generated/ChatMessage";

export interface ChatLog {
  table: ChatMessage[];
  spectators: ChatMessage[];
  /** Older messages exist on the server, per channel. */
  more: Record<ChatChannel, boolean>;
  /** Chat messages sent and not yet answered: request id -> channel. */
  sending: Record<string, ChatChannel>;
  /** The last refusal of a chat message, in words. */
  error: string | null;
}

export const NO_CHAT: ChatLog = { table: [], spectators: [], more: { table: false, spectators: false }, sending: {}, error: null };

/** `into` with `fresh` merged in: one message per id, in id order. */
export function merge(into: ChatMessage[], fresh: ChatMessage[]): ChatMessage[] {
  const byId = new Map(into.map((m) => [m.id, m]));
  for (const m of fresh) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A new message of a channel. */
export function heard(c: ChatLog, m: ChatMessage): ChatLog {
  return { ...c, [m.channel]: merge(c[m.channel], [m]) };
}

/** A page of a channel: the latest on connecting, or older ones asked for. */
export function history(c: ChatLog, channel: ChatChannel, messages: ChatMessage[], more: boolean, older: boolean): ChatLog {
  const known = c[channel];
  // The latest page on connecting says whether older ones exist; an older
  // page says whether there are more before it.
  const keepMore = older || known.length === 0 || messages.length === 0 || messages[0].id <= known[0].id;
  return { ...c, [channel]: merge(known, messages), more: { ...c.more, [channel]: keepMore ? more : c.more[channel] } };
}

/** This browser's own mutes: seats and the spectators' channel it does not want to read. */
export interface Mutes {
  seats: number[];
  spectators: boolean;
}

export const NO_MUTES: Mutes = { seats: [], spectators: false };

export function muted(m: ChatMessage, mutes: Mutes): boolean {
  return m.seat === null ? mutes.spectators : mutes.seats.includes(m.seat);
}

/** Messages others wrote after `seenId` that this viewer reads (not muted). */
export function unread(messages: ChatMessage[], seenId: number, me: number | null, mutes: Mutes): number {
  return messages.filter((m) => m.id > seenId && !muted(m, mutes) && (me === null || m.seat !== me)).length;
}

/** Quick reactions that need no typing, by message id: posted in the
 * sender's language, like anything typed. */
export const REACTIONS = ["ui-chat-reaction-good-move", "ui-chat-reaction-thanks", "ui-chat-reaction-oops", "ui-chat-reaction-well-played"] as const;

/** Most characters of a message (the server's limit). */
export const MAX_CHAT_CHARS = 500;
