// A person's play against computer seats, for the browser tests: the
// person's moves are found the way a person finds them: tap a man, and if
// squares light up, tap one (or a man from the stockpile, when no man on
// the board can move).
import assert from "node:assert/strict";

/** Sets up `game` for Ann alone (seat 0) against computers at the weakest level. */
export async function aloneAgainstComputers(page, url, game, countLabel, count, options = []) {
  await page.goto(`${url}#/play/${game}`);
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
export async function personMoves(page, men) {
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
 * Never shows a hand-off screen. Gives up after `minutes`. Returns how
 * many moves Ann made.
 */
export async function playToTheEnd(page, men, buttons, eachRound = async () => {}, minutes = 4) {
  let moves = 0;
  let misses = 0;
  const deadline = Date.now() + minutes * 60_000;
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
  assert.fail(`the game did not end in ${minutes} minutes`);
}

/** Sets the computers' pace at the table. */
export const pace = (page, name) => page.click(`.segmented[aria-label="Computer pace"] .segment:text-is("${name}")`);
