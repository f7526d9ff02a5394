// Dahlgaard's Academy's content (provisional, from the rules crate through the
// catalog) and the keys its board things carry.
import { catalog, localize } from "../catalog";
import type { AcademyInfo } from "../generated/AcademyInfo";
import type { ClassSlot } from "../generated/ClassSlot";
import type { Room } from "../generated/Room";
import type { SecretTile } from "../generated/SecretTile";
import type { Upgrade } from "../generated/Upgrade";
import type { Yield } from "../generated/Yield";
import type { ContentStamp } from "../generated/ContentStamp";
import { t } from "../i18n";

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
  return r === "classroom" ? t("ui-academy-room-classroom") : t("ui-academy-room-practice");
}

/** "Classroom C". */
export function wingName(wing: number): string {
  const w = ACADEMY.wings[wing];
  return w ? t("ui-academy-wing", { room: roomName(w.room), letter: w.letter }) : t("ui-academy-wing-n", { n: wing + 1 });
}

export function secret(id: number): SecretTile {
  const s = ACADEMY.secrets[id];
  if (!s) throw new Error(`unknown Secret ${id}`);
  return localize(s, `secret-${s.code}`, { text: "text" });
}

/** 004 "New phase: Classroom" a-d, in words. */
export function classSlotText(s: ClassSlot): string {
  return t(
    {
      reduced: "ui-academy-class-reduced",
      coins: "ui-academy-class-coins",
      fame: "ui-academy-class-fame",
      shards: "ui-academy-class-shards",
    }[s],
  );
}
export function classSlotShort(s: ClassSlot): string {
  return t({ reduced: "ui-academy-class-reduced-short", coins: "ui-academy-class-coins-short", fame: "ui-academy-class-fame-short", shards: "ui-academy-class-shards-short" }[s]);
}

/** 004 "Practice": the four upgrades, in words. */
export function upgradeText(u: Upgrade): string {
  return t(
    {
      ignore_components: "ui-academy-upgrade-ignore-components",
      free_orientation: "ui-academy-upgrade-free-orientation",
      extra_marker: "ui-academy-upgrade-extra-marker",
      yield_increase: "ui-academy-upgrade-yield-increase",
    }[u],
  );
}
export function upgradeShort(u: Upgrade): string {
  return t(
    {
      ignore_components: "ui-academy-upgrade-ignore-components-short",
      free_orientation: "ui-academy-upgrade-free-orientation-short",
      extra_marker: "ui-academy-upgrade-extra-marker-short",
      yield_increase: "ui-academy-upgrade-yield-increase-short",
    }[u],
  );
}

export function yieldText(y: Yield): string {
  const parts: string[] = [];
  if (y.fame) parts.push(t("ui-n-fame", { n: y.fame }));
  if (y.coins) parts.push(t("ui-n-coins", { n: y.coins }));
  if (y.shards) parts.push(t("ui-n-shards", { n: y.shards }));
  return parts.length ? parts.join(", ") : t("ui-nothing");
}

/** A tile of `room` by its index among its room's tiles. */
export function tileOf(room: Room, tile: number) {
  return room === "classroom" ? { kind: "classroom" as const, t: ACADEMY.classrooms[tile] } : { kind: "practice" as const, t: ACADEMY.practice_rooms[tile] };
}

/** A tile in words: its code, level and slots. */
export function tileText(room: Room, tile: number): string {
  const x = tileOf(room, tile);
  if (!x.t) return t("ui-academy-tile-n", { n: tile + 1 });
  if (x.kind === "classroom") {
    const c = ACADEMY.classrooms[tile];
    return t("ui-academy-classroom-text", { code: c.code, level: c.level, slots: c.slots.map(classSlotText).join(" / "), bonus: yieldText(c.bonus) });
  }
  const p = ACADEMY.practice_rooms[tile];
  return t("ui-academy-practice-text", { code: p.code, level: p.level, slots: p.slots.map(upgradeText).join(" / ") });
}
