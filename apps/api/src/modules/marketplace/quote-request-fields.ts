import { JobType, jobTypeOf } from "@taxlane/contract";
import { headlineAnswers, requestHeadline } from "@taxlane/organizer";

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
 * list: each request's headline answers are picked once, however many of the list's quotes answer it.
 * The answers go as codes, not words: the reader's page words them in its language.
 */
export function quoteRequestFieldsOfList() {
  const headlines = new Map<number, { answers: Record<string, unknown>; line: string }>();
  return (row: QuoteRequestColumns & { taxPreparationId: number }) => {
    const isIndividual = jobTypeOf(row.kind) === JobType.personal;
    let headline = headlines.get(row.taxPreparationId);
    if (headline === undefined) {
      const kind = isIndividual ? "individual" : "business";
      const answers = headlineAnswers(kind, row.requestAnswers);
      // Worded from the answers sent, as a page words them: the two cannot differ.
      headline = { answers, line: requestHeadline(kind, answers) };
      headlines.set(row.taxPreparationId, headline);
    }
    return {
      requestDate: row.requestCreatedAt.toISOString(),
      isIndividual,
      requestHeadlineAnswers: headline.answers,
      requestSummary: headline.line,
      message: row.message,
      turnaroundDays: row.turnaroundDays,
    };
  };
}
