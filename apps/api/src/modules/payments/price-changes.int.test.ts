import type { PriceChange } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser, type TestUser } from "../../../test/factories";
import { latestMailTo } from "../../../test/mailbox";
import { chosenQuote, createExpert, startedJob } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, invoices, notifications, priceChanges } from "../../db/schema";
import { jobPriceOf } from "./job-price";
import { priceChangesRepository } from "./price-changes.repository";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
const { db, clock } = app.services;

const post = (user: TestUser, url: string, payload: object) =>
  app.inject({ method: "POST", url: `/api/${url}`, headers: bearer(user), payload });
const outcome = async (response: Promise<{ statusCode: number; json: <T>() => T }>) => {
  const answered = await response;
  return { status: answered.statusCode, message: answered.json<{ errorMessage?: string }>().errorMessage };
};

const ask = (
  expert: TestUser,
  quoteId: number,
  amountCents: number,
  reason = "The return needs Schedule C.",
) => post(expert, "Accountant/RequestPriceChange", { quoteId, amountCents, reason });
async function asked(expert: TestUser, quoteId: number, amountCents: number, reason?: string) {
  const response = await ask(expert, quoteId, amountCents, reason);
  if (response.statusCode !== 200) throw new Error(`price change refused: ${response.body}`);
  return response.json<PriceChange>();
}
const accept = (taxpayer: TestUser, priceChangeId: number) =>
  post(taxpayer, "Taxpayer/AcceptPriceChange", { priceChangeId });
const decline = (taxpayer: TestUser, priceChangeId: number, note?: string) =>
  post(taxpayer, "Taxpayer/DeclinePriceChange", { priceChangeId, note });
const withdraw = (expert: TestUser, priceChangeId: number) =>
  post(expert, "Accountant/WithdrawPriceChange", { priceChangeId });

/** The job's agreed price in cents, as invoices are bounded by it. */
async function agreedCents(quoteId: number) {
  return (await jobPriceOf(db, { quoteId, feeCents: 48_000 })).agreedCents;
}

async function auditEntry(action: string, priceChangeId: number) {
  const [row] = await db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.subject, `price-change:${priceChangeId}`)))
    .orderBy(desc(auditEntries.id))
    .limit(1);
  return row;
}

async function latestNotice(userId: number) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row;
}

/** A sent invoice of the job, written as the invoices calls keep one. */
async function sentInvoice(
  job: { quoteId: number; expert: TestUser; taxpayer: TestUser },
  totalCents: number,
) {
  await db.insert(invoices).values({
    quoteId: job.quoteId,
    expertUserId: job.expert.id,
    taxpayerUserId: job.taxpayer.id,
    status: "sent",
    numberSeq: 1,
    totalCents,
    dueDate: "2027-01-31",
    createdAt: clock.now(),
    sentAt: clock.now(),
  });
}

describe("the professional asks for a change to a job's agreed price", () => {
  it("records a pending change, tells and mails the taxpayer what it would make the price and why, and audits it", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const change = await asked(expert, quoteId, 12_550, "Two more rental properties came up.");
    expect(change).toMatchObject({
      quoteId,
      amountCents: 12_550,
      reason: "Two more rental properties came up.",
      status: "pending",
      decidedAt: null,
      declineNote: null,
    });
    // Nothing moves until the taxpayer accepts.
    expect(await agreedCents(quoteId)).toBe(48_000);

    const notice = await latestNotice(taxpayer.id);
    expect(notice).toMatchObject({
      title: t("priceChanges.requestedTitle"),
      link: `user/tax_preparation/${quoteId}?tab=billing`,
    });
    expect(notice?.description).toContain("a raise of $125.50");
    expect(notice?.description).toContain("$605.50");

    const mail = await latestMailTo(app, taxpayer.email, t("priceChanges.requestedTitle"));
    expect(mail?.text).toContain("a raise of $125.50");
    expect(mail?.text).toContain("The agreed price is $480.00 now; if you accept, it becomes $605.50.");
    expect(mail?.text).toContain("Their reason: Two more rental properties came up.");
    expect(mail?.text).toContain(`/user/tax_preparation/${quoteId}?tab=billing`);

    expect(await auditEntry("payments.price-change-requested", change.id)).toMatchObject({
      actorUserId: expert.id,
      subjectUserId: taxpayer.id,
      detail: { amountCents: 12_550 },
    });
  });

  it("refuses an amount of zero, a fraction of a cent, or more than the schema allows, in words", async () => {
    const { expert, quoteId } = await startedJob(app);
    expect(await outcome(ask(expert, quoteId, 0))).toEqual({
      status: 400,
      message: t("paymentRules.changeNotZero"),
    });
    expect(await outcome(ask(expert, quoteId, 10.5))).toEqual({
      status: 400,
      message: t("paymentRules.amountWholeCents"),
    });
    expect(await outcome(ask(expert, quoteId, 10_000_001))).toEqual({
      status: 400,
      message: t("paymentRules.amountTooLarge"),
    });
    expect(await outcome(ask(expert, quoteId, -10_000_001))).toEqual({
      status: 400,
      message: t("paymentRules.amountTooLarge"),
    });
    expect(await outcome(ask(expert, quoteId, 500, "  "))).toEqual({
      status: 400,
      message: t("paymentRules.changeReasonRequired"),
    });
    expect(await db.select().from(priceChanges).where(eq(priceChanges.quoteId, quoteId))).toEqual([]);
  });

  it("keeps one change waiting at a time, also when two are asked for at once", async () => {
    const { expert, quoteId } = await startedJob(app);
    const first = await asked(expert, quoteId, 2_000);
    expect(await outcome(ask(expert, quoteId, 3_000))).toEqual({
      status: 409,
      message: t("priceChanges.onePending"),
    });
    expect((await withdraw(expert, first.id)).statusCode).toBe(200);

    const both = await Promise.all([ask(expert, quoteId, 1_000), ask(expert, quoteId, -1_000)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const pending = await db
      .select()
      .from(priceChanges)
      .where(and(eq(priceChanges.quoteId, quoteId), eq(priceChanges.status, "pending")));
    expect(pending).toHaveLength(1);
  });

  it("leaves a change racing past the check to the one-pending index, which refuses it quietly", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const row = {
      quoteId,
      expertUserId: expert.id,
      taxpayerUserId: taxpayer.id,
      amountCents: 1_000,
      reason: "More forms.",
      createdAt: clock.now(),
    };
    expect(await priceChangesRepository.insertPending(db, row)).toMatchObject({ status: "pending" });
    expect(await priceChangesRepository.insertPending(db, row)).toBeNull();
  });

  it("refuses a reduction below $0.00 or below what sent invoices already bill", async () => {
    const job = await startedJob(app);
    const { expert, quoteId } = job;
    expect(await outcome(ask(expert, quoteId, -48_001))).toEqual({
      status: 409,
      message: t("priceChanges.belowZero", { agreed: "$480.00" }),
    });

    await sentInvoice(job, 30_000);
    expect(await outcome(ask(expert, quoteId, -18_001))).toEqual({
      status: 409,
      message: t("priceChanges.belowInvoiced", { newPrice: "$299.99", invoiced: "$300.00" }),
    });
    // A refused change tells the taxpayer nothing.
    expect((await latestNotice(job.taxpayer.id))?.title).not.toBe(t("priceChanges.requestedTitle"));
    // Down to exactly what is invoiced is allowed.
    expect((await ask(expert, quoteId, -18_000)).statusCode).toBe(200);
  });

  it("answers a stranger's, another professional's and an unconfirmed quote's calls with 404, and a taxpayer's with 403", async () => {
    const { taxpayer, quoteId } = await startedJob(app);
    const other = await createExpert(app);
    expect(await outcome(ask(other, quoteId, 1_000))).toEqual({
      status: 404,
      message: t("priceChanges.jobNotFound"),
    });
    const unconfirmed = await chosenQuote(app);
    expect((await ask(unconfirmed.expert, unconfirmed.quoteId, 1_000)).statusCode).toBe(404);
    expect((await ask(taxpayer, quoteId, 1_000)).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/Accountant/RequestPriceChange",
      payload: { quoteId, amountCents: 1_000, reason: "More forms." },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the taxpayer answers a price change", () => {
  it("accepting moves the agreed price by the change, tells the professional and audits it", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const change = await asked(expert, quoteId, 5_000);
    const accepted = await accept(taxpayer, change.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<PriceChange>()).toMatchObject({ status: "accepted", declineNote: null });
    expect(accepted.json<PriceChange>().decidedAt).not.toBeNull();
    expect(await agreedCents(quoteId)).toBe(53_000);

    const notice = await latestNotice(expert.id);
    expect(notice).toMatchObject({
      title: t("priceChanges.acceptedTitle"),
      link: `expert/tax_preparation/${quoteId}?tab=billing`,
    });
    expect(notice?.description).toContain("$530.00");
    expect(await auditEntry("payments.price-change-accepted", change.id)).toMatchObject({
      actorUserId: taxpayer.id,
      subjectUserId: taxpayer.id,
      fromAddress: "127.0.0.1",
    });

    // A second acceptance (a double click, a retried call) changes nothing and is no refusal.
    const again = await accept(taxpayer, change.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<PriceChange>().decidedAt).toBe(accepted.json<PriceChange>().decidedAt);
    expect(await agreedCents(quoteId)).toBe(53_000);
    expect(await outcome(decline(taxpayer, change.id))).toEqual({
      status: 409,
      message: t("priceChanges.alreadyAcceptedByYou"),
    });

    // A reduction accepted later moves the price down from there.
    const lower = await asked(expert, quoteId, -3_000);
    expect((await accept(taxpayer, lower.id)).statusCode).toBe(200);
    expect(await agreedCents(quoteId)).toBe(50_000);
  });

  it("declining keeps the agreed price, keeps the note, tells the professional and audits it", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const change = await asked(expert, quoteId, 5_000);
    expect(await outcome(decline(taxpayer, change.id, "x".repeat(501)))).toEqual({
      status: 400,
      message: t("paymentRules.reasonTooLong"),
    });
    const declined = await decline(taxpayer, change.id, "We agreed on the quote.");
    expect(declined.statusCode).toBe(200);
    expect(declined.json<PriceChange>()).toMatchObject({
      status: "declined",
      declineNote: "We agreed on the quote.",
    });
    expect(await agreedCents(quoteId)).toBe(48_000);
    const notice = await latestNotice(expert.id);
    expect(notice?.title).toBe(t("priceChanges.declinedTitle"));
    expect(notice?.description).toContain("Their note: We agreed on the quote.");
    expect(await auditEntry("payments.price-change-declined", change.id)).toMatchObject({
      actorUserId: taxpayer.id,
      fromAddress: "127.0.0.1",
    });

    expect((await decline(taxpayer, change.id)).statusCode).toBe(200);
    expect(await outcome(accept(taxpayer, change.id))).toEqual({
      status: 409,
      message: t("priceChanges.alreadyDeclinedByYou"),
    });
    expect(await outcome(withdraw(expert, change.id))).toEqual({
      status: 409,
      message: t("priceChanges.declinedByClient"),
    });
    // With none waiting, the professional may ask again.
    expect((await ask(expert, quoteId, 2_500)).statusCode).toBe(200);
  });

  it("refuses accepting a reduction that invoices sent since would exceed", async () => {
    const job = await startedJob(app);
    const change = await asked(job.expert, job.quoteId, -20_000);
    await sentInvoice(job, 40_000);
    expect(await outcome(accept(job.taxpayer, change.id))).toEqual({
      status: 409,
      message: t("priceChanges.invoicedSinceAsked", { newPrice: "$280.00", invoiced: "$400.00" }),
    });
    expect(await agreedCents(job.quoteId)).toBe(48_000);
    expect((await decline(job.taxpayer, change.id)).statusCode).toBe(200);
  });

  it("answers anyone but the job's taxpayer with 404, and a professional with 403", async () => {
    const { expert, quoteId } = await startedJob(app);
    const change = await asked(expert, quoteId, 5_000);
    const stranger = await createSignedInUser(app, 1);
    expect(await outcome(accept(stranger, change.id))).toEqual({
      status: 404,
      message: t("priceChanges.changeNotFound"),
    });
    expect((await decline(stranger, change.id)).statusCode).toBe(404);
    expect((await accept(stranger, 987_654)).statusCode).toBe(404);
    expect((await accept(expert, change.id)).statusCode).toBe(403);
    expect((await decline(expert, change.id)).statusCode).toBe(403);
    expect(await agreedCents(quoteId)).toBe(48_000);
  });
});

describe("the professional withdraws a price change", () => {
  it("withdraws a waiting one, tells the taxpayer, audits it, and leaves nothing to answer", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const change = await asked(expert, quoteId, 5_000);
    const withdrawn = await withdraw(expert, change.id);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<PriceChange>().status).toBe("withdrawn");
    const notice = await latestNotice(taxpayer.id);
    expect(notice).toMatchObject({
      title: t("priceChanges.withdrawnTitle"),
      link: `user/tax_preparation/${quoteId}?tab=billing`,
    });
    expect(await auditEntry("payments.price-change-withdrawn", change.id)).toMatchObject({
      actorUserId: expert.id,
      subjectUserId: taxpayer.id,
    });

    expect((await withdraw(expert, change.id)).statusCode).toBe(200);
    for (const answer of [accept(taxpayer, change.id), decline(taxpayer, change.id)]) {
      expect(await outcome(answer)).toEqual({
        status: 409,
        message: t("priceChanges.withdrawnBeforeAnswer"),
      });
    }
    expect(await agreedCents(quoteId)).toBe(48_000);
  });

  it("refuses withdrawing an accepted change, another professional's, or as the taxpayer", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const change = await asked(expert, quoteId, 5_000);
    const other = await createExpert(app);
    expect(await outcome(withdraw(other, change.id))).toEqual({
      status: 404,
      message: t("priceChanges.changeNotFound"),
    });
    expect((await withdraw(taxpayer, change.id)).statusCode).toBe(403);
    expect((await accept(taxpayer, change.id)).statusCode).toBe(200);
    expect(await outcome(withdraw(expert, change.id))).toEqual({
      status: 409,
      message: t("priceChanges.acceptedByClient"),
    });
  });
});
