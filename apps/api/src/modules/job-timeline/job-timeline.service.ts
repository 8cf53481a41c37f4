import type { JobTimeline } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { readableZone } from "../../lib/zoned-days";
import { peopleRecords } from "../identity";
import { isJobParticipant, isJobTaxpayer, jobRecords } from "../tax-preparation";
import { nextStepOf, timelineOf } from "./timeline";
import { type QuoteTurnaroundPort, timelineFactsOf } from "./timeline-facts";
import { sentenceOf } from "./timeline-sentence";

/** Where a job stands, told as steps, for its taxpayer or its professional, on their own calendar. */
export function createJobTimelineService(deps: { db: Database; clock: Clock; quotes: QuoteTurnaroundPort }) {
  const { db, clock, quotes } = deps;
  return {
    /**
     * The job's steps and what comes next in a sentence for the caller; days in the caller's zone.
     * Someone else's job reads as a missing one; a cancelled job has no next step.
     */
    async timelineFor(caller: Principal, quoteId: number): Promise<JobTimeline> {
      const job = await jobRecords.find(db, quoteId);
      if (!job || !isJobParticipant(caller, job)) throw notFound(t("taxPreparation.jobNotFound"));
      const people = await peopleRecords.byIds(db, [caller.userId, job.taxpayerUserId]);
      const zone = readableZone(people.get(caller.userId)?.timeZone);
      const facts = await timelineFactsOf(db, job, { zone, now: clock.now() }, quotes);
      const steps = timelineOf(facts);
      const next = job.cancelledAt === null ? nextStepOf(steps) : null;
      if (next?.waitingOn == null) return { steps, next: null };
      const sentence = sentenceOf(next, isJobTaxpayer(caller, job) ? "taxpayer" : "professional", {
        taxpayerName: people.get(job.taxpayerUserId)?.firstName ?? "",
        today: facts.today,
        afterRejection: facts.filing?.acknowledgment?.accepted === false,
        paper: facts.filing?.method === "paper",
      });
      const { step, waitingOn, expectedOn, late } = next;
      return { steps, next: { step, waitingOn, expectedOn, late, sentence } };
    },
  };
}

export type JobTimelineService = ReturnType<typeof createJobTimelineService>;
