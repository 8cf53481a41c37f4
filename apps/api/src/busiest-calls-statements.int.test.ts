import { describe, expect, it } from "vitest";
import { busiestLists } from "../test/busiest-lists";
import { bearer } from "../test/factories";
import { listed, type SentStatement, statementsOf } from "../test/statement-counter";
import { createTestApp } from "../test/test-app";
import { writeCalls } from "../test/write-calls";
import { seedWritesWorld } from "../test/writes-world";

/**
 * The calls the benchmarks measure (bench:api's lists, bench:writes' writes), each with the statements
 * it may send at most and, on PostgreSQL, how many of them at least are prepared. A statement added to
 * one of them, or one no longer prepared, fails here with the whole list instead of going unseen until
 * the next bench. Lower a budget when a call needs less.
 */
interface Budget {
  statements: number;
  prepared: number;
}

const listBudgets: Record<string, Budget> = {
  GetAllQuotes: { statements: 1, prepared: 1 },
  "GetAllIndividualRequests 0-20": { statements: 2, prepared: 2 },
  "GetChatMessages 0-20": { statements: 2, prepared: 2 },
  GetTaxpayerTaxPreparations: { statements: 1, prepared: 1 },
  "GetOrganizerQuestionAnswers (taxpayer)": { statements: 2, prepared: 2 },
};

const writeBudgets: Record<string, Budget> = {
  "save an organizer answer": { statements: 4, prepared: 4 },
  "send a chat message": { statements: 11, prepared: 7 },
  "send a quote": { statements: 11, prepared: 9 },
  "book an appointment": { statements: 14, prepared: 10 },
  "upload a 1 MB document": { statements: 10, prepared: 4 },
};

const onPostgres = Boolean(process.env.DATABASE_URL);

function expectWithin(statements: SentStatement[], budget: Budget | undefined) {
  if (!budget) throw new Error("no budget for this call");
  expect(statements.length, listed(statements)).toBeLessThanOrEqual(budget.statements);
  if (onPostgres) {
    const prepared = statements.filter((statement) => statement.prepared).length;
    expect(prepared, listed(statements)).toBeGreaterThanOrEqual(budget.prepared);
  }
}

describe("the busiest calls' statements", async () => {
  // No job worker: its polling would count as the calls'.
  const { app } = await createTestApp({}, { jobs: { work: false } });
  const world = await seedWritesWorld(app, { pairs: 2, requests: 6 });
  const pair = world.pairs[0];
  if (!pair) throw new Error("no pair in the world");

  describe("lists", () => {
    const lists = busiestLists({
      quotesOf: pair.taxpayer,
      requestsOf: pair.expert,
      jobsOf: pair.taxpayer,
      job: pair,
    });
    for (const { name, path, as } of lists) {
      it(`${name}: within its budget`, async () => {
        const get = () => app.inject({ method: "GET", url: path, headers: bearer(as) });
        expect((await get()).statusCode).toBe(200);
        const { result, statements } = await statementsOf(get);
        expect(result.statusCode, result.body).toBe(200);
        expectWithin(statements, listBudgets[name]);
      });
    }
  });

  describe("writes", () => {
    const send = async (request: { path: string; headers: Record<string, string>; body: Buffer }) =>
      app.inject({ method: "POST", url: request.path, headers: request.headers, payload: request.body });
    for (const call of writeCalls(world, app.services.clock.now())) {
      it(`${call.name}: within its budget`, async () => {
        // The first calls build what is made once (prepared statements, caches); the third is counted.
        for (const index of [0, 1]) expect((await send(await call.request(index))).statusCode).toBe(200);
        const request = await call.request(2);
        const { result, statements } = await statementsOf(() => send(request));
        expect(result.statusCode, result.body).toBe(200);
        expectWithin(statements, writeBudgets[call.name]);
      });
    }
  });
});
