import {
  AnswerTypeId,
  answerTypeNames,
  type FieldError,
  isEmptyAnswerText,
  type OrganizerAnswerField,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import {
  findOrganizerQuestion,
  type OrganizerAnswers,
  type OrganizerAnswerValue,
  type OrganizerDefinition,
  type OrganizerFileRef,
  OrganizerVisibility,
  organizerQuestionError,
  readOrganizerAnswer,
  type StoredOrganizerAnswer,
} from "@taxlane/organizer";

/**
 * Answer types that carry the same kind of value: the existing client computes the type of some
 * questions (organizer-keys.tsv's `-`), so a text question may come as a number or a date and a
 * yes/no as a check box or a radio. A type of another kind (a file for a tax id, JSON for a yes/no)
 * cannot hold the question's answer and is refused.
 */
const typeFamily: Record<AnswerTypeId, string> = {
  [AnswerTypeId.notDefinded]: "text",
  [AnswerTypeId.number]: "text",
  [AnswerTypeId.string]: "text",
  [AnswerTypeId.date]: "text",
  [AnswerTypeId.boolean]: "choice",
  [AnswerTypeId.checkbox]: "choice",
  [AnswerTypeId.radio]: "choice",
  [AnswerTypeId.json]: "json",
  [AnswerTypeId.file]: "file",
};

/** One entry of a save with what the job already holds under its key. */
export interface CheckedEntry {
  index: number;
  entry: OrganizerAnswerField;
  /** The files the key keeps from earlier saves, and those this save adds. */
  files: readonly OrganizerFileRef[];
}

const field = (index: number, name: string) => `questionList[${index}].${name}`;

/**
 * The answers of the job as the organizer reads them after this save: what is stored (a sealed
 * answer counts as answered; no condition reads its value) with the save's entries over it.
 */
export function answersAfterSave(
  definition: OrganizerDefinition,
  stored: readonly (StoredOrganizerAnswer & { sealed: boolean })[],
  entries: readonly CheckedEntry[],
): OrganizerAnswers {
  const rows: StoredOrganizerAnswer[] = stored.map((row) =>
    row.sealed ? { ...row, answer: "sealed" } : row,
  );
  for (const { entry, files } of entries) {
    rows.push({ question: entry.question, answer: entry.answer ?? null, files });
  }
  const answers: Record<string, OrganizerAnswerValue | undefined> = {};
  for (const row of rows) {
    const place = findOrganizerQuestion(definition, row.question);
    answers[row.question] = place
      ? readOrganizerAnswer(place.question, row.answer, row.files ?? [])
      : (row.answer ?? null);
  }
  return answers;
}

/**
 * What is wrong with a save, field by field, by the job's organizer (individual or business), in the words
 * people see (the organizer's validators). Every
 * answer given is checked against its question's rules; a blank one (or a "no" to the 1098-T) only
 * for a question asked given the answers, and not when the person will add it later.
 */
export function saveErrors(
  definition: OrganizerDefinition,
  entries: readonly CheckedEntry[],
  answers: OrganizerAnswers,
): FieldError[] {
  const visibility = new OrganizerVisibility(definition, answers);
  const errors: FieldError[] = [];
  for (const { index, entry, files } of entries) {
    const place = findOrganizerQuestion(definition, entry.question);
    if (!place) continue;
    const { question } = place;
    if (typeFamily[entry.answerTypeId] !== typeFamily[question.answerTypeId]) {
      errors.push({
        field: field(index, "answerTypeId"),
        message: t("organizer.wrongAnswerType", {
          typeId: String(question.answerTypeId),
          typeName: answerTypeNames[question.answerTypeId],
        }),
      });
      continue;
    }
    const blank = isEmptyAnswerText(entry.answer) && files.length === 0;
    const value = readOrganizerAnswer(question, entry.answer ?? null, files);
    const checkAll = !entry.reminder && visibility.isKeyVisible(entry.question);
    const isNo = value === false;
    if ((blank || isNo) && !checkAll) continue;
    // A save keeps work in progress: whether everything asked is answered is the wizard's to tell.
    const rules = question.rules.filter((rule) => rule !== "required");
    const message = organizerQuestionError({ ...question, rules }, value);
    if (message !== null) errors.push({ field: field(index, question.isFile ? "files" : "answer"), message });
  }
  return errors;
}
