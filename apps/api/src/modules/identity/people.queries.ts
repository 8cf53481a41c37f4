import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { qualified } from "../../db/qualified";
import { users } from "../../db/schema";

/** `text` as a LIKE pattern that finds it anywhere, its own % _ and \ taken as themselves. */
const containing = (text: string) => `%${text.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * "The person `userId` names has `text` in their name (first and last, as shown) or e-mail, any
 * case", for another module's statement over its own rows (a practice's client list searching its
 * clients). The `users` table stays identity's.
 */
export function personMatches(userId: SQLWrapper, text: string): SQL<boolean> {
  const pattern = containing(text);
  return sql<boolean>`exists (select 1 from ${users} where ${qualified(users.id)} = ${userId}
    and (${qualified(users.firstName)} || ' ' || ${qualified(users.lastName)} ilike ${pattern}
      or ${qualified(users.email)} ilike ${pattern}))`;
}
