// The One Sane Man on the shared table: a three-player game from the
// setup with moves by click and by keyboard, a refused move, a capture, an
// elimination that redraws the ring, a drop dragged from a stockpile and a
// reload; a share link that opens a game mid-way, a promotion, the
// export, a share link opened in a fresh browser and an import refused
// with the game kept; drops by click-click, keys and touch; the board to
// move in front, upright and large at a phone's and a tablet's sizes, the
// map of the ring beside it; moves by drag, click-click and tap-tap that
// bring the next board to move in front; a board of the map shown large
// and put back; the clocks through a reload; the table's turn bar in view
// with the board to move at a phone's and a portrait tablet's sizes; and
// the table's buttons in view at 1024x768. The board in front (and a
// board shown large) is the shared board component, `svg[data-board]`; the
// boards of the map are still pictures, `canvas[data-board]`, whose label
// lists their men ("white king on e1, ..."). Both are counted from 0 by
// their number; the typed actions count boards from 1 (`3:e2e4`).
import assert from "node:assert/strict";
import { test } from "node:test";
import { clickMove, dragMan, freshBrowsers, inView, saveText } from "./harness.mjs";

const { server, open } = freshBrowsers({ viewport: { width: 1024, height: 768 } });

/** The stockpile button of the seat to act, under the board to move. */
const USABLE = ".osm-hand .osm-stock.usable";

const centre = (box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** A tap by a finger (real touch events) at `at`, in page pixels. */
async function tap(cdp, at) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: at.x, y: at.y }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** The number (from 0) of the board drawn in front, as the board to move. */
const inFront = (page) => page.locator(".osm-slot.front svg[data-board]").getAttribute("data-board");

/** Whether two boxes overlap. */
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Types an action (`3:e2e4`) into the ring's form and plays it. */
async function type(page, action) {
  await page.fill(".osm-type input", action);
  await page.press(".osm-type input", "Enter");
}

const BOARDS = ".osm-ring :is(svg, canvas)[data-board]";
const board = (page, index) => page.locator(`.osm-ring :is(svg, canvas)[data-board="${index}"]`);
const square = (page, index, name) => board(page, index).locator(`rect[data-square="${name}"]`);

/**
 * The man on `square` of the board numbered `index` (from 0), as "army
 * kind", or null: from the board's men, or the label of the map's picture.
 */
async function manOn(page, index, name) {
  if ((await board(page, index).evaluate((drawn) => drawn.tagName)) === "CANVAS") {
    const label = await board(page, index).getAttribute("aria-label");
    return label.match(new RegExp(`(\\w+ \\w+) on ${name}(,|$)`))?.[1] ?? null;
  }
  const man = board(page, index).locator(`g.man[data-square="${name}"]`);
  if ((await man.count()) === 0) return null;
  return `${await man.getAttribute("data-army")} ${await man.getAttribute("data-kind")}`;
}

/**
 * How many pixels of the map's picture of board `index` (from 0) have each
 * of `colours` (name: [r, g, b]), give or take 2 in each channel.
 */
async function pixelsOf(page, index, colours) {
  return board(page, index).evaluate((canvas, colours) => {
    const { data } = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height);
    const counts = Object.fromEntries(Object.keys(colours).map((name) => [name, 0]));
    for (let i = 0; i < data.length; i += 4) {
      for (const [name, [r, g, b]] of Object.entries(colours)) {
        if (Math.abs(data[i] - r) <= 2 && Math.abs(data[i + 1] - g) <= 2 && Math.abs(data[i + 2] - b) <= 2) counts[name]++;
      }
    }
    return counts;
  }, colours);
}

/** The stockpile entries of a seat (from 0), as ["army kind xN", ...]. */
async function stock(page, seat) {
  return page.locator(`.osm-seat[data-seat="${seat}"] .osm-stock`).evaluateAll((entries) =>
    entries.map((e) => `${e.dataset.army} ${e.dataset.kind} x${e.querySelector(".osm-count").textContent}`));
}

/** The board numbers (from 0) shown in the ring, sorted. */
const boardsShown = (page) => page.locator(BOARDS).evaluateAll((b) => b.map((e) => e.dataset.board).sort());

/** The One Sane Man saves on this device. */
const saves = (page) => page.evaluate(() =>
  Object.keys(localStorage).filter((k) => k.startsWith("parlour.save.one-sane-man-") && !k.endsWith(".damaged")));

/** Starts a game from the setup screen with `people` people (and a time control, if given). */
async function startFromSetup(page, people, minutes) {
  await page.goto(`${server.url}#/play/one-sane-man`);
  await page.locator('.segmented[aria-label="How many players"]').waitFor();
  await page.click(`.segmented[aria-label="How many players"] .segment:text-is("${people}")`);
  if (minutes) await page.click(`.segmented[aria-label="Time control"] .segment:text-is("${minutes} min")`);
  await page.click("button.start");
  await board(page, 0).waitFor();
}

test("three players from the setup: click and typed moves, a refusal, a capture, an elimination, a dragged drop, a reload", async () => {
  const session = await open();
  const { page } = session;
  await page.goto(`${server.url}#/play/one-sane-man`);
  await page.click('.segmented[aria-label="How many players"] .segment:text-is("3")');
  assert.equal(await page.locator(".seat-row").count(), 3, "a seat for each of the three");
  await page.locator(".name-input").nth(0).fill("Ann");
  await page.click("button.start");
  await board(page, 0).waitFor();
  assert.deepEqual(await boardsShown(page), ["0", "1", "2"], "three boards in the ring, counted from 0");
  assert.equal(await page.locator(".osm-seat").count(), 3, "three seats round the ring");
  assert.equal(await manOn(page, 0, "e1"), "white king");
  assert.equal(await manOn(page, 2, "d8"), "black queen");
  assert.match(await page.textContent(".osm-status"), /Ann to play on board 1/, "the status names the person");
  assert.match(page.url(), /#\/play\/one-sane-man\?save=one-sane-man-/, "the address names the save");

  // Board 1 (index 0), White: f2-f3 by clicking the man, then its square.
  await square(page, 0, "f2").click();
  assert.deepEqual(await board(page, 0).locator("rect.target")
    .evaluateAll((r) => r.map((e) => e.dataset.square).sort()), ["f3", "f4"], "the f-pawn's two squares light up");
  await square(page, 0, "f3").click();
  assert.equal(await manOn(page, 0, "f3"), "white pawn");
  assert.equal(await manOn(page, 0, "f2"), null);
  // Board 1 is back on the map as a picture: its squares, its men in their
  // colours, and its last move's two squares tinted (style/board.css's
  // --last-move over a light and a dark square).
  assert.equal(await board(page, 0).evaluate((drawn) => drawn.tagName), "CANVAS");
  const drawn = await pixelsOf(page, 0, {
    light: [240, 217, 181], dark: [181, 136, 99], whiteMen: [250, 250, 250], blackMen: [43, 43, 43],
    lastMoveOnLight: [202, 209, 100], lastMoveOnDark: [169, 165, 54],
  });
  for (const [colour, count] of Object.entries(drawn)) assert.ok(count > 100, `board 1's picture shows ${colour}: ${JSON.stringify(drawn)}`);
  assert.match(await page.textContent(".osm-status"), /Player 2 to play on board 2/);

  // A move on a board that is not to move is refused with a reason.
  await type(page, "1:e7e5");
  assert.match(await page.textContent(".turn-bar .refusal"), /board 2's turn/);
  assert.equal(await manOn(page, 0, "e5"), null);

  for (const action of ["2:e2e4", "3:e2e4", "1:e7e5", "2:d7d5", "3:e7e5", "1:g2g4", "2:e4d5", "3:g1f3"]) {
    await type(page, action);
  }
  assert.equal(await page.locator(".turn-bar .refusal").count(), 0, "every one of them was played");
  assert.equal(await manOn(page, 1, "d5"), "white pawn", "the capture on board 2 stands");
  assert.deepEqual(await stock(page, 1), ["black pawn x1"], "player 2 keeps the black pawn taken on board 2");

  // Fool's mate on board 1: player 1 is out, board 1 leaves the ring.
  await type(page, "1:d8h4");
  await page.waitForFunction((boards) => document.querySelectorAll(boards).length === 2, BOARDS);
  assert.match(await page.textContent(".shell-side .notices"), /beats Ann on board 1: Ann is out/);
  assert.deepEqual(await boardsShown(page), ["1", "2"], "board 1 left the ring");
  assert.equal(await page.locator(".osm-seat").count(), 2, "the ring is redrawn for two players");
  assert.equal(await page.textContent(".osm-out"), "Out: P1", "the map says who is out");
  assert.match(await page.textContent('.osm-moves li[data-board="0"]'), /Qh4#/, "the gone board's moves stay listed");
  assert.equal(await page.locator('.osm-moves li.gone').count(), 1);

  await type(page, "2:d8d5");
  assert.match(await page.textContent(".osm-status"), /Player 2 to play on board 3/, "player 2 took over Black on board 3");

  // Drag the black pawn from player 2's stockpile onto e7 of board 3 (index 2).
  const from = await page.locator(USABLE).boundingBox();
  const to = await square(page, 2, "e7").boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  assert.equal(await page.locator(".osm-ghost").count(), 1, "the dragged man follows the pointer");
  assert.ok((await board(page, 2).locator("rect.target").count()) > 0, "the board shows where the man may go");
  await page.mouse.up();
  assert.equal(await page.locator(".osm-ghost").count(), 0);
  assert.equal(await manOn(page, 2, "e7"), "black pawn", "the dragged pawn was dropped on e7 of board 3");
  assert.deepEqual(await stock(page, 1), [], "player 2's stockpile is empty again");
  assert.match(await page.textContent('.osm-moves li[data-board="2"]'), /P@e7/, "board 3's move list shows the drop");

  // A reload reopens the saved game as it stood.
  await page.reload();
  await board(page, 2).waitFor();
  assert.deepEqual(await boardsShown(page), ["1", "2"], "the saved game reopens with its ring");
  assert.equal(await manOn(page, 2, "e7"), "black pawn");
  assert.equal((await saves(page)).length, 1, "one save, kept up to date");
  await session.done();
});

/**
 * The save of a game of three players with the origin rule, the moves of
 * `record` played (`2:e2e4`: board 2's move; on each board White moves
 * first, then the two sides in turn).
 */
function threePlayerGame(record) {
  const players = 3;
  const people = ["Player 1", "Player 2", "Player 3"];
  const played = new Map();
  const actions = record.map((text) => {
    const [number, move] = text.split(":");
    const board = Number(number);
    const count = played.get(board) ?? 0;
    played.set(board, count + 1);
    // Board n is White's for player n and Black's for the next one.
    const seat = count % 2 === 0 ? board - 1 : board % players;
    return [seat, { Move: { board, mv: { from: move.slice(0, 2), to: move.slice(2, 4), kind: "Normal" } } }];
  });
  const start = { options: { players, origin_rule: true, clock_minutes: null }, record: [] };
  return saveText("one-sane-man", start, people, actions);
}

/** The address of the table opening the shared game `save`. */
const sharedLink = (save) => `${server.url}#/play/one-sane-man?shared=${encodeURIComponent(save)}`;

/** Opens the export screen and returns its text. */
async function exported(page) {
  await page.click("button.show-record");
  const text = await page.locator("textarea.export-text").inputValue();
  return text;
}

test("a share link opens a game mid-way; a promotion; the export and a share link in a fresh browser; a bad import keeps the game", async () => {
  const session = await open();
  const { page } = session;
  const rounds = [
    ["1:b2b4", "2:g1f3", "3:g1f3"], ["1:a7a5", "2:g8f6", "3:g8f6"],
    ["1:b4a5", "2:f3g1", "3:f3g1"], ["1:b7b6", "2:f6g8", "3:f6g8"],
    ["1:a5b6", "2:g1f3", "3:g1f3"], ["1:b8c6", "2:g8f6", "3:g8f6"],
    ["1:b6b7", "2:f3g1", "3:f3g1"], ["1:c6d4", "2:f6g8", "3:f6g8"],
  ];
  const shared = threePlayerGame(rounds.flat());
  await page.goto(sharedLink(shared));
  await board(page, 0).waitFor();
  assert.match(await page.textContent(".osm-status"), /Player 1 to play on board 1/, "the shared game opens where it stood");
  assert.deepEqual(await stock(page, 0), ["black pawn x2"], "player 1 keeps the two pawns taken on board 1");
  assert.equal(await manOn(page, 0, "b7"), "white pawn");
  await page.waitForFunction(() => location.hash.includes("save=one-sane-man-"));

  await square(page, 0, "b7").click();
  await square(page, 0, "a8").click();
  assert.deepEqual(await board(page, 0).locator(".promotion-choice").evaluateAll((b) => b.map((e) => e.dataset.kind)).then((k) => k.sort()),
    ["bishop", "knight", "queen", "rook"], "four kinds are offered");
  await board(page, 0).locator('.promotion-choice[data-kind="knight"]').click();
  assert.equal(await manOn(page, 0, "a8"), "white knight", "the pawn became a knight on a8");
  assert.equal(await manOn(page, 0, "b7"), null);
  assert.match(await page.textContent('.osm-moves li[data-board="0"]'), /bxa8=N/);

  // The export is the shell's save text, with the promotion as its last action.
  const text = await exported(page);
  const saved = JSON.parse(text);
  assert.equal(saved.header.game, "one-sane-man");
  assert.equal(saved.table.actions.length, 25);
  assert.match(JSON.stringify(saved.table.actions.at(-1)), /"board":1/);
  const link = await page.locator("input.share-link").inputValue();
  assert.match(link, /#\/play\/one-sane-man\?shared=/, "a game without secrets offers a share link");

  // The link opens the game, as it stands, in a fresh browser, and is saved there.
  const fresh = await open();
  await fresh.page.goto(link);
  await board(fresh.page, 0).waitFor();
  assert.equal(await manOn(fresh.page, 0, "a8"), "white knight");
  assert.match(await fresh.page.textContent(".osm-status"), /Player 2 to play on board 2/);
  await fresh.page.waitForFunction(() => location.hash.includes("save=one-sane-man-"));
  assert.equal((await saves(fresh.page)).length, 1);
  await fresh.done();

  // Importing: a text that is not a game is refused and the game is kept;
  // the shared text brings back the position before the promotion.
  await page.click("text=Back to the game");
  const address = page.url();
  await page.click("text=New game");
  await page.click(".import summary");
  await page.fill(".import textarea", shared.replace('"to":"a5"', '"to":"a4"'));
  await page.click("text=Open this game");
  assert.match(await page.textContent(".setup .notice.problem"), /The saved game is damaged: action 4 cannot be replayed/, "a bad text is refused with a reason");
  assert.equal((await saves(page)).length, 1, "the game is kept on the device");
  await page.goto(address);
  await board(page, 0).waitFor();
  assert.equal(await manOn(page, 0, "a8"), "white knight", "and opens as it stood");
  await page.click("text=New game");
  await page.click(".import summary");
  await page.fill(".import textarea", shared);
  await page.click("text=Open this game");
  await board(page, 0).waitFor();
  assert.equal(await manOn(page, 0, "b7"), "white pawn", "the imported game stands before the promotion");
  assert.equal((await saves(page)).length, 2, "the imported game is saved beside the first");
  await session.done();
});

// After these, board 1 is to move with player 2 (Black there) holding the
// black pawn of board 2, which may go on e7 of board 1 (empty since e7-e5).
const PAWN_TAKEN = threePlayerGame(
  ["1:e2e4", "2:e2e4", "3:e2e4", "1:e7e5", "2:d7d5", "3:e7e5", "1:g1f3", "2:e4d5", "3:g1f3"]);

test("drops by clicking the stockpile then a square, and by keys; a board of the map shown large and put back", async () => {
  const session = await open();
  const { page } = session;
  await page.goto(sharedLink(PAWN_TAKEN));
  await board(page, 0).waitFor();
  assert.match(await page.textContent(".osm-status"), /Player 2 to play on board 1/);
  assert.deepEqual(await stock(page, 1), ["black pawn x1"]);

  // Click, then click the square.
  await page.click(USABLE);
  assert.deepEqual(await board(page, 0).locator("rect.target").evaluateAll((r) => r.map((e) => e.dataset.square).sort()),
    ["e7"], "the pawn may go on its empty starting square (d7 is taken)");
  await square(page, 0, "e7").click();
  assert.equal(await manOn(page, 0, "e7"), "black pawn", "dropped by click-click");
  assert.deepEqual(await stock(page, 1), []);
  assert.match(await page.textContent('.osm-moves li[data-board="0"]'), /P@e7/);

  // The same position again: Enter on the stockpile, then the board's keys.
  await page.goto("about:blank");
  await page.goto(sharedLink(PAWN_TAKEN));
  await board(page, 0).waitFor();
  await page.focus(USABLE);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.activeElement?.matches?.('.osm-ring svg[data-board="0"]'));
  const goal = await square(page, 0, "e7").boundingBox();
  for (let step = 0; step < 20; step++) {
    const cursor = board(page, 0).locator("rect.cursor");
    if ((await cursor.count()) === 1 && (await cursor.getAttribute("data-square")) === "e7") break;
    if ((await cursor.count()) === 0) { await page.keyboard.press("ArrowUp"); continue; }
    const at = await cursor.boundingBox();
    const dx = goal.x - at.x, dy = goal.y - at.y;
    const key = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? "ArrowRight" : "ArrowLeft") : (dy > 0 ? "ArrowDown" : "ArrowUp");
    await page.keyboard.press(key);
  }
  assert.equal(await board(page, 0).locator("rect.cursor").getAttribute("data-square"), "e7", "the cursor reached e7");
  await page.keyboard.press("Enter");
  assert.equal(await manOn(page, 0, "e7"), "black pawn", "dropped by keys");
  assert.deepEqual(await stock(page, 1), []);

  // A click on a board of the map shows it large and upright; Escape, the
  // close button and a click outside each put it back.
  const slot = page.locator('.osm-slot[data-slot="2"]');
  const before = await slot.boundingBox();
  const ways = {
    Escape: () => page.keyboard.press("Escape"),
    "the close button": () => page.click(".osm-slot.zoomed .osm-close"),
    "a click outside": () => page.mouse.click(3, 3),
    "Escape, after its button opened it": () => page.keyboard.press("Escape"),
  };
  for (const [way, close] of Object.entries(ways)) {
    if (way.includes("button")) await page.click('.osm-zoom[data-zoom="2"]');
    else await board(page, 2).click();
    assert.equal(await page.locator(".osm-slot.zoomed").getAttribute("data-slot"), "2", "board 3 is shown large");
    assert.ok((await slot.boundingBox()).width > 2 * before.width, "the board is drawn large");
    const [e1, e8, a1] = await Promise.all(["e1", "e8", "a1"].map((n) => square(page, 2, n).boundingBox()));
    assert.ok(e1.y > e8.y && Math.abs(e1.x - e8.x) < 1 && a1.x < e1.x, "upright, White at the bottom");
    await close();
    assert.equal(await page.locator(".osm-slot.zoomed, .osm-backdrop").count(), 0, `${way} puts it back`);
    assert.deepEqual(await slot.boundingBox(), before, `${way}: back on the map`);
  }
  assert.equal(await inFront(page), "1", "board 2, to move, stayed in front");
  await session.done();
});

test("a drop by touch: a finger drags a man from the stockpile onto the board", async () => {
  const session = await open();
  const { page, context } = session;
  await page.goto(sharedLink(PAWN_TAKEN));
  await board(page, 0).waitFor();
  const cdp = await context.newCDPSession(page);
  const touch = (type, p) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  const a = centre(await page.locator(USABLE).boundingBox());
  const b = centre(await square(page, 0, "e7").boundingBox());
  await touch("touchStart", a);
  for (let i = 1; i <= 6; i++) await touch("touchMove", { x: a.x + ((b.x - a.x) * i) / 6, y: a.y + ((b.y - a.y) * i) / 6 });
  await touch("touchEnd");
  await page.waitForFunction(() => document.querySelector('.osm-slot.front svg[data-board="1"]'));
  assert.equal(await manOn(page, 0, "e7"), "black pawn", "dropped by a finger");
  assert.deepEqual(await stock(page, 1), []);
  await cdp.detach();
  await session.done();
});

// The board to move as large as the 8x8 tables' board at each size: a
// phone, a portrait tablet and a landscape tablet.
const SIZES = [[390, 844, 340], [768, 1024, 660], [1024, 768, 600]];

for (const [width, height, least] of SIZES) {
  test(`at ${width}x${height} the board to move is in front, upright and ${least} px or more; the map of the ring does not overlap; nothing is cut off, the typed move in view`, async () => {
    const session = await open({ viewport: { width, height } });
    const { page } = session;
    await page.goto(sharedLink(PAWN_TAKEN));
    await board(page, 0).waitFor();
    assert.equal(await inFront(page), "0", "board 1, to move, is in front");
    const front = await board(page, 0).boundingBox();
    assert.ok(front.width >= least, `the board to move is ${front.width} px wide`);
    // Black is to move there: upright for Black, rank 8 at the bottom.
    const [e1, e8, d8] = await Promise.all(["e1", "e8", "d8"].map((n) => square(page, 0, n).boundingBox()));
    assert.ok(e8.y > e1.y && Math.abs(e8.x - e1.x) < 1 && d8.x > e8.x, "upright for Black");

    // The map: the two other boards, clear of each other and of the front
    // board, the board to move's place marked, the players with their counts.
    const mapped = await page.locator(".osm-slot.on-map").evaluateAll((slots) => slots.map((slot) => {
      const r = slot.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }));
    assert.equal(mapped.length, 2, "boards 2 and 3 on the map");
    assert.ok(!overlap(mapped[0], mapped[1]), "the map's boards do not overlap");
    for (const box of mapped) {
      assert.ok(!overlap(box, front), "nor the board in front");
      assert.ok(box.x >= 0 && box.x + box.width <= width, "the map is on the screen");
    }
    assert.equal(await page.textContent(".osm-place.to-move"), "Board 1", "the map marks the board to move");
    assert.equal(await page.locator(".osm-seat.acting").getAttribute("data-seat"), "1", "and the player to act");
    assert.deepEqual(await stock(page, 1), ["black pawn x1"], "with what each holds");

    // The stockpile of the player to act takes a finger.
    const stockpile = await page.locator(USABLE).boundingBox();
    assert.ok(stockpile.width >= 44 && stockpile.height >= 44, `the stockpile is ${stockpile.width}x${stockpile.height}`);
    // So do the buttons that show a board large (the shared buttons); the
    // board in front has no need of its own.
    const zooms = await page.locator(".osm-zoom").evaluateAll((buttons) => buttons.map((b) => ({
      board: b.dataset.zoom, height: b.getBoundingClientRect().height, disabled: b.disabled, shared: b.classList.contains("button"),
    })));
    assert.deepEqual(zooms.map((z) => z.board), ["0", "1", "2"], "a button for each board");
    for (const zoom of zooms) assert.ok(zoom.height >= 44 && zoom.shared, `board ${zoom.board}'s button: ${JSON.stringify(zoom)}`);
    assert.deepEqual(zooms.map((z) => z.disabled), [true, false, false], "the board in front's button is off");

    // Nothing is cut off: the page is no wider than the screen, and the
    // typed-move field and the move lists lie within it.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), "no sideways scrolling");
    for (const part of [".osm-type input", ".osm-type button", '.osm-moves li[data-board="2"]']) {
      const box = await page.locator(part).boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= width && box.height > 0, `${part} fits`);
    }
    // The typed move is in view with the board, without scrolling.
    for (const part of [".osm-type input", ".osm-type button"]) {
      const box = await page.locator(part).boundingBox();
      assert.ok(box.y >= 0 && box.y + box.height <= height, `${part} is in view: ${JSON.stringify(box)}`);
    }
    await session.done();
  });
}

// On a phone and a portrait tablet the table's turn bar (whose turn and the
// table's buttons: the ring takes no move back) comes right under the board
// to move, its stockpile and the typed move, in view with them, and the map
// of the ring under the bar.
for (const [width, height] of [[390, 844], [768, 1024]]) {
  test(`at ${width}x${height} the turn's bar (whose turn, the table's buttons) is in view with the whole board to move, the map of the ring under it`, async () => {
    const session = await open({ viewport: { width, height } });
    const { page } = session;
    await startFromSetup(page, 3);
    await type(page, "1:e2e4");
    await page.waitForFunction(() => document.querySelector('.osm-slot.front svg[data-board="1"]'));
    await page.evaluate(() => scrollTo(0, 0));
    const front = await inView(page, ".osm-slot.front svg[data-board]");
    const turn = await inView(page, ".turn-bar .shell-turn");
    await inView(page, ".osm-hand");
    await inView(page, ".osm-type button");
    const buttons = [];
    for (const button of ["button.show-record", "button:text-is('New game')"]) {
      buttons.push(await inView(page, `.turn-bar .controls ${button}`));
    }
    const [, mover] = (await page.textContent(".osm-status")).match(/^(.+) to play on board 2$/);
    assert.ok((await page.textContent(".turn-bar .shell-turn")).includes(mover), `the bar names ${mover}, to move`);
    assert.ok(turn.y >= front.y + front.height, `the bar ${JSON.stringify(turn)} is under the board ${JSON.stringify(front)}`);
    const map = await page.locator(".osm-map").boundingBox();
    for (const button of buttons) {
      assert.ok(map.y >= button.y + button.height, `the map ${JSON.stringify(map)} is under the bar's ${JSON.stringify(button)}`);
    }
    // The map's boards still lie on the map, clear of the bar.
    const bar = await page.locator(".turn-bar").boundingBox();
    const mapped = await page.locator(".osm-slot.on-map").evaluateAll((slots) => slots.map((slot) => {
      const r = slot.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }));
    assert.equal(mapped.length, 2);
    for (const box of mapped) {
      assert.ok(overlap(box, map), `board ${JSON.stringify(box)} on the map ${JSON.stringify(map)}`);
      assert.ok(!overlap(box, bar), `board ${JSON.stringify(box)} clear of the bar`);
    }
    await session.done();
  });
}

test("at 1024x768 the map of an eight-board ring labels each board clear of the others and of the seats; the table's buttons are in view, clear of the Coordinates toggle", async () => {
  const session = await open();
  const { page } = session;
  await startFromSetup(page, 8);
  // Each board on the map carries its number; the place of the board in
  // front carries its own.
  const labels = await page.locator(".osm-slot.on-map .osm-number, .osm-place.to-move > span").evaluateAll((all) =>
    all.map((label) => { const r = label.getBoundingClientRect(); return { text: label.textContent, x: r.x, y: r.y, width: r.width, height: r.height }; }));
  assert.deepEqual(labels.map((l) => l.text.replace("Board ", "")).sort(), ["1", "2", "3", "4", "5", "6", "7", "8"]);
  const seats = await page.locator(".osm-seat-name").evaluateAll((all) =>
    all.map((seat) => { const r = seat.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; }));
  assert.equal(seats.length, 8);
  for (const [i, label] of labels.entries()) {
    assert.ok(label.width > 0 && label.height > 0, `label ${label.text} is shown`);
    for (const other of labels.slice(i + 1)) assert.ok(!overlap(label, other), `labels ${label.text} and ${other.text} overlap`);
    for (const seat of seats) assert.ok(!overlap(label, seat), `label ${label.text} is under a seat`);
  }
  const toggle = await page.locator('.shell .toggle:has-text("Coordinates")').boundingBox();
  for (const button of ["button.show-record", "button:text-is('New game')"]) {
    const box = await inView(page, `.shell .controls ${button}`);
    assert.ok(!overlap(box, toggle), `${button} ${JSON.stringify(box)} clear of the toggle ${JSON.stringify(toggle)}`);
  }
  await session.done();
});

test("a move by mouse drag, click-click or tap-tap brings the next board to move in front, playable, and opens nothing", async () => {
  const session = await open({ viewport: { width: 768, height: 1024 } });
  const { page, context } = session;
  const cdp = await context.newCDPSession(page);
  await startFromSetup(page, 3);
  const nothingOpen = async (message) =>
    assert.equal(await page.locator(".osm-slot.zoomed, .osm-backdrop").count(), 0, message);
  const svg = (index) => `.osm-ring svg[data-board="${index}"]`;

  assert.equal(await inFront(page), "0");
  await dragMan(page, "e2", "e4", svg(0));
  assert.equal(await manOn(page, 0, "e4"), "white pawn", "moved by a drag");
  assert.equal(await inFront(page), "1", "board 2 comes in front");
  await nothingOpen("a drag opens no board");

  await clickMove(page, "d2", "d4", svg(1));
  assert.equal(await manOn(page, 1, "d4"), "white pawn", "moved by click-click on the board now in front");
  assert.equal(await inFront(page), "2", "board 3 comes in front");
  await nothingOpen("click-click opens no board");

  await tap(cdp, centre(await square(page, 2, "c2").boundingBox()));
  await page.waitForTimeout(60);
  await tap(cdp, centre(await square(page, 2, "c4").boundingBox()));
  await page.waitForFunction(() => document.querySelector('.osm-slot.front svg[data-board="0"]'));
  assert.equal(await manOn(page, 2, "c4"), "white pawn", "moved by tap-tap");
  assert.equal(await inFront(page), "0", "board 1 comes back in front, for Black");
  await nothingOpen("tap-tap opens no board");
  assert.match(await page.textContent(".osm-status"), /Player 2 to play on board 1/);

  // The board in front takes the next move (Black's, upright for Black).
  await dragMan(page, "e7", "e5", svg(0));
  assert.equal(await manOn(page, 0, "e5"), "black pawn", "the board in front is playable");
  assert.equal(await inFront(page), "1");
  await cdp.detach();
  await session.done();
});

/**
 * What a move on board 2 leaves as drawn: the board in front's
 * coordinates, board 1's picture on the map, the Hint button, the table's
 * buttons, the settings.
 */
const KEPT = '.osm-table g.coordinates, .osm-slot canvas[data-board="0"], .hint-bar, .turn-bar .controls, .shell-side button.toggle';

test("a move redraws only what it changed: the coordinates, a board of the map it did not touch, the Hint button and the table's buttons and settings stay as drawn", async () => {
  const session = await open();
  const { page } = session;
  await startFromSetup(page, 3);
  // The first move brings the Replay button; from then on the buttons stay.
  await type(page, "1:e2e4");
  await page.waitForFunction(() => document.querySelector('.osm-slot.front svg[data-board="1"]'));
  await page.locator(".hint-bar button.hint").waitFor();
  // Watch each of them for any change at all (a part drawn anew in place
  // sets its attributes again).
  const watched = await page.evaluate((kept) => {
    window.keptParts = [...document.querySelectorAll(kept)];
    window.changes = [];
    const observer = new MutationObserver((records) =>
      window.changes.push(...records.map((r) => `${r.type} ${r.attributeName ?? ""} in ${r.target.closest(kept).className.baseVal ?? r.target.closest(kept).className}`)));
    for (const part of window.keptParts) {
      observer.observe(part, { subtree: true, childList: true, attributes: true, characterData: true });
    }
    return window.keptParts.map((part) => part.className.baseVal ?? part.className);
  }, KEPT);
  assert.equal(watched.filter((name) => name === "coordinates").length, 1, "the board in front has coordinates");
  for (const part of ["board board-sketch theme-walnut", "hint-bar", "controls", "toggle"]) assert.ok(watched.includes(part), `${part} is watched`);
  // White moves on board 2, and board 3 comes in front, White to move there too.
  await type(page, "2:d2d4");
  await page.waitForFunction(() => document.querySelector('.osm-slot.front svg[data-board="2"]'));
  assert.equal(await manOn(page, 1, "d4"), "white pawn");
  assert.match(await page.textContent(".shell-turn"), /Player 3/, "the turn has passed to the next player");
  assert.deepEqual(await page.evaluate(() => window.changes), [], "nothing of them was drawn anew");
  assert.ok(await page.evaluate(() => window.keptParts.every((part) => part.isConnected)), "each is still on the page");
  await session.done();
});

test("a drop by two taps: the stockpile, then a marked square", async () => {
  const session = await open({ viewport: { width: 390, height: 844 } });
  const { page, context } = session;
  const cdp = await context.newCDPSession(page);
  await page.goto(sharedLink(PAWN_TAKEN));
  await board(page, 0).waitFor();
  await page.locator(USABLE).scrollIntoViewIfNeeded();
  await tap(cdp, centre(await page.locator(USABLE).boundingBox()));
  await page.waitForTimeout(60);
  assert.deepEqual(await board(page, 0).locator("rect.target").evaluateAll((r) => r.map((e) => e.dataset.square)),
    ["e7"], "the one square the pawn may go to is marked");
  const goal = square(page, 0, "e7");
  await goal.scrollIntoViewIfNeeded();
  await tap(cdp, centre(await goal.boundingBox()));
  await page.waitForFunction(() => document.querySelector('.osm-slot.front svg[data-board="1"]'));
  assert.equal(await manOn(page, 0, "e7"), "black pawn", "dropped by two taps");
  assert.deepEqual(await stock(page, 1), []);
  assert.equal(await inFront(page), "1", "board 2 comes in front");
  await cdp.detach();
  await session.done();
});

/**
 * Waits until `count` clock faces are shown; on a timeout, fails with what
 * the page shows instead (address, status, notices, page errors).
 */
async function waitForClocks(page, count, errors) {
  try {
    await page.waitForFunction((n) => document.querySelectorAll(".clock-face").length === n, count, { timeout: 30_000 });
  } catch (error) {
    const shown = await page.locator(".osm-status, .notice, .notices").allTextContents();
    throw new Error(`${count} clocks did not appear: address ${page.url()}, shown ${JSON.stringify(shown)}, ` +
      `page errors ${JSON.stringify(errors.map(String))}`, { cause: error });
  }
}

test("clocks start at twice the time control on the first move, keep their time through a reload, and the one that runs out puts its player out", async () => {
  // A browser of its own, its clock faked from the first page on.
  const session = await open();
  const { page } = session;
  await page.clock.install();
  await startFromSetup(page, 3, 1);
  // Each face as "clock m:ss[ running]". The faked clock still flows
  // between the steps, so a face may show a second less than the time
  // run: `expect` allows that.
  const faces = () => page.locator(".clock-face").evaluateAll((c) =>
    c.map((e) => `${e.dataset.clock} ${e.querySelector(".clock-time").textContent}${e.classList.contains("running") ? " running" : ""}`));
  const seconds = (face) => { const [m, s] = face.split(" ")[1].split(":"); return 60 * Number(m) + Number(s); };
  const expect = async (wanted, message) => {
    const shown = await faces();
    assert.equal(shown.length, wanted.length, message);
    wanted.forEach((face, index) => {
      const late = seconds(face) - seconds(shown[index]);
      assert.ok(late >= 0 && late <= 1 && shown[index].endsWith(" running") === face.endsWith(" running"),
        `${message}: ${JSON.stringify(shown)} for ${JSON.stringify(wanted)}`);
    });
  };
  await waitForClocks(page, 3, session.errors);
  await expect(["0 2:00", "1 2:00", "2 2:00"], "a 1 minute game: every clock at 2:00");

  await page.clock.runFor(30_000);
  await expect(["0 2:00", "1 2:00", "2 2:00"], "no clock runs before the first move");
  await type(page, "1:e2e4");
  await page.clock.runFor(10_500);
  await expect(["0 2:00", "1 1:49 running", "2 2:00"], "the first move starts the clock of player 2");
  const before = await faces();
  // The address names the save: a reload reopens it, the time of the
  // turn in progress kept.
  assert.match(page.url(), /#\/play\/one-sane-man\?save=/);
  await page.reload();
  await board(page, 0).waitFor();
  await waitForClocks(page, 3, session.errors);
  await expect(before, "the reload keeps the game and its times");
  assert.equal(await manOn(page, 0, "e4"), "white pawn");

  // Player 2 lets the clock run out on board 2: out, and board 2 leaves.
  await page.clock.runFor(111_000);
  await page.waitForFunction((boards) => document.querySelectorAll(boards).length === 2, BOARDS);
  assert.match(await page.textContent(".shell-side .notices"), /Player 2's time is up on board 2/);
  assert.deepEqual(await boardsShown(page), ["0", "2"]);
  assert.match(await exported(page), /"OutOfTime"/, "the export keeps the time loss");
  await session.done();
});
