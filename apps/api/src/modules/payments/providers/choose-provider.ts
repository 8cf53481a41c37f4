import type { Clock } from "../../../lib/clock";
import { loadStripeClient } from "../../billing";
import { createLocalPaymentsProvider, type LocalPaymentsProvider } from "./local-payments-provider";
import type { PaymentsProvider } from "./payments-provider";

/**
 * The provider invoices are paid through: Stripe Connect when Stripe is configured (billing then
 * has no local provider), else the local test provider, signing its events with the secret of
 * billing's local provider so they take the same webhook path.
 */
export async function choosePaymentsProvider(settings: {
  stripe: { secretKey: string; apiUrl: string | undefined } | undefined;
  publicUrl: string;
  clock: Clock;
  /** The secret billing's local provider verifies events with (`localWebhookSecretOf`). */
  localWebhookSecret: string;
  /** Without Stripe, whether the local test pages take payouts and payments (`LOCAL_CHECKOUT`). */
  localCheckout: boolean;
}): Promise<{ provider: PaymentsProvider; local: LocalPaymentsProvider | null }> {
  if (settings.stripe) {
    const { secretKey, apiUrl } = settings.stripe;
    // Loaded only when Stripe is configured, as billing's Stripe provider is.
    const [{ createStripePaymentsProvider }, stripeClientKit] = await Promise.all([
      import("./stripe-payments-provider"),
      loadStripeClient(),
    ]);
    return {
      provider: createStripePaymentsProvider(
        { secretKey, apiUrl, publicUrl: settings.publicUrl },
        stripeClientKit,
      ),
      local: null,
    };
  }
  const local = createLocalPaymentsProvider({
    clock: settings.clock,
    webhookSecret: settings.localWebhookSecret,
  });
  // Closed (a server on the internet without Stripe), nothing can be paid with a test card: no
  // payouts can be connected and the test pages answer that they are not there.
  return { provider: local.provider, local: settings.localCheckout ? local : null };
}
