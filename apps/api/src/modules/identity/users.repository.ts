import { and, eq, sql } from "drizzle-orm";
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
    changes: Partial<
      Pick<
        UserRow,
        | "passwordHash"
        | "twoFactorEnabled"
        | "firstName"
        | "lastName"
        | "phoneNumber"
        | "birthDate"
        | "email"
        | "avatarFileId"
        | "avatarThumbnail"
      >
    >,
  ): Promise<boolean> {
    // A new e-mail that another account took meanwhile fails the unique index: report it, not a 500.
    const rows = await executor
      .update(users)
      .set(changes)
      .where(
        changes.email === undefined
          ? eq(users.id, id)
          : and(
              eq(users.id, id),
              sql`not exists (select 1 from ${users} other where lower(other.email) = ${changes.email.toLowerCase()} and other.id <> ${id})`,
            ),
      )
      .returning({ id: users.id });
    return rows.length > 0;
  },
};
