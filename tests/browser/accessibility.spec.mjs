// axe-core (WCAG 2.1 A and AA rules) on every screen, at a phone (390x844)
// and a portrait tablet (768x1024): the site's pages, every rules page, and
// each game's setup, its table (from a real save, behind the hand-off screen
// for the games with secrets, then the seat's own view) and its game-over
// screen. A serious or critical violation fails the test, with the nodes named.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { browser, serve } from "./harness.mjs";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const SAVES = new URL("../data/saves/", import.meta.url);
const SIZES = [
  ["phone", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ["tablet", { viewport: { width: 768, height: 1024 }, hasTouch: true }],
];
const GAMES = ["standard", "chess960", "four-player", "carousel", "one-sane-man", "coin", "crowded-house", "cloak-and-dagger"];
// Each game's frozen saves (tests/data/saves), by the slug they open under.
const SAVED = [
  ["standard", "chess-running"], ["standard", "chess-over"],
  ["four-player", "four-player-running"], ["four-player", "four-player-over"],
  ["carousel", "carousel-running"], ["carousel", "carousel-over"],
  ["one-sane-man", "one-sane-man-running"], ["one-sane-man", "one-sane-man-over"],
  ["coin", "coin-running"], ["coin", "coin-over"],
  ["crowded-house", "crowded-house-running"], ["crowded-house", "crowded-house-over"],
  ["cloak-and-dagger", "cloak-and-dagger-running"], ["cloak-and-dagger", "cloak-and-dagger-over"],
];

let server;
const sessions = new Map();
before(async () => {
  server = await serve();
  for (const [name, options] of SIZES) sessions.set(name, await browser(options));
});
after(async () => {
  for (const session of sessions.values()) await session.close();
  server?.stop();
});

/** The serious and critical violations axe finds on the page as it is now, in words. */
async function violations(page) {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 4).map((n) => n.target.join(" ")).join(", ")}`);
  });
  return found;
}

/** Scans the page and collects what is found under `where`. */
async function scan(page, where, problems) {
  for (const found of await violations(page)) problems.push(`${where}: ${found}`);
}

/** Opens `address` afresh (the hash alone would not reload the app). */
async function visit(page, address) {
  await page.goto("about:blank");
  await page.goto(server.url + address);
}

for (const [size] of SIZES) {
  test(`${size}: the site's pages and every rules page have no serious axe violation`, async () => {
    const { page, errors } = sessions.get(size);
    const problems = [];
    const pages = ["#/", "#/saved", "#/about", "#/embed", "#/nowhere", "#/play/four-player?game=x", ...GAMES.map((g) => `#/rules/${g}`)];
    for (const address of pages) {
      await visit(page, address);
      await page.waitForSelector("main h1");
      await scan(page, address, problems);
    }
    assert.deepEqual(problems, []);
    assert.deepEqual(errors.map(String), []);
  });

  test(`${size}: every game's setup, table, game-over and replay screen have no serious axe violation`, async () => {
    const { page, errors } = sessions.get(size);
    const problems = [];
    for (const game of GAMES) {
      await visit(page, `#/play/${game}`);
      await page.waitForSelector(".setup");
      await scan(page, `${game} setup`, problems);
    }
    for (const [game, file] of SAVED) {
      const text = readFileSync(new URL(`${file}.save`, SAVES), "utf8");
      await visit(page, "#/about");
      await page.evaluate(([key, text]) => {
        localStorage.clear();
        localStorage.setItem(key, text);
      }, [`parlour.save.${game}-1`, text]);
      await visit(page, `#/play/${game}?save=${game}-1`);
      await page.waitForSelector(".handoff, .shell-play");
      await scan(page, file, problems);
      if (await page.locator(".handoff-reveal").count()) {
        await page.click(".handoff-reveal");
        await page.waitForSelector(".shell-play:not(.public)");
        await scan(page, `${file}, the seat's own view`, problems);
      }
      await visit(page, `#/play/${game}?save=${game}-1&at=1`);
      await page.waitForSelector(".replay .replay-step");
      await scan(page, `${file}, its replay`, problems);
    }
    assert.deepEqual(problems, []);
    assert.deepEqual(errors.map(String), []);
  });
}
