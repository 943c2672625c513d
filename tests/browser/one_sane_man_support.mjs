// Shared setup for the One Sane Man browser scripts: launches Debian's
// Chromium through playwright-core (never a downloaded browser) and opens
// the built site at BASE_URL (default http://127.0.0.1:8765/). playwright-core
// is found the CommonJS way, so NODE_PATH may point at its install.
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const { chromium } = createRequire(import.meta.url)('playwright-core');

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8765/';

export async function openBrowser(viewport = { width: 1280, height: 900 }) {
  const context = await chromium.launchPersistentContext(
    mkdtempSync(join(tmpdir(), 'parlour-osm-')),
    {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      headless: true,
      viewport,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  );
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => { throw error; });
  return { context, page };
}

/// Types an action (`3:e2e4`) into the table's keyboard form and plays it.
export async function typeAction(page, text) {
  await page.fill('.osm-type input', text);
  await page.press('.osm-type input', 'Enter');
}

export function check(condition, message) {
  if (!condition) {
    throw new Error(`FAILED: ${message}`);
  }
  console.log(`ok - ${message}`);
}
