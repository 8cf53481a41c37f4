import type { EstimatedTaxPayment, JobReminders } from "@taxlane/contract";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestUser } from "../../../test/factories";
import { getAs, startedJob } from "../../../test/marketplace";
import { saveAnswers } from "../../../test/organizer";
import { remindersTestApp } from "../../../test/reminders-app";
import { appointments, notifications, reminders } from "../../db/schema";

const { dayMs, clock, app, db, start, post } = await remindersTestApp();

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
