import { createHash } from "node:crypto";
import { engagementPlaceholders, JobType, jobTypeOf, usStateName } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { engagementLetters as letterTexts } from "@taxlane/contract/i18n/en/engagementLetters";
import { fieldError } from "../../lib/app-error";
import type { LetterQuote } from "./signatures.deps";

/** Our letter, with its placeholders: a professional's saved template replaces it. */
export const defaultEngagementTemplate: string = letterTexts.defaultBody;

/** What the placeholders of a letter are filled with. */
export interface LetterFacts {
  taxpayer: string;
  professional: string;
  quote: Pick<LetterQuote, "price" | "turnaroundDays" | "kind" | "state">;
  now: Date;
  /** The professional keeps a paid deposit when the client cancels before work starts (their payment settings). */
  depositKept: boolean;
}

/** "$1,200.00". */
export const letterPrice = (dollars: number) =>
  dollars.toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** "December 2, 2026", the day in UTC (the day the server keeps), as the letter is dated. */
export const letterDate = (at: Date) =>
  at.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** The return the quote is for, with the state the request named. */
function scopeOf(quote: LetterFacts["quote"]): string {
  const business = jobTypeOf(quote.kind) === JobType.business;
  const state = quote.state?.trim() ? usStateName(quote.state.trim()) : null;
  if (business)
    return state
      ? t("engagementLetters.scopeBusinessWithState", { state })
      : t("engagementLetters.scopeBusiness");
  return state
    ? t("engagementLetters.scopeIndividualWithState", { state })
    : t("engagementLetters.scopeIndividual");
}

const known: ReadonlySet<string> = new Set(engagementPlaceholders);
const placeholderPattern = /\{[^{}\s]{1,40}\}/g;

/**
 * Refuses a letter naming a placeholder we cannot fill (a typo such as `{client}` would otherwise
 * reach the taxpayer as written): a 400 that names it and lists the ones there are.
 */
export function requireKnownPlaceholders(body: string): void {
  const unknown = [...body.matchAll(placeholderPattern)].map((match) => match[0]).find((p) => !known.has(p));
  if (unknown !== undefined) {
    throw fieldError(
      "body",
      t("engagementLetters.unknownPlaceholder", {
        placeholder: unknown,
        known: engagementPlaceholders.join(", "),
      }),
    );
  }
}

/** The letter as the taxpayer reads it: every placeholder filled from the quote and the day. */
export function fillLetter(template: string, facts: LetterFacts): string {
  const { quote } = facts;
  const values: Record<(typeof engagementPlaceholders)[number], string> = {
    "{taxpayer}": facts.taxpayer,
    "{professional}": facts.professional,
    "{price}": letterPrice(quote.price),
    "{turnaround}":
      quote.turnaroundDays === null
        ? t("engagementLetters.turnaroundNone")
        : t("engagementLetters.turnaroundDays", { days: quote.turnaroundDays }),
    "{scope}": scopeOf(quote),
    // The return prepared in a year is the one for the year before.
    "{taxYear}": String(facts.now.getUTCFullYear() - 1),
    "{date}": letterDate(facts.now),
    "{depositTerms}": facts.depositKept
      ? t("engagementLetters.depositKept")
      : t("engagementLetters.depositRefunded"),
  };
  return template.replace(placeholderPattern, (found) =>
    found in values ? values[found as keyof typeof values] : found,
  );
}

/**
 * A template as letters are filled from it: one without `{depositTerms}` (saved before it existed, or
 * written without it) gets it as a last paragraph, so every letter signed when hiring says what
 * happens to a paid deposit if the client cancels.
 */
export function withDepositTerms(template: string): string {
  return template.includes("{depositTerms}") ? template : `${template.trimEnd()}\n\n{depositTerms}`;
}

/** The SHA-256 of the words, which signing sends back so the words signed are the words read. */
export const letterHashOf = (body: string) => createHash("sha256").update(body, "utf8").digest("hex");
