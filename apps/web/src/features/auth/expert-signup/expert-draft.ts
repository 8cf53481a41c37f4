/**
 * The expert sign-up in progress. The account details (without the password) and the step answers
 * are kept in sessionStorage, so a reload of the tab keeps them and closing it forgets them. The
 * password and the chosen files stay in this module's memory only, like the taxpayer's sign-up
 * (`features/auth/signup-draft.ts`): after a reload the account page asks for the password again.
 */

import {
  EXPERT_STEP_COUNT,
  type ExpertAnswers,
  type ExpertFileField,
  type ExpertFiles,
  sanitizeAnswers,
} from "./expert-answers";
import type { AccountField } from "./server-errors";

export const EXPERT_DRAFT_KEY = "taxlane.expertSignUp";

export interface ExpertAccount {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

export interface ExpertDraft {
  account: ExpertAccount | null;
  answers: ExpertAnswers;
  /** The step the person was on (0-based). */
  step: number;
  /** Which files had been chosen (their names only), so a reload can say which to choose again. */
  filesChosen: ExpertFileField[];
}

/** What storage the draft uses; sessionStorage in the browser, a stand-in in tests. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const emptyDraft: ExpertDraft = { account: null, answers: {}, step: 0, filesChosen: [] };

const fileFields: readonly ExpertFileField[] = [
  "photo",
  "taxPreparerProofOfAnnualFilingSeasonProgram",
  "pricingSystemAttachment",
];

function fileFieldsFrom(value: unknown): ExpertFileField[] {
  if (!Array.isArray(value)) return [];
  return fileFields.filter((field) => value.includes(field));
}

function sessionStore(): DraftStorage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    // Storage can be switched off; the sign-up then works without surviving a reload.
    return null;
  }
}

function accountFrom(value: unknown): ExpertAccount | null {
  if (typeof value !== "object" || value === null) return null;
  const source = value as Record<string, unknown>;
  const fields = ["firstName", "lastName", "email", "phoneNumber"] as const;
  if (!fields.every((name) => typeof source[name] === "string" && (source[name] as string).length <= 500))
    return null;
  return {
    firstName: source.firstName as string,
    lastName: source.lastName as string,
    email: source.email as string,
    phoneNumber: source.phoneNumber as string,
  };
}

/** The stored draft; an empty one when nothing (or nothing readable) is stored. */
export function readExpertDraft(storage: DraftStorage | null = sessionStore()): ExpertDraft {
  const text = storage?.getItem(EXPERT_DRAFT_KEY) ?? null;
  if (text === null) return emptyDraft;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null) return emptyDraft;
    const source = parsed as Record<string, unknown>;
    const step = typeof source.step === "number" && Number.isInteger(source.step) ? source.step : 0;
    return {
      account: accountFrom(source.account),
      answers: sanitizeAnswers(source.answers),
      step: Math.min(Math.max(step, 0), EXPERT_STEP_COUNT - 1),
      filesChosen: fileFieldsFrom(source.filesChosen),
    };
  } catch {
    return emptyDraft;
  }
}

function writeDraft(draft: ExpertDraft, storage: DraftStorage | null): void {
  try {
    storage?.setItem(EXPERT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Full or switched-off storage: the answers then live as long as the page.
  }
}

export function saveExpertAccount(
  account: ExpertAccount,
  storage: DraftStorage | null = sessionStore(),
): void {
  writeDraft({ ...readExpertDraft(storage), account }, storage);
}

export function saveExpertAnswers(
  answers: ExpertAnswers,
  step: number,
  filesChosen: readonly ExpertFileField[] = [],
  storage: DraftStorage | null = sessionStore(),
): void {
  writeDraft(
    {
      ...readExpertDraft(storage),
      answers: sanitizeAnswers(answers),
      step,
      filesChosen: fileFieldsFrom(filesChosen),
    },
    storage,
  );
}

/** The files chosen before a reload that this page no longer holds. */
export function lostFiles(storage: DraftStorage | null = sessionStore()): ExpertFileField[] {
  return readExpertDraft(storage).filesChosen.filter((field) => !(files[field] instanceof Blob));
}

// In memory only: the password, the files, and the server's messages on the account fields that
// send the person back to the account page.
let password: string | null = null;
let files: ExpertFiles = {};
let accountErrors: { field: AccountField; message: string }[] = [];

export function setExpertPassword(value: string): void {
  password = value;
}

export function expertPassword(): string | null {
  return password;
}

export function setExpertFiles(value: ExpertFiles): void {
  files = { ...value };
}

export function expertFiles(): ExpertFiles {
  return { ...files };
}

/** Messages for the account page, taken (and cleared) when it opens. */
export function setExpertAccountErrors(errors: { field: AccountField; message: string }[]): void {
  accountErrors = [...errors];
}

export function takeExpertAccountErrors(): { field: AccountField; message: string }[] {
  const taken = accountErrors;
  accountErrors = [];
  return taken;
}

/** Forgets the whole sign-up: after the account exists, or when the person starts over. */
export function clearExpertDraft(storage: DraftStorage | null = sessionStore()): void {
  password = null;
  files = {};
  accountErrors = [];
  try {
    storage?.removeItem(EXPERT_DRAFT_KEY);
  } catch {
    // Nothing stored to forget.
  }
}
