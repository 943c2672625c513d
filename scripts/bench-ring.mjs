// Benchmark: the frame time of redrawing an 8-board One Sane Man ring after
// a move, on a tablet-sized viewport (1024x768) with the CPU slowed down 4x.
// Also prints the frames of the slide that follows each move, and the
// main thread's work per move (Chrome's Performance metrics, slide
// included), which does not depend on when the next frame comes.
// Prints figures; asserts nothing (the target is a move drawn within the
// frame it is made in: 16.7 ms of work at 60 frames per second). Each
// sample is a move's work alone, from its submission at the start of a
// frame to the end of that frame, without the wait for a frame to start.
// Not part of scripts/test. It serves dist/ and opens Debian Chromium
// through the browser-test harness.
//
// With TRACE=FILE it also records a Chromium trace of the moves into FILE
// (open it in the Performance panel of Chrome's DevTools) and prints where
// the main thread spent its time per move: the self time of each kind of
// trace event (script, style, layout, pre-paint, paint, ...).
//
// Usage: trunk build --release && (cd tests/browser && npm ci) &&
//        node scripts/bench-ring.mjs        (CPU_THROTTLE=1 measures without throttling,
//                                            TRACE=/tmp/ring-trace.json records a trace)
import { writeFileSync } from "node:fs";
import { setup } from "../tests/browser/harness.mjs";

/**
 * The self time (ms) of each kind of complete trace event on the page's
 * main thread: each event's duration less that of the events nested in it.
 */
function selfTimes(events) {
  const main = events.find((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const spans = events
    .filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = new Map();
  const open = [];
  const add = (name, us) => totals.set(name, (totals.get(name) ?? 0) + us / 1000);
  for (const span of spans) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= span.ts) open.pop();
    if (open.length) add(open.at(-1).name, -Math.min(span.dur, open.at(-1).ts + open.at(-1).dur - span.ts));
    add(span.name, span.dur);
    open.push(span);
  }
  return totals;
}

/** The self time (ms) of each function of a CPU profile (CDP `Profiler`). */
function functionTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id).callFrame;
    const name = `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop()}:${frame.lineNumber}`;
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return totals;
}

const session = await setup();
const { context, page } = session;
try {
  await page.setViewportSize({ width: 1024, height: 768 });
  // An 8-player game from the setup screen.
  await page.goto(`${session.url}#/play/one-sane-man`);
  await page.click('.segmented[aria-label="How many players"] .segment:text-is("8")');
  await page.click("button.start");
  await page.waitForSelector('.osm-ring svg[data-board]');
  const cdp = await context.newCDPSession(page);
  const rate = Number(process.env.CPU_THROTTLE ?? 4);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Performance.enable');
  const tracing = process.env.TRACE;
  const traced = [];
  let traceDone;
  if (tracing) {
    cdp.on("Tracing.dataCollected", ({ value }) => traced.push(...value));
    traceDone = new Promise((done) => cdp.once("Tracing.tracingComplete", done));
    await cdp.send("Tracing.start", {
      transferMode: "ReportEvents",
      traceConfig: {
        includedCategories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink", "cc", "gpu"],
      },
    });
  }
  const profiling = process.env.PROFILE;
  if (profiling) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: Number(process.env.INTERVAL ?? 200) });
    await cdp.send("Profiler.start");
  }
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));

  // Two rounds of moves: White then Black on every board.
  const moves = [];
  for (let board = 1; board <= 8; board++) moves.push(`${board}:e2e4`);
  for (let board = 1; board <= 8; board++) moves.push(`${board}:e7e5`);
  for (let board = 1; board <= 8; board++) moves.push(`${board}:g1f3`);
  for (let board = 1; board <= 8; board++) moves.push(`${board}:b8c6`);

  // Each sample: the move's own work, from submitting it to the end of
  // the frame that shows it. The move is typed first and that frame drawn;
  // then it is submitted at the start of a frame (in an animation-frame
  // callback, as a pointer move arrives), so the sample is the move's
  // script and the style, layout and paint of its frame, with no wait for
  // the next frame in it: within 16.7 ms, the move is drawn in the frame
  // it was made in.
  const before = await metrics();
  const { samples, scripts, slideFrames } = await page.evaluate(async (moves) => {
    const input = document.querySelector('.osm-type input');
    const form = document.querySelector('.osm-type');
    const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    const times = [];
    // The script part of each sample: the move and the effects it wakes.
    const scripts = [];
    // The frames of the slide that follows each move (160 ms): the time
    // between one frame and the next.
    const slideFrames = [];
    const paint = () => new Promise((done) => requestAnimationFrame(done));
    for (const move of moves) {
      input.value = move;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await frame();
      await frame();
      const [total, script] = await new Promise((done) => {
        let start;
        let scripted;
        requestAnimationFrame(() => {
          start = performance.now();
          form.requestSubmit();
          setTimeout(() => done([performance.now() - start, scripted - start]), 0);
        });
        // Runs next in the same frame, once the move's effects (microtasks)
        // are done: the end of the move's script.
        requestAnimationFrame(() => {
          scripted = performance.now();
        });
      });
      times.push(total);
      scripts.push(script);
      const refusal = document.querySelector('.turn-bar .refusal')?.textContent;
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
    return { samples: times, scripts, slideFrames };
  }, moves);
  const after = await metrics();
  // The floor under any redraw of this page: a frame in which one line of
  // text alone changes (the status line, written straight into the page),
  // timed as the moves are.
  const floor = await page.evaluate(async () => {
    const status = document.querySelector('.osm-status');
    const text = status.textContent;
    const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    const times = [];
    for (let i = 0; i < 31; i++) {
      await frame();
      times.push(await new Promise((done) => requestAnimationFrame(() => {
        const start = performance.now();
        status.textContent = i % 2 ? text : `${text} `;
        setTimeout(() => done(performance.now() - start), 0);
      })));
    }
    status.textContent = text;
    return times.sort((a, b) => a - b)[15];
  });
  const profile = profiling ? (await cdp.send("Profiler.stop")).profile : null;
  if (tracing) {
    await cdp.send("Tracing.end");
    await traceDone;
    writeFileSync(tracing, JSON.stringify({ traceEvents: traced }));
  }
  // Main-thread work per move (whatever the frame timing): all tasks, and
  // the script, style and layout parts of it. Paint and compositing make
  // up most of the rest.
  const perMove = (name) => ((after[name] - before[name]) * 1000 / moves.length).toFixed(1);
  const sorted = [...samples].sort((a, b) => a - b);
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  const boards = await page.locator('.osm-ring :is(svg, canvas)[data-board]').count();
  console.log(`8-board ring: a move's work to the end of its frame, 1024x768, ${rate}x CPU throttling, ${samples.length} moves, ${boards} boards:`);
  console.log(`  mean ${mean.toFixed(1)} ms, median ${pick(0.5).toFixed(1)} ms, p90 ${pick(0.9).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`  of which the move's script (its effects included): median ${median(scripts).toFixed(1)} ms; the rest is its frame's style, layout, paint and commit`);
  console.log(`  ${samples.filter((t) => t <= 1000 / 60).length} of ${samples.length} moves drawn within one frame (16.7 ms, the goal)`);
  console.log(`  a frame changing one line of text alone (the floor under any redraw): median ${floor.toFixed(1)} ms`);
  const slides = [...slideFrames].sort((a, b) => a - b);
  const slideAt = (q) => slides[Math.min(slides.length - 1, Math.floor(q * slides.length))];
  console.log(`  slide frames after a move: median ${slideAt(0.5).toFixed(1)} ms, p90 ${slideAt(0.9).toFixed(1)} ms = ${(1000 / slideAt(0.5)).toFixed(0)} frames per second at the median`);
  console.log(`  main thread per move: ${perMove('TaskDuration')} ms busy, of which script ${perMove('ScriptDuration')} ms, style ${perMove('RecalcStyleDuration')} ms, layout ${perMove('LayoutDuration')} ms`);
  if (tracing) {
    const top = [...selfTimes(traced)].sort((a, b) => b[1] - a[1]).slice(0, 15);
    console.log(`  main thread self time per move by trace event (trace in ${tracing}):`);
    for (const [name, ms] of top) console.log(`    ${(ms / moves.length).toFixed(1).padStart(7)} ms  ${name}`);
  }
  if (profile) {
    writeFileSync(profiling, JSON.stringify(profile));
    const top = [...functionTimes(profile)].sort((a, b) => b[1] - a[1]).slice(0, 25);
    console.log(`  script self time per move by function (profile in ${profiling}):`);
    for (const [name, ms] of top) console.log(`    ${(ms / moves.length).toFixed(1).padStart(7)} ms  ${name}`);
  }
} finally {
  await session.close();
}
