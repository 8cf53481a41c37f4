import {
  changeIntervalRequestSchema,
  checkoutUrlSchema,
  createCheckoutSessionRequestSchema,
  mySubscriptionSchema,
  payTestCheckoutRequestSchema,
  testCheckoutQuerySchema,
  testCheckoutSchema,
  unsubscribeQuerySchema,
} from "../billing";
import { RoleId } from "../codes-profile";
import type { EndpointGroup } from "./define";
import { doneSchema } from "./schemas-answers";
import { planListSchema } from "./schemas-public-site";

/** `/Subscription/*`: plans, checkout and the professional's own subscription (module billing). */
export const subscriptionEndpoints = {
  getAllPlan: {
    method: "GET",
    path: "/Subscription/GetAllPlan",
    module: "billing",
    access: "public",
    summary: "Every plan, sorted by id",
    response: planListSchema,
  },
  createCheckoutSession: {
    method: "POST",
    path: "/Subscription/CreateCheckoutSession",
    module: "billing",
    access: { signedIn: true, practice: "payments" },
    summary: "Starts the card checkout of a plan's 30-day trial; answers where to send the browser",
    body: createCheckoutSessionRequestSchema,
    response: checkoutUrlSchema,
  },
  unsubscribe: {
    method: "POST",
    path: "/Subscription/Unsubscribe",
    module: "billing",
    access: { signedIn: true, practice: "payments" },
    summary: "Cancels the caller's own plan at the end of its current period (userId must be the caller's)",
    query: unsubscribeQuerySchema,
    response: doneSchema,
  },
  undoUnsubscribe: {
    method: "POST",
    path: "/Subscription/UndoUnsubscribe",
    module: "billing",
    access: { signedIn: true, practice: "payments" },
    summary: "Keeps a plan whose cancellation has not taken effect yet",
    response: mySubscriptionSchema,
  },
  changeInterval: {
    method: "POST",
    path: "/Subscription/ChangeInterval",
    module: "billing",
    access: { roles: [RoleId.expert], practice: "payments" },
    summary: "Switches monthly and yearly from the end of the current period or trial",
    body: changeIntervalRequestSchema,
    response: mySubscriptionSchema,
  },
  getMySubscription: {
    method: "GET",
    path: "/Subscription/GetMySubscription",
    module: "billing",
    access: { signedIn: true, practice: "payments" },
    summary: "The caller's plan, its state, the next charge and the receipts",
    response: mySubscriptionSchema,
  },
  getTestCheckout: {
    method: "GET",
    path: "/Subscription/GetTestCheckout",
    module: "billing",
    access: { signedIn: true, practice: "payments" },
    summary: "A session of the local test checkout (only without Stripe)",
    query: testCheckoutQuerySchema,
    response: testCheckoutSchema,
  },
  payTestCheckout: {
    method: "POST",
    path: "/Subscription/PayTestCheckout",
    module: "billing",
    access: { signedIn: true, practice: "payments" },
    summary: "Saves a Stripe test card in the local test checkout; answers the success or failure page",
    body: payTestCheckoutRequestSchema,
    response: checkoutUrlSchema,
  },
  webhook: {
    method: "POST",
    path: "/Subscription/Webhook",
    module: "billing",
    access: "public",
    summary: "Signed billing events (Stripe's, or the local test checkout's), each processed once",
    response: doneSchema,
  },
} as const satisfies EndpointGroup;
