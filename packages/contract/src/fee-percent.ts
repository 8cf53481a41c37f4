/**
 * Taxlane's fee is kept in basis points (100 is 1%) and shown as a percent with two decimals: the
 * operator types "2.5" and the API stores 250. Both ways are here so the console and the audit log
 * say the same fee the same way.
 */

/** "2.50%": basis points as a percent, always with two decimals (exact: integer arithmetic). */
export function feePercentText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const hundredths = String(Math.abs(basisPoints % 100)).padStart(2, "0");
  return `${whole}.${hundredths}%`;
}

/**
 * The basis points of a percent as a form gives it (2.5 → 250). A percent with more than two decimals
 * is rounded to the nearest basis point; the float's stray digits (2.57 × 100 = 257.00000000000003)
 * go with the rounding.
 */
export function basisPointsOfPercent(percent: number): number {
  return Math.round(percent * 100);
}
