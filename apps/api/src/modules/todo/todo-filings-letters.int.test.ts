import type { TaxNotice, ToDoList } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import type { TestUser } from "../../../test/factories";
import { acknowledge, dayOfApp, jobInForReview, recordFiling } from "../../../test/filings";
import { createExpert, getAs } from "../../../test/marketplace";
import { postNotice, uploadedNotice } from "../../../test/tax-notices";
import { createTestApp } from "../../../test/test-app";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });

const toDoOf = async (user: TestUser) => (await getAs<ToDoList>(app, user, "User/GetToDo")).body;
const idsOf = async (user: TestUser) => (await toDoOf(user)).items.map((item) => item.id);

describe("filings and letters on the to-do list", () => {
  it("a rejected filing waits on its professional, due a day later, until a corrected one is recorded", async () => {
    const { expert, taxpayer, quoteId } = await jobInForReview(app);
    const otherExpert = await createExpert(app);
    const [filed] = (await recordFiling(app, expert, quoteId)).filings;
    if (!filed) throw new Error("no filing");
    expect(await idsOf(expert)).not.toContain(`filing-rejected:${filed.id}`);

    await acknowledge(app, expert, filed.id, "IND-031-04");
    const item = (await toDoOf(expert)).items.find((each) => each.id === `filing-rejected:${filed.id}`);
    expect(item).toMatchObject({
      kind: "filing-rejected",
      title: "Correct and refile the rejected federal return",
      link: `expert/tax_preparation/${quoteId}?tab=filing`,
      quoteId,
    });
    expect(item?.detail).toContain("IND-031-04");
    const dueIn = new Date(item?.dueAt ?? 0).getTime() - new Date(item?.createdAt ?? 0).getTime();
    expect(dueIn).toBe(24 * 60 * 60 * 1000);
    expect(await idsOf(otherExpert)).not.toContain(`filing-rejected:${filed.id}`);
    expect((await toDoOf(taxpayer)).items.map((each) => each.kind)).not.toContain("filing-rejected");

    await recordFiling(app, expert, quoteId, { correctsFilingId: filed.id });
    expect(await idsOf(expert)).not.toContain(`filing-rejected:${filed.id}`);
  });

  it("a letter waits on the professional until answered; their quote waits on the taxpayer until answered", async () => {
    const { expert, taxpayer, quoteId } = await jobInForReview(app);
    const deadline = dayOfApp(app, 30);
    const notice = await uploadedNotice(app, taxpayer, quoteId, { kind: "cp2000", deadline });
    const letter = (await toDoOf(expert)).items.find((each) => each.id === `tax-notice:${notice.id}`);
    expect(letter).toMatchObject({
      kind: "tax-notice",
      title: "Answer your client's CP2000",
      link: `expert/tax_preparation/${quoteId}?tab=letters`,
      dueAt: expect.stringMatching(new RegExp(`^${deadline}T`)),
    });
    expect(await idsOf(taxpayer)).not.toContain(`tax-notice-quote:${notice.id}`);

    const quoted = await postNotice(app, expert, "Accountant/QuoteTaxNotice", {
      noticeId: notice.id,
      priceCents: 25_000,
      message: "I will draft the response and the letter to the IRS.",
    });
    expect(quoted.statusCode).toBe(200);
    const quote = (await toDoOf(taxpayer)).items.find((each) => each.id === `tax-notice-quote:${notice.id}`);
    expect(quote).toMatchObject({
      kind: "tax-notice-quote",
      link: `user/tax_preparation/${quoteId}?tab=letters`,
    });
    expect(quote?.detail).toContain("$250.00");

    const accepted = await postNotice(app, taxpayer, "Taxpayer/AnswerTaxNoticeQuote", {
      noticeId: notice.id,
      accept: true,
    });
    expect(accepted.json<TaxNotice>().quote?.status).toBe("accepted");
    expect(await idsOf(taxpayer)).not.toContain(`tax-notice-quote:${notice.id}`);

    const answered = await postNotice(app, expert, "Accountant/RespondToTaxNotice", {
      noticeId: notice.id,
      note: "Sent the response with the corrected 1099-B.",
    });
    expect(answered.statusCode).toBe(200);
    expect(await idsOf(expert)).not.toContain(`tax-notice:${notice.id}`);
  });
});
