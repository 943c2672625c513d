// Embedding: a parent page shows the app in an iframe and it responds.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { setup } from "./harness.mjs";

let s;
before(async () => { s = await setup(); });
after(async () => { await s.close(); });

test("the example page embeds the app, compact and clickable", async () => {
  await s.page.goto(`${s.url}embed-example.html`);
  const frame = s.page.frameLocator("iframe.frame");
  await frame.locator(".game-card").first().waitFor();
  assert.equal(await frame.locator(".site-header").count(), 0, "no site chrome when embedded");
  await frame.locator('.game-card[data-game="carousel"] a:has-text("Rules")').click();
  await frame.locator('article.rules[data-game="carousel"]').waitFor();
  const box = await s.page.locator("iframe.frame").boundingBox();
  const inner = await frame.locator(".app").evaluate((e) => e.getBoundingClientRect().width);
  assert.ok(Math.abs(inner - box.width) < 2, `app fills the frame: ${inner} vs ${box.width}`);
});

test("the app offers the embed snippet", async () => {
  await s.page.goto(`${s.url}#/embed`);
  const snippet = await s.page.locator("#embed-snippet").inputValue();
  assert.match(snippet, new RegExp(`<iframe src="${s.url.replace(/[./]/g, "\\$&")}\\?embed#/"`));
});

test("the embed page offers a snippet for one game's table, which opens it compact", async () => {
  await s.page.goto(`${s.url}#/embed`);
  await s.page.locator('.embed-page .segment', { hasText: 'COIN Chess' }).click();
  const snippet = await s.page.locator("#embed-snippet").inputValue();
  assert.match(snippet, /title="Parlour: COIN Chess"/);
  const src = snippet.match(/src="([^"]+)"/)[1];
  assert.equal(src, `${s.url}?embed#/play/coin`);
  await s.page.goto(src);
  await s.page.locator('.setup button.start').waitFor();
  assert.equal(await s.page.locator(".site-header").count(), 0, "no site chrome when embedded");
  await s.page.goto(`${s.url}#/embed`);
  await s.page.locator('.embed-page .segment', { hasText: 'The lobby' }).click();
  assert.match(await s.page.locator("#embed-snippet").inputValue(), /\?embed#\/"/);
});

test("a game's table in the suggested frame of a blog column opens at its top: the board and the turn's actions in view", async () => {
  await s.page.setViewportSize({ width: 1024, height: 1000 });
  await s.page.goto(`${s.url}#/embed`);
  await s.page.locator('.embed-page .segment', { hasText: 'COIN Chess' }).click();
  const snippet = await s.page.locator("#embed-snippet").inputValue();
  await s.page.setContent(`<!doctype html><title>A blog</title><main style="width:600px">${snippet}</main>`);
  const frame = s.page.frameLocator("iframe");
  await frame.locator(".setup button.start").click();
  await frame.locator("button:text-is('Cede the move to your Peasant')").waitFor();
  const [scrolled, height] = await frame.locator("main").evaluate((m) => [m.scrollTop, innerHeight]);
  assert.equal(scrolled, 0, "the table opens at its top, not where the setup's button was");
  for (const part of ["svg[data-board]", ".turn-bar button:text-is('Cede the move to your Peasant')"]) {
    const box = await frame.locator(part).evaluate((e) => e.getBoundingClientRect().toJSON());
    assert.ok(box.top >= 0 && box.bottom <= height, `${part} in view: ${JSON.stringify(box)} in ${height}`);
  }
});
