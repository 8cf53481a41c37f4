import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Download, Page } from "@playwright/test";
import { apiSignIn, bearer, registerTaxpayer, uniqueEmail, useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { tabTo } from "../support/keyboard";
import { waitForMail } from "../support/mail";
import {
  accountName,
  individualAnswers,
  ok,
  quotedRequest,
  startJobWithDemoExpert,
} from "../support/marketplace";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const form8879 = path.join(fixtures, "form-8879-sample.pdf");
const handSigned = path.join(fixtures, "price-list.pdf");

/** A downloaded file is a sealed PDF: a PDF with a signature over byte ranges. */
async function expectSealedPdf(download: Download): Promise<void> {
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.toString("latin1")).toContain("/ByteRange");
}

/** Clicks a point of the shown PDF page given in PDF points from its bottom-left corner (letter size). */
async function clickPagePoint(page: Page, x: number, y: number): Promise<void> {
  const sheet = page.locator(".tl-sigreq__page");
  const box = await sheet.boundingBox();
  if (!box) throw new Error("the page is not shown");
  const scale = box.width / 612;
  await sheet.click({ position: { x: x * scale, y: (792 - y) * scale } });
}

test.describe("signatures", () => {
  test("a taxpayer reads and signs the engagement letter by keyboard alone when hiring; both sides download it", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const { taxpayerToken, expertToken, expertName, quoteId } = await quotedRequest(request, "letter");
    const taxpayerName = await accountName(request, taxpayerToken);
    await useToken(page, taxpayerToken);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/user/quotes");
    const row = page.getByRole("row").filter({ hasText: expertName });
    await expect(row.getByText("Pending", { exact: true })).toBeVisible();

    // By keys alone: to the quote's Choose button, into the letter, a typed signature, the consent, sign.
    const choose = row.getByRole("button", { name: /^Choose accountant/ });
    await tabTo(page, choose, { limit: 120 });
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Engagement letter with ${expertName}` });
    const letter = dialog.getByRole("region", { name: "The engagement letter" });
    await expect(letter).toContainText("$450.00");
    await expect(letter).toContainText(expertName);
    await expectAxeClean(page);
    await tabTo(page, dialog.getByLabel("Type your full name as your signature"));
    await page.keyboard.type("Quinn Letter");
    const consent = dialog.getByRole("checkbox", { name: /share my tax information/ });
    await tabTo(page, consent);
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await tabTo(page, dialog.getByRole("button", { name: "Sign and hire" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText(`You signed the letter and chose ${expertName}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(/^Chosen/)).toBeVisible();

    // The professional accepts it by confirming the quote; the taxpayer's job shows the signed letter.
    await ok(
      await request.post(`/api/Accountant/ConfirmQuote?quoteId=${quoteId}`, { headers: bearer(expertToken) }),
      "ConfirmQuote",
    );
    await page.goto(`/user/tax_preparation/${quoteId}?tab=signatures`);
    const card = page.locator(".ant-card").filter({ hasText: "Engagement letter" });
    await expect(card.getByText(new RegExp(`^Signed on .+ by ${taxpayerName}$`))).toBeVisible();
    await expect(card.getByText(new RegExp(`${expertName} accepted it on`))).toBeVisible();
    const taxpayerDownload = page.waitForEvent("download");
    await card.getByRole("button", { name: "Download the signed letter (PDF)" }).click();
    await expectSealedPdf(await taxpayerDownload);
    await expectAxeClean(page);

    // The professional sees and downloads the same letter.
    const expert = await (await browser.newContext()).newPage();
    await useToken(expert, expertToken);
    await expert.goto(`/expert/tax_preparation/${quoteId}?tab=signatures`);
    const expertCard = expert.locator(".ant-card").filter({ hasText: "Engagement letter" });
    await expect(expertCard.getByText(new RegExp(`^Signed on .+ by ${taxpayerName}$`))).toBeVisible();
    const expertDownload = expert.waitForEvent("download");
    await expertCard.getByRole("button", { name: "Download the signed letter (PDF)" }).click();
    await expectSealedPdf(await expertDownload);
    await expert.context().close();
  });

  test("a professional sends Form 8879 to a married couple; one passes the check and signs, the other signs on paper", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(420_000);
    const account = await registerTaxpayer(request, "couple");
    const taxpayerToken = await apiSignIn(request, account.email, account.password);
    const { expertToken, expertName, quoteId } = await startJobWithDemoExpert(
      request,
      taxpayerToken,
      "individual",
      individualAnswers,
    );
    const spouseEmail = uniqueEmail("spouse");

    // The professional uploads the form, names the spouse, places a signature field for each, sends.
    await useToken(page, expertToken);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`/expert/tax_preparation/${quoteId}?tab=signatures`);
    await expect(page.getByText(/Nothing sent for signature yet/)).toBeVisible();
    await page.getByRole("link", { name: "New signature request" }).click();
    await page.getByLabel("Document name").fill("Form 8879 for 2025");
    await page.locator('input[type="file"]').setInputFiles(form8879);
    await page.getByRole("button", { name: "Upload and continue" }).click();
    await page.getByRole("button", { name: "Add spouse (joint return)" }).click();
    await page.getByLabel("Spouse's full name").fill("Jordan Rivera");
    await page.getByLabel("Spouse's e-mail").fill(spouseEmail);
    await expect(page.getByRole("switch", { name: /Check each signer's identity/ })).toBeChecked();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    // The page is drawn from the PDF itself.
    await expect(page.locator(".tl-sigreq__page canvas")).toBeVisible();
    await expect(page.getByText(/could not show the document's pages/)).toHaveCount(0);
    await expectAxeClean(page);
    await clickPagePoint(page, 70, 395);
    await page.getByRole("radiogroup", { name: "Signer" }).getByText("Jordan Rivera").click();
    await clickPagePoint(page, 70, 305);
    await expect(
      page.getByRole("list").filter({ hasText: "Page 1: Signature" }).getByRole("listitem"),
    ).toHaveCount(2);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByText("Each signer passes an identity check before signing")).toBeVisible();
    await page.getByRole("button", { name: "Send for signature" }).click();
    await expect(page.getByText("Sent. Each signer gets their own link by e-mail.")).toBeVisible();
    const requestCard = page.locator(".ant-card").filter({ hasText: "Documents to sign" });
    await expect(requestCard.getByText("Waiting for signatures")).toBeVisible();

    // The taxpayer signs from their job: the test check passes, then a typed signature.
    const taxpayer = await (await browser.newContext()).newPage();
    await useToken(taxpayer, taxpayerToken);
    await taxpayer.goto(`/user/tax_preparation/${quoteId}?tab=signatures`);
    await taxpayer.getByRole("link", { name: "Review and sign “Form 8879 for 2025”" }).click();
    await expect(taxpayer.getByText("Test identity check: nothing real is checked")).toBeVisible();
    await expectAxeClean(taxpayer);
    await taxpayer.getByLabel("Date of birth").fill("1984-03-09");
    await taxpayer.getByLabel(/^Last four digits/).fill("1234");
    await taxpayer.getByRole("button", { name: "Check my identity" }).click();
    await expect(taxpayer.getByText("Your identity is confirmed. You can sign now.")).toBeVisible();
    await taxpayer.getByLabel("Type your full name as your signature").fill("Quinn Couple");
    await taxpayer.getByRole("button", { name: "Sign", exact: true }).click();
    await expect(taxpayer.getByRole("heading", { name: "Thank you, you have signed" })).toBeVisible();

    // The spouse opens their own mailed link, fails the check twice, and uploads a hand-signed page.
    const mail = await waitForMail(request, spouseEmail, { subject: /sign/i });
    const link = /https?:\/\/\S+\/sign\/\d+#key=[\w-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no signing link in: ${mail.text}`);
    const spouse = await (await browser.newContext()).newPage();
    await spouse.setViewportSize({ width: 390, height: 844 });
    await spouse.goto(new URL(link).pathname + new URL(link).hash);
    await expect(
      spouse.getByText(`${expertName} asks you, Jordan Rivera, to sign “Form 8879 for 2025”.`),
    ).toBeVisible();
    for (const tries of ["You have 1 try left.", null]) {
      await spouse.getByLabel("Date of birth").fill("1986-11-30");
      await spouse.getByLabel(/^Last four digits/).fill("0000");
      await spouse.getByRole("button", { name: "Check my identity" }).click();
      if (tries) await expect(spouse.getByText(tries)).toBeVisible();
    }
    await expect(spouse.getByText("We could not confirm your identity online")).toBeVisible();
    await expect(spouse.getByRole("button", { name: "Check my identity" })).toHaveCount(0);
    await expectAxeClean(spouse);
    await spouse.getByLabel("Signed pages (PDF, JPG or PNG)").setInputFiles(handSigned);
    await spouse.getByRole("button", { name: "Upload the signed pages" }).click();
    await expect(spouse.getByText("Waiting for your professional")).toBeVisible();
    expect(await spouse.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The professional accepts the page: the request is complete and its signed PDF downloads.
    await page.reload();
    const spouseRow = requestCard.locator("li, tr, .tl-sigreq__signer").filter({ hasText: "Jordan Rivera" });
    await expect(spouseRow.getByText(/Hand-signed page uploaded/)).toBeVisible();
    await spouseRow.getByRole("button", { name: /^Accept/ }).click();
    await expect(requestCard.getByText("Completed", { exact: true })).toBeVisible();
    const expertDownload = page.waitForEvent("download");
    await requestCard.getByRole("button", { name: /^Signed PDF/ }).click();
    await expectSealedPdf(await expertDownload);
    await expectAxeClean(page);

    // The taxpayer downloads the same signed copy from their job.
    await taxpayer.goto(`/user/tax_preparation/${quoteId}?tab=signatures`);
    const taxpayerCard = taxpayer.locator(".ant-card").filter({ hasText: "Documents to sign" });
    await expect(taxpayerCard.getByText("Signed by everyone")).toBeVisible();
    const taxpayerDownload = taxpayer.waitForEvent("download");
    await taxpayerCard
      .getByRole("button", { name: /signed/i })
      .first()
      .click();
    await expectSealedPdf(await taxpayerDownload);
    await Promise.all([taxpayer.context().close(), spouse.context().close()]);
  });
});
