import { and, isNull, type SQL } from "drizzle-orm";
import { taxRequests } from "../../db/schema";
import { jobQueries } from "../tax-preparation/jobs.queries";

/**
 * A request still open for quotes: not withdrawn, and no job begun from it (the tax preparation
 * module, which owns jobs, gives that condition). The taxpayer's waiting list, introductions and
 * widening all mean the same by it; it is part of their own statement, so none of them first reads
 * the ids of every request to ask which began a job.
 */
export function isOpenRequest(): SQL {
  const condition = and(isNull(taxRequests.deletedAt), jobQueries.noJobBegunFrom(taxRequests.id));
  if (!condition) throw new Error("the open-request condition is empty");
  return condition;
}
