// Formatting through the catalogs: `t` for the client's own words, `formatMsg`
// for sentences the server sends as `Msg`, and Intl for numbers and dates, all
// in the current language. Nothing here throws: a missing message shows its
// id, so a gap in a catalog costs a word, never the page.
import type { FluentBundle, FluentVariable } from "@fluent/bundle";
import { BUNDLES, FALLBACK } from "./catalogs";
import { currentLang } from "./lang";
import type { Arg, Msg } from "./msg";

/** Arguments of a client message: numbers (plurals select on them), strings
 * and dates. */
export type Args = Record<string, FluentVariable>;

type Report = (problem: string) => void;
/** Development builds (and tests) warn about a missing message or variable;
 * production builds stay quiet. */
let report: Report = (p) => {
  if (import.meta.env.DEV) console.warn(`i18n: ${p}`);
};

/** Replace the problem reporter (tests make it throw to fail on a gap);
 * returns the previous one. */
export function setI18nReporter(f: Report): Report {
  const old = report;
  report = f;
  return old;
}

/** The bundle holding `id` in the current language, else in English. */
function bundleFor(id: string): FluentBundle | null {
  const own = BUNDLES.get(currentLang());
  if (own?.hasMessage(id)) return own;
  const fallback = BUNDLES.get(FALLBACK);
  return fallback?.hasMessage(id) ? fallback : null;
}

function format(id: string, args: Args | undefined, attr?: string): string {
  const bundle = bundleFor(id);
  const message = bundle?.getMessage(id);
  if (!bundle || !message) {
    report(`missing message ${id}`);
    return id;
  }
  const pattern = attr === undefined ? message.value : message.attributes[attr];
  if (!pattern) {
    report(`message ${id} has no ${attr === undefined ? "value" : `attribute ${attr}`}`);
    return id;
  }
  const errors: Error[] = [];
  const text = bundle.formatPattern(pattern, args ?? null, errors);
  for (const e of errors) report(`${id}: ${e.message}`);
  return text;
}

/** A client message in the current language, e.g. `t("ui-home-title")`.
 * Ids are literal at the call (the catalog test finds them so); numbers go in
 * as numbers so `{ $n -> [one] … }` selects. */
export function t(id: string, args?: Args): string {
  return format(id, args);
}

/** One attribute of a message, e.g. a term's `.indef`. */
export function tAttr(id: string, attr: string, args?: Args): string {
  return format(id, args, attr);
}

/** Whether the catalogs (current language or English) have `id`: name
 * helpers use it to prefer a catalog name over the card data's English. */
export function hasMessage(id: string): boolean {
  return bundleFor(id) !== null;
}

/** The main value an argument stands for: a number stays a number (so
 * plurals select), a term is its message's value, a nested Msg its text, a
 * list its items joined. */
function argValue(arg: Arg): FluentVariable {
  if ("num" in arg) return arg.num;
  if ("str" in arg) return arg.str;
  if ("term" in arg) return format(arg.term, undefined);
  if ("msg" in arg) return formatMsg(arg.msg);
  return joinList(arg.list);
}

/** Words joined as a list ("x, y and z" in English), by the same list
 * messages as a Msg's list argument. */
export function formatList(items: string[]): string {
  return joinList(items.map((str) => ({ str })));
}

/** The list messages every language must have (the joins below use them). */
export const LIST_IDS = ["list-none", "list-pair", "list-more"] as const;

/** Items joined by the catalog's list messages: none -> `list-none`, one ->
 * itself, two -> `list-pair`, more -> `list-more` of the first and the join
 * of the rest ("x, y and z" in English). */
function joinList(items: Arg[]): string {
  if (items.length === 0) return format("list-none", undefined);
  if (items.length === 1) return String(argValue(items[0]));
  if (items.length === 2) return format("list-pair", { a: argValue(items[0]), b: argValue(items[1]) });
  return format("list-more", { a: argValue(items[0]), b: joinList(items.slice(1)) });
}

/** The Fluent arguments of a Msg, by the shared rule: a term argument `x`
 * also gives `$x-a` for each attribute `a` of the term's message (German
 * selects on `$x-gender`, English reads `$x-indef`). */
export function msgArgs(msg: Msg): Args {
  const out: Args = {};
  for (const [name, arg] of Object.entries(msg.args ?? {})) {
    out[name] = argValue(arg);
    if ("term" in arg) {
      const message = bundleFor(arg.term)?.getMessage(arg.term);
      for (const attr of Object.keys(message?.attributes ?? {})) out[`${name}-${attr}`] = format(arg.term, undefined, attr);
    }
  }
  return out;
}

/** A server sentence in the current language. */
export function formatMsg(msg: Msg): string {
  return format(msg.id, msgArgs(msg));
}

/** A number in the current language's digits and grouping. */
export function fmtNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLang(), options).format(n);
}

/** A date or time (Unix ms) in the current language; an invalid time reads
 * as its number rather than throwing. */
export function fmtDate(ms: number, options?: Intl.DateTimeFormatOptions): string {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? String(ms) : new Intl.DateTimeFormat(currentLang(), options).format(d);
}
