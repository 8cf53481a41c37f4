import type { SQL, SQLWrapper } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { taxPreparationJobs } from "../../db/schema";

// Its own file, reading only the schema: the queries lent to other modules use it without the
// repository (which reads the marketplace, itself reading those queries).
/**
 * The jobs a professional works, as `isJobProfessional` (`job-sides.ts`) decides for one: their own
 * solo jobs, and their practice's — every one when their role sees all, else those assigned to them.
 */
export function professionalSees(userId: SQLWrapper, practiceId: SQLWrapper, allJobs: SQLWrapper): SQL {
  return sql`((${taxPreparationJobs.practiceId} is null and ${taxPreparationJobs.expertUserId} = ${userId})
    or (${taxPreparationJobs.practiceId} = ${practiceId}
      and (${allJobs} or ${taxPreparationJobs.assignedUserId} = ${userId})))`;
}
