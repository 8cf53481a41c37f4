/**
 * The organizer's calls: answers as the client sends them in a
 * multipart form, as both sides read them, and the professional's deliberate reveal of a sensitive one.
 */
import { z } from "zod";
import { answerFilterModeSchema, answerTypeIdSchema } from "./code-schemas";
import { booleanFieldSchema } from "./form-data-fields";
import { idFieldSchema } from "./id-field";
import { fromNumericText } from "./numeric-text";
import { fileRefSchema } from "./profiles";
import { validationTexts as texts } from "./validation-texts";

const idSchema = z.int32().positive();

/** The longest answer or message text kept: a table of rows fits, a pasted document does not. */
export const MAX_ORGANIZER_TEXT = 200_000;
/** The most questions one save may carry. */
export const MAX_ORGANIZER_QUESTIONS_PER_SAVE = 500;

/** A section id as the client sends it: 1-40, or 0 for a question filed under its section by its key. */
const sentCategoryIdSchema = fromNumericText(z.int({ error: texts.invalidInput }).min(0).max(40));
const answerTextSchema = z.string().max(MAX_ORGANIZER_TEXT, { error: texts.invalidInput });

/** One entry of `questionList[i]`; its files arrive as `questionList[i].files`. */
export const organizerAnswerFieldSchema = z.object({
  quoteId: idFieldSchema,
  categoryId: sentCategoryIdSchema,
  forSpouse: booleanFieldSchema.optional().default(false),
  question: z.string().trim().min(1, { error: texts.required }).max(200, { error: texts.invalidInput }),
  answerTypeId: fromNumericText(answerTypeIdSchema),
  answer: answerTextSchema.optional(),
  message: answerTextSchema.optional(),
  /** "Remind me later": the taxpayer will add this (a W-2 not received yet, say). */
  reminder: booleanFieldSchema.optional().default(false),
  isFile: booleanFieldSchema.optional().default(false),
});
export type OrganizerAnswerField = z.output<typeof organizerAnswerFieldSchema>;

/** The text fields of POST taxpayer/AddAnswerToOrganizerQuestions. */
export const addOrganizerAnswersFieldsSchema = z.object({
  questionList: z
    .array(organizerAnswerFieldSchema)
    .min(1, { error: texts.required })
    .max(MAX_ORGANIZER_QUESTIONS_PER_SAVE, { error: texts.invalidInput }),
});

/** One stored answer as both sides read it; `answer` and `message` are text (see `convertAnswer`). */
export const organizerAnswerSchema = z.object({
  id: idSchema,
  quoteId: idSchema,
  categoryId: z.int(),
  forSpouse: z.boolean(),
  question: z.string(),
  answerTypeId: z.int(),
  answer: z.string().nullable(),
  message: z.string().nullable(),
  reminder: z.boolean(),
  isFile: z.boolean(),
  files: z.array(fileRefSchema),
  /** Added: the answer is a sensitive one, masked here (`***-**-1234`) unless the reader is its taxpayer. */
  masked: z.boolean().optional(),
  /** Added: when the answer was last saved (ISO), so the professional's review can mark what changed. */
  updatedAt: z.string().optional(),
});
export type OrganizerAnswer = z.infer<typeof organizerAnswerSchema>;

export const taxpayerOrganizerAnswersQuerySchema = z.object({ quoteId: idFieldSchema });

export const accountantOrganizerAnswersQuerySchema = z.object({
  quoteId: idFieldSchema,
  forSpouse: booleanFieldSchema.optional(),
  filter: fromNumericText(answerFilterModeSchema).optional(),
});

export const deleteOrganizerFileRequestSchema = z.object({ fileId: idFieldSchema });

/** Added: the professional asks to read one sensitive answer in full; each reveal is recorded. */
export const revealOrganizerAnswerRequestSchema = z.object({
  quoteId: idFieldSchema,
  answerId: idFieldSchema,
});
export const revealedOrganizerAnswerSchema = z.object({ answer: z.string().nullable() });

/** Added: one recorded reveal, as the job's taxpayer sees it. */
export const organizerRevealSchema = z.object({
  question: z.string(),
  forSpouse: z.boolean(),
  revealedBy: z.string(),
  revealedAt: z.string(),
  /** Where the reveal came from (the caller's address). */
  from: z.string(),
});
export type OrganizerReveal = z.infer<typeof organizerRevealSchema>;

/**
 * Added: what a taxpayer's new organizer can start from. The answers about the person (sections
 * 26-28: who they are, their ID, their address; 31 dependents; 36 direct deposit) from their most
 * recent other job that has any, as that job stored them (files left behind), and their profile.
 */
export const organizerPrefillSchema = z.object({
  /** The job the answers come from; null when no other job has any. */
  fromQuoteId: idSchema.nullable(),
  answers: z.array(organizerAnswerSchema),
  profile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string().nullable(),
    birthDate: z.string().nullable(),
  }),
});
export type OrganizerPrefill = z.infer<typeof organizerPrefillSchema>;

/**
 * POST /Taxpayer/CompleteOrganizer: the taxpayer finished the organizer (its last step's "Finish").
 * Recorded once; the same call again changes nothing.
 */
export const completeOrganizerRequestSchema = z.object({ quoteId: idFieldSchema });
export type CompleteOrganizerRequest = z.infer<typeof completeOrganizerRequestSchema>;

/** Added: the professional opens a job's organizer review; the time is recorded per professional and job. */
export const openOrganizerReviewRequestSchema = z.object({ quoteId: idFieldSchema });
/**
 * Added: when the professional opened the review before this time (ISO), or null the first time:
 * answers saved after it are the ones that changed since they last looked.
 */
export const organizerReviewOpenedSchema = z.object({ lastViewedAt: z.string().nullable() });
export type OrganizerReviewOpened = z.infer<typeof organizerReviewOpenedSchema>;
