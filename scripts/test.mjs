// `npm test`: unit and integration tests (Vitest), then the journeys in Chromium against the
// production build (Playwright). Ends with one line: "N passed, N failed".
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = mkdtempSync(path.join(tmpdir(), "taxlane-reports-"));
// No argument: everything. "vitest": unit and integration only. "integration": the integration suite
// only. "e2e": the journeys only.
const only = process.argv[2];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

let passed = 0;
let failed = 0;
let exitCode = 0;

if (only !== "e2e") {
  const vitestReport = path.join(reports, "vitest.json");
  const projects = only === "integration" ? ["--project", "integration"] : [];
  exitCode ||= run("npx", [
    "vitest",
    "run",
    ...projects,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
  ]);
  const report = readJson(vitestReport);
  passed += report?.numPassedTests ?? 0;
  failed += report ? report.numFailedTests : 1;
}

if (only === undefined || only === "e2e") {
  exitCode ||= run("npm", ["run", "build"]);
  const e2eReport = path.join(reports, "e2e.json");
  const status = run(
    "npx",
    ["playwright", "test", "-c", "e2e/playwright.config.ts", "--project", "journeys"],
    {
      E2E_JSON_REPORT: e2eReport,
    },
  );
  exitCode ||= status;
  const stats = readJson(e2eReport)?.stats;
  passed += stats?.expected ?? 0;
  failed += stats ? stats.unexpected + (stats.flaky ?? 0) : 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
// CI adds up the runs it makes into one closing line.
if (process.env.TEST_SUMMARY_FILE) appendFileSync(process.env.TEST_SUMMARY_FILE, `${passed} ${failed}\n`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
