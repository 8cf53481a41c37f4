import { describe, expect, it } from "vitest";
import { workerDatabase } from "../../test/test-app";

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)("the app's PostgreSQL sessions (PostgreSQL only: set DATABASE_URL)", () => {
  it("run without parallel query, so a list's prepared statement keeps its one-page plan", async () => {
    const database = await workerDatabase();
    const { rows } = await database.executeSql("show max_parallel_workers_per_gather");
    expect(rows).toEqual([{ max_parallel_workers_per_gather: "0" }]);
  });
});
