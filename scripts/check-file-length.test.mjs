import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const script = join(dirname(fileURLToPath(import.meta.url)), "check-file-length.mjs");
const roots = [];

/** A repository in a temporary folder with `files` (path → number of lines). */
function repository(files) {
  const root = mkdtempSync(join(tmpdir(), "file-length-"));
  roots.push(root);
  for (const [path, lines] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), Array.from({ length: lines }, (_, i) => `// line ${i + 1}\n`).join(""));
  }
  return root;
}

const check = (root) => spawnSync(process.execPath, [script, root], { encoding: "utf8" });

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("check-file-length", () => {
  it("fails on a 401-line source file, naming it and its length", () => {
    const root = repository({ "apps/api/src/long.ts": 401, "apps/web/src/short.css": 400 });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("apps/api/src/long.ts: 401 lines, over the limit of 400.");
    expect(result.stderr).not.toContain("short.css");
  });

  it("passes files of 400 lines and leaves generated files, build output and other folders alone", () => {
    const root = repository({
      "packages/contract/src/exactly.ts": 400,
      "apps/api/src/db/migrations/meta/snapshot.js": 900,
      "apps/web/src/routes.gen.ts": 900,
      "apps/web/node_modules/lib/index.js": 900,
      "apps/web/dist/assets/index.css": 900,
      "apps/api/.tsbuild/src/app.d.ts": 900,
      "docs/long.js": 900,
    });
    const result = check(root);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });
});
