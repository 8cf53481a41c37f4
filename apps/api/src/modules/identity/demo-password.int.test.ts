import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { signIn, withToken } from "../../../test/identity";
import { createTestApp } from "../../../test/test-app";
import { openDatabase } from "../../db/client";
import { users } from "../../db/schema";
import { demoAccounts, demoAccountsSeed, demoPassword } from "../../demo/accounts";
import { fixedClock, systemClock } from "../../lib/clock";

const [taxpayer, expert, operator] = demoAccounts;

/** Whether `password` opens the account: a token, or the two-factor step that follows a right password. */
async function opens(app: FastifyInstance, email: string, password: string): Promise<boolean> {
  const response = await signIn(app, email, password);
  if (response.statusCode !== 200) return false;
  const body = response.json<{ token?: string; twoFactorAuthIsActive?: boolean }>();
  return body.token !== undefined || body.twoFactorAuthIsActive === true;
}

describe("the demo accounts' password", async () => {
  // One database and one data folder, started under several configs like one install restarted.
  const database = await openDatabase({ kind: "pglite", dir: undefined });
  const dataDir = await mkdtemp(path.join(tmpdir(), "taxlane-demo-password-"));
  const passwordFile = path.join(dataDir, "keys", "demo-password");
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  // The expert's sign-in mails a code, at most one a minute: each start comes minutes later.
  const clock = fixedClock(new Date("2026-03-02T09:00:00Z"));
  const start = (environment: Record<string, string>) => {
    clock.advance(5 * 60_000);
    return createTestApp(
      { DATA_DIR: dataDir, SEED_DEMO: "true", AUTH_RATE_LIMIT_PER_MINUTE: "10000", ...environment },
      { database, clock },
    ).then(({ app }) => app);
  };

  const local = await start({ NODE_ENV: "development", HOST: "127.0.0.1" });
  let localToken = "";

  it("is the published one on the private server that seeded them", async () => {
    expect(local.services.demoPasswords).toEqual({ kind: "published" });
    for (const account of [taxpayer, expert, operator]) {
      expect(await opens(local, account.email, demoPassword), account.email).toBe(true);
    }
    localToken = (await signIn(local, taxpayer.email, demoPassword)).json().token;
    await expect(stat(passwordFile)).rejects.toThrow();
  });

  it("is a generated one, kept owner-only, once the same install listens beyond this machine", async () => {
    const open = await start({ NODE_ENV: "development", HOST: "0.0.0.0" });
    const outcome = open.services.demoPasswords;
    if (outcome.kind !== "generated") throw new Error(`expected a generated password, got ${outcome.kind}`);
    expect(outcome.password.length).toBeGreaterThanOrEqual(20);
    // Every account the demo world seeded, the dozen experts and the other taxpayers too.
    expect(outcome.rotated).toBe((await database.db.select().from(users)).length);
    expect(outcome.rotated).toBeGreaterThan(demoAccounts.length);
    expect(outcome.file).toBe(passwordFile);
    expect((await readFile(passwordFile, "utf8")).trim()).toBe(outcome.password);
    expect((await stat(passwordFile)).mode & 0o777).toBe(0o600);
    for (const account of [taxpayer, expert, operator]) {
      expect(await opens(open, account.email, demoPassword), account.email).toBe(false);
      expect(await opens(open, account.email, outcome.password), account.email).toBe(true);
    }
    // A session opened with the published password ends with it.
    const stale = await open.inject({
      method: "GET",
      url: "/api/user/GetUser",
      headers: withToken(localToken),
    });
    expect(stale.statusCode).toBe(401);
  });

  it("stays the generated one in production and on a private restart", async () => {
    const generated = (await readFile(passwordFile, "utf8")).trim();
    const production = await start({ NODE_ENV: "production", HOST: "127.0.0.1" });
    expect(production.services.demoPasswords).toEqual({
      kind: "generated",
      password: generated,
      file: passwordFile,
      rotated: 0,
    });
    expect(await opens(production, operator.email, demoPassword)).toBe(false);
    const again = await start({ NODE_ENV: "development", HOST: "127.0.0.1" });
    expect(again.services.demoPasswords).toMatchObject({ kind: "generated", password: generated });
    expect(await opens(again, operator.email, generated)).toBe(true);
  });
});

describe("a production server on a database seeded before", async () => {
  const database = await openDatabase({ kind: "pglite", dir: undefined });
  afterAll(() => database.close());

  it("moves the demo accounts off the published password at its first start", async () => {
    const { app: seeding } = await createTestApp({}, { database });
    await demoAccountsSeed.run({ tx: database.db, clock: systemClock, files: seeding.services.files });
    const { app } = await createTestApp({ NODE_ENV: "production" }, { database });
    const outcome = app.services.demoPasswords;
    if (outcome.kind !== "generated") throw new Error(`expected a generated password, got ${outcome.kind}`);
    expect(outcome.rotated).toBe(demoAccounts.length);
    for (const account of [taxpayer, expert, operator]) {
      expect(await opens(app, account.email, demoPassword), account.email).toBe(false);
      expect(await opens(app, account.email, outcome.password), account.email).toBe(true);
    }
  });
});
