import type { BillingInterval } from "@taxlane/contract";
import { formatUsd } from "../../entities/plan";
import { dateText } from "../../lib/format";

export const per = (interval: BillingInterval) => (interval === "year" ? "a year" : "a month");
export const intervalName = (interval: BillingInterval) => (interval === "year" ? "yearly" : "monthly");

/** "$199 on Mar 4, 2026" */
export const chargeText = (amount: number, at: string) => `${formatUsd(amount)} on ${dateText(at)}`;

export const statusLabels = {
  trialing: "Free trial",
  active: "Active",
  past_due: "Payment due",
  canceled: "Ended",
} as const;
