/**
 * The professional moving a job through its stages (POST /Accountant/MoveTaxPreparationJob) and the
 * return shared as a draft for the taxpayer's review (POST /Taxpayer/ReviewDraftReturn), with what the
 * job's page shows of the drafts.
 */
import { z } from "zod";
import { jobStages as texts } from "./i18n/en/jobStages";
import { idFieldSchema } from "./id-field";
import { MAX_DRAFT_COMMENT_LENGTH, MAX_STAGE_NOTE_LENGTH } from "./job-stage-limits";
import { fileRefSchema } from "./profiles";

/**
 * A job status the request may name (1, 2, 3, 4, 9); which moves are allowed is the service's rule, said
 * in words (filed is recorded by a filing, a started job does not go back to not started).
 */
const jobStatusFieldSchema = z.literal([1, 2, 3, 4, 9], { error: texts.statusInvalid });

/** POST /Accountant/MoveTaxPreparationJob: the job (its quote), the stage, and for "waiting" a note. */
export const moveJobRequestSchema = z.object({
  quoteId: idFieldSchema,
  statusId: jobStatusFieldSchema,
  note: z.string().trim().max(MAX_STAGE_NOTE_LENGTH, { error: texts.noteTooLong }).optional(),
});
export type MoveJobRequest = z.infer<typeof moveJobRequestSchema>;

/** POST /Taxpayer/ReviewDraftReturn: approve the job's current draft, or ask for changes in words. */
export const reviewDraftRequestSchema = z
  .object({
    quoteId: idFieldSchema,
    /** Ours, optional: the draft the taxpayer looked at; a newer one shared since answers 409. */
    draftId: idFieldSchema.optional(),
    approve: z.boolean({ error: texts.approveInvalid }),
    comment: z.string().trim().max(MAX_DRAFT_COMMENT_LENGTH, { error: texts.commentTooLong }).optional(),
  })
  .superRefine((review, context) => {
    if (!review.approve && !review.comment) {
      context.addIssue({ code: "custom", path: ["comment"], message: texts.commentRequired });
    }
  });
export type ReviewDraftRequest = z.infer<typeof reviewDraftRequestSchema>;

export const draftReviewSchema = z.enum(["pending", "approved", "changes_requested"]);
export type DraftReview = z.infer<typeof draftReviewSchema>;

/** One draft of the return the professional shared, with the taxpayer's review of it. */
export const draftReturnSchema = z.object({
  id: z.int(),
  file: fileRefSchema,
  sharedAt: z.string(),
  review: draftReviewSchema,
  /** What the taxpayer asked to change (null when approved or not reviewed). */
  comment: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type DraftReturn = z.infer<typeof draftReturnSchema>;
