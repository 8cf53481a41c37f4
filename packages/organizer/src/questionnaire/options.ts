/**
 * Answer options and limits taken from the contract's zod-free modules (code tables and labels), so
 * the questionnaire loads no zod.
 */
import { codeOptions, questionnaireLimits } from "@taxlane/contract";
import type { ChoiceOption } from "./types";
import { codeWord } from "./words";

/**
 * `{ value, label }` options of a code table's labels, in code order, read in the language spoken:
 * the catalog's `questionnaire.<list><code>`, else the table's English label.
 */
export function optionsOf(labels: Readonly<Record<number, string>>, list: string): readonly ChoiceOption[] {
  return codeOptions(labels).map(({ value, label }) => ({
    value,
    label: () => codeWord(list, value, label),
  }));
}

/** The longest answers and largest counts (the contract's, free of zod). */
export const answerLimits = questionnaireLimits;
