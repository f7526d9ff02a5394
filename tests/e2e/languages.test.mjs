// End-to-end: the language menu. Every page has it at the top (home, lobby,
// the table's top bar), in each language's own name; the choice is kept in
// this browser over a reload; a browser asking for a language the project
// does not ship gets English. No page shows a bare message id (what a message
// missing from the catalogs would show). Screenshot:
// tests/e2e/artifacts/languages-table.png.
// Run with SERVER_BIN and WEB_DIR set (see helpers.mjs).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { ARTIFACTS, Harness, SIZES } from "./helpers.mjs";

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
