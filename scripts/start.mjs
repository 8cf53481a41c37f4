// `npm start`: build the web app and the API when missing or older than their sources, then run the
// built API (plain JavaScript, no TypeScript loader), serving the web app and the API on one port.
// With WEB_DIST_DIR set, that folder is served as it is and the web app is not built.
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sharedSources = ["packages/contract/src", "packages/organizer/src"];
const targets = [
  {
    name: "the web app",
    workspace: "@taxlane/web",
    built: "apps/web/dist/index.html",
    sources: [
      "apps/web/src",
      "apps/web/public",
      "apps/web/index.html",
      "apps/web/vite.config.ts",
      "apps/web/vite-precompress.ts",
      ...sharedSources,
    ],
    wanted: !process.env.WEB_DIST_DIR,
  },
  {
    name: "the API",
    workspace: "@taxlane/api",
    built: "apps/api/dist/server.js",
    sources: ["apps/api/src", "apps/api/build.mjs", "apps/api/package.json", ...sharedSources],
    wanted: true,
  },
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

// With WORKERS set, the API's processes run this file again: the first run has built what was missing.
for (const target of targets.filter((candidate) => candidate.wanted && cluster.isPrimary)) {
  const builtFile = path.join(root, target.built);
  const builtAt = existsSync(builtFile) ? statSync(builtFile).mtimeMs : 0;
  const changedAt = Math.max(...target.sources.map((source) => newestChange(path.join(root, source))));
  if (changedAt <= builtAt) continue;
  console.log(
    builtAt === 0 ? `Building ${target.name}…` : `Sources of ${target.name} changed; building it again…`,
  );
  const build = spawnSync("npm", ["run", "build", "-w", target.workspace], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.WEB_DIST_DIR ||= path.join(root, "apps/web/dist");
if (!existsSync(path.join(process.env.WEB_DIST_DIR, "index.html"))) {
  console.warn(`${process.env.WEB_DIST_DIR} holds no index.html: serving the API only.`);
}
// No source maps: with them on, Node keeps each loaded file's map with its sources' text, and decodes
// and keeps a file's mappings once a stack trace passes through it; the API's held about 140 MB of an
// idle process. Stacks name the built files; run with
// NODE_OPTIONS=--enable-source-maps to read them against the sources.

// npm passes SIGTERM only to the shell it runs this script in, and that shell does not pass it on:
// the server would serve on, orphaned. So under npm, the starter going away counts as SIGTERM.
if (process.env.npm_lifecycle_event) {
  const startedBy = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === startedBy) return;
    clearInterval(watch);
    process.kill(process.pid, "SIGTERM");
  }, 1000);
  watch.unref();
}
await import(pathToFileURL(path.join(root, "apps/api/dist/server.js")).href);
