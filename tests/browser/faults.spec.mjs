// Browser tests of faults at the table, on a phone (390x844, touch): no
// tap opens another seat's view; a damaged share link of every game gives a
// message and leaves the page working; a computer seat whose worker cannot
// load, traps or never answers says so, naming the seat, with ways on that
// work; and a WebAssembly trap stops the app with the "Parlour stopped"
// screen, after which the address does not reopen the game by itself.
// One browser for the file; each test opens its own page.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { browser, serve } from "./harness.mjs";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
let server;
let session;
// A second browser, without the service worker, for the tests that route
// the computer player's files: the service worker would answer them from
// its cache, and Playwright's routes never see requests it answers.
let withoutServiceWorker;
before(async () => {
  server = await serve();
  session = await browser(PHONE);
});
after(async () => {
  await withoutServiceWorker?.close();
  await session?.close();
  server?.stop();
});

/** A fresh page on an empty device at `address`; `done()` checks it raised no error, then closes it. */
async function openPage(address, { errorsExpected = false, init = null, serviceWorker = true } = {}) {
  if (!serviceWorker) withoutServiceWorker ??= await browser({ ...PHONE, serviceWorkers: "block" });
  const page = await (serviceWorker ? session : withoutServiceWorker).context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error));
  if (init) await page.addInitScript(init);
  await page.goto(server.url + "#/about");
  await page.evaluate(() => localStorage.clear());
  await page.goto(server.url + address);
  return {
    page,
    errors,
    done: async () => {
      try {
        if (!errorsExpected) assert.deepEqual(errors.map(String), []);
      } finally {
        await page.close();
      }
    },
  };
}

/** Sends a tap to `at` (page pixels in the viewport) as a finger does: down, up. */
async function tap(cdp, at) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: at.x, y: at.y }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

const centre = (box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
const OWN_VIEW = ".shell-play[data-seat]:not(.public)";

/** Taps the hand-off button afresh and waits for the seat's own view. */
async function reveal(page, cdp) {
  await page.waitForSelector(".handoff-reveal");
  await tap(cdp, centre(await page.locator(".handoff-reveal").boundingBox()));
  await page.waitForSelector(OWN_VIEW);
}

/**
 * Moves one of `men` by two quick taps, the man's square then his target,
 * with the target scrolled to where the hand-off button (`button`, its box
 * as last seen at the top of the page) will appear, so that the second
 * tap's click lands on that button once the hand-off is up.
 */
async function tapTapUnderButton(page, cdp, men, button) {
  const squares = await page.locator(men).evaluateAll((list) =>
    list.map((man) => [man.closest("svg[data-board]").dataset.board, man.dataset.square]));
  for (const [board, square] of squares) {
    const svg = page.locator(`svg[data-board="${board}"]`);
    const from = svg.locator(`rect[data-square="${square}"]`);
    await from.scrollIntoViewIfNeeded();
    await tap(cdp, centre(await from.boundingBox()));
    await page.waitForTimeout(60);
    const targets = svg.locator("rect.target");
    if ((await targets.count()) === 0) {
      await tap(cdp, centre(await from.boundingBox()));
      continue;
    }
    const target = targets.first();
    const box = await target.boundingBox();
    await page.evaluate((dy) => window.scrollBy(0, dy), centre(box).y - centre(button).y);
    const at = centre(await target.boundingBox());
    assert.ok(Math.abs(at.y - centre(button).y) < box.height, "the target lies where the button will be");
    assert.ok(at.x > button.x && at.x < button.x + button.width, "and within its width");
    await tap(cdp, at);
    return;
  }
  assert.fail("no man could move");
}

/** Asserts that the hand-off stays up, with no seat's view, until a press of its own. */
async function handOffHolds(page, cdp) {
  await page.waitForSelector(".handoff");
  await page.waitForTimeout(700);
  assert.equal(await page.locator(OWN_VIEW).count(), 0, "no seat's view without its own press");
  const top = await page.evaluate(() => window.scrollY);
  assert.equal(top, 0, "the hand-off opens at its top");
  const button = await page.locator(".handoff-reveal").boundingBox();
  assert.ok(button.y + button.height <= 844, "its button is in view");
  await reveal(page, cdp);
}

const TAP_GAMES = [
  {
    name: "Four Player",
    slug: "four-player",
    men: 'svg[data-board] g.man[data-army="white"]',
  },
  {
    name: "Carousel",
    slug: "carousel",
    men: 'svg[data-board] g.man[data-army="white"]',
  },
  {
    name: "Cloak and Dagger",
    slug: "cloak-and-dagger",
    men: 'svg[data-board] g.man[data-army="white"]',
  },
];

for (const game of TAP_GAMES) {
  test(`${game.name}: a tap-tap move on a phone never opens the next seat's view without its own press`, async () => {
    const { page, done } = await openPage(`#/play/${game.slug}`);
    const cdp = await session.context.newCDPSession(page);
    await page.tap(".setup button.start");
    await page.waitForSelector(".handoff-reveal");
    const button = await page.locator(".handoff-reveal").boundingBox();
    // Through the first looks (games that deal secrets) and the
    // arrangements (Cloak and Dagger), each with a fresh press, until a
    // seat may move a man.
    for (let step = 0; step < 8; step += 1) {
      if (await page.locator(".handoff").count()) await reveal(page, cdp);
      if (await page.locator(`${OWN_VIEW} rect.target, ${OWN_VIEW} .shell-turn.acting`).count()
        && !(await page.locator("button.arrange-confirm").count())
        && await page.locator(game.men).count()) break;
      if (await page.locator("button.arrange-confirm").count()) {
        await page.tap("button.arrange-confirm");
        await page.waitForSelector(".handoff");
      } else if (await page.locator("button.hide-view").count()) {
        // The last to look may be the first to move (Carousel draws the
        // first player): that person keeps the device, with no hand-off.
        await page.tap("button.hide-view");
        await page.waitForSelector(`.handoff, ${OWN_VIEW} .shell-turn.acting`);
      } else {
        await page.waitForSelector(".handoff");
      }
    }
    const mover = await page.getAttribute(OWN_VIEW, "data-seat");
    await tapTapUnderButton(page, cdp, `${OWN_VIEW} ${game.men}`, button);
    if (await page.locator("button.end-turn").count()) await page.tap("button.end-turn");
    await page.waitForSelector(".handoff");
    await handOffHolds(page, cdp);
    assert.notEqual(await page.getAttribute(OWN_VIEW, "data-seat"), mover, "the next seat's view, after its press");
    await cdp.detach();
    await done();
  });
}

test("Four Player: a key held from before the hand-off showed does not open it; Enter pressed afresh does", async () => {
  const { page, done } = await openPage("#/play/four-player");
  await page.click(".setup button.start");
  await page.click(".handoff-reveal");
  await page.waitForSelector('[data-view="white"]');
  // The move typed, its Enter held down: the hand-off comes up with the
  // keyboard on its button while the key repeats there.
  await page.fill('input[name="typed-action"]', "f2f3");
  await page.focus('input[name="typed-action"]');
  await page.keyboard.down("Enter");
  await page.waitForSelector(".handoff");
  assert.equal(await page.evaluate(() => document.activeElement?.className), "handoff-reveal");
  await page.keyboard.down("Enter");
  await page.keyboard.down("Enter");
  await page.keyboard.up("Enter");
  await page.waitForTimeout(300);
  assert.equal(await page.locator(OWN_VIEW).count(), 0, "the held key opened nothing");
  await page.keyboard.press("Enter");
  await page.waitForSelector('[data-view="blue"]');
  await done();
});

/** Chess against a computer at `level` holding Black, Ann moving e2-e4 first. */
async function chessAgainstComputer(page, level) {
  await page.waitForSelector(".setup");
  const row = page.locator('.seat-row[data-seat="1"]');
  await row.locator('.segment:text-is("Computer")').click();
  await row.locator(`.segment:text-is("${level}")`).click();
  await page.click(".setup button.start");
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e2"]');
  await clickSquares(page, "e2", "e4");
}

/** Clicks two squares of the first board, as a move. */
async function clickSquares(page, from, to) {
  for (const square of [from, to]) {
    const rect = page.locator(`svg[data-board="0"] rect[data-square="${square}"]`);
    await rect.scrollIntoViewIfNeeded();
    await rect.click();
  }
}

const sans = (page) => page.locator(".move-list .san").count();

test("a computer seat whose worker cannot load says so, naming the seat; a person may take the seat and play on", async () => {
  const { page, done } = await openPage("#/play/standard", { serviceWorker: false });
  await page.route("**/parlour-worker*", (route) => route.abort());
  await chessAgainstComputer(page, "Beginner");
  const problem = page.locator(".computer-problem");
  await problem.waitFor({ timeout: 15_000 });
  assert.match(await problem.innerText(), /Black .*Computer \(Beginner\).* cannot play: the computer player could not be loaded/);
  assert.equal(await problem.locator(".computer-weaker").count(), 0, "no level below Beginner");
  assert.doesNotMatch(await page.locator(".shell-turn").innerText(), /thinking/, "a computer that failed is not said to think");
  await page.screenshot({ path: "/tmp/parlour-computer-problem-390.png" });
  // Trying again tries a fresh worker, which fails the same way.
  await problem.locator(".computer-retry").click();
  await page.waitForSelector(".computer-problem");
  await page.locator(".computer-problem .computer-to-person").click();
  assert.equal(await page.locator(".computer-problem").count(), 0);
  await page.waitForFunction(() => /Black/.test(document.querySelector(".shell-turn")?.textContent));
  await clickSquares(page, "e7", "e5");
  await page.waitForFunction(() => document.querySelectorAll(".move-list .san").length === 2);
  assert.equal(await sans(page), 2, "Black's move, by the person now holding the seat");
  await done();
});

// A worker whose wasm traps on every request: a module whose one function
// is `unreachable`, called when a request comes.
const TRAPPING_WORKER = `
const trap = new WebAssembly.Instance(new WebAssembly.Module(new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 7, 5, 1, 1, 102, 0, 0, 10, 5, 1, 3, 0, 0, 11,
]))).exports.f;
self.onmessage = () => trap();
self.postMessage("ready");
`;

test("a computer seat whose worker traps says so; trying again with a working worker plays on", async () => {
  const { page, done } = await openPage("#/play/standard", { serviceWorker: false });
  await page.route("**/parlour-worker_loader.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: TRAPPING_WORKER }));
  await chessAgainstComputer(page, "Beginner");
  const problem = page.locator(".computer-problem");
  await problem.waitFor({ timeout: 15_000 });
  assert.match(await problem.innerText(), /Black .* cannot play: the computer player stopped \(.*unreachable.*\)/i);
  await page.unrouteAll();
  await problem.locator(".computer-retry").click();
  await page.waitForFunction(() => document.querySelectorAll(".move-list .san").length === 2, null, { timeout: 20_000 });
  assert.equal(await page.locator(".computer-problem").count(), 0);
  await done();
});

test("a computer seat that never answers is reported past its time; a weaker level plays on", async () => {
  const { page, errors, done } = await openPage("#/play/standard", { serviceWorker: false, errorsExpected: true });
  // A worker that never says it listens: its wasm is no wasm.
  await page.route("**/parlour-worker*.wasm", (route) =>
    route.fulfill({ contentType: "application/wasm", body: "not wasm" }));
  const asked = Date.now();
  await chessAgainstComputer(page, "Casual");
  const late = page.locator(".computer-late");
  await late.waitFor({ timeout: 20_000 });
  assert.ok(Date.now() - asked > 8_000, "not before its time and margin");
  assert.match(await late.innerText(), /Black .*Computer \(Casual\).* is taking long/);
  await page.screenshot({ path: "/tmp/parlour-computer-late-390.png" });
  await page.unrouteAll();
  await late.locator(".computer-weaker").click();
  await page.waitForFunction(() => document.querySelectorAll(".move-list .san").length === 2, null, { timeout: 20_000 });
  assert.equal(await page.locator(".computer-late, .computer-problem").count(), 0);
  // The only error is the worker's own: its wasm would not compile.
  assert.deepEqual(errors.map(String).filter((error) => !/CompileError/.test(error)), []);
  await done();
});

/** Keeps the app's wasm exports in `window.parlourWasm` once it starts. */
function keepWasm() {
  addEventListener("TrunkApplicationStarted", (event) => {
    window.parlourWasm = event.detail.wasm;
  });
}

/** A real WebAssembly trap in the app's module, outside any handler of its own. */
const trapTheApp = (page) => page.evaluate(() => {
  setTimeout(() => window.parlourWasm.__wbindgen_malloc(0xfffffff0, 8));
});

const savedKeys = (page) => page.evaluate(() =>
  Object.keys(localStorage).filter((key) => key.startsWith("parlour.save.")));

test("a trap stops the app with a screen that says the game is kept; the address does not reopen it by itself", async () => {
  const { page, done } = await openPage("#/play/four-player", { errorsExpected: true, init: keepWasm });
  await page.click(".setup button.start");
  await page.click(".handoff-reveal");
  await page.fill('input[name="typed-action"]', "f2f3");
  await page.press('input[name="typed-action"]', "Enter");
  await page.waitForSelector(".handoff");
  const saves = await savedKeys(page);
  assert.equal(saves.length, 1);
  const address = await page.evaluate(() => location.hash);
  await trapTheApp(page);
  const crash = page.locator("#crash");
  await crash.waitFor();
  assert.match(await crash.innerText(), /Parlour stopped[\s\S]*saved up to its last action/);
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains("crash-reload")), true);
  await page.screenshot({ path: "/tmp/parlour-crash-390.png" });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: "/tmp/parlour-crash-1024.png" });
  await page.setViewportSize(PHONE.viewport);

  // Reloading does not open the game straight into the same fault.
  await crash.locator(".crash-reload").click();
  await page.waitForSelector(".crashed-before");
  assert.equal(await page.evaluate(() => location.hash), address, "the address still names the save");
  assert.equal(await page.locator(".handoff, .shell").count(), 0, "the game is not opened");
  assert.deepEqual(await savedKeys(page), saves, "the save is kept");
  await page.screenshot({ path: "/tmp/parlour-crashed-before-390.png" });
  await page.click(".crashed-before .crash-open");
  await page.waitForSelector(".handoff");
  assert.match(await page.locator("#handoff-title").innerText(), /Blue/, "the game as it was saved");

  // Stopped again: the saved games are one press away, the game among them.
  await trapTheApp(page);
  await crash.waitFor();
  await crash.locator(".crash-saved").click();
  await page.waitForSelector('.saved-game[data-game="four-player"]');
  assert.deepEqual(await savedKeys(page), saves);
  await done();
});

/** Ways to damage a save's JSON, each as a share link would carry it. */
const DAMAGES = {
  "arrays cut short": (save) => {
    const cut = (value) => {
      if (Array.isArray(value)) return value.slice(0, Math.floor(value.length / 2)).map(cut);
      if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cut(v)]));
      return value;
    };
    save.table.start = cut(save.table.start);
  },
  "numbers out of range": (save) => {
    const big = (value) => {
      if (Array.isArray(value)) return value.map(big);
      if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, big(v)]));
      return Number.isInteger(value) ? 4_000_000 + value : value;
    };
    save.table.start = big(save.table.start);
  },
  "seats held by nobody": (save) => {
    save.table.sitting.holders = save.table.sitting.holders.map(() => 99);
  },
  "an action of nothing": (save) => {
    save.table.actions = [[0, 12345]];
  },
};

const ALL_GAMES = ["standard", "four-player", "carousel", "one-sane-man", "coin", "crowded-house", "cloak-and-dagger"];

for (const slug of ALL_GAMES) {
  test(`${slug}: a damaged share link gives a message, and the page and the lobby still work`, async () => {
    const { page, errors, done } = await openPage(`#/play/${slug}`);
    await page.click(".setup button.start");
    await page.waitForFunction(() => /[?&]save=/.test(location.hash));
    const [key] = await savedKeys(page);
    const text = await page.evaluate((key) => localStorage.getItem(key), key);
    const damages = Object.entries(DAMAGES);
    if (slug === "one-sane-man") {
      // The ring's boards and stockpiles cut short.
      damages.push(["boards and stockpiles cut short", (save) => {
        const start = save.table.start;
        for (const name of ["boards", "stockpiles"]) {
          if (Array.isArray(start[name])) start[name] = start[name].slice(0, 1);
        }
      }]);
    }
    const refused = [];
    for (const [damage, apply] of damages) {
      const save = JSON.parse(text);
      apply(save);
      await page.goto("about:blank");
      await page.goto(`${server.url}#/play/${slug}?shared=${encodeURIComponent(JSON.stringify(save))}`);
      // Some damage leaves a game the rules accept (an empty game's arrays
      // cut short): then the table opens it; otherwise a message says why.
      const alert = page.locator('[role=alert]:has-text("The shared game cannot be opened")');
      await page.waitForSelector('[role=alert]:has-text("The shared game cannot be opened"), #crash, .handoff, .shell-play');
      assert.equal(await page.locator("#crash").count(), 0, `${damage}: Parlour stopped`);
      if (await alert.count()) {
        refused.push(damage);
        assert.ok((await alert.innerText()).length > "The shared game cannot be opened.".length, `${damage}: says why`);
      }
      assert.deepEqual(errors.map(String), [], damage);
      await page.click('nav a[href="#/"]');
      await page.waitForSelector(".game-list");
    }
    assert.ok(refused.includes("an action of nothing"), `an action no game has is refused: ${refused}`);
    assert.ok(refused.includes("seats held by nobody"), `seats held by nobody are refused: ${refused}`);
    await done();
  });
}
