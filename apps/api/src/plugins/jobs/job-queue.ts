import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { DatabaseHandle, Executor } from "../../db/client";
import type { JobDefinition } from "./job-definition";
import { executorSql } from "./sql";
import { type JobHandler, QueueWorker } from "./worker";

export interface JobSettings {
  /** How long an idle worker waits before looking for work again. */
  pollingIntervalSeconds: number;
  /**
   * pg-boss's maintenance: failing (so retrying) jobs left active by a process that died, archiving
   * and dropping old ones. One process at a time does it, every few minutes.
   */
  maintenance: boolean;
  /** False: this process queues jobs but works none (another process does, or a later start). */
  work: boolean;
  /** A failed mail is tried again after about this long, doubling each time. */
  mailRetryDelaySeconds: number;
}

export const defaultJobSettings: JobSettings = {
  pollingIntervalSeconds: 2,
  maintenance: true,
  work: true,
  mailRetryDelaySeconds: 30,
};

export type SendOptions = Omit<PgBoss.SendOptions, "db">;

interface QueueDefinition {
  policy: "standard" | "short";
  handler: JobHandler;
  /** Always holds its next run, so waiting for it to empty makes no sense. */
  recurring: boolean;
}

/** pg-boss's schema; it creates and migrates it itself. */
/** The schema pg-boss keeps its tables in. */
export const jobQueueSchema = "pgboss";
const schema = jobQueueSchema;
// Any fixed number works; it only has to be the same for every process starting on this database.
const startLockId = 7_381_946_022;

/**
 * The job queue: pg-boss over the app's own database (PostgreSQL or PGlite), so a job can be added in
 * the transaction of the change it belongs to.
 */
export function createJobQueue(deps: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  settings: JobSettings;
}) {
  const { database, log, settings } = deps;
  const boss = new PgBoss({
    db: database,
    schema,
    // Recurring work reschedules itself (`every`); pg-boss's cron would add a clock monitor and
    // timers to every start for nothing.
    schedule: false,
    supervise: settings.maintenance,
  });
  boss.on("error", (error) => log.warn({ err: error }, "job queue maintenance failed"));
  const queues = new Map<string, QueueDefinition>();
  const afterStart: Array<() => Promise<void>> = [];
  const workers: QueueWorker[] = [];
  let started = false;

  const onError = (error: unknown, queue: string) => log.warn({ err: error, queue }, "a job failed");

  /** On PostgreSQL several processes may start together: installing and creating queues take turns. */
  async function oneAtATime(step: () => Promise<void>): Promise<void> {
    if (database.kind !== "postgres") return step();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${startLockId})`);
      await step();
    });
  }

  function define(name: string, definition: QueueDefinition) {
    if (started) throw new Error(`queue ${name} defined after the job queue started`);
    queues.set(name, definition);
  }

  return {
    /**
     * Declares a queue and what this process does with its jobs; before `start`. Returns the
     * definition, to `send` jobs of it.
     */
    handle<Data extends object>(job: JobDefinition<Data>): JobDefinition<Data> {
      define(job.name, {
        policy: "standard",
        handler: (data) => job.handler(job.schema.parse(data)),
        recurring: false,
      });
      return job;
    },

    /**
     * Runs `task` every `seconds` through a job that queues its own next run first: one run per
     * interval across every process on the database, and a run missed while all were down happens at
     * the next start. Errors are logged; the next run comes anyway.
     */
    every(name: string, seconds: number, task: () => Promise<void>) {
      const queueNext = async () => {
        // The queue's "short" policy keeps one waiting job: a second start queues nothing.
        await boss.send(name, {}, { singletonKey: "next", startAfter: seconds, retryLimit: 0 });
      };
      define(name, {
        policy: "short",
        recurring: true,
        handler: async () => {
          await queueNext();
          await task();
        },
      });
      if (settings.work) afterStart.push(queueNext);
    },

    /**
     * Adds a job in the executor's transaction: it is there only if that commits. This process's
     * worker looks for it shortly after instead of at its next poll; the transaction has usually
     * committed by then (on PGlite the look waits for it), and if not the poll finds it.
     */
    async send<Data extends object>(
      executor: Executor,
      job: JobDefinition<Data>,
      data: Data,
      options: SendOptions = {},
    ): Promise<void> {
      const name = job.name;
      const id = await boss.send(name, job.schema.parse(data), { ...options, db: executorSql(executor) });
      // pg-boss inserts nothing, silently, for a queue that does not exist.
      if (id === null) throw new Error(`no job added to queue ${name}`);
      for (const delayMs of [0, 100]) {
        setTimeout(() => {
          for (const worker of workers) if (worker.queue === name) worker.nudge();
        }, delayMs).unref();
      }
    },

    async start(): Promise<void> {
      const begun = performance.now();
      started = true;
      await oneAtATime(async () => {
        await boss.start();
        for (const [name, { policy }] of queues) await boss.createQueue(name, { name, policy });
      });
      for (const step of afterStart) await step();
      if (settings.work) {
        for (const [name, { handler }] of queues) {
          const worker = new QueueWorker(
            boss,
            name,
            handler,
            settings.pollingIntervalSeconds * 1000,
            onError,
          );
          workers.push(worker);
          worker.start();
        }
      }
      log.debug({ ms: Math.round(performance.now() - begun) }, "job queue started");
    },

    /** Stops taking jobs, lets the ones in hand finish, and stops pg-boss (the database stays open). */
    async stop(): Promise<void> {
      await Promise.all(workers.map((worker) => worker.stop()));
      await boss.stop({ close: false, graceful: false });
    },

    /**
     * Resolves once the queues (by default every one this process works, recurring ones aside) hold
     * no job waiting or due for a retry before the timeout ends, and this process is running none;
     * tests read their mail after it. A job deferred past the timeout (a notice held for 15 minutes,
     * a retry's long back-off) is scheduled work, not waited for: waiting would only time out. (A job
     * left active by a process that died is maintenance's to retry, not waited for either.)
     */
    async drain(names?: string[], timeoutMs = 15_000): Promise<void> {
      const watched =
        names ?? [...queues].flatMap(([name, definition]) => (definition.recurring ? [] : [name]));
      const deadline = Date.now() + timeoutMs;
      const dueBy = new Date(deadline).toISOString();
      while (true) {
        const { rows } = await database.executeSql(
          `select count(*)::int as count from ${schema}.job
           where name = any($1::text[]) and state < 'active' and start_after <= $2::timestamptz`,
          [watched, dueBy],
        );
        const running = workers.some((worker) => worker.busy && watched.includes(worker.queue));
        if ((rows[0] as { count: number }).count === 0 && !running) return;
        if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms: ${watched}`);
        for (const worker of workers) if (watched.includes(worker.queue)) worker.nudge();
        await sleep(20);
      }
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
