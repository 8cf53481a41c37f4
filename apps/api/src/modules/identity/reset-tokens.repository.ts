import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { passwordResetTokens } from "../../db/schema";

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

export const resetTokensRepository = {
  async insert(executor: Executor, row: Omit<typeof passwordResetTokens.$inferInsert, "id">): Promise<void> {
    await executor.insert(passwordResetTokens).values(row);
  },

  async findByHash(executor: Executor, tokenHash: string): Promise<ResetTokenRow | null> {
    const rows = await executor
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, tokenHash))
      .limit(1);
    return rows[0] ?? null;
  },

  /** Marks every open token of the user used, so a link cannot work after any reset. */
  async useAllForUser(executor: Executor, userId: number, at: Date): Promise<void> {
    await executor
      .update(passwordResetTokens)
      .set({ usedAt: at })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  },
};
