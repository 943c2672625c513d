// No board gesture is refused in silence: in each of the seven games a
// refused drag or click-click shows the game's reason, naming what was
// tried, in the reserved place beside the board; no control moves when it
// comes or goes; and the next gesture on the table (an own man picked up
// and put down, playing nothing) puts it away. In chess, the other side's man
// dragged, clicked or tried from the keys says whose he is, and a typed
// move is refused in the same place; a COIN Noble with no move on the
// board is told to cede. One browser serves every test; each
// test opens its game on a cleared device, at a tablet's landscape size
// and at a phone's.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { browser, clickMove, dragMan, serve, squareCentre } from "./harness.mjs";

const DESK = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const BOARD = 'svg[data-board="0"]';
const SHOWN = ".refusal-slot .notice.refusal";

let server;
let session;
before(async () => {
  server = await serve();
  session = await browser({ viewport: DESK });
});
after(async () => {
  await session?.close();
  server?.stop();
});

/** Opens game `slug` on a cleared device at `viewport`, names its people
 * when given, and starts it. */
async function start(slug, viewport = DESK, names = []) {
  const { page } = session;
  await page.setViewportSize(viewport);
  // A page load of its own: each table is a build of its own, and a
  // running one loads the page again for another game's table.
  await page.goto("about:blank");
  await page.goto(`${server.url}#/play/${slug}`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForSelector(".setup button.start");
  for (const [index, name] of names.entries()) await page.locator(".name-input").nth(index).fill(name);
  await page.click(".setup button.start");
  return page;
}

/** Takes the device to the view of the seat to act: through hand-offs,
 * first looks and Cloak and Dagger's arrangements (the usual one). */
async function toActing(page) {
  const ways = ".handoff-reveal, button.arrange-confirm, .shell-turn.acting, button.hide-view";
  for (let step = 0; step < 16; step++) {
    await page.waitForSelector(ways);
    if (await page.locator("button.arrange-confirm").count()) await page.click("button.arrange-confirm");
    else if (await page.locator(".handoff-reveal").count()) await page.click(".handoff-reveal");
    else if (await page.locator(".shell-turn.acting").count()) return;
    else await page.click("button.hide-view");
  }
  assert.fail("no seat came to act");
}

/** A control of the table whose place must not change. */
const control = (page) => page.locator(".shell button.show-record").first();

/** Whether box `a` lies beside box `b` (right of it, or under it), within 48 px. */
function beside(a, b) {
  const right = a.x >= b.x + b.width - 1 && a.x - (b.x + b.width) < 48 && a.y < b.y + b.height;
  const under = a.y >= b.y + b.height - 1 && a.y - (b.y + b.height) < 48 && a.x < b.x + b.width;
  return right || under;
}

/**
 * `attempt` is refused: the reason matching `reason` shows beside the
 * boards, no control moves, and `next` (another gesture) puts it away.
 */
async function refusedThenCleared(page, { attempt, reason, next, shot }) {
  await page.waitForSelector(".refusal-slot", { state: "attached" });
  const where = await control(page).boundingBox();
  const turn = await page.locator(".shell-turn").boundingBox();
  await attempt();
  const shown = page.locator(SHOWN);
  await shown.waitFor();
  assert.match(await shown.innerText(), reason);
  if (shot) await page.screenshot({ path: `/tmp/refusalui-${shot}.png` });
  const slot = await page.locator(".refusal-slot").boundingBox();
  const boards = await page.locator(".shell-boards").boundingBox();
  assert.ok(beside(slot, boards), `the reason ${JSON.stringify(slot)} beside the boards ${JSON.stringify(boards)}`);
  assert.deepEqual(await control(page).boundingBox(), where, "the refusal moves no control");
  assert.deepEqual(await page.locator(".shell-turn").boundingBox(), turn, "nor the turn line");
  await next();
  await page.waitForSelector(SHOWN, { state: "detached" });
  assert.deepEqual(await control(page).boundingBox(), where, "nor does its going");
}

/** A click on a square of `board`. */
async function click(page, square, board = BOARD) {
  const at = await squareCentre(page, square, board);
  await page.mouse.click(at.x, at.y);
}

/** Two clicks on an own man: picked up and put down, nothing played. */
async function toggle(page, square, board = BOARD) {
  await click(page, square, board);
  await click(page, square, board);
}

for (const [size, viewport] of [["desk", DESK], ["phone", PHONE]]) {
  test(`chess (${size}): an impossible pawn move, the other side's man, by drag, click and keys`, async () => {
    const page = await start("standard", viewport, ["Ann", "Bob"]);
    await page.waitForSelector(`${BOARD} .man[data-square="e1"]`);
    await refusedThenCleared(page, {
      attempt: () => dragMan(page, "e2", "e5"),
      reason: /e2.*e5|pawn/i,
      next: () => toggle(page, "d2"),
      shot: `chess-${size}`,
    });
    // Black's men, whichever way they are tried.
    await refusedThenCleared(page, {
      attempt: () => dragMan(page, "e7", "e5"),
      reason: /black/i,
      next: () => toggle(page, "d2"),
      shot: `chess-black-${size}`,
    });
    await refusedThenCleared(page, {
      attempt: () => click(page, "g8"),
      reason: /black/i,
      next: () => toggle(page, "d2"),
    });
    // White's own man picked up, a click on Black's man is the capture tried.
    await click(page, "g1");
    await refusedThenCleared(page, {
      attempt: () => click(page, "g8"),
      reason: /g1|g8|knight/i,
      next: () => toggle(page, "e2"),
    });
    // The keys, from e2 (the last square pressed) up to Black's pawn on e7.
    await refusedThenCleared(page, {
      attempt: async () => {
        await page.focus(BOARD);
        for (let rank = 2; rank < 7; rank++) await page.keyboard.press("ArrowUp");
        await page.keyboard.press("Enter");
      },
      reason: /black/i,
      next: () => page.keyboard.press("ArrowDown"),
    });
    // Nothing was played.
    assert.equal(await page.locator(`${BOARD} .man[data-square="e2"]`).getAttribute("data-kind"), "pawn");
    assert.equal(await page.locator(`${BOARD} .man[data-square="e7"]`).getAttribute("data-kind"), "pawn");
    assert.equal(await page.locator(`${BOARD} .man[data-square="g1"]`).getAttribute("data-kind"), "knight");
    assert.deepEqual(session.errors.map(String), []);
  });
}

test("Four Player: a knight as the first move is refused with the first-move rule", async () => {
  const page = await start("four-player");
  await toActing(page);
  await refusedThenCleared(page, {
    attempt: () => dragMan(page, "g1", "h3"),
    reason: /g1h3: every army's first move is a pawn's/,
    next: () => toggle(page, "f2"),
    shot: "four-player",
  });
  assert.deepEqual(session.errors.map(String), []);
});

test("Carousel: an impossible knight move is refused with the knight's way of moving", async () => {
  const page = await start("carousel");
  await toActing(page);
  const white = (await page.getAttribute(BOARD, "data-rotation")) === "0";
  const [from, to, own] = white ? ["b1", "b3", "e2"] : ["b8", "b6", "e7"];
  await refusedThenCleared(page, {
    attempt: () => dragMan(page, from, to),
    reason: /knight/i,
    next: () => toggle(page, own),
    shot: "carousel",
  });
  assert.deepEqual(session.errors.map(String), []);
});

test("Carousel (phone): a typed move is refused in words that fit how it is written, in view", async () => {
  const page = await start("carousel", PHONE);
  await toActing(page);
  const field = '.move-entry input[name="move"]';
  for (const [typed, reason] of [["Ke5", /"Ke5" is no move here \(write moves like e2e4 or Nf3\)/], ["e2e5", /^e2e5: .*pawn/]]) {
    // The field lies far down the page, under the board and the panel.
    await page.fill(field, typed);
    await page.click(".move-entry button");
    const shown = page.locator(SHOWN);
    await shown.waitFor();
    assert.match(await shown.innerText(), reason);
    const box = await shown.boundingBox();
    assert.ok(box.y > -1 && box.y + box.height < PHONE.height + 1, `the reason is in view: ${JSON.stringify(box)}`);
    await page.locator(field).click();
    await page.waitForSelector(SHOWN, { state: "detached" });
  }
  assert.deepEqual(session.errors.map(String), []);
});

test("The One Sane Man: a move clicked on the board in front is refused with a reason", async () => {
  const page = await start("one-sane-man");
  const front = ".osm-slot.front svg[data-board]";
  await page.waitForSelector(front);
  await refusedThenCleared(page, {
    attempt: () => clickMove(page, "g1", "g3", front),
    reason: /knight/i,
    next: () => toggle(page, "e2", front),
    shot: "one-sane-man",
  });
  await refusedThenCleared(page, {
    attempt: () => dragMan(page, "e2", "e5", front),
    reason: /pawn|e5/i,
    next: () => toggle(page, "d2", front),
  });
  assert.deepEqual(session.errors.map(String), []);
});

test("COIN chess: a refused drag says why", async () => {
  const page = await start("coin");
  await toActing(page);
  await refusedThenCleared(page, {
    attempt: () => dragMan(page, "e2", "e5"),
    reason: /e2|e5|pawn/i,
    next: () => toggle(page, "d2"),
    shot: "coin",
  });
  assert.deepEqual(session.errors.map(String), []);
});

test("COIN chess: a Noble with no move on the board is told to cede, by click and drag", async () => {
  const page = await start("coin");
  await toActing(page);
  // White's pawn move costs the Noble military control; Black cedes, and
  // Black's Peasant moves.
  await dragMan(page, "a2", "a3");
  await page.waitForSelector(`${BOARD} .man[data-square="a3"]`);
  await page.click("button.cede");
  await dragMan(page, "a7", "a6");
  await page.waitForSelector(`${BOARD} .man[data-square="a6"]`);
  // White's Noble has no move on the board: a man pressed says so.
  await refusedThenCleared(page, {
    attempt: () => click(page, "b2"),
    reason: /White Noble has no move on the board this turn: cede/,
    next: () => click(page, "e4"),
    shot: "coin-cede",
  });
  await refusedThenCleared(page, {
    attempt: () => dragMan(page, "b1", "c3"),
    reason: /military control.*cede/,
    next: () => click(page, "e4"),
  });
  // Nothing was played; the cede is still his to make.
  assert.equal(await page.locator(`${BOARD} .man[data-square="b1"]`).getAttribute("data-kind"), "knight");
  assert.equal(await page.locator("button.cede").count(), 1);
  assert.deepEqual(session.errors.map(String), []);
});

test("Crowded House: the queen-side knight moved by the king side's player is refused with the half rule", async () => {
  const page = await start("crowded-house");
  await toActing(page);
  await refusedThenCleared(page, {
    attempt: () => dragMan(page, "b1", "c3"),
    reason: /king side/i,
    next: () => toggle(page, "f2"),
    shot: "crowded-house",
  });
  assert.deepEqual(session.errors.map(String), []);
});

test("Cloak and Dagger: a refused drag says why", async () => {
  const page = await start("cloak-and-dagger");
  await toActing(page);
  await refusedThenCleared(page, {
    attempt: () => dragMan(page, "a2", "a5"),
    reason: /a2|a5/i,
    next: () => toggle(page, "b2"),
    shot: "cloak-and-dagger",
  });
  assert.deepEqual(session.errors.map(String), []);
});
