// Browser tests of the board component and standard chess on the shared
// table. Each test opens its own fresh browser (harness.freshBrowsers) on
// the one server this file starts; every page error fails the test.
import { test } from "node:test";
import assert from "node:assert/strict";
import { clickMove as clickClick, dragMan as drag, freshBrowsers, inView, squareCentre as centre } from "./harness.mjs";

const VIEWPORT = { width: 1024, height: 768 };
const { server, open } = freshBrowsers({ viewport: VIEWPORT });

/** Sets a stepper of the setup screen to `value` with its buttons. */
async function step(page, label, value) {
  const stepper = page.locator(`.stepper[aria-label="${label}"]`);
  for (;;) {
    const now = Number(await stepper.locator('output').textContent());
    if (now === value) return;
    await stepper.locator(`button[aria-label="${now > value ? 'less' : 'more'}: ${label}"]`).click();
  }
}

/** Opens the setup screen (after any game) and starts Ann v Bob. */
async function newGame(session, options = {}) {
  const page = session.page;
  if (await page.locator('.shell button:text-is("New game")').count()) await page.click('.shell button:text-is("New game")');
  else await page.goto(server.url + '#/play/standard');
  await page.locator('.name-input').nth(0).fill('Ann');
  await page.locator('.name-input').nth(1).fill('Bob');
  if (options.number !== undefined) {
    await page.click('.segment:text-is("Chess960 by number")');
    await page.fill('input.chess960-number', String(options.number));
  }
  if (options.minutes !== undefined) {
    await page.click('button.toggle:has(.toggle-label:text-is("Clock"))');
    await step(page, 'Minutes each', options.minutes);
    await step(page, 'Seconds added a move', options.increment ?? 0);
  }
  await page.click('.setup button.start');
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e1"], svg[data-board="0"] .man[data-square="g1"]');
  return page;
}

const FOOLS_MATE = [['f2', 'f3'], ['e7', 'e5'], ['g2', 'g4'], ['d8', 'h4']];

async function assertFoolsMate(page) {
  await page.waitForSelector('.game-over-reason:text-is("Black wins by checkmate")');
  const sans = await page.locator('.move-list .san').allTextContents();
  assert.deepEqual(sans, ['f3', 'e5', 'g4', 'Qh4#']);
  const queen = page.locator('svg .man[data-square="h4"]');
  assert.equal(await queen.getAttribute('data-kind'), 'queen');
  assert.equal(await queen.getAttribute('data-army'), 'black');
  assert.equal(await queen.getAttribute('aria-label'), 'black queen on h4');
  assert.match(await page.locator('rect[data-square="e1"]').getAttribute('class'), /check/);
}

test("Fool's mate by mouse drag", async () => {
  const session = await open();
  const page = await newGame(session);
  for (const [from, to] of FOOLS_MATE) await drag(page, from, to);
  await assertFoolsMate(page);
  assert.match(await page.locator('[data-announce="0"]').textContent(), /black queen d8 to h4, check/);
  // Men let go of lose the dragging look, so their next moves slide again.
  await page.waitForFunction(() => !document.querySelector('.men .man.dragging'));
  await session.done();
});

test("Fool's mate by clicks", async () => {
  const session = await open();
  const page = await newGame(session);
  for (const [from, to] of FOOLS_MATE) await clickClick(page, from, to);
  await assertFoolsMate(page);
  await session.done();
});

test("Fool's mate by keyboard", async () => {
  const session = await open();
  const page = await newGame(session);
  await page.focus('svg[data-board="0"]');
  // The first key puts the cursor on a1 (bottom left with White below).
  await page.keyboard.press('ArrowRight');
  const cursor = { file: 0, rank: 0 };
  async function goTo(square) {
    const file = square.charCodeAt(0) - 97;
    const rank = Number(square.slice(1)) - 1;
    while (cursor.file < file) { await page.keyboard.press('ArrowRight'); cursor.file++; }
    while (cursor.file > file) { await page.keyboard.press('ArrowLeft'); cursor.file--; }
    while (cursor.rank < rank) { await page.keyboard.press('ArrowUp'); cursor.rank++; }
    while (cursor.rank > rank) { await page.keyboard.press('ArrowDown'); cursor.rank--; }
    await page.keyboard.press('Enter');
  }
  for (const [from, to] of FOOLS_MATE) { await goTo(from); await goTo(to); }
  await assertFoolsMate(page);
  await session.done();
});

test("Fool's mate by touch", async () => {
  const session = await open();
  const page = await newGame(session);
  const cdp = await session.context.newCDPSession(page);
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  for (const [from, to] of FOOLS_MATE) {
    const a = await centre(page, from);
    const b = await centre(page, to);
    await touch('touchStart', a);
    for (let i = 1; i <= 5; i++) await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 5, y: a.y + ((b.y - a.y) * i) / 5 });
    await touch('touchEnd');
  }
  await assertFoolsMate(page);
  await session.done();
});

test('a man moved by clicks keeps his element and his place among the men, and slides', async () => {
  const session = await open();
  const page = await newGame(session);
  const knight = await page.locator('svg .man[data-square="g1"]').elementHandle();
  const place = () => knight.evaluate((man) => [...man.parentNode.children].indexOf(man));
  const before = await place();
  // Watches, from before each move, for the man's paths to be drawn on
  // his new square, and notes the animations running on him then.
  const watch = () => knight.evaluate((man) => {
    const home = man.querySelector('path').getAttribute('d');
    window.slideSeen = null;
    const look = () => {
      if (man.querySelector('path').getAttribute('d') === home) {
        requestAnimationFrame(look);
        return;
      }
      window.slideSeen = man.getAnimations({ subtree: true })
        .map((a) => a.effect.getKeyframes().map((k) => k.transform));
    };
    requestAnimationFrame(look);
  });
  const seen = async () => {
    await page.waitForFunction(() => window.slideSeen !== null, null, { timeout: 10_000 });
    return page.evaluate(() => window.slideSeen);
  };
  await watch();
  await clickClick(page, 'g1', 'f3');
  // Drawn on f3 at once, he slides in from g1: a square (100 units) to the
  // right and two below.
  assert.deepEqual(await seen(), [['translate(100px, 200px)', 'none']]);
  assert.equal(await place(), before);
  assert.equal(await knight.getAttribute('aria-label'), 'white knight on f3');

  // Turning the board puts every man in his new place at once.
  await knight.evaluate((man) => Promise.all(man.getAnimations().map((a) => a.finished)));
  await watch();
  await page.click('details.board-settings summary');
  await page.click('.segment:text-is("Black")');
  assert.deepEqual(await seen(), [], 'no slide when the board turns');
  assert.equal(await page.locator('svg[data-board="0"]').getAttribute('data-rotation'), '180');

  // A reader who asked for less motion sees him jump.
  await clickClick(page, 'e7', 'e5');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await watch();
  await clickClick(page, 'f3', 'e5');
  assert.deepEqual(await seen(), []);
  assert.equal(await knight.getAttribute('aria-label'), 'white knight on e5');
  await session.done();
});

test('stepping through the moves shows past positions; the board returns to the game', async () => {
  const session = await open();
  const page = await newGame(session);
  for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['g1', 'f3']]) await drag(page, from, to);
  await page.waitForSelector('.move-list .san:text-is("Nf3")');
  await page.click('.move-list .san[data-ply="1"]');
  await page.waitForSelector('svg .man[data-square="e7"]');
  assert.equal(await page.locator('svg .man[data-square="g1"]').getAttribute('data-kind'), 'knight');
  assert.equal(await page.locator('svg .man[data-square="e4"]').getAttribute('data-kind'), 'pawn');
  await drag(page, 'd7', 'd5');
  assert.equal(await page.locator('.move-list .san').count(), 3, 'no move on a past position');
  await page.click('.move-list button.live');
  await page.waitForSelector('svg .man[data-square="f3"]');
  await drag(page, 'b8', 'c6');
  await page.waitForSelector('.move-list .san:text-is("Nc6")');
  await session.done();
});

test('draw offers, their acceptance, and resigning', async () => {
  const session = await open();
  let page = await newGame(session);
  // Two people at one device: the board's choices name no side of "mine",
  // and White stays at the bottom.
  await page.click('details.board-settings summary');
  const sides = '.board-settings [aria-label="Which side is at the bottom of the board"] .segment';
  assert.deepEqual(await page.$$eval(sides, (all) => all.map((s) => s.textContent)), ['White', 'Black', 'Whoever is to move']);
  assert.equal(await page.getAttribute(`${sides}:text-is("White")`, 'aria-checked'), 'true');
  await page.click('.turn-bar button.offer-draw');
  await page.waitForSelector('.notices li:text-is("White offers a draw.")');
  assert.equal(await page.innerText('.draw-offer'), 'You offered a draw: Bob may accept it, or decline it by moving.');
  await drag(page, 'e2', 'e4');
  await page.waitForSelector('.move-list .san:text-is("e4")');
  // The decisions and the table's buttons are in view without scrolling.
  for (const button of ['button.accept-draw', 'button.resign', 'button.takeback', 'button.show-record', 'button:text-is("New game")']) {
    await inView(page, `.shell ${button}`);
  }
  // The offer stays in words for the player it was made to.
  assert.equal(await page.innerText('.draw-offer'), 'Ann offers a draw: accept it, or make a move to decline it.');
  await page.click('.turn-bar button.accept-draw');
  await page.waitForSelector('.game-over-reason:text-is("draw agreed")');
  page = await newGame(session);
  await drag(page, 'e2', 'e4');
  await page.waitForSelector('.move-list .san:text-is("e4")');
  await page.click('.turn-bar button.resign');
  await page.waitForSelector('.game-over-reason:text-is("Black resigned")');
  // Its replay opens at the top of the page with the keys on it, and says
  // nothing of whose secrets it shows (chess has none).
  await page.click('button.show-replay');
  await page.waitForSelector('.replay-at');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.deepEqual(await page.evaluate(() => [window.scrollY, document.getElementById('main').scrollTop, document.activeElement.classList.contains('replay')]), [0, 0, true]);
  assert.equal(await page.locator('.replay-whose').count(), 0);
  await session.done();
});

test('an illegal drop snaps back and plays nothing', async () => {
  const session = await open();
  const page = await newGame(session);
  await drag(page, 'e2', 'e5');
  await page.waitForTimeout(300);
  assert.equal(await page.locator('svg .man[data-square="e2"]').getAttribute('data-kind'), 'pawn');
  assert.equal(await page.locator('svg .man[data-square="e5"]').count(), 0);
  assert.equal(await page.locator('.move-list .san').count(), 0);
  assert.match(await page.locator('[data-announce="0"]').textContent(), /Illegal move/);
  const home = await page.locator('svg .man[data-square="e3"]').count();
  assert.equal(home, 0);
  // Drawn back on e2: no drag offset left, his drawing inside the square.
  const man = page.locator('svg .man[data-square="e2"]');
  assert.equal(await man.getAttribute('style'), null);
  const drawn = await man.boundingBox();
  const square = await page.locator('svg rect[data-square="e2"]').boundingBox();
  assert.ok(drawn.x >= square.x && drawn.x + drawn.width <= square.x + square.width, `${JSON.stringify(drawn)} in ${JSON.stringify(square)}`);
  assert.ok(drawn.y >= square.y && drawn.y + drawn.height <= square.y + square.height, `${JSON.stringify(drawn)} in ${JSON.stringify(square)}`);
  await session.done();
});

test('castling: standard by dragging the king two squares, Chess960 onto the rook', async () => {
  const session = await open();
  let page = await newGame(session);
  for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['g1', 'f3'], ['b8', 'c6'], ['f1', 'c4'], ['g8', 'f6']]) await drag(page, from, to);
  await drag(page, 'e1', 'g1');
  await page.waitForSelector('.move-list .san:text-is("O-O")');
  assert.equal(await page.locator('svg .man[data-square="f1"]').getAttribute('data-kind'), 'rook');
  page = await newGame(session, { number: 0 });
  assert.match(await page.locator('.players').innerText(), /Chess960 #0/);
  for (const [from, to] of [['e1', 'f3'], ['h7', 'h6'], ['f1', 'e1'], ['a7', 'a6']]) await drag(page, from, to);
  await drag(page, 'g1', 'h1');
  await page.waitForSelector('.move-list .san:text-is("O-O")');
  assert.equal(await page.locator('svg .man[data-square="g1"]').getAttribute('data-kind'), 'king');
  assert.equal(await page.locator('svg .man[data-square="f1"]').getAttribute('data-kind'), 'rook');
  await session.done();
});

test('promotion picker offers four kinds and promotes to the one chosen', async () => {
  const session = await open();
  const page = await newGame(session);
  for (const [from, to] of [['h2', 'h4'], ['g7', 'g5'], ['h4', 'g5'], ['h7', 'h6'], ['g5', 'h6'], ['f8', 'g7'], ['h6', 'g7'], ['a7', 'a6']]) await drag(page, from, to);
  await drag(page, 'g7', 'h8');
  const choices = page.locator('.promotion-choice');
  assert.equal(await choices.count(), 4);
  const knight = await page.locator('.promotion-choice[data-kind="knight"] rect').boundingBox();
  await page.mouse.click(knight.x + knight.width / 2, knight.y + knight.height / 2);
  await page.waitForSelector('.move-list .san:text-is("gxh8=N")');
  assert.equal(await page.locator('svg .man[data-square="h8"]').getAttribute('data-kind'), 'knight');
  await session.done();
});

test('reload restores the game; a corrupt save is reported and the others survive', async () => {
  const session = await open();
  const page = await newGame(session);
  await drag(page, 'e2', 'e4');
  await page.waitForSelector('.move-list .san:text-is("e4")');
  await page.evaluate(() => localStorage.setItem('parlour.save.standard-1', '{broken'));
  await page.reload();
  // The address names the saved game: the reload reopens it.
  await page.waitForSelector('.move-list .san:text-is("e4")');
  assert.equal(await page.locator('svg .man[data-square="e4"]').getAttribute('data-kind'), 'pawn');
  await page.goto(server.url + '#/saved');
  await page.waitForSelector('.saved-game[data-game="standard"]');
  assert.equal(await page.locator('.saved-game[data-game="standard"]').count(), 1);
  assert.match(await page.locator('.saved-game.unreadable').textContent(), /cannot be opened/);
  await page.click('.saved-game[data-game="standard"] a:text-is("Resume")');
  await page.waitForSelector('.move-list .san:text-is("e4")');
  assert.equal(await page.locator('svg .man[data-square="e4"]').getAttribute('data-kind'), 'pawn');
  await drag(page, 'e7', 'e5');
  await page.waitForSelector('.move-list .san:text-is("e5")');
  await session.done();
});

test('a browser that will not store the game says so, and play goes on', async () => {
  const session = await open();
  const page = await newGame(session);
  await drag(page, 'e2', 'e4');
  await page.waitForSelector('.move-list .san:text-is("e4")');
  await page.evaluate(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await drag(page, 'e7', 'e5');
  await page.waitForSelector('.move-list .san:text-is("e5")');
  await page.waitForSelector('text=This device would not save the game');
  await drag(page, 'g1', 'f3');
  await page.waitForSelector('.move-list .san:text-is("Nf3")');
  assert.equal(await page.locator('svg .man[data-square="f3"]').getAttribute('data-kind'), 'knight');
  await session.done();
});

/** The export screen's text for `format` (PGN, FEN, or the share link). */
async function exported(page, format) {
  await page.click('.shell button.show-record');
  const text = format === 'link'
    ? await page.locator('input.share-link').inputValue()
    : await page.locator(`textarea.export-format[data-format="${format}"]`).inputValue();
  return text;
}

/** Back from the export screen to the table. */
async function backToTable(page) {
  await page.click('.record button:text-is("Back to the game")');
}

const ITALIAN = [['e2', 'e4'], ['e7', 'e5'], ['g1', 'f3'], ['b8', 'c6'], ['f1', 'c4'], ['f8', 'c5']];

async function menOnBoard(page) {
  return page.locator('svg[data-board="0"] .man').evaluateAll((men) =>
    men.map((m) => `${m.dataset.square}:${m.dataset.army}:${m.dataset.kind}`).sort());
}

test('export then import a PGN (pasted, downloaded and uploaded) gives the same game; a bad PGN is refused', async () => {
  const session = await open();
  let page = await newGame(session);
  for (const [from, to] of ITALIAN) await drag(page, from, to);
  await page.waitForSelector('.move-list .san:text-is("Bc5")');
  const men = await menOnBoard(page);
  const pgn = await exported(page, 'PGN');
  assert.match(pgn, /\[White "Ann"\]/);
  assert.match(pgn, /1\. e4 e5 2\. Nf3 Nc6 3\. Bc4 Bc5 \*/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('button.download-format[data-format="PGN"]')]);
  assert.equal(download.suggestedFilename(), 'parlour-game.pgn');
  const { readFileSync } = await import('node:fs');
  assert.equal(readFileSync(await download.path(), 'utf8'), pgn);
  const fen = await page.locator('textarea.export-format[data-format="FEN"]').inputValue();
  assert.equal(fen, 'r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4');
  await backToTable(page);

  await page.click('.shell button:text-is("New game")');
  await page.click('details.import summary');
  await page.fill('details.import textarea', 'this is not chess');
  await page.click('details.import button:text-is("Open this game")');
  await page.waitForSelector('.setup [role=alert]:has-text("neither a FEN nor a readable PGN")');
  assert.equal(await page.locator('details.import textarea').inputValue(), 'this is not chess', 'nothing typed is lost');
  await page.fill('details.import textarea', pgn);
  await page.click('details.import button:text-is("Open this game")');
  await page.waitForSelector('.move-list .san:text-is("Bc5")');
  assert.deepEqual(await page.locator('.move-list .san').allTextContents(), ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5']);
  assert.deepEqual(await menOnBoard(page), men);
  assert.match(await page.locator('.players').innerText(), /Ann[\s\S]*Bob/);
  // The imported game goes on: White castles.
  await drag(page, 'e1', 'g1');
  await page.waitForSelector('.move-list .san:text-is("O-O")');

  await page.click('.shell button:text-is("New game")');
  await page.click('details.import summary');
  await page.locator('details.import input[type=file]').setInputFiles({ name: 'game.pgn', mimeType: 'text/plain', buffer: Buffer.from(pgn) });
  await page.waitForSelector('.move-list .san:text-is("Bc5")');
  assert.equal(await page.locator('.move-list .san').count(), 6);
  await page.click('.shell button:text-is("New game")');
  await page.click('details.import summary');
  await page.locator('details.import input[type=file]').setInputFiles({ name: 'position.fen', mimeType: 'text/plain', buffer: Buffer.from(fen) });
  await page.waitForSelector('.players:has-text("From a set position")');
  assert.deepEqual(await menOnBoard(page), men);
  await session.done();
});

test('a share link opens the same game, moves included, in a fresh browser profile', async () => {
  const first = await open();
  const page = await newGame(first);
  for (const [from, to] of ITALIAN) await drag(page, from, to);
  await page.waitForSelector('.move-list .san:text-is("Bc5")');
  const men = await menOnBoard(page);
  const link = await exported(page, 'link');
  assert.ok(link.startsWith(server.url + '#/play/standard?shared='), link);
  const pgn = encodeURIComponent(await page.locator('textarea.export-format[data-format="PGN"]').inputValue());
  await first.done();

  const second = await open();
  await second.page.goto(link);
  await second.page.waitForSelector('.move-list .san:text-is("Bc5")');
  assert.deepEqual(await second.page.locator('.move-list .san').allTextContents(), ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5']);
  assert.deepEqual(await menOnBoard(second.page), men);
  // The shared game is saved on this device: its address now names the save,
  // and a reload keeps it.
  await second.page.waitForFunction(() => location.hash.includes('save=standard-'));
  await second.page.reload();
  await second.page.waitForSelector('.move-list .san:text-is("Bc5")');
  await drag(second.page, 'e1', 'g1');
  await second.page.waitForSelector('.move-list .san:text-is("O-O")');
  // A link may carry a PGN: it opens with the players the PGN names.
  await second.page.goto(server.url + '#/play/standard?shared=' + pgn);
  await second.page.waitForFunction(() => document.querySelectorAll('.move-list .san').length === 6);
  assert.match(await second.page.locator('.players').innerText(), /Ann[\s\S]*Bob/);
  // A damaged link explains itself and keeps the setup usable.
  await second.page.goto(server.url + '#/play/standard?shared=' + encodeURIComponent('1. e4 e4'));
  await second.page.waitForSelector('[role=alert]:has-text("The shared game cannot be opened")');
  assert.equal(await second.page.locator('.setup button.start').count(), 1);
  // The chess table's links from before the shared table say what they are.
  await second.page.goto(server.url + '#/play/standard?pgn=' + pgn);
  await second.page.waitForSelector('[data-page="not-found"] .lede:has-text("from an older version of Parlour")');
  assert.equal(await second.page.locator('[data-page="not-found"] a.new-game').getAttribute('href'), '#/play/standard');
  await second.done();
});

test('the clock runs for the side to move, adds the increment, and a flag ends the game', async () => {
  const session = await open();
  await session.page.clock.install();
  const page = await newGame(session, { minutes: 1, increment: 2 });
  const face = (clock) => page.locator(`.clock-face[data-clock="${clock}"] .clock-time`);
  assert.equal(await face(0).innerText(), '1:00');
  await page.clock.runFor(5_000);
  assert.equal(await face(0).innerText(), '1:00', "White's first move is not timed");
  await drag(page, 'e2', 'e4');
  await page.waitForSelector('.clock-face.running[data-clock="1"]');
  assert.equal(await face(0).innerText(), '1:00');
  await page.clock.runFor(15_000);
  // The fake clock also runs on in real time: a second may be begun.
  assert.match(await face(1).innerText(), /^0:4[45]$/);
  await drag(page, 'e7', 'e5');
  await page.waitForSelector('.clock-face.running[data-clock="0"]');
  assert.match(await face(1).innerText(), /^0:4[67]$/, 'the increment is added');
  await page.clock.runFor(63_000);
  await page.waitForSelector('.game-over-reason:text-is("White ran out of time")');
  assert.equal(await page.locator('svg[data-board="0"] .man[data-square="g1"]').count(), 1);
  await drag(page, 'g1', 'f3');
  assert.equal(await page.locator('.move-list .san').count(), 2, 'no move after the flag');
  await session.done();
});

test('moves sound through Web Audio unless muted, and the mute is remembered', async () => {
  const session = await open();
  await session.page.addInitScript(() => {
    window.__tones = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function () { window.__tones += 1; return create.call(this); };
  });
  const page = await newGame(session);
  assert.equal(await page.locator('button.mute').getAttribute('aria-pressed'), 'false');
  await drag(page, 'e2', 'e4');
  await page.waitForSelector('.move-list .san:text-is("e4")');
  const afterMove = await page.evaluate(() => window.__tones);
  assert.ok(afterMove > 0, 'a move makes a sound');
  await page.click('button.mute');
  await drag(page, 'd7', 'd5');
  await page.waitForSelector('.move-list .san:text-is("d5")');
  assert.equal(await page.evaluate(() => window.__tones), afterMove, 'muted: no sound');
  await page.reload();
  await page.waitForSelector('.move-list .san:text-is("d5")');
  assert.equal(await page.locator('button.mute').getAttribute('aria-pressed'), 'true');
  await page.click('button.mute');
  await drag(page, 'e4', 'd5');
  await page.waitForSelector('.move-list .san:text-is("exd5")');
  assert.ok((await page.evaluate(() => window.__tones)) > 0, 'unmuted again: the capture sounds');
  await session.done();
});

test('Chess960 dealt with cards: eight cards turned, the board set as they say', async () => {
  const session = await open();
  const page = session.page;
  await page.goto(server.url);
  await page.click('.game-card[data-game="chess960"] a.primary');
  await page.waitForSelector('.setup');
  assert.equal(await page.locator('.segment:text-is("Chess960 at random")').getAttribute('aria-checked'), 'true');
  await page.click('.segment:text-is("Chess960 dealt with cards")');
  await page.waitForSelector('.deal .card.turned');
  assert.ok((await page.locator('.deal .card.turned').count()) < 8, 'cards are turned one at a time');
  await page.click('.setup button.start');
  await page.waitForSelector('.setup [role=alert]:has-text("still being dealt")');
  await page.waitForSelector('.deal button.turn-all[disabled]', { timeout: 15_000 });
  assert.equal(await page.locator('.deal .card.turned').count(), 8);
  const faces = await page.locator('.deal .card').allTextContents();
  assert.ok(['A', '3', '5', '7'].includes(faces[0]) && ['2', '4', '6', '8'].includes(faces[1]), faces.join());
  assert.deepEqual([...faces.slice(2)].sort(), ['10', '10', '10', '8', '8', 'Q']);
  const rank = await page.locator('.deal .slot').evaluateAll((slots) => slots.map((s) => s.dataset.kind));
  const number = Number((await page.locator('.deal-result').innerText()).match(/#(\d+)/)[1]);
  await page.click('.setup button.start');
  await page.waitForSelector('svg[data-board="0"] .man[data-square="a1"]');
  const kinds = [];
  for (const file of 'abcdefgh') kinds.push(await page.locator(`svg .man[data-square="${file}1"]`).getAttribute('data-kind'));
  assert.deepEqual(kinds, rank);
  assert.match(await page.locator('.players').innerText(), new RegExp(`Chess960 #${number}\\b`));
  await session.done();
});

test('coordinates line the edges, turn with the board, and may be switched off for good', async () => {
  const session = await open();
  const page = await newGame(session);
  const labels = () => page.locator('svg[data-board="0"] text.coordinate').allTextContents();
  // Files along the bottom, then ranks down the left, as White sees it.
  assert.deepEqual(await labels(), [...'abcdefgh', ...'87654321']);
  const a = await page.locator('svg[data-board="0"] text.coordinate:text-is("a")').boundingBox();
  const a1 = await page.locator('rect[data-square="a1"]').boundingBox();
  assert.ok(a.x >= a1.x && a.y >= a1.y && a.x + a.width <= a1.x + a1.width + 1 && a.y + a.height <= a1.y + a1.height + 1,
    'the letter a is written inside a1');
  await page.click('details.board-settings summary');
  await page.click('.segment:text-is("Black")');
  assert.deepEqual(await labels(), [...'hgfedcba', ...'12345678']);
  // The setting is the device's: off, it stays off on the next table.
  await page.click('button.toggle:has(.toggle-label:text-is("Coordinates"))');
  assert.equal(await page.locator('svg text.coordinate').count(), 0);
  await page.reload();
  await page.waitForSelector('svg[data-board="0"] .man');
  assert.equal(await page.locator('svg text.coordinate').count(), 0);
  assert.equal(await page.locator('button.toggle:has(.toggle-label:text-is("Coordinates"))').getAttribute('aria-checked'), 'false');
  await session.done();
});

test('the site header keeps to one line on a phone', async () => {
  const session = await open({ viewport: { width: 390, height: 844 } });
  await session.page.goto(server.url + '#/');
  const header = await session.page.locator('.site-header').boundingBox();
  const links = await session.page.locator('.site-header nav a').evaluateAll((all) =>
    all.map((a) => a.getClientRects().length));
  assert.deepEqual(links, [1, 1, 1], 'no link breaks over two lines');
  assert.ok(header.height < 60, `one line high (${header.height} px)`);
  await session.done();
});
