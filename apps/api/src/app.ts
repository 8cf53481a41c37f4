import { randomUUID } from "node:crypto";
import path from "node:path";
import multipart from "@fastify/multipart";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import { type Database, type DatabaseHandle, openDatabase } from "./db/client";
import { installSiteContent, seedDemoWorld } from "./db/seed";
import { type Clock, systemClock } from "./lib/clock";
import { loggerOptions, RequestLogController } from "./lib/logging";
import { isPrivateServer } from "./lib/loopback";
import { preparePrivateDir } from "./lib/private-files";
import { keysFolder, loadSecrets } from "./lib/secrets";
import { apiVersion } from "./lib/version";
import { billingRoutes } from "./modules/billing/billing.routes";
import { createBillingService } from "./modules/billing/billing.service";
import { contactRoutes } from "./modules/contact/contact.routes";
import { createContactService } from "./modules/contact/contact.service";
import { createChatbotService } from "./modules/content/chatbot.service";
import { contentRoutes } from "./modules/content/content.routes";
import { createContentService } from "./modules/content/content.service";
import { devMailboxEnabled } from "./modules/dev-mail/dev-mail.access";
import { devMailRoutes } from "./modules/dev-mail/dev-mail.routes";
import { filesRoutes } from "./modules/files/files.routes";
import { createFilesService, type FilesService } from "./modules/files/files.service";
import { orphanBlobSweepEveryMs, sweepOrphanBlobs } from "./modules/files/orphan-blobs";
import { healthRoutes } from "./modules/health/health.routes";
import { createAccountService } from "./modules/identity/account.service";
import {
  createDemoPasswordService,
  type DemoPasswordOutcome,
} from "./modules/identity/demo-password.service";
import { createEmailCodesService } from "./modules/identity/email-codes.service";
import type { IdentityDeps } from "./modules/identity/identity.deps";
import { identityRoutes } from "./modules/identity/identity.routes";
import { createIdentityService } from "./modules/identity/identity.service";
import { createPasswordResetService } from "./modules/identity/password-reset.service";
import { createRegistrationService } from "./modules/identity/registration.service";
import { createSessionsService, type SessionsService } from "./modules/identity/sessions.service";
import { createSignInThrottle } from "./modules/identity/sign-in-throttle.service";
import { marketplaceRoutes } from "./modules/marketplace/marketplace.routes";
import { createMatchingService, type MatchingService } from "./modules/marketplace/matching.service";
import { createQuotesService } from "./modules/marketplace/quotes.service";
import { createRequestsService } from "./modules/marketplace/requests.service";
import { createReviewsService } from "./modules/marketplace/reviews.service";
import { newsletterRoutes } from "./modules/newsletter/newsletter.routes";
import { createNewsletterService } from "./modules/newsletter/newsletter.service";
import { notificationsRoutes } from "./modules/notifications/notifications.routes";
import { createNotificationsService } from "./modules/notifications/notifications.service";
import { createExpertRegistrationService } from "./modules/onboarding/expert-registration.service";
import { onboardingRoutes } from "./modules/onboarding/onboarding.routes";
import { createOnboardingService } from "./modules/onboarding/onboarding.service";
import { profilesRoutes } from "./modules/profiles/profiles.routes";
import { createProfilesService } from "./modules/profiles/profiles.service";
import { siteRoutes } from "./modules/site/site.routes";
import { createSiteService } from "./modules/site/site.service";
import { taxPreparationRoutes } from "./modules/tax-preparation/tax-preparation.routes";
import { createTaxPreparationService } from "./modules/tax-preparation/tax-preparation.service";
import { authPlugin } from "./plugins/auth";
import { compressionPlugin } from "./plugins/compression";
import { docsPlugin } from "./plugins/docs";
import { errorsPlugin } from "./plugins/errors";
import { createDiskBlobStore } from "./plugins/files/blob-store";
import { dataFolderInstance } from "./plugins/jobs/instance";
import {
  createJobQueue,
  defaultJobSettings,
  type JobQueue,
  type JobSettings,
} from "./plugins/jobs/job-queue";
import { createMailOutbox, type MailOutbox } from "./plugins/mail/mail-queue";
import { createMailer, type Mailer } from "./plugins/mail/mailer";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { createRealtimeHub, type RealtimeHub } from "./plugins/realtime/hub";
import { realtimeRoutes } from "./plugins/realtime/realtime.routes";
import { securityPlugin } from "./plugins/security";
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
  /** What the demo accounts sign in with, settled at start (the start summary tells it). */
  demoPasswords: DemoPasswordOutcome;
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
}

const jsonBodyLimit = 1024 * 1024;

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  // Before anything reads or writes there: keys, mail, files and the database are the owner's alone.
  const dataDirModes = await preparePrivateDir(config.dataDir);
  const secrets = await loadSecrets(config);
  const database = options.database ?? (await openDatabase(config.database));

  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    logController: new RequestLogController(),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: jsonBodyLimit,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  if (dataDirModes.tightened > 0 || dataDirModes.refused > 0) {
    app.log.warn(dataDirModes, "the data folder was open to others: its permissions were tightened");
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("X-Request-Id", request.id);
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
  const blobs = createDiskBlobStore(path.join(config.dataDir, "files"));
  const files = createFilesService({
    db: database.db,
    blobs,
    keyring: secrets.keyring,
    clock,
    maxBytes: config.fileMaxBytes,
  });
  const sessions = createSessionsService(database.db, clock, secrets.jwtSecret);
  const identityDeps: IdentityDeps = {
    db: database.db,
    clock,
    mail,
    sessions,
    codes: createEmailCodesService(database.db, clock, `${secrets.jwtSecret}:email-codes`),
    throttle: createSignInThrottle(database.db, clock),
    publicUrl: config.publicUrl,
  };
  const realtime = await createRealtimeHub({ source: database.listenSource, log: app.log });
  const notifications = createNotificationsService({
    db: database.db,
    clock,
    mail,
    realtime,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const matching = createMatchingService({ db: database.db, clock, notifications });
  const sweepBlobs = () =>
    sweepOrphanBlobs({ db: database.db, blobs, clock, log: app.log }).catch((error: unknown) =>
      app.log.error({ err: error }, "sweeping file blobs failed"),
    );
  // The blobs are this data folder's: its own queue, so only processes sharing the folder sweep them.
  jobs.every(`files.sweep-orphans.${instance}`, orphanBlobSweepEveryMs / 1000, async () => {
    await sweepBlobs();
  });
  if (config.matchingSweepMinutes > 0) {
    jobs.every("matching.widen", config.matchingSweepMinutes * 60, async () => {
      await matching.widen();
    });
  }
  await jobs.start();

  const installed = await installSiteContent(database.db);
  if (installed.length > 0) app.log.info({ installed }, "installed the site's content");
  if (config.seedDemo) {
    const outcome = await seedDemoWorld(database.db, { clock, files });
    if (outcome.seeded) app.log.info({ steps: outcome.steps }, "seeded the demo world");
  }
  const demoPasswords = await createDemoPasswordService(identityDeps).settle({
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
    mail,
    jobs,
    files,
    sessions,
    matching,
    realtime,
    demoPasswords,
  };
  app.decorate("services", services);

  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(rateLimitPlugin, { perMinute: config.rateLimitPerMinute });
  await app.register(multipart, {
    limits: { fileSize: config.fileMaxBytes, files: 20, fields: 200, fieldSize: 100 * 1024 },
  });
  await app.register(websocket, { options: { maxPayload: 8 * 1024 } });
  await app.register(docsPlugin, { version: apiVersion });
  await app.register(authPlugin, { sessions });

  const content = createContentService(database.db);
  const registration = createRegistrationService(identityDeps);
  const account = createAccountService(identityDeps);
  const taxPreparation = createTaxPreparationService({ db: database.db, clock, files, notifications });
  const profiles = createProfilesService({
    db: database.db,
    clock,
    files,
    account,
    workHistory: taxPreparation.workHistory,
  });
  const site = createSiteService({ publicUrl: config.publicUrl, content, profiles });
  const publicFormsPerHour = config.publicFormLimitPerHour;

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: database.db, databaseKind: database.kind, version: apiVersion });
      await api.register(filesRoutes, { files });
      await api.register(identityRoutes, {
        identity: createIdentityService(identityDeps),
        registration,
        reset: createPasswordResetService(identityDeps),
        perMinute: config.authRateLimitPerMinute,
      });
      await api.register(contentRoutes, { content, chatbot: createChatbotService(database.db) });
      await api.register(contactRoutes, {
        contact: createContactService({
          db: database.db,
          clock,
          mail,
          supportEmail: config.supportEmail,
          log: app.log,
        }),
        perHour: publicFormsPerHour,
      });
      await api.register(newsletterRoutes, {
        newsletter: createNewsletterService({ db: database.db, clock, mail, publicUrl: config.publicUrl }),
        perHour: publicFormsPerHour,
      });
      await api.register(billingRoutes, { billing: createBillingService(database.db) });
      await api.register(profilesRoutes, { profiles, perMinute: config.authRateLimitPerMinute });
      await api.register(onboardingRoutes, {
        onboarding: createOnboardingService({
          db: database.db,
          clock,
          publicUrl: config.publicUrl,
          matching,
          notifications,
        }),
        experts: createExpertRegistrationService({ clock, files, registration, profiles }),
        perMinute: config.authRateLimitPerMinute,
      });
      await api.register(marketplaceRoutes, {
        quotes: createQuotesService({
          db: database.db,
          clock,
          files,
          notifications,
          profiles,
          taxPreparation,
        }),
        requests: createRequestsService({ db: database.db, clock, notifications }),
        reviews: createReviewsService({ db: database.db, clock, account }),
      });
      await api.register(taxPreparationRoutes, { taxPreparation });
      await api.register(notificationsRoutes, { notifications });
      await api.register(realtimeRoutes, { realtime, sessions });
      if (devMailboxEnabled(config)) {
        await api.register(devMailRoutes, { folder: mailFolder });
      }
    },
    { prefix: "/api" },
  );
  await app.register(siteRoutes, { site });
  await app.register(webPlugin, { distDir: config.webDistDir, headFor: site.headFor });

  app.addHook("onClose", async () => {
    // First: a job in hand finishes while the mailer and the database are still open.
    await jobs
      .stop()
      .catch((error: unknown) => app.log.error({ err: error }, "stopping the job queue failed"));
    mailer.close();
    await realtime.close();
    // A database the caller opened is the caller's to close.
    if (!options.database) await database.close();
  });

  await sweepBlobs();
  return app;
}
