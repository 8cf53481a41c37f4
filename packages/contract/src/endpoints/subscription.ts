import type { EndpointGroup } from "./define";

/** `/Subscription/*`: plans, checkout and the professional's own subscription (module billing). */
export const subscriptionEndpoints = {
  getAllPlan: {
    method: "GET",
    path: "/Subscription/GetAllPlan",
    module: "billing",
    summary: "Every plan, sorted by id",
    response: "planListSchema",
  },
  createCheckoutSession: {
    method: "POST",
    path: "/Subscription/CreateCheckoutSession",
    module: "billing",
    summary: "Starts the card checkout of a plan's 30-day trial; answers where to send the browser",
    body: "createCheckoutSessionRequestSchema",
    response: "checkoutUrlSchema",
  },
  unsubscribe: {
    method: "POST",
    path: "/Subscription/Unsubscribe",
    module: "billing",
    summary: "Cancels the caller's own plan at the end of its current period (userId must be the caller's)",
    query: "unsubscribeQuerySchema",
    response: "done",
  },
  undoUnsubscribe: {
    method: "POST",
    path: "/Subscription/UndoUnsubscribe",
    module: "billing",
    summary: "Keeps a plan whose cancellation has not taken effect yet",
    response: "mySubscriptionSchema",
  },
  changeInterval: {
    method: "POST",
    path: "/Subscription/ChangeInterval",
    module: "billing",
    summary: "Switches monthly and yearly from the end of the current period or trial",
    body: "changeIntervalRequestSchema",
    response: "mySubscriptionSchema",
  },
  getMySubscription: {
    method: "GET",
    path: "/Subscription/GetMySubscription",
    module: "billing",
    summary: "The caller's plan, its state, the next charge and the receipts",
    response: "mySubscriptionSchema",
  },
  getTestCheckout: {
    method: "GET",
    path: "/Subscription/GetTestCheckout",
    module: "billing",
    summary: "A session of the local test checkout (only without Stripe)",
    query: "testCheckoutQuerySchema",
    response: "testCheckoutSchema",
  },
  payTestCheckout: {
    method: "POST",
    path: "/Subscription/PayTestCheckout",
    module: "billing",
    summary: "Saves a Stripe test card in the local test checkout; answers the success or failure page",
    body: "payTestCheckoutRequestSchema",
    response: "checkoutUrlSchema",
  },
  webhook: {
    method: "POST",
    path: "/Subscription/Webhook",
    module: "billing",
    summary: "Signed billing events (Stripe's, or the local test checkout's), each processed once",
    response: "done",
  },
} as const satisfies EndpointGroup;
