import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { correlates } from "../../db/qualified";
import { organizerFileReviews } from "../../db/schema";

/**
 * The documents module's conditions over the professional's reviews of organizer files, for other
 * modules' statements. They read only the schema, so the organizer (which the documents module reads)
 * uses them without importing documents' services.
 */

/** "The professional has not reviewed this organizer file yet" (no review row: given, not looked at). */
export function organizerFileNotReviewed(fileId: AnyColumn): SQL<boolean> {
  return sql<boolean>`not exists (select 1 from ${organizerFileReviews} where ${correlates(organizerFileReviews.fileId, fileId)})`;
}
