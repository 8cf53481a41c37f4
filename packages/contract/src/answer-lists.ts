/** The request answers that hold several codes, read and written; free of zod, as the request pages use them. */

/**
 * The individual answers that hold several codes. Requests send them as arrays; the request lists
 * return them as JSON text ("[1,4]"), which an existing client runs `JSON.parse` on.
 */
export const INDIVIDUAL_LIST_ANSWERS = [
  "incomeTypeIds",
  "reasonToLookNewPreparer",
  "factorThatHelpYouHirePreparer",
] as const;
type ListAnswerKey = (typeof INDIVIDUAL_LIST_ANSWERS)[number];

/** A record with its list answers as arrays of codes, as readers use them. */
export type WithAnswerLists<T> = Omit<T, ListAnswerKey> & Record<ListAnswerKey, number[]>;

/** Stored individual answers as the request lists send them: the list answers as JSON text. */
export function answerListsAsText(answers: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return writeAnswerListsAsText({ ...answers });
}

/** `answerListsAsText` on an object the caller owns, changed in place (the lists' rows, no copy). */
export function writeAnswerListsAsText(answers: Record<string, unknown>): Record<string, unknown> {
  for (const key of INDIVIDUAL_LIST_ANSWERS) answers[key] = JSON.stringify(answers[key] ?? []);
  return answers;
}

/** One list answer from its JSON text; anything but a JSON list of numbers reads as no answer. */
export function parseAnswerList(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is number => typeof item === "number") : [];
  } catch {
    return [];
  }
}

/** A request from the lists with its list answers back as arrays: every reader goes through this. */
export function parseAnswerLists<T extends Record<ListAnswerKey, string>>(record: T): WithAnswerLists<T> {
  const { incomeTypeIds, reasonToLookNewPreparer, factorThatHelpYouHirePreparer, ...rest } = record;
  return {
    ...rest,
    incomeTypeIds: parseAnswerList(incomeTypeIds),
    reasonToLookNewPreparer: parseAnswerList(reasonToLookNewPreparer),
    factorThatHelpYouHirePreparer: parseAnswerList(factorThatHelpYouHirePreparer),
  };
}
