/**
 * A job's timeline (GET /User/GetJobTimeline): each step with the day it was reached or, while it is
 * not, the day it is expected, whether it is late and whose move it is; and the next step with a
 * sentence for the reader. Days are `YYYY-MM-DD` in the reader's time zone.
 */
import { z } from "zod";

/** The steps of a job, in the order they come; a job leaves out those that do not apply to it. */
export const JOB_TIMELINE_STEPS = [
  "hired",
  "engagementSigned",
  "organizerComplete",
  "documentsComplete",
  "inReview",
  "return8879Signed",
  "filed",
  "accepted",
  "rejected",
  "refundIssued",
] as const;
export const jobTimelineStepNameSchema = z.enum(JOB_TIMELINE_STEPS);
export type JobTimelineStepName = z.infer<typeof jobTimelineStepNameSchema>;

/** Whose move a step waits on. */
export const waitingOnSchema = z.enum(["taxpayer", "professional", "irs"]);
export type WaitingOn = z.infer<typeof waitingOnSchema>;

const daySchema = z.iso.date();

export const jobTimelineStepSchema = z.object({
  step: jobTimelineStepNameSchema,
  reachedOn: daySchema.nullable(),
  /** While not reached: when it should be, if a rule gives a day. */
  expectedOn: daySchema.nullable(),
  /** Not reached and its expected day is past. */
  late: z.boolean(),
  /** While not reached: whose move it is. */
  waitingOn: waitingOnSchema.nullable(),
});
export type JobTimelineStep = z.infer<typeof jobTimelineStepSchema>;

export const jobTimelineSchema = z.object({
  steps: z.array(jobTimelineStepSchema),
  /** What happens next and who it waits on, with a sentence for the reader; null once all is done. */
  next: z
    .object({
      step: jobTimelineStepNameSchema,
      waitingOn: waitingOnSchema,
      expectedOn: daySchema.nullable(),
      late: z.boolean(),
      sentence: z.string(),
    })
    .nullable(),
});
export type JobTimeline = z.infer<typeof jobTimelineSchema>;
