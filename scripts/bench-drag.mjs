// Benchmark: frame times while a man is dragged across the shared board
// component, with the CPU slowed down 4x, on the 8x8 chess table and on
// the 14x14 cross of the Four Player table. Prints figures; asserts
// nothing (the target is 60 frames per second: 16.7 ms a frame).
//
// A requestAnimationFrame loop in the page records every frame's interval
// while real mouse input (CDP) drags a man in small steps across the board
// and back, without dropping it. Not part of scripts/test.
//
// Usage: trunk build --release && (cd tests/browser && npm ci) &&
//        node scripts/bench-drag.mjs      (CPU_THROTTLE=1 measures unthrottled)
import { browser, serve } from "../tests/browser/harness.mjs";

const rate = Number(process.env.CPU_THROTTLE ?? 4);
const STEPS = 120;

/** Each board to measure: how to reach it, and the man to drag along which squares. */
const TARGETS = [
  {
    name: "8x8 chess table",
    async open(page, url) {
      await page.goto("about:blank");
      await page.goto(`${url}#/play/standard`);
      await page.click(".setup button.start");
    },
    from: "e2",
    via: ["a5", "h5", "e3"],
  },
  {
    name: "14x14 cross (Four Player table)",
    async open(page, url) {
      await page.goto("about:blank");
      await page.goto(`${url}#/play/four-player`);
      await page.click("button.start");
      // The hand-off screen shows the public cross; White's own view has the movable one.
      await page.click(".handoff-reveal");
      await page.locator('.shell-play[data-seat="0"] svg[data-board]').waitFor();
    },
    scope: '.shell-play[data-seat="0"] ',
    from: "g2",
    via: ["a7", "n8", "g3"],
  },
];

async function centre(page, target, square) {
  const box = await page.locator(`${target.scope ?? ""}svg[data-board] rect[data-square="${square}"]`).first().boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function measure(page, target) {
  await page.locator(`${target.scope ?? ""}svg[data-board] rect[data-square="${target.from}"]`).first().waitFor();
  const points = [await centre(page, target, target.from)];
  for (const square of target.via) points.push(await centre(page, target, square));
  await page.evaluate(() => {
    window.__frames = [];
    window.__recording = true;
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.mouse.move(points[0].x, points[0].y);
  await page.mouse.down();
  const legs = points.length - 1;
  for (let leg = 0; leg < legs; leg++) {
    const b = points[leg + 1];
    await page.mouse.move(b.x, b.y, { steps: Math.round(STEPS / legs) });
  }
  const { frames, followed } = await page.evaluate(() => {
    window.__recording = false;
    const man = document.querySelector("svg[data-board] .man.dragging");
    return { frames: window.__frames.slice(1), followed: Boolean(man && man.getAttribute("style")?.includes("translate")) };
  });
  if (!followed) throw new Error("no man followed the pointer");
  await page.mouse.up();
  return frames;
}

const server = await serve();
try {
  for (const target of TARGETS) {
    const session = await browser({ viewport: { width: 1024, height: 768 } });
    try {
      await target.open(session.page, server.url);
      const cdp = await session.context.newCDPSession(session.page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      const frames = await measure(session.page, target);
      const sorted = [...frames].sort((a, b) => a - b);
      const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
      const mean = frames.reduce((a, b) => a + b, 0) / frames.length;
      const slow = frames.filter((f) => f > 1000 / 55).length;
      console.log(`${target.name}: drag of ${STEPS} pointer moves, 1024x768, ${rate}x CPU throttling, ${frames.length} frames`);
      console.log(`  frame interval mean ${mean.toFixed(1)} ms, median ${pick(0.5).toFixed(1)} ms, p95 ${pick(0.95).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`);
      console.log(`  = ${(1000 / mean).toFixed(0)} frames per second on average (target 60); ${slow} frames over 18 ms`);
      if (session.errors.length) console.log(`  page errors: ${session.errors.join("; ")}`);
    } catch (error) {
      console.log(`${target.name}: not measured (${error.message.split("\n")[0]})`);
    } finally {
      await session.close();
    }
  }
} finally {
  server.stop();
}
