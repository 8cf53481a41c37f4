import { and, count, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { recoveryCodes } from "../../db/schema";

export const recoveryCodesRepository = {
  /** Replaces every code the person had with these hashes. */
  async replaceAll(executor: Executor, userId: number, hashes: readonly string[], now: Date): Promise<void> {
    await executor.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    if (hashes.length === 0) return;
    await executor
      .insert(recoveryCodes)
      .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  },

  async countUnused(executor: Executor, userId: number): Promise<number> {
    const [row] = await executor
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return row?.left ?? 0;
  },

  /** Marks the person's unused code with this hash as used; false when there is none (wrong or spent). */
  async spend(executor: Executor, userId: number, codeHash: string, now: Date): Promise<boolean> {
    const spent = await executor
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, codeHash),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return spent.length > 0;
  },
};
