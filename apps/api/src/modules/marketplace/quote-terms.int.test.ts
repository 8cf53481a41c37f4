import type { SentQuote, TaxpayerQuote } from "@taxlane/contract";
import { requestHeadline } from "@taxlane/organizer";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import {
  createExpert,
  getAs,
  invitationKey,
  postIndividualRequest,
  sendQuote,
} from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { quotes } from "../../db/schema";
import { fixedClock } from "../../lib/clock";

const clock = fixedClock(new Date("2027-03-01T10:00:00Z"));
const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
const day = 24 * 60 * 60_000;

/** A request made through the expert's invitation link, so it goes to that expert alone. */
async function invitedRequest(expert: TestUser, taxpayer: TestUser, answers: Record<string, unknown> = {}) {
  return postIndividualRequest(app, taxpayer, {
    invitationkey: await invitationKey(app, expert),
    ...answers,
  });
}

const taxpayerQuotes = async (taxpayer: TestUser) =>
  (await getAs<TaxpayerQuote[]>(app, taxpayer, "Taxpayer/GetAllQuotes")).body;
const sentQuotes = async (expert: TestUser) =>
  (await getAs<SentQuote[]>(app, expert, "Accountant/GetAccountantSentQuotes")).body;
const storedQuote = async (requestId: number, expert: TestUser) => {
  const [row] = await app.services.db
    .select({ message: quotes.message, turnaroundDays: quotes.turnaroundDays })
    .from(quotes)
    .where(and(eq(quotes.requestId, requestId), eq(quotes.expertUserId, expert.id)));
  return row;
};

describe("a quote's message and turnaround", () => {
  it("are stored trimmed and returned to the taxpayer and the expert", async () => {
    const expert = await createExpert(app);
    const taxpayer = await createSignedInUser(app, 1);
    const requestId = await invitedRequest(expert, taxpayer);
    const sent = await sendQuote(app, expert, {
      taxPreparationId: String(requestId),
      price: "480",
      message: "  I can start this week and file electronically.  ",
      turnaroundDays: " 10 ",
    });
    expect(sent.statusCode).toBe(200);
    const { quoteId } = sent.json<{ quoteId: number }>();

    const terms = { message: "I can start this week and file electronically.", turnaroundDays: 10 };
    expect(await storedQuote(requestId, expert)).toEqual(terms);
    expect((await taxpayerQuotes(taxpayer)).find((quote) => quote.quoteId === quoteId)).toMatchObject(terms);
    expect((await sentQuotes(expert)).find((quote) => quote.quoteId === quoteId)).toMatchObject(terms);
  });

  it("may be left out, as older clients do, or blank: both read as none", async () => {
    const taxpayer = await createSignedInUser(app, 1);
    for (const extra of [{}, { message: "   ", turnaroundDays: "" }]) {
      const expert = await createExpert(app);
      const requestId = await invitedRequest(expert, taxpayer);
      const sent = await sendQuote(app, expert, {
        taxPreparationId: String(requestId),
        price: "300",
        ...extra,
      });
      expect(sent.statusCode, JSON.stringify(extra)).toBe(200);
      expect(await storedQuote(requestId, expert)).toEqual({ message: null, turnaroundDays: null });
      const listed = (await sentQuotes(expert)).find((quote) => quote.taxPreparationId === requestId);
      expect(listed).toMatchObject({ message: null, turnaroundDays: null });
    }
    const listed = await taxpayerQuotes(taxpayer);
    expect(listed).toHaveLength(2);
    for (const quote of listed) expect(quote).toMatchObject({ message: null, turnaroundDays: null });
  });

  it("are refused with a 400 naming the field when out of bounds, and nothing is kept", async () => {
    const expert = await createExpert(app);
    const taxpayer = await createSignedInUser(app, 1);
    const requestId = await invitedRequest(expert, taxpayer);
    const cases: [Record<string, string>, string][] = [
      [{ message: "x".repeat(501) }, "message"],
      [{ turnaroundDays: "0" }, "turnaroundDays"],
      [{ turnaroundDays: "366" }, "turnaroundDays"],
      [{ turnaroundDays: "2.5" }, "turnaroundDays"],
      [{ turnaroundDays: "-3" }, "turnaroundDays"],
      [{ turnaroundDays: "soon" }, "turnaroundDays"],
    ];
    for (const [extra, field] of cases) {
      const response = await sendQuote(app, expert, {
        taxPreparationId: String(requestId),
        price: "300",
        ...extra,
      });
      expect(response.statusCode, JSON.stringify(extra).slice(0, 40)).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
    expect(await storedQuote(requestId, expert)).toBeUndefined();

    // The bounds themselves are fine: 500 characters after trimming, 1 and 365 days.
    const atBounds = await sendQuote(app, expert, {
      taxPreparationId: String(requestId),
      price: "300",
      message: ` ${"x".repeat(500)} `,
      turnaroundDays: "365",
    });
    expect(atBounds.statusCode).toBe(200);
    expect(await storedQuote(requestId, expert)).toEqual({ message: "x".repeat(500), turnaroundDays: 365 });
  });
});

describe("quotes name the request they answer", () => {
  it("so a taxpayer's two individual requests, and an expert's two quotes to one taxpayer, are told apart", async () => {
    const expert = await createExpert(app);
    const taxpayer = await createSignedInUser(app, 1);
    const firstSent = clock.now();
    const first = await invitedRequest(expert, taxpayer, { state: "TX", isMarried: false });
    clock.advance(3 * day);
    const secondSent = clock.now();
    const second = await invitedRequest(expert, taxpayer, { state: "CA", isMarried: true });
    for (const requestId of [first, second]) {
      const sent = await sendQuote(app, expert, { taxPreparationId: String(requestId), price: "350" });
      expect(sent.statusCode).toBe(200);
    }

    const expected = [
      {
        taxPreparationId: first,
        requestDate: firstSent.toISOString(),
        isIndividual: true,
        requestSummary: "State: Texas · Married: No · Income: W-2",
      },
      {
        taxPreparationId: second,
        requestDate: secondSent.toISOString(),
        isIndividual: true,
        requestSummary: "State: California · Married: Yes · Income: W-2",
      },
    ];
    const requestOf = (quote: TaxpayerQuote | SentQuote) => {
      // The answers come as codes, which a page words in its language (English here), and as the
      // line the API worded in the call's language.
      expect(requestHeadline("individual", quote.requestHeadlineAnswers)).toBe(quote.requestSummary);
      return {
        taxPreparationId: quote.taxPreparationId,
        requestDate: quote.requestDate,
        isIndividual: quote.isIndividual,
        requestSummary: quote.requestSummary,
      };
    };
    const byRequest = (a: { taxPreparationId: number }, b: { taxPreparationId: number }) =>
      a.taxPreparationId - b.taxPreparationId;
    expect((await taxpayerQuotes(taxpayer)).map(requestOf).sort(byRequest)).toEqual(expected);
    const forExpert = (await sentQuotes(expert)).filter((quote) => quote.taxpayerId === taxpayer.id);
    expect(forExpert.map(requestOf).sort(byRequest)).toEqual(expected);
    expect(new Set(forExpert.map((quote) => JSON.stringify(quote.requestHeadlineAnswers))).size).toBe(2);
  });
});
