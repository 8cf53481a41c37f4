import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, type APIResponse, expect, type Page } from "@playwright/test";
import { apiSignIn, bearer, demoExpertToken, registerTaxpayer } from "./accounts";

const priceList = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/price-list.pdf");

/** Individual answers the short way, as the questionnaire would send them. */
export const individualAnswers = {
  taxPreparationTypeId: 1,
  country: "United States",
  state: "TX",
  isMarried: false,
  incomeTypeIds: [1],
  isOwnHome: false,
  deductionTypeId: 2,
  lastYearPreparedExpertId: 1,
  reasonToLookNewPreparer: [1],
  factorThatHelpYouHirePreparer: [1],
  lastYearPreparationCostId: 2,
  areYouLookingServiceToDropDocuments: false,
  areYouAbleToDigitalizeDocuments: true,
  areYouOkWithVirtualMeetings: true,
};

/** The response when the call succeeded; otherwise fails the setup with what the server said. */
export async function ok(response: APIResponse, what: string): Promise<APIResponse> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return response;
}

/** "First Last" of the signed-in account. */
export async function accountName(request: APIRequestContext, token: string): Promise<string> {
  const user = (await (
    await ok(await request.get("/api/user/GetUser", { headers: bearer(token) }), "GetUser")
  ).json()) as { firstName: string; lastName: string };
  return `${user.firstName} ${user.lastName}`;
}

/** The key of a fresh invitation link of the expert: a request sent with it goes to them alone. */
export async function newInvitationKey(
  request: APIRequestContext,
  expertToken: string,
): Promise<string | null> {
  const link = await (
    await ok(
      await request.get("/api/Accountant/GenerateLinkForNewTaxPreparation", { headers: bearer(expertToken) }),
      "GenerateLinkForNewTaxPreparation",
    )
  ).text();
  const invitationkey = new URL(link).searchParams.get("invitationkey");
  expect(invitationkey).toBeTruthy();
  return invitationkey;
}

/**
 * The expert quotes an individual request $450, with the fixture price list; `extra` adds or
 * replaces fields (a price, a message, a turnaround). Answers the quote's id.
 */
export async function sendIndividualQuote(
  request: APIRequestContext,
  expertToken: string,
  taxPreparationId: number,
  extra: Record<string, string> = {},
): Promise<number> {
  const sent = await ok(
    await request.post("/api/Accountant/SendQuote", {
      headers: bearer(expertToken),
      multipart: {
        isIndividual: "true",
        taxPreparationId: String(taxPreparationId),
        price: "450",
        attachStandardPricingList: "false",
        ...extra,
        priceListAttachment: {
          name: "price-list.pdf",
          mimeType: "application/pdf",
          buffer: await readFile(priceList),
        },
      },
    }),
    "SendQuote",
  );
  return ((await sent.json()) as { quoteId: number }).quoteId;
}

/** The taxpayer chooses the quote. */
export async function chooseAccountant(request: APIRequestContext, taxpayerToken: string, quoteId: number) {
  await ok(
    await request.post(`/api/Taxpayer/ChooseAccountant?quoteId=${quoteId}`, {
      headers: bearer(taxpayerToken),
    }),
    "ChooseAccountant",
  );
}

/** A job between a taxpayer and the demo expert: who the expert is, and the confirmed quote's id. */
export interface DemoExpertJob {
  expertToken: string;
  expertName: string;
  quoteId: number;
}

/**
 * The taxpayer's request through a fresh invitation of the demo expert, quoted, chosen and
 * confirmed: a job between the two. `answers` are the questionnaire's, individual or business.
 */
export async function startJobWithDemoExpert(
  request: APIRequestContext,
  taxpayerToken: string,
  kind: "individual" | "business",
  answers: Record<string, unknown>,
): Promise<DemoExpertJob> {
  const expertToken = await demoExpertToken(request);
  const expertName = await accountName(request, expertToken);
  const invitationkey = await newInvitationKey(request, expertToken);
  const call =
    kind === "individual" ? "AddIndividualTaxpayerInitialQuestions" : "AddBusinessTaxpayerInitialQuestions";
  const created = await ok(
    await request.post(`/api/taxpayer/${call}`, {
      headers: bearer(taxpayerToken),
      data: { ...answers, invitationkey },
    }),
    call,
  );
  const { taxPreparationId } = (await created.json()) as { taxPreparationId: number };
  const quoteId = await sendIndividualQuote(
    request,
    expertToken,
    taxPreparationId,
    kind === "individual" ? {} : { isIndividual: "false" },
  );
  await chooseAccountant(request, taxpayerToken, quoteId);
  await ok(
    await request.post(`/api/Accountant/ConfirmQuote?quoteId=${quoteId}`, { headers: bearer(expertToken) }),
    "ConfirmQuote",
  );
  return { expertToken, expertName, quoteId };
}

/**
 * Signs the engagement letter the hiring dialog shows (a typed signature) and hires: what choosing a
 * quote is on our pages.
 */
export async function signLetterAndHire(page: Page, expertName: string, signature: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: `Engagement letter with ${expertName}` });
  await expect(dialog.getByRole("region", { name: "The engagement letter" })).toContainText(expertName);
  await dialog.getByLabel("Type your full name as your signature").fill(signature);
  await dialog.getByRole("button", { name: "Sign and hire" }).click();
  await expect(dialog).toBeHidden();
}

/** A fresh taxpayer's request through an invitation of the demo expert, quoted $450. */
export async function quotedRequest(request: APIRequestContext, label: string) {
  const account = await registerTaxpayer(request, label);
  const taxpayerToken = await apiSignIn(request, account.email, account.password);
  const expertToken = await demoExpertToken(request);
  const expertName = await accountName(request, expertToken);
  const created = await ok(
    await request.post("/api/taxpayer/AddIndividualTaxpayerInitialQuestions", {
      headers: bearer(taxpayerToken),
      data: { ...individualAnswers, invitationkey: await newInvitationKey(request, expertToken) },
    }),
    "AddIndividualTaxpayerInitialQuestions",
  );
  const { taxPreparationId } = (await created.json()) as { taxPreparationId: number };
  const quoteId = await sendIndividualQuote(request, expertToken, taxPreparationId);
  return { taxpayerToken, expertToken, expertName, quoteId };
}
