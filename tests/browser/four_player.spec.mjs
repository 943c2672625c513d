// Browser test of the Four Player table: a few rounds on the cross by
// drag, with hand-off screens, an alliance formed and left, and a king
// captured. The same game is played twice, once without the alliance; the
// DOM under every hand-off screen and under White's and Black's views
// must be the same both times (no trace of the alliance). Then members see
// their alliance, a refusal naming an invitation leaves with the view, the
// game resumes after a reload, and a share link reopens it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser } from './harness.mjs';

const VIEWPORT = { width: 1000, height: 1300 };
let server;
let base;
before(async () => {
  server = await serve();
  base = server.url;
});
after(() => server.stop());

// [army to act, actions]: a move is "from-to" (dragged) or "type <move>"
// (typed), anything else is a button.
const rounds = [
  ['white', ['f2-f3']], ['blue', ['propose red', 'b7-c7']], ['black', ['f13-f12']], ['red', ['accept blue', 'm6-l6']],
  ['white', ['g2-g3']], ['blue', ['b8-c8']], ['black', ['h14-i12']], ['red', ['m7-l7']],
  ['white', ['h2-h3']], ['blue', ['leave', 'c7-d7']], ['black', ['i12-k11']], ['red', ['l6-k6']],
  ['white', ['i2-i3']], ['blue', ['type c8d8']], ['black', ['k11-j9']], ['red', ['l7-k7']],
  ['white', ['f3-f4']], ['blue', ['d7-e7']], ['black', ['j9-l10']], ['red', ['m8-l8']],
  ['white', ['g3-g4']], ['blue', ['d8-e8']], ['black', ['l10-n9']],
];
const secretActions = new Set(['propose red', 'accept blue', 'leave']);

async function drag(page, from, to) {
  await page.locator('.cross-board svg').scrollIntoViewIfNeeded();
  const box = async (square) => {
    const b = await page.locator(`rect[data-square="${square}"]`).boundingBox();
    assert.ok(b, `square ${square} is drawn`);
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const a = await box(from);
  const b = await box(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

const mainHtml = (page) => page.locator('main').innerHTML();

async function play(context, secret) {
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORT);
  await page.goto(base + '#/play/four-player');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.click('button.new-game');
  const seen = [];
  for (const [army, actions] of rounds) {
    if (process.env.VERBOSE) console.log(army, actions.join(', '));
    const title = await page.locator('#handoff-title').innerText();
    assert.match(title, new RegExp(army, 'i'), 'the hand-off names the next player');
    assert.equal(await page.locator('[data-view]').count(), 0, 'no seat view under a hand-off');
    assert.equal(await page.locator('.diplomacy').count(), 0);
    seen.push(await mainHtml(page));
    await page.click('.handoff-reveal');
    await page.locator(`[data-view="${army}"]`).waitFor();
    if (army === 'white' || army === 'black') seen.push(await mainHtml(page));
    for (const action of actions) {
      if (secretActions.has(action)) {
        if (!secret) continue;
        await page.click(`button[data-action="${action}"]`);
        continue;
      }
      if (action.startsWith('type ')) {
        await page.fill('input[name="typed-action"]', action.slice(5));
        await page.press('input[name="typed-action"]', 'Enter');
        continue;
      }
      const [from, to] = action.split('-');
      await drag(page, from, to);
    }
  }
  await page.locator('#handoff-title').waitFor();
  seen.push(await mainHtml(page));
  return { page, seen };
}

test('four players: hand-offs, a secret alliance, a king captured, resume and share', async () => {
  const session = await browser();
  const context = session.context;
  try {
    const plain = await play(context, false);
    const secret = await play(context, true);
    assert.equal(plain.seen.length, secret.seen.length);
    plain.seen.forEach((html, i) => assert.equal(secret.seen[i], html, `screen ${i} differs`));
    console.log(`compared ${plain.seen.length} hand-off and outsider screens: identical`);

    // The king was captured: Red is out, greyed, its men gone.
    const page = secret.page;
    const red = page.locator('li.seat[data-seat="red"]');
    assert.match(await red.getAttribute('class'), /\bout\b/);
    assert.equal(await page.locator('g.army-red').count(), 0);
    assert.match(await page.locator('.move-list').innerText(), /Nl10xKn9/);
    assert.match(await page.locator('#handoff-title').innerText(), /White/);

    // Members do see their alliance: replay the first round in a fresh game.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.click('button.new-game');
    await page.click('.handoff-reveal');
    await drag(page, 'f2', 'f3');
    await page.click('.handoff-reveal');
    await page.click('button[data-action="propose red"]');
    assert.match(await page.locator('.diplomacy').innerText(), /Waiting for an answer from Red/);
    await drag(page, 'b7', 'c7');
    await page.click('.handoff-reveal');
    await drag(page, 'f13', 'f12');
    await page.click('.handoff-reveal');
    assert.match(await page.locator('.invitation').innerText(), /Blue invites you/);
    // A refusal that names the invitation leaves with the view.
    await page.fill('input[name="typed-action"]', 'm6l6');
    await page.press('input[name="typed-action"]', 'Enter');
    assert.match(await page.locator('.problem').innerText(), /invitation from blue/);
    await page.click('button.hide-view');
    await page.locator('#handoff-title').waitFor();
    await page.waitForTimeout(100);
    const under = await mainHtml(page);
    assert.ok(!/invit|ally|allies/i.test(under), 'nothing of it under the hand-off: ' + (under.match(/.{80}(invit|ally|allies).{80}/i) || [])[0]);
    await page.click('.handoff-reveal');
    await page.click('button[data-action="accept blue"]');
    assert.match(await page.locator('.alliance').innerText(), /Your allies: Blue/);
    assert.equal(await page.locator('li.seat[data-seat="blue"] .ally-tag').count(), 1);
    assert.ok(await page.locator('g.army-blue .ally-badge').count() > 0, 'allied men carry a badge');
    await drag(page, 'm6', 'l6');
    // Under the hand-off for White nothing of it remains.
    const html = await mainHtml(page);
    assert.ok(!/ally|allies|invite/i.test(html), 'no alliance under the hand-off');

    // The game was saved: a reload resumes it.
    await page.reload();
    await page.click('button.resume');
    assert.match(await page.locator('#handoff-title').innerText(), /White/);
    assert.match(await page.locator('.move-list').innerText(), /m6-l6/);

    // Export and share: on a screen of their own, never beside a view.
    await page.click('button.show-record');
    assert.equal(await page.locator('.handoff, [data-view]').count(), 0);
    const record = await page.locator('textarea[name="record"]').inputValue();
    assert.match(record, /^parlour four-player 1\nseed \d+\n/);
    assert.match(record, /\nblue propose red\n/);
    const link = await page.locator('input[name="share-link"]').inputValue();
    const shared = await context.newPage();
    await shared.setViewportSize(VIEWPORT);
    await shared.goto(link);
    await shared.locator('#handoff-title').waitFor();
    assert.match(await shared.locator('.move-list').innerText(), /m6-l6/);
    await shared.close();
      } finally {
    await session.close();
  }
});
