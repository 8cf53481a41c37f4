import type { PayoutAccount, RedirectUrl } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { AppError } from "../../lib/app-error";
import { auditRecords } from "../audit";
import { peopleRecords } from "../identity";
import type { PaymentsDeps } from "./payments.deps";
import { type PayoutAccountRow, payoutsRepository } from "./payouts.repository";
import type { PaymentsProvider, ProviderAccount } from "./providers/payments-provider";

/** Where the professional comes back to from the provider's onboarding. */
export const PAYOUTS_PAGE = "/expert/payments";

function payoutView(provider: PaymentsProvider, row: PayoutAccountRow | null): PayoutAccount {
  if (!row) {
    return {
      provider: provider.name,
      status: "not-connected",
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
    };
  }
  return {
    provider: provider.name,
    status: row.chargesEnabled ? "active" : "pending",
    chargesEnabled: row.chargesEnabled,
    payoutsEnabled: row.payoutsEnabled,
    detailsSubmitted: row.detailsSubmitted,
  };
}

/**
 * Writes what the provider says of a connected account into its professional's row; answers whether
 * it changed. The first time it can take charges is recorded in the audit log.
 */
export async function applyAccount(executor: Executor, account: ProviderAccount, now: Date): Promise<string> {
  const row = await payoutsRepository.findByAccount(executor, account.id);
  if (!row) return "unmatched";
  const same =
    row.chargesEnabled === account.chargesEnabled &&
    row.payoutsEnabled === account.payoutsEnabled &&
    row.detailsSubmitted === account.detailsSubmitted;
  if (same) return "unchanged";
  await payoutsRepository.update(executor, row.userId, {
    chargesEnabled: account.chargesEnabled,
    payoutsEnabled: account.payoutsEnabled,
    detailsSubmitted: account.detailsSubmitted,
    updatedAt: now,
  });
  if (account.chargesEnabled && !row.chargesEnabled) {
    await auditRecords.record(executor, {
      at: now,
      actor: null,
      action: "payments.payouts-connected",
      subjectUserId: row.userId,
      subject: `payout-account:${row.userId}`,
      from: null,
      detail: { provider: row.provider },
    });
  }
  return "applied";
}

/**
 * The professional's payout account: made at the provider on the first "Connect payouts", then
 * finished in the provider's onboarding. Its state comes back by the provider's events, and is
 * re-read here while it is not yet able to take charges (someone back from onboarding should not
 * wait for an event to see it).
 */
export function createPayoutsService(deps: PaymentsDeps & { provider: PaymentsProvider }) {
  const { db, clock, provider, local } = deps;

  return {
    async payouts(caller: Principal): Promise<PayoutAccount> {
      return db.transaction(async (tx) => {
        const row = await payoutsRepository.find(tx, caller.userId);
        if (!row || row.chargesEnabled) return payoutView(provider, row);
        const account = await provider.retrieveAccount(tx, row.accountId);
        if (account) await applyAccount(tx, account, clock.now());
        return payoutView(provider, await payoutsRepository.find(tx, caller.userId));
      });
    },

    /** Opens the provider's onboarding; a second click (or tab) resumes the same account. */
    async connect(caller: Principal): Promise<RedirectUrl> {
      if (provider.name === "local" && local === null)
        throw new AppError("UNAVAILABLE", t("payments.notSetUp"));
      return db.transaction(async (tx) => {
        await payoutsRepository.lockOwner(tx, caller.userId);
        let row = await payoutsRepository.find(tx, caller.userId);
        if (!row) {
          const people = await peopleRecords.byIds(tx, [caller.userId]);
          const email = people.get(caller.userId)?.email ?? "";
          const accountId = await provider.createAccount(tx, { userId: caller.userId, email });
          const now = clock.now();
          await payoutsRepository.insert(tx, {
            userId: caller.userId,
            provider: provider.name,
            accountId,
            createdAt: now,
            updatedAt: now,
          });
          row = await payoutsRepository.find(tx, caller.userId);
        }
        if (!row) throw new Error("the payout account was not kept");
        return { url: await provider.onboardingUrl(tx, row.accountId, PAYOUTS_PAGE) };
      });
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
