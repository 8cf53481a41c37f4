import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createSignedInUser } from "../../../test/factories";
import { uniqueEmail } from "../../../test/identity";
import { latestCodeFor, mailSent } from "../../../test/mailbox";
import { createExpert, postIndividualRequest } from "../../../test/marketplace";
import { startSmtpSink } from "../../../test/smtp-sink";
import { createTestApp, newDataDir, ownDatabase } from "../../../test/test-app";
import { requestMatches } from "../../db/schema";
import { fixedClock } from "../../lib/clock";
import { WIDEN_AFTER_MS } from "../../modules/marketplace/matching.service";

/** The `.eml` files in a data folder's mailbox addressed to `address`. */
async function mailFilesTo(dataDir: string, address: string): Promise<string[]> {
  const folder = path.join(dataDir, "mail");
  const names = await readdir(folder).catch(() => []);
  const mails = await Promise.all(names.map((name) => readFile(path.join(folder, name), "utf8")));
  return mails.filter((mail) => mail.includes(`To: ${address}`));
}

const askForSignUpCode = (app: Awaited<ReturnType<typeof createTestApp>>["app"], email: string) =>
  app.inject({
    method: "POST",
    url: `/api/identity/sendEmailValidationCode?email=${encodeURIComponent(email)}`,
  });

describe("mail through the job queue", () => {
  it("sends a mail queued by an app that stopped first once, from the next start on the same data", async () => {
    const dataDir = await newDataDir();
    const { app: first } = await createTestApp({}, { dataDir, jobs: { work: false } });
    const email = uniqueEmail("restart");
    expect((await askForSignUpCode(first, email)).statusCode).toBe(200);
    await first.close();
    expect(await mailFilesTo(dataDir, email)).toHaveLength(0);

    const { app: second } = await createTestApp({}, { dataDir });
    await mailSent(second);
    expect(await mailFilesTo(dataDir, email)).toHaveLength(1);
    // The code committed with its mail: it signs the person up.
    const code = await latestCodeFor(second, email);
    const registered = await second.inject({
      method: "POST",
      url: "/api/Taxpayer/RegisterTaxpayer",
      payload: {
        email,
        phoneNumber: "+1 415 555 0100",
        password: "Maple-harbor-1040",
        firstName: "Jordan",
        lastName: "Reyes",
        agreePrivacyPolicy: true,
        emailValidationCode: code,
      },
    });
    expect(registered.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailFilesTo(dataDir, email)).toHaveLength(1);
  });

  it("keeps the queued mail across a restart of the database on disk", async () => {
    const dataDir = await newDataDir();
    const { app: first } = await createTestApp({}, { dataDir, databaseOnDisk: true, jobs: { work: false } });
    const email = uniqueEmail("on-disk");
    expect((await askForSignUpCode(first, email)).statusCode).toBe(200);
    await first.close();

    const { app: second } = await createTestApp({}, { dataDir, databaseOnDisk: true });
    await mailSent(second);
    expect(await mailFilesTo(dataDir, email)).toHaveLength(1);
    // Two databases opened and migrated on disk: on a loaded machine that outlasts the usual limit.
  }, 120_000);

  it("sends a queued mail promptly after its change commits, not at the next poll", async () => {
    const { app, dataDir } = await createTestApp({}, { jobs: { pollingIntervalSeconds: 60 } });
    const email = uniqueEmail("prompt");
    expect((await askForSignUpCode(app, email)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await mailFilesTo(dataDir, email)).toHaveLength(1), {
      timeout: 2_000,
      interval: 20,
    });
  });

  it("retries a send that failed and sends the message once", async () => {
    const sink = await startSmtpSink({ refuseFirst: 1 });
    const { app } = await createTestApp({ SMTP_URL: sink.url });
    const email = uniqueEmail("retried");
    const response = await app.inject({
      method: "POST",
      url: `/api/EmailSubscription/Create?email=${encodeURIComponent(email)}`,
    });
    // The subscription is taken at once; the mail follows when the server takes it.
    expect(response.statusCode).toBe(200);
    await mailSent(app);
    expect(sink.refused).toBe(1);
    expect(sink.received.filter((mail) => mail.to.includes(`<${email}>`))).toHaveLength(1);
    await sink.close();
  });

  it("queues nothing when the change it announces rolls back", async () => {
    const { app, dataDir } = await createTestApp();
    const email = uniqueEmail("rolled-back");
    const change = app.services.db.transaction(async (tx) => {
      await app.services.mail.enqueue(tx, { to: email, subject: "Never", text: "Rolled back." });
      throw new Error("the change failed");
    });
    await expect(change).rejects.toThrow("the change failed");
    await mailSent(app);
    expect(await mailFilesTo(dataDir, email)).toHaveLength(0);
  });
});

describe("the matching sweep as a recurring job", async () => {
  const clock = fixedClock(new Date());
  // Its own database: the sweep widens every request old enough on its clock, other files' too.
  const { app } = await createTestApp(
    { MATCHING_SWEEP_MINUTES: "1" },
    { clock, jobs: { pollingIntervalSeconds: 0.1 }, database: await ownDatabase() },
  );
  const { db } = app.services;
  /** Seconds until each queued run; both drivers answer a raw query with its rows under `rows`. */
  const nextRuns = async () => {
    const result = (await db.execute(sql`
      select extract(epoch from start_after - now())::int as due_in from pgboss.job
      where name = 'matching.widen' and state = 'created'`)) as unknown as { rows: { due_in: number }[] };
    return result.rows.map((row) => row.due_in);
  };

  it("keeps its next run queued, and widens requests when it runs", async () => {
    // A run an earlier start left due happens at this start, and queues the next itself.
    await vi.waitFor(async () => expect(await nextRuns()).toEqual([expect.any(Number)]), { timeout: 5_000 });
    const [dueIn] = await nextRuns();
    expect(dueIn).toBeGreaterThan(0);
    expect(dueIn).toBeLessThanOrEqual(60);

    // West Virginia, in person only: at first only the West Virginia expert fits.
    await createExpert(app, { state: "MT", workingTypeIds: [1] });
    const local = await createExpert(app, { state: "WV", workingTypeIds: [3] });
    const taxpayer = await createSignedInUser(app, 1);
    const requestId = await postIndividualRequest(app, taxpayer, {
      state: "WV",
      areYouOkWithVirtualMeetings: false,
    });
    const routed = () => db.select().from(requestMatches).where(eq(requestMatches.requestId, requestId));
    expect((await routed()).map((match) => match.expertUserId)).toEqual([local.id]);

    // An hour on, the queued run comes due.
    clock.advance(WIDEN_AFTER_MS + 1000);
    await db.execute(sql`
      update pgboss.job set start_after = now() where name = 'matching.widen' and state = 'created'`);
    await vi.waitFor(async () => expect((await routed()).length).toBeGreaterThan(1), {
      timeout: 10_000,
      interval: 50,
    });
    // It queued the next one a minute on before widening.
    expect((await nextRuns())[0]).toBeGreaterThan(30);
  });
});
