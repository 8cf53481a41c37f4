import path from "node:path";
import { registerEveryCatalog } from "@taxlane/contract/i18n";
import { type CompositionInput, once } from "./composition-input";
import type { ApiModule } from "./lib/api-module";
import { keysFolder } from "./lib/secrets";
import { apiVersion } from "./lib/version";
import { createAdminModule } from "./modules/admin/module";
import { createAppointmentsModule } from "./modules/appointments/module";
import { createBillingModule, localWebhookSecretOf } from "./modules/billing/module";
import { createCalendarSyncModule } from "./modules/calendar-sync/module";
import { createChannelsModule } from "./modules/channels/module";
import { retirePracticeHubNames } from "./modules/chat";
import { createChatModule } from "./modules/chat/module";
import { createConsentModule } from "./modules/consent/module";
import { createContactModule } from "./modules/contact/module";
import { createContentModule } from "./modules/content/module";
import { createDashboardsModule } from "./modules/dashboards/module";
import { devMailboxEnabled } from "./modules/dev-mail";
import { createDevMailModule } from "./modules/dev-mail/module";
import { createReadingJob, localReader } from "./modules/documents";
import { createDocumentsModule } from "./modules/documents/module";
import { orphanBlobSweepEveryMs, sweepOrphanBlobs } from "./modules/files";
import { createFilesModule } from "./modules/files/module";
import { createFilingModule } from "./modules/filing/module";
import { createHealthModule } from "./modules/health/module";
import { createIdentityModule } from "./modules/identity/module";
import { createJobTimelineModule } from "./modules/job-timeline/module";
import { practiceRequests } from "./modules/marketplace";
import { createMarketplaceModule } from "./modules/marketplace/module";
import { createNewsletterModule } from "./modules/newsletter/module";
import { createNotificationsModule } from "./modules/notifications/module";
import { createOnboardingModule } from "./modules/onboarding/module";
import { createOrganizerModule } from "./modules/organizer/module";
import { choosePaymentsProvider, releaseHoldOf } from "./modules/payments";
import { createPaymentsModule } from "./modules/payments/module";
import { createPracticeClientsModule } from "./modules/practice-clients/module";
import { createPracticesModule } from "./modules/practices/module";
import { createPrivacyModule } from "./modules/privacy/module";
import { createProfilesModule } from "./modules/profiles/module";
import { createRemindersModule } from "./modules/reminders/module";
import { loadOrCreateSigningKey } from "./modules/signatures";
import { identityCheckFor } from "./modules/signatures/identity-check";
import { createSignaturesModule } from "./modules/signatures/module";
import { createSiteModule } from "./modules/site/module";
import { createTaxNoticesModule } from "./modules/tax-notices/module";
import { practiceJobs } from "./modules/tax-preparation";
import { createTaxPreparationModule } from "./modules/tax-preparation/module";
import { createToDoModule } from "./modules/todo/module";
import { createBlobStore } from "./plugins/files/blob-stores";
import { dataFolderInstance } from "./plugins/jobs/instance";
import { createJobQueue, defaultJobSettings } from "./plugins/jobs/job-queue";
import { createMailOutbox } from "./plugins/mail/mail-queue";
import { createMailer } from "./plugins/mail/mailer";
import { createRealtimeHub } from "./plugins/realtime/hub";
import { returnPackSources } from "./return-pack-sources";
import { toDoSources } from "./todo-sources";

/*
 * The composition: the one place that creates the API's services, each module by its factory, and
 * wires one module's services into another's (ports included). Modules import each other's index.ts
 * for types and records; which instance a module gets is decided here.
 */

/** Creates every service and module of the API, wired; nothing is started yet (`jobs.start()`). */
export async function composeServices(input: CompositionInput) {
  const { config, clock, database, secrets, log } = input;
  // Every language's words: a mail or a notice goes out in its reader's language, whatever language
  // the request or job that sends it speaks.
  await registerEveryCatalog();
  const mailFolder = path.join(config.dataDir, "mail");
  const mailer = createMailer({
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    folder: mailFolder,
    clock,
  });
  const jobSettings = { ...defaultJobSettings, ...input.jobs };
  const jobs = createJobQueue({ database, log, settings: jobSettings });
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
    keyring: secrets.keyring,
    jwtSecret: secrets.jwtSecret,
    publicUrl,
    perMinute: config.authRateLimitPerMinute,
    sessionCache: { listenSource: database.listenSource, log: log },
  });
  const realtime = await createRealtimeHub({ source: database.listenSource, log: log });
  // Ended sessions (sign-out, suspension, password change) close their sockets in every process.
  identity.onSessionsEnded((ended) => realtime.endSessions(ended));
  // Push and texts, which notifications queue through for the kinds a person chose them for.
  const channels = await createChannelsModule({
    db,
    clock,
    jobs,
    instance,
    config,
    appSecret: secrets.jwtSecret,
    log,
  });
  const notifications = createNotificationsModule({
    db,
    clock,
    mail,
    realtime,
    publicUrl,
    log,
    unsubscribeSecret: secrets.jwtSecret,
    channels: channels.delivery,
  });
  // Payments before tax preparation: a job's cancellation ends its billing through payments.
  const billing = await createBillingModule({
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
  // Without Stripe, invoices are paid through the local test provider, whose events take billing's webhook path.
  const paymentsProvider = await choosePaymentsProvider({
    stripe: config.stripe,
    publicUrl,
    clock,
    localWebhookSecret: localWebhookSecretOf(secrets.jwtSecret),
    localCheckout: config.localCheckout,
  });
  paymentsProvider.local?.connect((executor, rawBody, signature) =>
    billing.webhooks.receive(executor, rawBody, signature).then(() => undefined),
  );
  const payments = createPaymentsModule({
    db,
    clock,
    notifications: notifications.notifications,
    local: paymentsProvider.local,
    provider: paymentsProvider.provider,
  });
  billing.webhooks.consume(payments.consumeEvent);
  const taxPreparation = createTaxPreparationModule({
    db,
    clock,
    files: files.files,
    notifications: notifications.notifications,
    releaseHold: releaseHoldOf,
    cancellationBilling: payments.cancellationBilling,
    returnPack: returnPackSources,
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
    notifications: notifications.notifications,
    publicUrl,
    instance,
    unreadNoticeAfterMs: config.unreadMessageNoticeSeconds * 1000,
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
    calendar: input.calendar ?? calendarSync.calendarPort,
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
    channels: channels.closing,
    jobs,
    log,
    perMinute: config.authRateLimitPerMinute,
    disposalEveryHours: config.disposalEveryHours,
  });
  // Members beyond the included ones are charged on an owner's plan: billing's seats, through practices' port.
  const practices = createPracticesModule({
    db,
    clock,
    mail,
    publicUrl,
    seats: billing.seats,
    work: practiceJobs,
    // The existing client's hub knows no one: a member leaving retires the practice's conversation names.
    conversations: { memberLeft: retirePracticeHubNames },
    requests: practiceRequests,
    notifications: notifications.notifications,
  });
  const content = createContentModule({ db, clock });
  const site = createSiteModule({ publicUrl, content: content.content, profiles: profiles.profiles });
  const publicFormsPerHour = config.publicFormLimitPerHour;
  const jobPartsDeps = { db, clock, files: files.files, notifications: notifications.notifications };
  // Every document a job is given is read in the background: organizer files and requested ones alike.
  const readingJob = createReadingJob({
    db,
    clock,
    keyring: secrets.keyring,
    files: files.files,
    jobs,
    reader: input.documentReader ?? localReader,
    instance,
  });
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
    createFilingModule({ db, clock, notifications: notifications.notifications }),
    createOrganizerModule({ ...jobPartsDeps, keyring: secrets.keyring, onFileStored: readingJob.queue }),
    createDocumentsModule({ ...jobPartsDeps, keyring: secrets.keyring, readingJob }),
    createJobTimelineModule({ db, clock, quotes: marketplace.quotes }),
    createTaxNoticesModule(jobPartsDeps),
    notifications,
    channels,
    chat,
    appointments,
    calendarSync,
    reminders,
    createAdminModule({
      db,
      clock,
      notifications: notifications.notifications,
      sessions: identity.sessions,
      mail,
      publicUrl,
      supportEmail: config.supportEmail,
    }),
    createConsentModule({ db, clock }),
    payments,
    createSignaturesModule({
      db,
      clock,
      files: files.files,
      notifications: notifications.notifications,
      mail,
      keyring: secrets.keyring,
      publicUrl,
      signingKey: once(() => loadOrCreateSigningKey(keysFolder(config.dataDir), config.signingKey, clock)),
      identityCheck: identityCheckFor(config),
      log,
      quotes: marketplace.quotes,
    }),
    privacy,
    practices,
    createPracticeClientsModule({ db, clock }),
    createDashboardsModule({ db, clock }),
    // What waits on each person: every module that has something adds its source here.
    createToDoModule({
      db,
      clock,
      sources: toDoSources,
    }),
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

  return {
    mailer,
    mail,
    jobs,
    blobs,
    instance,
    realtime,
    files,
    identity,
    billing,
    calendarSync,
    reminders,
    privacy,
    site,
    matching,
    channels,
    notifications: notifications.notifications,
    modules,
    practiceSeatOf: practices.seatOf,
    readingJob,
    /** Removes the blobs no file row names any more; errors are logged, never thrown. */
    sweepBlobs,
  };
}

export type Composition = Awaited<ReturnType<typeof composeServices>>;
