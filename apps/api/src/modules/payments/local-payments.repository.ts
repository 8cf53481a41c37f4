import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { localPaymentSessions, localPayoutAccounts } from "../../db/schema";

export type LocalPayoutAccountRow = typeof localPayoutAccounts.$inferSelect;
export type LocalPaymentSessionRow = typeof localPaymentSessions.$inferSelect;
type SessionChange = Partial<Omit<typeof localPaymentSessions.$inferInsert, "id" | "paymentIntentId">>;

/** The local test provider's connected accounts and checkouts: the only code that touches its tables. */
export const localPaymentsRepository = {
  async insertAccount(executor: Executor, row: typeof localPayoutAccounts.$inferInsert): Promise<void> {
    await executor.insert(localPayoutAccounts).values(row);
  },

  async findAccount(executor: Executor, id: string): Promise<LocalPayoutAccountRow | null> {
    const [row] = await executor
      .select()
      .from(localPayoutAccounts)
      .where(eq(localPayoutAccounts.id, id))
      .limit(1);
    return row ?? null;
  },

  async lockAccount(executor: Executor, id: string): Promise<LocalPayoutAccountRow | null> {
    const [row] = await executor
      .select()
      .from(localPayoutAccounts)
      .where(eq(localPayoutAccounts.id, id))
      .limit(1)
      .for("update");
    return row ?? null;
  },

  async updateAccount(
    executor: Executor,
    id: string,
    change: Pick<LocalPayoutAccountRow, "businessName" | "bankLast4" | "detailsSubmitted" | "updatedAt">,
  ): Promise<void> {
    await executor.update(localPayoutAccounts).set(change).where(eq(localPayoutAccounts.id, id));
  },

  async insertSession(executor: Executor, row: typeof localPaymentSessions.$inferInsert): Promise<void> {
    await executor.insert(localPaymentSessions).values(row);
  },

  async findSession(executor: Executor, id: string): Promise<LocalPaymentSessionRow | null> {
    const [row] = await executor
      .select()
      .from(localPaymentSessions)
      .where(eq(localPaymentSessions.id, id))
      .limit(1);
    return row ?? null;
  },

  /** The checkout, locked until the transaction ends: paying, expiring and refunding it go one at a time. */
  async lockSession(executor: Executor, id: string): Promise<LocalPaymentSessionRow | null> {
    const [row] = await executor
      .select()
      .from(localPaymentSessions)
      .where(eq(localPaymentSessions.id, id))
      .limit(1)
      .for("update");
    return row ?? null;
  },

  async findByIntent(executor: Executor, paymentIntentId: string): Promise<LocalPaymentSessionRow | null> {
    const [row] = await executor
      .select()
      .from(localPaymentSessions)
      .where(eq(localPaymentSessions.paymentIntentId, paymentIntentId))
      .limit(1);
    return row ?? null;
  },

  async lockByIntent(executor: Executor, paymentIntentId: string): Promise<LocalPaymentSessionRow | null> {
    const [row] = await executor
      .select()
      .from(localPaymentSessions)
      .where(eq(localPaymentSessions.paymentIntentId, paymentIntentId))
      .limit(1)
      .for("update");
    return row ?? null;
  },

  /** The checkout opened with this idempotency key (kept in its metadata), if any. */
  async findByIdempotencyKey(executor: Executor, key: string): Promise<LocalPaymentSessionRow | null> {
    const [row] = await executor
      .select()
      .from(localPaymentSessions)
      .where(sql`${localPaymentSessions.metadata}->>'idempotencyKey' = ${key}`)
      .limit(1);
    return row ?? null;
  },

  async updateSession(executor: Executor, id: string, change: SessionChange): Promise<void> {
    await executor.update(localPaymentSessions).set(change).where(eq(localPaymentSessions.id, id));
  },
};
