import type { CloseAccountRequest } from "@taxlane/contract";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import type { Clock } from "../../lib/clock";
import type { AppointmentsService } from "../appointments";
import { auditRecords } from "../audit";
import type { BillingService } from "../billing";
import { type CalendarSyncService, calendarSyncRecords } from "../calendar-sync";
import type { ChannelsClosing } from "../channels";
import type { FilesService } from "../files";
import { closedAccountRecords, type SessionsService } from "../identity";
import { requestRecords } from "../marketplace";
import { notificationRecords } from "../notifications";
import { profileRecords } from "../profiles";
import { jobRecords } from "../tax-preparation";
import { privacyRepository } from "./privacy.repository";
import { jobRetentionEnd, retentionEnd } from "./retention";

/**
 * "Close my account", in one transaction after the password: every session ends; what need not be
 * kept goes (profile and photo, open requests with their questionnaire answers, quotes and
 * introductions that never became a job, notifications and preferences, the push subscriptions of
 * their devices and their number for texts with the texts still waiting, a synced calendar); the
 * e-mail is freed so nobody signs in with it. Return information stays for seven years: the jobs
 * with their answers, documents and files, the conversations, appointments, invoices and the audit
 * log, each with its disposal date in `retained_records`. A professional's plan stops renewing
 * first, at the provider; appointments still to come are cancelled in the same transaction.
 */
export function createAccountClosingService(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  sessions: SessionsService;
  billing: BillingService;
  appointments: AppointmentsService;
  calendarSync: Pick<CalendarSyncService, "revokeRemoved">;
  channels: ChannelsClosing;
}) {
  const { db, clock, files, sessions, billing, appointments, calendarSync, channels } = deps;
  return {
    /** The endpoint table keeps this to taxpayers and professionals: operators manage each other's. */
    async close(caller: Principal, request: CloseAccountRequest, from: string): Promise<void> {
      const { userId } = caller;
      await closedAccountRecords.requirePassword(db, userId, request.password);
      // First, at the provider: a professional's plan must not renew for an account that is gone.
      // A refusal there stops the closing with nothing else changed.
      await billing.stopRenewingForClosing(userId);
      const now = clock.now();
      // A professional's own synced calendar drops what is cancelled below while it is still
      // connected; the transaction removes the connection.
      await appointments.removeUpcomingFromOwnCalendar(caller, now);
      const { blobs, tellCalendars, calendar } = await db.transaction(async (tx) => {
        // Before the jobs are read: one beginning from these requests right now is kept, not deleted.
        await requestRecords.lockRequestsOf(tx, userId);
        // Appointments still to come are cancelled as the person would: the other side is told in
        // the app and by mail, in this transaction, and their synced calendar after it.
        const tellCalendars = await appointments.cancelUpcomingWithin(tx, caller, now);
        const jobs = await jobRecords.jobsOfPerson(tx, userId);
        await requestRecords.forgetOpen(tx, userId, {
          requestIds: jobs.map((job) => job.requestId),
          quoteIds: jobs.map((job) => job.quoteId),
        });
        const profileFiles = await profileRecords.forget(tx, userId);
        await notificationRecords.forget(tx, userId);
        await channels.forget(tx, userId);
        const calendar = await calendarSyncRecords.forget(tx, userId);
        const { avatarFileId } = await closedAccountRecords.close(tx, userId, now);
        const removed = await files.removeRecords(
          avatarFileId === null ? profileFiles : [avatarFileId, ...profileFiles],
          tx,
        );
        await sessions.endAllForUser(userId, undefined, tx);
        await privacyRepository.retain(tx, [
          ...jobs.map((job) => ({
            subject: `job:${job.quoteId}`,
            closedUserId: userId,
            retainUntil: jobRetentionEnd(job, now),
          })),
          { subject: `account:${userId}`, closedUserId: userId, retainUntil: retentionEnd(now) },
        ]);
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "privacy.account-closed",
          subjectUserId: userId,
          subject: `user:${userId}`,
          from,
          detail: { keptJobs: jobs.length },
        });
        return { blobs: removed, tellCalendars, calendar };
      });
      await files.removeBlobs(blobs);
      await tellCalendars();
      // The removed calendar connection's grant, so the provider no longer lists Taxlane's access.
      if (calendar) await calendarSync.revokeRemoved(calendar);
    },
  };
}

export type AccountClosingService = ReturnType<typeof createAccountClosingService>;
