import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { apiSignIn, bearer, registerTaxpayer, useToken } from "../support/accounts";
import { chooseBookingDay } from "../support/appointments";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { individualAnswers, ok, startJobWithDemoExpert } from "../support/marketplace";

const TAXPAYER_ZONE = "America/Los_Angeles";
const EXPERT_BROWSER_ZONE = "America/New_York";

interface FreeDay {
  /** The day (ISO), the same in the professional's zone and the taxpayer's for every slot offered. */
  day: string;
  professionalZone: string;
  slots: { time: number; startsAt: string }[];
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const clock = (instant: string, zone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(
    new Date(instant),
  );
const zoneName = (instant: string, zone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" })
    .formatToParts(new Date(instant))
    .find((part) => part.type === "timeZoneName")?.value ?? zone;
const dayIn = (instant: string, zone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date(instant));

/**
 * A day at least `firstAhead` days out on which the professional has at least two free half-hours.
 * The journeys of this file run side by side with the same demo professional: each starts its search
 * on a day of its own, so one never takes the other's time.
 */
async function freeDay(
  request: APIRequestContext,
  token: string,
  accountantId: number,
  firstAhead = 3,
): Promise<FreeDay> {
  for (let ahead = firstAhead; ahead < firstAhead + 17; ahead += 1) {
    const day = isoDay(Date.now() + ahead * 86_400_000);
    const answer = await ok(
      await request.get(
        `/api/taxpayer/GetAccountantAvailableSlots?accountantId=${accountantId}&date=${day}`,
        {
          headers: bearer(token),
        },
      ),
      "GetAccountantAvailableSlots",
    );
    const { timeZone, slots } = (await answer.json()) as { timeZone: string; slots: FreeDay["slots"] };
    const sameDay = slots.filter((slot) => dayIn(slot.startsAt, TAXPAYER_ZONE) === day);
    if (sameDay.length >= 2) return { day, professionalZone: timeZone, slots: sameDay };
  }
  throw new Error("The professional has no free day in the next weeks");
}

/** Weeks between the Sunday of this week and the Sunday of `day`'s week, as the week view counts them. */
function weeksAhead(day: string, zone: string): number {
  const sunday = (iso: string) => {
    const time = Date.parse(`${iso}T00:00:00Z`);
    return time - new Date(time).getUTCDay() * 86_400_000;
  };
  return Math.round((sunday(day) - sunday(dayIn(new Date().toISOString(), zone))) / (7 * 86_400_000));
}

async function newPage(browser: Browser, token: string, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await useToken(page, token);
  return page;
}

/** Opens the dialog on the job's page and chooses a video chat on `day` at `startsAt`. */
async function chooseSlot(page: Page, day: string, startsAt: string) {
  await page.getByRole("button", { name: /^Make an appointment/ }).click();
  const dialog = page.getByRole("dialog", { name: /Make an appointment with/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Choose a day to see the free times.")).toBeVisible();
  await dialog.getByRole("radio", { name: "Video chat" }).check();
  await chooseBookingDay(page, dialog, day);
  // The free times are radio buttons labelled with the time here, then the professional's.
  const time = clock(startsAt, TAXPAYER_ZONE);
  const slot = dialog.getByRole("radio", { name: new RegExp(`^${time}`) });
  await expect(slot).toHaveCount(1);
  await expect(dialog.getByText(/Times are shown in your time zone, Pacific Time/)).toBeVisible();
  await dialog.getByText(time, { exact: true }).click();
  await expect(slot).toBeChecked();
  return { dialog, slot };
}

/** Books from the job's page: video chat, the day typed, the slot that starts at `startsAt`. */
async function book(page: Page, day: string, startsAt: string, comment: string) {
  const { dialog } = await chooseSlot(page, day, startsAt);
  await dialog.getByLabel(/Comment for/).fill(comment);
  await expectAxeClean(page);
  await dialog.getByRole("button", { name: "Request appointment" }).click();
  await expect(dialog).toBeHidden();
}

test.describe("appointments", () => {
  test("the professional sets their video link, and the taxpayer's approved video call shows it", async ({
    browser,
    request,
  }) => {
    const account = await registerTaxpayer(request, "video");
    const taxpayerToken = await apiSignIn(request, account.email, account.password);
    const job = await startJobWithDemoExpert(request, taxpayerToken, "individual", individualAnswers);
    const { accountant } = (await (
      await ok(
        await request.get(`/api/TaxPreparation/GetTaxPreparation?quoteId=${job.quoteId}`, {
          headers: bearer(taxpayerToken),
        }),
        "GetTaxPreparation",
      )
    ).json()) as { accountant: { id: number } };
    const link = `https://zoom.us/j/${Date.now()}`;

    const expert = await newPage(browser, job.expertToken, EXPERT_BROWSER_ZONE);
    await expert.goto("/expert/appointments-calendar");
    const field = expert.getByLabel("Your video meeting link");
    await field.fill("http://zoom.us/j/1");
    await expert.getByRole("button", { name: "Save video link" }).click();
    await expect(expert.getByText(/starting with https:\/\/ \(for example/)).toBeVisible();
    await field.fill(link);
    await expert.getByRole("button", { name: "Save video link" }).click();
    await expect(expert.getByText("Video link saved.", { exact: false })).toBeVisible();
    await expectAxeClean(expert);

    const free = await freeDay(request, taxpayerToken, accountant.id, 12);
    const [slot] = free.slots;
    if (slot === undefined) throw new Error("a free slot expected");
    const booked = await ok(
      await request.post("/api/taxpayer/makeAppointment", {
        headers: bearer(taxpayerToken),
        data: {
          quoteId: job.quoteId,
          appointmentTypeId: 3,
          dateTime: dayIn(slot.startsAt, free.professionalZone),
          time: slot.time,
        },
      }),
      "makeAppointment",
    );
    const { id } = (await booked.json()) as { id: number };
    await ok(
      await request.post(`/api/accountant/ApproveAppointment?appointmentId=${id}`, {
        headers: bearer(job.expertToken),
      }),
      "ApproveAppointment",
    );

    const taxpayer = await newPage(browser, taxpayerToken, TAXPAYER_ZONE);
    await taxpayer.goto(`/user/tax_preparation/${job.quoteId}`);
    const entry = taxpayer
      .getByRole("region", { name: "Appointments", exact: true })
      .getByRole("listitem")
      .filter({ hasText: `Video chat with ${job.expertName}` });
    await expect(entry.getByText("Approved")).toBeVisible();
    await expect(entry.getByRole("link", { name: /Join the video meeting/ })).toHaveAttribute("href", link);
    await expectAxeClean(taxpayer);
  });

  test("a taxpayer books a video call from the job page, the professional rejects it with a message, approves the next, and both see it in their own time", async ({
    browser,
    request,
  }) => {
    test.setTimeout(480_000);
    const account = await registerTaxpayer(request, "appointments");
    const taxpayerToken = await apiSignIn(request, account.email, account.password);
    const lastName = `Booker${Date.now().toString(36)}`;
    await ok(
      await request.post("/api/Taxpayer/UpdateProfileDetails", {
        headers: bearer(taxpayerToken),
        multipart: { firstName: account.firstName, lastName, phoneNumber: "+1 415 555 0100" },
      }),
      "UpdateProfileDetails",
    );
    const job = await startJobWithDemoExpert(request, taxpayerToken, "individual", individualAnswers);
    const accountantId = (
      (await (
        await ok(
          await request.get(`/api/TaxPreparation/GetTaxPreparation?quoteId=${job.quoteId}`, {
            headers: bearer(taxpayerToken),
          }),
          "GetTaxPreparation",
        )
      ).json()) as { accountant: { id: number } }
    ).accountant.id;
    const free = await freeDay(request, taxpayerToken, accountantId);
    const [first, second] = free.slots;
    if (first === undefined || second === undefined) throw new Error("two slots expected");

    // The taxpayer, in Los Angeles, books a video call from the job's page.
    const taxpayer = await newPage(browser, taxpayerToken, TAXPAYER_ZONE);
    await taxpayer.goto(`/user/tax_preparation/${job.quoteId}`);
    const appointments = taxpayer.getByRole("region", { name: "Appointments", exact: true });
    await expect(appointments.getByText("No appointments yet.")).toBeVisible();
    await expectAxeClean(taxpayer);

    // By keys: Request with a day but no time lands on the free times; Tab goes round the dialog.
    await taxpayer.getByRole("button", { name: /^Make an appointment/ }).click();
    const keyDialog = taxpayer.getByRole("dialog", { name: /Make an appointment with/ });
    await chooseBookingDay(taxpayer, keyDialog, free.day);
    // The times are in before the request is sent (the button waits for them too).
    await expect(keyDialog.getByRole("radiogroup", { name: "Free times, in your time" })).toBeVisible();
    await keyDialog.getByRole("button", { name: "Request appointment" }).focus();
    await taxpayer.keyboard.press("Enter");
    await expect(keyDialog.getByText("Please choose a time.")).toBeVisible();
    await expect(
      keyDialog.getByRole("radiogroup", { name: "Free times, in your time" }).getByRole("radio").first(),
    ).toBeFocused();
    await keyDialog.getByRole("button", { name: "Cancel" }).focus();
    await taxpayer.keyboard.press("Tab");
    await expect(keyDialog.getByRole("button", { name: "Close" })).toBeFocused();
    await taxpayer.keyboard.press("Shift+Tab");
    await expect(keyDialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await taxpayer.keyboard.press("Enter");
    await expect(keyDialog).toBeHidden();

    await book(taxpayer, free.day, first.startsAt, "Questions about my rental.");
    const firstEntry = appointments.getByRole("listitem").filter({
      hasText: `${clock(first.startsAt, TAXPAYER_ZONE)} ${zoneName(first.startsAt, TAXPAYER_ZONE)}`,
    });
    await expect(firstEntry.getByText(`Video chat with ${job.expertName}`)).toBeVisible();
    await expect(firstEntry.getByText("Waiting for approval")).toBeVisible();
    await expect(firstEntry.getByText("Your comment: Questions about my rental.")).toBeVisible();

    // The professional, in New York, rejects it with a message.
    const expert = await newPage(browser, job.expertToken, EXPERT_BROWSER_ZONE);
    await expert.goto("/expert/appointments-calendar");
    await expect(expert.getByRole("heading", { level: 1, name: "Appointments" })).toBeVisible();
    const requestRow = expert.getByRole("row").filter({ hasText: lastName });
    await expect(requestRow).toHaveCount(1);
    await expect(requestRow.getByText("Video chat")).toBeVisible();
    await expect(requestRow.getByText("Questions about my rental.")).toBeVisible();
    await expect(
      requestRow.getByText(
        `${clock(first.startsAt, free.professionalZone)} ${zoneName(first.startsAt, free.professionalZone)}`,
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await expect(expert.getByRole("heading", { level: 2, name: "Working hours" })).toBeVisible();
    await expect(expert.getByLabel("Calendar address")).toHaveValue(/^webcal:\/\//);
    await expectAxeClean(expert);
    await requestRow.getByRole("button", { name: /^Reject and send message/ }).click();
    const rejectDialog = expert.getByRole("dialog", { name: /Reject and send a message to/ });
    // A click while the dialog is still zooming in can land on nothing on a busy machine: sending the
    // empty message again changes nothing, so the click is repeated until the refusal shows.
    await expect(async () => {
      await rejectDialog.getByRole("button", { name: "Reject and send" }).click();
      await expect(rejectDialog.getByText("Please write your message.")).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await rejectDialog.getByLabel(/Message to/).fill("I am away that morning. Could we meet later that day?");
    await expectAxeClean(expert);
    await rejectDialog.getByRole("button", { name: "Reject and send" }).click();
    await expect(rejectDialog).toBeHidden();
    await expect(requestRow).toHaveCount(0);

    // The taxpayer sees the answer with the message.
    await taxpayer.reload();
    await expect(firstEntry.getByText("Declined")).toBeVisible();
    await expect(firstEntry.getByText(/I am away that morning/)).toBeVisible();

    // The later time is taken while the dialog is open (here by the same person, elsewhere): the
    // dialog says so, and the time leaves the list.
    const { dialog, slot } = await chooseSlot(taxpayer, free.day, second.startsAt);
    await ok(
      await request.post("/api/taxpayer/makeAppointment", {
        headers: bearer(taxpayerToken),
        data: {
          quoteId: job.quoteId,
          appointmentTypeId: 2,
          additionalComments: "Booked from another tab.",
          dateTime: dayIn(second.startsAt, free.professionalZone),
          time: second.time,
        },
      }),
      "makeAppointment",
    );
    await dialog.getByRole("button", { name: "Request appointment" }).click();
    await expect(dialog.getByRole("alert")).toContainText(
      "This time is no longer free. Please choose another.",
    );
    await expect(slot).toHaveCount(0);
    await expectAxeClean(taxpayer);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    // That booking is cancelled from the list, which frees the time again, and the taxpayer books it.
    const otherTab = appointments.getByRole("listitem").filter({ hasText: "Booked from another tab." });
    await expect(otherTab.getByText("Phone call with")).toBeVisible();
    await otherTab.getByRole("button", { name: /^Cancel appointment/ }).click();
    const confirmCancel = taxpayer.getByRole("dialog").filter({ hasText: "Cancel this appointment?" });
    await confirmCancel.getByRole("button", { name: "Cancel appointment" }).click();
    await expect(otherTab.getByText("Cancelled")).toBeVisible();
    await expect(otherTab.getByRole("button", { name: /^Cancel appointment/ })).toHaveCount(0);
    await book(taxpayer, free.day, second.startsAt, "Later is fine.");
    const secondEntry = appointments.getByRole("listitem").filter({ hasText: "Later is fine." });
    await expect(secondEntry.getByText("Waiting for approval")).toBeVisible();

    // The professional approves it; it shows in the week of the calendar, in their zone.
    await expert.reload();
    const secondRow = expert.getByRole("row").filter({ hasText: lastName });
    await expect(secondRow.getByText("Later is fine.")).toBeVisible();
    await secondRow.getByRole("button", { name: /^Approve appointment/ }).focus();
    await expert.keyboard.press("Enter");
    await expect(secondRow).toHaveCount(0);
    // The focus goes on to the next request, or to the list's heading when none is left.
    await expect(expert.locator(":focus")).toHaveAccessibleName(/^(Approve appointment|Requests)/);
    const calendar = expert.getByRole("region", { name: "Calendar", exact: true });
    for (let week = 0; week < weeksAhead(free.day, free.professionalZone); week += 1) {
      await calendar.getByRole("button", { name: "Next week" }).click();
    }
    // The entry, inside its day's item of the week.
    const entry = calendar.getByRole("listitem").filter({ hasText: lastName }).last();
    await expect(entry).toContainText(`${clock(second.startsAt, free.professionalZone)}`);
    await expect(entry).toContainText("Video chat");
    await expectAxeClean(expert);
    await calendar.getByText("Month", { exact: true }).click();
    await expect(calendar.getByRole("table")).toBeVisible();
    await expectAxeClean(expert);

    // The working hours are saved from the same page.
    const notice = expert.getByLabel("Minimum notice (hours)");
    await notice.fill("2");
    await expert.getByRole("button", { name: "Save working hours" }).click();
    await expect(expert.getByText("Working hours saved.", { exact: false })).toBeVisible();
    await expect(notice).toHaveValue("2");

    // The taxpayer sees it approved, at the time in Los Angeles.
    await taxpayer.reload();
    await expect(secondEntry.getByText("Approved")).toBeVisible();
    await expect(secondEntry).toContainText(
      `${clock(second.startsAt, TAXPAYER_ZONE)} ${zoneName(second.startsAt, TAXPAYER_ZONE)}`,
    );
    // Their own private calendar feed, for a calendar app.
    await appointments.getByRole("button", { name: "Add them to my calendar app" }).click();
    await expect(appointments.getByLabel("Calendar address")).toHaveValue(/^webcal:\/\/.+\.ics$/);
    await expectAxeClean(taxpayer);

    // The professional cancels it from the calendar; the taxpayer sees it cancelled.
    await calendar.getByText("Week", { exact: true }).click();
    for (let week = 0; week < weeksAhead(free.day, free.professionalZone); week += 1) {
      await calendar.getByRole("button", { name: "Next week" }).click();
    }
    await entry.getByRole("button", { name: /^Cancel/ }).click();
    const confirmExpertCancel = expert.getByRole("dialog").filter({ hasText: "Cancel this appointment?" });
    await expect(confirmExpertCancel).toContainText("gets a cancellation for their calendar");
    await confirmExpertCancel.getByRole("button", { name: "Cancel appointment" }).click();
    await expect(calendar.getByRole("listitem").filter({ hasText: lastName })).toHaveCount(0);
    await taxpayer.reload();
    await expect(secondEntry.getByText("Cancelled")).toBeVisible();

    // The quotes page offers the same booking beside the chosen quote, and lists the appointments.
    await taxpayer.goto("/user/quotes");
    await expect(
      taxpayer.getByRole("button", { name: new RegExp(`Make an appointment with ${job.expertName}`) }),
    ).toBeVisible();
    await expect(
      taxpayer.getByRole("region", { name: "Your appointments" }).getByText("Later is fine."),
    ).toBeVisible();
    await expectAxeClean(taxpayer);
  });
});
