// The clocks of the shared table, shown with Crowded House's team clocks:
// no clock runs before the first move (full time after Start and a while
// later), the first move starts them; the table pauses them (the time
// shown stands still, "Paused" says so, a move is refused with the reason),
// a reload keeps them paused, and resuming runs the clock of the team to
// move again, charged nothing for the pause. One browser for the file, its
// clock faked (it still flows in real time between the steps).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { dragMan as drag, setup } from "./harness.mjs";

const DESK = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const REFUSAL = ".refusal-slot .notice.refusal";

let session;
before(async () => {
  session = await setup();
  await session.page.setViewportSize(DESK);
  await session.page.clock.install();
});
after(async () => {
  await session?.close();
});

/** Starts Crowded House for Ann and Bo, a team each, with or without the team clocks (30 minutes). */
async function start(clocks = true) {
  const { page, url } = session;
  // Away from the table first: a table left running saves at each tick
  // of its clock, which could put the game back after the clearing. (A
  // page load of its own: the table's build would load the page again
  // for the about page.)
  await page.goto("about:blank");
  await page.goto(`${url}#/about`);
  await page.waitForSelector(".shell-play, .setup", { state: "detached" });
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${url}#/play/crowded-house`);
  await page.reload();
  await page.click('.segmented[aria-label="How many people"] .segment:text-is("2")');
  await page.locator(".name-input").nth(0).fill("Ann");
  await page.locator(".name-input").nth(1).fill("Bo");
  if (clocks) {
    await page.click('button.toggle:has-text("Team clocks")');
    await page.waitForSelector('.stepper[aria-label="Minutes a team"] output:text-is("30")');
  }
  await page.click("button.start");
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e1"]');
  await turnIs("King-side White \u00b7 Ann");
  return page;
}

async function turnIs(words) {
  await session.page.waitForFunction(
    (words) => document.querySelector(".shell-turn")?.textContent.includes(words),
    words,
  );
}

/** Each clock face as "name m:ss", with " running" when it runs. */
function faces() {
  return session.page.locator(".clock-face").evaluateAll((list) =>
    list.map((face) =>
      `${face.querySelector(".clock-name").textContent} ${face.querySelector(".clock-time").textContent}` +
      (face.classList.contains("running") ? " running" : "")));
}

/** Seconds a face shows. */
function seconds(face) {
  const [minutes, secs] = face.split(" ")[1].split(":");
  return 60 * Number(minutes) + Number(secs);
}

/**
 * The faces show `wanted`, each at most `slack` seconds less (the faked
 * clock flows on between the steps), running as `wanted` says.
 */
async function expectFaces(wanted, message, slack = 1) {
  const shown = await faces();
  assert.equal(shown.length, wanted.length, message);
  wanted.forEach((face, index) => {
    const late = seconds(face) - seconds(shown[index]);
    assert.ok(
      shown[index].split(" ")[0] === face.split(" ")[0] && late >= 0 && late <= slack &&
        shown[index].endsWith(" running") === face.endsWith(" running"),
      `${message}: ${JSON.stringify(shown)} for ${JSON.stringify(wanted)}`,
    );
  });
}

const noErrors = () => assert.deepEqual(session.errors.map(String), []);

test("no clock runs before the first move: full time after Start and a while later; the first move starts them", async () => {
  const page = await start();
  await expectFaces(["White 30:00", "Black 30:00"], "full time at the start, none running", 0);
  await page.clock.runFor(20_000);
  await expectFaces(["White 30:00", "Black 30:00"], "twenty seconds later, still full time", 0);
  // Talking before the first move costs no time either.
  await page.click("button.talk");
  await page.waitForSelector('.coin-pile[data-pile="black"] .coin-count:text-is("1")');
  await page.clock.runFor(10_000);
  await expectFaces(["White 30:00", "Black 30:00"], "a talk is no move", 0);
  await drag(page, "e2", "e4");
  await turnIs("King-side Black \u00b7 Bo");
  await page.waitForSelector('.clock-face.running .clock-name:text-is("Black")');
  await page.clock.runFor(5_000);
  await expectFaces(["White 30:00", "Black 29:55 running"], "the first move starts Black's clock");
  noErrors();
});

test("a paused clock does not run and a move is refused; a reload keeps it paused; resuming runs it again", async () => {
  const page = await start();
  assert.equal(await page.locator("button.clock-pause").innerText(), "Pause");
  await drag(page, "e2", "e4");
  await turnIs("King-side Black \u00b7 Bo");
  await page.clock.runFor(10_000);
  await expectFaces(["White 30:00", "Black 29:50 running"], "Black's clock runs");

  await page.click("button.clock-pause");
  await page.waitForSelector('.clock-status:text-is("Paused")');
  assert.equal(await page.locator("button.clock-pause").innerText(), "Resume");
  const pausedAt = await faces();
  assert.ok(!pausedAt.some((face) => face.endsWith(" running")), `none runs: ${pausedAt}`);
  // The control is the shared button, a touch target of 44 px at least.
  const box = await page.locator("button.clock-pause").boundingBox();
  assert.ok(box.height >= 44 && box.width >= 44, `Pause is ${box.width}x${box.height}`);
  assert.match(await page.locator("button.clock-pause").getAttribute("class"), /\bbutton\b/);
  await page.clock.runFor(60_000);
  assert.deepEqual(await faces(), pausedAt, "a minute later, the same time");

  // Paused, a move is refused with the reason, and nothing is played.
  await drag(page, "e7", "e5");
  await page.waitForSelector(REFUSAL);
  assert.equal(await page.locator(REFUSAL).innerText(), "The clocks are paused: resume to play");
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e7"][data-kind="pawn"]');
  assert.equal(await page.locator('svg[data-board="0"] .man[data-square="e5"]').count(), 0);
  await turnIs("King-side Black \u00b7 Bo");
  // Talking or cashing is refused too: the panel's actions go through the same table.
  await page.click("button.talk");
  await page.waitForSelector(REFUSAL);
  assert.equal(await page.locator('.coin-pile[data-pile="white"] .coin-count').textContent(), "0");

  await page.screenshot({ path: "/tmp/clocks-paused-desk.png" });
  await page.setViewportSize(PHONE);
  await page.locator(".clock-bar").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/clocks-paused-phone.png" });
  const phoneBox = await page.locator("button.clock-pause").boundingBox();
  assert.ok(phoneBox.x + phoneBox.width <= PHONE.width, "Pause fits a phone's width");
  await page.setViewportSize(DESK);

  // A reload keeps the table paused, its times as they were.
  assert.match(page.url(), /#\/play\/crowded-house\?save=/);
  await page.reload();
  await page.waitForSelector('svg[data-board="0"] .man[data-square="e4"]');
  await page.waitForSelector('.clock-status:text-is("Paused")');
  assert.equal(await page.locator("button.clock-pause").innerText(), "Resume");
  await page.clock.runFor(30_000);
  assert.deepEqual(await faces(), pausedAt, "after the reload, the same time");

  // Resumed from the keyboard: Black's clock runs again from where it stood.
  await page.locator("button.clock-pause").focus();
  await page.keyboard.press("Enter");
  await page.waitForSelector('.clock-face.running .clock-name:text-is("Black")');
  assert.equal(await page.locator(".clock-status").textContent(), "");
  assert.equal(await page.locator("button.clock-pause").innerText(), "Pause");
  assert.ok(
    await page.locator("button.clock-pause").evaluate((button) => button === document.activeElement),
    "the button keeps the focus",
  );
  await page.clock.runFor(5_000);
  await expectFaces(["White 30:00", "Black 29:45 running"], "five seconds more, nothing for the pause");
  await drag(page, "e7", "e5");
  await turnIs("Queen-side White \u00b7 Ann");
  await page.waitForSelector('.clock-face.running .clock-name:text-is("White")');
  noErrors();
});

test("a game without clocks offers no Pause", async () => {
  const page = await start(false);
  assert.equal(await page.locator(".clock-face").count(), 0);
  assert.equal(await page.locator("button.clock-pause").count(), 0);
  noErrors();
});
