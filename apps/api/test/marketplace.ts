import { DISCLOSURE_CONSENT_VERSION } from "@taxlane/contract";
import type { FastifyInstance } from "fastify";
import { expertProfiles } from "../src/db/schema";
import { givePlan } from "./billing";
import { bearer, createSignedInUser, type TestUser } from "./factories";
import { multipart, smallPdf } from "./uploads";

/** Valid individual answers as the questionnaire sends them. */
export const individualAnswers = {
  taxPreparationTypeId: 1,
  country: "United States",
  state: "TX",
  isMarried: false,
  incomeTypeIds: [1],
  isOwnHome: false,
  deductionTypeId: 2,
  lastYearPreparedExpertId: 1,
  reasonToLookNewPreparer: [],
  factorThatHelpYouHirePreparer: [3],
  lastYearPreparationCostId: 1,
  areYouLookingServiceToDropDocuments: false,
  areYouAbleToDigitalizeDocuments: true,
  areYouOkWithVirtualMeetings: true,
};

/** Valid business answers as the questionnaire sends them. */
export const businessAnswers = {
  taxPreparationTypeId: 2,
  state: "CA",
  fieldPreviousEntityReturnBefore: 1,
  haveLastYearEntityReturnInPDF: 1,
  entityMembersCount: 2,
  businessTransactionAccountingSoftwareId: 1,
  businessCheckingAccountsCount: 1,
  businessCreditCardsCount: 2,
  businessCheckingTransactionsCount: 120,
  businessCreditCardTransactionsCount: 40,
  haveBusinessTransactionsOnPersonalCard: 2,
  haveCardTransactionsReconciledOnMonthlyBasis: 1,
  transactionsReconcileHelperId: 1,
  getMonthlyFinancialReportFromProvider: 1,
  haveLastMonthFinancialStatement: 1,
  closedBooksForWhichRequestingTaxService: 3,
  sendInvoicesToGetPaid: 1,
  thirdPartyPaymentProcessorId: 3,
};

/** An expert with a directory profile; by default in Texas, both services, online only. */
export async function createExpert(
  app: FastifyInstance,
  profile: Partial<typeof expertProfiles.$inferInsert> = {},
): Promise<TestUser> {
  const expert = await createSignedInUser(app, 2);
  await app.services.db.insert(expertProfiles).values({
    userId: expert.id,
    taxPreparationTypeId: 3,
    taxPreparerTypeId: 2,
    workingTypeIds: [1],
    yearsOfExperience: 5,
    state: "TX",
    city: "Austin",
    createdAt: app.services.clock.now(),
    ...profile,
  });
  // Sending quotes needs a plan: the experts these tests make have a paid one.
  await givePlan(app, expert.id);
  return expert;
}

export async function invitationKey(app: FastifyInstance, expert: TestUser): Promise<string> {
  const response = await app.inject({
    method: "GET",
    url: "/api/Accountant/GenerateLinkForNewTaxPreparation",
    headers: bearer(expert),
  });
  const key = new URL(response.body).searchParams.get("invitationkey");
  if (!key) throw new Error(`no invitation link: ${response.body}`);
  return key;
}

/** Posts individual answers (merged with `overrides`); answers the request's id. */
export async function postIndividualRequest(
  app: FastifyInstance,
  taxpayer: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await app.inject({
    method: "POST",
    url: "/api/taxpayer/AddIndividualTaxpayerInitialQuestions",
    headers: bearer(taxpayer),
    payload: { ...individualAnswers, ...overrides },
  });
  if (response.statusCode !== 200) throw new Error(`request refused: ${response.body}`);
  return response.json<{ taxPreparationId: number }>().taxPreparationId;
}

export function sendQuote(
  app: FastifyInstance,
  expert: TestUser,
  fields: Record<string, string | undefined>,
  files: Record<string, [Buffer, string]> = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/Accountant/SendQuote",
    headers: bearer(expert),
    body: multipart({ isIndividual: "true", ...fields }, files),
  });
}

/** POST a call that takes only query parameters. */
export function postQuery(
  app: FastifyInstance,
  user: TestUser,
  path: string,
  query: Record<string, string | number | boolean>,
) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return app.inject({ method: "POST", url: `/api/${path}?${search}`, headers: bearer(user) });
}

export function getAs<T>(app: FastifyInstance, user: TestUser, path: string) {
  return app
    .inject({ method: "GET", url: `/api/${path}`, headers: bearer(user) })
    .then((response) => ({ status: response.statusCode, body: response.json<T>() }));
}

/**
 * A quote the taxpayer chose on a request made through the expert's invitation link, which the expert
 * has not confirmed yet. Answers the people and the quote's id.
 */
export async function chosenQuote(app: FastifyInstance, price = "480") {
  const expert = await createExpert(app);
  const taxpayer = await createSignedInUser(app, 1);
  const requestId = await postIndividualRequest(app, taxpayer, {
    invitationkey: await invitationKey(app, expert),
  });
  const sent = await sendQuote(app, expert, { taxPreparationId: String(requestId), price });
  const { quoteId } = sent.json<{ quoteId: number }>();
  const chosen = await postQuery(app, taxpayer, "Taxpayer/ChooseAccountant", { quoteId });
  if (chosen.statusCode !== 200) throw new Error(`ChooseAccountant: ${chosen.body}`);
  return { expert, taxpayer, requestId, quoteId };
}

/**
 * A tax preparation begun through the expert's invitation link: request, quote, choice and
 * confirmation, each through the API. Answers the people and the quote's id.
 */
export async function startedJob(app: FastifyInstance, price = "480") {
  const job = await chosenQuote(app, price);
  const confirmed = await postQuery(app, job.expert, "Accountant/ConfirmQuote", { quoteId: job.quoteId });
  if (confirmed.statusCode !== 200) throw new Error(`ConfirmQuote: ${confirmed.body}`);
  return job;
}

/** A business tax preparation begun through the expert's invitation link, each step through the API. */
export async function startedBusinessJob(app: FastifyInstance) {
  const expert = await createExpert(app);
  const taxpayer = await createSignedInUser(app, 1);
  const created = await app.inject({
    method: "POST",
    url: "/api/taxpayer/AddBusinessTaxpayerInitialQuestions",
    headers: bearer(taxpayer),
    payload: { ...businessAnswers, invitationkey: await invitationKey(app, expert) },
  });
  if (created.statusCode !== 200) throw new Error(`request refused: ${created.body}`);
  const requestId = created.json<{ taxPreparationId: number }>().taxPreparationId;
  const sent = await sendQuote(app, expert, {
    taxPreparationId: String(requestId),
    price: "900",
    isIndividual: "false",
  });
  if (sent.statusCode !== 200) throw new Error(`quote refused: ${sent.body}`);
  const { quoteId } = sent.json<{ quoteId: number }>();
  for (const [user, path] of [
    [taxpayer, "Taxpayer/ChooseAccountant"],
    [expert, "Accountant/ConfirmQuote"],
  ] as const) {
    const response = await postQuery(app, user, path, { quoteId });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.body}`);
  }
  return { expert, taxpayer, quoteId };
}

/** The taxpayer agrees (IRC §7216) to uses of the job's answers beyond its professional preparing the return. */
export async function giveDisclosureConsent(app: FastifyInstance, taxpayer: TestUser, quoteId: number) {
  const response = await app.inject({
    method: "POST",
    url: "/api/Taxpayer/GiveDisclosureConsent",
    headers: bearer(taxpayer),
    payload: { quoteId, textVersion: DISCLOSURE_CONSENT_VERSION },
  });
  if (response.statusCode !== 200) throw new Error(`consent refused: ${response.body}`);
}

/** The professional uploads the job's return (a small PDF). */
export const uploadTaxReturn = (app: FastifyInstance, expert: TestUser, quoteId: number) =>
  app.inject({
    method: "POST",
    url: "/api/Accountant/UploadTaxReturnFile",
    headers: bearer(expert),
    body: multipart({ quoteId: String(quoteId) }, { taxReturn: [smallPdf(), "return-2025.pdf"] }),
  });
