import {
  type PayTestPaymentRequest,
  payTestPaymentRequestSchema,
  type TestPaymentCheckout,
  type TestPaymentResult,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../../db/client";
import { conflict, fieldError, notFound } from "../../../lib/app-error";
import type { Clock } from "../../../lib/clock";
import { expiryIsFuture, type SignedEvents } from "../../billing";
import { namesOf } from "../invoice-view";
import { type LocalPaymentSessionRow, localPaymentsRepository as local } from "../local-payments.repository";
import {
  checkoutObject,
  checkoutStatusAt,
  disputeIdOf,
  disputeObject,
  intentObject,
  metadataOf,
} from "./local-payment-objects";
import { testBankPayment, testCardPayment } from "./test-payment-methods";

const checkoutNotFound = () => notFound(t("paymentTestPages.checkoutNotFound"));

/** The job's Billing tab the checkout came from, naming the payment just made. */
function paidUrl(row: LocalPaymentSessionRow): string {
  const { returnPath, paymentId } = metadataOf(row);
  const url = new URL(returnPath, "http://taxlane.invalid");
  url.searchParams.set("payment", String(paymentId));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What the card or bank account given does, or why it is not taken. */
function outcomeOf(request: ReturnType<typeof payTestPaymentRequestSchema.parse>, now: Date) {
  if (request.method === "us_bank_account") {
    const outcome = testBankPayment(request.routingNumber, request.accountNumber);
    if (outcome.kind === "unknown") {
      throw fieldError("accountNumber", t("paymentTestPages.testBankAccountsOnly"));
    }
    return { outcome, last4: request.accountNumber.slice(-4) };
  }
  if (!expiryIsFuture(request.expiry, now)) throw fieldError("expiry", t("paymentTestPages.cardExpired"));
  const outcome = testCardPayment(request.cardNumber);
  if (outcome.kind === "unknown") throw fieldError("cardNumber", t("paymentTestPages.testCardsOnly"));
  return { outcome, last4: request.cardNumber.slice(-4) };
}

/**
 * The local provider's checkout page of an invoice payment: what it shows the payer, and paying it
 * with a test card or the test bank account, each event emitted in the payer's transaction.
 */
export function createLocalCheckoutPage(deps: { clock: Clock; emit: SignedEvents["emit"] }) {
  const { clock, emit } = deps;

  /** The payer's own checkout (anyone else's reads as not found). */
  async function ownSession(executor: Executor, payerUserId: number, id: string, lock: boolean) {
    const row = lock ? await local.lockSession(executor, id) : await local.findSession(executor, id);
    if (!row || row.payerUserId !== payerUserId) throw checkoutNotFound();
    return row;
  }

  async function declined(executor: Executor, row: LocalPaymentSessionRow, code: string) {
    const change = { declineCode: code, updatedAt: clock.now() };
    await local.updateSession(executor, row.id, change);
    await emit(executor, "payment_intent.payment_failed", intentObject({ ...row, ...change }));
    return { url: null, declineCode: code };
  }

  async function paid(
    executor: Executor,
    row: LocalPaymentSessionRow,
    method: { type: string; brand: string | null; last4: string; disputed: boolean },
  ): Promise<TestPaymentResult> {
    const now = clock.now();
    const methodColumns = { methodType: method.type, methodBrand: method.brand, methodLast4: method.last4 };
    // A bank debit is processing before it succeeds (at once here; days at Stripe).
    if (method.type === "us_bank_account") {
      const processing = { ...row, ...methodColumns, intentStatus: "processing", declineCode: null };
      await emit(executor, "payment_intent.processing", intentObject(processing));
    }
    const dispute = method.disputed
      ? {
          id: disputeIdOf(row.paymentIntentId),
          amountCents: row.amountCents,
          reason: "fraudulent",
          status: "needs_response",
          createdAt: now,
        }
      : null;
    const change = {
      ...methodColumns,
      status: "complete",
      intentStatus: "succeeded",
      declineCode: null,
      dispute,
      updatedAt: now,
    };
    await local.updateSession(executor, row.id, change);
    const after = { ...row, ...change };
    await emit(executor, "payment_intent.succeeded", intentObject(after));
    await emit(executor, "checkout.session.completed", checkoutObject(after));
    const disputed = disputeObject(after);
    if (disputed) await emit(executor, "charge.dispute.created", disputed);
    return { url: paidUrl(after), declineCode: null };
  }

  return {
    url: (id: string) => `/pay/test-checkout?session=${encodeURIComponent(id)}`,

    async describe(executor: Executor, payerUserId: number, id: string): Promise<TestPaymentCheckout> {
      const row = await ownSession(executor, payerUserId, id, false);
      const account = await local.findAccount(executor, row.accountId);
      const names = account ? await namesOf(executor, [account.userId]) : new Map<number, string>();
      return {
        session: row.id,
        status: checkoutStatusAt(row, clock.now()),
        amountCents: row.amountCents,
        description: row.description,
        professionalName: account?.businessName ?? (account ? (names.get(account.userId) ?? "") : ""),
        declineCode: row.status === "open" ? row.declineCode : null,
        returnUrl: metadataOf(row).returnPath,
      };
    },

    /**
     * Pays the checkout, its row locked so that tries of one checkout go one at a time: a paid one
     * answers its return page again and charges nothing more; a refused one stays open to try again.
     */
    async pay(
      executor: Executor,
      payerUserId: number,
      request: PayTestPaymentRequest,
    ): Promise<TestPaymentResult> {
      const given = payTestPaymentRequestSchema.parse(request);
      const row = await ownSession(executor, payerUserId, given.session, true);
      const status = checkoutStatusAt(row, clock.now());
      if (status === "complete") return { url: paidUrl(row), declineCode: null };
      if (status === "expired") throw conflict(t("paymentTestPages.checkoutEnded"));
      const { outcome, last4 } = outcomeOf(given, clock.now());
      if (outcome.kind === "declined") return declined(executor, row, outcome.code);
      return paid(executor, row, {
        type: given.method,
        brand: outcome.brand,
        last4,
        disputed: outcome.disputed,
      });
    },
  };
}
