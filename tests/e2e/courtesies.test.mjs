// End-to-end: the courtesies of a real table in the browser (issues 12.6 and
// 13). A listed game with a live clock is created from the form and found in
// the list of open games; the creator frees a seat taken by mistake; the clock
// shows on the table; an away player's seat is handed to a bot from the
// table; the game plays to its end; one click makes the rematch from the
// game-over screen, the other player joins it with one click under the same
// name, and it starts by itself; the start page lists this browser's games.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { ARTIFACTS, Harness, SIZES } from "./helpers.mjs";

const h = new Harness();
before(() => h.start({ BOT_DELAY_MS: "0", AWAY_BEFORE_STAND_IN_SECS: "0" }));
after(() => h.stop());

async function lobbyUntil(id, pred, what, ms = 180000) {
  const end = Date.now() + ms;
  let last;
  while (Date.now() < end) {
    last = (await h.api("GET", `/api/games/${id}`)).body;
    if (pred(last)) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}: ${JSON.stringify(last)}`);
}

test("list, clock, seat care, stand-in, rematch and my games, by clicking", async (t) => {
  const ann = await h.newPlayer();
  const bob = await h.newPlayer();
  let id;

  await t.test("a listed game with a live clock, found in the open games", async () => {
    await ann.page.goto(h.base + "/");
    await ann.page.selectOption('[data-testid="clock-kind"]', "live");
    await ann.page.fill('[data-testid="clock-minutes"]', "15");
    await ann.page.fill('[data-testid="clock-increment"]', "10");
    await ann.page.check('[data-testid="listed"]');
    await ann.page.click('[data-testid="create"]');
    await ann.page.waitForURL(/\/g\/[a-z0-9]+$/);
    id = ann.page.url().split("/g/")[1];
    assert.match(await ann.page.locator('[data-testid="lobby-clock"]').innerText(), /Live: 15 min \+ 10 s per move/);
    await ann.page.fill('[data-testid="name"]', "Ann");
    await ann.page.click('[data-testid="join-0"]');

    await bob.page.goto(h.base + "/");
    const entry = bob.page.locator(`[data-testid="open-game-${id}"]`);
    await entry.waitFor();
    assert.match(await entry.innerText(), /1 of 2 seats taken/);
    assert.match(await entry.locator("a").innerText(), /^Ann$/, "a listed game is named by its players");
    await entry.locator("a").click();
    await bob.page.waitForURL(new RegExp(`/g/${id}$`));
    await bob.page.fill('[data-testid="name"]', "Bob");
    await bob.page.click('[data-testid="join-1"]');
    await ann.page.waitForSelector('[data-testid="seats"] >> text=Bob');
  });

  await t.test("the creator frees a seat in the lobby; its player takes it again", async () => {
    assert.equal(await bob.page.locator('[data-testid^="free-"]').count(), 0, "only the creator frees seats");
    await ann.page.click('[data-testid="free-1"]');
    await bob.page.waitForSelector('[data-testid="join-1"]');
    await bob.page.click('[data-testid="join-1"]');
    await ann.page.waitForSelector('[data-testid="seats"] >> text=Bob');
    await ann.page.click('[data-testid="start"]');
    for (const p of [ann.page, bob.page]) await p.waitForSelector('[data-testid="banner"]');
  });

  await t.test("the table shows both clocks; the one of the seat to move runs", async () => {
    for (const seat of [0, 1]) assert.match(await ann.page.locator(`[data-testid="clock-${seat}"]`).innerText(), /1[45]:\d\d/);
    const lobby = (await h.api("GET", `/api/games/${id}`)).body;
    const running = lobby.seats.filter((s) => s.clock.running_since !== null).map((s) => s.seat);
    assert.deepEqual(running, lobby.waiting_for, "the clocks of the waited-for seats run");
    await ann.page.screenshot({ path: join(ARTIFACTS, "courtesies-clocks.png") });
  });

  await t.test("Bob leaves; Ann hands his seat to a bot from the table", async () => {
    await bob.page.goto("about:blank");
    const care = ann.page.locator('[data-testid="hand-to-bot-1"]');
    await care.waitFor();
    await care.click();
    await ann.page.waitForSelector('[data-testid="stand-in-1"]');
    await ann.page.screenshot({ path: join(ARTIFACTS, "courtesies-stand-in.png") });
    // Ann steps away too, and (as the creator) lets a bot finish for her.
    const creator = await ann.page.evaluate((id) => localStorage.getItem(`trickerion:creator:${id}`), id);
    await ann.page.goto("about:blank");
    await lobbyUntil(id, (l) => !l.seats[0].connected, "Ann away");
    const r = await h.api("POST", `/api/games/${id}/seats/0/stand-in`, { level: "normal" }, creator);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    await lobbyUntil(id, (l) => l.status === "finished", "the bots to finish the game");
  });

  let rematch;
  await t.test("rematch: one click each from the game-over screen, same names, starts by itself", async () => {
    await ann.page.goto(`${h.base}/g/${id}`);
    await bob.page.goto(`${h.base}/g/${id}`);
    for (const p of [ann.page, bob.page]) await p.waitForSelector('[data-testid="scores"]');
    await bob.page.click('[data-testid="rematch"]');
    await bob.page.waitForURL((u) => !u.pathname.endsWith(id));
    rematch = bob.page.url().split("/g/")[1];
    const join = ann.page.locator('[data-testid="join-rematch"]');
    await join.waitFor();
    await join.click();
    await ann.page.waitForURL(new RegExp(`/g/${rematch}$`));
    for (const p of [ann.page, bob.page]) await p.waitForSelector('[data-testid="banner"]');
    const lobby = (await h.api("GET", `/api/games/${rematch}`)).body;
    assert.equal(lobby.status, "playing");
    assert.deepEqual(
      lobby.seats.map((s) => s.name),
      ["Ann", "Bob"],
    );
    assert.equal(lobby.clock.initial_secs, 900, "the rematch keeps the clock");
    assert.equal((await h.api("GET", `/api/games/${id}`)).body.rematch.game_id, rematch);
  });

  await t.test("the start page lists this browser's games with whose move it is", async () => {
    await ann.page.goto(h.base + "/");
    const mine = ann.page.locator(`[data-testid="my-game-${rematch}"]`);
    await mine.waitFor();
    await ann.page.waitForFunction((sel) => /your move|waiting for/.test(document.querySelector(sel)?.textContent ?? ""), `[data-testid="my-game-${rematch}"]`);
    assert.match(await ann.page.locator(`[data-testid="my-game-${id}"]`).innerText(), /finished/);
    assert.match(await ann.page.locator(`[data-testid="my-game-${id}"] a`).innerText(), /Ann and Bob/, "my games are named by their players");
    const open = await ann.page.locator('[data-testid="open-games"]').innerText();
    assert.ok(!open.includes(id), "a finished game leaves the list of open games");
    // The rematch (listed, as its game was) says whose move it is there too.
    await ann.page.waitForFunction((sel) => /waiting for (Ann|Bob)/.test(document.querySelector(sel)?.textContent ?? ""), `[data-testid="open-game-${rematch}"]`);
    await ann.page.screenshot({ path: join(ARTIFACTS, "courtesies-home.png"), fullPage: true });
  });

  assert.deepEqual(h.pageErrors, []);
});

// Issue 12.3: a stored game that no longer replays (here a first step by the
// wrong seat, written into the database while the server was down, as if
// the rules had changed under it) opens as a page saying why, not a table.
test("a stored game that no longer replays shows a page saying why", async () => {
  const { id } = await h.gameWith({ players: 2 }, ["Ann", "Bob"]);
  await h.stopServer();
  // Seat 0 chooses its Magician first: a first step by seat 1 cannot replay.
  const db = join(h.dataDir, "trickerion.sqlite3");
  const command = JSON.stringify({ type: "choose_magician", magician: 0 });
  execFileSync("sqlite3", [db, `INSERT INTO commands (game_id, seq, seat, command) VALUES ('${id}', 1, 1, '${command}')`]);
  await h.startServer();
  const lobby = (await h.api("GET", `/api/games/${id}`)).body;
  assert.equal(lobby.status, "broken", JSON.stringify(lobby));
  const { page } = await h.newPlayer();
  await page.goto(`${h.base}/g/${id}`);
  const broken = page.locator('[data-testid="broken-game"]');
  await broken.waitFor();
  const text = await broken.innerText();
  assert.match(text, /no longer replays/);
  assert.ok(text.includes(lobby.broken), `${text} should name the reason: ${lobby.broken}`);
  assert.equal(await page.locator('[data-testid="banner"]').count(), 0, "no table");
  await page.screenshot({ path: join(ARTIFACTS, "broken-game.png") });
});

test("the creator is seated by the create form; a full lobby offers to watch", async () => {
  const ann = await h.newPlayer(SIZES.desktop);
  await ann.page.goto(h.base + "/");
  await ann.page.selectOption('[data-testid="players"]', "2");
  await ann.page.fill('[data-testid="create-name"]', "Ann");
  await ann.page.click('[data-testid="create"]');
  await ann.page.waitForURL(/\/g\/[a-z0-9]+$/);
  const id = ann.page.url().split("/g/")[1];
  await ann.page.waitForSelector('[data-testid="seats"] >> text=Ann');
  assert.match(await ann.page.locator('[data-testid="seats"] li').first().innerText(), /Ann.*\(you\)|Ann[\s\S]*you/, "the creator sits in the first seat");
  assert.equal((await h.api("GET", `/api/games/${id}`)).body.seats[0].name, "Ann");

  const bob = await h.newPlayer(SIZES.desktop);
  await bob.page.goto(`${h.base}/g/${id}`);
  await bob.page.fill('[data-testid="name"]', "Bob");
  await bob.page.click('[data-testid="join-1"]');
  await ann.page.waitForSelector('[data-testid="seats"] >> text=Bob');

  // A third friend with the invite link: no seat left, so no name box, and a way to watch.
  const cy = await h.newPlayer(SIZES.phone, { isMobile: true, hasTouch: true });
  await cy.page.goto(`${h.base}/g/${id}`);
  await cy.page.waitForSelector('[data-testid="lobby-full"]');
  assert.equal(await cy.page.locator('[data-testid="name"]').count(), 0);
  assert.equal(await cy.page.locator('[data-testid^="join-"]').count(), 0);
  await cy.page.screenshot({ path: join(ARTIFACTS, "lobby-full-phone.png") });
  await cy.page.click('[data-testid="full-watch"]');
  await cy.page.waitForURL(new RegExp(`/g/${id}/watch$`));
  await ann.page.click('[data-testid="start"]');
  await cy.page.waitForSelector('[data-testid="banner"]');
  for (const p of [ann, bob, cy]) await p.context.close();
  assert.deepEqual(h.pageErrors, []);
});
