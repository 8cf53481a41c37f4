import path from "node:path";
import { fileURLToPath } from "node:url";
import { request as playwrightRequest } from "@playwright/test";
import { apiSignIn, bearer, registerTaxpayer, useToken } from "../support/accounts";
import { startServer } from "../support/calendar-server";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { mailTo } from "../support/mail";
import {
  chooseAccountant,
  individualAnswers,
  newInvitationKey,
  ok,
  sendIndividualQuote,
} from "../support/marketplace";
import { answer, field, next, stepHeading } from "../support/organizer";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const pdf = path.join(fixtures, "price-list.pdf");
const reminderSubject = /Reminder: your tax organizer/;

// The test clock exists only on a server started with NODE_ENV=test and TEST_CLOCK=true: this
// journey starts its own (HOST 0.0.0.0 keeps the demo accounts off the published password).
test("a W-2 left for later is reminded by mail until it is uploaded", async ({ browser }) => {
  test.setTimeout(600_000);
  const server = await startServer({ NODE_ENV: "test", TEST_CLOCK: "true", HOST: "0.0.0.0" });
  try {
    const api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
    const expertToken = await apiSignIn(api, "expert@demo.taxlane.app", server.demoPassword);
    const account = await registerTaxpayer(api, "reminders");
    const taxpayerToken = await apiSignIn(api, account.email, account.password);
    const invitationkey = await newInvitationKey(api, expertToken);
    const created = await ok(
      await api.post("/api/taxpayer/AddIndividualTaxpayerInitialQuestions", {
        headers: bearer(taxpayerToken),
        data: { ...individualAnswers, isMarried: false, invitationkey },
      }),
      "AddIndividualTaxpayerInitialQuestions",
    );
    const { taxPreparationId } = (await created.json()) as { taxPreparationId: number };
    const quoteId = await sendIndividualQuote(api, expertToken, taxPreparationId, {});
    await chooseAccountant(api, taxpayerToken, quoteId);
    await ok(
      await api.post(`/api/Accountant/ConfirmQuote?quoteId=${quoteId}`, { headers: bearer(expertToken) }),
      "ConfirmQuote",
    );

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
