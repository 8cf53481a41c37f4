import type { ChangeMemberRole, PracticeAnswer } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import { type AuditAction, auditRecords } from "../audit";
import { seesAllJobsFor } from "./invitations.service";
import { membersChanged } from "./practice-seats";
import { answerFor } from "./practice-view";
import type { PracticesDeps } from "./practices.deps";
import { type MemberRow, practicesRepository } from "./practices.repository";
import { lockPractice, ownerSeatOfCaller, seatOfCaller } from "./seats";

/** Whether taking this member out of the owners would leave the practice without one. */
async function isLastOwner(executor: Executor, member: MemberRow): Promise<boolean> {
  return member.role === "owner" && (await practicesRepository.ownerCount(executor, member.practiceId)) <= 1;
}

/**
 * The caller's seat read again under their practice's lock: a change made by another owner meanwhile
 * (the caller demoted, removed) is seen before the caller's own change is made.
 */
async function lockedSeat(executor: Executor, caller: Principal, read: typeof seatOfCaller) {
  await lockPractice(executor, (await read(executor, caller)).practiceId);
  return read(executor, caller);
}

/** The member of the owner's practice a change names, under the practice's lock; else 404. */
async function memberToChange(executor: Executor, caller: Principal, userId: number) {
  const seat = await lockedSeat(executor, caller, ownerSeatOfCaller);
  const member = await practicesRepository.member(executor, seat.practiceId, userId);
  if (!member) throw notFound(t("practices.memberNotFound"));
  return member;
}

/** Members' roles and leaving: an owner changes or removes a member; a member leaves. */
export function createMembershipService(deps: PracticesDeps) {
  const { db, clock } = deps;

  /** Takes the member out, audited as who did it; the change answers the caller's practice as it is after. */
  async function takeOut(
    executor: Executor,
    caller: Principal,
    member: MemberRow,
    action: AuditAction,
    from: string,
  ) {
    const now = clock.now();
    await practicesRepository.insertFormerMember(executor, member, now);
    await practicesRepository.deleteMember(executor, member.practiceId, member.userId);
    await membersChanged(executor, deps.seats, member.practiceId);
    await auditRecords.record(executor, {
      at: now,
      actor: caller,
      action,
      subjectUserId: member.userId,
      subject: `practice:${member.practiceId}`,
      from,
      detail: { role: member.role },
    });
    return answerFor(executor, caller.userId, now, deps.seats);
  }

  return {
    /** An owner changes a member's role (and a preparer's "sees every job"); one owner must stay. */
    async changeRole(caller: Principal, request: ChangeMemberRole, from: string): Promise<PracticeAnswer> {
      return db.transaction(async (tx) => {
        const member = await memberToChange(tx, caller, request.userId);
        if (request.role !== "owner" && (await isLastOwner(tx, member))) {
          throw conflict(t("practices.lastOwner"));
        }
        const seesAllJobs = seesAllJobsFor(request.role, request.seesAllJobs ?? member.seesAllJobs);
        const now = clock.now();
        await practicesRepository.updateMember(tx, member.practiceId, member.userId, {
          role: request.role,
          seesAllJobs,
        });
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "practices.member-role-changed",
          subjectUserId: member.userId,
          subject: `practice:${member.practiceId}`,
          from,
          detail: { from: member.role, to: request.role, seesAllJobs },
        });
        return answerFor(tx, caller.userId, now, deps.seats);
      });
    },

    /** An owner removes a member, who loses the practice's access on their next call; one owner must stay. */
    async remove(caller: Principal, userId: number, from: string): Promise<PracticeAnswer> {
      return db.transaction(async (tx) => {
        const member = await memberToChange(tx, caller, userId);
        if (await isLastOwner(tx, member)) throw conflict(t("practices.lastOwner"));
        return takeOut(tx, caller, member, "practices.member-removed", from);
      });
    },

    /** A member leaves; the practice's last owner cannot. Their own jobs stay theirs. */
    async leave(caller: Principal, from: string): Promise<PracticeAnswer> {
      return db.transaction(async (tx) => {
        const seat = await lockedSeat(tx, caller, seatOfCaller);
        if (await isLastOwner(tx, seat)) throw conflict(t("practices.lastOwnerLeaves"));
        return takeOut(tx, caller, seat, "practices.member-left", from);
      });
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
