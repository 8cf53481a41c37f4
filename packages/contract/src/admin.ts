/**
 * The operator console (role 3): professionals waiting for verification, accounts to suspend and
 * restore, the contact and book-a-demo inbox, and the audit log.
 */
import { z } from "zod";
import { admin } from "./i18n/en/admin";
import { idFieldSchema } from "./id-field";
import { validationTexts as texts } from "./validation-texts";

/** A PTIN as the IRS issues it: `P` and eight digits. */
export const PTIN_PATTERN = /^P\d{8}$/;
export const MAX_REFUSAL_REASON = 2000;
export const ADMIN_PAGE_SIZE = 50;

export const adminTexts = {
  refusalReasonRequired: admin.refusalReasonRequired,
  cannotSuspendSelf: admin.cannotSuspendSelf,
  notAProfessional: admin.notAProfessional,
  actionReasonRequired: admin.actionReasonRequired,
} as const;

export const pendingProfessionalSchema = z.object({
  userId: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  taxPreparerTypeId: z.int(),
  state: z.string(),
  city: z.string(),
  ptin: z.string().nullable(),
  /** Whether the PTIN has the IRS's shape (`P` + 8 digits); the number itself is checked by hand. */
  ptinWellFormed: z.boolean(),
  enrolledAgentNumber: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  barNumber: z.string().nullable(),
  credentialState: z.string().nullable(),
  /** The Annual Filing Season Program record, when one was given. */
  afspProofUrl: z.string().nullable(),
  createdAt: z.string(),
  /** Set when refused earlier (the profile stays in the list until approved). */
  refusedAt: z.string().nullable(),
  refusalReason: z.string().nullable(),
});
export type PendingProfessional = z.infer<typeof pendingProfessionalSchema>;

/** Why an operator approves, suspends or restores an account; kept in the audit entry. */
const actionReasonSchema = z
  .string({ error: adminTexts.actionReasonRequired })
  .trim()
  .min(1, { error: adminTexts.actionReasonRequired })
  .max(MAX_REFUSAL_REASON, { error: texts.invalidInput });

/** Approving credentials, suspending or restoring an account: the account and the operator's reason. */
export const adminAccountActionRequestSchema = z.object({
  userId: idFieldSchema,
  reason: actionReasonSchema,
});
export type AdminAccountActionRequest = z.infer<typeof adminAccountActionRequestSchema>;

export const refuseProfessionalRequestSchema = z.object({
  userId: idFieldSchema,
  reason: z
    .string({ error: adminTexts.refusalReasonRequired })
    .trim()
    .min(1, { error: adminTexts.refusalReasonRequired })
    .max(MAX_REFUSAL_REASON, { error: texts.invalidInput }),
});

/** Every account, newest first, a page at a time; `text` narrows it to e-mails and names holding it. */
export const adminAccountSearchQuerySchema = z.object({
  text: z.string().trim().max(200, { error: texts.invalidInput }).optional(),
  beforeId: idFieldSchema.optional(),
});

export const adminAccountSchema = z.object({
  id: z.int(),
  roleId: z.int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminInboxQuerySchema = z.object({
  topic: z.enum(["contact", "demo"]).optional(),
  beforeId: idFieldSchema.optional(),
});

export const inboxMessageSchema = z.object({
  id: z.int(),
  topic: z.string(),
  fullName: z.string(),
  organizationName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const auditSearchQuerySchema = z.object({
  text: z.string().trim().max(200, { error: texts.invalidInput }).optional(),
  action: z.string().trim().max(100, { error: texts.invalidInput }).optional(),
  userId: idFieldSchema.optional(),
  beforeId: idFieldSchema.optional(),
});

export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  actorUserId: z.int().nullable(),
  actorRoleId: z.int().nullable(),
  action: z.string(),
  subjectUserId: z.int().nullable(),
  subject: z.string().nullable(),
  fromAddress: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
  /** Who acted, by name; null when nobody signed in did (a failed sign-in). */
  actorName: z.string().nullable(),
  /** Whose account or data it concerned, by name. */
  subjectName: z.string().nullable(),
  /** What happened in a sentence: "Suspended the account of Dana Nguyen: repeated spam". */
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
