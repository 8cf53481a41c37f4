/**
 * Practices: a firm of tax professionals, its members and their roles (`codes-practices.ts`), and the
 * invitations its owners send. What the calls under /Practice take and answer.
 */
import { z } from "zod";
import {
  MAX_PRACTICE_ADDRESS,
  MAX_PRACTICE_LOG_PAGE,
  MAX_PRACTICE_NAME,
  PRACTICE_LOG_PAGE,
  PRACTICE_ROLES,
} from "./codes-practices";
import { practices as texts } from "./i18n/en/practices";
import { formatPlain } from "./i18n/plain-format";
import { idFieldSchema } from "./id-field";
import { fromNumericText } from "./numeric-text";
import { emailSchema } from "./validation";

export const practiceRoleSchema = z.enum(PRACTICE_ROLES, { error: texts.roleInvalid });

const nameTooLong = formatPlain(texts.nameTooLong, { max: MAX_PRACTICE_NAME });
const addressTooLong = formatPlain(texts.addressTooLong, { max: MAX_PRACTICE_ADDRESS });

const nameSchema = z
  .string({ error: texts.nameRequired })
  .trim()
  .min(1, { error: texts.nameRequired, abort: true })
  .max(MAX_PRACTICE_NAME, { error: nameTooLong });

/** Left out or blank: none. */
const addressSchema = z
  .string({ error: addressTooLong })
  .trim()
  .max(MAX_PRACTICE_ADDRESS, { error: addressTooLong })
  .optional();

/** The IRS's Electronic Filing Identification Number: 7 digits; left out or blank, none. */
const efinSchema = z
  .string({ error: texts.efinInvalid })
  .trim()
  .regex(/^(\d{7})?$/, { error: texts.efinInvalid })
  .optional();

const seesAllJobsSchema = z.boolean({ error: texts.seesAllJobsInvalid }).optional();
export const memberIdSchema = z
  .int32({ error: texts.userIdInvalid })
  .positive({ error: texts.userIdInvalid });

/** POST /Practice/CreatePractice and /Practice/UpdatePractice. */
export const practiceDetailsSchema = z.object({
  name: nameSchema,
  address: addressSchema,
  efin: efinSchema,
});
export type PracticeDetails = z.infer<typeof practiceDetailsSchema>;

/** POST /Practice/InviteMember: "sees every job" only counts for a preparer. */
export const inviteMemberSchema = z.object({
  email: emailSchema,
  role: practiceRoleSchema,
  seesAllJobs: seesAllJobsSchema,
});
export type InviteMember = z.infer<typeof inviteMemberSchema>;

export const invitationIdRequestSchema = z.object({
  invitationId: z.int32({ error: texts.invitationIdInvalid }).positive({ error: texts.invitationIdInvalid }),
});

/** GET /Practice/GetInvitation?token= and POST /Practice/AcceptInvitation: the key from the mailed link. */
export const invitationTokenSchema = z.object({
  token: z
    .string({ error: texts.tokenRequired })
    .trim()
    .min(1, { error: texts.tokenRequired })
    .max(200, { error: texts.tokenRequired }),
});

export const changeMemberRoleSchema = z.object({
  userId: memberIdSchema,
  role: practiceRoleSchema,
  seesAllJobs: seesAllJobsSchema,
});
export type ChangeMemberRole = z.infer<typeof changeMemberRoleSchema>;

export const practiceMemberRequestSchema = z.object({ userId: memberIdSchema });

export const practiceMemberSchema = z.object({
  userId: z.int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(PRACTICE_ROLES),
  seesAllJobs: z.boolean(),
  joinedAt: z.string(),
  /** Ours, optional: how many of the practice's jobs are assigned to the member. */
  assignedJobs: z.int().optional(),
});
export type PracticeMember = z.infer<typeof practiceMemberSchema>;

/** An invitation not yet accepted nor withdrawn (an expired one too, until it is sent again). */
export const practiceInvitationSchema = z.object({
  id: z.int(),
  email: z.string(),
  role: z.enum(PRACTICE_ROLES),
  seesAllJobs: z.boolean(),
  invitedBy: z.string(),
  invitedAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type PracticeInvitation = z.infer<typeof practiceInvitationSchema>;

/**
 * What the practice's members cost: the members its plan includes, how many it has, the further
 * seats charged and at what price (cents, per `interval`). `canAddBeyond`: an owner holds a plan that
 * sells further seats; `billing`: whether the provider holds the seat count yet ("pending" while it is
 * being told, "failed" when it refused and is being tried again).
 */
export const practiceSeatsSchema = z.object({
  included: z.int(),
  used: z.int(),
  extra: z.int(),
  pricePerSeatCents: z.int(),
  interval: z.enum(["month", "year"]),
  canAddBeyond: z.boolean().optional(),
  billing: z.enum(["done", "pending", "failed"]).optional(),
});
export type PracticeSeats = z.infer<typeof practiceSeatsSchema>;

/** The caller's practice: its details, its members, and for an owner the pending invitations. */
export const practiceSchema = z.object({
  id: z.int(),
  name: z.string(),
  address: z.string().nullable(),
  efin: z.string().nullable(),
  createdAt: z.string(),
  myRole: z.enum(PRACTICE_ROLES),
  mySeesAllJobs: z.boolean(),
  members: z.array(practiceMemberSchema),
  /** Null for a member who is not an owner. */
  invitations: z.array(practiceInvitationSchema).nullable(),
  /** Optional: answers from before seats were charged have none. */
  seats: practiceSeatsSchema.optional(),
});
export type Practice = z.infer<typeof practiceSchema>;

/** GET /Practice/GetPractice and the answer of the calls that change it; null: in no practice. */
export const practiceAnswerSchema = z.object({ practice: practiceSchema.nullable() });
export type PracticeAnswer = z.infer<typeof practiceAnswerSchema>;

/** GET /Practice/GetInvitation: what the mailed link's page shows before anyone signs in. */
export const invitationViewSchema = z.object({
  practiceName: z.string(),
  inviterName: z.string(),
  role: z.enum(PRACTICE_ROLES),
  seesAllJobs: z.boolean(),
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

const logLimitInvalid = formatPlain(texts.logLimitInvalid, { max: MAX_PRACTICE_LOG_PAGE });

/** GET /Practice/GetPracticeLog: the page before an entry (none: the newest), of up to 100 entries. */
export const practiceLogQuerySchema = z.object({
  before: idFieldSchema.optional(),
  limit: fromNumericText(
    z
      .int({ error: logLimitInvalid })
      .min(1, { error: logLimitInvalid })
      .max(MAX_PRACTICE_LOG_PAGE, { error: logLimitInvalid }),
  )
    .optional()
    .default(PRACTICE_LOG_PAGE),
});
export type PracticeLogQuery = z.infer<typeof practiceLogQuerySchema>;

/** One thing a member did, as the operator console words it. */
export const practiceLogEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  /** Who did it, by name (a former member's too). */
  actorName: z.string(),
  /** What they did, in a sentence. */
  summary: z.string(),
  /** Whose account or data it concerned, by name; null when it concerned nobody's. */
  subjectName: z.string().nullable(),
});
export type PracticeLogEntry = z.infer<typeof practiceLogEntrySchema>;

/** A page of the practice's log, newest first; `nextBefore` asks for the next page, null at the end. */
export const practiceLogSchema = z.object({
  entries: z.array(practiceLogEntrySchema),
  nextBefore: z.int().nullable(),
});
export type PracticeLog = z.infer<typeof practiceLogSchema>;
