import { practiceRoleMay } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict } from "../../lib/app-error";
import { auditRecords } from "../audit";
import { peopleRecords } from "../identity";
import type { NotificationOutbox } from "../notifications";
import { nameOf } from "./practice-view";
import type { MovedJob, MovedRequest, PracticeRequestsPort, PracticeWorkPort } from "./practices.deps";
import { type MemberRow, practicesRepository, type SeatRow } from "./practices.repository";

/** A member who takes work, with the name the taxpayer and the colleagues read. */
export interface Assignee {
  member: MemberRow;
  name: string;
}

/**
 * The member of the seat's practice who is to take work: one whose role works returns and answers
 * requests with quotes (an assistant does neither). Anyone else: 409 in words, before anything moves.
 */
export async function assigneeIn(executor: Executor, seat: SeatRow, userId: number): Promise<Assignee> {
  const member = await practicesRepository.member(executor, seat.practiceId, userId);
  if (!member) throw conflict(t("practiceAssignment.assigneeNotMember", { practice: seat.practiceName }));
  const name = nameOf((await peopleRecords.byIds(executor, [userId])).get(userId));
  const works = (capability: "jobs" | "quotes") =>
    practiceRoleMay(member.role, capability, member.seesAllJobs);
  if (!works("jobs") || !works("quotes")) {
    throw conflict(t("practiceAssignment.assigneeCannotWork", { name }));
  }
  return { member, name };
}

/** What moved: jobs (by quote id) or routed requests with their quotes (by request id). */
export type MovedWork =
  | { kind: "jobs"; ids: readonly number[] }
  | { kind: "requests"; ids: readonly number[] };

/** The log's action, the mail's words and the link of each kind of work moved. */
const moveTexts = {
  jobs: {
    action: "practices.jobs-assigned",
    title: "practiceAssignment.assignedMailTitle",
    text: "practiceAssignment.assignedMailText",
    list: "expert/tax_preparation",
    one: (id: number) => `expert/tax_preparation/${id}`,
  },
  requests: {
    action: "practices.requests-assigned",
    title: "practiceAssignment.requestsAssignedMailTitle",
    text: "practiceAssignment.requestsAssignedMailText",
    list: "expert/requests",
    one: () => "expert/requests",
  },
} as const;

/** What a move of work was: who moved it, in which practice, to whom, with what note. */
export interface WorkMove {
  caller: Principal;
  seat: SeatRow;
  assignee: Assignee;
  moved: MovedWork;
  note: string | undefined;
  from: string;
}

/** The jobs moved, as a move of work. */
export const movedJobs = (jobs: readonly MovedJob[]): MovedWork => ({
  kind: "jobs",
  ids: jobs.map((job) => job.quoteId),
});

/** The requests moved (with their quotes), as a move of work. */
export const movedRequests = (requests: readonly MovedRequest[]): MovedWork => ({
  kind: "requests",
  ids: requests.map((request) => request.requestId),
});

/**
 * Records a move of work in the practice's log (naming the member who moved it and the one who took
 * it) and tells the one who took it, with the note, unless they moved it to themselves.
 */
export async function recordWorkMove(
  executor: Executor,
  outbox: NotificationOutbox,
  move: WorkMove,
  now: Date,
) {
  const { caller, seat, assignee, moved, note, from } = move;
  const { ids } = moved;
  if (ids.length === 0) return;
  const texts = moveTexts[moved.kind];
  await auditRecords.record(executor, {
    at: now,
    actor: caller,
    action: texts.action,
    subjectUserId: assignee.member.userId,
    subject: `practice:${seat.practiceId}`,
    from,
    detail: { count: ids.length, [moved.kind === "jobs" ? "quoteIds" : "requestIds"]: ids.join(",") },
  });
  if (assignee.member.userId === caller.userId) return;
  const assigner = nameOf((await peopleRecords.byIds(executor, [caller.userId])).get(caller.userId));
  const said = t(texts.text, { assigner, count: ids.length, practice: seat.practiceName });
  const [only] = ids;
  await outbox.add(executor, {
    userId: assignee.member.userId,
    title: () => t(texts.title),
    description: note ? `${said} ${t("practiceAssignment.assignedNote", { note })}` : said,
    link: ids.length === 1 && only !== undefined ? texts.one(only) : texts.list,
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

/** Where a member's work goes when they go: the jobs (tax preparation's) and the requests (the marketplace's). */
export interface WorkPorts {
  work: PracticeWorkPort;
  requests: PracticeRequestsPort;
}

/**
 * Hands every job, routed request and quote assigned to the member who goes to the one named (or the
 * fallback), in the transaction that takes them out: their work never stays with someone outside the
 * practice.
 */
export async function handOverWork(
  executor: Executor,
  ports: WorkPorts,
  outbox: NotificationOutbox,
  handOver: HandOver,
  now: Date,
): Promise<void> {
  const { seat, leaver, to } = handOver;
  const { practiceId } = seat;
  const jobs = (await ports.work.assignedCounts(executor, practiceId)).get(leaver.userId) ?? 0;
  const requests = await ports.requests.hasAssigned(executor, practiceId, leaver.userId);
  if (jobs === 0 && !requests && to === undefined) return;
  const target = to ?? handOver.fallback;
  if (target === leaver.userId) throw conflict(t("practiceAssignment.handOverToSelf"));
  const assignee = await assigneeIn(executor, seat, target);
  const toUserId = assignee.member.userId;
  const { caller, note, from } = handOver;
  const record = async (moved: MovedWork) =>
    recordWorkMove(executor, outbox, { caller, seat, assignee, moved, note, from }, now);
  await record(movedJobs(await ports.work.handOver(executor, practiceId, leaver.userId, toUserId)));
  await record(movedRequests(await ports.requests.handOver(executor, practiceId, leaver.userId, toUserId)));
}
