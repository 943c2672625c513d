// Screenshots of every game's setup, table and replay (of its finished
// frozen save, tests/data/saves, at its second step) at a phone (390x844), a
// phone on its side (844x390), a portrait tablet (768x1024) and a
// landscape tablet (1024x768), for review (nothing is asserted), with each
// board's drawn size, and whether the turn's bar and the table's buttons
// are in view without scrolling, printed as a table. Needs dist/ (trunk
// build --release). Writes target/screenshots/, or the folder named.
//
//   node scripts/screenshots.mjs [folder]
import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { browser, serve } from "../tests/browser/harness.mjs";

const OUT = process.argv[2] ? resolve(process.argv[2]) : resolve(import.meta.dirname, "../target/screenshots");
const VIEWPORTS = [
  [390, 844],
  [844, 390],
  [768, 1024],
  [1024, 768],
];
// Each table's address and the buttons that start a game there and hand
// the device to the first player, tried in order.
const SAVES = resolve(import.meta.dirname, "../tests/data/saves");
// Each game's finished frozen save, by the slug it opens under.
const FINISHED = [
  ["standard", "chess-over"], ["four-player", "four-player-over"], ["carousel", "carousel-over"],
  ["one-sane-man", "one-sane-man-over"], ["coin", "coin-over"], ["crowded-house", "crowded-house-over"],
  ["cloak-and-dagger", "cloak-and-dagger-over"],
];
const GAMES = [
  ["standard", "#/play/standard", ["button.start"]],
  ["four-player", "#/play/four-player", ["button.start", ".handoff-reveal"]],
  ["carousel", "#/play/carousel", ["button.start", ".handoff-reveal"]],
  ["one-sane-man", "#/play/one-sane-man", ['.segmented[aria-label="How many players"] .segment:text-is("5")', "button.start"]],
  ["coin", "#/play/coin", ["button.start", ".handoff-reveal"]],
  ["crowded-house", "#/play/crowded-house", ["button.start", ".handoff-reveal"]],
  ["cloak-and-dagger", "#/play/cloak-and-dagger", [
    "button.start", ".handoff-reveal", "button.arrange-confirm", ".handoff-reveal", "button.arrange-confirm", ".handoff-reveal",
  ]],
];

mkdirSync(OUT, { recursive: true });
const server = await serve();
const rows = [];
for (const [width, height] of VIEWPORTS) {
  const session = await browser({ viewport: { width, height } });
  const page = session.page;
  for (const [game, address, starts] of GAMES) {
    // A page load of its own: each table is a build of its own.
    await page.goto("about:blank");
    await page.goto(server.url + address);
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${OUT}/${game}-setup-${width}x${height}.png` });
    for (const start of starts) {
      const button = page.locator(start).first();
      if (await button.count()) {
        await button.click().catch(() => {});
        await page.waitForTimeout(500);
      }
    }
    await page.screenshot({ path: `${OUT}/${game}-table-${width}x${height}.png` });
    const boards = await page.locator(":is(svg, canvas)[data-board]").evaluateAll((svgs) =>
      svgs.map((svg) => {
        const box = svg.getBoundingClientRect();
        return `${Math.round(box.width)}x${Math.round(box.height)}${box.bottom > innerHeight ? " (below the fold)" : ""}`;
      }),
    );
    // The bottom of the turn's bar and of the table's buttons, "(below)"
    // when it is past the fold.
    const bottoms = await page.evaluate(() =>
      [".turn-bar", ".shell button.show-record"].map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box ? `${Math.round(box.bottom)}${box.bottom > innerHeight ? " (below)" : ""}` : "-";
      }),
    );
    rows.push(
      `${game.padEnd(18)} ${`${width}x${height}`.padEnd(10)} ${(boards.join(", ") || "no board").padEnd(40)} ${bottoms.join(" / ")}`,
    );
  }
  await session.close();
  // The replays, on a device of their own.
  const replays = await browser({ viewport: { width, height } });
  for (const [game, file] of FINISHED) {
    const page = replays.page;
    const text = readFileSync(`${SAVES}/${file}.save`, "utf8");
    await page.goto("about:blank");
    await page.goto(`${server.url}#/about`);
    await page.evaluate(([key, text]) => { localStorage.clear(); localStorage.setItem(key, text); }, [`parlour.save.${game}-1`, text]);
    await page.goto("about:blank");
    await page.goto(`${server.url}#/play/${game}?save=${game}-1&at=2`);
    await page.waitForSelector(".replay .replay-step");
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${OUT}/${game}-replay-${width}x${height}.png` });
  }
  await replays.close();
}
server.stop();
console.log(`game               viewport   board(s) drawn${" ".repeat(26)}bar / buttons bottom\n${rows.join("\n")}\nscreenshots in ${OUT}`);
