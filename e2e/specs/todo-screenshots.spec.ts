import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiSignIn, bearer, registerTaxpayer, useToken } from "../support/accounts";
import { submissionId } from "../support/filing";
import { expect, test } from "../support/fixtures";
import { individualAnswers, ok, startJobWithDemoExpert } from "../support/marketplace";
import { sendInvoice } from "../support/payments";
import { shoot, viewport, widths } from "../support/screenshots";

const letterPdf = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/price-list.pdf");
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// After the hire: both to-do lists, and a job's Filing tab with a rejection and its Letters tab.
for (const width of widths) {
  test(`to-do lists, filing and letters at ${width} px`, async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const account = await registerTaxpayer(request, `shot-todo-${width}`);
    const taxpayerToken = await apiSignIn(request, account.email, account.password);
    const { expertToken, quoteId } = await startJobWithDemoExpert(
      request,
      taxpayerToken,
      "individual",
      individualAnswers,
    );
    const expert = bearer(expertToken);
    await sendInvoice(request, expertToken, quoteId, { description: "Form 1040", cents: 45_000 });
    await ok(
      await request.post("/api/Taxpayer/UploadTaxNotice", {
        headers: bearer(taxpayerToken),
        multipart: {
          quoteId: String(quoteId),
          kind: "cp2000",
          deadline: day(30),
          notice: { name: "cp2000.pdf", mimeType: "application/pdf", buffer: await readFile(letterPdf) },
        },
      }),
      "UploadTaxNotice",
    );
    await ok(
      await request.post("/api/Accountant/MoveTaxPreparationJob", {
        headers: expert,
        data: { quoteId, statusId: 3 },
      }),
      "MoveTaxPreparationJob",
    );
    const filed = await ok(
      await request.post("/api/Accountant/RecordFiling", {
        headers: expert,
        data: {
          quoteId,
          jurisdiction: "federal",
          method: "efile",
          filedOn: day(0),
          submissionId: submissionId(),
        },
      }),
      "RecordFiling",
    );
    const [filing] = ((await filed.json()) as { filings: { id: number }[] }).filings;
    await ok(
      await request.post("/api/Accountant/RecordFilingAcknowledgment", {
        headers: expert,
        data: { filingId: filing?.id, accepted: false, acknowledgedOn: day(0), rejectCode: "IND-031-04" },
      }),
      "RecordFilingAcknowledgment",
    );

    await useToken(page, taxpayerToken);
    await page.setViewportSize(viewport(width));
    await page.goto("/user/todo");
    await expect(page.getByRole("link", { name: /Pay invoice/ })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, "todo-taxpayer", width);
    await page.goto(`/user/tax_preparation/${quoteId}?tab=filing`);
    await expect(page.getByText("Reject code IND-031-04")).toBeVisible();
    await shoot(page, "job-filing-rejected-taxpayer", width);

    const professional = await (await browser.newContext({ viewport: viewport(width) })).newPage();
    await useToken(professional, expertToken);
    await professional.goto("/expert/todo");
    await expect(professional.getByRole("link", { name: /Correct and refile/ }).first()).toBeVisible();
    await professional.waitForLoadState("networkidle");
    await shoot(professional, "todo-professional", width);
    await professional.goto(`/expert/tax_preparation/${quoteId}?tab=letters`);
    await expect(professional.getByText("CP2000").first()).toBeVisible();
    await professional.waitForLoadState("networkidle");
    await shoot(professional, "job-letters-professional", width);
    await professional.context().close();
  });
}
