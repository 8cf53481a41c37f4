import { expect, expectAxeClean, test } from "../support/fixtures";

test.describe("the app shell", () => {
  test("the home page loads with the site's header and footer", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" })).toBeVisible();
    await expect(page).toHaveTitle(/Taxlane/);
    await expectAxeClean(page);
  });

  test("an unknown page shows the 404 screen, and its button goes home", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByText("Sorry, the page you visited does not exist.")).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a route that fails to load shows the unexpected-error screen with its message", async ({ page }) => {
    // The home page's code cannot be fetched, as when a deploy replaced it or the network dropped.
    await page.route(/\/assets\/home-[^/]+\.js$/, (route) => route.abort("failed"));
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    await expect(page.getByText(/dynamically imported module|Failed to fetch|error loading/i)).toBeVisible();
    await expectAxeClean(page);
  });

  test("on a phone the menu button opens the site's links", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const menu = page.getByRole("button", { name: /menu/i });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("banner").getByRole("link", { name: "Pricing" })).toBeVisible();
    await expectAxeClean(page);
  });

  test("the API answers on the same port", async ({ request }) => {
    const health = await request.get("/api/HEALTH");
    expect(health.ok()).toBe(true);
    // Several processes (E2E_WORKERS) share a PostgreSQL database; one process runs the embedded one.
    const database = Number(process.env.E2E_WORKERS ?? 1) > 1 ? "postgres" : "pglite";
    expect(await health.json()).toMatchObject({ status: "ok", database });
    const missing = await request.get("/api/no-such-call");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});
