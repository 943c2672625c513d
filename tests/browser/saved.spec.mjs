// The "Saved games" page: saves of the shared table listed with game,
// players, date, a picture of the board and the moves played, and resumed
// (the export screen leading with the game's summary); a damaged save and one from a newer
// version listed with their reasons and deletable; a game the Four
// Player table kept before the shared table is left alone, not listed; a
// Carousel game is listed and resumed behind its hand-off, a chess game
// where it stood; a One Sane Man game is listed and resumed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { freshBrowsers } from "./harness.mjs";

const { server, open } = freshBrowsers({ viewport: { width: 1024, height: 768 } });

test("the saved-games page lists every save with its reason when it cannot open", async () => {
  const session = await open();
  const page = session.page;
  await page.goto(server.url + "#/play/coin");
  await page.locator(".name-input").nth(0).fill("Ann");
  await page.click("button.start");
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e2"]');
  await page.evaluate(() => {
    localStorage.setItem("parlour.save.coin-1", "{ not a save");
    localStorage.setItem(
      "parlour.save.coin-2",
      JSON.stringify({ header: { game: "coin", format: 99, saved_ms: 0, players: ["Zed"], status: "" }, table: {} }),
    );
    // The Four Player table's own save from before the shared table: no
    // longer read.
    localStorage.setItem(
      "parlour.four-player",
      JSON.stringify({ options: { protectorate_loss_percent: 40 }, seed: 5, start: null, actions: [] }),
    );
  });
  await page.goto(server.url + "#/saved");
  const coin = page.locator('.saved-game[data-game="coin"]');
  await coin.waitFor();
  assert.match(await coin.locator(".saved-players").textContent(), /^Ann, Player 2, Player 3, Player 4$/);
  assert.match(await coin.locator(".small").last().textContent(), /White Noble \(Ann\) to act/);
  const unreadable = page.locator(".saved-game.unreadable");
  assert.equal(await unreadable.count(), 2);
  const reasons = (await unreadable.allTextContents()).join(" ");
  assert.match(reasons, /not a game saved or exported by Parlour/);
  assert.match(reasons, /newer version of Parlour/);
  // The older Four Player save is neither listed nor touched.
  assert.equal(await page.locator('.saved-game[data-game="four-player"]').count(), 0);
  assert.equal(await page.locator(".saved-page .notice.problem").count(), 0);
  assert.notEqual(await page.evaluate(() => localStorage.getItem("parlour.four-player")), null);
  // Deleting the damaged one leaves the rest.
  await unreadable.filter({ hasText: "not a game saved" }).locator("button").click();
  await page.waitForFunction(() => document.querySelectorAll(".saved-game.unreadable").length === 1);
  assert.equal(await page.evaluate(() => localStorage.getItem("parlour.save.coin-1")), null);
  // A newer save opened at its table is refused and kept as it is.
  await page.goto(server.url + "#/play/coin?save=coin-2");
  await page.waitForSelector(".notice.problem");
  assert.match(await page.locator(".notice.problem").first().textContent(), /newer version/);
  assert.notEqual(await page.evaluate(() => localStorage.getItem("parlour.save.coin-2")), null);
  // Resume from the list.
  await page.goto(server.url + "#/saved");
  await page.locator('.saved-game[data-game="coin"] a:text-is("Resume")').click();
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e2"]');
  await session.done();
});

test("a One Sane Man game is listed and resumed", async () => {
  const session = await open();
  const page = session.page;
  await page.goto(server.url + "#/play/one-sane-man");
  await page.click('.segmented[aria-label="How many players"] .segment:text-is("4")');
  await page.locator(".name-input").nth(2).fill("Cy");
  await page.click("button.start");
  await page.waitForSelector('.osm-ring canvas[data-board="3"]');
  await page.fill(".osm-type input", "1:e2e4");
  await page.press(".osm-type input", "Enter");
  await page.waitForSelector('.osm-ring canvas[data-board="0"][aria-label*="white pawn on e4"]');
  await page.goto(server.url + "#/saved");
  const games = page.locator('.saved-game[data-game="one-sane-man"]');
  await games.first().waitFor();
  assert.equal(await games.count(), 1);
  assert.equal(await games.locator(".saved-players").textContent(), "Player 1, Player 2, Cy, Player 4");
  assert.equal(await games.locator(".saved-status").textContent(), "Player 2 to act");
  assert.equal(await page.locator(".notice.problem").count(), 0);

  // It resumes as it stood.
  await games.locator('a:text-is("Resume")').click();
  await page.waitForSelector('.osm-ring canvas[data-board="0"][aria-label*="white pawn on e4"]');
  assert.equal(await page.locator(".osm-ring :is(svg, canvas)[data-board]").count(), 4);
  assert.match(await page.textContent(".osm-status"), /Player 2 to play on board 2/);
  await session.done();
});

test("a Carousel game is listed with its players and resumed behind a hand-off", async () => {
  const session = await open();
  const page = session.page;
  await page.goto(server.url + "#/play/carousel");
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.click('.segmented[aria-label="How many players"] .segment:text-is("3")');
  for (const [i, name] of ["Ann", "Bob", "Cy"].entries()) await page.locator(".name-input").nth(i).fill(name);
  await page.click("button.start");
  // Each looks at their card, then the first mover plays e4.
  for (let person = 0; person < 3; person++) {
    await page.click(".handoff-reveal");
    await page.click("button.hide-view");
  }
  await page.waitForSelector(".handoff, .move-entry");
  if (await page.locator(".handoff").count()) await page.click(".handoff-reveal");
  await page.fill('.move-entry input[name="move"]', "e4");
  await page.click(".move-entry button");
  await page.waitForSelector('.handoff .move-list summary:text-is("Moves (1)")');
  const next = await page.innerText("#handoff-title");
  await page.goto(server.url + "#/saved");
  const row = page.locator('.saved-game[data-game="carousel"]');
  await row.waitFor();
  assert.equal(await row.locator(".saved-players").textContent(), "Ann, Bob, Cy");
  assert.match(await row.locator(".saved-status").textContent(), /^(Ann|Bob|Cy) to act$/);
  await row.locator('a:text-is("Resume")').click();
  await page.waitForSelector(".handoff");
  assert.equal(await page.innerText("#handoff-title"), next);
  assert.equal(await page.locator("[data-card]").count(), 0, "no card under the hand-off");
  assert.equal(await page.innerText(".move-list summary"), "Moves (1)");
  await session.done();
});

test("a finished chess game opens from the saved games as its replay", async () => {
  const session = await open();
  const page = session.page;
  await page.goto(server.url + "#/play/standard");
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator(".name-input").nth(0).fill("Ann");
  await page.locator(".name-input").nth(1).fill("Bob");
  await page.click(".setup button.start");
  const { dragMan } = await import("./harness.mjs");
  for (const [from, to] of [["f2", "f3"], ["e7", "e5"], ["g2", "g4"], ["d8", "h4"]]) {
    await page.waitForSelector(`svg[data-board="0"] .man[data-square="${from}"]`);
    await dragMan(page, from, to);
  }
  await page.waitForSelector(".game-over");
  await page.goto(server.url + "#/saved");
  const chess = page.locator('.saved-game[data-game="standard"]');
  await chess.locator('a:text-is("Replay")').click();
  await page.waitForSelector('.replay-at:text-is("Step 4 of 4")');
  assert.equal(await page.locator(".replay-whose").count(), 0, "chess has no secrets to show");
  assert.match(await page.innerText('.replay-step[data-step="4"]'), /^4\.\s+Bob: black queen d8 to h4, check/);
  await page.click("button.replay-first");
  await page.waitForSelector('svg[data-board="0"] .man[data-square="d8"]');
  await page.click("button.replay-close");
  await page.waitForSelector(".game-over");
  await session.done();
});

test("a chess game is listed with its players and resumed where it stood", async () => {
  const session = await open();
  const page = session.page;
  await page.goto(server.url + "#/play/standard");
  await page.locator(".name-input").nth(0).fill("Ann");
  await page.locator(".name-input").nth(1).fill("Bob");
  await page.click(".setup button.start");
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e2"]');
  const { dragMan } = await import("./harness.mjs");
  await dragMan(page, "e2", "e4");
  await page.waitForSelector('.move-list .san:text-is("e4")');
  await page.goto(server.url + "#/saved");
  const chess = page.locator('.saved-game[data-game="standard"]');
  await chess.waitFor();
  assert.equal(await chess.locator("h2").textContent(), "Chess");
  assert.equal(await chess.locator(".saved-players").textContent(), "Ann, Bob");
  assert.match(await chess.locator(".small").last().textContent(), /Black \(Bob\) to act/);
  // Its picture: the board as it stands, beside the move count.
  const picture = chess.locator(".saved-preview svg.board-thumbnail");
  assert.equal(await picture.count(), 1);
  assert.equal(await picture.getAttribute("aria-hidden"), "true");
  assert.equal(await picture.locator(".man").count(), 32);
  assert.equal(await picture.locator('.man[data-square="e4"][data-army="white"][data-kind="pawn"]').count(), 1);
  assert.equal(await picture.locator('.man[data-square="e2"]').count(), 0);
  assert.equal(await chess.locator(".saved-moves").textContent(), "1 move");
  await chess.locator('a:text-is("Resume")').click();
  await page.waitForSelector('.move-list .san:text-is("e4")');
  await dragMan(page, "e7", "e5");
  await page.waitForSelector('.move-list .san:text-is("e5")');
  // The export screen leads with a summary; the text follows.
  await page.click("button:text-is('Export or share')");
  const record = page.locator("section.record");
  await record.waitFor();
  assert.deepEqual(
    await record.evaluate((el) => [...el.children].slice(0, 2).map((c) => c.tagName + "." + c.className)),
    ["H2.", "DIV.record-summary"],
  );
  const summary = record.locator(".record-summary");
  assert.match(await summary.locator(".record-game").textContent(), /^Chess · 2 moves$/);
  assert.deepEqual(await summary.locator(".record-players li").allTextContents(), ["Ann: White", "Bob: Black"]);
  assert.match(await summary.locator(".record-standing").textContent(), /^White \(Ann\) to act$/);
  assert.match(await summary.textContent(), /Exported /);
  assert.match(await record.locator("textarea.export-text").inputValue(), /"game":"standard"/);
  await page.click("button:text-is('Back to the game')");
  await session.done();
});
