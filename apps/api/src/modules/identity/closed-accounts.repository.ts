import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema";

/** Closing and, seven years on, removing an account's row. */
export const closedAccountsRepository = {
  async close(
    executor: Executor,
    userId: number,
    change: { email: string; passwordHash: string; closedAt: Date },
  ): Promise<void> {
    await executor
      .update(users)
      .set({
        email: change.email,
        passwordHash: change.passwordHash,
        closedAt: change.closedAt,
        phoneNumber: null,
        birthDate: null,
        timeZone: null,
        avatarFileId: null,
        avatarThumbnail: null,
        mayCallDirectly: false,
        twoFactorEnabled: false,
      })
      .where(eq(users.id, userId));
  },

  async remove(executor: Executor, userId: number): Promise<void> {
    await executor.delete(users).where(eq(users.id, userId));
  },
};
