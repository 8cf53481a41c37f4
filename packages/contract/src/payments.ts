/**
 * Paying the professional: a job's agreed price (the quote's, changed only by changes the taxpayer
 * accepted), the professional's invoices against it, and the price changes themselves. Money is in
 * US cents, whole numbers, checked by the server.
 */
import { z } from "zod";
import { paymentRules as texts } from "./i18n/en/paymentRules";
import { idFieldSchema } from "./id-field";

/** The largest amount one invoice or price change may carry: $100,000.00. */
export const MAX_INVOICE_CENTS = 10_000_000;
export const MAX_INVOICE_LINES = 20;

/** An amount in cents: a whole, positive number of cents, at most $100,000.00. */
export const centsSchema = z
  .number({ error: texts.amountInvalid })
  .int({ error: texts.amountWholeCents })
  .positive({ error: texts.amountPositive })
  .max(MAX_INVOICE_CENTS, { error: texts.amountTooLarge });

export const invoiceStatusSchema = z.enum(["draft", "sent", "partly-paid", "paid", "void"]);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;
export const priceChangeStatusSchema = z.enum(["pending", "accepted", "declined", "withdrawn"]);
export type PriceChangeStatus = z.infer<typeof priceChangeStatusSchema>;

export const invoiceLineInputSchema = z.object({
  description: z
    .string({ error: texts.lineDescriptionRequired })
    .trim()
    .min(1, { error: texts.lineDescriptionRequired })
    .max(200, { error: texts.lineDescriptionTooLong }),
  quantity: z
    .number({ error: texts.quantityInvalid })
    .int({ error: texts.quantityInvalid })
    .min(1, { error: texts.quantityInvalid })
    .max(1000, { error: texts.quantityInvalid }),
  unitCents: centsSchema,
});

const invoiceNotesSchema = z.string().trim().max(1000, { error: texts.notesTooLong });

/** POST /Accountant/CreateInvoice: a draft for one of the professional's jobs. */
export const createInvoiceRequestSchema = z.object({
  quoteId: idFieldSchema,
  lines: z
    .array(invoiceLineInputSchema)
    .min(1, { error: texts.linesRequired })
    .max(MAX_INVOICE_LINES, { error: texts.tooManyLines }),
  /** The part of the total due now; the rest is due on completion. */
  depositCents: centsSchema.optional(),
  dueDate: z.iso.date({ error: texts.dueDateInvalid }),
  notes: invoiceNotesSchema.optional(),
});
export type CreateInvoiceRequest = z.infer<typeof createInvoiceRequestSchema>;

/** POST /Accountant/UpdateInvoice: a draft's new contents, all of them. */
export const updateInvoiceRequestSchema = createInvoiceRequestSchema
  .omit({ quoteId: true })
  .extend({ invoiceId: idFieldSchema });
export type UpdateInvoiceRequest = z.infer<typeof updateInvoiceRequestSchema>;

export const invoiceIdRequestSchema = z.object({ invoiceId: idFieldSchema });
export const voidInvoiceRequestSchema = z.object({
  invoiceId: idFieldSchema,
  reason: z
    .string({ error: texts.voidReasonRequired })
    .trim()
    .min(1, { error: texts.voidReasonRequired })
    .max(500, { error: texts.reasonTooLong }),
});

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitCents: z.number().int(),
  amountCents: z.number().int(),
});

export const invoiceSchema = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  /** "INV-0007" once sent; null for a draft. */
  number: z.string().nullable(),
  status: invoiceStatusSchema,
  lines: z.array(invoiceLineSchema),
  totalCents: z.number().int(),
  depositCents: z.number().int().nullable(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  /** What is still to pay: total less paid (refunds do not make it due again). */
  dueCents: z.number().int(),
  dueDate: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  professionalName: z.string(),
  taxpayerName: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const priceChangeSchema = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  amountCents: z.number().int(),
  reason: z.string(),
  status: priceChangeStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  declineNote: z.string().nullable(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** What the job's price stands at: quoted, changed by accepted changes, invoiced and paid so far. */
export const jobPriceSchema = z.object({
  quotedCents: z.number().int(),
  acceptedChangesCents: z.number().int(),
  agreedCents: z.number().int(),
  /** The totals of the invoices sent and not void. */
  invoicedCents: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
});
export type JobPrice = z.infer<typeof jobPriceSchema>;

/** POST /Accountant/RequestPriceChange: the change (negative lowers the price) and why. */
export const requestPriceChangeSchema = z.object({
  quoteId: idFieldSchema,
  amountCents: z
    .number({ error: texts.amountInvalid })
    .int({ error: texts.amountWholeCents })
    .min(-MAX_INVOICE_CENTS, { error: texts.amountTooLarge })
    .max(MAX_INVOICE_CENTS, { error: texts.amountTooLarge })
    .refine((cents) => cents !== 0, { error: texts.changeNotZero }),
  reason: z
    .string({ error: texts.changeReasonRequired })
    .trim()
    .min(1, { error: texts.changeReasonRequired })
    .max(500, { error: texts.reasonTooLong }),
});
export type RequestPriceChange = z.infer<typeof requestPriceChangeSchema>;

export const priceChangeIdRequestSchema = z.object({ priceChangeId: idFieldSchema });
export const declinePriceChangeRequestSchema = z.object({
  priceChangeId: idFieldSchema,
  note: z.string().trim().max(500, { error: texts.reasonTooLong }).optional(),
});
