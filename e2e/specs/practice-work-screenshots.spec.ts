import { demoOperatorToken, useToken } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { shoot, tokenFor, viewport, widths } from "../support/screenshots";

// The demo professional's client list and dashboard (a solo professional sees their own), and the
// operator console's marketplace health.
for (const width of widths) {
  test(`clients, dashboard and marketplace health at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport(width));
    await useToken(page, await tokenFor("expert", request));
    for (const [path, title, name] of [
      ["/expert/clients", "Clients", "practice-clients"],
      ["/expert/dashboard", "Dashboard", "practice-dashboard"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await page.waitForLoadState("networkidle");
      // The charts load on their own: the picture waits for them to be drawn.
      if (name === "practice-dashboard")
        await expect(page.locator(".recharts-surface").first()).toBeVisible();
      await shoot(page, name, width);
    }
    await useToken(page, await demoOperatorToken(request));
    await page.goto("/admin?tab=health");
    await expect(page.getByRole("heading", { level: 1, name: "Operator console" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".recharts-surface")).toHaveCount(2);
    await shoot(page, "admin-marketplace-health", width);
  });
}
