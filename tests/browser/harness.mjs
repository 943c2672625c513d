// Shared helpers for the browser tests: serve dist/ on 127.0.0.1 and start
// Debian Chromium through playwright-core. Every tests/browser/*.spec.mjs
// file is run by scripts/browser-tests with node's test runner.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";

export const DIST = resolve(import.meta.dirname, "../../dist");

const FLAGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
    server.on("error", fail);
  });
}

/** Serves `dir` (default dist/) on 127.0.0.1; returns { url, stop }. */
export async function serve(dir = DIST) {
  const port = await freePort();
  const child = spawn("python3", ["-m", "http.server", "--bind", "127.0.0.1", String(port), "--directory", dir], {
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, stop: () => child.kill() };
}

/** Starts Chromium with a fresh profile; returns { context, page, close }. */
export async function browser() {
  const profile = mkdtempSync(join(tmpdir(), "parlour-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    headless: true,
    args: FLAGS,
    serviceWorkers: "allow",
  });
  const page = context.pages()[0] || (await context.newPage());
  const errors = [];
  page.on("pageerror", (error) => errors.push(error));
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Serves dist/ and opens a browser for one test file (use in before/after). */
export async function setup() {
  const server = await serve();
  const session = await browser();
  return { ...session, url: server.url, close: async () => { await session.close(); server.stop(); } };
}
