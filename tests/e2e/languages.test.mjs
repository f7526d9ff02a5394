// End-to-end: the language menu. Every page has it at the top (home, lobby,
// the table's top bar), in each language's own name; the choice is kept in
// this browser over a reload; a browser asking for a language the project
// does not ship gets English. No page shows a bare message id (what a message
// missing from the catalogs would show). Screenshot:
// tests/e2e/artifacts/languages-table.png.
// A live game read in German, French and Hungarian: the home page, the
// lobby, the table and the game log change language with the menu. German
// (the longest) at 390x844 and 1440x900, and the pseudo-locale (`?lang=en-XA`,
// accented and 40% longer) at 390x844, never scroll sideways. Screenshots:
// languages-de-*.png, languages-pseudo-phone.png.
// Run with SERVER_BIN and WEB_DIR set (see helpers.mjs).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ARTIFACTS, Harness, sendFirst, SIZES } from "./helpers.mjs";

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** Words on the page that look like catalog ids ("ui-home-title"). */
async function bareIds(page) {
  return page.evaluate(() => {
    const texts = [document.body.innerText, ...[...document.querySelectorAll("[title],[aria-label],[placeholder]")].map((e) => [e.getAttribute("title"), e.getAttribute("aria-label"), e.getAttribute("placeholder")].join(" "))];
    return texts.join(" ").match(/\b(ui|list)-[a-z0-9]+(-[a-z0-9]+)+\b/g) ?? [];
  });
}

async function menu(page) {
  const sel = page.locator('[data-testid="lang-menu"]');
  await sel.waitFor();
  return {
    value: await sel.inputValue(),
    label: await sel.getAttribute("aria-label"),
    names: await sel.locator("option").allTextContents(),
    lang: await page.evaluate(() => document.documentElement.lang),
  };
}

test("the language menu is on every page and remembers the choice", async (t) => {
  const visitor = await h.newPlayer(SIZES.desktop, { locale: "pt-BR" });
  const page = visitor.page;

  await t.test("home: the menu, English for a browser asking for Portuguese", async () => {
    await page.goto(h.base + "/");
    const m = await menu(page);
    assert.equal(m.value, "en");
    assert.equal(m.lang, "en");
    assert.equal(m.label, "Language");
    assert.ok(m.names.includes("English"), `languages in their own names: ${m.names}`);
    for (const n of m.names) assert.ok(["English", "Deutsch", "Français", "Magyar"].includes(n), n);
    assert.deepEqual(await bareIds(page), []);
  });

  await t.test("the choice is stored and wins over a reload", async () => {
    await page.selectOption('[data-testid="lang-menu"]', "en");
    assert.equal(await page.evaluate(() => localStorage.getItem("trickerion.lang")), "en");
    await page.reload();
    assert.equal((await menu(page)).value, "en");
  });

  await t.test("lobby: the menu at the top, no bare ids", async () => {
    const created = (await h.api("POST", "/api/games", { players: 2, dark_alley: true })).body;
    await page.goto(`${h.base}/g/${created.game_id}`);
    await page.waitForSelector(".page.lobby");
    assert.equal((await menu(page)).value, "en");
    assert.deepEqual(await bareIds(page), []);
  });

  await t.test("table: the menu in the top bar, no bare ids", async () => {
    const { id, tokens } = await h.gameWith({ players: 2, dark_alley: true }, ["Ann", null]);
    await h.openSeat(page, id, 0, tokens[0]);
    await page.waitForSelector('.topbar [data-testid="lang-menu"]');
    assert.equal((await menu(page)).value, "en");
    assert.deepEqual(await bareIds(page), []);
    await page.screenshot({ path: join(ARTIFACTS, "languages-table.png") });
  });
});

/** The text of message `id` in `lang`'s catalogs (single-line messages). */
function message(lang, id) {
  const dir = new URL(`../../web/locales/${lang}/`, import.meta.url);
  for (const f of readdirSync(dir).filter((f) => f.endsWith(".ftl"))) {
    const m = new RegExp(`^${id} = (.+)$`, "m").exec(readFileSync(new URL(f, dir), "utf8"));
    if (m) return m[1];
  }
  throw new Error(`no ${id} in ${lang}`);
}

/** The fixed words of a message: its text with every placeable cut out,
 * the pieces of three characters or more. */
function fixedWords(lang, id) {
  return message(lang, id)
    .split(/\{[^}]*\}/)
    .map((p) => p.trim())
    .filter((p) => p.length >= 3);
}

/** How far the page scrolls sideways (0 when everything fits). */
const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("a live game reads in German, French and Hungarian, its log included", async (t) => {
  const { id, tokens } = await h.gameWith({ players: 2, dark_alley: true }, ["Ann", null]);
  const ann = await h.newPlayer(SIZES.desktop);
  const page = ann.page;
  await page.goto(h.base + "/");
  await sendFirst(page, id, tokens[0], "choose_magician");
  const created = (await h.api("POST", "/api/games", { players: 2, dark_alley: true })).body;
  for (const lang of ["de", "fr", "hu"]) {
    await t.test(`${lang}: home, lobby, table and log`, async () => {
      await page.goto(h.base + "/");
      await page.selectOption('[data-testid="lang-menu"]', lang);
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      const home = await page.locator("body").innerText();
      assert.ok(home.includes(message(lang, "ui-home-new-game")), `${lang} home: ${home.slice(0, 200)}`);
      assert.ok(!home.includes(message("en", "ui-home-intro")), "no English introduction");

      await page.goto(`${h.base}/g/${created.game_id}`);
      await page.waitForSelector(".page.lobby");
      // The lobby says it is connecting until its socket has brought the lobby.
      await page.waitForFunction((t) => document.body.innerText.includes(t), message(lang, "ui-lobby-invite"));
      const lobby = await page.locator("body").innerText();
      assert.ok(lobby.includes(message(lang, "ui-lobby-invite")), `${lang} lobby: ${lobby.slice(0, 200)}`);

      await h.openSeat(page, id, 0, tokens[0]);
      await page.waitForSelector('[data-testid="log"] li');
      const area = await page.locator("#log h2").innerText();
      assert.equal(area, message(lang, "ui-area-log"));
      // Both seats chose their Magician: each line in the language's words.
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length >= 2);
      const log = await page.locator('[data-testid="log"]').innerText();
      for (const w of fixedWords(lang, "log-magician-chosen")) assert.ok(log.includes(w), `${lang} log has "${w}": ${log}`);
      for (const w of fixedWords("en", "log-magician-chosen")) assert.ok(!log.includes(w), `${lang} log without English "${w}": ${log}`);
      assert.deepEqual(await bareIds(page), []);
      await page.screenshot({ path: join(ARTIFACTS, `languages-${lang}-table.png`) });
    });
  }

  await t.test("a player and a spectator at one table each read their own language", async () => {
    await page.selectOption('[data-testid="lang-menu"]', "de");
    const watcher = await h.newPlayer(SIZES.laptop, { locale: "fr-FR" });
    await watcher.page.goto(`${h.base}/g/${id}`);
    await watcher.page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length >= 2);
    assert.equal(await watcher.page.evaluate(() => document.documentElement.lang), "fr");
    const theirs = await watcher.page.locator('[data-testid="log"]').innerText();
    const mine = await page.locator('[data-testid="log"]').innerText();
    for (const w of fixedWords("fr", "log-magician-chosen")) assert.ok(theirs.includes(w), `French spectator reads "${w}": ${theirs}`);
    for (const w of fixedWords("de", "log-magician-chosen")) assert.ok(mine.includes(w), `German player reads "${w}": ${mine}`);
    await watcher.context.close();
  });
});

test("German and the pseudo-locale fit a phone and a desktop", async (t) => {
  const { id, tokens } = await h.gameWith({ players: 2, dark_alley: true }, ["Anneliese", null]);
  const created = (await h.api("POST", "/api/games", { players: 3, dark_alley: true })).body;
  const shots = [
    ["de", SIZES.phone, "phone"],
    ["de", SIZES.desktop, "desktop"],
    ["en-XA", SIZES.phone, "pseudo-phone"],
  ];
  for (const [lang, size, name] of shots) {
    await t.test(`${name}: home, lobby and table without sideways scrolling`, async () => {
      const { page } = await h.newPlayer(size);
      await page.goto(`${h.base}/?lang=${lang}`);
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      assert.ok((await overflow(page)) <= 0, `home overflows by ${await overflow(page)} px`);
      await page.screenshot({ path: join(ARTIFACTS, `languages-${name}-home.png`), fullPage: true });
      await page.goto(`${h.base}/g/${created.game_id}?lang=${lang}`);
      await page.waitForSelector(".page.lobby");
      assert.ok((await overflow(page)) <= 0, `lobby overflows by ${await overflow(page)} px`);
      await page.screenshot({ path: join(ARTIFACTS, `languages-${name}-lobby.png`), fullPage: true });
      await h.openSeat(page, id, 0, tokens[0]);
      await page.goto(`${h.base}/g/${id}?lang=${lang}`);
      await page.waitForSelector('[data-testid="banner"]');
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      assert.ok((await overflow(page)) <= 0, `table overflows by ${await overflow(page)} px`);
      await page.screenshot({ path: join(ARTIFACTS, `languages-${name}-table.png`) });
    });
  }
});
