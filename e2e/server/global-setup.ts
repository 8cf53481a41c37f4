import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port";
import type { ServerProcess } from "./proxied-stack";
import { serverPlacement, spawnPlacedServer } from "./scale-out";
import { newDataDir, seedDataTemplate } from "./seeded-data";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// A fresh PGlite folder plus the demo seed take well over a minute on a busy two-core machine;
// E2E_START_SECONDS allows longer still.
const startSeconds = Number(process.env.E2E_START_SECONDS ?? 180);

/** Healthy, and with several processes, all of them listening (`readyLine` printed). */
async function waitUntilHealthy(
  baseUrl: string,
  server: ServerProcess,
  output: () => string,
  readyLine?: string,
): Promise<void> {
  const deadline = Date.now() + startSeconds * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited while starting:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok && (readyLine === undefined || output().includes(readyLine))) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy in ${startSeconds} s:\n${output()}`);
}

/**
 * Starts the production build as `npm start` would, on a fresh data folder and a free port, so
 * every run begins from a newly seeded demo world. Tests read the address from E2E_BASE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(root, "apps/web/dist/index.html"))) {
    throw new Error("Build the web app first: npm run build");
  }
  // The API builds in seconds, so it is always built from the sources under test.
  const apiBuild = spawnSync("npm", ["run", "build", "-w", "@taxlane/api"], { cwd: root, encoding: "utf8" });
  if (apiBuild.status !== 0) throw new Error(`The API did not build:\n${apiBuild.stdout}${apiBuild.stderr}`);
  const placement = await serverPlacement();
  const onEmbeddedDatabase = placement.environment.DATABASE_URL === "";
  const seeded = onEmbeddedDatabase ? await seedDataTemplate(startSeconds) : undefined;
  const dataDir = await newDataDir("taxlane-e2e-");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { server, output } = spawnPlacedServer(placement, port, dataDir, {
    // The billing journeys buy plans with Stripe's test cards at the local checkout.
    LOCAL_CHECKOUT: "true",
    // Production is not private: the journeys read their codes through the mailbox asked for
    // here, from this machine, and sign in to the demo accounts with the generated password.
    DEV_MAILBOX: "true",
    // Every journey calls from 127.0.0.1, as many people would from as many addresses; the
    // per-address ceilings are covered by the integration tests.
    AUTH_RATE_LIMIT_PER_MINUTE: "600",
    RATE_LIMIT_PER_MINUTE: "6000",
    PUBLIC_FORM_LIMIT_PER_HOUR: "200",
    ...placement.environment,
  });
  await waitUntilHealthy(baseUrl, server, output, placement.readyLine).catch(async (error: unknown) => {
    server.kill("SIGTERM");
    await placement.cleanUp();
    throw error;
  });
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_DEMO_PASSWORD = (
    await readFile(path.join(dataDir, "keys", "demo-password"), "utf8")
  ).trim();
  // A server that stops before the journeys end takes every later journey with it: say so, with its
  // last words, where CI's log shows it.
  let stopping = false;
  server.once("exit", (code, signal) => {
    if (stopping) return;
    console.error(
      `The server stopped during the journeys (${signal ?? `exit ${code}`}):\n${output().slice(-4000)}`,
    );
  });
  return async () => {
    stopping = true;
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve(null)));
    await rm(dataDir, { recursive: true, force: true });
    if (seeded) await rm(seeded, { recursive: true, force: true });
    await placement.cleanUp();
  };
}
