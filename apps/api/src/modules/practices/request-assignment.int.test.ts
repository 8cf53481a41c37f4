import type {
  AssignJobsAnswer,
  ExpertIndividualRequest,
  SentQuote,
  TaxPreparationDetail,
  TaxpayerQuote,
} from "@taxlane/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callsAs, createSignedInUser, type TestUser } from "../../../test/factories";
import {
  chosenQuote,
  getAs,
  invitationKey,
  postIndividualRequest,
  postQuery,
  sendQuote,
} from "../../../test/marketplace";
import { joinedMember, practiceCalls, practiceOfEveryRole } from "../../../test/practices";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, quotes, requestMatches } from "../../db/schema";

const { app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
const { db } = app.services;
const { post } = practiceCalls(app);
const calls = callsAs(app);

const requestsOf = async (user: TestUser) =>
  getAs<ExpertIndividualRequest[]>(app, user, "Accountant/GetAllIndividualRequests?from=0&to=50");
const sentQuotesOf = async (user: TestUser) =>
  getAs<SentQuote[]>(app, user, "Accountant/GetAccountantSentQuotes");
const assignRequests = (owner: TestUser, requestIds: number[], userId: number, note?: string) =>
  post(owner, "AssignRequests", { requestIds, userId, note });
const quote = (user: TestUser, requestId: number, price = "450") =>
  sendQuote(app, user, { taxPreparationId: String(requestId), price });
const answer = (user: TestUser, call: "ConfirmQuote" | "DeclineQuote", quoteId: number) =>
  postQuery(app, user, `Accountant/${call}`, { quoteId });

/** Who works the request's routing and its quote, as stored. */
async function workersOf(requestId: number) {
  const [match] = await db.select().from(requestMatches).where(eq(requestMatches.requestId, requestId));
  const [sent] = await db.select().from(quotes).where(eq(quotes.requestId, requestId));
  return { match: match?.assignedUserId, quote: sent?.assignedUserId, practice: match?.practiceId };
}

/**
 * A practice of every role (its owner on a plan) and a taxpayer's request made through the preparer's
 * own invitation link: routed to the preparer, so the practice's.
 */
async function requestToPreparer() {
  const staff = await practiceOfEveryRole(app);
  const taxpayer = await createSignedInUser(app, 1);
  const requestId = await postIndividualRequest(app, taxpayer, {
    invitationkey: await invitationKey(app, staff.preparer),
  });
  return { ...staff, taxpayer, requestId };
}

const listed = async (user: TestUser, requestId: number) =>
  (await requestsOf(user)).body.find((request) => request.id === requestId);

describe("a request routed to a practice's member", () => {
  it("is the practice's, worked by the member; roles that see all work see it too, others do not", async () => {
    const { owner, preparer, reviewer, assistant, requestId, practice } = await requestToPreparer();
    const otherPreparer = await joinedMember(app, owner, "preparer");
    expect(await workersOf(requestId)).toMatchObject({ practice: practice.id, match: preparer.id });

    for (const member of [preparer, owner, reviewer, assistant]) {
      const seen = await listed(member, requestId);
      expect(seen?.assignedTo?.userId, member.email).toBe(preparer.id);
    }
    expect((await requestsOf(otherPreparer)).status).toBe(200);
    expect(await listed(otherPreparer, requestId)).toBeUndefined();
    // Not theirs to quote: the same refusal as a request never routed to them.
    expect((await quote(otherPreparer, requestId)).statusCode).toBe(404);
  });

  it("takes the member's quote as the practice's; an assistant never sends one nor reads the prices", async () => {
    const { owner, preparer, assistant, taxpayer, requestId } = await requestToPreparer();
    expect((await quote(assistant, requestId)).statusCode).toBe(403);
    expect((await sentQuotesOf(assistant)).status).toBe(403);

    const sent = await quote(preparer, requestId);
    expect(sent.statusCode, sent.body).toBe(200);
    const { quoteId } = sent.json<{ quoteId: number }>();
    expect((await workersOf(requestId)).quote).toBe(preparer.id);
    const ownersView = (await sentQuotesOf(owner)).body.find((row) => row.quoteId === quoteId);
    expect(ownersView?.assignedTo?.userId).toBe(preparer.id);
    const taxpayersView = await getAs<TaxpayerQuote[]>(app, taxpayer, "Taxpayer/GetAllQuotes");
    expect(taxpayersView.body.find((row) => row.quoteId === quoteId)?.practiceName).toBe("Rivera Tax Group");
    // The owner, who sees all work, cannot send a second quote on the routing the preparer answered.
    expect((await quote(owner, requestId)).statusCode).toBe(409);
  });

  it("moves a request with its quote to another member, and the job begun from it is theirs", async () => {
    const { owner, preparer, reviewer, taxpayer, requestId } = await requestToPreparer();
    const { quoteId } = (await quote(preparer, requestId)).json<{ quoteId: number }>();

    const moved = await assignRequests(owner, [requestId, requestId], reviewer.id, "Their 1099s are in.");
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<AssignJobsAnswer>()).toEqual({ assigned: 1, assignee: expect.any(String) });
    expect(await workersOf(requestId)).toMatchObject({ match: reviewer.id, quote: reviewer.id });
    const [logged] = await db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.actorUserId, owner.id), eq(auditEntries.action, "practices.requests-assigned")),
      );
    expect(logged?.detail).toEqual({ count: 1, requestIds: String(requestId) });

    // The preparer, moved off it, no longer sees it nor answers its quote.
    expect(await listed(preparer, requestId)).toBeUndefined();
    expect((await sentQuotesOf(preparer)).body.map((row) => row.quoteId)).not.toContain(quoteId);
    expect((await postQuery(app, taxpayer, "Taxpayer/ChooseAccountant", { quoteId })).statusCode).toBe(200);
    expect((await answer(preparer, "ConfirmQuote", quoteId)).statusCode).toBe(404);

    expect((await answer(reviewer, "ConfirmQuote", quoteId)).statusCode).toBe(200);
    const job = await calls.get(taxpayer, `/TaxPreparation/GetTaxPreparation?quoteId=${quoteId}`);
    expect(job.json<TaxPreparationDetail>().assignedTo?.userId).toBe(reviewer.id);
  });

  it("refuses an assistant, a stranger, another practice's request or a member who is not an owner, moving nothing", async () => {
    const { owner, preparer, assistant, requestId } = await requestToPreparer();
    const other = await chosenQuote(app);
    const stranger = await createSignedInUser(app, 2);

    const toAssistant = await assignRequests(owner, [requestId], assistant.id);
    expect(toAssistant.statusCode).toBe(409);
    const toStranger = await assignRequests(owner, [requestId], stranger.id);
    expect(toStranger.statusCode).toBe(409);
    expect(toStranger.json<{ errorMessage: string }>().errorMessage).toMatch(
      /not a member of Rivera Tax Group/,
    );
    const mixed = await assignRequests(owner, [requestId, other.requestId], owner.id);
    expect(mixed.statusCode).toBe(404);
    expect((await workersOf(requestId)).match).toBe(preparer.id);
    expect((await workersOf(other.requestId)).match).toBeNull();
    expect((await assignRequests(preparer, [requestId], preparer.id)).statusCode).toBe(403);
    expect((await assignRequests(owner, [], preparer.id)).statusCode).toBe(400);
  });
});

describe("a member leaving", () => {
  it("hands their requests and quotes over with their jobs, in the same step", async () => {
    const { owner, preparer, taxpayer, requestId } = await requestToPreparer();
    const second = await postIndividualRequest(app, await createSignedInUser(app, 1), {
      invitationkey: await invitationKey(app, preparer),
    });
    // A third request of theirs became a job they work.
    const client = await createSignedInUser(app, 1);
    const third = await postIndividualRequest(app, client, {
      invitationkey: await invitationKey(app, preparer),
    });
    const { quoteId: jobId } = (await quote(preparer, third)).json<{ quoteId: number }>();
    await postQuery(app, client, "Taxpayer/ChooseAccountant", { quoteId: jobId });
    expect((await answer(preparer, "ConfirmQuote", jobId)).statusCode).toBe(200);
    expect((await quote(preparer, requestId)).statusCode).toBe(200);

    const left = await post(preparer, "LeavePractice", { note: "Back in March." });
    expect(left.statusCode, left.body).toBe(200);
    expect(await workersOf(requestId)).toMatchObject({ match: owner.id, quote: owner.id });
    expect((await workersOf(second)).match).toBe(owner.id);
    expect(await listed(owner, second)).toBeDefined();
    const job = await calls.get(client, `/TaxPreparation/GetTaxPreparation?quoteId=${jobId}`);
    expect(job.json<TaxPreparationDetail>().assignedTo?.userId).toBe(owner.id);
    expect(taxpayer.id).not.toBe(client.id);
  });

  it("refuses handing their requests to an assistant, moving nothing", async () => {
    const { owner, preparer, assistant, requestId } = await requestToPreparer();
    const refused = await post(owner, "RemoveMember", { userId: preparer.id, handOverTo: assistant.id });
    expect(refused.statusCode).toBe(409);
    expect((await workersOf(requestId)).match).toBe(preparer.id);
  });
});

describe("a professional working alone", () => {
  it("reads requests and quotes as before: no assignee, no practice", async () => {
    const { expert, taxpayer, requestId, quoteId } = await chosenQuote(app);
    const request = await listed(expert, requestId);
    expect(request).toBeDefined();
    expect(request && "assignedTo" in request).toBe(false);
    const sent = (await sentQuotesOf(expert)).body.find((row) => row.quoteId === quoteId);
    expect(sent && "assignedTo" in sent).toBe(false);
    const received = (await getAs<TaxpayerQuote[]>(app, taxpayer, "Taxpayer/GetAllQuotes")).body;
    expect(received.find((row) => row.quoteId === quoteId)).not.toHaveProperty("practiceName");
    expect((await answer(expert, "ConfirmQuote", quoteId)).statusCode).toBe(200);
  });
});
