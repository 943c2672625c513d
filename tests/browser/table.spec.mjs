// Browser tests of the board component and the standard chess table.
// Each test opens its own fresh browser (harness.freshBrowsers) on the one
// server this file starts; every page error fails the test.
import { test } from "node:test";
import assert from "node:assert/strict";
import { clickMove as clickClick, dragMan as drag, freshBrowsers, squareCentre as centre } from "./harness.mjs";

const VIEWPORT = { width: 1024, height: 768 };
const { server, open } = freshBrowsers({ viewport: VIEWPORT });

async function newGame(session, options = {}) {
  const page = session.page;
  await page.goto(server.url + '#/play/standard');
  await page.fill('input[name=white]', 'Ann');
  await page.fill('input[name=black]', 'Bob');
  if (options.number !== undefined) {
    await page.selectOption('select[name=variant]', 'number');
    await page.fill('input[name=number]', String(options.number));
  }
  if (options.minutes !== undefined) {
    await page.fill('input[name=minutes]', String(options.minutes));
    await page.fill('input[name=increment]', String(options.increment ?? 0));
  }
  await page.click('form.new-game button[type=submit]');
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e1"], svg[data-board="0"] .man[data-square="g1"]');
  return page;
}

const FOOLS_MATE = [['f2', 'f3'], ['e7', 'e5'], ['g2', 'g4'], ['d8', 'h4']];

async function assertFoolsMate(page) {
  await page.waitForSelector('text=Game over: Black wins by checkmate');
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
  await page.selectOption('select.orientation', 'black');
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
  await page.click('button.new');
  page = await newGame(session, { number: 0 });
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
  await page.evaluate(() => localStorage.setItem('parlour.standard.000000000000001', '{broken'));
  await page.reload();
  // The address names the saved game: the reload reopens it.
  await page.waitForSelector('.move-list .san:text-is("e4")');
  assert.equal(await page.locator('svg .man[data-square="e4"]').getAttribute('data-kind'), 'pawn');
  await page.click('button.new');
  await page.waitForSelector('.saved-game');
  assert.equal(await page.locator('.saved-game').count(), 1);
  assert.match(await page.locator('.problems').textContent(), /parlour\.standard\.000000000000001.*damaged/);
  await page.click('.saved-game button.resume');
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

/** The exported text after clicking one of the export buttons. */
async function exported(page, button) {
  if (!(await page.locator('details.export').evaluate((d) => d.open))) await page.click('details.export summary');
  await page.click(`details.export button.${button}`);
  await page.waitForFunction(() => document.querySelector('textarea.exported')?.value.length > 0);
  return page.locator('textarea.exported').inputValue();
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
  const pgn = await exported(page, 'copy-pgn');
  assert.match(pgn, /\[White "Ann"\]/);
  assert.match(pgn, /1\. e4 e5 2\. Nf3 Nc6 3\. Bc4 Bc5 \*/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('details.export button.download-pgn')]);
  assert.equal(download.suggestedFilename(), 'parlour-game.pgn');
  const { readFileSync } = await import('node:fs');
  assert.equal(readFileSync(await download.path(), 'utf8'), pgn);
  const fen = await exported(page, 'copy-fen');
  assert.equal(fen, 'r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4');

  await page.click('button.new');
  await page.fill('#import-text', 'this is not chess');
  await page.click('form.import button[type=submit]');
  await page.waitForSelector('form.import .error:has-text("neither a FEN nor a readable PGN")');
  await page.fill('#import-text', pgn);
  await page.click('form.import button[type=submit]');
  await page.waitForSelector('.move-list .san:text-is("Bc5")');
  assert.deepEqual(await page.locator('.move-list .san').allTextContents(), ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5']);
  assert.deepEqual(await menOnBoard(page), men);
  assert.match(await page.locator('.players').innerText(), /Ann[\s\S]*Bob/);
  // The imported game goes on: White castles.
  await drag(page, 'e1', 'g1');
  await page.waitForSelector('.move-list .san:text-is("O-O")');

  await page.click('button.new');
  await page.locator('input[name=import-file]').setInputFiles({ name: 'game.pgn', mimeType: 'text/plain', buffer: Buffer.from(pgn) });
  await page.waitForSelector('.move-list .san:text-is("Bc5")');
  assert.equal(await page.locator('.move-list .san').count(), 6);
  await page.click('button.new');
  await page.locator('input[name=import-file]').setInputFiles({ name: 'position.fen', mimeType: 'text/plain', buffer: Buffer.from(fen) });
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
  const link = await exported(page, 'share');
  assert.ok(link.startsWith(server.url + '#/play/standard?pgn='), link);
  await first.done();

  const second = await open();
  await second.page.goto(link);
  await second.page.waitForSelector('.move-list .san:text-is("Bc5")');
  assert.deepEqual(await second.page.locator('.move-list .san').allTextContents(), ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5']);
  assert.deepEqual(await menOnBoard(second.page), men);
  // The shared game is saved on this device: its address now names the save,
  // and a reload keeps it.
  await second.page.waitForFunction(() => location.hash.includes('game=parlour.standard.'));
  await second.page.reload();
  await second.page.waitForSelector('.move-list .san:text-is("Bc5")');
  await drag(second.page, 'e1', 'g1');
  await second.page.waitForSelector('.move-list .san:text-is("O-O")');
  // A damaged link explains itself and keeps the form usable.
  await second.page.goto(server.url + '#/play/standard?pgn=' + encodeURIComponent('1. e4 e4'));
  await second.page.waitForSelector('.error:has-text("The shared game cannot be opened")');
  assert.equal(await second.page.locator('form.new-game').count(), 1);
  await second.done();
});

test('the clock runs for the side to move, adds the increment, and a flag ends the game', async () => {
  const session = await open();
  await session.page.clock.install();
  const page = await newGame(session, { minutes: 1, increment: 2 });
  assert.equal(await page.locator('.clock[data-seat="White"]').innerText(), '1:00');
  await drag(page, 'e2', 'e4');
  await page.waitForSelector('.clock.running[data-seat="Black"]');
  assert.equal(await page.locator('.clock[data-seat="White"]').innerText(), '1:02');
  // The face shows whole seconds rounded up and is redrawn by a 100 ms tick:
  // run one tick past 15 s, so the last redraw is at 15 s or later whatever
  // the tick's phase against the move.
  await page.clock.runFor(15_100);
  assert.equal(await page.locator('.clock[data-seat="Black"]').innerText(), '0:45');
  await drag(page, 'e7', 'e5');
  await page.waitForSelector('.clock.running[data-seat="White"]');
  assert.equal(await page.locator('.clock[data-seat="Black"]').innerText(), '0:47');
  await page.clock.runFor(63_000);
  await page.waitForSelector('text=Game over: White ran out of time');
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
  await page.waitForSelector('form.new-game');
  assert.equal(await page.locator('select[name=variant]').inputValue(), 'random');
  await page.selectOption('select[name=variant]', 'deal');
  await page.click('form.new-game button[type=submit]');
  await page.waitForSelector('.deal .card.turned');
  assert.ok((await page.locator('.deal .card.turned').count()) < 8, 'cards are turned one at a time');
  await page.waitForSelector('.deal button.start-dealt:not([disabled])', { timeout: 15_000 });
  assert.equal(await page.locator('.deal .card.turned').count(), 8);
  const faces = await page.locator('.deal .card').allTextContents();
  assert.ok(['A', '3', '5', '7'].includes(faces[0]) && ['2', '4', '6', '8'].includes(faces[1]), faces.join());
  assert.deepEqual([...faces.slice(2)].sort(), ['10', '10', '10', '8', '8', 'Q']);
  const rank = await page.locator('.deal .slot').evaluateAll((slots) => slots.map((s) => s.dataset.kind));
  const number = Number((await page.locator('.deal-result').innerText()).match(/#(\d+)/)[1]);
  await page.click('.deal button.start-dealt');
  await page.waitForSelector('svg[data-board="0"] .man[data-square="a1"]');
  const kinds = [];
  for (const file of 'abcdefgh') kinds.push(await page.locator(`svg .man[data-square="${file}1"]`).getAttribute('data-kind'));
  assert.deepEqual(kinds, rank);
  assert.match(await page.locator('.players').innerText(), new RegExp(`Chess960 #${number}\\b`));
  await session.done();
});
