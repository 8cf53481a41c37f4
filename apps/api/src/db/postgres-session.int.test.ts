import { describe, expect, it } from "vitest";
import { workerDatabase } from "../../test/test-app";

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)("the app's PostgreSQL sessions (PostgreSQL only: set DATABASE_URL)", () => {
  it("run prepared statements on their generic plan, without parallel query", async () => {
    const database = await workerDatabase();
    const parallel = await database.executeSql("show max_parallel_workers_per_gather");
    expect(parallel.rows).toEqual([{ max_parallel_workers_per_gather: "0" }]);
    const plans = await database.executeSql("show plan_cache_mode");
    expect(plans.rows).toEqual([{ plan_cache_mode: "force_generic_plan" }]);
  });
});
