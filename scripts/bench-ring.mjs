// Benchmark: the frame time of redrawing an 8-board One Sane Man ring after
// a move, on a tablet-sized viewport (1024x768) with the CPU slowed down 4x.
// Also prints the frames of the slide that follows each move, and the
// main thread's work per move (Chrome's Performance metrics, slide
// included), which does not depend on when the next frame comes.
// Prints figures; asserts nothing (the target is 60 frames per second,
// i.e. 16.7 ms per frame). Each sample also holds the wait for the next
// frame, so an idle page already measures up to one frame interval.
// Not part of scripts/test. It serves dist/ and opens Debian Chromium
// through the browser-test harness.
//
// Usage: trunk build --release && (cd tests/browser && npm ci) &&
//        node scripts/bench-ring.mjs        (CPU_THROTTLE=1 measures without throttling)
import { setup } from "../tests/browser/harness.mjs";

const session = await setup();
const { context, page } = session;
try {
  await page.setViewportSize({ width: 1024, height: 768 });
  // An 8-player game from an address of the older table (it opens as a
  // new shared game).
  await page.goto(`${session.url}#/play/one-sane-man?players=8`);
  await page.waitForSelector('.osm-ring svg[data-board]');
  const cdp = await context.newCDPSession(page);
  const rate = Number(process.env.CPU_THROTTLE ?? 4);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Performance.enable');
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));

  // Two rounds of moves: White then Black on every board.
  const moves = [];
  for (let board = 1; board <= 8; board++) moves.push(`${board}:e2e4`);
  for (let board = 1; board <= 8; board++) moves.push(`${board}:e7e5`);
  for (let board = 1; board <= 8; board++) moves.push(`${board}:g1f3`);
  for (let board = 1; board <= 8; board++) moves.push(`${board}:b8c6`);

  // Each sample: from submitting the move to the end of the next frame
  // that shows it (the update, style, layout and paint of the ring).
  const before = await metrics();
  const { samples, slideFrames } = await page.evaluate(async (moves) => {
    const input = document.querySelector('.osm-type input');
    const form = document.querySelector('.osm-type');
    const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    const times = [];
    // The frames of the slide that follows each move (160 ms): the time
    // between one frame and the next.
    const slideFrames = [];
    const paint = () => new Promise((done) => requestAnimationFrame(done));
    for (const move of moves) {
      await frame();
      const start = performance.now();
      input.value = move;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      form.requestSubmit();
      await frame();
      times.push(performance.now() - start);
      const refusal = document.querySelector('.shell-side .refusal')?.textContent;
      if (refusal) {
        throw new Error(`move ${move} was refused: ${refusal}`);
      }
      let last = await paint();
      for (let i = 0; i < 10; i++) {
        const now = await paint();
        slideFrames.push(now - last);
        last = now;
      }
    }
    return { samples: times, slideFrames };
  }, moves);
  const after = await metrics();
  // Main-thread work per move (whatever the frame timing): all tasks, and
  // the script, style and layout parts of it. Paint and compositing make
  // up most of the rest.
  const perMove = (name) => ((after[name] - before[name]) * 1000 / moves.length).toFixed(1);
  const sorted = [...samples].sort((a, b) => a - b);
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  const boards = await page.locator('.osm-ring svg[data-board]').count();
  console.log(`8-board ring redraw after a move, 1024x768, ${rate}x CPU throttling, ${samples.length} moves, ${boards} boards:`);
  console.log(`  mean ${mean.toFixed(1)} ms, median ${pick(0.5).toFixed(1)} ms, p90 ${pick(0.9).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`);
  console.log(`  = ${(1000 / pick(0.5)).toFixed(0)} frames per second at the median (target 60)`);
  const slides = [...slideFrames].sort((a, b) => a - b);
  const slideAt = (q) => slides[Math.min(slides.length - 1, Math.floor(q * slides.length))];
  console.log(`  slide frames after a move: median ${slideAt(0.5).toFixed(1)} ms, p90 ${slideAt(0.9).toFixed(1)} ms = ${(1000 / slideAt(0.5)).toFixed(0)} frames per second at the median`);
  console.log(`  main thread per move: ${perMove('TaskDuration')} ms busy, of which script ${perMove('ScriptDuration')} ms, style ${perMove('RecalcStyleDuration')} ms, layout ${perMove('LayoutDuration')} ms`);
} finally {
  await session.close();
}
