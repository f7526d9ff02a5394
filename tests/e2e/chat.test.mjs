// End-to-end: table chat in the browser (issue 27). Two players chat in a
// live game, one at a desktop and one on a phone (the chat is a tab there,
// with its unread count); an HTML payload shows as text and runs nothing; a
// quick reaction is one click; a spectator's message reaches the players'
// spectators tab and the spectator never sees the table's chat; the messages
// are still there after the server restarts; once the game is over its
// replay shows the players' chat between the moves.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { ARTIFACTS, autoplay, Harness, SIZES } from "./helpers.mjs";

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const PAYLOAD = "<img src=x onerror=alert(1)> look";
const lines = (page) => page.locator('[data-testid="chat-lines"] [data-testid="chat-line"] .text').allInnerTexts();

async function until(what, check, ms = 15000) {
  const end = Date.now() + ms;
  let last;
  while (Date.now() < end) {
    last = await check();
    if (last) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

test("two players and a spectator chat; HTML shows as text; chat survives a restart", async (t) => {
  const { id, tokens } = await h.gameWith({ players: 2 }, ["Ann", "Bob"]);
  const ann = await h.newPlayer(SIZES.desktop);
  const bob = await h.newPlayer(SIZES.phone, { isMobile: true, hasTouch: true });
  const watcher = await h.newPlayer(SIZES.desktop);
  const dialogs = [];
  for (const p of [ann, bob, watcher]) p.page.on("dialog", (d) => dialogs.push(d.message()) && d.dismiss());
  await h.openSeat(ann.page, id, 0, tokens[0]);
  await h.openSeat(bob.page, id, 1, tokens[1]);
  await watcher.page.goto(`${h.base}/g/${id}`);
  await watcher.page.waitForSelector('[data-testid="chat"]');

  await t.test("a message with HTML reaches the other player as text", async () => {
    await ann.page.fill('[data-testid="chat-input"]', PAYLOAD);
    await ann.page.click('[data-testid="chat-send"]');
    await until("Ann's own message", async () => (await lines(ann.page)).includes(PAYLOAD));
    // On the phone the chat is a tab that counts what came.
    const tab = bob.page.locator('[data-testid="chat-tab"]');
    await until("the unread count", async () => /Chat \(1\)/.test(await tab.innerText()));
    await bob.page.screenshot({ path: join(ARTIFACTS, "chat-phone-unread.png") });
    await tab.click();
    await until("Bob reads it", async () => (await lines(bob.page)).includes(PAYLOAD));
    assert.equal(await bob.page.locator('[data-testid="chat"] img').count(), 0, "no element made of the text");
    assert.equal(await ann.page.locator('[data-testid="chat"] img').count(), 0);
    assert.match(await tab.innerText(), /^Chat$/, "read once shown");
  });

  await t.test("a quick reaction is one click", async () => {
    await bob.page.locator('[data-testid="chat-reaction"]', { hasText: "Good move" }).click();
    await until("Ann sees the reaction", async () => (await lines(ann.page)).includes("Good move"));
    await bob.page.screenshot({ path: join(ARTIFACTS, "chat-phone-open.png") });
  });

  await t.test("a spectator chats in the spectators' channel only", async () => {
    assert.equal(await watcher.page.locator('[data-testid="chat-channel-table"]').count(), 0);
    await watcher.page.fill('[data-testid="chat-name"]', "Carol");
    await watcher.page.fill('[data-testid="chat-input"]', "hello from the gallery");
    await watcher.page.click('[data-testid="chat-send"]');
    await until("Carol's own message", async () => (await lines(watcher.page)).includes("hello from the gallery"));
    const seen = await lines(watcher.page);
    assert.ok(!seen.includes("Good move") && !seen.includes(PAYLOAD), `the table's chat reached a spectator: ${seen}`);
    const badge = ann.page.locator('[data-testid="chat-unread-spectators"]');
    await until("Ann's spectators tab counts it", async () => (await badge.count()) && (await badge.innerText()) === "1");
    assert.ok(!(await lines(ann.page)).includes("hello from the gallery"), "not in the players' channel");
    await ann.page.click('[data-testid="chat-channel-spectators"]');
    await until("Ann reads it", async () => (await lines(ann.page)).includes("hello from the gallery"));
    assert.equal(await ann.page.locator('[data-testid="chat-input"]').count(), 0, "players do not post there");
    await ann.page.click('[data-testid="chat-channel-table"]');
    await ann.page.screenshot({ path: join(ARTIFACTS, "chat-desktop.png") });
    await watcher.page.screenshot({ path: join(ARTIFACTS, "chat-spectator.png") });
  });

  await t.test("the messages are there after the server restarts", async () => {
    await h.stopServer();
    await h.startServer();
    await ann.page.reload();
    await ann.page.waitForSelector('[data-testid="chat"]');
    await until("Ann's chat after the restart", async () => {
      const now = await lines(ann.page);
      return now.includes(PAYLOAD) && now.includes("Good move");
    });
  });

  await t.test("once the game is over, its replay shows the players' chat between the moves", async () => {
    await ann.page.fill('[data-testid="chat-input"]', "well played");
    await ann.page.click('[data-testid="chat-send"]');
    await until("Ann's last word", async () => (await lines(ann.page)).includes("well played"));
    await Promise.all([autoplay(ann.page, id, tokens[0]), autoplay(bob.page, id, tokens[1])]);
    const viewer = await h.newPlayer(SIZES.desktop);
    await viewer.page.goto(`${h.base}/g/${id}/replay`);
    await viewer.page.waitForSelector('[data-testid="replay"] [data-testid="move-list"]');
    const said = viewer.page.locator('[data-testid="move-list"] [data-testid="replay-chat"] .text');
    await until("the table chat in the move list", async () => (await said.count()) === 3);
    assert.deepEqual(await said.allInnerTexts(), [PAYLOAD, "Good move", "well played"]);
    assert.equal(await viewer.page.locator('[data-testid="move-list"] img').count(), 0, "no element made of the text");
    const list = await viewer.page.locator('[data-testid="move-list"]').innerText();
    assert.ok(!list.includes("hello from the gallery"), "the spectators' chat is not the table's");
    // Each message sits under the move it followed: all before the first move here.
    const order = await viewer.page.locator('[data-testid="move-list"] > li').allInnerTexts();
    assert.ok(order.findIndex((l) => l.includes("well played")) < order.findIndex((l) => l.startsWith("#1")), order.slice(0, 6).join(" | "));
    await viewer.page.screenshot({ path: join(ARTIFACTS, "chat-replay.png") });
    await viewer.context.close();
  });

  assert.deepEqual(dialogs, [], "no script ran from a message");
  assert.deepEqual(h.pageErrors, []);
});

test("players chat in the lobby before the start; the creator closes the spectators' chat", async () => {
  const created = (await h.api("POST", "/api/games", { players: 2 })).body;
  const id = created.game_id;
  const annSeat = (await h.api("POST", `/api/games/${id}/seats/0`, { name: "Ann" })).body.seat_token;
  const bobSeat = (await h.api("POST", `/api/games/${id}/seats/1`, { name: "Bob" })).body.seat_token;
  const ann = await h.newPlayer(SIZES.desktop);
  const bob = await h.newPlayer(SIZES.desktop);
  const watcher = await h.newPlayer(SIZES.desktop);
  const open = async (page, seat, token, creator) => {
    await page.goto(`${h.base}/`);
    await page.evaluate(([id, seat, token, creator]) => {
      localStorage.setItem(`trickerion:seat:${id}`, JSON.stringify({ seat, token }));
      if (creator) localStorage.setItem(`trickerion:creator:${id}`, creator);
    }, [id, seat, token, creator]);
    await page.goto(`${h.base}/g/${id}`);
    await page.waitForSelector('[data-testid="chat-input"]');
  };
  await open(ann.page, 0, annSeat, created.creator_token);
  await ann.page.fill('[data-testid="chat-input"]', "start when you are ready");
  await ann.page.click('[data-testid="chat-send"]');
  await open(bob.page, 1, bobSeat, null);
  await until("Bob reads the lobby's chat", async () => (await lines(bob.page)).includes("start when you are ready"));
  await ann.page.screenshot({ path: join(ARTIFACTS, "chat-lobby.png") });

  await watcher.page.goto(`${h.base}/g/${id}`);
  await watcher.page.waitForSelector('[data-testid="chat-name"]');
  await ann.page.click('[data-testid="chat-channel-spectators"]');
  await ann.page.click('[data-testid="chat-spectators-switch"]');
  await until("the spectator sees the chat closed", async () => /closed the spectators' chat/.test(await watcher.page.locator('[data-testid="chat"]').innerText()));
  assert.equal(await watcher.page.locator('[data-testid="chat-input"]').count(), 0);
  assert.equal((await h.api("GET", `/api/games/${id}`)).body.spectator_chat, false);
  assert.deepEqual(h.pageErrors, []);
});
