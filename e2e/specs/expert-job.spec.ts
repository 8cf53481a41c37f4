import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext } from "@playwright/test";
import { bearer, useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { ok } from "../support/marketplace";
import { newOrganizerJob } from "../support/organizer";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const pdf = path.join(fixtures, "price-list.pdf");
const photo = path.join(fixtures, "expert-photo.png");
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

interface Entry {
  question: string;
  categoryId: number;
  answerTypeId: number;
  answer?: string;
  message?: string;
  file?: { name: string; mimeType: string; path: string };
}

/** Saves organizer answers as the taxpayer, through the client's multipart call. */
async function saveAnswers(request: APIRequestContext, token: string, quoteId: number, entries: Entry[]) {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {};
  entries.forEach((entry, index) => {
    const key = `questionList[${index}]`;
    multipart[`${key}.quoteId`] = String(quoteId);
    multipart[`${key}.question`] = entry.question;
    multipart[`${key}.categoryId`] = String(entry.categoryId);
    multipart[`${key}.answerTypeId`] = String(entry.answerTypeId);
    if (entry.answer !== undefined) multipart[`${key}.answer`] = entry.answer;
    if (entry.message !== undefined) multipart[`${key}.message`] = entry.message;
    if (entry.file !== undefined) {
      multipart[`${key}.isFile`] = "true";
      multipart[`${key}.files`] = {
        name: entry.file.name,
        mimeType: entry.file.mimeType,
        buffer: readFileSync(entry.file.path),
      };
    }
  });
  await ok(
    await request.post("/api/taxpayer/AddAnswerToOrganizerQuestions", { headers: bearer(token), multipart }),
    "AddAnswerToOrganizerQuestions",
  );
}

/** Each page of a PDF rendered by pdftoppm (gray, 20 dpi): its text and whether anything is drawn on it. */
function renderedPages(file: string): { text: string; inked: boolean }[] {
  const folder = mkdtempSync(path.join(tmpdir(), "expert-job-pdf-"));
  execFileSync("pdftoppm", ["-gray", "-r", "20", file, path.join(folder, "page")]);
  return readdirSync(folder)
    .filter((name) => name.endsWith(".pgm"))
    .sort()
    .map((name, index) => {
      const image = readFileSync(path.join(folder, name));
      // A binary PGM: "P5", width, height, maximum, then one byte per pixel.
      const header = /^P5\s+\d+\s+\d+\s+\d+\s/.exec(image.subarray(0, 40).toString("latin1"));
      const pixels = image.subarray(header?.[0].length ?? 0);
      const page = String(index + 1);
      return {
        text: execFileSync("pdftotext", ["-f", page, "-l", page, file, "-"], { encoding: "utf8" }),
        inked: pixels.some((value) => value < 160),
      };
    });
}

test("the professional's job page: tabs, the answers filtered and marked when changed, their PDF, a request and one PDF of three documents", async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  page.setDefaultTimeout(30_000);
  const job = await newOrganizerJob(page.request);
  await saveAnswers(page.request, job.taxpayerToken, job.quoteId, [
    { question: "taxPayerFirstName", categoryId: 26, answerTypeId: 2, answer: "Dana" },
    {
      question: "taxPayerOccupation",
      categoryId: 26,
      answerTypeId: 2,
      answer: "",
      message: "Changing jobs in May",
    },
    { question: "someNewClientQuestion_Amount2", categoryId: 7, answerTypeId: 2, answer: "77" },
    {
      question: "taxPayer_W2FormFile",
      categoryId: 19,
      answerTypeId: 6,
      file: { name: "w2-acme.pdf", mimeType: "application/pdf", path: pdf },
    },
    {
      question: "taxPayer_1099INTOrDIVFormDocument",
      categoryId: 24,
      answerTypeId: 6,
      file: { name: "1099-div.png", mimeType: "image/png", path: photo },
    },
    {
      question: "taxPayer_1099BFormDocument",
      categoryId: 24,
      answerTypeId: 6,
      file: { name: "1099-b.pdf", mimeType: "application/pdf", path: pdf },
    },
  ]);

  // The professional opens the job from their jobs table: its summary first.
  const context = await browser.newContext({ viewport: desktop, acceptDownloads: true });
  const expert = await context.newPage();
  expert.setDefaultTimeout(30_000);
  await useToken(expert, job.expertToken);
  await expert.goto("/expert/tax_preparation");
  await expert.locator(`a[href="/expert/tax_preparation/${job.quoteId}"]`).click();
  await expect(expert).toHaveURL(new RegExp(`/expert/tax_preparation/${job.quoteId}$`));
  // Its own title, naming the client, not the jobs list's.
  await expect(expert).toHaveTitle(
    new RegExp(`^Job: \\d{4} return with ${job.taxpayerFirstName} .+ · Taxlane$`),
  );
  const tabs = expert.getByRole("tablist");
  for (const name of ["Summary", "Organizer", "Documents"]) {
    await expect(tabs.getByRole("tab", { name })).toBeVisible();
  }
  await expect(expert.getByRole("tab", { name: "Summary" })).toHaveAttribute("aria-selected", "true");
  await expect(expert.getByRole("heading", { level: 2, name: /return$/ }).first()).toBeVisible();
  await expect(expert.getByRole("heading", { name: /^The client's request/ })).toBeVisible();
  await expectAxeClean(expert);
  await expert.screenshot({ path: test.info().outputPath("expert-job-summary-1440.png"), fullPage: true });

  // The organizer tab: progress, the answers by section with their labels, a first look.
  await expert.getByRole("tab", { name: "Organizer" }).click();
  await expect(expert).toHaveURL(/\?tab=organizer$/);
  await expect(expert.getByRole("progressbar", { name: /Organizer \d+% done/ })).toBeVisible();
  await expect(expert.getByText("This is your first look at these answers")).toBeVisible();
  await expect(expert.getByText("Dana", { exact: true })).toBeVisible();
  await expect(expert.getByText("Some new client question amount 2")).toBeVisible();
  await expect(expert.getByRole("button", { name: "w2-acme.pdf" })).toBeVisible();
  await expect(expert.getByText("Changed", { exact: true })).toHaveCount(0);
  await expectAxeClean(expert);

  // Filters: only answers with a message, then back.
  await expert.getByLabel("Show").click();
  await expert.getByTitle("Only answers with a message").click();
  await expect(expert.getByText("Note: Changing jobs in May")).toBeVisible();
  await expect(expert.getByText("Dana", { exact: true })).toHaveCount(0);
  await expert.getByLabel("Show").click();
  await expert.getByTitle("Exclude answers that are empty but have a message").click();
  await expect(expert.getByText("Dana", { exact: true })).toBeVisible();

  // The answers as a PDF.
  const exporting = expert.waitForEvent("download");
  await expert.getByRole("button", { name: /^Export as PDF/ }).click();
  const exported = await (await exporting).path();
  const exportedPages = renderedPages(exported);
  expect(exportedPages.length).toBeGreaterThanOrEqual(1);
  const exportedText = exportedPages.map((entry) => entry.text).join("\n");
  expect(exportedText).toContain("Individual organizer answers");
  expect(exportedText).toContain("First name");
  expect(exportedText).toContain("Some new client question amount 2");
  expect(exportedText).toContain("File: w2-acme.pdf");

  // The client changes an answer; the next look marks it.
  await saveAnswers(page.request, job.taxpayerToken, job.quoteId, [
    { question: "taxPayerFirstName", categoryId: 26, answerTypeId: 2, answer: "Danielle" },
  ]);
  await expert.reload();
  await expect(expert.getByText("Danielle", { exact: true })).toBeVisible();
  await expect(expert.getByText(/^1 answer changed since you last looked/)).toBeVisible();
  const changedItem = expert.locator(".tl-org-review__item").filter({ hasText: "Danielle" });
  await expect(changedItem.getByText("Changed", { exact: true })).toBeVisible();
  await expect(expert.getByText("Changed", { exact: true })).toHaveCount(1);
  await expectAxeClean(expert);
  await expert.screenshot({ path: test.info().outputPath("expert-job-organizer-1440.png"), fullPage: true });
  await expert.setViewportSize(phone);
  await expect(expert.getByRole("tab", { name: "Reminders" })).toBeInViewport();
  await expectAxeClean(expert);
  await expert.screenshot({ path: test.info().outputPath("expert-job-organizer-390.png"), fullPage: true });
  await expert.setViewportSize(desktop);

  // The documents tab: the professional asks for a missing document.
  await expert.getByRole("tab", { name: "Documents" }).click();
  await expect(expert).toHaveURL(/\?tab=documents$/);
  const documents = expert.getByRole("region", { name: "Job documents" });
  await expect(documents.getByRole("row").filter({ hasText: "w2-acme.pdf" })).toBeVisible();
  await documents.getByRole("button", { name: "Request a document" }).click();
  const dialog = expert.getByRole("dialog", { name: "Request a document" });
  await dialog.getByRole("textbox", { name: "Title" }).fill("Brokerage statement");
  await dialog.getByRole("textbox", { name: "Note for your client" }).fill("The year-end one, please.");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog).toBeHidden();
  const requested = documents.getByRole("row").filter({ hasText: "Brokerage statement" });
  await expect(requested.getByText("Requested")).toBeVisible();
  // Nothing to put in a PDF yet: it cannot be chosen.
  await expect(requested.getByRole("checkbox")).toBeDisabled();
  await expectAxeClean(expert);

  // Three documents chosen, one PDF: a contents page, then each document's pages.
  for (const name of ["w2-acme.pdf", "1099-div.png", "1099-b.pdf"]) {
    await documents.getByRole("row").filter({ hasText: name }).getByRole("checkbox").check();
  }
  const downloading = expert.waitForEvent("download");
  await documents.getByRole("button", { name: /^Download as one PDF.*\(3 selected\)/ }).click();
  const bundle = await (await downloading).path();
  expect(readFileSync(bundle).subarray(0, 4).toString("latin1")).toBe("%PDF");
  const pages = renderedPages(bundle);
  expect(pages).toHaveLength(4);
  const [contents, ...parts] = pages;
  for (const name of ["w2-acme.pdf", "1099-div.png", "1099-b.pdf"]) expect(contents?.text).toContain(name);
  expect(contents?.text).not.toContain("Brokerage statement");
  expect(parts.filter((part) => part.text.includes("Standard price list"))).toHaveLength(2);
  // The photo's page has no text, but it is drawn.
  const photoPage = parts.find((part) => !part.text.includes("Standard price list"));
  expect(photoPage?.inked).toBe(true);
  for (const part of pages) expect(part.inked).toBe(true);
  await expect(documents.getByRole("button", { name: /^Download as one PDF/ })).toBeEnabled();
  await expectAxeClean(expert);
  await expert.screenshot({ path: test.info().outputPath("expert-job-documents-1440.png"), fullPage: true });
  await expert.setViewportSize(phone);
  await expert.screenshot({ path: test.info().outputPath("expert-job-documents-390.png"), fullPage: true });

  // An address of no job of theirs is a "not found" page, not a crash.
  for (const address of ["/expert/tax_preparation/99999999", "/expert/tax_preparation/abc"]) {
    await expert.goto(address);
    await expect(expert.getByRole("heading", { name: "Tax preparation not found" })).toBeVisible();
  }
  await expectAxeClean(expert);
  await context.close();

  // The taxpayer's page has the same tabs; the request waits in the documents tab.
  await useToken(page, job.taxpayerToken);
  await page.goto(`/user/tax_preparation/${job.quoteId}`);
  await page.getByRole("tab", { name: "Documents" }).click();
  const own = page.getByRole("region", { name: "Documents" });
  await expect(
    own.getByRole("row").filter({ hasText: "Brokerage statement" }).getByText("Requested"),
  ).toBeVisible();
  await page.getByRole("tab", { name: "Organizer" }).click();
  await expect(
    page.getByRole("region", { name: "Organizer" }).getByRole("link", { name: "Continue the organizer" }),
  ).toBeVisible();
  await expectAxeClean(page);
  await page.setViewportSize(phone);
  await page.screenshot({ path: test.info().outputPath("taxpayer-job-organizer-390.png"), fullPage: true });
});
