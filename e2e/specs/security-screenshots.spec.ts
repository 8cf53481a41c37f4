import type { APIRequestContext } from "@playwright/test";
import { apiSignIn, bearer, demoOperatorToken, registerTaxpayer, useToken } from "../support/accounts";
import { registerProfessional, registerProfessionalAccount } from "../support/billing";
import { expect, test } from "../support/fixtures";
import { shoot, viewport, widths } from "../support/screenshots";
import { appCode } from "../support/second-factors";

/** A taxpayer with an authenticator app (added through the API), and the token its adding answered. */
async function taxpayerWithApp(request: APIRequestContext, label: string) {
  const account = await registerTaxpayer(request, label);
  const first = await apiSignIn(request, account.email, account.password);
  const setup = await request.post("/api/User/StartAuthenticatorApp", { headers: bearer(first) });
  const { secret } = (await setup.json()) as { secret: string };
  const added = await request.post("/api/User/ConfirmAuthenticatorApp", {
    headers: bearer(first),
    data: { code: await appCode(secret) },
  });
  expect(added.ok()).toBe(true);
  return { account, token: ((await added.json()) as { token: string }).token };
}

for (const width of widths) {
  test(`security-page at ${width} px`, async ({ page, request }) => {
    const { token } = await taxpayerWithApp(request, `shot-security-${width}`);
    await useToken(page, token);
    await page.setViewportSize(viewport(width));
    await page.goto("/user/security");
    await expect(page.getByText("Your account is protected by an authenticator app.")).toBeVisible();
    await expect(page.getByText("This device")).toBeVisible();
    await shoot(page, "security-page", width);
  });

  test(`security-setup-intro at ${width} px`, async ({ page, request }) => {
    await useToken(page, await registerProfessional(request, `shot-setup-${width}`));
    await page.setViewportSize(viewport(width));
    await page.goto("/expert/security?setup=1");
    await expect(page.getByRole("heading", { name: "Protect your clients' information" })).toBeVisible();
    await shoot(page, "security-setup-intro", width);
  });

  test(`login-app-code-step at ${width} px`, async ({ page, request }) => {
    const { account } = await taxpayerWithApp(request, `shot-app-login-${width}`);
    await page.setViewportSize(viewport(width));
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Enter the 6-digit code from your authenticator app")).toBeVisible();
    await shoot(page, "login-app-code-step", width);
  });

  test(`admin-sign-in-factors at ${width} px`, async ({ page, request }) => {
    const pro = await registerProfessionalAccount(request, `shot-factors-${width}`);
    await useToken(page, await demoOperatorToken(request));
    await page.setViewportSize(viewport(width));
    await page.goto("/admin?tab=accounts");
    const row = page.getByRole("row").filter({ hasText: pro.email });
    await row.getByRole("button", { name: "Sign-in factors of Avery Lindqvist" }).click();
    const drawer = page.getByRole("dialog", { name: "Sign-in factors of Avery Lindqvist" });
    await expect(drawer.getByText("No authenticator app")).toBeVisible();
    await shoot(page, "admin-sign-in-factors", width);
  });
}
