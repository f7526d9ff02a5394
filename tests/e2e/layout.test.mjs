// The table as a player meets it, at 1440x900, 1280x800 and 390x844: own
// board and Action Points in view while acting, previews and "why not"
// reasons, no double sends, the seat link, nothing wider than a phone, game
// over, and "No such game". Screenshots of every phase at the three sizes go
// to tests/e2e/artifacts/ (judge them as a player would).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { ARTIFACTS, autoplay, Harness, inView, legalKeys, myMove, overflowX, playOne, SIZES } from "./helpers.mjs";

const h = new Harness();
before(() => h.start({ BOT_DELAY_MS: "120" }));
after(() => h.stop());

const phaseOf = (page) => page.locator('[data-testid="turn"]').innerText();
/** "Set-up: choose Magicians" -> "setup-choose-magicians". */
const slug = (s) =>
  s
    .replace(/^Turn \d+ of \d+ · /, "")
    .replace(/:.*takes Actions/, " actions")
    .replace(/Performance: \w+/, "Performance")
    .toLowerCase()
    .replace(/[^a-z]+/g, "-")
    .replace(/^-|-$/g, "");

test("No such game: an unknown link says so instead of reconnecting forever", async () => {
  for (const [name, size] of Object.entries(SIZES)) {
    const { context, page } = await h.newPlayer(size);
    await page.goto(`${h.base}/g/nosuchgame`);
    await page.waitForSelector('[data-testid="no-such-game"]');
    assert.match(await page.locator("h1").innerText(), /No such game/);
    await page.waitForTimeout(600);
    assert.equal(await page.locator('[data-testid="conn-lost"]').count(), 0, "no reconnecting banner");
    assert.ok((await overflowX(page)) <= 1);
    await page.screenshot({ path: join(ARTIFACTS, `no-such-game-${name}.png`) });
    await context.close();
  }
});

test("a stale seat link says so once, forgets its token, and the game opens without it", async () => {
  const created = (await h.api("POST", "/api/games", { players: 2 })).body;
  const id = created.game_id;
  const wrong = "ab".repeat(32);
  const { context, page } = await h.newPlayer(SIZES.laptop);
  const consoleText = [];
  page.on("console", (m) => consoleText.push(m.text()));
  await page.goto(`${h.base}/g/${id}#seat=${wrong}`);
  await page.waitForSelector('[data-testid="stale-seat-link"]');
  assert.match(await page.locator("h1").innerText(), /opens no seat/);
  await page.waitForTimeout(600);
  assert.equal(await page.locator('[data-testid="conn-lost"]').count(), 0, "no reconnecting banner");
  const kept = await page.evaluate(() => JSON.stringify(localStorage));
  assert.ok(!kept.includes(wrong), "the stale token is forgotten");
  assert.ok(!consoleText.some((t) => t.includes(wrong)), `no token in the console: ${consoleText.join(" | ")}`);
  await page.screenshot({ path: join(ARTIFACTS, "stale-seat-link-desktop.png") });
  await page.click('[data-testid="stale-go"]');
  await page.waitForSelector('[data-testid="seats"]');
  // The plain link opens the lobby too (nothing stale was kept).
  await page.goto(`${h.base}/g/${id}`);
  await page.waitForSelector('[data-testid="seats"]');
  await context.close();
});

test("a game against a bot at three sizes: layout, previews, why not, safety, following, seat link, game over", async (t) => {
  // Seat 0 is a bot so it chooses its Magician first: Alice then meets a refused one.
  const g = await h.gameWith({ players: 2 }, [null, "Alice"]);
  const views = {};
  for (const [name, size] of Object.entries(SIZES)) views[name] = await h.newPlayer(size, name === "phone" ? { isMobile: true, hasTouch: true } : {});
  const desk = views.desktop.page;
  const phone = views.phone.page;
  const sent = [];
  desk.on("websocket", (ws) => ws.on("framesent", (f) => typeof f.payload === "string" && f.payload.includes('"type":"command"') && sent.push(f.payload)));
  for (const v of Object.values(views)) await h.openSeat(v.page, g.id, 1, g.tokens[1]);
  const shot = async (label) => {
    for (const [name, v] of Object.entries(views)) {
      await v.page.waitForTimeout(150);
      await v.page.screenshot({ path: join(ARTIFACTS, `phase-${label}-${name}.png`) });
      assert.ok((await overflowX(v.page)) <= 1, `${name} scrolls sideways during ${label}`);
    }
  };

  await t.test("set-up: a refused Magician says why (hover and tap); presence is shown", async () => {
    await desk.waitForSelector('[data-testid="banner"].mine', { timeout: 20000 });
    await shot("setup-choose-magicians");
    const taken = desk.locator(".magician-card.taken").first();
    await taken.hover();
    const pop = desk.locator('[data-testid="info-pop"] [data-testid="why-not"]');
    await pop.waitFor({ timeout: 5000 });
    assert.match(await pop.innerText(), /not available/i);
    await desk.screenshot({ path: join(ARTIFACTS, "why-not-desktop.png") });
    // Touch screens have no hover: a tap shows the same reason.
    await phone.locator(".magician-card.taken").first().tap();
    await phone.locator('[data-testid="info-pop"] [data-testid="why-not"]').waitFor({ timeout: 5000 });
    await phone.screenshot({ path: join(ARTIFACTS, "why-not-phone.png") });
    await phone.locator('[data-testid="info-pop"] .close').tap();
    // The bot is always at the table; Alice is connected.
    assert.match(await desk.locator('[data-testid="presence-0"]').getAttribute("class"), /\bon\b/);
    assert.match(await desk.locator('[data-testid="presence-1"]').getAttribute("class"), /\bon\b/);
  });

  await t.test("a double click on Send sends one command; the keyboard alone can play; Undo takes a misclick back", async () => {
    const before = sent.length;
    const free = (await legalKeys(desk)).find((k) => k.startsWith("magician:"));
    await desk.click(`button[data-key="${free}"]`);
    const send = desk.locator('[data-testid="send"]');
    await send.waitFor();
    await desk.waitForFunction(() => !document.querySelector('[data-testid="send"]').disabled);
    await send.dblclick();
    await desk.waitForTimeout(800);
    assert.equal(sent.length - before, 1, `one command sent for a double click, not ${sent.length - before}`);
    assert.equal(await desk.locator('[data-testid="error"]').count(), 0);
    // Next decision (starting Trick) without a mouse: focus, Enter, then Send.
    await desk.waitForSelector('[data-testid="banner"].mine', { timeout: 20000 });
    const key = (await legalKeys(desk)).find((k) => k.startsWith("trick:"));
    await desk.focus(`button[data-key="${key}"]`);
    await desk.keyboard.press("Enter");
    await desk.waitForFunction(() => !document.querySelector('[data-testid="send"]')?.disabled);
    await desk.focus('[data-testid="send"]');
    await desk.keyboard.press("Enter");
    await desk.waitForFunction((k) => !document.querySelector(`button[data-key="${k}"]`), key, { timeout: 5000 });
    // A misclick is taken back: Undo, and the choice is open again (the bot waits a moment for it).
    await desk.click('[data-testid="undo"]');
    await desk.waitForSelector(`button[data-key="${key}"].legal`, { timeout: 5000 });
    const log = await desk.locator('[data-testid="log"] li').first().innerText();
    assert.match(log, /Alice takes back: Alice starts with/);
    await desk.click(`button[data-key="${key}"]`);
    await desk.waitForFunction(() => !document.querySelector('[data-testid="send"]')?.disabled);
    await desk.click('[data-testid="send"]');
    await desk.waitForFunction((k) => !document.querySelector(`button[data-key="${k}"]`), key, { timeout: 5000 });
  });

  const seen = new Set();
  async function playUntil(done, label) {
    for (let i = 0; i < 400; i++) {
      const phase = await phaseOf(desk);
      const s = slug(phase);
      if (!seen.has(s) && (await myMove(desk))) {
        seen.add(s);
        await shot(s);
      }
      // Settled: still true a moment later (no move of ours on its way).
      if ((await done(phase)) && (await desk.waitForTimeout(400), await done(await phaseOf(desk)))) return;
      if (await myMove(desk)) await playOne(desk, /^slot:(downtown|market_row)|^buy:|^die:bank|^trick:/);
      else await desk.waitForTimeout(150);
      assert.equal(await desk.locator('[data-testid="error"]').count(), 0, `an error was shown while ${label}`);
    }
    throw new Error(`did not reach ${label}: ${await phaseOf(desk)}`);
  }

  await t.test("an empty assignment asks before it leaves every Character idle", async () => {
    await playUntil(async (p) => /Assignment/.test(p) && (await myMove(desk)), "Assignment");
    await desk.click('button[data-key="confirm"]');
    const warn = desk.locator('[data-testid="preview-warnings"]');
    await warn.waitFor({ timeout: 5000 });
    assert.match(await warn.innerText(), /stay Idle/);
    assert.equal(await desk.locator('[data-testid="send"]').innerText(), "Send anyway");
    await desk.screenshot({ path: join(ARTIFACTS, "empty-assignment-warning-desktop.png") });
    await desk.click('[data-testid="cancel"]');
    // Give back is never a click on a Trick: no Trick or Component of Alice's offers it.
    const own = await legalKeys(desk);
    assert.ok(!own.some((k) => /^(own|comp):/.test(k)), `Tricks or Components clickable during Assignment: ${own}`);
  });

  await t.test("acting: own board, Action Points and the move in view at 1440x900 and 1280x800; costs before Send", async () => {
    await playUntil(async (p) => /takes Actions/.test(p) && (await myMove(desk)), "a Character taking Actions");
    for (const name of ["desktop", "laptop"]) {
      const page = views[name].page;
      await page.waitForSelector('[data-area="action-points"]');
      for (const area of ["own-board", "action-points", "move", "log"]) assert.ok(await page.locator(`[data-area="${area}"]`).count(), `${name}: no ${area} area`);
      assert.ok(await inView(page, '[data-area="own-board"]'), `${name}: own board out of view while acting`);
      assert.ok(await inView(page, '[data-area="action-points"]'), `${name}: Action Points out of view while acting`);
      assert.match(await page.locator('[data-testid="banner"]').innerText(), /Action Points? left/);
    }
    // A candidate move shows what it costs and does before it is sent.
    const keys = (await legalKeys(desk)).filter((k) => /^(buy:|die:|trick:|own:|pslot:)/.test(k));
    if (keys.length) {
      await desk.click(`button[data-key="${keys[0]}"]`);
      for (let i = 0; i < 4 && !(await desk.locator('[data-testid="summary"]').count()); i++) {
        const b = desk.locator('[data-testid="composer"] .choices button');
        if (await b.count()) await b.first().click();
      }
      const preview = desk.locator('[data-testid="preview"]');
      await preview.waitFor();
      await desk.waitForFunction(() => !document.querySelector('[data-testid="preview"]').classList.contains("loading"));
      assert.ok(await inView(desk, '[data-area="move"]'), "the move being composed is in view");
      await shot("acting-composing");
      await desk.click('[data-testid="cancel"]');
    }
    // On a phone the move panel is a sheet at the bottom: the thing it is about stays visible above it.
    const pkeys = (await legalKeys(phone)).filter((k) => /^(buy:|die:|trick:|own:|pslot:|slot:)/.test(k));
    if (pkeys.length) {
      await phone.locator(`button[data-key="${pkeys[0]}"]`).first().tap();
      await phone.locator('[data-testid="composer"]').waitFor();
      await phone.waitForTimeout(700);
      const [thing, sheet] = await phone.evaluate((k) => {
        const r = (el) => el.getBoundingClientRect();
        return [r(document.querySelector(`[data-key="${k}"]`)), r(document.querySelector('[data-testid="composer"]'))].map((x) => ({ top: x.top, bottom: x.bottom }));
      }, pkeys[0]);
      assert.ok(thing.top >= 0 && thing.bottom <= sheet.top + 1, `the move panel hides what it is about: ${JSON.stringify({ thing, sheet })}`);
      await phone.screenshot({ path: join(ARTIFACTS, "phase-acting-composing-phone-sheet.png") });
      await phone.locator('[data-testid="cancel"]').tap();
    }
  });

  await t.test("following the game: the bot's last move is highlighted on the board with its log line", async () => {
    await desk.waitForSelector('[data-testid^="last-move-0"]', { timeout: 20000 });
    assert.ok((await desk.locator('[data-testid="last-move-0"]').innerText()).length > 12);
  });

  await t.test("the seat link opens the seat on another device and leaves no token in the address bar", async () => {
    await desk.click('[data-testid="device-open"]');
    const link = await desk.locator('[data-testid="seat-link"]').inputValue();
    assert.match(link, new RegExp(`/g/${g.id}#seat=[0-9a-f]{64}$`));
    await desk.screenshot({ path: join(ARTIFACTS, "seat-link-desktop.png") });
    await desk.keyboard.press("Escape");
    await desk.locator(".drawer .cancel").click();
    const other = await h.newPlayer(SIZES.phone, { isMobile: true, hasTouch: true });
    await other.page.goto(link);
    await other.page.waitForSelector('[data-testid="board-1"][data-area="own-board"]');
    assert.match(await other.page.locator('[data-testid="board-1"] h2').innerText(), /Alice \(you\)/);
    assert.ok(!other.page.url().includes("#seat"), `token left in the address bar: ${other.page.url()}`);
    assert.ok(!other.page.url().includes(g.tokens[1]));
    await other.context.close();
  });

  await t.test("game over: a summary with each player's breakdown, in view, and nothing wider than a phone", async () => {
    await autoplay(desk, g.id, g.tokens[1]);
    for (const [name, v] of Object.entries(views)) {
      await v.page.waitForSelector('[data-testid="scores"]', { timeout: 60000 });
      await v.page.waitForTimeout(900);
      assert.ok(await inView(v.page, '[data-testid="scores"]'), `${name}: the scores are not scrolled into view`);
      assert.equal(await v.page.locator('[data-testid^="score-"]').count(), 2);
      assert.ok((await overflowX(v.page)) <= 1, `${name} scrolls sideways at game over`);
      await v.page.screenshot({ path: join(ARTIFACTS, `phase-game-over-${name}.png`) });
    }
  });

  await t.test("looking back: the table at a past move from the log, and the replay page of the finished game", async () => {
    await desk.click('[data-testid="history-open"]');
    await desk.waitForSelector('[data-testid="history-board"]');
    const where = await desk.locator('[data-testid="history-where"]').innerText();
    const [, at, of] = /Move (\d+) of (\d+)/.exec(where);
    assert.equal(Number(at), Number(of) - 1);
    await desk.click('[data-testid="history-prev"]');
    await desk.waitForFunction((v) => document.querySelector('[data-testid="history-where"]').textContent.startsWith(`Move ${v} of`), Number(at) - 1);
    assert.ok((await desk.locator('[data-testid="history-move"]').innerText()).length > 5, "the move shown is told");
    assert.equal(await desk.locator('[data-testid="history-board"] button[data-key]').count(), 0, "nothing to click in the past");
    await desk.screenshot({ path: join(ARTIFACTS, "history-desktop.png") });
    await desk.click('[data-testid="history-close"]');
    await desk.waitForSelector('[data-testid="history-board"]', { state: "detached" });
    // The record, from the game-over summary: a file the CLI replays.
    const record = await desk.evaluate(async () => {
      const a = document.querySelector('[data-testid="export-link"]');
      const res = await fetch(a.getAttribute("href"));
      return { download: a.getAttribute("download"), status: res.status, body: await res.json() };
    });
    assert.equal(record.status, 200);
    assert.match(record.download, /^trickerion-[a-z0-9]+\.json$/);
    assert.ok(record.body.commands.length > 10, "the record holds the moves");
    // The replay page, from the game-over summary.
    await desk.click('[data-testid="replay-link"]');
    await desk.waitForSelector('[data-testid="replay"] [data-testid="history-board"]');
    await desk.click('[data-testid="history-next"]');
    await desk.waitForFunction(() => document.querySelector('[data-testid="history-where"]').textContent.startsWith("Move 1 of"));
    assert.match(await desk.locator('[data-testid="history-move"]').innerText(), /chooses/);
    await desk.screenshot({ path: join(ARTIFACTS, "replay-desktop.png") });
    const phone = await h.newPlayer(SIZES.phone, { isMobile: true, hasTouch: true });
    await phone.page.goto(`${h.base}/g/${g.id}/replay`);
    await phone.page.waitForSelector('[data-testid="history-board"]');
    assert.ok((await overflowX(phone.page)) <= 1, "the replay page scrolls sideways on a phone");
    await phone.page.screenshot({ path: join(ARTIFACTS, "replay-phone.png") });
    await phone.context.close();
  });

  for (const v of Object.values(views)) await v.context.close();
  assert.deepEqual(h.pageErrors, [], "no script errors in any page");
});

test("a spectator on a phone: the whole table without sideways scrolling, facts on tap", async () => {
  const g = await h.gameWith({ players: 3, dark_alley: true, prophecies: true }, [null, null, null]);
  const { context, page } = await h.newPlayer(SIZES.phone, { isMobile: true, hasTouch: true });
  await page.goto(`${h.base}/g/${g.id}/watch`);
  await page.waitForSelector('[data-testid="banner"]');
  await page.waitForFunction(() => /Turn [2-9]/.test(document.querySelector('[data-testid="turn"]')?.textContent ?? ""), null, { timeout: 60000 });
  assert.ok((await overflowX(page)) <= 1);
  await page.screenshot({ path: join(ARTIFACTS, "spectator-phone.png"), fullPage: true });
  // A tap on a die tells what it shows; a player's folded board opens with a tap.
  await page.locator('[data-testid="die-bank1"]').tap();
  await page.locator('[data-testid="info-pop"]').waitFor({ timeout: 5000 });
  await page.locator('[data-testid="info-pop"] .close').tap();
  await page.locator(".board.opp .fold").first().tap();
  await page.locator(".board.opp.open .opp-details").first().waitFor();
  assert.ok((await overflowX(page)) <= 1);
  await context.close();
});
