import type { Page } from "@playwright/test";
import {
  apiSignIn,
  bearer,
  demo,
  newPassword,
  registerTaxpayer,
  uniqueEmail,
  useToken,
} from "../support/accounts";
import { registerProfessional } from "../support/billing";
import { expect, test } from "../support/fixtures";
import { shoot, tokenFor, viewport, widths } from "../support/screenshots";

/** The code steps say where to read the code once the dev mailbox answers: shot with that line. */
const devMailboxHint = (page: Page) =>
  expect(page.getByText(/^This server has no mail server/)).toBeVisible();

for (const width of widths) {
  test(`signup-validation at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewport(width));
    await page.goto("/signup/tax-payer");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Should accept agreement")).toBeVisible();
    await shoot(page, "signup-validation", width);
  });

  test(`email-code-verification-code-step at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewport(width));
    await page.goto("/signup/tax-payer");
    await page.getByLabel("First name").fill("Jordan");
    await page.getByLabel("Last name").fill("Reyes");
    await page.getByLabel("E-mail").fill(uniqueEmail("shot"));
    await page.getByLabel("Password", { exact: true }).fill(newPassword());
    await page.getByLabel("Phone number").fill("+1 415 555 0199");
    await page.getByRole("checkbox", { name: /I am 18 or older and I agree/ }).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail" })).toBeVisible();
    await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
    await page.keyboard.type("12");
    await devMailboxHint(page);
    await shoot(page, "email-code-verification-code-step", width);
  });

  test(`login-code-step at ${width} px`, async ({ page, request }) => {
    // A taxpayer who turned two-factor sign-in on sees the same code step as every expert.
    const account = await registerTaxpayer(request, "shot-2fa");
    const token = await apiSignIn(request, account.email, account.password);
    const set = await request.post("/api/User/SetTwoFactor", {
      data: { enabled: true },
      headers: bearer(token),
    });
    expect(set.ok()).toBe(true);
    await page.setViewportSize(viewport(width));
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Enter your sign-in code" })).toBeVisible();
    await devMailboxHint(page);
    await shoot(page, "login-code-step", width);
  });

  test(`login-error at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewport(width));
    await page.goto("/login");
    await page.getByText("Tax professional", { exact: true }).click();
    await page.getByLabel("E-mail").fill(demo.taxpayer);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "The e-mail or password is incorrect." }),
    ).toBeVisible();
    await shoot(page, "login-error", width);
  });

  test(`forgot-password-code-step at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewport(width));
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail").fill(uniqueEmail("shot-forgot"));
    await page.getByRole("button", { name: "Send reset e-mail" }).click();
    await expect(
      page.getByText("E-mail sent. It can take a minute to arrive; look in your spam folder too."),
    ).toBeVisible();
    await devMailboxHint(page);
    await shoot(page, "forgot-password-code-step", width);
  });

  test(`person-menu at ${width} px`, async ({ page, request }) => {
    await useToken(page, await tokenFor("taxpayer", request));
    await page.setViewportSize(viewport(width));
    await page.goto("/user/quotes");
    await page.getByRole("button", { name: /Dana Whitfield/ }).click();
    await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
    await shoot(page, "person-menu", width);
  });

  test(`billing pages at ${width} px`, async ({ page, request }) => {
    test.setTimeout(60_000);
    await useToken(page, await registerProfessional(request, `shot-billing-${width}`));
    await page.setViewportSize(viewport(width));
    await page.goto("/payment");
    await expect(page.getByRole("button", { name: "Continue to card details" })).toBeVisible();
    await shoot(page, "payment", width);
    await page.getByRole("button", { name: "Continue to card details" }).click();
    await expect(page.getByText("Test checkout: no real card is charged")).toBeVisible();
    await shoot(page, "payment-test-checkout", width);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry date (MM / YY)").fill("12 / 34");
    await page.getByLabel("Security code").fill("123");
    await page.getByRole("button", { name: "Start my free trial" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your free trial has started" })).toBeVisible();
    await shoot(page, "payment-success", width);
    await page.goto("/expert/profile");
    await expect(page.getByRole("button", { name: "Cancel plan" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, "expert-profile-plan", width);
    await page.goto("/payment-faile?reason=insufficient_funds");
    await expect(
      page.getByRole("heading", { level: 1, name: "Your payment did not go through" }),
    ).toBeVisible();
    await shoot(page, "payment-faile", width);
  });
}
