#!/usr/bin/env node
// Benchmark: how long a newcomer on a phone waits for a table, and for an
// embedded game, the first time. Prints figures; asserts nothing (goals:
// a table usable within 2.0 s of the click on "Play", an embedded game's
// board visible within 1.5 s of the frame's page starting to load).
//
// The conditions are Lighthouse's mobile ones, applied through Chromium's
// DevTools protocol: 150 ms round trips, 1.6 Mbps down and 750 kbps up,
// the CPU slowed 4x, an empty cache and no service worker. dist/ is served
// brotli-compressed, as a real static host serves it.
//
// For each table: the lobby is loaded, then "Play" is clicked; the time is
// from the click event until the frame in which the setup screen's Start
// button is in the page and the app has taken over, by the page's own
// clock, the bytes those fetched after the click
// (as sent, compressed). For the embed: the frame's address the export
// screen offers for a finished game's replay is opened; the time is from
// the start of the navigation until the frame with a board (its poster,
// drawn before the app arrives, or the app's), the bytes all the page
// fetched by then.
// Each figure is the median of RUNS runs (default 3).
//
// Not part of scripts/test. Usage: trunk build --release &&
// (cd tests/browser && npm ci) && node scripts/first-open.mjs
// (DIST=<folder> measures another build; RUNS=<n> runs each case n times.)
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, resolve } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { browser } from "../tests/browser/harness.mjs";

const DIST = resolve(process.env.DIST || resolve(import.meta.dirname, "..", "dist"));
const SAVES = resolve(import.meta.dirname, "..", "tests", "data", "saves");
const RUNS = Number(process.env.RUNS || 3);
const TYPES = {
  ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".wasm": "application/wasm",
  ".svg": "image/svg+xml", ".png": "image/png", ".webmanifest": "application/manifest+json",
};

/** Every file of `dir` and its folders, as paths from it. */
function files(dir, base = "") {
  return readdirSync(join(dir, base), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(dir, join(base, entry.name)) : [join(base, entry.name)],
  );
}

/** Serves dist/ on 127.0.0.1, each text or wasm file brotli-compressed
 * beforehand (compressing a large wasm takes seconds: never while a page waits). */
function serve() {
  const packed = new Map();
  for (const name of files(DIST)) {
    const file = join(DIST, name);
    if (TYPES[extname(file)] !== "image/png") {
      packed.set(file, brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
  const server = createServer((request, response) => {
    let path = decodeURIComponent(new URL(request.url, "http://x").pathname);
    if (path.endsWith("/")) path += "index.html";
    const file = join(DIST, path);
    if (!file.startsWith(DIST) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(file)] || "application/octet-stream";
    const headers = { "content-type": type, "cache-control": "no-store" };
    let body = readFileSync(file);
    if (packed.has(file)) {
      body = packed.get(file);
      headers["content-encoding"] = "br";
    }
    response.writeHead(200, headers).end(body);
  });
  return new Promise((ok) => server.listen(0, "127.0.0.1", () => ok(server)));
}

/** A fresh phone-sized browser with the conditions above; counts the bytes it fetches. */
async function phone() {
  const session = await browser({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  const cdp = await session.context.newCDPSession(session.page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const counter = { bytes: 0 };
  cdp.on("Network.loadingFinished", (event) => (counter.bytes += event.encodedDataLength));
  return { ...session, counter };
}

/**
 * Waits until `selector` is in the page (and the app has taken over, when
 * `app`), checking at every frame; the page's clock (ms since its
 * navigation started) when it first was.
 */
async function shownAt(page, selector, app) {
  await page.waitForFunction(
    ([selector, app]) => {
      const shown = document.querySelector(selector) && (!app || !document.getElementById("prerender"));
      if (shown) window.shownAt ??= performance.now();
      return shown;
    },
    [selector, app],
    { polling: "raf", timeout: 60000 },
  );
  return page.evaluate(() => window.shownAt);
}

/** Opens the lobby, clicks the Play of `slug`: { ms, bytes } from the click to a usable setup. */
async function table(url, slug) {
  const { page, counter, close } = await phone();
  try {
    await page.goto(url, { waitUntil: "load" });
    const play = page.locator(`.game-card[data-game="${slug}"] a.primary`);
    await play.waitFor();
    await page.evaluate(() => document.addEventListener("click", (event) => (window.clickedAt ??= event.timeStamp), true));
    counter.bytes = 0;
    await play.click();
    const shown = await shownAt(page, ".setup button.start", true);
    return { ms: Math.round(shown - (await page.evaluate(() => window.clickedAt))), bytes: counter.bytes };
  } finally {
    await close();
  }
}

/** The frame address the export screen offers for the replay of the finished game saved in `save`. */
async function frameAddress(url, slug, save) {
  const { page, close } = await browser({ viewport: { width: 1024, height: 768 } });
  try {
    const shared = encodeURIComponent(readFileSync(join(SAVES, save), "utf8").trim());
    await page.goto(`${url}#/play/${slug}?shared=${shared}`);
    await page.locator("button.show-record").first().click({ timeout: 60000 });
    const snippet = await page.locator(".replay-snippet").inputValue();
    return snippet.match(/src="([^"]+)"/)[1].replaceAll("&amp;", "&");
  } finally {
    await close();
  }
}

/** Opens the frame address `address` on a fresh phone: { ms, bytes } from the start of its load to a board on screen. */
async function embed(address) {
  const { page, counter, close } = await phone();
  try {
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goto(address, { waitUntil: "commit" });
    const shown = await shownAt(page, ".embed-poster svg, svg[data-board]", false);
    return { ms: Math.round(shown), bytes: counter.bytes };
  } finally {
    await close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await serve();
const url = `http://127.0.0.1:${server.address().port}/`;
const cases = [
  ["Chess table", () => table(url, "standard")],
  ["Four Player table", () => table(url, "four-player")],
  ["The One Sane Man table", () => table(url, "one-sane-man")],
  ["COIN table", () => table(url, "coin")],
];
for (const [name, slug, save] of [
  ["Embedded chess replay", "standard", "chess-over.save"],
  ["Embedded Four Player replay", "four-player", "four-player-over.save"],
]) {
  const address = await frameAddress(url, slug, save);
  cases.push([name, () => embed(address)]);
}
console.log(`slow 4G (150 ms, 1.6 Mbps), CPU 4x, empty cache, brotli; median of ${RUNS} runs`);
console.log(`${"".padEnd(30)}${"KB fetched".padStart(12)}${"ms".padStart(8)}`);
try {
  for (const [name, run] of cases) {
    const results = [];
    for (let i = 0; i < RUNS; i++) results.push(await run());
    const kb = median(results.map((r) => r.bytes)) / 1024;
    console.log(`${name.padEnd(30)}${kb.toFixed(1).padStart(12)}${String(median(results.map((r) => r.ms))).padStart(8)}`);
  }
} finally {
  server.close();
}
