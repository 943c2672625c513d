// Browser tests of Four Player Chess on the shared table.
// 1. A few rounds on the cross by drag, with hand-off screens, an alliance
//    formed and left, and a king captured. The same game is played twice,
//    once without the alliance; the DOM under every hand-off screen and
//    under White's and Black's views must be the same both times (no trace
//    of the alliance). Then members see their alliance, a refusal naming an
//    invitation leaves with the view, the game resumes after a reload, its
//    export (behind a warning, no share link while secrets are kept)
//    reopens it in a fresh browser.
// 2. The protectorate choice after a king is taken inside an alliance,
//    with the loss percentage set on the setup screen.
// 3. The open table: no hand-off screens.
// 4. An imported set-up position played by drag to game over.
// 5. On a phone the diplomacy lies under the board, in view with it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fourPlayerSave, freshBrowsers, inView, squareCentre } from './harness.mjs';

const VIEWPORT = { width: 1000, height: 1300 };
const { server, open } = freshBrowsers({ viewport: VIEWPORT });

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
  await page.locator('svg[data-board]').scrollIntoViewIfNeeded();
  const box = async (square) => {
    const b = await page.locator(`svg[data-board] rect[data-square="${square}"]`).boundingBox();
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

/** The lines of the event log, newest first. */
const logLines = async (page) =>
  (await page.locator('.event-log li').allTextContents()).map((line) => line.trim());

/** Asserts the page shows no alliance: no words, no badge, no ally tag. */
async function assertNoAlliance(page, where) {
  const html = await mainHtml(page);
  const trace = html.match(/.{0,80}(allies|\bally\b|invites you|waiting for an answer|leave your alliance|loyal|man-badge|ally-tag).{0,80}/i);
  assert.equal(trace, null, `alliance trace ${where}: ${trace && trace[0]}`);
  assert.equal(await page.locator('.man-badge, .ally-tag').count(), 0, where);
}

/** A fresh game from the lobby form; `options` may set the loss or open table. */
async function newGame(page, options = {}) {
  await page.goto(server.url + '#/play/four-player');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  // The loss starts at 40% and moves by 10.
  for (let loss = 40; options.loss !== undefined && loss < options.loss; loss += 10) {
    await page.click('button[aria-label="more: Men a protectorate loses (%)"]');
  }
  if (options.openTable) await page.click('.toggle:has-text("Open table")');
  await page.click('button.start');
}

/** Opens a game's save text (an export, or one set up by the test) from the setup screen. */
async function importText(page, text) {
  await page.click('.setup details.import summary');
  await page.fill('.setup details.import textarea', text);
  await page.click('button:text-is("Open this game")');
}

/** Plays `rounds` in a fresh game, with the secret actions if `secret`
 * (`skip` leaves some out); returns the page and the HTML of every
 * hand-off screen and of White's and Black's views. */
async function play(context, secret, options = {}, skip = new Set()) {
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORT);
  await newGame(page, options);
  const seen = [];
  for (const [army, actions] of rounds) {
    if (process.env.VERBOSE) console.log(army, actions.join(', '));
    const title = await page.locator('#handoff-title').innerText();
    assert.match(title, new RegExp(army, 'i'), 'the hand-off names the next player');
    assert.equal(await page.locator('[data-view]').count(), 0, 'no seat view under a hand-off');
    assert.equal(await page.locator('.diplomacy').count(), 0);
    await assertNoAlliance(page, `under the hand-off to ${army}`);
    seen.push(await mainHtml(page));
    await page.click('.handoff-reveal');
    await page.locator(`[data-view="${army}"]`).waitFor();
    if (army === 'white' || army === 'black') {
      await assertNoAlliance(page, `in ${army}'s view`);
      seen.push(await mainHtml(page));
    }
    for (const action of actions) {
      if (skip.has(action)) continue;
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
  const session = await open();
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
    assert.equal(await page.locator('g.man[data-army="red"]').count(), 0);
    // One log, newest first, in words naming each seat's person.
    assert.equal(await page.locator('.move-list, .log').count(), 0, 'no second log');
    const lines = await logLines(page);
    assert.deepEqual(lines.slice(0, 3), [
      'Red \u00b7 Player 4 is out',
      "Black \u00b7 Player 3 took Red's king",
      "Black \u00b7 Player 3 moved the knight from l10 to n9, taking Red's king",
    ]);
    assert.equal(lines.at(-1), 'White \u00b7 Player 1 moved the pawn from f2 to f3', 'the first move last');
    assert.match(await page.locator('#handoff-title').innerText(), /White/);

    // Members do see their alliance: replay the first round in a fresh game.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.goto(server.url + '#/play/four-player');
    await page.click('button.start');
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
    assert.match(await page.locator('.notice.refusal').innerText(), /invitation from Blue/);
    await page.click('button.hide-view');
    await page.locator('#handoff-title').waitFor();
    await page.waitForTimeout(100);
    await assertNoAlliance(page, 'under the hand-off after a refusal');
    assert.doesNotMatch(await mainHtml(page), /invitation/i, 'nothing of the refusal under the hand-off');
    await page.click('.handoff-reveal');
    await page.click('button[data-action="accept blue"]');
    assert.match(await page.locator('.alliance').innerText(), /Your allies: Blue/);
    assert.equal(await page.locator('li.seat[data-seat="blue"] .ally-tag').count(), 1);
    assert.equal(await page.locator('g.man[data-army="blue"] .man-badge').count(), 8, 'allied men carry a badge');
    assert.equal(await page.locator('g.man:not([data-army="blue"]) .man-badge').count(), 0, 'only the allies do');
    await drag(page, 'm6', 'l6');
    // Under the hand-off for White nothing of it remains.
    await page.locator('#handoff-title').waitFor();
    await assertNoAlliance(page, 'under the hand-off after the alliance formed');

    // The game was saved: a reload resumes it.
    assert.match(page.url(), /#\/play\/four-player\?save=four-player-\d+/);
    await page.reload();
    await page.locator('#handoff-title').waitFor();
    assert.match(await page.locator('#handoff-title').innerText(), /White/);
    assert.match(await page.locator('.event-log').innerText(), /Red \u00b7 Player 4 moved the pawn from m6 to l6/);

    // Export: on a screen of their own, never beside a view, behind a
    // warning; no share link while the game keeps secrets.
    await page.click('button.show-record');
    assert.equal(await page.locator('.handoff, [data-view]').count(), 0);
    assert.doesNotMatch(await mainHtml(page), /propose/i, 'nothing of the record before the warning');
    await page.click('button:text-is("Show the export anyway")');
    assert.equal(await page.locator('input.share-link').count(), 0);
    const record = await page.locator('textarea.export-text').inputValue();
    assert.equal(JSON.parse(record).header.game, 'four-player');
    const fresh = await open();
    await fresh.page.setViewportSize(VIEWPORT);
    await fresh.page.goto(server.url + '#/play/four-player');
    await importText(fresh.page, record);
    await fresh.page.locator('#handoff-title').waitFor();
    assert.match(await fresh.page.locator('.event-log').innerText(), /Red \u00b7 Player 4 moved the pawn from m6 to l6/);
    await fresh.done();
  } finally {
    await session.done();
  }
});

test('a king taken inside an alliance: the player chooses to become a protectorate', async () => {
  const session = await open();
  try {
    // The rounds above without Blue leaving: Red is still Blue's ally when
    // Black takes its king. The loss is set to 50% in the lobby form.
    const { page } = await play(session.context, true, { loss: 50 }, new Set(['leave']));
    assert.match(await page.locator('#handoff-title').innerText(), /Red/);
    assert.match(await page.locator('li.seat[data-seat="red"]').innerText(), /king lost/);
    assert.equal(await page.locator('g.man[data-army="red"]').count(), 7);
    await page.click('.handoff-reveal');
    await page.locator('[data-view="red"]').waitFor();
    assert.equal(await page.locator('button[data-action="withdraw"]').count(), 1, 'withdrawing is offered');
    await page.click('button[data-action="protectorate"]');
    // 50% of 7 men, rounded up: 4 leave the board, chosen at random, shown to all.
    await page.locator('.event-log li', { hasText: 'became a protectorate' }).waitFor();
    assert.equal(await page.locator('g.man[data-army="red"]').count(), 3);
    const lost = await page.locator('.event-log li', { hasText: 'became a protectorate' }).innerText();
    assert.equal(lost.split(',').length, 4, lost);
    assert.match(await page.locator('li.seat[data-seat="red"]').innerText(), /protectorate/);
    assert.match(await page.locator('.diplomacy').innerText(), /You are loyal to Blue/);
    assert.equal(await page.locator('button[data-action="leave"]').count(), 0, 'a protectorate cannot leave');
    assert.equal(await page.locator('button[data-action="withdraw"]').count(), 0);
    // The loss is public: it shows under the next hand-off too.
    await page.click('button.hide-view');
    await page.locator('#handoff-title').waitFor();
    assert.match(await page.locator('.event-log').innerText(), /Red \u00b7 Player 4 became a protectorate and lost/);
  } finally {
    await session.done();
  }
});

test('an open table shows each seat its view without hand-off screens', async () => {
  const session = await open();
  try {
    const page = session.page;
    await newGame(page, { openTable: true });
    for (const [army, from, to] of [['white', 'f2', 'f3'], ['blue', 'b7', 'c7'], ['black', 'f13', 'f12'], ['red', 'm6', 'l6']]) {
      await page.locator(`[data-view="${army}"]`).waitFor();
      assert.equal(await page.locator('.handoff').count(), 0, `no hand-off before ${army}`);
      const rotation = await page.locator('svg[data-board]').getAttribute('data-rotation');
      assert.equal(rotation, { white: '0', blue: '90', black: '180', red: '270' }[army], `${army} at the bottom`);
      await drag(page, from, to);
    }
    await page.locator('[data-view="white"]').waitFor();
    assert.match(await page.locator('.event-log').innerText(), /Red \u00b7 Player 4 moved the pawn from m6 to l6/);
  } finally {
    await session.done();
  }
});

test('an imported set-up game played by drag to the last player in', async () => {
  const session = await open();
  try {
    const page = session.page;
    await page.goto(server.url + '#/play/four-player');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    // Blue has no men (out from the start); White's rooks face Red's and Black's kings.
    await importText(page, fourPlayerSave(7, '8/8/1wR4bK1/14/5bP8/14/14/3wR6rK3/14/4wK9/14/8/8/8 w 0 0'));
    for (const [army, from, to] of [['White', 'd7', 'k7'], ['Black', 'f10', 'f9'], ['White', 'e12', 'j12']]) {
      assert.match(await page.locator('#handoff-title').innerText(), new RegExp(army));
      await page.click('.handoff-reveal');
      await drag(page, from, to);
    }
    await page.locator('.game-over').waitFor();
    assert.match(await page.locator('.game-over-reason').innerText(), /white/i);
    for (const army of ['blue', 'black', 'red']) {
      assert.match(await page.locator(`li.seat[data-seat="${army}"]`).getAttribute('class'), /\bout\b/, `${army} greyed`);
    }
    assert.doesNotMatch(await page.locator('li.seat[data-seat="white"]').getAttribute('class'), /\bout\b/);
    assert.match(await page.locator('li.seat[data-seat="white"]').innerText(), /took red king, black king/);
    assert.deepEqual((await logLines(page)).filter((line) => line.includes(' moved ')), [
      "White moved the rook from e12 to j12, taking Black's king",
      'Black moved the pawn from f10 to f9',
      "White moved the rook from d7 to k7, taking Red's king",
    ]);
    assert.deepEqual(await page.locator('g.man').evaluateAll((men) => [...new Set(men.map((m) => m.dataset.army))]), ['white']);
  } finally {
    await session.done();
  }
});

/** Imports a game's save text from the setup screen, on an empty device. */
async function importGame(page, text) {
  await page.goto(server.url + '#/play/four-player');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await importText(page, text);
}

test('a pawn promotes on the far edge through the board picker', async () => {
  const session = await open();
  try {
    const page = session.page;
    await importGame(page, fourPlayerSave(3, '8/3wP4/6bK1/14/14/13rK/14/14/uK13/4wK9/14/8/8/8 w 0 0'));
    await page.click('.handoff-reveal');
    await drag(page, 'g13', 'g14');
    await page.locator('.promotion-choice[data-kind="knight"]').waitFor();
    await page.click('.promotion-choice[data-kind="queen"]');
    await page.locator('#handoff-title').waitFor();
    const queen = page.locator('g.man[data-square="g14"]');
    assert.equal(await queen.getAttribute('data-kind'), 'queen');
    assert.equal(await queen.getAttribute('data-army'), 'white');
    assert.deepEqual(await logLines(page), ['White moved the pawn from g13 to g14, and promoted it to a queen']);
  } finally {
    await session.done();
  }
});

/** Moves the board's keyboard cursor onto `square` by arrow keys, reading
 * where the cursor is drawn (so it works at any rotation), then presses Enter. */
async function keyTo(page, square) {
  const centre = async (selector) => {
    const b = await page.locator(selector).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const target = await centre(`svg[data-board] rect[data-square="${square}"]`);
  for (let i = 0; i < 40; i++) {
    const at = await centre('svg[data-board] rect.cursor');
    const dx = target.x - at.x;
    const dy = target.y - at.y;
    if (Math.abs(dx) < 2 && Math.abs(dy) < 2) {
      await page.keyboard.press('Enter');
      return;
    }
    const horizontal = Math.abs(dx) >= 2 && (Math.abs(dx) >= Math.abs(dy) || i % 2 === 1);
    await page.keyboard.press(horizontal ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : (dy > 0 ? 'ArrowDown' : 'ArrowUp'));
  }
  assert.fail(`the cursor never reached ${square}`);
}

test('moves by keyboard on the cross, in the upright and the turned views', async () => {
  const session = await open();
  try {
    const page = session.page;
    await newGame(page, { openTable: true });
    for (const [army, from, to] of [['white', 'f2', 'f3'], ['blue', 'b7', 'c7']]) {
      await page.locator(`[data-view="${army}"]`).waitFor();
      await page.focus('svg[data-board]');
      await page.keyboard.press('ArrowUp'); // the first key shows the cursor
      await keyTo(page, from);
      await keyTo(page, to);
    }
    await page.locator('[data-view="black"]').waitFor();
    assert.deepEqual(await logLines(page), [
      'Blue \u00b7 Player 2 moved the pawn from b7 to c7',
      'White \u00b7 Player 1 moved the pawn from f2 to f3',
    ]);
    assert.equal(await page.locator('g.man[data-square="c7"]').getAttribute('data-army'), 'blue');
  } finally {
    await session.done();
  }
});

test('on a phone the diplomacy and the typed move are touch-sized, in view under the board, and the log names who did what', async () => {
  const session = await open();
  try {
    const page = session.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await newGame(page, { openTable: true });
    await page.locator('[data-view="white"]').waitFor();
    assert.deepEqual(await logLines(page), ['Nothing has happened yet.'], 'the log is never an empty box');
    await drag(page, 'f2', 'f3');
    await page.locator('[data-view="blue"]').waitFor();
    // The diplomacy lies in the turn's bar, under the whole board and in
    // view with it.
    const board = await inView(page, 'svg[data-board="0"]');
    const invite = await inView(page, '.turn-bar .diplomacy button[data-action="propose red"]');
    assert.ok(invite.y > board.y + board.height, 'the invitation is under the board');
    const tall = async (selector) => {
      const box = await page.locator(selector).boundingBox();
      assert.ok(box && box.height >= 44, `${selector} is ${box && box.height} px tall`);
    };
    for (const selector of [
      'button[data-action="propose red"]',
      'button[data-action="propose black"]',
      '.typed-action input[name="typed-action"]',
      '.typed-action button[type="submit"]',
    ]) {
      await tall(selector);
    }
    assert.match(await page.locator('button[data-action="propose red"]').getAttribute('class'), /\bbutton\b/, 'the shared widget');
    await page.click('button[data-action="propose red"]');
    // The invitation is Blue's own secret: in Blue's log, newest first.
    await page.locator('.event-log li', { hasText: 'invited' }).waitFor();
    assert.deepEqual(await logLines(page), [
      'Blue \u00b7 Player 2 invited Red to an alliance',
      'White \u00b7 Player 1 moved the pawn from f2 to f3',
    ]);
    const log = page.locator('.event-log');
    assert.equal(await log.getAttribute('tabindex'), '0', 'the log takes the keyboard focus');
    assert.equal(await log.getAttribute('aria-label'), 'What happened, newest first');
    // Red, invited, has no move until he answers: a man he presses says so.
    await drag(page, 'b7', 'c7');
    await page.locator('[data-view="black"]').waitFor();
    await drag(page, 'h13', 'h12');
    await page.locator('[data-view="red"]').waitFor();
    const pawn = await squareCentre(page, 'm6');
    await page.mouse.click(pawn.x, pawn.y);
    await page.locator('.refusal-slot .notice.refusal').waitFor();
    assert.match(await page.locator('.refusal-slot .notice.refusal').innerText(), /answer the invitation from Blue/);
    await page.screenshot({ path: '/tmp/four-player-phone.png', fullPage: true });
  } finally {
    await session.done();
  }
});
