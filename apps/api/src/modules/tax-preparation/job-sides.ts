import { practiceRoleMay } from "@taxlane/contract";
import type { Principal } from "../../lib/access";

/** What the side checks read of a job: its two people, and the practice and member working it. */
export interface JobPeople {
  taxpayerUserId: number;
  expertUserId: number;
  /** The practice whose job it is; null for a professional working alone. */
  practiceId: number | null;
  /** The member working a practice's job. */
  assignedUserId: number | null;
}

/**
 * Whether the caller works the job on the professional's side. A solo professional's job is the
 * expert's alone. A practice's job is its members': the one assigned to it, and those whose role sees
 * every job of the practice (the role table's `allJobs`); the seat is the one read with this call, so
 * a member who left or was moved off the job has no access any more. Every "is this the job's
 * professional" check of the API asks this.
 */
export function isJobProfessional(caller: Principal, job: JobPeople): boolean {
  if (job.practiceId === null) return job.expertUserId === caller.userId;
  const seat = caller.practice;
  if (!seat || seat.practiceId !== job.practiceId) return false;
  return job.assignedUserId === caller.userId || practiceRoleMay(seat.role, "allJobs", seat.seesAllJobs);
}

/** Which jobs a professional works, as the lists' query reads it (`professionalSees`). */
export interface ProfessionalScope {
  userId: number;
  /** Their practice, or a number no practice has (0) when they work alone. */
  practiceId: number;
  allJobs: boolean;
}

/** The caller's scope: their practice and whether their role sees every job of it. */
export function professionalScope(caller: Principal): ProfessionalScope {
  const seat = caller.practice;
  return {
    userId: caller.userId,
    practiceId: seat?.practiceId ?? 0,
    allJobs: seat ? practiceRoleMay(seat.role, "allJobs", seat.seesAllJobs) : false,
  };
}

/**
 * Who on the professional's side is told what happens on the job: the member working a practice's
 * job (so a member who left or was moved off it hears nothing more), else the job's professional.
 */
export function professionalToTell(job: JobPeople): number {
  return job.practiceId === null ? job.expertUserId : (job.assignedUserId ?? job.expertUserId);
}

/** Whether the caller is the job's taxpayer. */
export function isJobTaxpayer(caller: Principal, job: Pick<JobPeople, "taxpayerUserId">): boolean {
  return job.taxpayerUserId === caller.userId;
}

/** Whether the caller is one of the job's two sides. */
export function isJobParticipant(caller: Principal, job: JobPeople): boolean {
  return isJobTaxpayer(caller, job) || isJobProfessional(caller, job);
}
