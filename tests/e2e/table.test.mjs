// End-to-end tests in headless Chromium (playwright-core + Debian's chromium):
// the real server binary on a free port with SQLite in a temp DATA_DIR serves
// the built client; two players and a spectator play set-up and a whole game
// by clicking. Run through `web/test.sh` (it builds the client and the server),
// or: `node --test tests/e2e/` with SERVER_BIN set.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ARTIFACTS, banner, Harness, inView, legalKeys, latest, myMove, playOne, waitVersionChange } from "./helpers.mjs";

const STEP_LIMIT = 1500;
const h = new Harness();
let base;

before(async () => {
  await h.start();
  base = h.base;
});

after(async () => {
  await h.stop();
});

const newPlayer = (viewport) => h.newPlayer(viewport);
const pageErrors = h.pageErrors;

test("two players and a spectator: lobby, set-up, a whole turn by clicking, hidden cards stay hidden, reload resumes", async (t) => {
  const alice = await newPlayer();
  const bob = await newPlayer();
  const watcher = await newPlayer();
  let gameUrl;

  await t.test("lobby: create, invite link, join with names, start", async () => {
    await alice.page.goto(base + "/");
    await alice.page.click('[data-testid="create"]');
    await alice.page.waitForURL(/\/g\/[a-z0-9]+$/);
    gameUrl = alice.page.url();
    assert.equal(await alice.page.inputValue('[data-testid="invite"]'), gameUrl);
    await alice.page.fill('[data-testid="name"]', "Alice");
    await alice.page.click('[data-testid="join-0"]');
    await bob.page.goto(gameUrl);
    await bob.page.fill('[data-testid="name"]', "Bob");
    await bob.page.click('[data-testid="join-1"]');
    await alice.page.waitForSelector('text=Bob');
    await watcher.page.goto(gameUrl + "/watch");
    await watcher.page.waitForSelector('[data-testid="seats"]');
    assert.equal(await watcher.page.locator('[data-testid^="join-"]').count(), 0, "spectators get no Join buttons");
    await alice.page.waitForSelector('[data-testid="seats"] >> text=connected');
    await alice.page.screenshot({ path: join(ARTIFACTS, "lobby-alice.png"), fullPage: true });
    await alice.page.click('[data-testid="start"]');
    for (const p of [alice.page, bob.page, watcher.page]) await p.waitForSelector('[data-testid="banner"]');
  });

  const players = [alice.page, bob.page];
  async function playUntil(done, prefer, label) {
    for (let i = 0; i < STEP_LIMIT; i++) {
      if (await done()) return;
      let moved = false;
      for (const p of players) {
        if (await myMove(p)) {
          const v = await latest(p);
          await playOne(p, typeof prefer === "function" ? prefer(p) : prefer);
          await waitVersionChange(players, v);
          moved = true;
          break;
        }
      }
      if (!moved) await alice.page.waitForTimeout(100);
      const err = await alice.page.locator('[data-testid="error"]').count() + (await bob.page.locator('[data-testid="error"]').count());
      assert.equal(err, 0, `an error was shown while ${label}`);
    }
    throw new Error(`did not finish ${label}: ${await banner(alice.page)}`);
  }
  const phase = (p) => p.locator('[data-testid="turn"]').innerText();

  await t.test("set-up by clicking: Magicians, starting Tricks, Components, Specialists", async () => {
    await playUntil(async () => /Advertise|Assignment/.test(await phase(alice.page)), null, "set-up");
    for (const p of [alice.page, bob.page]) assert.match(await p.locator('[data-testid="board-0"]').innerText(), /Favorite/);
  });

  await t.test("advertise, then Assignment: the opponent and the spectator never see a face-down card's Location", async () => {
    await playUntil(async () => /Assignment/.test(await phase(alice.page)), /^advertise$/, "advertising");
    // Both players' tabs say it is their move; the spectator's does not.
    await alice.page.waitForFunction(() => document.title.startsWith("▶ Your move"));
    assert.match(await bob.page.title(), /^▶ Your move/);
    assert.equal(await watcher.page.title(), "Trickerion");
    // Alice puts a Theater card under her Magician.
    await alice.page.click('button[data-key="char:magician"]');
    // The second click completes the assignment: it is sent at once.
    await alice.page.click('button[data-key="hand:theater"]');
    await alice.page.waitForSelector('[data-testid="card-0-magician"]:has-text("Theater card")');
    for (const p of [bob.page, watcher.page]) {
      await p.waitForSelector('[data-testid="card-0-magician"]:has-text("face-down card")');
      // Alice's board and the log, as text and as DOM, never name the Location.
      const board = await p.locator('[data-testid="board-0"]').innerHTML();
      const log = await p.locator('[data-testid="log"]').innerHTML();
      for (const place of ["Downtown", "Market Row", "Workshop", "Theater"]) {
        assert.ok(!board.includes(`${place} card`), `Alice's face-down ${place} card is named on another viewer's page`);
      }
      assert.ok(!/Alice assigns Magician to/.test(log), "the log tells another viewer where Alice's card is");
      assert.match(log, /Alice/);
    }
    assert.equal(await bob.page.locator('[data-testid="hand"]').count(), 1, "Bob sees his own hand");
    assert.equal(await bob.page.locator('[data-testid="board-0"] [data-testid="hand"]').count(), 0, "Bob does not see Alice's hand");
    assert.equal(await watcher.page.locator('[data-testid="hand"]').count(), 0, "spectators see no hand");
    assert.equal(await watcher.page.locator('[data-testid="composer"], [data-testid="legal-list"], button[data-key]').count(), 0, "spectators get no controls");
    await bob.page.screenshot({ path: join(ARTIFACTS, "assignment-bob.png"), fullPage: true });
    await watcher.page.screenshot({ path: join(ARTIFACTS, "assignment-spectator.png"), fullPage: true });
    // Bob: Magician to the Theater as well, then both assign the rest and confirm.
    await bob.page.click('button[data-key="char:magician"]');
    await bob.page.click('button[data-key="hand:theater"]');
    await bob.page.waitForSelector('[data-testid="card-1-magician"]:has-text("Theater card")');
    for (const p of players) {
      for (const c of ["engineer", "manager", "assistant", "apprentice1", "apprentice2"]) {
        const ch = p.locator(`button[data-key="char:${c}"]`);
        if (!(await ch.count())) continue;
        await ch.click();
        const hand = (await legalKeys(p)).filter((k) => k.startsWith("hand:"));
        const order = c === "manager" || c === "engineer" ? ["hand:market_row", "hand:downtown", "hand:workshop"] : ["hand:downtown", "hand:workshop", "hand:market_row"];
        const loc = order.find((h) => hand.includes(h));
        if (!loc) {
          await p.click('[data-testid="cancel"]');
          continue;
        }
        await p.click(`button[data-key="${loc}"]`);
        await p.waitForSelector(`[data-testid="composer"]`, { state: "detached" });
        await p.waitForTimeout(150);
      }
    }
    await alice.page.screenshot({ path: join(ARTIFACTS, "assignment-alice.png"), fullPage: true });
    for (const p of players) {
      await p.click('button[data-key="confirm"]');
      await p.click('[data-testid="send"]');
      await p.waitForTimeout(150);
    }
    await alice.page.waitForFunction(() => !/Assignment/.test(document.querySelector('[data-testid="turn"]').textContent));
  });

  await t.test("a reload resumes the seat", async () => {
    await bob.page.reload();
    await bob.page.waitForSelector('[data-testid="banner"]');
    assert.match(await bob.page.locator('[data-testid="board-1"] h2').innerText(), /Bob \(you\)/);
    assert.equal(await bob.page.locator('[data-testid="hand"]').count(), 1);
    // A new tab of the same seat resumes it too (the token is in localStorage).
    const tab = await bob.context.newPage();
    await tab.goto(gameUrl);
    await tab.waitForSelector('[data-testid="board-1"]');
    assert.match(await tab.locator('[data-testid="board-1"] h2').innerText(), /\(you\)/);
    await tab.close();
  });

  await t.test("placement, actions (a Set Up with slot and orientation), Performance and End Turn by clicking", async () => {
    let shot = false;
    let markerSeen = false;
    await playUntil(
      async () => {
        const ph = await phase(alice.page);
        if (!shot && /takes Actions/.test(ph)) {
          shot = true;
          for (const [n, p] of [["alice", alice.page], ["bob", bob.page], ["spectator", watcher.page]])
            await p.screenshot({ path: join(ARTIFACTS, `actions-${n}.png`), fullPage: true });
        }
        if (!markerSeen && (await watcher.page.locator(".pcard .marker.seat-0").count()) > 0) {
          markerSeen = true;
          assert.ok((await bob.page.locator(".pcard .marker.seat-0").count()) > 0, "Bob sees Alice's marker");
          await watcher.page.locator("#theater").screenshot({ path: join(ARTIFACTS, "theater-marker-spectator.png") });
        }
        return /^Turn 2/.test(ph);
      },
      // Alice's Magician goes backstage to Set Up her Trick; Bob's takes the Performance slot.
      (p) => (p === alice.page ? /^(slot:backstage:|own:|pslot:)/ : /^slot:performance:/),
      "turn 1",
    );
    const log = await alice.page.locator('[data-testid="log"]').innerText();
    writeFileSync(join(ARTIFACTS, "log-alice.txt"), log);
    for (const words of [/places/i, /sets up/i, /Performance phase/i, /Turn 1 ends/i, /Turn 2 begins/i])
      assert.match(log, words, `the log mentions ${words}`);
    assert.ok(shot, "a Character took Actions");
    assert.ok(markerSeen, "the spectator saw Alice's Trick Marker on a Performance card");
  });

  await t.test("screenshots of the table for every viewer, desktop and phone", async () => {
    for (const [n, p] of [["alice", alice.page], ["bob", bob.page], ["spectator", watcher.page]])
      await p.screenshot({ path: join(ARTIFACTS, `table-${n}.png`), fullPage: false });
    const { context: phone, page: pp } = await h.newPlayer({ width: 390, height: 844 }, { isMobile: true, hasTouch: true });
    await pp.goto(gameUrl + "/watch");
    await pp.waitForSelector('[data-testid="banner"]');
    await pp.screenshot({ path: join(ARTIFACTS, "table-phone-spectator.png"), fullPage: false });
    const overflow = await pp.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 2, `no sideways scrolling on a phone (overflow ${overflow}px)`);
    await phone.close();
    // Alice on a phone-sized tab of her own seat (same browser profile, so same token).
    const tab = await alice.context.newPage();
    await tab.setViewportSize({ width: 390, height: 844 });
    await tab.goto(gameUrl);
    await tab.waitForSelector('[data-testid="board-0"]');
    await tab.locator('[data-testid="board-0"]').scrollIntoViewIfNeeded();
    await tab.screenshot({ path: join(ARTIFACTS, "table-phone-alice-board.png"), fullPage: false });
    const own = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(own <= 2, `no sideways scrolling on a phone for a player (overflow ${own}px)`);
    await tab.close();
  });

  await t.test("a lost connection shows a banner and reconnects by itself; the game survives a server restart", async () => {
    const before = await alice.page.locator('[data-testid="turn"]').innerText();
    await h.stopServer();
    for (const p of [alice.page, watcher.page]) await p.waitForSelector('[data-testid="conn-lost"]', { timeout: 5000 });
    assert.match(await alice.page.locator('[data-testid="conn-lost"]').innerText(), /Connection lost/);
    // Under the top bar, never over it, and in view wherever the page is scrolled.
    const bar = await alice.page.locator('[data-testid="turn"]').boundingBox();
    const lost = await alice.page.locator('[data-testid="conn-lost"]').boundingBox();
    assert.ok(lost.y >= bar.y + bar.height - 1, `the banner (y ${lost.y}) sits below the top bar (${bar.y}+${bar.height})`);
    await alice.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    assert.ok(await inView(alice.page, '[data-testid="conn-lost"]'), "the banner stays in view when scrolled");
    assert.match(await alice.page.locator('[data-testid="conn-lost"]').innerText(), /[1-5] s/, "the next try is at most 5 s away");
    await alice.page.screenshot({ path: join(ARTIFACTS, "connection-lost-alice.png") });
    await alice.page.evaluate(() => window.scrollTo(0, 0));
    await h.startServer();
    for (const p of [alice.page, bob.page, watcher.page]) await p.waitForSelector('[data-testid="conn-lost"]', { state: "detached", timeout: 20000 });
    assert.equal(await alice.page.locator('[data-testid="turn"]').innerText(), before);
    assert.equal(await myMove(alice.page) || (await myMove(bob.page)), true, "someone can move after the reconnection");
  });

  await t.test("play on to the end: game-over banner and the final score table for everyone", async () => {
    await playUntil(async () => (await alice.page.locator('[data-testid="scores"]').count()) > 0, null, "the rest of the game");
    for (const p of [alice.page, bob.page, watcher.page]) {
      await p.waitForSelector('[data-testid="scores"]');
      assert.match(await banner(p), /Game over: (Alice|Bob) wins\./);
      const terms = await p.locator('[data-testid="score-0"] dt').allInnerTexts();
      assert.deepEqual(terms, ["Fame before scoring", "Shards", "Coins", "Apprentices", "Specialists", "Total"]);
      assert.equal(await p.locator('[data-testid="new-game"]').getAttribute("href"), "/");
    }
    await watcher.page.locator('[data-testid="scores"]').screenshot({ path: join(ARTIFACTS, "scores-spectator.png") });
  });

  for (const c of [alice, bob, watcher]) await c.context.close();
  assert.deepEqual(pageErrors, [], "no script errors in any page");
});

test("Dark Alley game: the create form's options and the Dark Alley on the table", async () => {
  const alice = await newPlayer();
  const bob = await newPlayer();
  await alice.page.goto(base + "/");
  assert.equal(await alice.page.isDisabled('[data-testid="prophecies"]'), true, "Prophecies need the Dark Alley");
  await alice.page.check('[data-testid="dark-alley"]');
  assert.equal(await alice.page.isChecked('[data-testid="prophecies"]'), true);
  assert.equal(await alice.page.isChecked('[data-testid="fame-caps"]'), true, "the 20-Fame caps are on by default with the Dark Alley");
  await alice.page.click('[data-testid="create"]');
  await alice.page.waitForURL(/\/g\/[a-z0-9]+$/);
  const url = alice.page.url();
  await alice.page.fill('[data-testid="name"]', "Alice");
  await alice.page.click('[data-testid="join-0"]');
  await bob.page.goto(url);
  await bob.page.fill('[data-testid="name"]', "Bob");
  await bob.page.click('[data-testid="join-1"]');
  await alice.page.waitForSelector('text=Bob');
  await alice.page.click('[data-testid="start"]');
  for (const p of [alice.page, bob.page]) {
    await p.waitForSelector('[data-testid="alley"]');
    assert.equal(await p.locator('[data-testid^="sdeck-top-"]').count(), 4, "four face-up Special Assignment cards");
    assert.equal(await p.locator('[data-testid^="prophecy-pending-"]').count(), 3, "three Pending Prophecies");
    assert.equal(await p.locator('[data-testid="alley"] .cslot').count(), 4, "four Dark Alley Character slots");
  }
  await alice.page.locator('[data-testid="alley"]').screenshot({ path: join(ARTIFACTS, "dark-alley.png") });
  for (const c of [alice, bob]) await c.context.close();
  assert.deepEqual(pageErrors, [], "no script errors in any page");
});
