import type { OrganizerPrefill } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import {
  createExpert,
  getAs,
  invitationKey,
  postIndividualRequest,
  postQuery,
  sendQuote,
  startedJob,
} from "../../../test/marketplace";
import { type SentAnswer, saveAnswers } from "../../../test/organizer";
import { createTestApp } from "../../../test/test-app";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });

describe("prefilling a new organizer", async () => {
  const first = await startedJob(app);
  const { taxpayer } = first;
  // A second job of the same taxpayer, with another professional.
  const expert = await createExpert(app);
  const requestId = await postIndividualRequest(app, taxpayer, {
    invitationkey: await invitationKey(app, expert),
  });
  const { quoteId } = (
    await sendQuote(app, expert, { taxPreparationId: String(requestId), price: "300" })
  ).json<{
    quoteId: number;
  }>();
  await postQuery(app, taxpayer, "Taxpayer/ChooseAccountant", { quoteId });
  await postQuery(app, expert, "Accountant/ConfirmQuote", { quoteId });
  const prefill = (user = taxpayer, id = quoteId) =>
    getAs<OrganizerPrefill>(app, user, `taxPayer/GetOrganizerPrefill?quoteId=${id}`);
  const answer = (question: string, text: string, categoryId: number): SentAnswer => ({
    quoteId: first.quoteId,
    question,
    categoryId,
    answerTypeId: 2,
    answer: text,
  });

  it("offers the profile alone while no other organizer has answers", async () => {
    const empty = await prefill();
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      fromQuoteId: null,
      answers: [],
      profile: { firstName: "Test", lastName: "Person", phoneNumber: null, birthDate: null },
    });
  });

  it("offers the answers about the person from the other job, sensitive ones in full", async () => {
    const saved = await saveAnswers(app, taxpayer, [
      answer("taxPayerFirstName", "Dana", 26),
      answer("taxPayerSocialSecurityNo", "123-45-6789", 26),
      answer("accountNumber", "12345678", 36),
      answer("taxPayerBusiness_GrossIncome1", "5,000", 20),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const offered = await prefill();
    expect(offered.body.fromQuoteId).toBe(first.quoteId);
    expect(offered.body.answers.map((row) => [row.question, row.answer])).toEqual([
      ["taxPayerFirstName", "Dana"],
      ["taxPayerSocialSecurityNo", "123-45-6789"],
      ["accountNumber", "12345678"],
    ]);
    expect((await prefill(first.expert)).status).toBe(403);
    const stranger = await startedJob(app);
    expect((await prefill(stranger.taxpayer)).status).toBe(404);
    expect((await prefill(taxpayer, stranger.quoteId)).status).toBe(404);
  });
});
