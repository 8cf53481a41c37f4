import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { storedFiles } from "./files";
import { quotes } from "./marketplace";
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A professional's own engagement letter, with placeholders filled from each quote; none means ours. */
export const engagementTemplates = pgTable(
  "engagement_templates",
  {
    expertUserId: integer("expert_user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [check("engagement_templates_body_length", sql`char_length(${table.body}) between 1 and 20000`)],
);

/**
 * The engagement letter of one quote, as written for it (placeholders filled). A letter changed after
 * signing is a new version that needs its own signature; the versions before stay as they were signed.
 * Signing also chooses the quote; the professional accepts the letter by confirming the quote.
 */
export const engagementLetters = pgTable(
  "engagement_letters",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    body: text("body").notNull(),
    createdAt: at("created_at").notNull(),
    /** Who wrote this version: the professional for a changed letter, null for one filled from the template. */
    changedByUserId: integer("changed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    signedAt: at("signed_at"),
    signerName: text("signer_name"),
    signerEmail: text("signer_email"),
    signedFrom: text("signed_from"),
    /** "typed" or "drawn". */
    signatureKind: text("signature_kind"),
    /** The §7216 consent was given in the same step. */
    consentGiven: boolean("consent_given").notNull().default(false),
    originalSha256: text("original_sha256"),
    signedFileId: integer("signed_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    signedSha256: text("signed_sha256"),
  },
  (table) => [uniqueIndex("engagement_letters_quote_version_unique").on(table.quoteId, table.version)],
);

/**
 * A PDF a professional sends a job's taxpayer (and spouse) to sign. A draft has its file and pages but
 * no signers yet; `sent` waits for signatures until `expiresAt`; `completed` has the sealed file.
 */
export const signatureRequests = pgTable(
  "signature_requests",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    expertUserId: integer("expert_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    originalFileId: integer("original_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    originalSha256: text("original_sha256").notNull(),
    /** Each page's size in PDF points, `[{ width, height }]`, for placing fields. */
    pageSizes: jsonb("page_sizes").$type<{ width: number; height: number }[]>().notNull(),
    /** The signers must pass an identity check first (Form 8879). */
    identityRequired: boolean("identity_required").notNull().default(false),
    /** The request is the return's e-file authorization (Form 8879): the job's timeline reads its signing. */
    efileAuthorization: boolean("efile_authorization").notNull().default(false),
    /** draft | sent | completed | withdrawn (expired is a sent one past `expiresAt`). */
    status: text("status").notNull(),
    createdAt: at("created_at").notNull(),
    sentAt: at("sent_at"),
    expiresAt: at("expires_at"),
    completedAt: at("completed_at"),
    withdrawnAt: at("withdrawn_at"),
    signedFileId: integer("signed_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    signedSha256: text("signed_sha256"),
  },
  (table) => [
    index("signature_requests_quote_idx").on(table.quoteId, table.createdAt),
    index("signature_requests_waiting_idx").on(table.status, table.expiresAt),
    check("signature_requests_status", sql`${table.status} in ('draft', 'sent', 'completed', 'withdrawn')`),
  ],
);

/**
 * One person asked to sign: the job's taxpayer (`userId`) or a spouse by name and e-mail. Each has their
 * own link (only its SHA-256 is kept) and their own identity check: two tries, then the professional
 * verifies them in person or by video, or they sign a printed page and upload it for the professional
 * to accept. `markSealed` is the signature and initials they gave, sealed with the keyring.
 */
export const signatureSigners = pgTable(
  "signature_signers",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    /** taxpayer | spouse */
    role: text("role").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    keyHash: text("key_hash").notNull(),
    /** none | passed | failed | in-person | video (the last two recorded by the professional). */
    identityStatus: text("identity_status").notNull().default("none"),
    identityTries: integer("identity_tries").notNull().default(0),
    /** The provider's name for the check that decided, e.g. "Test identity check". */
    identityMethod: text("identity_method"),
    identityReference: text("identity_reference"),
    identityCheckedAt: at("identity_checked_at"),
    verifiedByUserId: integer("verified_by_user_id").references(() => users.id, { onDelete: "set null" }),
    verifiedNote: text("verified_note"),
    viewedAt: at("viewed_at"),
    signedAt: at("signed_at"),
    signedFrom: text("signed_from"),
    /** typed | drawn | paper */
    signatureKind: text("signature_kind"),
    markSealed: text("mark_sealed"),
    paperFileId: integer("paper_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    paperUploadedAt: at("paper_uploaded_at"),
    paperAcceptedAt: at("paper_accepted_at"),
    paperRejectedAt: at("paper_rejected_at"),
    paperNote: text("paper_note"),
    lastRemindedAt: at("last_reminded_at"),
  },
  (table) => [
    index("signature_signers_request_idx").on(table.requestId),
    index("signature_signers_user_idx").on(table.userId),
    uniqueIndex("signature_signers_key_unique").on(table.keyHash),
    check("signature_signers_role", sql`${table.role} in ('taxpayer', 'spouse')`),
    check(
      "signature_signers_identity",
      sql`${table.identityStatus} in ('none', 'passed', 'failed', 'in-person', 'video')`,
    ),
  ],
);

/** Where a signer's signature, initials or date goes: PDF points from the page's bottom-left corner. */
export const signatureFields = pgTable(
  "signature_fields",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    signerId: integer("signer_id")
      .notNull()
      .references(() => signatureSigners.id, { onDelete: "cascade" }),
    /** signature | initials | date */
    kind: text("kind").notNull(),
    /** 1-based. */
    page: integer("page").notNull(),
    x: real("x").notNull(),
    y: real("y").notNull(),
    width: real("width").notNull(),
    height: real("height").notNull(),
  },
  (table) => [
    index("signature_fields_request_idx").on(table.requestId),
    check("signature_fields_kind", sql`${table.kind} in ('signature', 'initials', 'date')`),
  ],
);
