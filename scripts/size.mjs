#!/usr/bin/env node
// Prints the gzipped and brotli sizes of the release build's wasm, JS and
// CSS in dist/, and the whole first load. Figures only, nothing asserted.
// Goal: first load (wasm + JS + CSS, gzipped) under 350 KB once all games exist.
// The computer players' worker (parlour-worker*) is listed apart: it loads
// only when a computer seat is used.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = join(import.meta.dirname, "..", "dist");
const files = readdirSync(dist).filter((f) => /\.(wasm|js|css)$/.test(f) && f !== "sw.js").sort();
if (files.length === 0) {
  console.error("size: no build in dist/ (run trunk build --release)");
  process.exit(1);
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
const total = [0, 0, 0];
const later = [0, 0, 0];
console.log(`${"file".padEnd(42)}${"raw".padStart(10)}${"gzip".padStart(10)}${"brotli".padStart(10)}`);
for (const file of files) {
  const data = readFileSync(join(dist, file));
  const sizes = [
    data.length,
    gzipSync(data, { level: 9 }).length,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  ];
  sizes.forEach((n, i) => ((file.startsWith("parlour-worker") ? later : total)[i] += n));
  console.log(`${file.padEnd(42)}${sizes.map(kb).join("")}`);
}
console.log(`${"first load (wasm + JS + CSS)".padEnd(42)}${total.map(kb).join("")}`);
console.log(`${"computer player (loaded on use)".padEnd(42)}${later.map(kb).join("")}`);
console.log(`first load: ${(total[1] / 1024).toFixed(1)} KB gzipped, ${(total[2] / 1024).toFixed(1)} KB brotli (goal: under 350 KB gzipped)`);
