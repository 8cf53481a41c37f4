import type { Invoice, JobBilling } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser, type TestUser } from "../../../test/factories";
import { anotherJobOf, dayFromToday, invoiceDraft, postAs, sentInvoice } from "../../../test/invoices";
import { latestMailTo, mailSent } from "../../../test/mailbox";
import { createExpert, startedJob } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, invoices, notifications, priceChanges } from "../../db/schema";
import { dayOf } from "./invoices.notices";

const { app } = await createTestApp();
const { db } = app.services;

const send = (user: TestUser, invoiceId: number) =>
  postAs(app, user, "Accountant/SendInvoice", { invoiceId });
const voidIt = (user: TestUser, invoiceId: number, reason = "Billed the wrong year") =>
  postAs(app, user, "Accountant/VoidInvoice", { invoiceId, reason });
const billing = (user: TestUser, quoteId: number) =>
  app.inject({ method: "GET", url: `/api/TaxPreparation/Billing?quoteId=${quoteId}`, headers: bearer(user) });
const audited = (action: string, invoiceId: number) =>
  db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.subject, `invoice:${invoiceId}`)))
    .orderBy(desc(auditEntries.id));
const mailsTo = async (user: TestUser) => {
  await mailSent(app);
  const listed = (await app.inject({ method: "GET", url: "/api/dev/mail" })).json<{ to: string }[]>();
  return listed.filter((mail) => mail.to.includes(user.email)).length;
};
const toldTo = async (userId: number) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id));

describe("sending an invoice", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);

  it("numbers it, tells the taxpayer in the app and mails the number, total, due date and deposit", async () => {
    const draft = await invoiceDraft(app, expert, quoteId, 30_000, {
      depositCents: 10_000,
      notes: "Pay by bank transfer.",
      dueDate: dayFromToday(app, 10),
    });
    const before = await mailsTo(taxpayer);
    const response = await send(expert, draft.id);
    expect(response.statusCode).toBe(200);
    const sent = response.json<Invoice>();
    expect(sent).toMatchObject({ id: draft.id, number: "INV-0001", status: "sent", dueCents: 30_000 });
    expect(sent.sentAt).not.toBeNull();
    const title = t("invoices.sentTitle", { number: "INV-0001", professional: "Test Person" });
    const [notice] = await toldTo(taxpayer.id);
    expect(notice).toMatchObject({ title, link: `user/tax_preparation/${quoteId}?tab=billing` });
    const mail = await latestMailTo(app, taxpayer.email, title);
    expect(mail?.text).toContain(
      t("invoices.sentText", {
        professional: "Test Person",
        number: "INV-0001",
        total: "$300.00",
        date: dayOf(dayFromToday(app, 10)),
      }),
    );
    expect(mail?.text).toContain(t("invoices.sentDepositText", { deposit: "$100.00", rest: "$200.00" }));
    expect(mail?.text).toContain("Pay by bank transfer.");
    expect(mail?.text).toContain(`/user/tax_preparation/${quoteId}?tab=billing`);
    // The notice's own mail carries the invoice: the taxpayer gets one message, not two.
    expect((await mailsTo(taxpayer)) - before).toBe(1);
    const [entry] = await audited("payments.invoice-sent", draft.id);
    expect(entry).toMatchObject({
      actorUserId: expert.id,
      subjectUserId: taxpayer.id,
      detail: { number: "INV-0001", totalCents: 30_000 },
    });
  });

  it("gives each professional's invoices the next number: 1, 2 for one, 1 for another", async () => {
    const second = await sentInvoice(app, expert, quoteId, 1_000);
    expect(second.number).toBe("INV-0002");
    const other = await startedJob(app);
    expect((await sentInvoice(app, other.expert, other.quoteId, 1_000)).number).toBe("INV-0001");
  });

  it("numbers two sends at once on two of a professional's jobs one after the other", async () => {
    const job = await startedJob(app);
    const other = await anotherJobOf(app, job.expert);
    const drafts = [
      await invoiceDraft(app, job.expert, job.quoteId, 1_000),
      await invoiceDraft(app, job.expert, other.quoteId, 2_000),
    ];
    const answers = await Promise.all(drafts.map((draft) => send(job.expert, draft.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json<Invoice>().number).sort()).toEqual(["INV-0001", "INV-0002"]);
  });

  it("refuses to send, change or delete a sent invoice again, in words", async () => {
    const sent = await sentInvoice(app, expert, quoteId, 500);
    const again = await send(expert, sent.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe(t("invoices.alreadySent", { number: sent.number ?? "" }));
    const changed = await postAs(app, expert, "Accountant/UpdateInvoice", {
      invoiceId: sent.id,
      lines: [{ description: "More", quantity: 1, unitCents: 100 }],
      dueDate: dayFromToday(app, 5),
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errorMessage).toBe(t("invoices.notDraft", { status: t("invoices.statusSent") }));
    const deleted = await postAs(app, expert, "Accountant/DeleteInvoiceDraft", { invoiceId: sent.id });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().errorMessage).toBe(t("invoices.sentNotDeleted"));
    const [row] = await db.select().from(invoices).where(eq(invoices.id, sent.id));
    expect(row).toMatchObject({ status: "sent", totalCents: 500 });
  });

  it("refuses a draft whose due date passed before it was sent, in words", async () => {
    const draft = await invoiceDraft(app, expert, quoteId, 700);
    const past = dayFromToday(app, -2);
    await db.update(invoices).set({ dueDate: past }).where(eq(invoices.id, draft.id));
    const refused = await send(expert, draft.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorMessage: t("invoices.dueDatePast", { date: dayOf(past) }),
      errors: [{ field: "dueDate" }],
    });
    await postAs(app, expert, "Accountant/DeleteInvoiceDraft", { invoiceId: draft.id });
  });

  it("refuses a draft the price no longer has room for, after an accepted reduction", async () => {
    const job = await startedJob(app, "100");
    const draft = await invoiceDraft(app, job.expert, job.quoteId, 10_000);
    await db.insert(priceChanges).values({
      quoteId: job.quoteId,
      expertUserId: job.expert.id,
      taxpayerUserId: job.taxpayer.id,
      amountCents: -2_000,
      reason: "Fewer forms",
      status: "accepted",
      createdAt: app.services.clock.now(),
    });
    const refused = await send(job.expert, draft.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toContain("$80.00");
    const [row] = await db.select().from(invoices).where(eq(invoices.id, draft.id));
    expect(row).toMatchObject({ status: "draft", numberSeq: null });
  });
});

describe("voiding an invoice", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);

  it("voids a sent invoice nothing was paid on, tells the taxpayer why and records it", async () => {
    const sent = await sentInvoice(app, expert, quoteId, 20_000);
    const response = await voidIt(expert, sent.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<Invoice>()).toMatchObject({ status: "void", voidReason: "Billed the wrong year" });
    const [notice] = await toldTo(taxpayer.id);
    expect(notice?.title).toBe(
      t("invoices.voidedTitle", { number: sent.number ?? "", professional: "Test Person" }),
    );
    expect(notice?.description).toContain("Billed the wrong year");
    const [entry] = await audited("payments.invoice-voided", sent.id);
    expect(entry).toMatchObject({
      actorUserId: expert.id,
      subjectUserId: taxpayer.id,
      detail: { number: sent.number, reason: "Billed the wrong year" },
    });
    // A void invoice no longer counts against the price, and stays final.
    expect((await billing(expert, quoteId)).json<JobBilling>().price.invoicedCents).toBe(0);
    const again = await voidIt(expert, sent.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe(t("invoices.isFinal", { status: t("invoices.statusVoid") }));
  });

  it("refuses to void one with money paid on it (refund first), or a draft, or without a reason", async () => {
    const sent = await sentInvoice(app, expert, quoteId, 20_000);
    await db
      .update(invoices)
      .set({ status: "partly-paid", paidCents: 5_000 })
      .where(eq(invoices.id, sent.id));
    const paid = await voidIt(expert, sent.id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().errorMessage).toBe(t("invoices.refundFirst", { paid: "$50.00" }));
    const draft = await invoiceDraft(app, expert, quoteId, 1_000);
    const drafted = await voidIt(expert, draft.id);
    expect(drafted.statusCode).toBe(409);
    expect(drafted.json().errorMessage).toBe(t("invoices.draftNotVoided"));
    const noReason = await voidIt(expert, draft.id, "   ");
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errorMessage).toBe(t("paymentRules.voidReasonRequired"));
  });
});

describe("a job's billing", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);
  const first = await sentInvoice(app, expert, quoteId, 10_000);
  const draft = await invoiceDraft(app, expert, quoteId, 5_000);
  const second = await sentInvoice(app, expert, quoteId, 2_500);
  await db.insert(priceChanges).values({
    quoteId,
    expertUserId: expert.id,
    taxpayerUserId: taxpayer.id,
    amountCents: 2_000,
    reason: "Extra schedule",
    status: "accepted",
    createdAt: app.services.clock.now(),
  });

  it("shows the professional the price, every invoice newest first and the price changes", async () => {
    const response = await billing(expert, quoteId);
    expect(response.statusCode).toBe(200);
    const seen = response.json<JobBilling>();
    expect(seen.price).toEqual({
      quotedCents: 48_000,
      acceptedChangesCents: 2_000,
      agreedCents: 50_000,
      invoicedCents: 12_500,
      paidCents: 0,
      refundedCents: 0,
    });
    expect(seen.invoices.map((invoice) => invoice.id)).toEqual([second.id, draft.id, first.id]);
    expect(seen.priceChanges).toMatchObject([
      { amountCents: 2_000, reason: "Extra schedule", status: "accepted" },
    ]);
  });

  it("shows the taxpayer no drafts", async () => {
    const seen = (await billing(taxpayer, quoteId)).json<JobBilling>();
    expect(seen.invoices.map((invoice) => invoice.id)).toEqual([second.id, first.id]);
    expect(seen.invoices.every((invoice) => invoice.status !== "draft")).toBe(true);
    expect(seen.price.agreedCents).toBe(50_000);
  });

  it("answers 404 in words to a stranger, another professional and an unknown job", async () => {
    for (const stranger of [await createSignedInUser(app, 1), await createExpert(app)]) {
      const refused = await billing(stranger, quoteId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().errorMessage).toBe(t("invoices.billingJobNotFound"));
    }
    expect((await billing(expert, 987_654_321)).statusCode).toBe(404);
  });
});
