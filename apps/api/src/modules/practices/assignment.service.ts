import type { AssignJobs, AssignJobsAnswer } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Principal } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import { assigneeIn, recordWorkMove } from "./job-handover";
import type { PracticesDeps } from "./practices.deps";
import { lockedSeat, ownerSeatOfCaller } from "./seats";

/** An owner assigns the practice's jobs to its members, one or many at once. */
export function createAssignmentService(deps: PracticesDeps) {
  const { db, clock, work, notifications } = deps;
  return {
    /**
     * The jobs go to the member in one transaction: one of them not the practice's, and none moves
     * (404); the member told once, with the note.
     */
    async assign(caller: Principal, request: AssignJobs, from: string): Promise<AssignJobsAnswer> {
      const outbox = notifications.outbox();
      const answer = await db.transaction(async (tx) => {
        const seat = await lockedSeat(tx, caller, ownerSeatOfCaller);
        const assignee = await assigneeIn(tx, seat, request.userId);
        const quoteIds = [...new Set(request.quoteIds)];
        const moved = await work.assign(tx, seat.practiceId, quoteIds, assignee.member.userId);
        // Throwing rolls the moves back: an assignment moves all the jobs it names or none.
        if (moved.length !== quoteIds.length) throw notFound(t("practiceAssignment.jobsNotFound"));
        const move = { caller, seat, assignee, moved, note: request.note || undefined, from };
        await recordWorkMove(tx, outbox, move, clock.now());
        return { assigned: moved.length, assignee: assignee.name };
      });
      await outbox.deliver();
      return answer;
    },
  };
}

export type AssignmentService = ReturnType<typeof createAssignmentService>;
