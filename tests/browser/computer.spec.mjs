// Browser tests of a computer seat at the chess table (the shared table's
// computer seats): its Web Worker is fetched only when a computer seat
// plays, it answers moves (slid like a person's), gives hints and its
// evaluation, a takeback takes back its reply too, and a reload resumes
// the game against it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { dragMan as drag, freshBrowsers } from "./harness.mjs";

const { server, open } = freshBrowsers({ viewport: { width: 1024, height: 768 } });

/** Notes every script and wasm file the page fetches. */
function recordFetches(page) {
  const fetched = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  return fetched;
}

/** Ann alone against the computer at `level`, Ann playing `side`. */
async function gameAgainstComputer(page, side, level) {
  await page.goto(server.url + "#/play/standard");
  await page.click('.segmented[aria-label="How many people"] .segment:text-is("1")');
  await page.locator(".name-input").nth(0).fill("Ann");
  const [mine, theirs] = side === "white" ? [0, 1] : [1, 0];
  await page.click(`.seat-row[data-seat="${mine}"] .segment:text-is("Ann")`);
  await page.click(`.seat-row[data-seat="${theirs}"] .segment:text-is("Computer")`);
  await page.click(`.seat-row[data-seat="${theirs}"] .segment:text-is("${level}")`);
  await page.click(".setup button.start");
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e1"]');
}

const sanCount = (page, count) =>
  page.waitForFunction((n) => document.querySelectorAll(".move-list .san").length === n, count, { timeout: 20_000 });

test("the first load does not fetch the computer player; a game against it does", async () => {
  const session = await open();
  const fetched = recordFetches(session.page);
  await session.page.goto(server.url);
  await session.page.waitForSelector("a[href='#/play/standard']");
  await session.page.goto(server.url + "#/play/standard");
  await session.page.waitForSelector(".setup .seat-row");
  assert.deepEqual(fetched.filter((path) => path.includes("parlour-worker")), []);
  await gameAgainstComputer(session.page, "black", "Beginner");
  // Ann plays Black: the board is turned for her, and the computer (White)
  // moves first.
  assert.equal(await session.page.locator('svg[data-board="0"]').getAttribute("data-rotation"), "180");
  await sanCount(session.page, 1);
  assert.ok(fetched.some((path) => path.endsWith("parlour-worker_loader.js")), fetched.join(" "));
  assert.ok(fetched.some((path) => path.endsWith("parlour-worker_bg.wasm")), fetched.join(" "));
  await session.done();
});

test("seats drawn at random give the computer one side and Ann the other", async () => {
  const session = await open();
  const page = session.page;
  await page.goto(server.url + "#/play/standard");
  await page.click('.segmented[aria-label="How many people"] .segment:text-is("1")');
  await page.locator(".name-input").nth(0).fill("Ann");
  await page.click('button.toggle:has(.toggle-label:text-is("Seats drawn at random"))');
  await page.click(".setup button.start");
  await page.waitForSelector(".players .player.black");
  const players = [await page.locator(".player.white").textContent(), await page.locator(".player.black").textContent()];
  assert.deepEqual([...players].sort(), ["Ann", "Computer (Club)"]);
  await session.done();
});

test("the computer answers each move with a slide, gives hints and its evaluation, and takebacks skip its reply", async () => {
  const session = await open();
  const page = session.page;
  // Every sound is an oscillator: count them (before the app's module
  // binds the browser's functions).
  await page.addInitScript(() => {
    window.tones = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function () { window.tones += 1; return create.call(this); };
  });
  await gameAgainstComputer(page, "white", "Chess 4.5");
  assert.equal(await page.locator(".player.black").textContent(), "Computer (Chess 4.5)");
  assert.equal(await page.locator('svg[data-board="0"]').getAttribute("data-rotation"), "0");
  // Every man's slide goes through Element.animate: note whose.
  await page.evaluate(() => {
    window.slid = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...args) {
      window.slid.push(this.getAttribute("aria-label"));
      return animate.apply(this, args);
    };
  });
  await drag(page, "e2", "e4");
  await page.waitForSelector(".shell-turn.thinking");
  const tonesAfterAnn = await page.evaluate(() => window.tones);
  assert.ok(tonesAfterAnn > 0, "Ann's move sounds");
  await sanCount(page, 2);
  const reply = (await page.locator(".move-list .san").allTextContents())[1];
  assert.match(reply, /^([NBRQK]?[a-h]?[1-8]?x?[a-h][1-8](=[NBRQ])?|O-O(-O)?)[+#]?$/);
  await page.waitForFunction(() => window.slid.some((label) => /^black /.test(label)));
  assert.ok((await page.evaluate(() => window.tones)) > tonesAfterAnn, "the computer's move sounds");
  assert.equal(await page.locator(".man[data-army=black]").count(), 16);

  await page.click("button.hint");
  await page.waitForFunction(() => /^Hint: \S+( \(.*\))?\.$/.test(document.querySelector(".hint-text")?.textContent ?? ""), null, { timeout: 20_000 });
  // The move is marked on the board, from a white man.
  const from = await page.locator(".suggested-arrow").getAttribute("data-from");
  assert.equal(await page.locator(`.man[data-square="${from}"]`).getAttribute("data-army"), "white");
  await page.click('button.toggle:has(.toggle-label:text-is("Show the computer\'s evaluation"))');
  assert.match(await page.locator(".evaluation").textContent(), /^Evaluation: ([+-]\d+\.\d\d|(White|Black) mates in \d+) \(depth \d+, \d+ positions\)$/);

  // A takeback after its reply takes back both moves: Ann is to move again.
  await page.click("button.takeback");
  await sanCount(page, 0);
  assert.equal(await page.locator('.man[data-square="e2"]').getAttribute("aria-label"), "white pawn on e2");
  assert.match(await page.locator(".shell-turn").textContent(), /White · Ann/);
  // Its game is saved like any other: a reload resumes it against the computer.
  await drag(page, "d2", "d4");
  await sanCount(page, 2);
  await page.reload();
  await page.waitForSelector(".move-list .san");
  assert.equal(await page.locator(".player.black").textContent(), "Computer (Chess 4.5)");
  // While it thinks, Ann's decisions and the Hint button keep their
  // places, shut, so the table's buttons below them do not move.
  const layout = () => page.evaluate(() => ({
    thinking: document.querySelector(".shell-turn").matches(".thinking") && /is thinking/.test(document.querySelector(".shell-turn").textContent),
    shut: [...document.querySelectorAll("button.offer-draw, button.resign, button.hint")].map((b) => b.disabled),
    exportAt: document.querySelector("button.show-record").getBoundingClientRect().y + window.scrollY,
  }));
  const acting = await layout();
  assert.deepEqual(acting.shut, [false, false, false]);
  await drag(page, "c2", "c4");
  await page.waitForSelector(".shell-turn.thinking");
  const thinking = await layout();
  assert.ok(thinking.thinking, "the snapshot was taken while it thought (its pace is Steady)");
  assert.deepEqual(thinking.shut, [true, true, true]);
  assert.equal(thinking.exportAt, acting.exportAt);
  await sanCount(page, 4);
  assert.deepEqual((await layout()).shut, [false, false, false]);
  await session.done();
});
