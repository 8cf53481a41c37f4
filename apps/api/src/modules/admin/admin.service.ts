import {
  ADMIN_PAGE_SIZE,
  type AdminAccount,
  type AdminAccountActionRequest,
  type AdminSupportCase,
  adminTexts,
  type InboxMessage,
  JobType,
  jobTypeOf,
  type PendingProfessional,
  PTIN_PATTERN,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, forbidden, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { type AuditAction, auditRecords } from "../audit";
import { asSupportCase, supportCaseRecords } from "../consent";
import { inboxRecords } from "../contact";
import { type AccountSummary, accountStatusRecords, peopleRecords, type SessionsService } from "../identity";
import { requestRecords } from "../marketplace";
import type { NotificationsService } from "../notifications";
import { verificationRecords } from "../profiles";
import { jobRecords } from "../tax-preparation";

const accountNotFound = () => notFound(t("admin.accountNotFound"));

const asAdminAccount = (account: AccountSummary): AdminAccount => ({
  ...account,
  suspendedAt: account.suspendedAt?.toISOString() ?? null,
  createdAt: account.createdAt.toISOString(),
});

/**
 * The operator console. Every call is the operators' (role 3) alone. Each change is written to the
 * audit log with the operator's reason, in the change's transaction; opening the console's lists is
 * not (they show accounts and messages, not a taxpayer's tax information, whose reads the modules
 * holding it log).
 */
export function createAdminService(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
  /** Suspending ends the account's sessions through it, so cached sessions end in every process too. */
  sessions: Pick<SessionsService, "endAllForUser">;
}) {
  const { db, clock, notifications, sessions } = deps;

  function audit(
    executor: Executor,
    operator: Principal,
    action: AuditAction,
    from: string,
    subjectUserId: number | null = null,
    detail?: Record<string, string | number | boolean | null>,
  ) {
    return auditRecords.record(executor, {
      at: clock.now(),
      actor: operator,
      action,
      subjectUserId,
      subject: subjectUserId === null ? null : `user:${subjectUserId}`,
      from,
      detail,
    });
  }

  /** The professional's profile, or 404 for anyone who has none. */
  async function professional(executor: Executor, userId: number) {
    const profile = await verificationRecords.find(executor, userId);
    if (!profile) throw notFound(adminTexts.notAProfessional);
    return profile;
  }

  return {
    async pendingProfessionals(): Promise<PendingProfessional[]> {
      const profiles = await verificationRecords.listWaiting(db, 200);
      const people = await peopleRecords.byIds(
        db,
        profiles.map((profile) => profile.userId),
      );
      return profiles.flatMap((profile) => {
        const person = people.get(profile.userId);
        if (!person) return [];
        return [
          {
            userId: profile.userId,
            firstName: person.firstName,
            lastName: person.lastName,
            email: person.email,
            taxPreparerTypeId: profile.taxPreparerTypeId,
            state: profile.state,
            city: profile.city,
            ptin: profile.ptin,
            ptinWellFormed: profile.ptin !== null && PTIN_PATTERN.test(profile.ptin),
            enrolledAgentNumber: profile.enrolledAgentNumber,
            licenseNumber: profile.licenseNumber,
            barNumber: profile.barNumber,
            credentialState: profile.credentialState,
            afspProofUrl: profile.afspProofFileId === null ? null : `/api/files/${profile.afspProofFileId}`,
            createdAt: profile.createdAt.toISOString(),
            refusedAt: profile.credentialsRefusedAt?.toISOString() ?? null,
            refusalReason: profile.credentialsRefusalReason,
          },
        ];
      });
    },

    async approveProfessional(
      operator: Principal,
      { userId, reason }: AdminAccountActionRequest,
      from: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const profile = await professional(tx, userId);
        if (profile.credentialsVerifiedAt !== null) throw conflict(t("admin.alreadyVerified"));
        await verificationRecords.approve(tx, userId, clock.now());
        await notifications.outbox().add(tx, {
          userId,
          title: () => t("admin.credentialsVerifiedTitle"),
          description: () => t("admin.credentialsVerifiedText"),
          link: "expert/profile",
        });
        await audit(tx, operator, "admin.professional-approved", from, userId, { reason });
      });
    },

    async refuseProfessional(
      operator: Principal,
      request: { userId: number; reason: string },
      from: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await professional(tx, request.userId);
        await verificationRecords.refuse(tx, request.userId, request.reason, clock.now());
        await notifications.outbox().add(tx, {
          userId: request.userId,
          title: () => t("admin.credentialsRefusedTitle"),
          description: () => t("admin.credentialsRefusedText", { reason: request.reason }),
          link: "expert/profile",
        });
        await audit(tx, operator, "admin.professional-refused", from, request.userId, {
          reason: request.reason,
        });
      });
    },

    /** Every account, newest first, a page at a time; `text` narrows it to e-mails and names. */
    async listAccounts(query: { text?: string; beforeId?: number }): Promise<AdminAccount[]> {
      const accounts = await accountStatusRecords.list(db, { ...query, limit: ADMIN_PAGE_SIZE });
      return accounts.map(asAdminAccount);
    },

    async suspend(
      operator: Principal,
      { userId, reason }: AdminAccountActionRequest,
      from: string,
    ): Promise<void> {
      if (userId === operator.userId) throw forbidden(adminTexts.cannotSuspendSelf);
      await db.transaction(async (tx) => {
        const account = await accountStatusRecords.find(tx, userId);
        if (!account) throw accountNotFound();
        if (account.suspendedAt !== null) throw conflict(t("admin.alreadySuspended"));
        await accountStatusRecords.suspend(tx, userId, clock.now());
        await sessions.endAllForUser(userId, undefined, tx);
        await audit(tx, operator, "admin.account-suspended", from, userId, { reason });
      });
    },

    async restore(
      operator: Principal,
      { userId, reason }: AdminAccountActionRequest,
      from: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const account = await accountStatusRecords.find(tx, userId);
        if (!account) throw accountNotFound();
        if (account.suspendedAt === null) throw conflict(t("admin.notSuspended"));
        await accountStatusRecords.restore(tx, userId);
        await audit(tx, operator, "admin.account-restored", from, userId, { reason });
      });
    },

    async inbox(query: { topic?: "contact" | "demo"; beforeId?: number }): Promise<InboxMessage[]> {
      const rows = await inboxRecords.list(db, { ...query, limit: ADMIN_PAGE_SIZE });
      return rows.map((row) => ({
        id: row.id,
        topic: row.topic,
        fullName: row.fullName,
        organizationName: row.organizationName,
        email: row.email,
        phone: row.phone,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** Live support cases: whose, which job, why, and until when the operators may read it. */
    async supportCases(): Promise<AdminSupportCase[]> {
      const rows = await supportCaseRecords.listLive(db, clock.now(), ADMIN_PAGE_SIZE);
      const people = await peopleRecords.byIds(
        db,
        rows.map((row) => row.taxpayerUserId),
      );
      const jobs = await Promise.all(rows.map((row) => jobRecords.parties(db, row.quoteId)));
      const requests = await requestRecords.summaries(
        db,
        jobs.flatMap((job) => (job ? [job.requestId] : [])),
      );
      const organizerOf = (index: number) => {
        const kind = requests.get(jobs[index]?.requestId ?? 0)?.kind;
        return kind !== undefined && jobTypeOf(kind) === JobType.business ? "business" : "individual";
      };
      return rows.map((row, index) => {
        const person = people.get(row.taxpayerUserId);
        return {
          ...asSupportCase(row),
          taxpayerUserId: row.taxpayerUserId,
          taxpayerName: person ? `${person.firstName} ${person.lastName}`.trim() : "",
          taxpayerEmail: person?.email ?? "",
          organizer: organizerOf(index),
        };
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
