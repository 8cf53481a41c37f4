import { JobType, jobTypeOf } from "@taxlane/contract";
import { requestHeadline } from "@taxlane/organizer";

/** The columns a quote list reads to name the request a quote answers and the expert's terms. */
export interface QuoteRequestColumns {
  kind: number;
  requestCreatedAt: Date;
  requestAnswers: Record<string, unknown>;
  message: string | null;
  turnaroundDays: number | null;
}

/**
 * What both quote lists add, so two quotes on two requests of one taxpayer are told apart. Made per
 * list: each request's headline is worked out once, however many of the list's quotes answer it.
 */
export function quoteRequestFieldsOfList() {
  const headlines = new Map<number, string>();
  return (row: QuoteRequestColumns & { taxPreparationId: number }) => {
    const isIndividual = jobTypeOf(row.kind) === JobType.personal;
    let requestSummary = headlines.get(row.taxPreparationId);
    if (requestSummary === undefined) {
      requestSummary = requestHeadline(isIndividual ? "individual" : "business", row.requestAnswers);
      headlines.set(row.taxPreparationId, requestSummary);
    }
    return {
      requestDate: row.requestCreatedAt.toISOString(),
      isIndividual,
      requestSummary,
      message: row.message,
      turnaroundDays: row.turnaroundDays,
    };
  };
}
