import { and, eq, gt, isNull } from "drizzle-orm";
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

  /** Uses the link up if it still works (unused, unexpired); answers its user, or null. */
  async useOnce(executor: Executor, tokenHash: string, at: Date): Promise<number | null> {
    const [row] = await executor
      .update(passwordResetTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, at),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    return row?.userId ?? null;
  },

  /** Marks every open token of the user used, so a link cannot work after any reset. */
  async useAllForUser(executor: Executor, userId: number, at: Date): Promise<void> {
    await executor
      .update(passwordResetTokens)
      .set({ usedAt: at })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  },
};
