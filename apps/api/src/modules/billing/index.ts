// What other modules may use of billing: the rest of this folder is its own. The composition makes
// the module with module.ts.
export { installPlans } from "./billing.install";
export type { BillingService } from "./billing.service";
export { type BillingNoticeKind, billingReminderRecords } from "./billing-reminder-records";
export { seedDemoPlans } from "./demo-plans";
export {
  createSignedEvents,
  type DeliverEvent,
  localId,
  type SignedEvents,
  unixSeconds,
} from "./providers/signed-events";
/** Stripe's client and its reading of a 404, loaded only where Stripe is configured. */
export const loadStripeClient = () => import("./providers/stripe-client");
export type StripeClientKit = Awaited<ReturnType<typeof loadStripeClient>>;
export { expiryIsFuture, type TestCardOutcome, testCardOutcome } from "./providers/test-cards";
export { subscriptionRecords } from "./subscription-records";
