import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { answer, field, newBusinessOrganizerJob, next, stepHeading } from "../support/organizer";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const desktop = { width: 1440, height: 900 };

/** Moves on with Next and waits for the step titled `title`. */
async function nextTo(page: Page, title: string): Promise<void> {
  await next(page);
  await expect(stepHeading(page, title)).toBeVisible();
}

test.describe("business organizer", () => {
  test("a business taxpayer (an LLC) fills the organizer with its owners and a bank statement; the professional reads it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(600_000);
    page.setDefaultTimeout(30_000);
    const job = await newBusinessOrganizerJob(page.request);
    await page.setViewportSize(desktop);
    await useToken(page, job.taxpayerToken);

    // The job's page offers the business organizer.
    await page.goto(`/user/tax_preparation/${job.quoteId}?tab=organizer`);
    const summary = page.getByRole("region", { name: "Organizer" });
    await expect(summary.getByRole("link", { name: "Start the organizer" })).toBeVisible();
    await expectAxeClean(page);
    await summary.getByRole("link", { name: "Start the organizer" }).click();
    await expect(page).toHaveURL(new RegExp(`/organizer/business/${job.quoteId}$`));

    // 1. Prior return.
    await expect(stepHeading(page, "Prior return")).toBeVisible();
    await expectAxeClean(page);
    await answer(page, "Has the business filed a tax return before?", "Yes");
    await answer(page, "Do you have a copy of that return as a PDF?", "No");
    // 2. The entity: its name is required, its EIN hidden until shown and checked.
    await nextTo(page, "Entity information");
    await next(page);
    await expect(page.getByText("This field is required").first()).toBeVisible();
    await field(page, "Name of the business").fill("Acme Widgets LLC");
    const ein = field(page, "Employer identification number (EIN)");
    await expect(ein).toHaveAttribute("type", "password");
    await ein.fill("12-34");
    await next(page);
    await expect(page.getByText("Check this entry: it is not a value this field accepts.")).toBeVisible();
    await ein.fill("12-3456789");
    await field(page, "City").fill("Austin");
    await field(page, "Contact person's full name").fill("Robin Tester");
    await field(page, "Contact e-mail").fill("robin@example.com");
    await field(page, "Contact phone").fill("512-555-0100");
    await expectAxeClean(page);
    // 3. Entity type: an LLC is asked the partnership questions later on.
    await nextTo(page, "Entity type");
    await answer(page, "What type of entity is the business?", "Limited liability company (LLC)");
    await field(page, "Principal product or service").fill("Widgets");
    await answer(page, "Method of accounting", "Other");
    await field(page, "Describe the method of accounting").fill("Modified cash");
    // 4. Changes.
    await nextTo(page, "Changes");
    await answer(page, "Did the name, address, owners or officers of the business change this year?", "No");

    // 5. Owners whose percentages add up to 90% are refused; 60% and 40% pass.
    await nextTo(page, "Principal shareholders");
    await page.getByRole("button", { name: "Add an owner" }).click();
    await page.getByRole("button", { name: "Add an owner" }).click();
    const owners = [
      { row: "Row 1", name: "Robin Tester", taxId: "123-45-6789", percent: "60" },
      { row: "Row 2", name: "Sam Tester", taxId: "98-7654321", percent: "30" },
    ];
    for (const owner of owners) {
      const row = page.getByRole("group", { name: owner.row, exact: true });
      await field(row, "Name").fill(owner.name);
      await field(row, "Tax ID (SSN, ITIN or EIN)").fill(owner.taxId);
      await field(row, "Address").fill("1 Main St, Austin TX");
      await field(row, "Ownership (%)").fill(owner.percent);
    }
    await next(page);
    await expect(page.getByText("Please check the answers marked below.")).toBeVisible();
    await expect(
      page.getByText("The ownership percentages must add up to 100% (they add up to 90%)."),
    ).toBeVisible();
    await expect(stepHeading(page, "Principal shareholders")).toBeVisible();
    await expectAxeClean(page);
    await field(page.getByRole("group", { name: "Row 2", exact: true }), "Ownership (%)").fill("40");

    // 6-9. Documents, questions for all entities and for partnerships (not for corporations).
    await nextTo(page, "Extra documents");
    await nextTo(page, "Questions for all entities");
    await answer(page, "Does the business have foreign bank accounts?", "No");
    await nextTo(page, "Questions for partnerships");
    await field(page, "Partnership representative: name").fill("Robin Tester");
    // 10-12. Bookkeeping, the bookkeeping system, asset sales.
    await nextTo(page, "Bookkeeping");
    await answer(page, "Are the books closed for the tax year?", "Yes");
    await nextTo(page, "Bookkeeping system");
    await nextTo(page, "Asset sales");
    await page.getByRole("button", { name: "Add an asset" }).click();
    const asset = page.getByRole("group", { name: "Row 1", exact: true });
    await field(asset, "Description").fill("Delivery van");
    await field(asset, "Cost").fill("32,000");
    // 13. Income and cost of goods sold.
    await nextTo(page, "Income and cost of goods sold");
    await field(page, "Gross receipts and sales").fill("250,000");
    await field(page, "Purchases").fill("90,000");
    // 14. Bank reconciliation, with the year's last bank statement as a PDF.
    await nextTo(page, "Bank reconciliation");
    await field(page, "Balance at the beginning of the tax year").fill("8,000");
    await field(page, "Balance at the end of the tax year").fill("12,500.00");
    await page.getByLabel("Choose files for Bank statements (PDF)", { exact: true }).setInputFiles({
      name: "bank-statement.pdf",
      mimeType: "application/pdf",
      buffer: await readFile(path.join(fixtures, "price-list.pdf")),
    });
    await expect(page.getByRole("list", { name: "Files for Bank statements (PDF)" })).toContainText(
      "bank-statement.pdf",
    );
    await expectAxeClean(page);
    // 15. Expenses, then the organizer is saved.
    await nextTo(page, "Expenses");
    await field(page, "Advertising").fill("1,200");
    await page.getByRole("button", { name: "Finish", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Your organizer is saved" })).toBeVisible();
    await expectAxeClean(page);

    // The professional reads the answers by section, the tax ids masked, the statement attached.
    const expertContext = await browser.newContext({ viewport: desktop });
    const expertPage = await expertContext.newPage();
    expertPage.setDefaultTimeout(30_000);
    await useToken(expertPage, job.expertToken);
    await expertPage.goto("/expert/tax_preparation");
    await expertPage
      .getByRole("link", { name: /View answers of .*Tester/ })
      .first()
      .waitFor();
    await expect(expertPage.locator(`a[href="/organizer/business/${job.quoteId}"]`).first()).toBeVisible();
    await expertPage.goto(`/organizer/business/${job.quoteId}`);
    await expect(expertPage.getByRole("heading", { level: 1, name: "Organizer answers" })).toBeVisible();
    await expect(
      expertPage.getByRole("heading", { level: 3, name: "Business entity tax return" }),
    ).toBeVisible();
    await expect(expertPage.getByText("Acme Widgets LLC")).toBeVisible();
    await expect(expertPage.getByText("Limited liability company (LLC)")).toBeVisible();
    await expect(expertPage.getByRole("heading", { level: 3, name: "Principal shareholders" })).toBeVisible();
    await expect(expertPage.getByText("Sam Tester")).toBeVisible();
    await expect(expertPage.getByRole("button", { name: "bank-statement.pdf" })).toBeVisible();
    for (const secret of ["12-3456789", "123-45-6789", "98-7654321"]) {
      await expect(expertPage.getByText(secret)).toHaveCount(0);
    }
    await expectAxeClean(expertPage);
    await expertPage.screenshot({ path: test.info().outputPath("business-review-1440.png"), fullPage: true });
    await expertContext.close();
  });
});
