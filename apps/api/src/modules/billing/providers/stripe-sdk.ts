import type Stripe from "stripe";

let sdk: Promise<typeof Stripe> | undefined;

/**
 * The Stripe SDK, loaded with the first call that needs it. Without Stripe configured, the app uses
 * it only to sign and check its local provider's events, and a server need not hold it (about 18 MB)
 * until then.
 */
export const loadStripeSdk = (): Promise<typeof Stripe> =>
  (sdk ??= import("stripe").then((module) => module.default));
