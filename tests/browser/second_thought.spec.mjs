// A second thought before what cannot be undone. Cloak and Dagger: an
// uncloak asks first, in place of the end-of-turn buttons and naming the man
// from the seat's own view; Escape and "Keep hidden" leave him cloaked, with
// no control below moving; the keyboard lands on the question and a second
// press uncloaks. Four Player: a move taking an ally's man asks beside the
// board; "No" leaves the board as it was, "Yes, take it" captures. One
// browser serves every test, at a phone's size and a tablet's landscape.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { browser, dragMan, fourPlayerSave, serve, squareCentre } from "./harness.mjs";

const DESK = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const SIZES = [["phone", PHONE], ["desk", DESK]];

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

/** Opens game `slug`'s setup on a cleared device at `viewport`. */
async function setupOf(slug, viewport) {
  const { page } = session;
  await page.setViewportSize(viewport);
  // A page load of its own: each table is a build of its own, and a
  // running one loads the page again for another game's table.
  await page.goto("about:blank");
  await page.goto(`${server.url}#/play/${slug}`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForSelector(".setup button.start");
  return page;
}

/** Waits until the keyboard is on the element matching `selector`. */
async function focusOn(page, selector) {
  await page.waitForFunction((selector) => document.activeElement?.matches(selector), selector);
}

/** Where the controls under the step are: they must not move. */
async function controlsBelow(page) {
  return {
    player: await page.locator(".cloak-player").first().boundingBox(),
    share: await page.locator(".shell button.show-record").boundingBox(),
  };
}

test("uncloak asks before it acts, naming the man; Keep hidden and Escape leave him cloaked", async () => {
  for (const [name, size] of SIZES) {
    const page = await setupOf("cloak-and-dagger", size);
    await page.click(".setup button.start");
    // Both keep the usual arrangement; White plays 1. e4.
    for (const step of [".handoff-reveal", "button.arrange-confirm", ".handoff-reveal", "button.arrange-confirm", ".handoff-reveal"]) {
      await page.click(step);
    }
    await page.waitForSelector(".shell-turn.acting");
    await dragMan(page, "e2", "e4");
    await page.waitForSelector(".finish-step button.uncloak");
    const before = await controlsBelow(page);

    // The first press asks, naming checker 4 as White's own view knows him.
    await page.click('button.uncloak[data-number="4"]');
    const asked = page.locator(".finish-step .second-thought");
    await asked.waitFor();
    assert.equal(
      await asked.locator(".second-thought-question").innerText(),
      "Uncloak checker 4, your queen, for good? Everyone will see it.",
    );
    assert.deepEqual(await asked.locator("button").allInnerTexts(), ["Uncloak", "Keep hidden"]);
    await focusOn(page, ".second-thought-go");
    assert.ok(!(await page.locator('button.uncloak[data-number="4"]').isVisible()), "the buttons make way");
    assert.deepEqual(await controlsBelow(page), before, "nothing below moves");
    await page.screenshot({ path: `/tmp/secondthought-uncloak-${name}.png` });

    // Escape keeps him hidden and puts the keyboard back on his button.
    await page.keyboard.press("Escape");
    await asked.waitFor({ state: "detached" });
    await focusOn(page, 'button.uncloak[data-number="4"]');
    assert.deepEqual(await controlsBelow(page), before);

    // So does "Keep hidden"; the king's question says what uncloaking him means.
    await page.click('button.uncloak[data-number="5"]');
    assert.equal(
      await asked.locator(".second-thought-question").innerText(),
      "Uncloak checker 5, your king, for good? Everyone will see it, and your king will follow the rules of check.",
    );
    await page.click(".second-thought-back");
    await asked.waitFor({ state: "detached" });
    assert.equal(await page.locator(".notices li").filter({ hasText: "uncloaked" }).count(), 0, "nothing uncloaked");
    assert.equal(await page.locator("button.uncloak").count(), 8);
    assert.equal(await page.locator(".finish-step .notice, .refusal-slot .notice").count(), 0);

    // From the keyboard: Enter asks, Enter again uncloaks.
    await page.focus('button.uncloak[data-number="4"]');
    await page.keyboard.press("Enter");
    await asked.waitFor();
    await focusOn(page, ".second-thought-go");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".notices li")].some((li) => li.textContent === "White uncloaked checker 4: the queen."),
    );
    assert.equal(await page.locator('button.uncloak[data-number="4"]').count(), 0);
    assert.equal(await page.locator("button.uncloak").count(), 7);

    // A tap answers too: checker 2, the knight, uncloaked by "Uncloak".
    await page.click('button.uncloak[data-number="2"]');
    await page.click(".second-thought-go");
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".notices li")].some((li) => li.textContent === "White uncloaked checker 2: the knight."),
    );
    assert.equal(await page.locator(".finish-step .second-thought").count(), 0);
  }
});

// White's rook on e5 faces Blue's knight on e9; White and Blue are allies
// (White invited, Blue accepted), and it is White's turn.
const move = (from, to) => ({ move: { from, to, promotion: null } });
const ALLIED = fourPlayerSave(5, "3bK4/8/8/14/14/4uN9/uK13/14/13rK/4wR5rN3/14/8/8/3wK4 w 0 0", [
  [0, { propose: "blue" }],
  [0, move("g1", "g2")],
  [1, { accept: "white" }],
  [1, move("a8", "a7")],
  [2, move("g14", "g13")],
  [3, move("n6", "n5")],
]);

/** The army and kind of the man on `square`, as drawn. */
async function manOn(page, square) {
  const man = page.locator(`svg[data-board] g.man[data-square="${square}"]`);
  if ((await man.count()) === 0) return null;
  return `${await man.getAttribute("data-army")} ${await man.getAttribute("data-kind")}`;
}

test("a capture of an ally's man asks first: No leaves the board as it was, Yes captures", async () => {
  for (const [name, size] of SIZES) {
    const page = await setupOf("four-player", size);
    await page.click(".setup details.import summary");
    await page.fill(".setup details.import textarea", ALLIED);
    await page.click('button:text-is("Open this game")');
    await page.click(".handoff-reveal");
    await page.locator('[data-view="white"]').waitFor();
    const board = 'svg[data-board="0"]';
    await page.locator(board).scrollIntoViewIfNeeded();

    await dragMan(page, "e5", "e9", board);
    const asked = page.locator(".refusal-slot .second-thought");
    await asked.waitFor();
    assert.equal(
      await asked.locator(".second-thought-question").innerText(),
      "That takes Blue's knight: Blue is your ally. Take it anyway?",
    );
    await focusOn(page, ".second-thought-go");
    assert.equal(await manOn(page, "e9"), "blue knight", "nothing is taken while it asks");
    assert.equal(await manOn(page, "e5"), "white rook", "the rook is back home");
    await page.screenshot({ path: `/tmp/secondthought-ally-${name}.png` });

    // No: the board as it was, White still to move, the keyboard on the board.
    const log = () => page.locator(".event-log li").allTextContents();
    const moves = await log();
    await page.click(".second-thought-back");
    await asked.waitFor({ state: "detached" });
    assert.equal(await manOn(page, "e9"), "blue knight");
    assert.equal(await manOn(page, "e5"), "white rook");
    assert.equal(await page.locator('[data-view="white"]').count(), 1);
    assert.deepEqual(await log(), moves);
    await focusOn(page, board);

    // Another gesture on the table drops the question: the rook picked up
    // and put down again, playing nothing.
    await dragMan(page, "e5", "e9", board);
    await asked.waitFor();
    const rook = await squareCentre(page, "e5", board);
    await page.mouse.click(rook.x, rook.y);
    await asked.waitFor({ state: "detached" });
    await page.mouse.click(rook.x, rook.y);
    assert.equal(await manOn(page, "e9"), "blue knight");
    assert.deepEqual(await log(), moves);

    // Yes: the knight is taken and the turn passes.
    await dragMan(page, "e5", "e9", board);
    await asked.waitFor();
    await page.click(".second-thought-go");
    await page.locator("#handoff-title").waitFor();
    assert.match(await page.locator("#handoff-title").innerText(), /Blue/);
    assert.equal(await manOn(page, "e9"), "white rook");
    const after = await log();
    assert.match(after[0], /moved the rook from e5 to e9, taking Blue's knight$/, "the newest first");
    // Under the hand-off the log is the public one: the moves, no alliance.
    assert.deepEqual(after.slice(1), moves.filter((line) => line.includes(" moved ")));
  }
});
