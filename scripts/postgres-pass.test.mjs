import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { integrationSuiteCount, postgresPassReason, postgresPassSuites } from "./postgres-pass.mjs";

const root = join(fileURLToPath(import.meta.url), "../..");
const plain = "it('saves', async () => { await app.inject({ method: 'POST', url: '/api/x' }); });";

describe("the PostgreSQL pass", () => {
  it("takes the database layer, the plugins and the suites at the API's root", () => {
    expect(postgresPassReason("apps/api/src/db/pool.int.test.ts", plain)).toBeDefined();
    expect(postgresPassReason("apps/api/src/plugins/jobs/jobs.int.test.ts", plain)).toBeDefined();
    expect(postgresPassReason("apps/api/src/cluster.int.test.ts", plain)).toBeDefined();
  });

  it("takes suites that cross processes or send work at once, and those that ask", () => {
    expect(
      postgresPassReason("apps/api/src/modules/chat/chat-cross-process.int.test.ts", plain),
    ).toBeDefined();
    const atOnce = "const answers = await Promise.all([book(), book()]);";
    expect(postgresPassReason("apps/api/src/modules/appointments/booking.int.test.ts", atOnce)).toBe(
      "work sent at once",
    );
    const asked = "// postgres pass: the search's collation\nit('sorts', () => {});";
    expect(postgresPassReason("apps/api/src/modules/profiles/search.int.test.ts", asked)).toBeDefined();
  });

  it("leaves a module's suite of one request at a time to PGlite", () => {
    expect(postgresPassReason("apps/api/src/modules/profiles/profiles.int.test.ts", plain)).toBeUndefined();
  });

  it("picks from this repository's suites: some, not all, and the ones that must run there", () => {
    const suites = postgresPassSuites(root);
    expect(suites.length).toBeGreaterThan(20);
    expect(suites.length).toBeLessThan(integrationSuiteCount(root));
    expect(suites).toContain("apps/api/src/cluster.int.test.ts");
    expect(suites).toContain("apps/api/src/contract-compat.int.test.ts");
    expect(suites).toContain("apps/api/src/db/upgrade.int.test.ts");
  });
});
