import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { apiSignIn, demo, useToken } from "./accounts";
import { expect } from "./fixtures";
import { DEMO_JOB } from "./screenshots";

/** The demo taxpayer's job tabs a taxpayer opens (`?tab=`); "summary" is the page itself. */
export const jobTabs = [
  "summary",
  "organizer",
  "documents",
  "signatures",
  "billing",
  "filing",
  "letters",
] as const;

export const jobTabPath = (tab: (typeof jobTabs)[number]) =>
  tab === "summary" ? `/user/tax_preparation/${DEMO_JOB}` : `/user/tax_preparation/${DEMO_JOB}?tab=${tab}`;

/** The taxpayer's pages, signed in, each with a name for messages and pictures. */
export const taxpayerPages: { name: string; path: string }[] = [
  { name: "home, signed in", path: "/" },
  { name: "quotes and appointments", path: "/user/quotes" },
  { name: "to-do", path: "/user/todo" },
  { name: "jobs", path: "/user/tax_preparation" },
  ...jobTabs.map((tab) => ({ name: `job, ${tab}`, path: jobTabPath(tab) })),
  { name: "new request", path: "/user/add-quote" },
  { name: "messages", path: "/user/messages" },
  { name: "notifications and their settings", path: "/user/notifications" },
  { name: "profile", path: "/user/profile" },
  { name: "security", path: "/user/security" },
];

/** The page as it settles: its language said, its title shown, nothing loading. */
export async function settledInSpanish(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(
    page.locator('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"], .tl-expert-skeleton'),
  ).toHaveCount(0);
}

/**
 * A page signed in as the demo taxpayer, in a browser that speaks Spanish. Other journeys share the
 * account and expect it in English, so its language is not changed: the page is told the account
 * reads Spanish, as such an account's would.
 */
export async function spanishTaxpayerPage(
  browser: Browser,
  request: APIRequestContext,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ locale: "es-US", ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await useToken(page, await apiSignIn(request, demo.taxpayer, demo.password));
  await page.route(/\/api\/user\/GetUser(\?|$)/i, async (route) => {
    const response = await route.fetch();
    const user = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...user, language: "es" } });
  });
  return page;
}
