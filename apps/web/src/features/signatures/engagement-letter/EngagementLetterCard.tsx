/** The job's engagement letter for either side (built with the letter pages). */
export function EngagementLetterCard(_props: { side: "expert" | "taxpayer"; quoteId: number }) {
  return null;
}
