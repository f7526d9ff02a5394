// Dahlgaard's Academy in the browser: the create form's option
// and its provisional-content notice (also in the lobby and at the table,
// linking to the content document the server serves), the Academy board and
// the Protégé drawn at the table, and by clicks: the Protégé sent to the
// Academy, placed there, and an Academy Action (Learn Secret) taken; and
// Anjali's lending (004 "New magicians"): a game reached through the seats'
// sockets (Anjali chosen, a Secret learnt in the first turn), then in the
// second Assignment phase a Secret and an Apprentice clicked and sent, the
// Protégé's board, the log and the server's views showing the lent Secret.
// Run with SERVER_BIN and WEB_DIR set (see helpers.mjs).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { ARTIFACTS, autoplay, complete, Harness, sendFirst } from "./helpers.mjs";

const h = new Harness();

before(async () => {
  await h.start();
});

after(async () => {
  await h.stop();
});


/** The game as the holder of `token` sees it now (its socket's snapshot). */
function stateOf(page, id, token) {
  return page.evaluate(
    ([id, token]) =>
      new Promise((done, fail) => {
        const ws = new WebSocket(`ws://${location.host}/api/games/${id}/ws?token=${token}`);
        ws.onmessage = (e) => {
          const m = JSON.parse(e.data);
          if (m.type !== "snapshot") return;
          ws.close();
          done(m.state);
        };
        ws.onerror = () => fail(new Error("socket failed"));
      }),
    [id, token],
  );
}

test("an Academy game: the notice, the board, and the Protégé's Academy Action by clicks", async (t) => {
  const { page } = await h.newPlayer();
  const notice = '[data-testid="provisional-notice"]';

  await t.test("the create form offers the Academy with the provisional-content notice", async () => {
    await page.goto(h.base + "/");
    assert.equal(await page.isDisabled('[data-testid="academy"]'), true, "the Academy needs the Dark Alley");
    await page.check('[data-testid="dark-alley"]');
    await page.check('[data-testid="academy"]');
    const text = await page.locator(notice).innerText();
    assert.match(text, /provisional Dahlgaard's Academy/);
    const href = await page.locator(`${notice} a`).getAttribute("href");
    assert.equal(href, "/docs/content");
    const doc = await fetch(h.base + href);
    assert.equal(doc.status, 200);
    assert.match(await doc.text(), /academy\.json/);
    await page.click('[data-testid="create"]');
    await page.waitForURL(/\/g\/[a-z0-9]+$/);
    await page.waitForSelector(notice);
    assert.match(await page.locator(notice).innerText(), /Dahlgaard's Academy/);
  });

  // A game with two seats held by people; Bob plays through his socket.
  const { id, tokens } = await h.gameWith({ players: 2, dark_alley: true, prophecies: true, academy: true }, ["Alice", "Bob"]);
  const bob = await h.newPlayer();
  await bob.page.goto(h.base + "/");

  await t.test("the table shows the notice, the Academy board and the Protégé", async () => {
    await h.openSeat(page, id, 0, tokens[0]);
    assert.match(await page.locator(notice).innerText(), /Dahlgaard's Academy/);
    await page.waitForSelector('[data-testid="academy"]');
    assert.match(await page.locator('[data-testid="wing-0"]').innerText(), /Ruin/);
    assert.match(await page.locator('[data-testid="secret-deck"]').innerText(), /14 tiles face down/);
    assert.equal(await page.locator('[data-testid^="secret-"][data-key]').count(), 2, "two face-up Secrets");
    await page.waitForSelector('[data-testid="protege-0"]');
  });

  await t.test("set-up to the first Assignment phase", async () => {
    await Promise.all([autoplay(page, id, tokens[0], "assignment"), autoplay(bob.page, id, tokens[1], "assignment")]);
    await page.waitForFunction(() => /Assignment/.test(document.querySelector('[data-testid="turn"]')?.textContent ?? ""));
  });

  await t.test("the Protégé goes to the Academy by clicks", async () => {
    await page.click('button[data-key="char:protege"]');
    // The second click completes the assignment: it is sent at once.
    await page.click('button[data-key="hand:academy"]');
    await page.waitForSelector('[data-testid="card-0-protege"]:has-text("Academy")');
    await page.click('button[data-key="confirm"]');
    await page.click('[data-testid="send"]');
    // Bob sends nobody out: the Academy's +2 slot stays free.
    await sendFirst(bob.page, id, tokens[1], "confirm_assignments");
    await page.waitForSelector('button[data-key="slot:academy:0"]');
  });

  await t.test("placed on the +2 slot, it learns a face-up Secret by clicks", async () => {
    await page.click('button[data-key="slot:academy:0"]');
    // The composer's open choice (a Shard for +1 AP or not), then Send.
    assert.ok(await complete(page), "the placement is sent");
    await page.waitForSelector('button[data-key^="secret:"]');
    const key = await page.locator('button[data-key^="secret:"]').first().getAttribute("data-key");
    const name = (await page.locator(`button[data-key="${key}"] .sname`).innerText()).trim();
    await page.click(`button[data-key="${key}"]`);
    await page.click('button[data-key="pspace:0"]');
    assert.match(await page.locator('[data-testid="summary"]').innerText(), /Learn the Secret/);
    await page.click('[data-testid="send"]');
    await page.waitForSelector(`[data-testid="pspace-0-0"]:has-text("${name}")`);
    await page.waitForSelector(`[data-testid="log"] >> text=learns the Secret ${name}`);
    await page.screenshot({ path: join(ARTIFACTS, "academy-alice.png"), fullPage: true });
  });

  assert.deepEqual(h.pageErrors, []);
});

test("Anjali lends one of the Protégé's Secrets to an Apprentice by clicks", async (t) => {
  // Alice (seat 0) chooses Anjali first; both play through their sockets
  // until Alice's Protégé has learnt a Secret and the second Assignment
  // phase has begun; then the lending is done by clicks on Alice's page.
  const { id, tokens } = await h.gameWith({ players: 2, dark_alley: true, prophecies: true, academy: true }, ["Alice", "Bob"]);
  const { page } = await h.newPlayer();
  const bob = await h.newPlayer();
  await bob.page.goto(h.base + "/");
  const ANJALI = 11; // MagicianId::ANJALI
  let lent = null; // { secret, name, apprentice }

  await t.test("Alice chooses Anjali; set-up to the first Assignment phase", async () => {
    await h.openSeat(page, id, 0, tokens[0]);
    await sendFirst(page, id, tokens[0], "choose_magician", { magician: ANJALI });
    await Promise.all([autoplay(page, id, tokens[0], "assignment"), autoplay(bob.page, id, tokens[1], "assignment")]);
    const s = await stateOf(page, id, tokens[0]);
    assert.equal(s.view.players[0].magician, ANJALI, "Alice's Magician is Anjali");
    assert.equal(s.view.academy.players[0].secrets.filter((x) => x !== null).length, 0, "no Secret yet");
    assert.ok(!s.legal_commands.some((c) => c.type === "lend_secret"), "nothing to lend without a Secret");
  });

  await t.test("turn 1: the Protégé learns a Secret at the Academy; on to the second Assignment phase", async () => {
    await sendFirst(page, id, tokens[0], "assign", { character: "protege", location: "academy" });
    await sendFirst(page, id, tokens[0], "confirm_assignments");
    await sendFirst(bob.page, id, tokens[1], "confirm_assignments");
    const bobs = autoplay(bob.page, id, tokens[1], "assignment");
    await sendFirst(page, id, tokens[0], "place", { character: "protege" });
    await sendFirst(page, id, tokens[0], "learn_secret");
    await Promise.all([autoplay(page, id, tokens[0], "assignment"), bobs]);
    const s = await stateOf(page, id, tokens[0]);
    assert.equal(s.view.phase.phase, "assignment");
    assert.equal(s.view.turn, 2, "the second turn");
    assert.equal(s.view.academy.players[0].secrets.filter((x) => x !== null).length, 1, "the Protégé holds one Secret");
    assert.equal(s.view.academy.players[0].lent, null);
    assert.ok(s.legal_commands.some((c) => c.type === "lend_secret"), `Anjali may lend now: ${JSON.stringify(s.legal_commands.map((c) => c.type))}`);
  });

  await t.test("the Secret, then the Apprentice, clicked and sent: the Protégé's board shows it lent", async () => {
    await page.waitForSelector('[data-testid="lend-0"] button[data-testid^="lend-0-"].legal');
    assert.equal(await page.locator('[data-testid="lent-0"]').count(), 0, "nothing lent yet");
    const secretId = Number((await page.locator('button[data-testid^="lend-0-"]').first().getAttribute("data-testid")).slice("lend-0-".length));
    const name = (await page.locator(`button[data-testid="lend-0-${secretId}"] .sname`).innerText()).trim();
    assert.ok((await page.locator('[data-testid="protege-0"] .protege-spaces').innerText()).includes(name), "the Secret is on the Protégé's extension");
    await page.click(`button[data-testid="lend-0-${secretId}"]`);
    await page.waitForSelector('button[data-key^="char:apprentice"].legal');
    const apprentice = await page.$$eval('button[data-key^="char:apprentice"].legal', (els) => els.map((e) => e.dataset.key.slice("char:".length)));
    assert.ok(apprentice.length >= 1, "an Apprentice at home to lend it to");
    await page.click(`button[data-key="char:${apprentice[0]}"]`);
    const label = `Apprentice ${apprentice[0].slice("apprentice".length)}`;
    assert.ok((await page.locator('[data-testid="summary"]').innerText()).includes(`Put a Coin on ${label}: it carries the Protégé's Secret ${name} this turn`));
    const coins = (await stateOf(page, id, tokens[0])).view.players[0].coins;
    await page.click('[data-testid="send"]');
    await page.waitForSelector(`[data-testid="lent-0"]:has-text("Anjali's Coin on ${label}: it carries ${name}")`);
    await page.waitForSelector(`[data-testid="log"] >> text=puts a Coin on`);
    assert.ok((await page.locator('[data-testid="log"]').innerText()).includes(`Alice puts a Coin on an Apprentice: it carries the Secret ${name} this turn`));
    lent = { secret: secretId, name, apprentice: apprentice[0], coins };
    await page.locator('[data-testid="protege-0"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, "academy-anjali.png"), fullPage: true });
  });

  await t.test("the server holds the Coin and the Secret on the Apprentice, hidden from Bob", async () => {
    assert.ok(lent, "lent by clicks");
    const s = await stateOf(page, id, tokens[0]);
    assert.deepEqual(s.view.academy.players[0].lent, { character: lent.apprentice, secret: lent.secret });
    assert.equal(s.view.players[0].coins, lent.coins - 1, "one Coin for the lending");
    assert.ok(s.log.some((l) => l.by === 0 && l.event.type === "secret_lent" && l.event.secret === lent.secret && l.msg.id === "log-secret-lent"));
    const b = await stateOf(bob.page, id, tokens[1]);
    assert.deepEqual(b.view.academy.players[0].lent, { character: lent.apprentice, secret: null }, "the Secret is hidden from Bob while the card is face down");
  });

  assert.deepEqual(h.pageErrors, []);
});
