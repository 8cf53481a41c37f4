import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { inboundMessages } from "../../db/schema";

export type NewInboundMessage = Omit<typeof inboundMessages.$inferInsert, "id">;

export type InboundMessageRow = typeof inboundMessages.$inferSelect;

export const contactRepository = {
  /** Messages newest first, of one topic when given, older than `beforeId` when given. */
  async list(
    db: Executor,
    query: { topic?: string; beforeId?: number; limit: number },
  ): Promise<InboundMessageRow[]> {
    const conditions: SQL[] = [];
    if (query.topic) conditions.push(eq(inboundMessages.topic, query.topic));
    if (query.beforeId !== undefined) conditions.push(lt(inboundMessages.id, query.beforeId));
    return db
      .select()
      .from(inboundMessages)
      .where(and(...conditions))
      .orderBy(desc(inboundMessages.id))
      .limit(query.limit);
  },

  async existsSince(db: Executor, fingerprint: string, since: Date): Promise<boolean> {
    const rows = await db
      .select({ id: inboundMessages.id })
      .from(inboundMessages)
      .where(and(eq(inboundMessages.fingerprint, fingerprint), gte(inboundMessages.createdAt, since)))
      .limit(1);
    return rows.length > 0;
  },

  async insert(db: Executor, message: NewInboundMessage): Promise<number> {
    const [row] = await db.insert(inboundMessages).values(message).returning({ id: inboundMessages.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  },
};
