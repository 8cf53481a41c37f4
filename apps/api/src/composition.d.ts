import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import type { ApiModule } from "./lib/api-module";
import type { Clock } from "./lib/clock";
import type { Secrets } from "./lib/secrets";
import type { CalendarPort } from "./modules/appointments";
import { type BillingModule } from "./modules/billing/module";
import { type FilesService } from "./modules/files";
import type { DemoPasswordOutcome, SessionsService } from "./modules/identity";
import type { MatchingService } from "./modules/marketplace";
import { type PrivacyModule } from "./modules/privacy/module";
import { type RemindersModule } from "./modules/reminders/module";
import { type JobQueue, type JobSettings } from "./plugins/jobs/job-queue";
import { type MailOutbox } from "./plugins/mail/mail-queue";
import { type Mailer } from "./plugins/mail/mailer";
import { type RealtimeHub } from "./plugins/realtime/hub";
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
}
/** Creates every service and module of the API, wired; nothing is started yet (`jobs.start()`). */
export declare function composeServices(input: CompositionInput): Promise<{
    mailer: Mailer;
    mail: MailOutbox;
    jobs: {
        handle(name: string, handler: import("./plugins/jobs/worker").JobHandler): void;
        every(name: string, seconds: number, task: () => Promise<void>): void;
        send(executor: import("./db/client").Executor, name: string, data: object, options?: import("./plugins/jobs/job-queue").SendOptions): Promise<void>;
        start(): Promise<void>;
        stop(): Promise<void>;
        drain(names?: string[], timeoutMs?: number): Promise<void>;
    };
    blobs: import("./plugins/files/blob-stores").ConfiguredBlobStore;
    instance: string;
    realtime: RealtimeHub;
    files: {
        name: string;
        files: import("./modules/files/files.service").FilesService;
        registerRoutes: (api: import("fastify").FastifyInstance) => Promise<void>;
    };
    identity: {
        name: string;
        sessions: import("./modules/identity/sessions.service").SessionsService;
        registration: {
            sendSignUpCode(email: string): Promise<void>;
            registerTaxpayer(request: import("@taxlane/contract").RegisterTaxpayerRequest): Promise<void>;
            registerExpert(request: import("./modules/identity/registration.service").AccountRequest, completeAccount: (tx: import("./db/client").Executor, userId: number) => Promise<void>): Promise<{
                token: string;
            }>;
        };
        account: {
            findUser(userId: number, executor?: import("./db/client").Executor): Promise<import("./modules/identity/users.repository").UserRow>;
            sendEmailChangeCode(principal: import("./lib/access").Principal | null, email: string): Promise<void>;
            verifyEmailChange(email: string, code: string): Promise<import("./modules/identity/account.service").EmailChange>;
            updateDetails(tx: import("./db/client").Executor, userId: number, details: import("./modules/identity").AccountDetails, emailChange?: import("./modules/identity/account.service").EmailChange): Promise<{
                replacedAvatarFileId: number | null;
                emailChangedFrom: string | null;
            }>;
            setAvatar(tx: import("./db/client").Executor, userId: number, avatar: {
                fileId: number;
                thumbnail: Buffer;
            }): Promise<void>;
        };
        demoPasswords: {
            settle(options: {
                isPrivate: boolean;
                keysFolder: string;
            }): Promise<import("./modules/identity/demo-password.service").DemoPasswordOutcome>;
        };
        onSessionsEnded: (heard: (ended: import("./modules/identity/session-cache").EndedSessions) => void) => void | undefined;
        registerRoutes: (api: import("fastify").FastifyInstance) => Promise<void>;
    };
    billing: {
        billing: {
            listPlans(): Promise<import("@taxlane/contract").Plan[]>;
            createCheckoutSession(principal: import("./lib/access").Principal | null, request: import("@taxlane/contract").CreateCheckoutSessionRequest): Promise<{
                url: string;
            }>;
            mySubscription(principal: import("./lib/access").Principal | null): Promise<import("@taxlane/contract").MySubscription>;
            unsubscribe(principal: import("./lib/access").Principal | null, userId: number, from: string): Promise<void>;
            stopRenewingForClosing(userId: number): Promise<void>;
            undoUnsubscribe(principal: import("./lib/access").Principal | null, from: string): Promise<import("@taxlane/contract").MySubscription>;
            changeInterval(principal: import("./lib/access").Principal | null, interval: import("@taxlane/contract").BillingInterval): Promise<import("@taxlane/contract").MySubscription>;
            testCheckout(principal: import("./lib/access").Principal | null, session: string): Promise<import("@taxlane/contract").TestCheckout>;
            payTestCheckout(principal: import("./lib/access").Principal | null, request: import("@taxlane/contract").PayTestCheckoutRequest): Promise<{
                url: string;
            }>;
        };
        webhooks: {
            queue: string;
            process: (eventId: string) => Promise<void>;
            receive(executor: import("./db/client").Executor, rawBody: Buffer, signature: string | undefined): Promise<{
                duplicate: boolean;
            }>;
        };
        runLocalClock: () => Promise<number>;
        local: {
            provider: import("./modules/billing/providers/provider").BillingProvider;
            webhookSecret: string;
            connect(intake: import("./modules/billing/providers/local-provider").DeliverEvent): void;
            describeCheckout(executor: import("./db/client").Executor, userId: number, email: string, id: string): Promise<import("@taxlane/contract").TestCheckout>;
            pay(executor: import("./db/client").Executor, userId: number, request: import("@taxlane/contract").PayTestCheckoutRequest): Promise<{
                url: string;
            }>;
            runClock(db: import("./db/client").Executor): Promise<number>;
        } | null;
        provider: import("./modules/billing/providers/provider").BillingProvider;
        name: string;
        registerRoutes(api: import("fastify").FastifyInstance): Promise<void>;
    };
    calendarSync: {
        name: string;
        calendarSync: {
            port: import("./modules/appointments").CalendarPort;
            authUrl(principal: import("./lib/access").Principal | null, id: import("./modules/calendar-sync/calendar-provider").CalendarProviderId): Promise<string>;
            callback(principal: import("./lib/access").Principal | null, id: import("./modules/calendar-sync/calendar-provider").CalendarProviderId, input: import("./modules/calendar-sync/calendar-sync.service").OAuthCallbackInput): Promise<void>;
            status(principal: import("./lib/access").Principal | null): Promise<import("@taxlane/contract").CalendarSyncStatus>;
            cancel(principal: import("./lib/access").Principal | null): Promise<void>;
            revokeRemoved: (row: import("./modules/calendar-sync/calendar-sync.repository").CalendarConnectionRow) => Promise<void>;
        };
        calendarPort: import("./modules/appointments").CalendarPort;
        registerRoutes: (api: import("fastify").FastifyInstance) => Promise<void>;
    };
    reminders: {
        name: string;
        engine: {
            discover: (now: Date) => Promise<void>;
            send: (id: number, trigger: "schedule" | "now") => Promise<import("./modules/reminders/engine").SendOutcome>;
            runDue(): Promise<number>;
        };
        reminders: {
            list(principal: import("./lib/access").Principal | null, quoteId: number): Promise<import("@taxlane/contract").JobReminders>;
            setCadence(principal: import("./lib/access").Principal | null, quoteId: number, cadence: import("@taxlane/contract").ReminderCadence): Promise<import("@taxlane/contract").JobReminders>;
            sendNow(principal: import("./lib/access").Principal | null, quoteId: number, reminderId: number): Promise<import("@taxlane/contract").JobReminders>;
            stop(principal: import("./lib/access").Principal | null, quoteId: number, reminderId: number): Promise<import("@taxlane/contract").JobReminders>;
        };
        registerRoutes: (api: import("fastify").FastifyInstance) => Promise<void>;
    };
    privacy: {
        name: string;
        disposal: {
            runDue(): Promise<number>;
        };
        registerRoutes: (api: import("fastify").FastifyInstance) => Promise<void>;
    };
    site: {
        name: string;
        site: {
            headFor(pathname: string): Promise<import("./plugins/page-head").PageHead | undefined>;
            sitemap(): Promise<string>;
            robots(): string;
        };
        registerRoutes: (app: import("fastify").FastifyInstance) => Promise<void>;
    };
    matching: {
        routeNewRequest(tx: import("./db/client").Executor, request: import("./modules/marketplace/matching.repository").RequestToMatch & {
            invitedExpertUserId: number | null;
        }, outbox: import("./modules/notifications").NotificationOutbox): Promise<void>;
        widen(): Promise<{
            requests: number;
            introductions: number;
        }>;
    };
    modules: ApiModule[];
    /** Removes the blobs no file row names any more; errors are logged, never thrown. */
    sweepBlobs: () => Promise<number | void>;
}>;
export type Composition = Awaited<ReturnType<typeof composeServices>>;
