import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { booked, decide } from "../../../test/appointments";
import { closeAccount, givePassword } from "../../../test/closing";
import { bearer, createSignedInUser, type TestUser } from "../../../test/factories";
import { signIn, signUpTaxpayer } from "../../../test/identity";
import { latestMailTo } from "../../../test/mailbox";
import { getAs, postIndividualRequest, startedJob, uploadTaxReturn } from "../../../test/marketplace";
import { saveAnswers, textAnswerOf } from "../../../test/organizer";
import { createTestApp } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";
import {
  auditEntries,
  dataExports,
  plans,
  retainedRecords,
  storedFiles,
  subscriptions,
  taxRequests,
  users,
} from "../../db/schema";
import { fixedClock } from "../../lib/clock";

const clock = fixedClock(new Date("2026-11-26T12:00:00Z"));
const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
const { db } = app.services;
const dayMs = 24 * 60 * 60 * 1000;
const ssn = "123-45-6789";

/** A new session on the clock's day (tokens last 7 days; these tests move months and years). */
async function signedInAgain(user: TestUser): Promise<TestUser> {
  const session = await app.services.sessions.open(
    { id: user.id, roleId: user.roleId },
    { factor: "password" },
  );
  return { ...user, token: session.token, sessionId: session.sessionId };
}

const download = (target: FastifyInstance, user: TestUser) =>
  target.inject({ method: "GET", url: "/api/User/DownloadMyData", headers: bearer(user) });

/** GET /User/MyDataDownloads: what the "Your data" card shows. */
async function downloadsLeft(user: TestUser) {
  const response = await getAs<{ remaining: number; nextAvailableOn: string | null }>(
    app,
    user,
    "User/MyDataDownloads",
  );
  expect(response.status).toBe(200);
  return response.body;
}

/** A job whose taxpayer answered the organizer: a sensitive number and a W-2 file. */
async function answeredJob() {
  const job = await startedJob(app);
  const answer = textAnswerOf(job.quoteId);
  const saved = await saveAnswers(app, job.taxpayer, [
    answer("taxPayerSocialSecurityNo", ssn, { categoryId: 26 }),
    answer("w2Files", "", {
      categoryId: 19,
      answerTypeId: 6,
      isFile: true,
      files: [[smallPdf(), "w2-acme.pdf"]],
    }),
  ]);
  expect(saved.statusCode, saved.body).toBe(200);
  return job;
}

const entriesOf = (body: Buffer) => unzipSync(new Uint8Array(body));
const jsonEntry = <T>(entries: Record<string, Uint8Array>, name: string): T => {
  const entry = entries[name];
  if (!entry) throw new Error(`${name} is not in the archive`);
  return JSON.parse(Buffer.from(entry).toString("utf8")) as T;
};

const auditOf = (subject: string) =>
  db.select().from(auditEntries).where(eq(auditEntries.subject, subject)).orderBy(auditEntries.id);

describe("Download my data", () => {
  it("is one ZIP of the taxpayer's own data: answers in full and their files", async () => {
    const { taxpayer, expert, quoteId } = await answeredJob();
    const response = await download(app, taxpayer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toContain("taxlane-data-2026-11-26.zip");
    const entries = entriesOf(response.rawPayload);
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining([
        "README.txt",
        "account.json",
        "requests.json",
        "tax-preparations.json",
        "organizer-answers.json",
        "messages.json",
        "appointments.json",
        "billing.json",
        "files.json",
      ]),
    );
    expect(jsonEntry<{ email: string }>(entries, "account.json").email).toBe(taxpayer.email);
    const answers = jsonEntry<{ question: string; answer: string | null }[]>(
      entries,
      "organizer-answers.json",
    );
    expect(answers.find((row) => row.question === "taxPayerSocialSecurityNo")?.answer).toBe(ssn);
    const jobs = jsonEntry<{ quoteId: number }[]>(entries, "tax-preparations.json");
    expect(jobs.map((job) => job.quoteId)).toEqual([quoteId]);
    const listed = jsonEntry<{ name: string; path: string }[]>(entries, "files.json");
    const w2 = listed.find((file) => file.name === "w2-acme.pdf");
    expect(w2).toBeDefined();
    expect(Buffer.from(entries[w2?.path ?? ""] ?? [])).toEqual(smallPdf());

    // The professional's archive has the job, but not the client's answers or files.
    const theirs = entriesOf((await download(app, expert)).rawPayload);
    expect(theirs["organizer-answers.json"]).toBeUndefined();
    expect(Buffer.from(theirs["files.json"] ?? []).toString("utf8")).not.toContain("w2-acme.pdf");
    expect(
      Buffer.concat(Object.values(theirs).map((bytes) => Buffer.from(bytes))).toString("latin1"),
    ).not.toContain(ssn);
    expect(await auditOf(`user:${taxpayer.id}`)).toEqual([
      expect.objectContaining({ action: "privacy.data-exported", actorUserId: taxpayer.id }),
    ]);
  });

  it("gives the filed return to its taxpayer, not to the professional who uploaded it", async () => {
    const { taxpayer, expert, quoteId } = await startedJob(app);
    expect((await uploadTaxReturn(app, expert, quoteId)).statusCode).toBe(200);
    const filesIn = async (user: TestUser) =>
      jsonEntry<{ name: string }[]>(entriesOf((await download(app, user)).rawPayload), "files.json").map(
        (file) => file.name,
      );
    expect(await filesIn(taxpayer)).toContain("return-2025.pdf");
    expect(await filesIn(expert)).not.toContain("return-2025.pdf");
  });

  it("is refused a third time within 12 months (429, nothing counted), and allowed again after", async () => {
    const { taxpayer } = await startedJob(app);
    const start = clock.now();
    try {
      expect(await downloadsLeft(taxpayer)).toEqual({ remaining: 2, nextAvailableOn: null });
      expect((await download(app, taxpayer)).statusCode).toBe(200);
      expect(await downloadsLeft(taxpayer)).toEqual({ remaining: 1, nextAvailableOn: null });
      clock.advance(40 * dayMs);
      expect((await download(app, await signedInAgain(taxpayer))).statusCode).toBe(200);
      clock.advance(200 * dayMs);
      expect(await downloadsLeft(await signedInAgain(taxpayer))).toEqual({
        remaining: 0,
        nextAvailableOn: "2027-11-26",
      });
      const third = await download(app, await signedInAgain(taxpayer));
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({
        code: "RATE_LIMITED",
        errorMessage:
          "You can download your data twice in 12 months. You can download it again on November 26, 2027.",
      });
      expect(Number(third.headers["retry-after"])).toBe((365 - 240) * 24 * 60 * 60);
      const counted = await db.select().from(dataExports).where(eq(dataExports.userId, taxpayer.id));
      expect(counted).toHaveLength(2);
      expect(await auditOf(`user:${taxpayer.id}`)).toHaveLength(2);

      // Twelve months after the first, one of the two has left the window.
      clock.set(new Date(start.getTime() + 365 * dayMs));
      const later = await signedInAgain(taxpayer);
      expect(await downloadsLeft(later)).toEqual({ remaining: 1, nextAvailableOn: null });
      expect((await download(app, later)).statusCode).toBe(200);
      expect((await download(app, later)).statusCode).toBe(429);
    } finally {
      clock.set(start);
    }
  });

  it("needs a signed-in person", async () => {
    const response = await app.inject({ method: "GET", url: "/api/User/DownloadMyData" });
    expect(response.statusCode).toBe(401);
    const left = await app.inject({ method: "GET", url: "/api/User/MyDataDownloads" });
    expect(left.statusCode).toBe(401);
  });
});

describe("Close my account", () => {
  it("refuses a wrong password and changes nothing", async () => {
    const { taxpayer } = await startedJob(app);
    await givePassword(app, taxpayer);
    const response = await closeAccount(app, taxpayer, "not-my-password");
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe("The password is incorrect.");
    expect((await signIn(app, taxpayer.email)).statusCode).toBe(200);
    expect((await getAs(app, taxpayer, "user/GetUser")).status).toBe(200);
  });

  it("ends the sessions, frees the e-mail, removes what need not be kept and keeps the job for its professional", async () => {
    const { taxpayer, expert, quoteId } = await answeredJob();
    await givePassword(app, taxpayer);
    const openRequestId = await postIndividualRequest(app, taxpayer);
    const appointmentId = await booked(app, taxpayer, { quoteId, dateTime: "2026-12-01", time: 14 });
    expect((await decide(app, expert, "accountant/ApproveAppointment", appointmentId)).statusCode).toBe(200);
    const closed = await closeAccount(app, taxpayer);
    expect(closed.statusCode, closed.body).toBe(200);

    expect((await getAs(app, taxpayer, "user/GetUser")).status).toBe(401);
    const signInAgain = await signIn(app, taxpayer.email);
    expect(signInAgain.statusCode).toBe(400);
    const [row] = await db.select().from(users).where(eq(users.id, taxpayer.id));
    expect(row?.email).not.toBe(taxpayer.email);
    expect(row?.closedAt).toEqual(clock.now());
    expect(row?.phoneNumber).toBeNull();

    // The open request is gone; the job, its answers and its files stay for the professional.
    const own = await getAs<{ taxPreparationId: number }[]>(
      app,
      expert,
      "Accountant/GetAccountantTaxPreparations",
    );
    expect(own.body.map((job) => job.taxPreparationId)).toHaveLength(1);
    const answers = await getAs<{ question: string }[]>(
      app,
      expert,
      `Accountant/GetOrganizerQuestionAnswers?quoteId=${quoteId}&forSpouse=false&filter=1`,
    );
    expect(answers.body.map((answer) => answer.question)).toContain("taxPayerSocialSecurityNo");
    const requests = await db
      .select()
      .from(retainedRecords)
      .where(eq(retainedRecords.closedUserId, taxpayer.id));
    expect(requests.map((record) => [record.subject, record.retainUntil.toISOString()])).toEqual(
      expect.arrayContaining([
        [`job:${quoteId}`, "2033-11-26T12:00:00.000Z"],
        [`account:${taxpayer.id}`, "2033-11-26T12:00:00.000Z"],
      ]),
    );
    expect(await db.select().from(taxRequests).where(eq(taxRequests.id, openRequestId))).toEqual([]);

    // The appointment still to come is cancelled, and the professional is told.
    const approved = await getAs<{ id: number }[]>(
      app,
      expert,
      "accountant/GetAccountantApprovedAppointments",
    );
    expect(approved.body.map((appointment) => appointment.id)).not.toContain(appointmentId);
    const told = await getAs<{ title: string }[]>(app, expert, "User/GetUserNotifications");
    expect(told.body.map((notification) => notification.title)).toContain("Appointment cancelled");

    // The professional still finishes the job; nobody mails the closed account's placeholder address.
    const uploaded = await uploadTaxReturn(app, expert, quoteId);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await latestMailTo(app, row?.email ?? "")).toBeNull();

    // The address is free: someone (the same person, say) can register with it again.
    await signUpTaxpayer(app, taxpayer.email);
    expect((await signIn(app, taxpayer.email)).statusCode).toBe(200);
    expect(await auditOf(`user:${taxpayer.id}`)).toEqual([
      expect.objectContaining({ action: "privacy.account-closed" }),
    ]);
  });

  it("changes nothing, appointments included, when its transaction fails", async () => {
    const { taxpayer, expert, quoteId } = await answeredJob();
    await givePassword(app, taxpayer);
    const appointmentId = await booked(app, taxpayer, { quoteId, dateTime: "2026-12-02", time: 14 });
    expect((await decide(app, expert, "accountant/ApproveAppointment", appointmentId)).statusCode).toBe(200);
    // The database refuses the closing's last write, its audit entry, for this person only.
    const refusal = `refuse_closing_${taxpayer.id}`;
    await db.execute(
      sql.raw(`create function ${refusal}() returns trigger language plpgsql as $$ begin
        if new.action = 'privacy.account-closed' and new.subject_user_id = ${taxpayer.id} then
          raise exception 'refused by the test';
        end if;
        return new;
      end $$`),
    );
    await db.execute(
      sql.raw(
        `create trigger ${refusal} before insert on audit_entries for each row execute function ${refusal}()`,
      ),
    );
    try {
      expect((await closeAccount(app, taxpayer)).statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw(`drop trigger ${refusal} on audit_entries`));
      await db.execute(sql.raw(`drop function ${refusal}()`));
    }

    // Still open; the appointment still approved, and the professional told of no cancellation.
    expect((await getAs(app, taxpayer, "user/GetUser")).status).toBe(200);
    const approved = await getAs<{ id: number }[]>(
      app,
      expert,
      "accountant/GetAccountantApprovedAppointments",
    );
    expect(approved.body.map((appointment) => appointment.id)).toContain(appointmentId);
    const told = await getAs<{ title: string }[]>(app, expert, "User/GetUserNotifications");
    expect(told.body.map((notification) => notification.title)).not.toContain("Appointment cancelled");

    // Once the database takes it, the closing goes through with the cancellation.
    expect((await closeAccount(app, taxpayer)).statusCode).toBe(200);
    const after = await getAs<{ id: number }[]>(app, expert, "accountant/GetAccountantApprovedAppointments");
    expect(after.body.map((appointment) => appointment.id)).not.toContain(appointmentId);
  });

  it("is not how an operator's account is closed", async () => {
    const operator = await createSignedInUser(app, 3);
    await givePassword(app, operator);
    expect((await closeAccount(app, operator)).statusCode).toBe(403);
    expect((await getAs(app, operator, "user/GetUser")).status).toBe(200);
  });

  it("takes a closed professional out of the directory", async () => {
    const { expert } = await startedJob(app);
    await givePassword(app, expert);
    const before = await app.inject({
      method: "GET",
      url: `/api/Accountant/GetAccountantProfileDetails?accountantId=${expert.id}`,
    });
    expect(before.statusCode).toBe(200);
    expect((await closeAccount(app, expert)).statusCode).toBe(200);
    const after = await app.inject({
      method: "GET",
      url: `/api/Accountant/GetAccountantProfileDetails?accountantId=${expert.id}`,
    });
    expect(after.statusCode).toBe(404);
  });

  it("stops a closing professional's plan from renewing", async () => {
    const professional = await createSignedInUser(app, 2);
    await givePassword(app, professional);
    const [plan] = await db.select().from(plans).orderBy(plans.id);
    const started = await app.inject({
      method: "POST",
      url: "/api/Subscription/CreateCheckoutSession",
      headers: bearer(professional),
      payload: { planId: plan?.id, interval: "month" },
    });
    const session = new URL(started.json<{ url: string }>().url, "http://x").searchParams.get("session");
    const paid = await app.inject({
      method: "POST",
      url: "/api/Subscription/PayTestCheckout",
      headers: bearer(professional),
      payload: { session, cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // The plan is written from the provider's events, which a job takes in.
    await app.services.jobs.drain([app.services.billing.webhooks.queue]);
    const planOf = async () =>
      (await db.select().from(subscriptions).where(eq(subscriptions.userId, professional.id)))[0];
    expect((await planOf())?.cancelAtPeriodEnd).toBe(false);

    expect((await closeAccount(app, professional)).statusCode).toBe(200);
    expect((await planOf())?.cancelAtPeriodEnd).toBe(true);
  });
});

describe("Disposal after seven years", () => {
  it("removes the return information and files once their retention ended, and records it", async () => {
    const start = clock.now();
    try {
      const { taxpayer, expert, quoteId } = await answeredJob();
      await givePassword(app, taxpayer);
      const files = await db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, taxpayer.id));
      expect(files.length).toBeGreaterThan(0);
      expect((await closeAccount(app, taxpayer)).statusCode).toBe(200);

      // A day before the seven years end, nothing goes.
      clock.set(new Date("2033-11-25T12:00:00Z"));
      await app.services.privacy.disposal.runDue();
      const professional = await signedInAgain(expert);
      const kept = await getAs<unknown[]>(app, professional, "Accountant/GetAccountantTaxPreparations");
      expect(kept.body).toHaveLength(1);

      clock.set(new Date("2033-11-26T12:00:00Z"));
      await app.services.privacy.disposal.runDue();
      const after = await getAs<unknown[]>(app, professional, "Accountant/GetAccountantTaxPreparations");
      expect(after.body).toEqual([]);
      for (const file of files) expect(await app.services.files.find(file.id)).toBeNull();
      expect(await db.select().from(users).where(eq(users.id, taxpayer.id))).toEqual([]);
      expect((await auditOf(`job:${quoteId}`)).map((entry) => [entry.action, entry.subjectUserId])).toEqual([
        ["privacy.records-disposed", taxpayer.id],
      ]);
      expect((await auditOf(`account:${taxpayer.id}`)).map((entry) => entry.action)).toEqual([
        "privacy.records-disposed",
      ]);
      // The professional stays, and the audit log keeps the closing.
      expect((await getAs(app, professional, "user/GetUser")).status).toBe(200);
      expect((await auditOf(`user:${taxpayer.id}`)).map((entry) => entry.action)).toEqual([
        "privacy.account-closed",
      ]);

      // A second pass finds nothing more to do.
      expect(await app.services.privacy.disposal.runDue()).toBe(0);
    } finally {
      clock.set(start);
    }
  });
});
