import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

export const usersRepository = {
  async findByEmail(executor: Executor, email: string): Promise<UserRow | null> {
    const rows = await executor
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return rows[0] ?? null;
  },

  async findById(executor: Executor, id: number): Promise<UserRow | null> {
    const rows = await executor.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0] ?? null;
  },

  /** `null` when the e-mail is taken (the unique index decides, so two sign-ups cannot race). */
  async insert(executor: Executor, row: typeof users.$inferInsert): Promise<UserRow | null> {
    const [inserted] = await executor.insert(users).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  async update(
    executor: Executor,
    id: number,
    changes: Partial<Pick<UserRow, "passwordHash" | "twoFactorEnabled">>,
  ): Promise<void> {
    await executor.update(users).set(changes).where(eq(users.id, id));
  },
};
