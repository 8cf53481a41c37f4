/**
 * Letters from the IRS or a state (tax notices): the taxpayer uploads one on a job with its kind and
 * respond-by date; the job's professional answers it and may quote for the work, which the taxpayer
 * accepts or declines. Money is in US cents, whole numbers.
 */
import { z } from "zod";
import {
  MAX_TAX_NOTICE_NOTE,
  TAX_NOTICE_KINDS,
  TAX_NOTICE_QUOTE_STATUSES,
  TAX_NOTICE_STATUSES,
} from "./codes-tax-notices";
import { taxNotices as texts } from "./i18n/en/taxNotices";
import { idFieldSchema } from "./id-field";
import { centsSchema } from "./payments";
import { fileRefSchema } from "./profiles";

const noteSchema = z.string().trim().max(MAX_TAX_NOTICE_NOTE, { error: texts.noteTooLong });

/** The text fields of POST /Taxpayer/UploadTaxNotice; the letter's file comes as `notice`. */
export const uploadTaxNoticeFieldsSchema = z.object({
  quoteId: idFieldSchema,
  kind: z.enum(TAX_NOTICE_KINDS, { error: texts.kindRequired }),
  /** The respond-by date printed on the letter; not in the past (the API checks against today). */
  deadline: z.iso.date({ error: texts.deadlineInvalid }),
  note: noteSchema.optional(),
});
export type UploadTaxNoticeFields = z.infer<typeof uploadTaxNoticeFieldsSchema>;

export const taxNoticesQuerySchema = z.object({ quoteId: idFieldSchema });

export const respondToTaxNoticeSchema = z.object({
  noticeId: z.int32().positive(),
  note: noteSchema.min(1, { error: texts.answerNoteRequired }),
});
export type RespondToTaxNotice = z.infer<typeof respondToTaxNoticeSchema>;

export const quoteTaxNoticeSchema = z.object({
  noticeId: z.int32().positive(),
  priceCents: centsSchema,
  message: noteSchema.min(1, { error: texts.quoteMessageRequired }),
});
export type QuoteTaxNotice = z.infer<typeof quoteTaxNoticeSchema>;

export const answerTaxNoticeQuoteSchema = z.object({
  noticeId: z.int32().positive(),
  accept: z.boolean({ error: texts.acceptOrDecline }),
});
export type AnswerTaxNoticeQuote = z.infer<typeof answerTaxNoticeQuoteSchema>;

export const taxNoticeQuoteSchema = z.object({
  priceCents: z.int(),
  message: z.string(),
  status: z.enum(TAX_NOTICE_QUOTE_STATUSES),
  quotedAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type TaxNoticeQuote = z.infer<typeof taxNoticeQuoteSchema>;

/** A letter as both sides of the job see it. */
export const taxNoticeSchema = z.object({
  id: z.int(),
  quoteId: z.int(),
  kind: z.enum(TAX_NOTICE_KINDS),
  /** The respond-by date printed on the letter (YYYY-MM-DD). */
  deadline: z.string(),
  note: z.string().nullable(),
  file: fileRefSchema.nullable(),
  status: z.enum(TAX_NOTICE_STATUSES),
  uploadedAt: z.string(),
  answeredAt: z.string().nullable(),
  /** How the professional answered the letter, as they told the taxpayer. */
  answerNote: z.string().nullable(),
  quote: taxNoticeQuoteSchema.nullable(),
  /** The taxpayer's name, for the professional's list of all their clients' letters. */
  clientName: z.string(),
});
export type TaxNotice = z.infer<typeof taxNoticeSchema>;
