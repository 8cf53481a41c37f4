/**
 * Money as people read it, the same in every message the API writes: an amount kept in whole US cents
 * shown as dollars with its cents.
 */

/** Cents as people read dollars: 123456 is "$1,234.56" (exact: integer division, no float). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  const dollars = Math.floor(whole / 100).toLocaleString("en-US");
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, "0")}`;
}
