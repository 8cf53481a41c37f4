import path from "node:path";
import { chooseBookingDay } from "../support/appointments";
import { expect, test } from "../support/fixtures";
import {
  DEMO_JOB,
  demoAppointments,
  folder,
  shoot,
  tokenFor,
  widths,
  zonedPage,
} from "../support/screenshots";

for (const width of widths) {
  test(`appointments at ${width} px`, async ({ browser, request }) => {
    test.setTimeout(200_000);
    const taxpayer = await tokenFor("taxpayer", request);
    const expert = await tokenFor("expert", request);
    const day = await demoAppointments(request, taxpayer, expert);

    // The booking dialog on the demo job's page, with the day's free times (the taxpayer in Los Angeles).
    const taxpayerPage = await zonedPage(browser, taxpayer, "America/Los_Angeles", width);
    await taxpayerPage.goto(`/user/tax_preparation/${DEMO_JOB}`);
    await expect(taxpayerPage.getByRole("region", { name: "Appointments", exact: true })).toBeVisible();
    await taxpayerPage.getByRole("button", { name: /^Make an appointment/ }).click();
    const dialog = taxpayerPage.getByRole("dialog", { name: /Make an appointment with/ });
    await chooseBookingDay(taxpayerPage, dialog, day);
    await expect(dialog.getByRole("radio").nth(3)).toBeAttached();
    await taxpayerPage.mouse.move(0, 0);
    // The dialog as it appears on the screen (a full-page picture would cut the page behind it).
    await taxpayerPage.screenshot({
      path: path.join(folder, `user-make-appointment-${width}.png`),
      animations: "disabled",
    });
    await taxpayerPage.context().close();

    // The professional's page (in New York), on the week of the appointments, then the month.
    const expertPage = await zonedPage(browser, expert, "America/New_York", width);
    await expertPage.goto("/expert/appointments-calendar");
    const calendar = expertPage.getByRole("region", { name: "Calendar", exact: true });
    const sunday = (iso: string) => {
      const time = Date.parse(`${iso}T00:00:00Z`);
      return time - new Date(time).getUTCDay() * 86_400_000;
    };
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
    const weeks = Math.round((sunday(day) - sunday(today)) / (7 * 86_400_000));
    for (let week = 0; week < weeks; week += 1)
      await calendar.getByRole("button", { name: "Next week" }).click();
    await expect(calendar.getByText("Dana Whitfield").first()).toBeVisible();
    await expect(expertPage.getByLabel("Calendar address")).toHaveValue(/^webcal:/);
    await expertPage.waitForLoadState("networkidle");
    await shoot(expertPage, "expert-appointments-calendar", width);
    await calendar.getByText("Month", { exact: true }).click();
    await expect(calendar.getByRole("button", { name: "Next month" })).toBeVisible();
    await shoot(expertPage, "expert-appointments-calendar-month", width);
    await expertPage.context().close();
  });
}
