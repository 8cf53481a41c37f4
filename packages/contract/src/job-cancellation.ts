/**
 * The taxpayer cancelling a job before work starts (POST /Taxpayer/CancelJob), and what the job page
 * tells them first: whether the professional keeps a paid deposit, as their engagement letter says.
 * Money is in US cents, whole numbers.
 */
import { z } from "zod";
import { paymentRules as texts } from "./i18n/en/paymentRules";
import { idFieldSchema } from "./id-field";

/** POST /Taxpayer/CancelJob: the job (its quote) and, if the taxpayer wants to say, why. */
export const cancelJobRequestSchema = z.object({
  quoteId: idFieldSchema,
  reason: z.string().trim().max(500, { error: texts.reasonTooLong }).optional(),
});
export type CancelJobRequest = z.infer<typeof cancelJobRequestSchema>;

/** What cancelling did: what was refunded to the taxpayer and what the professional kept, said in words. */
export const jobCancellationSchema = z.object({
  quoteId: z.int(),
  cancelledAt: z.string(),
  /** Refunded in full to the taxpayer's card by the cancellation. */
  refundedCents: z.int(),
  /** Paid and kept by the professional, as their engagement letter says. */
  keptCents: z.int(),
  /** What happened to the money, in words. */
  outcome: z.string(),
});
export type JobCancellation = z.infer<typeof jobCancellationSchema>;

/**
 * The taxpayer's job page: whether they may cancel now and what would happen to what they paid.
 * After cancelling: what was kept and what the cancellation refunded.
 */
export const cancelTermsSchema = z.object({
  /** The professional has not begun reviewing and the job is not cancelled. */
  canCancel: z.boolean(),
  /** Before: the professional keeps a paid deposit. After: the professional kept what was paid. */
  depositKept: z.boolean(),
  /** What is paid on the job's invoices and not refunded: refunded or kept on cancelling; kept after. */
  paidCents: z.int(),
  /** What the cancellation refunded (0 before it). */
  refundedCents: z.int(),
});
export type CancelTerms = z.infer<typeof cancelTermsSchema>;
