import { and, isNull, notInArray, type SQL } from "drizzle-orm";
import { taxRequests } from "../../db/schema";

/**
 * A request still open for quotes: not withdrawn, and no job begun from it (`withJobs`, from the
 * tax preparation module, which owns jobs). The taxpayer's waiting list, the experts' request lists,
 * introductions and widening all mean the same by it.
 */
export function isOpenRequest(withJobs: readonly number[]): SQL {
  const condition =
    withJobs.length === 0
      ? isNull(taxRequests.deletedAt)
      : and(isNull(taxRequests.deletedAt), notInArray(taxRequests.id, [...withJobs]));
  if (!condition) throw new Error("the open-request condition is empty");
  return condition;
}
