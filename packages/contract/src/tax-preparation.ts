/** Tax preparation jobs as both sides list them. */
import { z } from "zod";
import { idFieldSchema } from "./id-field";
import { cancelTermsSchema } from "./job-cancellation";
import { draftReturnSchema } from "./job-stages";
import { languageSchema } from "./language";
import { jobTypeSchema } from "./marketplace";
import { jobAssigneeSchema } from "./practice-assignment";
import { fileRefSchema } from "./profiles";

const idSchema = z.int32().positive();

/** Ours, optional: when the taxpayer cancelled the job before work started (null: it goes on). */
const cancelledAtSchema = z.string().nullable().optional();

export const taxpayerTaxPreparationSchema = z.object({
  quoteId: idSchema,
  taxPreparationId: idSchema,
  accountantId: idSchema,
  accountantFirstName: z.string(),
  accountantLastName: z.string(),
  jobType: jobTypeSchema,
  /** When the job started: the expert confirmed the quote. */
  createdDate: z.string(),
  taxPreparationYear: z.int(),
  price: z.number(),
  jobStatusId: z.int(),
  taxReturnFile: fileRefSchema.nullable(),
  cancelledAt: cancelledAtSchema,
});
export type TaxpayerTaxPreparation = z.infer<typeof taxpayerTaxPreparationSchema>;

export const expertTaxPreparationSchema = z.object({
  quoteId: idSchema,
  taxPreparationId: idSchema,
  taxpayerId: idSchema,
  taxpayerFirstName: z.string(),
  taxpayerLastName: z.string(),
  createdDate: z.string(),
  taxPreparationYear: z.int(),
  jobType: jobTypeSchema,
  fee: z.number(),
  jobStatusId: z.int(),
  taxReturnFile: fileRefSchema.nullable(),
  /** Ours, optional: the professional, given when a taxpayer reads this list (then their own jobs). */
  accountantId: idSchema.optional(),
  accountantFirstName: z.string().optional(),
  accountantLastName: z.string().optional(),
  cancelledAt: cancelledAtSchema,
  /** Ours, optional: the practice's member working on the job (null: a solo professional's job). */
  assignedTo: jobAssigneeSchema.nullable().optional(),
});
export type ExpertTaxPreparation = z.infer<typeof expertTaxPreparationSchema>;

const personSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
});

/**
 * Why the taxpayer cannot download the return (nor open the 8879) yet: the professional releases them
 * once the job's invoices are paid, and this one, the oldest still unpaid, is due.
 */
export const releaseHoldSchema = z.object({
  invoiceId: idSchema,
  /** "INV-0002" */
  invoiceNumber: z.string(),
  /** What is left to pay on it, in cents. */
  dueCents: z.int(),
  /** When it is due ("2026-12-15"). */
  dueDate: z.string(),
});
export type ReleaseHold = z.infer<typeof releaseHoldSchema>;

/**
 * One job with the request behind it (GET /TaxPreparation/GetTaxPreparation, query quoteId): the job's
 * home for both of its participants. `answers` are the taxpayer's initial answers as they sent them.
 */
export const taxPreparationDetailSchema = z.object({
  quoteId: idSchema,
  taxPreparationId: idSchema,
  jobType: jobTypeSchema,
  isIndividual: z.boolean(),
  createdDate: z.string(),
  requestDate: z.string(),
  taxPreparationYear: z.int(),
  price: z.number(),
  jobStatusId: z.int(),
  taxReturnFile: fileRefSchema.nullable(),
  accountant: personSchema,
  taxpayer: personSchema.extend({
    email: z.string(),
    phoneNumber: z.string().nullable(),
    /** Added: the language the taxpayer's account reads ("en", "es"). */
    language: languageSchema.optional(),
  }),
  answers: z.record(z.string(), z.unknown()),
  /**
   * Ours, optional: for the taxpayer, what holds the return until paid (null: nothing); absent for the
   * professional, who always has it.
   */
  releaseHold: releaseHoldSchema.nullable().optional(),
  cancelledAt: cancelledAtSchema,
  /** Ours, optional: what the taxpayer said when cancelling (null: nothing). */
  cancelReason: z.string().nullable().optional(),
  /** Ours, optional: for the taxpayer, whether they may cancel and what happens to what they paid. */
  cancelTerms: cancelTermsSchema.optional(),
  /** Ours, optional: what the professional asked for when the job went to waiting for information. */
  statusNote: z.string().nullable().optional(),
  /** Ours, optional: the return's current draft shared for the taxpayer's review (null: none yet). */
  draftReturn: draftReturnSchema.nullable().optional(),
  /** Ours, optional: every draft shared, newest first (the current one included). */
  draftReturns: z.array(draftReturnSchema).optional(),
  /** Ours, optional: the practice whose job it is (null: a professional working alone). */
  practice: z.object({ id: idSchema, name: z.string() }).nullable().optional(),
  /** Ours, optional: the practice's member working on the return (null: a solo professional's job). */
  assignedTo: jobAssigneeSchema.nullable().optional(),
});
export type TaxPreparationDetail = z.infer<typeof taxPreparationDetailSchema>;

/** The text field of POST /Accountant/UploadTaxReturnFile (multipart); the file is `taxReturn`. */
export const uploadTaxReturnFieldsSchema = z.object({ quoteId: idFieldSchema });
