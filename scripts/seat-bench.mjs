// Benchmark: how long a computer seat of each game thinks at each level in
// the browser's Web Worker (the release build in dist/, headless
// Chromium), against the level's time limit (`Strength::think_ms`).
// A decision that ends well before its limit was ended by the level's node
// budget; one at the limit by the clock. Prints figures; asserts nothing.
//
//   node scripts/seat-bench.mjs [game ...]   (default: every game but chess)
//
// The requests come from `parlour seat-requests` (built here with the
// speed profile, or the binary PARLOUR names), positions of random games
// after 2, 20 and 60 actions.
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { browser, serve } from "../tests/browser/harness.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const GAMES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["four-player", "carousel", "one-sane-man", "coin", "crowded-house", "cloak-and-dagger"];

let parlour = process.env.PARLOUR;
if (!parlour) {
  execFileSync("cargo", ["build", "--quiet", "--profile", "speed", "--bin", "parlour"], { cwd: ROOT, stdio: "inherit" });
  parlour = join(ROOT, "target", "speed", "parlour");
}

const server = await serve();
const session = await browser();
try {
  await session.page.goto(server.url);
  console.log("game           level      asked  median ms  max ms  limit ms  at the limit");
  for (const game of GAMES) {
    const lines = execFileSync(parlour, ["seat-requests", game, "--games", "3", "--seed", "1"], {
      encoding: "utf8",
      maxBuffer: 1 << 28,
    })
      .split("\n")
      .filter(Boolean);
    const timings = await session.page.evaluate(async (requests) => {
      const worker = new Worker("./parlour-worker_loader.js");
      await new Promise((resolve) => (worker.onmessage = resolve));
      const out = [];
      for (const text of requests) {
        const started = performance.now();
        const reply = await new Promise((resolve) => {
          worker.onmessage = (event) => resolve(JSON.parse(event.data));
          worker.postMessage(text);
        });
        const request = JSON.parse(JSON.parse(text).request);
        out.push({
          level: request.player.computer,
          limit: request.limits.hard_ms,
          ms: performance.now() - started,
          ok: "Ok" in reply.result,
        });
      }
      worker.terminate();
      return out;
    }, lines);
    const failed = timings.filter((timing) => !timing.ok).length;
    if (failed) console.log(`${game}: ${failed} requests got no action`);
    // The levels in the order the requests ask them (weakest first).
    for (const level of new Set(timings.map((timing) => timing.level))) {
      const asked = timings.filter((timing) => timing.level === level);
      const limit = asked[0].limit;
      const times = asked.map((timing) => timing.ms);
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)];
      const atLimit = times.filter((ms) => ms >= 0.95 * limit).length;
      console.log(
        `${game.padEnd(14)} ${level.padEnd(9)} ${String(times.length).padStart(6)} ` +
          `${median.toFixed(0).padStart(10)} ${times[times.length - 1].toFixed(0).padStart(7)} ` +
          `${String(limit).padStart(9)}  ${atLimit}/${times.length}`,
      );
    }
  }
} finally {
  await session.close();
  server.stop();
}
