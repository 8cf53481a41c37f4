import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/replica-socket";
import { createTestApp } from "../../../test/test-app";
import type { LinkLog } from "./redis-link";
import { RedisLink } from "./redis-link";

// CI runs Redis here (.ci/run); REDIS_URL points the tests at another.
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const unreachable = "redis://127.0.0.1:1";
// Every key this run writes starts with this, so runs side by side never share a count.
const runPrefix = `taxlane-test:${randomUUID()}:`;
const prefix = (name: string) => `${runPrefix}${name}:`;

const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
beforeAll(async () => {
  await redis.connect().catch((error: unknown) => {
    throw new Error(
      `Redis does not answer at ${redisUrl} (start it: redis-server --daemonize yes): ${error}`,
    );
  });
});
afterAll(async () => {
  const keys = await redis.keys(`${runPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const anyFile = (app: FastifyInstance) => app.inject({ method: "GET", url: "/api/files/999999999" });
const signIn = (app: FastifyInstance) =>
  app.inject({ method: "POST", url: "/api/identity/signIn", payload: { email: "not an address" } });

/** The answer past a limit, as a single process has always given it. */
function expectLimited(answer: Awaited<ReturnType<typeof anyFile>>, windowSeconds: number) {
  expect(answer.statusCode).toBe(429);
  const retryAfter = Number(answer.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(answer.json()).toMatchObject({
    code: "RATE_LIMITED",
    errorMessage: `Too many requests. Please wait ${retryAfter} seconds and try again.`,
  });
}

describe("two apps on one REDIS_URL", async () => {
  const shared = {
    RATE_LIMIT_PER_MINUTE: "3",
    AUTH_RATE_LIMIT_PER_MINUTE: "2",
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix("shared"),
  };
  const { app: one } = await createTestApp(shared);
  const { app: two } = await createTestApp(shared);
  const { app: other } = await createTestApp({ ...shared, REDIS_KEY_PREFIX: prefix("other") });

  it("share one limit: the call past it across both gets 429 with Retry-After", async () => {
    const statuses = [];
    for (const app of [one, two, one]) statuses.push((await anyFile(app)).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    expectLimited(await anyFile(two), 60);
    expectLimited(await anyFile(one), 60);
    // Counted in Redis under the deployment's prefix, not in either process.
    expect(await redis.get(`${prefix("shared")}rate-limit:127.0.0.1`)).toBe("5");
  });

  it("share a route's own tighter limit too, counted apart from the general one", async () => {
    expect((await signIn(one)).statusCode).toBe(400);
    expect((await signIn(two)).statusCode).toBe(400);
    expectLimited(await signIn(one), 60);
  });

  it("do not share counts with a deployment under another prefix", async () => {
    for (let call = 0; call < 3; call += 1) await anyFile(one);
    expectLimited(await anyFile(one), 60);
    expect((await anyFile(other)).statusCode).toBe(401);
  });
});

describe("two apps without REDIS_URL", async () => {
  const { app: one } = await createTestApp({ RATE_LIMIT_PER_MINUTE: "3" });
  const { app: two } = await createTestApp({ RATE_LIMIT_PER_MINUTE: "3" });

  it("each keep their own count", async () => {
    const statuses = [];
    for (const app of [one, one, one, two, two, two]) statuses.push((await anyFile(app)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    expectLimited(await anyFile(one), 60);
    expectLimited(await anyFile(two), 60);
  });
});

describe("a Redis that cannot be reached", async () => {
  const { app } = await createTestApp({
    RATE_LIMIT_PER_MINUTE: "3",
    REDIS_URL: unreachable,
    REDIS_KEY_PREFIX: prefix("away"),
  });

  it("neither fails calls nor lets them through unlimited: the process counts them itself", async () => {
    const statuses = [];
    for (let call = 0; call < 3; call += 1) statuses.push((await anyFile(app)).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    expectLimited(await anyFile(app), 60);
  });

  it("is logged once, without the URL, however many calls it counts", async () => {
    const lines: { level: string; message: string; fields: object }[] = [];
    const log: LinkLog = {
      warn: (fields, message) => lines.push({ level: "warn", message, fields }),
      info: (fields, message) => lines.push({ level: "info", message, fields }),
    };
    const link = await RedisLink.open("redis://user:secret-password@127.0.0.1:1", {
      log,
      name: "taxlane-test",
    });
    try {
      expect(link.available).toBe(false);
      await expect(link.count(`${prefix("away")}x`, 60_000)).rejects.toThrow();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: "warn",
        message: expect.stringContaining("rate limits are counted in each API process's memory"),
        fields: { redis: "127.0.0.1:1" },
      });
      expect(JSON.stringify(lines)).not.toContain("secret-password");
    } finally {
      await link.close();
    }
  });
});

describe("closing the app", async () => {
  const keyPrefix = prefix("closing");
  const { app } = await createTestApp({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix });
  const connected = async () => String(await redis.client("LIST")).includes(`name=taxlane:${keyPrefix} `);

  it("closes its Redis connection", async () => {
    expect(await connected()).toBe(true);
    await app.close();
    let open = true;
    await eventually(
      () => !open,
      "the app's Redis connection closed",
      async () => {
        open = await connected();
      },
    );
  });
});
