// Browser tests of the lessons (src/ui/shell/lesson.rs): every lesson is
// played through to the end by the actions each step asks for, made as a
// person makes them (a move on the board, a button of the game's panel);
// one wrong try per lesson gets its words beside the board (the step's
// nudge, or the rule's reason) and changes nothing; a lesson left is
// resumed at its step, and a finished one is ticked in the lobby.
import { test } from "node:test";
import assert from "node:assert/strict";
import { clickMove, freshBrowsers } from "./harness.mjs";

const { server, open } = freshBrowsers({ viewport: { width: 1024, height: 768 } });

/** Opens `slug`'s lesson from its link on the setup screen. */
async function openLesson(page, slug) {
  await page.goto("about:blank");
  await page.goto(`${server.url}#/play/${slug}`);
  await page.click(".setup a.lesson-link");
  await page.waitForSelector(".lesson .lesson-goal");
}

/** Waits for the step numbered `number` to be up. */
const stepIs = (page, number) => page.waitForSelector(`.lesson[data-step="${number}"]`);

/** Waits for the step to be done, then goes on to the next one. */
async function next(page) {
  await page.waitForSelector(".lesson .lesson-then", { timeout: 10_000 }).catch(async (error) => {
    await page.screenshot({ path: "/tmp/lesson-next.png" });
    throw error;
  });
  await page.click(".lesson button.lesson-next");
}

/** The words beside the board after a wrong try. */
async function refusal(page) {
  await page.waitForSelector(".refusal", { timeout: 10_000 }).catch(async (error) => {
    await page.screenshot({ path: "/tmp/lesson-refusal.png" });
    throw error;
  });
  return page.locator(".refusal").textContent();
}

/** Each lesson: its slug, and a script that plays it (with one wrong try). */
const LESSONS = {
  standard: async (page) => {
    await stepIs(page, 1);
    await clickMove(page, "d2", "d3");
    assert.match(await refusal(page), /This step is castling/);
    await clickMove(page, "e1", "g1");
    await next(page);
    await stepIs(page, 2);
    await clickMove(page, "e5", "d6");
    await next(page);
    await stepIs(page, 3);
    await clickMove(page, "e7", "e8");
    await page.click('.promotion-choice[data-kind="queen"]');
    await next(page);
    await stepIs(page, 4);
    await clickMove(page, "h5", "f7");
    await page.waitForSelector(".lesson .lesson-finished");
  },
  chess960: async (page) => {
    await stepIs(page, 1);
    await clickMove(page, "h1", "g3");
    assert.match(await refusal(page), /this step asks for a pawn move/);
    assert.equal(await page.locator('.man[data-square="h1"]').getAttribute("data-kind"), "knight", "nothing moved");
    await clickMove(page, "e2", "e4");
    await next(page);
    await stepIs(page, 2);
    // Castling: the king onto its rook.
    await clickMove(page, "b1", "a1");
    await next(page);
    await stepIs(page, 3);
    await clickMove(page, "b1", "g1");
    await next(page);
    assert.equal(await page.locator('.man[data-square="g1"]').getAttribute("data-kind"), "king");
    await stepIs(page, 4);
    // The king already stands on g1: he goes onto his rook, and stays.
    await clickMove(page, "g1", "h1");
    await page.waitForSelector(".lesson .lesson-finished");
    assert.equal(await page.locator('.man[data-square="f1"]').getAttribute("data-kind"), "rook");
  },
  "four-player": async (page) => {
    await stepIs(page, 1);
    await clickMove(page, "g1", "f3");
    assert.ok((await refusal(page)).length > 0);
    await clickMove(page, "g2", "g3");
    await next(page);
    await stepIs(page, 2);
    await page.click('button[data-action="propose black"]');
    await next(page);
    await stepIs(page, 3);
    await page.click('button[data-action="accept white"]');
    await next(page);
    await stepIs(page, 4);
    await page.click('button[data-action="leave"]');
    await page.waitForSelector(".lesson .lesson-finished");
  },
  carousel: async (page) => {
    await stepIs(page, 1);
    await clickMove(page, "d2", "d4");
    assert.match(await refusal(page), /this step asks for e2-e4/);
    await clickMove(page, "e2", "e4");
    await next(page);
    await stepIs(page, 2);
    await clickMove(page, "e4", "d5");
    await next(page);
    await stepIs(page, 3);
    await clickMove(page, "c3", "d5");
    await next(page);
    await stepIs(page, 4);
    await clickMove(page, "h5", "f7");
    await page.waitForSelector(".lesson .lesson-finished");
  },
  coin: async (page) => {
    await stepIs(page, 1);
    await clickMove(page, "e2", "e4");
    assert.match(await refusal(page), /this step is the cede/);
    await page.click("button.cede");
    await next(page);
    await stepIs(page, 2);
    // The Peasant may not move a paired knight: the rule says why.
    await clickMove(page, "g1", "f3");
    assert.match(await refusal(page), /knights/);
    await clickMove(page, "d2", "d4");
    await next(page);
    await stepIs(page, 3);
    await clickMove(page, "c2", "c4");
    await next(page);
    await stepIs(page, 4);
    await clickMove(page, "h5", "e8");
    await page.waitForSelector(".lesson .lesson-finished");
    await page.waitForSelector(".game-over");
  },
  "crowded-house": async (page) => {
    await stepIs(page, 1);
    // A queen-side move is not king-side White's.
    await clickMove(page, "d2", "d4");
    assert.ok((await refusal(page)).length > 0);
    await clickMove(page, "e2", "e4");
    await next(page);
    await stepIs(page, 2);
    await clickMove(page, "f1", "c4");
    await next(page);
    await stepIs(page, 3);
    await clickMove(page, "b8", "c6");
    await next(page);
    await stepIs(page, 4);
    await page.click('button.talk[data-action="talk"]');
    await page.waitForSelector(".lesson .lesson-finished");
  },
  "cloak-and-dagger": async (page) => {
    await stepIs(page, 1);
    // Another legal arrangement: the step asks for the usual one.
    await page.click('.arrange-slot[data-slot="3"]');
    await page.click('.arrange-slot[data-slot="4"]');
    await page.click("button.arrange-confirm");
    assert.match(await refusal(page), /this lesson uses the usual one/);
    await page.click('.arrange-slot[data-slot="3"]');
    await page.click('.arrange-slot[data-slot="4"]');
    await page.click("button.arrange-confirm");
    await next(page);
    await stepIs(page, 2);
    await page.click('.checker-choice[data-number="2"]');
    await page.click('.segmented[aria-label="What he is"] .segment:text-is("Knight")');
    await page.click("button.guess");
    await next(page);
    await stepIs(page, 3);
    await clickMove(page, "e2", "e4");
    await next(page);
    await stepIs(page, 4);
    await clickMove(page, "d2", "d4");
    await next(page);
    await stepIs(page, 5);
    await page.click('button.uncloak[data-number="4"]');
    // Uncloaking is for good: the table asks first.
    await page.click(".second-thought button.second-thought-go");
    await next(page);
    await stepIs(page, 6);
    await page.click("button.end-turn");
    await page.waitForSelector(".lesson .lesson-finished");
  },
  "one-sane-man": async (page) => {
    const front = ".osm-slot.front svg[data-board]";
    await stepIs(page, 1);
    await clickMove(page, "d2", "d4", front);
    assert.match(await refusal(page), /step asks for e2-e4 on board 1/);
    await clickMove(page, "e2", "e4", front);
    await next(page);
    await stepIs(page, 2);
    await clickMove(page, "e4", "d5", front);
    await next(page);
    await stepIs(page, 3);
    await page.click(".osm-stock.usable");
    const target = await page.locator(`${front} rect.target`).evaluateAll((rects) => rects.map((r) => r.dataset.square));
    assert.deepEqual(target, ["e7"], "the pawn may drop on e7 alone");
    await page.click(`${front} rect[data-square="e7"]`);
    await next(page);
    await stepIs(page, 4);
    // Board 1's Black mates: its White is out, and the board leaves the ring.
    await clickMove(page, "d8", "h4", front);
    await page.waitForSelector(".lesson .lesson-finished");
    await page.waitForFunction(() => document.querySelectorAll(".osm-ring :is(svg, canvas)[data-board]").length < 4);
  },
};

test("every lesson is played to its end, a wrong try said beside the board, and ticked in the lobby", async () => {
  const session = await open();
  const page = session.page;
  await page.goto(server.url);
  await page.evaluate(() => localStorage.clear());
  for (const [slug, play] of Object.entries(LESSONS)) {
    await openLesson(page, slug);
    await play(page);
  }
  // The lobby, drawn at build time, ticks every finished lesson.
  await page.goto("about:blank");
  await page.goto(server.url);
  await page.waitForSelector(".game-card");
  const ticked = await page.locator("a.lesson-link.finished").evaluateAll((links) => links.map((a) => a.dataset.lesson));
  assert.deepEqual(ticked.sort(), Object.keys(LESSONS).sort());
  await session.done();
});

test("a lesson left is resumed at its step; its steps are no saved games", async () => {
  const session = await open();
  const page = session.page;
  await page.goto(server.url);
  await page.evaluate(() => localStorage.clear());
  await openLesson(page, "coin");
  await page.click("button.cede");
  await next(page);
  await stepIs(page, 2);
  // Leave, then come back from the rules page's link.
  await page.click(".lesson a:text-is('Leave the lesson')");
  await page.waitForSelector(".setup button.start");
  await page.goto("about:blank");
  await page.goto(`${server.url}#/rules/coin`);
  await page.click("a.lesson-link");
  await stepIs(page, 2);
  assert.match(await page.locator(".lesson-count").textContent(), /step 2 of 4/);
  const saved = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("parlour.save.")));
  assert.deepEqual(saved, [], "no lesson step is kept among the saved games");
  await session.done();
});
