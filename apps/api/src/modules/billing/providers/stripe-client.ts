import Stripe from "stripe";

/** The Stripe API version billing is written against (pinned, not the account's default). */
export const STRIPE_API_VERSION = "2026-10-28.endive";

/** The Stripe client, at the pinned API version, on Stripe's address or the one given. */
export function stripeClient(settings: { secretKey: string; apiUrl: string | undefined }): Stripe {
  const address = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(address
      ? {
          host: address.hostname,
          port: address.port || (address.protocol === "http:" ? 80 : 443),
          protocol: address.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}

/** Stripe's answer, or null when Stripe does not know the object (a 404). */
export async function unlessMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw error;
  }
}
