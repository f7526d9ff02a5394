// Dahlgaard's Academy's content (provisional, from the rules crate through the
// catalog) and the keys its board things carry.
import { catalog } from "../catalog";
import type { AcademyInfo } from "../generated/AcademyInfo";
import type { ClassSlot } from "../generated/ClassSlot";
import type { Room } from "../generated/Room";
import type { SecretTile } from "../generated/SecretTile";
import type { Upgrade } from "../generated/Upgrade";
import type { Yield } from "../generated/Yield";
import type { ContentStamp } from "../generated/ContentStamp";

/** The Academy content of the game on the table: the current file, or the
 * earlier file a game was created with (docs/CONTENT.md "Versions"). Set by
 * `selectAcademyContent` before a table or history view draws. */
export let ACADEMY: AcademyInfo = catalog.academy;

/** The Academy content a view's `academy.content` names: an archived file
 * with the same version and bytes, else the current one. */
export function academyFor(stamp: ContentStamp | null | undefined): AcademyInfo {
  const old = stamp ? catalog.academy_archive.find((a) => a.content.version === stamp.version && a.content.hash === stamp.hash) : undefined;
  if (!old) return catalog.academy;
  return { ...catalog.academy, protege: old.protege, wings: old.wings, classrooms: old.classrooms, practice_rooms: old.practice_rooms, secrets: old.secrets };
}

/** Draws the Academy of the game whose view names `stamp`. */
export function selectAcademyContent(stamp: ContentStamp | null | undefined): void {
  ACADEMY = academyFor(stamp);
}

/** A wing's Renovate target. */
export const wingKey = (wing: number) => `wing:${wing}`;
/** A tile slot on a renovated wing: where Practice and Teach put a marker. */
export const spotKey = (wing: number, slot: number) => `aspot:${wing}:${slot}`;
/** A face-up Secret next to the board. */
export const secretKey = (secret: number) => `secret:${secret}`;
/** One of the viewer's Protégé's three Secret spaces. */
export const spaceKey = (space: number) => `pspace:${space}`;
/** One of the viewer's Protégé's Secrets as Anjali lends it to an Apprentice. */
export const lendKey = (secret: number) => `lend:${secret}`;
/** Another player's Protégé space (never clickable). */
export const otherSpaceKey = (seat: number, space: number) => `opspace:${seat}:${space}`;

export function roomName(r: Room): string {
  return r === "classroom" ? "Classroom" : "Practice Room";
}

/** "Classroom C". */
export function wingName(wing: number): string {
  const w = ACADEMY.wings[wing];
  return w ? `${roomName(w.room)} ${w.letter}` : `wing ${wing + 1}`;
}

export function secret(id: number): SecretTile {
  const s = ACADEMY.secrets[id];
  if (!s) throw new Error(`unknown Secret ${id}`);
  return s;
}

/** 004 "New phase: Classroom" a-d, in words. */
export function classSlotText(s: ClassSlot): string {
  return {
    reduced: "the Trick's Coins and Fame, 1 less each",
    coins: "the Trick's Coins +1/2/3",
    fame: "the Trick's Fame",
    shards: "the Trick's Shards +1/2/3",
  }[s];
}
export function classSlotShort(s: ClassSlot): string {
  return { reduced: "−1/−1", coins: "Coins+", fame: "Fame", shards: "Shards+" }[s];
}

/** 004 "Practice": the four upgrades, in words. */
export function upgradeText(u: Upgrade): string {
  return {
    ignore_components: "ignore up to 3 Coins of Components",
    free_orientation: "orient its markers any way",
    extra_marker: "1 more marker when Preparing",
    yield_increase: "+1 Coin and +1 Fame yield",
  }[u];
}
export function upgradeShort(u: Upgrade): string {
  return { ignore_components: "Components", free_orientation: "Orientation", extra_marker: "+1 marker", yield_increase: "+1/+1 yield" }[u];
}

export function yieldText(y: Yield): string {
  const parts: string[] = [];
  if (y.fame) parts.push(`${y.fame} Fame`);
  if (y.coins) parts.push(`${y.coins} ${y.coins === 1 ? "Coin" : "Coins"}`);
  if (y.shards) parts.push(`${y.shards} ${y.shards === 1 ? "Shard" : "Shards"}`);
  return parts.length ? parts.join(", ") : "nothing";
}

/** A tile of `room` by its index among its room's tiles. */
export function tileOf(room: Room, tile: number) {
  return room === "classroom" ? { kind: "classroom" as const, t: ACADEMY.classrooms[tile] } : { kind: "practice" as const, t: ACADEMY.practice_rooms[tile] };
}

/** A tile in words: its code, level and slots. */
export function tileText(room: Room, tile: number): string {
  const x = tileOf(room, tile);
  if (!x.t) return `tile ${tile + 1}`;
  if (x.kind === "classroom") {
    const c = ACADEMY.classrooms[tile];
    return `${c.code} (level ${c.level}): ${c.slots.map(classSlotText).join(" / ")}; Popular Class Bonus ${yieldText(c.bonus)}`;
  }
  const p = ACADEMY.practice_rooms[tile];
  return `${p.code} (level ${p.level}): ${p.slots.map(upgradeText).join(" / ")}`;
}
