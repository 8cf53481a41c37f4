import type { Principal } from "../../lib/access";
import {
  type PracticeWork,
  type ProfessionalScope,
  professionalScope,
  workerToTell,
  worksOn,
} from "../../lib/practice-work";

/** What the side checks read of a job: its two people, and the practice and member working it. */
export interface JobPeople {
  taxpayerUserId: number;
  expertUserId: number;
  /** The practice whose job it is; null for a professional working alone. */
  practiceId: number | null;
  /** The member working a practice's job. */
  assignedUserId: number | null;
}

/** A job as the practice's work rule (`lib/practice-work.ts`) reads it: its expert works it alone. */
const workOf = (job: JobPeople): PracticeWork => ({
  soloUserId: job.expertUserId,
  practiceId: job.practiceId,
  assignedUserId: job.assignedUserId,
});

/**
 * Whether the caller works the job on the professional's side. A solo professional's job is the
 * expert's alone. A practice's job is its members': the one assigned to it, and those whose role sees
 * every job of the practice (the role table's `allJobs`); the seat is the one read with this call, so
 * a member who left or was moved off the job has no access any more. Every "is this the job's
 * professional" check of the API asks this; requests and quotes follow the same rule.
 */
export function isJobProfessional(caller: Principal, job: JobPeople): boolean {
  return worksOn(caller, workOf(job));
}

/** Which jobs a professional works, as the lists' query reads it (`professionalSees`). */
export { type ProfessionalScope, professionalScope };

/**
 * Who on the professional's side is told what happens on the job: the member working a practice's
 * job (so a member who left or was moved off it hears nothing more), else the job's professional.
 */
export function professionalToTell(job: JobPeople): number {
  return workerToTell(workOf(job));
}

/** Whether the caller is the job's taxpayer. */
export function isJobTaxpayer(caller: Principal, job: Pick<JobPeople, "taxpayerUserId">): boolean {
  return job.taxpayerUserId === caller.userId;
}

/** Whether the caller is one of the job's two sides. */
export function isJobParticipant(caller: Principal, job: JobPeople): boolean {
  return isJobTaxpayer(caller, job) || isJobProfessional(caller, job);
}
