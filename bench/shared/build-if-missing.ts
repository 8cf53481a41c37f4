import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The benches that serve the production build make it first on a fresh clone; the build is not measured. */
export function buildIfMissing(): void {
  if (
    existsSync(path.join(root, "apps/web/dist/index.html")) &&
    existsSync(path.join(root, "apps/api/dist/server.js"))
  ) {
    return;
  }
  console.log("Building first (not measured)…");
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}
