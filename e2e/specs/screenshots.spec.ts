import { useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { type Session, shoot, tokenFor, viewport, widths } from "../support/screenshots";

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

  test(`unexpected-error at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewport(width));
    await page.route(/\/assets\/home-[^/]+\.js$/, (route) => route.abort("failed"));
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    await shoot(page, "unexpected-error", width);
  });
}
