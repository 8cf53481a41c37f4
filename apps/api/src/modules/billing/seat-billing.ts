import type { PracticeSeats, SubscriptionStatus } from "@taxlane/contract";
import { z } from "zod";
import type { Database, Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { defineJob } from "../../plugins/jobs/job-definition";
import type { JobQueue } from "../../plugins/jobs/job-queue";
import { billingRepository, type SubscriptionRow, subscriptionsRepository } from "./billing.repository";
import { INCLUDED_MEMBERS, SEAT_PLAN_CODE, type SeatPrices, seatPricesOf } from "./plan-catalog";
import type { BillingProvider } from "./providers/provider";
import { seatBillingRepository } from "./seat-billing.repository";
import { storedIntervals } from "./subscription-state";

/** A practice's members as billing needs them: its owners (earliest first) and how many members it has. */
export interface PracticeHeadcount {
  practiceId: number;
  ownerIds: readonly number[];
  members: number;
}

/** A plan that still charges (seats are kept on a plan past due, as its renewal is retried). */
const charging: readonly SubscriptionStatus[] = ["trialing", "active", "past_due"];
/** A plan in its trial or paid up lets a practice go beyond its included members. */
const goodStanding: readonly string[] = ["trialing", "active"];

const jobSchema = z.object({ practiceId: z.int() });

/** Further members beyond the included ones. */
export const extraSeats = (members: number) => Math.max(0, members - INCLUDED_MEMBERS);

/** Why the provider refused, in its error's type and code: never the request or a person's data. */
const failureOf = (error: unknown) => {
  const { type, code } = (error ?? {}) as { type?: unknown; code?: unknown };
  const name = error instanceof Error ? error.name : "Error";
  return [typeof type === "string" ? type : name, typeof code === "string" ? code : null]
    .filter(Boolean)
    .join(": ")
    .slice(0, 200);
};

/**
 * Seats on the plan: a practice has INCLUDED_MEMBERS members included; each further one is charged on
 * the subscription of its first owner whose plan sells seats (Standard), as a second item whose
 * quantity is the further members. The practices module tells billing when its members changed (in
 * its transaction); a job tells the provider after that commits, idempotently, and tries again when
 * the provider refuses (the practice's seats show "failed" meanwhile).
 */
export function createSeatBilling(deps: {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  provider: BillingProvider;
  instance: string;
}) {
  const { db, clock, jobs, provider } = deps;

  /**
   * The first owner's plan that sells seats and still charges; `chargeable`: only one the provider
   * configured holds (a plan another provider holds still counts as a plan, but is left as it is).
   */
  async function payerOf(
    executor: Executor,
    ownerIds: readonly number[],
    chargeable: boolean,
  ): Promise<{ row: SubscriptionRow; prices: SeatPrices } | null> {
    for (const ownerId of ownerIds) {
      const row = await subscriptionsRepository.findByUser(executor, ownerId);
      if (!row || (chargeable && row.provider !== provider.name)) continue;
      if (!charging.includes(row.status as SubscriptionStatus)) continue;
      const plan = await billingRepository.findPlan(executor, row.planId);
      const prices = plan && seatPricesOf(plan);
      if (prices) return { row, prices };
    }
    return null;
  }

  /** Takes the seats off a subscription that no longer pays for them (its owner left or was demoted). */
  async function takeOff(executor: Executor, subscriptionId: string, practiceId: number, version: number) {
    const row = await subscriptionsRepository.lockByProviderId(executor, subscriptionId);
    const plan = row && row.status !== "canceled" && (await billingRepository.findPlan(executor, row.planId));
    const prices = plan && seatPricesOf(plan);
    if (!row || !prices) return;
    await provider.setSeatQuantity(executor, subscriptionId, {
      quantity: 0,
      prices,
      idempotencyKey: `seats-${practiceId}-0-v${version}-off`,
    });
  }

  /** Tells the provider the practice's seats as they are now (any version behind them is covered). */
  async function sync(practiceId: number): Promise<void> {
    try {
      await db.transaction(async (tx) => {
        // Locked while the provider is told: two syncs of one practice never cross.
        const row = await seatBillingRepository.lock(tx, practiceId);
        if (!row || row.syncedVersion >= row.version) return;
        const quantity = extraSeats(row.members);
        const payer = await payerOf(tx, row.ownerIds, true);
        const subscriptionId = payer?.row.providerSubscriptionId ?? null;
        if (row.subscriptionId && row.subscriptionId !== subscriptionId && row.syncedQuantity > 0) {
          await takeOff(tx, row.subscriptionId, practiceId, row.version);
        }
        if (payer && subscriptionId) {
          await provider.setSeatQuantity(tx, subscriptionId, {
            quantity,
            prices: payer.prices,
            idempotencyKey: `seats-${practiceId}-${quantity}-v${row.version}`,
          });
        }
        await seatBillingRepository.markSynced(
          tx,
          practiceId,
          { version: row.version, quantity: payer ? quantity : 0, subscriptionId },
          clock.now(),
        );
      });
    } catch (error) {
      await seatBillingRepository.markFailed(db, practiceId, failureOf(error), clock.now());
      throw error;
    }
  }

  const queue = `billing.seats.${deps.instance}`;
  const syncJob = jobs.handle(
    defineJob({ name: queue, schema: jobSchema, handler: (job) => sync(job.practiceId) }),
  );

  /**
   * The practice's members changed: recorded in the caller's transaction with a job to tell the
   * provider, so the provider hears of it only once the change committed, and surely.
   */
  async function membersChanged(executor: Executor, count: PracticeHeadcount): Promise<void> {
    const { practiceId, ownerIds, members } = count;
    await seatBillingRepository.recordChange(
      executor,
      { practiceId, ownerIds: [...ownerIds], members },
      clock.now(),
    );
    await jobs.send(executor, syncJob, { practiceId }, { retryLimit: 8, retryDelay: 30, retryBackoff: true });
  }

  return {
    queue,
    sync,

    /** What the practice's members cost, for its page; the Standard plan's monthly price without a payer. */
    async seatsOf(executor: Executor, count: PracticeHeadcount): Promise<PracticeSeats> {
      const payer = await payerOf(executor, count.ownerIds, false);
      const interval = payer ? storedIntervals(payer.row).interval : "month";
      const prices = payer?.prices ?? seatPricesOf({ code: SEAT_PLAN_CODE });
      const row = await seatBillingRepository.find(executor, count.practiceId);
      const behind = row !== undefined && row.syncedVersion < row.version;
      return {
        included: INCLUDED_MEMBERS,
        used: count.members,
        extra: extraSeats(count.members),
        pricePerSeatCents: prices ? prices[interval] : 0,
        interval,
        canAddBeyond: payer !== null && goodStanding.includes(payer.row.status),
        billing: !behind ? "done" : row.failure ? "failed" : "pending",
      };
    },

    /**
     * An owner's plan began, changed plan or status (a late subscription to Standard, a plan that
     * ended): the seats of each practice they own are charged again, on whichever owner's plan pays
     * now. Called in the transaction that wrote the plan; a practice with no seat change recorded has
     * had none beyond its included members, so nothing to charge.
     */
    async ownerPlanChanged(executor: Executor, userId: number): Promise<void> {
      for (const row of await seatBillingRepository.ownedBy(executor, userId)) {
        await membersChanged(executor, row);
      }
    },

    membersChanged,
  };
}

export type SeatBilling = ReturnType<typeof createSeatBilling>;
