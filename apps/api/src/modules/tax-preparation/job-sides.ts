import type { Principal } from "../../lib/access";

/** What the side checks read of a job: its two people. */
export interface JobPeople {
  taxpayerUserId: number;
  expertUserId: number;
}

/**
 * Whether the caller works the job on the professional's side. Today that is the expert the job was
 * confirmed with; a practice's colleagues would be let in here, and every "is this the job's
 * professional" check of the API asks this.
 */
export function isJobProfessional(caller: Principal, job: JobPeople): boolean {
  return job.expertUserId === caller.userId;
}

/** Whether the caller is the job's taxpayer. */
export function isJobTaxpayer(caller: Principal, job: JobPeople): boolean {
  return job.taxpayerUserId === caller.userId;
}

/** Whether the caller is one of the job's two sides. */
export function isJobParticipant(caller: Principal, job: JobPeople): boolean {
  return isJobTaxpayer(caller, job) || isJobProfessional(caller, job);
}
