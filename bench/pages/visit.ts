import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { useToken } from "../../e2e/support/accounts";
import type { Shift } from "../shared/layout-shifts";
import { type Received, type ResponseLog, recordResponses, settle, sumBytes } from "../shared/responses";
import { type ProfileSummary, profiled } from "./cpu-profile";
import type { DemoWorld } from "./demo-world";
import type { MeasuredPage } from "./measured-pages";
import { phoneContext, throttleAsPhone } from "./phone";
import { inputVitals, loadVitals, observeVitals } from "./vitals";

export interface LoadFigures {
  lcp: number;
  lcpElement: string;
  inp: number;
  inpEvent: string;
  cls: number;
  shifts: Shift[];
  /** Encoded bytes of the JavaScript the load received (the interaction's excluded). */
  jsBytes: number;
  totalBytes: number;
  /** The page itself came from the service worker (its app shell). */
  pageFromWorker: boolean;
  /** Of the load's scripts, how many the service worker answered. */
  jsFromWorker: number;
  jsFiles: number;
  /** The load's scripts, for BENCH_VERBOSE. */
  scripts: Received[];
  /** With BENCH_PROFILE, what the CPU did during the load and during the interaction. */
  profiles?: { load: ProfileSummary; input: ProfileSummary };
}

export interface Visit {
  cold: LoadFigures;
  warm: LoadFigures;
  /** The worker had taken over (its precache complete) before the warm load. */
  workerReady: boolean;
}

/** BENCH_PROFILE=<folder>: each cold load and its interaction run under the CPU profiler, saved there. */
const profileFolder = process.env.BENCH_PROFILE;

// A slow line and CPU stretch everything: a load may take most of a minute on a busy machine.
const loadTimeoutMs = 120_000;
// Quiet long enough that a chunk asked for after the last one's code ran (150 ms away) is not missed.
const settledQuietMs = 1_000;
const workerWaitMs = 60_000;

function tokenFor(world: DemoWorld, target: MeasuredPage): string | null {
  if (target.as === "taxpayer") return world.taxpayerToken;
  if (target.as === "expert") return world.expertToken;
  return null;
}

async function load(
  page: Page,
  log: ResponseLog,
  url: string,
  target: MeasuredPage,
  phase: "cold" | "warm",
): Promise<LoadFigures> {
  log.setPhase(phase);
  const saveAs = (part: string) =>
    profileFolder === undefined || phase === "warm"
      ? undefined
      : path.join(profileFolder, `${target.name.replace(/\W+/g, "-")}-${part}.cpuprofile`);
  const loaded = await profiled(
    page,
    async () => {
      const response = await page.goto(url);
      if (response !== null && !response.ok()) throw new Error(`${url} answered ${response.status()}`);
      await target.drawn(page).waitFor();
      await settle(page, log.inFlight, { quietMs: settledQuietMs, deadlineMs: loadTimeoutMs });
      return response;
    },
    saveAs("load"),
  );
  const painted = await loadVitals(page);
  log.setPhase(`${phase} input`);
  const interacted = await profiled(
    page,
    async () => {
      await target.interact(page);
      await settle(page, log.inFlight);
    },
    saveAs("input"),
  );
  const input = await inputVitals(page);
  const received = log.received.filter((item) => item.phase === phase);
  const scripts = received.filter((item) => item.kind === "js");
  return {
    ...painted,
    ...input,
    jsBytes: sumBytes(scripts),
    totalBytes: sumBytes(received),
    pageFromWorker: loaded.result?.fromServiceWorker() ?? false,
    jsFromWorker: scripts.filter((item) => item.fromServiceWorker).length,
    jsFiles: scripts.length,
    scripts,
    ...(loaded.summary && interacted.summary
      ? { profiles: { load: loaded.summary, input: interacted.summary } }
      : {}),
  };
}

/** Resolves true once a service worker is active for the page, false if none is within `workerWaitMs`. */
function workerActive(page: Page): Promise<boolean> {
  return page.evaluate(
    (waitMs) =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), waitMs)),
      ]),
    workerWaitMs,
  );
}

/**
 * A person's first visit on a phone (a new browser profile: nothing cached, no worker), then the same
 * page opened again later in the same browser, once the worker the first visit installed has taken over.
 */
export async function visitAsPhone(
  browser: Browser,
  baseUrl: string,
  world: DemoWorld,
  target: MeasuredPage,
): Promise<Visit> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(loadTimeoutMs);
    await throttleAsPhone(page);
    await observeVitals(page);
    const token = tokenFor(world, target);
    if (token !== null) await useToken(page, token);
    const storage = target.storage?.(world);
    if (storage !== undefined) {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    }
    const log = recordResponses(page, "cold");
    const url = `${baseUrl}${target.path(world)}`;
    const cold = await load(page, log, url, target, "cold");
    const workerReady = await workerActive(page);
    const warm = await load(page, log, url, target, "warm");
    return { cold, warm, workerReady };
  } finally {
    await context.close();
  }
}
