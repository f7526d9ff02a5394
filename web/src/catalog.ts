// The card catalogue, generated from the rules crate (see generated/catalog.json).
import type { Catalog } from "./generated/Catalog";
import type { TrickInfo } from "./generated/TrickInfo";
import type { PerformanceInfo } from "./generated/PerformanceInfo";
import type { MagicianInfo } from "./generated/MagicianInfo";
import type { Component } from "./generated/Component";
import type { SpecialInfo } from "./generated/SpecialInfo";
import type { ProphecyInfo } from "./generated/ProphecyInfo";
import data from "./generated/catalog.json";
import { BUNDLES, currentLang, FALLBACK, hasMessage, t, tAttr } from "./i18n";

export const catalog = data as unknown as Catalog;

const tricks = new Map<number, TrickInfo>(catalog.tricks.map((t) => [t.id, t]));
const performances = new Map<number, PerformanceInfo>(catalog.performances.map((p) => [p.id, p]));
// With the Academy's four (ids after the printed eight; offered in Academy games only).
const magicians = new Map<number, MagicianInfo>([...catalog.magicians, ...catalog.academy.magicians].map((m) => [m.id, m]));

/** Cards as the current language names and tells them: the card data's
 * English, with its `name` and printed text read from the catalogs
 * (`<kind>-<id>` in game.ftl, `<kind>-<id>-text` in cards.ftl) wherever they
 * have them. Kept per language, so a card is looked up once. */
/** Message `id` (or its attribute) in the English catalogs, unformatted
 * arguments aside (card names and texts take none). */
function english(id: string, attr?: string): string | undefined {
  const bundle = BUNDLES.get(FALLBACK);
  const m = bundle?.getMessage(id);
  const pattern = attr ? m?.attributes[attr] : m?.value;
  return bundle && pattern ? bundle.formatPattern(pattern, {}, []) : undefined;
}

const localized = new WeakMap<object, Map<string, unknown>>();
export function localize<C extends object>(raw: C, term: string, fields: { text?: keyof C; ability?: keyof C } = {}): C {
  const lang = currentLang();
  const seen = localized.get(raw) ?? new Map<string, unknown>();
  localized.set(raw, seen);
  const hit = seen.get(lang) as C | undefined;
  if (hit) return hit;
  const out = { ...raw } as Record<string, unknown>;
  const r = raw as Record<string, unknown>;
  // A catalog's words stand for this card only where its English is the
  // card data's (an older content version may say something else).
  const same = (field: string, id: string, attr?: string) => hasMessage(id) && r[field] === english(id, attr);
  if (same("name", term)) out.name = t(term);
  if (fields.ability && same(fields.ability as string, term, "ability")) out[fields.ability as string] = tAttr(term, "ability");
  if (fields.text && same(fields.text as string, `${term}-text`)) out[fields.text as string] = t(`${term}-text`);
  seen.set(lang, out);
  return out as C;
}

export function trick(id: number): TrickInfo {
  const t = tricks.get(id);
  if (!t) throw new Error(`unknown Trick ${id}`);
  return localize(t, `trick-${id}`);
}
export function performance(id: number): PerformanceInfo {
  const p = performances.get(id);
  if (!p) throw new Error(`unknown Performance card ${id}`);
  return p;
}
export function magician(id: number): MagicianInfo {
  const m = magicians.get(id);
  if (!m) throw new Error(`unknown Magician ${id}`);
  return localize(m, `magician-${id}`, { ability: "ability", text: "ability_text" });
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
  return localize(s, `special-${s.code}`, { text: "text" });
}
/** A Prophecy (Dark Alley). */
export function prophecy(id: number): ProphecyInfo {
  const p = prophecies.get(id);
  if (!p) throw new Error(`unknown Prophecy ${id}`);
  return localize(p, `prophecy-${p.code}`, { text: "text" });
}

/** Facts printed on the boards: slot and weekday modifiers, Characters' base AP and Wages. */
export const board = catalog.board;
