// Shared helpers for the browser tests: serve dist/ on 127.0.0.1 and start
// Debian Chromium through playwright-core. Every tests/browser/*.spec.mjs
// file is run by scripts/browser-tests with node's test runner.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before } from "node:test";
import { chromium } from "playwright-core";

export const DIST = resolve(import.meta.dirname, "../../dist");

const FLAGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
    server.on("error", fail);
  });
}

/** Serves `dir` (default dist/) on 127.0.0.1; returns { url, stop }. */
export async function serve(dir = DIST) {
  const port = await freePort();
  const child = spawn("python3", ["-m", "http.server", "--bind", "127.0.0.1", String(port), "--directory", dir], {
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, stop: () => child.kill() };
}

/**
 * Starts Chromium with a fresh profile; returns { context, page, errors, close }.
 * `options` go to Playwright's launchPersistentContext (e.g. `{ viewport }`).
 */
export async function browser(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), "parlour-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    headless: true,
    args: FLAGS,
    serviceWorkers: "allow",
    ...options,
  });
  const page = context.pages()[0] || (await context.newPage());
  const errors = [];
  page.on("pageerror", (error) => errors.push(error));
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Serves dist/ and opens a browser for one test file (use in before/after). */
export async function setup() {
  const server = await serve();
  const session = await browser();
  return { ...session, url: server.url, close: async () => { await session.close(); server.stop(); } };
}

/**
 * The server and browsers of one spec file, where each test opens its own
 * fresh browser: registers the file's before/after hooks and returns
 * `{ server, open }`. `server.url` is the served site once the tests run;
 * `open(options)` starts a browser (`defaults` and `options` go to
 * `browser`) whose `done()` asserts the page raised no error, then closes
 * it. Browsers a failed test left open are closed after the file; without
 * that, node would wait for them for ever.
 */
export function freshBrowsers(defaults = {}) {
  let served;
  const opened = new Set();
  before(async () => { served = await serve(); });
  after(async () => {
    for (const session of opened) await session.close();
    served?.stop();
  });
  return {
    server: { get url() { return served.url; } },
    open: async (options = {}) => {
      const session = await browser({ ...defaults, ...options });
      opened.add(session);
      return {
        ...session,
        done: async () => {
          try {
            assert.deepEqual(session.errors.map(String), []);
          } finally {
            opened.delete(session);
            await session.close();
          }
        },
      };
    },
  };
}

/**
 * The centre, in page pixels, of `square` on the board drawn by the svg
 * `board`, once no board is about to turn to the player to move.
 */
export async function squareCentre(page, square, board = 'svg[data-board="0"]') {
  await page.waitForSelector("[data-turning]", { state: "detached" });
  const box = await page.locator(`${board} rect[data-square="${square}"]`).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags the man on `from` to `to` with the mouse, in small steps. */
export async function dragMan(page, from, to, board) {
  const a = await squareCentre(page, from, board);
  const b = await squareCentre(page, to, board);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

/** Moves the man on `from` to `to` by clicking one square, then the other. */
export async function clickMove(page, from, to, board) {
  const a = await squareCentre(page, from, board);
  const b = await squareCentre(page, to, board);
  await page.mouse.click(a.x, a.y);
  await page.mouse.click(b.x, b.y);
}

/**
 * The box of the first element matching `selector`, asserted to lie wholly
 * within the viewport without the page scrolled: seen without scrolling.
 */
export async function inView(page, selector) {
  const box = await page.locator(selector).first().boundingBox();
  assert.ok(box, `${selector} is drawn`);
  const { width, height, scrolled } = await page.evaluate(() => ({
    width: innerWidth,
    height: innerHeight,
    scrolled: scrollY,
  }));
  assert.equal(scrolled, 0, `the page is not scrolled to show ${selector}`);
  assert.ok(
    box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5,
    `${selector} ${JSON.stringify(box)} lies within the ${width}x${height} viewport`,
  );
  return box;
}

/**
 * A save (Parlour's format 1, as `store::encode` writes it) of a game of
 * `slug` set up for a test: `start` is the game's serde form before
 * `actions` ([seat, action], each in the game's serde form); `people`
 * hold one seat each. Opened through a `?shared=` link or the import box.
 */
export function saveText(slug, start, people, actions = []) {
  return JSON.stringify({
    header: { game: slug, format: 1, saved_ms: 0, players: people, status: "" },
    table: {
      start,
      actions,
      sitting: { people, holders: people.map((_, seat) => seat), computers: [] },
      open_table: false,
      clock: { used_ms: [], running: null },
    },
  });
}

/**
 * A save of a Four Player game set up at `start` (a cross position, as
 * `CrossPosition::to_text` writes it) with `seed`, then `actions` played
 * ([seat, action]: seats 0-3 are White, Blue, Black, Red); one person a
 * seat, named after the armies.
 */
export function fourPlayerSave(seed, start, actions = []) {
  const game = { options: { protectorate_loss_percent: 40 }, seed, start, actions: [] };
  return saveText("four-player", game, ["White", "Blue", "Black", "Red"], actions);
}
