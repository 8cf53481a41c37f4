import type { ExpertBusinessRequest, ExpertIndividualRequest, WithAnswerLists } from "@taxlane/contract";
import { usStateName } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { type AnswerLine, type QuestionnaireKind, summarizeAnswers } from "@taxlane/organizer";

/** A request routed to the signed-in expert, of either kind. */
export type ExpertRequest =
  | { kind: "individual"; record: WithAnswerLists<ExpertIndividualRequest> }
  | { kind: "business"; record: ExpertBusinessRequest };

/** What the cards call each kind of request. */
export const requestTitles: Record<QuestionnaireKind, string> = {
  individual: t("quotes.individualApplication"),
  business: t("quotes.businessApplication"),
};

/** "Robin T.": how a taxpayer is named before they choose the expert. */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().slice(0, 1).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** Where the taxpayer or business is: the state's name, else the country, else that it was not given. */
export function locationText(request: ExpertRequest): string {
  const { state } = request.record;
  // The server may send "" for a state never given.
  if (state) return usStateName(state);
  if (request.kind === "individual" && request.record.country !== "") return request.record.country;
  return t("quotes.stateNotGiven");
}

/** The answers that size the work, in the questionnaire's order; the rest are in the details. */
const keyFactKeys: Record<QuestionnaireKind, readonly string[]> = {
  individual: ["isMarried", "incomeTypeIds", "deductionTypeId", "lastYearPreparationCostId"],
  business: [
    "entityMembersCount",
    "businessTransactionAccountingSoftwareId",
    "businessCheckingTransactionsCount",
    "businessCreditCardTransactionsCount",
  ],
};

/** Every answer of the request in words. */
export function answerLines(request: ExpertRequest): AnswerLine[] {
  return summarizeAnswers(request.kind, request.record);
}

/** The few answers a card shows. */
export function keyFacts(request: ExpertRequest): AnswerLine[] {
  const keys = keyFactKeys[request.kind];
  return answerLines(request).filter((line) => keys.includes(line.key));
}

/** How many professionals see the request, in words. */
export function introductionsText(count: number): string {
  if (count <= 1) return t("quotes.sentOnlyToYou");
  return t("quotes.sentToProfessionals", { count: String(count) });
}

export interface ContactLine {
  label: string;
  value: string;
  href: string;
}

/** The taxpayer's e-mail and phone as far as they are shared with the expert (both null until then). */
export function contactLines(user: ExpertRequest["record"]["user"]): ContactLine[] {
  const lines: ContactLine[] = [];
  if (user.email !== null && user.email !== "") {
    lines.push({ label: t("quotes.emailLabel"), value: user.email, href: `mailto:${user.email}` });
  }
  if (user.phoneNumber !== null && user.phoneNumber !== "") {
    const dial = user.phoneNumber.replace(/[^\d+]/g, "");
    lines.push({ label: t("quotes.phoneLabel"), value: user.phoneNumber, href: `tel:${dial}` });
  }
  return lines;
}

export const contactHiddenText = t("quotes.sharedOnceChosen");
