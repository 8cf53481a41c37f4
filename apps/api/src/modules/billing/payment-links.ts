import { RoleId } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import { peopleRecords } from "../identity";
import { billingRepository, type PlanRow } from "./billing.repository";
import type { BillingProvider, UnclaimedCheckout } from "./providers/provider";
import { priceOf } from "./subscription-state";

/** The professionals' plan a checkout names, or else the one whose price for its interval it charged. */
async function planOf(executor: Executor, checkout: UnclaimedCheckout): Promise<PlanRow | undefined> {
  const plans = (await billingRepository.listPlans(executor)).filter((plan) => plan.roleId === RoleId.expert);
  if (checkout.planId !== null) return plans.find((plan) => plan.id === checkout.planId);
  const priced = plans.filter((plan) => priceOf(plan, checkout.interval) === checkout.price);
  // A plan on sale before one taken off sale at the same price.
  return priced.find((plan) => plan.active) ?? priced[0];
}

/**
 * A checkout completed on a Stripe Payment Link the practice set up itself carries no reference to a
 * person: it is matched to the professional holding the payer's e-mail and to the plan it names (or
 * the plan of its price), and both are written on the subscription so that its events find them.
 * "unmatched" when no professional holds that e-mail or no plan fits; the subscription stays unknown.
 */
export async function claimPaymentLink(
  executor: Executor,
  provider: BillingProvider,
  sessionId: string,
): Promise<"claimed" | "unmatched"> {
  const checkout = await provider.unclaimedCheckout(executor, sessionId);
  if (!checkout) return "unmatched";
  if (checkout.userId !== null) return "claimed";
  const person = await peopleRecords.byEmail(executor, checkout.email);
  if (!person || person.roleId !== RoleId.expert || person.closedAt !== null) return "unmatched";
  const plan = await planOf(executor, checkout);
  if (!plan) return "unmatched";
  await provider.claimSubscription(executor, checkout.subscriptionId, {
    userId: person.id,
    planId: plan.id,
    interval: checkout.interval,
  });
  return "claimed";
}
