import type { Invoice } from "@taxlane/contract";
import type { FastifyInstance } from "fastify";
import { bearer, createSignedInUser, type TestUser } from "./factories";
import { invitationKey, postIndividualRequest, postQuery, sendQuote } from "./marketplace";

/** A calendar day `days` after the app's today (negative: before), as the invoice calls take it. */
export const dayFromToday = (app: FastifyInstance, days: number) =>
  new Date(app.services.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A valid draft's body for the job: one line of `cents`, due in two weeks. */
export const draftBody = (app: FastifyInstance, quoteId: number, cents: number, extra: object = {}) => ({
  quoteId,
  lines: [{ description: "Individual return, 2025", quantity: 1, unitCents: cents }],
  dueDate: dayFromToday(app, 14),
  ...extra,
});

export const postAs = (app: FastifyInstance, user: TestUser, url: string, payload: object) =>
  app.inject({ method: "POST", url: `/api/${url}`, headers: bearer(user), payload });

/** A draft the professional made for the job; throws when refused. */
export async function invoiceDraft(
  app: FastifyInstance,
  expert: TestUser,
  quoteId: number,
  cents: number,
  extra: object = {},
): Promise<Invoice> {
  const response = await postAs(
    app,
    expert,
    "Accountant/CreateInvoice",
    draftBody(app, quoteId, cents, extra),
  );
  if (response.statusCode !== 200) throw new Error(`CreateInvoice: ${response.body}`);
  return response.json<Invoice>();
}

/** A draft sent to the taxpayer; throws when refused. */
export async function sentInvoice(
  app: FastifyInstance,
  expert: TestUser,
  quoteId: number,
  cents: number,
  extra: object = {},
) {
  const draft = await invoiceDraft(app, expert, quoteId, cents, extra);
  const response = await postAs(app, expert, "Accountant/SendInvoice", { invoiceId: draft.id });
  if (response.statusCode !== 200) throw new Error(`SendInvoice: ${response.body}`);
  return response.json<Invoice>();
}

/** Another confirmed job for the same professional, with a new taxpayer. */
export async function anotherJobOf(app: FastifyInstance, expert: TestUser, price = "480") {
  const taxpayer = await createSignedInUser(app, 1);
  const requestId = await postIndividualRequest(app, taxpayer, {
    invitationkey: await invitationKey(app, expert),
  });
  const sent = await sendQuote(app, expert, { taxPreparationId: String(requestId), price });
  const { quoteId } = sent.json<{ quoteId: number }>();
  for (const [user, path] of [
    [taxpayer, "Taxpayer/ChooseAccountant"],
    [expert, "Accountant/ConfirmQuote"],
  ] as const) {
    const answer = await postQuery(app, user, path, { quoteId });
    if (answer.statusCode !== 200) throw new Error(`${path}: ${answer.body}`);
  }
  return { expert, taxpayer, quoteId };
}
