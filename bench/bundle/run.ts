// What a person's browser receives for the home page, and how still the page holds while its lower
// sections arrive. Starts the production server as the journeys do (fresh demo data), loads "/" in
// Chromium at 1440 and 390 px, and sums the encoded (on-the-wire) body sizes of every response
// before any interaction; then scrolls to the bottom and back, waits for the lazy sections, and
// adds up the layout shifts that no input caused. Fails when the home page's JS goes over its
// budget, the layout shifts exceed 0.02, or the Spanish catalog could reach an English reader's
// pages (spanish-catalog.ts). BENCH_SCREENSHOTS=<folder> also saves full-page
// captures; BENCH_VERBOSE=1 lists every response and every shift.
import { mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import startProductionServer from "../../e2e/server/global-setup";
import { buildIfMissing } from "../shared/build-if-missing";
import { launchChromium } from "../shared/chromium";
import { observeLayoutShifts, recordedShifts, type Shift, summedShifts } from "../shared/layout-shifts";
import { kb, type Received, recordResponses, settle, sumBytes } from "../shared/responses";
import { spanishCatalogChunk } from "./spanish-catalog";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dist = path.join(root, "apps/web/dist");
// 120 KB until the worker's registration, the offline copies and the language choice came to every
// page (bench/README.md, bench:bundle).
const homeBudget = 125 * 1024;
const chunkBudget = 300 * 1024;
const shiftBudget = 0.02;
const viewports = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const verbose = Boolean(process.env.BENCH_VERBOSE);
const screenshots = process.env.BENCH_SCREENSHOTS;

interface Visit {
  width: number;
  acceptEncoding: string;
  /** Before any interaction. */
  received: Received[];
  /** While scrolling down and back: the lazy sections and their data. */
  later: Received[];
  shifts: Shift[];
}

/**
 * Scrolls as a person flicking through the page does (600 px every 50 ms, the pace the screenshot
 * journey uses), without waiting for sections to arrive, then lets the page settle.
 */
async function scrollThrough(page: Page, inFlight: () => number, direction: "down" | "up"): Promise<void> {
  await page.evaluate(async (down) => {
    for (let step = 0; step < 200; step++) {
      const before = window.scrollY;
      window.scrollBy(0, down ? 600 : -600);
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (window.scrollY === before) return;
    }
  }, direction === "down");
  await settle(page, inFlight);
}

async function visit(
  browser: Browser,
  baseUrl: string,
  viewport: (typeof viewports)[number],
): Promise<Visit> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript({ content: observeLayoutShifts });
  const log = recordResponses(page);
  const pending = log.inFlight;
  await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
  // Loaded means the home page is drawn (its route's code arrives after the app's), not just quiet.
  await page.getByRole("heading", { level: 1 }).waitFor();
  await settle(page, pending);
  log.setPhase("scroll");
  if (screenshots) {
    await page.screenshot({
      path: path.join(screenshots, `home-${viewport.width}-loaded.png`),
      fullPage: true,
    });
  }

  await scrollThrough(page, pending, "down");
  // The lower sections, each rendered with its content (not its placeholder or loading state).
  await page
    .getByRole("list", { name: "Find professionals near you" })
    .getByRole("listitem")
    .first()
    .waitFor();
  await page.locator("blockquote").first().waitFor();
  await page.getByRole("form", { name: "Newsletter sign-up" }).waitFor();
  await scrollThrough(page, pending, "up");
  await settle(page, pending);
  if (screenshots) {
    await page.screenshot({
      path: path.join(screenshots, `home-${viewport.width}-scrolled.png`),
      fullPage: true,
    });
  }
  const shifts = await recordedShifts(page);
  await context.close();
  return {
    width: viewport.width,
    acceptEncoding: log.acceptEncoding(),
    received: log.received.filter((item) => item.phase === "load"),
    later: log.received.filter((item) => item.phase === "scroll"),
    shifts,
  };
}

const gzipped = async (file: string) => gzipSync(await readFile(file), { level: 9 }).length;

async function largestChunk(): Promise<{ name: string; size: number } | undefined> {
  const chunks = (await readdir(path.join(dist, "assets"))).filter((name) => name.endsWith(".js"));
  const sizes = await Promise.all(
    chunks.map(async (name) => ({ name, size: await gzipped(path.join(dist, "assets", name)) })),
  );
  return sizes.sort((a, b) => b.size - a.size)[0];
}

if (screenshots) await mkdir(screenshots, { recursive: true });
buildIfMissing();
const stopServer = await startProductionServer();
const baseUrl = process.env.E2E_BASE_URL ?? "";
const browser = await launchChromium();
const visits: Visit[] = [];
try {
  for (const viewport of viewports) visits.push(await visit(browser, baseUrl, viewport));
} finally {
  await browser.close();
  await stopServer();
}

console.log(
  `bench/bundle: "/" from the production server in Chromium, bytes on the wire before any interaction (accept-encoding: ${visits[0]?.acceptEncoding})`,
);
console.log(
  "width  responses     total        JS       CSS      HTML      JSON   layout shift   then, scrolling: total      JS",
);
let failed = false;
for (const { width, received, later, shifts } of visits) {
  const js = sumBytes(received, "js");
  const shift = summedShifts(shifts);
  failed ||= js > homeBudget || shift > shiftBudget;
  console.log(
    [
      `${width}`.padEnd(5),
      `${received.length}`.padStart(10),
      kb(sumBytes(received)).padStart(9),
      kb(js).padStart(9),
      kb(sumBytes(received, "css")).padStart(9),
      kb(sumBytes(received, "html")).padStart(9),
      kb(sumBytes(received, "json")).padStart(9),
      shift.toFixed(3).padStart(14),
      kb(sumBytes(later)).padStart(24),
      kb(sumBytes(later, "js")).padStart(9),
    ].join(" "),
  );
  if (verbose) {
    for (const item of [...received, ...later]) {
      const when = received.includes(item) ? "load  " : "scroll";
      console.log(
        `    ${when} ${kb(item.bytes).padStart(9)}  ${item.encoding.padEnd(8)} ${new URL(item.url).pathname}`,
      );
    }
    for (const { value, sources } of shifts)
      console.log(`    shift ${value.toFixed(4)}  ${sources.join("; ")}`);
  }
}
const widestJs = Math.max(...visits.map((visit) => sumBytes(visit.received, "js")));
const worstShift = Math.max(...visits.map((visit) => summedShifts(visit.shifts)));
console.log(
  `home page JS before interaction, on the wire  ${kb(widestJs)}  (budget ${kb(homeBudget)}, ratio ${(widestJs / homeBudget).toFixed(2)})`,
);
console.log(
  `layout shift after scrolling down and back    ${worstShift.toFixed(3)}  (budget ${shiftBudget}, ratio ${(worstShift / shiftBudget).toFixed(2)})`,
);
const largest = await largestChunk();
if (largest) {
  console.log(
    `largest chunk ${largest.name}  ${kb(largest.size)} gzip -9  (budget ${kb(chunkBudget)}, ratio ${(largest.size / chunkBudget).toFixed(2)})`,
  );
}
const spanish = await spanishCatalogChunk(path.join(dist, "assets"));
const fetchedInEnglish = visits.some((visit) =>
  [...visit.received, ...visit.later].some(
    (item) => new URL(item.url).pathname === `/assets/${spanish?.name}`,
  ),
);
if (spanish === undefined) {
  console.log("Spanish catalog: no chunk of the build holds it");
  failed = true;
} else {
  const { name, gzipBytes, staticImporters, dynamicImporters } = spanish;
  console.log(
    `Spanish catalog ${name}  ${kb(gzipBytes)} gzip -9, imported by import() from ${dynamicImporters.join(", ") || "nothing"}; statically by ${staticImporters.join(", ") || "nothing"}; fetched by the English home: ${fetchedInEnglish ? "yes" : "no"}`,
  );
  failed ||= staticImporters.length > 0 || dynamicImporters.length === 0 || fetchedInEnglish;
}
if (failed) {
  console.log(
    "Over budget: the home page's JS on the wire or its layout shift, or the Spanish catalog can reach an English reader's pages.",
  );
  process.exitCode = 1;
}
