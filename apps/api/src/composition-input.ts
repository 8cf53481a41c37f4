import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import type { Clock } from "./lib/clock";
import type { Secrets } from "./lib/secrets";
import type { CalendarPort } from "./modules/appointments";
import type { BillingModule } from "./modules/billing/module";
import type { ChannelsModule } from "./modules/channels/module";
import type { DocumentReader, ReadingJob } from "./modules/documents";
import type { FilesService } from "./modules/files";
import type { DemoPasswordOutcome, SessionsService } from "./modules/identity";
import type { MatchingService } from "./modules/marketplace";
import type { NotificationsService } from "./modules/notifications";
import type { PrivacyModule } from "./modules/privacy/module";
import type { RemindersModule } from "./modules/reminders/module";
import type { SigningKey } from "./modules/signatures";
import type { JobQueue, JobSettings } from "./plugins/jobs/job-queue";
import type { MailOutbox } from "./plugins/mail/mail-queue";
import type { Mailer } from "./plugins/mail/mailer";
import type { RealtimeHub } from "./plugins/realtime/hub";

/** What the modules share (the app decorates itself with it); tests reach the same objects through `app.services`. */
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
  /** The reading of stored documents (tests read one again). */
  readingJob: ReadingJob;
  /** Notices as every module writes them (tests write one of a kind directly). */
  notifications: NotificationsService;
  /** Push and texts: tests run the texts' pass on their clock. */
  channels: ChannelsModule;
}

/** What the composition is made from: the settled config, clock, database and secrets. */
export interface CompositionInput {
  config: AppConfig;
  clock: Clock;
  database: DatabaseHandle;
  secrets: Secrets;
  log: FastifyBaseLogger;
  /** The job queue's timings and whether this app works jobs (tests shorten and switch them). */
  jobs?: Partial<JobSettings> | undefined;
  /** The synced external calendar appointments read busy times from and write to (tests give a fake). */
  calendar?: CalendarPort | undefined;
  /** What reads stored documents (tests give a double of the reader package). */
  documentReader?: DocumentReader | undefined;
}

/** The key made or read on first use, then kept; a failed load is tried again next time. */
export function once(load: () => Promise<SigningKey>): () => Promise<SigningKey> {
  let loading: Promise<SigningKey> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
