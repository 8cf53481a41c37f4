import { apiSignIn, bearer, registerTaxpayer } from "../support/accounts";
import { registerProfessionalAccount } from "../support/billing";
import { typeCode } from "../support/expert-signup";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { codeIn, seenMail, waitForMail } from "../support/mail";
import { individualAnswers, newInvitationKey, ok, sendIndividualQuote } from "../support/marketplace";

test.describe("plan links for professionals", () => {
  test("a signed-out professional opens a plan link, signs in with the e-mail typed in, pays the test checkout and can quote", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const pro = await registerProfessionalAccount(request, "subscribe-link");
    const quoteBefore = await request.post("/api/Accountant/SendQuote", {
      headers: bearer(pro.token),
      multipart: { isIndividual: "true", taxPreparationId: "1", price: "450" },
    });
    expect(quoteBefore.status()).toBe(403);
    expect(await quoteBefore.text()).toContain("needs a plan");

    await page.goto(`/subscribe/basic/month?prefilled_email=${encodeURIComponent(pro.email)}`);
    await expect(page).toHaveURL(/\/login\?as=pro&email=/);
    await expect(page.getByLabel("E-mail")).toHaveValue(pro.email);
    await expect(page.getByRole("radio", { name: "Tax professional" })).toBeChecked();
    const seen = await seenMail(request, pro.email);
    await page.getByLabel("Password", { exact: true }).fill(pro.password);
    await page.getByRole("button", { name: "Log in" }).click();
    const mail = await waitForMail(request, pro.email, { subject: /sign-in code/, seen });
    await typeCode(page, codeIn(mail));
    await page.getByRole("button", { name: "Verify and log in" }).click();

    // Back on the link, it goes straight on to the checkout of Basic, monthly.
    await expect(page).toHaveURL(/\/payment\?session=cs_local_/);
    await expect(page.getByText(/Basic/).first()).toBeVisible();
    await expect(page.getByText(/\$199/).first()).toBeVisible();
    await expectAxeClean(page);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry date (MM / YY)").fill("12 / 34");
    await page.getByLabel("Security code").fill("123");
    await page.getByRole("button", { name: "Start my free trial" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your free trial has started" })).toBeVisible();

    // Now the professional can quote a request sent to them.
    const taxpayer = await registerTaxpayer(request, "subscribe-link-client");
    const taxpayerToken = await apiSignIn(request, taxpayer.email, taxpayer.password);
    const invitationkey = await newInvitationKey(request, pro.token);
    const created = await ok(
      await request.post("/api/taxpayer/AddIndividualTaxpayerInitialQuestions", {
        headers: bearer(taxpayerToken),
        data: { ...individualAnswers, invitationkey },
      }),
      "AddIndividualTaxpayerInitialQuestions",
    );
    const { taxPreparationId } = (await created.json()) as { taxPreparationId: number };
    expect(await sendIndividualQuote(request, pro.token, taxPreparationId)).toBeGreaterThan(0);
  });
});
