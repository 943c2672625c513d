// Carousel chess on the shared table, in the browser:
// 1. A five-player game from the deal (each person looks at their own card
//    behind a hand-off) to checkmate on the board (keyboard, drag and
//    click-click moves), a refused typed move, a look at a card out of
//    turn, the final table with every card and the scores; it survives a
//    reload until a new game.
// 2. A promotion through the board's picker; the score sheet shows the men
//    each player took.
// 3. The die of an even table; resume after a reload; the export (behind a
//    warning) imported on a fresh table; the share link of the running
//    game holds no card and opens in a fresh profile with a new deal.
// 4. Secrecy: two games whose cards differ: the DOM under every hand-off
//    screen, and the view of a seat whose card is the same in both, are
//    identical.
// Each test opens its own browser; every page error fails the test.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clickMove as clickClick, dragMan as drag, freshBrowsers } from './harness.mjs';

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
    if (document.querySelector('.own-card')) traces.push('own card');
    if (/card-(white|black|draw)/.test(html)) traces.push('card class');
    if (/your card/i.test(text)) traces.push('card text');
    if (/\b(White|Black|Draw) card\b|card (was|is) (White|Black|Draw)/i.test(text)) traces.push('card named');
    if (/You win (5|100)/.test(text)) traces.push('card aim');
    return traces;
  });
}

/** Opens the setup on a fresh device and starts a game of `players`. */
async function start(page, players) {
  await page.goto(`${server.url}#/play/carousel`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForSelector('.setup');
  await page.click(`.segmented[aria-label="How many players"] .segment:text-is("${players.length}")`);
  assert.equal(await page.locator('.name-input').count(), players.length, 'one name field a player');
  for (const [i, name] of players.entries()) await page.locator('.name-input').nth(i).fill(name);
  await page.click('button.start');
}

/** The first looks: each person in turn takes the device and sees only
 * their own card. Returns the cards by seat. */
async function looks(page, players) {
  const cards = [];
  for (let seat = 0; seat < players.length; seat++) {
    await page.waitForSelector('.handoff');
    assert.match(await page.innerText('#handoff-title'), new RegExp(players[seat]));
    assert.deepEqual(await cardTraces(page), [], `hand-off to ${players[seat]} shows no card`);
    await page.click('.handoff-reveal');
    await page.waitForSelector('.own-card');
    assert.equal(await page.locator('[data-card]').count(), 1, 'one card in a look');
    assert.equal(await page.getAttribute('.shell-play', 'data-seat'), String(seat));
    assert.equal(await page.locator('.move-entry').count(), 0, 'no move during the looks');
    cards.push(await page.getAttribute('.own-card', 'data-card'));
    await page.click('button.hide-view');
  }
  return cards;
}

/** Takes the device for the seat to move (through its hand-off, if any);
 * returns that seat. */
async function takeTurn(page) {
  await page.waitForSelector('.handoff, .move-entry');
  if (await page.locator('.handoff').count()) {
    assert.deepEqual(await cardTraces(page), [], 'no card under a hand-off');
    await page.click('.handoff-reveal');
  }
  await page.waitForSelector('.move-entry');
  return Number(await page.getAttribute('.shell-play', 'data-seat'));
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
  await page.fill('.move-entry input[name="move"]', text);
  await page.click('.move-entry button');
}

/** Plays typed moves, each by the seat to move, waiting for each. */
async function typeMoves(page, moves, before = 0) {
  const movers = [];
  for (const [index, move] of moves.entries()) {
    movers.push(await takeTurn(page));
    await typeMove(page, move);
    await page.waitForSelector(`.move-list summary:text-is("Moves (${before + index + 1})")`);
  }
  return movers;
}

async function man(page, square) {
  const m = page.locator(`${BOARD} g.man[data-square="${square}"]`);
  if ((await m.count()) === 0) return null;
  return `${await m.getAttribute('data-army')} ${await m.getAttribute('data-kind')}`;
}

/** The save text from the export screen (behind its warning). */
async function exportText(page) {
  await page.click('button.show-record');
  await page.click('button:text-is("Show the export anyway")');
  const text = await page.inputValue('.export-text');
  await page.click('button:text-is("Back to the game")');
  return text;
}

/** Opens a game's text from the setup screen's import. */
async function importText(page, text) {
  await page.goto(`${server.url}#/play/carousel`);
  await page.waitForSelector('.setup');
  await page.click('.setup details.import summary');
  await page.fill('.setup details.import textarea', text);
  await page.click('button:text-is("Open this game")');
}

test('five players: the deal, play to checkmate on the board, the final table', { timeout: 180000 }, async () => {
  const session = await open();
  const page = session.page;
  await start(page, names);
  const cards = await looks(page, names);
  assert.deepEqual([...cards].sort(), ['black', 'black', 'draw', 'white', 'white']);

  // Fool's mate, one move by each way of moving; turns go round the table.
  const movers = [];
  const moves = [['f2', 'f3', 'keyboard'], ['e7', 'e5', 'drag'], ['g2', 'g4', 'click'], ['d8', 'h4', 'drag']];
  for (const [index, [from, to, how]] of moves.entries()) {
    const seat = await takeTurn(page);
    movers.push(seat);
    const black = index % 2 === 1;
    await page.waitForSelector(`.carousel-turn[data-colour="${black ? 'black' : 'white'}"]`);
    assert.match(await page.innerText('.shell-turn'), new RegExp(`^\\s*${names[seat]}\\s*$`), "the player by name alone");
    assert.match(await page.innerText('.carousel-turn'), new RegExp(`${names[seat]} moves ${black ? 'Black' : 'White'}`));
    assert.equal(await page.getAttribute(BOARD, 'data-rotation'), black ? '180' : '0', 'the mover sees their colour below');
    assert.equal(await page.innerText(`.score-sheet tr[data-seat="${seat}"] .status`), 'to move');
    // The mover's own card, and no other.
    assert.equal(await page.locator('[data-card]').count(), 1);
    assert.equal(await page.getAttribute('.own-card', 'data-card'), cards[seat]);
    if (index === 1) {
      // A wrong typed move is refused with a reason; the board is unchanged.
      await typeMove(page, 'e7e4');
      await page.waitForSelector('.notice.refusal');
      assert.equal(await man(page, 'e7'), 'black pawn');
    }
    if (index === 3) {
      // The mover's own replay while the game is played: their view at
      // each step, their own card and no other, no secret told.
      await page.click('button.show-replay');
      await page.waitForSelector('.replay');
      assert.equal(await page.locator('.replay-step').count(), 3, 'one step a move');
      assert.match(await page.innerText('.replay-step[data-step="1"]'), new RegExp(`^1\\.\\s+${names[movers[0]]} played f3 for White\\.`));
      assert.match(await page.innerText('.replay-whose'), new RegExp(`${names[seat]}'s replay`));
      await page.keyboard.press('Home');
      await page.waitForSelector('.replay-at:text-is("The start (3 steps)")');
      assert.equal(await man(page, 'f3'), null, 'the board as it stood');
      assert.equal(await man(page, 'f2'), 'white pawn');
      await page.keyboard.press('ArrowRight');
      await page.waitForSelector('.replay-step[data-step="1"][aria-current="step"]');
      assert.equal(await man(page, 'f3'), 'white pawn');
      assert.equal(await page.locator('.replay-secrets, .dealt-cards').count(), 0, 'no secret told during play');
      assert.equal(await page.locator('[data-card]').count(), 1);
      assert.equal(await page.getAttribute('.own-card', 'data-card'), cards[seat]);
      await page.click('button.replay-close');
      await page.waitForSelector('.move-entry');
    }
    if (how === 'keyboard') await keyboardMove(page, from, to);
    if (how === 'drag') await drag(page, from, to);
    if (how === 'click') await clickClick(page, from, to);
    if (index < 3) {
      await page.waitForSelector('.handoff');
      assert.match(await page.innerText('#handoff-title'), new RegExp(names[(seat + 1) % 5]));
      assert.equal(await man(page, to), `${black ? 'black' : 'white'} pawn`, 'the public board under the hand-off');
      assert.equal(await man(page, from), null);
      assert.match(await page.getAttribute(`${BOARD} rect[data-square="${to}"]`, 'class'), /last-move/);
      assert.match(await page.innerText('.notices'), new RegExp(`${names[seat]} played`), 'the notice names the person');
      assert.equal(await page.locator('.notice.refusal').count(), 0, 'a played move clears the refusal');
    }
    if (index === 2) {
      // Someone looks at their card out of turn, from a button of their own
      // on the hand-off, behind a hand-off screen of their own: it shows
      // no card, their view only their own, and they cannot move.
      const next = names[(seat + 1) % 5];
      const peeker = names.find((name) => name !== next);
      const peekSeat = names.indexOf(peeker);
      assert.equal(await page.locator(`.handoff .peek button:text-is("${next}: see my card")`).count(), 0,
        'the person named takes the device with its own button');
      await page.click(`.handoff .peek button:text-is("${peeker}: see my card")`);
      await page.waitForSelector(`#handoff-title:has-text("${peeker}")`);
      assert.deepEqual(await cardTraces(page), []);
      assert.match(await page.innerText('.handoff'), /To look at their own card/);
      assert.equal(await page.locator('.handoff .peek').count(), 0, 'a look is not interrupted by another');
      await page.click('.handoff-reveal');
      await page.waitForSelector('.own-card');
      assert.equal(await page.locator('[data-card]').count(), 1);
      assert.equal(await page.getAttribute('.own-card', 'data-card'), cards[peekSeat]);
      assert.equal(await page.getAttribute('.shell-play', 'data-seat'), String(peekSeat));
      assert.match(await page.innerText('.shell-turn .badge'), /looking only/);
      assert.equal(await page.locator('.move-entry').count(), 0);
      await page.click('button.hide-view');
      await page.waitForSelector('.handoff');
      assert.deepEqual(await cardTraces(page), [], 'play resumes with no card shown');
      assert.equal(await man(page, 'g4'), 'white pawn', 'the look changed nothing on the board');
    }
  }
  for (let i = 1; i < movers.length; i++) assert.equal(movers[i], (movers[i - 1] + 1) % 5, 'turns go round');

  // The end: every card, the scores, the winner, the mated king on the board.
  await page.waitForSelector('.final-table');
  assert.match(await page.innerText('.game-over-reason'), /Black wins by checkmate/);
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
  const places = await page.$$eval('.final-scores tbody tr', (rows) => rows.map((r) => Number(r.dataset.seat)));
  assert.deepEqual(places.slice(0, winners.length).sort(), [...winners].sort(), 'the winners head the scores');
  assert.equal(await man(page, 'h4'), 'black queen');
  assert.match(await page.getAttribute(`${BOARD} rect[data-square="e1"]`, 'class'), /check/);
  assert.equal(await page.getAttribute(BOARD, 'data-rotation'), '0');
  assert.match(await page.innerText('.notices'), /Every card is turned up/);
  // Nothing is kept apart any more: no view to hide, no card to peek at.
  assert.equal(await page.locator('button.hide-view, .peek, button.peek-person').count(), 0);

  // The replay of the finished game tells every card, and shows them all
  // at every step.
  await page.click('button.show-replay');
  await page.waitForSelector('.replay-secrets');
  assert.match(await page.innerText('.replay-whose'), /Every secret is shown/);
  const told = await page.innerText('.replay-secrets');
  for (const [seat, card] of cards.entries()) {
    assert.match(told, new RegExp(`${names[seat]} held the ${card[0].toUpperCase()}${card.slice(1)} card`));
  }
  assert.equal(await page.locator('.replay-step').count(), 4);
  await page.click('button.replay-back');
  await page.waitForSelector('.replay-at:text-is("Step 3 of 4")');
  assert.equal(await man(page, 'h4'), null, 'before the mate');
  const dealt = await page.$$eval('.dealt-cards [data-card]', (items) => items.map((i) => i.getAttribute('data-card')));
  assert.deepEqual(dealt, cards, 'every card, mid-game');
  await page.click('button.replay-close');
  await page.waitForSelector('.final-table');

  // The finished game survives a reload (saved on this device), and a new
  // game starts from the setup.
  await page.reload();
  await page.waitForSelector('.final-table');
  await page.click('button:text-is("New game")');
  await page.waitForSelector('.setup');
  await session.done();
});

test('a promotion through the board picker; the score sheet shows the men each player took', { timeout: 120000 }, async () => {
  const session = await open();
  const page = session.page;
  const players = ['Ann', 'Bob', 'Cy'];
  await start(page, players);
  await looks(page, players);
  await typeMoves(page, ['e4', 'd5', 'exd5', 'c6', 'dxc6', 'Qd7', 'cxb7', 'Qd2+', 'Kxd2', 'Nf6']);
  const promoter = await takeTurn(page);
  const before = Number(await page.innerText(`.score-sheet tr[data-seat="${promoter}"] .points`));
  await drag(page, 'b7', 'a8');
  const choices = page.locator('.promotion-choice');
  assert.equal(await choices.count(), 4);
  const knight = await page.locator('.promotion-choice[data-kind="knight"] rect').boundingBox();
  await page.mouse.click(knight.x + knight.width / 2, knight.y + knight.height / 2);
  await page.waitForSelector('.move-list summary:text-is("Moves (11)")');
  assert.equal(await man(page, 'a8'), 'white knight');
  assert.equal(Number(await page.innerText(`.score-sheet tr[data-seat="${promoter}"] .points`)), before + 5 + 1);
  assert.match(await page.innerText('.notices'), new RegExp(`${players[promoter]} played bxa8=N for White, scoring 6 points`));
  const taken = await page.$$eval(`.score-sheet tr[data-seat="${promoter}"] .trophy`, (men) => men.map((m) => `${m.dataset.army} ${m.dataset.kind}`));
  assert.deepEqual(taken.slice(-2), ['black rook', 'white pawn'], 'the rook taken and the pawn kept');
  // Every capture so far is on somebody's line of the sheet.
  const all = await page.$$eval('.score-sheet .trophy', (men) => men.map((m) => `${m.dataset.army} ${m.dataset.kind}`).sort());
  const captured = ['black pawn', 'black pawn', 'black pawn', 'white pawn', 'black queen', 'black rook', 'white pawn'];
  assert.deepEqual(all, captured.sort());
  const kept = page.locator(`.score-sheet tr[data-seat="${promoter}"] .trophy[data-how="promotion"]`);
  assert.equal(await kept.getAttribute('title'), 'white pawn (promoted)');
  assert.ok((await kept.locator('svg.man-picture g.palette-white path').count()) > 0, 'drawn as on the board');
  assert.deepEqual(await cardTraces(page), [], 'the hand-off after the promotion');
  await session.done();
});

test('the die of an even table; resume, export and import; a share link holds no card and deals anew', { timeout: 180000 }, async () => {
  const session = await open();
  const page = session.page;
  const players = ['Ann', 'Bob', 'Cy', 'Di'];
  await start(page, players);
  await looks(page, players);
  // An even table: the die picks who sits out, shown to all, and that
  // player does not move this round.
  await page.waitForSelector('.die');
  const out = Number(await page.getAttribute('.die', 'data-sitting-out'));
  assert.match(await page.innerText('.die'), new RegExp(`picked ${players[out]} to sit out`));
  assert.equal(await page.innerText(`.score-sheet tr[data-seat="${out}"] .status`), 'sits out');
  const round = await typeMoves(page, ['e4', 'e5', 'Nf3']);
  assert.ok(!round.includes(out), `seat ${out} sits out of ${round}`);
  await takeTurn(page);
  await drag(page, 'b8', 'c6');
  await page.waitForSelector('.handoff .move-list summary:text-is("Moves (4)")');
  const title = await page.innerText('#handoff-title');

  // A reload resumes the same turn on this device, no card shown.
  await page.reload();
  await page.waitForSelector('.handoff');
  assert.equal(await page.innerText('#handoff-title'), title);
  assert.equal(await man(page, 'c6'), 'black knight');
  assert.match(await page.getAttribute(`${BOARD} rect[data-square="c6"]`, 'class'), /last-move/);
  assert.deepEqual(await cardTraces(page), []);

  // The export holds the whole game, cards too, behind a warning; the page
  // shows no card meanwhile.
  await page.click('button.show-record');
  assert.match(await page.innerText('.record'), /holds every player's secrets/);
  assert.deepEqual(await cardTraces(page), []);
  await page.click('button:text-is("Back to the game")');
  const exported = await exportText(page);
  const saved = JSON.parse(exported);
  assert.equal(saved.header.game, 'carousel');
  assert.equal(saved.table.start.cards.length, 4, 'the export keeps the cards');
  assert.equal(saved.table.actions.length, 4);

  // Imported on a fresh table, play goes on where it stopped.
  await importText(page, 'not a game');
  assert.match(await page.innerText('.notice.problem'), /not a game saved or exported by Parlour/);
  await page.fill('.setup details.import textarea', exported);
  await page.click('button:text-is("Open this game")');
  await page.waitForSelector('.handoff');
  assert.equal(await page.innerText('#handoff-title'), title);
  assert.equal(await man(page, 'f3'), 'white knight');
  await takeTurn(page);
  await drag(page, 'f1', 'c4');
  await page.waitForSelector('.handoff .move-list summary:text-is("Moves (5)")');

  // The share link of the running game: no card, no generator, opened in a
  // fresh profile as the same position with a new deal to look at.
  await page.click('button.show-record');
  const link = await page.inputValue('input.share-link');
  assert.match(await page.innerText('.record'), /holds no secret: whoever opens it is dealt them anew/);
  const decoded = decodeURIComponent(link);
  assert.match(decoded, /#\/play\/carousel\?shared=/);
  assert.doesNotMatch(decoded, /"(white|black|draw)"|random|"cards"/, 'no card in the link');
  assert.match(decoded, /f1c4/);
  const fresh = await open();
  await fresh.page.goto(link);
  await fresh.page.waitForSelector('.handoff');
  assert.match(await fresh.page.innerText('#handoff-title'), /Ann/);
  assert.match(await fresh.page.innerText('.handoff'), /To look at their own card/);
  assert.deepEqual(await cardTraces(fresh.page), []);
  assert.equal(await man(fresh.page, 'c4'), 'white bishop');
  assert.equal(await fresh.page.innerText('.move-list summary'), 'Moves (5)');
  const dealt = await looks(fresh.page, players);
  assert.deepEqual([...dealt].sort().length, 4);
  await fresh.done();
  await session.done();
});

test('the hand-off screens and a seat\'s own view are the same whatever the other cards', { timeout: 180000 }, async () => {
  // One game's record, and the same with two players' different cards
  // swapped; seat `kept` holds the same card in both.
  const first = await open();
  await start(first.page, names);
  await first.page.waitForSelector('.handoff');
  const text = await exportText(first.page);
  await first.done();
  const record = JSON.parse(text);
  const cards = record.table.start.cards;
  const [i, j] = [0, cards.findIndex((card) => card !== cards[0])];
  const swapped = JSON.parse(text);
  [swapped.table.start.cards[i], swapped.table.start.cards[j]] = [cards[j], cards[i]];
  const kept = [0, 1, 2, 3, 4].find((seat) => seat !== i && seat !== j);

  const games = [await open(), await open()];
  const pages = games.map((g) => g.page);
  const each = (step) => Promise.all(pages.map((page, index) => step(page, index)));
  const main = (page) => page.locator('main').innerHTML();
  const same = async (what) => {
    const [a, b] = await Promise.all(pages.map(main));
    assert.equal(a, b, what);
  };
  await each((page, index) => importText(page, index === 0 ? text : JSON.stringify(swapped)));
  let compared = 0;
  for (let seat = 0; seat < 5; seat++) {
    await each((page) => page.waitForSelector('.handoff'));
    await same(`the hand-off for look ${seat + 1}`);
    compared++;
    await each((page) => page.click('.handoff-reveal'));
    await each((page) => page.waitForSelector('.own-card'));
    const [a, b] = await Promise.all(pages.map(main));
    if (seat === kept) {
      assert.equal(a, b, 'the look of the seat whose card is the same');
      compared++;
    }
    if (seat === i || seat === j) assert.notEqual(a, b, 'a swapped card is seen by its holder');
    await each((page) => page.click('button.hide-view'));
  }
  for (const move of ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Bxc6', 'dxc6']) {
    await each((page) => page.waitForSelector('.handoff, .move-entry'));
    if (await pages[0].locator('.handoff').count()) {
      await same(`the hand-off before ${move}`);
      compared++;
      await each((page) => page.click('.handoff-reveal'));
    }
    await each((page) => page.waitForSelector('.move-entry'));
    const seat = Number(await pages[0].getAttribute('.shell-play', 'data-seat'));
    if (seat === kept) {
      await same(`the view of seat ${seat} before ${move}`);
      compared++;
    }
    await each((page) => typeMove(page, move));
    await each((page) => page.waitForSelector('.handoff'));
  }
  await same('the hand-off after the last move');
  console.log(`compared ${compared + 1} hand-off and own-view screens: identical`);
  for (const game of games) await game.done();
});
