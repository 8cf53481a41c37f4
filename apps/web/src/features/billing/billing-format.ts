import type { BillingInterval } from "@taxlane/contract";
import { billing } from "@taxlane/contract/i18n/local/billing";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { formatUsd } from "../../entities/plan";
import { dateText } from "../../lib/format";

export const per = (interval: BillingInterval) => (interval === "year" ? billing.aYear : billing.aMonth);
export const intervalName = (interval: BillingInterval) =>
  interval === "year" ? billing.yearly : billing.monthly;

/** "$199 on Mar 4, 2026" */
export const chargeText = (amount: number, at: string) =>
  formatPlain(billing.chargeOn, { amount: formatUsd(amount), date: dateText(at) });

export const statusLabels = {
  trialing: billing.statusTrialing,
  active: billing.statusActive,
  past_due: billing.statusPastDue,
  canceled: billing.statusCanceled,
} as const;
