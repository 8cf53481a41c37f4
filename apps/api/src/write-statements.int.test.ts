import { describe, expect, it } from "vitest";
import { listed, statementsOf } from "../test/statement-counter";
import { createTestApp } from "../test/test-app";
import { writeCalls } from "../test/write-calls";
import { seedWritesWorld } from "../test/writes-world";

/**
 * Each write the benchmarks measure (bench/writes), with the statements it may send at most and, on
 * PostgreSQL, how many of them at least are prepared. A statement added to one of them, or one that
 * is no longer prepared, fails here with the whole list instead of going unseen until the next bench.
 * Lower a budget when a write needs less.
 */
const budgets: Record<string, { statements: number; prepared: number }> = {
  "save an organizer answer": { statements: 4, prepared: 4 },
  "send a chat message": { statements: 11, prepared: 7 },
  "send a quote": { statements: 11, prepared: 9 },
  "book an appointment": { statements: 14, prepared: 10 },
  "upload a 1 MB document": { statements: 10, prepared: 4 },
};

const onPostgres = Boolean(process.env.DATABASE_URL);

describe("the busiest writes' statements", async () => {
  // No job worker: its polling would count as the call's.
  const { app } = await createTestApp({}, { jobs: { work: false } });
  const world = await seedWritesWorld(app, { pairs: 2, requests: 6 });
  const send = async (request: { path: string; headers: Record<string, string>; body: Buffer }) =>
    app.inject({ method: "POST", url: request.path, headers: request.headers, payload: request.body });

  for (const call of writeCalls(world, app.services.clock.now())) {
    it(`${call.name}: within its budget`, async () => {
      const budget = budgets[call.name];
      if (!budget) throw new Error(`no budget for "${call.name}"`);
      // The first calls build what is made once (prepared statements, caches); the third is counted.
      for (const index of [0, 1]) expect((await send(await call.request(index))).statusCode).toBe(200);
      const request = await call.request(2);
      const { result, statements } = await statementsOf(() => send(request));
      expect(result.statusCode, result.body).toBe(200);
      expect(statements.length, listed(statements)).toBeLessThanOrEqual(budget.statements);
      if (onPostgres) {
        const prepared = statements.filter((statement) => statement.prepared).length;
        expect(prepared, listed(statements)).toBeGreaterThanOrEqual(budget.prepared);
      }
    });
  }
});
