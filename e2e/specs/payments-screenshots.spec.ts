import { apiSignIn, bearer, demoOperatorToken, registerTaxpayer, useToken } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { individualAnswers, ok, startJobWithDemoExpert } from "../support/marketplace";
import { fillTestCard, payoutsActive, sendInvoice } from "../support/payments";
import { shoot, viewport, widths } from "../support/screenshots";

// Paying online: the test onboarding and checkout, a paid invoice on the Billing tab, both sides'
// lists of payments and the operator's view.
for (const width of widths) {
  test(`payments at ${width} px`, async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const account = await registerTaxpayer(request, `shot-payments-${width}`);
    const taxpayerToken = await apiSignIn(request, account.email, account.password);
    const { expertToken, quoteId } = await startJobWithDemoExpert(
      request,
      taxpayerToken,
      "individual",
      individualAnswers,
    );
    await useToken(page, expertToken);
    await page.setViewportSize(viewport(width));
    await payoutsActive(page);
    const connect = await ok(
      await request.post("/api/Accountant/ConnectPayouts", { headers: bearer(expertToken) }),
      "ConnectPayouts",
    );
    await page.goto(((await connect.json()) as { url: string }).url);
    await expect(page.getByText("Test onboarding: no real bank account")).toBeVisible();
    await shoot(page, "payouts-test-onboarding", width);

    await sendInvoice(request, expertToken, quoteId, {
      description: "Form 1040 with Schedule C",
      cents: 45_000,
    });
    const taxpayer = await (await browser.newContext({ viewport: viewport(width) })).newPage();
    await useToken(taxpayer, taxpayerToken);
    await taxpayer.goto(`/user/tax_preparation/${quoteId}?tab=billing`);
    await taxpayer.getByRole("button", { name: "Pay $450.00" }).click();
    await expect(taxpayer.getByText("Test checkout: no money moves")).toBeVisible();
    await fillTestCard(taxpayer, "4000 0000 0000 0002");
    await taxpayer.getByRole("button", { name: "Pay $450.00" }).click();
    await expect(taxpayer.getByRole("alert")).toContainText("The payment did not go through");
    await shoot(taxpayer, "payment-test-checkout-declined", width);
    await fillTestCard(taxpayer, "4242 4242 4242 4242");
    await taxpayer.getByRole("button", { name: "Pay $450.00" }).click();
    await expect(taxpayer.getByText("Thank you. Your payment of $450.00 went through.")).toBeVisible();
    await shoot(taxpayer, "job-billing-paid-taxpayer", width);
    await taxpayer.goto("/user/profile");
    await expect(taxpayer.getByRole("heading", { name: "Billing history" })).toBeVisible();
    await taxpayer.waitForLoadState("networkidle");
    await shoot(taxpayer, "billing-history", width);
    await taxpayer.context().close();

    await page.goto("/expert/payments");
    await expect(
      page.getByRole("region", { name: "Payouts" }).getByText("Active", { exact: true }),
    ).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, "payments-professional", width);

    await useToken(page, await demoOperatorToken(request));
    await page.goto("/admin?tab=payments");
    await expect(page.getByRole("heading", { level: 1, name: "Operator console" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, "admin-payments", width);
  });
}
