import type { AssignJobs, AssignJobsAnswer, AssignRequests } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import { assigneeIn, type MovedWork, movedJobs, movedRequests, recordWorkMove } from "./job-handover";
import type { PracticesDeps } from "./practices.deps";
import type { SeatRow } from "./practices.repository";
import { lockedSeat, ownerSeatOfCaller } from "./seats";

/** One assignment: these ids of the practice's work go to the member; answers what moved. */
type Mover = (
  executor: Executor,
  practiceId: number,
  ids: readonly number[],
  toUserId: number,
) => Promise<MovedWork>;

/** An owner assigns the practice's jobs, and the requests routed to it, to its members, one or many at once. */
export function createAssignmentService(deps: PracticesDeps) {
  const { db, clock, work, requests, notifications } = deps;

  /**
   * The work goes to the member in one transaction: one piece of it not the practice's, and none moves
   * (404, `notFoundText`); the member told once, with the note.
   */
  async function assignWork(
    caller: Principal,
    request: { ids: readonly number[]; userId: number; note?: string | undefined },
    move: Mover,
    notFoundText: string,
    from: string,
  ): Promise<AssignJobsAnswer> {
    const outbox = notifications.outbox();
    const answer = await db.transaction(async (tx) => {
      const seat: SeatRow = await lockedSeat(tx, caller, ownerSeatOfCaller);
      const assignee = await assigneeIn(tx, seat, request.userId);
      const ids = [...new Set(request.ids)];
      const moved = await move(tx, seat.practiceId, ids, assignee.member.userId);
      // Throwing rolls the moves back: an assignment moves all the work it names or none.
      if (moved.ids.length !== ids.length) throw notFound(notFoundText);
      const note = request.note || undefined;
      await recordWorkMove(tx, outbox, { caller, seat, assignee, moved, note, from }, clock.now());
      return { assigned: moved.ids.length, assignee: assignee.name };
    });
    await outbox.deliver();
    return answer;
  }

  return {
    /** Jobs, by quote id. */
    assign: (caller: Principal, request: AssignJobs, from: string): Promise<AssignJobsAnswer> =>
      assignWork(
        caller,
        { ...request, ids: request.quoteIds },
        async (tx, practiceId, ids, toUserId) => movedJobs(await work.assign(tx, practiceId, ids, toUserId)),
        t("practiceAssignment.jobsNotFound"),
        from,
      ),

    /** Requests routed to the practice, by request id, each with the quote sent on it. */
    assignRequests: (caller: Principal, request: AssignRequests, from: string): Promise<AssignJobsAnswer> =>
      assignWork(
        caller,
        { ...request, ids: request.requestIds },
        async (tx, practiceId, ids, toUserId) =>
          movedRequests(await requests.assign(tx, practiceId, ids, toUserId)),
        t("practiceAssignment.requestsNotFound"),
        from,
      ),
  };
}

export type AssignmentService = ReturnType<typeof createAssignmentService>;
