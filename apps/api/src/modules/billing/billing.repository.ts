import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { lockRecord } from "../../db/record-lock";
import {
  billingEvents,
  billingReceipts,
  localCheckoutSessions,
  localSubscriptions,
  plans,
  subscriptions,
} from "../../db/schema";

export type PlanRow = typeof plans.$inferSelect;
export type NewPlan = Omit<typeof plans.$inferInsert, "id">;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionValues = Omit<
  typeof subscriptions.$inferInsert,
  "id" | "createdAt" | "trialReminderFor" | "renewalNoticeFor"
>;
export type BillingEventRow = typeof billingEvents.$inferSelect;

// Read by every quote a professional sends (their plan unlocks quotes).
const subscriptionOfUser = preparedPerDatabase((db: Executor) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder("userId")))
    .prepare("subscription_of_user"),
);
export type ReceiptRow = typeof billingReceipts.$inferSelect;

export type LocalSessionRow = typeof localCheckoutSessions.$inferSelect;
export type LocalSubscriptionRow = typeof localSubscriptions.$inferSelect;

export const billingRepository = {
  async listPlans(db: Executor): Promise<PlanRow[]> {
    return db.select().from(plans).orderBy(asc(plans.id));
  },

  async findPlan(db: Executor, id: number): Promise<PlanRow | undefined> {
    const [row] = await db.select().from(plans).where(eq(plans.id, id));
    return row;
  },

  async findPlanByCode(db: Executor, code: string): Promise<PlanRow | undefined> {
    const [row] = await db.select().from(plans).where(eq(plans.code, code));
    return row;
  },

  /** Adds the plans whose code is not there yet; existing plans (and their prices) are left as they are. */
  async insertMissingPlans(db: Executor, rows: readonly NewPlan[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insert(plans)
      .values([...rows])
      .onConflictDoNothing({ target: plans.code });
  },

  /** Every plan with its count of live (not canceled) subscriptions, for the operator console. */
  async listPlansWithSubscribers(db: Executor): Promise<(PlanRow & { subscribers: number })[]> {
    const counts = await db
      .select({ planId: subscriptions.planId, subscribers: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(ne(subscriptions.status, "canceled"))
      .groupBy(subscriptions.planId);
    const byPlan = new Map(counts.map((row) => [row.planId, Number(row.subscribers)]));
    const rows = await db.select().from(plans).orderBy(asc(plans.id));
    return rows.map((row) => ({ ...row, subscribers: byPlan.get(row.id) ?? 0 }));
  },

  async updatePlan(
    db: Executor,
    id: number,
    values: Pick<PlanRow, "name" | "monthlyPrice" | "yearlyPrice" | "active">,
  ): Promise<boolean> {
    const rows = await db.update(plans).set(values).where(eq(plans.id, id)).returning({ id: plans.id });
    return rows.length > 0;
  },

  /** Deletes the plans with these codes; returns how many there were. */
  async deletePlansByCode(db: Executor, codes: readonly string[]): Promise<number> {
    if (codes.length === 0) return 0;
    const deleted = await db
      .delete(plans)
      .where(inArray(plans.code, [...codes]))
      .returning({ id: plans.id });
    return deleted.length;
  },
};

export const subscriptionsRepository = {
  async findByUser(db: Executor, userId: number): Promise<SubscriptionRow | undefined> {
    const [row] = await subscriptionOfUser(db).execute({ userId });
    return row;
  },

  async lockByUser(db: Executor, userId: number): Promise<SubscriptionRow | undefined> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for("update");
    return row;
  },

  async lockByProviderId(db: Executor, providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
      .for("update");
    return row;
  },

  /** Writes the provider's state of a person's subscription (a newer subscription replaces an ended one). */
  async upsert(db: Executor, values: SubscriptionValues, now: Date): Promise<void> {
    await db
      .insert(subscriptions)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  },

  async findById(db: Executor, id: number): Promise<SubscriptionRow | undefined> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return row;
  },

  /**
   * Trials ending after `now` and by `until`. One whose reminder went out before the reminders
   * engine sent them (`trial_reminder_for`) is left out: it is not reminded twice.
   */
  async trialsEndingBy(db: Executor, now: Date, until: Date): Promise<SubscriptionRow[]> {
    return db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, "trialing"),
          eq(subscriptions.cancelAtPeriodEnd, false),
          gt(subscriptions.currentPeriodEnd, now),
          lte(subscriptions.currentPeriodEnd, until),
          or(
            isNull(subscriptions.trialReminderFor),
            ne(subscriptions.trialReminderFor, subscriptions.currentPeriodEnd),
          ),
        ),
      );
  },

  /** Yearly terms ending between `from` and `until` (none noticed by `renewal_notice_for` already). */
  async yearlyTermsEndingBetween(db: Executor, from: Date, until: Date): Promise<SubscriptionRow[]> {
    return db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, "active"),
          eq(subscriptions.cancelAtPeriodEnd, false),
          eq(subscriptions.interval, "year"),
          gt(subscriptions.currentPeriodEnd, from),
          lte(subscriptions.currentPeriodEnd, until),
          or(
            isNull(subscriptions.renewalNoticeFor),
            ne(subscriptions.renewalNoticeFor, subscriptions.currentPeriodEnd),
          ),
        ),
      );
  },
};

export const billingEventsRepository = {
  /** Records an event once; false when its id is already in the ledger (a replay). */
  async insertOnce(db: Executor, row: Omit<BillingEventRow, "processedAt" | "outcome">): Promise<boolean> {
    const inserted = await db
      .insert(billingEvents)
      .values(row)
      .onConflictDoNothing({ target: billingEvents.id })
      .returning({ id: billingEvents.id });
    return inserted.length > 0;
  },

  async lock(db: Executor, id: string): Promise<BillingEventRow | undefined> {
    const [row] = await db.select().from(billingEvents).where(eq(billingEvents.id, id)).for("update");
    return row;
  },

  async find(db: Executor, id: string): Promise<BillingEventRow | undefined> {
    const [row] = await db.select().from(billingEvents).where(eq(billingEvents.id, id));
    return row;
  },

  async markProcessed(db: Executor, id: string, outcome: string, at: Date): Promise<void> {
    await db.update(billingEvents).set({ processedAt: at, outcome }).where(eq(billingEvents.id, id));
  },
};

export const receiptsRepository = {
  async insertOnce(db: Executor, row: Omit<ReceiptRow, "id">): Promise<void> {
    await db
      .insert(billingReceipts)
      .values(row)
      .onConflictDoNothing({ target: billingReceipts.providerInvoiceId });
  },

  async listByUser(db: Executor, userId: number): Promise<ReceiptRow[]> {
    return db
      .select()
      .from(billingReceipts)
      .where(eq(billingReceipts.userId, userId))
      .orderBy(desc(billingReceipts.paidAt), desc(billingReceipts.id));
  },
};

export const localProviderRepository = {
  async insertSession(db: Executor, row: LocalSessionRow): Promise<void> {
    await db.insert(localCheckoutSessions).values(row);
  },

  async lockSession(db: Executor, id: string): Promise<LocalSessionRow | undefined> {
    const [row] = await db
      .select()
      .from(localCheckoutSessions)
      .where(eq(localCheckoutSessions.id, id))
      .for("update");
    return row;
  },

  async findSession(db: Executor, id: string): Promise<LocalSessionRow | undefined> {
    const [row] = await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, id));
    return row;
  },

  async updateSession(
    db: Executor,
    id: string,
    set: Partial<Pick<LocalSessionRow, "status" | "declineCode" | "subscriptionId">>,
  ) {
    await db.update(localCheckoutSessions).set(set).where(eq(localCheckoutSessions.id, id));
  },

  async insertSubscription(db: Executor, row: LocalSubscriptionRow): Promise<void> {
    await db.insert(localSubscriptions).values(row);
  },

  async lockSubscription(db: Executor, id: string): Promise<LocalSubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.id, id))
      .for("update");
    return row;
  },

  async findSubscription(db: Executor, id: string): Promise<LocalSubscriptionRow | undefined> {
    const [row] = await db.select().from(localSubscriptions).where(eq(localSubscriptions.id, id));
    return row;
  },

  async updateSubscription(db: Executor, id: string, state: unknown, now: Date): Promise<void> {
    await db.update(localSubscriptions).set({ state, updatedAt: now }).where(eq(localSubscriptions.id, id));
  },

  /**
   * The person's subscriptions, once no other transaction is starting one for them: a lock per
   * person held until the caller's transaction ends, so two checkouts paid at once see each other.
   */
  async lockSubscriptionsOfUser(db: Executor, userId: number): Promise<LocalSubscriptionRow[]> {
    await lockRecord(db, "local-checkout", userId);
    return db.select().from(localSubscriptions).where(eq(localSubscriptions.userId, userId));
  },

  async listIds(db: Executor): Promise<string[]> {
    const rows = await db.select({ id: localSubscriptions.id }).from(localSubscriptions);
    return rows.map((row) => row.id);
  },
};
