// The pseudo-locale `en-XA`: English with every letter accented and every
// vowel doubled (about 40% longer), built from the English catalogs when the
// page loads. Reading the table in it shows at once a string that is not in
// a catalog (it stays plain) and a layout that breaks with longer words.
// It is not in the language menu: open any page with `?lang=en-XA`.

/** The pseudo-locale's code. */
export const PSEUDO = "en-XA";

const ACCENTED: Record<string, string> = {
  a: "á", e: "é", i: "í", o: "ö", u: "ü", y: "ý", c: "ç", n: "ñ", s: "š", z: "ž", g: "ğ", l: "ľ", r: "ŕ", t: "ť", d: "ď",
  A: "Á", E: "É", I: "Í", O: "Ö", U: "Ü", Y: "Ý", C: "Ç", N: "Ñ", S: "Š", Z: "Ž", G: "Ğ", L: "Ľ", R: "Ŕ", T: "Ť", D: "Ď",
};
const VOWELS = new Set([..."aeiouAEIOU"]);

/** `text` accented, its vowels doubled. */
export function pseudoText(text: string): string {
  let out = "";
  for (const ch of text) {
    const a = ACCENTED[ch] ?? ch;
    out += VOWELS.has(ch) ? a + a : a;
  }
  return out;
}

/** Where a line's pattern text starts: after a message's or attribute's
 * `=`, after a variant's `[key]`, or at the start of a continuation line. */
const STARTS = [/^([a-zA-Z][\w-]*\s*=\s?)(.*)$/, /^(\s+\.[\w-]+\s*=\s?)(.*)$/, /^(\s*\*?\[[^\]]*\]\s*)(.*)$/, /^(\s*)(.*)$/];

/** An English catalog file turned pseudo: only pattern text changes; ids,
 * variant keys, placeables and comments stay as they are. */
export function pseudoFtl(source: string): string {
  return source
    .split("\n")
    .map((line) => {
      if (/^\s*(#|$)/.test(line)) return line;
      for (const re of STARTS) {
        const m = re.exec(line);
        if (m) return m[1] + outsidePlaceables(m[2]);
      }
      return line;
    })
    .join("\n");
}

/** Pseudo text for the parts of one line outside `{ ... }`; a `}` that
 * closes a select opened on an earlier line is kept as it is. */
function outsidePlaceables(rest: string): string {
  let out = "";
  let depth = 0;
  let run = "";
  const flush = () => {
    out += pseudoText(run);
    run = "";
  };
  for (const ch of rest) {
    if (ch === "{") {
      if (depth === 0) flush();
      depth++;
      out += ch;
    } else if (ch === "}") {
      if (depth === 0) flush();
      depth = Math.max(0, depth - 1);
      out += ch;
    } else if (depth === 0) run += ch;
    else out += ch;
  }
  flush();
  return out;
}
