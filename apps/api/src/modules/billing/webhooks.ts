import { t } from "@taxlane/contract/i18n";
import { z } from "zod";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { defineJob } from "../../plugins/jobs/job-definition";
import type { JobQueue } from "../../plugins/jobs/job-queue";
import { billingEventsRepository, receiptsRepository, subscriptionsRepository } from "./billing.repository";
import { claimPaymentLink } from "./payment-links";
import type { PlanNotices } from "./plan-notices";
import type {
  BillingEventData,
  BillingProvider,
  EventObjectRef,
  ProviderSubscription,
} from "./providers/provider";
import type { SeatBilling } from "./seat-billing";

/**
 * Takes the events billing has no use for (a payment's checkout, payment intent, refund, dispute or
 * connected account), in the processing's transaction; answers what it did ("applied", "ignored"…).
 */
export type EventConsumer = (executor: Executor, type: string, object: EventObjectRef) => Promise<string>;

const jobSchema = z.object({ eventId: z.string() });

/** The queue of a data folder's webhook events: the processes that took them in work them. */
export const webhookQueue = (instance: string) => `billing.webhook.${instance}`;

const badSignature = () => new AppError("BAD_REQUEST", t("operator.webhookSignatureInvalid"));

/**
 * Writes the provider's state of a subscription into billing's row (in the caller's transaction).
 * The state is always read back from the provider, so events arriving late, twice or out of order
 * leave the row as the provider has it now. A subscription that ended does not replace a newer one,
 * and a second live one (two checkouts of one person paid at once) does not replace the first: it
 * is answered "duplicate", for the caller to end at the provider.
 */
export async function applySubscription(
  executor: Executor,
  sub: ProviderSubscription,
  provider: string,
  now: Date,
) {
  if (sub.status === null) return "ignored";
  const current = await subscriptionsRepository.lockByUser(executor, sub.userId);
  // The person holds another live plan: this one, ended, is older news; live, it is a second one.
  if (current && current.providerSubscriptionId !== sub.id && current.status !== "canceled") {
    return sub.status === "canceled" ? "stale" : "duplicate";
  }
  await subscriptionsRepository.upsert(
    executor,
    {
      userId: sub.userId,
      planId: sub.planId,
      provider,
      providerSubscriptionId: sub.id,
      providerCustomerId: sub.customerId,
      interval: sub.interval,
      pendingInterval: sub.pendingInterval,
      // A provider that does not say keeps the price known before.
      price: sub.price ?? (current?.providerSubscriptionId === sub.id ? current.price : null),
      pendingPrice: sub.pendingPrice,
      status: sub.status,
      trialEndsAt: sub.trialEndsAt,
      currentPeriodStart: sub.currentPeriodStart,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      canceledAt: sub.canceledAt,
      endedAt: sub.endedAt,
      cardBrand: sub.card?.brand ?? current?.cardBrand ?? null,
      cardLast4: sub.card?.last4 ?? current?.cardLast4 ?? null,
      updatedAt: now,
    },
    now,
  );
  return "applied";
}

/**
 * The webhook path: verify the signature on the raw body, record the event once in the ledger and
 * queue its processing in the same transaction; a job with retries re-reads the subscription from
 * the provider and applies it, and records a paid invoice as a receipt.
 */
export function createWebhooks(deps: {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  provider: BillingProvider;
  instance: string;
  notices: PlanNotices;
  /** The seats of the practices an owner's plan pays for, charged again when that plan changes. */
  seats: Pick<SeatBilling, "ownerPlanChanged">;
}) {
  const { db, clock, jobs, provider, notices, seats } = deps;
  const queue = webhookQueue(deps.instance);
  let consumer: EventConsumer | undefined;

  async function process(eventId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const event = await billingEventsRepository.lock(tx, eventId);
      if (!event || event.processedAt) return;
      const data = event.data as BillingEventData;
      let outcome = "ignored";
      const unmatched =
        data.unclaimedCheckoutId &&
        (await claimPaymentLink(tx, provider, data.unclaimedCheckoutId)) === "unmatched";
      if (unmatched) outcome = "unmatched";
      else if (data.subscriptionId) {
        const existing = await subscriptionsRepository.lockByProviderId(tx, data.subscriptionId);
        const sub = await provider.retrieveSubscription(tx, data.subscriptionId);
        if (sub) outcome = await applySubscription(tx, sub, provider.name, clock.now());
        // A subscription billing first hears of began now (a checkout completed): tell its professional.
        if (sub && outcome === "applied" && !existing && sub.status !== "canceled") {
          const started = await subscriptionsRepository.lockByProviderId(tx, sub.id);
          if (started) await notices.tell(tx, "started", started, null);
        }
        // A plan that began, or whose plan or status changed, may now pay (or stop paying) for the
        // seats of a practice its professional owns: a late subscription to Standard charges them.
        const payerMayChange =
          !existing || existing.planId !== sub?.planId || existing.status !== sub?.status;
        if (sub && outcome === "applied" && payerMayChange) await seats.ownerPlanChanged(tx, sub.userId);
        // The person's first plan stays theirs; the second ends with its trial, never charged.
        if (sub && outcome === "duplicate" && !sub.cancelAtPeriodEnd) {
          await provider.setCancelAtPeriodEnd(tx, sub.id, true);
        }
        const userId = sub?.userId ?? existing?.userId;
        if (data.invoice && userId !== undefined) {
          await receiptsRepository.insertOnce(tx, {
            userId,
            providerInvoiceId: data.invoice.id,
            amount: data.invoice.amount,
            currency: data.invoice.currency,
            description: data.invoice.description,
            periodStart: new Date(data.invoice.periodStart),
            periodEnd: new Date(data.invoice.periodEnd),
            paidAt: new Date(data.invoice.paidAt),
          });
        }
      } else if (data.object && consumer) outcome = await consumer(tx, event.type, data.object);
      await billingEventsRepository.markProcessed(tx, eventId, outcome, clock.now());
    });
  }

  const processJob = jobs.handle(
    defineJob({ name: queue, schema: jobSchema, handler: (job) => process(job.eventId) }),
  );

  return {
    queue,
    process,

    /** Gives the events billing has no use for to another module (payments), made after billing. */
    consume(next: EventConsumer) {
      consumer = next;
    },

    /**
     * Takes in a signed event (from POST /Subscription/Webhook, or the local provider in its own
     * transaction): 400 for a bad signature; a replay is accepted and changes nothing.
     */
    async receive(
      executor: Executor,
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ duplicate: boolean }> {
      let event: Awaited<ReturnType<BillingProvider["verifyEvent"]>>;
      try {
        event = await provider.verifyEvent(rawBody, signature);
      } catch {
        throw badSignature();
      }
      return executor.transaction(async (tx) => {
        const added = await billingEventsRepository.insertOnce(tx, {
          id: event.id,
          provider: provider.name,
          type: event.type,
          data: event.data,
          eventCreatedAt: event.createdAt,
          receivedAt: clock.now(),
        });
        if (added) {
          await jobs.send(
            tx,
            processJob,
            { eventId: event.id },
            { retryLimit: 8, retryDelay: 5, retryBackoff: true },
          );
        }
        return { duplicate: !added };
      });
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
