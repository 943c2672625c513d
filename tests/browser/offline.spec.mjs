// The service worker: after the first visit the app reloads and works with
// the network cut; a newer build is announced.
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { browser, DIST, serve } from "./harness.mjs";

let dir, server, s;
before(async () => {
  // A private copy of the build, so the update test may change it.
  dir = mkdtempSync(join(tmpdir(), "parlour-dist-"));
  cpSync(DIST, dir, { recursive: true });
  server = await serve(dir);
  s = await browser();
});
after(async () => {
  await s.close();
  server.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
}

/** How many of the build's wasm files the service worker holds. */
async function cachedBuilds(page) {
  return page.evaluate(async () => {
    let count = 0;
    for (const key of await caches.keys()) {
      for (const request of await (await caches.open(key)).keys()) if (request.url.endsWith(".wasm")) count += 1;
    }
    return count;
  });
}

test("after the first visit the app works offline", async () => {
  await s.page.goto(server.url);
  await s.page.locator(".game-card").first().waitFor();
  await controlled(s.page);
  // The builds' wasm are precached after the page has been idle a while,
  // one at a time: every table's, the app's own and the computer players'.
  const builds = readdirSync(dir).filter((name) => name.endsWith(".wasm")).length;
  assert.ok(builds >= 9, `${builds} builds`);
  const deadline = Date.now() + 60000;
  while ((await cachedBuilds(s.page)) < builds && Date.now() < deadline) await s.page.waitForTimeout(250);
  assert.equal(await cachedBuilds(s.page), builds, "every build is precached");
  await s.context.setOffline(true);
  try {
    await s.page.reload();
    await s.page.locator(".game-card").first().waitFor({ timeout: 10000 });
    await s.page.goto(`${server.url}#/rules/coin`);
    await s.page.locator('article.rules[data-game="coin"]').waitFor();
    // Every table opens: the app itself starts from the cache.
    for (const game of ["standard", "chess960", "four-player", "carousel", "one-sane-man", "coin", "crowded-house", "cloak-and-dagger"]) {
      await s.page.goto(`${server.url}#/play/${game}`);
      await s.page.locator(".setup button.start").waitFor({ timeout: 20000 });
      assert.equal(await s.page.locator("#prerender").count(), 0, `the app drew ${game}'s table`);
    }
    const icon = await s.page.evaluate(async () => (await fetch("icons/icon-512.png")).status);
    assert.equal(icon, 200);
  } finally {
    await s.context.setOffline(false);
  }
});

test("after a visit, the embedding example is served as itself, the app in its frame", async () => {
  await s.page.goto(server.url);
  await controlled(s.page);
  await s.page.goto(`${server.url}embed-example.html`);
  assert.equal(await s.page.title(), "Parlour embedded: example");
  await s.page.locator("h1", { hasText: "A page with Parlour in it" }).waitFor();
  await s.page.frameLocator("iframe.frame").locator(".game-card").first().waitFor({ timeout: 20000 });
});

test("a new build is announced and reloading switches to it", async () => {
  await s.page.goto(server.url);
  await controlled(s.page);
  const worker = join(dir, "sw.js");
  writeFileSync(worker, readFileSync(worker, "utf8").replace(/const BUILD = "[^"]*"/, 'const BUILD = "next"'));
  await s.page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  const bar = s.page.locator("#update-ready");
  await bar.waitFor({ state: "visible", timeout: 20000 });
  await Promise.all([s.page.waitForEvent("load"), bar.locator("button").click()]);
  const caches = await s.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return caches.keys();
  });
  assert.ok(caches.includes("parlour-next"), caches.join());
});
