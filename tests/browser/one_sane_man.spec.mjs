// The One Sane Man table: a three-player game with moves by click and by
// keyboard, a capture, an elimination that redraws the ring, a drop dragged
// from a stockpile, resuming a saved game, a shared link that opens a game
// mid-way, drops by click-click and by keys, a promotion, a zoom, and the
// clocks. Boards are the shared board component, `.osm-ring svg[data-board]`
// counted from 0; the typed actions count boards from 1 (`3:e2e4`).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { browser, setup } from "./harness.mjs";

let s;
before(async () => { s = await setup(); });
after(async () => { await s.close(); });

/** Types an action (`3:e2e4`) into the table's keyboard form and plays it. */
async function type(action, page = s.page) {
  await page.fill(".osm-type input", action);
  await page.press(".osm-type input", "Enter");
}

const BOARDS = ".osm-ring svg[data-board]";
const board = (index, page = s.page) => page.locator(`.osm-ring svg[data-board="${index}"]`);

/** The man on `square` of the board at `index` (from 0), as "army kind", or null. */
async function manOn(index, square, page = s.page) {
  const man = board(index, page).locator(`g.man[data-square="${square}"]`);
  if ((await man.count()) === 0) return null;
  return `${await man.getAttribute("data-army")} ${await man.getAttribute("data-kind")}`;
}

/** The stockpile entries of a seat (from 0), as ["army kind xN", ...]. */
async function stock(seat) {
  return s.page.locator(`.osm-seat[data-seat="${seat}"] .osm-stock`).evaluateAll((entries) =>
    entries.map((e) => `${e.dataset.army} ${e.dataset.kind} x${e.querySelector(".osm-count").textContent}`));
}

const square = (index, name) => board(index).locator(`rect[data-square="${name}"]`);

/** The board numbers (from 0) shown in the ring, sorted. */
const boardsShown = (page = s.page) => page.locator(BOARDS).evaluateAll((b) => b.map((e) => e.dataset.board).sort());

test("three players: click and typed moves, a capture, an elimination, a drag-and-drop drop, resume", async () => {
  const { page } = s;
  await page.goto(`${s.url}#/play/one-sane-man?players=3`);
  await page.locator(".osm-ring svg[data-board]").first().waitFor();
  assert.deepEqual(await boardsShown(), ["0", "1", "2"], "three boards in the ring, counted from 0");
  assert.equal(await page.locator(".osm-seat").count(), 3, "three seats round the ring");
  assert.equal(await manOn(0, "e1"), "white king");
  assert.equal(await manOn(2, "d8"), "black queen");

  // Board 1 (index 0), White: f2-f3 by clicking the man, then its square.
  await square(0, "f2").click();
  assert.deepEqual(await board(0).locator("rect.target")
    .evaluateAll((r) => r.map((e) => e.dataset.square).sort()), ["f3", "f4"], "the f-pawn's two squares light up");
  await square(0, "f3").click();
  assert.equal(await manOn(0, "f3"), "white pawn");
  assert.equal(await manOn(0, "f2"), null);
  assert.match(await page.textContent(".osm-status"), /board 2/);

  // A move on a board that is not to move is refused with a reason.
  await type("1:e7e5");
  assert.notEqual(await page.textContent(".osm-notice"), "");
  assert.equal(await manOn(0, "e5"), null);

  for (const action of ["2:e2e4", "3:e2e4", "1:e7e5", "2:d7d5", "3:e7e5", "1:g2g4", "2:e4d5", "3:g1f3"]) {
    await type(action);
  }
  assert.equal(await manOn(1, "d5"), "white pawn", "the capture on board 2 stands");
  assert.deepEqual(await stock(1), ["black pawn x1"], "player 2 keeps the black pawn taken on board 2");

  // Fool's mate on board 1: player 1 is out, board 1 leaves the ring.
  await type("1:d8h4");
  await page.waitForFunction(() => document.querySelectorAll(".osm-ring svg[data-board]").length === 2);
  assert.match(await page.textContent(".osm-notice"), /player 1 is out/);
  assert.deepEqual(await boardsShown(), ["1", "2"], "board 1 left the ring");
  assert.equal(await page.locator(".osm-seat").count(), 2, "the ring is redrawn for two players");

  await type("2:d8d5");
  assert.match(await page.textContent(".osm-status"), /Player 2 to play on board 3/, "player 2 took over Black on board 3");

  // Drag the black pawn from player 2's stockpile onto e7 of board 3 (index 2).
  const from = await page.locator('.osm-seat[data-seat="1"] .osm-stock.usable').boundingBox();
  const to = await square(2, "e7").boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  assert.equal(await page.locator(".osm-ghost").count(), 1, "the dragged man follows the pointer");
  assert.ok((await board(2).locator("rect.target").count()) > 0, "the board shows where the man may go");
  await page.mouse.up();
  assert.equal(await page.locator(".osm-ghost").count(), 0);
  assert.equal(await manOn(2, "e7"), "black pawn", "the dragged pawn was dropped on e7 of board 3");
  assert.deepEqual(await stock(1), [], "player 2's stockpile is empty again");
  assert.match(await page.textContent('.osm-moves li[data-board="2"]'), /P@e7/, "board 3's move list shows the drop");

  // Leaving and coming back offers the saved game, which resumes as it stood.
  await page.goto(`${s.url}#/play/one-sane-man`);
  await page.click("text=Resume the saved game");
  await page.locator(".osm-ring svg[data-board]").first().waitFor();
  assert.equal(await page.locator(".osm-ring svg[data-board]").count(), 2, "the saved game resumes with its ring");
  assert.equal(await manOn(2, "e7"), "black pawn");
  assert.deepEqual(s.errors, []);
});

/**
 * Opens the export box and waits for its text: the box's toggle event comes
 * a task after the click. Polled from here, since a page with a fake clock
 * does not run timers of its own.
 */
async function openExport(page) {
  await page.click(".osm-export summary");
  for (let tries = 0; tries < 100; tries++) {
    if ((await page.locator(".osm-export-text").inputValue()).length > 0) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error("the export box stayed empty");
}

test("a shared link opens a game mid-way; a pawn promoted by click asks for the kind", async () => {
  const { page } = s;
  const rounds = [
    ["1:b2b4", "2:g1f3", "3:g1f3"], ["1:a7a5", "2:g8f6", "3:g8f6"],
    ["1:b4a5", "2:f3g1", "3:f3g1"], ["1:b7b6", "2:f6g8", "3:f6g8"],
    ["1:a5b6", "2:g1f3", "3:g1f3"], ["1:b8c6", "2:g8f6", "3:g8f6"],
    ["1:b6b7", "2:f3g1", "3:f3g1"], ["1:c6d4", "2:f6g8", "3:f6g8"],
  ];
  const shared = ["one-sane-man players=3 origin-rule=on", ...rounds.flat()].join("\n");
  await page.goto(`${s.url}#/play/one-sane-man?game=${encodeURIComponent(shared)}`);
  await page.locator(".osm-ring svg[data-board]").first().waitFor();
  assert.match(await page.textContent(".osm-status"), /Player 1 to play on board 1/, "the shared game opens where it stood");
  assert.deepEqual(await stock(0), ["black pawn x2"], "player 1 keeps the two pawns taken on board 1");
  assert.equal(await manOn(0, "b7"), "white pawn");

  await square(0, "b7").click();
  await square(0, "a8").click();
  assert.deepEqual(await board(0).locator(".promotion-choice").evaluateAll((b) => b.map((e) => e.dataset.kind)).then((k) => k.sort()),
    ["bishop", "knight", "queen", "rook"], "four kinds are offered");
  await board(0).locator('.promotion-choice[data-kind="knight"]').click();
  assert.equal(await manOn(0, "a8"), "white knight", "the pawn became a knight on a8");
  assert.equal(await manOn(0, "b7"), null);
  assert.match(await page.textContent('.osm-moves li[data-board="0"]'), /bxa8=N/);
  await openExport(page);
  assert.match(await page.locator(".osm-export-text").inputValue(), /1:b7a8n$/, "the export ends with the promotion");

  // Importing: a text that is not a game is refused and the game stays;
  // the shared text brings back the position before the promotion.
  await page.fill(".osm-import-text", "one-sane-man players=3\n1:e2e5");
  await page.click(".osm-import");
  assert.match(await page.textContent(".osm-import-error"), /\S/, "a bad text is refused with a reason");
  assert.equal(await manOn(0, "a8"), "white knight", "the game on screen is kept");
  await page.fill(".osm-import-text", shared);
  await page.click(".osm-import");
  assert.equal(await page.textContent(".osm-import-error"), "");
  assert.equal(await manOn(0, "b7"), "white pawn", "the imported game stands before the promotion");
  assert.doesNotMatch(await page.locator(".osm-export-text").inputValue(), /b7a8n/);
  assert.deepEqual(s.errors, []);
});

// After these, board 1 is to move with player 2 (Black there) holding the
// black pawn of board 2, which may go on e7 of board 1 (empty since e7-e5).
const PAWN_TAKEN = ["one-sane-man players=3 origin-rule=on",
  "1:e2e4", "2:e2e4", "3:e2e4", "1:e7e5", "2:d7d5", "3:e7e5", "1:g1f3", "2:e4d5", "3:g1f3"].join("\n");

test("drops by clicking the stockpile then a square, and by keys; a click zooms a board", async () => {
  const { page } = s;
  await page.goto(`${s.url}#/play/one-sane-man?game=${encodeURIComponent(PAWN_TAKEN)}`);
  await board(0).waitFor();
  assert.match(await page.textContent(".osm-status"), /Player 2 to play on board 1/);
  assert.deepEqual(await stock(1), ["black pawn x1"]);

  // Click, then click the square.
  await page.click('.osm-seat[data-seat="1"] .osm-stock.usable');
  assert.deepEqual(await board(0).locator("rect.target").evaluateAll((r) => r.map((e) => e.dataset.square).sort()),
    ["e7"], "the pawn may go on its empty starting square (d7 is taken)");
  await square(0, "e7").click();
  assert.equal(await manOn(0, "e7"), "black pawn", "dropped by click-click");
  assert.deepEqual(await stock(1), []);
  assert.match(await page.textContent('.osm-moves li[data-board="0"]'), /P@e7/);

  // The same position again: Enter on the stockpile, then the board's keys.
  await page.goto(`${s.url}#/play/one-sane-man`);
  await page.goto(`${s.url}#/play/one-sane-man?game=${encodeURIComponent(PAWN_TAKEN)}`);
  await board(0).waitFor();
  await page.focus('.osm-seat[data-seat="1"] .osm-stock.usable');
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.activeElement?.matches?.('.osm-ring svg[data-board="0"]'));
  const goal = await square(0, "e7").boundingBox();
  for (let step = 0; step < 20; step++) {
    const cursor = board(0).locator("rect.cursor");
    if ((await cursor.count()) === 1 && (await cursor.getAttribute("data-square")) === "e7") break;
    if ((await cursor.count()) === 0) { await page.keyboard.press("ArrowUp"); continue; }
    const at = await cursor.boundingBox();
    const dx = goal.x - at.x, dy = goal.y - at.y;
    const key = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? "ArrowRight" : "ArrowLeft") : (dy > 0 ? "ArrowDown" : "ArrowUp");
    await page.keyboard.press(key);
  }
  assert.equal(await board(0).locator("rect.cursor").getAttribute("data-square"), "e7", "the cursor reached e7");
  await page.keyboard.press("Enter");
  assert.equal(await manOn(0, "e7"), "black pawn", "dropped by keys");
  assert.deepEqual(await stock(1), []);

  // A click on a board that is not to move zooms it; another click, back.
  const slot = page.locator('.osm-slot[data-slot="2"]');
  const before = (await slot.boundingBox()).width;
  await square(2, "a1").click();
  assert.equal(await slot.getAttribute("class").then((c) => c.includes("zoomed")), true);
  assert.ok((await slot.boundingBox()).width > 2 * before, "the zoomed board is drawn large");
  await square(2, "a1").click();
  assert.equal((await slot.boundingBox()).width, before, "and back in the ring");
  assert.deepEqual(s.errors, []);
});

test("a drop by touch: a finger drags a man from the stockpile onto the board", async () => {
  const { page, context } = s;
  await page.goto(`${s.url}#/play/one-sane-man`);
  await page.goto(`${s.url}#/play/one-sane-man?game=${encodeURIComponent(PAWN_TAKEN)}`);
  await board(0).waitFor();
  const cdp = await context.newCDPSession(page);
  const touch = (type, p) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  const centre = (box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  const a = centre(await page.locator('.osm-seat[data-seat="1"] .osm-stock.usable').boundingBox());
  const b = centre(await square(0, "e7").boundingBox());
  await touch("touchStart", a);
  for (let i = 1; i <= 6; i++) await touch("touchMove", { x: a.x + ((b.x - a.x) * i) / 6, y: a.y + ((b.y - a.y) * i) / 6 });
  await touch("touchEnd");
  await page.waitForFunction(() => document.querySelector('.osm-ring svg[data-board="0"] g.man[data-square="e7"]'));
  assert.equal(await manOn(0, "e7"), "black pawn", "dropped by a finger");
  assert.deepEqual(await stock(1), []);
  await cdp.detach();
  assert.deepEqual(s.errors, []);
});

/**
 * Waits until `count` clocks are shown; on a timeout, fails with what the
 * page shows instead (address, seats, notices, page errors).
 */
async function waitForClocks(page, count, errors) {
  try {
    await page.waitForFunction((n) => document.querySelectorAll(".osm-clock").length === n, count, { timeout: 30_000 });
  } catch (error) {
    const seats = await page.locator(".osm-seat").evaluateAll((all) => all.map((e) => e.textContent));
    const notice = await page.locator(".osm-notice, .osm-status, .osm-problem").allTextContents();
    throw new Error(`${count} clocks did not appear: address ${page.url()}, seats ${JSON.stringify(seats)}, ` +
      `notices ${JSON.stringify(notice)}, page errors ${JSON.stringify(errors.map(String))}`, { cause: error });
  }
}

test("clocks start at twice the time control; the running one runs out and its player is out", async () => {
  // A browser of its own, its clock faked from the first page on.
  const own = await browser();
  try {
    await clockedGame(own);
  } finally {
    await own.close();
  }
});

/** The clock test's game, in the browser `own`. */
async function clockedGame(own) {
  const { page } = own;
  await page.clock.install();
  await page.goto(`${s.url}#/play/one-sane-man`);
  await page.selectOption(".osm-clock-choice select", "1");
  await page.click('a[data-players="3"]');
  await board(0, page).waitFor();
  const faces = () => page.locator(".osm-clock").evaluateAll((c) => c.map((e) => `${e.dataset.seat} ${e.textContent}${e.classList.contains("running") ? " running" : ""}`).sort());
  assert.deepEqual(await faces(), ["0 2:00 running", "1 2:00", "2 2:00"], "a 1 minute game: every clock at 2:00");

  await page.clock.runFor(30_000);
  assert.deepEqual(await faces(), ["0 1:30 running", "1 2:00", "2 2:00"], "only the clock of the player to act runs");
  await type("1:e2e4", page);
  await page.clock.runFor(10_500);
  assert.deepEqual(await faces(), ["0 1:30", "1 1:50 running", "2 2:00"]);
  // The address names the game on screen: a reload reopens it, times kept.
  assert.match(page.url(), /#\/play\/one-sane-man\?game=/);
  await page.reload();
  await board(0, page).waitFor();
  // The clocks appear once the reopened game has set them up.
  await waitForClocks(page, 3, own.errors);
  assert.deepEqual(await faces(), ["0 1:30", "1 1:50 running", "2 2:00"], "the reload keeps the game and its times");
  assert.equal(await manOn(0, "e4", page), "white pawn");

  // Player 2 lets the clock run out on board 2: out, and board 2 leaves.
  await page.clock.runFor(111_000);
  await page.waitForFunction(() => document.querySelectorAll(".osm-ring svg[data-board]").length === 2);
  assert.match(await page.textContent(".osm-notice"), /Player 2's time is up on board 2/);
  assert.deepEqual(await boardsShown(page), ["0", "2"]);
  await openExport(page);
  assert.match(await page.locator(".osm-export-text").inputValue(), /\ntime$/, "the export keeps the time loss");
  assert.deepEqual(own.errors.map(String), []);
}
