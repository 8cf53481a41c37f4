import {
  type JobType,
  QuoteActionStatusId,
  QuoteStatusId,
  quoteActionStatusLabels,
  quoteStatusLabels,
  type TaxpayerQuote,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { questionnaireFor } from "@taxlane/organizer";
import { personName } from "../../../lib/format";
import { kindOfJobType } from "./request-key";

type QuoteCodes = Pick<TaxpayerQuote, "statusId" | "actionStatusId">;

function labelOf(labels: Readonly<Record<number, string>>, code: number): string | undefined {
  return Object.hasOwn(labels, code) ? labels[code] : undefined;
}

/**
 * What a quote's status means to the taxpayer: once chosen, what happened to the choice (waiting,
 * confirmed, declined) says more than the quote's own status.
 */
export function quoteStatusText(quote: QuoteCodes): string {
  return (
    labelOf(quoteActionStatusLabels, quote.actionStatusId) ??
    labelOf(quoteStatusLabels, quote.statusId) ??
    quoteStatusLabels[QuoteStatusId.pending]
  );
}

/** How a status is coloured: open, waiting on someone, done well, or over. */
export type QuoteTone = "open" | "waiting" | "done" | "closed";

export function quoteStatusTone(quote: QuoteCodes): QuoteTone {
  switch (quote.actionStatusId) {
    case QuoteActionStatusId.chosenWaitingForInformation:
      return "waiting";
    case QuoteActionStatusId.confirmed:
      return "done";
    case QuoteActionStatusId.declined:
      return "closed";
  }
  if (quote.statusId === QuoteStatusId.accepted) return "done";
  if (quote.statusId === QuoteStatusId.notAccepted) return "closed";
  return "open";
}

/** The API's job type as the questionnaire people answered names it: "Individual tax return". */
export function jobTypeText(jobType: JobType): string {
  return questionnaireFor(kindOfJobType(jobType)).title();
}

export function professionalName(
  quote: Pick<TaxpayerQuote, "accountantFirstName" | "accountantLastName">,
): string {
  return personName(quote.accountantFirstName, quote.accountantLastName);
}

/** The professional's estimate in words: "Ready in about 7 days"; null when they gave none. */
export function turnaroundText(days: number | null): string | null {
  if (days === null) return null;
  return t("quotes.readyInDays", { count: String(days), days });
}
