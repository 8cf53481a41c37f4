import type { AuditAction } from "../audit";

/** Who an entry concerns, as its sentence names them: "Dana Nguyen", or words for nobody known. */
type Whose = string;

/**
 * Each audit action as the operator console says it, about whose account or data it was. The
 * actions of the console's own lists stay here for the entries written before those stopped.
 */
export const auditActionTexts: Readonly<Record<AuditAction, (whose: Whose) => string>> = {
  "identity.sign-in": () => "Signed in",
  "identity.sign-in-failed": (whose) => `Failed to sign in to the account of ${whose}`,
  "identity.sign-in-refused": (whose) => `Was refused sign-in to the account of ${whose}`,
  "organizer.read": (whose) => `Read the organizer answers of ${whose}`,
  "organizer.reveal": (whose) => `Revealed a sensitive organizer answer of ${whose}`,
  "organizer.export-pdf": (whose) => `Downloaded the organizer of ${whose} as a PDF`,
  "documents.read": (whose) => `Read the documents of ${whose}`,
  "documents.export-bundle": (whose) => `Downloaded the documents of ${whose} in one file`,
  "files.download": (whose) => `Downloaded a file of ${whose}`,
  "consent.given": () => "Agreed to uses of their tax information beyond their professional's work",
  "consent.withdrawn": () => "Withdrew their consent to share their tax information",
  "admin.professional-approved": (whose) => `Verified the credentials of ${whose}`,
  "admin.professional-refused": (whose) => `Refused the credentials of ${whose}`,
  "admin.account-suspended": (whose) => `Suspended the account of ${whose}`,
  "admin.account-restored": (whose) => `Restored the account of ${whose}`,
  "admin.inbox-read": () => "Opened the inbox",
  "admin.audit-searched": () => "Searched the audit log",
  "admin.pending-listed": () => "Opened the credentials queue",
  "admin.accounts-searched": () => "Searched the accounts",
  "admin.support-cases-listed": () => "Opened the support cases",
  "privacy.data-exported": (whose) => `Exported the data of ${whose}`,
  "privacy.account-closed": (whose) => `Closed the account of ${whose}`,
  "privacy.records-disposed": (whose) => `Disposed of the kept records of ${whose}`,
  "support-case.opened": () => "Opened a support case on their tax preparation",
  "support-case.closed": () => "Closed a support case on their tax preparation",
  "content.post-created": () => "Created a blog post",
  "content.post-edited": () => "Edited a blog post",
  "content.post-published": () => "Published a blog post",
  "content.post-unpublished": () => "Unpublished a blog post",
  "content.faq-created": () => "Added an FAQ entry",
  "content.faq-edited": () => "Edited an FAQ entry",
  "content.faq-published": () => "Published an FAQ entry",
  "content.faq-unpublished": () => "Unpublished an FAQ entry",
  "billing.plan-edited": () => "Edited a plan",
  "billing.plan-started": (whose) => `Started a plan for ${whose}`,
  "billing.plan-cancelled": (whose) => `Cancelled the plan of ${whose}`,
  "billing.cancellation-undone": (whose) => `Undid the cancellation of the plan of ${whose}`,
};

export const auditLogTexts = {
  /** An entry whose account is gone from the records. */
  unknownPerson: "an account no longer on file",
  /** An action this version does not know, written by a newer or older one. */
  otherAction: "Another action",
} as const;
