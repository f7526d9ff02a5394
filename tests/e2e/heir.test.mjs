// Dahlgaard's Heir in the browser: a solo game created from the
// create form (its option with a difficulty, the options it rules out with
// their reasons, the provisional-content notice), the lobby showing the Heir
// as the opponent, the table's Heir board (Magician, difficulty, Plan tile,
// Turn Setup dice) on a desktop and a phone, moves by clicks, the Turn Setup
// re-roll chosen by clicking two of the Heir's dice, the Heir's log lines,
// and the final scores of the player and the Heir — with no page errors.
// Run with SERVER_BIN and WEB_DIR set (see helpers.mjs).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { ARTIFACTS, autoplay, complete, Harness, overflowX, playOne, SIZES } from "./helpers.mjs";

const h = new Harness();

before(async () => {
  await h.start();
});

after(async () => {
  await h.stop();
});

test("a solo game against Dahlgaard's Heir, from the create form to the final scores", async (t) => {
  const { page } = await h.newPlayer(SIZES.desktop);
  const consoleErrors = [];
  page.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(m.text());
  });
  const notice = '[data-testid="provisional-notice"]';
  let id = null;

  await t.test("the create form offers the Heir with a difficulty and rules out what does not fit", async () => {
    await page.goto(h.base + "/");
    await page.check('[data-testid="heir"]');
    await page.selectOption('[data-testid="difficulty"]', "easy");
    for (const off of ["players", "dark-alley", "powers", "duel"]) {
      assert.equal(await page.isDisabled(`[data-testid="${off}"]`), true, `${off} is set by the solo game`);
    }
    assert.equal(await page.isChecked('[data-testid="dark-alley"]'), true);
    // 004: the Heir is played with or without the Academy.
    assert.equal(await page.isDisabled('[data-testid="academy"]'), false);
    assert.match(await page.locator('form').innerText(), /not with the Heir/);
    assert.match(await page.locator(notice).innerText(), /Dahlgaard's Heir \(Plan tiles, Turn Setup dice and Solo Performance\)/);
    assert.equal(await page.locator(`${notice} a`).getAttribute("href"), "/docs/content");
    await page.screenshot({ path: join(ARTIFACTS, "heir-form.png"), fullPage: true });
    assert.match(await page.locator('[data-testid="create"]').innerText(), /Start the solo game/);
    await page.fill('[data-testid="create-name"]', "Solo");
    // One click from the form to the table: seated under the name and started.
    await page.click('[data-testid="create"]');
    await page.waitForURL(/\/g\/[a-z0-9]+$/);
    id = page.url().split("/").pop();
    await page.waitForSelector('[data-testid="banner"]');
    assert.equal((await h.api("GET", `/api/games/${id}`)).body.seats[0].name, "Solo");
  });

  await t.test("a solo lobby shows the Heir as the opponent nobody takes", async () => {
    // A solo game created without a name waits in its lobby for one seat.
    const created = (await h.api("POST", "/api/games", { players: 1, dark_alley: true, prophecies: true, heir: true, difficulty: "easy" })).body;
    const other = await h.newPlayer(SIZES.desktop);
    await other.page.goto(`${h.base}/g/${created.game_id}`);
    await other.page.waitForSelector('[data-testid="heir-seat"]');
    assert.match(await other.page.locator('[data-testid="heir-seat"]').innerText(), /Dahlgaard's Heir \(Easy\)/);
    assert.equal(await other.page.locator('[data-testid="seats"] li').count(), 2, "the player's seat and the Heir's row");
    assert.equal(await other.page.locator('[data-testid="join-1"]').count(), 0, "the Heir's seat cannot be joined");
    assert.match(await other.page.locator('[data-testid="options"]').innerText(), /Solo against Dahlgaard's Heir, Easy/);
    assert.match(await other.page.locator(notice).innerText(), /Dahlgaard's Heir/);
    await other.context.close();
  });

  const token = () => page.evaluate((id) => JSON.parse(localStorage.getItem(`trickerion:seat:${id}`)).token, id);

  await t.test("the table shows the Heir's board with its difficulty, Plan tile and dice", async () => {
    await page.waitForSelector('[data-testid="heir-board"]');
    assert.match(await page.locator('[data-testid="heir-difficulty"]').innerText(), /Easy difficulty/);
    assert.equal(await page.locator('[data-testid^="heir-die-"]').count(), 4, "four Turn Setup dice without the Academy");
    assert.match(await page.locator('[data-testid="heir-plan"]').innerText(), /Plan tile/);
    assert.match(await page.locator(notice).innerText(), /Dahlgaard's Heir/);
    await page.screenshot({ path: join(ARTIFACTS, "heir-desktop.png"), fullPage: true });
  });

  await t.test("moves by clicks through set-up into the first turn, the Heir acting in between", async () => {
    // The Heir's acts follow the player's own move: the "since your last
    // move" panel tells them when the move comes back to the player.
    const heirNews = page.locator('[data-testid="since"] li', { hasText: "Dahlgaard's Heir" });
    let sawHeirNews = false;
    for (let i = 0; i < 14; i++) {
      if (!sawHeirNews && (await heirNews.count()) > 0) {
        sawHeirNews = true;
        await page.screenshot({ path: join(ARTIFACTS, "heir-since.png") });
      }
      await playOne(page);
    }
    sawHeirNews ||= await heirNews.first().waitFor({ timeout: 3000 }).then(() => true, () => false);
    assert.ok(sawHeirNews, "the panel of news since the player's last move showed the Heir's acts");
    await page.waitForSelector('[data-testid="log"] >> text=Dahlgaard\'s Heir');
    await page.waitForSelector('[data-testid="heir-board"] .magician');
  });

  await t.test("the Turn Setup re-roll is chosen by clicking two of the Heir's dice", async () => {
    assert.equal(await autoplay(page, id, await token(), "turn_setup"), "turn_setup");
    await page.waitForSelector('button[data-key^="heirdie:"].legal');
    const keys = await page.$$eval('button[data-key^="heirdie:"].legal', (els) => els.map((e) => e.dataset.key));
    assert.ok(keys.length >= 2, `two dice to click: ${keys}`);
    await page.click(`button[data-key="${keys[0]}"]`);
    await page.click(`button[data-key^="heirdie:"].legal`);
    assert.match(await page.locator('[data-testid="summary"]').innerText(), /Re-roll the Turn Setup dice of/);
    assert.ok(await complete(page), "the re-roll is sent");
    await page.waitForSelector('[data-testid="log"] >> text=Turn Setup dice rolled');
    await page.waitForSelector('[data-testid="heir-die-theater"].marked, [data-testid^="heir-die-"].marked');
  });

  await t.test("on a phone the Heir's board fits the screen", async () => {
    const phone = await h.newPlayer(SIZES.phone);
    phone.page.on("console", (m) => {
      if (m.type() === "error") consoleErrors.push(m.text());
    });
    await h.openSeat(phone.page, id, 0, await token());
    await phone.page.waitForSelector('[data-testid="heir-board"]');
    assert.ok((await overflowX(phone.page)) <= 1, "no sideways scrolling");
    await phone.page.locator('[data-testid="heir-board"]').scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: join(ARTIFACTS, "heir-phone.png"), fullPage: true });
    await phone.context.close();
  });

  await t.test("played to the end: the final scores show the player and the Heir", async () => {
    assert.equal(await autoplay(page, id, await token(), "game_over"), "game_over");
    await page.waitForSelector('[data-testid="scores"]');
    assert.match(await page.locator('[data-testid="score-0"]').innerText(), /Solo/);
    const heir = await page.locator('[data-testid="score-1"]').innerText();
    assert.match(heir, /Dahlgaard's Heir/);
    assert.match(heir, /Characters \(the Heir's\)/);
    await page.screenshot({ path: join(ARTIFACTS, "heir-over.png"), fullPage: true });
  });

  assert.deepEqual(h.pageErrors, []);
  assert.deepEqual(consoleErrors, []);
});
