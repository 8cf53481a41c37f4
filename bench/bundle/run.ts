// What a person's browser receives for the home page, and how still the page holds while its lower
// sections arrive. Starts the production server as the journeys do (fresh demo data), loads "/" in
// Chromium at 1440 and 390 px, and sums the encoded (on-the-wire) body sizes of every response
// before any interaction; then scrolls to the bottom and back, waits for the lazy sections, and
// adds up the layout shifts that no input caused. Fails when the home page's JS goes over its
// budget or the layout shifts exceed 0.02. BENCH_SCREENSHOTS=<folder> also saves full-page
// captures; BENCH_VERBOSE=1 lists every response and every shift.
import { mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { type Browser, chromium, type Page, type Request } from "@playwright/test";
import startProductionServer from "../../e2e/server/global-setup";
import { buildIfMissing } from "../shared/build-if-missing";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dist = path.join(root, "apps/web/dist");
const homeBudget = 120 * 1024;
const chunkBudget = 300 * 1024;
const shiftBudget = 0.02;
const viewports = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const verbose = Boolean(process.env.BENCH_VERBOSE);
const screenshots = process.env.BENCH_SCREENSHOTS;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type Kind = "js" | "css" | "html" | "json" | "other";

interface Received {
  url: string;
  kind: Kind;
  encoding: string;
  bytes: number;
}

interface Shift {
  value: number;
  sources: string[];
}

interface Visit {
  width: number;
  acceptEncoding: string;
  /** Before any interaction. */
  received: Received[];
  /** While scrolling down and back: the lazy sections and their data. */
  later: Received[];
  shifts: Shift[];
}

function kindOf(request: Request, contentType: string): Kind {
  const pathname = new URL(request.url()).pathname;
  if (/\.m?js$/.test(pathname) || contentType.includes("javascript")) return "js";
  if (pathname.endsWith(".css") || contentType.includes("text/css")) return "css";
  if (request.resourceType() === "document" || contentType.includes("text/html")) return "html";
  if (contentType.includes("json")) return "json";
  return "other";
}

/**
 * Records every layout shift that no recent input caused, from the first paint on. Plain script
 * text, so nothing the TypeScript compiler adds (helpers) reaches the page.
 */
const observeLayoutShifts = `
  window.__layoutShifts = [];
  const describe = (node) =>
    node instanceof Element ? node.tagName.toLowerCase() + "." + [...node.classList].join(".") : String(node && node.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts.push({
        value: entry.value,
        sources: entry.sources.map((source) =>
          describe(source.node) +
          " y " + Math.round(source.previousRect.y) + "→" + Math.round(source.currentRect.y) +
          " h " + Math.round(source.previousRect.height) + "→" + Math.round(source.currentRect.height)),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
`;

/** Resolves once no request has been in flight for two polls and two frames have been drawn. */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  const deadline = Date.now() + 15_000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    await page.waitForTimeout(100);
    quiet = inFlight() === 0 ? quiet + 1 : 0;
  }
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
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
  const received: Received[] = [];
  const later: Received[] = [];
  let into = received;
  let pending = 0;
  let acceptEncoding = "";
  page.on("request", () => {
    pending++;
  });
  page.on("requestfailed", () => {
    pending--;
  });
  page.on("requestfinished", async (request) => {
    const list = into;
    try {
      if (request.resourceType() === "document") {
        acceptEncoding = (await request.allHeaders())["accept-encoding"] ?? "";
      }
      const response = await request.response();
      const sizes = await request.sizes();
      const headers = (await response?.allHeaders()) ?? {};
      list.push({
        url: request.url(),
        kind: kindOf(request, headers["content-type"] ?? ""),
        encoding: headers["content-encoding"] ?? "identity",
        bytes: sizes.responseBodySize,
      });
    } finally {
      pending--;
    }
  });
  await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
  // Loaded means the home page is drawn (its route's code arrives after the app's), not just quiet.
  await page.getByRole("heading", { level: 1 }).waitFor();
  await settle(page, () => pending);
  into = later;
  if (screenshots) {
    await page.screenshot({
      path: path.join(screenshots, `home-${viewport.width}-loaded.png`),
      fullPage: true,
    });
  }

  await scrollThrough(page, () => pending, "down");
  // The lower sections, each rendered with its content (not its placeholder or loading state).
  await page
    .getByRole("list", { name: "Find professionals near you" })
    .getByRole("listitem")
    .first()
    .waitFor();
  await page.locator("blockquote").first().waitFor();
  await page.getByRole("form", { name: "Newsletter sign-up" }).waitFor();
  await scrollThrough(page, () => pending, "up");
  await settle(page, () => pending);
  if (screenshots) {
    await page.screenshot({
      path: path.join(screenshots, `home-${viewport.width}-scrolled.png`),
      fullPage: true,
    });
  }
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts,
  );
  await context.close();
  return { width: viewport.width, acceptEncoding, received, later, shifts };
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
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const visits: Visit[] = [];
try {
  for (const viewport of viewports) visits.push(await visit(browser, baseUrl, viewport));
} finally {
  await browser.close();
  await stopServer();
}

const sum = (received: Received[], kind?: Kind) =>
  received
    .filter((item) => kind === undefined || item.kind === kind)
    .reduce((total, item) => total + item.bytes, 0);
const cumulative = (shifts: Shift[]) => shifts.reduce((total, shift) => total + shift.value, 0);

console.log(
  `bench/bundle: "/" from the production server in Chromium, bytes on the wire before any interaction (accept-encoding: ${visits[0]?.acceptEncoding})`,
);
console.log(
  "width  responses     total        JS       CSS      HTML      JSON   layout shift   then, scrolling: total      JS",
);
let failed = false;
for (const { width, received, later, shifts } of visits) {
  const js = sum(received, "js");
  const shift = cumulative(shifts);
  failed ||= js > homeBudget || shift > shiftBudget;
  console.log(
    [
      `${width}`.padEnd(5),
      `${received.length}`.padStart(10),
      kb(sum(received)).padStart(9),
      kb(js).padStart(9),
      kb(sum(received, "css")).padStart(9),
      kb(sum(received, "html")).padStart(9),
      kb(sum(received, "json")).padStart(9),
      shift.toFixed(3).padStart(14),
      kb(sum(later)).padStart(24),
      kb(sum(later, "js")).padStart(9),
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
const widestJs = Math.max(...visits.map((visit) => sum(visit.received, "js")));
const worstShift = Math.max(...visits.map((visit) => cumulative(visit.shifts)));
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
if (failed) {
  console.log("Over budget: the home page's JS on the wire or its layout shift.");
  process.exitCode = 1;
}
