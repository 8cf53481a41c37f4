import { test } from "../support/fixtures";
import { shoot, viewport, widths } from "../support/screenshots";
import { jobTabPath, settledInSpanish, spanishTaxpayerPage } from "../support/spanish-pages";

/** The taxpayer's pages in Spanish, signed out then signed in, as docs/screenshots/es-<page>-<width>.png. */
const signedOut = [
  { name: "es-public-home", path: "/" },
  { name: "es-directory", path: "/experts" },
  { name: "es-privacy-policy", path: "/privacy-policy" },
  { name: "es-terms", path: "/terms-condition" },
  { name: "es-about", path: "/about" },
  { name: "es-login", path: "/login" },
  { name: "es-signup", path: "/signup/tax-payer" },
  { name: "es-questionnaire", path: "/get-started?type=individual" },
];
const signedIn = [
  { name: "es-home", path: "/" },
  { name: "es-quotes", path: "/user/quotes" },
  { name: "es-todo", path: "/user/todo" },
  { name: "es-jobs", path: "/user/tax_preparation" },
  { name: "es-job-summary", path: jobTabPath("summary") },
  { name: "es-job-documents", path: jobTabPath("documents") },
  { name: "es-job-organizer", path: jobTabPath("organizer") },
  { name: "es-job-signatures", path: jobTabPath("signatures") },
  { name: "es-job-billing", path: jobTabPath("billing") },
  { name: "es-job-filing", path: jobTabPath("filing") },
  { name: "es-job-letters", path: jobTabPath("letters") },
  { name: "es-new-request", path: "/user/add-quote" },
  { name: "es-messages", path: "/user/messages" },
  { name: "es-notifications", path: "/user/notifications" },
  { name: "es-profile", path: "/user/profile" },
  { name: "es-security", path: "/user/security" },
];

test.describe("Spanish pages", () => {
  test.use({ locale: "es-US" });

  for (const width of widths) {
    test(`the taxpayer's pages in Spanish at ${width} px`, async ({ page, browser, request }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport(width));
      for (const shot of signedOut) {
        await page.goto(shot.path);
        await settledInSpanish(page);
        await shoot(page, shot.name, width);
      }
      const taxpayer = await spanishTaxpayerPage(browser, request, viewport(width));
      for (const shot of signedIn) {
        await taxpayer.goto(shot.path);
        await settledInSpanish(taxpayer);
        await shoot(taxpayer, shot.name, width);
      }
      await taxpayer.context().close();
    });
  }
});
