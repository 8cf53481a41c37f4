/**
 * The questionnaire's words, from the catalog's light `questionnaire` domain: the questionnaire is asked
 * on a public page, which loads the Spanish only when it is spoken and carries no message library.
 */
import { questionnaire } from "@taxlane/contract/i18n/local/questionnaire";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import type { Phrase } from "../phrase";

export type QuestionnaireWord = keyof typeof questionnaire;

function isQuestionnaireWord(name: string): name is QuestionnaireWord {
  return Object.hasOwn(questionnaire, name);
}

/** A message of the questionnaire in the language being spoken, its `{name}` values filled in. */
export function questionnaireText(
  name: QuestionnaireWord,
  values?: Readonly<Record<string, string | number>>,
) {
  return formatPlain(questionnaire[name], values);
}

/** The message as a `Phrase`, read when shown. */
export const say =
  (name: QuestionnaireWord): Phrase =>
  () =>
    questionnaireText(name);

/** The words of a list's answer, by the list's name and the answer's code (`incomeType1`); else `fallback`. */
export function codeWord(list: string, code: number, fallback: string): string {
  const name = `${list}${code}`;
  return isQuestionnaireWord(name) ? questionnaireText(name) : fallback;
}
