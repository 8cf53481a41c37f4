import type { Clock } from "../../../lib/clock";
import { createLocalPaymentsProvider, type LocalPaymentsProvider } from "./local-payments-provider";
import type { PaymentsProvider } from "./payments-provider";
import { createStripePaymentsProvider } from "./stripe-payments-provider";

/**
 * The provider invoices are paid through: Stripe Connect when Stripe is configured (billing then
 * has no local provider), else the local test provider, signing its events with the secret of
 * billing's local provider so they take the same webhook path.
 */
export function choosePaymentsProvider(settings: {
  stripe: { secretKey: string; apiUrl: string | undefined } | undefined;
  publicUrl: string;
  clock: Clock;
  /** The local billing provider's webhook secret; null when billing runs on Stripe. */
  localWebhookSecret: string | null;
}): { provider: PaymentsProvider; local: LocalPaymentsProvider | null } {
  if (settings.stripe || settings.localWebhookSecret === null) {
    if (!settings.stripe) throw new Error("payments need Stripe or billing's local provider");
    const { secretKey, apiUrl } = settings.stripe;
    return {
      provider: createStripePaymentsProvider({ secretKey, apiUrl, publicUrl: settings.publicUrl }),
      local: null,
    };
  }
  const local = createLocalPaymentsProvider({
    clock: settings.clock,
    webhookSecret: settings.localWebhookSecret,
  });
  return { provider: local.provider, local };
}
