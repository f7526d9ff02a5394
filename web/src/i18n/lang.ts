// The current language: one module-level value with subscribers, like the
// router's location, so the page's root rerenders when it changes (no reload,
// no remount: open connections and drafts stay). Each browser has its own, so
// players and spectators at one table read each their own language.
import { useEffect, useState } from "preact/hooks";
import { FALLBACK, isChoosable } from "./catalogs";
import { PSEUDO } from "./pseudo";

/** Where the language picked in the menu is remembered. */
export const LANG_KEY = "trickerion.lang";

function offered(code: string | null | undefined): string | null {
  if (!code) return null;
  if (code.toLowerCase() === PSEUDO.toLowerCase()) return PSEUDO;
  const primary = code.toLowerCase().split("-")[0];
  return isChoosable(primary) ? primary : null;
}

function stored(): string | null {
  try {
    return offered(localStorage.getItem(LANG_KEY));
  } catch {
    return null; // storage blocked: the browser's languages decide
  }
}

/** The language to start with: `?lang=` in the address (e.g. `en-XA`, the
 * pseudo-locale), else the menu's remembered choice, else the first
 * of the browser's languages whose primary subtag is offered, else English. */
export function initialLang(): string {
  const asked = typeof location === "undefined" ? null : offered(new URLSearchParams(location.search).get("lang"));
  if (asked) return asked;
  const s = stored();
  if (s) return s;
  const wanted = typeof navigator === "undefined" ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const w of wanted) {
    const o = offered(w);
    if (o) return o;
  }
  return FALLBACK;
}

let current = FALLBACK;
const listeners = new Set<(lang: string) => void>();

function apply(lang: string) {
  current = lang;
  if (typeof document !== "undefined") document.documentElement.lang = lang;
  for (const f of listeners) f(lang);
}

/** The language texts are formatted in now. */
export function currentLang(): string {
  return current;
}

/** Switch language (from the menu): remembered in this browser, and every
 * subscribed component rerenders. An unknown code is ignored. */
export function setLang(code: string) {
  const lang = offered(code);
  if (!lang) return;
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  apply(lang);
}

/** Pick the starting language again (page load; tests after changing the
 * browser's languages or storage). */
export function resetLang() {
  apply(initialLang());
}

/** Subscribe to language changes; returns the unsubscribe function. */
export function onLangChange(f: (lang: string) => void): () => void {
  listeners.add(f);
  return () => {
    listeners.delete(f);
  };
}

/** The current language as component state: a component calling this
 * rerenders (with its whole subtree) on every switch. The app's root uses it. */
export function useLang(): string {
  const [lang, setState] = useState(current);
  useEffect(() => {
    setState(current);
    return onLangChange(setState);
  }, []);
  return lang;
}

resetLang();
