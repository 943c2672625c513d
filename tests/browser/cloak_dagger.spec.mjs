// Cloak and Dagger chess on the shared table: two people arrange their men
// in secret (tap, drag and keyboard swaps, a refused arrangement), then
// play to a captured cloaked king with a guess, a bonus pawn drop, an
// uncloak and the deduction grid; and the secrecy of the hand-off screen
// and of White's view, compared between two games whose Black arrangements
// differ. On a phone the turn's bar lies under the whole board, in view
// with it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { dragMan as drag, freshBrowsers, inView, squareCentre } from "./harness.mjs";

const { server, open } = freshBrowsers({ viewport: { width: 1024, height: 768 } });

const LETTERS = { rook: "R", knight: "N", bishop: "B", queen: "Q", king: "K" };

/** The arrangement strip's men as letters, files a to h. */
async function strip(page) {
  const slots = await page.locator(".arrange-slot").evaluateAll((els) =>
    els.map((e) => [Number(e.dataset.slot), e.dataset.kind]),
  );
  return slots.sort((a, b) => a[0] - b[0]).map(([, kind]) => LETTERS[kind]).join("");
}

/** Drags the man of slot `from` onto slot `to` with the mouse. */
async function dragSlot(page, from, to) {
  const a = await page.locator(`.arrange-slot[data-slot="${from}"]`).boundingBox();
  const b = await page.locator(`.arrange-slot[data-slot="${to}"]`).boundingBox();
  const [ax, ay, bx, by] = [a.x + a.width / 2, a.y + a.height / 2, b.x + b.width / 2, b.y + b.height / 2];
  await page.mouse.move(ax, ay);
  await page.mouse.down();
  await page.mouse.move((ax + bx) / 2, (ay + by) / 2, { steps: 4 });
  await page.mouse.move(bx, by, { steps: 4 });
  await page.mouse.up();
}

async function clickSquare(page, square) {
  const at = await squareCentre(page, square);
  await page.mouse.click(at.x, at.y);
}

async function turnIs(page, words) {
  await page.waitForFunction(
    (words) => document.querySelector(".shell-turn")?.textContent.includes(words),
    words,
  );
}

async function phaseIs(page, words) {
  await page.waitForFunction(
    (words) => document.querySelector(".cloak-phase")?.textContent.includes(words),
    words,
  );
}

/** The hand-off to `name` is up and shows nothing private; `name` reveals their view. */
async function takeOver(page, name) {
  await page.waitForFunction(
    (name) => document.querySelector(".handoff-title")?.textContent.includes(name),
    name,
  );
  const html = await page.locator("main").innerHTML();
  for (const secret of ["arrange-strip", "deduction-grid", "Your men", "grid-mark", "exposure-mark"]) {
    assert.ok(!html.includes(secret), `the hand-off to ${name} shows ${secret}`);
  }
  await page.click(".handoff-reveal");
  await page.waitForSelector(".shell-play[data-seat]");
}

async function endTurn(page) {
  await phaseIs(page, "Your moves are made");
  await page.click("button.end-turn");
}

async function start(page, names) {
  await page.goto(server.url + "#/play/cloak-and-dagger");
  if (names) {
    await page.locator(".name-input").nth(0).fill(names[0]);
    await page.locator(".name-input").nth(1).fill(names[1]);
  }
  await page.click("button.start");
}

test("a game from the private arrangements to a captured cloaked king, with a guess, a bonus drop, an uncloak and the grid", async () => {
  const session = await open();
  const page = session.page;
  await page.goto(server.url);
  await page.click('.game-card[data-game="cloak-and-dagger"] a.primary');
  await page.waitForSelector(".setup");
  // The deduction help is an option, on by default.
  assert.equal(await page.locator('.toggle:has-text("Deduction help")').getAttribute("aria-checked"), "true");
  await start(page, ["Ann", "Bo"]);

  // White arranges: a tap swap that breaks the bishops' rule is refused
  // with the game's reason; a drag swap mends it.
  await takeOver(page, "Ann");
  await phaseIs(page, "Arrange your men");
  assert.equal(await strip(page), "RNBQKBNR");
  await page.click('.arrange-slot[data-slot="1"]');
  assert.equal(await page.locator('.arrange-slot[data-slot="1"]').getAttribute("aria-pressed"), "true");
  await page.click('.arrange-slot[data-slot="2"]');
  assert.equal(await strip(page), "RBNQKBNR");
  await page.click("button.arrange-confirm");
  assert.match(
    await page.locator(".arrange .notice.refusal").textContent(),
    /the two bishops must stand on squares of different colours/,
  );
  await dragSlot(page, 5, 6);
  assert.equal(await strip(page), "RBNQKNBR");
  assert.equal(await page.locator(".arrange .notice.refusal").count(), 0);
  assert.match(await page.locator(".arrange-number-line").textContent(), /Chess960 position \d+/);
  await page.click("button.arrange-confirm");

  // Black arranges from the keyboard: the strip runs h to a for Black.
  await takeOver(page, "Bo");
  assert.ok(!(await page.locator("main").innerHTML()).includes("RBNQKNBR"), "White's arrangement stays White's");
  await page.focus('.arrange-slot[data-slot="1"]');
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.slot), "3");
  await page.keyboard.press("Enter");
  assert.equal(await strip(page), "RQBNKBNR");
  await page.click("button.arrange-confirm");

  // 1. e4: White sees his own men, Black's as numbered checkers.
  await takeOver(page, "Ann");
  await turnIs(page, "White \u00b7 Ann");
  assert.equal(await page.locator('svg[data-board="0"]').getAttribute("data-rotation"), "0");
  assert.equal(await page.locator('.man[data-army="black"][data-kind="hidden"]').count(), 8);
  assert.equal(await page.locator('.man[data-army="white"][data-kind="hidden"]').count(), 0);
  assert.match(await page.locator(".cloak-own-arrangement").textContent(), /RBNQKNBR/);
  assert.deepEqual(
    await page.locator(".checker-choice").evaluateAll((els) => els.map((e) => e.textContent)),
    ["1", "2", "3", "4", "5", "6", "7", "8"],
  );
  await drag(page, "e2", "e4");
  await endTurn(page);

  // 1... d5, on Black's turned board.
  await takeOver(page, "Bo");
  assert.equal(await page.locator('svg[data-board="0"]').getAttribute("data-rotation"), "180");
  assert.equal(await page.locator('.man[data-army="white"][data-kind="hidden"]').count(), 8);
  await drag(page, "d7", "d5");
  await endTurn(page);

  // 2. exd5: Black has a captured pawn to drop.
  await takeOver(page, "Ann");
  await drag(page, "e4", "d5");
  await endTurn(page);

  // 2... Black guesses White's checker 4 is the queen (right), moves
  // checker 7 like a knight, and drops the captured pawn on d7 as the
  // bonus move.
  await takeOver(page, "Bo");
  await page.click('.checker-choice[data-number="4"]');
  await page.click('.segmented[aria-label="What he is"] .segment:text-is("Queen")');
  await page.click("button.guess");
  await page.waitForFunction(() =>
    [...document.querySelectorAll(".notices li")].some((li) => li.textContent.includes("checker 4 is the queen. Right.")),
  );
  await drag(page, "g8", "f6");
  await phaseIs(page, "A bonus move for your right guess");
  assert.equal(await page.locator(".stock-pawn .stock-count").textContent(), "1");
  await page.click(".stock-pawn");
  await clickSquare(page, "d7");
  await page.waitForSelector('svg[data-board="0"] .man[data-square="d7"][data-kind="pawn"]');
  assert.deepEqual(
    await page.locator(".cloak-moves .san").evaluateAll((els) => els.map((e) => e.textContent)),
    ["e2-e4", "d7-d5", "e4xd5", "N[7]g8-f6", "P@d7"],
  );
  await endTurn(page);

  // 3. Qh5: White reads Black's knight by number only, uncloaks the queen
  // and works on the grid.
  await takeOver(page, "Ann");
  assert.match(await page.locator(".cloak-guesses").textContent(), /Black: White's checker 4 is the queen\. Right\./);
  assert.ok((await page.locator(".cloak-moves").textContent()).includes("[7]g8-f6"));
  assert.ok(!(await page.locator(".cloak-moves").textContent()).includes("N[7]"), "White does not know checker 7");
  await drag(page, "d1", "h5");
  await phaseIs(page, "Your moves are made");
  await page.click('button.uncloak[data-number="4"]');
  await page.click(".second-thought-go");
  await page.waitForFunction(() =>
    [...document.querySelectorAll(".notices li")].some((li) => li.textContent === "White uncloaked checker 4: the queen."),
  );
  assert.equal(await page.locator('button.uncloak[data-number="4"]').count(), 0);
  const cell = '.grid-mark[data-number="2"][data-kind="queen"]';
  await page.click(cell);
  await page.waitForSelector(`${cell}[data-mark="circle"]`);
  await page.click(cell);
  await page.waitForSelector(`${cell}[data-mark="cross"]`);
  await page.click(cell);
  await page.waitForSelector(`${cell}[data-mark="no mark"]`);
  await page.click(".grid-help");
  // Checker 7 jumped like a knight; corner checkers are never the king.
  await page.waitForSelector('.grid-mark[data-number="7"][data-kind="knight"][data-mark="circle"]');
  assert.equal(await page.locator('.grid-mark[data-number="7"][data-mark="cross"]').count(), 4);
  assert.equal(await page.locator('.grid-mark[data-number="1"][data-kind="king"]').getAttribute("data-mark"), "cross");
  // The second grid: White's queen, checker 4, is found (guessed, then
  // uncloaked); the rest of White's men Bo can only narrow down.
  const exposed = (number, kind) => `.exposure-grid tr[data-number="${number}"] td[data-kind="${kind}"]`;
  assert.match(await page.locator(".cloak-panel h3").allInnerTexts().then((t) => t.join("|")), /What Bo may know/);
  assert.equal(await page.locator(`${exposed(4, "queen")} .exposure-mark`).getAttribute("data-mark"), "circle");
  assert.equal(await page.locator(`${exposed(4, "queen")}.own-kind`).count(), 1, "his real kind is outlined");
  assert.equal(await page.locator('.exposure-grid tr.found').count(), 1);
  assert.equal(await page.locator(`${exposed(1, "king")} .exposure-mark`).getAttribute("data-mark"), "cross");
  await endTurn(page);

  // White's grid is White's: Black's view has only Black's own.
  await takeOver(page, "Bo");
  assert.equal(await page.locator('.grid-mark[data-mark="circle"]').count(), 0);
  // Bo's second grid: his checker 7 jumped like a knight, for Ann to see.
  assert.equal(await page.locator(`${exposed(7, "knight")} .exposure-mark`).getAttribute("data-mark"), "circle");
  assert.equal(await page.locator('.exposure-grid tr[data-number="7"].found').count(), 1);
  assert.equal(await page.locator(".man[data-square='h5'][data-kind='queen']").count(), 1, "the uncloaked queen shows");
  await drag(page, "a7", "a6");
  await endTurn(page);

  // 4. Qxf7 and 5. Qxe8: the cloaked king may stand attacked, and falls.
  await takeOver(page, "Ann");
  await drag(page, "h5", "f7");
  await endTurn(page);
  await takeOver(page, "Bo");
  await drag(page, "a6", "a5");
  await endTurn(page);
  await takeOver(page, "Ann");
  await drag(page, "f7", "e8");
  await page.waitForSelector(".game-over");
  assert.match(await page.locator(".game-over-reason").textContent(), /White wins by capturing the king/);
  assert.ok(
    (await page.locator(".notices").textContent()).includes("Black's checker 5 was captured: the king."),
  );
  // Over: both arrangements are shown, and every man as he is.
  assert.deepEqual(
    await page.locator(".cloak-arrangement").evaluateAll((els) => els.map((e) => e.textContent)),
    ["arranged RBNQKNBR", "arranged RQBNKBNR"],
  );
  assert.equal(await page.locator('.man[data-kind="hidden"]').count(), 0);
  assert.equal(await page.locator('.man[data-square="b8"][data-kind="queen"]').count(), 1);
  // A finished game with secrets may be shared.
  await page.click("button:text-is('Export or share')");
  assert.match(await page.locator("input.share-link").inputValue(), /#\/play\/cloak-and-dagger\?shared=/);
  await session.done();
});

test("the hand-off screen and White's view are the same whatever Black's secret arrangement, until it is revealed", async () => {
  const games = [await open(), await open()];
  const pages = games.map((g) => g.page);
  const each = (step) => Promise.all(pages.map((page, index) => step(page, index)));
  const main = (page) => page.locator("main").innerHTML();
  const same = async (what) => {
    const [a, b] = await Promise.all(pages.map(main));
    assert.equal(a, b, what);
    return a;
  };

  await each((page) => start(page));
  await each((page) => takeOver(page, "Player 1"));
  await each((page) => page.click("button.arrange-confirm"));
  await each((page) => takeOver(page, "Player 2"));
  // Black: the standard arrangement in the first game, RQBNKBNR in the
  // second.
  await each(async (page, index) => {
    if (index === 1) {
      await page.click('.arrange-slot[data-slot="1"]');
      await page.click('.arrange-slot[data-slot="3"]');
    }
    await page.click("button.arrange-confirm");
  });
  await each((page) => page.waitForSelector(".handoff"));
  await same("the hand-off after the arrangements");
  await each((page) => takeOver(page, "Player 1"));
  const white = await same("White's view before the first move");
  assert.ok(!white.includes("RQBNKBNR"), "no Black arrangement in White's view");
  await each((page) => drag(page, "e2", "e4"));
  await each((page) => endTurn(page));
  await same("the hand-off to Black");
  await each((page) => takeOver(page, "Player 2"));
  // Black's own views differ, as they should: their men are their own.
  const [blackA, blackB] = await Promise.all(pages.map(main));
  assert.notEqual(blackA, blackB);
  await each((page) => drag(page, "e7", "e5"));
  await each((page) => endTurn(page));
  await same("the hand-off to White");
  await each((page) => takeOver(page, "Player 1"));
  await same("White's view after a move of each");
  // The saved game's picture is the public board: the same in both games,
  // every back-rank man a checker.
  const previews = await Promise.all(
    pages.map(async (page) => {
      const list = await page.context().newPage();
      await list.goto(server.url + "#/saved");
      const preview = list.locator('.saved-game[data-game="cloak-and-dagger"] .saved-preview');
      await preview.waitFor();
      const html = await preview.innerHTML();
      assert.equal(await preview.locator('.man[data-kind="hidden"]').count(), 16);
      assert.equal(await preview.locator(".man").count(), 32);
      await list.close();
      return html;
    }),
  );
  assert.equal(previews[0], previews[1], "the saved picture shows no arrangement");
  // White guesses Black's checker 4 is the queen: right in the first game,
  // wrong in the second. Now the views differ.
  await each(async (page) => {
    await page.click('.checker-choice[data-number="4"]');
    await page.click('.segmented[aria-label="What he is"] .segment:text-is("Queen")');
    await page.click("button.guess");
    await page.waitForSelector(".cloak-guesses");
  });
  const [a, b] = await Promise.all(pages.map(main));
  assert.notEqual(a, b, "a guess reveals something");
  assert.match(await pages[0].locator(".cloak-guesses").textContent(), /Right\./);
  assert.match(await pages[1].locator(".cloak-guesses").textContent(), /Wrong\./);
  for (const game of games) await game.done();
});

test("on a phone the turn's bar lies under the whole board, in view with it: the guess picker, the uncloak buttons whole, then end turn, pressed there", async () => {
  const session = await open({ viewport: { width: 390, height: 844 } });
  const page = session.page;
  await start(page, ["Ann", "Bo"]);
  await takeOver(page, "Ann");
  await page.click("button.arrange-confirm");
  await takeOver(page, "Bo");
  await page.click("button.arrange-confirm");
  await takeOver(page, "Ann");
  await turnIs(page, "White \u00b7 Ann");
  const board = await inView(page, 'svg[data-board="0"]');
  const bar = await inView(page, ".turn-bar");
  assert.ok(bar.y >= board.y + board.height - 1 && bar.y - (board.y + board.height) < 48, "the bar is under the board");
  await inView(page, ".turn-bar .guess-picker button.guess");
  await drag(page, "e2", "e4");
  await phaseIs(page, "Your moves are made");
  await inView(page, 'svg[data-board="0"]');
  await inView(page, ".turn-bar button.end-turn");
  // Every uncloak button shows its whole name ("7 Knight"), inside the
  // page's width.
  const uncloaks = await page.locator("button.uncloak").evaluateAll((buttons) =>
    buttons.map((b) => ({ text: b.textContent, fits: b.scrollWidth <= b.clientWidth, right: b.getBoundingClientRect().right })),
  );
  assert.equal(uncloaks.length, 8);
  for (const button of uncloaks) {
    assert.ok(button.fits, `"${button.text}" fits its button`);
    assert.ok(button.right <= 390, `"${button.text}" lies inside the screen`);
  }
  await page.click("button.end-turn");
  await page.waitForSelector(".handoff");
  await takeOver(page, "Bo");
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e4"]');
  await session.done();
});
