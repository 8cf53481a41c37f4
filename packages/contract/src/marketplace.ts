/** Quotes, requests as experts see them, introductions and reviews. */
import { z } from "zod";
import { booleanFieldSchema } from "./form-data-fields";
import { quotes } from "./i18n/en/quotes";
import { formatPlain } from "./i18n/plain-format";
import { idFieldSchema } from "./id-field";
import {
  JobType,
  MAX_QUOTE_PRICE,
  QUOTE_MESSAGE_MAX,
  REVIEW_COMMENT_MAX,
  TURNAROUND_DAYS_MAX,
} from "./marketplace-limits";
import { fromNumericText } from "./numeric-text";
import { fileRefSchema } from "./profiles";
import { businessRequestSchema, individualRequestSchema } from "./questionnaire";
import { validationTexts as texts } from "./validation-texts";
import { assignedToFieldSchema } from "./work-assignee";

const idSchema = z.int32().positive();

export const marketplaceTexts = {
  pricePositive: quotes.pricePositive,
  priceTooHigh: formatPlain(quotes.priceTooHigh, { price: `$${MAX_QUOTE_PRICE.toLocaleString("en-US")}` }),
  priceCents: quotes.priceCents,
  priceAttachmentOrStandard: quotes.priceAttachmentOrStandard,
  rateRange: quotes.rateRange,
  commentTooLong: formatPlain(quotes.commentTooLong, { max: REVIEW_COMMENT_MAX }),
  messageTooLong: formatPlain(quotes.messageTooLong, { max: QUOTE_MESSAGE_MAX }),
  turnaroundRange: formatPlain(quotes.turnaroundRange, { max: TURNAROUND_DAYS_MAX }),
} as const;

export const jobTypeSchema = z.enum([JobType.personal, JobType.business]);

const statusIdSchema = z.int();

/**
 * `actionStatusId` of a quote that neither side has acted on: 0, never null, as an existing client
 * offers "Choose" only then.
 */
export const QUOTE_NOT_ACTED_ON = 0;
/** A quote's action code (`QuoteActionStatusId`), or `QUOTE_NOT_ACTED_ON`. */
const actionStatusIdSchema = z.int();

/** What every quote list adds so a quote names the request it answers and the expert's terms. */
const quoteRequestFields = {
  /** When the taxpayer sent the request the quote answers (`taxPreparationId` is its id). */
  requestDate: z.string(),
  /** The request's kind: true for an individual return, false for a business one. */
  isIndividual: z.boolean(),
  /**
   * The request's answers that tell it from the taxpayer's other requests (the organizer's
   * `headlineAnswers`), as codes: the page words them in its own language (`requestHeadline`).
   */
  requestHeadlineAnswers: z.record(z.string(), z.unknown()),
  /**
   * The same answers as one line of words (e.g. "State: Texas · Married: Yes"), in the language the
   * call was made in; may be "". Kept for clients that show it as it is.
   */
  requestSummary: z.string(),
  /** The expert's note to the taxpayer; null when they wrote none. */
  message: z.string().nullable(),
  /** The expert's estimate of how many days the work takes; null when they gave none. */
  turnaroundDays: z.int().nullable(),
};

/** A quote as the taxpayer's quotes table shows it (GET /Taxpayer/GetAllQuotes). */
export const taxpayerQuoteSchema = z.object({
  quoteId: idSchema,
  taxPreparationId: idSchema,
  accountantId: idSchema,
  accountantFirstName: z.string(),
  accountantLastName: z.string(),
  createdDate: z.string(),
  price: z.number(),
  jobType: jobTypeSchema,
  priceAttachment: fileRefSchema.nullable(),
  statusId: statusIdSchema,
  /** `QUOTE_NOT_ACTED_ON` (0) until the taxpayer chooses the quote. */
  actionStatusId: actionStatusIdSchema,
  avatar: z.string().nullable(),
  stars: z.number().nullable(),
  reviewsCount: z.int(),
  ...quoteRequestFields,
  /** Ours, optional: the practice that sent the quote; null (or absent) for a professional alone. */
  practiceName: z.string().nullable().optional(),
});
export type TaxpayerQuote = z.infer<typeof taxpayerQuoteSchema>;

/** A quote as the expert's sent-quotes list shows it (GET /Accountant/GetAccountantSentQuotes). */
export const sentQuoteSchema = z.object({
  quoteId: idSchema,
  taxPreparationId: idSchema,
  taxpayerId: idSchema,
  jobType: jobTypeSchema,
  taxpayerFirstName: z.string(),
  taxpayerLastName: z.string(),
  createdDate: z.string(),
  price: z.number(),
  priceAttachment: fileRefSchema.nullable(),
  statusId: statusIdSchema,
  actionStatusId: actionStatusIdSchema,
  ...quoteRequestFields,
  assignedTo: assignedToFieldSchema,
});
export type SentQuote = z.infer<typeof sentQuoteSchema>;

export const quoteIdQuerySchema = z.object({ quoteId: idFieldSchema });
export type QuoteIdQuery = z.infer<typeof quoteIdQuerySchema>;

export const deleteRequestQuerySchema = z.object({
  taxPreparationId: idFieldSchema,
  isIndividual: booleanFieldSchema,
});

/** Price in dollars: above 0, at most MAX_QUOTE_PRICE, whole cents. */
export const quotePriceSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : value),
  z
    .number({ error: marketplaceTexts.pricePositive })
    .refine((price) => Number.isFinite(price), { error: marketplaceTexts.pricePositive })
    .refine((price) => price > 0, { error: marketplaceTexts.pricePositive })
    .refine((price) => price <= MAX_QUOTE_PRICE, { error: marketplaceTexts.priceTooHigh })
    .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, {
      error: marketplaceTexts.priceCents,
    }),
);

/** Multipart text left blank counts as not given. */
const blankAsAbsent = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** The expert's optional note with a quote: trimmed, at most QUOTE_MESSAGE_MAX characters; blank is none (null). */
export const quoteMessageSchema = z
  .preprocess(
    blankAsAbsent,
    z
      .string({ error: texts.invalidInput })
      .trim()
      .max(QUOTE_MESSAGE_MAX, { error: marketplaceTexts.messageTooLong })
      .optional(),
  )
  .transform((message) => message ?? null);

/** The expert's optional estimate of the days the work takes: a whole number from 1 to TURNAROUND_DAYS_MAX. */
export const turnaroundDaysSchema = z
  .preprocess(
    blankAsAbsent,
    fromNumericText(
      z
        .int({ error: marketplaceTexts.turnaroundRange })
        .min(1, { error: marketplaceTexts.turnaroundRange })
        .max(TURNAROUND_DAYS_MAX, { error: marketplaceTexts.turnaroundRange }),
    ).optional(),
  )
  .transform((days) => days ?? null);

/** The text fields of POST /Accountant/SendQuote (multipart); the file is `priceListAttachment`. */
export const sendQuoteFieldsSchema = z.object({
  isIndividual: booleanFieldSchema,
  taxPreparationId: idFieldSchema,
  price: quotePriceSchema,
  attachStandardPricingList: booleanFieldSchema.optional().default(false),
  message: quoteMessageSchema.optional(),
  turnaroundDays: turnaroundDaysSchema.optional(),
});
export type SendQuoteFields = z.output<typeof sendQuoteFieldsSchema>;
export const SEND_QUOTE_FILE_FIELD = "priceListAttachment";

export const sendQuoteResponseSchema = z.object({ quoteId: idSchema });

/** Why matching introduced an expert to a request: short sentences both sides see. */
export const matchReasonsSchema = z.array(z.string());

/** What an expert's request card adds to the taxpayer's answers. */
const expertRequestExtras = {
  /** Why this request came to this expert. */
  matchReasons: matchReasonsSchema,
  /** Made through this expert's own invitation link. */
  invited: z.boolean(),
  /** This expert's quote on the request, once sent. */
  sentQuoteId: idSchema.nullable(),
  /** How many experts this request was routed to. */
  introductionsCount: z.int(),
  assignedTo: assignedToFieldSchema,
};

export const expertIndividualRequestSchema = individualRequestSchema.extend(expertRequestExtras);
export type ExpertIndividualRequest = z.infer<typeof expertIndividualRequestSchema>;
export const expertBusinessRequestSchema = businessRequestSchema.extend(expertRequestExtras);
export type ExpertBusinessRequest = z.infer<typeof expertBusinessRequestSchema>;

/** An expert introduced to one of the taxpayer's requests (GET /Taxpayer/GetIntroductions). */
export const introductionSchema = z.object({
  taxPreparationId: idSchema,
  jobType: jobTypeSchema,
  accountantId: idSchema,
  /** First name and last initial, as the directory shows experts. */
  displayName: z.string(),
  avatar: z.string().nullable(),
  taxPreparerTypeId: z.int(),
  city: z.string(),
  state: z.string(),
  stars: z.number().nullable(),
  reviewsCount: z.int(),
  reasons: matchReasonsSchema,
  introducedDate: z.string(),
  /** The expert's quote on the request, once sent. */
  quoteId: idSchema.nullable(),
});
export type Introduction = z.infer<typeof introductionSchema>;

export const accountantIdQuerySchema = z.object({ accountantId: idFieldSchema });

/** POST /Taxpayer/SendAccountantFeedback */
export const accountantFeedbackSchema = z.object({
  accountantId: idFieldSchema,
  rate: z
    .int({ error: marketplaceTexts.rateRange })
    .min(1, { error: marketplaceTexts.rateRange })
    .max(5, { error: marketplaceTexts.rateRange }),
  comment: z.string({ error: texts.invalidInput }).trim().max(REVIEW_COMMENT_MAX, {
    error: marketplaceTexts.commentTooLong,
  }),
  isIndividual: booleanFieldSchema,
});
export type AccountantFeedback = z.output<typeof accountantFeedbackSchema>;
export type AccountantFeedbackInput = z.input<typeof accountantFeedbackSchema>;

/** A request's kind (1 individual, 2 business) as the lists name it. */
export function jobTypeOf(kind: number): JobType {
  return kind === 2 ? JobType.business : JobType.personal;
}
