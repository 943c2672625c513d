// Browser test: a shared link opens a game mid-way (import through the
// address), and a pawn promoted by click asks which man it becomes.
// Run: BASE_URL=http://127.0.0.1:8765/ node tests/browser/one_sane_man_promotion.mjs
import { BASE_URL, openBrowser, check } from './one_sane_man_support.mjs';

const rounds = [
  ['1:b2b4', '2:g1f3', '3:g1f3'], ['1:a7a5', '2:g8f6', '3:g8f6'],
  ['1:b4a5', '2:f3g1', '3:f3g1'], ['1:b7b6', '2:f6g8', '3:f6g8'],
  ['1:a5b6', '2:g1f3', '3:g1f3'], ['1:b8c6', '2:g8f6', '3:g8f6'],
  ['1:b6b7', '2:f3g1', '3:f3g1'], ['1:c6d4', '2:f6g8', '3:f6g8'],
];
const exported = ['one-sane-man players=3 origin-rule=on', ...rounds.flat()].join('\n');

const { context, page } = await openBrowser();
try {
  await page.goto(`${BASE_URL}#/play/one-sane-man?game=${encodeURIComponent(exported)}`);
  await page.waitForSelector('svg.osm-board');
  check((await page.textContent('.osm-status')).includes('Player 1 to play on board 1'),
    'the shared game opens where it stood');
  const stock = page.locator('.osm-seat[data-seat="0"] .osm-stock');
  check((await stock.getAttribute('data-stock')) === 'black pawn'
    && (await stock.locator('.osm-count').textContent()) === '2',
    "player 1's stockpile holds the two pawns taken on board 1");

  await page.click('rect[data-board="1"][data-square="b7"]');
  await page.click('rect[data-board="1"][data-square="a8"]');
  check((await page.locator('.osm-promote button').count()) === 4, 'four kinds are offered');
  await page.click('.osm-promote button[data-promote="knight"]');
  check((await page.getAttribute('svg.osm-board[data-board="1"] text[data-at="a8"]', 'data-man'))
    === 'white knight', 'the pawn became a knight on a8');
  check((await page.textContent('.osm-moves li[data-board="1"]')).includes('bxa8=N'),
    'the move list shows the promotion');
  check((await page.locator('.osm-export-text').inputValue()).endsWith('1:b7a8n'),
    'the export ends with the promotion');
  console.log('all passed');
} finally {
  await context.close();
}
