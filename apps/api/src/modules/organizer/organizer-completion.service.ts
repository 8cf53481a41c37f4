import { type CompleteOrganizerRequest, JobStatusId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { auditRecords } from "../audit";
import { peopleRecords } from "../identity";
import type { NotificationsService } from "../notifications";
import {
  isJobTaxpayer,
  jobMilestoneRecords,
  jobRecords,
  moveOnTaxpayerStep,
  professionalToTell,
} from "../tax-preparation";
import { jobNotFound } from "./organizer-access";

/**
 * The taxpayer finished the organizer (its last step's "Finish"). One transaction: the job locked, the
 * milestone kept (the first finish counts; again changes nothing), a job not started or waiting for
 * information moved to in process, the professional told, the audit entry.
 */
export function createOrganizerCompletion(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
}) {
  const { db, clock, notifications } = deps;
  return async function complete(
    caller: Principal,
    request: CompleteOrganizerRequest,
    from: string | null,
  ): Promise<void> {
    const outbox = notifications.outbox();
    await db.transaction(async (tx) => {
      const job = await jobRecords.lock(tx, request.quoteId);
      // Someone else's job reads as a missing one.
      if (!job || !isJobTaxpayer(caller, job)) throw jobNotFound();
      if (job.cancelledAt !== null) throw conflict(t("organizer.jobCancelled"));
      const now = clock.now();
      if (!(await jobMilestoneRecords.reach(tx, job.quoteId, "organizerComplete", now))) return;
      const moved = await moveOnTaxpayerStep(tx, job, {
        step: "organizer-complete",
        from: [JobStatusId.notStarted, JobStatusId.waitingForInformation],
        actor: caller,
        at: now,
        ip: from,
      });
      const name = (await peopleRecords.byIds(tx, [caller.userId])).get(caller.userId)?.firstName ?? "";
      await outbox.add(tx, {
        userId: professionalToTell(job),
        title: () => t("jobTimeline.organizerCompleteTitle", { name, taxYear: String(job.taxYear) }),
        description: () =>
          t(moved ? "jobTimeline.organizerCompleteMovedText" : "jobTimeline.organizerCompleteText"),
        link: `expert/tax_preparation/${job.quoteId}?tab=organizer`,
        kind: "todo",
      });
      await auditRecords.record(tx, {
        at: now,
        actor: caller,
        action: "organizer.completed",
        subjectUserId: job.taxpayerUserId,
        subject: `quote:${job.quoteId}`,
        from,
        detail: { moved },
      });
    });
    await outbox.deliver();
  };
}
