// Browser test: a three-player game of The One Sane Man with moves by
// click and by keyboard, a capture, an elimination that redraws the ring,
// and a drop dragged from a stockpile onto a board.
// Run: BASE_URL=http://127.0.0.1:8765/ node tests/browser/one_sane_man.mjs
import { BASE_URL, openBrowser, typeAction, check } from './one_sane_man_support.mjs';

const { context, page } = await openBrowser();
try {
  await page.goto(`${BASE_URL}#/play/one-sane-man?players=3`);
  await page.waitForSelector('svg.osm-board');
  check((await page.locator('svg.osm-board').count()) === 3, 'three boards in the ring');
  check((await page.locator('.osm-seat').count()) === 3, 'three seats round the ring');

  // Board 1, White: f2-f3 by clicking the man, then its square.
  await page.click('rect[data-board="1"][data-square="f2"]');
  check((await page.locator('rect[data-board="1"].target').count()) === 2,
    'picking the f-pawn shows its two squares');
  await page.click('rect[data-board="1"][data-square="f3"]');
  check((await page.getAttribute('svg.osm-board[data-board="1"] text[data-at="f3"]', 'data-man'))
    === 'white pawn', 'the pawn stands on f3');
  check((await page.textContent('.osm-status')).includes('board 2'), 'board 2 is next');

  for (const action of ['2:e2e4', '3:e2e4', '1:e7e5', '2:d7d5', '3:e7e5', '1:g2g4', '2:e4d5', '3:g1f3']) {
    await typeAction(page, action);
  }
  check((await page.locator('.osm-seat[data-seat="1"] .osm-stock').getAttribute('data-stock'))
    === 'black pawn', "player 2's stockpile holds the black pawn taken on board 2");

  // Fool's mate on board 1: player 1 is out, board 1 leaves the ring.
  await typeAction(page, '1:d8h4');
  await page.waitForFunction(() => document.querySelectorAll('svg.osm-board').length === 2);
  check((await page.textContent('.osm-notice')).includes('player 1 is out'), 'the elimination is announced');
  check((await page.locator('svg.osm-board[data-board="1"]').count()) === 0, 'board 1 left the ring');
  check((await page.locator('.osm-seat').count()) === 2, 'the ring is redrawn for two players');

  await typeAction(page, '2:d8d5');
  check((await page.textContent('.osm-status')).includes('Player 2 to play on board 3'),
    'player 2 took over Black on board 3');

  // Drag the black pawn from player 2's stockpile onto e7 of board 3.
  const from = await page.locator('.osm-seat[data-seat="1"] .osm-stock .osm-man').boundingBox();
  const to = await page.locator('rect[data-board="3"][data-square="e7"]').boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  check((await page.locator('.osm-ghost').count()) === 1, 'the dragged man follows the pointer');
  await page.mouse.up();
  check((await page.getAttribute('svg.osm-board[data-board="3"] text[data-at="e7"]', 'data-man'))
    === 'black pawn', 'the dragged pawn was dropped on e7 of board 3');
  check((await page.locator('.osm-seat[data-seat="1"] .osm-stock').count()) === 0,
    "player 2's stockpile is empty again");
  check((await page.textContent('.osm-moves li[data-board="3"]')).includes('P@e7'),
    "board 3's move list shows the drop");

  // A reload resumes the saved game from the setup page.
  await page.goto(`${BASE_URL}#/play/one-sane-man`);
  await page.click('text=Resume the saved game');
  await page.waitForSelector('svg.osm-board');
  check((await page.locator('svg.osm-board').count()) === 2, 'the saved game resumes with its ring');
  console.log('all passed');
} finally {
  await context.close();
}
