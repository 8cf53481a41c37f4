import { randomBytes } from "node:crypto";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import {
  billingRepository,
  localProviderRepository,
  receiptsRepository,
  subscriptionsRepository,
} from "./billing.repository";
import { addDays, addInterval, priceOf, startPaid } from "./subscription-state";

const token = (prefix: string) => `${prefix}_local_${randomBytes(12).toString("hex")}`;

/**
 * The demo's professionals on a paid yearly Basic plan, bought `daysAgo` days before `now`: held by
 * the local provider (so cancelling and its undo work as for anyone), the subscription as billing
 * records it, and the receipt of that payment. Written directly, in the seed's transaction.
 */
export async function seedDemoPlans(
  tx: Executor,
  userIds: readonly number[],
  now: Date,
  daysAgo = 60,
): Promise<void> {
  const plan = await billingRepository.findPlanByCode(tx, "expert-basic");
  if (!plan) return;
  const paidAt = new Date(Math.floor(addDays(now, -daysAgo).getTime() / 1000) * 1000);
  for (const userId of userIds) {
    const state = startPaid(paidAt, "year", priceOf(plan, "year"));
    const id = token("sub");
    const customerId = token("cus");
    await localProviderRepository.insertSubscription(tx, {
      id,
      customerId,
      userId,
      planId: plan.id,
      cardBrand: "Visa",
      cardLast4: "4242",
      cardFailsCharges: false,
      state,
      updatedAt: paidAt,
    });
    await subscriptionsRepository.upsert(
      tx,
      {
        userId,
        planId: plan.id,
        provider: "local",
        providerSubscriptionId: id,
        providerCustomerId: customerId,
        interval: "year",
        pendingInterval: null,
        price: state.price,
        pendingPrice: null,
        status: "active",
        trialEndsAt: null,
        currentPeriodStart: state.currentPeriodStart,
        currentPeriodEnd: state.currentPeriodEnd,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        endedAt: null,
        cardBrand: "Visa",
        cardLast4: "4242",
        updatedAt: paidAt,
      },
      paidAt,
    );
    await receiptsRepository.insertOnce(tx, {
      userId,
      providerInvoiceId: token("in"),
      amount: priceOf(plan, "year"),
      currency: "USD",
      description: t("billing.invoiceDescriptionYearly", { plan: plan.name }),
      periodStart: paidAt,
      periodEnd: addInterval(paidAt, "year"),
      paidAt,
    });
  }
}
