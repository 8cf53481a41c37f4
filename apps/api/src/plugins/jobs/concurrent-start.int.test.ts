import { randomBytes } from "node:crypto";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openDatabase } from "../../db/client";
import { defineJob } from "./job-definition";
import { createJobQueue, defaultJobSettings } from "./job-queue";

const url = process.env.DATABASE_URL;

/** Runs `statement` on the server's maintenance database (creating and dropping databases). */
async function onServer(statement: string): Promise<void> {
  const admin = new URL(url ?? "");
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// Separate pools stand for separate processes: the races are between connections.
describe.skipIf(!url)("several processes starting together on a new PostgreSQL database", () => {
  const name = `taxlane_jobs_${randomBytes(4).toString("hex")}`;
  afterAll(async () => {
    // The pools' last connections may still be closing for a moment.
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await onServer(`drop database if exists ${name}`);
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  it("install pg-boss once, create their queues, and each can queue and work jobs", async () => {
    await onServer(`create database ${name}`);
    const target = new URL(url ?? "");
    target.pathname = `/${name}`;
    const log = pino({ level: "silent" });
    const processes = await Promise.all(
      [1, 2, 3, 4].map(() => openDatabase({ kind: "postgres", url: target.toString() })),
    );
    const processOf = (index: number) => {
      const database = processes[index];
      if (!database) throw new Error(`no process ${index}`);
      return database;
    };
    const done: string[] = [];
    const ownJob = (index: number) =>
      defineJob({
        name: `own.${index}`,
        schema: z.object({ index: z.number() }),
        handler: async (data) => {
          done.push(`own.${index}:${JSON.stringify(data)}`);
        },
      });
    const queues = processes.map((database, index) => {
      const jobs = createJobQueue({
        database,
        log,
        settings: { ...defaultJobSettings, maintenance: false, pollingIntervalSeconds: 0.1 },
      });
      // Each its own queue and one shared: queue creation and installing race each other.
      jobs.handle(ownJob(index));
      jobs.every("shared.recurring", 3600, async () => {});
      return jobs;
    });
    await Promise.all(queues.map((jobs) => jobs.start()));

    await Promise.all(queues.map((jobs, index) => jobs.send(processOf(index).db, ownJob(index), { index })));
    await Promise.all(queues.map((jobs) => jobs.drain()));
    expect(done.sort()).toEqual([0, 1, 2, 3].map((index) => `own.${index}:{"index":${index}}`));
    const { rows } = await processOf(0).executeSql(
      "select count(*)::int as count from pgboss.job where name = 'shared.recurring' and state = 'created'",
    );
    expect(rows).toEqual([{ count: 1 }]);

    await Promise.all(queues.map((jobs) => jobs.stop()));
    await Promise.all(processes.map((database) => database.close()));
  });
});
