// Browser test of one person against three computers in Four Player
// Chess, played to the end with no hand-off screen (there is only one
// person at the table). A file of its own: nothing bounds the game's
// length but its rules, so it has the whole of a file's five minutes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { freshBrowsers } from "./harness.mjs";
import { aloneAgainstComputers, pace, playToTheEnd } from "./computer_play.mjs";

const { server, open } = freshBrowsers({ viewport: { width: 1024, height: 768 } });

test("Four Player: one person against three computers, played to the end", async () => {
  const session = await open();
  const page = session.page;
  await aloneAgainstComputers(page, server.url, "four-player", "How many people", 1);
  await page.waitForSelector('[data-view="white"]');
  await pace(page, "Quick");
  const moves = await playToTheEnd(page, 'svg[data-board] g.man[data-army="white"]', [
    'button[data-action="withdraw"]',
    // An invitation is answered before moving: Ann turns them all down.
    'button[data-action^="decline "]',
    'button[data-action="pass"]',
  ], async () => {}, 4.5);
  assert.ok(moves > 0, "Ann moved");
  const reason = await page.locator(".game-over").innerText();
  assert.ok(reason.length > 0, "the end says how it ended");
  await session.done();
});
