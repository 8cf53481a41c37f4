import { practiceRoleMay } from "@taxlane/contract";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Principal } from "./access";

/**
 * A piece of a professional's work as the side rule reads it: a job, a request routed to them, a quote
 * they sent. `soloUserId` is whose it is when it is no practice's (the job's or quote's expert, the
 * professional a request was routed to).
 */
export interface PracticeWork {
  soloUserId: number;
  /** The practice whose work it is; null for a professional working alone. */
  practiceId: number | null;
  /** The member working a practice's piece of work. */
  assignedUserId: number | null;
}

/** Whether the caller's role sees every piece of work of their practice (the role table's `allJobs`). */
const seesAllWork = (caller: Principal): boolean => {
  const seat = caller.practice;
  return seat ? practiceRoleMay(seat.role, "allJobs", seat.seesAllJobs) : false;
};

/**
 * Whether the caller works it on the professional's side. A solo professional's work is theirs alone;
 * a practice's is the member assigned to it and every member whose role sees all the practice's work.
 * The seat is the one read with this call, so a member who left or was moved off it has no access.
 */
export function worksOn(caller: Principal, work: PracticeWork): boolean {
  if (work.practiceId === null) return work.soloUserId === caller.userId;
  if (caller.practice?.practiceId !== work.practiceId) return false;
  return work.assignedUserId === caller.userId || seesAllWork(caller);
}

/** Who on the professional's side is told of it: the member working a practice's work, else its professional. */
export function workerToTell(work: PracticeWork): number {
  return work.practiceId === null ? work.soloUserId : (work.assignedUserId ?? work.soloUserId);
}

/** Which work a professional sees, as the lists' queries read it (`practiceWorkSees`). */
export interface ProfessionalScope {
  userId: number;
  /** Their practice, or a number no practice has (0) when they work alone. */
  practiceId: number;
  allJobs: boolean;
}

/** The caller's scope: their practice and whether their role sees all its work. */
export function professionalScope(caller: Principal): ProfessionalScope {
  return {
    userId: caller.userId,
    practiceId: caller.practice?.practiceId ?? 0,
    allJobs: seesAllWork(caller),
  };
}

/** The columns of a table of work the rule reads. */
export interface PracticeWorkColumns {
  soloUserId: SQLWrapper;
  practiceId: SQLWrapper;
  assignedUserId: SQLWrapper;
}

/**
 * `worksOn` as SQL, for lists: the professional's own solo work, and their practice's — all of it when
 * their role sees all, else what is assigned to them.
 */
export function practiceWorkSees(
  columns: PracticeWorkColumns,
  userId: SQLWrapper,
  practiceId: SQLWrapper,
  allJobs: SQLWrapper,
): SQL {
  return sql`((${columns.practiceId} is null and ${columns.soloUserId} = ${userId})
    or (${columns.practiceId} = ${practiceId} and (${allJobs} or ${columns.assignedUserId} = ${userId})))`;
}
