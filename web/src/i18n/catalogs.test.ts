// The catalogs against the client and against each other: every id the
// client uses exists in English; every other language has exactly the
// English messages, each with the same variables (so a translation can
// neither lose an amount nor ask for one nobody passes).
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { parse, type Entry, type Pattern } from "@fluent/syntax";
import { describe, expect, it } from "vitest";
import { FALLBACK, sourcesByLang } from "./catalogs";
import { LIST_IDS } from "./format";

/** The client's sources as text (tests and generated types left out). */
const CODE: Record<string, string> = import.meta.glob(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}", "!../generated/**"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Message ids the client names literally: `t("…")`/`tAttr("…")` calls, and
 * `"ui-…"` strings in the id tables of names built from a key. */
function usedIds(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, text] of Object.entries(CODE)) {
    for (const m of text.matchAll(/\b(?:t|tAttr)\(\s*"([a-z][a-z0-9-]*)"/g)) out.set(m[1], path);
    for (const m of text.matchAll(/"(ui-[a-z0-9-]+)"/g)) out.set(m[1], path);
  }
  for (const id of LIST_IDS) out.set(id, "format.ts");
  return out;
}

type Shape = { vars: Set<string>; attrs: Map<string, Set<string>> };

/** Variables a pattern references, through selectors and call arguments. */
function patternVars(p: Pattern | null, into = new Set<string>()): Set<string> {
  const walk = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    const n = node as { type?: string; id?: { name: string } };
    if (n.type === "VariableReference" && n.id) into.add(n.id.name);
    for (const [k, v] of Object.entries(node)) if (k !== "span") Array.isArray(v) ? v.forEach(walk) : walk(v);
  };
  walk(p);
  return into;
}

/** Each language's messages by id, with their variables; syntax errors and
 * duplicate ids as problems. */
function catalogs(): { shapes: Map<string, Map<string, Shape>>; problems: string[] } {
  const shapes = new Map<string, Map<string, Shape>>();
  const problems: string[] = [];
  for (const [lang, files] of sourcesByLang()) {
    const msgs = new Map<string, Shape>();
    for (const f of files) {
      for (const e of parse(f.text, {}).body as Entry[]) {
        if (e.type === "Junk") problems.push(`${f.path}: cannot parse: ${e.content.slice(0, 60)}`);
        if (e.type !== "Message") continue;
        if (msgs.has(e.id.name)) problems.push(`${f.path}: ${e.id.name} defined twice`);
        msgs.set(e.id.name, { vars: patternVars(e.value), attrs: new Map(e.attributes.map((a) => [a.id.name, patternVars(a.value)])) });
      }
    }
    shapes.set(lang, msgs);
  }
  return { shapes, problems };
}

/** Ids of messages naming a game thing: a language may give them attributes
 * English has no use for (German `.gender`). */
const TERM_PREFIXES = ["trick-", "magician-", "character-", "location-", "die-", "component-", "category-", "weekday-", "performance-", "special-", "prophecy-", "power-", "room-"];

const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
const show = (s: Set<string>) => `{${[...s].sort().join(", ")}}`;

describe("catalogs", () => {
  const { shapes, problems } = catalogs();
  const en = shapes.get(FALLBACK)!;

  it("parse cleanly, each id once per language", () => {
    expect(en).toBeDefined();
    expect(problems).toEqual([]);
  });

  it("have every message id the client uses in English", () => {
    const used = usedIds();
    expect(used.size).toBeGreaterThan(500);
    const missing = [...used].filter(([id]) => !en.has(id)).map(([id, path]) => `${id} (${path})`);
    expect(missing).toEqual([]);
  });

  it("have no client message the client no longer uses", () => {
    const used = usedIds();
    expect([...en.keys()].filter((id) => id.startsWith("ui-") && !used.has(id))).toEqual([]);
  });

  it("format every English message without an error", () => {
    const bundle = new FluentBundle("en", { useIsolating: false });
    for (const f of sourcesByLang().get(FALLBACK)!) bundle.addResource(new FluentResource(f.text));
    const errors: string[] = [];
    for (const [id, shape] of en) {
      const m = bundle.getMessage(id)!;
      const patterns = [m.value, ...Object.values(m.attributes)];
      const vars = new Set([...shape.vars, ...[...shape.attrs.values()].flatMap((s) => [...s])]);
      const args = Object.fromEntries([...vars].map((v) => [v, 1]));
      for (const p of patterns) {
        if (!p) continue;
        const errs: Error[] = [];
        bundle.formatPattern(p, args, errs);
        errors.push(...errs.map((e) => `${id}: ${e.message}`));
      }
    }
    expect(errors).toEqual([]);
  });

  for (const [lang, msgs] of shapes) {
    if (lang === FALLBACK) continue;
    it(`${lang}: has every English message, with the same variables`, () => {
      const wrong: string[] = [];
      for (const [id, e] of en) {
        const m = msgs.get(id);
        if (!m) {
          wrong.push(`${id}: missing`);
          continue;
        }
        if (!same(e.vars, m.vars)) wrong.push(`${id}: uses ${show(m.vars)}, English ${show(e.vars)}`);
        for (const [a, vars] of e.attrs) {
          const ma = m.attrs.get(a);
          if (!ma) wrong.push(`${id}.${a}: missing`);
          else if (!same(vars, ma)) wrong.push(`${id}.${a}: uses ${show(ma)}, English ${show(vars)}`);
        }
        const isTerm = TERM_PREFIXES.some((p) => id.startsWith(p));
        for (const a of m.attrs.keys()) if (!e.attrs.has(a) && !isTerm) wrong.push(`${id}.${a}: not in English`);
      }
      for (const id of msgs.keys()) if (!en.has(id)) wrong.push(`${id}: not in English`);
      expect(wrong).toEqual([]);
    });
  }
});
