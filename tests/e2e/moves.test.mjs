// Direct moves, counted: a player against a greedy bot plays the first turns
// by clicking, and every click from "your move" to the move sent is counted.
// Each kind of move must stay within its target (web/README.md lists them);
// the counts are printed. Then the phone's bottom bar at 390x844.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { ARTIFACTS, Harness, SIZES, inView, legalKeys, myMove, playOne, latest, waitVersionChange } from "./helpers.mjs";

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** Most clicks from "your move" to sent, by kind of move. */
const TARGET = { assign: 2, assignWarned: 3, advertise: 2, learn: 3, buy2: 4, prepare: 3, setUp: 4, linkBonus: 1, endActions: 1, autoEnd: 0 };
const OPTIONS = { players: 2, beginner_setup: true, dark_alley: false, prophecies: false, fame_caps: false, powers: false, duel: false, academy: false, heir: false, difficulty: null };

/** Plays the seat's set-up choices through its own socket, up to the first Advertise or Assignment. */
function setUp(page, id, token) {
  return page.evaluate(
    ([id, token]) =>
      new Promise((done, fail) => {
        const ws = new WebSocket(`ws://${location.host}/api/games/${id}/ws?token=${token}`);
        let seat = null;
        let n = 0;
        ws.onmessage = (e) => {
          const m = JSON.parse(e.data);
          if (m.type === "welcome") seat = m.viewer.seat;
          if (m.type === "error" && m.error !== "stale_version") return fail(new Error(JSON.stringify(m)));
          if (m.type !== "snapshot" && m.type !== "update") return;
          const s = m.state;
          if (["advertise", "assignment"].includes(s.view.phase.phase)) {
            ws.close();
            return done(s.view.phase.phase);
          }
          if (!s.waiting_for.includes(seat) || !s.legal_commands.length) return;
          ws.send(JSON.stringify({ type: "command", request_id: `s${++n}`, command: s.legal_commands[0], version: s.version }));
        };
        ws.onerror = () => fail(new Error("set-up socket failed"));
      }),
    [id, token],
  );
}

/** Counts the clicks of one move and waits until it is sent (the log moves on). */
function counter(page) {
  let n = 0;
  return {
    get n() {
      return n;
    },
    async click(selector) {
      n++;
      await page.locator(selector).first().click({ timeout: 5000 });
    },
    /** Clicks Send once the proposal is ready. */
    async send() {
      n++;
      const send = page.locator('[data-testid="send"]:not([disabled])');
      await send.waitFor({ timeout: 8000 });
      await send.click({ timeout: 5000 });
    },
  };
}

const summary = (page) => page.locator('[data-testid="summary"]').innerText({ timeout: 5000 }).catch(() => "");
async function waitSummary(page, re, timeout = 6000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (re.test(await page.locator('[data-testid="summary"]').innerText({ timeout: 500 }).catch(() => ""))) return true;
    await page.waitForTimeout(100);
  }
  return false;
}
const hasKey = async (page, key, cls = "legal") => (await page.locator(`button[data-key="${key}"].${cls}`).count()) > 0;
const reachKeys = (page) => page.$$eval("button[data-key].reach", (els) => els.map((e) => e.dataset.key));
const apLeft = async (page) => {
  const el = page.locator('[data-testid="ap-left"] .n');
  return (await el.count()) ? Number(await el.innerText()) : null;
};

/** Assignment by clicks: each Character (a click) to the first free Location of
 * `plan` in hand (a second click, which sends it); then Done. */
async function assignAll(page, plan, note) {
  const chars = (await legalKeys(page)).filter((k) => k.startsWith("char:"));
  let placed = 0;
  const used = new Set();
  for (const ch of chars) {
    const hand = (await legalKeys(page)).filter((k) => k.startsWith("hand:"));
    const loc = plan.find((l) => !used.has(l) && hand.includes(`hand:${l}`)) ?? plan.find((l) => hand.includes(`hand:${l}`));
    used.add(loc);
    if (!loc) break;
    const c = counter(page);
    const v = await latest(page);
    await c.click(`button[data-key="${ch}"]`);
    await c.click(`button[data-key="hand:${loc}"]`);
    // An assignment whose Wages the Coins cannot pay is not sent on its click:
    // its warning waits for "Send anyway" (one more click).
    const warned = page.locator('[data-testid="send"].warn');
    const held = await warned.waitFor({ timeout: 1500 }).then(
      () => true,
      () => false,
    );
    if (held) {
      assert.match(await page.locator('[data-testid="composer"]').innerText(), /Wages due at End Turn/);
      await c.click('[data-testid="send"].warn');
    }
    await waitVersionChange([page], v);
    await page.waitForSelector(`[data-testid="card-0-${ch.slice(5)}"]:has-text("${{ downtown: "Downtown", market_row: "Market Row", workshop: "Workshop", theater: "Theater" }[loc]}")`, { timeout: 5000 });
    note(held ? "assignWarned" : "assign", c.n);
    placed++;
  }
  assert.ok(placed > 0, "no Character was assigned");
  const v = await latest(page);
  await page.click('button[data-key="confirm"]');
  await page.locator('[data-testid="send"]:not([disabled])').click({ timeout: 8000 });
  await waitVersionChange([page], v);
}

test("direct moves by clicks within their targets, and the phone's bottom bar", async (t) => {
  const { id, tokens } = await h.gameWith(OPTIONS, ["Alice", null]);
  const { page } = await h.newPlayer(SIZES.desktop);
  await h.openSeat(page, id, 0, tokens[0]);
  await setUp(page, id, tokens[0]);
  const seen = {};
  const note = (kind, n) => {
    seen[kind] = [...(seen[kind] ?? []), n];
    assert.ok(n <= TARGET[kind], `${kind} took ${n} clicks (target ${TARGET[kind]})`);
  };
  const shot = (name) => page.screenshot({ path: join(ARTIFACTS, `moves-${name}.png`) });
  const plans = [
    ["downtown", "market_row", "workshop", "theater"],
    ["theater", "workshop", "market_row", "downtown"],
    ["workshop", "theater", "downtown", "market_row"],
  ];
  let turn = 0;
  let advertised = false;
  let autoOn = false;
  const trail = [];
  const shots = new Set();

  /** Spends the Action Points left on whatever a click proposes (Coins from the Bank first). */
  async function spend() {
    for (let i = 0; i < 5 && (await apLeft(page)) > 0; i++) {
      const keys = (await legalKeys(page)).filter((k) => /^(die:bank|buy:|die:|trick:|pslot:)/.test(k)).sort((a, b) => Number(b.startsWith("die:bank")) - Number(a.startsWith("die:bank")));
      if (!keys.length) return;
      const v = await latest(page);
      await page.click(`button[data-key="${keys[0]}"]`);
      const send = page.locator('[data-testid="send"]:not([disabled])');
      if (!(await send.waitFor({ timeout: 4000 }).then(() => true, () => false))) {
        await page.locator('[data-testid="cancel"]').click({ timeout: 1000 }).catch(() => {});
        return;
      }
      await send.click();
      await waitVersionChange([page], v);
      await linkBonus();
    }
  }

  /** A Link Bonus due is proposed at once: one click, Send. */
  async function linkBonus() {
    if (!(await waitSummary(page, /Link Bonus/, 1500))) return;
    if (!shots.has("link")) {
      shots.add("link");
      await shot("link-bonus");
    }
    const c = counter(page);
    const v = await latest(page);
    await c.send();
    await waitVersionChange([page], v);
    note("linkBonus", c.n);
  }

  /** After the last action: End Actions in one click; with the option on, none. */
  async function endActions() {
    if (seen.endActions && !autoOn && (await page.locator('[data-testid="auto-end"]').count())) {
      // From now on, the option: End Actions by itself when no Action Point is left.
      await page.locator('[data-testid="auto-end"]').check();
      autoOn = true;
      await shot("auto-end-option");
    }
    await spend();
    if ((await apLeft(page)) === null) {
      // The last action used the last Action Point: the Character's Actions ended without a click.
      return note("endActions", 0);
    }
    if (seen.endActions && (await apLeft(page)) === 0 && !seen.autoEnd) {
      // The option is on: End Actions is sent without a click once nothing else is left.
      await page.waitForFunction(() => !document.querySelector('[data-testid="ap-left"]') || !document.querySelector('button[data-key="end_actions"]'), null, { timeout: 8000 }).catch(() => {});
      if (!(await hasKey(page, "end_actions")) || (await apLeft(page)) === null) return note("autoEnd", 0);
    }
    if (!(await hasKey(page, "end_actions"))) return;
    const c = counter(page);
    const before = await latest(page);
    const ap = await apLeft(page);
    await c.click('button[data-key="end_actions"]');
    if (!seen.endActions) await shot("end-actions");
    // With Action Points left the preview may warn first: then "Send anyway".
    if (await page.locator('[data-testid="send"]').count()) await c.send();
    await waitVersionChange([page], before);
    if (ap === 0 || c.n === 1) note("endActions", c.n);
    else console.log(`# End Actions with ${ap} Action Points left: ${c.n} clicks (a warning first)`);
  }

  /** One placement proposed from a board thing, then the proposed action. */
  async function direct(key, kind) {
    const c = counter(page);
    await c.click(`button[data-key="${key}"]`);
    assert.ok(await waitSummary(page, /^Place your/), `a click on ${key} proposes a placement: ${await summary(page)}`);
    if (!shots.has(`place-${kind}`)) {
      shots.add(`place-${kind}`);
      await shot(`place-${kind}`);
    }
    let before = await latest(page);
    await c.send();
    await waitVersionChange([page], before);
    const want = { learn: /^Learn /, buy2: /^Buy /, prepare: /^Prepare /, setUp: /^Set up / }[kind];
    if (!(await waitSummary(page, want))) {
      await shot(`missed-${kind}`);
      // The rules allow no such action for this Character now: another move.
      await page.locator('[data-testid="cancel"]').click({ timeout: 1000 }).catch(() => {});
      return false;
    }
    if (kind === "buy2") {
      const two = page.locator('[data-testid="composer"] button[data-field="How many"]', { hasText: /^2 / });
      if (!(await two.count())) {
        await page.locator('[data-testid="cancel"]').click();
        return false;
      }
      await c.click('[data-testid="composer"] button[data-field="How many"] >> text=/^2 /');
      assert.ok(await waitSummary(page, /^Buy 2 /));
    }
    if (!shots.has(kind)) {
      shots.add(kind);
      await shot(kind);
    }
    before = await latest(page);
    await c.send();
    await waitVersionChange([page], before);
    note(kind, c.n);
    await linkBonus();
    return true;
  }

  await t.test("turns by clicks: every kind of move within its target", async () => {
    // Bounded by steps and by turns; `trail` says where a failing run was.
    // Up to the last of the 5 turns: the deals decide when each kind of move
    // becomes possible.
    for (let i = 0; i < 1500 && turn <= 5; i++) {
      if (trail.length > 30) trail.shift();
      if (!(await myMove(page))) {
        if (await page.locator('[data-testid="scores"]').count()) break;
        await page.waitForTimeout(150);
        continue;
      }
      const before = await latest(page);
      trail.push(`${turn}:${before}:${(await legalKeys(page)).slice(0, 4).join(",")}`);
      if (await hasKey(page, "advertise")) {
        const c = counter(page);
        await c.click('button[data-key="advertise"]');
        if (advertised) await c.click('[data-testid="kinds"] button[data-kind="decline_advertise"]');
        await c.send();
        if (!advertised) note("advertise", c.n);
        advertised = true;
      } else if ((await legalKeys(page)).some((k) => k.startsWith("hand:"))) {
        if (!shots.has("assignment")) {
          shots.add("assignment");
          await shot("assignment");
        }
        await assignAll(page, plans[Math.min(turn, plans.length - 1)], note);
        turn++;
        continue;
      } else if ((await reachKeys(page)).length) {
        const reach = await reachKeys(page);
        const pick = (re) => reach.find((k) => re.test(k));
        const owned = await page.$$eval('[data-testid="board-0"] [data-key^="comp:"]', (els) => els.map((e) => e.dataset.key));
        // Own Tricks without markers: what each still needs, and whether it may be prepared.
        const tricks = await page.$$eval('[data-testid="board-0"] [data-key^="own:"]', (els) =>
          els.map((e) => ({
            key: e.dataset.key,
            // The count leads; the marker icon after it carries its name as text.
            empty: parseInt(e.querySelector(".tmarkers")?.textContent.trim() ?? "", 10) === 0,
            unmet: [...e.querySelectorAll(".need:not(.met)")].map((n) => n.title.replace(/^\d+ /, "").toLowerCase()),
          })),
        );
        const preparable = tricks.find((x) => x.empty && x.unmet.length === 0);
        const needed = tricks.filter((x) => x.empty).flatMap((x) => x.unmet).find((c) => reach.includes(`buy:${c}`));
        const flows = [
          ["setUp", pick(/^pslot:/)],
          ["learn", pick(/^trick:/)],
          // A Component a Trick without markers needs, else one not on the board yet (room for two).
          ["buy2", needed ? `buy:${needed}` : reach.find((k) => k.startsWith("buy:") && !owned.includes(`comp:${k.slice(4)}`))],
          ["prepare", preparable?.key],
        ].filter(([, k]) => k);
        // Kinds not measured yet first; then, while no Trick was prepared,
        // the Components a Trick still needs (the game deals what it deals).
        const rank = ([kind]) => (seen[kind] ? 1 : 0) - (kind === "buy2" && needed && !seen.prepare ? 0.5 : 0);
        flows.sort((a, b) => rank(a) - rank(b));
        if (flows.length) {
          await direct(flows[0][1], flows[0][0]);
          await endActions();
          continue;
        }
        await playOne(page, /^slot:/);
      } else if (await hasKey(page, "end_actions")) {
        await endActions();
        continue;
      } else await playOne(page);
      await waitVersionChange([page], before);
      if (["learn", "buy2", "prepare", "endActions", "setUp"].every((k) => seen[k]) && turn >= 3) break;
    }
    console.log(`clicks per move (target): ${Object.entries(seen).map(([k, v]) => `${k} ${Math.max(...v)} (${TARGET[k]}) x${v.length}`).join(", ")}`);
    for (const k of ["assign", "advertise", "learn", "buy2", "prepare", "endActions"]) assert.ok(seen[k], `no ${k} was measured; last steps: ${trail.join(" | ")}`);
    assert.ok(seen.setUp, `no setUp was measured; last steps: ${trail.join(" | ")}`);
    assert.deepEqual(h.pageErrors, []);
  });
});

test("a phone at 390x844: a bottom bar with Move, My board, Log and Chat; the move panel one tap from the first screen", async () => {
  const { id, tokens } = await h.gameWith(OPTIONS, ["Ann", null]);
  const { page } = await h.newPlayer(SIZES.phone, { hasTouch: true, isMobile: true });
  await h.openSeat(page, id, 0, tokens[0]);
  const phase = await setUp(page, id, tokens[0]);
  const shot = (name) => page.screenshot({ path: join(ARTIFACTS, `phone-bar-${name}.png`) });
  await page.waitForSelector('[data-testid="banner"].mine');
  const bar = await page.locator('[data-testid="phone-tabs"]').boundingBox();
  assert.ok(bar && Math.abs(bar.y + bar.height - 844) <= 1 && bar.width >= 389, `the bar is fixed at the bottom: ${JSON.stringify(bar)}`);
  for (const tab of ["tab-move", "tab-board", "tab-log", "chat-tab"]) {
    const box = await page.locator(`[data-testid="${tab}"]`).boundingBox();
    assert.ok(box && box.y >= bar.y - 1 && box.y + box.height <= 845, `${tab} sits in the bar: ${JSON.stringify(box)}`);
  }
  await shot("first-screen");
  if (phase === "advertise") {
    // Advertise from the bar: Move, then the action in the sheet.
    await page.locator('[data-testid="tab-move"]').tap();
    await page.locator('.composer.idle button[data-key="advertise"]').tap();
    await page.locator('[data-testid="send"]:not([disabled])').tap();
    await page.waitForFunction(() => /Assignment/.test(document.querySelector('[data-testid="turn"]')?.textContent ?? ""), null, { timeout: 20000 });
    await page.waitForSelector('[data-testid="banner"].mine');
  }
  // Assignment: the move panel is one tap away, whatever the page shows.
  await page.locator('[data-testid="tab-move"]').tap();
  const sheet = page.locator('.composer.idle');
  await sheet.waitFor();
  assert.ok(await inView(page, ".composer.idle"), "the move sheet is in view");
  const sheetBox = await sheet.boundingBox();
  assert.ok(sheetBox.y + sheetBox.height <= bar.y + 1, "the move sheet ends above the bar");
  await shot("move-sheet-assignment");
  const first = page.locator('.composer.idle [data-testid="legal-list"] button', { hasText: /^Put a .* card under your / }).first();
  const words = await first.innerText();
  await first.tap();
  await page.locator('[data-testid="send"]:not([disabled])').tap();
  const who = words.replace(/^.* under your /, "");
  await page.waitForFunction((w) => !document.querySelector('[data-testid="composer"]') && document.querySelector('[data-testid="log"]')?.textContent.includes("assigns"), who, { timeout: 8000 });
  // My board: the own board comes into view; a Character and a card, two taps, sent.
  await page.locator('[data-testid="tab-board"]').tap();
  await page.waitForTimeout(900);
  assert.ok(await inView(page, "#me"), "My board brings the own board into view");
  await shot("my-board");
  const chars = await legalKeys(page);
  const ch = chars.find((k) => k.startsWith("char:") && k !== `char:${who.toLowerCase().replace(/ /g, "")}`);
  if (ch) {
    // A Character, then Send in the sheet (the first card proposed; the others are buttons there).
    const before = await page.locator('[data-testid="log"] li').count();
    await page.locator(`button[data-key="${ch}"]`).tap();
    assert.match(await page.locator('[data-testid="summary"]').innerText(), /^Put a .* card under your /);
    await shot("assign-sheet");
    await page.locator('[data-testid="send"]:not([disabled])').tap();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, before, { timeout: 8000 });
  }
  // Done assigning, from the bar again.
  await page.locator('[data-testid="tab-move"]').tap();
  await page.locator('.composer.idle button[data-key="confirm"]').tap();
  await page.locator('[data-testid="send"]:not([disabled])').tap();
  await page.waitForFunction(() => !/Assignment/.test(document.querySelector('[data-testid="turn"]')?.textContent ?? ""), null, { timeout: 20000 });
  // The log and the chat, each one tap.
  await page.locator('[data-testid="tab-log"]').tap();
  await page.waitForTimeout(900);
  assert.ok(await inView(page, "#log"), "Log brings the log into view");
  await shot("log");
  await page.locator('[data-testid="chat-tab"]').tap();
  await page.locator('[data-testid="chat"]').waitFor();
  assert.ok(await inView(page, '[data-testid="chat"]'), "the chat opens from the bar");
  await shot("chat");
  await page.locator('[data-testid="chat"] .cancel').tap();
  // Placing: a highlighted thing proposes the move in a sheet above the bar.
  await page.waitForSelector('[data-testid="banner"].mine', { timeout: 30000 });
  const key = (await legalKeys(page)).find((k) => k.startsWith("slot:")) ?? (await page.$$eval("button[data-key].reach", (els) => els.map((e) => e.dataset.key)))[0];
  if (key) {
    await page.locator(`button[data-key="${key}"]`).first().tap();
    const composer = page.locator('[data-testid="composer"]');
    await composer.waitFor();
    await page.waitForTimeout(700);
    const box = await composer.boundingBox();
    assert.ok(box.y + box.height <= bar.y + 1, "the move panel ends above the bar");
    await page.locator('[data-testid="send"]').waitFor();
    await shot("placing");
  }
  assert.deepEqual(h.pageErrors, []);
});
