import type { SentQuote, TaxpayerQuote } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../../test/factories";
import { clearTestExperts, localExperts, requestsOf as requestsOfIn } from "../../../test/local-experts";
import {
  createExpert,
  getAs,
  invitationKey,
  postIndividualRequest,
  postQuery,
  sendQuote,
  startedJob,
} from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";
import { expertReviews, quotes, users } from "../../db/schema";
import { fixedClock } from "../../lib/clock";

const clock = fixedClock(new Date("2027-02-10T15:00:00Z"));
const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });

// Nebraska taxpayers who will not meet online: only Nebraska experts fit them, whatever other tests add.
const localOnly = { state: "NE", areYouOkWithVirtualMeetings: false };

// Only this file makes Nebraska experts; the ones an earlier run left go first.
await clearTestExperts(app, ["NE"]);

const nebraskaExperts = (count: number) => localExperts(app, "NE", count);
const requestsOf = (expert: Parameters<typeof getAs>[1]) => requestsOfIn(app, expert);

describe("quotes from sending to a job", async () => {
  const experts = await nebraskaExperts(3);
  const [first, second, third] = experts as [(typeof experts)[0], (typeof experts)[0], (typeof experts)[0]];
  const taxpayer = await createSignedInUser(app, 1);
  const stranger = await createSignedInUser(app, 1);
  const outsider = await createExpert(app, { state: "AK", workingTypeIds: [3] });
  const requestId = await postIndividualRequest(app, taxpayer, localOnly);
  const quoteOf = async (expert: typeof first) =>
    (await getAs<SentQuote[]>(app, expert, "Accountant/GetAccountantSentQuotes")).body.find(
      (quote) => quote.taxPreparationId === requestId,
    );
  const taxpayerQuotes = async () =>
    (await getAs<TaxpayerQuote[]>(app, taxpayer, "Taxpayer/GetAllQuotes")).body.filter(
      (quote) => quote.taxPreparationId === requestId,
    );
  const quoteCount = async () =>
    (await app.services.db.select().from(quotes).where(eq(quotes.requestId, requestId))).length;

  it("refuses absurd prices, naming the field, and keeps nothing", async () => {
    for (const price of ["-5", "0", "abc", "100000.01", "12.345", ""]) {
      const response = await sendQuote(app, first, { taxPreparationId: String(requestId), price });
      expect(response.statusCode, price).toBe(400);
      expect(response.json().errors[0].field).toBe("price");
    }
    expect(await quoteCount()).toBe(0);
  });

  it("takes quotes only on requests routed to the expert, once each", async () => {
    const refused = await sendQuote(app, outsider, { taxPreparationId: String(requestId), price: "300" });
    expect(refused.statusCode).toBe(404);
    const wrongKind = await sendQuote(app, first, {
      taxPreparationId: String(requestId),
      price: "300",
      isIndividual: "false",
    });
    expect(wrongKind.statusCode).toBe(404);
    const noStandardList = await sendQuote(app, first, {
      taxPreparationId: String(requestId),
      price: "300",
      attachStandardPricingList: "true",
    });
    expect(noStandardList.statusCode).toBe(400);
    expect(noStandardList.json().errors[0].field).toBe("attachStandardPricingList");
    const notAPriceList = await sendQuote(
      app,
      first,
      { taxPreparationId: String(requestId), price: "300" },
      { priceListAttachment: [Buffer.from("MZ\x90\x00 not a document"), "list.pdf"] },
    );
    expect(notAPriceList.statusCode).toBeGreaterThanOrEqual(400);
    expect(notAPriceList.statusCode).toBeLessThan(500);
    expect(await quoteCount()).toBe(0);

    const sent = await sendQuote(
      app,
      first,
      { taxPreparationId: String(requestId), price: "450.50" },
      { priceListAttachment: [smallPdf(), "prices.pdf"] },
    );
    expect(sent.statusCode).toBe(200);
    expect(
      (await sendQuote(app, first, { taxPreparationId: String(requestId), price: "400" })).statusCode,
    ).toBe(409);
    expect(
      (await sendQuote(app, second, { taxPreparationId: String(requestId), price: "520" })).statusCode,
    ).toBe(200);
    expect(
      (await sendQuote(app, third, { taxPreparationId: String(requestId), price: "610" })).statusCode,
    ).toBe(200);

    const listed = await taxpayerQuotes();
    expect(listed).toHaveLength(3);
    const firstQuote = listed.find((quote) => quote.accountantId === first.id);
    expect(firstQuote).toMatchObject({
      price: 450.5,
      statusId: 8,
      actionStatusId: 0,
      jobType: "Personal",
      reviewsCount: 0,
    });
    // The price list: for the taxpayer and the expert, nobody else.
    const url = firstQuote?.priceAttachment?.url ?? "";
    expect((await app.inject({ method: "GET", url, headers: bearer(taxpayer) })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url, headers: bearer(first) })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url, headers: bearer(stranger) })).statusCode).toBe(404);
    expect((await requestsOf(first)).find((request) => request.id === requestId)?.sentQuoteId).toBe(
      firstQuote?.quoteId,
    );
    const notices = await getAs<{ title: string }[]>(app, taxpayer, "User/GetUserNotifications");
    expect(notices.body.filter((notice) => notice.title === "You received a quote")).toHaveLength(3);
  });

  it("shows each quote with its own expert's name, photo and stars", async () => {
    const { db } = app.services;
    const review = { expertUserId: second.id, comment: "Clear.", createdAt: clock.now() };
    await db.insert(expertReviews).values([
      { ...review, rating: 5, authorName: "Ana R." },
      { ...review, rating: 4, authorName: "Ben T." },
    ]);
    const thumbnail = Buffer.from("a small photo");
    await db.update(users).set({ avatarThumbnail: thumbnail }).where(eq(users.id, second.id));

    const shown = new Map((await taxpayerQuotes()).map((quote) => [quote.accountantId, quote]));
    for (const expert of [first, second, third]) {
      const [person] = await db.select().from(users).where(eq(users.id, expert.id));
      expect(shown.get(expert.id)).toMatchObject({
        accountantFirstName: person?.firstName,
        accountantLastName: person?.lastName,
      });
    }
    expect(shown.get(second.id)).toMatchObject({
      stars: 4.5,
      reviewsCount: 2,
      avatar: thumbnail.toString("base64"),
    });
    expect(shown.get(third.id)).toMatchObject({ stars: null, reviewsCount: 0 });
  });

  it("lets only the taxpayer choose, one quote a request; the chosen expert confirms or declines it alone", async () => {
    const firstQuote = await quoteOf(first);
    const secondQuote = await quoteOf(second);
    if (!firstQuote || !secondQuote) throw new Error("quotes missing");
    expect(
      (await postQuery(app, stranger, "Taxpayer/ChooseAccountant", { quoteId: firstQuote.quoteId }))
        .statusCode,
    ).toBe(404);
    expect(
      (await postQuery(app, first, "Taxpayer/ChooseAccountant", { quoteId: firstQuote.quoteId })).statusCode,
    ).toBe(403);
    expect(
      (await postQuery(app, second, "Accountant/ConfirmQuote", { quoteId: secondQuote.quoteId })).statusCode,
    ).toBe(409);

    expect(
      (await postQuery(app, taxpayer, "Taxpayer/ChooseAccountant", { quoteId: firstQuote.quoteId }))
        .statusCode,
    ).toBe(200);
    expect(
      (await postQuery(app, taxpayer, "Taxpayer/ChooseAccountant", { quoteId: secondQuote.quoteId }))
        .statusCode,
    ).toBe(409);
    // Choosing the chosen quote again changes nothing.
    expect(
      (await postQuery(app, taxpayer, "Taxpayer/ChooseAccountant", { quoteId: firstQuote.quoteId }))
        .statusCode,
    ).toBe(200);
    // Choosing shares the taxpayer's contact details with that expert only.
    const seenByFirst = (await requestsOf(first)).find((request) => request.id === requestId);
    expect(seenByFirst?.user).toMatchObject({ id: taxpayer.id, email: taxpayer.email });
    expect((await requestsOf(second)).find((request) => request.id === requestId)?.user.email).toBeNull();
    // Someone else's quote: not found for another expert.
    expect(
      (await postQuery(app, second, "Accountant/ConfirmQuote", { quoteId: firstQuote.quoteId })).statusCode,
    ).toBe(404);
    expect(
      (await postQuery(app, second, "Accountant/DeclineQuote", { quoteId: firstQuote.quoteId })).statusCode,
    ).toBe(404);
    // A withdrawn request cannot be withdrawn once a quote is chosen.
    expect(
      (
        await postQuery(app, taxpayer, "Taxpayer/DeleteRequest", {
          taxPreparationId: requestId,
          isIndividual: true,
        })
      ).statusCode,
    ).toBe(409);

    expect(
      (await postQuery(app, first, "Accountant/DeclineQuote", { quoteId: firstQuote.quoteId })).statusCode,
    ).toBe(200);
    expect(
      (await postQuery(app, first, "Accountant/ConfirmQuote", { quoteId: firstQuote.quoteId })).statusCode,
    ).toBe(409);
    expect(
      (await postQuery(app, taxpayer, "Taxpayer/ChooseAccountant", { quoteId: firstQuote.quoteId }))
        .statusCode,
    ).toBe(409);
    expect(await quoteOf(first)).toMatchObject({ statusId: 7, actionStatusId: 11 });

    expect(
      (await postQuery(app, taxpayer, "Taxpayer/ChooseAccountant", { quoteId: secondQuote.quoteId }))
        .statusCode,
    ).toBe(200);
    expect(
      (await postQuery(app, second, "Accountant/ConfirmQuote", { quoteId: secondQuote.quoteId })).statusCode,
    ).toBe(200);
    expect(await quoteOf(second)).toMatchObject({ statusId: 6, actionStatusId: 10 });
    expect(await quoteOf(third)).toMatchObject({ statusId: 7, actionStatusId: 0 });
    expect(await quoteOf(first)).toMatchObject({ statusId: 7, actionStatusId: 11 });
    // A job began from it: no expert it was routed to lists it any more.
    for (const expert of experts) {
      expect((await requestsOf(expert)).some((request) => request.id === requestId)).toBe(false);
    }

    const jobs = await getAs<
      { quoteId: number; jobStatusId: number; price: number; taxPreparationYear: number }[]
    >(app, taxpayer, "Taxpayer/GetTaxpayerTaxPreparations");
    expect(jobs.body).toEqual([
      expect.objectContaining({
        quoteId: secondQuote.quoteId,
        jobStatusId: 1,
        price: 520,
        taxPreparationYear: 2026,
      }),
    ]);
    // The request is no longer waiting, nor on the experts' lists.
    const waiting = await getAs<{ id: number }[]>(
      app,
      taxpayer,
      "Taxpayer/GetNotProcessedIndividualRequests",
    );
    expect(waiting.body.map((request) => request.id)).not.toContain(requestId);
    const introductions = await getAs<{ taxPreparationId: number }[]>(
      app,
      taxpayer,
      "Taxpayer/GetIntroductions",
    );
    expect(introductions.body.map((introduction) => introduction.taxPreparationId)).not.toContain(requestId);
    expect((await requestsOf(third)).map((request) => request.id)).not.toContain(requestId);
    const thirdNotices = await getAs<{ title: string }[]>(app, third, "User/GetUserNotifications");
    expect(thirdNotices.body[0]?.title).toBe("Your quote was not accepted");
  });
});

describe("withdrawing a request", () => {
  it("is for its taxpayer, of the right kind, while no quote is chosen; quotes on it stop", async () => {
    const [expert] = await nebraskaExperts(1);
    if (!expert) throw new Error("no expert");
    const taxpayer = await createSignedInUser(app, 1);
    const stranger = await createSignedInUser(app, 1);
    const requestId = await postIndividualRequest(app, taxpayer, {
      ...localOnly,
      invitationkey: await invitationKey(app, expert),
    });
    const remove = (user: typeof taxpayer, isIndividual: boolean) =>
      postQuery(app, user, "Taxpayer/DeleteRequest", { taxPreparationId: requestId, isIndividual });
    expect((await remove(stranger, true)).statusCode).toBe(404);
    expect((await remove(taxpayer, false)).statusCode).toBe(404);
    const bad = await app.inject({
      method: "POST",
      url: "/api/Taxpayer/DeleteRequest?taxPreparationId=x&isIndividual=1",
      headers: bearer(taxpayer),
    });
    expect(bad.statusCode).toBe(400);
    expect((await remove(taxpayer, true)).statusCode).toBe(200);
    // Withdrawn already: asking again changes nothing.
    expect((await remove(taxpayer, true)).statusCode).toBe(200);
    expect((await requestsOf(expert)).map((request) => request.id)).not.toContain(requestId);
    expect(
      (await sendQuote(app, expert, { taxPreparationId: String(requestId), price: "300" })).statusCode,
    ).toBe(404);
    const notices = await getAs<{ title: string }[]>(app, expert, "User/GetUserNotifications");
    expect(notices.body[0]?.title).toBe("A request was withdrawn");
  });
});

describe("reviews", () => {
  it("are for experts the taxpayer hired, once, and show on the expert's profile", async () => {
    const { expert, taxpayer } = await startedJob(app);
    const never = await createExpert(app);
    const feedback = (accountantId: number, rate = 5) =>
      app.inject({
        method: "POST",
        url: "/api/Taxpayer/SendAccountantFeedback",
        headers: bearer(taxpayer),
        payload: { accountantId, rate, comment: "Clear and quick.", isIndividual: true },
      });
    expect((await feedback(never.id)).statusCode).toBe(403);
    expect((await feedback(expert.id, 6)).statusCode).toBe(400);
    expect((await feedback(expert.id, 0)).statusCode).toBe(400);
    const has = () =>
      getAs<boolean>(app, taxpayer, `Taxpayer/HasTheAccountantFeedback?accountantId=${expert.id}`);
    expect((await has()).body).toBe(false);
    expect((await feedback(expert.id)).statusCode).toBe(200);
    expect((await has()).body).toBe(true);
    expect((await feedback(expert.id, 1)).statusCode).toBe(409);
    const stored = await app.services.db
      .select()
      .from(expertReviews)
      .where(eq(expertReviews.expertUserId, expert.id));
    expect(stored).toHaveLength(1);
    const profile = await getAs<{
      rateByStars: number;
      reviewsCount: number;
      reviews: { comment: string }[];
    }>(app, taxpayer, `Accountant/GetAccountantProfileDetails?accountantId=${expert.id}`);
    expect(profile.body).toMatchObject({
      rateByStars: 5,
      reviewsCount: 1,
      reviews: [{ comment: "Clear and quick." }],
    });
    // Experts do not review, and a taxpayer asks only about their own reviews.
    expect(
      (await getAs(app, expert, `Taxpayer/HasTheAccountantFeedback?accountantId=${expert.id}`)).status,
    ).toBe(403);
  });
});

describe("who may call", () => {
  it("keeps taxpayer calls from experts and expert calls from taxpayers, and asks anyone else to sign in", async () => {
    const taxpayer = await createSignedInUser(app, 1);
    const expert = await createExpert(app);
    expect((await getAs(app, expert, "Taxpayer/GetAllQuotes")).status).toBe(403);
    expect((await getAs(app, expert, "Taxpayer/GetIntroductions")).status).toBe(403);
    expect((await getAs(app, taxpayer, "Accountant/GetAccountantSentQuotes")).status).toBe(403);
    expect((await getAs(app, taxpayer, "Accountant/GetAllBusinessRequests?from=0&to=20")).status).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/Taxpayer/GetAllQuotes" })).statusCode).toBe(401);
    expect((await getAs(app, expert, "Accountant/GetAllIndividualRequests?from=20&to=0")).status).toBe(400);
    expect((await getAs(app, expert, "Accountant/GetAllIndividualRequests?from=0&to=500")).status).toBe(400);
  });
});
