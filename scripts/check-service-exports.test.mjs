import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const script = join(dirname(fileURLToPath(import.meta.url)), "check-service-exports.mjs");
const roots = [];

/** A repository in a temporary folder with `files` (path → text). */
function repository(files) {
  const root = mkdtempSync(join(tmpdir(), "service-exports-"));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const check = (root) => spawnSync(process.execPath, [script, root], { encoding: "utf8" });

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("check-service-exports", () => {
  it("fails on a records object exported from a service file, naming its file, line and name", () => {
    const root = repository({
      "apps/api/src/modules/jobs/job-records.service.ts": [
        'import type { Executor } from "../../db/client";',
        "",
        "export const jobRecordsService = {",
        "  find: (executor: Executor, id: number) => executor,",
        "};",
        "",
      ].join("\n"),
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "apps/api/src/modules/jobs/job-records.service.ts:3: exports `jobRecordsService`, an object made as the file loads.",
    );
    expect(result.stderr).toContain("1 object exported from *.service.ts files or named as services.");
  });

  it("fails on instances, factory products, frozen objects, default and later exports", () => {
    const root = repository({
      "apps/api/src/modules/cache/cache.service.ts": [
        "export const cache = new Map<string, number>();",
        "export const settings = Object.freeze({ ttl: 5 }) as const;",
        "export const shared = createCacheService(db);",
        "const local = { read: () => 1 } satisfies object;",
        "export { local as localRecords };",
        "export default { write: () => 2 };",
        "",
      ].join("\n"),
    });
    const result = check(root);
    expect(result.status).toBe(1);
    for (const expected of [
      ":1: exports `cache`, a class instance",
      ":2: exports `settings`, an object",
      ":3: exports `shared`, a factory's product",
      ":4: exports `localRecords`, an object",
      ":6: exports `default`, an object",
    ]) {
      expect(result.stderr).toContain(expected);
    }
  });

  it("fails on an object named as a service outside a service file", () => {
    const root = repository({
      "apps/api/src/modules/billing/reminders.ts":
        "export const billingRemindersService = { due: () => [] };\n",
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "apps/api/src/modules/billing/reminders.ts:1: exports `billingRemindersService`",
    );
  });

  it("passes factories, functions, scalars, arrays, unexported objects and records files", () => {
    const root = repository({
      "apps/api/src/modules/jobs/jobs.service.ts": [
        "const texts = { done: 'Done' } as const;",
        "export const MAX_JOBS = 5;",
        "export const kinds = ['a', 'b'] as const;",
        "export type JobsService = ReturnType<typeof createJobsService>;",
        "export function createJobsService(deps: { size: number }) {",
        "  return { size: () => deps.size, text: () => texts.done };",
        "}",
        "export const jobTitle = (id: number) => String(id);",
        "",
      ].join("\n"),
      "apps/api/src/modules/jobs/job-records.ts": "export const jobRecords = { find: () => 1 };\n",
      "apps/web/node_modules/lib/thing.service.ts": "export const thing = {};\n",
    });
    const result = check(root);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });
});
