import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { apiSignIn, bearer, registerTaxpayer } from "./accounts";
import type { startServer } from "./calendar-server";
import {
  chooseAccountant,
  individualAnswers,
  newInvitationKey,
  ok,
  sendIndividualQuote,
} from "./marketplace";

/** A server a journey starts for itself (its own clock, its own data). */
export type OwnServer = Awaited<ReturnType<typeof startServer>>;

/**
 * A job between a new taxpayer and the demo expert on the journey's own server, through the API:
 * asked for with an invitation, quoted, chosen and confirmed.
 */
export async function jobOnOwnServer(
  server: OwnServer,
  label: string,
  expertEmail = "expert@demo.taxlane.app",
) {
  const api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
  const expertToken = await apiSignIn(api, expertEmail, server.demoPassword);
  const account = await registerTaxpayer(api, label);
  const taxpayerToken = await apiSignIn(api, account.email, account.password);
  const invitationkey = await newInvitationKey(api, expertToken);
  const created = await ok(
    await api.post("/api/taxpayer/AddIndividualTaxpayerInitialQuestions", {
      headers: bearer(taxpayerToken),
      data: { ...individualAnswers, isMarried: false, invitationkey },
    }),
    "AddIndividualTaxpayerInitialQuestions",
  );
  const { taxPreparationId } = (await created.json()) as { taxPreparationId: number };
  const quoteId = await sendIndividualQuote(api, expertToken, taxPreparationId, {});
  await chooseAccountant(api, taxpayerToken, quoteId);
  await ok(
    await api.post(`/api/Accountant/ConfirmQuote?quoteId=${quoteId}`, { headers: bearer(expertToken) }),
    "ConfirmQuote",
  );
  return { api, account, expertToken, taxpayerToken, quoteId };
}

/** Moves the server's test clock `hours` ahead (its reminders' pass runs); answers the new instant. */
export async function advanceClock(api: APIRequestContext, hours: number): Promise<number> {
  const moved = await ok(await api.post("/api/test/clock", { data: { advanceHours: hours } }), "test clock");
  return Date.parse(((await moved.json()) as { now: string }).now);
}
