// Shared by the browser end-to-end tests: the real server binary on a free
// port with SQLite in a temporary DATA_DIR, Debian's Chromium through
// playwright-core, and helpers that play by clicking like a person would.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, existsSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
export const root = resolve(here, "../..");
const require = createRequire(join(root, "web/package.json"));
const { chromium } = require("playwright-core");

const SERVER_BIN = process.env.SERVER_BIN ?? join(process.env.CARGO_TARGET_DIR ?? join(root, "target"), "debug/trickerion-server");
const WEB_DIR = process.env.WEB_DIR ?? join(root, "web/dist");
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
export const ARTIFACTS = join(here, "artifacts");
export const SIZES = { desktop: { width: 1440, height: 900 }, laptop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

/** A server process and a browser, for one test file. */
export class Harness {
  logs = [];
  pageErrors = [];

  async start(env = {}) {
    assert.ok(existsSync(SERVER_BIN), `server binary ${SERVER_BIN} missing: cargo build -p trickerion-server`);
    assert.ok(existsSync(join(WEB_DIR, "index.html")), `client not built in ${WEB_DIR}: npm run build in web/`);
    mkdirSync(ARTIFACTS, { recursive: true });
    this.dataDir = mkdtempSync(join(tmpdir(), "trickerion-e2e-"));
    this.port = await freePort();
    this.base = `http://127.0.0.1:${this.port}`;
    this.env = env;
    await this.startServer();
    this.browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
  }

  async startServer() {
    this.server = spawn(SERVER_BIN, [], {
      env: { ...process.env, PORT: String(this.port), BIND_ADDR: "127.0.0.1", DATA_DIR: this.dataDir, WEB_DIR, DATABASE_URL: "", RUST_LOG: "warn", ...this.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.server.stdout.on("data", (d) => this.logs.push(String(d)));
    this.server.stderr.on("data", (d) => this.logs.push(String(d)));
    const end = Date.now() + 20000;
    while (Date.now() < end) {
      try {
        if ((await fetch(`${this.base}/healthz`)).ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server not healthy at ${this.base}:\n${this.logs.join("")}`);
  }

  async stopServer() {
    if (this.server && this.server.exitCode === null) {
      const exited = new Promise((r) => this.server.once("exit", r));
      this.server.kill("SIGTERM");
      await exited;
    }
  }

  async stop() {
    await this.browser?.close().catch(() => {});
    await this.stopServer();
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** A fresh browser profile (its own localStorage) at a size. */
  async newPlayer(viewport = SIZES.laptop, extra = {}) {
    const context = await this.browser.newContext({ viewport, ...extra });
    const page = await context.newPage();
    page.on("pageerror", (e) => this.pageErrors.push(String(e)));
    return { context, page };
  }

  async api(method, path, body, token) {
    const headers = { "Content-Type": "application/json" };
    if (token) headers.Authorization = `Bearer ${token}`;
    const res = await fetch(this.base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  /** A game created over HTTP and started: `seats[s]` is a player's name, or
   * null for a normal (greedy) bot. Returns the seat tokens (null for bots). */
  async gameWith(options, seats) {
    const created = (await this.api("POST", "/api/games", options)).body;
    const id = created.game_id;
    const tokens = [];
    for (let s = 0; s < options.players; s++) {
      if (seats[s]) tokens.push((await this.api("POST", `/api/games/${id}/seats/${s}`, { name: seats[s] })).body.seat_token);
      else {
        tokens.push(null);
        await this.api("POST", `/api/games/${id}/seats/${s}/bot`, { level: "normal" }, created.creator_token);
      }
    }
    const started = await this.api("POST", `/api/games/${id}/start`, {}, created.creator_token);
    assert.equal(started.status, 200, JSON.stringify(started.body));
    return { id, tokens, creator: created.creator_token };
  }

  /** Opens `id` as the holder of `token` (the token put in this profile's storage first). */
  async openSeat(page, id, seat, token) {
    await page.goto(`${this.base}/`);
    await page.evaluate(([id, seat, token]) => localStorage.setItem(`trickerion:seat:${id}`, JSON.stringify({ seat, token })), [id, seat, token]);
    await page.goto(`${this.base}/g/${id}`);
    await page.waitForSelector('[data-testid="banner"]');
  }
}

export const banner = (page) => page.locator('[data-testid="banner"]').innerText();
export const myMove = async (page) => (await page.locator('[data-testid="banner"].mine').count()) > 0;
export const legalKeys = (page) => page.$$eval("button[data-key].legal", (els) => els.map((e) => e.dataset.key));

/** Preferred board things to click, by kind of decision. Giving things back is never clicked. */
const PREFER = [
  /^magician:/, /^trick:/, /^setup:components$/, /^specialist:/, /^advertise$/,
  /^char:/, /^hand:/, /^confirm$/, /^slot:performance:/, /^slot:/,
  /^own:/, /^pslot:/, /^die:bank/, /^buy:/, /^die:/, /^link_bonus$/, /^perf:/, /^end_actions$/, /^decline_perf$/,
];
const AVOID_KINDS = /Give back|Reroll|Set a die|Move |Leave a Character Idle|Leave your|Take a card back|Take back/;
function rank(k) {
  const i = PREFER.findIndex((r) => r.test(k));
  return i < 0 ? PREFER.length : i;
}

/** Finish the open composer: pick a kind, fill choices, pick board things, Send. */
export async function complete(page) {
  for (let i = 0; i < 8; i++) {
    // A move the click completed may be sent at once (an assignment, End Actions).
    if (!(await page.locator('[data-testid="composer"]').count())) return true;
    const send = page.locator('[data-testid="send"]');
    if (await send.count()) {
      await send.click({ timeout: 5000 }).catch(() => {});
      return true;
    }
    const buttons = page.locator('[data-testid="composer"] .choices button');
    const n = await buttons.count();
    if (n) {
      const texts = await buttons.allInnerTexts();
      let pick = texts.findIndex((t) => !AVOID_KINDS.test(t));
      if (pick < 0) pick = 0;
      if (!(await buttons.nth(pick).click({ timeout: 3000 }).then(() => true, () => false))) break;
      continue;
    }
    const keys = (await legalKeys(page)).filter((k) => k !== "giveback").sort((a, b) => rank(a) - rank(b));
    if (!keys.length) break;
    if (!(await page.locator(`button[data-key="${keys[0]}"]`).first().click({ timeout: 3000 }).then(() => true, () => false))) break;
  }
  // The state may have moved on and closed the composer meanwhile.
  await page.locator('[data-testid="cancel"]').click({ timeout: 2000 }).catch(() => {});
  return false;
}

/** One move by clicking: the preferred highlighted board thing, then the composer. */
export async function playOne(page, prefer) {
  const keys = (await legalKeys(page)).filter((k) => k !== "giveback").sort((a, b) => rank(a) - rank(b));
  if (prefer) keys.sort((a, b) => Number(prefer.test(b)) - Number(prefer.test(a)));
  if (!keys.length) {
    // The move may have just passed to someone else; a stuck table does not.
    await page.waitForTimeout(1000);
    if (!(await myMove(page))) return false;
    const again = (await legalKeys(page)).filter((k) => k !== "giveback");
    assert.ok(again.length, `nothing highlighted although it is my move: ${await banner(page)}`);
    return false;
  }
  for (const key of keys) {
    // The state may move on between reading the keys and clicking one.
    if (!(await page.locator(`button[data-key="${key}"]`).first().click({ timeout: 3000 }).then(() => true, () => false))) return false;
    const summary = page.locator('[data-testid="summary"]');
    if ((await summary.count()) && AVOID_KINDS.test(await summary.innerText()) && key !== keys[keys.length - 1]) {
      await page.locator('[data-testid="cancel"]').click({ timeout: 2000 }).catch(() => {});
      continue;
    }
    return complete(page);
  }
  return false;
}

/** The number of the newest log line a page shows. */
export const latest = (page) => page.evaluate(() => document.querySelector('[data-testid="log"] li .v')?.textContent ?? null);

export async function waitVersionChange(pages, before) {
  await Promise.race(pages.map((p) => p.waitForFunction((b) => document.querySelector('[data-testid="log"] li .v')?.textContent !== b, before, { timeout: 5000 }).catch(() => {})));
}

/** Plays `seat`'s moves through its own WebSocket from inside the page (fast),
 * picking the first legal command that gives nothing back, until `until`
 * (a phase name or "game_over") or the game ends. A move the socket's rate
 * limit refuses is sent again a little later; a stale one is followed by a
 * newer state anyway; any other refusal fails the promise (never a silent
 * stall). */
export function autoplay(page, id, token, until = "game_over") {
  return page.evaluate(
    ([id, token, until]) =>
      new Promise((done, fail) => {
        const ws = new WebSocket(`ws://${location.host}/api/games/${id}/ws?token=${token}`);
        let n = 0;
        let seat = null;
        let sent = null;
        const back = /^return_|^unassign$|^leave_idle$|^decline_performance$/;
        ws.onmessage = (e) => {
          const m = JSON.parse(e.data);
          if (m.type === "welcome") seat = m.viewer.seat;
          if (m.type === "error") {
            if (m.error === "rate_limited" && sent) {
              const again = sent;
              setTimeout(() => ws.send(again), 300);
            } else if (m.error !== "stale_version") {
              ws.close();
              fail(new Error(`autoplay refused: ${JSON.stringify(m)}`));
            }
            return;
          }
          if (m.type !== "snapshot" && m.type !== "update") return;
          const s = m.state;
          if (s.status === "finished" || s.view.phase.phase === until) {
            ws.close();
            return done(s.view.phase.phase);
          }
          if (!s.waiting_for.includes(seat) || !s.legal_commands.length) return;
          const forward = s.legal_commands.filter((c) => !back.test(c.type));
          const c = (forward.length ? forward : s.legal_commands)[0];
          sent = JSON.stringify({ type: "command", request_id: `a${++n}`, command: c, version: s.version });
          ws.send(sent);
        };
        ws.onerror = () => fail(new Error("autoplay socket failed"));
      }),
    [id, token, until],
  );
}

/** How far a page scrolls sideways (0 when nothing is wider than the screen). */
export const overflowX = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether an element is (at least 60 px of it) inside the viewport. */
export const inView = (page, selector) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const visible = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
    return r.width > 0 && visible >= Math.min(60, r.height) && r.left >= 0 && r.right <= window.innerWidth + 1;
  }, selector);

/** Sends `seat`'s first legal command of `type` (whose other fields equal
 * those of `fields`) through its own socket, once it is legal. */
export function sendFirst(page, id, token, type, fields = {}) {
  return page.evaluate(
    ([id, token, type, fields]) =>
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
          const c = m.state.legal_commands.find((c) => c.type === type && Object.entries(fields).every(([k, v]) => JSON.stringify(c[k]) === JSON.stringify(v)));
          if (!c) return;
          sent = true;
          ws.send(JSON.stringify({ type: "command", request_id: "one", command: c, version: m.state.version }));
        };
        ws.onerror = () => fail(new Error("socket failed"));
      }),
    [id, token, type, fields],
  );
}
