import type { JobAssignee } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import { assigneesOf, practiceNameOf } from "../practices";

/** A practice's job as both sides read who works it: the practice and its member on the job. */
export interface JobPracticeSide {
  practice: { id: number; name: string } | null;
  assignedTo: JobAssignee | null;
}

/** The practice and member of a job (both null for a solo professional's job). */
export async function jobPracticeSide(
  executor: Executor,
  job: { practiceId: number | null; assignedUserId: number | null },
): Promise<JobPracticeSide> {
  if (job.practiceId === null) return { practice: null, assignedTo: null };
  const [name, assignees] = await Promise.all([
    practiceNameOf(executor, job.practiceId),
    assigneesOf(executor, [job.assignedUserId]),
  ]);
  return {
    practice: name === null ? null : { id: job.practiceId, name },
    assignedTo: assignees(job.assignedUserId),
  };
}
