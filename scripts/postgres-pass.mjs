// The integration suites CI runs a second time on PostgreSQL: those where PostgreSQL and the embedded
// PGlite can behave differently. Both are the same database engine, so a rule that holds on one holds
// on the other; what differs is around the engine:
// - the driver and its types (node-postgres against PGlite's), and what the pool does: the database
//   layer (`src/db`) and the plugins over it (jobs, realtime, rate limits, files, mail, the clock);
// - processes: the app, the server, the cluster and the contract at the API's root, and every suite
//   whose name says it crosses processes, upgrades data or seeds the demo world;
// - concurrency: PGlite runs one statement at a time, PostgreSQL runs transactions side by side, so
//   every suite that sends work at once (`Promise.all`) meets locks, conflicts and retries only there;
// - a suite that says so with a `postgres pass` comment.
// Every other suite runs on PGlite only; `DATABASE_URL=… npx vitest run --project integration` still
// runs them all on PostgreSQL.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { sourceFiles } from "./lib/source-files.mjs";

const suites = (root) =>
  [...sourceFiles(`${root}/apps/api/src`, { isWanted: (name) => name.endsWith(".int.test.ts") })]
    .map((file) => relative(root, file))
    .sort();

/**
 * Why a suite (its path from the repository's root, and its text) runs on PostgreSQL too, or
 * undefined when PGlite alone tells what it checks.
 * @param {string} file
 * @param {string} text
 * @returns {string | undefined}
 */
export function postgresPassReason(file, text) {
  if (/^apps\/api\/src\/(db|plugins)\//.test(file)) return "the database layer and the plugins over it";
  if (/^apps\/api\/src\/[^/]+\.int\.test\.ts$/.test(file))
    return "the whole app, its server or its processes";
  if (/(cross-process|concurren|cluster|upgrade|seed)[^/]*$/.test(file))
    return "processes, upgrades or seeding";
  if (/Promise\.all(Settled)?\(/.test(text)) return "work sent at once";
  if (/postgres pass/i.test(text)) return "asked for in the suite";
  return undefined;
}

/** The suites of the PostgreSQL pass, as paths from the repository's root. */
export function postgresPassSuites(root) {
  return suites(root).filter((file) => postgresPassReason(file, readFileSync(`${root}/${file}`, "utf8")));
}

/** How many integration suites there are in all. */
export function integrationSuiteCount(root) {
  return suites(root).length;
}

// `node scripts/postgres-pass.mjs`: each suite of the pass and why.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL("..", import.meta.url).pathname.replace(/\/$/, "");
  for (const file of suites(root)) {
    const reason = postgresPassReason(file, readFileSync(`${root}/${file}`, "utf8"));
    if (reason) console.log(`${file}\t${reason}`);
  }
}
