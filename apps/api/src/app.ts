import { randomUUID } from "node:crypto";
import path from "node:path";
import multipart from "@fastify/multipart";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { composeServices } from "./composition";
import type { Services } from "./composition-input";
import { type AppConfig, trustedProxies } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { seedDemoWorld } from "./demo";
import { installSiteContent } from "./install/site-content";
import { type Clock, offsetClock, systemClock } from "./lib/clock";
import { formUploadsPlugin } from "./lib/form-uploads";
import { loggerOptions, RequestLogController, requestLoggerFactory } from "./lib/logging";
import { isPrivateServer } from "./lib/loopback";
import { preparePrivateDir } from "./lib/private-files";
import { createResponseSerializerCompiler } from "./lib/response-serializer";
import { keysFolder, loadSecrets } from "./lib/secrets";
import { apiVersion } from "./lib/version";
import type { CalendarPort } from "./modules/appointments";
import type { DocumentReader } from "./modules/documents";
import { arrivalOrderPlugin } from "./plugins/arrival-order";
import { authPlugin } from "./plugins/auth";
import { compressionPlugin } from "./plugins/compression";
import { docsPlugin } from "./plugins/docs";
import { errorsPlugin } from "./plugins/errors";
import type { JobSettings } from "./plugins/jobs/job-queue";
import { deploymentKeyPrefix, rateLimitPlugin } from "./plugins/rate-limit/rate-limit";
import { realtimeRoutes } from "./plugins/realtime/realtime.routes";
import { requestLanguagePlugin } from "./plugins/request-language";
import { securityPlugin } from "./plugins/security";
import { type TestClockPeers, testClockPlugin } from "./plugins/test-clock";
import { databaseTestClockPeersFor } from "./plugins/test-clock-database-peers";
import { webPlugin } from "./plugins/web";

export type { Services };

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
}

export interface BuildOptions {
  clock?: Clock;
  /** An already open database (tests share one per worker); otherwise opened from the config. */
  database?: DatabaseHandle;
  /** The job queue's timings and whether this app works jobs (tests shorten and switch them). */
  jobs?: Partial<JobSettings>;
  /** The synced external calendar appointments read busy times from and write to (tests give a fake). */
  calendar?: CalendarPort;
  /** What reads stored documents (tests give a double of the reader package). */
  documentReader?: DocumentReader;
  /** The other processes serving the port, whose test clocks move with this one's (`WORKERS`). */
  testClockPeers?: TestClockPeers;
}

const jsonBodyLimit = 1024 * 1024;

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // The test clock hook moves this clock; only a NODE_ENV=test server has it (config.ts).
  const testClock = config.testClock ? offsetClock(options.clock ?? systemClock) : null;
  const clock = testClock ?? options.clock ?? systemClock;
  // At once: a cluster worker's primary answers where the clocks stand as soon as the worker asks.
  if (testClock) options.testClockPeers?.onMove(testClock.setOffset);
  // Before anything reads or writes there: keys, mail, files and the database are the owner's alone.
  const dataDirModes = await preparePrivateDir(config.dataDir);
  const secrets = await loadSecrets(config);
  const database = options.database ?? (await openDatabase(config.database));

  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    logController: new RequestLogController(),
    childLoggerFactory: requestLoggerFactory,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: jsonBodyLimit,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    trustProxy: trustedProxies(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  if (dataDirModes.tightened > 0 || dataDirModes.refused > 0) {
    app.log.warn(dataDirModes, "the data folder was open to others: its permissions were tightened");
  }
  app.setValidatorCompiler(validatorCompiler);
  // The test suites check every answer against its schema too; a running server does not repeat it.
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: config.env === "test" }));
  // A callback hook: no promise per reply for a header.
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("X-Request-Id", request.id);
    done(null, payload);
  });

  // Separate processes on one PostgreSQL database (behind a proxy) keep one test clock through it.
  const clockPeers =
    testClock && (options.testClockPeers ?? (await databaseTestClockPeersFor(database, testClock, app.log)));
  if (testClock && clockPeers && !options.testClockPeers) clockPeers.onMove(testClock.setOffset);

  const composition = await composeServices({
    config,
    clock,
    database,
    secrets,
    log: app.log,
    jobs: options.jobs,
    calendar: options.calendar,
    documentReader: options.documentReader,
  });
  const {
    mailer,
    mail,
    jobs,
    blobs,
    realtime,
    files,
    identity,
    billing,
    calendarSync,
    reminders,
    privacy,
    channels,
    notifications,
    site,
    matching,
    modules,
    practiceSeatOf,
    sweepBlobs,
    readingJob,
  } = composition;
  await jobs.start();

  const installed = await installSiteContent(database.db);
  if (installed.length > 0) app.log.info({ installed }, "installed the site's content");
  if (config.seedDemo) {
    const outcome = await seedDemoWorld(database.db, { clock, files: files.files });
    if (outcome.seeded) app.log.info({ steps: outcome.steps }, "seeded the demo world");
  }
  const demoPasswords = await identity.demoPasswords.settle({
    isPrivate: isPrivateServer(config),
    keysFolder: keysFolder(config.dataDir),
  });
  if (demoPasswords.kind === "generated" && demoPasswords.rotated > 0) {
    app.log.warn({ accounts: demoPasswords.rotated }, "moved the demo accounts off the published password");
  }

  const services: Services = {
    config,
    db: database.db,
    databaseKind: database.kind,
    clock,
    mailer,
    files: files.files,
    sessions: identity.sessions,
    mail,
    jobs,
    matching,
    realtime,
    calendarPort: calendarSync.calendarPort,
    demoPasswords,
    billing,
    reminders,
    privacy,
    readingJob,
    channels,
    notifications,
  };
  app.decorate("services", services);

  // The embedded database serves the oldest request in hand first (db/pglite-thread.ts).
  if (database.kind === "pglite") await app.register(arrivalOrderPlugin);
  await app.register(requestLanguagePlugin);
  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(rateLimitPlugin, {
    perMinute: config.rateLimitPerMinute,
    redis: config.redis && {
      url: config.redis.url,
      keyPrefix: config.redis.keyPrefix ?? deploymentKeyPrefix(secrets.jwtSecret),
    },
  });
  await app.register(multipart, {
    limits: { fileSize: config.fileMaxBytes, files: 20, fields: 200, fieldSize: 100 * 1024 },
  });
  // A form's files go to disk as they arrive: a form of 20 files does not hold 20 in memory.
  await app.register(formUploadsPlugin, { folder: path.join(config.dataDir, "uploads") });
  await app.register(websocket, { options: { maxPayload: 8 * 1024 } });
  await app.register(docsPlugin, { version: apiVersion });
  await app.register(authPlugin, { sessions: identity.sessions, clock, practiceSeatOf });

  await app.register(
    async (api) => {
      for (const module of modules) await module.registerRoutes(api);
      await api.register(realtimeRoutes, { realtime, sessions: identity.sessions });
      if (testClock) {
        await api.register(testClockPlugin, {
          advance: async (milliseconds: number) => {
            testClock.advance(milliseconds);
            await clockPeers?.announce(testClock.offset());
          },
          now: testClock.now,
          afterMove: async () => {
            await reminders.engine.runDue();
            await privacy.disposal.runDue();
          },
        });
      }
    },
    { prefix: "/api" },
  );
  await site.registerRoutes(app);
  await app.register(webPlugin, { distDir: config.webDistDir, headFor: site.site.headFor });

  app.addHook("onClose", async () => {
    // First: a job in hand finishes while the mailer and the database are still open.
    await jobs
      .stop()
      .catch((error: unknown) => app.log.error({ err: error }, "stopping the job queue failed"));
    mailer.close();
    blobs.close();
    await realtime.close();
    if (clockPeers) await clockPeers.close?.();
    // A database the caller opened is the caller's to close.
    if (!options.database) await database.close();
  });

  await sweepBlobs();
  return app;
}
