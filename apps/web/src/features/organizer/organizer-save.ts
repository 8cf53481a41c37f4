/**
 * Saving and reading the taxpayer's answers: the entries of POST taxpayer/AddAnswerToOrganizerQuestions
 * (`questionList[i].…`, files as `questionList[i].files`) for the answers changed since the last save,
 * and the stored answers read back into the wizard's values, with profile details filled in where the
 * taxpayer has not answered yet.
 */
import { ORGANIZER_FILES_FIELD, type OrganizerAnswer, type OrganizerPrefill } from "@taxlane/contract";
import {
  findOrganizerQuestion,
  hasOrganizerAnswer,
  type OrganizerAnswers,
  type OrganizerAnswerValue,
  type OrganizerDefinition,
  organizerAnswersFromRows,
  organizerAnswerText,
  organizerQuestionError,
} from "@taxlane/organizer";
import { isReminderKey } from "./organizer-model";

/** One `questionList[i]` entry, as text fields. */
export interface OrganizerSaveEntry {
  quoteId: number;
  categoryId: number;
  forSpouse: boolean;
  question: string;
  answerTypeId: number;
  answer: string;
  reminder: boolean;
  isFile: boolean;
  files: readonly File[];
}

/**
 * Entries for the answer keys `keys` (row keys too) with their values and new files; keys no question
 * of the organizer answers are left out (nothing would label them).
 */
export function organizerSaveEntries(
  definition: OrganizerDefinition,
  quoteId: number,
  keys: Iterable<string>,
  answers: OrganizerAnswers,
  newFiles: Readonly<Record<string, readonly File[]>>,
): OrganizerSaveEntry[] {
  const entries: OrganizerSaveEntry[] = [];
  for (const key of new Set(keys)) {
    const place = findOrganizerQuestion(definition, key);
    if (place === undefined) continue;
    const { question } = place;
    const value = answers[key];
    entries.push({
      quoteId,
      categoryId: question.sectionId,
      forSpouse: question.forSpouse,
      question: key,
      answerTypeId: question.answerTypeId,
      answer: organizerAnswerText(question, value),
      reminder: isReminderKey(key) && value === true,
      isFile: question.isFile,
      files: question.isFile ? (newFiles[key] ?? []) : [],
    });
  }
  return entries;
}

/**
 * The server's refusals of a save (`questionList[i].answer`, `questionList[i].files`) by the
 * answer key of entry `i`, so each message shows under its question.
 */
export function refusalsByKey(
  entries: readonly OrganizerSaveEntry[],
  refused: readonly { field: string; message: string }[],
): Record<string, string> {
  const byKey: Record<string, string> = {};
  for (const { field, message } of refused) {
    const index = /^questionList\[(\d+)\]/.exec(field)?.[1];
    const entry = index === undefined ? undefined : entries[Number(index)];
    if (entry !== undefined && byKey[entry.question] === undefined) byKey[entry.question] = message;
  }
  return byKey;
}

/** The multipart body of a save. */
export function organizerSaveForm(entries: readonly OrganizerSaveEntry[]): FormData {
  const form = new FormData();
  entries.forEach((entry, index) => {
    const field = (name: string) => `questionList[${index}].${name}`;
    form.append(field("quoteId"), String(entry.quoteId));
    form.append(field("categoryId"), String(entry.categoryId));
    form.append(field("forSpouse"), String(entry.forSpouse));
    form.append(field("question"), entry.question);
    form.append(field("answerTypeId"), String(entry.answerTypeId));
    form.append(field("answer"), entry.answer);
    form.append(field("reminder"), String(entry.reminder));
    form.append(field("isFile"), String(entry.isFile));
    for (const file of entry.files) form.append(field(ORGANIZER_FILES_FIELD), file, file.name);
  });
  return form;
}

/** The stored answers as the wizard's values, by key; empty ones (a removed row) are left out. */
export function answersFromStored(
  definition: OrganizerDefinition,
  rows: readonly OrganizerAnswer[],
): OrganizerAnswers {
  const read = organizerAnswersFromRows(
    definition,
    rows.map((row) => ({
      question: row.question,
      answer: row.answer,
      files: row.files.map((file) => ({ id: file.id, name: file.name })),
      categoryId: row.categoryId,
      answerTypeId: row.answerTypeId,
    })),
  );
  return Object.fromEntries(Object.entries(read).filter(([, value]) => hasOrganizerAnswer(value)));
}

/** What the profile knows about the taxpayer. */
export interface ProfileFacts {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  birthDate: string | null;
}

/**
 * The profile's text for the taxpayer's details, by question key; a value the question would refuse
 * (a name with digits, a foreign phone number) is left for the taxpayer to type.
 */
export function profilePrefill(
  definition: OrganizerDefinition,
  profile: ProfileFacts,
): Record<string, string> {
  const prefill: Record<string, string> = {};
  const put = (key: string, value: string | null) => {
    const question = findOrganizerQuestion(definition, key)?.question;
    if (value === null || value.trim() === "" || question === undefined) return;
    if (organizerQuestionError(question, value.trim()) === null) prefill[key] = value.trim();
  };
  put("taxPayerFirstName", profile.firstName);
  put("taxPayerLastName", profile.lastName);
  put("taxPayerMobileNumber", profile.phoneNumber);
  put("taxPayerBirthday", profile.birthDate === null ? null : profile.birthDate.slice(0, 10));
  return prefill;
}

/**
 * What a new organizer starts from: the answers about the person from their latest other organizer
 * (files stay with that job), then the profile's details where those say nothing.
 */
export function prefillValues(
  definition: OrganizerDefinition,
  prefill: OrganizerPrefill,
): Record<string, OrganizerAnswerValue> {
  const earlier = answersFromStored(
    definition,
    prefill.answers.filter((row) => !row.isFile && row.masked !== true),
  );
  const values: Record<string, OrganizerAnswerValue> = { ...profilePrefill(definition, prefill.profile) };
  for (const [key, value] of Object.entries(earlier)) if (value !== undefined) values[key] = value;
  return values;
}

/**
 * `answers` with `prefill` where a key has no answer yet, and the keys filled (to save with the
 * step, so the professional sees them too).
 */
export function withPrefill(
  answers: OrganizerAnswers,
  prefill: Readonly<Record<string, OrganizerAnswerValue>>,
): { answers: OrganizerAnswers; filled: string[] } {
  const next: Record<string, OrganizerAnswerValue | undefined> = { ...answers };
  const filled: string[] = [];
  for (const [key, value] of Object.entries(prefill)) {
    const current = next[key];
    if (current === undefined || current === null || current === "") {
      next[key] = value;
      filled.push(key);
    }
  }
  return { answers: next, filled };
}

/** Where the last step of a job's organizer is kept in this browser. */
export const lastStepStorageKey = (quoteId: number) => `taxlane.organizer.${quoteId}.step`;

export function readLastStep(quoteId: number): string | null {
  try {
    return localStorage.getItem(lastStepStorageKey(quoteId));
  } catch {
    return null;
  }
}

export function writeLastStep(quoteId: number, stepId: string | null): void {
  try {
    if (stepId === null) localStorage.removeItem(lastStepStorageKey(quoteId));
    else localStorage.setItem(lastStepStorageKey(quoteId), stepId);
  } catch {
    // Storage may be full or blocked; the organizer then starts from its first step next time.
  }
}
