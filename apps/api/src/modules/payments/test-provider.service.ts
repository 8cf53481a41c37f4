import type {
  CompleteTestOnboardingRequest,
  PayTestPaymentRequest,
  RedirectUrl,
  TestOnboarding,
  TestPaymentCheckout,
  TestPaymentResult,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import { peopleRecords } from "../identity";
import type { LocalPaymentsProvider } from "./providers/local-payments-provider";

/**
 * The local test provider's checkout and onboarding pages, each call in one transaction (a payment's
 * events reach the webhook intake in it). With Stripe configured there is no such page.
 */
export function createTestProviderService(deps: { db: Database; local: LocalPaymentsProvider | null }) {
  const { db, local } = deps;

  function requireLocal(): LocalPaymentsProvider {
    if (!local) throw notFound(t("paymentTestPages.onlyWithoutStripe"));
    return local;
  }

  return {
    checkout(caller: Principal, session: string): Promise<TestPaymentCheckout> {
      const provider = requireLocal();
      return db.transaction((tx) => provider.describeCheckout(tx, caller.userId, session));
    },

    pay(caller: Principal, request: PayTestPaymentRequest): Promise<TestPaymentResult> {
      const provider = requireLocal();
      return db.transaction((tx) => provider.pay(tx, caller.userId, request));
    },

    onboarding(caller: Principal, account: string): Promise<TestOnboarding> {
      const provider = requireLocal();
      return db.transaction(async (tx) => {
        const person = (await peopleRecords.byIds(tx, [caller.userId])).get(caller.userId);
        return provider.describeOnboarding(tx, caller.userId, person?.email ?? "", account);
      });
    },

    completeOnboarding(caller: Principal, request: CompleteTestOnboardingRequest): Promise<RedirectUrl> {
      const provider = requireLocal();
      return db.transaction((tx) => provider.completeOnboarding(tx, caller.userId, request));
    },
  };
}

export type TestProviderService = ReturnType<typeof createTestProviderService>;
