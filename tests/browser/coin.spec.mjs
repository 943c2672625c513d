// COIN chess on the shared table: two people holding two roles each (by
// colour) play by drag with cedes to a king capture; the moves spelled out
// newest first, the Noble's options as information; the score table, the
// saved-games page and resuming the save. The board turns to the player
// to move once the move has landed, or stays put. On a phone the turn's bar (the
// cede, a refusal) lies under the whole board, in view with it; on a
// landscape tablet the table's buttons are in view without scrolling.
import { test } from "node:test";
import assert from "node:assert/strict";
import { dragMan as drag, freshBrowsers, inView } from "./harness.mjs";

const DESK = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const { server, open } = freshBrowsers({ viewport: DESK });

async function turnIs(page, words) {
  await page.waitForFunction(
    (words) => document.querySelector(".shell-turn")?.textContent.includes(words),
    words,
  );
}

/**
 * Records in `window.turns`, in order, what board 0 shows from now on: a
 * man landing on `square` ("landed"), the boards marked as about to turn
 * ("turning"), a new rotation ("180") and the mark going ("settled").
 */
async function watchTurns(page, square) {
  await page.evaluate((square) => {
    window.turns = [];
    const boards = document.querySelector(".shell-boards");
    const svg = () => boards.querySelector('svg[data-board="0"]');
    let turning = false;
    let rotation = svg().getAttribute("data-rotation");
    new MutationObserver(() => {
      if (!window.turns.includes("landed") && svg().querySelector(`.man[data-square="${square}"]`)) {
        window.turns.push("landed");
      }
      if (boards.hasAttribute("data-turning") !== turning) {
        turning = !turning;
        if (turning) window.turns.push("turning");
      }
      if (svg().getAttribute("data-rotation") !== rotation) {
        rotation = svg().getAttribute("data-rotation");
        window.turns.push(rotation);
      }
      if (!turning && window.turns.at(-1) !== "settled" && window.turns.includes("turning")) {
        window.turns.push("settled");
      }
    }).observe(boards, { subtree: true, childList: true, attributes: true });
  }, square);
}

async function cede(page) {
  await page.click("button.cede");
}

test("two people with two roles each cede and move by drag to a king capture and the scores", async () => {
  const session = await open();
  const page = session.page;
  await page.goto(server.url + "#/play/coin");
  await page.click('.segmented[aria-label="How many people"] .segment:text-is("2")');
  await page.locator(".name-input").nth(0).fill("Ann");
  await page.locator(".name-input").nth(1).fill("Bo");
  // By colour is the usual sharing for two.
  assert.equal(
    await page.locator('.segmented[aria-label="Who holds White Peasant"] [aria-checked="true"]').textContent(),
    "Ann",
  );
  await page.click("button.start");
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e1"]');
  assert.equal(await page.locator(".handoff").count(), 0, "no secrets: no hand-off");
  await turnIs(page, "White Noble \u00b7 Ann");
  // The Noble's options, with military control at the start.
  assert.equal(await page.locator('.noble-option[data-option="b"].available').count(), 1);
  // On a phone the turn's bar lies right under the whole board, in view
  // with it: the cede, then a refusal, shown there.
  await page.setViewportSize(PHONE);
  const board = await inView(page, 'svg[data-board="0"]');
  const bar = await inView(page, ".turn-bar");
  assert.ok(bar.y >= board.y + board.height - 1 && bar.y - (board.y + board.height) < 48, "the bar is under the board");
  await inView(page, ".turn-bar button.cede");
  await cede(page);
  await turnIs(page, "White Peasant \u00b7 Ann");
  await drag(page, "e2", "e5");
  await page.waitForSelector(".turn-bar .refusal-slot .notice.refusal");
  await inView(page, ".turn-bar .notice.refusal");
  assert.match(await page.locator(".notice.refusal").innerText(), /e2|e5|pawn/i);
  await page.setViewportSize(DESK);
  await watchTurns(page, "f3");
  await drag(page, "f2", "f3");
  await page.waitForSelector(".notice.refusal", { state: "detached" });
  // On a landscape tablet the table's buttons are in view without scrolling.
  for (const button of ["button.takeback", "button.show-record", "button:text-is('New game')"]) {
    await inView(page, `.shell ${button}`);
  }
  await turnIs(page, "Black Noble \u00b7 Bo");
  // The mover sees the man land; then the board turns to Black.
  await page.waitForSelector('.shell-boards:not([data-turning]) svg[data-board="0"][data-rotation="180"]');
  const turns = await page.evaluate(() => window.turns);
  assert.deepEqual(turns.filter((t) => t !== "turning"), ["landed", "180", "settled"], turns.join(" "));
  assert.ok(turns.indexOf("turning") < turns.indexOf("180"), turns.join(" "));
  // Kept still, the board faces Ann, whoever is to move.
  const turnBoard = page.locator('.shell button[role="switch"]:has(.toggle-label:text-is("Turn the board"))');
  assert.equal(await turnBoard.getAttribute("aria-checked"), "true", "the board turns by default");
  await turnBoard.click();
  await page.waitForSelector('svg[data-board="0"][data-rotation="0"]');
  await cede(page);
  await drag(page, "e7", "e5");
  await turnIs(page, "White Noble \u00b7 Ann");
  await cede(page);
  await drag(page, "h2", "h3");
  await turnIs(page, "Black Noble \u00b7 Bo");
  assert.equal(await page.locator('svg[data-board="0"]').getAttribute("data-rotation"), "0");
  assert.equal(await page.locator(".shell-boards[data-turning]").count(), 0);
  await turnBoard.click();
  await page.waitForSelector('svg[data-board="0"][data-rotation="180"]');
  await page.click("button:text-is('Take back')");
  await turnIs(page, "White Peasant \u00b7 Ann");
  await page.click("button:text-is('Take back')");
  await turnIs(page, "White Noble \u00b7 Ann");
  await page.waitForSelector('svg[data-board="0"][data-rotation="0"]');
  await cede(page);
  await drag(page, "g2", "g4");
  await turnIs(page, "Black Noble \u00b7 Bo");
  await drag(page, "d8", "h4");
  await turnIs(page, "White Noble \u00b7 Ann");
  // The moves, newest first, each spelled out: the role, who holds it, the option.
  const lines = await page.locator(".coin-moves li").allTextContents();
  assert.deepEqual(lines.slice(0, 2), [
    "2\u2026 Qh4+ \u2014 Black Noble \u00b7 Bo, option d: move a queen",
    "2. g4 \u2014 White Peasant \u00b7 Ann, as the White Noble ceded (option b)",
  ]);
  assert.equal(lines.at(-1), "1. f3 \u2014 White Peasant \u00b7 Ann, as the White Noble ceded (option b)");
  // The options are information, each with its state; only the cede acts,
  // as the shared primary button in the turn's bar.
  const options = page.locator(".noble-option");
  assert.equal(await options.count(), 6);
  assert.equal(await page.locator(".noble-options button").count(), 0);
  assert.match(await page.locator(".turn-bar button.cede").getAttribute("class"), /\bbutton primary cede\b/);
  assert.equal(await page.locator('.noble-options [role="button"], .noble-options [tabindex]').count(), 0);
  for (const text of await options.allInnerTexts()) assert.match(text, /\b(open|not open now)\b/, text);
  assert.match(await page.locator('.noble-option[data-option="b"]').innerText(), /b\) cede\s+open, next turn military control/);
  // Takeback returns the queen; play her again.
  await page.click("button:text-is('Take back')");
  await turnIs(page, "Black Noble \u00b7 Bo");
  await page.waitForSelector('svg[data-board="0"] .man[data-square="d8"]');
  await drag(page, "d8", "h4");
  await turnIs(page, "White Noble \u00b7 Ann");
  await cede(page);
  await drag(page, "a2", "a3");
  await turnIs(page, "Black Noble \u00b7 Bo");
  await drag(page, "h4", "e1");
  await page.waitForSelector(".game-over");
  const reason = await page.locator(".game-over-reason").textContent();
  assert.match(reason, /Black/);
  // Black's capture: Noble 6 + 4 (no pawn lost), Peasant 2 + 8 pawns; White's Peasant keeps 8 pawns.
  const totals = await page.locator(".score-sheet tbody tr").evaluateAll((rows) =>
    rows.map((row) => [row.querySelector("th").textContent, row.querySelector(".score").textContent]),
  );
  assert.deepEqual(totals, [
    ["White Noble", "0"],
    ["White Peasant", "8"],
    ["Black Noble", "10"],
    ["Black Peasant", "10"],
  ]);
  assert.equal(await page.locator(".final-scores tbody tr").first().locator("td").first().textContent(), "1");
  // The saved-games page lists it and opens it as its replay, at its end.
  const address = page.url();
  assert.match(address, /#\/play\/coin\?save=coin-\d+/);
  await page.goto(server.url + "#/saved");
  const card = page.locator('.saved-game[data-game="coin"]');
  await card.waitFor();
  assert.equal(await card.locator(".saved-players").textContent(), "Ann, Bo");
  await card.locator("a:text-is('Replay')").click();
  await page.waitForSelector(".replay .replay-step");
  const last = await page.locator(".replay-step").count();
  await page.waitForSelector(`.replay-step[data-step="${last}"][aria-current="step"]`);
  await page.click("button.replay-close");
  await page.waitForSelector(".game-over");
  await session.done();
});

test("a shared link of a COIN game opens it in a fresh browser", async () => {
  const first = await open();
  let page = first.page;
  await page.goto(server.url + "#/play/coin");
  // A balance option: the queen counts as an unpaired military man.
  await page.click('.segmented[aria-label="Who may move the queen"] .segment:text-is("as an unpaired military man")');
  await page.click("button.start");
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e2"]');
  assert.match(await page.locator(".military").textContent(), /1 queen: unpaired/);
  // The Noble moves a pawn himself (option e): Black's turn.
  await drag(page, "e2", "e4");
  await turnIs(page, "Black Noble");
  await page.click("button:text-is('Export or share')");
  const link = await page.locator("input.share-link").inputValue();
  assert.match(link, /#\/play\/coin\?shared=/);
  await first.done();
  const second = await open();
  page = second.page;
  await page.goto(link);
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e4"]');
  await turnIs(page, "Black Noble");
  assert.match(page.url(), /save=coin-/, "the shared game is saved on this device");
  assert.match(await page.locator(".military").textContent(), /1 queen: unpaired/, "the option travels with the link");
  await second.done();
});

test("two people, one holding three roles: no turn of the board between her roles, a turn to the other person", async () => {
  const session = await open();
  const page = session.page;
  await page.goto(server.url + "#/play/coin");
  await page.click('.segmented[aria-label="How many people"] .segment:text-is("2")');
  await page.locator(".name-input").nth(0).fill("Ann");
  await page.locator(".name-input").nth(1).fill("Bo");
  // By colour is the usual split; Ann takes the Black Noble too: three
  // roles against the Black Peasant, which no preset names.
  await page.click('.segmented[aria-label="Who holds Black Noble"] .segment:text-is("Ann")');
  assert.equal(await page.locator('.segmented[aria-label="How the seats are shared"] [aria-checked="true"]').count(), 0);
  for (const [role, person] of [["White Noble", "Ann"], ["White Peasant", "Ann"], ["Black Noble", "Ann"], ["Black Peasant", "Bo"]]) {
    assert.equal(await page.locator(`.segmented[aria-label="Who holds ${role}"] [aria-checked="true"]`).textContent(), person);
  }
  await page.click("button.start");
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e1"]');
  await turnIs(page, "White Noble \u00b7 Ann");
  const rotation = () => page.locator('svg[data-board="0"]').getAttribute("data-rotation");
  // Ann moves as the White Noble, then acts as the Black Noble: the device
  // stays with her, so the board keeps her side (past the turn's delay).
  await drag(page, "e2", "e4");
  await turnIs(page, "Black Noble \u00b7 Ann");
  await page.waitForTimeout(1200);
  assert.equal(await rotation(), "0", "no turn between the roles Ann holds");
  assert.equal(await page.locator(".shell-boards[data-turning]").count(), 0);
  // She cedes: the device passes to Bo, and the board turns to his side.
  await cede(page);
  await turnIs(page, "Black Peasant \u00b7 Bo");
  await page.waitForSelector('.shell-boards:not([data-turning]) svg[data-board="0"][data-rotation="180"]');
  await drag(page, "e7", "e5");
  // Back to Ann as the White Noble: the board turns back to her.
  await turnIs(page, "White Noble \u00b7 Ann");
  await page.waitForSelector('.shell-boards:not([data-turning]) svg[data-board="0"][data-rotation="0"]');
  assert.equal(await page.locator(".handoff").count(), 0, "no secrets: no hand-off screen");
  await session.done();
});

test("knights as if unpaired: the Peasant moves one of two knights", async () => {
  const session = await open();
  const page = session.page;
  await page.goto(server.url + "#/play/coin");
  const kinds = '.segmented[aria-label="A military kind controlled otherwise"]';
  assert.equal(await page.locator(`${kinds} [aria-checked="true"]`).textContent(), "none (the rule)");
  assert.equal(await page.locator('.segmented[aria-label="How that kind is controlled"]').count(), 0);
  await page.click(`${kinds} .segment:text-is("Knights")`);
  const how = '.segmented[aria-label="How that kind is controlled"]';
  assert.match(await page.locator(`${how} [aria-checked="true"]`).textContent(), /as if unpaired/);
  await page.click("button.start");
  await page.waitForSelector('svg[data-board="0"] .man[data-square="g1"]');
  assert.match(await page.locator(".military").textContent(), /2 knight: unpaired/);
  await cede(page);
  assert.match(await page.locator(".guidance").textContent(), /a pawn, an unpaired military man or a knight \(not a queen\)/);
  await drag(page, "g1", "f3");
  await turnIs(page, "Black Noble");
  const lines = await page.locator(".coin-moves li").allTextContents();
  assert.match(lines[0], /Nf3 \u2014 White Peasant/);
  await page.click("button:text-is('Export or share')");
  // The save carries the option.
  assert.match(await page.locator("textarea.export-text").inputValue(), /"kind_rule":\{"kind":"knight","control":"unpaired"\}/);
  await session.done();
});
