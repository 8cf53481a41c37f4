import type {
  EstimatedTaxPayment,
  JobReminders,
  NotificationPreference,
  UserNotification,
} from "@taxlane/contract";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestDocument, taxpayerDocuments, uploadRequested } from "../../../test/documents";
import { bearer, type TestUser } from "../../../test/factories";
import { rawMailsTo } from "../../../test/mailbox";
import { createExpert, getAs, startedJob } from "../../../test/marketplace";
import { saveAnswers, w2LeftForLater } from "../../../test/organizer";
import { createTestApp, ownDatabase } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";
import { appointments, notifications, reminderSends, reminders } from "../../db/schema";
import { fixedClock } from "../../lib/clock";

const dayMs = 24 * 60 * 60 * 1000;
const clock = fixedClock(new Date("2026-11-24T15:00:00Z"));
const database = await ownDatabase();
const { app, dataDir } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock, database });
// A second API process on the same database, with its own data folder and mail queue.
const { app: second } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock, database });
const { db } = app.services;

/** The reminder mails a person got, raw (headers included), oldest first. */
async function mailsTo(user: TestUser): Promise<string[]> {
  const mails = await rawMailsTo([app, second], dataDir, user.email);
  return mails.filter((text) => /Subject: .*[Rr]eminder/.test(text));
}

const remindersOf = (quoteId: number) => db.select().from(reminders).where(eq(reminders.quoteId, quoteId));
/** How many reminders of a job went out so far. */
const sentOf = async (quoteId: number) =>
  (await remindersOf(quoteId)).reduce((sum, row) => sum + row.sentCount, 0);
/** One pass of the engine; answers how many of the job's reminders it sent. */
async function pass(quoteId: number, engines = [app]) {
  const before = await sentOf(quoteId);
  await Promise.all(engines.map((each) => each.services.reminders.engine.runDue()));
  return (await sentOf(quoteId)) - before;
}
// Each group starts at the same instant: sessions (7 days) stay open through its steps.
const start = clock.now();
const post = (user: TestUser, url: string, payload: object) =>
  app.inject({ method: "POST", url: `/api/${url}`, headers: bearer(user), payload });

describe("an organizer answer left for later", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);

  it('"I have more W-2s; remind me later" is reminded until a W-2 is uploaded', async () => {
    const { taxpayer: other, quoteId: otherJob } = await startedJob(app);
    clock.set(start);
    const marked = await saveAnswers(app, other, [
      {
        quoteId: otherJob,
        question: "taxPayer_HaveMoreRemindLater",
        answerTypeId: 3,
        categoryId: 19,
        answer: "true",
        reminder: true,
      },
    ]);
    expect(marked.statusCode, marked.body).toBe(200);
    clock.advance(3 * dayMs);
    expect(await pass(otherJob)).toBe(1);
    const [mail] = await mailsTo(other);
    expect(mail).toContain("I have more; remind me later");
    clock.advance(dayMs);
    const uploaded = await saveAnswers(app, other, [
      {
        quoteId: otherJob,
        question: "taxPayer_W2FormFile",
        answerTypeId: 6,
        categoryId: 19,
        isFile: true,
        files: [[smallPdf(), "w2-second.pdf"]],
      },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    clock.advance(2 * dayMs);
    expect(await pass(otherJob)).toBe(0);
    expect(await mailsTo(other)).toHaveLength(1);
    const [row] = await remindersOf(otherJob);
    expect(row).toMatchObject({ sentCount: 1, stopReason: "answered" });
  });

  it("is reminded every 3 days until the W-2 is given, then never again", async () => {
    clock.set(start);
    const saved = await saveAnswers(app, taxpayer, [w2LeftForLater(quoteId)]);
    expect(saved.statusCode).toBe(200);
    expect(await pass(quoteId)).toBe(0);

    clock.advance(3 * dayMs);
    expect(await pass(quoteId)).toBe(1);
    const [first] = await mailsTo(taxpayer);
    expect(first).toContain("List-Unsubscribe: <");
    expect(first).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const notices = await getAs<UserNotification[]>(app, taxpayer, "User/GetUserNotifications");
    expect(notices.body.some((notice) => notice.title.includes("organizer is waiting"))).toBe(true);

    const view = await getAs<JobReminders>(app, expert, `Accountant/GetJobReminders?quoteId=${quoteId}`);
    expect(view.status).toBe(200);
    expect(view.body.cadence).toEqual({ everyDays: 3, maxCount: 3 });
    expect(view.body.reminders).toMatchObject([{ kind: "organizer-answer", sentCount: 1, stoppedAt: null }]);
    expect(view.body.reminders[0]?.sentAt).toHaveLength(1);

    const given = await saveAnswers(app, taxpayer, [
      { ...w2LeftForLater(quoteId), reminder: false, files: [[smallPdf(), "w2.pdf"]] },
    ]);
    expect(given.statusCode).toBe(200);
    clock.advance(3 * dayMs);
    expect(await pass(quoteId)).toBe(0);
    expect(await mailsTo(taxpayer)).toHaveLength(1);
    const [row] = await remindersOf(quoteId);
    expect(row).toMatchObject({ sentCount: 1, stopReason: "answered" });
  });
});

describe("a requested document", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);

  it("is reminded on the professional's cadence; a cadence of 0 days or 1,000 reminders is refused", async () => {
    clock.set(start);
    for (const bad of [
      { quoteId, everyDays: 0, maxCount: 3 },
      { quoteId, everyDays: 3, maxCount: 1000 },
    ]) {
      const refused = await post(expert, "Accountant/SetJobReminderCadence", bad);
      expect(refused.statusCode).toBe(400);
    }
    const stranger = await createExpert(app);
    expect(
      (await post(stranger, "Accountant/SetJobReminderCadence", { quoteId, everyDays: 1, maxCount: 2 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(taxpayer, "Accountant/SetJobReminderCadence", { quoteId, everyDays: 1, maxCount: 2 }))
        .statusCode,
    ).toBe(403);
    const set = await post(expert, "Accountant/SetJobReminderCadence", {
      quoteId,
      everyDays: 1,
      maxCount: 2,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json<JobReminders>().cadence).toEqual({ everyDays: 1, maxCount: 2 });

    expect(
      (await requestDocument(app, expert, { quoteId, title: "1099-INT from the bank" })).statusCode,
    ).toBe(200);
    clock.advance(dayMs);
    expect(await pass(quoteId)).toBe(1);
    clock.advance(dayMs);
    expect(await pass(quoteId)).toBe(1);
    clock.advance(dayMs);
    expect(await pass(quoteId)).toBe(0);
    const [row] = await remindersOf(quoteId);
    expect(row).toMatchObject({ kind: "requested-document", sentCount: 2, stopReason: "done" });
  });

  it("two processes running the engine together send each reminder once", async () => {
    const document = await requestDocument(app, expert, { quoteId, title: "Brokerage statement" });
    expect(document.statusCode).toBe(200);
    clock.advance(dayMs);
    expect(await pass(quoteId, [app, second])).toBe(1);
    const rows = (await remindersOf(quoteId)).filter((row) => row.stopReason === null);
    expect(rows).toHaveLength(1);
    const reminderId = rows[0]?.id ?? 0;
    // The database refuses a second send of the same occurrence, whoever tries it.
    await expect(
      db
        .insert(reminderSends)
        .values({ reminderId, occurrence: 1, sentAt: clock.now(), trigger: "schedule" }),
    ).rejects.toThrow();
    // Both sending at once: one goes out.
    const outcomes = await Promise.all([
      app.services.reminders.engine.send(reminderId, "now"),
      second.services.reminders.engine.send(reminderId, "now"),
    ]);
    expect(outcomes.filter((outcome) => outcome === "sent")).toHaveLength(1);
    expect(
      await db.select().from(reminderSends).where(eq(reminderSends.reminderId, reminderId)),
    ).toHaveLength(2);
  });

  it("stops by itself once provided; the professional can send now and stop", async () => {
    const created = await requestDocument(app, expert, { quoteId, title: "Form 1098" });
    const documentId = created.json<{ id: string }>().id;
    const view = await getAs<JobReminders>(app, expert, `Accountant/GetJobReminders?quoteId=${quoteId}`);
    const reminder = view.body.reminders.find((entry) => entry.subject === "Form 1098, to your client");
    expect(reminder).toBeDefined();
    const reminderId = reminder?.id ?? 0;
    const sent = await post(expert, "Accountant/SendReminderNow", { quoteId, reminderId });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<JobReminders>().reminders.find((entry) => entry.id === reminderId)?.sentCount).toBe(1);

    const listed = await taxpayerDocuments(app, taxpayer, quoteId);
    expect(listed.status).toBe(200);
    const uploaded = await uploadRequested(app, taxpayer, quoteId, documentId, [smallPdf(), "1098.pdf"]);
    expect(uploaded.statusCode).toBe(200);
    const refused = await post(expert, "Accountant/SendReminderNow", { quoteId, reminderId });
    expect(refused.statusCode).toBe(409);

    const stopped = await post(expert, "Accountant/StopReminder", { quoteId, reminderId });
    expect(stopped.statusCode).toBe(200);
    const stranger = await createExpert(app);
    expect((await post(stranger, "Accountant/StopReminder", { quoteId, reminderId })).statusCode).toBe(404);
  });
});

describe("notification preferences and the unsubscribe link", async () => {
  const { taxpayer, quoteId } = await startedJob(app);

  it("refuses a kind that does not exist and turning security mail off", async () => {
    clock.set(start);
    const unknown = await post(taxpayer, "User/SetNotificationPreference", {
      kind: "horoscope",
      channel: "off",
    });
    expect(unknown.statusCode).toBe(400);
    const security = await post(taxpayer, "User/SetNotificationPreference", {
      kind: "security",
      channel: "off",
    });
    expect(security.statusCode).toBe(400);
    const list = await getAs<NotificationPreference[]>(app, taxpayer, "User/GetNotificationPreferences");
    expect(list.body.every((preference) => preference.channel === "email")).toBe(true);
  });

  it("one click moves the kind to the app only; a forged or used link is refused", async () => {
    await saveAnswers(app, taxpayer, [w2LeftForLater(quoteId)]);
    clock.advance(3 * dayMs);
    expect(await pass(quoteId)).toBe(1);
    const [mail] = await mailsTo(taxpayer);
    const token = mail?.match(/List-Unsubscribe: <[^>]*token=([^>\s]+)>/)?.[1];
    expect(token).toBeDefined();
    const url = `/api/Notifications/Unsubscribe?token=${token}`;
    const oneClick = {
      method: "POST" as const,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    };
    const forged = `${decodeURIComponent(token ?? "").slice(0, -2)}AA`;
    expect(
      (
        await app.inject({
          ...oneClick,
          url: `/api/Notifications/Unsubscribe?token=${encodeURIComponent(forged)}`,
        })
      ).statusCode,
    ).toBe(400);
    const done = await app.inject({ ...oneClick, url });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ kind: "organizer" });
    expect((await app.inject({ ...oneClick, url })).statusCode).toBe(409);
    const list = await getAs<NotificationPreference[]>(app, taxpayer, "User/GetNotificationPreferences");
    expect(list.body.find((preference) => preference.kind === "organizer")?.channel).toBe("in-app");

    // The next reminder is in the app only.
    clock.advance(3 * dayMs);
    expect(await pass(quoteId)).toBe(1);
    expect(await mailsTo(taxpayer)).toHaveLength(1);
    const notices = await getAs<UserNotification[]>(app, taxpayer, "User/GetUserNotifications");
    expect(notices.body.filter((notice) => notice.title.includes("organizer is waiting"))).toHaveLength(2);
  });
});

describe("appointments and estimated tax payments", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);
  const paysEstimates = {
    quoteId,
    question: "didPayAnyEstimatedTaxesDuringTheYear",
    answerTypeId: 3,
    categoryId: 34,
    answer: "true",
  };

  it("remind both people the day and the hour before; a cancelled appointment gets nothing more", async () => {
    clock.set(start);
    const startsAt = new Date(start.getTime() + 3 * dayMs);
    const [appointment] = await db
      .insert(appointments)
      .values({
        accountantUserId: expert.id,
        taxpayerUserId: taxpayer.id,
        quoteId,
        typeId: 3,
        status: "approved",
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        uid: `reminder-test-${quoteId}@taxlane.test`,
        createdAt: start,
        updatedAt: start,
      })
      .returning({ id: appointments.id });
    const id = String(appointment?.id);
    const ofAppointment = async () =>
      (await db.select().from(reminders).where(eq(reminders.subjectId, id))).filter((row) =>
        row.kind.startsWith("appointment-"),
      );
    await app.services.reminders.engine.runDue();
    expect(await ofAppointment()).toHaveLength(4);
    // The professional's list reads the start as the page's other times do, its zone named.
    const view = await getAs<JobReminders>(app, expert, `Accountant/GetJobReminders?quoteId=${quoteId}`);
    expect(view.body.reminders.map((entry) => entry.subject)).toContain(
      "Appointment on Nov 27, 2026, 10:00 AM EST (1 day before), to you",
    );
    // The zone those times are in, which the page writes each reminder's next and sent times in too.
    expect(view.body.timeZone).toBe("America/New_York");

    clock.set(new Date(startsAt.getTime() - dayMs));
    await app.services.reminders.engine.runDue();
    const dayBefore = (await ofAppointment()).filter((row) => row.kind === "appointment-24h");
    expect(dayBefore.map((row) => row.sentCount)).toEqual([1, 1]);
    // Each notice leads to where that person's appointments are listed.
    const newestLink = async (user: TestUser) =>
      (
        await db
          .select({ link: notifications.link })
          .from(notifications)
          .where(eq(notifications.userId, user.id))
          .orderBy(desc(notifications.id))
          .limit(1)
      )[0]?.link;
    expect(await newestLink(expert)).toBe("expert/appointments-calendar");
    expect(await newestLink(taxpayer)).toBe("user/quotes");

    await db
      .update(appointments)
      .set({ status: "cancelled" })
      .where(eq(appointments.id, Number(id)));
    clock.set(new Date(startsAt.getTime() - 60 * 60_000));
    await app.services.reminders.engine.runDue();
    const hourBefore = (await ofAppointment()).filter((row) => row.kind === "appointment-1h");
    expect(hourBefore.map((row) => [row.sentCount, row.stopReason])).toEqual([
      [0, "answered"],
      [0, "answered"],
    ]);
  });

  it("remind a taxpayer who pays estimates a week before the (moved) due date", async () => {
    clock.set(start);
    const saved = await saveAnswers(app, taxpayer, [paysEstimates]);
    expect(saved.statusCode, saved.body).toBe(200);
    // January 15, 2028 is a Saturday and the 17th Martin Luther King Day: due Tuesday the 18th,
    // reminded on January 11 at 9:00 in the taxpayer's zone (past that in every US mainland zone).
    clock.set(new Date("2028-01-11T18:00:00Z"));
    await app.services.reminders.engine.runDue();
    const [row] = await db
      .select()
      .from(reminders)
      .where(eq(reminders.subjectId, `${quoteId}:2028-01-18`));
    expect(row).toMatchObject({ kind: "estimated-tax", recipientUserId: taxpayer.id, sentCount: 1 });
  });

  it("does not remind a payment the taxpayer marked paid; refuses a day that is no due date", async () => {
    clock.set(start);
    const none = await getAs<EstimatedTaxPayment[]>(app, expert, "User/GetEstimatedTaxPayments");
    expect(none.status).toBe(403);
    expect((await saveAnswers(app, taxpayer, [paysEstimates])).statusCode).toBe(200);
    const listed = await getAs<EstimatedTaxPayment[]>(app, taxpayer, "User/GetEstimatedTaxPayments");
    expect(listed.status).toBe(200);
    expect(listed.body.map((payment) => payment.dueDay)).toEqual([
      "2027-01-15",
      "2027-04-15",
      "2027-06-15",
      "2027-09-15",
    ]);
    const paid = await post(taxpayer, "User/SetEstimatedTaxPaid", { dueDay: "2027-04-15", paid: true });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<EstimatedTaxPayment[]>().find((p) => p.dueDay === "2027-04-15")?.paid).toBe(true);

    for (const [body, status] of [
      [{ dueDay: "2027-04-16", paid: true }, 400],
      [{ dueDay: "April 15", paid: true }, 400],
      [{ dueDay: "2027-04-15" }, 400],
    ] as const) {
      expect((await post(taxpayer, "User/SetEstimatedTaxPaid", body)).statusCode).toBe(status);
    }
    expect(
      (await post(expert, "User/SetEstimatedTaxPaid", { dueDay: "2027-06-15", paid: true })).statusCode,
    ).toBe(403);
    const after = await getAs<EstimatedTaxPayment[]>(app, taxpayer, "User/GetEstimatedTaxPayments");
    expect(after.body.filter((payment) => payment.paid).map((payment) => payment.dueDay)).toEqual([
      "2027-04-15",
    ]);

    clock.set(new Date("2027-04-08T18:00:00Z"));
    await app.services.reminders.engine.runDue();
    const [april] = await db
      .select()
      .from(reminders)
      .where(eq(reminders.subjectId, `${quoteId}:2027-04-15`));
    expect(april).toMatchObject({ sentCount: 0, stopReason: "answered" });
    // The next one (June), not marked paid, is reminded as before.
    clock.set(new Date("2027-06-08T18:00:00Z"));
    await app.services.reminders.engine.runDue();
    const [june] = await db
      .select()
      .from(reminders)
      .where(eq(reminders.subjectId, `${quoteId}:2027-06-15`));
    expect(june).toMatchObject({ sentCount: 1 });
    const [notice] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, taxpayer.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice).toMatchObject({
      title: "Estimated tax payment due Tuesday, June 15, 2027",
      link: "user/notifications",
    });
  });
});
