// Browser tests of the computer opponent at the standard chess table: its
// Web Worker is fetched only when a computer seat plays, it answers moves
// (slid like a person's), gives hints and its evaluation, and a takeback
// takes back its reply too.
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

async function gameAgainstComputer(page, side, level) {
  await page.goto(server.url + "#/play/standard");
  await page.fill("input[name=white]", "Ann");
  await page.fill("input[name=black]", "Ann");
  await page.selectOption("select[name=opponent]", "computer");
  await page.selectOption("select[name=side]", side);
  await page.selectOption("select[name=level]", level);
  await page.click("form.new-game button[type=submit]");
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e1"]');
}

test("the first load does not fetch the computer player; a game against it does", async () => {
  const session = await open();
  const fetched = recordFetches(session.page);
  await session.page.goto(server.url);
  await session.page.waitForSelector("a[href='#/play/standard'], a[href^='#/play/standard']");
  await session.page.goto(server.url + "#/play/standard");
  await session.page.waitForSelector("form.new-game");
  assert.deepEqual(fetched.filter((path) => path.includes("parlour-worker")), []);
  await gameAgainstComputer(session.page, "black", "Beginner");
  // As Black, the computer (White) moves first.
  await session.page.waitForFunction(() => document.querySelectorAll(".move-list .san").length === 1, null, { timeout: 20_000 });
  assert.ok(fetched.some((path) => path.endsWith("parlour-worker_loader.js")), fetched.join(" "));
  assert.ok(fetched.some((path) => path.endsWith("parlour-worker_bg.wasm")), fetched.join(" "));
  await session.done();
});

test("the computer answers each move with a slide, gives hints and its evaluation, and takebacks skip its reply", async () => {
  const session = await open();
  const page = session.page;
  await gameAgainstComputer(page, "white", "Chess4.5");
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
  await page.waitForFunction(() => document.querySelectorAll(".move-list .san").length === 2, null, { timeout: 20_000 });
  const reply = (await page.locator(".move-list .san").allTextContents())[1];
  assert.match(reply, /^([NBRQK]?[a-h]?[1-8]?x?[a-h][1-8](=[NBRQ])?|O-O(-O)?)[+#]?$/);
  assert.ok((await page.evaluate(() => window.slid)).some((label) => /^black /.test(label)), "the computer's man slid");
  assert.equal(await page.locator(".man[data-army=black]").count(), 16);

  await page.click("button.hint");
  await page.waitForFunction(() => /^Try \S+\.$/.test(document.querySelector(".hint-text")?.textContent ?? ""), null, { timeout: 20_000 });
  await page.check("input.show-evaluation");
  assert.match(await page.locator(".evaluation").textContent(), /^Evaluation: ([+-]\d+\.\d\d|(White|Black) mates in \d+) \(depth \d+, \d+ positions\)$/);

  // A takeback after its reply takes back both moves: Ann is to move again.
  await page.click("button.takeback");
  await page.waitForFunction(() => document.querySelectorAll(".move-list .san").length === 0);
  assert.equal(await page.locator('.man[data-square="e2"]').getAttribute("aria-label"), "white pawn on e2");
  assert.match(await page.locator(".status").textContent(), /Ann to move/);
  // Its game is saved like any other: a reload resumes it against the computer.
  await drag(page, "d2", "d4");
  await page.waitForFunction(() => document.querySelectorAll(".move-list .san").length === 2, null, { timeout: 20_000 });
  await page.reload();
  await page.waitForSelector(".move-list .san");
  assert.equal(await page.locator(".player.black").textContent(), "Computer (Chess 4.5)");
  await drag(page, "c2", "c4");
  await page.waitForFunction(() => document.querySelectorAll(".move-list .san").length === 4, null, { timeout: 20_000 });
  await session.done();
});
