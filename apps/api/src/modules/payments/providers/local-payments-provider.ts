import type { CompleteTestOnboardingRequest, RedirectUrl, TestOnboarding } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../../db/client";
import { lockRecord } from "../../../db/record-lock";
import { fieldError, notFound } from "../../../lib/app-error";
import type { Clock } from "../../../lib/clock";
import { createSignedEvents, type DeliverEvent, localId } from "../../billing";
import { localPaymentsRepository as local } from "../local-payments.repository";
import { createLocalCheckoutPage } from "./local-checkout-page";
import {
  accountObject,
  chargeObject,
  checkoutObject,
  intentIdOf,
  refundIdOf,
  refundsOf,
  type SessionMetadata,
  toProviderCheckout,
  toProviderPayment,
} from "./local-payment-objects";
import type { PaymentsProvider } from "./payments-provider";
import { testBankPayment } from "./test-payment-methods";

/** Stripe ends a checkout nobody paid after 24 hours. */
const checkoutHours = 24;
/** Where a professional comes back to when the onboarding link named no page. */
const paymentsPage = "/expert/payments";

const accountNotFound = () => notFound(t("paymentTestPages.accountNotFound"));

/**
 * The local payments provider: a real test-mode Stripe Connect inside the app, used when Stripe is
 * not configured. Its onboarding page (`/payouts/test-onboarding`) makes a professional's account
 * able to take charges, its checkout page (`/pay/test-checkout`) takes Stripe's test cards and test
 * bank account, and it tells payments what happened through Stripe-shaped events, signed as Stripe
 * signs them, on billing's webhook intake, in the transaction that changed its rows.
 */
export function createLocalPaymentsProvider(deps: { clock: Clock; webhookSecret: string }) {
  const { clock } = deps;
  const events = createSignedEvents(deps);
  const { emit } = events;
  const checkoutPage = createLocalCheckoutPage({ clock, emit });

  const provider: PaymentsProvider = {
    name: "local",

    async createAccount(executor, owner) {
      const now = clock.now();
      const id = localId("acct");
      await local.insertAccount(executor, {
        id,
        userId: owner.userId,
        detailsSubmitted: false,
        createdAt: now,
        updatedAt: now,
      });
      return id;
    },

    async onboardingUrl(_executor, accountId, returnPath) {
      return `/payouts/test-onboarding?account=${encodeURIComponent(accountId)}&return=${encodeURIComponent(returnPath)}`;
    },

    async retrieveAccount(executor, accountId) {
      const row = await local.findAccount(executor, accountId);
      if (!row) return null;
      return {
        id: row.id,
        chargesEnabled: row.detailsSubmitted,
        payoutsEnabled: row.detailsSubmitted,
        detailsSubmitted: row.detailsSubmitted,
      };
    },

    async createCheckout(executor, input) {
      // The same key opens the same checkout, however many requests carry it at once.
      await lockRecord(executor, `local-payment-checkout:${input.idempotencyKey}`, 0);
      const opened = await local.findByIdempotencyKey(executor, input.idempotencyKey);
      if (opened) return { id: opened.id, url: checkoutPage.url(opened.id) };
      const account = await local.findAccount(executor, input.accountId);
      if (!account?.detailsSubmitted) throw new Error(`account ${input.accountId} cannot take charges`);
      const now = clock.now();
      const id = localId("cs");
      const metadata: SessionMetadata = {
        paymentId: input.paymentId,
        invoiceId: input.invoiceId,
        quoteId: input.quoteId,
        returnPath: input.returnPath,
        idempotencyKey: input.idempotencyKey,
      };
      await local.insertSession(executor, {
        id,
        paymentIntentId: localId("pi"),
        accountId: input.accountId,
        payerUserId: input.payerUserId,
        amountCents: input.amountCents,
        feeCents: input.feeCents,
        description: input.description,
        metadata,
        status: "open",
        intentStatus: "requires_payment_method",
        createdAt: now,
        expiresAt: new Date(now.getTime() + checkoutHours * 3_600_000),
        updatedAt: now,
      });
      return { id, url: checkoutPage.url(id) };
    },

    async retrieveCheckout(executor, id) {
      const row = await local.findSession(executor, id);
      return row ? toProviderCheckout(row, clock.now()) : null;
    },

    async expireCheckout(executor, id) {
      const row = await local.lockSession(executor, id);
      if (row?.status !== "open") return;
      const change = { status: "expired", intentStatus: "canceled", updatedAt: clock.now() };
      await local.updateSession(executor, id, change);
      await emit(executor, "checkout.session.expired", checkoutObject({ ...row, ...change }));
    },

    async retrievePayment(executor, paymentIntentId) {
      const row = await local.findByIntent(executor, paymentIntentId);
      return row ? toProviderPayment(row) : null;
    },

    async paymentIntentOf(executor, object) {
      const intentId =
        object.kind === "checkout.session"
          ? ((await local.findSession(executor, object.id))?.paymentIntentId ?? null)
          : intentIdOf(object.id);
      if (!intentId) return null;
      return (await local.findByIntent(executor, intentId)) ? intentId : null;
    },

    async refund(executor, input) {
      const row = await local.lockByIntent(executor, input.paymentIntentId);
      if (!row) throw new Error(`no local payment ${input.paymentIntentId}`);
      const refunds = refundsOf(row);
      const again = refunds.find((refund) => refund.idempotencyKey === input.idempotencyKey);
      if (again) return { id: again.id, amountCents: again.amountCents, status: "succeeded" };
      if (row.intentStatus !== "succeeded") throw new Error(`payment ${row.paymentIntentId} was not paid`);
      const left = row.amountCents - row.amountRefundedCents;
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > left) {
        throw new Error(`payment ${row.paymentIntentId} has ${left} cents left to refund`);
      }
      const now = clock.now();
      const refund = {
        id: refundIdOf(row.paymentIntentId, refunds.length + 1),
        amountCents: input.amountCents,
        createdAt: now,
        idempotencyKey: input.idempotencyKey,
      };
      const change = {
        refunds: [...refunds, refund],
        amountRefundedCents: row.amountRefundedCents + input.amountCents,
        updatedAt: now,
      };
      await local.updateSession(executor, row.id, change);
      await emit(executor, "charge.refunded", chargeObject({ ...row, ...change }));
      return { id: refund.id, amountCents: refund.amountCents, status: "succeeded" };
    },
  };

  /** The caller's own account, or not found. */
  async function ownAccount(executor: Executor, userId: number, id: string, lock: boolean) {
    const row = lock ? await local.lockAccount(executor, id) : await local.findAccount(executor, id);
    if (!row || row.userId !== userId) throw accountNotFound();
    return row;
  }

  return {
    provider,

    /** Connects the webhook intake the events go to (made after the provider). */
    connect(deliver: DeliverEvent) {
      events.connect(deliver);
    },

    describeCheckout: checkoutPage.describe,
    pay: checkoutPage.pay,

    async describeOnboarding(
      executor: Executor,
      userId: number,
      email: string,
      account: string,
    ): Promise<TestOnboarding> {
      const row = await ownAccount(executor, userId, account, false);
      return { account: row.id, email, detailsSubmitted: row.detailsSubmitted };
    },

    /**
     * The professional's business and test bank account: the account takes charges from now on,
     * and payments hears so from `account.updated`. Only Stripe's test bank account is taken, so no
     * real bank details are ever typed into a test page.
     */
    async completeOnboarding(
      executor: Executor,
      userId: number,
      request: CompleteTestOnboardingRequest,
    ): Promise<RedirectUrl> {
      const row = await ownAccount(executor, userId, request.account, true);
      if (testBankPayment(request.routingNumber, request.accountNumber).kind !== "paid") {
        throw fieldError("accountNumber", t("paymentTestPages.testPayoutAccountOnly"));
      }
      const change = {
        businessName: request.businessName,
        bankLast4: request.accountNumber.slice(-4),
        detailsSubmitted: true,
        updatedAt: clock.now(),
      };
      await local.updateAccount(executor, row.id, change);
      await emit(executor, "account.updated", accountObject({ ...row, ...change }), row.id);
      return { url: request.returnPath ?? paymentsPage };
    },
  };
}

export type LocalPaymentsProvider = ReturnType<typeof createLocalPaymentsProvider>;
