import { apiSignIn, bearer, demo, useToken } from "../support/accounts";
import { registerProfessional } from "../support/billing";
import { expect, expectAxeClean, test } from "../support/fixtures";

const operatorEmail = "admin@demo.taxlane.app";

test.describe("the operator console", () => {
  test("an operator verifies a new professional, who then shows the badge on their profile and in the directory", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // A professional joins with a PTIN; their credentials are not yet verified.
    const proToken = await registerProfessional(request, "admin-verify");
    const me = (await (await request.get("/api/user/GetUser", { headers: bearer(proToken) })).json()) as {
      id: number;
      email: string;
    };
    await page.goto(`/experts/${me.id}`);
    await expect(page.getByText("Credentials not yet verified")).toBeVisible();

    // Operators always sign in with an e-mailed code.
    await useToken(page, await apiSignIn(request, operatorEmail, demo.password));
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Operator console" })).toBeVisible();
    const waiting = page.locator(".ant-card").filter({ hasText: me.email });
    await expect(waiting.getByText("P01234567")).toBeVisible();
    await expectAxeClean(page);
    await waiting.getByRole("button", { name: /^Approve / }).click();
    await expect(page.locator(".ant-card").filter({ hasText: me.email })).toHaveCount(0);

    // The approval is in the audit log.
    await page.getByRole("tab", { name: "Audit log" }).click();
    await page.getByLabel("Action").fill("admin.professional-approved");
    await page.getByLabel("Account id").fill(String(me.id));
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("cell", { name: `#${me.id}` })).toBeVisible();
    await expectAxeClean(page);

    await page.goto(`/experts/${me.id}`);
    await expect(page.getByText("Credentials verified", { exact: true })).toBeVisible();
    await expectAxeClean(page);
    const directory = (await (await request.get("/api/Public/Experts?state=CO&from=0&to=48")).json()) as {
      items: { id: number; credentialsVerified: boolean }[];
    };
    expect(directory.items.find((item) => item.id === me.id)?.credentialsVerified).toBe(true);
  });
});
