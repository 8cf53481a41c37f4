import type { Executor } from "../../db/client";
import { receiptsRepository, subscriptionsRepository } from "./billing.repository";
import { unlocksQuotes } from "./subscription-state";

/**
 * What other modules read of a person's plan (the `subscriptions` table stays billing's): whether
 * it unlocks sending quotes (in its trial or paid up).
 */
export const subscriptionRecords = {
  async canSendQuotes(executor: Executor, userId: number): Promise<boolean> {
    const row = await subscriptionsRepository.findByUser(executor, userId);
    return unlocksQuotes(row?.status as Parameters<typeof unlocksQuotes>[0]);
  },

  /** The person's plan and every receipt (invoices paid): their data export. */
  async exportOf(executor: Executor, userId: number) {
    const [subscription, receipts] = await Promise.all([
      subscriptionsRepository.findByUser(executor, userId),
      receiptsRepository.listByUser(executor, userId),
    ]);
    return { subscription: subscription ?? null, receipts };
  },
};
