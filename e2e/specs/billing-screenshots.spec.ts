import { apiSignIn, bearer, registerTaxpayer, useToken } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { individualAnswers, ok, startJobWithDemoExpert } from "../support/marketplace";
import { shoot, viewport, widths } from "../support/screenshots";

/** A date some days from now, as the API takes it. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const width of widths) {
  test(`job-billing at ${width} px`, async ({ page, browser, request }) => {
    const account = await registerTaxpayer(request, `shot-billing-${width}`);
    const taxpayerToken = await apiSignIn(request, account.email, account.password);
    const { expertToken, quoteId } = await startJobWithDemoExpert(
      request,
      taxpayerToken,
      "individual",
      individualAnswers,
    );
    const call = async (path: string, data: Record<string, unknown>) =>
      (await ok(await request.post(`/api${path}`, { headers: bearer(expertToken), data }), path)).json();
    const draft = (await call("/Accountant/CreateInvoice", {
      quoteId,
      lines: [
        { description: "Form 1040 with Schedule C", quantity: 1, unitCents: 40_000 },
        { description: "State return", quantity: 1, unitCents: 5_000 },
      ],
      depositCents: 15_000,
      dueDate: daysFromNow(14),
      notes: "The deposit is due now; the rest when the return is ready to sign.",
    })) as { id: number };
    await call("/Accountant/SendInvoice", { invoiceId: draft.id });
    await call("/Accountant/RequestPriceChange", {
      quoteId,
      amountCents: 7_500,
      reason: "A rental property was added after the quote.",
    });

    await useToken(page, expertToken);
    await page.setViewportSize(viewport(width));
    await page.goto(`/expert/tax_preparation/${quoteId}?tab=billing`);
    await expect(page.getByRole("heading", { name: /^Invoice INV-\d+$/ })).toBeVisible();
    await shoot(page, "job-billing-professional", width);

    const taxpayer = await (await browser.newContext({ viewport: viewport(width) })).newPage();
    await useToken(taxpayer, taxpayerToken);
    await taxpayer.goto(`/user/tax_preparation/${quoteId}?tab=billing`);
    await expect(taxpayer.getByText(/asks to raise the price by \$75\.00/)).toBeVisible();
    await shoot(taxpayer, "job-billing-taxpayer", width);
    await taxpayer.context().close();
  });
}
