import type { PaymentsProviderName } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../../db/client";

/** A professional's connected account as the provider holds it. */
export interface ProviderAccount {
  id: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

/** What a checkout of one invoice payment is opened with. */
export interface PaymentCheckoutInput {
  /** Our payment's id, carried in the metadata so every event finds it. */
  paymentId: number;
  invoiceId: number;
  quoteId: number;
  /** The professional's connected account: the charge goes to it. */
  accountId: string;
  amountCents: number;
  /** Taxlane's application fee, kept from the charge. */
  feeCents: number;
  /** "Invoice INV-0003 from Jane Smith, CPA" */
  description: string;
  payerUserId: number;
  payerEmail: string;
  /** The provider is asked with it, so a repeated request opens no second checkout. */
  idempotencyKey: string;
  /** Where the browser comes back to afterwards (a path of ours, the job's Billing tab). */
  returnPath: string;
}

/** Stripe's payment intent states, as payments reads them. */
export type ProviderPaymentStatus = "open" | "processing" | "succeeded" | "failed" | "canceled";

export interface ProviderRefund {
  id: string;
  amountCents: number;
  status: "pending" | "succeeded" | "failed";
}

export interface ProviderDispute {
  id: string;
  amountCents: number;
  reason: string;
  status: string;
  createdAt: Date;
}

/** A payment as the provider holds it now (re-read whenever an event about it arrives). */
export interface ProviderPayment {
  /** The payment intent. */
  id: string;
  /** Our payment's id from the metadata; null when the payment is not one of ours. */
  paymentId: number | null;
  status: ProviderPaymentStatus;
  amountCents: number;
  amountRefundedCents: number;
  /** "Visa •••• 4242", "Bank account •••• 6789" */
  methodLabel: string | null;
  /** The decline code of the last failure (card_declined, insufficient_funds…). */
  failureCode: string | null;
  refunds: ProviderRefund[];
  dispute: ProviderDispute | null;
}

/** A checkout as the provider holds it now. */
export interface ProviderCheckout {
  id: string;
  paymentId: number | null;
  status: "open" | "complete" | "expired";
  paymentIntentId: string | null;
}

/**
 * What payments needs from a payment provider with connected accounts: Stripe Connect (Express
 * accounts, destination charges with an application fee) when Stripe is configured, else the local
 * test provider. Both tell payments what happened through Stripe-shaped signed events on billing's
 * webhook intake; payments then re-reads the object here, so a late, repeated or reordered event
 * leaves things as the provider has them now.
 */
export interface PaymentsProvider {
  readonly name: PaymentsProviderName;
  /** Makes the professional's connected account; answers its id. */
  createAccount(executor: Executor, owner: { userId: number; email: string }): Promise<string>;
  /** Where the professional gives the provider their details (and comes back to `returnPath`). */
  onboardingUrl(executor: Executor, accountId: string, returnPath: string): Promise<string>;
  retrieveAccount(executor: Executor, accountId: string): Promise<ProviderAccount | null>;
  /** Opens the provider's checkout of one payment. */
  createCheckout(executor: Executor, input: PaymentCheckoutInput): Promise<{ id: string; url: string }>;
  retrieveCheckout(executor: Executor, id: string): Promise<ProviderCheckout | null>;
  /** Ends an open checkout so it can no longer be paid (its invoice changed). */
  expireCheckout(executor: Executor, id: string): Promise<void>;
  retrievePayment(executor: Executor, paymentIntentId: string): Promise<ProviderPayment | null>;
  /** The payment intent a charge, refund or dispute belongs to; null when unknown. */
  paymentIntentOf(executor: Executor, object: { id: string; kind: string }): Promise<string | null>;
  /**
   * Refunds part of a payment from the professional's account (the transfer reversed, Taxlane's
   * fee returned in proportion); asked with the idempotency key, so a retry refunds once.
   */
  refund(
    executor: Executor,
    input: { paymentIntentId: string; amountCents: number; idempotencyKey: string },
  ): Promise<ProviderRefund>;
}

/** A label for a card or bank account: "Visa •••• 4242". */
export function methodLabelOf(method: {
  type: string;
  brand: string | null;
  last4: string | null;
}): string | null {
  if (!method.last4) return null;
  const name =
    method.type === "us_bank_account"
      ? t("payments.bankAccount")
      : method.brand
        ? method.brand.charAt(0).toUpperCase() + method.brand.slice(1)
        : t("payments.card");
  return `${name} •••• ${method.last4}`;
}
