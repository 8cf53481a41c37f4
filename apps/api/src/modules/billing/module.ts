import { createHmac } from "node:crypto";
import type { Database } from "../../db/client";
import type { ApiModule } from "../../lib/api-module";
import type { Clock } from "../../lib/clock";
import type { JobQueue } from "../../plugins/jobs/job-queue";
import type { NotificationsService } from "../notifications";
import { billingRoutes } from "./billing.routes";
import { createBillingService } from "./billing.service";
import { createPlanAdminService } from "./plan-admin.service";
import { createPlanNotices } from "./plan-notices";
import { createLocalProvider, type LocalProvider } from "./providers/local-provider";
import type { BillingProvider } from "./providers/provider";
import type { StripeSettings } from "./providers/stripe-provider";
import { createSeatBilling } from "./seat-billing";
import { createWebhooks } from "./webhooks";

export interface BillingSettings {
  /** Stripe when set; the local test provider otherwise. */
  stripe: Omit<StripeSettings, "publicUrl"> | undefined;
  /** Without Stripe: whether the local test checkout takes new plans (`LOCAL_CHECKOUT`). */
  localCheckout: boolean;
  /** Signs the local provider's events (derived from the app's own secret). */
  appSecret: string;
  publicUrl: string;
}

/**
 * The secret the local providers (plans and invoice payments) sign their events with, derived from
 * the app's own secret so every process of one data folder agrees on it.
 */
export const localWebhookSecretOf = (appSecret: string) =>
  `whsec_${createHmac("sha256", appSecret).update("taxlane local billing events").digest("hex")}`;

/** How often the local provider's billing clock runs. */
const localClockEverySeconds = 5 * 60;

async function chooseProvider(
  settings: BillingSettings,
  clock: Clock,
): Promise<{ local: LocalProvider | null; provider: BillingProvider }> {
  if (settings.stripe) {
    // Loaded only when Stripe is configured: its SDK is large, and the local provider needs it later.
    const { createStripeProvider } = await import("./providers/stripe-provider");
    return {
      local: null,
      provider: createStripeProvider({ ...settings.stripe, publicUrl: settings.publicUrl }),
    };
  }
  const local = createLocalProvider({ clock, webhookSecret: localWebhookSecretOf(settings.appSecret) });
  return { local, provider: local.provider };
}

/**
 * Plans, checkout through Stripe or the local test provider, subscriptions and webhooks. The trial
 * and renewal notices go out through the reminders engine (`billingReminderRecords`).
 */
export async function createBillingModule(deps: {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  instance: string;
  settings: BillingSettings;
  notifications: NotificationsService;
}) {
  const { db, clock, jobs, instance, settings } = deps;
  const { local, provider } = await chooseProvider(settings, clock);
  const notices = createPlanNotices({ clock, notifications: deps.notifications });
  // Seats on the plan: the practices module tells it of its members through the port the composition
  // wires; the webhooks tell it of an owner's plan that began or changed.
  const seats = createSeatBilling({ db, clock, jobs, provider, instance });
  const webhooks = createWebhooks({ db, clock, jobs, provider, instance, notices, seats });
  local?.connect((executor, rawBody, signature) =>
    webhooks.receive(executor, rawBody, signature).then(() => undefined),
  );
  const billing = createBillingService({
    db,
    clock,
    provider,
    local,
    testCheckoutOpen: settings.localCheckout,
    notices,
  });
  const runLocalClock = async () => (local ? local.runClock(db) : 0);

  if (local) {
    jobs.every(`billing.local-clock.${instance}`, localClockEverySeconds, async () => {
      await runLocalClock();
    });
  }

  const module: ApiModule = {
    name: "billing",
    registerRoutes: async (api) => {
      await api.register(billingRoutes, {
        billing,
        webhooks,
        planAdmin: createPlanAdminService({ db, clock }),
      });
    },
  };
  return { ...module, billing, webhooks, seats, runLocalClock, local, provider };
}

export type BillingModule = Awaited<ReturnType<typeof createBillingModule>>;
