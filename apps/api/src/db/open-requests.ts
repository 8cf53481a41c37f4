import { and, eq, isNull, notExists, type SQL, sql } from "drizzle-orm";
import type { Executor } from "./client";
import { taxPreparationJobs, taxRequests } from "./schema";

/**
 * A request still open for quotes: not withdrawn, and no job begun from it. The taxpayer's waiting
 * list, the experts' request lists, introductions and widening all mean the same by it.
 */
export function isOpenRequest(db: Executor): SQL {
  const condition = and(
    isNull(taxRequests.deletedAt),
    notExists(
      db
        .select({ one: sql`1` })
        .from(taxPreparationJobs)
        .where(eq(taxPreparationJobs.requestId, taxRequests.id)),
    ),
  );
  if (!condition) throw new Error("the open-request condition is empty");
  return condition;
}
