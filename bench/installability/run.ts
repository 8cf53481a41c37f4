// Whether the built app is installable and opens offline, and Lighthouse 12's scores for its login
// page. Lighthouse 12 dropped its PWA category (installable-manifest, service-worker…), so the
// installability figures come from what those audits read, asked of Chromium directly over the same
// DevTools connection: Page.getInstallabilityErrors and Page.getAppManifest. Then, offline, the
// to-do page must still open from the service worker.
// Run: npm run bench:installability -w @taxlane/bench (CHROME_PATH: another Chromium build).
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { buildIfMissing } from "../shared/build-if-missing";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** The built API serving the built web app, on an empty data folder; resolves once it listens. */
async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["apps/api/dist/server.js"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Taxlane is running")) resolve();
    };
    server.stdout?.on("data", read);
    server.stderr?.on("data", read);
    server.once("exit", (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return server;
}

if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath}; set CHROME_PATH`);
buildIfMissing();
const dataDir = await mkdtemp(path.join(tmpdir(), "taxlane-bench-install-"));
const port = await freePort();
const server = await startServer(dataDir, port);
const base = `http://127.0.0.1:${port}`;
const browser = await puppeteer.launch({
  executablePath: chromePath,
  args: ["--no-sandbox", "--disable-dev-shm-usage"],
});
try {
  const page = await browser.newPage();
  await page.goto(`${base}/login`, { waitUntil: "networkidle0" });
  const workerState = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  const cdp = await page.createCDPSession();
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  const manifest = await cdp.send("Page.getAppManifest");
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const counts = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).length),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  });

  console.log("Installability (Chromium, as Lighthouse ≤ 11's installable-manifest audit read it)");
  console.log(`  manifest:            ${manifest.url} (${manifest.errors.length} parse errors)`);
  console.log(`  service worker:      ${workerState ?? "none"}, ${precached} files precached`);
  console.log(
    `  installability errors: ${
      installabilityErrors.length === 0
        ? "none: installable"
        : installabilityErrors.map((e) => e.errorId).join(", ")
    }`,
  );

  const result = await lighthouse(
    `${base}/login`,
    { output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices"] },
    undefined,
    page,
  );
  console.log("Lighthouse 12 (/login, mobile defaults)");
  for (const category of Object.values(result?.lhr.categories ?? {})) {
    console.log(`  ${category.title.padEnd(20)} ${Math.round((category.score ?? 0) * 100)}`);
  }

  await page.setOfflineMode(true);
  const offline = await page.goto(`${base}/user/todo`, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => (document.getElementById("root")?.childElementCount ?? 0) > 0, {
    timeout: 15_000,
  });
  console.log("Offline");
  console.log(
    `  /user/todo:          ${offline?.status()} from the ${offline?.fromServiceWorker() ? "service worker" : "network"}, app rendered`,
  );
} finally {
  await browser.close();
  server.kill("SIGTERM");
  await rm(dataDir, { recursive: true, force: true });
}
