import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { qualified } from "../../db/qualified";
import { chatConnections } from "../../db/schema";

/**
 * When a taxpayer and any of these professionals last wrote to each other, either way, for another
 * module's statement (a practice's client list): the conversations' own `last_message_at`, one probe
 * of the pair's unique index per professional, never a scan of the messages.
 */
export function lastMessageBetween(
  taxpayerUserId: SQLWrapper,
  professionalIds: SQLWrapper,
): SQL<Date | null> {
  return sql`(select max(${qualified(chatConnections.lastMessageAt)}) from ${chatConnections}
    where ${qualified(chatConnections.taxpayerUserId)} = ${taxpayerUserId}
      and ${qualified(chatConnections.expertUserId)} in (${professionalIds}))`;
}
