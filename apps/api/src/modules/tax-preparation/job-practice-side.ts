import type { JobAssignee } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import { type Person, peopleService } from "../identity";
import { practiceNameOf } from "../practices";

/** "Dana Nguyen", or the e-mail of an account without a name. */
const personName = (person: Pick<Person, "firstName" | "lastName" | "email">) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;

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
  const [name, people] = await Promise.all([
    practiceNameOf(executor, job.practiceId),
    job.assignedUserId === null ? null : peopleService.byIds(executor, [job.assignedUserId]),
  ]);
  const person = job.assignedUserId === null ? undefined : people?.get(job.assignedUserId);
  return {
    practice: name === null ? null : { id: job.practiceId, name },
    assignedTo:
      person && job.assignedUserId !== null ? { userId: job.assignedUserId, name: personName(person) } : null,
  };
}

/** The members working a list of jobs, read at once: a lookup from a job's assigned user to who they are. */
export async function assigneesOf(
  executor: Executor,
  rows: readonly { job: { assignedUserId: number | null } }[],
): Promise<(userId: number | null) => JobAssignee | null> {
  const ids = [
    ...new Set(rows.flatMap((row) => (row.job.assignedUserId === null ? [] : [row.job.assignedUserId]))),
  ];
  const people = ids.length === 0 ? new Map() : await peopleService.byIds(executor, ids);
  return (userId) => {
    const person = userId === null ? undefined : people.get(userId);
    return person && userId !== null ? { userId, name: personName(person) } : null;
  };
}
