#!/usr/bin/env node
// Prints the gzipped and brotli sizes of the release build's wasm, JS and
// CSS in dist/, and the whole first load. Figures only, nothing asserted.
// Goals: first load under 350 KB gzipped; no build's wasm over its budget
// (brotli), each over it named at the end: WASM_BUDGET_KB for what a page
// or a table fetches to open, WORKER_BUDGET_KB for the computer players'
// worker, which is built for speed (opt-level 3: the search must keep two
// thirds of native speed) and fetched only once a computer seat plays,
// after its table is open.
// The first load is what dist/index.html fetches by itself: the page (with
// the prerendered lobby, rules and about pages), its stylesheets, scripts
// and preloads. Each table's build (table-<game>*) is fetched when that
// table opens, the app's own (parlour-web*) when another page that needs
// it is opened (the saved games), the computer players' worker
// (parlour-worker*) when a computer seat plays; each is listed apart.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = join(import.meta.dirname, "..", "dist");
const files = readdirSync(dist).filter((f) => /\.(wasm|js|css)$/.test(f) && f !== "sw.js").sort();
if (files.length === 0) {
  console.error("size: no build in dist/ (run trunk build --release)");
  process.exit(1);
}
const page = readFileSync(join(dist, "index.html"), "utf8");
// Files the page names in an attribute (href, src) or a static import; a
// dynamic import("...") is fetched on demand.
const eager = new Set(["index.html"]);
for (const [, name] of page.matchAll(/(?:href|src)="\.?\/?([^"/]+\.(?:css|js|wasm))"/g)) eager.add(name);
for (const [, name] of page.matchAll(/(?:^|[^(])\s*from\s+'\.?\/?([^']+\.js)'/gm)) eager.add(name);
const WASM_BUDGET_KB = 250;
const WORKER_BUDGET_KB = 275;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
const sums = { first: [0, 0, 0], app: [0, 0, 0], worker: [0, 0, 0], tables: [0, 0, 0] };
const over = [];
console.log(`${"file".padEnd(42)}${"raw".padStart(10)}${"gzip".padStart(10)}${"brotli".padStart(10)}`);
for (const file of ["index.html", ...files]) {
  const data = readFileSync(join(dist, file));
  const sizes = [
    data.length,
    gzipSync(data, { level: 9 }).length,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  ];
  const part = eager.has(file)
    ? "first"
    : file.startsWith("parlour-worker")
      ? "worker"
      : file.startsWith("table-")
        ? "tables"
        : "app";
  sizes.forEach((n, i) => (sums[part][i] += n));
  const budget = part === "worker" ? WORKER_BUDGET_KB : WASM_BUDGET_KB;
  if (file.endsWith(".wasm") && sizes[2] > budget * 1024) over.push(`${file} (${(sizes[2] / 1024).toFixed(1)} KB, budget ${budget} KB)`);
  console.log(`${file.padEnd(42)}${sizes.map(kb).join("")}  ${part}`);
}
console.log(`${"first load (page, CSS, eager scripts)".padEnd(42)}${sums.first.map(kb).join("")}`);
console.log(`${"app's own build (the saved games)".padEnd(42)}${sums.app.map(kb).join("")}`);
console.log(`${"every table's build (one per table)".padEnd(42)}${sums.tables.map(kb).join("")}`);
console.log(`${"computer player (loaded on use)".padEnd(42)}${sums.worker.map(kb).join("")}`);
console.log(`first load: ${(sums.first[1] / 1024).toFixed(1)} KB gzipped, ${(sums.first[2] / 1024).toFixed(1)} KB brotli (goal: under 350 KB gzipped)`);
console.log(
  over.length === 0
    ? `every wasm within its budget (brotli): ${WASM_BUDGET_KB} KB, the worker ${WORKER_BUDGET_KB} KB`
    : `over its budget (brotli): ${over.join(", ")}`,
);
