import { useToken } from "../support/accounts";
import { registerProfessional } from "../support/billing";
import { expect, expectAxeClean, test } from "../support/fixtures";

const trialEnd = /Your free trial ends on [A-Z][a-z]{2} \d{1,2}, \d{4}\./;

test.describe("billing", () => {
  test("a new professional starts the trial with a test card, sees it on the profile, cancels and undoes", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await useToken(page, await registerProfessional(request, "billing-trial"));

    await page.goto("/payment");
    await expect(page.getByRole("heading", { level: 1, name: "Start your free trial" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Basic/ })).toBeChecked();
    await page.getByRole("radio", { name: "Yearly" }).check();
    await expect(page.getByText("$2,150 a year", { exact: true })).toBeVisible();
    await page.getByRole("radio", { name: "Monthly" }).check();
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Continue to card details" }).click();

    await expect(page).toHaveURL(/\/payment\?session=cs_local_/);
    await expect(page.getByRole("heading", { level: 1, name: "Add your card" })).toBeVisible();
    await expect(page.getByText("Test checkout: no real card is charged")).toBeVisible();
    await expectAxeClean(page);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry date (MM / YY)").fill("12 / 34");
    await page.getByLabel("Security code").fill("123");
    await page.getByRole("button", { name: "Start my free trial" }).click();

    await expect(page).toHaveURL(/\/payment-success\?session_id=/);
    await expect(page.getByRole("heading", { level: 1, name: "Your free trial has started" })).toBeVisible();
    await expect(page.getByText(/\$199 on [A-Z][a-z]{2} \d{1,2}, \d{4}, Visa ending 4242/)).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole("link", { name: "See your plan" }).click();
    const plan = page.locator("#plan");
    await expect(plan.getByRole("heading", { level: 2, name: "Your plan" })).toBeVisible();
    await expect(plan.getByText("Free trial", { exact: true })).toBeVisible();
    await expect(plan.getByText(trialEnd)).toBeVisible();
    await expect(plan.getByText(/We will charge \$199 to your Visa ending 4242/)).toBeVisible();
    await expectAxeClean(page);

    await plan.getByRole("button", { name: "Cancel plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel your plan?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/no refunds for part of a billing period/)).toBeVisible();
    await expectAxeClean(page);
    await dialog.getByRole("button", { name: "Cancel plan" }).click();
    await expect(plan.getByText(/You cancelled your plan\. It keeps working until/)).toBeVisible();
    await expect(plan.getByText("Cancelled", { exact: true })).toBeVisible();
    await expectAxeClean(page);

    await plan.getByRole("button", { name: "Undo cancellation" }).click();
    await expect(plan.getByText(trialEnd)).toBeVisible();
    await expect(plan.getByRole("button", { name: "Cancel plan" })).toBeVisible();
    await expectAxeClean(page);
  });

  test("a declined card lands on the failure page with its reason and what to do", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await useToken(page, await registerProfessional(request, "billing-declined"));

    await page.goto("/payment");
    await page.getByRole("button", { name: "Continue to card details" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add your card" })).toBeVisible();
    await page.getByLabel("Card number").fill("4000 0000 0000 9995");
    await page.getByLabel("Expiry date (MM / YY)").fill("12 / 34");
    await page.getByLabel("Security code").fill("123");
    await page.getByRole("button", { name: "Start my free trial" }).click();

    await expect(page).toHaveURL(/\/payment-faile\?reason=insufficient_funds$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Your payment did not go through" }),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(
      "Your card has insufficient funds. Please use another card.",
    );
    await expect(
      page.getByText(/Nothing was charged, and your plan and its free trial have not started/),
    ).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole("link", { name: "Try another card" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Start your free trial" })).toBeVisible();
  });
});
