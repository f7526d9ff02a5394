// The Fluent catalogs, bundled into the client: every `locales/<lang>/*.ftl`
// file is imported as text at build time (also under vitest), so switching
// language needs no request and a table works offline once loaded. All files
// of one language form one FluentBundle: message ids are unique across files.
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { PSEUDO, pseudoFtl } from "./pseudo";

/** The languages the project ships, with each one's name in itself (the
 * language menu shows them so, whatever the current language). */
export const LANGUAGES: { code: string; name: string }[] = [
  { code: "en", name: "English" },
  { code: "de", name: "Deutsch" },
  { code: "fr", name: "Français" },
  { code: "hu", name: "Magyar" },
];

/** The reference language: every message exists in it, and it answers for
 * any message another language lacks. */
export const FALLBACK = "en";

/** Every catalog file's text by its path, e.g. `../../locales/en/client.ftl`. */
export const SOURCES: Record<string, string> = import.meta.glob("../../locales/*/*.ftl", { query: "?raw", import: "default", eager: true });

/** Catalog file texts grouped by language folder. */
export function sourcesByLang(sources: Record<string, string> = SOURCES): Map<string, { path: string; text: string }[]> {
  const out = new Map<string, { path: string; text: string }[]>();
  for (const [path, text] of Object.entries(sources)) {
    const m = /\/locales\/([^/]+)\/([^/]+\.ftl)$/.exec(path);
    if (!m) continue;
    const list = out.get(m[1]) ?? [];
    list.push({ path, text });
    out.set(m[1], list);
  }
  return out;
}

/** One bundle per language folder present. Isolation marks are off, as on
 * the Rust side, so formatted text compares equal to plain strings. Catalog
 * syntax errors and duplicate ids are reported, never thrown: a broken file
 * must not take the page down (the catalog test catches them). */
function buildBundles(): Map<string, FluentBundle> {
  const bundles = new Map<string, FluentBundle>();
  const byLang = sourcesByLang();
  const english = byLang.get(FALLBACK) ?? [];
  byLang.set(PSEUDO, english.map((f) => ({ path: `${f.path} (pseudo)`, text: pseudoFtl(f.text) })));
  for (const [lang, files] of byLang) {
    const bundle = new FluentBundle(lang, { useIsolating: false });
    for (const f of files) {
      const res = new FluentResource(f.text);
      const errors = bundle.addResource(res);
      for (const e of errors) console.warn(`i18n: ${f.path}: ${e.message}`);
    }
    bundles.set(lang, bundle);
  }
  return bundles;
}

export const BUNDLES: Map<string, FluentBundle> = buildBundles();

/** The languages offered: those of `LANGUAGES` whose folder exists (read
 * each time, so a test may add a bundle). */
export function offeredLanguages(): { code: string; name: string }[] {
  return LANGUAGES.filter((l) => BUNDLES.has(l.code));
}

/** A language that may be chosen: an offered one, or the pseudo-locale
 * (by its code only; it is not in the menu). */
export function isChoosable(code: string): boolean {
  return code === PSEUDO || offeredLanguages().some((l) => l.code === code);
}
