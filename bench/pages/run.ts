// What a person feels of eight pages on a mid-range phone (phone.ts: a slow CPU and a slow 4G line):
// the public home, sign-in, the taxpayer's to-do list, job, organizer and messages, the professional's
// calendar and requests. Starts the production server as the journeys do (a fresh demo world), signs
// the demo taxpayer and professional in, and loads each page in Chromium cold (a new profile) and
// warm (the same profile again, its service worker installed). For each: LCP, the layout shifts' CLS
// (largest session window), INP of one interaction made with real input, and the bytes the cold load
// received. Prints the medians of BENCH_RUNS (3) visits beside the goals (report.ts). Exits 1 only
// when a page could not be measured.
//   BENCH_PAGES=home,messages   some pages only (names as printed, or their start)
//   BENCH_VERBOSE=1             every run, each shift's sources, each cold load's scripts
//   BENCH_PROFILE=<folder>      the CPU of each cold load and of its interaction, as .cpuprofile files
//                               there (and summed up with BENCH_VERBOSE)
//   BENCH_TLS=1                 through the deploy recipe's nginx on HTTPS and HTTP/2 (tls-front.ts)
//   E2E_BASE_URL, E2E_DEMO_PASSWORD  measure that server (freshly seeded) rather than start one
import { mkdir } from "node:fs/promises";
import { loadavg } from "node:os";
import startProductionServer from "../../e2e/server/global-setup";
import { buildIfMissing } from "../shared/build-if-missing";
import { launchChromium } from "../shared/chromium";
import { openDemoWorld } from "./demo-world";
import { measuredPages } from "./measured-pages";
import { phoneCpuSlowdown, phoneLine } from "./phone";
import { type PageResult, printReport } from "./report";
import { startTlsFront } from "./tls-front";
import { visitAsPhone } from "./visit";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const verbose = Boolean(process.env.BENCH_VERBOSE);
const overTls = Boolean(process.env.BENCH_TLS);
const chosen = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
const targets = measuredPages.filter(
  (target) => chosen === undefined || chosen.some((name) => target.name.startsWith(name)),
);
if (targets.length === 0)
  throw new Error(`BENCH_PAGES names no page: ${measuredPages.map((target) => target.name)}`);

if (process.env.BENCH_PROFILE) await mkdir(process.env.BENCH_PROFILE, { recursive: true });
const loadBefore = loadavg();
const ownServer = process.env.E2E_BASE_URL === undefined;
if (ownServer) buildIfMissing();
const stopServer = ownServer ? await startProductionServer() : async () => undefined;
const front = overTls ? await startTlsFront(process.env.E2E_BASE_URL ?? "") : undefined;
const baseUrl = front?.url ?? process.env.E2E_BASE_URL ?? "";
const results: PageResult[] = targets.map((target) => ({ target, visits: [] }));
try {
  const world = await openDemoWorld(baseUrl);
  // The service worker registers only on a certificate the browser accepts, or is told to.
  const browser = await launchChromium(overTls ? ["--ignore-certificate-errors"] : []);
  try {
    // Run after run over all the pages, so that a busy spell on the machine spreads over them.
    for (let run = 0; run < runs; run++) {
      for (const result of results) {
        result.visits.push(await visitAsPhone(browser, baseUrl, world, result.target));
      }
    }
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await front?.stop();
  await stopServer();
}

if (process.exitCode !== 1) {
  console.log(
    `bench:pages: ${targets.length} pages at 390×844 ×3, CPU ÷${phoneCpuSlowdown}, ${phoneLine.latency} ms, ` +
      `${(phoneLine.downloadThroughput * 8) / 1e6} Mbps down, ${overTls ? "HTTPS and HTTP/2 through nginx" : "HTTP/1.1"}; median of ${runs} (ratio to goal in brackets); ` +
      `load average ${loadBefore[0]?.toFixed(2)} before, ${loadavg()[0]?.toFixed(2)} after (1 min)`,
  );
  printReport(results, verbose);
}
