import type { ChangeMemberRole, LeavePractice, PracticeAnswer, RemoveMember } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import { type AuditAction, auditRecords } from "../audit";
import type { NotificationOutbox } from "../notifications";
import { seesAllJobsFor } from "./invitations.service";
import { type HandOver, handOverWork } from "./job-handover";
import { membersChanged } from "./practice-seats";
import { answerFor } from "./practice-view";
import type { PracticesDeps } from "./practices.deps";
import { type MemberRow, practicesRepository } from "./practices.repository";
import { lockedSeat, ownerSeatOfCaller, seatOfCaller } from "./seats";

/** Whether taking this member out of the owners would leave the practice without one. */
async function isLastOwner(executor: Executor, member: MemberRow): Promise<boolean> {
  return member.role === "owner" && (await practicesRepository.ownerCount(executor, member.practiceId)) <= 1;
}

/** The member of the owner's practice a change names, with the owner's seat, under the practice's lock; else 404. */
async function memberToChange(executor: Executor, caller: Principal, userId: number) {
  const seat = await lockedSeat(executor, caller, ownerSeatOfCaller);
  const member = await practicesRepository.member(executor, seat.practiceId, userId);
  if (!member) throw notFound(t("practices.memberNotFound"));
  return { seat, member };
}

/** The practice's earliest owner other than the member: who takes a leaving member's jobs by default. */
async function firstOtherOwner(executor: Executor, member: MemberRow): Promise<number> {
  const members = await practicesRepository.members(executor, member.practiceId);
  const owner = members.find((other) => other.role === "owner" && other.userId !== member.userId);
  // The last owner cannot leave, so another owner is there; the member themself is refused by the hand-over.
  return owner?.userId ?? member.userId;
}

/** Members' roles and leaving: an owner changes or removes a member; a member leaves. */
export function createMembershipService(deps: PracticesDeps) {
  const { db, clock, notifications } = deps;

  /**
   * Takes the member out, their jobs handed over first, audited as who did it; the change answers the
   * caller's practice as it is after.
   */
  async function takeOut(
    executor: Executor,
    handOver: HandOver,
    action: AuditAction,
    outbox: NotificationOutbox,
  ) {
    const { caller, leaver: member, from } = handOver;
    const now = clock.now();
    await handOverWork(executor, deps, outbox, handOver, now);
    await practicesRepository.insertFormerMember(executor, member, now);
    await practicesRepository.deleteMember(executor, member.practiceId, member.userId);
    await membersChanged(executor, deps.seats, member.practiceId);
    await deps.conversations.memberLeft(executor, member.practiceId);
    await auditRecords.record(executor, {
      at: now,
      actor: caller,
      action,
      subjectUserId: member.userId,
      subject: `practice:${member.practiceId}`,
      from,
      detail: { role: member.role },
    });
    return answerFor(executor, caller.userId, now, deps);
  }

  return {
    /** An owner changes a member's role (and a preparer's "sees every job"); one owner must stay. */
    async changeRole(caller: Principal, request: ChangeMemberRole, from: string): Promise<PracticeAnswer> {
      return db.transaction(async (tx) => {
        const { member } = await memberToChange(tx, caller, request.userId);
        if (request.role !== "owner" && (await isLastOwner(tx, member))) {
          throw conflict(t("practices.lastOwner"));
        }
        const seesAllJobs = seesAllJobsFor(request.role, request.seesAllJobs ?? member.seesAllJobs);
        const now = clock.now();
        await practicesRepository.updateMember(tx, member.practiceId, member.userId, {
          role: request.role,
          seesAllJobs,
        });
        // The seats are charged on the earliest owner's plan that sells them: who the owners are decides it.
        if ((member.role === "owner") !== (request.role === "owner")) {
          await membersChanged(tx, deps.seats, member.practiceId);
        }
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "practices.member-role-changed",
          subjectUserId: member.userId,
          subject: `practice:${member.practiceId}`,
          from,
          detail: { from: member.role, to: request.role, seesAllJobs },
        });
        return answerFor(tx, caller.userId, now, deps);
      });
    },

    /**
     * An owner removes a member, who loses the practice's access on their next call, their jobs handed
     * to the member named (else the owner); one owner must stay.
     */
    async remove(caller: Principal, request: RemoveMember, from: string): Promise<PracticeAnswer> {
      const outbox = notifications.outbox();
      const answer = await db.transaction(async (tx) => {
        const { seat, member } = await memberToChange(tx, caller, request.userId);
        if (await isLastOwner(tx, member)) throw conflict(t("practices.lastOwner"));
        const { handOverTo: to, note } = request;
        const handOver = { caller, seat, leaver: member, to, fallback: caller.userId, note, from };
        return takeOut(tx, handOver, "practices.member-removed", outbox);
      });
      await outbox.deliver();
      return answer;
    },

    /**
     * A member leaves, their jobs handed to the member named (else the practice's first other owner);
     * the practice's last owner cannot.
     */
    async leave(caller: Principal, request: LeavePractice, from: string): Promise<PracticeAnswer> {
      const outbox = notifications.outbox();
      const answer = await db.transaction(async (tx) => {
        const seat = await lockedSeat(tx, caller, seatOfCaller);
        if (await isLastOwner(tx, seat)) throw conflict(t("practices.lastOwnerLeaves"));
        const fallback = await firstOtherOwner(tx, seat);
        const handOver = {
          caller,
          seat,
          leaver: seat,
          to: request?.handOverTo,
          fallback,
          note: request?.note,
          from,
        };
        return takeOut(tx, handOver, "practices.member-left", outbox);
      });
      await outbox.deliver();
      return answer;
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
