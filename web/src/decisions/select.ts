// Composing a command step by step from the server's legal-command list.
// A selection is the board things clicked so far, the kind of action (when
// several act on the same thing) and the extra choices made; the candidates are
// the legal commands that agree with all of it. Pure functions, unit-tested.
import type { Command } from "../generated/Command";
import { GROUP_ORDER, labelOf, specOf, targetsOf, type CommandType, type Group } from "./registry";

export interface Selection {
  keys: string[];
  kind: CommandType | null;
  fields: Record<string, string>;
}
export const EMPTY: Selection = { keys: [], kind: null, fields: {} };

export function candidates(legal: Command[], sel: Selection): Command[] {
  return legal.filter((c) => {
    if (sel.kind && c.type !== sel.kind) return false;
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
    return candidates(legal, fresh).length ? withKind(legal, fresh) : sel;
  }
  return withKind(legal, next);
}

/** Fix the kind when only one kind remains. */
function withKind(legal: Command[], sel: Selection): Selection {
  if (sel.keys.length === 0 && Object.keys(sel.fields).length === 0) return EMPTY;
  const ks = kinds(candidates(legal, { ...sel, kind: null }));
  return { ...sel, kind: ks.length === 1 ? ks[0] : sel.kind };
}

export function chooseKind(sel: Selection, kind: CommandType): Selection {
  return { ...sel, kind };
}
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
}

/** What the composer shows for a selection. */
export function step(legal: Command[], sel: Selection): Step {
  const cs = candidates(legal, sel);
  const ks = kinds(cs);
  const result: Step = { ready: cs.length === 1 ? cs[0] : null, kinds: [], fields: [], awaitsBoard: false, candidates: cs };
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
