import type {
  CreateInvoiceRequest,
  Invoice,
  InvoiceStatus,
  JobBilling,
  UpdateInvoiceRequest,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, fieldError, notFound } from "../../lib/app-error";
import { auditRecords } from "../audit";
import { isJobParticipant, isJobProfessional, jobRecords } from "../tax-preparation";
import { refuseCancelledJob } from "./cancelled-jobs";
import { formatCents, invoiceFigures, invoiceNumber, isPastDay } from "./invoice-math";
import { invoicePaymentsRepository } from "./invoice-payments.repository";
import { type InvoiceMove, invoiceMove, type MoveRefusal } from "./invoice-state";
import { invoiceView, invoiceViews, namesOf } from "./invoice-view";
import { dayOf, invoiceSentNotice, invoiceVoidedNotice } from "./invoices.notices";
import { type InvoiceRow, invoicesRepository as invoices } from "./invoices.repository";
import { billableCents, jobPriceOf } from "./job-price";
import { paymentViews } from "./payment-view";
import type { PaymentsDeps } from "./payments.deps";
import { payoutsRepository } from "./payouts.repository";
import { priceChangeView } from "./price-change-view";
import { priceChangesRepository } from "./price-changes.repository";

type Job = NonNullable<Awaited<ReturnType<typeof jobRecords.parties>>>;
type InvoiceContents = Omit<CreateInvoiceRequest, "quoteId">;

const jobNotFound = () => notFound(t("invoices.jobNotFound"));
const invoiceNotFound = () => notFound(t("invoices.invoiceNotFound"));
const statusWords = {
  sent: "invoices.statusSent",
  "partly-paid": "invoices.statusPartlyPaid",
  paid: "invoices.statusPaid",
  void: "invoices.statusVoid",
} as const satisfies Record<Exclude<InvoiceStatus, "draft">, string>;

/** The refusal of a move the invoice's status does not allow, in words. */
function moveRefused(refusal: MoveRefusal, row: InvoiceRow) {
  const status = row.status === "draft" ? "" : t(statusWords[row.status as keyof typeof statusWords]);
  return conflict(
    t(`invoices.${refusal}`, {
      status,
      number: invoiceNumber(row.numberSeq) ?? "",
      paid: formatCents(row.paidCents),
    }),
  );
}

/** Whether a write failed on the professional's invoice numbers (two sends took the same one). */
function isNumberTaken(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505" && (constraint === undefined || constraint === "invoices_expert_number_unique"))
      return true;
    current = current.cause;
  }
  return false;
}

/**
 * The professional's invoices for a job, and the billing both sides read. Whatever changes what a job
 * bills holds the job's price (before the invoice's row lock), as price changes do, so what was
 * checked against the agreed price is still true when written.
 */
export function createInvoicesService(
  deps: PaymentsDeps & { endOpenCheckout: (tx: Executor, invoiceId: number) => Promise<void> },
) {
  const { db, clock, notifications } = deps;

  /**
   * The caller's job, its price held until the transaction ends (the lock price changes take too);
   * anyone else's, or a quote no job began from, reads as not found.
   */
  async function professionalsJob(tx: Executor, caller: Principal, quoteId: number, missing = jobNotFound) {
    const job = await jobRecords.parties(tx, quoteId);
    if (!job || !isJobProfessional(caller, job)) throw missing();
    await priceChangesRepository.lockJobPrice(tx, quoteId);
    return job;
  }

  /** The caller's invoice, its job's price held first and then the invoice locked; anyone else's reads as not found. */
  async function ownInvoice(tx: Executor, caller: Principal, invoiceId: number, move: InvoiceMove) {
    const found = await invoices.find(tx, invoiceId);
    // The job's professional side is asked of the job (its practice and member), before any lock is taken.
    if (!found) throw invoiceNotFound();
    const job = await professionalsJob(tx, caller, found.quoteId, invoiceNotFound);
    // A cancelled job's drafts may still be deleted and its sent invoices voided, but nothing more billed.
    if (move === "update" || move === "send")
      await refuseCancelledJob(tx, found.quoteId, t("jobCancellation.noInvoices"));
    const row = await invoices.lock(tx, invoiceId);
    if (!row) throw invoiceNotFound();
    const outcome = invoiceMove(row.status as InvoiceStatus, move, row.paidCents);
    if (!outcome.ok) throw moveRefused(outcome.refusal, row);
    return { job, row };
  }

  /** The lines priced and summed; a past due date, a total over the cap or a deposit over it refused. */
  function figuresOf(input: InvoiceContents) {
    if (isPastDay(input.dueDate, clock.now()))
      throw fieldError("dueDate", t("invoices.dueDatePast", { date: dayOf(input.dueDate) }));
    const figures = invoiceFigures(input.lines, input.depositCents);
    if (figures.ok) return figures;
    if (figures.refusal === "totalTooLarge") throw fieldError("lines", t("invoices.totalTooLarge"));
    throw fieldError(
      "depositCents",
      t("invoices.depositAboveTotal", {
        deposit: formatCents(input.depositCents ?? 0),
        total: formatCents(figures.totalCents),
      }),
    );
  }

  /** Refuses a total the job has no room for, saying the agreed price and what is already invoiced. */
  async function checkFits(tx: Executor, job: Job, totalCents: number, ownCents = 0) {
    const left = await billableCents(tx, job, ownCents);
    if (totalCents <= left) return;
    const { agreedCents } = await jobPriceOf(tx, job);
    throw conflict(
      t("invoices.aboveAgreedPrice", {
        total: formatCents(totalCents),
        agreed: formatCents(agreedCents),
        invoiced: formatCents(agreedCents - left),
        left: formatCents(Math.max(left, 0)),
      }),
    );
  }

  const audit = (
    tx: Executor,
    caller: Principal,
    action: "payments.invoice-sent" | "payments.invoice-voided",
    row: InvoiceRow,
    from: string | null,
    detail: Record<string, string | number>,
  ) =>
    auditRecords.record(tx, {
      at: clock.now(),
      actor: caller,
      action,
      subjectUserId: row.taxpayerUserId,
      subject: `invoice:${row.id}`,
      from,
      detail,
    });

  /** One try at numbering and sending a draft; a number taken meanwhile fails it whole. */
  async function sendOnce(caller: Principal, invoiceId: number, from: string | null): Promise<InvoiceRow> {
    const outbox = notifications.outbox();
    const sent = await db.transaction(async (tx) => {
      const { job, row } = await ownInvoice(tx, caller, invoiceId, "send");
      // A draft whose day passed is fixed before the client sees it.
      if (isPastDay(row.dueDate, clock.now()))
        throw fieldError("dueDate", t("invoices.dueDatePast", { date: dayOf(row.dueDate) }));
      // The price may have come down since the draft was written (an accepted reduction).
      await checkFits(tx, job, row.totalCents, row.totalCents);
      const change = {
        status: "sent",
        numberSeq: await invoices.nextNumberSeq(tx, caller.userId),
        sentAt: clock.now(),
      };
      await invoices.update(tx, row.id, change);
      const numbered = { ...row, ...change };
      const professional = (await namesOf(tx, [caller.userId])).get(caller.userId) ?? "";
      await outbox.add(tx, invoiceSentNotice(numbered, professional));
      await audit(tx, caller, "payments.invoice-sent", numbered, from, {
        number: invoiceNumber(numbered.numberSeq) ?? "",
        totalCents: numbered.totalCents,
      });
      return numbered;
    });
    await outbox.deliver();
    return sent;
  }

  return {
    /** A job's price, invoices (the taxpayer sees no drafts) and price changes, for either side. */
    async billing(caller: Principal, quoteId: number): Promise<JobBilling> {
      const job = await jobRecords.parties(db, quoteId);
      if (!job || !isJobParticipant(caller, job)) throw notFound(t("invoices.billingJobNotFound"));
      const [price, rows, changes] = await Promise.all([
        jobPriceOf(db, job),
        invoices.listForQuote(db, quoteId, isJobProfessional(caller, job)),
        priceChangesRepository.listForQuote(db, quoteId),
      ]);
      const [paymentRows, payouts] = await Promise.all([
        invoicePaymentsRepository.listForInvoices(
          db,
          rows.map((row) => row.id),
        ),
        payoutsRepository.find(db, job.expertUserId),
      ]);
      return {
        quoteId,
        price,
        invoices: await invoiceViews(db, rows),
        priceChanges: changes.map(priceChangeView),
        payments: await paymentViews(
          db,
          paymentRows.filter((row) => row.status !== "open" && row.status !== "expired"),
        ),
        payOnline: payouts?.chargesEnabled ?? false,
      };
    },

    /** A draft for one of the professional's jobs, within what the job has left to bill. */
    async create(caller: Principal, input: CreateInvoiceRequest): Promise<Invoice> {
      const created = await db.transaction(async (tx) => {
        const job = await professionalsJob(tx, caller, input.quoteId);
        await refuseCancelledJob(tx, job.quoteId, t("jobCancellation.noInvoices"));
        const figures = figuresOf(input);
        await checkFits(tx, job, figures.totalCents);
        const row = await invoices.insert(tx, {
          quoteId: job.quoteId,
          expertUserId: job.expertUserId,
          taxpayerUserId: job.taxpayerUserId,
          status: "draft",
          totalCents: figures.totalCents,
          depositCents: figures.depositCents,
          dueDate: input.dueDate,
          notes: input.notes || null,
          createdAt: clock.now(),
        });
        await invoices.replaceLines(tx, row.id, figures.lines);
        return row;
      });
      return invoiceView(db, created);
    },

    /** Replaces a draft's contents; its own old total makes room for the new one. */
    async update(caller: Principal, input: UpdateInvoiceRequest): Promise<Invoice> {
      const updated = await db.transaction(async (tx) => {
        const { job, row } = await ownInvoice(tx, caller, input.invoiceId, "update");
        const figures = figuresOf(input);
        await checkFits(tx, job, figures.totalCents, row.totalCents);
        const change = {
          totalCents: figures.totalCents,
          depositCents: figures.depositCents,
          dueDate: input.dueDate,
          notes: input.notes || null,
        };
        await invoices.update(tx, row.id, change);
        await invoices.replaceLines(tx, row.id, figures.lines);
        return { ...row, ...change };
      });
      return invoiceView(db, updated);
    },

    /**
     * Numbers a draft (the professional's next number) and tells the taxpayer in the app and by mail.
     * Two sends by one professional at once may pick the same number: the unique index fails the
     * later one, which is tried once more with the number after; a second clash is a 409.
     */
    async send(caller: Principal, invoiceId: number, from: string | null): Promise<Invoice> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await invoiceView(db, await sendOnce(caller, invoiceId, from));
        } catch (error) {
          if (!isNumberTaken(error)) throw error;
          if (attempt >= 2) throw conflict(t("invoices.numberTaken"));
        }
      }
    },

    /** Deletes a draft the taxpayer never saw. */
    async deleteDraft(caller: Principal, invoiceId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const { row } = await ownInvoice(tx, caller, invoiceId, "delete");
        await invoices.remove(tx, row.id);
      });
    },

    /** Voids a sent invoice nothing was paid on; the taxpayer is told why. */
    async voidInvoice(
      caller: Principal,
      input: { invoiceId: number; reason: string },
      from: string | null,
    ): Promise<Invoice> {
      const outbox = notifications.outbox();
      const voided = await db.transaction(async (tx) => {
        const { row } = await ownInvoice(tx, caller, input.invoiceId, "void");
        // A checkout left open on it must not take money for a void invoice.
        await deps.endOpenCheckout(tx, row.id);
        const change = { status: "void", voidedAt: clock.now(), voidReason: input.reason };
        await invoices.update(tx, row.id, change);
        const professional = (await namesOf(tx, [caller.userId])).get(caller.userId) ?? "";
        await outbox.add(tx, invoiceVoidedNotice(row, professional, input.reason));
        await audit(tx, caller, "payments.invoice-voided", row, from, {
          number: invoiceNumber(row.numberSeq) ?? "",
          reason: input.reason,
        });
        return { ...row, ...change };
      });
      await outbox.deliver();
      return invoiceView(db, voided);
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
