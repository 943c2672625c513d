// The pages drawn at build time: in the served HTML, shown without the
// wasm (and with JavaScript off), which the lobby, the rules and the about
// page never fetch; a page that needs the app fetches it, and the app
// takes over without a flash or a duplicate.
import assert from "node:assert/strict";
import { test } from "node:test";
import { freshBrowsers } from "./harness.mjs";

const { server, open } = freshBrowsers({ viewport: { width: 390, height: 844 } });

/**
 * A browser whose page never gets its wasm: what shows is the prerendered
 * page. The service worker is blocked: the page registers it on load, a
 * page it controls fetches through it (and, once it has precached, from
 * its cache), and Playwright's routes are not sure to see those fetches.
 */
async function openWithoutWasm() {
  const s = await open({ serviceWorkers: "block" });
  await s.page.route(/(parlour-web|table-).*\.wasm$/, () => {});
  return s;
}

/** The app has started: it removed the prerendered markup. */
async function started(page) {
  await page.waitForFunction(() => !document.getElementById("prerender"), null, { timeout: 60000 });
}

test("the served HTML holds the lobby with every game", async () => {
  const html = await (await fetch(server.url)).text();
  const shown = html.slice(html.indexOf('<div id="prerender">'), html.indexOf("<template"));
  assert.match(shown, /<main id="main"/);
  for (const game of ["Carousel", "COIN", "Crowded House", "Cloak and Dagger", "Four Player", "One Sane Man"]) {
    assert.ok(shown.includes(game), `${game} is in the served lobby`);
  }
  assert.match(html, /<template data-route="#\/rules\/coin" data-title="[^"]+">/);
});

test("with JavaScript off the lobby is there", async () => {
  const s = await open({ javaScriptEnabled: false });
  await s.page.goto(server.url);
  assert.ok((await s.page.locator(".game-card").count()) >= 8);
  assert.equal(await s.page.locator(".site-header .brand").innerText(), "Parlour");
  await s.done();
});

test("before the wasm arrives, the address's page shows and its links work", async () => {
  const s = await openWithoutWasm();
  await s.page.goto(`${server.url}#/rules/coin`);
  const rules = s.page.locator('article.rules[data-game="coin"]');
  await rules.waitFor();
  assert.equal(await s.page.locator("main article.rules").count(), 1);
  const title = await s.page.locator('template[data-route="#/rules/coin"]').getAttribute("data-title");
  assert.equal(await s.page.title(), title);
  assert.equal(await s.page.locator('nav a[aria-current="page"]').count(), 0);

  await s.page.locator(".crumbs a").click();
  await s.page.locator(".game-card").first().waitFor();
  assert.equal(await rules.count(), 0);
  assert.equal(await s.page.locator('nav a[aria-current="page"]').getAttribute("href"), "#/");

  // A page that needs the device (here the saved games) waits for the app in the chrome.
  await s.page.goto(`${server.url}#/saved`);
  await s.page
    .locator('main .app-status:text-is("Opening\u2026")')
    .waitFor()
    .catch(async (error) => {
      // Say what the page shows instead, for whoever reads a failed run.
      const shown = await s.page.locator("main").innerText().catch(() => "(no main)");
      throw new Error(`${error.message}\nmain shows: ${JSON.stringify(shown.slice(0, 300))}`);
    });
  assert.equal(await s.page.locator(".site-header").count(), 1);
  assert.equal(await s.page.locator('nav a[aria-current="page"]').getAttribute("href"), "#/saved");
  await s.done();
});

test("embedded, the chrome is left out before the app starts", async () => {
  const s = await openWithoutWasm();
  await s.page.goto(`${server.url}?embed#/`);
  await s.page.locator(".app.embed .game-card").first().waitFor();
  assert.equal(await s.page.locator(".site-header, .site-footer").count(), 0);
  await s.page.goto(`${server.url}#/rules/carousel?embed`);
  await s.page.locator('.app.embed article.rules[data-game="carousel"]').waitFor();
  assert.equal(await s.page.locator(".site-header").count(), 0);
  await s.done();
});

test("the lobby, the rules and the about page fetch no wasm; a table fetches its own build only, and each screen split off it when it opens", async () => {
  const s = await open();
  const fetched = [];
  s.page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await s.page.goto(server.url);
  await s.page.locator('.game-card a[href="#/rules/coin"]').first().click();
  await s.page.locator('article.rules[data-game="coin"]').waitFor();
  await s.page.locator('.site-header a[href="#/about"]').click();
  await s.page.locator("main h1").first().waitFor();
  await s.page.waitForLoadState("networkidle");
  const app = (list) => list.filter((path) => /parlour-web|table-/.test(path));
  // The service worker may precache the app in the background: that is
  // not the page's fetch. Only the page's own requests are listened to.
  assert.deepEqual(app(fetched), [], "no app on the pages drawn at build time");
  assert.ok(await s.page.locator("#prerender").count(), "the prerendered page is still up");
  await s.page.goto(`${server.url}#/play/coin`);
  await s.page.locator(".setup button.start").waitFor({ timeout: 60000 });
  const wasm = () => app(fetched).filter((path) => path.endsWith(".wasm"));
  // The table's own wasm and its setup screen's (with the parts it shares
  // with other screens), fetched side by side; no other table's, and no
  // screen that is not open.
  assert.ok(wasm().every((path) => path.startsWith("/table-coin")), `COIN's table fetches its own build and no other: ${wasm()}`);
  assert.ok(wasm().includes("/table-coin_bg.wasm"), `${wasm()}`);
  assert.ok(wasm().includes("/table-coin.setup.wasm"), `${wasm()}`);
  assert.ok(!wasm().some((path) => /\.(replay|record)\.wasm$/.test(path)), `${wasm()}`);
  // The export screen's wasm comes when it first opens, and draws it.
  await s.page.click(".setup button.start");
  await s.page.click("button.show-record");
  await s.page.locator("section.record .record-summary").waitFor();
  assert.ok(wasm().includes("/table-coin.record.wasm"), `${wasm()}`);
  assert.ok(!wasm().includes("/table-coin.replay.wasm"), `${wasm()}`);
  await s.done();
});

test("a page that needs the app fetches it and the app takes over without a flash or a duplicate", async () => {
  const s = await open();
  // Every batch of DOM changes, from the first paint on: how many lobbies
  // and how many app roots the document holds.
  await s.page.addInitScript(() => {
    window.lobbyCounts = [];
    new MutationObserver(() => {
      if (!document.body) return;
      window.lobbyCounts.push([
        document.querySelectorAll(".game-list").length,
        document.querySelectorAll(".app").length,
      ]);
    }).observe(document, { childList: true, subtree: true });
  });
  await s.page.goto(server.url);
  await s.page.locator(".game-card").first().waitFor();
  // Following a link to a table starts the app from the lobby.
  await s.page.locator('a[href="#/play/standard"]').first().click();
  await started(s.page);
  await s.page.locator(".setup button.start").waitFor();
  const counts = await s.page.evaluate(() => window.lobbyCounts);
  const first = counts.findIndex(([lobbies]) => lobbies > 0);
  assert.ok(first >= 0);
  for (const [lobbies, apps] of counts.slice(first)) {
    assert.ok(lobbies <= 1 && apps === 1, JSON.stringify(counts));
  }
  // The page is the app's now: it draws every page.
  await s.page.locator('.site-header a[href="#/"]').first().click();
  await s.page.locator(".game-card").first().waitFor();
  assert.equal(await s.page.locator(".game-list").count(), 1);
  await s.page.locator('.site-header a[href="#/saved"]').click();
  await s.page.locator("main h1").filter({ hasText: "Saved games" }).waitFor();
  assert.equal(await s.page.locator('nav a[aria-current="page"]').getAttribute("href"), "#/saved");
  await s.done();
});

test("when the app cannot be fetched, the page says so", async () => {
  const s = await open();
  await s.page.route(/(parlour-web|table-).*\.wasm$/, (route) => route.abort());
  await s.page.goto(`${server.url}#/play/carousel`);
  await s.page.locator("main .app-status").filter({ hasText: "could not be loaded" }).waitFor();
  await s.done();
});

test("a part split off a table that cannot be fetched is said so in its place; nothing stops, and a reload opens it", async () => {
  // Without the service worker, whose cache Playwright's routes never see.
  const s = await open({ serviceWorkers: "block" });
  const setup = /table-coin\.setup\.wasm$/;
  await s.page.route(setup, (route) => route.abort());
  await s.page.goto(`${server.url}#/play/coin`);
  await s.page.locator("main [role=alert]").filter({ hasText: "could not be fetched" }).waitFor();
  assert.equal(await s.page.locator(".setup").count(), 0);
  await s.page.unroute(setup);
  await s.page.reload();
  // No "stopped here last time": the table opens its setup.
  await s.page.locator(".setup button.start").waitFor();
  await s.done();
});
