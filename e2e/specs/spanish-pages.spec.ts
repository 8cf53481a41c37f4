import type { Page } from "@playwright/test";
import { apiSignIn, demo, useToken } from "../support/accounts";
import { englishOnPage } from "../support/english-texts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { DEMO_JOB } from "../support/screenshots";

/** The demo taxpayer's job tabs a taxpayer opens (`?tab=`); "summary" is the page itself. */
const jobTabs = [
  "summary",
  "organizer",
  "documents",
  "signatures",
  "billing",
  "filing",
  "letters",
  "reminders",
];

/** The taxpayer's pages, signed in. */
const taxpayerPages: { name: string; path: string }[] = [
  { name: "home, signed in", path: "/" },
  { name: "quotes and appointments", path: "/user/quotes" },
  { name: "to-do", path: "/user/todo" },
  { name: "jobs", path: "/user/tax_preparation" },
  ...jobTabs.map((tab) => ({
    name: `job, ${tab}`,
    path:
      tab === "summary"
        ? `/user/tax_preparation/${DEMO_JOB}`
        : `/user/tax_preparation/${DEMO_JOB}?tab=${tab}`,
  })),
  { name: "new request", path: "/user/add-quote" },
  { name: "messages", path: "/user/messages" },
  { name: "notifications and their settings", path: "/user/notifications" },
  { name: "profile", path: "/user/profile" },
  { name: "security", path: "/user/security" },
];

/**
 * Not checked here: a request's answers (`.tl-answers`) are worded by the questionnaire in
 * packages/organizer, whose questions and options are translated with the questionnaire itself.
 */
const checkedElsewhere = [".tl-answers"];

/**
 * The page as it settles: its language said, its title shown, nothing loading. Then what English it
 * shows, and axe.
 */
async function englishOn(page: Page): Promise<string[]> {
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(
    page.locator('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"], .tl-expert-skeleton'),
  ).toHaveCount(0);
  const english = await englishOnPage(page, checkedElsewhere);
  await expectAxeClean(page);
  return english;
}

test.describe("Spanish pages", () => {
  test.use({ locale: "es-US" });

  test("every page a taxpayer reads speaks Spanish, signed out and signed in", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const found: Record<string, string[]> = {};
    const note = async (name: string, target: Page) => {
      const english = await englishOn(target);
      if (english.length > 0) found[name] = english;
    };

    // Signed out: the public home, the directory, a professional's page, sign-in and sign-up.
    await page.goto("/");
    await note("public home", page);
    await page.goto("/experts");
    await note("directory", page);
    await page.getByRole("list", { name: "Profesionales" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/experts\/\d+$/);
    await note("a professional's public page", page);
    await page.goto("/login");
    await note("sign-in", page);
    await page.goto("/signup/tax-payer");
    await note("sign-up", page);

    // Signed in as the demo taxpayer. Other journeys share the account and expect it in English, so
    // its language is not changed: the page is told the account reads Spanish, as such an account's would.
    const context = await browser.newContext({ locale: "es-US" });
    const signedIn = await context.newPage();
    await useToken(signedIn, await apiSignIn(request, demo.taxpayer, demo.password));
    await signedIn.route(/\/api\/user\/GetUser(\?|$)/i, async (route) => {
      const response = await route.fetch();
      const user = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...user, language: "es" } });
    });
    for (const entry of taxpayerPages) {
      await signedIn.goto(entry.path);
      await note(entry.name, signedIn);
    }
    await context.close();

    expect(found, "English texts on Spanish pages").toEqual({});
  });
});
