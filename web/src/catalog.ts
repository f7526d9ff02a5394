// The card catalogue, generated from the rules crate (see generated/catalog.json).
import type { Catalog } from "./generated/Catalog";
import type { TrickInfo } from "./generated/TrickInfo";
import type { PerformanceInfo } from "./generated/PerformanceInfo";
import type { MagicianInfo } from "./generated/MagicianInfo";
import type { Component } from "./generated/Component";
import data from "./generated/catalog.json";

export const catalog = data as unknown as Catalog;

const tricks = new Map<number, TrickInfo>(catalog.tricks.map((t) => [t.id, t]));
const performances = new Map<number, PerformanceInfo>(catalog.performances.map((p) => [p.id, p]));
const magicians = new Map<number, MagicianInfo>(catalog.magicians.map((m) => [m.id, m]));

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
