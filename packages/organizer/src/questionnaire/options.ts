/**
 * Answer options and limits taken from the contract's zod-free modules (code tables and labels), so
 * the questionnaire loads no zod.
 */
import { codeOptions, questionnaireLimits } from "@taxlane/contract";
import type { ChoiceOption } from "./types";

/** `{ value, label }` options of a code table's labels, in code order. */
export function optionsOf(labels: Readonly<Record<number, string>>): readonly ChoiceOption[] {
  return codeOptions(labels).map(({ value, label }) => ({ value, label }));
}

/** The longest answers and largest counts (the contract's, free of zod). */
export const answerLimits = questionnaireLimits;
