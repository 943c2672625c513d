// Browser tests of what each table game keeps on the device: a browser
// that refuses to store (quota full, storage off) gets a clear message while
// play goes on, and a damaged save is reported and set aside, never
// overwritten by the next game.
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
    key: 'parlour.one-sane-man',
    setup: '.osm-setup',
    start: async (page) => page.click('.osm-setup a[data-players="3"]'),
    playing: '.osm-ring svg[data-board="2"]',
  },
];

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
