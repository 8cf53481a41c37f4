import { t } from "@taxlane/contract/i18n";

/** An amount of cents as people read it: $1,234.50 (always with the cents, as money owed is). */
export const dollarsOf = (cents: number) =>
  (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** A change in words, "a raise of $50.00" or "a reduction of $20.00": never a bare minus sign. */
export const changeWords = (amountCents: number) =>
  t(amountCents > 0 ? "priceChanges.raiseOf" : "priceChanges.reductionOf", {
    amount: dollarsOf(Math.abs(amountCents)),
  });

/** Where each side answers or follows a job's price changes in the app. */
export const billingLink = (side: "taxpayer" | "professional", quoteId: number) =>
  `${side === "taxpayer" ? "user" : "expert"}/tax_preparation/${quoteId}?tab=billing`;
