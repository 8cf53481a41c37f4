import { type JobType, QuoteActionStatusId, QuoteStatusId, type TaxpayerQuote } from "@taxlane/contract";
import { type PlainMessageKey, t } from "@taxlane/contract/i18n";
import { type QuestionnaireKind, requestHeadline } from "@taxlane/organizer";
import { personName } from "../../../lib/format";
import { kindOfJobType } from "./request-key";

type QuoteCodes = Pick<TaxpayerQuote, "statusId" | "actionStatusId">;

const actionStatusKeys: Readonly<Record<number, PlainMessageKey>> = {
  [QuoteActionStatusId.chosenWaitingForInformation]: "quotes.statusChosenWaiting",
  [QuoteActionStatusId.confirmed]: "quotes.statusConfirmed",
  [QuoteActionStatusId.declined]: "quotes.statusDeclined",
};
const statusKeys: Readonly<Record<number, PlainMessageKey>> = {
  [QuoteStatusId.accepted]: "quotes.statusAccepted",
  [QuoteStatusId.notAccepted]: "quotes.statusNotAccepted",
  [QuoteStatusId.pending]: "quotes.statusPending",
};

/**
 * What a quote's status means to the taxpayer: once chosen, what happened to the choice (waiting,
 * confirmed, declined) says more than the quote's own status.
 */
export function quoteStatusText(quote: QuoteCodes): string {
  return t(actionStatusKeys[quote.actionStatusId] ?? statusKeys[quote.statusId] ?? "quotes.statusPending");
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

/** A request's kind as its title: "Individual tax return", "Business tax return". */
export function requestKindTitle(kind: QuestionnaireKind): string {
  return kind === "individual" ? t("taxPreparation.individualReturn") : t("taxPreparation.businessReturn");
}

/** The API's job type as its request is titled: "Individual tax return". */
export function jobTypeText(jobType: JobType): string {
  return requestKindTitle(kindOfJobType(jobType));
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

/**
 * The line of a quote's request answers that tells it from the taxpayer's other requests ("State:
 * Texas · Married: Yes"), worded in the page's language; "" when it has none to show.
 */
export function requestSummaryText(
  quote: Pick<TaxpayerQuote, "isIndividual" | "requestHeadlineAnswers">,
): string {
  return requestHeadline(quote.isIndividual ? "individual" : "business", quote.requestHeadlineAnswers);
}
