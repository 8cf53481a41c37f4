import {
  type BillingInterval,
  type CreateCheckoutSessionRequest,
  type MySubscription,
  type PayTestCheckoutRequest,
  type Plan,
  RoleId,
  type TestCheckout,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { AppError, conflict, fieldError, forbidden, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { peopleRecords } from "../identity";
import {
  billingRepository,
  receiptsRepository,
  type SubscriptionRow,
  subscriptionsRepository,
} from "./billing.repository";
import { INCLUDED_MEMBERS, seatPricesOf } from "./plan-catalog";
import type { PlanChange, PlanNotices } from "./plan-notices";
import type { LocalProvider } from "./providers/local-provider";
import type { BillingProvider } from "./providers/provider";
import { nextCharge, storedIntervals, unlocksQuotes } from "./subscription-state";
import { applySubscription } from "./webhooks";

const onlyProfessionals = () => forbidden(t("planTerms.whoPays"));
const noPlan = () => notFound(t("billing.noPlanToChange"));
const paymentsNotSetUp = () => new AppError("UNAVAILABLE", t("billing.paymentsNotSetUp"));
const live = (row: SubscriptionRow | undefined): row is SubscriptionRow =>
  row !== undefined && row.status !== "canceled";

export function createBillingService(deps: {
  db: Database;
  clock: Clock;
  provider: BillingProvider;
  local: LocalProvider | null;
  /** Whether the local provider's test checkout takes new plans (off in production unless asked). */
  testCheckoutOpen: boolean;
  notices: PlanNotices;
}) {
  const { db, clock, provider, local, testCheckoutOpen, notices } = deps;

  async function view(userId: number): Promise<MySubscription> {
    const row = await subscriptionsRepository.findByUser(db, userId);
    const receipts = (await receiptsRepository.listByUser(db, userId)).map((receipt) => ({
      id: receipt.id,
      amount: receipt.amount,
      currency: receipt.currency,
      description: receipt.description,
      periodStart: receipt.periodStart.toISOString(),
      periodEnd: receipt.periodEnd.toISOString(),
      paidAt: receipt.paidAt.toISOString(),
    }));
    if (!row) return { canSendQuotes: false, subscription: null, receipts };
    const plan = await billingRepository.findPlan(db, row.planId);
    const { interval, pendingInterval } = storedIntervals(row);
    const status = row.status as NonNullable<MySubscription["subscription"]>["status"];
    const charge = plan ? nextCharge({ ...row, status, interval, pendingInterval }, plan) : null;
    return {
      canSendQuotes: unlocksQuotes(status),
      subscription: {
        planId: row.planId,
        planName: plan?.name ?? "Plan",
        interval,
        status,
        trialEndsAt: status === "trialing" ? (row.trialEndsAt ?? row.currentPeriodEnd).toISOString() : null,
        currentPeriodEnd: row.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        pendingInterval,
        card: row.cardLast4 ? { brand: row.cardBrand ?? "Card", last4: row.cardLast4 } : null,
        nextCharge: charge && {
          amount: charge.amount,
          at: charge.at.toISOString(),
          interval: charge.interval,
        },
        endsAt:
          status === "canceled"
            ? (row.endedAt ?? row.currentPeriodEnd).toISOString()
            : row.cancelAtPeriodEnd
              ? row.currentPeriodEnd.toISOString()
              : null,
      },
      receipts,
    };
  }

  /** Runs a change on the caller's live plan at the provider and writes back what the provider answers. */
  async function changePlan(
    userId: number,
    change: (
      tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
      row: SubscriptionRow,
    ) => ReturnType<BillingProvider["setCancelAtPeriodEnd"]>,
    told?: { from: string; notice: (before: SubscriptionRow, after: SubscriptionRow) => PlanChange | null },
  ): Promise<MySubscription> {
    await db.transaction(async (tx) => {
      const row = await subscriptionsRepository.lockByUser(tx, userId);
      if (!live(row)) throw noPlan();
      const answer = await change(tx, row);
      await applySubscription(tx, answer, provider.name, clock.now());
      const after = told && (await subscriptionsRepository.findByUser(tx, userId));
      const notice = told && after ? told.notice(row, after) : null;
      if (told && after && notice) await notices.tell(tx, notice, after, told.from);
    });
    return view(userId);
  }

  /** Sets or clears cancelling at the period's end; the professional is told when it changed. */
  function setCancelling(userId: number, cancel: boolean, from: string) {
    return changePlan(
      userId,
      (tx, row) => provider.setCancelAtPeriodEnd(tx, row.providerSubscriptionId, cancel),
      {
        from,
        notice: (before, after) =>
          before.cancelAtPeriodEnd === after.cancelAtPeriodEnd
            ? null
            : after.cancelAtPeriodEnd
              ? "cancelled"
              : "cancellation-undone",
      },
    );
  }

  function requireLocal(): LocalProvider {
    if (!local) throw notFound(t("billing.testCheckoutUnavailable"));
    if (!testCheckoutOpen) throw paymentsNotSetUp();
    return local;
  }

  return {
    /** Every plan on sale, sorted by id. */
    async listPlans(): Promise<Plan[]> {
      const rows = (await billingRepository.listPlans(db)).filter((row) => row.active);
      return rows.map((row) => {
        const seats = seatPricesOf(row);
        return {
          id: row.id,
          name: row.name,
          description: row.description,
          monthlyPrice: row.monthlyPrice,
          yearlyPrice: row.yearlyPrice,
          features: row.features,
          trialDays: row.trialDays,
          roleId: row.roleId as RoleId,
          code: row.code,
          ...(seats
            ? {
                seats: {
                  included: INCLUDED_MEMBERS,
                  monthlyPriceCents: seats.month,
                  yearlyPriceCents: seats.year,
                },
              }
            : {}),
        };
      });
    },

    async createCheckoutSession(caller: Principal, request: CreateCheckoutSessionRequest) {
      if (caller.roleId !== RoleId.expert) throw onlyProfessionals();
      // A test card must not buy a real deployment's plan for nothing.
      if (local && !testCheckoutOpen) throw paymentsNotSetUp();
      const plan = await billingRepository.findPlan(db, request.planId);
      if (!plan || plan.roleId !== RoleId.expert || !plan.active) {
        throw fieldError("planId", t("billing.planNotFoundChooseAgain"), "NOT_FOUND");
      }
      if (live(await subscriptionsRepository.findByUser(db, caller.userId))) {
        throw conflict(t("billing.alreadyHasPlan"));
      }
      const person = (await peopleRecords.byIds(db, [caller.userId])).get(caller.userId);
      if (!person) throw notFound();
      return db.transaction((tx) =>
        provider.createCheckout(tx, {
          userId: caller.userId,
          email: person.email,
          plan,
          interval: request.interval,
        }),
      );
    },

    async mySubscription(principal: Principal): Promise<MySubscription> {
      return view(principal.userId);
    },

    /** Cancels at the end of the current period; only the caller's own plan. */
    async unsubscribe(caller: Principal, userId: number, from: string): Promise<void> {
      if (userId !== caller.userId) throw forbidden(t("billing.cancelOwnPlanOnly"));
      await setCancelling(caller.userId, true, from);
    },

    /**
     * Closing an account: a live plan stops renewing and ends with the period paid for (no refunds
     * for partial periods). A plan another provider holds (not the one configured) is left as it is.
     */
    async stopRenewingForClosing(userId: number): Promise<void> {
      const row = await subscriptionsRepository.findByUser(db, userId);
      if (!live(row) || row.cancelAtPeriodEnd || row.provider !== provider.name) return;
      await changePlan(userId, (tx, locked) =>
        provider.setCancelAtPeriodEnd(tx, locked.providerSubscriptionId, true),
      );
    },

    async undoUnsubscribe(caller: Principal, from: string): Promise<MySubscription> {
      return setCancelling(caller.userId, false, from);
    },

    async changeInterval(caller: Principal, interval: BillingInterval): Promise<MySubscription> {
      return changePlan(caller.userId, async (tx, row) => {
        if (row.cancelAtPeriodEnd) throw conflict(t("billing.undoCancellationFirst"));
        const plan = await billingRepository.findPlan(tx, row.planId);
        if (!plan) throw noPlan();
        return provider.setPendingInterval(
          tx,
          row.providerSubscriptionId,
          interval === row.interval ? null : interval,
          plan,
        );
      });
    },

    async testCheckout(caller: Principal, session: string): Promise<TestCheckout> {
      const person = (await peopleRecords.byIds(db, [caller.userId])).get(caller.userId);
      return requireLocal().describeCheckout(db, caller.userId, person?.email ?? "", session);
    },

    async payTestCheckout(caller: Principal, request: PayTestCheckoutRequest): Promise<{ url: string }> {
      const checkout = requireLocal();
      return db.transaction((tx) => checkout.pay(tx, caller.userId, request));
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
