/**
 * Answer options and limits taken from the contract's zod-free modules (code tables and labels), so
 * the questionnaire loads no zod. `questionnaire-constants.test.ts` pins the copies made here to the
 * contract's schema module.
 */
import { codeOptions } from "@taxlane/contract";
import type { ChoiceOption } from "./types";

/** `{ value, label }` options of a code table's labels, in code order. */
export function optionsOf(labels: Readonly<Record<number, string>>): readonly ChoiceOption[] {
  return codeOptions(labels).map(({ value, label }) => ({ value, label }));
}

/**
 * The contract's `questionnaireLimits`, copied: that object sits beside the zod schemas, and
 * importing it would bring zod into every page that shows a question.
 */
export const answerLimits = {
  fromWhereKnowMyTaxApp: 200,
  anythingElseForPreparer: 2000,
  /** The most of one count question a business can answer. */
  count: 1_000_000,
} as const;
