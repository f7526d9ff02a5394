// The card catalogue, generated from the rules crate (see generated/catalog.json).
import type { Catalog } from "./generated/Catalog";
import type { TrickInfo } from "./generated/TrickInfo";
import type { PerformanceInfo } from "./generated/PerformanceInfo";
import type { MagicianInfo } from "./generated/MagicianInfo";
import type { Component } from "./generated/Component";
import type { SpecialInfo } from "./generated/SpecialInfo";
import type { ProphecyInfo } from "./generated/ProphecyInfo";
import data from "./generated/catalog.json";

export const catalog = data as unknown as Catalog;

const tricks = new Map<number, TrickInfo>(catalog.tricks.map((t) => [t.id, t]));
const performances = new Map<number, PerformanceInfo>(catalog.performances.map((p) => [p.id, p]));
// With the Academy's four (ids after the printed eight; offered in Academy games only).
const magicians = new Map<number, MagicianInfo>([...catalog.magicians, ...catalog.academy.magicians].map((m) => [m.id, m]));

export function trick(id: number): TrickInfo {
  const t = tricks.get(id);
  if (!t) throw new Error(`unknown Trick ${id}`);
  return t;
}
export function performance(id: number): PerformanceInfo {
  const p = performances.get(id);
  if (!p) throw new Error(`unknown Performance card ${id}`);
  return p;
}
export function magician(id: number): MagicianInfo {
  const m = magicians.get(id);
  if (!m) throw new Error(`unknown Magician ${id}`);
  return m;
}
/** Components in `Component::index` order (the order of `PlayerView.components`). */
export const COMPONENTS: Component[] = catalog.components.map((c) => c.component);
export function componentInfo(c: Component) {
  return catalog.components.find((x) => x.component === c)!;
}

const specials = new Map<number, SpecialInfo>(catalog.special_assignments.map((s) => [s.id, s]));
// With the Academy's three (ids after the printed 27; in Academy games' piles only).
const prophecies = new Map<number, ProphecyInfo>([...catalog.prophecies, ...catalog.academy.prophecies].map((p) => [p.id, p]));

/** A Special Assignment card (Dark Alley). */
export function special(id: number): SpecialInfo {
  const s = specials.get(id);
  if (!s) throw new Error(`unknown Special Assignment card ${id}`);
  return s;
}
/** A Prophecy (Dark Alley). */
export function prophecy(id: number): ProphecyInfo {
  const p = prophecies.get(id);
  if (!p) throw new Error(`unknown Prophecy ${id}`);
  return p;
}

/** Facts printed on the boards: slot and weekday modifiers, Characters' base AP and Wages. */
export const board = catalog.board;
