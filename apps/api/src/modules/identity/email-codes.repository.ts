import { and, eq, gt } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { emailCodeSends, emailCodes } from "../../db/schema";

export type EmailCodeRow = typeof emailCodes.$inferSelect;

export const emailCodesRepository = {
  /** Replaces any earlier code for the address and purpose. */
  async replace(executor: Executor, row: Omit<typeof emailCodes.$inferInsert, "id">): Promise<void> {
    await executor
      .insert(emailCodes)
      .values(row)
      .onConflictDoUpdate({
        target: [emailCodes.email, emailCodes.purpose],
        set: {
          codeHash: row.codeHash,
          createdAt: row.createdAt,
          expiresAt: row.expiresAt,
          failedAttempts: 0,
          consumedAt: null,
        },
      });
  },

  async find(executor: Executor, email: string, purpose: string): Promise<EmailCodeRow | null> {
    const rows = await executor
      .select()
      .from(emailCodes)
      .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
      .limit(1);
    return rows[0] ?? null;
  },

  async countFailure(executor: Executor, id: number, failedAttempts: number): Promise<void> {
    await executor.update(emailCodes).set({ failedAttempts }).where(eq(emailCodes.id, id));
  },

  async consume(executor: Executor, id: number, at: Date): Promise<void> {
    await executor.update(emailCodes).set({ consumedAt: at }).where(eq(emailCodes.id, id));
  },

  async consumeFor(executor: Executor, email: string, purpose: string, at: Date): Promise<void> {
    await executor
      .update(emailCodes)
      .set({ consumedAt: at })
      .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)));
  },

  async recordSend(executor: Executor, email: string, purpose: string, sentAt: Date): Promise<void> {
    await executor.insert(emailCodeSends).values({ email, purpose, sentAt });
  },

  async sendsSince(executor: Executor, email: string, purpose: string, since: Date): Promise<Date[]> {
    const rows = await executor
      .select({ sentAt: emailCodeSends.sentAt })
      .from(emailCodeSends)
      .where(
        and(
          eq(emailCodeSends.email, email),
          eq(emailCodeSends.purpose, purpose),
          gt(emailCodeSends.sentAt, since),
        ),
      );
    return rows.map((row) => row.sentAt);
  },
};
