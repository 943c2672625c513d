// The app shell: lobby, rules pages, about, not-found, manifest and icons.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { setup } from "./harness.mjs";

let s;
before(async () => { s = await setup(); });
after(async () => { await s.close(); });

// Each playable game and the table its Play link opens.
const PLAYABLE = {
  standard: "#/play/standard",
  chess960: "#/play/chess960",
  "four-player": "#/play/four-player",
  carousel: "#/play/carousel",
  "one-sane-man": "#/play/one-sane-man",
  coin: "#/play/coin",
  "crowded-house": "#/play/crowded-house",
  "cloak-and-dagger": "#/play/cloak-and-dagger",
};
const GAMES = ["standard", "chess960", "four-player", "carousel", "one-sane-man", "coin", "crowded-house", "cloak-and-dagger"];

test("the lobby lists every game with its player count and pitch", async () => {
  await s.page.goto(s.url);
  const cards = s.page.locator(".game-card");
  await cards.first().waitFor();
  assert.deepEqual(await cards.evaluateAll((els) => els.map((e) => e.dataset.game)), GAMES);
  const carousel = s.page.locator('.game-card[data-game="carousel"]');
  assert.match(await carousel.locator(".players").innerText(), /3.9 players/);
  assert.ok((await carousel.locator(".pitch").innerText()).length > 20);
  // A game with a table offers Play; the others say they are coming.
  for (const game of GAMES) {
    const card = s.page.locator(`.game-card[data-game="${game}"]`);
    if (game in PLAYABLE) {
      assert.equal(await card.locator("a.primary").getAttribute("href"), PLAYABLE[game], game);
      assert.equal(await card.locator(".coming").count(), 0, game);
    } else {
      assert.equal(await card.locator(".coming").count(), 1, game);
    }
  }
  assert.deepEqual(s.errors, []);
});

test("each rules page opens from the lobby", async () => {
  for (const game of GAMES) {
    await s.page.goto(s.url);
    await s.page.locator(`.game-card[data-game="${game}"] a:has-text("Rules")`).click();
    await s.page.locator(`article.rules[data-game="${game}"] h2`).first().waitFor();
    assert.equal(new URL(s.page.url()).hash, `#/rules/${game}`);
    assert.ok((await s.page.locator("article.rules li").count()) > 3, game);
  }
});

test("the about page credits the rules and lists crate licences", async () => {
  await s.page.goto(`${s.url}#/about`);
  await s.page.locator("table.licences tbody tr").first().waitFor();
  const text = await s.page.locator("article.about").innerText();
  assert.match(text, /Evan Burchard/);
  assert.match(text, /CC BY-SA 4\.0/);
  assert.match(text, /leptos/);
  assert.ok((await s.page.locator("table.licences tbody tr").count()) > 20);
});

test("a bad route or parameter shows the friendly page", async () => {
  for (const hash of ["#/no/such/page", "#/rules/checkers", "#/about?x=%zz"]) {
    await s.page.goto(`${s.url}${hash}`);
    const notFound = s.page.locator('[data-page="not-found"]');
    await notFound.waitFor();
    assert.match(await notFound.innerText(), /Back to the games/);
  }
  await s.page.locator('[data-page="not-found"] a').click();
  await s.page.locator(".game-card").first().waitFor();
});

test("the manifest is valid and its icons load", async () => {
  await s.page.goto(s.url);
  const href = await s.page.locator('link[rel="manifest"]').getAttribute("href");
  const manifestUrl = new URL(href, s.url);
  const manifest = await (await fetch(manifestUrl)).json();
  assert.equal(manifest.display, "standalone");
  assert.ok(manifest.name && manifest.short_name && manifest.theme_color && manifest.background_color);
  for (const size of ["192x192", "512x512"]) {
    assert.ok(manifest.icons.some((i) => i.sizes === size && i.purpose === "maskable"), `maskable ${size}`);
  }
  for (const icon of manifest.icons) {
    const response = await fetch(new URL(icon.src, manifestUrl));
    assert.equal(response.status, 200, icon.src);
    assert.equal(response.headers.get("content-type"), icon.type, icon.src);
    if (icon.type === "image/png") {
      const bytes = new Uint8Array(await response.arrayBuffer());
      const view = new DataView(bytes.buffer);
      assert.equal(`${view.getUint32(16)}x${view.getUint32(20)}`, icon.sizes, icon.src);
    }
  }
  // Chromium itself finds no installability problem.
  const cdp = await s.context.newCDPSession(s.page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  assert.deepEqual(installabilityErrors, []);
});
