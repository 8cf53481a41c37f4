import path from "node:path";
import { FILE_MAX_BYTES_DEFAULT } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { z } from "zod";
import * as channelSettings from "./config-channels";
import { databaseEnvironmentShape, databaseTarget } from "./config-database";
import { intervalsEnvironmentShape } from "./config-intervals";
import type { DatabaseTarget } from "./db/client";
import type { S3StoreConfig } from "./plugins/files/s3-blob-store";

const booleanText = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** A Stripe webhook endpoint's signing secret. */
const stripeWebhookSecret = z.string().regex(/^whsec_/, t("operator.stripeWebhookSecretFormat"));

const listText = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0),
);

/**
 * `TRUST_PROXY`: a count of proxies in front, or their addresses, takes the client's address from
 * the `X-Forwarded-For` entry the nearest trusted proxy wrote. `true` trusts every entry, the first
 * one included, which the client writes itself unless the proxy replaces the header.
 */
function proxyTrust(value: string): boolean | number | string[] {
  if (value === "true" || value === "yes") return true;
  if (value === "false" || value === "no") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((address) => address.trim());
}

/** `trustProxy` as Fastify's types take it (they leave out its count): the nearest `count` hops. */
export function trustedProxies(
  trust: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

/** Every environment variable the API reads; `.env.example` lists the same. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  ...databaseEnvironmentShape,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Taxlane <no-reply@taxlane.app>"),
  SUPPORT_EMAIL: z.email().default("support@taxlane.app"),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  DATA_ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, "must be 32 bytes in base64")
    .optional(),
  DATA_ENCRYPTION_KEY_ID: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/, "must be 1-32 lowercase letters, digits or hyphens")
    .default("k1"),
  /** Unset: seeded unless NODE_ENV=production, where made-up professionals would meet real taxpayers. */
  SEED_DEMO: booleanText.optional(),
  /** Without Stripe, the local test checkout (Stripe's test cards). Unset: on unless NODE_ENV=production. */
  LOCAL_CHECKOUT: booleanText.optional(),
  CORS_ORIGINS: listText.default([]),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  PUBLIC_FORM_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  ...intervalsEnvironmentShape,
  /** The test clock (`POST /api/test/clock`): only with NODE_ENV=test, refused otherwise. */
  TEST_CLOCK: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  FILE_MAX_BYTES: z.coerce.number().int().positive().default(FILE_MAX_BYTES_DEFAULT),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|yes|no|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      "must be false, the number of proxies in front (1 for one load balancer), their addresses (10.0.0.0/8, …) or true",
    )
    .default("false")
    .transform(proxyTrust),
  DEV_MAILBOX: booleanText.optional(),
  // Calendar sync: a provider is offered only when its client id and secret are both set.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_OAUTH_AUTHORIZE_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_OAUTH_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_OAUTH_REVOKE_URL: z.url().default("https://oauth2.googleapis.com/revoke"),
  GOOGLE_CALENDAR_API_URL: z.url().default("https://www.googleapis.com/"),
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_TENANT: z
    .string()
    .regex(/^[A-Za-z0-9.-]{1,100}$/, "must be a tenant id, a domain, common or organizations")
    .default("common"),
  MICROSOFT_LOGIN_URL: z.url().default("https://login.microsoftonline.com"),
  MICROSOFT_GRAPH_URL: z.url().default("https://graph.microsoft.com/v1.0"),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, t("operator.stripeSecretKeyFormat"))
    .optional(),
  STRIPE_WEBHOOK_SECRET: stripeWebhookSecret.optional(),
  /** The Connect endpoint's signing secret: the professionals' connected accounts' events come from it. */
  STRIPE_CONNECT_WEBHOOK_SECRET: stripeWebhookSecret.optional(),
  STRIPE_API_URL: z.url().optional(),
  // Signed documents: the operator's own PKCS#12 and its passphrase; one is generated in $DATA_DIR/keys otherwise.
  SIGNING_KEY_PATH: z.string().min(1).optional(),
  SIGNING_KEY_PASSPHRASE: z.string().min(1).optional(),
  // An identity check provider's HTTP API for signers; the local test check otherwise.
  IDENTITY_CHECK_URL: z.url().optional(),
  IDENTITY_CHECK_API_KEY: z.string().min(1).optional(),
  // Files in an S3-compatible bucket when S3_BUCKET is set; under $DATA_DIR/files otherwise.
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)",
    )
    .optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, "must be folder names each ending in / (files/), or empty")
    .default("files/"),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: booleanText.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Rate limits counted in Redis, shared by every API process that names it.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^/?#]/, "must be a redis:// or rediss:// URL")
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, "must be 1-64 letters, digits, colons, dots, underscores or hyphens")
    .optional(),
  /** API processes sharing the port (node:cluster); more than one needs DATABASE_URL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  ...channelSettings.channelsEnvironmentShape,
});

export type Environment = z.input<typeof environmentSchema>;

export interface AppConfig {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL, else PGlite in the data folder (config-database.ts). */
  database: DatabaseTarget;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form messages and demo requests are delivered. */
  supportEmail: string;
  jwtSecret: string | undefined;
  dataEncryptionKey: { id: string; base64: string } | undefined;
  dataEncryptionKeyId: string;
  seedDemo: boolean;
  /** Without Stripe: whether the local test checkout takes new plans. */
  localCheckout: boolean;
  corsOrigins: string[];
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  rateLimitPerMinute: number;
  /** Ceiling per address for the calls that take a password or a code, or send mail. */
  authRateLimitPerMinute: number;
  /** Ceiling per address and hour for the contact, book-a-demo and newsletter forms. */
  publicFormLimitPerHour: number;
  /** How often requests short of 5 introductions are widened; 0 turns the sweep off. */
  matchingSweepMinutes: number;
  /** How often due reminders are sent; 0 turns the pass off. */
  remindersEverySeconds: number;
  unreadMessageNoticeSeconds: number;
  /** How often what closed accounts kept is disposed of once its seven years are over; 0 turns it off. */
  disposalEveryHours: number;
  /** The test clock hook is served (NODE_ENV=test only; a journey moves time with it). */
  testClock: boolean;
  fileMaxBytes: number;
  webDistDir: string | undefined;
  /** Behind a load balancer: take the client's address from X-Forwarded-For (rate limits, logs). */
  /** Which proxies' `X-Forwarded-For` gives the client's address: Fastify's `trustProxy`. */
  trustProxy: boolean | number | string[];
  /** The dev mailbox asked for (`true`) or refused (`false`); unset, it follows NODE_ENV. */
  devMailbox: boolean | undefined;
  /** Billing through Stripe when a secret key is set; the local test checkout otherwise. */
  stripe:
    | {
        secretKey: string;
        webhookSecret: string;
        /** The Connect endpoint's signing secret (account.updated); `undefined`: no Connect endpoint. */
        connectWebhookSecret: string | undefined;
        apiUrl: string | undefined;
      }
    | undefined;
  /** Calendar sync providers; `undefined` when the server has no client id and secret for one. */
  calendar: CalendarProvidersConfig;
  /** Where sealed file bytes live: an S3-compatible bucket, or `$DATA_DIR/files` when `undefined`. */
  s3: S3StoreConfig | undefined;
  /** How many API processes `server.ts` runs on the one port (1: this process serves). */
  workers: number;
  /**
   * Where rate limits are counted when several processes must share them; `undefined`: in each
   * process's memory. Without a prefix, one is derived from the session signing key (rate-limit.ts).
   */
  redis: { url: string; keyPrefix: string | undefined } | undefined;
  /** The operator's document-sealing key; `undefined`: one generated in `$DATA_DIR/keys`. */
  signingKey: { path: string; passphrase: string } | undefined;
  /** A signer identity check provider's API; `undefined`: the local test check, which says it is one. */
  identityCheck: { url: string; apiKey: string } | undefined;
  /** Push and texts (config-channels.ts). */
  channels: channelSettings.ChannelsConfig;
}

export interface CalendarProvidersConfig {
  google:
    | {
        clientId: string;
        clientSecret: string;
        authorizeUrl: string;
        tokenUrl: string;
        revokeUrl: string;
        /** The Calendar API's root (`https://www.googleapis.com/`); tests point it at a local fake. */
        apiUrl: string;
      }
    | undefined;
  microsoft:
    | {
        clientId: string;
        clientSecret: string;
        tenant: string;
        /** The login host (`https://login.microsoftonline.com`); tests point it at a local fake. */
        loginUrl: string;
        /** Microsoft Graph's root (`https://graph.microsoft.com/v1.0`). */
        graphUrl: string;
      }
    | undefined;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      t("operator.invalidConfiguration", {
        problems: problems.map((problem) => `  - ${problem}`).join("\n"),
      }),
    );
    this.name = "ConfigError";
  }
}

/** Reads the environment once; on failure lists every bad key, not just the first. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const values = parsed.data;
  if (values.TEST_CLOCK && values.NODE_ENV !== "test") {
    throw new ConfigError(["TEST_CLOCK: only a server started with NODE_ENV=test may have the test clock"]);
  }
  if (values.SIGNING_KEY_PATH && !values.SIGNING_KEY_PASSPHRASE) {
    throw new ConfigError([
      "SIGNING_KEY_PASSPHRASE: must be set with SIGNING_KEY_PATH (the key file is sealed with it)",
    ]);
  }
  if (values.IDENTITY_CHECK_URL && !values.IDENTITY_CHECK_API_KEY) {
    throw new ConfigError(["IDENTITY_CHECK_API_KEY: must be set with IDENTITY_CHECK_URL"]);
  }
  if (values.STRIPE_SECRET_KEY && !values.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError([t("operator.stripeWebhookSecretMissing")]);
  }
  if (values.WORKERS > 1 && !values.DATABASE_URL) {
    throw new ConfigError([
      "WORKERS: more than one API process needs DATABASE_URL (the embedded PGlite database lives inside one process)",
    ]);
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError([
      "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (the SDK's own chain)",
    ]);
  }
  const channelProblems = channelSettings.channelsConfigProblems(values);
  if (channelProblems.length > 0) throw new ConfigError(channelProblems);
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ""),
    dataDir,
    database: databaseTarget(values, dataDir),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    supportEmail: values.SUPPORT_EMAIL,
    jwtSecret: values.JWT_SECRET,
    dataEncryptionKey: values.DATA_ENCRYPTION_KEY
      ? { id: values.DATA_ENCRYPTION_KEY_ID, base64: values.DATA_ENCRYPTION_KEY }
      : undefined,
    dataEncryptionKeyId: values.DATA_ENCRYPTION_KEY_ID,
    seedDemo: values.SEED_DEMO ?? values.NODE_ENV !== "production",
    localCheckout: values.LOCAL_CHECKOUT ?? values.NODE_ENV !== "production",
    corsOrigins: values.CORS_ORIGINS,
    logLevel: values.LOG_LEVEL,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: values.AUTH_RATE_LIMIT_PER_MINUTE,
    publicFormLimitPerHour: values.PUBLIC_FORM_LIMIT_PER_HOUR,
    matchingSweepMinutes: values.MATCHING_SWEEP_MINUTES,
    remindersEverySeconds: values.REMINDERS_EVERY_SECONDS,
    unreadMessageNoticeSeconds: values.UNREAD_MESSAGE_NOTICE_SECONDS,
    disposalEveryHours: values.DISPOSAL_EVERY_HOURS,
    testClock: values.TEST_CLOCK,
    fileMaxBytes: values.FILE_MAX_BYTES,
    webDistDir: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : undefined,
    trustProxy: values.TRUST_PROXY,
    devMailbox: values.DEV_MAILBOX,
    calendar: {
      google:
        values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
          ? {
              clientId: values.GOOGLE_CLIENT_ID,
              clientSecret: values.GOOGLE_CLIENT_SECRET,
              authorizeUrl: values.GOOGLE_OAUTH_AUTHORIZE_URL,
              tokenUrl: values.GOOGLE_OAUTH_TOKEN_URL,
              revokeUrl: values.GOOGLE_OAUTH_REVOKE_URL,
              apiUrl: values.GOOGLE_CALENDAR_API_URL.replace(/\/?$/, "/"),
            }
          : undefined,
      microsoft:
        values.MICROSOFT_CLIENT_ID && values.MICROSOFT_CLIENT_SECRET
          ? {
              clientId: values.MICROSOFT_CLIENT_ID,
              clientSecret: values.MICROSOFT_CLIENT_SECRET,
              tenant: values.MICROSOFT_TENANT,
              loginUrl: values.MICROSOFT_LOGIN_URL.replace(/\/$/, ""),
              graphUrl: values.MICROSOFT_GRAPH_URL.replace(/\/$/, ""),
            }
          : undefined,
    },
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          prefix: values.S3_PREFIX,
          region: values.S3_REGION,
          endpoint: values.S3_ENDPOINT,
          forcePathStyle: values.S3_FORCE_PATH_STYLE ?? values.S3_ENDPOINT !== undefined,
          credentials:
            values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    workers: values.WORKERS,
    redis: values.REDIS_URL ? { url: values.REDIS_URL, keyPrefix: values.REDIS_KEY_PREFIX } : undefined,
    signingKey:
      values.SIGNING_KEY_PATH && values.SIGNING_KEY_PASSPHRASE
        ? { path: path.resolve(values.SIGNING_KEY_PATH), passphrase: values.SIGNING_KEY_PASSPHRASE }
        : undefined,
    identityCheck:
      values.IDENTITY_CHECK_URL && values.IDENTITY_CHECK_API_KEY
        ? { url: values.IDENTITY_CHECK_URL.replace(/\/$/, ""), apiKey: values.IDENTITY_CHECK_API_KEY }
        : undefined,
    stripe: values.STRIPE_SECRET_KEY
      ? {
          secretKey: values.STRIPE_SECRET_KEY,
          webhookSecret: values.STRIPE_WEBHOOK_SECRET ?? "",
          connectWebhookSecret: values.STRIPE_CONNECT_WEBHOOK_SECRET,
          apiUrl: values.STRIPE_API_URL,
        }
      : undefined,
    channels: channelSettings.channelsConfigOf(values),
  };
}
