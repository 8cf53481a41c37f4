import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { apiSignIn, bearer, registerTaxpayer, useToken } from "../support/accounts";
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
  test("the taxpayer moves a job along, the expert files the return, and the taxpayer downloads it and reviews the expert", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(480_000);
    const job = await newJobWithDemoExpert(request);

    // The taxpayer finds the job not started, and marks it in process.
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
    await expectAxeClean(page);
    await taxpayerRow.getByRole("button", { name: /Mark in process/ }).click();
    await expect(taxpayerRow.getByText("In process", { exact: true })).toBeVisible();
    await expect(taxpayerRow.getByRole("button", { name: /Ready for review/ })).toBeVisible();

    // The job's own page: the steps, the fee and the request's answers.
    await taxpayerRow.getByRole("link", { name: /View request/ }).click();
    await expect(page).toHaveURL(new RegExp(`/user/tax_preparation/${job.quoteId}$`));
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(job.expertName) })).toBeVisible();
    await expect(page.getByText("First year with a rental.")).toBeVisible();
    await expectAxeClean(page);

    // Sending it for review asks first, since it cannot be taken back; cancelling changes nothing.
    const readyForReview = page.getByRole("button", { name: /Ready for review/ });
    await readyForReview.click();
    const confirmReview = page.getByRole("dialog").filter({ hasText: "Send your job for review?" });
    await expect(confirmReview).toContainText("Your professional will start reviewing your information");
    await expect(confirmReview).toContainText("This cannot be undone");
    await expectAxeClean(page);
    await confirmReview.getByRole("button", { name: "Cancel" }).click();
    await expect(confirmReview).toBeHidden();
    await expect(readyForReview).toBeVisible();
    await readyForReview.click();
    await confirmReview.getByRole("button", { name: "Send for review" }).click();
    await expect(page.getByText("Your job is in for review.")).toBeVisible();
    await expect(page.getByRole("button", { name: /Ready for review/ })).toHaveCount(0);
    await expect(page.locator(".tl-job__who .tl-job-status")).toHaveText("In for review");

    // The expert, in a browser of their own, files the return: a PNG is refused, the PDF is taken.
    const expertContext = await browser.newContext();
    const expertPage = await expertContext.newPage();
    await useToken(expertPage, job.expertToken);
    await expertPage.goto("/expert/tax_preparation");
    await expect(expertPage.getByRole("heading", { level: 1, name: "Tax preparation" })).toBeVisible();
    const expertRow = jobRow(expertPage, job.clientLastName);
    // The status, and what it asks of the professional next.
    await expect(expertRow.getByText("In for review", { exact: true })).toBeVisible();
    await expect(expertRow.getByText("Review the client's information and upload the return")).toBeVisible();
    await expectAxeClean(expertPage);

    await expertRow.getByRole("button", { name: /View request/ }).click();
    const drawer = expertPage.getByRole("dialog", { name: "Request" });
    await expect(drawer.getByText("First year with a rental.")).toBeVisible();
    await expectAxeClean(expertPage);
    await drawer.getByRole("button", { name: "Close" }).click();
    await expect(drawer).toBeHidden();

    const upload = async (file: string) => {
      const chooser = expertPage.waitForEvent("filechooser");
      await expertRow.getByRole("button", { name: /Upload return/ }).click();
      await (await chooser).setFiles(file);
    };
    await upload(pngFile);
    await expect(expertRow.getByRole("alert")).toContainText("not accepted");
    await expect(expertRow.getByText("In for review", { exact: true })).toBeVisible();
    await upload(pdfReturn);
    await expect(expertRow.getByText("Filed", { exact: true })).toBeVisible();
    await expect(expertRow.getByText("Return filed", { exact: true })).toBeVisible();
    await expect(expertRow.getByRole("button", { name: /Download return/ })).toBeVisible();
    await expectAxeClean(expertPage);

    await expertPage.getByRole("button", { name: "Generate invitation link" }).click();
    await expect(expertPage.getByLabel("Invitation link")).toHaveValue(/\/user\/add-quote\?invitationkey=/);
    await expertContext.close();

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

    // The job's page shows it filed, with the return to download.
    await page.goto(`/user/tax_preparation/${job.quoteId}`);
    await expect(page.getByRole("main").getByText("Filed", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /Download return/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /Mark in process|Ready for review/ })).toHaveCount(0);
    await expectAxeClean(page);
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
