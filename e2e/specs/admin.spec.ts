import { apiSignIn, bearer, demoOperatorToken, registerTaxpayer, useToken } from "../support/accounts";
import { registerProfessional, registerProfessionalAccount } from "../support/billing";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { individualAnswers, startJobWithDemoExpert } from "../support/marketplace";
import { appCode } from "../support/second-factors";

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
    await useToken(page, await demoOperatorToken(request));
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Operator console" })).toBeVisible();
    const waiting = page.locator(".ant-card").filter({ hasText: me.email });
    await expect(waiting.getByText("P01234567")).toBeVisible();
    await expect(page).toHaveTitle("Operator console · Taxlane");
    await expectAxeClean(page);
    // On a phone the nine tabs wrap onto more lines: every one is in view, none behind a "more" button.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("tab", { name: "Audit log" })).toBeInViewport();
    await expectAxeClean(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    // Approving asks for a reason, which the audit log keeps with the professional's name.
    await waiting.getByRole("button", { name: /^Approve / }).click();
    const dialog = page.getByRole("dialog", { name: /^Approve the credentials of / });
    await dialog.getByRole("button", { name: "Approve credentials" }).click();
    await expect(
      dialog.getByText("Give a reason: it is kept in the audit log with this action."),
    ).toBeVisible();
    await expectAxeClean(page);
    await dialog.getByLabel("Reason").fill("PTIN found in the IRS directory.");
    await dialog.getByRole("button", { name: "Approve credentials" }).click();
    await expect(page.locator(".ant-card").filter({ hasText: me.email })).toHaveCount(0);

    await page.getByRole("tab", { name: "Audit log" }).click();
    await page.getByLabel("Account id").fill(String(me.id));
    await page.getByRole("button", { name: "Search" }).click();
    await expect(
      page.getByRole("cell", { name: /^Verified the credentials of .+: PTIN found in the IRS directory\.$/ }),
    ).toBeVisible();
    await expectAxeClean(page);

    await page.goto(`/experts/${me.id}`);
    await expect(page.getByText("Credentials verified", { exact: true })).toBeVisible();
    await expectAxeClean(page);
    const directory = (await (await request.get("/api/Public/Experts?state=CO&from=0&to=48")).json()) as {
      items: { id: number; credentialsVerified: boolean }[];
    };
    expect(directory.items.find((item) => item.id === me.id)?.credentialsVerified).toBe(true);
  });

  test("an operator sees the newest accounts without searching, suspends one with a reason in a dialog naming them, and restores it", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await registerTaxpayer(request, "admin-suspend");
    const name = `${account.firstName} ${account.lastName}`;
    await useToken(page, await demoOperatorToken(request));
    await page.goto("/admin?tab=accounts");
    // The newest account is listed before any search.
    const row = page.getByRole("row").filter({ hasText: account.email });
    await expect(row.getByRole("cell", { name: "Active" })).toBeVisible();
    await row.getByRole("button", { name: `Suspend ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Suspend ${name}?` });
    await dialog.getByLabel("Reason").fill("Asked us to pause the account.");
    await expectAxeClean(page);
    await dialog.getByRole("button", { name: "Suspend account" }).click();
    await expect(row.getByText("Suspended")).toBeVisible();
    expect(
      (
        await request.post("/api/identity/signIn", {
          data: { email: account.email, password: account.password },
        })
      ).status(),
    ).toBe(403);

    await row.getByRole("button", { name: `Restore ${name}` }).click();
    await page
      .getByRole("dialog", { name: `Restore ${name}?` })
      .getByLabel("Reason")
      .fill("Asked to resume.");
    await page.getByRole("button", { name: "Restore account" }).click();
    await expect(row.getByRole("cell", { name: "Active" })).toBeVisible();
  });

  test("an operator writes a blog post in Markdown with its preview, the blog shows it, and unpublishing hides it", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const title = `Filing early pays ${Date.now()}`;
    await useToken(page, await demoOperatorToken(request));
    await page.goto("/admin?tab=blog");
    await page.getByRole("button", { name: "New post" }).click();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Short description").fill("Why an early return is a calmer return.");
    await page.getByLabel("Article (Markdown)").fill("## Start early\n\nFile **before** the rush.");
    // The preview is the public pages' rendering, from the server.
    const preview = page.locator(".ant-card").filter({ hasText: "Preview" });
    await expect(preview.getByRole("heading", { name: "Start early" })).toBeVisible();
    await expect(preview.locator("strong", { hasText: "before" })).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Publish post" }).click();
    await expect(page.getByRole("cell", { name: title, exact: true })).toBeVisible();

    await page.goto("/blogs");
    await expect(page.getByText(title).first()).toBeVisible();

    await page.goto("/admin?tab=blog");
    await page.getByRole("switch", { name: `Published: ${title}` }).click();
    await expect(page.getByRole("switch", { name: `Published: ${title}` })).not.toBeChecked();
    const posts = (await (await request.get("/api/Blog/GetAll?count=100")).json()) as { title: string }[];
    expect(posts.map((post) => post.title)).not.toContain(title);
  });

  test("a taxpayer opens a support case, an operator reads the job's organizer while it is open, and closing it ends that", async ({
    page: taxpayer,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(300_000);
    const account = await registerTaxpayer(request, "support-case");
    const taxpayerToken = await apiSignIn(request, account.email, account.password);
    const { quoteId } = await startJobWithDemoExpert(request, taxpayerToken, "individual", individualAnswers);

    await useToken(taxpayer, taxpayerToken);
    await taxpayer.goto(`/user/tax_preparation/${quoteId}?tab=organizer`);
    await taxpayer.getByLabel("What do you need help with?").fill("I cannot find where to add my W-2.");
    await taxpayer.getByRole("button", { name: "Open a support case" }).click();
    await expect(taxpayer.getByText(/Your support case is open/)).toBeVisible();
    await expectAxeClean(taxpayer);

    const operator = await (await browser.newContext({ baseURL })).newPage();
    await useToken(operator, await demoOperatorToken(request));
    await operator.goto("/admin?tab=support");
    const supportCase = operator.getByRole("listitem").filter({ hasText: account.email });
    await expect(supportCase.getByText("I cannot find where to add my W-2.")).toBeVisible();
    await supportCase.getByRole("button", { name: /Read answers and files/ }).click();
    await expect(supportCase.getByText("Organizer answers")).toBeVisible();
    await expectAxeClean(operator);

    await taxpayer.getByRole("button", { name: "Close support case" }).click();
    await taxpayer.getByRole("button", { name: "Close case" }).click();
    await expect(taxpayer.getByRole("button", { name: "Open a support case" })).toBeVisible();
    await operator.reload();
    await expect(operator.getByText("A taxpayer's answers and files open to operators")).toBeVisible();
    await expect(operator.getByRole("listitem").filter({ hasText: account.email })).toHaveCount(0);
  });

  test("after a verified support request, an operator resets a professional's sign-in factors: the app goes and they are signed out", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const pro = await registerProfessionalAccount(request, "admin-factors");
    // The professional added an authenticator app (through the API: the journey of the page is elsewhere).
    const setup = await request.post("/api/User/StartAuthenticatorApp", { headers: bearer(pro.token) });
    const { secret } = (await setup.json()) as { secret: string };
    const confirmed = await request.post("/api/User/ConfirmAuthenticatorApp", {
      headers: bearer(pro.token),
      data: { code: await appCode(secret) },
    });
    const { token } = (await confirmed.json()) as { token: string };

    await useToken(page, await demoOperatorToken(request));
    await page.goto("/admin?tab=accounts");
    const row = page.getByRole("row").filter({ hasText: pro.email });
    await row.getByRole("button", { name: "Sign-in factors of Avery Lindqvist" }).click();
    const drawer = page.getByRole("dialog", { name: "Sign-in factors of Avery Lindqvist" });
    await expect(drawer.getByText(/^Authenticator app, added/)).toBeVisible();
    await expect(drawer.getByText("10 of 10 recovery codes left")).toBeVisible();
    await expectAxeClean(page);

    await drawer.getByRole("button", { name: "Reset factors…" }).click();
    await page
      .getByLabel("Support request reference")
      .fill("Case 4821: lost phone, identity checked by video call");
    await page
      .getByRole("checkbox", { name: "I verified this person's identity through the support request" })
      .check();
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Reset factors", exact: true }).click();
    await expect(
      page.getByText("The sign-in factors of Avery Lindqvist were reset, and they were told by e-mail."),
    ).toBeVisible();
    await expect(drawer.getByText("No authenticator app")).toBeVisible();

    // Signed out everywhere; the next sign-in is by password and e-mailed code, to add a new factor.
    expect((await request.get("/api/user/GetUser", { headers: bearer(token) })).status()).toBe(401);
    const signIn = await request.post("/api/identity/signIn", {
      data: { email: pro.email, password: pro.password },
    });
    expect(await signIn.json()).toMatchObject({ twoFactorAuthIsActive: true, secondFactors: ["email"] });
  });
});
