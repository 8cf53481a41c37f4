import type { JobReminders, NotificationPreference, UserNotification } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestDocument, taxpayerDocuments, uploadRequested } from "../../../test/documents";
import { createExpert, getAs, startedJob } from "../../../test/marketplace";
import { saveAnswers, w2LeftForLater } from "../../../test/organizer";
import { remindersTestApp } from "../../../test/reminders-app";
import { smallPdf } from "../../../test/uploads";
import { reminderSends } from "../../db/schema";

const { dayMs, clock, app, second, db, mailsTo, remindersOf, pass, start, post } = await remindersTestApp();

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
