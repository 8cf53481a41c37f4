import type { Invoice } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dayFromToday, draftBody, invoiceDraft, postAs } from "../../../test/invoices";
import { chosenQuote, createExpert, startedJob } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { invoiceLines, invoices, priceChanges } from "../../db/schema";

const { app } = await createTestApp();
const { db } = app.services;

const create = (user: Parameters<typeof postAs>[1], body: object) =>
  postAs(app, user, "Accountant/CreateInvoice", body);
const lineOf = (quantity: number, unitCents: number) => ({ description: "Bookkeeping", quantity, unitCents });

describe("a professional's invoice draft", async () => {
  // The quote's price is $480.00.
  const { expert, taxpayer, quoteId } = await startedJob(app);

  it("prices the lines in cents, keeps the deposit, due date and notes, and shows the names", async () => {
    const response = await create(expert, {
      quoteId,
      lines: [lineOf(2, 12_550), { description: "  Schedule C  ", quantity: 1, unitCents: 9_900 }],
      depositCents: 10_000,
      dueDate: dayFromToday(app, 0),
      notes: "Thank you!",
    });
    expect(response.statusCode).toBe(200);
    const draft = response.json<Invoice>();
    expect(draft).toMatchObject({
      quoteId,
      number: null,
      status: "draft",
      lines: [
        { description: "Bookkeeping", quantity: 2, unitCents: 12_550, amountCents: 25_100 },
        { description: "Schedule C", quantity: 1, unitCents: 9_900, amountCents: 9_900 },
      ],
      totalCents: 35_000,
      depositCents: 10_000,
      paidCents: 0,
      dueCents: 35_000,
      dueDate: dayFromToday(app, 0),
      notes: "Thank you!",
      sentAt: null,
      professionalName: "Test Person",
      taxpayerName: "Test Person",
    });
    const [row] = await db.select().from(invoices).where(eq(invoices.id, draft.id));
    expect(row).toMatchObject({ expertUserId: expert.id, taxpayerUserId: taxpayer.id, numberSeq: null });
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, draft.id));
    expect(lines.map((line) => line.position).sort()).toEqual([0, 1]);
    await postAs(app, expert, "Accountant/DeleteInvoiceDraft", { invoiceId: draft.id });
  });

  it("refuses negative, zero and fractional-cent amounts in the schema's words", async () => {
    const cases: [number, string][] = [
      [-500, t("paymentRules.amountPositive")],
      [0, t("paymentRules.amountPositive")],
      [1_250.5, t("paymentRules.amountWholeCents")],
      [10_000_001, t("paymentRules.amountTooLarge")],
    ];
    for (const [unitCents, words] of cases) {
      const response = await create(expert, draftBody(app, quoteId, unitCents));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorMessage: words,
        errors: [{ field: "lines.0.unitCents" }],
      });
    }
    const deposit = await create(expert, draftBody(app, quoteId, 10_000, { depositCents: 0.5 }));
    expect(deposit.statusCode).toBe(400);
    expect(deposit.json().errorMessage).toBe(t("paymentRules.amountWholeCents"));
    const quantity = await create(expert, { ...draftBody(app, quoteId, 100), lines: [lineOf(0, 100)] });
    expect(quantity.json().errorMessage).toBe(t("paymentRules.quantityInvalid"));
    const noLines = await create(expert, { ...draftBody(app, quoteId, 100), lines: [] });
    expect(noLines.json().errorMessage).toBe(t("paymentRules.linesRequired"));
  });

  it("refuses a deposit above the total, a past due date and a total over $100,000, in words", async () => {
    const deposit = await create(expert, draftBody(app, quoteId, 10_000, { depositCents: 10_001 }));
    expect(deposit.statusCode).toBe(400);
    expect(deposit.json()).toMatchObject({
      errorMessage: t("invoices.depositAboveTotal", { deposit: "$100.01", total: "$100.00" }),
      errors: [{ field: "depositCents" }],
    });
    const twoDaysAgo = dayFromToday(app, -2);
    const past = await create(expert, draftBody(app, quoteId, 10_000, { dueDate: twoDaysAgo }));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([
      { field: "dueDate", message: expect.stringContaining("has passed") },
    ]);
    const huge = await create(expert, { ...draftBody(app, quoteId, 1), lines: [lineOf(1000, 10_000_000)] });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errorMessage).toBe(t("invoices.totalTooLarge"));
    expect(await db.select().from(invoices).where(eq(invoices.quoteId, quoteId))).toEqual([]);
  });

  it("refuses a total above what is left of the agreed price, saying the price and what is invoiced", async () => {
    const first = await invoiceDraft(app, expert, quoteId, 30_000);
    const response = await create(expert, draftBody(app, quoteId, 18_001));
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessage).toBe(
      t("invoices.aboveAgreedPrice", {
        total: "$180.01",
        agreed: "$480.00",
        invoiced: "$300.00",
        left: "$180.00",
      }),
    );
    // Exactly what is left fits.
    const rest = await invoiceDraft(app, expert, quoteId, 18_000);
    for (const draft of [first, rest])
      await postAs(app, expert, "Accountant/DeleteInvoiceDraft", { invoiceId: draft.id });
  });

  it("bills more once the taxpayer accepted a price change", async () => {
    const job = await startedJob(app, "100");
    expect((await create(job.expert, draftBody(app, job.quoteId, 15_000))).statusCode).toBe(409);
    await db.insert(priceChanges).values({
      quoteId: job.quoteId,
      expertUserId: job.expert.id,
      taxpayerUserId: job.taxpayer.id,
      amountCents: 5_000,
      reason: "Extra state return",
      status: "accepted",
      createdAt: app.services.clock.now(),
    });
    expect((await create(job.expert, draftBody(app, job.quoteId, 15_000))).statusCode).toBe(200);
  });

  it("lets only one of two drafts made at once through when together they pass the price", async () => {
    const job = await startedJob(app, "480");
    const answers = await Promise.all([
      create(job.expert, draftBody(app, job.quoteId, 30_000)),
      create(job.expert, draftBody(app, job.quoteId, 30_000)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await db.select().from(invoices).where(eq(invoices.quoteId, job.quoteId));
    expect(rows).toHaveLength(1);
  });

  it("answers 404 in words to another professional and on a quote not confirmed, 403 to a taxpayer", async () => {
    const other = await createExpert(app);
    const refused = await create(other, draftBody(app, quoteId, 1_000));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errorMessage).toBe(t("invoices.jobNotFound"));
    const unconfirmed = await chosenQuote(app);
    const early = await create(unconfirmed.expert, draftBody(app, unconfirmed.quoteId, 1_000));
    expect(early.statusCode).toBe(404);
    expect((await create(taxpayer, draftBody(app, quoteId, 1_000))).statusCode).toBe(403);
    const draft = await invoiceDraft(app, expert, quoteId, 1_000);
    for (const [url, body] of [
      [
        "Accountant/UpdateInvoice",
        { ...draftBody(app, quoteId, 500), quoteId: undefined, invoiceId: draft.id },
      ],
      ["Accountant/SendInvoice", { invoiceId: draft.id }],
      ["Accountant/DeleteInvoiceDraft", { invoiceId: draft.id }],
      ["Accountant/VoidInvoice", { invoiceId: draft.id, reason: "Wrong" }],
    ] as const) {
      expect((await postAs(app, taxpayer, url, body)).statusCode).toBe(403);
      const stranger = await postAs(app, other, url, body);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().errorMessage).toBe(t("invoices.invoiceNotFound"));
    }
    const [row] = await db.select().from(invoices).where(eq(invoices.id, draft.id));
    expect(row).toMatchObject({ status: "draft", totalCents: 1_000 });
    await postAs(app, expert, "Accountant/DeleteInvoiceDraft", { invoiceId: draft.id });
  });
});

describe("changing and deleting a draft", async () => {
  const { expert, quoteId } = await startedJob(app);
  const update = (invoiceId: number, cents: number, extra: object = {}) => {
    const { quoteId: _job, ...contents } = draftBody(app, quoteId, cents, extra);
    return postAs(app, expert, "Accountant/UpdateInvoice", { ...contents, invoiceId });
  };

  it("replaces the lines, deposit, due date and notes; its own old total makes room for the new", async () => {
    const draft = await invoiceDraft(app, expert, quoteId, 48_000, { depositCents: 100, notes: "Old" });
    const response = await update(draft.id, 40_000, {
      lines: [lineOf(4, 10_000)],
      dueDate: dayFromToday(app, 30),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Invoice>()).toMatchObject({
      id: draft.id,
      lines: [{ quantity: 4, unitCents: 10_000, amountCents: 40_000 }],
      totalCents: 40_000,
      depositCents: null,
      notes: null,
      dueDate: dayFromToday(app, 30),
    });
    // The whole agreed price again is still within it: the draft's $400.00 is what it replaces.
    expect((await update(draft.id, 48_000)).statusCode).toBe(200);
    const over = await update(draft.id, 48_001);
    expect(over.statusCode).toBe(409);
    expect(over.json().errorMessage).toContain("$480.00");
    const past = await update(draft.id, 100, { dueDate: dayFromToday(app, -3) });
    expect(past.statusCode).toBe(400);
    await postAs(app, expert, "Accountant/DeleteInvoiceDraft", { invoiceId: draft.id });
  });

  it("deletes a draft with its lines; a deleted one is not found", async () => {
    const draft = await invoiceDraft(app, expert, quoteId, 1);
    const response = await postAs(app, expert, "Accountant/DeleteInvoiceDraft", { invoiceId: draft.id });
    expect(response.statusCode).toBe(200);
    expect(await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, draft.id))).toEqual([]);
    const again = await postAs(app, expert, "Accountant/DeleteInvoiceDraft", { invoiceId: draft.id });
    expect(again.statusCode).toBe(404);
    expect(again.json().errorMessage).toBe(t("invoices.invoiceNotFound"));
    expect((await update(draft.id, 100)).statusCode).toBe(404);
  });
});
