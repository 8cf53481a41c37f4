/**
 * Booking before hiring: a taxpayer weighing a quote may see its professional's free hours and book a
 * call on that quote, as the existing client's calendar button on each received quote does. A
 * professional who never quoted them, or whose quote is no longer live, stays out of reach.
 */
import { type AccountantAppointment, appointmentTexts } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { book } from "../../../test/appointments";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import {
  createExpert,
  getAs,
  invitationKey,
  postIndividualRequest,
  postQuery,
  sendQuote,
} from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { fixedClock } from "../../lib/clock";

// Monday 2 March 2026, 10:00 in New York: Tuesday's working hours are all ahead.
const clock = fixedClock(new Date("2026-03-02T15:00:00Z"));
const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
const tuesday = "2026-03-03";

/** GetAccountantAvailableHours as the client calls it from a quote. */
const hoursOf = (taxpayer: TestUser, accountantId: number) =>
  getAs<number[] | { errorMessage: string }>(
    app,
    taxpayer,
    `taxpayer/GetAccountantAvailableHours?accountantId=${accountantId}&date=${tuesday}`,
  );

/** A new taxpayer whose request reached `expert` alone, with the expert's quote sent and nothing more. */
async function quotedTaxpayer(expert: TestUser) {
  const taxpayer = await createSignedInUser(app, 1);
  const requestId = await postIndividualRequest(app, taxpayer, {
    invitationkey: await invitationKey(app, expert),
  });
  const sent = await sendQuote(app, expert, { taxPreparationId: String(requestId), price: "300" });
  if (sent.statusCode !== 200) throw new Error(`quote refused: ${sent.body}`);
  return { taxpayer, requestId, quoteId: sent.json<{ quoteId: number }>().quoteId };
}

describe("a taxpayer with a quote not yet chosen", async () => {
  const expert = await createExpert(app);
  const { taxpayer, quoteId } = await quotedTaxpayer(expert);

  it("reads the quoting professional's free hours and books a call on the quote", async () => {
    expect(await hoursOf(taxpayer, expert.id)).toEqual({
      status: 200,
      body: [9, 10, 11, 12, 13, 14, 15, 16],
    });
    const booked = await book(app, taxpayer, { quoteId, dateTime: tuesday, time: 10, appointmentTypeId: 2 });
    expect(booked.statusCode, booked.body).toBe(200);
    const requests = await getAs<AccountantAppointment[]>(
      app,
      expert,
      "accountant/GetAccountantAppointmentRequests",
    );
    expect(requests.body).toContainEqual(
      expect.objectContaining({ id: booked.json<{ id: number }>().id, taxpayerId: taxpayer.id, time: 10 }),
    );
    // The booked half-hour is no longer offered.
    expect((await hoursOf(taxpayer, expert.id)).body).not.toContain(10);
  });

  it("is refused a professional who never quoted them, and another taxpayer's quote", async () => {
    const neverQuoted = await createExpert(app);
    const refused = await hoursOf(taxpayer, neverQuoted.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorMessage: appointmentTexts.notYourJob });

    const someoneElse = await quotedTaxpayer(neverQuoted);
    const notTheirs = await book(app, taxpayer, {
      quoteId: someoneElse.quoteId,
      dateTime: tuesday,
      time: 11,
    });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toMatchObject({ errorMessage: appointmentTexts.notYourJob });
    // And the stranger cannot reach this taxpayer's professional either.
    expect((await hoursOf(someoneElse.taxpayer, expert.id)).status).toBe(403);
  });
});

describe("a quote no longer live", () => {
  it("is refused once its professional declined the work", async () => {
    const expert = await createExpert(app);
    const { taxpayer, quoteId } = await quotedTaxpayer(expert);
    expect((await postQuery(app, taxpayer, "Taxpayer/ChooseAccountant", { quoteId })).statusCode).toBe(200);
    expect((await postQuery(app, expert, "Accountant/DeclineQuote", { quoteId })).statusCode).toBe(200);
    expect((await hoursOf(taxpayer, expert.id)).status).toBe(403);
    expect((await book(app, taxpayer, { quoteId, dateTime: tuesday, time: 12 })).statusCode).toBe(403);
  });

  it("is refused once the taxpayer withdrew the request", async () => {
    const expert = await createExpert(app);
    const { taxpayer, requestId, quoteId } = await quotedTaxpayer(expert);
    const withdrawn = await postQuery(app, taxpayer, "Taxpayer/DeleteRequest", {
      taxPreparationId: requestId,
      isIndividual: true,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await hoursOf(taxpayer, expert.id)).status).toBe(403);
    expect((await book(app, taxpayer, { quoteId, dateTime: tuesday, time: 12 })).statusCode).toBe(403);
  });
});
