/**
 * Filings of a job's return (federal, each state, amended), the IRS's acknowledgment of each, and the
 * outcome after acceptance (a refund or an amount due). Dates are days (YYYY-MM-DD); money is cents.
 */
import { z } from "zod";
import {
  FEDERAL_JURISDICTION,
  FILING_METHODS,
  REJECT_CODE_PATTERN,
  rejectCodeEntry,
  SUBMISSION_ID_PATTERN,
} from "./codes-filing";
import { filing as texts } from "./i18n/en/filing";
import { idFieldSchema } from "./id-field";
import { isUsStateCode } from "./us-states";

const daySchema = z.iso.date({ error: texts.dateInvalid });
const centsSchema = z.int({ error: texts.centsInvalid }).min(0, { error: texts.centsInvalid });

export const jurisdictionSchema = z
  .string({ error: texts.jurisdictionInvalid })
  .refine((value) => value === FEDERAL_JURISDICTION || isUsStateCode(value), {
    error: texts.jurisdictionInvalid,
  });

/** POST /Accountant/RecordFiling. */
export const recordFilingRequestSchema = z
  .object({
    quoteId: idFieldSchema,
    jurisdiction: jurisdictionSchema,
    method: z.enum(FILING_METHODS, { error: texts.methodInvalid }),
    amended: z.boolean().optional(),
    filedOn: daySchema,
    submissionId: z.string().trim().optional(),
    /** The rejected filing this one corrects (else a later filing of the same kind corrects it). */
    correctsFilingId: idFieldSchema.optional(),
  })
  .superRefine((value, context) => {
    const id = value.submissionId ?? "";
    if (value.method === "efile" && !SUBMISSION_ID_PATTERN.test(id)) {
      context.addIssue({ code: "custom", path: ["submissionId"], message: texts.submissionIdNeeded });
    }
    if (value.method === "paper" && id !== "") {
      context.addIssue({ code: "custom", path: ["submissionId"], message: texts.submissionIdOnPaper });
    }
  });
export type RecordFilingRequest = z.infer<typeof recordFilingRequestSchema>;

/** POST /Accountant/RecordFilingAcknowledgment: the IRS's (or the state's) answer to a filing. */
export const recordFilingAcknowledgmentRequestSchema = z
  .object({
    filingId: idFieldSchema,
    accepted: z.boolean(),
    acknowledgedOn: daySchema,
    rejectCode: z.string().trim().toUpperCase().optional(),
    explanation: z.string().trim().max(1000, { error: texts.explanationTooLong }).optional(),
  })
  .superRefine((value, context) => {
    const code = value.rejectCode ?? "";
    const issue = (message: string) => context.addIssue({ code: "custom", path: ["rejectCode"], message });
    if (value.accepted) {
      if (code !== "") issue(texts.rejectCodeOnAcceptance);
    } else if (code === "") issue(texts.rejectCodeNeeded);
    else if (!REJECT_CODE_PATTERN.test(code) || !rejectCodeEntry(code)) {
      // The code is echoed cut short: it is the caller's own text.
      issue(texts.rejectCodeUnknown.replace("{code}", code.slice(0, 30)));
    }
  });
export type RecordFilingAcknowledgmentRequest = z.infer<typeof recordFilingAcknowledgmentRequestSchema>;

/** POST /Accountant/RecordReturnOutcome: exactly one of a refund or an amount due (with its due day). */
export const recordReturnOutcomeRequestSchema = z
  .object({
    quoteId: idFieldSchema,
    refundCents: centsSchema.optional(),
    amountDueCents: centsSchema.optional(),
    paymentDueOn: daySchema.optional(),
  })
  .superRefine((value, context) => {
    const hasRefund = value.refundCents !== undefined;
    const hasDue = value.amountDueCents !== undefined;
    if (hasRefund === hasDue) {
      context.addIssue({ code: "custom", path: ["refundCents"], message: texts.outcomeOneOf });
    }
    if (hasDue && value.paymentDueOn === undefined) {
      context.addIssue({ code: "custom", path: ["paymentDueOn"], message: texts.dueDateNeeded });
    }
    if (!hasDue && value.paymentDueOn !== undefined) {
      context.addIssue({ code: "custom", path: ["paymentDueOn"], message: texts.dueDateWithoutAmount });
    }
  });
export type RecordReturnOutcomeRequest = z.infer<typeof recordReturnOutcomeRequestSchema>;

/** POST /Accountant/MarkRefundIssued and /Taxpayer/MarkRefundIssued. */
export const markRefundIssuedRequestSchema = z.object({ quoteId: idFieldSchema, issuedOn: daySchema });
export type MarkRefundIssuedRequest = z.infer<typeof markRefundIssuedRequestSchema>;

export const FILING_STATUSES = ["submitted", "accepted", "rejected"] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** One filing as both sides of the job see it. */
export const filingSchema = z.object({
  id: z.int(),
  quoteId: z.int(),
  /** "federal" or a state's USPS code, and its name. */
  jurisdiction: z.string(),
  jurisdictionName: z.string(),
  method: z.enum(FILING_METHODS),
  amended: z.boolean(),
  filedOn: z.string(),
  submissionId: z.string().nullable(),
  status: z.enum(FILING_STATUSES),
  acknowledgedOn: z.string().nullable(),
  rejectCode: z.string().nullable(),
  /** The reject code's meaning and what happens next, from the contract's table. */
  rejectMeaning: z.string().nullable(),
  rejectNextStep: z.string().nullable(),
  explanation: z.string().nullable(),
  correctsFilingId: z.int().nullable(),
  correctedByFilingId: z.int().nullable(),
  recordedAt: z.string(),
});
export type Filing = z.infer<typeof filingSchema>;

/** What the return came to, once accepted. */
export const returnOutcomeSchema = z.object({
  refundCents: z.int().nullable(),
  amountDueCents: z.int().nullable(),
  paymentDueOn: z.string().nullable(),
  refundIssuedOn: z.string().nullable(),
  recordedAt: z.string(),
});
export type ReturnOutcome = z.infer<typeof returnOutcomeSchema>;

/** GET /TaxPreparation/GetFilings. */
export const jobFilingsSchema = z.object({
  quoteId: z.int(),
  taxYear: z.int(),
  /** The job began on this day: no filing before it. */
  startedOn: z.string(),
  /** Oldest first. */
  filings: z.array(filingSchema),
  outcome: returnOutcomeSchema.nullable(),
  /** A federal return was accepted: its outcome may be recorded. */
  federalAccepted: z.boolean(),
});
export type JobFilings = z.infer<typeof jobFilingsSchema>;

/** The operator's list: rejections not corrected within 24 hours. */
export const uncorrectedRejectionSchema = z.object({
  filingId: z.int(),
  quoteId: z.int(),
  professionalUserId: z.int(),
  professionalName: z.string(),
  jurisdiction: z.string(),
  rejectCode: z.string(),
  rejectedAt: z.string(),
});
export type UncorrectedRejection = z.infer<typeof uncorrectedRejectionSchema>;
