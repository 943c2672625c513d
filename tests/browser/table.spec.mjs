// Browser tests of the board component and the standard chess table.
// Each test opens its own fresh browser (harness.browser) on the one server
// this file starts (harness.serve); every page error fails the test.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { browser, serve } from "./harness.mjs";

let server;
// Browsers still open when a test failed before closing its own.
const opened = new Set();
before(async () => { server = await serve(); });
after(async () => {
  for (const session of opened) await session.close();
  server.stop();
});

const VIEWPORT = { width: 1024, height: 768 };

/** A fresh browser; `done()` asserts the page raised no error, then closes it. */
async function open() {
  const session = await browser({ viewport: VIEWPORT });
  opened.add(session);
  return {
    ...session,
    done: async () => {
      try {
        assert.deepEqual(session.errors.map(String), []);
      } finally {
        opened.delete(session);
        await session.close();
      }
    },
  };
}

async function newGame(session, options = {}) {
  const page = session.page;
  await page.goto(server.url + '#/play/standard');
  await page.fill('input[name=white]', 'Ann');
  await page.fill('input[name=black]', 'Bob');
  if (options.number !== undefined) {
    await page.selectOption('select[name=variant]', 'number');
    await page.fill('input[name=number]', String(options.number));
  }
  await page.click('form.new-game button[type=submit]');
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e1"], svg[data-board="0"] .man[data-square="g1"]');
  return page;
}

async function centre(page, square) {
  const box = await page.locator(`svg[data-board="0"] rect[data-square="${square}"]`).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function drag(page, from, to) {
  const a = await centre(page, from);
  const b = await centre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

async function clickClick(page, from, to) {
  const a = await centre(page, from);
  const b = await centre(page, to);
  await page.mouse.click(a.x, a.y);
  await page.mouse.click(b.x, b.y);
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

test('an illegal drop snaps back and plays nothing', async () => {
  const session = await open();
  const page = await newGame(session);
  await drag(page, 'e2', 'e5');
  await page.waitForTimeout(300);
  assert.equal(await page.locator('svg .man[data-square="e2"]').getAttribute('data-kind'), 'pawn');
  assert.equal(await page.locator('svg .man[data-square="e5"]').count(), 0);
  assert.equal(await page.locator('.move-list .san').count(), 0);
  assert.match(await page.locator('[data-announce="0"]').textContent(), /Illegal move/);
  const style = await page.locator('svg .man[data-square="e2"]').getAttribute('style');
  const home = await page.locator('svg .man[data-square="e3"]').count();
  assert.equal(home, 0);
  assert.match(style, /translate\(400(\.0)?px, 600(\.0)?px\)/);
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
