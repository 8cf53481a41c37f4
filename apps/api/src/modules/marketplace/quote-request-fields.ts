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

/** What both quote lists add, so two quotes on two requests of one taxpayer are told apart. */
export function quoteRequestFields(row: QuoteRequestColumns) {
  const isIndividual = jobTypeOf(row.kind) === JobType.personal;
  return {
    requestDate: row.requestCreatedAt.toISOString(),
    isIndividual,
    requestSummary: requestHeadline(isIndividual ? "individual" : "business", row.requestAnswers),
    message: row.message,
    turnaroundDays: row.turnaroundDays,
  };
}
