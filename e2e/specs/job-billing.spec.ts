import { apiSignIn, registerTaxpayer, useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { tabTo } from "../support/keyboard";
import { accountName, individualAnswers, startJobWithDemoExpert } from "../support/marketplace";

/** A date some days from now, as a date field takes it. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe("a job's billing", () => {
  test("the professional invoices a deposit within the quote and asks for $75 more; the taxpayer accepts by keyboard", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const account = await registerTaxpayer(request, "billing");
    const taxpayerToken = await apiSignIn(request, account.email, account.password);
    const { expertToken, expertName, quoteId } = await startJobWithDemoExpert(
      request,
      taxpayerToken,
      "individual",
      individualAnswers,
    );
    const taxpayerName = await accountName(request, taxpayerToken);

    // The professional: a draft with one line and a deposit, then sent.
    await useToken(page, expertToken);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`/expert/tax_preparation/${quoteId}?tab=billing`);
    await expect(page.getByText("Agreed price $450.00 (the quote)")).toBeVisible();
    await page.getByRole("button", { name: "New invoice" }).click();
    const form = page.getByRole("dialog", { name: "New invoice" });
    await form.getByLabel("Description").fill("Form 1040 with Schedule C");
    await form.getByLabel("Quantity").fill("1");
    await form.getByLabel("Unit price ($)").fill("450");
    await form.getByLabel("Deposit due now ($, optional)").fill("150");
    await form.getByLabel("Due date").fill(daysFromNow(14));
    await expect(form.getByText("Total: $450.00")).toBeVisible();
    await expectAxeClean(page);
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("The draft is saved. Send it when it is ready.")).toBeVisible();
    await page.getByRole("button", { name: "Send Draft invoice" }).click();
    await page
      .getByRole("dialog", { name: `Send Draft invoice to ${taxpayerName}?` })
      .getByRole("button", { name: "Send" })
      .click();
    // Numbered per professional: the demo professional's next number.
    const numbered = page.getByRole("heading", { name: /^Invoice INV-\d{4,}$/ });
    await expect(numbered).toBeVisible();
    const invoiceName = (await numbered.textContent()) ?? "";

    // More than the quote is refused until the taxpayer accepts a change: ask for $75 more.
    await page.getByRole("button", { name: "Ask for a price change" }).click();
    const ask = page.getByRole("dialog", { name: "Ask for a price change" });
    await ask.getByLabel("By how much ($)").fill("75");
    await ask.getByLabel("Reason").fill("A rental property was added after the quote.");
    await expect(ask.getByText("The agreed price would become $525.00.")).toBeVisible();
    await ask.getByRole("button", { name: `Ask ${taxpayerName}` }).click();
    await expect(page.getByText("Waiting for an answer")).toBeVisible();

    // The taxpayer reads the change and accepts it by keys alone.
    const taxpayer = await (await browser.newContext()).newPage();
    await useToken(taxpayer, taxpayerToken);
    await taxpayer.goto(`/user/tax_preparation/${quoteId}?tab=billing`);
    await expect(taxpayer.getByText(`${expertName} asks to raise the price by $75.00`)).toBeVisible();
    await expect(taxpayer.getByRole("heading", { name: invoiceName })).toBeVisible();
    await expectAxeClean(taxpayer);
    await tabTo(taxpayer, taxpayer.getByRole("button", { name: "Accept" }), { limit: 120 });
    await taxpayer.keyboard.press("Enter");
    const confirm = taxpayer.getByRole("dialog");
    await tabTo(taxpayer, confirm.getByRole("button", { name: "Accept" }));
    await taxpayer.keyboard.press("Enter");
    await expect(
      taxpayer.getByText("Agreed price $525.00 (quote $450.00 + $75.00 accepted change)"),
    ).toBeVisible();

    // The professional sees the new agreed price.
    await page.reload();
    await expect(
      page.getByText("Agreed price $525.00 (quote $450.00 + $75.00 accepted change)"),
    ).toBeVisible();
    await taxpayer.context().close();
  });
});
