// Notation anyone reads, in the browser: a solo game against Dahlgaard's Heir
// with the Academy, played into its second turn, then looked at on a desktop
// (1440x900) and a phone (390x844, touch): the Heir's Turn Setup dice drawn
// with their faces, the Academy's prices in words, every icon named, the Rules
// drawer's Symbols legend, and a tap on a symbol showing its name on the phone.
// Screenshots go to tests/e2e/artifacts/notation-*.png.
// Run with SERVER_BIN and WEB_DIR set (see helpers.mjs).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { ARTIFACTS, autoplay, Harness, overflowX, SIZES } from "./helpers.mjs";

const h = new Harness();

before(async () => {
  await h.start();
});

after(async () => {
  await h.stop();
});

test("symbols, dice faces, facings and prices are legible on a desktop and a phone", async (t) => {
  const { id, tokens } = await h.gameWith({ players: 1, dark_alley: true, prophecies: true, heir: true, difficulty: "easy", academy: true }, ["Solo"]);
  const desk = await h.newPlayer(SIZES.desktop);
  const consoleErrors = [];
  desk.page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
  await h.openSeat(desk.page, id, 0, tokens[0]);
  // Into the second turn's Turn Setup, then on to its placements: the dice are rolled.
  assert.equal(await autoplay(desk.page, id, tokens[0], "turn_setup"), "turn_setup");
  assert.equal(await autoplay(desk.page, id, tokens[0], "place_characters"), "place_characters");
  const page = desk.page;

  await t.test("the Heir's dice show their faces: two covered cells each, in words too", async () => {
    await page.waitForSelector('[data-testid="heir-dice"] svg.die-face');
    const faces = await page.$$eval('[data-testid="heir-dice"] svg.die-face', (els) => els.map((e) => [e.getAttribute("data-covers"), e.getAttribute("aria-label")]));
    assert.equal(faces.length, 5, "five Turn Setup dice with the Academy");
    for (const [covers, words] of faces) {
      assert.match(covers, /^[01]{4}$/, `a rolled face: ${covers}`);
      assert.equal([...covers].filter((c) => c === "1").length, 2, `two cells covered: ${words}`);
      assert.match(words, /covers (slot \d and slot \d|\w+day and \w+day)/);
    }
    await page.locator('[data-testid="heir-board"]').screenshot({ path: join(ARTIFACTS, "notation-heir-desktop.png") });
  });

  await t.test("every icon on the table has a name to hover; Academy prices are said in words", async () => {
    // A title that is only the sprite id ("market_row") means the legend lacks the symbol.
    const unnamed = await page.$$eval("svg.icon", (els) =>
      els
        .map((e) => [e.querySelector(":scope > title")?.textContent ?? "", e.querySelector("use")?.getAttribute("href")?.slice(3) ?? ""])
        .filter(([title, id]) => !title || title === id),
    );
    assert.deepEqual(unnamed, [], "every icon is named in words");
    const prices = await page.$$eval('[data-testid="academy"] .price', (els) => els.map((e) => e.getAttribute("title")));
    assert.ok(prices.length > 0, "run-down wings show prices");
    for (const p of prices) assert.match(p, /^Renovate to level \d: pay \d+ Coins?, score \d+ Fame$/);
    await page.locator('[data-testid="academy"]').screenshot({ path: join(ARTIFACTS, "notation-academy-desktop.png") });
    // The Heir has set up a Trick: its markers' facings are drawn on the cards.
    const facings = await page.$$eval(".marker svg.facing-sketch", (els) => els.map((e) => e.getAttribute("aria-label")));
    assert.ok(facings.length > 0, "markers on Performance cards");
    for (const f of facings) assert.match(f, /^Facing (Up|Right|Down|Left)$/);
    await page.locator(".marker").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, "notation-theater-desktop.png") });
    await page.locator(".pcard", { has: page.locator(".marker") }).first().screenshot({ path: join(ARTIFACTS, "notation-card-desktop.png") });
  });

  await t.test("the Rules drawer lists every symbol with its meaning", async () => {
    await page.click('[data-testid="rules-open"]');
    const legend = page.locator('[data-testid="rules"] [data-testid="legend"]');
    await legend.waitFor();
    const sprite = await page.$$eval("svg.sprite symbol", (els) => els.map((e) => e.id.slice(2)).sort());
    const listed = await legend.locator(".legend-row[data-icon]").evaluateAll((els) => els.map((e) => e.dataset.icon).sort());
    assert.deepEqual(listed, sprite);
    assert.equal(await legend.locator('[data-mark="facing"] svg.facing-sketch').count(), 4);
    await legend.locator('[data-mark="facing"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, "notation-legend-desktop.png") });
    await page.locator('[data-testid="rules"] .drawer-head .cancel').click();
  });

  await t.test("on a phone the dice fit, and a tap on a symbol shows its name", async () => {
    const phone = await h.newPlayer(SIZES.phone, { hasTouch: true, isMobile: true });
    phone.page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
    await h.openSeat(phone.page, id, 0, tokens[0]);
    await phone.page.waitForSelector('[data-testid="heir-dice"] svg.die-face');
    assert.ok((await overflowX(phone.page)) <= 1, "no sideways scrolling");
    const stat = phone.page.locator('[data-testid="heir-board"] .stats .amount').first();
    await stat.scrollIntoViewIfNeeded();
    const title = await stat.getAttribute("title");
    await stat.tap();
    const pop = phone.page.locator('[data-testid="legend-pop"]');
    await pop.waitFor();
    assert.equal(await pop.innerText(), title);
    await phone.page.screenshot({ path: join(ARTIFACTS, "notation-tap-phone.png") });
    await phone.page.locator('[data-testid="heir-dice"]').scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: join(ARTIFACTS, "notation-heir-phone.png") });
    await phone.page.locator('[data-testid="academy"]').scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: join(ARTIFACTS, "notation-academy-phone.png") });
    // The phone folds the top bar's links into its menu.
    if (await phone.page.locator('[data-testid="menu-toggle"]').isVisible()) await phone.page.click('[data-testid="menu-toggle"]');
    await phone.page.click('[data-testid="rules-open"]');
    await phone.page.locator('[data-testid="legend"] [data-mark="facing"]').scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: join(ARTIFACTS, "notation-legend-phone.png") });
    assert.ok((await overflowX(phone.page)) <= 1, "the drawer fits");
    await phone.context.close();
  });

  assert.deepEqual(h.pageErrors, []);
  assert.deepEqual(consoleErrors, []);
});
