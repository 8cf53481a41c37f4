// `npm test`: unit and integration tests (Vitest), then the journeys in Chromium against the
// production build (Playwright). Ends with one line: "N passed, N failed".
import { spawnSync } from "node:child_process";
import {
  accessSync,
  appendFileSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureRedis } from "./ensure-redis.mjs";
import { integrationSuiteCount, postgresPassSuites } from "./postgres-pass.mjs";
import { startStage } from "./stage-times.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = mkdtempSync(path.join(tmpdir(), "taxlane-reports-"));
// No argument: everything. "vitest": unit and integration only. "integration": the integration suite
// only. "postgres": the integration suites where PostgreSQL and PGlite can differ
// (scripts/postgres-pass.mjs), on the PostgreSQL server DATABASE_URL names. "e2e": the journeys only.
// "scale-out": the journeys that cross processes (documents, chat, notifications, reminders) against
// three API processes behind nginx (deploy/) on the PostgreSQL server DATABASE_URL names.
const only = process.argv[2];
const scaleOut = only === "scale-out";
const postgresPass = only === "postgres";
if ((scaleOut || postgresPass) && !process.env.DATABASE_URL) {
  console.error(`${only} runs against PostgreSQL: set DATABASE_URL (a database it may fill).`);
  process.exit(1);
}
const withJourneys = only === undefined || only === "e2e" || scaleOut;
const SCALE_OUT_JOURNEYS = [
  "e2e/specs/documents.spec.ts",
  "e2e/specs/messages.spec.ts",
  "e2e/specs/notifications.spec.ts",
  "e2e/specs/reminders.spec.ts",
];
// CI runs the scale-out journeys after this run (.ci/run sets SCALE_OUT_FOLLOWS=true): this run leaves
// them to it rather than pass them twice, once here on PGlite and once behind nginx on PostgreSQL.
const scaleOutFollows = !scaleOut && process.env.SCALE_OUT_FOLLOWS === "true";

/** The journeys' files but the scale-out ones, for a run the scale-out stage follows. */
function journeysBesideScaleOut() {
  return readdirSync(path.join(root, "e2e/specs"))
    .filter((name) => name.endsWith(".spec.ts") && !name.endsWith("screenshots.spec.ts"))
    .map((name) => `e2e/specs/${name}`)
    .filter((file) => !SCALE_OUT_JOURNEYS.includes(file));
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

/** The titles of the journeys Playwright's JSON report marks as passed only on a retry. */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === "flaky")) titles.push(`${spec.file}: ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return titles;
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

// The journeys drive Debian's headless Chromium (e2e/support/chromium-path.ts picks it, else the full
// browser, or CHROMIUM_PATH), never a downloaded browser. Checked before anything runs, so a missing
// browser does not surface only after the other suites.
const debianChromiums = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured !== undefined) {
    if (isExecutable(configured)) return;
    console.error(
      `CHROMIUM_PATH=${configured} is not an executable: point it at Chromium, or unset it to use Debian's.`,
    );
    process.exit(1);
  }
  if (debianChromiums.some(isExecutable)) return;
  const install = "apt-get update -qq && apt-get install -y -qq chromium-headless-shell fonts-liberation";
  const canInstall = process.getuid?.() === 0 && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!canInstall) {
    console.error(
      `Chromium is missing: run \`sudo sh -c "${install}"\` (or set CHROMIUM_PATH), then npm test again.`,
    );
    process.exit(1);
  }
  console.log("Installing headless Chromium from Debian…");
  const installed = spawnSync("sh", ["-c", install], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (installed.status !== 0 || !debianChromiums.some(isExecutable)) {
    console.error(`Installing Chromium failed: run \`${install}\` and npm test again.`);
    process.exit(1);
  }
}

if (withJourneys) ensureChromium();

let passed = 0;
let failed = 0;
let exitCode = 0;

/** Times one part of the run (stage-times.mjs); it failed when it added failures or a failing status. */
function timedPart(name) {
  const before = { failed, exitCode };
  const stage = startStage(name);
  return () => stage.end(failed === before.failed && (before.exitCode !== 0 || exitCode === 0));
}
const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";

const passSuites = postgresPass ? postgresPassSuites(root) : [];
const vitestName = postgresPass
  ? `integration on PostgreSQL (${passSuites.length} of ${integrationSuiteCount(root)} suites)`
  : `${only === "integration" ? "integration" : "unit+integration"} on ${database}`;
const withVitest = only !== "e2e" && !scaleOut;
const vitestPart = withVitest ? timedPart(vitestName) : undefined;
if (withVitest) {
  // The integration suite counts shared rate limits in Redis; started here when nothing answers.
  const stopRedis = await ensureRedis();
  const vitestReport = path.join(reports, "vitest.json");
  const projects = only === "integration" || postgresPass ? ["--project", "integration", ...passSuites] : [];
  exitCode ||= run("npx", [
    "vitest",
    "run",
    ...projects,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
  ]);
  stopRedis();
  const report = readJson(vitestReport);
  passed += report?.numPassedTests ?? 0;
  failed += report ? report.numFailedTests : 1;
}
vitestPart?.();

const journeysPart = withJourneys ? timedPart(scaleOut ? "scale-out" : "journeys") : undefined;
if (withJourneys) {
  // After a full run in the same checkout (CI), the build is there already.
  const built =
    existsSync(path.join(root, "apps/api/dist/server.js")) &&
    existsSync(path.join(root, "apps/web/dist/index.html"));
  // Built even when an earlier part failed, so the journeys still report on this change.
  if (!scaleOut || !built) {
    const buildStatus = run("npm", ["run", "build"]);
    exitCode ||= buildStatus;
  }
  const e2eReport = path.join(reports, "e2e.json");
  const status = run(
    "npx",
    [
      "playwright",
      "test",
      "-c",
      "e2e/playwright.config.ts",
      ...(scaleOut ? SCALE_OUT_JOURNEYS : scaleOutFollows ? journeysBesideScaleOut() : []),
      "--project",
      "journeys",
    ],
    {
      E2E_JSON_REPORT: e2eReport,
      ...(scaleOut
        ? { E2E_WORKERS: "3", E2E_PROXY: "nginx", E2E_DATABASE_URL: process.env.DATABASE_URL }
        : {}),
    },
  );
  exitCode ||= status;
  const e2e = readJson(e2eReport);
  const stats = e2e?.stats;
  // A journey that passed on its retry counts as passed, and is named so a pattern cannot hide.
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats ? stats.unexpected : 1;
  for (const title of flakyTitles(e2e)) console.warn(`Passed only on retry: ${title}`);
}
journeysPart?.();

console.log(`\n${passed} passed, ${failed} failed`);
// CI adds up the runs it makes into one closing line.
if (process.env.TEST_SUMMARY_FILE) appendFileSync(process.env.TEST_SUMMARY_FILE, `${passed} ${failed}\n`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
