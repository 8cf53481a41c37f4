import { MAX_INVOICE_CENTS } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { centsText } from "../../lib/format";

/** What a typed amount reads as: its whole cents, or why it cannot be read. */
export type ParsedAmount = { ok: true; cents: number } | { ok: false; problem: string };

// Dollars as people type them: "125", "125.5", "125.50", "1,200", "$1,200.00". Commas only where a
// thousands separator goes, so that "12,00" (a European decimal comma) is not read as twelve hundred.
const dollarsPattern = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;

/**
 * Reads the dollars a person typed into integer cents, from the digits themselves (never through a
 * float, which would turn "0.29" into 28.999… cents). Refuses anything but a positive amount in whole
 * cents of at most $100,000.00, with words that say what to type instead.
 */
export function parseDollars(typed: string): ParsedAmount {
  const text = typed.trim();
  if (text === "") return { ok: false, problem: t("jobBillingPages.amountRequired") };
  if (/^[-−]/.test(text)) return { ok: false, problem: t("jobBillingPages.amountNoMinus") };
  const match = dollarsPattern.exec(text);
  if (match === null) return { ok: false, problem: t("paymentRules.amountInvalid") };
  const whole = (match[1] ?? "").replaceAll(",", "");
  const fraction = match[2] ?? "";
  if (fraction.length > 2) return { ok: false, problem: t("paymentRules.amountWholeCents") };
  // Whole dollars beyond the largest amount are refused before they could lose digits as a number.
  if (whole.replace(/^0+/, "").length > String(MAX_INVOICE_CENTS).length) {
    return { ok: false, problem: t("paymentRules.amountTooLarge") };
  }
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (cents === 0) return { ok: false, problem: t("paymentRules.amountPositive") };
  if (cents > MAX_INVOICE_CENTS) return { ok: false, problem: t("paymentRules.amountTooLarge") };
  return { ok: true, cents };
}

// Shared with every page that shows money in cents (the operator's payments, a held return).
export { centsText };

/** "+$75.00" or "−$50.00": a change to a price, its direction always said. */
export function signedCentsText(cents: number): string {
  return cents < 0 ? `−${centsText(-cents)}` : `+${centsText(cents)}`;
}

/** "1200.50": cents as a person would type them back into a field (a draft being edited). */
export function dollarsInput(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return `${whole}.${String(rest).padStart(2, "0")}`;
}

/** A line's quantity as typed: a whole number from 1 to 1,000, or null. */
export function parseQuantity(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= 1000 ? quantity : null;
}
