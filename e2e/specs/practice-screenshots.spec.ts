import { bearer, useToken } from "../support/accounts";
import { registerProfessionalAccount } from "../support/billing";
import { expect, test } from "../support/fixtures";
import { ok } from "../support/marketplace";
import { shoot, viewport, widths } from "../support/screenshots";

// The practice page of a new practice's owner: its details, members, a pending invitation and the
// table of what each role may do.
for (const width of widths) {
  test(`the practice page at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const owner = await registerProfessionalAccount(request, `shot-practice-${width}`);
    const headers = bearer(owner.token);
    await ok(
      await request.post("/api/Practice/CreatePractice", {
        headers,
        data: { name: "Harbor Tax Partners", address: "12 Pier Street, Portland, ME 04101" },
      }),
      "CreatePractice",
    );
    await ok(
      await request.post("/api/Practice/InviteMember", {
        headers,
        data: { email: `preparer-${width}-${Date.now()}@example.test`, role: "preparer" },
      }),
      "InviteMember",
    );
    await useToken(page, owner.token);
    await page.setViewportSize(viewport(width));
    await page.goto("/expert/practice");
    await expect(page.getByRole("heading", { name: /Harbor Tax Partners/ }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, "practice-owner", width);
  });
}
