// Browser tests of computer seats in the multi-player games: one person
// against three computers in Four Player Chess and in a ring of four of
// The One Sane Man, each played to the end with no hand-off screen (there
// is only one person at the table), and four computers in Four Player
// watched at the quick pace. The person's moves are found the way a
// person finds them: tap a man, and if squares light up, tap one (or a man
// from the stockpile, when no man on the board can move).
import { test } from "node:test";
import assert from "node:assert/strict";
import { freshBrowsers } from "./harness.mjs";

const { server, open } = freshBrowsers({ viewport: { width: 1024, height: 768 } });

/** Sets up `game` for Ann alone (seat 0) against computers at the weakest level. */
async function aloneAgainstComputers(page, game, countLabel, count, options = []) {
  await page.goto(`${server.url}#/play/${game}`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.click(`.segmented[aria-label="${countLabel}"] .segment:text-is("${count}")`);
  for (let seat = 1; seat < 4; seat += 1) {
    const row = page.locator(`.seat-row[data-seat="${seat}"]`);
    await row.locator('.segment:text-is("Computer")').click();
    await row.locator('.segment:text-is("Beginner")').click();
  }
  assert.equal(await page.locator(".name-input").count(), 1, "only the person is asked a name");
  await page.locator(".name-input").nth(0).fill("Ann");
  for (const option of options) await page.click(option);
  await page.click(".setup button.start");
}

/** Plays one legal move for the person to act: taps men until one shows squares to go to. */
async function personMoves(page, men) {
  const squares = await page.locator(men).evaluateAll((list) =>
    list.map((man) => [man.closest("svg[data-board]").dataset.board, man.dataset.square]));
  for (const [board, square] of squares) {
    // A board opened large by a stray tap would cover the others: close it.
    if (await page.locator(".osm-slot.zoomed").count()) await page.keyboard.press("Escape");
    const svg = page.locator(`svg[data-board="${board}"]`);
    // The turn may have passed meanwhile: a tap that cannot land is no move.
    if (!(await svg.locator(`rect[data-square="${square}"]`).click({ timeout: 2000 }).then(() => true, () => false))) return false;
    const targets = svg.locator("rect.target");
    if ((await targets.count()) === 0) continue;
    await targets.first().click({ timeout: 2000 });
    const promotion = page.locator(".promotion-choice").first();
    if (await promotion.count()) await promotion.click();
    return true;
  }
  // No man can move (in check, say): a man from the stockpile, dropped.
  for (const entry of await page.locator(".osm-stock.usable").all()) {
    await entry.click({ timeout: 2000 });
    const target = page.locator("svg[data-board] rect.target").first();
    if (await target.count()) {
      await target.click({ timeout: 2000 });
      return true;
    }
  }
  return false;
}

/**
 * Plays until the game is over: Ann moves whenever her view is up and she
 * acts (or presses the one button her turn may need), the computers answer.
 * Never shows a hand-off screen. Returns how many moves Ann made.
 */
async function playToTheEnd(page, men, buttons, eachRound = async () => {}) {
  let moves = 0;
  let misses = 0;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    assert.equal(await page.locator("#handoff-title").count(), 0, "no hand-off with one person");
    assert.equal(await page.locator(".computer-problem").count(), 0, "the computers always answer");
    if (await page.locator(".game-over").count()) return moves;
    if (await page.locator(".shell-turn.acting").count()) {
      let pressed = false;
      for (const button of buttons) {
        const found = page.locator(button);
        if (await found.count()) {
          await found.first().click();
          pressed = true;
          break;
        }
      }
      if (!pressed) {
        if (await personMoves(page, men)) {
          moves += 1;
          misses = 0;
        } else {
          misses += 1;
          // The screen may be between turns: look again a little later.
          assert.ok(misses < 10, "Ann has a move when she is to act");
          // A man left chosen by a tap that came too early: let go of him.
          await page.keyboard.press("Escape");
          await page.waitForTimeout(300);
        }
      }
      await page.waitForTimeout(50);
    } else {
      await page.waitForTimeout(100);
    }
    await eachRound();
  }
  assert.fail("the game did not end in four minutes");
}

/** Sets the computers' pace at the table. */
const pace = (page, name) => page.click(`.segmented[aria-label="Computer pace"] .segment:text-is("${name}")`);

test("Four Player: one person against three computers, played to the end", async () => {
  const session = await open();
  const page = session.page;
  await aloneAgainstComputers(page, "four-player", "How many people", 1);
  await page.waitForSelector('[data-view="white"]');
  await pace(page, "Quick");
  const moves = await playToTheEnd(page, 'svg[data-board] g.man[data-army="white"]', [
    'button[data-action="withdraw"]',
    // An invitation is answered before moving: Ann turns them all down.
    'button[data-action^="decline "]',
    'button[data-action="pass"]',
  ]);
  assert.ok(moves > 0, "Ann moved");
  const reason = await page.locator(".game-over").innerText();
  assert.ok(reason.length > 0, "the end says how it ended");
  await session.done();
});

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
  await session.done();
});

test("The One Sane Man: a ring of four, one person and three computers, played to the end on the clock", async () => {
  const session = await open();
  const page = session.page;
  // A ring of computers rarely mates: with one minute a player (two on the
  // clock), every clock runs out in the end. The page's time runs five
  // seconds a round, the computers think in real time in their worker.
  await page.clock.install();
  await aloneAgainstComputers(page, "one-sane-man", "How many players", 4, [
    '.segmented[aria-label="Time control"] .segment:text-is("1 min")',
  ]);
  await page.waitForSelector('.osm-ring svg[data-board="3"]');
  await pace(page, "Quick");
  const moves = await playToTheEnd(page, ".osm-slot.to-move svg[data-board] g.man", [], () => page.clock.runFor(5_000));
  assert.ok(moves > 0, "Ann moved");
  assert.match(await page.locator(".game-over").innerText(), /the one sane man|draw/i);
  await session.done();
});
