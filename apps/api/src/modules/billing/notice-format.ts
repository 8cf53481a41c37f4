import type { BillingInterval } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { dayIn } from "../../lib/spoken-dates";

/** A day as billing's mail writes it in the current language: "March 4, 2027", "4 de marzo de 2027" (UTC, as periods are kept). */
export const noticeDay = (date: Date) => dayIn(date);

/** A billing period named in the current language, as a message's `{interval}` takes it. */
export const intervalWord = (interval: BillingInterval): string =>
  interval === "year" ? t("billing.intervalYear") : t("billing.intervalMonth");

/** Dollars as billing's mail writes them: "$2,150". */
export const noticeUsd = (amount: number) =>
  amount.toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0 });

/** Where a professional manages their plan. */
export const managePlanPath = "expert/profile#plan";
