// End-to-end: bot levels in the lobby. The creator of a three-player game
// takes a seat, sees the four bot levels offered for each free seat, and
// gives the others to a hard and an easy bot by clicking; the seats show the
// bots' names and levels.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { ARTIFACTS, Harness } from "./helpers.mjs";

const h = new Harness();
before(() => h.start({ BOT_DELAY_MS: "0", HARD_BOT_MS: "50" }));
after(() => h.stop());

test("the lobby offers easy, normal, hard and random bots", async () => {
  const ann = await h.newPlayer();
  await ann.page.goto(h.base + "/");
  await ann.page.selectOption('[data-testid="players"]', "3");
  await ann.page.click('[data-testid="create"]');
  await ann.page.waitForURL(/\/g\/[a-z0-9]+$/);
  const id = ann.page.url().split("/").pop();
  await ann.page.fill('[data-testid="name"]', "Ann");
  await ann.page.click('[data-testid="join-0"]');
  for (const level of ["easy", "normal", "hard", "random"]) {
    await ann.page.waitForSelector(`[data-testid="bot-${level}-2"]`);
  }
  await ann.page.screenshot({ path: join(ARTIFACTS, "lobby-bot-levels.png"), fullPage: true });
  await ann.page.click('[data-testid="bot-hard-1"]');
  await ann.page.waitForSelector('[data-testid="seats"] >> text=Hard bot');
  const lobby = (await h.api("GET", `/api/games/${id}`)).body;
  assert.equal(lobby.seats[1].bot, "hard");
  assert.equal(lobby.seats[1].name, "Hard bot");
  await ann.page.click('[data-testid="bot-easy-2"]');
  await ann.page.waitForSelector('[data-testid="seats"] >> text=Easy bot');
  const full = (await h.api("GET", `/api/games/${id}`)).body;
  assert.equal(full.seats[2].bot, "easy");
});
