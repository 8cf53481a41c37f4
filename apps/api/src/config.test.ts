import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("runs as it is with no environment", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.database).toEqual({ kind: "pglite", dir: path.resolve("./data/db"), stallSeconds: 60 });
    expect(loadConfig({ PGLITE_STALL_SECONDS: "0" }).database).toMatchObject({ stallSeconds: 0 });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    // A production server seeds no made-up professionals unless told to (a demo deployment).
    expect(loadConfig({ NODE_ENV: "production" }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", SEED_DEMO: "true" }).seedDemo).toBe(true);
    // Nor does it sell plans for Stripe's test cards when Stripe is not set up.
    expect(config.localCheckout).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).localCheckout).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", LOCAL_CHECKOUT: "true" }).localCheckout).toBe(true);
    expect(config.corsOrigins).toEqual([]);
    expect(config.publicUrl).toBe("http://localhost:3000");
    // A fresh start is a trial reachable from this machine only, with a mailbox that follows NODE_ENV.
    expect(config.host).toBe("127.0.0.1");
    expect(config.devMailbox).toBeUndefined();
    expect(loadConfig({ DEV_MAILBOX: "true" }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: "false" }).devMailbox).toBe(false);
  });

  it("uses PostgreSQL when DATABASE_URL is set, and reads lists and switches", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://app@db:5432/taxlane",
      SEED_DEMO: "false",
      CORS_ORIGINS: "https://a.example, https://b.example",
      PORT: "8080",
    });
    expect(config.database).toEqual({
      kind: "postgres",
      url: "postgres://app@db:5432/taxlane",
      poolSize: 10,
    });
    expect(
      loadConfig({ DATABASE_URL: "postgres://app@db:5432/taxlane", DATABASE_POOL_SIZE: "4" }).database,
    ).toEqual({ kind: "postgres", url: "postgres://app@db:5432/taxlane", poolSize: 4 });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(ConfigError);
    expect(config.seedDemo).toBe(false);
    expect(config.corsOrigins).toEqual(["https://a.example", "https://b.example"]);
    expect(config.port).toBe(8080);
  });

  it("reads TRUST_PROXY as a switch, a count of proxies or their addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, ::1" }).trustProxy).toEqual(["10.0.0.0/8", "::1"]);
    expect(() => loadConfig({ TRUST_PROXY: "the balancer" })).toThrow(ConfigError);
  });

  it("lists every bad key at once", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SEED_DEMO: "maybe", JWT_SECRET: "short" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((problem) => problem.split(":")[0]);
    expect(problems.sort()).toEqual(["DATABASE_URL", "JWT_SECRET", "PORT", "SEED_DEMO"]);
  });

  it("keeps files in an S3-compatible bucket when S3_BUCKET is set", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: "taxlane-files",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      }).s3,
    ).toEqual({
      bucket: "taxlane-files",
      prefix: "files/",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    });
    // AWS's own S3: virtual-hosted addresses and the SDK's credential chain.
    expect(loadConfig({ S3_BUCKET: "taxlane-files", S3_REGION: "eu-west-1" }).s3).toMatchObject({
      region: "eu-west-1",
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(() => loadConfig({ S3_BUCKET: "taxlane-files", S3_ACCESS_KEY_ID: "key" })).toThrow(/set both/);
    expect(() => loadConfig({ S3_BUCKET: "Not A Bucket" })).toThrow(/S3_BUCKET: must be a bucket name/);
  });

  it("runs several processes only on PostgreSQL", () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: "2", DATABASE_URL: "postgres://app@db:5432/taxlane" }).workers).toBe(2);
    expect(() => loadConfig({ WORKERS: "2" })).toThrow(
      /WORKERS: more than one API process needs DATABASE_URL/,
    );
  });

  it("takes Stripe's events from the account's endpoint, and from a Connect endpoint when given its secret", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_account" };
    expect(loadConfig(stripe).stripe).toEqual({
      secretKey: "sk_test_1",
      webhookSecret: "whsec_account",
      connectWebhookSecret: undefined,
      apiUrl: undefined,
    });
    expect(
      loadConfig({ ...stripe, STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_connect" }).stripe?.connectWebhookSecret,
    ).toBe("whsec_connect");
    expect(() => loadConfig({ ...stripe, STRIPE_CONNECT_WEBHOOK_SECRET: "connect" })).toThrow(
      /STRIPE_CONNECT_WEBHOOK_SECRET: must be a Stripe webhook secret/,
    );
  });

  it("counts rate limits in Redis when REDIS_URL is set", () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: "rediss://:secret@cache.internal:6380/2" }).redis).toEqual({
      url: "rediss://:secret@cache.internal:6380/2",
      keyPrefix: undefined,
    });
    expect(
      loadConfig({ REDIS_URL: "redis://127.0.0.1:6379", REDIS_KEY_PREFIX: "taxlane-eu:" }).redis,
    ).toEqual({
      url: "redis://127.0.0.1:6379",
      keyPrefix: "taxlane-eu:",
    });
    expect(() => loadConfig({ REDIS_URL: "http://127.0.0.1:6379" })).toThrow(/REDIS_URL: must be a redis:/);
    expect(() => loadConfig({ REDIS_URL: "redis://h", REDIS_KEY_PREFIX: "two words" })).toThrow(
      /REDIS_KEY_PREFIX: must be 1-64/,
    );
  });
});
