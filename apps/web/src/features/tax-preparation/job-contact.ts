import type { TaxPreparationDetail } from "@taxlane/contract";
import { personName } from "../../lib/format";

/**
 * Whom the taxpayer messages and books with on a job: the member working a practice's job (the API
 * routes both to them), else the professional they hired.
 */
export function jobContact(job: Pick<TaxPreparationDetail, "accountant" | "practice" | "assignedTo">): {
  id: number;
  name: string;
} {
  if (job.practice && job.assignedTo) return { id: job.assignedTo.userId, name: job.assignedTo.name };
  return { id: job.accountant.id, name: personName(job.accountant.firstName, job.accountant.lastName) };
}
