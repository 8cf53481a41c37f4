import { practiceRoleMay } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict } from "../../lib/app-error";
import { auditRecords } from "../audit";
import { peopleService } from "../identity";
import type { NotificationOutbox } from "../notifications";
import { nameOf } from "./practice-view";
import type { MovedJob, PracticeWorkPort } from "./practices.deps";
import { type MemberRow, practicesRepository, type SeatRow } from "./practices.repository";

/** A member who takes work, with the name the taxpayer and the colleagues read. */
export interface Assignee {
  member: MemberRow;
  name: string;
}

/**
 * The member of the seat's practice who is to take work: one whose role works returns (an assistant
 * does not). Anyone else: 409 in words, before anything moves.
 */
export async function assigneeIn(executor: Executor, seat: SeatRow, userId: number): Promise<Assignee> {
  const member = await practicesRepository.member(executor, seat.practiceId, userId);
  if (!member) throw conflict(t("practiceAssignment.assigneeNotMember", { practice: seat.practiceName }));
  const name = nameOf((await peopleService.byIds(executor, [userId])).get(userId));
  if (!practiceRoleMay(member.role, "jobs", member.seesAllJobs)) {
    throw conflict(t("practiceAssignment.assigneeCannotWork", { name }));
  }
  return { member, name };
}

/** What a move of work was: who moved it, in which practice, to whom, with what note. */
export interface WorkMove {
  caller: Principal;
  seat: SeatRow;
  assignee: Assignee;
  moved: readonly MovedJob[];
  note: string | undefined;
  from: string;
}

/**
 * Records a move of jobs in the practice's log (naming the member who moved them and the one who took
 * them) and tells the one who took them, with the note, unless they moved them to themselves.
 */
export async function recordWorkMove(
  executor: Executor,
  outbox: NotificationOutbox,
  move: WorkMove,
  now: Date,
) {
  const { caller, seat, assignee, moved, note, from } = move;
  if (moved.length === 0) return;
  await auditRecords.record(executor, {
    at: now,
    actor: caller,
    action: "practices.jobs-assigned",
    subjectUserId: assignee.member.userId,
    subject: `practice:${seat.practiceId}`,
    from,
    detail: { count: moved.length, quoteIds: moved.map((job) => job.quoteId).join(",") },
  });
  if (assignee.member.userId === caller.userId) return;
  const assigner = nameOf((await peopleService.byIds(executor, [caller.userId])).get(caller.userId));
  const said = t("practiceAssignment.assignedMailText", {
    assigner,
    count: moved.length,
    practice: seat.practiceName,
  });
  const [only] = moved;
  await outbox.add(executor, {
    userId: assignee.member.userId,
    title: t("practiceAssignment.assignedMailTitle"),
    description: note ? `${said} ${t("practiceAssignment.assignedNote", { note })}` : said,
    link: moved.length === 1 && only ? `expert/tax_preparation/${only.quoteId}` : "expert/tax_preparation",
  });
}

/** A member going (removed or leaving) and who takes their jobs: given, or else `fallback`. */
export interface HandOver {
  caller: Principal;
  seat: SeatRow;
  leaver: MemberRow;
  to: number | undefined;
  fallback: number;
  note: string | undefined;
  from: string;
}

/**
 * Hands every job assigned to the member who goes to the one named (or the fallback), in the
 * transaction that takes them out: their work never stays with someone outside the practice.
 */
export async function handOverWork(
  executor: Executor,
  work: PracticeWorkPort,
  outbox: NotificationOutbox,
  handOver: HandOver,
  now: Date,
): Promise<void> {
  const { seat, leaver, to } = handOver;
  const assigned = (await work.assignedCounts(executor, seat.practiceId)).get(leaver.userId) ?? 0;
  if (assigned === 0 && to === undefined) return;
  const target = to ?? handOver.fallback;
  if (target === leaver.userId) throw conflict(t("practiceAssignment.handOverToSelf"));
  const assignee = await assigneeIn(executor, seat, target);
  const moved = await work.handOver(executor, seat.practiceId, leaver.userId, assignee.member.userId);
  const { caller, note, from } = handOver;
  await recordWorkMove(executor, outbox, { caller, seat, assignee, moved, note, from }, now);
}
