import { randomUUID } from "node:crypto";
import { t } from "@taxlane/contract/i18n";
import Stripe from "stripe";
import { conflict } from "../../../lib/app-error";
import type { StripeClientKit } from "../../billing";
import type { PaymentsProvider } from "./payments-provider";
import { checkoutOf, idOf, paymentOf, refundOf } from "./stripe-payment-state";

export interface StripePaymentsSettings {
  secretKey: string;
  /** Another address for Stripe's API (tests point it at a fake server on 127.0.0.1). */
  apiUrl: string | undefined;
  publicUrl: string;
}

/** Stripe's refusals of a refund the payment cannot take (more than is left, already refunded). */
const refusedRefundCodes = new Set(["amount_too_large", "charge_already_refunded", "charge_disputed"]);

/**
 * An account Stripe does not know: an id it never made answers 404, one not connected to this
 * platform (or closed) a permission error saying the key has no access to it.
 */
function isUnknownAccount(error: unknown): boolean {
  return (
    (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) ||
    (error instanceof Stripe.errors.StripePermissionError && error.code === "account_invalid")
  );
}

/**
 * Stripe Connect: Express accounts onboarded through Stripe's hosted pages, and destination charges
 * through Checkout in payment mode. The charge is Taxlane's, made on behalf of the professional's
 * account (their statement descriptor, their country's rules), transferred to it less the
 * application fee. Every create is sent with an idempotency key, so a retry makes nothing twice.
 */
export function createStripePaymentsProvider(
  settings: StripePaymentsSettings,
  { stripeClient, unlessMissing }: StripeClientKit,
): PaymentsProvider {
  const stripe = stripeClient(settings);
  const { publicUrl } = settings;

  return {
    name: "stripe",

    async createAccount(_executor, { userId, email }) {
      const account = await stripe.accounts.create(
        {
          type: "express",
          email,
          capabilities: {
            card_payments: { requested: true },
            transfers: { requested: true },
            us_bank_account_ach_payments: { requested: true },
          },
          metadata: { userId: String(userId) },
        },
        { idempotencyKey: `acct-${userId}` },
      );
      return account.id;
    },

    async onboardingUrl(_executor, accountId, returnPath) {
      // A link is used once and lasts minutes: each is asked for anew (a key of its own, so only a
      // retry of this very request is answered with the same link). Stripe sends the professional
      // to refresh_url when it expired; the page there asks for a fresh one.
      const back = `${publicUrl}${returnPath}`;
      const link = await stripe.accountLinks.create(
        { account: accountId, type: "account_onboarding", return_url: back, refresh_url: back },
        { idempotencyKey: `link-${accountId}-${randomUUID()}` },
      );
      return link.url;
    },

    async retrieveAccount(_executor, accountId) {
      try {
        const account = await stripe.accounts.retrieve(accountId);
        return {
          id: account.id,
          chargesEnabled: account.charges_enabled,
          payoutsEnabled: account.payouts_enabled,
          detailsSubmitted: account.details_submitted,
        };
      } catch (error) {
        if (isUnknownAccount(error)) return null;
        throw error;
      }
    },

    async createCheckout(_executor, input) {
      const metadata = {
        paymentId: String(input.paymentId),
        invoiceId: String(input.invoiceId),
        quoteId: String(input.quoteId),
      };
      // No client_reference_id: billing takes a checkout that has one for a plan's.
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          customer_email: input.payerEmail,
          // The pinned API version names the payment methods offered `allowed_payment_method_types`.
          allowed_payment_method_types: ["card", "us_bank_account"],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          payment_intent_data: {
            description: input.description,
            application_fee_amount: input.feeCents,
            transfer_data: { destination: input.accountId },
            on_behalf_of: input.accountId,
            metadata,
          },
          metadata,
          success_url: `${publicUrl}${input.returnPath}&payment=${input.paymentId}`,
          cancel_url: `${publicUrl}${input.returnPath}`,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(t("operator.stripeSessionWithoutUrl"));
      return { id: session.id, url: session.url };
    },

    async retrieveCheckout(_executor, id) {
      const session = await unlessMissing(stripe.checkout.sessions.retrieve(id));
      return session ? checkoutOf(session) : null;
    },

    async expireCheckout(_executor, id) {
      try {
        await stripe.checkout.sessions.expire(id);
      } catch (error) {
        // Only an open session can be expired: one already paid or expired is left as it is, for
        // the caller to read back with retrieveCheckout.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await unlessMissing(stripe.checkout.sessions.retrieve(id));
        if (session?.status === "open") throw error;
      }
    },

    async retrievePayment(_executor, paymentIntentId) {
      const intent = await unlessMissing(
        stripe.paymentIntents.retrieve(paymentIntentId, {
          expand: ["latest_charge", "latest_charge.refunds"],
        }),
      );
      if (!intent) return null;
      const disputes = await stripe.disputes.list({ payment_intent: intent.id, limit: 100 });
      return paymentOf(intent, disputes.data);
    },

    async paymentIntentOf(_executor, { id, kind }) {
      switch (kind) {
        case "payment_intent":
          return id;
        case "charge":
          return idOf((await unlessMissing(stripe.charges.retrieve(id)))?.payment_intent);
        case "refund":
          return idOf((await unlessMissing(stripe.refunds.retrieve(id)))?.payment_intent);
        case "dispute":
          return idOf((await unlessMissing(stripe.disputes.retrieve(id)))?.payment_intent);
        case "checkout.session":
          return idOf((await unlessMissing(stripe.checkout.sessions.retrieve(id)))?.payment_intent);
        default:
          return null;
      }
    },

    async refund(_executor, { paymentIntentId, amountCents, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntentId,
            amount: amountCents,
            // Back from the professional's account, with Taxlane's fee in proportion.
            reverse_transfer: true,
            refund_application_fee: true,
          },
          { idempotencyKey },
        );
        return refundOf(refund);
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          refusedRefundCodes.has(error.code ?? "")
        ) {
          throw conflict(t("payments.refundRefused"));
        }
        throw error;
      }
    },
  };
}
