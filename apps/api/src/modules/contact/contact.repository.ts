import { and, eq, gte } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { inboundMessages } from "../../db/schema";

export type NewInboundMessage = Omit<typeof inboundMessages.$inferInsert, "id">;

export const contactRepository = {
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
