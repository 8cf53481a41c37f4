import type { SQL, SQLWrapper } from "drizzle-orm";
import { taxPreparationJobs } from "../../db/schema";
import { practiceWorkSees } from "../../lib/practice-work";

// Its own file, reading only the schema: the queries lent to other modules use it without the
// repository (which reads the marketplace, itself reading those queries).
/**
 * The jobs a professional works, as `isJobProfessional` (`job-sides.ts`) decides for one: their own
 * solo jobs, and their practice's — every one when their role sees all, else those assigned to them.
 */
export function professionalSees(userId: SQLWrapper, practiceId: SQLWrapper, allJobs: SQLWrapper): SQL {
  const columns = {
    soloUserId: taxPreparationJobs.expertUserId,
    practiceId: taxPreparationJobs.practiceId,
    assignedUserId: taxPreparationJobs.assignedUserId,
  };
  return practiceWorkSees(columns, userId, practiceId, allJobs);
}
