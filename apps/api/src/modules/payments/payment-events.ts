import type { Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { invoicePaymentsRepository as payments } from "./invoice-payments.repository";
import { applyProviderPayment, type SettlementDeps } from "./payment-settlement";
import { applyAccount } from "./payouts.service";

/** What billing's webhook intake says an event is about (`EventObjectRef`). */
export interface EventObject {
  id: string;
  kind: string;
}

/**
 * Payments' part of the webhook intake: each event names an object, which is re-read from the
 * provider and applied as it is now (an account, a checkout, or a payment with its refunds and
 * dispute). Runs in the processing's transaction; answers what it did for the events ledger.
 */
export function createPaymentEvents(deps: SettlementDeps & { clock: Clock }) {
  const { provider, clock } = deps;

  async function applyIntent(tx: Executor, paymentIntentId: string): Promise<string> {
    const paid = await provider.retrievePayment(tx, paymentIntentId);
    return paid ? applyProviderPayment(tx, deps, paid, clock.now()) : "unmatched";
  }

  async function applyCheckout(tx: Executor, sessionId: string): Promise<string> {
    const checkout = await provider.retrieveCheckout(tx, sessionId);
    if (!checkout) return "unmatched";
    const row = await payments.findByCheckout(tx, sessionId);
    if (!row) return "unmatched";
    if (checkout.status === "expired") {
      const locked = await payments.lock(tx, row.id);
      if (locked?.status !== "open") return "unchanged";
      await payments.update(tx, row.id, { status: "expired", updatedAt: clock.now() });
      return "applied";
    }
    return checkout.paymentIntentId ? applyIntent(tx, checkout.paymentIntentId) : "unchanged";
  }

  return async function consume(tx: Executor, _type: string, object: EventObject): Promise<string> {
    switch (object.kind) {
      case "account": {
        const account = await provider.retrieveAccount(tx, object.id);
        return account ? applyAccount(tx, account, clock.now()) : "unmatched";
      }
      case "checkout.session":
        return applyCheckout(tx, object.id);
      case "payment_intent":
        return applyIntent(tx, object.id);
      case "charge":
      case "refund":
      case "dispute": {
        const intent = await provider.paymentIntentOf(tx, object);
        return intent ? applyIntent(tx, intent) : "unmatched";
      }
      default:
        return "ignored";
    }
  };
}
