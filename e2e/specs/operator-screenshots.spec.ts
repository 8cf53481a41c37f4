import { bearer, demoOperatorToken, useToken } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { DEMO_JOB, shoot, tokenFor, viewport, widths } from "../support/screenshots";

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
