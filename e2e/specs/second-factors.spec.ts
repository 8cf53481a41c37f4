import type { Page } from "@playwright/test";
import { bearer, logIn, registerTaxpayer, storedToken } from "../support/accounts";
import { registerProfessionalAccount } from "../support/billing";
import { startServer } from "../support/calendar-server";
import { typeCode } from "../support/expert-signup";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { tabTo } from "../support/keyboard";
import { codeIn, seenMail, waitForMail } from "../support/mail";
import { addVirtualAuthenticator, appCode } from "../support/second-factors";

/** Signs out through the person menu of the signed-in areas. */
async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: new RegExp(name) }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** Saves the recovery codes the dialog shows once, and answers them. */
async function keepRecoveryCodes(page: Page): Promise<string[]> {
  const dialog = page.getByRole("dialog", { name: "Save your recovery codes" });
  const list = dialog.getByRole("list", { name: "Your recovery codes" }).getByRole("listitem");
  await expect(list).toHaveCount(10);
  const codes = await list.allTextContents();
  await expectAxeClean(page);
  await dialog.getByRole("checkbox", { name: "I saved these codes" }).check();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  return codes;
}

test.describe("second factors", () => {
  test("a professional adds an authenticator app, signs in with its code, then once with a recovery code", async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const pro = await registerProfessionalAccount(request, "app");
    const name = "Avery Lindqvist";

    // The first sign-in: the e-mailed code as before; the grace begins and the set-up is offered.
    await page.goto("/login?as=pro");
    const seen = await seenMail(request, pro.email);
    await logIn(page, pro.email, pro.password, "Tax professional");
    await typeCode(page, codeIn(await waitForMail(request, pro.email, { subject: /sign-in code/, seen })));
    await page.getByRole("button", { name: "Verify and log in" }).click();
    await expect(page).toHaveURL(/\/expert\/security\?setup=1$/);
    await expect(page.getByRole("heading", { name: "Protect your clients' information" })).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole("button", { name: "Set up an authenticator app" }).first().click();
    const setup = page.getByRole("dialog", { name: "Set up an authenticator app" });
    await expect(
      setup.getByRole("img", { name: "QR code to scan with your authenticator app" }),
    ).toBeVisible();
    await setup.getByRole("button", { name: "Can't scan?" }).click();
    const secret = ((await setup.locator(".tl-security__secret").first().textContent()) ?? "").replace(
      /\s+/g,
      "",
    );
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectAxeClean(page);
    await setup.getByRole("button", { name: "Next" }).click();
    await setup.getByLabel("6-digit code from your app").fill(await appCode(secret));
    await setup.getByRole("button", { name: "Confirm" }).click();
    const codes = await keepRecoveryCodes(page);
    await expect(page.getByText("Your account is protected by an authenticator app.")).toBeVisible();

    // Signing in again takes the app's code (the next 30-second step's: a step is never taken twice).
    await signOut(page, name);
    await logIn(page, pro.email, pro.password, "Tax professional");
    await expect(page.getByText("Enter the 6-digit code from your authenticator app")).toBeVisible();
    await expectAxeClean(page);
    await typeCode(page, await appCode(secret, 1));
    await page.getByRole("button", { name: "Verify and log in" }).click();
    // Back where they were, signed in with the app: client information is open, no reminder shows.
    await expect(page.getByRole("button", { name })).toBeVisible();
    await page.goto("/expert/tax_preparation");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/Add an authenticator app or a passkey/)).toHaveCount(0);

    // Without the phone: a recovery code, once.
    await signOut(page, name);
    await logIn(page, pro.email, pro.password, "Tax professional");
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByRole("textbox", { name: "Recovery code" }).fill(codes[0] ?? "");
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Verify and log in" }).click();
    await expect(page).toHaveURL(/\/expert\//);
    await expect(page.getByText(/You signed in with a recovery code/)).toBeVisible();
    // The notice can show before the page under it has loaded: axe reads the page once it is there.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAxeClean(page);
  });

  // Browsers refuse passkeys on an IP address: this journey runs a server published at localhost.
  test("a taxpayer adds a passkey and signs in with it alone", async ({ browser, playwright }) => {
    test.setTimeout(400_000);
    const server = await startServer({}, { publicHost: "localhost" });
    const api = await playwright.request.newContext({ baseURL: server.localUrl });
    try {
      const taxpayer = await registerTaxpayer(api, "passkey");
      const context = await browser.newContext({ baseURL: server.baseUrl });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      const passkeysHeld = await addVirtualAuthenticator(page);

      await page.goto("/login");
      await logIn(page, taxpayer.email, taxpayer.password);
      await expect(page).toHaveURL(/\/user\//);
      await page.goto("/user/security");
      await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
      await expectAxeClean(page);

      await page.getByRole("button", { name: "Add a passkey" }).first().click();
      const adding = page.getByRole("dialog", { name: "Add a passkey" });
      await adding.getByLabel("Name").fill("Test laptop");
      await adding.getByRole("button", { name: "Continue" }).click();
      await keepRecoveryCodes(page);
      await expect(page.getByText("Test laptop")).toBeVisible();
      expect(await passkeysHeld()).toBe(1);

      // No e-mail and no password: the passkey alone.
      await signOut(page, taxpayer.firstName);
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await expect(page).toHaveURL(/\/user\//);
      await expect(
        page.getByRole("banner").getByText(`${taxpayer.firstName} ${taxpayer.lastName}`),
      ).toBeVisible();
      await context.close();
    } finally {
      await api.dispose();
      await server.stop();
    }
  });

  test("by keyboard alone, a person signs out another device, and that device is out at once", async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const taxpayer = await registerTaxpayer(request, "devices");
    // The other device: a phone, signed in first.
    const phone = await browser.newContext({
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    });
    const phonePage = await phone.newPage();
    await phonePage.goto("/login");
    await logIn(phonePage, taxpayer.email, taxpayer.password);
    await expect(phonePage).toHaveURL(/\/user\//);
    const phoneToken = (await storedToken(phonePage)) ?? "";

    await page.goto("/login");
    await logIn(page, taxpayer.email, taxpayer.password);
    await expect(page).toHaveURL(/\/user\//);
    await page.goto("/user/security");
    await expect(page.getByText("Safari on iPhone")).toBeVisible();
    await expect(page.getByText("This device")).toBeVisible();
    await expectAxeClean(page);

    await tabTo(page, page.getByRole("button", { name: "Sign out Safari on iPhone" }));
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: "Sign out of Safari on iPhone?" });
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole("button", { name: "Sign out", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Signed out of that device.")).toBeVisible();
    await expect(page.getByText("Safari on iPhone")).toHaveCount(0);

    // The phone's session is over at once: its token is refused and its next step finds it signed out.
    expect((await request.get("/api/user/GetUser", { headers: bearer(phoneToken) })).status()).toBe(401);
    await phonePage.reload();
    await expect(phonePage).toHaveURL(/\/login/);
    await page.reload();
    await expect(page).toHaveURL(/\/user\/security/);
    await phone.close();
  });
});
