// Benchmark: the computer players' search speed in the browser's Web
// Worker (the release build in dist/, headless Chromium), on the same
// positions and depth as `parlour bench`, with one table kept from
// position to position in both, so they search the same nodes. Prints
// nodes per second; asserts nothing. Run by scripts/match (or: node scripts/worker-bench.mjs).
import { browser, serve } from "../tests/browser/harness.mjs";

const POSITIONS = [
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
];
const DEPTH = Number(process.env.DEPTH ?? 9);

const server = await serve();
const session = await browser();
try {
  await session.page.goto(server.url);
  const results = await session.page.evaluate(
    async ({ positions, depth }) => {
      const worker = new Worker("./parlour-worker_loader.js");
      await new Promise((resolve) => (worker.onmessage = resolve));
      const ask = (request) =>
        new Promise((resolve) => {
          worker.onmessage = (event) => resolve(JSON.parse(event.data));
          worker.postMessage(JSON.stringify(request));
        });
      const out = [];
      let id = 0;
      for (const fen of positions) {
        id += 1;
        const request = { id, fen, chess960: false, moves: [], level: "full", movetime_ms: 0, depth };
        const reply = await ask(request);
        out.push(reply.result.Ok ?? { error: reply.result.Err });
      }
      worker.terminate();
      return out;
    },
    { positions: POSITIONS, depth: DEPTH },
  );
  let nodes = 0;
  let ms = 0;
  for (const [index, result] of results.entries()) {
    if (result.error) throw new Error(result.error);
    console.log(`${POSITIONS[index]}: depth ${result.depth} best ${result.best} nodes ${result.nodes} in ${result.elapsed_ms.toFixed(0)} ms`);
    nodes += result.nodes;
    ms += result.elapsed_ms;
  }
  console.log(`total: ${nodes} nodes in ${ms.toFixed(0)} ms, ${((nodes * 1000) / Math.max(ms, 1)).toFixed(0)} nodes per second in the worker`);
} finally {
  await session.close();
  server.stop();
}
