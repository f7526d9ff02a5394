// Composing a command step by step from the server's legal-command list.
// A selection is the board things clicked so far, the kind of action (when
// several act on the same thing) and the extra choices made; the candidates are
// the legal commands that agree with all of it. Pure functions, unit-tested.
import type { Command } from "../generated/Command";
import type { Location } from "../generated/Location";
import { GROUP_ORDER, labelOf, preferenceOf, specOf, targetsOf, type CommandType, type Group } from "./registry";
import { keyLocation, placementLocation } from "./direct";

export interface Selection {
  keys: string[];
  kind: CommandType | null;
  fields: Record<string, string>;
  /** A thing clicked before the Character that acts on it is placed: the
   * selection is the placement at its Location, and `then` is clicked again
   * once the placed Character acts. */
  via?: { location: Location; then: string };
}
export const EMPTY: Selection = { keys: [], kind: null, fields: {} };

/** Whether nothing is selected. */
export const isEmpty = (sel: Selection): boolean => sel.keys.length === 0 && !sel.kind && Object.keys(sel.fields).length === 0 && !sel.via;

export function candidates(legal: Command[], sel: Selection): Command[] {
  return legal.filter((c) => {
    if (sel.kind && c.type !== sel.kind) return false;
    if (sel.via && placementLocation(c) !== sel.via.location) return false;
    const t = targetsOf(c);
    if (!sel.keys.every((k) => t.includes(k))) return false;
    const spec = specOf(c);
    return spec.fields.every((f) => sel.fields[f.name] === undefined || f.value(c) === sel.fields[f.name]);
  });
}

/** Board keys to highlight: things a next click could pick. */
export function highlighted(legal: Command[], sel: Selection): Set<string> {
  const out = new Set<string>();
  for (const c of candidates(legal, sel)) for (const k of targetsOf(c)) if (!sel.keys.includes(k)) out.add(k);
  return out;
}

function kinds(cs: Command[]): CommandType[] {
  return [...new Set(cs.map((c) => c.type))];
}

/** Click on a board thing: select it if legal, unselect it if selected. */
export function click(legal: Command[], sel: Selection, key: string): Selection {
  if (sel.keys.includes(key)) return withKind(legal, { ...sel, keys: sel.keys.filter((k) => k !== key) });
  const next = { ...sel, keys: [...sel.keys, key] };
  if (candidates(legal, next).length === 0) {
    // Not compatible with the current choice: start a new choice from this thing.
    const fresh = { ...EMPTY, keys: [key] };
    if (candidates(legal, fresh).length) return withKind(legal, fresh);
    return viaPlacement(legal, key) ?? sel;
  }
  return withKind(legal, next);
}

/** A thing of a Location no legal command acts on yet, while a Character may
 * be placed there: the placement first, the thing once the Character acts. */
export function viaPlacement(legal: Command[], key: string): Selection | null {
  const location = keyLocation(key);
  if (!location || !legal.some((c) => placementLocation(c) === location)) return null;
  return { keys: [], kind: "place", fields: {}, via: { location, then: key } };
}

/** The Locations a Character may be placed at now (their things are clickable). */
export function placeable(legal: Command[]): Set<Location> {
  const out = new Set<Location>();
  for (const c of legal) {
    const l = placementLocation(c);
    if (l) out.add(l);
  }
  return out;
}

/** Fix the kind when only one kind remains. */
function withKind(legal: Command[], sel: Selection): Selection {
  if (sel.keys.length === 0 && Object.keys(sel.fields).length === 0 && !sel.via) return EMPTY;
  const ks = kinds(candidates(legal, { ...sel, kind: null }));
  return { ...sel, kind: ks.length === 1 ? ks[0] : sel.kind };
}

export function chooseKind(sel: Selection, kind: CommandType): Selection {
  return { ...sel, kind };
}
/** The most likely move among the candidates: the preferred kind (never giving
 * back), then the registry's sensible defaults (no Shard, the cheapest
 * payment), then the most Action Points the server's preview reports, then the
 * server's order. */
export function propose(cs: Command[], apLeft: (c: Command) => number | null | undefined = () => undefined): Command | null {
  if (!cs.length) return null;
  const kindRank = (c: Command) => {
    const i = KIND_ORDER.indexOf(c.type);
    return i < 0 ? KIND_ORDER.length : i;
  };
  const best = Math.min(...cs.map(kindRank));
  const same = cs.filter((c) => kindRank(c) === best);
  const score = same.map((c, i) => ({ c, i, pref: preferenceOf(c), ap: apLeft(c) ?? -1 }));
  score.sort((a, b) => a.pref - b.pref || b.ap - a.ap || a.i - b.i);
  return score[0].c;
}

/** Which kind a click on a thing most likely means, first to last. */
const KIND_ORDER: CommandType[] = [
  "advertise",
  "assign",
  "place",
  "learn_trick",
  "buy",
  "prepare",
  "set_up_trick",
  "perform",
  "take_link_bonus",
  "hire",
  "take_coins",
  "order",
  "quick_order",
  "set_up_piled",
  "set_up_guest",
  "reschedule",
  "practice",
  "teach",
  "draw_special",
  "unassign",
  "move_trick",
  "move_components",
  "move_apprentice",
  "reroll_die",
  "set_die",
  "leave_idle",
];

export function chooseField(sel: Selection, name: string, value: string): Selection {
  return { ...sel, fields: { ...sel.fields, [name]: value } };
}
/** Select exactly this command (from the list of all legal moves). */
export function selectCommand(c: Command): Selection {
  const spec = specOf(c);
  return { keys: targetsOf(c), kind: c.type, fields: Object.fromEntries(spec.fields.map((f) => [f.name, f.value(c)])) };
}

export interface Step {
  /** One command left: say it and offer Send. */
  ready: Command | null;
  /** Several kinds of action on the clicked thing. */
  kinds: { kind: CommandType; title: string }[];
  /** Extra choices still open, with their values. */
  fields: { name: string; options: { value: string; label: string }[] }[];
  /** What board things may still be clicked. */
  awaitsBoard: boolean;
  candidates: Command[];
  /** The move proposed at once: `ready`, or the most likely candidate. */
  proposal: Command | null;
}

/** What the composer shows for a selection. */
export function step(legal: Command[], sel: Selection, apLeft?: (c: Command) => number | null | undefined): Step {
  const cs = candidates(legal, sel);
  const ks = kinds(cs);
  const ready = cs.length === 1 ? cs[0] : null;
  const result: Step = { ready, kinds: [], fields: [], awaitsBoard: false, candidates: cs, proposal: ready ?? propose(cs, apLeft) };
  if (cs.length <= 1) return result;
  if (ks.length > 1) {
    result.kinds = ks.map((k) => ({ kind: k, title: specOf(cs.find((c) => c.type === k)!).title }));
    return result;
  }
  const spec = specOf(cs[0]);
  for (const f of spec.fields) {
    if (sel.fields[f.name] !== undefined) continue;
    const options = new Map<string, string>();
    for (const c of cs) options.set(f.value(c), f.show(c));
    if (options.size > 1) result.fields.push({ name: f.name, options: [...options].map(([value, label]) => ({ value, label })) });
  }
  const open = new Set<string>();
  for (const c of cs) for (const k of targetsOf(c)) if (!sel.keys.includes(k)) open.add(k);
  result.awaitsBoard = [...open].some((k) => cs.some((c) => !targetsOf(c).includes(k)));
  return result;
}

/** End Actions when it is the only move left, giving things back aside (the
 * opt-in automatic End Actions sends it then, and never while any other
 * action, free or not, is legal). */
export function onlyEndActions(legal: Command[]): Command | null {
  const forward = legal.filter((c) => c.type !== "return_trick" && c.type !== "return_components" && c.type !== "take_back");
  return forward.length === 1 && forward[0].type === "end_actions" ? forward[0] : null;
}

/** Every legal command, grouped and in words, for the "all legal moves" list. */
export function groupLegal(legal: Command[]): { group: Group; items: { label: string; command: Command }[] }[] {
  const by = new Map<Group, { label: string; command: Command }[]>();
  for (const c of legal) {
    const g = specOf(c).group;
    if (!by.has(g)) by.set(g, []);
    by.get(g)!.push({ label: labelOf(c), command: c });
  }
  return GROUP_ORDER.filter((g) => by.has(g)).map((g) => ({ group: g, items: by.get(g)! }));
}
