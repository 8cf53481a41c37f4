import { apiSignIn, registerTaxpayer, useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { tabTo } from "../support/keyboard";
import { accountName, individualAnswers, startJobWithDemoExpert } from "../support/marketplace";

test.describe("cancelling a job", () => {
  test("the taxpayer cancels a job not started by keyboard, told first what happens; both sides see it cancelled", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const account = await registerTaxpayer(request, "cancel");
    const taxpayerToken = await apiSignIn(request, account.email, account.password);
    const { expertToken, expertName, quoteId } = await startJobWithDemoExpert(
      request,
      taxpayerToken,
      "individual",
      individualAnswers,
    );
    const taxpayerName = await accountName(request, taxpayerToken);

    await useToken(page, taxpayerToken);
    await page.goto(`/user/tax_preparation/${quoteId}`);
    const cancel = page.getByRole("button", { name: "Cancel this job" });
    await expect(cancel).toBeVisible();
    await tabTo(page, cancel, { limit: 120 });
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Cancel this job?" });
    await expect(dialog.getByText(`${expertName} has not started reviewing your information`)).toBeVisible();
    await expect(
      dialog.getByText("You have paid nothing on this job, so there is nothing to refund."),
    ).toBeVisible();
    await expectAxeClean(page);
    await dialog.getByLabel("Why are you cancelling? (optional)").fill("My brother will do it this year.");
    await tabTo(page, dialog.getByRole("button", { name: "Cancel the job" }));
    await page.keyboard.press("Enter");
    await expect(
      page.getByText("Your job is cancelled. You had paid nothing, so there is nothing to refund."),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(page.getByText(/^You cancelled this job on /)).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel this job" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Mark in process" })).toHaveCount(0);
    await expectAxeClean(page);
    await page.goto("/user/tax_preparation");
    const row = page.getByRole("row").filter({ hasText: expertName });
    await expect(row.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: /Mark in process/ })).toHaveCount(0);

    // The professional finds it cancelled in the list and on its page, with the reason.
    const expert = await (await browser.newContext()).newPage();
    await useToken(expert, expertToken);
    await expert.goto("/expert/tax_preparation");
    const theirRow = expert.getByRole("row").filter({ hasText: taxpayerName });
    await expect(theirRow.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(theirRow.getByRole("button", { name: /Upload/ })).toHaveCount(0);
    await expert.goto(`/expert/tax_preparation/${quoteId}`);
    await expect(expert.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(expert.getByText(new RegExp(`^${taxpayerName} cancelled this job on `))).toBeVisible();
    await expect(expert.getByText("Reason given: My brother will do it this year.")).toBeVisible();
    await expect(expert.getByRole("button", { name: /Upload/ })).toHaveCount(0);
    await expectAxeClean(expert);
  });
});
