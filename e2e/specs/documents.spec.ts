import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bearer, useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { ok } from "../support/marketplace";
import { newOrganizerJob } from "../support/organizer";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const pdf = path.join(fixtures, "price-list.pdf");

/** The page count `pdfinfo` reads, or null where poppler is not installed. */
function pdfPages(file: string): number | null {
  try {
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    const match = /^Pages:\s+(\d+)/m.exec(info);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

test("the professional requests a document, the taxpayer uploads it, the professional accepts and downloads one PDF", async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  page.setDefaultTimeout(30_000);
  const job = await newOrganizerJob(page.request);

  // An empty job: neither side has documents yet.
  await useToken(page, job.taxpayerToken);
  await page.goto(`/user/tax_preparation/${job.quoteId}?tab=documents`);
  const taxpayerDocuments = page.getByRole("region", { name: "Documents" });
  await expect(taxpayerDocuments.getByText("No Documents Found")).toBeVisible();
  await expectAxeClean(page);

  const expertContext = await browser.newContext();
  const expert = await expertContext.newPage();
  expert.setDefaultTimeout(30_000);
  await useToken(expert, job.expertToken);
  await expert.goto("/expert/tax_preparation");
  await expect(expert.locator(`a[href="/expert/tax_preparation/${job.quoteId}/documents"]`)).toBeVisible();
  await expert.goto(`/expert/tax_preparation/${job.quoteId}/documents`);
  const expertDocuments = expert.getByRole("region", { name: "Job documents" });
  await expect(expertDocuments.getByText("No Documents Found")).toBeVisible();

  // The taxpayer gives a W-2 in the organizer: it is listed for the professional as provided.
  await ok(
    await page.request.post("/api/taxpayer/AddAnswerToOrganizerQuestions", {
      headers: bearer(job.taxpayerToken),
      multipart: {
        "questionList[0].quoteId": String(job.quoteId),
        "questionList[0].question": "taxPayer_W2FormFile",
        "questionList[0].answerTypeId": "6",
        "questionList[0].categoryId": "19",
        "questionList[0].isFile": "true",
        "questionList[0].files": {
          name: "w2-acme.pdf",
          mimeType: "application/pdf",
          buffer: readFileSync(pdf),
        },
      },
    }),
    "AddAnswerToOrganizerQuestions",
  );
  await expert.reload();
  const w2Row = expertDocuments.getByRole("row").filter({ hasText: "w2-acme.pdf" });
  await expect(w2Row.getByText("Provided")).toBeVisible();

  // The professional asks for the spouse's bank statement.
  await expertDocuments.getByRole("button", { name: "Request a document" }).click();
  const dialog = expert.getByRole("dialog", { name: "Request a document" });
  await dialog.getByRole("textbox", { name: "Title" }).fill("Bank statement");
  await dialog.getByRole("textbox", { name: "Note for your client" }).fill("The December one, please.");
  await dialog.getByRole("radio", { name: "Spouse" }).check();
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog).toBeHidden();
  const expertRequestRow = expertDocuments.getByRole("row").filter({ hasText: "Bank statement" });
  await expect(expertRequestRow.getByText("Requested")).toBeVisible();
  await expect(expertRequestRow.getByText("Spouse")).toBeVisible();
  await expectAxeClean(expert);

  // The taxpayer sees it with the note and uploads a PDF.
  await page.reload();
  const requestRow = taxpayerDocuments.getByRole("row").filter({ hasText: "Bank statement" });
  await expect(requestRow.getByText("The December one, please.")).toBeVisible();
  await expect(requestRow.getByText("Requested")).toBeVisible();
  await expect(requestRow.getByText("Spouse")).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await requestRow.getByRole("button", { name: "Upload Bank statement" }).click();
  await (await chooser).setFiles(pdf);
  await expect(requestRow.getByText("Provided")).toBeVisible();
  await expect(requestRow.getByRole("button", { name: "Upload Bank statement" })).toHaveCount(0);
  await expectAxeClean(page);

  // The professional sends it back with a note; the taxpayer reads the note and uploads again.
  await expert.reload();
  await expect(expertRequestRow.getByText("Provided")).toBeVisible();
  await expertRequestRow.getByRole("button", { name: "Needs replacement (Bank statement)" }).click();
  const sendBack = expert.getByRole("dialog", { name: "Ask again for Bank statement" });
  await sendBack.getByRole("textbox", { name: "What is wrong with the document" }).fill("Page 2 is missing.");
  await sendBack.getByRole("button", { name: "Send back" }).click();
  await expect(sendBack).toBeHidden();
  await expect(expertRequestRow.getByText("Needs replacement", { exact: true })).toBeVisible();

  await page.reload();
  await expect(requestRow.getByText("To replace: Page 2 is missing.")).toBeVisible();
  const chooserAgain = page.waitForEvent("filechooser");
  await requestRow.getByRole("button", { name: "Upload Bank statement" }).click();
  await (await chooserAgain).setFiles(pdf);
  await expect(requestRow.getByText("Provided")).toBeVisible();

  // The professional accepts it, selects every document and downloads them as one PDF.
  await expert.reload();
  await expect(expertRequestRow.getByText("Provided")).toBeVisible();
  await expertRequestRow.getByRole("button", { name: "Accept Bank statement" }).click();
  await expect(expertRequestRow.getByText("Accepted")).toBeVisible();
  await expertDocuments.getByRole("checkbox").first().check();
  await expect(expertRequestRow.getByRole("checkbox")).toBeChecked();
  await expect(w2Row.getByRole("checkbox")).toBeChecked();
  const downloading = expert.waitForEvent("download");
  await expertDocuments.getByRole("button", { name: /^Download as one PDF/ }).click();
  const download = await downloading;
  const saved = await download.path();
  expect(readFileSync(saved).subarray(0, 4).toString("latin1")).toBe("%PDF");
  const pages = pdfPages(saved);
  // A contents page, then the one page of each of the two documents.
  if (pages !== null) expect(pages).toBe(3);
  await expectAxeClean(expert);
  await expertContext.close();
});

test("a taxpayer uploads a W-2 on the Documents tab, listed by its kind; the professional sees it on the job, on a phone too", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  page.setDefaultTimeout(30_000);
  const job = await newOrganizerJob(page.request);

  await page.setViewportSize({ width: 1440, height: 900 });
  await useToken(page, job.taxpayerToken);
  await page.goto(`/user/tax_preparation/${job.quoteId}?tab=documents`);
  const documents = page.getByRole("region", { name: "Documents" });
  await expect(documents.getByText("No Documents Found")).toBeVisible();
  await documents.getByRole("button", { name: "Upload a document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload a document" });
  // Nothing chosen yet: the dialog says what is missing instead of sending.
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(dialog.getByText("Please choose what kind of document this is.")).toBeVisible();
  await expect(dialog.getByText("Please attach the document.")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Kind of document" }).fill("W-2");
  // antd draws the options it shows apart from the list it gives screen readers.
  await page.locator(".ant-select-dropdown").getByText("W-2", { exact: true }).click();
  await dialog.locator('input[type="file"]').setInputFiles(pdf);
  await expectAxeClean(page);
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(dialog).toBeHidden();
  const w2Row = documents.getByRole("row").filter({ hasText: "price-list.pdf" });
  await expect(w2Row.getByText("W-2", { exact: true })).toBeVisible();
  await expect(w2Row.getByText("Provided")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("taxpayer-documents-1440.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await documents.getByRole("button", { name: "Upload a document" }).click();
  await page.screenshot({ path: test.info().outputPath("taxpayer-upload-dialog-390.png") });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(documents.getByRole("list", { name: "Your documents" }).getByRole("strong")).toHaveText("W-2");
  await page.screenshot({ path: test.info().outputPath("taxpayer-documents-390.png"), fullPage: true });

  const expertContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const expert = await expertContext.newPage();
  expert.setDefaultTimeout(30_000);
  await useToken(expert, job.expertToken);
  await expert.goto(`/expert/tax_preparation/${job.quoteId}?tab=documents`);
  // On a phone the job's tabs are all there, whole, and the documents are cards without ids.
  for (const name of ["Summary", "Organizer", "Documents", "Reminders"]) {
    await expect(expert.getByRole("tab", { name, exact: true })).toBeVisible();
  }
  const card = expert.getByRole("list", { name: "The documents" }).getByRole("listitem");
  await expect(card.getByRole("strong")).toHaveText("W-2");
  await expect(card.getByRole("button", { name: /price-list\.pdf/ })).toBeVisible();
  await expect(card.getByRole("button", { name: "Accept W-2" })).toBeVisible();
  await expect(card.getByText(/^[or]\d+$/)).toHaveCount(0);
  await expectAxeClean(expert);
  await expert.screenshot({ path: test.info().outputPath("expert-documents-390.png"), fullPage: true });
  await expertContext.close();
});
