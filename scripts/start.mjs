// `npm start`: build the web app when it is missing or older than its sources, then serve the web
// app and the API on one port.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtIndex = path.join(root, "apps/web/dist/index.html");
const webSources = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "packages/contract/src",
  "packages/organizer/src",
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...webSources.map((source) => newestChange(path.join(root, source))));
if (changedAt > builtAt) {
  console.log(builtAt === 0 ? "Building the web app…" : "The web app's sources changed; building it again…");
  const build = spawnSync("npm", ["run", "build", "-w", "@taxlane/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.WEB_DIST_DIR ??= path.join(root, "apps/web/dist");
const { register } = await import("tsx/esm/api");
register();
await import(path.join(root, "apps/api/src/server.ts"));
