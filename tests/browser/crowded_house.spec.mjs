// Crowded House on the shared table: four people play a whole game by drag
// to checkmate with the team clocks on; a refused drag says why, the half
// of the player to move is tinted, and talking coins go from pile to pile.
import { test } from "node:test";
import assert from "node:assert/strict";
import { dragMan as drag, freshBrowsers } from "./harness.mjs";

const { server, open } = freshBrowsers({ viewport: { width: 1024, height: 768 } });

async function turnIs(page, words) {
  await page.waitForFunction(
    (words) => document.querySelector(".shell-turn")?.textContent.includes(words),
    words,
  );
}

/** The coins in a pile: "centre", "white" or "black". */
async function pile(page, name) {
  return page.locator(`.coin-pile[data-pile="${name}"] .coin-count`).textContent();
}

async function tinted(page, square) {
  return page.locator(`svg[data-board="0"] rect.tint[data-tint="${square}"]`).count();
}

test("a full game by drag by four players to checkmate, with the clock and a talk coin", async () => {
  const session = await open();
  const page = session.page;
  await page.goto(server.url + "#/play/crowded-house");
  // Four people, one seat each, is the usual table.
  for (const [index, name] of ["Ann", "Bo", "Cy", "Di"].entries()) {
    await page.locator(".name-input").nth(index).fill(name);
  }
  assert.equal(
    await page.locator('.segmented[aria-label="Who holds Queen-side White"] [aria-checked="true"]').textContent(),
    "Cy",
  );
  assert.equal(await page.innerText(".setup .teams"),
    "Teams: White (Ann on the king side, Cy on the queen side) against Black (Bo on the king side, Di on the queen side).",
    "the setup says who partners whom");
  await page.click('button.toggle:has-text("Team clocks")');
  await page.waitForSelector('.stepper[aria-label="Minutes per talking coin"] output:text-is("2")');
  await page.click("button.start");
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e1"]');
  assert.equal(await page.locator(".handoff").count(), 0, "no secrets: no hand-off");
  await turnIs(page, "King-side White \u00b7 Ann");
  // Two team clocks at full time: none runs before the first move.
  assert.equal(await page.locator(".clock-face").count(), 2);
  assert.equal(await page.locator(".clock-face.running").count(), 0);
  assert.equal(await page.locator(".clock-face").first().locator(".clock-time").textContent(), "30:00");
  // The king side is the mover's half, tinted; the guidance says so.
  assert.equal(await tinted(page, "e1"), 1);
  assert.equal(await tinted(page, "d1"), 0);
  assert.match(await page.locator(".turn-bar .crowded-turn .guidance").textContent(), /white man that starts or ends on files e-h/);
  assert.equal(await pile(page, "centre"), "20");
  assert.equal(await pile(page, "white"), "0");

  // A refused drag: the queen-side knight stays on the queen side.
  await drag(page, "b1", "c3");
  const refusal = page.locator(".notice.refusal");
  await refusal.waitFor();
  assert.match(
    await refusal.textContent(),
    /king-side White moves only men that start or end on the king side \(files e-h\)/,
  );
  await page.waitForSelector('svg[data-board="0"] .man[data-square="b1"][data-kind="knight"]');
  await turnIs(page, "King-side White \u00b7 Ann");

  await drag(page, "f2", "f3");
  await turnIs(page, "King-side Black \u00b7 Bo");
  assert.equal(await page.locator(".notice.refusal").count(), 0, "a move clears the refusal");
  // Once the move has landed, the board turns to Black.
  await page.waitForSelector('.shell-boards:not([data-turning]) svg[data-board="0"][data-rotation="180"]');
  await page.waitForSelector('.clock-face.running .clock-name:text-is("Black")');

  // Black talks: with no pile of its own, its coin goes from the centre to White's pile.
  await page.click("button.talk");
  await page.waitForSelector('.coin-pile[data-pile="white"] .coin-count:text-is("1")');
  assert.equal(await pile(page, "centre"), "19");
  assert.match(await page.locator(".notices").textContent(), /Black pays a coin to talk: from the centre to White's pile/);
  assert.equal(await page.locator("button.talk").count(), 0, "paid once, Black talks until it moves");
  await page.waitForSelector(".turn-bar .crowded-turn .talking");
  await turnIs(page, "King-side Black \u00b7 Bo");
  await drag(page, "e7", "e5");

  await turnIs(page, "Queen-side White \u00b7 Cy");
  assert.equal(await tinted(page, "a1"), 1);
  assert.equal(await tinted(page, "h1"), 0);
  // White holds a coin and the centre does too: White chooses, and pays
  // with the coin of its own pile, back to the centre.
  assert.deepEqual(await page.locator("button.talk").allInnerTexts(), [
    "We talk: a coin from your pile to the centre",
    "We talk: a coin from the centre to the other team's pile",
  ]);
  await page.click('button.talk[data-action="talk"]');
  await page.waitForSelector('.coin-pile[data-pile="white"] .coin-count:text-is("0")');
  assert.equal(await pile(page, "centre"), "20");
  await drag(page, "a2", "a3");
  await turnIs(page, "Queen-side Black \u00b7 Di");
  await drag(page, "a7", "a6");
  await turnIs(page, "King-side White \u00b7 Ann");
  await drag(page, "g2", "g4");
  await turnIs(page, "King-side Black \u00b7 Bo");
  // The queen leaves the queen side for the king side: king-side Black's move.
  await drag(page, "d8", "h4");
  await turnIs(page, "Queen-side White \u00b7 Cy");
  // Queen-side White is not in check: queen-side Black, next, cannot take on e1 from h4.
  assert.equal(await page.locator(".turn-bar .crowded-turn .notice.check").count(), 0);
  await drag(page, "b2", "b3");
  await turnIs(page, "Queen-side Black \u00b7 Di");
  await drag(page, "b7", "b6");

  // King-side White has no legal move, and king-side Black, next, would take the king.
  await page.waitForSelector(".game-over");
  assert.equal(await page.locator(".game-over-reason").textContent(), "Black wins by checkmate");
  assert.equal(await page.locator(".game-over-winners").textContent(), "Winners: Bo, Di");
  assert.equal(
    await page.locator(".game-over-why").textContent(),
    "King-side White, to move, has no move that stops king-side Black taking the king.",
    "the ending says which rule decided it",
  );
  const sans = await page.locator(".crowded-moves .san").allTextContents();
  assert.deepEqual(sans, ["f3", "e5", "a3", "a6", "g4", "Qh4", "b3", "b6#"]);
  assert.equal(await page.locator(".clock-face.running").count(), 0, "the clocks stop");
  assert.match(page.url(), /#\/play\/crowded-house\?save=crowded-house-\d+/);
  await session.done();
});

test("two people play a team each, and a team out of time cashes its pile", async () => {
  const session = await open();
  const page = session.page;
  await page.goto(server.url + "#/play/crowded-house");
  await page.click('.segmented[aria-label="How many people"] .segment:text-is("2")');
  await page.locator(".name-input").nth(0).fill("Ann");
  await page.locator(".name-input").nth(1).fill("Bo");
  // By team: Ann holds both White seats.
  assert.equal(
    await page.locator('.segmented[aria-label="Who holds Queen-side White"] [aria-checked="true"]').textContent(),
    "Ann",
  );
  assert.equal(await page.innerText(".setup .teams"), "Teams: White (Ann, both halves) against Black (Bo, both halves).");
  await page.click('button.toggle:has-text("Team clocks")');
  // The shortest clock: five minutes a team.
  await page.click('button[aria-label="less: Minutes a team"]');
  await page.click('button[aria-label="less: Minutes a team"]');
  await page.click('button[aria-label="less: Minutes a team"]');
  await page.click('button[aria-label="less: Minutes a team"]');
  await page.click('button[aria-label="less: Minutes a team"]');
  await page.waitForSelector('.stepper[aria-label="Minutes a team"] output:text-is("5")');
  await page.click("button.start");
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e1"]');
  await turnIs(page, "King-side White \u00b7 Ann");
  // White talks: the coin goes to Black's pile.
  await page.click("button.talk");
  await page.waitForSelector('.coin-pile[data-pile="black"] .coin-count:text-is("1")');
  await drag(page, "e2", "e4");
  await turnIs(page, "King-side Black \u00b7 Bo");
  // Black's five minutes run out (the page's clock jumps ahead): it cashes
  // its coin for two minutes, and the game goes on.
  await page.evaluate(() => {
    const real = Date.now.bind(Date);
    Date.now = () => real() + 5 * 60_000;
  });
  await page.waitForSelector('.notices li:has-text("Black\'s time ran out: it cashes 1 coin for 2 more minutes.")');
  await page.waitForSelector('.coin-pile[data-pile="black"] .coin-count:text-is("0")');
  assert.match(await page.locator(".coin-pile[data-pile=black]").textContent(), /cashed 1/);
  await turnIs(page, "King-side Black \u00b7 Bo");
  assert.equal(await page.locator(".game-over").count(), 0);
  await drag(page, "e7", "e5");
  await turnIs(page, "Queen-side White \u00b7 Ann");
  await session.done();
});
