import { readFile } from "node:fs/promises";
import { apiSignIn, registerTaxpayer, useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { tabTo } from "../support/keyboard";
import { individualAnswers, startJobWithDemoExpert } from "../support/marketplace";
import { askPriceChange, fillTestCard, payoutsActive, sendInvoice } from "../support/payments";

test.describe("paying the professional online", () => {
  test("payouts set up, a deposit paid by keyboard with a test card, $75 more accepted, a declined card, the balance paid and its receipt downloaded", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const account = await registerTaxpayer(request, "paying");
    const taxpayerToken = await apiSignIn(request, account.email, account.password);
    const { expertToken, expertName, quoteId } = await startJobWithDemoExpert(
      request,
      taxpayerToken,
      "individual",
      individualAnswers,
    );

    // The professional's payouts, through the local provider's test onboarding.
    await useToken(page, expertToken);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await payoutsActive(page);
    await expect(page.getByText("Test mode: no money moves.")).toBeVisible();
    await expectAxeClean(page);
    const deposit = await sendInvoice(request, expertToken, quoteId, {
      description: "Deposit",
      cents: 10_000,
    });

    // The taxpayer pays the deposit by keys alone.
    const taxpayer = await (await browser.newContext()).newPage();
    await useToken(taxpayer, taxpayerToken);
    await taxpayer.goto(`/user/tax_preparation/${quoteId}?tab=billing`);
    await expect(taxpayer.getByRole("heading", { name: `Invoice ${deposit}` })).toBeVisible();
    await tabTo(taxpayer, taxpayer.getByRole("button", { name: "Pay $100.00" }), { limit: 120 });
    await taxpayer.keyboard.press("Enter");
    await expect(taxpayer.getByText("Test checkout: no money moves")).toBeVisible();
    await expect(taxpayer.getByText(`Invoice ${deposit} from ${expertName}`)).toBeVisible();
    await expectAxeClean(taxpayer);
    await tabTo(taxpayer, taxpayer.getByLabel("Card number"));
    await taxpayer.keyboard.type("4242 4242 4242 4242");
    await tabTo(taxpayer, taxpayer.getByLabel("Expiry date (MM / YY)"));
    await taxpayer.keyboard.type("12 / 34");
    await tabTo(taxpayer, taxpayer.getByLabel("Security code"));
    await taxpayer.keyboard.type("123");
    await tabTo(taxpayer, taxpayer.getByRole("button", { name: "Pay $100.00" }));
    await taxpayer.keyboard.press("Enter");
    await expect(taxpayer.getByText("Thank you. Your payment of $100.00 went through.")).toBeVisible();
    await expect(taxpayer.getByText(/\$100\.00 paid .* with Visa •••• 4242/)).toBeVisible();
    await expectAxeClean(taxpayer);

    // $75 more, with the reason; the taxpayer accepts, and the professional bills the balance.
    await askPriceChange(
      request,
      expertToken,
      quoteId,
      7_500,
      "A rental property was added after the quote.",
    );
    await taxpayer.goto(`/user/tax_preparation/${quoteId}?tab=billing`);
    await expect(taxpayer.getByText(`${expertName} asks to raise the price by $75.00`)).toBeVisible();
    await taxpayer.getByRole("button", { name: "Accept" }).click();
    await taxpayer.getByRole("dialog").getByRole("button", { name: "Accept" }).click();
    await expect(
      taxpayer.getByText("Agreed price $525.00 (quote $450.00 + $75.00 accepted change)"),
    ).toBeVisible();
    const balance = await sendInvoice(request, expertToken, quoteId, {
      description: "Balance",
      cents: 42_500,
    });

    // On a phone: a declined card says what to do, and another card pays.
    await taxpayer.setViewportSize({ width: 390, height: 844 });
    await taxpayer.reload();
    const balanceInvoice = taxpayer.getByRole("listitem", { name: `Invoice ${balance}` });
    await balanceInvoice.getByRole("button", { name: "Pay $425.00" }).click();
    await fillTestCard(taxpayer, "4000 0000 0000 0002");
    await taxpayer.getByRole("button", { name: "Pay $425.00" }).click();
    const declined = taxpayer.getByRole("alert");
    await expect(declined).toContainText("The payment did not go through");
    await expect(declined).toContainText("Your card was declined. Try another card, or ask your bank why.");
    await expectAxeClean(taxpayer);
    await fillTestCard(taxpayer, "5555 5555 5555 4444");
    await taxpayer.getByRole("button", { name: "Pay $425.00" }).click();
    await expect(taxpayer.getByText("Thank you. Your payment of $425.00 went through.")).toBeVisible();
    const paid = taxpayer.getByRole("listitem", { name: `Invoice ${balance}` });
    await expect(paid.getByText("Paid", { exact: true })).toBeVisible();
    const receipt = paid.getByRole("button", { name: /^Download receipt RCT-\d{4,}$/ });
    const [download] = await Promise.all([taxpayer.waitForEvent("download"), receipt.click()]);
    expect(download.suggestedFilename()).toMatch(/^receipt-RCT-\d{4,}\.pdf$/);
    const pdf = await readFile((await download.path()) ?? "");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

    // The professional's payments page lists both payments.
    await page.goto("/expert/payments");
    const payments = page.getByRole("region", { name: "Payments" }).last();
    await expect(payments.getByText(balance)).toBeVisible();
    await expect(payments.getByText(deposit)).toBeVisible();
    await taxpayer.context().close();
  });
});
