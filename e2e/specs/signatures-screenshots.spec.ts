import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext } from "@playwright/test";
import {
  apiSignIn,
  bearer,
  demoExpertToken,
  registerTaxpayer,
  uniqueEmail,
  useToken,
} from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { waitForMail } from "../support/mail";
import { individualAnswers, ok, quotedRequest, startJobWithDemoExpert } from "../support/marketplace";
import { shoot, viewport, widths } from "../support/screenshots";

const form8879 = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../fixtures/form-8879-sample.pdf",
);

/** A job with the demo expert and a Form 8879 sent to the taxpayer and a spouse, through the API. */
async function jobWithSentForm(request: APIRequestContext, label: string) {
  const account = await registerTaxpayer(request, label);
  const taxpayerToken = await apiSignIn(request, account.email, account.password);
  const { expertToken, quoteId } = await startJobWithDemoExpert(
    request,
    taxpayerToken,
    "individual",
    individualAnswers,
  );
  const draft = await ok(
    await request.post("/api/Accountant/SignatureRequestDraft", {
      headers: bearer(expertToken),
      multipart: {
        quoteId: String(quoteId),
        title: "Form 8879 for 2025",
        document: { name: "f8879.pdf", mimeType: "application/pdf", buffer: await readFile(form8879) },
      },
    }),
    "SignatureRequestDraft",
  );
  const { id } = (await draft.json()) as { id: number };
  const spouseEmail = uniqueEmail(`${label}-spouse`);
  await ok(
    await request.post("/api/Accountant/SendSignatureRequest", {
      headers: bearer(expertToken),
      data: {
        requestId: id,
        identityRequired: true,
        expiresInDays: 14,
        signers: [{ role: "taxpayer" }, { role: "spouse", name: "Jordan Rivera", email: spouseEmail }],
        fields: [
          { signer: 0, kind: "signature", page: 1, x: 60, y: 364, width: 180, height: 32 },
          { signer: 0, kind: "date", page: 1, x: 384, y: 368, width: 100, height: 24 },
          { signer: 1, kind: "signature", page: 1, x: 60, y: 274, width: 180, height: 32 },
          { signer: 1, kind: "date", page: 1, x: 384, y: 278, width: 100, height: 24 },
        ],
      },
    }),
    "SendSignatureRequest",
  );
  return { taxpayerToken, expertToken, quoteId, spouseEmail };
}

for (const width of widths) {
  test(`engagement-letter-template at ${width} px`, async ({ page, request }) => {
    await useToken(page, await demoExpertToken(request));
    await page.setViewportSize(viewport(width));
    await page.goto("/expert/engagement-letter");
    await expect(page.getByRole("heading", { name: "Your engagement letter" })).toBeVisible();
    await shoot(page, "engagement-letter-template", width);
  });

  test(`engagement-letter-dialog at ${width} px`, async ({ page, request }) => {
    const { taxpayerToken, expertName } = await quotedRequest(request, `shot-letter-${width}`);
    await useToken(page, taxpayerToken);
    await page.setViewportSize(viewport(width));
    await page.goto("/user/quotes");
    await page
      .getByRole("button", { name: /^Choose accountant/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: `Engagement letter with ${expertName}` });
    await expect(dialog.getByRole("region", { name: "The engagement letter" })).toContainText("$450.00");
    await dialog.getByLabel("Type your full name as your signature").fill("Robin Tester");
    await shoot(page, "engagement-letter-dialog", width);
  });

  test(`signature-requests at ${width} px`, async ({ page, browser, request }) => {
    const { taxpayerToken, expertToken, quoteId, spouseEmail } = await jobWithSentForm(
      request,
      `shot-sign-${width}`,
    );
    await useToken(page, expertToken);
    await page.setViewportSize(viewport(width));
    await page.goto(`/expert/tax_preparation/${quoteId}?tab=signatures`);
    await expect(page.getByText("Waiting for signatures").first()).toBeVisible();
    await shoot(page, "signature-requests-professional", width);

    const taxpayer = await (await browser.newContext({ viewport: viewport(width) })).newPage();
    await useToken(taxpayer, taxpayerToken);
    await taxpayer.goto(`/user/tax_preparation/${quoteId}?tab=signatures`);
    await expect(taxpayer.getByRole("link", { name: /^Review and sign/ })).toBeVisible();
    await shoot(taxpayer, "signature-requests-taxpayer", width);

    const mail = await waitForMail(request, spouseEmail, { subject: /sign/i });
    const link = /https?:\/\/\S+\/sign\/\d+#key=[\w-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error("no signing link in the spouse's mail");
    const spouse = await (await browser.newContext({ viewport: viewport(width) })).newPage();
    await spouse.goto(new URL(link).pathname + new URL(link).hash);
    await expect(spouse.getByText("Test identity check: nothing real is checked")).toBeVisible();
    await shoot(spouse, "signing-identity-check", width);
    await Promise.all([taxpayer.context().close(), spouse.context().close()]);
  });

  test(`signature-request-fields at ${width} px`, async ({ page, request }) => {
    const account = await registerTaxpayer(request, `shot-fields-${width}`);
    const taxpayerToken = await apiSignIn(request, account.email, account.password);
    const { expertToken, quoteId } = await startJobWithDemoExpert(
      request,
      taxpayerToken,
      "individual",
      individualAnswers,
    );
    await useToken(page, expertToken);
    await page.setViewportSize(viewport(width));
    await page.goto(`/expert/tax_preparation/${quoteId}/signatures/new`);
    await page.getByLabel("Document name").fill("Form 8879 for 2025");
    await page.locator('input[type="file"]').setInputFiles(form8879);
    await page.getByRole("button", { name: "Upload and continue" }).click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.locator(".tl-sigreq__page canvas")).toBeVisible();
    await page.getByRole("button", { name: "Add field" }).click();
    await shoot(page, "signature-request-fields", width);
  });
}
