/**
 * A practice's jobs, requests and quotes and who works them: an owner assigns one or many to a member,
 * and a member leaving (or removed) hands all of theirs to another in the same step, with a note.
 */
import { z } from "zod";
import { practiceAssignment as texts } from "./i18n/en/practice-assignment";
import { formatPlain } from "./i18n/plain-format";
import { memberIdSchema } from "./practices";

/** The most jobs one assignment moves. */
export const MAX_JOBS_ASSIGNED_AT_ONCE = 200;
/** The longest note an assignment or a hand-over carries to the member who takes the work. */
export const MAX_ASSIGNMENT_NOTE = 500;

const jobIdSchema = z.int32({ error: texts.jobIdInvalid }).positive({ error: texts.jobIdInvalid });
const jobIdsInvalid = formatPlain(texts.jobIdsInvalid, { max: MAX_JOBS_ASSIGNED_AT_ONCE });
const requestIdSchema = z
  .int32({ error: texts.requestIdInvalid })
  .positive({ error: texts.requestIdInvalid });
const requestIdsInvalid = formatPlain(texts.requestIdsInvalid, { max: MAX_JOBS_ASSIGNED_AT_ONCE });
const noteSchema = z
  .string({ error: formatPlain(texts.noteTooLong, { max: MAX_ASSIGNMENT_NOTE }) })
  .trim()
  .max(MAX_ASSIGNMENT_NOTE, { error: formatPlain(texts.noteTooLong, { max: MAX_ASSIGNMENT_NOTE }) })
  .optional();

/** POST /Practice/AssignJobs: these jobs of the owner's practice go to this member. */
export const assignJobsSchema = z.object({
  quoteIds: z
    .array(jobIdSchema, { error: jobIdsInvalid })
    .min(1, { error: jobIdsInvalid })
    .max(MAX_JOBS_ASSIGNED_AT_ONCE, { error: jobIdsInvalid }),
  userId: memberIdSchema,
  note: noteSchema,
});
export type AssignJobs = z.infer<typeof assignJobsSchema>;

/**
 * POST /Practice/AssignRequests: these requests routed to the owner's practice go to this member, each
 * with the quote the practice sent on it (a quote moves with its request, they are one piece of work).
 */
export const assignRequestsSchema = z.object({
  requestIds: z
    .array(requestIdSchema, { error: requestIdsInvalid })
    .min(1, { error: requestIdsInvalid })
    .max(MAX_JOBS_ASSIGNED_AT_ONCE, { error: requestIdsInvalid }),
  userId: memberIdSchema,
  note: noteSchema,
});
export type AssignRequests = z.infer<typeof assignRequestsSchema>;

/** What an assignment or a hand-over did: how many jobs moved, and to whom (a name). */
export const assignJobsAnswerSchema = z.object({ assigned: z.int(), assignee: z.string() });
export type AssignJobsAnswer = z.infer<typeof assignJobsAnswerSchema>;

/**
 * Who takes the leaving member's jobs (left out: the owner removing them, or for one who leaves, the
 * practice's first owner), and a note for them.
 */
const handOverFields = { handOverTo: memberIdSchema.optional(), note: noteSchema };

/** POST /Practice/RemoveMember: the member, and who takes their jobs. */
export const removeMemberSchema = z.object({ userId: memberIdSchema, ...handOverFields });
export type RemoveMember = z.infer<typeof removeMemberSchema>;

/**
 * POST /Practice/LeavePractice: who takes the caller's jobs. The older client sends no body at all
 * (read as null): the hand-over then goes to the practice's first other owner.
 */
export const leavePracticeSchema = z.object(handOverFields).nullish();
export type LeavePractice = z.infer<typeof leavePracticeSchema>;

/** A job as the practice's side shows who works it (the job's page and the lists). */
export { type JobAssignee, jobAssigneeSchema } from "./work-assignee";
