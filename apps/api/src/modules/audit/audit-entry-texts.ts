import { feePercentText, PRACTICE_ROLES, practiceRoleTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { type AuditAction, type AuditEntryRow, auditActions } from "./audit-records";

/** Who an entry concerns, as its sentence names them: "Dana Nguyen", or words for nobody known. */
type Whose = string;
/** What the entry kept of the action, for a sentence that says a before and an after. */
type Detail = AuditEntryRow["detail"];

/** A fee the entry kept in basis points, as a percent; an entry without it says 0%. */
const feeOf = (detail: Detail, key: string) => {
  const basisPoints = detail?.[key];
  return feePercentText(typeof basisPoints === "number" ? basisPoints : 0);
};

/** A practice role the entry kept, by its name ("Preparer"); an unknown one as it was kept. */
const roleOf = (detail: Detail, key: string) => {
  const role = detail?.[key];
  const known = PRACTICE_ROLES.find((name) => name === role);
  return known ? practiceRoleTexts[known].name : String(role ?? "");
};

/**
 * Each audit action as the operator console says it, about whose account or data it was. The
 * actions of the console's own lists stay here for the entries written before those stopped.
 */
const auditActionTexts: Readonly<Record<AuditAction, (whose: Whose, detail: Detail) => string>> = {
  "identity.sign-in": () => t("audit.identitySignIn"),
  "identity.sign-in-failed": (whose) => t("audit.identitySignInFailed", { whose }),
  "identity.sign-in-refused": (whose) => t("audit.identitySignInRefused", { whose }),
  "organizer.read": (whose) => t("audit.organizerRead", { whose }),
  "organizer.reveal": (whose) => t("audit.organizerReveal", { whose }),
  "organizer.export-pdf": (whose) => t("audit.organizerExportPdf", { whose }),
  "organizer.completed": (whose) => t("audit.organizerCompleted", { whose }),
  "documents.read": (whose) => t("audit.documentsRead", { whose }),
  "documents.export-bundle": (whose) => t("audit.documentsExportBundle", { whose }),
  "documents.readings-read": (whose) => t("audit.documentsReadingsRead", { whose }),
  "files.download": (whose) => t("audit.filesDownload", { whose }),
  "consent.given": () => t("audit.consentGiven"),
  "consent.withdrawn": () => t("audit.consentWithdrawn"),
  "admin.professional-approved": (whose) => t("audit.adminProfessionalApproved", { whose }),
  "admin.professional-refused": (whose) => t("audit.adminProfessionalRefused", { whose }),
  "admin.account-suspended": (whose) => t("audit.adminAccountSuspended", { whose }),
  "admin.account-restored": (whose) => t("audit.adminAccountRestored", { whose }),
  "admin.inbox-read": () => t("audit.adminInboxRead"),
  "admin.audit-searched": () => t("audit.adminAuditSearched"),
  "admin.pending-listed": () => t("audit.adminPendingListed"),
  "admin.accounts-searched": () => t("audit.adminAccountsSearched"),
  "admin.support-cases-listed": () => t("audit.adminSupportCasesListed"),
  "privacy.data-exported": (whose) => t("audit.privacyDataExported", { whose }),
  "privacy.account-closed": (whose) => t("audit.privacyAccountClosed", { whose }),
  "privacy.records-disposed": (whose) => t("audit.privacyRecordsDisposed", { whose }),
  "support-case.opened": () => t("audit.supportCaseOpened"),
  "support-case.closed": () => t("audit.supportCaseClosed"),
  "content.post-created": () => t("audit.contentPostCreated"),
  "content.post-edited": () => t("audit.contentPostEdited"),
  "content.post-published": () => t("audit.contentPostPublished"),
  "content.post-unpublished": () => t("audit.contentPostUnpublished"),
  "content.faq-created": () => t("audit.contentFaqCreated"),
  "content.faq-edited": () => t("audit.contentFaqEdited"),
  "content.faq-published": () => t("audit.contentFaqPublished"),
  "content.faq-unpublished": () => t("audit.contentFaqUnpublished"),
  "billing.plan-edited": () => t("audit.billingPlanEdited"),
  "billing.plan-started": (whose) => t("audit.billingPlanStarted", { whose }),
  "billing.plan-cancelled": (whose) => t("audit.billingPlanCancelled", { whose }),
  "billing.cancellation-undone": (whose) => t("audit.billingCancellationUndone", { whose }),
  "identity.factor-added": () => t("audit.identityFactorAdded"),
  "identity.factor-removed": () => t("audit.identityFactorRemoved"),
  "identity.recovery-codes-renewed": () => t("audit.identityRecoveryCodesRenewed"),
  "identity.second-step-failed": (whose) => t("audit.identitySecondStepFailed", { whose }),
  "identity.session-ended": () => t("audit.identitySessionEnded"),
  "identity.other-sessions-ended": () => t("audit.identityOtherSessionsEnded"),
  "admin.factors-viewed": (whose) => t("audit.adminFactorsViewed", { whose }),
  "admin.factors-reset": (whose) => t("audit.adminFactorsReset", { whose }),
  "signatures.template-saved": () => t("audit.signaturesTemplateSaved"),
  "signatures.letter-viewed": (whose) => t("audit.signaturesLetterViewed", { whose }),
  "signatures.letter-signed": () => t("audit.signaturesLetterSigned"),
  "signatures.letter-changed": (whose) => t("audit.signaturesLetterChanged", { whose }),
  "signatures.request-sent": (whose) => t("audit.signaturesRequestSent", { whose }),
  "signatures.request-withdrawn": (whose) => t("audit.signaturesRequestWithdrawn", { whose }),
  "signatures.document-viewed": (whose) => t("audit.signaturesDocumentViewed", { whose }),
  "signatures.identity-checked": (whose) => t("audit.signaturesIdentityChecked", { whose }),
  "signatures.signer-verified": (whose) => t("audit.signaturesSignerVerified", { whose }),
  "signatures.signed": (whose) => t("audit.signaturesSigned", { whose }),
  "signatures.paper-uploaded": (whose) => t("audit.signaturesPaperUploaded", { whose }),
  "signatures.paper-accepted": (whose) => t("audit.signaturesPaperAccepted", { whose }),
  "signatures.paper-rejected": (whose) => t("audit.signaturesPaperRejected", { whose }),
  "signatures.signer-reminded": (whose) => t("audit.signaturesSignerReminded", { whose }),
  "signatures.signed-downloaded": (whose) => t("audit.signaturesSignedDownloaded", { whose }),
  "payments.invoice-sent": (whose) => t("audit.paymentsInvoiceSent", { whose }),
  "payments.invoice-voided": (whose) => t("audit.paymentsInvoiceVoided", { whose }),
  "payments.price-change-requested": (whose) => t("audit.paymentsPriceChangeRequested", { whose }),
  "payments.price-change-withdrawn": (whose) => t("audit.paymentsPriceChangeWithdrawn", { whose }),
  "payments.price-change-accepted": () => t("audit.paymentsPriceChangeAccepted"),
  "payments.price-change-declined": () => t("audit.paymentsPriceChangeDeclined"),
  "payments.payouts-connected": () => t("audit.paymentsPayoutsConnected"),
  "payments.paid": (whose) => t("audit.paymentsPaid", { whose }),
  "payments.refunded": (whose) => t("audit.paymentsRefunded", { whose }),
  "payments.disputed": (whose) => t("audit.paymentsDisputed", { whose }),
  "payments.settings-saved": () => t("audit.paymentsSettingsSaved"),
  "payments.fee-changed": (_whose, detail) =>
    t("audit.paymentsFeeChanged", {
      before: feeOf(detail, "basisPointsBefore"),
      after: feeOf(detail, "basisPoints"),
    }),
  "tax-preparation.job-cancelled": () => t("audit.taxPreparationJobCancelled"),
  "tax-notices.uploaded": () => t("audit.taxNoticesUploaded"),
  "tax-notices.answered": (whose) => t("audit.taxNoticesAnswered", { whose }),
  "tax-notices.quoted": (whose) => t("audit.taxNoticesQuoted", { whose }),
  "tax-notices.quote-accepted": () => t("audit.taxNoticesQuoteAccepted"),
  "tax-notices.quote-declined": () => t("audit.taxNoticesQuoteDeclined"),
  "tax-preparation.job-moved": (whose) => t("audit.taxPreparationJobMoved", { whose }),
  "tax-preparation.draft-shared": (whose) => t("audit.taxPreparationDraftShared", { whose }),
  "tax-preparation.draft-reviewed": () => t("audit.taxPreparationDraftReviewed"),
  "tax-preparation.return-pack": (whose) => t("audit.taxPreparationReturnPack", { whose }),
  "filing.recorded": () => t("audit.filingRecorded"),
  "filing.acknowledged": () => t("audit.filingAcknowledged"),
  "filing.outcome-recorded": () => t("audit.filingOutcomeRecorded"),
  "filing.refund-issued": () => t("audit.filingRefundIssued"),
  "practices.created": () => t("audit.practicesCreated"),
  "practices.updated": () => t("audit.practicesUpdated"),
  "practices.member-invited": (_whose, detail) =>
    t("audit.practicesMemberInvited", { role: roleOf(detail, "role") }),
  "practices.invitation-revoked": () => t("audit.practicesInvitationRevoked"),
  "practices.invitation-accepted": (_whose, detail) =>
    t("audit.practicesInvitationAccepted", { role: roleOf(detail, "role") }),
  "practices.member-role-changed": (whose, detail) =>
    t("audit.practicesMemberRoleChanged", { whose, from: roleOf(detail, "from"), to: roleOf(detail, "to") }),
  "practices.member-removed": (whose) => t("audit.practicesMemberRemoved", { whose }),
  "practices.member-left": () => t("audit.practicesMemberLeft"),
  "practices.jobs-assigned": (whose, detail) =>
    t("audit.practicesJobsAssigned", { whose, count: typeof detail?.count === "number" ? detail.count : 0 }),
  "practices.requests-assigned": (whose, detail) =>
    t("audit.practicesRequestsAssigned", {
      whose,
      count: typeof detail?.count === "number" ? detail.count : 0,
    }),
  "practice-clients.exported": (_whose, detail) =>
    t("audit.practiceClientsExported", { rows: typeof detail?.rows === "number" ? detail.rows : 0 }),
};

const auditLogTexts = {
  /** An entry whose account is gone from the records. */
  unknownPerson: t("audit.unknownPerson"),
  /** An action this version does not know, written by a newer or older one. */
  otherAction: t("audit.otherAction"),
} as const;

const knownActions: ReadonlySet<string> = new Set(auditActions);
const isKnownAction = (action: string): action is AuditAction => knownActions.has(action);

/**
 * The entry in a sentence, with the operator's reason when an operator's action had one. Other
 * actions keep a reason for searching (a refused sign-in's `wrong-code`), never shown as words.
 * The operator console and a practice's log both say entries with it, so they read the same.
 */
export function auditSummary(row: Pick<AuditEntryRow, "action" | "detail">, subjectName: string | null) {
  const whose = subjectName ?? auditLogTexts.unknownPerson;
  const sentence = isKnownAction(row.action)
    ? auditActionTexts[row.action](whose, row.detail)
    : auditLogTexts.otherAction;
  const reason = row.action.startsWith("admin.") ? row.detail?.reason : undefined;
  return typeof reason === "string" && reason !== "" ? `${sentence}: ${reason}` : sentence;
}
