import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { qualified } from "../../db/qualified";
import { requestedDocuments } from "../../db/schema";

/**
 * When the taxpayer last gave a document of a job (asked for or unasked), for another module's
 * statement (a practice's client list); read by the job's index of its documents.
 */
export function lastDocumentGiven(quoteId: SQLWrapper): SQL<Date | null> {
  return sql`(select max(${qualified(requestedDocuments.providedAt)}) from ${requestedDocuments}
    where ${qualified(requestedDocuments.quoteId)} = ${quoteId})`;
}
