// The One Sane Man table: a three-player game with moves by click and by
// keyboard, a capture, an elimination that redraws the ring, a drop dragged
// from a stockpile, resuming a saved game, a shared link that opens a game
// mid-way and a promotion by click. Boards are `svg.osm-board[data-board]`
// counted from 0; the typed actions count boards from 1 (`3:e2e4`).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { setup } from "./harness.mjs";

let s;
before(async () => { s = await setup(); });
after(async () => { await s.close(); });

/** Types an action (`3:e2e4`) into the table's keyboard form and plays it. */
async function type(action) {
  await s.page.fill(".osm-type input", action);
  await s.page.press(".osm-type input", "Enter");
}

/** The man on `square` of the board at `index` (from 0), as "army kind", or null. */
async function manOn(index, square) {
  const man = s.page.locator(`svg.osm-board[data-board="${index}"] .osm-man[data-square="${square}"]`);
  if ((await man.count()) === 0) return null;
  return `${await man.getAttribute("data-army")} ${await man.getAttribute("data-kind")}`;
}

/** The stockpile entries of a seat (from 0), as ["army kind xN", ...]. */
async function stock(seat) {
  return s.page.locator(`.osm-seat[data-seat="${seat}"] .osm-stock`).evaluateAll((entries) =>
    entries.map((e) => `${e.dataset.army} ${e.dataset.kind} x${e.querySelector(".osm-count").textContent}`));
}

const square = (index, name) => s.page.locator(`svg.osm-board[data-board="${index}"] rect[data-square="${name}"]`);

test("three players: click and typed moves, a capture, an elimination, a drag-and-drop drop, resume", async () => {
  const { page } = s;
  await page.goto(`${s.url}#/play/one-sane-man?players=3`);
  await page.locator("svg.osm-board").first().waitFor();
  assert.deepEqual(await page.locator("svg.osm-board").evaluateAll((b) => b.map((e) => e.dataset.board).sort()),
    ["0", "1", "2"], "three boards in the ring, counted from 0");
  assert.equal(await page.locator(".osm-seat").count(), 3, "three seats round the ring");
  assert.equal(await manOn(0, "e1"), "white king");
  assert.equal(await manOn(2, "d8"), "black queen");

  // Board 1 (index 0), White: f2-f3 by clicking the man, then its square.
  await square(0, "f2").click();
  assert.deepEqual(await page.locator('svg.osm-board[data-board="0"] rect.target')
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
  await page.waitForFunction(() => document.querySelectorAll("svg.osm-board").length === 2);
  assert.match(await page.textContent(".osm-notice"), /player 1 is out/);
  assert.equal(await page.locator('svg.osm-board[data-board="0"]').count(), 0, "board 1 left the ring");
  assert.equal(await page.locator(".osm-seat").count(), 2, "the ring is redrawn for two players");

  await type("2:d8d5");
  assert.match(await page.textContent(".osm-status"), /Player 2 to play on board 3/, "player 2 took over Black on board 3");

  // Drag the black pawn from player 2's stockpile onto e7 of board 3 (index 2).
  const from = await page.locator('.osm-seat[data-seat="1"] .osm-stock .osm-man').boundingBox();
  const to = await square(2, "e7").boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  assert.equal(await page.locator(".osm-ghost").count(), 1, "the dragged man follows the pointer");
  await page.mouse.up();
  assert.equal(await manOn(2, "e7"), "black pawn", "the dragged pawn was dropped on e7 of board 3");
  assert.deepEqual(await stock(1), [], "player 2's stockpile is empty again");
  assert.match(await page.textContent('.osm-moves li[data-board="2"]'), /P@e7/, "board 3's move list shows the drop");

  // Leaving and coming back offers the saved game, which resumes as it stood.
  await page.goto(`${s.url}#/play/one-sane-man`);
  await page.click("text=Resume the saved game");
  await page.locator("svg.osm-board").first().waitFor();
  assert.equal(await page.locator("svg.osm-board").count(), 2, "the saved game resumes with its ring");
  assert.equal(await manOn(2, "e7"), "black pawn");
  assert.deepEqual(s.errors, []);
});

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
  await page.locator("svg.osm-board").first().waitFor();
  assert.match(await page.textContent(".osm-status"), /Player 1 to play on board 1/, "the shared game opens where it stood");
  assert.deepEqual(await stock(0), ["black pawn x2"], "player 1 keeps the two pawns taken on board 1");
  assert.equal(await manOn(0, "b7"), "white pawn");

  await square(0, "b7").click();
  await square(0, "a8").click();
  assert.deepEqual(await page.locator(".osm-promote button").evaluateAll((b) => b.map((e) => e.dataset.promote)).then((k) => k.sort()),
    ["bishop", "knight", "queen", "rook"], "four kinds are offered");
  await page.click('.osm-promote button[data-promote="knight"]');
  assert.equal(await manOn(0, "a8"), "white knight", "the pawn became a knight on a8");
  assert.equal(await manOn(0, "b7"), null);
  assert.match(await page.textContent('.osm-moves li[data-board="0"]'), /bxa8=N/);
  assert.match(await page.locator(".osm-export-text").inputValue(), /1:b7a8n$/, "the export ends with the promotion");
  assert.deepEqual(s.errors, []);
});
