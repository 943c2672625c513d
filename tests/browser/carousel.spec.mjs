// The Carousel table in the browser: a five-player game from the deal to
// checkmate, with the private reveal screens, a second look at a card, and
// the final table; export, import and share links. Checks that no card
// text or attribute is in the DOM during play except on the private reveal
// screen.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { setup } from './harness.mjs';

let s;
before(async () => { s = await setup(); });
after(async () => { await s.close(); });

const names = ['Jane', 'Joe', 'Jeremy', 'John', 'Jake'];

/** Everything in the page that could give a card away. */
async function cardTraces(page) {
  return page.evaluate(() => {
    const html = document.documentElement.outerHTML;
    const traces = [];
    if (document.querySelector('[data-card]')) traces.push('data-card attribute');
    if (/card-(white|black|draw)/.test(html)) traces.push('card class');
    if (/your card is/i.test(document.body.innerText)) traces.push('card text');
    if (/\b(White|Black|Draw)\b/.test(document.querySelector('.reveal-screen .card')?.innerText || '')) traces.push('card');
    return traces;
  });
}

async function clickMove(page, from, to) {
  await page.click(`.cboard [data-square="${from}"]`);
  await page.click(`.cboard [data-square="${to}"]`);
}

test('five players: deal, play to checkmate, final table', { timeout: 120000 }, async () => {
  {
    const page = s.page;
    await page.goto(`${s.url}#/play/carousel`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForSelector('.carousel-setup');
    await page.selectOption('#carousel-count', '5');
    for (let i = 0; i < 5; i++) await page.fill(`#carousel-name-${i + 1}`, names[i]);
    assert.equal(await page.locator('#carousel-name-6').count(), 0, 'only five name fields');
    await page.check('input[name="face-player"]');
    await page.click('.carousel-setup button[type="submit"]');

    // The deal: each player takes the device, sees only their own card.
    const cards = [];
    for (let seat = 0; seat < 5; seat++) {
      await page.waitForSelector('.handoff');
      assert.match(await page.innerText('.handoff-title'), new RegExp(names[seat]));
      assert.deepEqual(await cardTraces(page), [], `hand-off to ${names[seat]} shows no card`);
      await page.click('.handoff-reveal');
      await page.waitForSelector('.reveal-screen');
      assert.equal(await page.locator('[data-card]').count(), 1, 'one card on the reveal screen');
      assert.notDeepEqual(await cardTraces(page), [], 'the trace check sees a shown card');
      const card = await page.getAttribute('.reveal-screen', 'data-card');
      assert.equal(await page.getAttribute('.reveal-screen', 'data-seat'), String(seat));
      assert.match(await page.innerText('.reveal-screen h2'), new RegExp(`${names[seat]}, your card is`));
      cards.push(card);
      await page.click('.reveal-screen button');
    }
    assert.deepEqual([...cards].sort(), ['black', 'black', 'draw', 'white', 'white']);

    // Play: fool's mate, moves by clicking and by typing.
    await page.waitForSelector('.turn');
    const movers = [];
    const moves = [['f2', 'f3'], ['e7', 'e5'], ['g2', 'g4'], ['d8', 'h4']];
    for (const [index, [from, to]] of moves.entries()) {
      await page.waitForSelector('.turn');
      assert.deepEqual(await cardTraces(page), [], `turn ${index + 1} shows no card`);
      const seat = Number(await page.getAttribute('.turn', 'data-seat'));
      movers.push(seat);
      const colour = index % 2 === 0 ? 'white' : 'black';
      assert.equal(await page.getAttribute('.turn', 'data-colour'), colour);
      assert.equal(await page.getAttribute('.cboard', 'data-rotation'), colour === 'black' ? '180' : '0');
      assert.match(await page.innerText('.turn-title'), new RegExp(`${names[seat]} moves`));
      if (index === 1) {
        // A wrong move is refused with a reason, then the typed move is played.
        await page.fill('#carousel-move', 'e7e4');
        await page.click('.move-entry button');
        await page.waitForSelector('.turn .error');
        await page.fill('#carousel-move', 'e5');
        await page.click('.move-entry button');
      } else {
        await clickMove(page, from, to);
      }
      if (index === 2) {
        // Jeremy looks at his card again, behind a hand-off screen.
        await page.waitForSelector('.turn');
        await page.click('[data-look="2"]');
        await page.waitForSelector('.handoff');
        assert.deepEqual(await cardTraces(page), []);
        await page.click('.handoff-reveal');
        await page.waitForSelector('.reveal-screen');
        assert.equal(await page.getAttribute('.reveal-screen', 'data-card'), cards[2]);
        await page.click('.reveal-screen button');
      }
    }
    for (let i = 1; i < movers.length; i++) assert.equal(movers[i], (movers[i - 1] + 1) % 5, 'turns go round');

    // The end: every card, the scores, the winner.
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

    // The finished game survives a reload (saved on this device), until the
    // table confirms a new game.
    await page.reload();
    await page.waitForSelector('.final-table');
    await page.click('text=New game');
    await page.click('[data-confirm-new]');
    await page.waitForSelector('.carousel-setup');
    await page.reload();
    await page.waitForSelector('.carousel-setup');
    assert.deepEqual(s.errors, [], 'no script errors');
  }
});

test('export and import keep the game; a share link deals new cards and holds none', { timeout: 60000 }, async () => {
  {
    const page = s.page;
    await page.goto(`${s.url}#/play/carousel`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForSelector('.carousel-setup');
    await page.selectOption('#carousel-count', '4');
    await page.click('.carousel-setup button[type="submit"]');
    for (let seat = 0; seat < 4; seat++) {
      await page.click('.handoff-reveal');
      await page.click('.reveal-screen button');
    }
    await page.waitForSelector('.turn .die');
    await page.fill('#carousel-move', 'e4');
    await page.click('.move-entry button');
    await page.waitForSelector('.turn[data-colour="black"]');
    // Export: a file with the whole game, while the page shows no card.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-export]')]);
    const exported = readFileSync(await download.path(), 'utf8');
    const saved = JSON.parse(exported);
    assert.equal(saved.game.cards.length, 4, 'the export keeps the cards');
    assert.deepEqual(saved.game.moves, ['e2e4']);
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
    await page.waitForSelector('.turn[data-colour="black"]');
    assert.equal(await page.getAttribute('.cboard [data-square="e4"]', 'data-man'), 'white pawn');
    assert.deepEqual(await cardTraces(page), []);

    await page.click('text=Share link');
    const link = await page.inputValue('.share input');
    const decoded = decodeURIComponent(link);
    assert.doesNotMatch(decoded, /"(white|black|draw)"/, 'no card in the link');
    assert.match(decoded, /e2e4/);
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await page.reload();
    await page.waitForSelector('.handoff');
    assert.match(await page.innerText('.handoff-note'), /Dealing: card 1 of 4/);
    assert.deepEqual(s.errors, [], 'no script errors');
  }
});
