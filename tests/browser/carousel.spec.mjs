// The Carousel table in the browser: a five-player game from the deal to
// checkmate on the shared board (keyboard, drag and click-click moves), with
// the private reveal screens, a second look at a card, and the final table;
// a promotion through the board's picker and the men each player took; the
// die of an even table; export, import and share links. Checks that no card
// text or attribute is in the DOM during play except on the private reveal
// screen. Each test opens its own browser; every page error fails the test.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { clickMove as clickClick, dragMan as drag, freshBrowsers, squareCentre as centre } from './harness.mjs';

const { server, open } = freshBrowsers({ viewport: { width: 1024, height: 900 } });

const names = ['Jane', 'Joe', 'Jeremy', 'John', 'Jake'];
const BOARD = 'svg[data-board="0"]';

/** Everything in the page that could give a card away. */
async function cardTraces(page) {
  return page.evaluate(() => {
    const html = document.documentElement.outerHTML;
    const text = document.body.innerText;
    const traces = [];
    if (document.querySelector('[data-card]')) traces.push('data-card attribute');
    if (document.querySelector('.reveal-screen')) traces.push('reveal screen');
    if (/card-(white|black|draw)/.test(html)) traces.push('card class');
    if (/your card is/i.test(text)) traces.push('card text');
    if (/\b(White|Black|Draw) card\b|card (was|is) (White|Black|Draw)/i.test(text)) traces.push('card named');
    if (/You win (5|100)/.test(text)) traces.push('card aim');
    return traces;
  });
}

/** Opens the Carousel page on a fresh device and deals for `players`. */
async function deal(page, players, { facePlayer = false } = {}) {
  await page.goto(`${server.url}#/play/carousel`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForSelector('.carousel-setup');
  await page.selectOption('#carousel-count', String(players.length));
  for (const [i, name] of players.entries()) await page.fill(`#carousel-name-${i + 1}`, name);
  assert.equal(await page.locator(`#carousel-name-${players.length + 1}`).count(), 0, 'one name field a player');
  if (facePlayer) await page.check('.carousel-setup input[name="face-player"]');
  await page.click('.carousel-setup button[type="submit"]');
  // Each player takes the device and sees only their own card.
  const cards = [];
  for (let seat = 0; seat < players.length; seat++) {
    await page.waitForSelector('.handoff');
    assert.match(await page.innerText('.handoff-title'), new RegExp(players[seat]));
    assert.deepEqual(await cardTraces(page), [], `hand-off to ${players[seat]} shows no card`);
    await page.click('.handoff-reveal');
    await page.waitForSelector('.reveal-screen');
    assert.equal(await page.locator('[data-card]').count(), 1, 'one card on the reveal screen');
    assert.notDeepEqual(await cardTraces(page), [], 'the trace check sees a shown card');
    assert.equal(await page.locator(BOARD).count(), 0, 'no board behind the reveal screen');
    assert.equal(await page.getAttribute('.reveal-screen', 'data-seat'), String(seat));
    assert.match(await page.innerText('.reveal-screen h2'), new RegExp(`${players[seat]}, your card is`));
    cards.push(await page.getAttribute('.reveal-screen', 'data-card'));
    await page.click('.reveal-screen button');
  }
  await page.waitForSelector(`.turn ${BOARD}`);
  return cards;
}

/** A move by keyboard, the cursor starting on a1 (White below, first key). */
async function keyboardMove(page, from, to) {
  await page.focus(BOARD);
  await page.keyboard.press('ArrowRight');
  const cursor = { file: 0, rank: 0 };
  for (const square of [from, to]) {
    const file = square.charCodeAt(0) - 97;
    const rank = Number(square.slice(1)) - 1;
    while (cursor.file < file) { await page.keyboard.press('ArrowRight'); cursor.file++; }
    while (cursor.file > file) { await page.keyboard.press('ArrowLeft'); cursor.file--; }
    while (cursor.rank < rank) { await page.keyboard.press('ArrowUp'); cursor.rank++; }
    while (cursor.rank > rank) { await page.keyboard.press('ArrowDown'); cursor.rank--; }
    await page.keyboard.press('Enter');
  }
}

/** Types a move into the move entry. */
async function typeMove(page, text) {
  await page.fill('#carousel-move', text);
  await page.click('.move-entry button');
}

async function man(page, square) {
  const m = page.locator(`${BOARD} g.man[data-square="${square}"]`);
  if ((await m.count()) === 0) return null;
  return `${await m.getAttribute('data-army')} ${await m.getAttribute('data-kind')}`;
}

test('five players: deal, play to checkmate on the board, final table', { timeout: 120000 }, async () => {
  const session = await open();
  const page = session.page;
  const cards = await deal(page, names, { facePlayer: true });
  assert.deepEqual([...cards].sort(), ['black', 'black', 'draw', 'white', 'white']);

  // Fool's mate, one move by each way of moving; turns go round the table.
  const movers = [];
  const moves = [['f2', 'f3', 'keyboard'], ['e7', 'e5', 'drag'], ['g2', 'g4', 'click'], ['d8', 'h4', 'drag']];
  for (const [index, [from, to, how]] of moves.entries()) {
    await page.waitForSelector(`.turn[data-colour="${index % 2 === 0 ? 'white' : 'black'}"]`);
    assert.deepEqual(await cardTraces(page), [], `turn ${index + 1} shows no card`);
    const seat = Number(await page.getAttribute('.turn', 'data-seat'));
    movers.push(seat);
    const black = index % 2 === 1;
    assert.equal(await page.getAttribute(BOARD, 'data-rotation'), black ? '180' : '0', 'the board faces the player to move');
    assert.match(await page.innerText('.turn-title'), new RegExp(`${names[seat]} moves ${black ? 'Black' : 'White'}`));
    assert.equal(await page.innerText(`.score-sheet tr[data-seat="${seat}"] .status`), 'to move');
    if (index === 1) {
      // A wrong typed move is refused with a reason; the board is unchanged.
      await typeMove(page, 'e7e4');
      await page.waitForSelector('.turn .error');
      assert.equal(await man(page, 'e7'), 'black pawn');
    }
    if (how === 'keyboard') await keyboardMove(page, from, to);
    if (how === 'drag') await drag(page, from, to);
    if (how === 'click') await clickClick(page, from, to);
    if (index < 3) {
      await page.waitForSelector(`.turn[data-seat="${(seat + 1) % 5}"]`);
      assert.equal(await man(page, to), `${black ? 'black' : 'white'} pawn`);
      assert.equal(await man(page, from), null);
      assert.match(await page.getAttribute(`${BOARD} rect[data-square="${to}"]`, 'class'), /last-move/);
      assert.equal(await page.locator('.turn .error').count(), 0, 'a played move clears the refusal');
    }
    if (index === 2) {
      // Jeremy looks at his card again, behind a hand-off screen: the hand-off
      // shows no card, the reveal screen only his own.
      await page.click('[data-look="2"]');
      await page.waitForSelector('.handoff');
      assert.deepEqual(await cardTraces(page), []);
      assert.match(await page.innerText('.handoff-note'), /Jeremy asked to look at their card again/);
      assert.equal(await page.locator(BOARD).count(), 0, 'no board behind the hand-off');
      await page.click('.handoff-reveal');
      await page.waitForSelector('.reveal-screen');
      assert.equal(await page.locator('[data-card]').count(), 1);
      assert.equal(await page.getAttribute('.reveal-screen', 'data-card'), cards[2]);
      assert.equal(await page.getAttribute('.reveal-screen', 'data-seat'), '2');
      await page.click('.reveal-screen button');
      await page.waitForSelector(`.turn[data-seat="${(seat + 1) % 5}"] ${BOARD}`);
      assert.deepEqual(await cardTraces(page), [], 'play resumes with no card shown');
      assert.equal(await man(page, 'g4'), 'white pawn', 'the look changed nothing on the board');
    }
  }
  for (let i = 1; i < movers.length; i++) assert.equal(movers[i], (movers[i - 1] + 1) % 5, 'turns go round');

  // The end: every card, the scores, the winner, the mated king on the board.
  await page.waitForSelector('.final-table');
  assert.match(await page.innerText('.final-table h2'), /Black wins by checkmate/);
  const shown = await page.$$eval('.final-table [data-card]', (cells) => cells.map((c) => c.getAttribute('data-card')));
  assert.deepEqual(shown, cards);
  const totals = await page.$$eval('.final-table td.total', (cells) => cells.map((c) => Number(c.textContent)));
  const mover = movers[3];
  const expected = cards.map((card, seat) => (seat === mover ? 10 : 0) + (card === 'black' ? 5 : 0));
  assert.deepEqual(totals, expected);
  const best = Math.max(...expected);
  const winners = await page.$$eval('.final-table tr.winner', (rows) => rows.map((r) => Number(r.dataset.seat)));
  assert.deepEqual(winners, expected.flatMap((score, seat) => (score === best ? [seat] : [])));
  assert.match(await page.innerText('.final-table .winners'), winners.length > 1 ? /Winners, sharing the win/ : /^Winner: /);
  assert.equal(await man(page, 'h4'), 'black queen');
  assert.match(await page.getAttribute(`${BOARD} rect[data-square="e1"]`, 'class'), /check/);
  assert.equal(await page.getAttribute(BOARD, 'data-rotation'), '0');

  // The finished game survives a reload (saved on this device), until the
  // table confirms a new game.
  await page.reload();
  await page.waitForSelector('.final-table');
  await page.click('text=New game');
  await page.click('[data-confirm-new]');
  await page.waitForSelector('.carousel-setup');
  await page.reload();
  await page.waitForSelector('.carousel-setup');
  await session.done();
});

test('a promotion through the board picker; the score sheet shows the men each player took', { timeout: 90000 }, async () => {
  const session = await open();
  const page = session.page;
  const players = ['Ann', 'Bob', 'Cy'];
  await deal(page, players);
  const opening = ['e4', 'd5', 'exd5', 'c6', 'dxc6', 'Qd7', 'cxb7', 'Qd2+', 'Kxd2', 'Nf6'];
  for (const [index, move] of opening.entries()) {
    await typeMove(page, move);
    await page.waitForSelector(`.move-list summary:text-is("Moves (${index + 1})")`);
  }
  const promoter = Number(await page.getAttribute('.turn', 'data-seat'));
  const before = Number(await page.innerText(`.score-sheet tr[data-seat="${promoter}"] .points`));
  await drag(page, 'b7', 'a8');
  const choices = page.locator('.promotion-choice');
  assert.equal(await choices.count(), 4);
  const knight = await page.locator('.promotion-choice[data-kind="knight"] rect').boundingBox();
  await page.mouse.click(knight.x + knight.width / 2, knight.y + knight.height / 2);
  await page.waitForSelector('.move-list summary:text-is("Moves (11)")');
  assert.equal(await man(page, 'a8'), 'white knight');
  assert.equal(Number(await page.innerText(`.score-sheet tr[data-seat="${promoter}"] .points`)), before + 5 + 1);
  const taken = await page.$$eval(`.score-sheet tr[data-seat="${promoter}"] .trophy`, (men) => men.map((m) => `${m.dataset.army} ${m.dataset.kind}`));
  assert.deepEqual(taken.slice(-2), ['black rook', 'white pawn'], 'the rook taken and the pawn kept');
  // Every capture so far is on somebody's line of the sheet.
  const all = await page.$$eval('.score-sheet .trophy', (men) => men.map((m) => `${m.dataset.army} ${m.dataset.kind}`).sort());
  const captured = ['black pawn', 'black pawn', 'black pawn', 'white pawn', 'black queen', 'black rook', 'white pawn'];
  assert.deepEqual(all, captured.sort());
  const kept = page.locator(`.score-sheet tr[data-seat="${promoter}"] .trophy[data-how="promotion"]`);
  assert.equal(await kept.getAttribute('title'), 'white pawn (promoted)');
  assert.equal(await kept.locator('svg.man-picture g.palette-white path').count() > 0, true, 'drawn as on the board');
  assert.deepEqual(await cardTraces(page), []);
  await session.done();
});

test('export and import keep the game; a share link deals new cards and holds none; the die is public', { timeout: 90000 }, async () => {
  const session = await open();
  const page = session.page;
  await deal(page, ['Ann', 'Bob', 'Cy', 'Di']);
  // An even table: the die picks who sits out, shown to all, and that
  // player does not move this round.
  const out = Number(await page.getAttribute('.turn .die', 'data-sitting-out'));
  assert.match(await page.innerText('.turn .die'), new RegExp(`picked ${['Ann', 'Bob', 'Cy', 'Di'][out]} to sit out`));
  assert.equal(await page.innerText(`.score-sheet tr[data-seat="${out}"] .status`), 'sits out');
  const round = [];
  for (const move of ['e4', 'e5', 'Nf3']) {
    round.push(Number(await page.getAttribute('.turn', 'data-seat')));
    await typeMove(page, move);
    await page.waitForSelector(`.move-list summary:text-is("Moves (${round.length})")`);
  }
  assert.ok(!round.includes(out), `seat ${out} sits out of ${round}`);
  await drag(page, 'b8', 'c6');
  await page.waitForSelector('.move-list summary:text-is("Moves (4)")');
  const toMove = await page.getAttribute('.turn', 'data-seat');

  // A reload resumes the same turn on this device, no card shown.
  await page.reload();
  await page.waitForSelector(`.turn[data-seat="${toMove}"] ${BOARD}`);
  assert.equal(await man(page, 'c6'), 'black knight');
  assert.match(await page.getAttribute(`${BOARD} rect[data-square="c6"]`, 'class'), /last-move/);
  assert.deepEqual(await cardTraces(page), []);

  // Export: a file with the whole game, while the page shows no card.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-export]')]);
  const exported = readFileSync(await download.path(), 'utf8');
  const saved = JSON.parse(exported);
  assert.equal(saved.game.cards.length, 4, 'the export keeps the cards');
  assert.deepEqual(saved.game.moves, ['e2e4', 'e7e5', 'g1f3', 'b8c6']);
  await page.waitForSelector('.export');
  assert.deepEqual(await cardTraces(page), [], 'exporting puts no card in the page');

  // Import it on a fresh table: play goes on where it stopped.
  await page.click('text=New game');
  await page.click('[data-confirm-new]');
  await page.waitForSelector('.carousel-setup');
  await page.click('.carousel-import summary');
  await page.fill('#carousel-import-text', 'not a game');
  await page.click('.carousel-import button');
  assert.match(await page.innerText('.notice'), /not a saved Carousel game/);
  await page.fill('#carousel-import-text', exported);
  await page.click('.carousel-import button');
  await page.waitForSelector(`.turn[data-colour="white"] ${BOARD}`);
  assert.equal(await man(page, 'c6'), 'black knight');
  assert.equal(await man(page, 'f3'), 'white knight');
  assert.deepEqual(await cardTraces(page), []);
  await drag(page, 'f1', 'c4');
  await page.waitForSelector('.move-list summary:text-is("Moves (5)")');

  await page.click('text=Share link');
  const link = await page.inputValue('.share input');
  const decoded = decodeURIComponent(link);
  assert.doesNotMatch(decoded, /"(white|black|draw)"/, 'no card in the link');
  assert.match(decoded, /f1c4/);
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.reload();
  await page.waitForSelector('.handoff');
  assert.match(await page.innerText('.handoff-note'), /Dealing: card 1 of 4/);
  assert.deepEqual(await cardTraces(page), []);
  await session.done();
});
