import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { bearer, useToken } from "../support/accounts";
import { startServer } from "../support/calendar-server";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { mailTo } from "../support/mail";
import { ok } from "../support/marketplace";
import { answer, field, next, stepHeading } from "../support/organizer";
import { advanceClock, jobOnOwnServer } from "../support/own-server";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const pdf = path.join(fixtures, "price-list.pdf");
const reminderSubject = /Reminder: your tax organizer/;

/** The dev mailbox lists a mail with this subject; the mail queue sends shortly after the pass. */
async function seeInMailbox(page: Page, subject: RegExp): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("link", { name: subject }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

// The test clock exists only on a server started with NODE_ENV=test and TEST_CLOCK=true: this
// journey starts its own (HOST 0.0.0.0 keeps the demo accounts off the published password).
test("a W-2 left for later is reminded by mail until it is uploaded", async ({ browser }) => {
  test.setTimeout(600_000);
  const server = await startServer({ NODE_ENV: "test", TEST_CLOCK: "true", HOST: "0.0.0.0" });
  try {
    const { api, account, taxpayerToken, quoteId } = await jobOnOwnServer(server, "reminders");
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await useToken(page, taxpayerToken);
    await page.goto(`/organizer/individual/${quoteId}`);
    await expect(stepHeading(page, "Tax filing")).toBeVisible();
    await answer(page, "Have you filed a tax return before?", "No");
    await next(page);
    await expect(stepHeading(page, "Estimated taxes paid")).toBeVisible();
    await answer(page, "Did you pay estimated taxes during the year?", "No");
    await next(page);
    await expect(stepHeading(page, "Taxpayer information")).toBeVisible();
    await answer(page, "Were you legally married on December 31?", "No");
    await next(page);
    await field(page, "Last name").fill("Rivera");
    await field(page, "Social security number or ITIN").fill("123-45-6789");
    await field(page, "Birthday").fill("1985-03-14");
    await next(page);
    await expect(stepHeading(page, "ID")).toBeVisible();
    await next(page);
    await expect(stepHeading(page, "Address as of December 31")).toBeVisible();
    await field(page, "Street").fill("12 Elm Street");
    await field(page, "City").fill("Austin");
    await next(page);

    // The W-2 step: "I have more; remind me later", saved by Next.
    await expect(stepHeading(page, "W-2 forms")).toBeVisible();
    await page.getByRole("checkbox", { name: "I have more; remind me later", exact: true }).check();
    await expectAxeClean(page);
    await next(page);
    await expect(stepHeading(page, "W-2 forms")).toBeHidden();
    expect(
      await mailTo(api, account.email).then((list) => list.filter((m) => reminderSubject.test(m.subject))),
    ).toHaveLength(0);

    // Three days later (the test clock), the reminder is in the mailbox.
    await ok(await api.post("/api/test/clock", { data: { advanceHours: 73 } }), "test clock");
    await page.goto("/dev/mail");
    await expect(page.getByRole("link", { name: reminderSubject }).first()).toBeVisible();
    await expectAxeClean(page);

    // The W-2 is uploaded: no reminder after that.
    // The organizer opens where the taxpayer left it, just past the W-2s.
    await page.goto(`/organizer/individual/${quoteId}`);
    const back = page.getByRole("button", { name: "Back", exact: true });
    await expect(back).toBeVisible();
    for (let step = 0; step < 10 && !(await stepHeading(page, "W-2 forms").isVisible()); step++) {
      await back.click();
    }
    await expect(stepHeading(page, "W-2 forms")).toBeVisible();
    await page.getByLabel("Choose files for Upload your W-2 forms", { exact: true }).setInputFiles(pdf);
    await expect(page.getByRole("list", { name: "Files for Upload your W-2 forms" })).toContainText(
      "price-list.pdf",
    );
    await next(page);
    await expect(stepHeading(page, "W-2 forms")).toBeHidden();
    await ok(await api.post("/api/test/clock", { data: { advanceHours: 73 } }), "test clock");
    // A reminder's notice is stored in the transaction that sends it: still the one from before.
    const notices = await ok(
      await api.get("/api/User/GetUserNotifications", { headers: bearer(taxpayerToken) }),
      "GetUserNotifications",
    );
    const titles = ((await notices.json()) as { title: string }[]).map((notice) => notice.title);
    expect(titles.filter((title) => reminderSubject.test(title))).toHaveLength(1);
    const reminders = (await mailTo(api, account.email)).filter((mail) => reminderSubject.test(mail.subject));
    expect(reminders).toHaveLength(1);
    await context.close();
    await api.dispose();
  } finally {
    await server.stop();
  }
});

test("an appointment's and an estimated payment's reminders arrive by mail as the clock moves; a paid payment is ticked", async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const server = await startServer({ NODE_ENV: "test", TEST_CLOCK: "true", HOST: "0.0.0.0" });
  try {
    const { api, account, expertToken, taxpayerToken, quoteId } = await jobOnOwnServer(server, "reminders");
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await useToken(page, taxpayerToken);

    // The taxpayer says in the organizer that they pay estimated tax (saved by Next).
    await page.goto(`/organizer/individual/${quoteId}`);
    await expect(stepHeading(page, "Tax filing")).toBeVisible();
    await answer(page, "Have you filed a tax return before?", "No");
    await next(page);
    await expect(stepHeading(page, "Estimated taxes paid")).toBeVisible();
    await answer(page, "Did you pay estimated taxes during the year?", "Yes");
    await next(page);
    await expect(stepHeading(page, "Estimated taxes paid")).toBeHidden();

    // Their Notifications page lists the next payments; one is ticked paid, and stays so.
    await page.goto("/user/notifications");
    const payments = page.getByRole("list", { name: "Estimated tax payments" });
    const boxes = payments.getByRole("checkbox");
    await expect(boxes).toHaveCount(4);
    const last = boxes.last();
    await expect(last).not.toBeChecked();
    // Checked once the server has it (the box follows the saved list).
    await last.click();
    await expect(last).toBeChecked();
    await expectAxeClean(page);
    await page.reload();
    await expect(payments.getByRole("checkbox").last()).toBeChecked();

    // An appointment a few days out, booked and approved.
    const job = await ok(
      await api.get(`/api/TaxPreparation/GetTaxPreparation?quoteId=${quoteId}`, {
        headers: bearer(taxpayerToken),
      }),
      "GetTaxPreparation",
    );
    const accountantId = ((await job.json()) as { accountant: { id: number } }).accountant.id;
    let booked: { startsAt: string; appointmentId: number } | null = null;
    for (let ahead = 3; ahead < 20 && !booked; ahead += 1) {
      const day = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
      const slots = await ok(
        await api.get(`/api/taxpayer/GetAccountantAvailableSlots?accountantId=${accountantId}&date=${day}`, {
          headers: bearer(taxpayerToken),
        }),
        "GetAccountantAvailableSlots",
      );
      const { timeZone, slots: free } = (await slots.json()) as {
        timeZone: string;
        slots: { time: number; startsAt: string }[];
      };
      const [slot] = free;
      if (!slot) continue;
      const made = await ok(
        await api.post("/api/taxpayer/makeAppointment", {
          headers: bearer(taxpayerToken),
          data: {
            quoteId,
            appointmentTypeId: 2,
            additionalComments: "",
            // The day in the professional's zone, as the booking dialog sends it.
            dateTime: new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date(slot.startsAt)),
            time: slot.time,
          },
        }),
        "makeAppointment",
      );
      booked = { startsAt: slot.startsAt, appointmentId: ((await made.json()) as { id: number }).id };
    }
    if (!booked) throw new Error("The demo expert has no free time in the next weeks");
    await ok(
      await api.post(`/api/accountant/ApproveAppointment?appointmentId=${booked.appointmentId}`, {
        headers: bearer(expertToken),
      }),
      "ApproveAppointment",
    );

    // A pass (every minute on a server; here the clock's move runs it) plans the reminders.
    await advanceClock(api, 0.05);
    // The day before (the test clock), "Your appointment is tomorrow" is in the mailbox.
    const dayBefore = Date.parse(booked.startsAt) - 24 * 3_600_000 + 600_000;
    let now = await advanceClock(api, (dayBefore - Date.now()) / 3_600_000);
    await page.goto("/dev/mail");
    await seeInMailbox(page, /Your appointment is tomorrow/);
    await expectAxeClean(page);
    expect((await mailTo(api, account.email)).map((mail) => mail.subject)).toContain(
      "Your appointment is tomorrow",
    );

    // A week before the next estimated payment's due date (after 9:00 in every US zone), its reminder.
    const first = new Date(now);
    const nextDue = [0, 1]
      .flatMap((year) =>
        ["01-15", "04-15", "06-15", "09-15"].map((day) => `${first.getUTCFullYear() + year}-${day}`),
      )
      .map((day) => Date.parse(`${day}T00:00:00Z`))
      .find((due) => due - 7 * 86_400_000 > now);
    if (nextDue === undefined) throw new Error("no due date ahead");
    now = await advanceClock(api, (nextDue - 7 * 86_400_000 + 20 * 3_600_000 - now) / 3_600_000);
    await page.goto("/dev/mail");
    await seeInMailbox(page, /^Estimated tax payment due/);
    const estimated = (await mailTo(api, account.email)).filter((mail) =>
      mail.subject.startsWith("Estimated tax payment due"),
    );
    expect(estimated).toHaveLength(1);
    await context.close();
    await api.dispose();
  } finally {
    await server.stop();
  }
});
