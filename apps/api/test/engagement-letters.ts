import type { EngagementLetter } from "@taxlane/contract";
import type { FastifyInstance } from "fastify";
import { bearer, createSignedInUser, type TestUser } from "./factories";
import { createExpert, invitationKey, postIndividualRequest, sendQuote } from "./marketplace";

/** A quote sent on a request made through the expert's invitation link, not chosen yet. */
export async function sentQuote(app: FastifyInstance, fields: Record<string, string> = {}) {
  const expert = await createExpert(app);
  const taxpayer = await createSignedInUser(app, 1);
  const requestId = await postIndividualRequest(app, taxpayer, {
    invitationkey: await invitationKey(app, expert),
  });
  const sent = await sendQuote(app, expert, {
    taxPreparationId: String(requestId),
    price: "1200",
    ...fields,
  });
  if (sent.statusCode !== 200) throw new Error(`SendQuote: ${sent.body}`);
  return { expert, taxpayer, requestId, quoteId: sent.json<{ quoteId: number }>().quoteId };
}

export const readLetter = (app: FastifyInstance, user: TestUser, quoteId: number) =>
  app.inject({
    method: "GET",
    url: `/api/TaxPreparation/EngagementLetter?quoteId=${quoteId}`,
    headers: bearer(user),
  });

export const postAs = (app: FastifyInstance, user: TestUser, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: `/api${url}`, headers: bearer(user), payload });

/** Reads the letter as the taxpayer and signs the words read with a typed signature (and `extra`). */
export async function readAndSign(
  app: FastifyInstance,
  taxpayer: TestUser,
  quoteId: number,
  extra: Record<string, unknown> = {},
) {
  const read = await readLetter(app, taxpayer, quoteId);
  if (read.statusCode !== 200) throw new Error(`EngagementLetter: ${read.body}`);
  const letter = read.json<EngagementLetter>();
  return postAs(app, taxpayer, "/Taxpayer/SignEngagementLetter", {
    quoteId,
    letterHash: letter.letterHash,
    signerName: "Dana Whitfield",
    signature: { kind: "typed", text: "Dana Whitfield" },
    ...extra,
  });
}
