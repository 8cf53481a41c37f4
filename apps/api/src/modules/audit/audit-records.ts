import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { type ActorSpell, type AuditEntryRow, type AuditSearch, auditRepository } from "./audit.repository";

export type { ActorSpell, AuditEntryRow };

/** What an owner module says happened; the audit log adds nothing but storage. */
export interface AuditEvent {
  at: Date;
  /** Who acted; null for a failed sign-in to an unknown account. */
  actor: Pick<Principal, "userId" | "roleId"> | null;
  action: AuditAction;
  subjectUserId?: number | null;
  /** Which thing: `quote:12`, `file:40`, `answer:7`, `user:5`. */
  subject?: string | null;
  from?: string | null;
  detail?: Record<string, string | number | boolean | null>;
}

/** Every action the log records. */
export const auditActions = [
  "identity.sign-in",
  "identity.sign-in-failed",
  "identity.sign-in-refused",
  "organizer.read",
  "organizer.reveal",
  "organizer.export-pdf",
  "organizer.completed",
  "documents.read",
  "documents.export-bundle",
  "documents.readings-read",
  "files.download",
  "consent.given",
  "consent.withdrawn",
  "admin.professional-approved",
  "admin.professional-refused",
  "admin.account-suspended",
  "admin.account-restored",
  "admin.inbox-read",
  "admin.audit-searched",
  "admin.pending-listed",
  "admin.accounts-searched",
  "privacy.data-exported",
  "privacy.account-closed",
  "privacy.records-disposed",
  "admin.support-cases-listed",
  "support-case.opened",
  "support-case.closed",
  "content.post-created",
  "content.post-edited",
  "content.post-published",
  "content.post-unpublished",
  "content.faq-created",
  "content.faq-edited",
  "content.faq-published",
  "content.faq-unpublished",
  "billing.plan-edited",
  "billing.plan-started",
  "billing.plan-cancelled",
  "billing.cancellation-undone",
  "identity.factor-added",
  "identity.factor-removed",
  "identity.recovery-codes-renewed",
  "identity.second-step-failed",
  "identity.session-ended",
  "identity.other-sessions-ended",
  "admin.factors-viewed",
  "admin.factors-reset",
  "signatures.template-saved",
  "signatures.letter-viewed",
  "signatures.letter-signed",
  "signatures.letter-changed",
  "signatures.request-sent",
  "signatures.request-withdrawn",
  "signatures.document-viewed",
  "signatures.identity-checked",
  "signatures.signer-verified",
  "signatures.signed",
  "signatures.paper-uploaded",
  "signatures.paper-accepted",
  "signatures.paper-rejected",
  "signatures.signer-reminded",
  "signatures.signed-downloaded",
  "payments.invoice-sent",
  "payments.invoice-voided",
  "payments.price-change-requested",
  "payments.price-change-withdrawn",
  "payments.price-change-accepted",
  "payments.price-change-declined",
  "payments.payouts-connected",
  "payments.paid",
  "payments.refunded",
  "payments.disputed",
  "payments.settings-saved",
  "payments.fee-changed",
  "tax-preparation.job-cancelled",
  "tax-notices.uploaded",
  "tax-notices.answered",
  "tax-notices.quoted",
  "tax-notices.quote-accepted",
  "tax-notices.quote-declined",
  "tax-preparation.job-moved",
  "tax-preparation.draft-shared",
  "tax-preparation.draft-reviewed",
  "tax-preparation.return-pack",
  "filing.recorded",
  "filing.acknowledged",
  "filing.outcome-recorded",
  "filing.refund-issued",
  "practices.created",
  "practices.updated",
  "practices.member-invited",
  "practices.invitation-revoked",
  "practices.invitation-accepted",
  "practices.member-role-changed",
  "practices.member-removed",
  "practices.member-left",
  "practices.jobs-assigned",
  "practices.requests-assigned",
  "practice-clients.exported",
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * The audit log as other modules use it: `record` in the transaction of the action (or on the
 * database for a read), `search` for the operator console, `byActorSpells` for a practice's log. Append-only: nothing updates or deletes.
 */
export const auditRecords = {
  async record(executor: Executor, ...events: AuditEvent[]): Promise<void> {
    await auditRepository.insert(
      executor,
      events.map((event) => ({
        at: event.at,
        actorUserId: event.actor?.userId ?? null,
        actorRoleId: event.actor?.roleId ?? null,
        action: event.action,
        subjectUserId: event.subjectUserId ?? null,
        subject: event.subject ?? null,
        fromAddress: event.from ?? null,
        detail: event.detail ?? null,
      })),
    );
  },

  search(executor: Executor, search: AuditSearch): Promise<AuditEntryRow[]> {
    return auditRepository.search(executor, search);
  },

  byActorSpells(
    executor: Executor,
    query: { spells: readonly ActorSpell[]; beforeId?: number; limit: number },
  ): Promise<AuditEntryRow[]> {
    return auditRepository.byActorSpells(executor, query);
  },
};
