import type { Page } from "@playwright/test";
import {
  apiSignIn,
  bearer,
  demo,
  demoExpertSignInTurn,
  logIn,
  newPassword,
  registerTaxpayer,
  shareDemoExpertToken,
  storedToken,
  uniqueEmail,
} from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { codeIn, mailTo, resetLinkIn, seenMail, waitForMail, wrongCode } from "../support/mail";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Types a code into the six boxes, starting from the first. */
async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(code);
}

test.describe("identity", () => {
  test("a taxpayer signs up, confirms the e-mail with the code from the dev mailbox and lands signed in", async ({
    page,
    context,
  }) => {
    const person = {
      firstName: "Jordan",
      lastName: "Reyes",
      email: uniqueEmail("signup"),
      password: newPassword(),
      phone: "+1 415 555 0199",
    };

    await page.goto("/signup/tax-payer");
    await expect(page.getByRole("heading", { level: 1, name: "Create your taxpayer account" })).toBeVisible();
    await expectAxeClean(page);

    // The spec's texts for what is missing or wrong.
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Please input your E-mail!")).toBeVisible();
    await expect(page.getByText("Please input your Password!")).toBeVisible();
    await expect(page.getByText("Should accept agreement")).toBeVisible();
    await page.getByLabel("E-mail").fill("jordan@");
    await expect(page.getByText("The input is not valid E-mail!")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill("short");
    await expect(page.getByText("Password must be minimum 8 characters!")).toBeVisible();
    await expectAxeClean(page);

    await page.getByLabel("First name").fill(person.firstName);
    await page.getByLabel("Last name").fill(person.lastName);
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByLabel("Password", { exact: true }).fill(person.password);
    await page.getByLabel("Phone number").fill(person.phone);
    await page.getByRole("checkbox", { name: /I am 18 or older and I agree/ }).check();
    await page.getByRole("checkbox", { name: /may call me with their quotes/ }).check();
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page).toHaveURL(/\/email-code-verification$/);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail" })).toBeVisible();
    await expect(page.getByText(person.email)).toBeVisible();
    await expectAxeClean(page);

    // Read the code as a person trying the product would: in the dev mailbox, in another tab.
    const mailbox = await context.newPage();
    await mailbox.goto("/dev/mail");
    await expect(mailbox.getByRole("heading", { level: 1, name: "Dev mailbox" })).toBeVisible();
    await mailbox
      .getByRole("link", { name: /sign-up code/ })
      .filter({ hasText: new RegExp(escapeRegExp(person.email)) })
      .click();
    const body = mailbox.locator("pre");
    await expect(body).toContainText("Your code to finish signing up is");
    const code = codeIn({ text: (await body.textContent()) ?? "" });
    await expectAxeClean(mailbox);
    await mailbox.close();

    await typeCode(page, wrongCode(code));
    await page.getByRole("button", { name: "Verify and create account" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Insert valid code" })).toBeVisible();
    await expectAxeClean(page);

    // A whole code arriving in the first box at once (as autofill does) fills all six.
    await page.getByRole("textbox", { name: "Digit 1 of 6" }).fill(code);
    await expect(page.getByRole("textbox", { name: "Digit 6 of 6" })).toHaveValue(code.slice(5));
    await page.getByRole("button", { name: "Verify and create account" }).click();

    await expect(page).toHaveURL(/\/signup\/confirmation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your account is ready" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to homepage" })).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/user\/quotes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Quotes" })).toBeVisible();
    await expect(page.getByText(`Welcome, ${person.firstName}.`)).toBeVisible();
    await expect(page.getByText("No quotes yet")).toBeVisible();
    await expect(page.getByRole("banner").getByText(`${person.firstName} ${person.lastName}`)).toBeVisible();
    await expectAxeClean(page);
  });

  test("the demo expert signs in through the e-mailed code and lands on requests", async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Log in to Taxlane" })).toBeVisible();
    await expectAxeClean(page);

    await demoExpertSignInTurn(request, async () => {
      const seen = await seenMail(request, demo.expert);
      await logIn(page, demo.expert, demo.password, "Tax professional");
      await expect(page.getByRole("heading", { level: 1, name: "Enter your sign-in code" })).toBeVisible();
      await expect(page.getByText(demo.expert)).toBeVisible();
      await expect(page.getByRole("button", { name: /Resend code in \d+ s/ })).toBeDisabled();
      await expectAxeClean(page);

      const mail = await waitForMail(request, demo.expert, { subject: /sign-in code/, seen });
      await typeCode(page, codeIn(mail));
      await page.getByRole("button", { name: "Verify and log in" }).click();
      await expect(page).toHaveURL(/\/expert\/requests$/);
    });

    await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    await expect(page.getByText("Welcome, Marcus.")).toBeVisible();
    // The demo world routed requests to the demo expert.
    await expect(page.getByRole("article", { name: /Tax Application$/ }).first()).toBeVisible();
    await expectAxeClean(page);

    const token = await storedToken(page);
    expect(token).not.toBeNull();
    if (token !== null) await shareDemoExpertToken(token);

    // An expert opening the taxpayer area goes to their own.
    await page.goto("/user/quotes");
    await expect(page).toHaveURL(/\/expert\/requests$/);

    await page.getByRole("button", { name: /Marcus Alvarez/ }).click();
    await expect(page.getByRole("menuitem", { name: "Change password" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
    await expectAxeClean(page);
  });

  test("signing in again moments after leaving the code screen leads back to the code already sent", async ({
    page,
    request,
  }) => {
    const account = await registerTaxpayer(request, "again");
    const token = await apiSignIn(request, account.email, account.password);
    const twoFactor = await request.post("/api/User/SetTwoFactor", {
      headers: bearer(token),
      data: { enabled: true },
    });
    expect(twoFactor.ok()).toBe(true);

    const seen = await seenMail(request, account.email);
    await page.goto("/login");
    await logIn(page, account.email, account.password);
    await expect(page.getByRole("heading", { level: 1, name: "Enter your sign-in code" })).toBeVisible();
    const mail = await waitForMail(request, account.email, { subject: /sign-in code/, seen });

    await page.getByRole("button", { name: "Use a different account" }).click();
    await logIn(page, account.email, account.password);
    await expect(page.getByRole("heading", { level: 1, name: "Enter your sign-in code" })).toBeVisible();
    await expect(page.getByText(/moments ago and it still works: enter that code/)).toBeVisible();
    await expect(page.getByRole("button", { name: /Resend code in \d+ s/ })).toBeDisabled();
    await expectAxeClean(page);

    await typeCode(page, codeIn(mail));
    await page.getByRole("button", { name: "Verify and log in" }).click();
    await expect(page).toHaveURL(/\/user\//);
    // One code was mailed for both tries (the sign-in from this new browser is mailed of as well).
    const codes = (await mailTo(request, account.email)).filter((sent) => /sign-in code/.test(sent.subject));
    expect(codes).toHaveLength(1);
  });

  test("forgot password: reset with the e-mailed code, sign in with the new password, the old session is refused", async ({
    page,
    request,
  }) => {
    const account = await registerTaxpayer(request, "reset-code");
    const oldToken = await apiSignIn(request, account.email, account.password);
    expect((await request.get("/api/user/GetUser", { headers: bearer(oldToken) })).status()).toBe(200);

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await expectAxeClean(page);

    await page.getByLabel("E-mail").fill(account.email);
    await page.getByRole("button", { name: "Send reset e-mail" }).click();
    await expect(
      page.getByText("E-mail sent. It can take a minute to arrive; look in your spam folder too."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
    await expectAxeClean(page);

    const mail = await waitForMail(request, account.email, { subject: /Reset your Taxlane password/ });
    await typeCode(page, codeIn(mail));
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
    const password = newPassword();
    await page.getByLabel("New password", { exact: true }).fill(password);
    await page.getByLabel("Confirm new password").fill(`${password}x`);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText("Fields must match")).toBeVisible();
    await expectAxeClean(page);
    await page.getByLabel("Confirm new password").fill(password);
    await page.getByRole("button", { name: "Reset password" }).click();

    await expect(page).toHaveURL(/\/congrats-reset-password$/);
    await expect(page.getByRole("heading", { level: 1, name: "Password reset successfully!" })).toBeVisible();
    await expectAxeClean(page);

    // The session opened before the reset has ended.
    expect((await request.get("/api/user/GetUser", { headers: bearer(oldToken) })).status()).toBe(401);

    await page.getByRole("link", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, account.email, account.password);
    await expect(
      page.getByRole("alert").filter({ hasText: "The e-mail or password is incorrect." }),
    ).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/user\/quotes$/);
    await expect(page.getByText(`Welcome, ${account.firstName}.`)).toBeVisible();
    // The browser keeps this device's mark of the sign-in, out of scripts' reach, for the API alone.
    const device = (await page.context().cookies()).find((cookie) => cookie.name === "taxlane_device");
    expect(device).toMatchObject({ path: "/api", httpOnly: true, sameSite: "Lax", secure: false });
  });

  test("the reset link from the e-mail sets a new password once, then says it can no longer be used", async ({
    page,
    request,
  }) => {
    const account = await registerTaxpayer(request, "reset-link");
    const oldToken = await apiSignIn(request, account.email, account.password);
    const asked = await request.post("/api/Identity/ForgotPassword", { data: { email: account.email } });
    expect(asked.ok()).toBe(true);
    const link = resetLinkIn(
      await waitForMail(request, account.email, { subject: /Reset your Taxlane password/ }),
    );

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expectAxeClean(page);
    const password = newPassword();
    await page.getByLabel("New password", { exact: true }).fill(password);
    await page.getByLabel("Confirm new password").fill(password);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page).toHaveURL(/\/congrats-reset-password$/);

    expect((await request.get("/api/user/GetUser", { headers: bearer(oldToken) })).status()).toBe(401);
    expect(await apiSignIn(request, account.email, password)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    await page.goto(link);
    await expect(
      page.getByRole("heading", { level: 1, name: "This link can no longer be used" }),
    ).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole("link", { name: "Send a new link" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test("a session ended mid-way sends the person to log in, then back to the page they were on", async ({
    page,
    request,
  }) => {
    const account = await registerTaxpayer(request, "session");
    await page.goto("/login");
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/user\/quotes$/);

    await page.getByRole("button", { name: new RegExp(account.lastName) }).click();
    await page.getByRole("menuitem", { name: "Change password" }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByRole("heading", { level: 1, name: "Change password" })).toBeVisible();
    await expectAxeClean(page);

    // The session ends elsewhere (here: a sign-out call with this page's own token).
    const status = await page.evaluate(async () => {
      const token = localStorage.getItem("USER_TOKEN") ?? "";
      const response = await fetch("/api/identity/signOut", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
      });
      return response.status;
    });
    expect(status).toBe(200);

    const password = newPassword();
    await page.getByLabel("Current password").fill(account.password);
    await page.getByLabel("New password", { exact: true }).fill(password);
    await page.getByLabel("Confirm new password").fill(password);
    await page.getByRole("button", { name: "Change password" }).click();

    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    await expect(page.getByRole("heading", { level: 1, name: "Log in to Taxlane" })).toBeVisible();
    await expectAxeClean(page);

    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByRole("heading", { level: 1, name: "Change password" })).toBeVisible();

    // This time the change goes through, and this session stays.
    await page.getByLabel("Current password").fill(account.password);
    await page.getByLabel("New password", { exact: true }).fill(password);
    await page.getByLabel("Confirm new password").fill(password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText(/Your password has been changed/)).toBeVisible();
    await expectAxeClean(page);
    const token = await storedToken(page);
    expect(token).not.toBeNull();
    if (token !== null) {
      expect((await request.get("/api/user/GetUser", { headers: bearer(token) })).status()).toBe(200);
    }
  });

  test("sign-in tabs, guards and the public header keep each person to their own pages", async ({
    page,
    request,
  }) => {
    const account = await registerTaxpayer(request, "guards");

    // Signed out, an area page remembers itself and asks to log in.
    await page.goto("/user/quotes");
    await expect(page).toHaveURL(/\/login$/);

    // A wrong password reads the same whichever sign-in was chosen, and for an unknown address.
    const refusal = page.getByRole("alert").filter({ hasText: "The e-mail or password is incorrect." });
    await logIn(page, account.email, `${account.password}x`, "Tax professional");
    await expect(refusal).toBeVisible();
    await expectAxeClean(page);
    await logIn(page, uniqueEmail("nobody"), account.password, "Client");
    await expect(refusal).toBeVisible();

    // The right password opens the person's own area, even from the other sign-in.
    await logIn(page, account.email, account.password, "Tax professional");
    await expect(page).toHaveURL(/\/user\/quotes$/);

    // A taxpayer opening the expert area goes to their own.
    await page.goto("/expert/requests");
    await expect(page).toHaveURL(/\/user\/quotes$/);

    // The public header shows the person instead of "Log in".
    await page.goto("/");
    const banner = page.getByRole("banner");
    const personButton = banner.getByRole("button", { name: new RegExp(account.lastName) });
    await expect(personButton).toBeVisible();
    await expect(banner.getByRole("link", { name: "Log in" })).toHaveCount(0);
    await personButton.click();
    await expect(banner.getByRole("link", { name: "My quotes" })).toBeVisible();
    await expectAxeClean(page);

    await banner.getByRole("button", { name: "Sign out" }).click();
    await expect(banner.getByRole("link", { name: "Log in" })).toBeVisible();
    expect(await storedToken(page)).toBeNull();

    // A broken token counts as signed out, without a call.
    await page.evaluate(() => localStorage.setItem("USER_TOKEN", "not-a-session"));
    await page.goto("/user/quotes");
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/user\/quotes$/);
  });
});
