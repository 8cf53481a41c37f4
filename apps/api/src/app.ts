import { randomUUID } from "node:crypto";
import path from "node:path";
import multipart from "@fastify/multipart";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { type AppConfig, trustedProxies } from "./config";
import { type Database, type DatabaseHandle, openDatabase } from "./db/client";
import { seedDemoWorld } from "./demo";
import { installSiteContent } from "./install/site-content";
import type { ApiModule } from "./lib/api-module";
import { type Clock, offsetClock, systemClock } from "./lib/clock";
import { formUploadsPlugin } from "./lib/form-uploads";
import { loggerOptions, RequestLogController, requestLoggerFactory } from "./lib/logging";
import { isPrivateServer } from "./lib/loopback";
import { preparePrivateDir } from "./lib/private-files";
import { createResponseSerializerCompiler } from "./lib/response-serializer";
import { keysFolder, loadSecrets } from "./lib/secrets";
import { apiVersion } from "./lib/version";
import { createAdminModule } from "./modules/admin";
import { createAppointmentsModule } from "./modules/appointments";
import type { CalendarPort } from "./modules/appointments/calendar-port";
import { type BillingModule, createBillingModule } from "./modules/billing";
import { createCalendarSyncModule } from "./modules/calendar-sync";
import { createChatModule } from "./modules/chat";
import { createConsentModule } from "./modules/consent";
import { createContactModule } from "./modules/contact";
import { createContentModule } from "./modules/content";
import { createDevMailModule } from "./modules/dev-mail";
import { devMailboxEnabled } from "./modules/dev-mail/dev-mail.access";
import { createDocumentsModule } from "./modules/documents";
import { createFilesModule } from "./modules/files";
import type { FilesService } from "./modules/files/files.service";
import { orphanBlobSweepEveryMs, sweepOrphanBlobs } from "./modules/files/orphan-blobs";
import { createHealthModule } from "./modules/health";
import { createIdentityModule } from "./modules/identity";
import type { DemoPasswordOutcome } from "./modules/identity/demo-password.service";
import type { SessionsService } from "./modules/identity/sessions.service";
import { createMarketplaceModule } from "./modules/marketplace";
import type { MatchingService } from "./modules/marketplace/matching.service";
import { createNewsletterModule } from "./modules/newsletter";
import { createNotificationsModule } from "./modules/notifications";
import { createOnboardingModule } from "./modules/onboarding";
import { createOrganizerModule } from "./modules/organizer";
import { createPrivacyModule, type PrivacyModule } from "./modules/privacy";
import { createProfilesModule } from "./modules/profiles";
import { createRemindersModule, type RemindersModule } from "./modules/reminders";
import { createSiteModule } from "./modules/site";
import { createTaxPreparationModule } from "./modules/tax-preparation";
import { arrivalOrderPlugin } from "./plugins/arrival-order";
import { authPlugin } from "./plugins/auth";
import { compressionPlugin } from "./plugins/compression";
import { docsPlugin } from "./plugins/docs";
import { errorsPlugin } from "./plugins/errors";
import { createBlobStore } from "./plugins/files/blob-stores";
import { dataFolderInstance } from "./plugins/jobs/instance";
import {
  createJobQueue,
  defaultJobSettings,
  type JobQueue,
  type JobSettings,
} from "./plugins/jobs/job-queue";
import { createMailOutbox, type MailOutbox } from "./plugins/mail/mail-queue";
import { createMailer, type Mailer } from "./plugins/mail/mailer";
import { deploymentKeyPrefix, rateLimitPlugin } from "./plugins/rate-limit/rate-limit";
import { createRealtimeHub, type RealtimeHub } from "./plugins/realtime/hub";
import { realtimeRoutes } from "./plugins/realtime/realtime.routes";
import { securityPlugin } from "./plugins/security";
import { type TestClockPeers, testClockPlugin } from "./plugins/test-clock";
import { webPlugin } from "./plugins/web";

/** What the modules share; tests reach the same objects through `app.services`. */
export interface Services {
  config: AppConfig;
  db: Database;
  databaseKind: DatabaseHandle["kind"];
  clock: Clock;
  mailer: Mailer;
  /** Every outgoing message, queued with the change it announces. */
  mail: MailOutbox;
  jobs: JobQueue;
  files: FilesService;
  sessions: SessionsService;
  matching: MatchingService;
  realtime: RealtimeHub;
  /** The professionals' synced calendars as appointments use them. */
  calendarPort: CalendarPort;
  /** What the demo accounts sign in with, settled at start (the start summary tells it). */
  demoPasswords: DemoPasswordOutcome;
  /** Plans, subscriptions, the webhook path, reminders and the local provider's billing clock. */
  billing: BillingModule;
  /** The reminders' engine (tests run its pass on their clock) and the professional's view. */
  reminders: RemindersModule;
  /** A person's rights: the disposal pass (tests run it on their clock). */
  privacy: PrivacyModule;
}

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
  /** The other processes serving the port, whose test clocks move with this one's (`WORKERS`). */
  testClockPeers?: TestClockPeers;
}

const jsonBodyLimit = 1024 * 1024;

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // The test clock hook moves this clock; only a NODE_ENV=test server has it (config.ts).
  const testClock = config.testClock ? offsetClock(options.clock ?? systemClock) : null;
  const clock = testClock ?? options.clock ?? systemClock;
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

  const mailFolder = path.join(config.dataDir, "mail");
  const mailer = createMailer({
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    folder: mailFolder,
    clock,
  });
  const jobSettings = { ...defaultJobSettings, ...options.jobs };
  const jobs = createJobQueue({ database, log: app.log, settings: jobSettings });
  const instance = await dataFolderInstance(config.dataDir);
  const mail = createMailOutbox({
    jobs,
    mailer,
    keyring: secrets.keyring,
    instance,
    retryDelaySeconds: jobSettings.mailRetryDelaySeconds,
  });
  const blobs = await createBlobStore(config);
  const { db } = database;
  const log = app.log;
  const { publicUrl } = config;

  // The modules, each made by its factory from what it needs; the order is the order of need.
  const files = createFilesModule({
    db,
    blobs,
    keyring: secrets.keyring,
    clock,
    maxBytes: config.fileMaxBytes,
  });
  const identity = createIdentityModule({
    db,
    clock,
    mail,
    jwtSecret: secrets.jwtSecret,
    publicUrl,
    perMinute: config.authRateLimitPerMinute,
    sessionCache: { listenSource: database.listenSource, log: app.log },
  });
  const realtime = await createRealtimeHub({ source: database.listenSource, log: app.log });
  // Ended sessions (sign-out, suspension, password change) close their sockets in every process.
  identity.onSessionsEnded((ended) => realtime.endSessions(ended));
  const notifications = createNotificationsModule({
    db,
    clock,
    mail,
    realtime,
    publicUrl,
    log,
    unsubscribeSecret: secrets.jwtSecret,
  });
  const taxPreparation = createTaxPreparationModule({
    db,
    clock,
    files: files.files,
    notifications: notifications.notifications,
  });
  const profiles = createProfilesModule({
    db,
    clock,
    files: files.files,
    account: identity.account,
    workHistory: taxPreparation.taxPreparation.workHistory,
    perMinute: config.authRateLimitPerMinute,
  });
  const marketplace = createMarketplaceModule({
    db,
    clock,
    files: files.files,
    notifications: notifications.notifications,
    profiles: profiles.profiles,
    taxPreparation: taxPreparation.taxPreparation,
    reviews: profiles.reviews,
  });
  const billing = createBillingModule({
    db,
    clock,
    jobs,
    instance,
    settings: {
      stripe: config.stripe,
      localCheckout: config.localCheckout,
      appSecret: secrets.jwtSecret,
      publicUrl,
    },
    notifications: notifications.notifications,
  });
  const calendarSync = createCalendarSyncModule({
    db,
    clock,
    keyring: secrets.keyring,
    notifications: notifications.notifications,
    calendar: config.calendar,
    publicUrl,
    log,
  });
  const chat = createChatModule({
    db,
    clock,
    files: files.files,
    realtime,
    jobs,
    mail,
    publicUrl,
    instance,
    listenSource: database.listenSource,
    log,
  });
  const reminders = createRemindersModule({
    db,
    clock,
    jobs,
    notifications: notifications.notifications,
    log,
    everySeconds: config.remindersEverySeconds,
  });
  const appointments = createAppointmentsModule({
    db,
    clock,
    mail,
    keyring: secrets.keyring,
    notifications: notifications.notifications,
    chat: chat.chat,
    publicUrl,
    log,
    calendar: options.calendar ?? calendarSync.calendarPort,
  });
  const privacy = createPrivacyModule({
    db,
    clock,
    files: files.files,
    keyring: secrets.keyring,
    sessions: identity.sessions,
    billing: billing.billing,
    appointments: appointments.appointments,
    calendarSync: calendarSync.calendarSync,
    jobs,
    log,
    perMinute: config.authRateLimitPerMinute,
    disposalEveryHours: config.disposalEveryHours,
  });
  const content = createContentModule({ db, clock });
  const site = createSiteModule({ publicUrl, content: content.content, profiles: profiles.profiles });
  const publicFormsPerHour = config.publicFormLimitPerHour;
  const modules: ApiModule[] = [
    createHealthModule({ db, databaseKind: database.kind, version: apiVersion }),
    files,
    identity,
    content,
    createContactModule({
      db,
      clock,
      mail,
      supportEmail: config.supportEmail,
      log,
      perHour: publicFormsPerHour,
    }),
    createNewsletterModule({ db, clock, mail, publicUrl, perHour: publicFormsPerHour }),
    billing,
    profiles,
    createOnboardingModule({
      db,
      clock,
      publicUrl,
      files: files.files,
      matching: marketplace.matching,
      notifications: notifications.notifications,
      registration: identity.registration,
      profiles: profiles.profiles,
      perMinute: config.authRateLimitPerMinute,
    }),
    marketplace,
    taxPreparation,
    createOrganizerModule({ db, clock, files: files.files, keyring: secrets.keyring }),
    createDocumentsModule({ db, clock, files: files.files, notifications: notifications.notifications }),
    notifications,
    chat,
    appointments,
    calendarSync,
    reminders,
    createAdminModule({ db, clock, notifications: notifications.notifications, sessions: identity.sessions }),
    createConsentModule({ db, clock }),
    privacy,
    createDevMailModule({ enabled: devMailboxEnabled(config), folder: mailFolder }),
  ];
  const matching = marketplace.matching;
  const sweepBlobs = () =>
    sweepOrphanBlobs({ db, blobs, clock, log }).catch((error: unknown) =>
      log.error({ err: error }, "sweeping file blobs failed"),
    );
  // Blobs on disk are this data folder's: its own queue, so only processes sharing the folder sweep
  // them. A bucket's are swept by one process of all that share it.
  jobs.every(
    `files.sweep-orphans.${blobs.sweepName ?? instance}`,
    orphanBlobSweepEveryMs / 1000,
    async () => {
      await sweepBlobs();
    },
  );
  if (config.matchingSweepMinutes > 0) {
    jobs.every("matching.widen", config.matchingSweepMinutes * 60, async () => {
      await matching.widen();
    });
  }
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
  };
  app.decorate("services", services);

  // The embedded database serves the oldest request in hand first (db/pglite-thread.ts).
  if (database.kind === "pglite") await app.register(arrivalOrderPlugin);
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
  await app.register(authPlugin, { sessions: identity.sessions });

  await app.register(
    async (api) => {
      for (const module of modules) await module.registerRoutes(api);
      await api.register(realtimeRoutes, { realtime, sessions: identity.sessions });
      if (testClock) {
        await api.register(testClockPlugin, {
          advance: async (milliseconds: number) => {
            testClock.advance(milliseconds);
            await options.testClockPeers?.announce(testClock.offset());
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
    // A database the caller opened is the caller's to close.
    if (!options.database) await database.close();
  });

  await sweepBlobs();
  return app;
}
