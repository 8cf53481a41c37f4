import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { lockRecord } from "../../db/record-lock";
import { paymentSettings, payoutAccounts, platformFee } from "../../db/schema";

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;

/** Payout accounts, professionals' payment settings and the operator's fee. */
export const payoutsRepository = {
  async find(executor: Executor, userId: number): Promise<PayoutAccountRow | null> {
    const [row] = await executor
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, userId))
      .limit(1);
    return row ?? null;
  },

  /** Holds the professional's payouts until the transaction ends: connecting twice at once makes one account. */
  lockOwner(executor: Executor, userId: number): Promise<void> {
    return lockRecord(executor, "payout-account", userId);
  },

  async findByAccount(executor: Executor, accountId: string): Promise<PayoutAccountRow | null> {
    const [row] = await executor
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.accountId, accountId))
      .limit(1);
    return row ?? null;
  },

  async insert(executor: Executor, row: typeof payoutAccounts.$inferInsert): Promise<void> {
    await executor.insert(payoutAccounts).values(row);
  },

  async update(executor: Executor, userId: number, change: Partial<typeof payoutAccounts.$inferInsert>) {
    await executor.update(payoutAccounts).set(change).where(eq(payoutAccounts.userId, userId));
  },

  async settingsOf(executor: Executor, userId: number): Promise<PaymentSettingsRow | null> {
    const [row] = await executor
      .select()
      .from(paymentSettings)
      .where(eq(paymentSettings.userId, userId))
      .limit(1);
    return row ?? null;
  },

  async saveSettings(
    executor: Executor,
    row: typeof paymentSettings.$inferInsert,
  ): Promise<PaymentSettingsRow> {
    const [saved] = await executor
      .insert(paymentSettings)
      .values(row)
      .onConflictDoUpdate({
        target: paymentSettings.userId,
        set: {
          releaseOnPayment: row.releaseOnPayment,
          reminderEveryDays: row.reminderEveryDays,
          keepDepositOnCancel: row.keepDepositOnCancel,
          updatedAt: row.updatedAt,
        },
      })
      .returning();
    if (!saved) throw new Error("the payment settings were not saved");
    return saved;
  },

  /** Taxlane's fee in basis points (0 until the operator sets one). */
  async feeBasisPoints(executor: Executor): Promise<number> {
    const [row] = await executor.select().from(platformFee).where(eq(platformFee.id, 1)).limit(1);
    return row?.basisPoints ?? 0;
  },

  async saveFee(executor: Executor, basisPoints: number, byUserId: number, now: Date): Promise<void> {
    await executor
      .insert(platformFee)
      .values({ id: 1, basisPoints, updatedAt: now, updatedByUserId: byUserId })
      .onConflictDoUpdate({
        target: platformFee.id,
        set: { basisPoints, updatedAt: now, updatedByUserId: byUserId },
      });
  },
};
