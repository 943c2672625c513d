// Browser tests of the Hint button (src/ui/shell/hint.rs): in every game
// the person to act asks for a hint, which names an action of theirs: a
// move marked on the board that plays when they make it, or an action off
// the board in words; the request the computer's worker gets carries no
// other seat's secret; a table set up without hints has no button.
import { test } from "node:test";
import assert from "node:assert/strict";
import { dragMan, freshBrowsers } from "./harness.mjs";

const { server, open } = freshBrowsers({ viewport: { width: 1024, height: 768 } });

/** A fresh table of `slug` from its setup screen, open (no hand-offs) where the game has secrets. */
async function newTable(page, slug, { hints = true } = {}) {
  await page.goto("about:blank");
  await page.goto(`${server.url}#/play/${slug}`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForSelector(".setup button.start", { timeout: 15_000 }).catch(async () => {
    await page.screenshot({ path: `/tmp/hint-${slug}.png` });
    throw new Error(`${slug}: no setup screen`);
  });
  const open = page.locator('.toggle:has-text("Open table")');
  if (await open.count()) await open.click();
  if (!hints) await page.click('button.toggle:has(.toggle-label:text-is("Hints"))');
  await page.click(".setup button.start");
  await page.waitForSelector(".shell-play svg[data-board]");
}

/**
 * Asks for a hint and waits for its line. Returns the line and, when the
 * hint is a move, the move as drawn: the board's index, the squares, the
 * army of the man on the first square.
 */
async function askHint(page) {
  await page.click("button.hint");
  await page.waitForFunction(() => /^Hint: /.test(document.querySelector(".hint-text")?.textContent ?? ""), null, {
    timeout: 30_000,
  });
  const line = await page.locator(".hint-text").textContent();
  // The arrow on the board shown largest (the ring's map holds small copies).
  const move = await page.evaluate(() => {
    const arrows = [...document.querySelectorAll(".suggested-arrow")];
    const size = (arrow) => arrow.closest("svg").getBoundingClientRect().width;
    const arrow = arrows.sort((a, b) => size(b) - size(a))[0];
    if (!arrow) return null;
    const svg = arrow.closest("svg");
    const from = arrow.dataset.from;
    const man = svg.querySelector(`.man[data-square="${from}"]`);
    return { board: svg.dataset.board, from, to: arrow.dataset.to, army: man?.dataset.army };
  });
  return { line, move };
}

/** Clicks the two squares of `move` on its board (the largest copy), as a person would. */
async function play(page, move) {
  for (const square of [move.from, move.to]) {
    const centre = await page.evaluate(({ board, square }) => {
      const boards = [...document.querySelectorAll(`svg[data-board="${board}"]`)];
      const svg = boards.sort((a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width)[0];
      const box = svg.querySelector(`rect[data-square="${square}"]`).getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }, { board: move.board, square });
    await page.mouse.click(centre.x, centre.y);
  }
  const promotion = page.locator(".promotion-choice").first();
  if (await promotion.count()) await promotion.click();
}

const GAMES = ["standard", "four-player", "carousel", "coin", "crowded-house", "cloak-and-dagger", "one-sane-man"];

test("in every game a hint names an action of the person to act: a move marked on the board plays when made", async () => {
  const session = await open();
  const page = session.page;
  const seen = {};
  for (const slug of GAMES) {
    await newTable(page, slug);
    const { line, move } = await askHint(page);
    seen[slug] = line;
    if (move) {
      assert.ok(move.army, `${slug}: the arrow starts on a man (${line})`);
      // Chess names the move in SAN; the other games by its squares.
      if (slug !== "standard") assert.match(line, new RegExp(`${move.from}.*${move.to}`), `${slug}: the line names the squares marked`);
      await play(page, move);
      await page.waitForFunction(
        ({ board, to, army }) =>
          [...document.querySelectorAll(`svg[data-board="${board}"] .man[data-square="${to}"]`)].some(
            (man) => man.dataset.army === army,
          ) ||
          // The ring's boards off the front are pictures labelled with their men.
          [...document.querySelectorAll(`canvas[data-board="${board}"]`)].some((picture) =>
            new RegExp(`${army} \\w+ on ${to}(,|$)`).test(picture.getAttribute("aria-label"))),
        move,
        { timeout: 10_000 },
      );
      assert.equal(await page.locator(".refusal").count(), 0, `${slug}: the move was not refused`);
      // The hint was for the turn that is over: its mark and line are gone.
      await page.waitForFunction(() => !document.querySelector(".suggested-arrow"));
    } else {
      // An action off the board, in the game's words.
      assert.match(line, /^Hint: [a-z]/, `${slug}: ${line}`);
    }
  }
  // Chess's hint is the engine's, in SAN.
  assert.match(seen.standard, /^Hint: ([NBRQK]?[a-h]?[1-8]?x?[a-h][1-8](=[NBRQ])?|O-O(-O)?)[+#]?( \(.*\))?\.$/);
  // Cloak and Dagger starts with the secret arrangement.
  assert.match(seen["cloak-and-dagger"], /^Hint: arrange your back rank as [KQRBN]{8}, from a to h\.$/);
  await session.done();
});

test("a hint's request to the computer carries only the asking seat's view: no alliance it may not know", async () => {
  const session = await open();
  const page = session.page;
  await newTable(page, "four-player");
  // White invites Red in secret, then the first moves are played.
  await page.locator('[data-view="white"]').waitFor();
  await page.click('button[data-action="propose red"]');
  for (const [army, from, to] of [["white", "f2", "f3"], ["blue", "b7", "c7"]]) {
    await page.locator(`[data-view="${army}"]`).waitFor();
    await dragMan(page, from, to);
  }
  await page.locator('[data-view="black"]').waitFor();
  // The table itself holds the invitation (its save does)...
  const saved = await page.evaluate(() => Object.values(localStorage).join("\n"));
  assert.match(saved, /propose/, "the table keeps White's invitation");
  // ... but what Black's hint sends the worker does not.
  await page.evaluate(() => {
    window.posted = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      window.posted.push(String(message));
      return post.call(this, message, ...rest);
    };
  });
  await askHint(page);
  const posted = await page.evaluate(() => window.posted);
  const requests = posted.filter((text) => text.includes('"four-player"'));
  assert.equal(requests.length, 1, posted.join("\n"));
  assert.doesNotMatch(requests[0], /propose/, "no secret of another seat in the hint's request");
  await session.done();
});

test("a table set up without hints shows no Hint button, also once reopened", async () => {
  const session = await open();
  const page = session.page;
  await newTable(page, "coin", { hints: false });
  await page.waitForSelector(".turn-bar");
  assert.equal(await page.locator("button.hint").count(), 0);
  await page.reload();
  await page.waitForSelector(".shell-play svg[data-board]");
  assert.equal(await page.locator("button.hint").count(), 0);
  // With hints on, the same table offers one.
  await newTable(page, "coin");
  await page.waitForSelector("button.hint");
  await session.done();
});
