// Dahlgaard's Academy in the browser (issue 14): the create form's option
// and its provisional-content notice (also in the lobby and at the table,
// linking to the content document the server serves), the Academy board and
// the Protégé drawn at the table, and by clicks: the Protégé sent to the
// Academy, placed there, and an Academy Action (Learn Secret) taken.
// Run with SERVER_BIN and WEB_DIR set (see helpers.mjs).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { ARTIFACTS, autoplay, complete, Harness } from "./helpers.mjs";

const h = new Harness();

before(async () => {
  await h.start();
});

after(async () => {
  await h.stop();
});

/** Sends `seat`'s first legal command of `type` through its own socket. */
function sendFirst(page, id, token, type) {
  return page.evaluate(
    ([id, token, type]) =>
      new Promise((done, fail) => {
        const ws = new WebSocket(`ws://${location.host}/api/games/${id}/ws?token=${token}`);
        let sent = false;
        ws.onmessage = (e) => {
          const m = JSON.parse(e.data);
          if (m.type === "ack" || (m.type === "error" && sent)) {
            ws.close();
            return m.type === "ack" ? done(true) : fail(new Error(JSON.stringify(m)));
          }
          if (sent || (m.type !== "snapshot" && m.type !== "update")) return;
          const c = m.state.legal_commands.find((c) => c.type === type);
          if (!c) return;
          sent = true;
          ws.send(JSON.stringify({ type: "command", request_id: "one", command: c, version: m.state.version }));
        };
        ws.onerror = () => fail(new Error("socket failed"));
      }),
    [id, token, type],
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
    await page.click('button[data-key="hand:academy"]');
    assert.match(await page.locator('[data-testid="summary"]').innerText(), /Academy/);
    await page.click('[data-testid="send"]');
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
