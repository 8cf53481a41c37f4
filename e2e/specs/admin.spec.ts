import { apiSignIn, demo, useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";

const operatorEmail = "admin@demo.taxlane.app";

test.describe("the operator console", () => {
  test("an operator verifies a professional who was waiting, who then shows the badge in the directory", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // Operators always sign in with an e-mailed code.
    await useToken(page, await apiSignIn(request, operatorEmail, demo.password));

    // Nina Patel (Denver) joined without verified credentials: the directory says so.
    await page.goto("/experts?state=CO");
    const card = page.getByRole("article").filter({ hasText: "Nina P." });
    await expect(card.getByText("Credentials not yet verified")).toBeVisible();

    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Operator console" })).toBeVisible();
    const waiting = page.locator(".ant-card").filter({ hasText: "Nina Patel" });
    await expect(waiting.getByText("PTIN")).toBeVisible();
    await expectAxeClean(page);
    await waiting.getByRole("button", { name: "Approve Nina Patel" }).click();
    await expect(page.locator(".ant-card").filter({ hasText: "Nina Patel" })).toHaveCount(0);

    // The approval is in the audit log.
    await page.getByRole("tab", { name: "Audit log" }).click();
    await page.getByLabel("Action").fill("admin.professional-approved");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("cell", { name: "admin.professional-approved" }).first()).toBeVisible();
    await expectAxeClean(page);

    await page.goto("/experts?state=CO");
    await expect(card.getByText("Credentials verified", { exact: true })).toBeVisible();
    await expectAxeClean(page);
  });
});
