// Browser tests of what each table game keeps on the device: a browser
// that refuses to store (quota full, storage off) gets a clear message while
// play goes on, and a damaged save is reported and set aside, never
// overwritten by the next game; in a game with secrets a reload comes back
// behind the hand-off screen; the address of a save the chess table kept
// before the shared table says it is from an older version of Parlour.
import { test } from "node:test";
import assert from "node:assert/strict";
import { freshBrowsers } from "./harness.mjs";

const { server, open } = freshBrowsers({ viewport: { width: 1024, height: 768 } });

/** From now on every localStorage write throws, as a full quota does. */
async function fillStorage(page) {
  await page.evaluate(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

const REFUSED = /This device would not save the game.*Play goes on; export the game to keep it/;

// Each game: its address, its save key, how to start a game from its
// setup, and a selector that shows the game is being played.
const GAMES = [
  {
    name: 'Chess',
    address: '#/play/standard',
    damagedAddress: '#/play/standard?save=standard-1',
    key: 'parlour.save.standard-1',
    saved: () => Object.keys(localStorage).filter((k) => k.startsWith('parlour.save.') && !k.endsWith('.damaged')),
    setup: '.setup',
    start: async (page) => page.click('.setup button.start'),
    playing: 'svg[data-board="0"] .man[data-square="e1"]',
  },
  {
    // On the shared table: saves live under parlour.save.<id>, and the
    // address names the one to open.
    name: 'Four Player',
    address: '#/play/four-player',
    damagedAddress: '#/play/four-player?save=four-player-1',
    key: 'parlour.save.four-player-1',
    saved: () => Object.keys(localStorage).filter((k) => k.startsWith('parlour.save.') && !k.endsWith('.damaged')),
    setup: '.setup',
    start: async (page) => page.click('.setup button.start'),
    playing: '.handoff',
  },
  {
    name: 'Carousel',
    address: '#/play/carousel',
    damagedAddress: '#/play/carousel?save=carousel-1',
    key: 'parlour.save.carousel-1',
    saved: () => Object.keys(localStorage).filter((k) => k.startsWith('parlour.save.') && !k.endsWith('.damaged')),
    setup: '.setup',
    start: async (page) => page.click('.setup button.start'),
    playing: '.handoff',
  },
  {
    name: 'One Sane Man',
    address: '#/play/one-sane-man',
    damagedAddress: '#/play/one-sane-man?save=one-sane-man-1',
    key: 'parlour.save.one-sane-man-1',
    saved: () => Object.keys(localStorage).filter((k) => k.startsWith('parlour.save.') && !k.endsWith('.damaged')),
    setup: '.setup',
    start: async (page) => page.click('.setup button.start'),
    playing: '.osm-ring canvas[data-board="2"]',
  },
  ...[
    // The newer games on the shared table, with what shows each is played.
    ['COIN', 'coin', 'svg[data-board="0"] .man[data-square="e1"]'],
    ['Crowded House', 'crowded-house', 'svg[data-board="0"] .man'],
    ['Cloak and Dagger', 'cloak-and-dagger', '.handoff'],
  ].map(([name, slug, playing]) => ({
    name,
    address: `#/play/${slug}`,
    damagedAddress: `#/play/${slug}?save=${slug}-1`,
    key: `parlour.save.${slug}-1`,
    saved: () => Object.keys(localStorage).filter((k) => k.startsWith('parlour.save.') && !k.endsWith('.damaged')),
    setup: '.setup',
    start: async (page) => page.click('.setup button.start'),
    playing,
  })),
];

// The games with secrets: a reload comes back behind the hand-off screen,
// never on the view that was up.
const SECRET_GAMES = [['Four Player', 'four-player'], ['Carousel', 'carousel'], ['Cloak and Dagger', 'cloak-and-dagger']];

for (const game of GAMES) {
  test(`${game.name}: a browser that will not store the game says so, and the game goes on`, async () => {
    const session = await open();
    const { page } = session;
    await page.goto(server.url + game.address);
    await page.waitForSelector(game.setup);
    await fillStorage(page);
    await game.start(page);
    await page.waitForSelector(game.playing);
    await page.waitForSelector('.save-problem');
    assert.match(await page.locator('.save-problem').textContent(), REFUSED);
    if (game.saved) assert.deepEqual(await page.evaluate(game.saved), []);
    else assert.equal(await page.evaluate((key) => localStorage.getItem(key), game.key), null);
    await session.done();
  });

  test(`${game.name}: a damaged save is reported and set aside; a new game does not overwrite it`, async () => {
    const session = await open();
    const { page } = session;
    await page.goto(server.url + '#/');
    await page.evaluate((key) => localStorage.setItem(key, '{"damaged'), game.key);
    await page.goto(server.url + (game.damagedAddress ?? game.address));
    await page.waitForSelector(`${game.setup}`);
    await page.waitForSelector('[role=alert]:has-text("The saved game could not be read")');
    const aside = await page.evaluate((key) => localStorage.getItem(`${key}.damaged`), game.key);
    assert.equal(aside, '{"damaged');
    await game.start(page);
    await page.waitForSelector(game.playing);
    if (game.saved) assert.equal((await page.evaluate(game.saved)).length, 1, 'the new game is saved');
    else assert.notEqual(await page.evaluate((key) => localStorage.getItem(key), game.key), null);
    assert.equal(await page.evaluate((key) => localStorage.getItem(`${key}.damaged`), game.key), '{"damaged');
    assert.equal(await page.locator('.save-problem').count(), 0);
    await session.done();
  });
}

for (const [name, slug] of SECRET_GAMES) {
  test(`${name}: a reload comes back behind the hand-off screen, not on the view that was up`, async () => {
    const session = await open();
    const { page } = session;
    await page.goto(`${server.url}#/play/${slug}`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.click('.setup button.start');
    await page.click('.handoff-reveal');
    const own = '.shell-play[data-seat]:not(.public)';
    await page.waitForSelector(own);
    await page.waitForFunction(() => /[?&]save=/.test(location.hash), null, { timeout: 5_000 });
    await page.reload();
    await page.waitForSelector('.handoff');
    assert.equal(await page.locator(own).count(), 0, "no seat's own view after the reload");
    await page.click('.handoff-reveal');
    await page.waitForSelector(own);
    await session.done();
  });
}

test("a link of the chess table's saves from before the shared table says it is from an older version and leads to a new game", async () => {
  const session = await open();
  const { page } = session;
  await page.goto(server.url + '#/play/standard?game=parlour.standard.001700000000000');
  const notFound = page.locator('[data-page="not-found"]');
  await notFound.waitFor();
  assert.equal(
    await notFound.locator('.lede').textContent(),
    'This link is from an older version of Parlour, and this version cannot open it.',
  );
  assert.match(await notFound.textContent(), /saved or shared before Parlour's shared table no longer open/);
  await notFound.locator('a.new-game:text-is("Start a new game of Chess")').click();
  await page.waitForSelector('.setup button.start');
  assert.equal(new URL(page.url()).hash, '#/play/standard');
  await session.done();
});

/**
 * Plays e2e4 on the chess board by pointer events dispatched in the page's
 * own task, then runs `then` in that same task: no frame is drawn between
 * the move and what follows, so the move's save has not been written yet.
 */
async function moveThen(page, then) {
  await page.evaluate((then) => {
    const svg = document.querySelector('svg[data-board="0"]');
    const at = (square) => {
      const r = svg.querySelector(`rect[data-square="${square}"]`).getBoundingClientRect();
      return { clientX: r.x + r.width / 2, clientY: r.y + r.height / 2 };
    };
    const press = (type, square) => svg.dispatchEvent(new PointerEvent(type, {
      bubbles: true, pointerId: 1, isPrimary: true, pointerType: 'mouse', button: 0,
      buttons: type === 'pointerdown' ? 1 : 0, ...at(square),
    }));
    for (const square of ['e2', 'e4']) {
      press('pointerdown', square);
      press('pointerup', square);
    }
    if (then === 'new game') {
      [...document.querySelectorAll('.controls button')].find((b) => b.textContent === 'New game').click();
    } else {
      location.reload();
    }
  }, then);
}

test('a move is saved when the table turns to a new game, or the page is left, before the next frame', async () => {
  const session = await open();
  const { page } = session;
  await page.goto(`${server.url}#/play/standard`);
  await page.click('.setup button.start');
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e2"]');
  await moveThen(page, 'new game');
  await page.waitForSelector('.setup');
  const moves = await page.evaluate(() => Object.keys(localStorage)
    .filter((k) => k.startsWith('parlour.save.standard'))
    .map((k) => JSON.parse(localStorage.getItem(k)).header.preview.moves));
  assert.deepEqual(moves, [1], 'the game left for a new one keeps its move');

  await page.click('.setup button.start');
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e2"]');
  // The page may be gone before the evaluation answers.
  await Promise.all([page.waitForEvent('load'), moveThen(page, 'reload').catch(() => {})]);
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e4"]');
  assert.equal(await page.locator('svg[data-board="0"] .man[data-square="e2"]').count(), 0);
  await session.done();
});
