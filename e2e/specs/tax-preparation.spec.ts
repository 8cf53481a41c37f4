import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { apiSignIn, bearer, registerTaxpayer, useToken } from "../support/accounts";
import { submissionId } from "../support/filing";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { individualAnswers, ok, startJobWithDemoExpert } from "../support/marketplace";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const pdfReturn = path.join(fixtures, "price-list.pdf");
const pngFile = path.join(fixtures, "expert-photo.png");

/** The shared individual answers, with the two free-text ones the job's request drawer shows. */
const jobAnswers = {
  ...individualAnswers,
  fromWhereKnowMyTaxApp: "A friend",
  anythingElseForPreparer: "First year with a rental.",
};

interface Job {
  taxpayerToken: string;
  expertToken: string;
  /** The taxpayer's last name, unique to this test, to find their row among the demo expert's jobs. */
  clientLastName: string;
  expertName: string;
  quoteId: number;
}

/**
 * A fresh taxpayer's request through a fresh invitation of the demo expert, quoted, chosen and
 * confirmed: a job not started, between this taxpayer and the demo expert.
 */
async function newJobWithDemoExpert(request: APIRequestContext): Promise<Job> {
  const account = await registerTaxpayer(request, "job");
  const taxpayerToken = await apiSignIn(request, account.email, account.password);
  const clientLastName = `Filer${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await ok(
    await request.post("/api/Taxpayer/UpdateProfileDetails", {
      headers: bearer(taxpayerToken),
      multipart: { firstName: account.firstName, lastName: clientLastName, phoneNumber: "+1 415 555 0100" },
    }),
    "UpdateProfileDetails",
  );

  const { expertToken, expertName, quoteId } = await startJobWithDemoExpert(
    request,
    taxpayerToken,
    "individual",
    jobAnswers,
  );
  return {
    taxpayerToken,
    expertToken,
    clientLastName,
    expertName,
    quoteId,
  };
}

/** The row of this job in a jobs table (both pages show a table at the default desktop width). */
const jobRow = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

test.describe("tax preparation", () => {
  test("the professional moves the job along and shares a draft the taxpayer approves; the return is filed, rejected, refiled and accepted with a refund; the taxpayer downloads it and reviews the professional", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(480_000);
    const job = await newJobWithDemoExpert(request);

    // The taxpayer finds the job not started; the professional is the one who moves it along.
    await useToken(page, job.taxpayerToken);
    await page.goto("/user/tax_preparation");
    await expect(page.getByRole("heading", { level: 1, name: "Tax preparation" })).toBeVisible();
    const taxpayerRow = jobRow(page, job.expertName);
    await expect(taxpayerRow).toHaveCount(1);
    await expect(taxpayerRow.getByText("Not started", { exact: true })).toBeVisible();
    await expect(taxpayerRow.getByText("$450")).toBeVisible();
    await expect(taxpayerRow.getByRole("link", { name: job.expertName, exact: true })).toHaveAttribute(
      "href",
      /^\/experts\/\d+$/,
    );
    await expect(taxpayerRow.getByRole("button", { name: /Mark in process|Ready for review/ })).toHaveCount(
      0,
    );
    await expectAxeClean(page);

    // The job's own page: the request's answers, and where the draft will come.
    await taxpayerRow.getByRole("link", { name: /View request/ }).click();
    await expect(page).toHaveURL(new RegExp(`/user/tax_preparation/${job.quoteId}$`));
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(job.expertName) })).toBeVisible();
    await expect(page.getByText("First year with a rental.")).toBeVisible();
    await expect(page.getByText(/will share a draft of your return here/)).toBeVisible();
    await expectAxeClean(page);

    // The professional, in a browser of their own, reads the request and moves the job to review.
    const expertContext = await browser.newContext();
    const expertPage = await expertContext.newPage();
    await useToken(expertPage, job.expertToken);
    await expertPage.goto("/expert/tax_preparation");
    await expect(expertPage.getByRole("heading", { level: 1, name: "Tax preparation" })).toBeVisible();
    const expertRow = jobRow(expertPage, job.clientLastName);
    await expect(expertRow.getByText("Not started", { exact: true })).toBeVisible();
    await expertRow.getByRole("button", { name: /View request/ }).click();
    const drawer = expertPage.getByRole("dialog", { name: "Request" });
    await expect(drawer.getByText("First year with a rental.")).toBeVisible();
    await expectAxeClean(expertPage);
    await drawer.getByRole("button", { name: "Close" }).click();
    await expect(drawer).toBeHidden();

    await expertPage.goto(`/expert/tax_preparation/${job.quoteId}`);
    await expertPage.getByRole("combobox", { name: "Move this job to" }).click();
    await expertPage.locator(".ant-select-dropdown").getByText("In for review", { exact: true }).click();
    await expertPage.getByRole("button", { name: "Move job" }).click();
    await expect(expertPage.getByText("The job moved on.")).toBeVisible();
    await expertPage.goto("/expert/tax_preparation");
    await expect(expertRow.getByText("In for review", { exact: true })).toBeVisible();
    await expect(
      expertRow.getByText("Review the client's information and share a draft of the return"),
    ).toBeVisible();

    // A draft: a PNG is refused, the PDF is shared; the job stays in review until it is filed.
    const upload = async (file: string, button: RegExp) => {
      const chooser = expertPage.waitForEvent("filechooser");
      await expertRow.getByRole("button", { name: button }).click();
      await (await chooser).setFiles(file);
    };
    await upload(pngFile, /Share a draft/);
    await expect(expertRow.getByRole("alert")).toContainText("not accepted");
    await upload(pdfReturn, /Share a draft/);
    await expect(expertRow.getByRole("button", { name: /Share a new draft/ })).toBeVisible();
    await expect(expertRow.getByText("In for review", { exact: true })).toBeVisible();
    await expectAxeClean(expertPage);

    await expertPage.getByRole("button", { name: "Generate invitation link" }).click();
    await expect(expertPage.getByLabel("Invitation link")).toHaveValue(/\/user\/add-quote\?invitationkey=/);

    // The taxpayer approves the draft.
    await page.reload();
    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText(/You approved this draft/)).toBeVisible();
    await expectAxeClean(page);

    // The professional records the federal e-file, then the IRS's rejection with its code.
    await expertPage.goto(`/expert/tax_preparation/${job.quoteId}?tab=filing`);
    await expect(expertPage.getByText("Nothing filed yet")).toBeVisible();
    await expertPage.getByRole("button", { name: "Record a filing" }).click();
    const filingDialog = expertPage.getByRole("dialog", { name: "Record a filing" });
    await filingDialog.getByLabel("IRS submission id").fill(submissionId());
    await expectAxeClean(expertPage);
    await filingDialog.getByRole("button", { name: "Save" }).click();
    await expect(filingDialog).toBeHidden();
    await expect(expertPage.getByText("Federal return", { exact: true })).toBeVisible();

    await expertPage.getByRole("button", { name: "Record the IRS's answer" }).click();
    const answer = expertPage.getByRole("dialog", { name: /The IRS's answer/ });
    await answer.getByLabel("Rejected").check();
    await answer.getByRole("combobox", { name: "Reject code" }).fill("IND-031");
    await expertPage
      .locator(".ant-select-dropdown")
      .locator(".ant-select-item-option", { hasText: "IND-031-04" })
      .click();
    await expectAxeClean(expertPage);
    await answer.getByRole("button", { name: "Save" }).click();
    await expect(answer).toBeHidden();
    await expect(expertPage.getByText("Reject code IND-031-04")).toBeVisible();

    // The taxpayer sees the rejection with what it means and what happens next.
    await page.goto(`/user/tax_preparation/${job.quoteId}?tab=filing`);
    await expect(page.getByText("Reject code IND-031-04")).toBeVisible();
    await expect(page.getByText(/does not match the IRS's records for the taxpayer/)).toBeVisible();
    await expect(page.getByText(/will sign again with last year's AGI/)).toBeVisible();
    await expectAxeClean(page);

    // The corrected filing, its acceptance, and the refund the return shows.
    await expertPage.getByRole("button", { name: "Record a filing" }).click();
    await filingDialog.getByLabel("IRS submission id").fill(submissionId());
    await filingDialog.getByRole("combobox", { name: "Corrects the rejected filing" }).click();
    await expertPage
      .locator(".ant-select-dropdown")
      .locator(".ant-select-item-option", { hasText: "IND-031-04" })
      .click();
    await filingDialog.getByRole("button", { name: "Save" }).click();
    await expect(filingDialog).toBeHidden();
    await expertPage.getByRole("button", { name: "Record the IRS's answer" }).click();
    await answer.getByRole("button", { name: "Save" }).click();
    await expect(answer).toBeHidden();
    await expertPage.getByRole("button", { name: "Record the refund or amount due" }).click();
    const outcome = expertPage.getByRole("dialog", { name: "The return's outcome" });
    await outcome.getByLabel("Amount (USD)").fill("1234");
    await outcome.getByRole("button", { name: "Save" }).click();
    await expect(outcome).toBeHidden();
    await expect(expertPage.getByText("Refund: $1,234.00")).toBeVisible();
    await expectAxeClean(expertPage);
    await expertContext.close();

    await page.reload();
    await expect(page.getByText(/^Accepted on /)).toBeVisible();
    await expect(page.getByText("Your refund: $1,234.00")).toBeVisible();
    await expect(page.getByRole("link", { name: /Where's My Refund/ })).toHaveAttribute(
      "href",
      "https://www.irs.gov/wheres-my-refund",
    );
    await expectAxeClean(page);

    // The taxpayer downloads the return; the review dialog asks once, and the review goes out.
    await page.goto("/user/tax_preparation");
    await expect(taxpayerRow.getByText("Filed", { exact: true })).toBeVisible();
    const download = page.waitForEvent("download");
    await taxpayerRow.getByRole("button", { name: /Download return/ }).click();
    expect((await download).suggestedFilename()).toBe("price-list.pdf");
    const dialog = page.getByRole("dialog", { name: `How did ${job.expertName} do?` });
    await expect(dialog).toBeVisible();
    await expectAxeClean(page);
    await dialog.getByRole("button", { name: "Send review" }).click();
    await expect(dialog.getByText("Please choose from 1 to 5 stars.")).toBeVisible();
    await dialog.getByRole("radiogroup", { name: "Your rating" }).getByRole("radio").nth(4).click();
    await dialog.getByLabel("Comment").fill("Quick, clear and careful. Thank you!");
    await dialog.getByRole("button", { name: "Send review" }).click();
    await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
    await page
      .getByRole("dialog", { name: "Thank you!" })
      .getByRole("button", { name: "Close" })
      .last()
      .click();
    await expect(page.getByRole("dialog")).toBeHidden();
    // Reviewed: no second prompt, and no "Rate your professional".
    await expect(taxpayerRow.getByRole("button", { name: /Rate your professional/ })).toHaveCount(0);
  });

  test("a job that is not the taxpayer's, or no job at all, shows not found", async ({ page, request }) => {
    const account = await registerTaxpayer(request, "job-missing");
    await useToken(page, await apiSignIn(request, account.email, account.password));
    await page.goto("/user/tax_preparation");
    await expect(page.getByText("No tax preparations yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "New tax preparation" })).toHaveAttribute(
      "href",
      "/user/add-quote",
    );
    await expectAxeClean(page);
    for (const address of ["/user/tax_preparation/99999999", "/user/tax_preparation/abc"]) {
      await page.goto(address);
      await expect(page.getByRole("heading", { level: 1, name: "Tax preparation not found" })).toBeVisible();
    }
    await expectAxeClean(page);
  });
});
