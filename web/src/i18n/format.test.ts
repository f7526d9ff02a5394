import { FluentBundle, FluentResource } from "@fluent/bundle";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUNDLES } from "./catalogs";
import { fmtDate, fmtNumber, formatList, formatMsg, setI18nReporter, t } from "./format";
import { setLang } from "./lang";

// Test-only messages, added to the English bundle (and a German one made for
// this file) so the formatter runs on the real code path.
const EN = `
test-character-engineer = Engineer
    .indef = an Engineer
test-trick-7 = Floating Lady
test-hires = You hire { $character-indef } ({ $character }).
test-coins = { $n ->
    [one] { $n } Coin
   *[other] { $n } Coins
  }
test-outer = { $who } says: { $inner }
test-inner = Hello { $name }
test-learn = Learn { $tricks }.
test-only-en = Only in English
`;
const DE = `
test-character-engineer = Ingenieur
    .gender = masc
test-hires = Du stellst { $character-gender ->
    [masc] einen
   *[other] eine
  } { $character } ein.
test-coins = { $n ->
    [one] { $n } Münze
   *[other] { $n } Münzen
  }
list-none = nichts
list-pair = { $a } und { $b }
list-more = { $a }, { $b }
`;

const problems: string[] = [];
let oldReporter: (p: string) => void;
let addedDe = false;

beforeAll(() => {
  expect(BUNDLES.get("en")!.addResource(new FluentResource(EN))).toEqual([]);
  if (!BUNDLES.has("de")) {
    BUNDLES.set("de", new FluentBundle("de", { useIsolating: false }));
    addedDe = true;
  }
  BUNDLES.get("de")!.addResource(new FluentResource(DE), { allowOverrides: true });
  oldReporter = setI18nReporter((p) => problems.push(p));
  setLang("en");
});
afterAll(() => {
  setI18nReporter(oldReporter);
  if (addedDe) BUNDLES.delete("de");
  setLang("en");
  localStorage.clear();
});

describe("formatMsg", () => {
  it("gives a term's value and each attribute as $name-attr", () => {
    problems.length = 0;
    expect(formatMsg({ id: "test-hires", args: { character: { term: "test-character-engineer" } } })).toBe("You hire an Engineer (Engineer).");
    expect(problems).toEqual([]);
  });

  it("lets another language select on an attribute only it has", () => {
    problems.length = 0;
    setLang("de");
    expect(formatMsg({ id: "test-hires", args: { character: { term: "test-character-engineer" } } })).toBe("Du stellst einen Ingenieur ein.");
    expect(problems).toEqual([]);
    setLang("en");
  });

  it("formats a nested Msg first", () => {
    problems.length = 0;
    const inner = { id: "test-inner", args: { name: { str: "Ann" } } };
    expect(formatMsg({ id: "test-outer", args: { who: { str: "Bob" }, inner: { msg: inner } } })).toBe("Bob says: Hello Ann");
    expect(problems).toEqual([]);
  });

  it("joins lists of 0, 1, 2 and 3 items by the list messages", () => {
    problems.length = 0;
    const learn = (items: string[]) => formatMsg({ id: "test-learn", args: { tricks: { list: items.map((term) => ({ term })) } } });
    expect(learn([])).toBe("Learn nothing.");
    expect(learn(["test-trick-7"])).toBe("Learn Floating Lady.");
    expect(learn(["test-trick-7", "test-character-engineer"])).toBe("Learn Floating Lady and Engineer.");
    expect(learn(["test-trick-7", "test-character-engineer", "test-trick-7"])).toBe("Learn Floating Lady, Engineer and Floating Lady.");
    expect(formatList(["a", "b", "c", "d"])).toBe("a, b, c and d");
    expect(problems).toEqual([]);
  });

  it("joins in the current language", () => {
    setLang("de");
    expect(formatList(["a", "b", "c"])).toBe("a, b und c");
    setLang("en");
  });

  it("selects plurals on a number argument", () => {
    problems.length = 0;
    expect(formatMsg({ id: "test-coins", args: { n: { num: 1 } } })).toBe("1 Coin");
    expect(formatMsg({ id: "test-coins", args: { n: { num: 0 } } })).toBe("0 Coins");
    expect(formatMsg({ id: "test-coins", args: { n: { num: 3 } } })).toBe("3 Coins");
    expect(t("test-coins", { n: 1 })).toBe("1 Coin");
    setLang("de");
    expect(t("test-coins", { n: 2 })).toBe("2 Münzen");
    setLang("en");
    expect(problems).toEqual([]);
  });

  it("returns the id for a missing message and reports it, never throwing", () => {
    problems.length = 0;
    expect(t("test-no-such-message")).toBe("test-no-such-message");
    expect(formatMsg({ id: "test-no-such-message", args: { x: { num: 1 } } })).toBe("test-no-such-message");
    expect(problems).toEqual(["missing message test-no-such-message", "missing message test-no-such-message"]);
  });

  it("reports a missing variable", () => {
    problems.length = 0;
    t("test-inner");
    expect(problems.length).toBe(1);
    expect(problems[0]).toContain("test-inner");
  });

  it("falls back to English for a message another language lacks", () => {
    problems.length = 0;
    setLang("de");
    expect(t("test-only-en")).toBe("Only in English");
    setLang("en");
    expect(problems).toEqual([]);
  });
});

describe("Intl", () => {
  it("formats numbers and dates in the current language", () => {
    setLang("en");
    expect(fmtNumber(1234.5)).toBe("1,234.5");
    const noon = Date.UTC(2026, 0, 2, 12, 5);
    expect(fmtDate(noon, { hour: "2-digit", minute: "2-digit", timeZone: "UTC", hour12: false })).toBe("12:05");
    setLang("de");
    expect(fmtNumber(1234.5)).toBe("1.234,5");
    expect(fmtDate(noon, { day: "numeric", month: "long", timeZone: "UTC" })).toBe("2. Januar");
    setLang("en");
    expect(fmtDate(Number.NaN)).toBe("NaN");
  });
});

describe("the pseudo-locale", () => {
  it("accents and lengthens pattern text only, keeping ids, keys and placeables", async () => {
    const { pseudoFtl, pseudoText } = await import("./pseudo");
    expect(pseudoText("Place")).toBe("Pľááçéé");
    expect(pseudoText("Coins, 3").length).toBeGreaterThan("Coins, 3".length);
    const src = "log-x = { $seat } takes { $coins ->\n    [one] a Coin\n   *[other] { $coins } Coins\n} here.\n    .indef = an Engineer\n# A comment\n";
    const out = pseudoFtl(src);
    expect(out).toContain("log-x = { $seat } ");
    expect(out).toContain("{ $coins ->\n    [one] ");
    expect(out).toContain("   *[other] { $coins } ");
    expect(out).toContain("\n    .indef = ");
    expect(out).toContain("# A comment");
    expect(out).not.toMatch(/takes|Coins|Engineer| here/);
    const { FluentBundle, FluentResource } = await import("@fluent/bundle");
    const b = new FluentBundle("en", { useIsolating: false });
    expect(b.addResource(new FluentResource(out))).toEqual([]);
    const m = b.getMessage("log-x")!;
    expect(b.formatPattern(m.value!, { seat: "Ann", coins: 1 })).toBe(`Ann ${pseudoText("takes")} ${pseudoText("a Coin")} ${pseudoText("here.")}`);
  });
  it("is a bundle of its own that words every English message", async () => {
    const { BUNDLES } = await import("./catalogs");
    const { pseudoText } = await import("./pseudo");
    const pseudo = BUNDLES.get("en-XA")!;
    const en = BUNDLES.get("en")!;
    for (const id of ["log-coins-taken", "list-pair", "amount-coins"]) {
      expect(en.hasMessage(id), id).toBe(true);
      expect(pseudo.hasMessage(id), id).toBe(true);
    }
    const m = pseudo.getMessage("list-pair")!;
    expect(pseudo.formatPattern(m.value!, { a: "x", b: "y" })).toBe(`x ${pseudoText("and")} y`);
  });
});
