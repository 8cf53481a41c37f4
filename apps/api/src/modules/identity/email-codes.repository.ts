import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { emailCodeSends, emailCodes } from "../../db/schema";

export type EmailCodeRow = typeof emailCodes.$inferSelect;

interface CodeLookup {
  email: string;
  purpose: string;
  maxTries: number;
  now: Date;
}

/** The address's code for the purpose, while it can be entered: unused, unexpired, tries left. */
const canStillBeEntered = (code: CodeLookup) =>
  and(
    eq(emailCodes.email, code.email),
    eq(emailCodes.purpose, code.purpose),
    isNull(emailCodes.consumedAt),
    lt(emailCodes.failedAttempts, code.maxTries),
    gt(emailCodes.expiresAt, code.now),
  );

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

  /**
   * Takes one try of the address's code, if it is unused, unexpired and has tries left, and answers
   * it; null otherwise. One statement, so guesses sent at once each take their own try: a code
   * is compared at most `maxTries` times, however the guesses arrive.
   */
  async takeTry(executor: Executor, code: CodeLookup): Promise<EmailCodeRow | null> {
    const [row] = await executor
      .update(emailCodes)
      .set({ failedAttempts: sql`${emailCodes.failedAttempts} + 1` })
      .where(canStillBeEntered(code))
      .returning();
    return row ?? null;
  },

  /**
   * When the address's code for the purpose was made, if it can still be entered: unused, unexpired
   * and with tries left. Reads only; takes no try.
   */
  async liveCreatedAt(executor: Executor, code: CodeLookup): Promise<Date | null> {
    const [row] = await executor
      .select({ createdAt: emailCodes.createdAt })
      .from(emailCodes)
      .where(canStillBeEntered(code))
      .limit(1);
    return row?.createdAt ?? null;
  },

  /** Gives back the try a right code took: only wrong guesses count against it. */
  async giveBackTry(executor: Executor, id: number): Promise<void> {
    await executor
      .update(emailCodes)
      .set({ failedAttempts: sql`greatest(${emailCodes.failedAttempts} - 1, 0)` })
      .where(eq(emailCodes.id, id));
  },

  /** Uses the code up unless it already is; answers whether this call used it. */
  async consume(executor: Executor, id: number, at: Date): Promise<boolean> {
    const used = await executor
      .update(emailCodes)
      .set({ consumedAt: at })
      .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
      .returning({ id: emailCodes.id });
    return used.length > 0;
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
