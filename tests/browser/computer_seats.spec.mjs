// Browser tests of computer seats: one person against three computers in
// a ring of four of The One Sane Man, played to the end with no hand-off
// screen (there is only one person at the table), and four computers in
// Four Player watched at the quick pace. One person against three
// computers in Four Player has a file of its own (its game has no clock to
// bound it): computer_four_player.spec.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { freshBrowsers } from "./harness.mjs";
import { aloneAgainstComputers, pace, playToTheEnd } from "./computer_play.mjs";

const { server, open } = freshBrowsers({ viewport: { width: 1024, height: 768 } });

test("four computers in Four Player are watched to the end, seen from nobody's seat", async () => {
  const session = await open();
  const page = session.page;
  await page.goto(`${server.url}#/play/four-player`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.click('.segmented[aria-label="How many people"] .segment:text-is("1")');
  await page.locator('.seat-row[data-seat="0"] .segment:text-is("Computer")').click();
  for (let seat = 0; seat < 4; seat += 1) {
    await page.locator(`.seat-row[data-seat="${seat}"] .segment:text-is("Beginner")`).click();
  }
  assert.equal(await page.locator(".name-input").count(), 0, "nobody is asked a name");
  await page.click(".setup button.start");
  await pace(page, "Quick");
  await page.waitForSelector(".game-over", { timeout: 240_000 });
  assert.equal(await page.locator("#handoff-title").count(), 0);
  assert.equal(await page.locator(".computer-problem").count(), 0);

  // The finished game's replay: every secret told, stepped with the keys.
  await page.click("button.show-replay");
  await page.waitForSelector(".replay-secrets");
  assert.match(await page.innerText(".replay-secrets"), /alliance|No alliance was made/);
  const last = await page.locator(".replay-step").count();
  assert.ok(last > 20, `${last} steps`);
  assert.equal(await page.innerText(".replay-at"), `Step ${last} of ${last}`);
  await page.keyboard.press("Home");
  await page.waitForSelector(`.replay-at:text-is("The start (${last} steps)")`);
  assert.equal(await page.locator('svg[data-board] g.man').count(), 32, "every army's eight men at the start");
  await page.keyboard.press("ArrowRight");
  await page.waitForSelector(`.replay-step[data-step="1"][aria-current="step"]`);
  assert.match(await page.innerText('.replay-step[data-step="1"]'), /^1\.\s+Computer.*: \S/);
  await page.keyboard.press("End");
  await page.waitForSelector(`.replay-at:text-is("Step ${last} of ${last}")`);
  await page.keyboard.press("ArrowLeft");
  await page.waitForSelector(`.replay-at:text-is("Step ${last - 1} of ${last}")`);
  await page.click("button.replay-close");
  await page.waitForSelector(".game-over");

  // Its replay embedded in a page: the frame opens at the start and steps.
  await page.click("button.show-record");
  const snippet = await page.inputValue(".replay-snippet");
  assert.match(snippet, /^<iframe src="[^"]+\?embed#\/play\/four-player\?shared=[^"]+&amp;at=0&amp;poster=14x14\.[^"]+"/);
  // Until the table's wasm arrives, the frame shows the poster of the
  // start its address carries: the cross and its men (in a browser of
  // its own, with no service worker to answer for the network).
  const reader = await open({ serviceWorkers: "block" });
  const held = [];
  await reader.page.route(/table-four-player_bg\.wasm$/, (route) => held.push(route));
  await reader.page.setContent(`<!doctype html><title>A blog</title><main>${snippet}</main>`);
  const light = reader.page.frameLocator("iframe");
  await light.locator(".embed-poster svg.board-thumbnail").waitFor();
  assert.equal(await light.locator(".embed-poster rect.square").count(), 14 * 14 - 36, "the cross without its corners");
  assert.equal(await light.locator(".embed-poster g.man").count(), 32, "the men of the replay's start");
  for (const army of ["white", "blue", "black", "red"]) {
    assert.equal(await light.locator(`.embed-poster g.man[data-army="${army}"][data-kind="king"]`).count(), 1, army);
  }
  assert.match(await light.locator(".embed-poster g.man path").first().getAttribute("class"), /^man-/);
  for (const route of held) await route.continue();
  await reader.page.unroute(/table-four-player_bg\.wasm$/);
  await light.locator(`.replay-at:text-is("The start (${last} steps)")`).waitFor();
  assert.equal(await light.locator(".embed-poster").count(), 0, "the app took over from the poster");
  await reader.done();

  await page.setContent(`<!doctype html><title>A blog</title><main>${snippet}</main>`);
  const frame = page.frameLocator("iframe");
  await frame.locator(`.replay-at:text-is("The start (${last} steps)")`).waitFor();
  await frame.locator("button.replay-forward").click();
  await frame.locator(`.replay-at:text-is("Step 1 of ${last}")`).waitFor();
  // It plays on its own at the speed chosen, and pauses.
  await frame.locator('.segmented[aria-label="Speed"] .segment:text-is("Fast")').click();
  await frame.locator("button.replay-play").click();
  await frame.locator(`.replay-at:text-is("Step 3 of ${last}")`).waitFor();
  await frame.locator("button.replay-play").click();
  assert.equal(await frame.locator("button.replay-play").getAttribute("aria-pressed"), "false");
  assert.equal(await frame.locator("button.replay-play").innerText(), "Play");
  assert.equal(await frame.locator(".site-header, header.site").count(), 0, "no site chrome in the frame");
  await session.done();
});

test("The One Sane Man: a ring of four, one person and three computers, played to the end on the clock", async () => {
  const session = await open();
  const page = session.page;
  // A ring of computers rarely mates: with one minute a player (two on the
  // clock), every clock runs out in the end. The page's time runs five
  // seconds a round, the computers think in real time in their worker.
  await page.clock.install();
  await aloneAgainstComputers(page, server.url, "one-sane-man", "How many players", 4, [
    '.segmented[aria-label="Time control"] .segment:text-is("1 min")',
  ]);
  await page.waitForSelector('.osm-ring canvas[data-board="3"]');
  await pace(page, "Quick");
  const moves = await playToTheEnd(page, ".osm-slot.to-move svg[data-board] g.man", [], () => page.clock.runFor(5_000));
  assert.ok(moves > 0, "Ann moved");
  assert.match(await page.locator(".game-over").innerText(), /the one sane man|draw/i);
  await session.done();
});
