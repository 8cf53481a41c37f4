import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  apiSignIn,
  bearer,
  demo,
  demoExpertToken,
  demoOperatorToken,
  newPassword,
  registerTaxpayer,
  uniqueEmail,
  useToken,
} from "../support/accounts";
import { chooseBookingDay } from "../support/appointments";
import { registerProfessional } from "../support/billing";
import { expect, expectAxeClean, test } from "../support/fixtures";

const priceList = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/price-list.pdf");
const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../docs/screenshots");
const widths = [1440, 390] as const;

type Session = "taxpayer" | "expert";

/** Every page, by name, with how to reach it (signed in as `as` when given); later work adds its pages here. */
const pages: { name: string; path: string; as?: Session }[] = [
  { name: "home", path: "/" },
  { name: "taxpayer-landing", path: "/taxpayer" },
  { name: "expert-landing", path: "/expert" },
  { name: "pricing", path: "/pricing" },
  { name: "blogs", path: "/blogs" },
  { name: "blog-post", path: "/blogs/1" },
  { name: "faq", path: "/faq" },
  { name: "contact-us", path: "/contact-us" },
  { name: "about", path: "/about" },
  { name: "privacy-policy", path: "/privacy-policy" },
  { name: "terms-condition", path: "/terms-condition" },
  { name: "newsletter-unsubscribe-unknown-link", path: "/newsletter/unsubscribe?token=no-such-token" },
  { name: "not-found", path: "/no/such/page" },
  { name: "login", path: "/login" },
  { name: "signup-tax-payer", path: "/signup/tax-payer" },
  { name: "email-code-verification", path: "/email-code-verification" },
  { name: "forgot-password", path: "/forgot-password" },
  { name: "reset-password", path: "/reset-password" },
  { name: "reset-password-used-link", path: "/reset-password?token=no-such-token" },
  { name: "congrats-reset-password", path: "/congrats-reset-password" },
  { name: "dev-mail", path: "/dev/mail" },
  { name: "home-signed-in", path: "/", as: "taxpayer" },
  { name: "signup-confirmation", path: "/signup/confirmation", as: "taxpayer" },
  { name: "change-password", path: "/change-password", as: "taxpayer" },
  { name: "user-quotes", path: "/user/quotes", as: "taxpayer" },
  { name: "expert-requests", path: "/expert/requests", as: "expert" },
  { name: "experts", path: "/experts" },
  { name: "expert-public-profile", path: "/experts/2" },
  { name: "user-profile", path: "/user/profile", as: "taxpayer" },
  { name: "expert-profile", path: "/expert/profile", as: "expert" },
  { name: "expert-profile-edit", path: "/expert/profile?mode=edit", as: "expert" },
  { name: "get-started", path: "/get-started" },
  { name: "get-started-individual-step", path: "/get-started?type=individual" },
  { name: "get-started-business-step", path: "/get-started?type=business" },
  { name: "user-add-quote", path: "/user/add-quote", as: "taxpayer" },
  { name: "signup-expert", path: "/signup/expert" },
  { name: "signup-expert-form-1-credentials", path: "/signup/expert/form?step=1" },
  { name: "signup-expert-form-2-services", path: "/signup/expert/form?step=2" },
  { name: "signup-expert-form-3-work", path: "/signup/expert/form?step=3" },
  { name: "signup-expert-form-4-practice", path: "/signup/expert/form?step=4" },
  { name: "signup-expert-form-5-standout", path: "/signup/expert/form?step=5" },
  { name: "signup-expert-form-6-photo", path: "/signup/expert/form?step=6" },
  { name: "signup-expert-form-7-reviews", path: "/signup/expert/form?step=7" },
  { name: "signup-expert-form-8-education-pricing", path: "/signup/expert/form?step=8" },
  { name: "user-tax-preparation", path: "/user/tax_preparation", as: "taxpayer" },
  // The seed's quote 7 is the demo taxpayer's job in process with the demo expert.
  { name: "user-tax-preparation-job", path: "/user/tax_preparation/7", as: "taxpayer" },
  { name: "expert-tax-preparation", path: "/expert/tax_preparation", as: "expert" },
  // The same job's organizer: the taxpayer's wizard, and the professional's read of the answers.
  { name: "organizer-individual", path: "/organizer/individual/7", as: "taxpayer" },
  { name: "organizer-individual-review", path: "/organizer/individual/7", as: "expert" },
  // The same job's documents as its professional sees them.
  { name: "expert-tax-preparation-documents", path: "/expert/tax_preparation/7/documents", as: "expert" },
  // The job's page for its professional, and both sides' organizer and documents tabs.
  { name: "expert-tax-preparation-job", path: "/expert/tax_preparation/7", as: "expert" },
  {
    name: "expert-tax-preparation-job-organizer",
    path: "/expert/tax_preparation/7?tab=organizer",
    as: "expert",
  },
  {
    name: "expert-tax-preparation-job-documents",
    path: "/expert/tax_preparation/7?tab=documents",
    as: "expert",
  },
  {
    name: "user-tax-preparation-job-organizer",
    path: "/user/tax_preparation/7?tab=organizer",
    as: "taxpayer",
  },
  {
    name: "user-tax-preparation-job-documents",
    path: "/user/tax_preparation/7?tab=documents",
    as: "taxpayer",
  },
  // The appointments pages with data are shot by the "appointments" test below.
  // Reminders: the job's Reminders tab, both notifications pages, and a reminder mail's unsubscribe page.
  {
    name: "expert-tax-preparation-job-reminders",
    path: "/expert/tax_preparation/7?tab=reminders",
    as: "expert",
  },
  { name: "user-notifications", path: "/user/notifications", as: "taxpayer" },
  { name: "expert-notifications", path: "/expert/notifications", as: "expert" },
  { name: "reminder-unsubscribe", path: "/unsubscribe?token=a-link-from-a-mail" },
];

/** The demo taxpayer's job with the demo expert. */
const DEMO_JOB = 7;

async function zonedPage(browser: Browser, token: string, timezoneId: string, width: number): Promise<Page> {
  const context = await browser.newContext({ timezoneId, viewport: viewport(width) });
  const page = await context.newPage();
  await useToken(page, token);
  return page;
}

/**
 * The day of the demo taxpayer's approved appointment with the demo expert; without one (an older
 * seed), a day a few days out on which one is booked and approved and another requested.
 */
async function demoAppointments(
  request: APIRequestContext,
  taxpayer: string,
  expert: string,
): Promise<string> {
  const listed = (await (
    await request.get("/api/taxpayer/GetAppointments", { headers: bearer(taxpayer) })
  ).json()) as { status: string; date: string; startsAt: string }[];
  // The demo world has an approved video call a few working days out.
  const seeded = listed.find(
    (appointment) => appointment.status === "approved" && Date.parse(appointment.startsAt) > Date.now(),
  );
  if (seeded !== undefined) return seeded.date.slice(0, 10);
  const job = (await (
    await request.get(`/api/TaxPreparation/GetTaxPreparation?quoteId=${DEMO_JOB}`, {
      headers: bearer(taxpayer),
    })
  ).json()) as { accountant: { id: number } };
  for (let ahead = 3; ahead < 20; ahead += 1) {
    const day = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const answer = await request.get(
      `/api/taxpayer/GetAccountantAvailableSlots?accountantId=${job.accountant.id}&date=${day}`,
      { headers: bearer(taxpayer) },
    );
    const { slots } = (await answer.json()) as { slots: { time: number }[] };
    if (slots.length < 6) continue;
    const booked = async (time: number, comment: string) => {
      const made = await request.post("/api/taxpayer/makeAppointment", {
        headers: bearer(taxpayer),
        data: { quoteId: DEMO_JOB, appointmentTypeId: 3, additionalComments: comment, dateTime: day, time },
      });
      return made.ok() ? ((await made.json()) as { id: number }).id : null;
    };
    const approved = await booked(slots[0]?.time ?? 9, "Going over last year's return.");
    if (approved !== null) {
      await request.post(`/api/accountant/ApproveAppointment?appointmentId=${approved}`, {
        headers: bearer(expert),
      });
    }
    await booked(slots[2]?.time ?? 11, "A question about my rental's expenses.");
    return day;
  }
  throw new Error("The demo expert has no free day in the next weeks");
}

// One demo taxpayer sign-in per worker; the demo expert's token is shared by the whole run.
let taxpayerToken: Promise<string> | undefined;

function tokenFor(session: Session, request: APIRequestContext): Promise<string> {
  if (session === "expert") return demoExpertToken(request);
  taxpayerToken ??= apiSignIn(request, demo.taxpayer, demo.password);
  return taxpayerToken;
}

const viewport = (width: number) => ({ width, height: width > 800 ? 900 : 844 });
const shoot = (page: Page, name: string, width: number) =>
  page.screenshot({
    path: path.join(folder, `${name}-${width}.png`),
    fullPage: true,
    animations: "disabled",
  });

for (const width of widths) {
  for (const entry of pages) {
    test(`${entry.name} at ${width} px`, async ({ page, request }) => {
      test.setTimeout(entry.as === "expert" ? 200_000 : 30_000);
      if (entry.as !== undefined) await useToken(page, await tokenFor(entry.as, request));
      await page.setViewportSize(viewport(width));
      await page.goto(entry.path);
      await expect(page.locator("main")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      if (entry.name === "dev-mail") {
        const first = page.getByRole("main").getByRole("listitem").first().getByRole("link");
        if ((await first.count()) > 0) {
          await first.click();
          await expect(page.locator("pre")).toBeVisible();
        }
      }
      if (entry.as === "taxpayer" && entry.path === "/") {
        // On a phone the person's menu sits in the folded header menu.
        if (width < 960) await page.getByRole("button", { name: "Menu" }).click();
        await expect(page.getByRole("banner").getByRole("button", { name: /Dana Whitfield/ })).toBeVisible();
      }
      // Sections that load as they come near the screen are scrolled past, and the data pages load
      // (posts, plans, professionals) is in, before the picture is taken.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      // The home page's sections that render when near the screen are each scrolled to and shown.
      for (const space of await page.locator(".tl-space").all()) {
        await space.scrollIntoViewIfNeeded();
        await expect(space.locator(":scope > *").first()).toBeVisible();
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState("networkidle");
      await shoot(page, entry.name, width);
      // Every page is also checked with axe at both widths, as it was shot.
      await expectAxeClean(page);
    });
  }

  test(`user-messages-empty at ${width} px`, async ({ page, request }) => {
    const account = await registerTaxpayer(request, "shot-messages");
    await useToken(page, await apiSignIn(request, account.email, account.password));
    await page.setViewportSize(viewport(width));
    await page.goto("/user/messages");
    await expect(page.getByText("Oops! Looks like you don't have any message yet")).toBeVisible();
    await shoot(page, "user-messages-empty", width);
  });

  test(`messages at ${width} px`, async ({ page, request }) => {
    test.setTimeout(200_000);
    // The demo taxpayer and the demo expert share a job, so they may talk; fixed client ids keep
    // each message stored once however many widths are shot.
    const taxpayer = await tokenFor("taxpayer", request);
    const expert = await tokenFor("expert", request);
    const jobs = (await (
      await request.get("/api/Taxpayer/GetTaxpayerTaxPreparations", { headers: bearer(taxpayer) })
    ).json()) as { accountantId: number }[];
    const accountantId = jobs[0]?.accountantId;
    expect(accountantId).toBeDefined();
    const opened = await request.post(`/api/Chat/CreateChatConnection?userId=${accountantId}`, {
      headers: bearer(taxpayer),
    });
    expect(opened.ok()).toBe(true);
    const connectionId = ((await opened.json()) as { id: number }).id;
    const say = async (token: string, clientMessageId: string, message: string, file?: string) => {
      const sent = await request.post("/api/Chat/SendMessage", {
        headers: bearer(token),
        multipart: {
          connectionId: String(connectionId),
          message,
          clientMessageId,
          ...(file === undefined
            ? {}
            : {
                files: {
                  name: path.basename(file),
                  mimeType: "application/pdf",
                  buffer: await readFile(file),
                },
              }),
        },
      });
      expect(sent.ok()).toBe(true);
    };
    await say(taxpayer, "screenshot-message-1", "Hi Marcus, here is last year's return.", priceList);
    await say(
      expert,
      "screenshot-message-2",
      "Thanks Dana! I will look at it today and come back with questions.",
    );
    await say(taxpayer, "screenshot-message-3", "Great, thank you.");

    await useToken(page, taxpayer);
    await page.setViewportSize(viewport(width));
    await page.goto(`/user/messages?c=${connectionId}`);
    await expect(page.getByRole("log")).toContainText("Great, thank you.");
    await shoot(page, "user-messages", width);

    // The professional's side of the same conversation (the later token wins on the next load).
    await useToken(page, expert);
    await page.goto(`/expert/messages?c=${connectionId}`);
    await expect(page.getByRole("heading", { level: 2, name: /Dana/ })).toBeVisible();
    await expect(page.getByRole("log")).toContainText("Great, thank you.");
    await shoot(page, "expert-messages", width);
  });

  test(`chatbot at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewport(width));
    await page.goto("/contact-us");
    await page.getByRole("button", { name: /Ask Taxlane/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Your question").fill("How do I cancel my subscription?");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByRole("link").first()).toBeVisible();
    await shoot(page, "chatbot", width);
  });

  test(`unexpected-error at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewport(width));
    await page.route(/\/assets\/home-[^/]+\.js$/, (route) => route.abort("failed"));
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    await shoot(page, "unexpected-error", width);
  });

  test(`signup-validation at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewport(width));
    await page.goto("/signup/tax-payer");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Should accept agreement")).toBeVisible();
    await shoot(page, "signup-validation", width);
  });

  test(`email-code-verification-code-step at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewport(width));
    await page.goto("/signup/tax-payer");
    await page.getByLabel("First name").fill("Jordan");
    await page.getByLabel("Last name").fill("Reyes");
    await page.getByLabel("E-mail").fill(uniqueEmail("shot"));
    await page.getByLabel("Password", { exact: true }).fill(newPassword());
    await page.getByLabel("Phone number").fill("+1 415 555 0199");
    await page.getByRole("checkbox", { name: /I am 18 or older and I agree/ }).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail" })).toBeVisible();
    await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
    await page.keyboard.type("12");
    await shoot(page, "email-code-verification-code-step", width);
  });

  test(`login-code-step at ${width} px`, async ({ page, request }) => {
    // A taxpayer who turned two-factor sign-in on sees the same code step as every expert.
    const account = await registerTaxpayer(request, "shot-2fa");
    const token = await apiSignIn(request, account.email, account.password);
    const set = await request.post("/api/User/SetTwoFactor", {
      data: { enabled: true },
      headers: bearer(token),
    });
    expect(set.ok()).toBe(true);
    await page.setViewportSize(viewport(width));
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Enter your sign-in code" })).toBeVisible();
    await shoot(page, "login-code-step", width);
  });

  test(`login-error at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewport(width));
    await page.goto("/login");
    await page.getByText("Tax professional", { exact: true }).click();
    await page.getByLabel("E-mail").fill(demo.taxpayer);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "The e-mail or password is incorrect." }),
    ).toBeVisible();
    await shoot(page, "login-error", width);
  });

  test(`forgot-password-code-step at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewport(width));
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail").fill(uniqueEmail("shot-forgot"));
    await page.getByRole("button", { name: "Send reset e-mail" }).click();
    await expect(
      page.getByText("E-mail sent. It can take a minute to arrive; look in your spam folder too."),
    ).toBeVisible();
    await shoot(page, "forgot-password-code-step", width);
  });

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

  test(`person-menu at ${width} px`, async ({ page, request }) => {
    await useToken(page, await tokenFor("taxpayer", request));
    await page.setViewportSize(viewport(width));
    await page.goto("/user/quotes");
    await page.getByRole("button", { name: /Dana Whitfield/ }).click();
    await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
    await shoot(page, "person-menu", width);
  });

  test(`billing pages at ${width} px`, async ({ page, request }) => {
    test.setTimeout(60_000);
    await useToken(page, await registerProfessional(request, `shot-billing-${width}`));
    await page.setViewportSize(viewport(width));
    await page.goto("/payment");
    await expect(page.getByRole("button", { name: "Continue to card details" })).toBeVisible();
    await shoot(page, "payment", width);
    await page.getByRole("button", { name: "Continue to card details" }).click();
    await expect(page.getByText("Test checkout: no real card is charged")).toBeVisible();
    await shoot(page, "payment-test-checkout", width);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry date (MM / YY)").fill("12 / 34");
    await page.getByLabel("Security code").fill("123");
    await page.getByRole("button", { name: "Start my free trial" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your free trial has started" })).toBeVisible();
    await shoot(page, "payment-success", width);
    await page.goto("/expert/profile");
    await expect(page.getByRole("button", { name: "Cancel plan" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, "expert-profile-plan", width);
    await page.goto("/payment-faile?reason=insufficient_funds");
    await expect(
      page.getByRole("heading", { level: 1, name: "Your payment did not go through" }),
    ).toBeVisible();
    await shoot(page, "payment-faile", width);
  });
}

// The operator console's panels; the demo taxpayer's job has a support case open for the support tab.
for (const width of widths) {
  test(`operator console at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const taxpayer = await tokenFor("taxpayer", request);
    await request.post("/api/Taxpayer/OpenSupportCase", {
      headers: bearer(taxpayer),
      data: { quoteId: DEMO_JOB, message: "My W-2 upload shows the wrong year." },
    });
    await useToken(page, await demoOperatorToken(request));
    await page.setViewportSize(viewport(width));
    for (const tab of ["support", "blog", "faq", "plans"] as const) {
      await page.goto(`/admin?tab=${tab}`);
      await expect(page.getByRole("heading", { level: 1, name: "Operator console" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await shoot(page, `admin-${tab}`, width);
    }
    await page.goto("/admin?tab=support");
    await page
      .getByRole("button", { name: /Read answers and files/ })
      .first()
      .click();
    await expect(page.getByText("Organizer answers")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, "admin-support-case-answers", width);
    await page.goto("/admin?tab=blog");
    await page
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByText("Preview")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, "admin-blog-editor", width);
  });
}
